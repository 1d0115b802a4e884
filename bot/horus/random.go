package horus

import (
	"context"
	"math/rand/v2"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// Random plays a uniformly random legal action: the baseline every other
// level must beat.
type Random struct{ rng *rand.Rand }

func init() { register("random", func(seed uint64) Bot { return NewRandom(seed) }) }

// NewRandom makes a random bot with its own stream.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, 0x5eed))}
}

// Choose picks any legal action.
func (r *Random) Choose(_ context.Context, _ horus.Observation, legal []horus.Action) horus.Action {
	if len(legal) == 0 {
		return horus.Action{Kind: horus.ActEnd} // nothing is legal: a no-op the engine will refuse
	}
	return legal[r.rng.IntN(len(legal))]
}
