package pengqueen

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
)

// The hard level: a determinized search over the medium policy. For each
// sample of what the seat cannot see (the engine's Determinize: for the
// Mummy, where the hunters are, drawn again by her weighted belief; for a
// hunter, the other hands) each candidate step is played, then every seat
// plays the medium policy from its own observation of the sample, chance
// from the search's stream, until the Mummy's next normal turn is over
// (the Mummy deciding in her normal turn: the one after); the position
// reached is evaluated. The candidate with the best mean wins. All
// candidates of a sample share its dice (common random numbers), so they
// are told apart by what they do, not by luck.
//
// The seam: the search needs a policy (policyFunc), an evaluation
// (evalFunc) and a way to sample (Determinize); nothing else of this game.
// A shared, game-independent search can take its place behind it.

// policyFunc decides a step for the seat observing o among its legal
// steps.
type policyFunc func(o *pq.Observation, legal []pq.Action) pq.Action

// evalFunc rates a full position for seat, in [0, 1].
type evalFunc func(s *pq.State, seat int) float64

type searchParams struct {
	samples    int // samples of the hidden, each playing every candidate
	candidates int // the policy's best few steps are searched
	maxSteps   int // a play-out's bound, however far its horizon
	// gap: at a roll's choice, only steps the policy rates within gap
	// steps of its best are searched.
	gap float64
	// confidence: another step replaces the policy's only when its mean
	// gain over it, sample by sample, is this many standard errors above
	// nothing (the play-outs are noisy, the policy is not bad).
	confidence float64
}

// pairedGain is the mean of a[i]-b[i] and whether it is above zero by
// z standard errors.
func pairedGain(a, b []float64, z float64) (float64, bool) {
	n := min(len(a), len(b))
	if n < 2 {
		return 0, false
	}
	var sum, sq float64
	for i := 0; i < n; i++ {
		d := a[i] - b[i]
		sum += d
		sq += d * d
	}
	mean := sum / float64(n)
	variance := max(0, sq/float64(n)-mean*mean) * float64(n) / float64(n-1)
	se := math.Sqrt(variance / float64(n))
	return mean, mean > 0 && mean > z*se
}

// search decides for the seat observing o: the policy's choice if the
// search cannot run (one legal step, cancelled), else the candidate with
// the best mean value.
func (b *brain) search(ctx context.Context, o *pq.Observation, legal []pq.Action) (pq.Action, table.Reason) {
	medium := newBrain(levels["medium"], b.rng.Uint64())
	choice, why := medium.decide(o, legal)
	if len(legal) < 2 || ctx.Err() != nil {
		return choice, why
	}
	if o.Seat == pq.MummySeat && o.PathLen > 0 {
		return choice, why // her walk was searched at its first step; the policy walks it on
	}
	cands := b.candidates(o, legal, choice, medium)
	if len(cands) < 2 {
		return choice, why
	}
	sp := b.lv.search
	player := newBrain(playout, 0)
	var policy policyFunc = func(o *pq.Observation, legal []pq.Action) pq.Action {
		a, _ := player.decide(o, legal)
		return a
	}
	var eval evalFunc = player.evaluate
	vals := make([][]float64, len(cands))
	seat := int(o.Seat)
	stopAfter := 1
	if seat == pq.MummySeat && o.Phase == pq.PhaseMummy && !o.Interrupt {
		stopAfter = 2 // her own turn, then the hunters' round and her next
	}
	var chance rand.PCG
	for i := 0; i < sp.samples && ctx.Err() == nil; i++ {
		s := b.sample(o)
		seed := b.rng.Uint64()
		for c, a := range cands {
			t := s
			v := 0.0
			if t.Apply(a) == nil { // always: the candidates are legal steps of the sample
				// The same dice and the same whims for every candidate.
				chance.Seed(seed, 0x5eed)
				player.reseed(seed)
				playOut(&t, policy, rand.New(&chance), stopAfter, sp.maxSteps)
				v = eval(&t, seat)
			}
			vals[c] = append(vals[c], v)
		}
	}
	base := slices.Index(cands, choice)
	best, bestGain := base, 0.0
	for c := range cands {
		if gain, sure := pairedGain(vals[c], vals[base], sp.confidence); sure && gain > bestGain {
			best, bestGain = c, gain
		}
	}
	if best == base {
		return choice, why
	}
	// The search overrules the policy: explain its step as the policy
	// would explain it, had it chosen it.
	return cands[best], b.reasonFor(o, cands[best], medium)
}

// candidates are the steps worth searching: at a roll's choice, where
// the moves are many, the policy's choice and the moves and re-roll it
// rates within a few steps of it (none: the choice is clear); elsewhere
// every step (at most five: the Mummy's four directions and stop, reset or
// roll, show or not).
func (b *brain) candidates(o *pq.Observation, legal []pq.Action, choice pq.Action, pol *brain) []pq.Action {
	if o.Seat == pq.MummySeat || o.Phase != pq.PhaseChoose {
		return slices.Clone(legal)
	}
	h := pol.hunterCtx(o)
	moves, reroll := pol.rateChoices(&h, legal)
	top := reroll
	if len(moves) > 0 {
		top = max(top, moves[0].v)
	}
	gap := b.lv.search.gap
	out := []pq.Action{choice}
	if reroll > unusable && reroll >= top-gap && choice.Kind != pq.ActRoll {
		out = append(out, pq.Action{Kind: pq.ActRoll})
	}
	for _, m := range moves {
		if len(out) >= b.lv.search.candidates || m.v < top-gap {
			break
		}
		if !hasAction(out, m.a) {
			out = append(out, m.a)
		}
	}
	return out
}

// sample is a full position the seat cannot tell from the real one. The
// Mummy's samples put the hunters where her weighted belief says they
// likely are (Determinize draws them evenly over their Sight).
func (b *brain) sample(o *pq.Observation) pq.State {
	s := pq.Determinize(*o, b.rng)
	if o.Seat != pq.MummySeat || s.Over {
		return s
	}
	b.mummyBeliefs(o, &b.bel)
	for try := 0; try < 8; try++ {
		t := s
		var used pq.Squares
		ok := true
		for p := 0; p < s.NumPieces() && ok; p++ {
			pc := &t.Pieces[p]
			if pc.Out || !b.bel.live[p] || !maze.floor.Has(pc.Square) || b.bel.supp[p].Len() < 2 {
				continue
			}
			q := b.drawSquare(&b.bel, p)
			if q == pq.NoSquare || used.Has(q) || q == o.Mummy || !o.Sight[p].Has(q) {
				ok = false
				break
			}
			pc.Square = q
			used = used.With(q)
		}
		if ok && t.Check() == nil {
			return t
		}
	}
	return s
}

// drawSquare draws a square of piece p's belief by its weights.
func (b *brain) drawSquare(bl *beliefs, p int) pq.Square {
	x := float32(b.rng.Float64())
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

// playOut plays s on with policy for every seat and rng for chance, until
// stopAfter normal Mummy turns have ended, the game ends, or maxSteps.
func playOut(s *pq.State, policy policyFunc, rng *rand.Rand, stopAfter, maxSteps int) {
	var buf [pq.MaxLegal]pq.Action
	ended := 0
	for steps := 0; !s.Over && steps < maxSteps; steps++ {
		normal := s.Phase == pq.PhaseMummy && !s.Interrupt
		legal := s.Legal(buf[:0])
		var a pq.Action
		if s.IsChance() {
			a = legal[rng.IntN(len(legal))]
		} else {
			o := s.Observe(s.Current())
			a = policy(&o, legal)
		}
		if s.Apply(a) != nil {
			return
		}
		if normal && s.Phase != pq.PhaseMummy {
			if ended++; ended >= stopAfter {
				return
			}
		}
	}
}

// reasonFor is the reason the policy would give for a, had it chosen it.
func (b *brain) reasonFor(o *pq.Observation, a pq.Action, pol *brain) table.Reason {
	colour := colourArg(o, int(o.Piece))
	switch a.Kind {
	case pq.ActStep, pq.ActStop:
		pol.mummyBeliefs(o, &pol.bel)
		plan := pol.wk.plan(&pol.bel, o.Mummy, int(o.Steps)-int(o.PathLen), pol.lv.walk)
		return mummyReason(o, &pol.bel, &plan, a)
	case pq.ActReset:
		return table.Reason{Code: pq.ReasonReset, Args: []string{colour, strconv.Itoa(int(o.Aside))}}
	case pq.ActRoll:
		if o.Phase == pq.PhaseTurn {
			return table.Reason{Code: pq.ReasonRoll, Args: []string{colour, strconv.Itoa(int(o.Aside))}}
		}
		return table.Reason{Code: pq.ReasonReroll, Args: []string{colour, strconv.Itoa(pq.NumDice - int(o.Aside))}}
	case pq.ActShow:
		return table.Reason{Code: pq.ReasonShowCard, Args: []string{colour, pq.Card(a.A).String()}}
	case pq.ActEnd:
		if c := pq.CardOn(o.Pieces[o.Piece].Square); c != pq.NoCard && o.Hands[o.Seat-1].Cards.Has(c) {
			return table.Reason{Code: pq.ReasonHoldCard, Args: []string{colour, c.String()}}
		}
	case pq.ActMove:
		h := pol.hunterCtx(o)
		q := pq.Square(a.B)
		return table.Reason{Code: pq.ReasonTowardColour, Args: []string{colour, pol.nextCard(&h, q).String(), q.String()}}
	}
	return table.Reason{}
}
