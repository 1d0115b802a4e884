package pengqueen

import "fmt"

// Event is one thing that happened while a step was applied, in order, for
// the screens to animate and sound, and for the public log to tell. An
// event carries everything; VisibleTo gives the version a seat may see.
// The Mummy's (and an onlooker's) version never holds a hunter's square, a
// die face or a card face in a hand: from hers the log of announcements is
// written ("Blue: rolled 3 times (2 dice now set aside), moved 4"), and
// nothing in it (no square, no slide length, no count of events that
// depends on them) tells her more than the announcements do.
type Event struct {
	Kind   EventKind
	Seat   int8   // the seat concerned, -1 if none
	Piece  int8   // the hunter piece concerned, -1 if none
	Card   Card   // NoCard if none or hidden
	Colour Colour // a card's colour (its back, public), NoColour if none
	Face   Face   // a die face or the face announced
	From   Square // NoSquare if none or hidden
	To     Square
	Value  uint16 // by kind, see EventKind
	Dice   uint8  // EvRolled: dice rolled; EvDie: which die of the roll (from 0)
	Count  uint8  // by kind, see EventKind
	Aside  uint8  // white dice set aside after the event
}

// EventKind says what happened; the fields each kind fills are listed.
type EventKind uint8

const (
	EvDealt      EventKind = iota // Seat is dealt Card (secret to the others) of Colour
	EvRound                       // round Value begins
	EvTurn                        // Piece (of Seat) begins its turn on From (hunters only)
	EvCannotMove                  // Piece cannot move (R9) from From (hunters only): the turn ends
	EvReset                       // Piece resets: the Mummy interrupts with Aside steps
	EvDie                         // a white die (Dice) of Piece's roll shows Face: hunters only
	EvRolled                      // Piece's roll number Value is done: Dice dice rolled, Count mummies set aside, Aside in all
	EvLostTurn                    // every die of Piece's roll showed the mummy: the turn is lost
	EvMoved                       // Piece announces Face and moves From -> To (squares: hunters only); Value: its rolls this turn
	EvShown                       // Piece (of Seat) shows Card of Colour on To
	EvTurnEnd                     // Piece's turn ends
	EvMummyTurn                   // the Mummy's turn: up to Value steps; Count 1 when it is an interrupting turn
	EvMummyDie                    // the black die shows Value (Value + Aside steps)
	EvMummyStep                   // the Mummy steps From -> To
	EvMummyStop                   // the Mummy's turn ends on To after Value steps
	EvCaught                      // the Mummy catches Piece (of Seat) on From; it is placed on To (the sarcophagus)
	EvToken                       // Piece gives a life token: Count left; the Mummy has Value
	EvOut                         // Piece has lost its last token and leaves the game
	EvDiceBack                    // after an interrupting turn every die is available again
	EvGameOver                    // Seat wins (0: the Mummy)
	numEventKinds
)

var eventNames = [numEventKinds]string{"dealt", "round", "turn", "cannot-move", "reset", "die", "rolled", "lost-turn", "moved", "shown", "turn-end", "mummy-turn", "mummy-die", "mummy-step", "mummy-stop", "caught", "token", "out", "dice-back", "game-over"}

func (k EventKind) String() string {
	if k < numEventKinds {
		return eventNames[k]
	}
	return "?"
}

// VisibleTo returns the event as seat may see it, and false when the seat
// sees nothing of it. Hunters (seats 1..) see everything but the faces of
// other hunters' cards; the Mummy (seat 0) and an onlooker (-1) see the
// announcements: no white die faces, no hunter squares, no card in a hand.
// (Once the game is over every seat may see everything: the state's
// observation then shows it all, and a replay shows the events as they
// are.)
func (e Event) VisibleTo(seat int) (Event, bool) {
	hunter := seat > MummySeat
	switch e.Kind {
	case EvDealt:
		if !hunter || int(e.Seat) != seat {
			e.Card = NoCard
		}
	case EvDie:
		if !hunter {
			return Event{}, false
		}
	case EvTurn, EvCannotMove, EvMoved:
		if !hunter {
			e.From, e.To = NoSquare, NoSquare
		}
	}
	return e, true
}

// String tells the event in plain English, for tests and debugging (the
// screens word the log themselves, in the player's language).
func (e Event) String() string {
	switch e.Kind {
	case EvDealt:
		return fmt.Sprintf("seat %d is dealt %s (%s)", e.Seat, e.Card, e.Colour)
	case EvRound:
		return fmt.Sprintf("round %d", e.Value)
	case EvTurn, EvCannotMove:
		return fmt.Sprintf("%s: piece %d on %s", e.Kind, e.Piece, e.From)
	case EvReset:
		return fmt.Sprintf("piece %d resets: the Mummy moves up to %d", e.Piece, e.Aside)
	case EvDie:
		return fmt.Sprintf("piece %d: die %d shows %s", e.Piece, e.Dice, e.Face)
	case EvRolled:
		return fmt.Sprintf("piece %d: roll %d of %d dice, %d mummies, %d set aside", e.Piece, e.Value, e.Dice, e.Count, e.Aside)
	case EvMoved:
		return fmt.Sprintf("piece %d: %s, %s -> %s", e.Piece, e.Face, e.From, e.To)
	case EvShown:
		return fmt.Sprintf("piece %d shows %s on %s", e.Piece, e.Card, e.To)
	case EvMummyTurn:
		return fmt.Sprintf("the Mummy's turn: up to %d steps (interrupting %v)", e.Value, e.Count == 1)
	case EvMummyDie:
		return fmt.Sprintf("the black die shows %d", e.Value)
	case EvMummyStep:
		return fmt.Sprintf("the Mummy steps %s -> %s", e.From, e.To)
	case EvMummyStop:
		return fmt.Sprintf("the Mummy stops on %s after %d steps", e.To, e.Value)
	case EvCaught:
		return fmt.Sprintf("piece %d caught on %s", e.Piece, e.From)
	case EvToken:
		return fmt.Sprintf("piece %d gives a token (%d left); the Mummy has %d", e.Piece, e.Count, e.Value)
	case EvGameOver:
		return fmt.Sprintf("game over: seat %d wins", e.Seat)
	}
	return fmt.Sprintf("%s: piece %d", e.Kind, e.Piece)
}

// step is one Apply in progress: the state and where its events go (nil
// when the caller does not want them, so plain play allocates nothing).
type step struct {
	s  *State
	ev *[]Event
}

func (t *step) emit(e Event) {
	if t.ev != nil {
		*t.ev = append(*t.ev, e)
	}
}

// ev is an event of kind k with nothing filled in.
func ev(k EventKind) Event {
	return Event{Kind: k, Seat: -1, Piece: -1, Card: NoCard, Colour: NoColour, From: NoSquare, To: NoSquare}
}

// pieceEv is an event about piece p.
func (t *step) pieceEv(k EventKind, p int) Event {
	e := ev(k)
	e.Piece, e.Seat = int8(p), int8(t.s.PieceSeat(p))
	e.Aside = t.s.Aside
	return e
}
