package horus

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/search"
)

// evalCounter is the hard level's horusGame, counting where its play-outs
// are scored.
type evalCounter struct {
	*horusGame
	root            uint8 // the decision's round
	evals, results  int
	wrongHorizonCut int // Evaluate called anywhere but the start of round root+hardHorizon
}

func (c *evalCounter) Evaluate(s *horus.State, out []float64) {
	c.evals++
	if s.Round != c.root+hardHorizon || s.Phase != horus.PhaseAdjust {
		c.wrongHorizonCut++
	}
	c.horusGame.Evaluate(s, out)
}

func (c *evalCounter) Result(s *horus.State, out []float64) {
	c.results++
	c.horusGame.Result(s, out)
}

// TestHardHorizon: the hard level's play-outs stop at the start of the
// round hardHorizon rounds after the decision's and are scored there by
// Evaluate; only games that end sooner are scored by their result.
func TestHardHorizon(t *testing.T) {
	early, late := 0, 0
	for players := horus.MinPlayers; players <= horus.MaxPlayers; players++ {
		for i, s := range benchPositions(players, 4) {
			b := NewSearch(uint64(i), hardIterations, true)
			c := &evalCounter{horusGame: &b.game, root: s.Round}
			b.game.me = s.Current()
			x := search.New[horus.State, horus.Action, horus.Observation](c, uint64(i))
			obs := s.Observe(s.Current())
			opts := search.Options(s.Legal(nil))
			res := x.Run(context.Background(), &obs, s.Current(), opts, search.Config{Playouts: 4 * len(opts)})
			if c.wrongHorizonCut > 0 {
				t.Errorf("%d players, position %d (round %d): %d play-outs scored away from the horizon", players, i, s.Round, c.wrongHorizonCut)
			}
			if c.evals+c.results < res.Playouts {
				t.Errorf("%d players, position %d: %d play-outs, %d scored", players, i, res.Playouts, c.evals+c.results)
			}
			if s.Round <= 2 {
				early += c.evals
			} else {
				late += c.results
			}
		}
	}
	if early == 0 {
		t.Error("no play-out from the first rounds was cut at the horizon")
	}
	if late == 0 {
		t.Error("no play-out from later rounds reached the end of the game")
	}
}

// TestEvaluateCountsTheTrap: a play-out cut short costs the seat trapCost
// for its end inside as a finished one does, all of it once it has come
// and none once it is out; its points count by its chance of getting out.
func TestEvaluateCountsTheTrap(t *testing.T) {
	var s horus.State
	for _, p := range benchPositions(4, 40) {
		if q := p.Current(); p.Round >= 4 && p.Players[q].Inside() && handValue(&p, q) > 0 {
			s = p
			break
		}
	}
	if s.Round == 0 {
		t.Fatal("no position with a loaded seat inside in round 4 or later")
	}
	me := s.Current()
	g := &horusGame{pol: newPolicy(rand.New(rand.NewPCG(1, 2))), me: me, trapCost: trapCost}
	eval := func(f horus.Fate, at horus.Square) float64 {
		s := s
		s.Players[me].Fate, s.Players[me].Square = f, at
		out := make([]float64, 8)
		g.Evaluate(&s, out)
		return out[me]
	}
	inside := s.Players[me].Square
	if v := eval(horus.Trapped, inside); v != -trapCost {
		t.Errorf("sealed in: %.3f, want %.3f", v, -trapCost)
	}
	out, in := eval(horus.Escaped, horus.EntranceSquares()[0]), eval(horus.InPlay, inside)
	if out < handValue(&s, me)/200 {
		t.Errorf("escaped: %.3f, want at least its points, %.3f", out, handValue(&s, me)/200)
	}
	if !(in < out && in > -trapCost) {
		t.Errorf("inside: %.3f, want between sealed in (%.3f) and escaped (%.3f)", in, -trapCost, out)
	}
}
