package session

import (
	"fmt"
	"strings"

	"github.com/pyramid-studio/pyramid/game"
)

// SeeAll is the viewer for whom nothing is secret: the replay of a
// finished game, or a test. Other viewers are a seat (0..5) or -1, an
// onlooker who sees only what is public.
const SeeAll = 99

// Narrator turns game events into English sentences with the players'
// names, e.g. "David Gore moves to D12." or "Block 15 falls on E13.".
type Narrator struct {
	Names []string    // one per seat
	State *game.State // a position of the same game, for the names of mummified adventurers
}

// Sentence words one event for viewer: secrets that viewer may not see are
// told as hidden ("draws a card from the Sand deck").
func (n Narrator) Sentence(e game.Event, viewer int) string {
	if viewer != SeeAll {
		v := e.VisibleTo(viewer)
		switch e.Kind {
		case game.EvCardDrawn, game.EvCardDealt, game.EvPeekSarcophagus:
			// Value is the deck or the sarcophagus: public, only the card is secret
			v.Value = e.Value
		}
		e = v
	}
	who := n.name(int(e.Seat))
	card := cardWords(e.Card)
	switch e.Kind {
	case game.EvRound:
		return fmt.Sprintf("Round %d begins; %s is the Dice Keeper.", e.Value, who)
	case game.EvPhase:
		return phaseWords[min(int(e.Value), len(phaseWords)-1)]
	case game.EvTurn:
		return fmt.Sprintf("It is %s's turn.", who)
	case game.EvDieRolled:
		if e.Seat >= 0 {
			return fmt.Sprintf("%s rolls %d on the %s die.", who, e.Value, e.Die)
		}
		return fmt.Sprintf("The %s die shows %d.", e.Die, e.Value)
	case game.EvActions:
		return fmt.Sprintf("%s has %s (Wound and Load Level %d).", who, plural(int(e.Value), "action"), e.Level)
	case game.EvCursed:
		return fmt.Sprintf("%s's idol curse cancels the %s die.", who, e.Die)
	case game.EvMoved:
		return fmt.Sprintf("%s moves to %s.", who, e.To)
	case game.EvLeft:
		return fmt.Sprintf("%s leaves the pyramid.", who)
	case game.EvMummyStep:
		return fmt.Sprintf("%s moves to %s.", n.mummy(int(e.Mummy)), e.To)
	case game.EvMummyTurn:
		return fmt.Sprintf("%s turns around at %s.", n.mummy(int(e.Mummy)), e.To)
	case game.EvMummyShot:
		return fmt.Sprintf("%s shoots %s, who falls on %s.", who, n.mummy(int(e.Mummy)), e.To)
	case game.EvMummyStood:
		return fmt.Sprintf("%s stands up on %s.", n.mummy(int(e.Mummy)), e.To)
	case game.EvMummified:
		return fmt.Sprintf("%s becomes a mummy on %s.", who, e.To)
	case game.EvBlockFell:
		return fmt.Sprintf("Block %d falls on %s.", e.Value, e.To)
	case game.EvJumped:
		return fmt.Sprintf("%s jumps from %s to %s.", who, e.From, e.To)
	case game.EvCrushed:
		return fmt.Sprintf("%s is crushed by the block.", who)
	case game.EvTrapped:
		return fmt.Sprintf("%s is sealed inside the pyramid.", who)
	case game.EvCardDealt:
		return fmt.Sprintf("%s is dealt face down into the sarcophagus beside %s.", capital(card), sarcophagus(e.Value))
	case game.EvCardDrawn:
		return fmt.Sprintf("%s draws %s from the %s deck.", who, card, deckWords(e.Value))
	case game.EvCardRevealed:
		return fmt.Sprintf("%s opens the sarcophagus beside %s: %s.", who, sarcophagus(e.Value), card)
	case game.EvCardTaken:
		return fmt.Sprintf("%s takes %s from the sarcophagus beside %s.", who, card, sarcophagus(e.Value))
	case game.EvCardDiscarded:
		return fmt.Sprintf("%s discards %s.", who, card)
	case game.EvCardBagged:
		return fmt.Sprintf("%s puts %s into a bag.", who, card)
	case game.EvWound:
		if e.Card == game.NoCard && e.Value != 0 {
			card = cardKindWords(game.Kind(e.Value), 0, game.GodNone)
		}
		return fmt.Sprintf("%s takes %s.", who, card)
	case game.EvIdolTaken:
		return fmt.Sprintf("%s takes %s.", who, card)
	case game.EvAbility:
		return fmt.Sprintf("%s uses %s.", who, capital(game.Ability(e.Value).String()))
	case game.EvEquipment:
		return fmt.Sprintf("%s uses %s.", who, card)
	case game.EvPeekBlock:
		if e.Value == 0 {
			return fmt.Sprintf("%s secretly looks at a stone block.", who)
		}
		return fmt.Sprintf("%s secretly looks at block %d.", who, e.Value)
	case game.EvPeekSarcophagus:
		if e.Card == game.NoCard {
			return fmt.Sprintf("%s secretly reads the sarcophagus beside %s.", who, sarcophagus(e.Value))
		}
		return fmt.Sprintf("%s secretly reads the sarcophagus beside %s: %s.", who, sarcophagus(e.Value), card)
	case game.EvBlockSetAside:
		if e.Value == 0 {
			return "A stone block is set beside the board."
		}
		return fmt.Sprintf("Block %d is set beside the board.", e.Value)
	case game.EvBlockReturned:
		if e.Value == 0 {
			return fmt.Sprintf("%s puts the stone block back and draws another unseen.", who)
		}
		return fmt.Sprintf("%s puts block %d back and draws another unseen.", who, e.Value)
	case game.EvChestRolled:
		return fmt.Sprintf("%s's chest is worth %d.", who, e.Value)
	case game.EvMummyPlaced:
		return fmt.Sprintf("%s starts on %s facing %s.", n.mummy(int(e.Mummy)), e.To, e.Facing)
	case game.EvGameOver:
		return "The game is over."
	}
	return e.String()
}

var phaseWords = []string{
	"Setup.",
	"Phase 1: adventurers adjust their wounds and loads.",
	"Phase 2: the Dice Keeper rolls for actions.",
	"Phase 3: adventurers act.",
	"Phase 4: the mummies move.",
	"Phase 5: a stone block falls.",
	"The game is over.",
}

func (n Narrator) name(seat int) string {
	if seat >= 0 && seat < len(n.Names) {
		return n.Names[seat]
	}
	return "Someone"
}

func (n Narrator) mummy(m int) string {
	if n.State != nil && m >= 0 && m < int(n.State.NMummy) {
		if from := n.State.Mummies[m].From; from >= 0 {
			return "the mummy of " + n.name(int(from))
		}
		return n.State.MummyName(m)
	}
	return "a mummy"
}

func sarcophagus(i uint8) string {
	if int(i) >= game.NumSarcophagi {
		return "a wall"
	}
	return game.SarcophagusSquare(int(i)).String()
}

func deckWords(d uint8) string {
	if int(d) >= game.NumDecks {
		return "a"
	}
	return capital(game.Origin(d).String())
}

// cardWords names a card for a player: "a treasure of Anubis worth 7",
// "the idol of Sobek", "a crowbar".
func cardWords(c game.CardID) string {
	if c == game.NoCard || int(c) >= game.NumCards {
		return "a card"
	}
	ci := c.Info()
	return cardKindWords(ci.Kind, ci.Value, ci.God)
}

func cardKindWords(k game.Kind, value uint8, god game.God) string {
	switch k {
	case game.KindTreasure:
		return fmt.Sprintf("a treasure of %s worth %d", god, value)
	case game.KindNecklace:
		return fmt.Sprintf("a necklace worth %d", value)
	case game.KindIdol:
		return "the idol of " + god.String()
	case game.KindAntidote:
		return "an antidote"
	case game.KindMedikit:
		return "a medi-kit"
	case game.KindUdjat:
		return "an Udjat"
	case game.KindMummyWound:
		return "a Mummy wound"
	case game.KindBlockWound:
		return "a Block wound"
	}
	return "a " + k.String()
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// narrator words this session's events.
func (s *Session) narrator() Narrator {
	names := make([]string, len(s.seats))
	for i, st := range s.seats {
		names[i] = st.Name
	}
	return Narrator{Names: names, State: &s.m.State}
}

// Log is the game so far in sentences, as viewer may see it (a seat, -1
// for an onlooker, or SeeAll).
func (s *Session) Log(viewer int) []string {
	n := s.narrator()
	out := make([]string, len(s.log))
	for i, e := range s.log {
		out[i] = n.Sentence(e.Event, viewer)
	}
	return out
}

// Entries is the log as events, for a client that draws its own.
func (s *Session) Entries() []LogEntry { return append([]LogEntry(nil), s.log...) }
