package sound

import "testing"

// BenchmarkSynthesizeEverything measures the start-up cost NewMixer pays
// (run one after another here; NewMixer spreads it over the cores).
func BenchmarkSynthesizeEverything(b *testing.B) {
	for b.Loop() {
		for _, e := range Effects() {
			for v := range e.Variants() {
				SynthesizeVariant(e, v)
			}
		}
		Ambient()
	}
}

func BenchmarkAmbient(b *testing.B) {
	for b.Loop() {
		Ambient()
	}
}
