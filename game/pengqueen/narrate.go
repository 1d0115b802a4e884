package pengqueen

import (
	"strconv"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// The words of the game: the public log (spec §9.2) that the screen's log,
// the save's log and the tools all write, and the reasons of outcomes and
// hints. Every text goes through i18n (English here, Polish in
// i18n/polish.go).

// Reason codes: how a game ended (Outcome.Reason) and why a computer
// player chose a step (its Hint), worded by Explain. Their Args are in
// notation: squares ("L11"), piece colours ("blue"), treasure colours
// ("grey"), cards ("helmet"), numbers, seats ("2").
const (
	// ReasonTokens: the Mummy took her tokens. Args: the tokens.
	ReasonTokens = "tokens"
	// ReasonLastCard: a hunter showed the last card. Args: the seat, and
	// its piece's colour ("" for the 2-player hunter, who plays two).
	ReasonLastCard = "last-card"
	// ReasonTowardColour: a move towards a symbol the hunter needs.
	// Args: the piece colour, the card, the square reached.
	ReasonTowardColour = "toward-colour"
	// ReasonHideFromMummy: a move that keeps the piece out of the Mummy's
	// reach or hard to find. Args: the piece colour, the square reached.
	ReasonHideFromMummy = "hide-from-mummy"
	// ReasonShowCard: show a treasure now. Args: the piece colour, the card.
	ReasonShowCard = "show-card"
	// ReasonHoldCard: do not show yet, the Mummy is near. Args: the piece
	// colour, the card.
	ReasonHoldCard = "hold-card"
	// ReasonReroll: roll again, no die helps. Args: the piece colour, the
	// dice that would be rolled.
	ReasonReroll = "reroll"
	// ReasonRoll: roll the dice without resetting. Args: the piece colour,
	// the dice set aside.
	ReasonRoll = "roll"
	// ReasonReset: bring the dice back, the Mummy is far. Args: the piece
	// colour, the dice set aside (her steps).
	ReasonReset = "reset"
	// ReasonLikeliestSquare: the Mummy heads for where a hunter most
	// likely is. Args: the step ("north"), the piece colour, its likeliest
	// square, the number of squares it may be on.
	ReasonLikeliestSquare = "likeliest-square"
	// ReasonMummyWait: the Mummy stops here. Args: the square, the piece
	// colour of the likeliest hunter, its likeliest square, the number of
	// squares it may be on.
	ReasonMummyWait = "mummy-wait"
)

func (pengqueenGame) Narrate(ev table.Event, viewer int, names table.Names) string {
	te, ok := ev.(TableEvent)
	if !ok {
		return ""
	}
	v, ok := te.VisibleTo(viewer)
	if !ok {
		return ""
	}
	te = v.(TableEvent)
	e := te.Event
	who := func() string { return pieceName(te.Colour, int(e.Seat), names) }
	switch e.Kind {
	case EvRound:
		return i18n.F("Round %d", e.Value)
	case EvCannotMove:
		return i18n.F("%s cannot move", who())
	case EvReset:
		return i18n.F("%s: reset — the Mummy moves up to %d", who(), e.Aside)
	case EvLostTurn:
		return i18n.F("%s lost the turn: every die showed the Mummy", who())
	case EvMoved:
		// two counts, each with its own noun: the dice aside are said
		// apart, in their own number
		aside := i18n.N(int(e.Aside), "%d die now set aside", "%d dice now set aside", e.Aside)
		if e.Face == FaceArrow {
			return i18n.N(int(e.Value), "%s: rolled %d time (%s), arrow", "%s: rolled %d times (%s), arrow", who(), e.Value, aside)
		}
		return i18n.N(int(e.Value), "%s: rolled %d time (%s), moved %d", "%s: rolled %d times (%s), moved %d", who(), e.Value, aside, e.Face.Steps())
	case EvShown:
		return i18n.F("%s showed the %s (%s) on %s", who(), CardName(e.Card), ColourName(e.Colour), e.To)
	case EvMummyDie:
		return i18n.F("The Mummy rolled %d: she moves up to %d", e.Value, int(e.Value)+int(e.Aside))
	case EvMummyStop:
		return i18n.N(int(e.Value), "The Mummy stops on %s after %d step", "The Mummy stops on %s after %d steps", e.To, e.Value)
	case EvCaught:
		return i18n.F("The Mummy caught %s on %s!", who(), e.From)
	case EvToken:
		return i18n.F("%s gives up a life token (%d left); the Mummy has %d of %d", who(), e.Count, e.Value, te.Goal)
	case EvOut:
		return i18n.F("%s has no life token left and is out of the game", who())
	case EvDiceBack:
		return i18n.T("All five dice are back in play")
	case EvGameOver:
		if e.Seat == MummySeat {
			return i18n.T("The Mummy wins!")
		}
		return i18n.F("%s wins with every treasure shown!", seatName(int(e.Seat), te.Colour, names))
	}
	// Not worth a line: a card dealt (the hand panel shows it, and on a
	// shared screen a line naming it would show a hand), a turn starting
	// or ending, a single die (the tray shows the roll), a roll (the move
	// tells the rolls), the Mummy's turn starting (her die or the reset
	// tells it) and each of her steps (the stop tells where she is).
	return ""
}

// pieceName names a hunter piece in the log: its colour ("Blue"), or the
// typed name of its player and the colour ("Anna (blue)").
func pieceName(c PieceColour, seat int, names table.Names) string {
	colour := PieceColourName(c)
	if n := typedName(names, seat, c); n != "" {
		return i18n.F("%s (%s)", n, colour)
	}
	return colour
}

// seatName names a hunter seat: its typed name, else the colour of its
// piece, or "the hunter" for the 2-player hunter (c NoPieceColour), who
// plays two.
func seatName(seat int, c PieceColour, names table.Names) string {
	if n := typedName(names, seat, c); n != "" {
		return n
	}
	if c == NoPieceColour {
		return i18n.T("The hunter")
	}
	return PieceColourName(c)
}

// typedName is the name a player typed for a hunter seat, or "" when
// names gives none or the game's own name for the seat (SeatName: the
// colour of its penguin c, or the 2-player hunter's "Hunter"), which the
// log words itself.
func typedName(names table.Names, seat int, c PieceColour) string {
	if names == nil {
		return ""
	}
	n := names(seat)
	if n == i18n.T("Hunter") || c != NoPieceColour && n == PieceColourName(c) {
		return ""
	}
	return n
}

// PieceColourName is a piece colour as the log and the screens call the
// penguin ("Blue").
func PieceColourName(c PieceColour) string {
	switch c {
	case PieceRed:
		return i18n.Context("penguin", "Red")
	case PieceGreen:
		return i18n.Context("penguin", "Green")
	case PieceBlue:
		return i18n.Context("penguin", "Blue")
	case PieceYellow:
		return i18n.Context("penguin", "Yellow")
	}
	return "?"
}

// ColourName is a treasure colour as shown ("grey").
func ColourName(c Colour) string {
	switch c {
	case Yellow:
		return i18n.Context("treasure", "yellow")
	case Green:
		return i18n.Context("treasure", "green")
	case Grey:
		return i18n.Context("treasure", "grey")
	case Red:
		return i18n.Context("treasure", "red")
	case Purple:
		return i18n.Context("treasure", "purple")
	}
	return "?"
}

// CardName is a treasure card's display name in the current language (the
// names are in data/cards.txt; their Polish in i18n/polish.go).
func CardName(c Card) string {
	if c >= NumCards {
		return "?"
	}
	return i18n.T(c.Info().Name)
}

func (pengqueenGame) Explain(r table.Reason, names table.Names) string {
	arg := func(i int) string {
		if i < len(r.Args) {
			return r.Args[i]
		}
		return "?"
	}
	num := func(i int) int {
		n, _ := strconv.Atoi(arg(i))
		return n
	}
	piece := func(i int) string {
		c, _ := ParsePieceColour(arg(i))
		return PieceColourName(c)
	}
	card := func(i int) string {
		c, ok := ParseCard(arg(i))
		if !ok {
			return "?"
		}
		return i18n.F("%s (%s)", CardName(c), ColourName(c.Colour()))
	}
	dir := func(i int) string {
		switch d, _ := parseDir(arg(i)); d {
		case North:
			return i18n.T("north")
		case East:
			return i18n.T("east")
		case South:
			return i18n.T("south")
		}
		return i18n.T("west")
	}
	switch r.Code {
	case ReasonTokens:
		return i18n.N(num(0), "The Mummy took %d life token.", "The Mummy took %d life tokens.", num(0))
	case ReasonLastCard:
		c, _ := ParsePieceColour(arg(1))
		return i18n.F("%s showed the last treasure.", seatName(num(0), c, names))
	case ReasonTowardColour:
		return i18n.F("%s heads for the %s: this move ends on %s.", piece(0), card(1), arg(2))
	case ReasonHideFromMummy:
		return i18n.F("%s keeps away from the Mummy: %s is hard for her to find or reach.", piece(0), arg(1))
	case ReasonShowCard:
		return i18n.F("%s shows the %s now.", piece(0), card(1))
	case ReasonHoldCard:
		return i18n.F("%s keeps the %s hidden for now: the Mummy is too close.", piece(0), card(1))
	case ReasonReroll:
		return i18n.N(num(1), "%s rolls again: no die helps (%d die to roll).", "%s rolls again: no die helps (%d dice to roll).", piece(0), num(1))
	case ReasonRoll:
		return i18n.N(num(1), "%s rolls without resetting: the Mummy would come too close (%d die set aside).", "%s rolls without resetting: the Mummy would come too close (%d dice set aside).", piece(0), num(1))
	case ReasonReset:
		return i18n.N(num(1), "%s resets the dice: the Mummy walks %d step now, but the hunters are out of her reach.", "%s resets the dice: the Mummy walks %d steps now, but the hunters are out of her reach.", piece(0), num(1))
	case ReasonLikeliestSquare:
		return i18n.N(num(3), "Go %s: %s is most likely near %s (%d square where it can be).", "Go %s: %s is most likely near %s (%d squares where it can be).", dir(0), piece(1), arg(2), num(3))
	case ReasonMummyWait:
		return i18n.N(num(3), "Stop on %s: %s is most likely near %s (%d square where it can be).", "Stop on %s: %s is most likely near %s (%d squares where it can be).", arg(0), piece(1), arg(2), num(3))
	}
	return ""
}
