package horus

import (
	"context"
	"fmt"
	"strconv"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// Hints: a suggested action for a human seat with its reason. A hint is
// the hard level's choice (HintFor); its reason is structured (Reason: a
// code and its values, the shape of the contract's table.Reason, which the
// game's adapter words through i18n), and Explain words it in one English
// line for the headless tool and the screen's hint line. The easy level
// hints its heuristic without its beginner's slips, at once.

// Reason is why a computer player suggests a step: a code and its values
// in notation (squares, card codes, numbers, deck and god names).
type Reason struct {
	Code string
	Args []string
}

// HintFor is the hint for the seat of obs: the hard level's choice, from
// that seat's observation and what it remembers (mem may be nil), with its
// reason. The same seed gives the same hint.
func HintFor(ctx context.Context, obs horus.Observation, legal []horus.Action, mem *Memory, seed uint64) (horus.Action, Reason) {
	b := NewSearch(seed, hardIterations, true)
	if mem != nil {
		b.Remember(mem)
	}
	return b.HintReason(ctx, obs, legal)
}

// Hint suggests an action with its reason, in words.
func (e *Easy) Hint(ctx context.Context, obs horus.Observation, legal []horus.Action) (horus.Action, string) {
	a, r := e.HintReason(ctx, obs, legal)
	return a, Explain(a.String(), r)
}

// HintReason is the heuristic's choice (without the easy level's slips)
// and its reason.
func (e *Easy) HintReason(_ context.Context, obs horus.Observation, legal []horus.Action) (horus.Action, Reason) {
	if len(legal) == 0 {
		return horus.Action{Kind: horus.ActEnd}, Reason{Code: "only"}
	}
	s := horus.Determinize(obs, e.rng)
	a, w := e.pol.choose(&s, legal, styleDefault)
	if !has(legal, a) {
		a, w = legal[0], why{code: whyOnly}
	}
	return a, reasonOf(&s, w)
}

// Hint suggests the search's choice with its reason, in words.
func (b *Search) Hint(ctx context.Context, obs horus.Observation, legal []horus.Action) (horus.Action, string) {
	a, r := b.HintReason(ctx, obs, legal)
	return a, Explain(a.String(), r)
}

// HintReason is the search's choice and its reason: the heuristic's, when
// the plan the search chose takes that step for that reason, and the
// search's own figures otherwise.
func (b *Search) HintReason(ctx context.Context, obs horus.Observation, legal []horus.Action) (horus.Action, Reason) {
	if len(legal) == 0 {
		return horus.Action{Kind: horus.ActEnd}, Reason{Code: "only"}
	}
	r := b.decide(ctx, obs, legal)
	s := horus.Determinize(obs, b.rng)
	if !r.found {
		return r.action, Reason{Code: "only"}
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
		return r.action, reasonOf(&s, w)
	}
	if r.option.Plan == planLeave && r.action.Kind == horus.ActMove {
		b.pol.sync(&s)
		return r.action, Reason{Code: "head-out", Args: []string{strconv.Itoa(int(b.pol.t.exitD[s.Players[obs.Current].Square]))}}
	}
	return r.action, Reason{Code: "best-simulated", Args: []string{strconv.Itoa(r.stat.N), strconv.FormatFloat(r.stat.Mean, 'f', 2, 64)}}
}

// deckRooms names the rooms of the decks in a Reason (and deckRoomNames
// in words).
var (
	deckRooms     = [horus.NumDecks]string{"nest", "pit", "pond"}
	deckRoomNames = map[string]string{"nest": "Cobra Nest", "pit": "Scorpion Pit", "pond": "Crocodile Pond"}
)

// reasonOf turns a heuristic reason into a Reason.
func reasonOf(s *horus.State, w why) Reason {
	itoa := strconv.Itoa
	r := func(code string, args ...string) Reason { return Reason{Code: code, Args: args} }
	switch w.code {
	case whyOnly:
		return r("only")
	case whyEnd:
		if me := s.Current(); me >= 0 && me < s.NumSeats() && s.Players[me].Actions == 0 {
			return r("no-actions")
		}
		return r("nothing-worth")
	case whyLeaveSeal:
		switch {
		case w.n == 1:
			return r("leave-single-block", itoa(w.steps))
		case w.value >= 0.95:
			return r("leave-sure-seal", itoa(w.steps))
		}
		return r("leave-seal-risk", strconv.FormatFloat(100*w.value, 'f', 0, 64), itoa(w.steps))
	case whyLeaveWin:
		return r("leave-lead", strconv.FormatFloat(w.value, 'f', 0, 64))
	case whyLeaveLoad:
		return r("leave-load", itoa(w.n))
	case whyHeadOut:
		return r("head-out", itoa(w.steps))
	case whyLoot:
		switch whyCode(w.n) {
		case whyOpen:
			return r("toward-sarcophagus", w.where.String(), itoa(w.steps))
		case whySearch:
			if d, ok := deckOfRoom(w.where.Region()); ok {
				return r("toward-deck", deckRooms[d], itoa(w.steps))
			}
		case whyPick:
			if g, ok := w.where.Alcove(); ok {
				return r("toward-idol", g.String(), w.where.String(), itoa(w.steps))
			}
		}
		return r("toward", w.where.String(), itoa(w.steps))
	case whyTake:
		return r("take", w.card.String())
	case whyKeep:
		return r("keep-block", itoa(w.n))
	case whySwap:
		return r("swap-block", itoa(w.n))
	}
	if c, ok := plainReasons[w.code]; ok {
		return r(c)
	}
	return r("only")
}

// plainReasons are the reasons without values.
var plainReasons = map[whyCode]string{
	whySearch: "search-pays", whyOpen: "open", whyPick: "pick", whyReroll: "reroll", whyForce: "force",
	whyHeal: "heal", whyBag: "bag", whyPeek: "peek", whyShoot: "shoot", whyStamina: "stamina",
	whyDiscard: "discard", whyRoom: "make-room", whyJump: "jump", whyDodge: "dodge", whyReact: "react",
	whySlip: "hunch",
}

// Explain words a reason for the step named step in one English line,
// "<step>: <why>" (the screen translates the why, scenes/hint.go).
func Explain(step string, r Reason) string {
	arg := func(i int) string {
		if i < len(r.Args) {
			return r.Args[i]
		}
		return "?"
	}
	num := func(i int) int { n, _ := strconv.Atoi(arg(i)); return n }
	fl := func(i int) float64 { f, _ := strconv.ParseFloat(arg(i), 64); return f }
	name := step
	switch r.Code {
	case "only":
		return name + ": the only sensible move here"
	case "no-actions":
		return "end: no actions left this round"
	case "nothing-worth":
		return "end: nothing within reach is worth another action"
	case "leave-single-block":
		return fmt.Sprintf("leave now: a single stone block can seal your way out (%d steps to the door)", num(0))
	case "leave-sure-seal":
		return fmt.Sprintf("leave now: another round inside would almost surely get you sealed in (%d steps to the door)", num(0))
	case "leave-seal-risk":
		return fmt.Sprintf("leave now: %.0f%% chance the blocks seal you in if you stay another round (%d steps to the door)", fl(0), num(1))
	case "leave-lead":
		return fmt.Sprintf("leave now: you lead with %.0f points and nobody else is inside", fl(0))
	case "leave-load":
		return fmt.Sprintf("head out: with %d cards you roll too few actions to stay", num(0))
	case "head-out":
		return fmt.Sprintf("head for the door: nothing left is worth the risk (%d steps)", num(0))
	case "toward-sarcophagus":
		return fmt.Sprintf("%s: toward the sarcophagus at %s (%d steps), worth 5 to 10 points", name, arg(0), num(1))
	case "toward-deck":
		return fmt.Sprintf("%s: toward the %s to search (%d steps)", name, deckRoomNames[arg(0)], num(1))
	case "toward-idol":
		return fmt.Sprintf("%s: toward the %s idol at %s (%d steps)", name, arg(0), arg(1), num(2))
	case "toward":
		return fmt.Sprintf("%s: toward %s (%d steps)", name, arg(0), num(1))
	case "search-pays":
		return "search: this room's deck still pays more than the wounds it may hold"
	case "open":
		return "open the sarcophagus: it holds a treasure worth 5 to 10"
	case "take":
		return fmt.Sprintf("take the %s: worth more than the weight it adds", arg(0))
	case "pick":
		return "pick the lock: the idol is worth its curse"
	case "reroll":
		return name + ": keep one die of each number the lock needs"
	case "force":
		return name + ": it fills the last missing number of the lock"
	case "heal":
		return fmt.Sprintf("%s: one wound card less to carry", name)
	case "bag":
		return fmt.Sprintf("%s: a Bag and its contents count as one card", name)
	case "peek":
		return name + ": see the next stone block before it can cut your way out"
	case "keep-block":
		return fmt.Sprintf("keep block %d: it does not block your way", num(0))
	case "swap-block":
		return fmt.Sprintf("swap block %d: it would cut you off or fall on you", num(0))
	case "shoot":
		return name + ": the mummy would touch you before you get past"
	case "stamina":
		return "use Stamina: one level lighter this round, you need the actions"
	case "discard":
		return fmt.Sprintf("%s: the least valuable card, and one card lighter", name)
	case "make-room":
		return fmt.Sprintf("%s: the least valuable card, to make room for the card to come", name)
	case "jump":
		return name + ": the free square nearest the door"
	case "dodge":
		return "dodge: jump off the block without a wound"
	case "react":
		return name + ": throw the wound card away at once"
	case "hunch":
		return name + ": a hunch"
	case "best-simulated":
		return fmt.Sprintf("%s: it did best in %d simulated endings of this game (score %.2f a game, 1 = a win)", name, num(0), fl(1))
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
