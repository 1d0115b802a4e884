package scenes

import (
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
)

// TestSettingsMuteIntentToggles: the settings screen mutes on the input
// layer's Mute intent (M), once per intent, and says so to the mixer.
func TestSettingsMuteIntentToggles(t *testing.T) {
	st := DefaultSettings()
	rec := &recorder{}
	st.Mixer = rec
	s := NewSettingsScene(NewTitle())
	for i, want := range []bool{true, false} {
		if err := s.Update(sceneCtx(nil, &st, input.Intent{Kind: input.Mute, Dev: input.Keyboard})); err != nil {
			t.Fatal(err)
		}
		if st.Sound.Muted != want || len(rec.settings) != i+1 || rec.settings[i].Muted != want {
			t.Fatalf("Mute %d: muted %v (mixer told %+v), want %v", i+1, st.Sound.Muted, rec.settings, want)
		}
	}
	if err := s.Update(sceneCtx(nil, &st)); err != nil || st.Sound.Muted {
		t.Errorf("a tick without the intent changed the mute (%v, %v)", st.Sound.Muted, err)
	}
}
