package horus

import (
	"strconv"
	"strings"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// Reasons: why a computer player suggests a step (a hint) and why a game
// ended as it did, as codes with their figures in notation (table.Reason),
// worded here for the player who reads them. The computer players (bot/horus)
// give the codes; nobody reads words back.

// The hints' reasons. Their Args are in the order the words use them.
const (
	ReasonOnly          = "only"           // the only sensible move
	ReasonEndSpent      = "end-spent"      // end: no actions left
	ReasonEndNothing    = "end-nothing"    // end: nothing in reach worth an action
	ReasonLeaveOne      = "leave-one"      // leave: one block can seal the way; steps to the door
	ReasonLeaveSure     = "leave-sure"     // leave: staying would almost surely seal; steps
	ReasonLeaveRisk     = "leave-risk"     // leave: percent chance of being sealed, steps
	ReasonLeaveWin      = "leave-win"      // leave: leading with points, nobody else inside
	ReasonLeaveLoad     = "leave-load"     // head out: cards held
	ReasonHeadOut       = "head-out"       // head for the door: steps
	ReasonToSarcophagus = "to-sarcophagus" // a move toward a sarcophagus: square, steps
	ReasonToSearch      = "to-search"      // a move toward a room to search: deck, steps
	ReasonToIdol        = "to-idol"        // a move toward an idol: god, square, steps
	ReasonToward        = "toward"         // a move toward a square: square, steps
	ReasonSearch        = "search"
	ReasonOpen          = "open"
	ReasonTake          = "take" // the card
	ReasonPick          = "pick"
	ReasonReroll        = "reroll"
	ReasonForce         = "force"
	ReasonHeal          = "heal"
	ReasonBag           = "bag"
	ReasonPeek          = "peek"
	ReasonKeep          = "keep" // the block
	ReasonSwap          = "swap" // the block
	ReasonShoot         = "shoot"
	ReasonStamina       = "stamina"
	ReasonDiscard       = "discard"
	ReasonRoom          = "room"
	ReasonJump          = "jump"
	ReasonDodge         = "dodge"
	ReasonReact         = "react"
	ReasonSlip          = "slip"
	ReasonSimulated     = "simulated" // the search's own figures: continuations simulated, mean score
)

// How a game ended (Outcome.Reason): the codes, with their Args.
const (
	OutcomeMummies = "mummies" // nobody got out
	OutcomeRichest = "richest" // one adventurer scored most: points
	OutcomeHorus   = "horus"   // a tie the Horus idol broke: points, then the seats tied with the winner
	OutcomeIdols   = "idols"   // a tie the idols' value broke: points, idols, then the seats tied
	OutcomeShared  = "shared"  // a tie nothing broke: points
)

// OutcomeReason says why the winners of a finished game won, from every
// seat's Score (the end screen words it with Explain, as Outcome does).
func OutcomeReason(sc []Score) table.Reason {
	best := -1
	for _, s := range sc {
		if s.Fate == Escaped {
			best = max(best, s.Total)
		}
	}
	if best < 0 {
		return table.Reason{Code: OutcomeMummies}
	}
	points := strconv.Itoa(best)
	var tied, won []int
	for p, s := range sc {
		if s.Fate == Escaped && s.Total == best {
			tied = append(tied, p)
			if s.Won {
				won = append(won, p)
			}
		}
	}
	switch {
	case len(tied) == 1:
		return table.Reason{Code: OutcomeRichest, Args: []string{points}}
	case len(won) > 1:
		return table.Reason{Code: OutcomeShared, Args: []string{points}}
	}
	w := won[0]
	var others []string
	for _, p := range tied {
		if p != w {
			others = append(others, strconv.Itoa(p))
		}
	}
	if sc[w].Horus {
		return table.Reason{Code: OutcomeHorus, Args: append([]string{points}, others...)}
	}
	return table.Reason{Code: OutcomeIdols, Args: append([]string{points, strconv.Itoa(sc[w].Idols)}, others...)}
}

// Explain is Game.Explain: a hint's reason or an outcome's in words, or ""
// for a code it does not know.
func (horusGame) Explain(r table.Reason, names table.Names) string {
	arg := func(i int) string {
		if i < len(r.Args) {
			return r.Args[i]
		}
		return ""
	}
	num := func(i int) int { n, _ := strconv.Atoi(arg(i)); return n }
	seats := func(from int) string {
		var ns []string
		for i := from; i < len(r.Args); i++ {
			ns = append(ns, SeatWords(num(i), names))
		}
		return strings.Join(ns, i18n.T(" and "))
	}
	switch r.Code {
	case OutcomeMummies:
		return i18n.T("No adventurer escaped the pyramid.")
	case OutcomeRichest:
		return i18n.T("The richest adventurer to escape alive.")
	case OutcomeShared:
		return i18n.N(num(0), "They tied on %d point, and the tie-breaks (the Horus idol, then the idols' value) could not part them.", "They tied on %d points, and the tie-breaks (the Horus idol, then the idols' value) could not part them.", num(0))
	case OutcomeHorus:
		return i18n.N(num(0), "Tied on %d point with %s; the Horus idol breaks the tie.", "Tied on %d points with %s; the Horus idol breaks the tie.", num(0), seats(1))
	case OutcomeIdols:
		return i18n.N(num(0), "Tied on %d point with %s; the higher value of idols (%d) breaks the tie.", "Tied on %d points with %s; the higher value of idols (%d) breaks the tie.", num(0), seats(2), num(1))

	case ReasonOnly:
		return i18n.T("the only sensible move here")
	case ReasonEndSpent:
		return i18n.T("no actions left this round")
	case ReasonEndNothing:
		return i18n.T("nothing within reach is worth another action")
	case ReasonLeaveOne:
		return i18n.F("a single stone block can seal your way out (%d steps to the door)", num(0))
	case ReasonLeaveSure:
		return i18n.F("another round inside would almost surely get you sealed in (%d steps to the door)", num(0))
	case ReasonLeaveRisk:
		return i18n.F("%d%% chance the blocks seal you in if you stay another round (%d steps to the door)", num(0), num(1))
	case ReasonLeaveWin:
		return i18n.F("you lead with %d points and nobody else is inside", num(0))
	case ReasonLeaveLoad:
		return i18n.F("with %d cards you roll too few actions to stay", num(0))
	case ReasonHeadOut:
		return i18n.F("nothing left is worth the risk (%d steps)", num(0))
	case ReasonToSarcophagus:
		return i18n.F("toward the sarcophagus at %s (%d steps), worth 5 to 10 points", arg(0), num(1))
	case ReasonToSearch:
		room := RegionNone
		if d, err := strconv.Atoi(arg(0)); err == nil && d >= 0 && d < NumDecks {
			room = RoomOf(Deck(d))
		}
		return i18n.F("toward the %s to search (%d steps)", i18n.T(room.String()), num(1))
	case ReasonToIdol:
		return i18n.F("toward the %s idol at %s (%d steps)", arg(0), arg(1), num(2))
	case ReasonToward:
		return i18n.F("toward %s (%d steps)", arg(0), num(1))
	case ReasonSearch:
		return i18n.T("this room's deck still pays more than the wounds it may hold")
	case ReasonOpen:
		return i18n.T("it holds a treasure worth 5 to 10")
	case ReasonTake:
		return i18n.T("worth more than the weight it adds")
	case ReasonPick:
		return i18n.T("the idol is worth its curse")
	case ReasonReroll:
		return i18n.T("keep one die of each number the lock needs")
	case ReasonForce:
		return i18n.T("it fills the last missing number of the lock")
	case ReasonHeal:
		return i18n.T("one wound card less to carry")
	case ReasonBag:
		return i18n.T("a Bag and its contents count as one card")
	case ReasonPeek:
		return i18n.T("see the next stone block before it can cut your way out")
	case ReasonKeep:
		return i18n.T("it does not block your way")
	case ReasonSwap:
		return i18n.T("it would cut you off or fall on you")
	case ReasonShoot:
		return i18n.T("the mummy would touch you before you get past")
	case ReasonStamina:
		return i18n.T("one level lighter this round, you need the actions")
	case ReasonDiscard:
		return i18n.T("the least valuable card, and one card lighter")
	case ReasonRoom:
		return i18n.T("the least valuable card, to make room for the card to come")
	case ReasonJump:
		return i18n.T("the free square nearest the door")
	case ReasonDodge:
		return i18n.T("jump off the block without a wound")
	case ReasonReact:
		return i18n.T("throw the wound card away at once")
	case ReasonSlip:
		return i18n.T("a hunch")
	case ReasonSimulated:
		score, _ := strconv.ParseFloat(arg(1), 64)
		return i18n.F("it did best in %d simulated continuations of this game (score %.2f a game, 1 = a win)", num(0), score)
	}
	return ""
}
