package session

import (
	"unicode"
	"unicode/utf8"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
)

// SeeAll is the viewer for whom nothing is secret: the replay of a
// finished game, or a test. Other viewers are a seat (0..5) or -1, an
// onlooker who sees only what is public.
const SeeAll = 99

// Narrator turns game events into sentences with the players' names, in
// the language set in i18n (English unless the player chose another), e.g.
// "David Gore moves to D12." or "Block 15 falls on E13.".
type Narrator struct {
	Names []string     // one per seat
	State *horus.State // a position of the same game, for the names of mummified adventurers
}

// Sentence words one event for viewer: secrets that viewer may not see are
// told as hidden ("draws a card from the Sand deck").
func (n Narrator) Sentence(e horus.Event, viewer int) string {
	if viewer != SeeAll {
		v := e.SeenBy(viewer)
		switch e.Kind {
		case horus.EvCardDrawn, horus.EvCardDealt, horus.EvPeekSarcophagus:
			// Value is the deck or the sarcophagus: public, only the card is secret
			v.Value = e.Value
		}
		e = v
	}
	who := n.name(int(e.Seat))
	card := cardWords(e.Card)
	switch e.Kind {
	case horus.EvRound:
		return i18n.F("Round %d begins; %s is the Dice Keeper.", e.Value, who)
	case horus.EvPhase:
		return i18n.T(phaseWords[min(int(e.Value), len(phaseWords)-1)])
	case horus.EvTurn:
		return i18n.F("It is %s's turn.", who)
	case horus.EvDieRolled:
		if e.Seat >= 0 {
			return i18n.F("%s rolls %d on the %s die.", who, e.Value, dieWords(e.Die))
		}
		return i18n.F("The %s die shows %d.", dieWords(e.Die), e.Value)
	case horus.EvActions:
		return i18n.N(int(e.Value), "%s has %d action (Wound and Load Level %d).", "%s has %d actions (Wound and Load Level %d).", who, e.Value, e.Level)
	case horus.EvCursed:
		return i18n.F("%s's idol curse cancels the %s die.", who, dieWords(e.Die))
	case horus.EvMoved:
		return i18n.F("%s moves to %s.", who, e.To)
	case horus.EvLeft:
		return i18n.F("%s leaves the pyramid.", who)
	case horus.EvMummyStep:
		return i18n.F("%s moves to %s.", n.mummy(int(e.Mummy)), e.To)
	case horus.EvMummyTurn:
		return i18n.F("%s turns around at %s.", n.mummy(int(e.Mummy)), e.To)
	case horus.EvMummyShot:
		return i18n.F("%s shoots %s, who falls on %s.", who, n.mummy(int(e.Mummy)), e.To)
	case horus.EvMummyStood:
		return i18n.F("%s stands up on %s.", n.mummy(int(e.Mummy)), e.To)
	case horus.EvMummified:
		return i18n.F("%s becomes a mummy on %s.", who, e.To)
	case horus.EvBlockFell:
		return i18n.F("Block %d falls on %s.", e.Value, e.To)
	case horus.EvJumped:
		return i18n.F("%s jumps from %s to %s.", who, e.From, e.To)
	case horus.EvCrushed:
		return i18n.F("%s is crushed by the block.", who)
	case horus.EvTrapped:
		return i18n.F("%s is sealed inside the pyramid.", who)
	case horus.EvCardDealt:
		return i18n.F("%s is dealt face down into the sarcophagus beside %s.", capital(card), sarcophagus(e.Value))
	case horus.EvCardDrawn:
		if int(e.Value) >= horus.NumDecks {
			return i18n.F("%s draws %s from a deck.", who, card)
		}
		return i18n.F("%s draws %s from the %s deck.", who, card, i18n.T(capital(horus.Origin(e.Value).String())))
	case horus.EvCardRevealed:
		return i18n.F("%s opens the sarcophagus beside %s: %s.", who, sarcophagus(e.Value), card)
	case horus.EvCardTaken:
		return i18n.F("%s takes %s from the sarcophagus beside %s.", who, card, sarcophagus(e.Value))
	case horus.EvCardDiscarded:
		return i18n.F("%s discards %s.", who, card)
	case horus.EvCardBagged:
		return i18n.F("%s puts %s into a bag.", who, card)
	case horus.EvWound:
		if e.Card == horus.NoCard && e.Value != 0 {
			card = cardKindWords(horus.Kind(e.Value), 0, horus.GodNone)
		}
		return i18n.F("%s takes %s.", who, card)
	case horus.EvIdolTaken:
		return i18n.F("%s takes %s.", who, card)
	case horus.EvAbility:
		return i18n.F("%s uses %s.", who, i18n.T(capital(horus.Ability(e.Value).String())))
	case horus.EvEquipment:
		return i18n.F("%s uses %s.", who, card)
	case horus.EvPeekBlock:
		if e.Value == 0 {
			return i18n.F("%s secretly looks at a stone block.", who)
		}
		return i18n.F("%s secretly looks at block %d.", who, e.Value)
	case horus.EvPeekSarcophagus:
		if e.Card == horus.NoCard {
			return i18n.F("%s secretly reads the sarcophagus beside %s.", who, sarcophagus(e.Value))
		}
		return i18n.F("%s secretly reads the sarcophagus beside %s: %s.", who, sarcophagus(e.Value), card)
	case horus.EvBlockSetAside:
		if e.Value == 0 {
			return i18n.T("A stone block is set beside the board.")
		}
		return i18n.F("Block %d is set beside the board.", e.Value)
	case horus.EvBlockReturned:
		if e.Value == 0 {
			return i18n.F("%s puts the stone block back and draws another unseen.", who)
		}
		return i18n.F("%s puts block %d back and draws another unseen.", who, e.Value)
	case horus.EvChestRolled:
		return i18n.F("%s's chest is worth %d.", who, e.Value)
	case horus.EvMummyPlaced:
		return i18n.F("%s starts on %s facing %s.", n.mummy(int(e.Mummy)), e.To, i18n.Context("facing", e.Facing.String()))
	case horus.EvScore:
		sc := e.Score
		if sc.Fate != horus.Escaped {
			return i18n.F("%s scores nothing: %s.", who, fateWord(sc.Fate))
		}
		line := i18n.F("%s scores %d: treasures %d, idols %d, chests %d, variety bonus %d.", who, e.Value, sc.Treasures, sc.Idols, sc.Chests, sc.Variety)
		if sc.Won {
			line += " " + i18n.N(int(e.Value), "%s wins with %d point", "%s wins with %d points", who, e.Value) + "."
		}
		return line
	case horus.EvGameOver:
		return i18n.T("The game is over.")
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
	return i18n.T("Someone")
}

func (n Narrator) mummy(m int) string {
	if n.State != nil && m >= 0 && m < int(n.State.NMummy) {
		if from := n.State.Mummies[m].From; from >= 0 {
			return i18n.F("the mummy of %s", n.name(int(from)))
		}
		return n.State.MummyName(m)
	}
	return i18n.T("a mummy")
}

func sarcophagus(i uint8) string {
	if int(i) >= horus.NumSarcophagi {
		return i18n.T("a wall")
	}
	return horus.SarcophagusSquare(int(i)).String()
}

// cardWords names a card for a player: "a treasure of Anubis worth 7",
// "the idol of Sobek", "a crowbar".
func cardWords(c horus.CardID) string {
	if c == horus.NoCard || int(c) >= horus.NumCards {
		return i18n.T("a card")
	}
	ci := c.Info()
	return cardKindWords(ci.Kind, ci.Value, ci.God)
}

func cardKindWords(k horus.Kind, value uint8, god horus.God) string {
	switch k {
	case horus.KindTreasure:
		return i18n.F("a treasure of %s worth %d", god, value)
	case horus.KindNecklace:
		return i18n.F("a necklace worth %d", value)
	case horus.KindIdol:
		return i18n.F("the idol of %s", god)
	case horus.KindAntidote:
		return i18n.T("an antidote")
	case horus.KindMedikit:
		return i18n.T("a medi-kit")
	case horus.KindUdjat:
		return i18n.T("an Udjat")
	case horus.KindMummyWound:
		return i18n.T("a Mummy wound")
	case horus.KindBlockWound:
		return i18n.T("a Block wound")
	case horus.KindChest:
		return i18n.T("a chest")
	case horus.KindBag:
		return i18n.T("a bag")
	case horus.KindCrowbar:
		return i18n.T("a crowbar")
	case horus.KindSnake:
		return i18n.T("a snake")
	case horus.KindScorpion:
		return i18n.T("a scorpion")
	case horus.KindCrocodile:
		return i18n.T("a crocodile")
	}
	return i18n.T("a card")
}

// capital upper-cases the first letter (a rune: Polish words may start
// with "ł" or "ś").
func capital(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if size == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

// dieWords names a die by its colour, as an adjective agreeing with "die".
func dieWords(d horus.Die) string { return i18n.Context("die", d.String()) }

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

// fateWord says, in the current language, how an adventurer's game ended, as the
// end screen also shows it.
func fateWord(f horus.Fate) string {
	switch f {
	case horus.Crushed:
		return i18n.T("crushed")
	case horus.Trapped:
		return i18n.T("trapped")
	case horus.Mummified:
		return i18n.T("mummified")
	}
	return i18n.T("escaped")
}
