package runrunrun

import (
	"strconv"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// The reasons a computer teammate gives for a step (table.Reason codes),
// which the bots (bot/runrunrun) fill in and Explain words. Args are in
// notation: cells "q,r", mummies m1..m4 or lord, numbers in digits.
const (
	ReasonOnly      = "only"      // the only step
	ReasonUsual     = "usual"     // the spec's pre-selected answer (State.Default)
	ReasonIntercept = "intercept" // fight Args[0], which could reach the Crypt in Args[1] mummy steps
	ReasonFightLord = "fight-lord"
	ReasonFight     = "fight"      // fight Args[0] while the hand is strong
	ReasonExitMech  = "exit-mech"  // lay a room at Args[0]: it works an exit mechanism
	ReasonTorchMech = "torch-mech" // lay a room at Args[0]: it refills the torches
	ReasonCards     = "cards"      // lay a room at Args[0]: it joins Args[1] corridors
	ReasonExplore   = "explore"    // lay a room at Args[0]: the best place to grow the maze
	ReasonRegroup   = "regroup"    // hands are low
	ReasonRescue    = "rescue"     // Regroup: a teammate in a mummy's room may join and escape
	ReasonWalk      = "walk"       // no room can be laid
	ReasonToken     = "token"      // use a token now
	ReasonTeleport  = "teleport"   // teleport to Args[0] to stop Args[1]
	ReasonDice      = "dice"       // cards for dice, keeping the best ones
	ReasonExitPlace = "exit-place" // the Exit far from the Crypt and off the cats' paths
	ReasonSearch    = "search"     // Args: samples, the choice's score %, the runner-up's score %, then the heuristic's own reason code and args
)

// OutcomeReason is how a finished game ended, as the Outcome's reason: the
// End's code ("exit" when the team won, "crypt" or "hand" when it lost),
// with no arguments.
func OutcomeReason(e End) table.Reason { return table.Reason{Code: e.String()} }

// parseEnd reads an ending's code back; ok is false for anything else,
// EndNone's empty code included.
func parseEnd(code string) (End, bool) {
	for e := EndExit; e <= EndHand; e++ {
		if e.String() == code {
			return e, true
		}
	}
	return EndNone, false
}

// Explain is Game.Explain: how a game ended (an Outcome's reason), or why
// a computer teammate chose a step (a hint), in words; "" for a code it
// does not know.
func (tableGame) Explain(r table.Reason, names table.Names) string {
	if e, ok := parseEnd(r.Code); ok {
		return explainEnd(e)
	}
	return explainHint(r)
}

// explainHint words a computer teammate's reason.
func explainHint(r table.Reason) string {
	arg := func(i int) string {
		if i < len(r.Args) {
			return r.Args[i]
		}
		return "?"
	}
	fig := func(i int) string {
		if f, err := parseFigure(arg(i), arg(i)); err == nil {
			return figureWords(f)
		}
		return arg(i)
	}
	num := func(i int) int {
		n, _ := strconv.Atoi(arg(i))
		return n
	}
	switch r.Code {
	case ReasonOnly:
		return i18n.T("It is the only possible step.")
	case ReasonUsual:
		return i18n.T("The usual choice here.")
	case ReasonIntercept:
		return i18n.N(num(1), "Fight %s: it could reach the Crypt in %d mummy step.", "Fight %s: it could reach the Crypt in %d mummy steps.", fig(0), num(1))
	case ReasonFightLord:
		return i18n.T("Fight the Mummy Lord: the Exit is open, and the Lord must fall for the team to win.")
	case ReasonFight:
		return i18n.F("Fight %s while your hand is strong enough.", fig(0))
	case ReasonExitMech:
		return i18n.F("Lay a room at %s: it works an exit mechanism.", arg(0))
	case ReasonTorchMech:
		return i18n.F("Lay a room at %s: its triangle refills the torches.", arg(0))
	case ReasonCards:
		return i18n.N(num(1), "Lay a room at %s: it joins %d corridor, and you draw a card for it.", "Lay a room at %s: it joins %d corridors, and you draw a card for each.", arg(0), num(1))
	case ReasonExplore:
		return i18n.F("Lay a room at %s: the best place for the maze to grow.", arg(0))
	case ReasonRegroup:
		return i18n.T("Regroup: the team's hands are running low.")
	case ReasonRescue:
		return i18n.T("Regroup: a teammate stuck with a mummy can join and escape.")
	case ReasonWalk:
		return i18n.T("Walk: no room card of your hand can be laid within reach.")
	case ReasonToken:
		return i18n.T("Use the token now, while it helps most.")
	case ReasonTeleport:
		return i18n.F("Teleport to %s to stop %s.", arg(0), fig(1))
	case ReasonDice:
		return i18n.T("Discard the weakest cards that still give enough dice, and keep the rest.")
	case ReasonExitPlace:
		return i18n.T("Put the Exit far from the Crypt and off the cats' paths: its Lord has a long way to go.")
	case ReasonSearch:
		why := explainHint(table.Reason{Code: arg(3), Args: r.Args[min(4, len(r.Args)):]})
		return i18n.F("In %d simulated futures this step did best (%d%% against %d%% for the next best). %s", num(0), num(1), num(2), why)
	}
	return ""
}
