package scenes

import (
	"testing"

	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
)

// testSaves opens saves in a fresh temporary directory (never the real
// configuration directory).
func testSaves(t *testing.T) *saves.Saves {
	t.Helper()
	sv, err := saves.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sv.Close() })
	return sv
}

// sceneCtx is a 1280×720 context with the given intents.
func sceneCtx(sv *saves.Saves, st *settings.Settings, in ...input.Intent) *Context {
	f := layout.NewFrame(1280, 720)
	return &Context{W: 1280, H: 720, Frame: f, In: input.Frame{Intents: in}, Settings: st, Saves: sv}
}

func hasTarget(pr Probe, label string) bool {
	for _, tg := range pr.Targets {
		if tg.Label == label {
			return true
		}
	}
	return false
}

// recorder is a settings.Mixer that keeps what it was asked to play.
type recorder struct {
	played         []sound.Effect
	ambient, stops int
	settings       []sound.Settings
}

func (r *recorder) Play(e sound.Effect)            { r.played = append(r.played, e) }
func (r *recorder) StartAmbient()                  { r.ambient++ }
func (r *recorder) StopAmbient()                   { r.stops++ }
func (r *recorder) ApplySettings(s sound.Settings) { r.settings = append(r.settings, s) }
