package horus

import (
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/scenes"
)

// TestMuteKeyTogglesOnEveryScreen: the input layer's Mute intent (M) turns
// the sound off and on again, once per intent, on the settings screen and
// elsewhere, and says so to the mixer.
func TestMuteKeyTogglesOnEveryScreen(t *testing.T) {
	for _, sc := range []scenes.Scene{scenes.NewSettingsScene(scenes.NewTitle()), scenes.NewTitle(), newHorusGame()} {
		st := settings.Defaults()
		rec := &recorder{}
		st.Mixer = rec
		m := scenes.NewManager(sc)
		for i, want := range []bool{true, false} {
			if err := m.Update(sceneCtx(nil, &st, input.Intent{Kind: input.Mute, Dev: input.Keyboard})); err != nil {
				t.Fatal(err)
			}
			if st.Sound.Muted != want || len(rec.settings) != i+1 || rec.settings[i].Muted != want {
				t.Fatalf("%T, Mute %d: muted %v (mixer told %+v), want %v", sc, i+1, st.Sound.Muted, rec.settings, want)
			}
		}
		if err := m.Update(sceneCtx(nil, &st)); err != nil || st.Sound.Muted {
			t.Errorf("%T: a tick without the intent changed the mute (%v, %v)", sc, st.Sound.Muted, err)
		}
	}
}

// TestMuteKeyIsALetterInANameField: while a name is typed, M is a letter.
func TestMuteKeyIsALetterInANameField(t *testing.T) {
	st := settings.Defaults()
	s := newHorusGame()
	clickField(t, s, &st, 0)
	m := scenes.NewManager(s)
	ctx := sceneCtx(nil, &st, input.Intent{Kind: input.Mute, Dev: input.Keyboard})
	ctx.In.Text = []rune("m")
	if err := m.Update(ctx); err != nil {
		t.Fatal(err)
	}
	if st.Sound.Muted || s.Setup().Seats[0].Name != "m" {
		t.Errorf("M in the name field: muted %v, name %q; want a letter, not the mute", st.Sound.Muted, s.Setup().Seats[0].Name)
	}
}
