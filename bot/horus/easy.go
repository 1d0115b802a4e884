package horus

import (
	"context"
	"math/rand/v2"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// Easy plays the hand-written heuristics at once, with a beginner's habits:
// it stays in a little too long and now and then makes an unconsidered
// move. It samples one full state consistent with its observation (the
// heuristics read only what the seat knows) from its own random stream.
type Easy struct {
	rng *rand.Rand
	pol *policy
	st  style
}

func init() { register("easy", func(seed uint64) Bot { return NewEasy(seed) }) }

// NewEasy makes an easy bot with its own stream.
func NewEasy(seed uint64) *Easy {
	rng := rand.New(rand.NewPCG(seed, 0xea57))
	return &Easy{rng: rng, pol: newPolicy(rng), st: styleEasy}
}

// Choose picks the heuristic action; it never blocks, so ctx is not needed.
func (e *Easy) Choose(_ context.Context, obs horus.Observation, legal []horus.Action) horus.Action {
	a, _ := e.decide(obs, legal)
	return a
}

func (e *Easy) decide(obs horus.Observation, legal []horus.Action) (horus.Action, why) {
	if len(legal) == 0 {
		return horus.Action{Kind: horus.ActEnd}, why{code: whyOnly}
	}
	if len(legal) == 1 {
		return legal[0], why{code: whyOnly}
	}
	s := horus.Determinize(obs, e.rng)
	a, w := e.pol.choose(&s, legal, e.st)
	if !has(legal, a) {
		return legal[0], why{code: whyOnly}
	}
	return a, w
}
