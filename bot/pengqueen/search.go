package pengqueen

import (
	"context"
	"slices"
	"strconv"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/search"
	"github.com/pyramid-studio/pyramid/game/table"
)

// The medium and hard levels: the shared search (game/search, pqGame)
// over the medium policy. At a decision worth searching (the Mummy: the
// first step of each of her turns; a hunter: reset or roll, show or not,
// and a roll's choice when the policy rates other steps within a few
// steps of its best), the policy's choice and its rivals are played on
// samples of what the seat cannot see (the engine's Determinize: for the
// Mummy, where the hunters are, drawn again by her weighted belief; for a
// hunter, the other hands): after the candidate step every seat plays the
// medium policy from its own observation of the sample, chance from the
// search's streams, until the Mummy's next normal turn is over (the
// Mummy deciding in her normal turn: the one after); the position reached
// is evaluated (eval.go). All candidates of a sample share its dice and
// the policies' whims (common random numbers), so they are told apart by
// what they do, not by luck; another step replaces the policy's only when
// its mean gain over it, sample by sample, is clearly above nothing (the
// play-outs are noisy, the policy is not bad).

type searchParams struct {
	samples    int // samples of the hidden, each playing every candidate
	candidates int // the policy's best few steps are searched
	maxSteps   int // a play-out's bound, however far its horizon
	// gap: at a roll's choice, only steps the policy rates within gap
	// steps of its best are searched.
	gap float64
	// confidence: another step replaces the policy's only when its mean
	// gain over it, sample by sample, is this many standard errors above
	// nothing.
	confidence float64
}

// search decides for the seat observing o: the policy's choice if the
// search cannot run (one legal step, cancelled) or finds nothing clearly
// better, else the search's.
func (b *brain) search(ctx context.Context, o *pq.Observation, legal []pq.Action) (pq.Action, table.Reason) {
	pol := newBrain(policyLevel, b.rng.Uint64())
	choice, why := pol.decide(o, legal)
	if len(legal) < 2 || ctx.Err() != nil {
		return choice, why
	}
	if o.Seat == pq.MummySeat && o.PathLen > 0 {
		return choice, why // her walk was searched at its first step; the policy walks it on
	}
	cands := b.candidates(o, legal, choice, pol)
	if len(cands) < 2 {
		return choice, why
	}
	if b.x == nil {
		b.game = newPQGame()
		b.x = search.New[pq.State, pq.Action, pq.Observation](b.game, b.rng.Uint64())
	}
	b.game.prepare(b, o)
	sp := b.lv.search
	cfg := search.Config{
		Playouts: sp.samples * len(cands),
		Baseline: slices.Index(cands, choice), Margin: sp.confidence,
		MaxSteps: sp.maxSteps,
	}
	res := b.x.Run(ctx, o, int(o.Seat), search.Options(cands), cfg)
	if res.Best < 0 || res.Action == choice {
		return choice, why
	}
	// The search overrules the policy: explain its step as the policy
	// would explain it, had it chosen it.
	return res.Action, b.reasonFor(o, res.Action, pol)
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
