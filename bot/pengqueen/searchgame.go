package pengqueen

import (
	"math/rand/v2"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/search"
)

// pqGame is Pyramid of Pengqueen for the shared search (game/search): the
// engine's typed API, the seat's way of sampling what it cannot see, the
// medium policy as every seat's play-out policy (each seat deciding from
// its own observation of the sample), and the race evaluation (eval.go)
// for a play-out cut at the horizon.
type pqGame struct {
	// play is the play-out policy: the medium policy at a play-out's
	// budget, its whims drawn from the play-out's own stream.
	play *brain
	// The decision's: whether the searching seat is the Mummy (her
	// samples put the hunters where her weighted belief says), that
	// belief, and the horizon: play-outs are cut once the round has
	// moved on by rounds (a normal Mummy turn ends a round).
	mummy  bool
	bel    beliefs
	round  uint16
	rounds uint16
}

var (
	_ search.Game[pq.State, pq.Action, pq.Observation] = (*pqGame)(nil)
	_ search.Cutter[pq.State]                          = (*pqGame)(nil)
	_ search.Luck[pq.State]                            = (*pqGame)(nil)
)

func newPQGame() *pqGame { return &pqGame{play: newBrain(playout, 0)} }

// prepare sets the game up for one decision of the seat observing o,
// whose level believes what b's level believes.
func (g *pqGame) prepare(b *brain, o *pq.Observation) {
	g.mummy = o.Seat == pq.MummySeat
	if g.mummy {
		b.mummyBeliefs(o, &g.bel)
	}
	g.round = o.Round
	g.rounds = 1
	if g.mummy && o.Phase == pq.PhaseMummy && !o.Interrupt {
		g.rounds = 2 // her own turn, then the hunters' round and her next
	}
}

// Sample is a full position the seat cannot tell from the real one
// (pq.Determinize). The Mummy's samples put the hunters where her
// weighted belief says they likely are (Determinize draws them evenly
// over their Sight).
func (g *pqGame) Sample(o *pq.Observation, rng *rand.Rand, s *pq.State) {
	*s = pq.Determinize(*o, rng)
	if !g.mummy || s.Over {
		return
	}
	for try := 0; try < 8; try++ {
		t := *s
		var used pq.Squares
		ok := true
		for p := 0; p < t.NumPieces() && ok; p++ {
			pc := &t.Pieces[p]
			if pc.Out || !g.bel.live[p] || !maze.floor.Has(pc.Square) || g.bel.supp[p].Len() < 2 {
				continue
			}
			q := drawSquare(&g.bel, p, rng)
			if q == pq.NoSquare || used.Has(q) || q == o.Mummy || !o.Sight[p].Has(q) {
				ok = false
				break
			}
			pc.Square = q
			used = used.With(q)
		}
		if ok && t.Check() == nil {
			*s = t
			return
		}
	}
}

// drawSquare draws a square of piece p's belief by its weights.
func drawSquare(bl *beliefs, p int, rng *rand.Rand) pq.Square {
	x := float32(rng.Float64())
	last := pq.NoSquare
	for q := bl.supp[p].First(); q != pq.NoSquare; q = bl.supp[p].After(q) {
		x -= bl.w[p][q]
		last = q
		if x <= 0 {
			return q
		}
	}
	return last
}

func (g *pqGame) Actor(s *pq.State) int {
	switch {
	case s.Over:
		return search.Over
	case s.IsChance():
		return search.Chance
	}
	return s.Current()
}

func (g *pqGame) Legal(s *pq.State, buf []pq.Action) []pq.Action { return s.Legal(buf) }

func (g *pqGame) Apply(s *pq.State, a pq.Action) bool { return s.Apply(a) == nil }

// Policy: every seat plays the medium policy from its own observation of
// the sample (the searching seat's later steps too: the options differ by
// their first step only).
func (g *pqGame) Policy(s *pq.State, legal []pq.Action, _ int, rng *rand.Rand) pq.Action {
	o := s.Observe(s.Current())
	g.play.rng = rng // its whims: the same for every option of a sample
	a, _ := g.play.decide(&o, legal)
	return a
}

// Cut ends a play-out once the round has moved on by the horizon.
func (g *pqGame) Cut(_, s *pq.State) bool { return s.Round >= g.round+g.rounds }

// Stream keeps the Mummy's black die apart from the hunters' dice and the
// deal, so that she rolls the same in every option's play-out however
// many times the options roll.
func (g *pqGame) Stream(s *pq.State) int {
	if s.Phase == pq.PhaseMummyRoll {
		return 1
	}
	return 0
}

func (g *pqGame) Evaluate(s *pq.State, out []float64) { g.play.evaluate(s, out) }

func (g *pqGame) Result(s *pq.State, out []float64) { g.play.evaluate(s, out) }
