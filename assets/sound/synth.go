package sound

import (
	"math"
	"math/rand/v2"
)

// Recipes are built from the pieces in this file and in generators.go,
// envelope.go, filter.go, room.go and track.go, all working on float64
// samples in [-1, 1]; master turns a recipe's result into PCM.

// synth carries the sample rate and the seeded generator of one recipe, so
// that a recipe is a pure function of (effect, variant, rate).
type synth struct {
	rate float64
	rng  *rand.Rand
}

func newSynth(rate float64, seed uint64) *synth {
	return &synth{rate: rate, rng: rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))}
}

// n converts seconds to a whole number of samples.
func (s *synth) n(seconds float64) int {
	return int(math.Round(seconds * s.rate))
}

// uniform returns a random value in [lo, hi).
func (s *synth) uniform(lo, hi float64) float64 {
	return lo + (hi-lo)*s.rng.Float64()
}

// noise returns one sample of white noise in [-1, 1).
func (s *synth) noise() float64 {
	return 2*s.rng.Float64() - 1
}
