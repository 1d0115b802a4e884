package horus

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// probe is what screen s offers and says at 1280×720.
func probe(s scenes.Scene) scenes.Probe {
	if err := render.LoadFonts(); err != nil { // faces to measure with, whatever test ran first
		panic(err)
	}
	st := settings.Defaults()
	ctx := sceneCtx(nil, &st)
	ctx.Fonts = render.NewFonts(ctx.Frame.U)
	return s.Probe(ctx)
}

// note is what screen s says of the last thing tried (its probe's
// Message), and bad whether that tells of a problem.
func note(s scenes.Scene) string { return probe(s).Message }
func bad(s scenes.Scene) bool    { return probe(s).Bad }

// asking reports whether screen s puts a question.
func asking(s scenes.Scene) bool { return probe(s).Asking }

// lastStep is what the replay viewer says of the last step shown.
func lastStep(rp *scenes.Replay) string { return probe(rp).Prompt }

// viewLabel is the label of the replay viewer's View button.
func viewLabel(rp *scenes.Replay) string {
	for _, tg := range probe(rp).Targets {
		if strings.HasPrefix(tg.Label, "View: ") {
			return tg.Label
		}
	}
	return ""
}

// probeTargetLabel is the label of the first of s's targets whose label
// starts with prefix ("" when none does), and probeTargetRect where it is.
func probeTargetLabel(s scenes.Scene, prefix string) string {
	for _, tg := range probe(s).Targets {
		if strings.HasPrefix(tg.Label, prefix) {
			return tg.Label
		}
	}
	return ""
}

func probeTargetRect(s scenes.Scene, prefix string) layout.Rect {
	for _, tg := range probe(s).Targets {
		if strings.HasPrefix(tg.Label, prefix) {
			return tg.Rect
		}
	}
	return layout.Rect{}
}

// drawnText draws s once and returns every line of text it drew.
func drawnText(s scenes.Scene, ctx *scenes.Context) []string {
	screen := ebiten.NewImage(int(ctx.W), int(ctx.H))
	defer screen.Deallocate()
	stop := render.RecordText()
	s.Draw(screen, ctx)
	var lines []string
	for _, ln := range stop() {
		lines = append(lines, ln.Text)
	}
	return lines
}

// noDevice is the client's settings.Mixer on a machine without a sound
// device: it plays nothing and says why.
type noDevice struct{ recorder }

func (*noDevice) Device() error { return fmt.Errorf("%w: no PulseAudio, no ALSA", sound.ErrNoDevice) }
