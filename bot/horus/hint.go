package horus

import (
	"context"
	"fmt"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// Hints: a suggested action for a human seat with one line a player
// understands. The easy level suggests what its heuristics would do
// without its beginner's slips; the search levels suggest their search's
// choice, explained by the heuristic's reason when the two agree and by the
// search's own figures when they do not.

// Hint suggests an action with its reason.
func (e *Easy) Hint(_ context.Context, obs horus.Observation, legal []horus.Action) (horus.Action, string) {
	if len(legal) == 0 {
		return horus.Action{Kind: horus.ActEnd}, "nothing to do"
	}
	s := horus.Determinize(obs, e.rng)
	a, w := e.pol.choose(&s, legal, styleDefault)
	if !has(legal, a) {
		a, w = legal[0], why{code: whyOnly}
	}
	return a, explain(&s, a, w)
}

// Hint suggests the search's choice with its reason.
func (b *Search) Hint(ctx context.Context, obs horus.Observation, legal []horus.Action) (horus.Action, string) {
	if len(legal) == 0 {
		return horus.Action{Kind: horus.ActEnd}, "nothing to do"
	}
	a, ar := b.decide(ctx, obs, legal)
	s := horus.Determinize(obs, b.rng)
	st := styleDefault
	if ar != nil && ar.first.Kind == horus.ActNone {
		st = ar.st
	}
	h, w := b.pol.choose(&s, legal, st)
	if h == a || ar == nil || ar.n == 0 {
		if h != a {
			w = why{code: whyOnly}
		}
		return a, explain(&s, a, w)
	}
	won := 0.0
	if ar.n > 0 {
		won = ar.sum / float64(ar.n)
	}
	return a, fmt.Sprintf("%s: it did best in %d simulated endings of this game (score %.2f a game, 1 = a win)", s.Notation(a), ar.n, won)
}

var deckRooms = [horus.NumDecks]string{"Cobra Nest", "Scorpion Pit", "Crocodile Pond"}

// explain turns a heuristic reason into a sentence.
func explain(s *horus.State, a horus.Action, w why) string {
	name := s.Notation(a)
	switch w.code {
	case whyOnly:
		return name + ": the only sensible move here"
	case whyEnd:
		if me := s.Current(); me >= 0 && me < s.NumSeats() && s.Players[me].Actions == 0 {
			return "end: no actions left this round"
		}
		return "end: nothing within reach is worth another action"
	case whyLeaveSeal:
		if w.n == 1 {
			return fmt.Sprintf("leave now: a single stone block can seal your way out (%d steps to the door)", w.steps)
		}
		if w.value >= 0.95 {
			return fmt.Sprintf("leave now: another round inside would almost surely get you sealed in (%d steps to the door)", w.steps)
		}
		return fmt.Sprintf("leave now: %.0f%% chance the blocks seal you in if you stay another round (%d steps to the door)", 100*w.value, w.steps)
	case whyLeaveWin:
		return fmt.Sprintf("leave now: you lead with %.0f points and nobody else is inside", w.value)
	case whyLeaveLoad:
		return fmt.Sprintf("head out: with %d cards you roll too few actions to stay", w.n)
	case whyHeadOut:
		return fmt.Sprintf("head for the door: nothing left is worth the risk (%d steps)", w.steps)
	case whyLoot:
		switch whyCode(w.n) {
		case whyOpen:
			return fmt.Sprintf("%s: toward the sarcophagus at %s (%d steps), worth 5 to 10 points", name, w.where, w.steps)
		case whySearch:
			if d, ok := deckOfRoom(w.where.Region()); ok {
				return fmt.Sprintf("%s: toward the %s to search (%d steps)", name, deckRooms[d], w.steps)
			}
		case whyPick:
			if g, ok := w.where.Alcove(); ok {
				return fmt.Sprintf("%s: toward the %s idol at %s (%d steps)", name, g, w.where, w.steps)
			}
		}
		return fmt.Sprintf("%s: toward %s (%d steps)", name, w.where, w.steps)
	case whySearch:
		return "search: this room's deck still pays more than the wounds it may hold"
	case whyOpen:
		return "open the sarcophagus: it holds a treasure worth 5 to 10"
	case whyTake:
		return fmt.Sprintf("take the %s: worth more than the weight it adds", w.card)
	case whyPick:
		return "pick the lock: the idol is worth its curse"
	case whyReroll:
		return name + ": keep one die of each number the lock needs"
	case whyForce:
		return name + ": it fills the last missing number of the lock"
	case whyHeal:
		return fmt.Sprintf("%s: one wound card less to carry", name)
	case whyBag:
		return fmt.Sprintf("%s: a Bag and its contents count as one card", name)
	case whyPeek:
		return name + ": see the next stone block before it can cut your way out"
	case whyKeep:
		return fmt.Sprintf("keep block %d: it does not block your way", w.n)
	case whySwap:
		return fmt.Sprintf("swap block %d: it would cut you off or fall on you", w.n)
	case whyShoot:
		return name + ": the mummy would touch you before you get past"
	case whyStamina:
		return "use Stamina: one level lighter this round, you need the actions"
	case whyDiscard:
		return fmt.Sprintf("%s: the least valuable card, and one card lighter", name)
	case whyRoom:
		return fmt.Sprintf("%s: the least valuable card, to make room for the card to come", name)
	case whyJump:
		return name + ": the free square nearest the door"
	case whyDodge:
		return "dodge: jump off the block without a wound"
	case whyReact:
		return name + ": throw the wound card away at once"
	case whySlip:
		return name + ": a hunch"
	}
	return name
}

func deckOfRoom(r horus.Region) (horus.Deck, bool) {
	for d, rr := range regionOfDeck {
		if rr == r {
			return horus.Deck(d), true
		}
	}
	return 0, false
}
