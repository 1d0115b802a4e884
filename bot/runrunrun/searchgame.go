package runrunrun

import (
	"math/rand/v2"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/search"
)

// rrrGame is Run Run Run! for the shared search (game/search): the
// engine's typed API, the seat's way of sampling the cards it cannot see
// (rrr.Determinize), the heuristic for every seat of a future, and the
// evaluation's estimate of the team's chance (evaluation.go) for a future
// cut at the horizon. The game is co-operative: every seat gets the
// team's value.
type rrrGame struct {
	play    *policy // the heuristic in the futures
	horizon uint16  // turns a future is played before it is scored
}

var (
	_ search.Game[rrr.State, rrr.Action, rrr.Observation] = (*rrrGame)(nil)
	_ search.Cutter[rrr.State]                            = (*rrrGame)(nil)
)

func (g *rrrGame) Sample(obs *rrr.Observation, rng *rand.Rand, s *rrr.State) {
	*s = rrr.Determinize(*obs, rng)
}

func (g *rrrGame) Actor(s *rrr.State) int {
	switch c := s.Current(); c {
	case rrr.ChanceSeat:
		return search.Chance
	case rrr.TerminalSeat:
		return search.Over
	default:
		return c
	}
}

func (g *rrrGame) Legal(s *rrr.State, buf []rrr.Action) []rrr.Action { return s.Legal(buf) }

func (g *rrrGame) Apply(s *rrr.State, a rrr.Action) bool { return s.Apply(a) == nil }

// Policy: the heuristic for every seat (the options differ by their
// first step only).
func (g *rrrGame) Policy(s *rrr.State, legal []rrr.Action, _ int, rng *rand.Rand) rrr.Action {
	g.play.rng = rng
	a, _ := g.play.pick(s, legal)
	return a
}

// Cut scores a future once it has played the horizon's turns after the
// option's first step.
func (g *rrrGame) Cut(first, s *rrr.State) bool { return s.Turns >= first.Turns+g.horizon }

func (g *rrrGame) Evaluate(s *rrr.State, out []float64) { fill(out, evaluate(s)) }

func (g *rrrGame) Result(s *rrr.State, out []float64) {
	v := 0.0
	if s.Won {
		v = 1
	}
	fill(out, v)
}

func fill(out []float64, v float64) {
	for i := range out {
		out[i] = v
	}
}
