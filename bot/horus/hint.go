package horus

import (
	"context"
	"math"
	"strconv"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
)

// Hints: a suggested action for a human seat with its reason, a code of
// the game's (horus.Reason...) with its figures, which the game words for
// the player (Game.Explain). A hint is the hard level's choice (HintFor),
// explained by the heuristic's reason when the plan the search chose takes
// that step for that reason, and by the search's own figures otherwise.
// The easy level hints its heuristic without its beginner's slips, at once.

// HintFor is the hint for the seat of obs: the hard level's choice, from
// that seat's observation and what it remembers (mem may be nil), with its
// reason. The same seed gives the same hint.
func HintFor(ctx context.Context, obs horus.Observation, legal []horus.Action, mem *Memory, seed uint64) (horus.Action, table.Reason) {
	b := NewSearch(seed, hardIterations, true)
	if mem != nil {
		b.Remember(mem)
	}
	return b.Hint(ctx, obs, legal)
}

// Hint suggests an action with its reason.
func (e *Easy) Hint(_ context.Context, obs horus.Observation, legal []horus.Action) (horus.Action, table.Reason) {
	if len(legal) == 0 {
		return horus.Action{Kind: horus.ActEnd}, table.Reason{Code: horus.ReasonOnly}
	}
	s := horus.Determinize(obs, e.rng)
	a, w := e.pol.choose(&s, legal, styleDefault)
	if !has(legal, a) {
		a, w = legal[0], why{code: whyOnly}
	}
	return a, reason(&s, w)
}

// Hint suggests the search's choice with its reason: the heuristic's, when
// the plan the search chose takes that step for that reason, and the
// search's own figures otherwise.
func (b *Search) Hint(ctx context.Context, obs horus.Observation, legal []horus.Action) (horus.Action, table.Reason) {
	if len(legal) == 0 {
		return horus.Action{Kind: horus.ActEnd}, table.Reason{Code: horus.ReasonOnly}
	}
	r := b.decide(ctx, obs, legal)
	s := horus.Determinize(obs, b.rng)
	if r.spent == 0 {
		return r.action, table.Reason{Code: horus.ReasonOnly}
	}
	plan := r.option.Plan
	if plan == planLeave {
		// Leaving won: say why in the default player's terms when it
		// leaves too, else that nothing inside was worth the risk.
		plan = planDefault
	}
	b.pol.forget()
	h, w := b.pol.choose(&s, legal, b.game.planStyle(plan))
	if h == r.action {
		return r.action, reason(&s, w)
	}
	if r.option.Plan == planLeave && r.action.Kind == horus.ActMove {
		b.pol.sync(&s)
		return r.action, table.Reason{Code: horus.ReasonHeadOut, Args: []string{strconv.Itoa(int(b.pol.t.exitD[s.Players[obs.Current].Square]))}}
	}
	return r.action, table.Reason{Code: horus.ReasonSimulated, Args: []string{strconv.Itoa(r.stat.N), strconv.FormatFloat(r.stat.Mean, 'f', 2, 64)}}
}

// reason is a heuristic reason as the game's code and figures.
func reason(s *horus.State, w why) table.Reason {
	r := func(code string, args ...string) table.Reason { return table.Reason{Code: code, Args: args} }
	itoa := strconv.Itoa
	switch w.code {
	case whyOnly:
		return r(horus.ReasonOnly)
	case whyEnd:
		if me := s.Current(); me >= 0 && me < s.NumSeats() && s.Players[me].Actions == 0 {
			return r(horus.ReasonEndSpent)
		}
		return r(horus.ReasonEndNothing)
	case whyLeaveSeal:
		switch {
		case w.n == 1:
			return r(horus.ReasonLeaveOne, itoa(w.steps))
		case w.value >= 0.95:
			return r(horus.ReasonLeaveSure, itoa(w.steps))
		}
		return r(horus.ReasonLeaveRisk, itoa(int(math.Round(100*w.value))), itoa(w.steps))
	case whyLeaveWin:
		return r(horus.ReasonLeaveWin, itoa(int(math.Round(w.value))))
	case whyLeaveLoad:
		return r(horus.ReasonLeaveLoad, itoa(w.n))
	case whyHeadOut:
		return r(horus.ReasonHeadOut, itoa(w.steps))
	case whyLoot:
		switch whyCode(w.n) {
		case whyOpen:
			return r(horus.ReasonToSarcophagus, w.where.String(), itoa(w.steps))
		case whySearch:
			if d, ok := horus.DeckOf(w.where.Region()); ok {
				return r(horus.ReasonToSearch, itoa(int(d)), itoa(w.steps))
			}
		case whyPick:
			if g, ok := w.where.Alcove(); ok {
				return r(horus.ReasonToIdol, g.String(), w.where.String(), itoa(w.steps))
			}
		}
		return r(horus.ReasonToward, w.where.String(), itoa(w.steps))
	case whySearch:
		return r(horus.ReasonSearch)
	case whyOpen:
		return r(horus.ReasonOpen)
	case whyTake:
		return r(horus.ReasonTake, w.card.String())
	case whyPick:
		return r(horus.ReasonPick)
	case whyReroll:
		return r(horus.ReasonReroll)
	case whyForce:
		return r(horus.ReasonForce)
	case whyHeal:
		return r(horus.ReasonHeal)
	case whyBag:
		return r(horus.ReasonBag)
	case whyPeek:
		return r(horus.ReasonPeek)
	case whyKeep:
		return r(horus.ReasonKeep, itoa(w.n))
	case whySwap:
		return r(horus.ReasonSwap, itoa(w.n))
	case whyShoot:
		return r(horus.ReasonShoot)
	case whyStamina:
		return r(horus.ReasonStamina)
	case whyDiscard:
		return r(horus.ReasonDiscard)
	case whyRoom:
		return r(horus.ReasonRoom)
	case whyJump:
		return r(horus.ReasonJump)
	case whyDodge:
		return r(horus.ReasonDodge)
	case whyReact:
		return r(horus.ReasonReact)
	case whySlip:
		return r(horus.ReasonSlip)
	}
	return r(horus.ReasonOnly)
}
