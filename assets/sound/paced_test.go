package sound

import (
	"bytes"
	"testing"
)

// TestPacedMixerHasTheSameSounds: NewMixerPaced pauses between pieces and
// ends with exactly NewMixer's sounds.
func TestPacedMixerHasTheSameSounds(t *testing.T) {
	ref := newTestMixer(DefaultSettings())
	pieces := 1 // the ambient loop
	for _, e := range Effects() {
		pieces += e.Variants()
	}
	pauses := 0
	m := NewMixerPaced(Settings{EffectsVolume: 0.3, MusicVolume: 2}, func() { pauses++ })
	m.Prepare(Everything())
	m.Wait()
	if pauses != pieces {
		t.Errorf("%d pauses for %d pieces", pauses, pieces)
	}
	if m.ctx != Context() || m.settings.MusicVolume != 1 || m.settings.EffectsVolume != 0.3 {
		t.Errorf("context %p (want %p), settings %+v (want clamped)", m.ctx, Context(), m.settings)
	}
	if !bytes.Equal(m.ambientPCM, ref.ambientPCM) {
		t.Error("the ambient loop differs from NewMixer's")
	}
	for _, e := range Effects() {
		if len(m.effects[e]) != e.Variants() {
			t.Fatalf("%v: %d variants, want %d", e, len(m.effects[e]), e.Variants())
		}
		for v := range m.effects[e] {
			if len(m.effects[e][v]) == 0 || !bytes.Equal(m.effects[e][v], ref.effects[e][v]) {
				t.Errorf("%v variant %d differs from NewMixer's", e, v)
			}
		}
	}
	m.Play(Dice)
	if len(m.voices) != 1 {
		t.Errorf("the paced mixer does not play: %d voices", len(m.voices))
	}
}
