package horus

import (
	"fmt"

	"github.com/pyramid-studio/pyramid/game/table"
)

// Event is one thing that happened while a step was applied, in order, for
// the client to animate and the log to tell. Events carry full information;
// SeenBy gives one as a seat may see it, the only filter there is.
//
// An Event is also the game's table.Event: the session, the save's log and
// the tools hold it behind that interface, and Game.Narrate words it.
type Event struct {
	Kind  EventKind
	Seat  int8 // adventurer concerned, -1 if none
	Mummy int8 // mummy concerned, -1 if none
	// MummyOf is the seat whose adventurer became Mummy (mummified), -1
	// for the three mummies of the box or no mummy: the event names its
	// mummy without the state.
	MummyOf int8
	Card    CardID // card concerned
	From    Square
	To      Square
	Value   uint8 // die face, block number, actions, round, phase...
	Die     Die
	Facing  Dir
	Level   uint8      // EvActions: the WLL the actions were counted against
	Secret  bool       // only Seat may see Card / Value
	Score   EventScore // EvScore: the parts of the total in Value
}

// EventScore is the breakdown of one seat's final score, carried by its
// EvScore event (the total is the event's Value). Every part fits a byte: a
// seat carries at most 14 cards of value (12 cards, two of them Bags of two
// treasures), none worth more than 10, and a bonus of at most 15.
type EventScore struct {
	Fate      Fate
	Treasures uint8 // treasures and necklaces
	Idols     uint8
	Chests    uint8 // sum of the chest rolls
	Variety   uint8 // variety bonus
	Won       bool  // among the winners (ties and tie-breaks applied)
}

// EventKind says what happened.
type EventKind uint8

const (
	EvRound           EventKind = iota // Value: round number
	EvPhase                            // Value: Phase
	EvTurn                             // Seat starts acting
	EvDieRolled                        // Die shows Value
	EvActions                          // Seat gets Value actions (WLL in Level)
	EvCursed                           // Seat ignores Die (idol curse)
	EvMoved                            // Seat From -> To
	EvLeft                             // Seat left the pyramid
	EvMummyStep                        // Mummy From -> To
	EvMummyTurn                        // Mummy now faces Facing
	EvMummyShot                        // Mummy falls (shot by Seat)
	EvMummyStood                       // Mummy stands up
	EvMummified                        // Seat became Mummy, which faces Facing
	EvBlockFell                        // block Value falls on To
	EvJumped                           // Seat From -> To off a block
	EvCrushed                          // Seat crushed
	EvTrapped                          // Seat sealed inside
	EvCardDealt                        // setup: Card into sarcophagus Value (secret to all)
	EvCardDrawn                        // Seat draws Card from deck Value
	EvCardRevealed                     // sarcophagus Value turned up: Card
	EvCardTaken                        // Seat takes Card from sarcophagus Value
	EvCardDiscarded                    // Seat discards Card
	EvCardBagged                       // Seat puts Card into a Bag (secret while Card is hidden: Total Secrecy)
	EvWound                            // Seat takes wound Card (kind in Value when supply empty)
	EvIdolTaken                        // Seat takes the idol Card
	EvAbility                          // Seat uses ability Value
	EvEquipment                        // Seat uses equipment Card (secret for a Bag while it is hidden)
	EvPeekBlock                        // Seat secretly sees block Value
	EvPeekSarcophagus                  // Seat secretly reads sarcophagus Value: Card
	EvBlockSetAside                    // a block is set beside the board (Value if known)
	EvChestRolled                      // Seat's chest is worth Value
	EvMummyPlaced                      // setup: Mummy on To facing Facing
	EvGameOver
	EvBlockReturned // Seat put the block it saw (Value) back in the box to draw another
	EvScore         // end of the game, one per seat before EvGameOver: Seat's total in Value, its parts in Score
)

// NumEventKinds counts the kinds of event.
const NumEventKinds = EvScore + 1

var eventNames = [NumEventKinds]string{"round", "phase", "turn", "die", "actions", "cursed", "moved", "left", "mummy-step", "mummy-turn", "mummy-shot", "mummy-stood", "mummified", "block-fell", "jumped", "crushed", "trapped", "card-dealt", "card-drawn", "card-revealed", "card-taken", "card-discarded", "card-bagged", "wound", "idol-taken", "ability", "equipment", "peek-block", "peek-sarcophagus", "block-set-aside", "chest-rolled", "mummy-placed", "game-over", "block-returned", "score"}

func (k EventKind) String() string { return eventNames[k] }

// SeenBy returns the event as seat may see it: a secret card face or
// block number is blanked for everybody but the seat concerned, and for
// everybody, onlookers included (seat -1), when no seat is concerned (a
// card dealt face down into a sarcophagus, a block drawn unseen after a
// swap). The deck drawn from and the sarcophagus slot stay public. It is
// the one visibility filter: the screens, the log, the replays and the
// contract (VisibleTo) all go through it.
func (e Event) SeenBy(seat int) Event {
	if e.Secret && (e.Seat < 0 || int(e.Seat) != seat) {
		e.Card = NoCard
		if e.Kind == EvPeekBlock || e.Kind == EvBlockSetAside || e.Kind == EvBlockReturned {
			e.Value = 0 // the block's number; other kinds keep public values (deck, slot)
		}
	}
	return e
}

// VisibleTo is SeenBy for the contract (table.Event): every seat is told
// of every event of Horus, with its secrets blanked.
func (e Event) VisibleTo(seat int) (table.Event, bool) { return e.SeenBy(seat), true }

// Reveals reports whether the event made something newly known: a die, a
// card drawn, dealt or turned up, a block drawn or looked at, a mummy's
// random start. The step is then final: undo stops before it, or a player
// could look and change their mind. Keeping a block already seen, for one,
// shows nothing new.
func (e Event) Reveals() bool { return e.Revealed() != "" }

// Revealed says what the event made known, as the reason undo stops
// before its step (a catalog key of i18n, worded when shown: "the dice
// have been rolled since"); "" for an event that reveals nothing.
func (e Event) Revealed() string {
	switch e.Kind {
	case EvDieRolled, EvChestRolled:
		return "the dice have been rolled since"
	case EvCardDrawn:
		return "a card has been drawn since"
	case EvCardDealt, EvMummyPlaced:
		return "nothing has been played yet"
	case EvCardRevealed:
		return "a sarcophagus has been opened since"
	case EvPeekBlock, EvPeekSarcophagus:
		return "something has been secretly looked at since"
	case EvBlockFell:
		return "a stone block has been drawn since"
	}
	return ""
}

// NoCard stands for a card whose face is hidden, or no card.
const NoCard CardID = 255

func (e Event) String() string {
	card := "a hidden card"
	if e.Card != NoCard {
		card = e.Card.String()
	}
	switch e.Kind {
	case EvRound:
		return fmt.Sprintf("round %d", e.Value)
	case EvPhase:
		return fmt.Sprintf("phase %s", Phase(e.Value))
	case EvDieRolled:
		return fmt.Sprintf("%s die shows %d", e.Die, e.Value)
	case EvActions:
		return fmt.Sprintf("seat %d: WLL %d, %d actions", e.Seat, e.Level, e.Value)
	case EvMoved, EvJumped, EvMummyStep:
		return fmt.Sprintf("%s seat %d mummy %d %s -> %s", e.Kind, e.Seat, e.Mummy, e.From, e.To)
	case EvBlockFell:
		return fmt.Sprintf("block %d falls on %s", e.Value, e.To)
	case EvScore:
		sc := e.Score
		won := ""
		if sc.Won {
			won = ", won"
		}
		return fmt.Sprintf("score seat %d: %d (%s; treasures %d, idols %d, chests %d, variety %d%s)", e.Seat, e.Value, sc.Fate, sc.Treasures, sc.Idols, sc.Chests, sc.Variety, won)
	case EvCardDrawn, EvCardTaken, EvCardDiscarded, EvCardBagged, EvWound, EvIdolTaken, EvEquipment, EvCardRevealed, EvPeekSarcophagus:
		return fmt.Sprintf("%s seat %d: %s", e.Kind, e.Seat, card)
	}
	return fmt.Sprintf("%s seat %d mummy %d value %d", e.Kind, e.Seat, e.Mummy, e.Value)
}

// step is one Apply in progress: the state and where its events go (nil
// when the caller does not want them, so plain play allocates nothing).
type step struct {
	s   *State
	ev  *[]Event
	rec bool
}

func (t *step) emit(e Event) {
	if t.rec {
		*t.ev = append(*t.ev, e)
	}
}

func ev(k EventKind, seat int) Event {
	return Event{Kind: k, Seat: int8(seat), Mummy: -1, MummyOf: -1, Card: NoCard, From: NoSquare, To: NoSquare}
}

// mummyEv is an event about mummy m, naming whose adventurer it was.
func (t *step) mummyEv(k EventKind, seat, m int) Event {
	e := ev(k, seat)
	e.Mummy, e.MummyOf = int8(m), t.s.Mummies[m].From
	return e
}
