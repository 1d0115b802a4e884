package runrunrun

import "github.com/pyramid-studio/pyramid/game/table"

// Event is one thing that happened while a step was applied, in order, for
// the client to animate and the log to tell. Events carry full
// information; use SeenBy before showing one to a seat.
type Event struct {
	Kind   EventKind
	Seat   int8 // cat concerned, -1 if none
	Figure int8 // mummy (0..3) or the Lord (4), -1 if none
	Card   Card // room card, NoCard if none or hidden
	Card2  Card // a second card (cards laid, revealed)
	Token  Token
	At     Coord // the cell concerned
	From   Coord
	To     Coord
	Value  uint8
	Secret bool // Card and Card2 are seen by Seat only
	Reveal bool // chance or a reveal made something known: undo stops here
}

// EventKind says what happened.
type EventKind uint8

const (
	EvTurn           EventKind = iota // Seat's turn begins; Value: the round
	EvCardDrawn                       // Seat draws Card (secret) from the room deck
	EvDeckEmpty                       // a draw for Seat is ignored: the room deck is empty
	EvDieRolled                       // a die shows face Value (a mummy die or a combat die)
	EvMummyMoved                      // Figure steps From -> To
	EvHeartAdded                      // a heart on the top mummy card: Value hearts there now
	EvMummyAwoke                      // Figure's card is turned: it wakes
	EvMummyPlaced                     // Figure appears on At
	EvTorchesSnuffed                  // Value torches put out by the Snuffing Mummy
	EvMummyAttacked                   // Figure attacks the cats on At for Value cards
	EvAmuletUsed                      // Seat ignores Figure's attack with Token
	EvCardLost                        // Seat loses Card at random to an attack
	EvCardPlaced                      // Seat lays Card on At turned by Value
	EvCatMoved                        // Seat's cat walks From -> To
	EvCardDiscarded                   // Seat discards Card (for steps or combat dice)
	EvTorchSpent                      // Value torches leave the supply
	EvTorchGained                     // Value torches join the supply
	EvNoTorch                         // a dark room with no torch left: a heart or a step instead
	EvTokenDrawn                      // Seat draws Token from the sarcophagus stack
	EvTokenUsed                       // Seat uses Token (teleport: To)
	EvPassage                         // Seat opens a secret passage between From and To
	EvMechanism                       // Value 0: torch, 1: exit mechanism of At, From, To
	EvExitOpened                      // the Exit is laid on At
	EvLordRevealed                    // the Lord Value (1..3) is revealed and appears on At
	EvDamageDealt                     // Figure loses Value hearts
	EvMummyDestroyed                  // Figure is destroyed
	EvRegroup                         // Seat calls a Regroup
	EvJoined                          // Seat joins it, walking From -> To
	EvCardsLaid                       // Seat lays Value cards face down: Card, Card2 (secret)
	EvCardPulled                      // Card comes from the discard pile into the pool
	EvCardsRevealed                   // Seat's laid cards Card, Card2 are revealed
	EvCardGiven                       // Seat receives Card from the pool
	EvTokenPassed                     // Token goes from Seat to seat Value
	EvMarked                          // Seat puts its reservation marker on At
	EvGameWon                         // the team wins
	EvGameLost                        // the team loses; Value: End
)

var eventNames = [...]string{"turn", "card-drawn", "deck-empty", "die-rolled", "mummy-moved", "heart-added",
	"mummy-awoke", "mummy-placed", "torches-snuffed", "mummy-attacked", "amulet-used", "card-lost",
	"card-placed", "cat-moved", "card-discarded", "torch-spent", "torch-gained", "no-torch",
	"token-drawn", "token-used", "passage", "mechanism", "exit-opened", "lord-revealed",
	"damage-dealt", "mummy-destroyed", "regroup", "joined", "cards-laid", "card-pulled",
	"cards-revealed", "card-given", "token-passed", "marked", "game-won", "game-lost"}

func (k EventKind) String() string { return eventNames[k] }

// SeenBy returns the event as seat may see it: the faces of cards that
// went into or out of another seat's hidden hand, or lie face down, are
// blanked (seat -1 is an onlooker who sees only what is public). Every
// event of this game leaves a public trace (a card was drawn, cards were
// laid), so every seat is told of every event; the hidden part is the
// faces. It is the one visibility filter: the log, the replays, the
// screens and the contract (VisibleTo) all go through it.
func (e Event) SeenBy(seat int) Event {
	if e.Secret && (e.Seat < 0 || int(e.Seat) != seat) {
		e.Card, e.Card2 = NoCard, NoCard
	}
	return e
}

// VisibleTo is SeenBy for the contract (table.Event): every seat is told
// of every event, with its secrets blanked.
func (e Event) VisibleTo(seat int) (table.Event, bool) { return e.SeenBy(seat), true }

// Reveals reports whether the event made something newly known (Reveal):
// the step is then final, and undo stops before it.
func (e Event) Reveals() bool { return e.Reveal }

// Revealed says what the event made known, as the reason undo stops
// before its step (table.Revealer): a key of the i18n catalogue, worded
// when shown; "" for an event that reveals nothing (the shell then says
// that something became known).
func (e Event) Revealed() string {
	if !e.Reveal {
		return ""
	}
	switch e.Kind {
	case EvCardDrawn:
		return "a card has been drawn since"
	case EvDieRolled:
		return "the dice have been rolled since"
	case EvMummyAwoke:
		return "a mummy has woken since"
	case EvCardLost:
		return "a card has been lost to a mummy since"
	case EvTokenDrawn:
		return "a sarcophagus token has been drawn since"
	case EvLordRevealed:
		return "the Mummy Lord has been revealed since"
	case EvCardPulled:
		return "a card has come back from the discard pile since"
	case EvCardsRevealed:
		return "the laid cards have been turned up since"
	}
	return ""
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

// ev is an event of kind k about seat with nothing else filled in.
func ev(k EventKind, seat int) Event {
	return Event{Kind: k, Seat: int8(seat), Figure: -1, Card: NoCard, Card2: NoCard, Token: NoToken,
		At: NoCoord, From: NoCoord, To: NoCoord}
}

// secret reports whether the faces of seat's hand are hidden from the
// others (they are not under the open-hands option).
func (s *Public) secret() bool { return !s.Opt.OpenHands }
