package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// noDevice is the client's settings.Mixer on a machine without a sound device: it
// plays nothing and says why.
type noDevice struct{ recorder }

func (*noDevice) Device() error { return fmt.Errorf("%w: no PulseAudio, no ALSA", sound.ErrNoDevice) }

// drawnText draws s once and returns every line of text it drew.
func drawnText(s Scene, ctx *Context) []string {
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

// TestNoSoundDeviceIsSaidOnTitleAndSettings: without a sound device the
// title and the settings screen each say so, once, in the player's
// language, and the title's probe carries it for the end-to-end test;
// while sound works (or is off on purpose: no settings.Mixer) neither says
// anything about it.
func TestNoSoundDeviceIsSaidOnTitleAndSettings(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	defer i18n.Set(i18n.English)
	for _, c := range []struct {
		what  string
		mixer settings.Mixer
		said  bool
	}{{"no sound device", &noDevice{}, true}, {"a sound device", &recorder{}, false}, {"sound turned off", nil, false}} {
		for _, lang := range i18n.Langs {
			i18n.Set(lang)
			st := settings.Defaults()
			st.Mixer = c.mixer
			f := layout.NewFrame(1280, 720)
			ctx := &Context{W: 1280, H: 720, Frame: f, Fonts: render.NewFonts(f.U), Settings: &st, mgr: &Manager{}, In: input.Frame{X: -100, Y: -100}}
			notice := i18n.T("No sound device found: the game plays without sound.")
			if lang != i18n.English && notice == "No sound device found: the game plays without sound." {
				t.Errorf("%s: the notice is not translated", lang)
			}
			if got := st.SoundNotice(); (got == notice) != c.said || (got != "") != c.said {
				t.Errorf("%s, %s: SoundNotice() = %q", c.what, lang, got)
			}
			for _, sc := range []Scene{NewTitle(), NewSettingsScene(NewTitle())} {
				n := 0
				for _, ln := range drawnText(sc, ctx) {
					if strings.Contains(ln, notice) {
						n++
					}
				}
				if want := map[bool]int{true: 1, false: 0}[c.said]; n != want {
					t.Errorf("%s, %s: %T shows the notice %d times, want %d", c.what, lang, sc, n, want)
				}
			}
			if p := NewTitle().Probe(ctx); (p.Message == notice) != c.said {
				t.Errorf("%s, %s: the title's probe says %q", c.what, lang, p.Message)
			}
		}
	}
}
