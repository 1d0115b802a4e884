package session

import (
	"unicode"
	"unicode/utf8"

	"github.com/pyramid-studio/pyramid/game"
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
		return i18n.F("Round %d begins; %s is the Dice Keeper.", e.Value, who)
	case game.EvPhase:
		return i18n.T(phaseWords[min(int(e.Value), len(phaseWords)-1)])
	case game.EvTurn:
		return i18n.F("It is %s's turn.", who)
	case game.EvDieRolled:
		if e.Seat >= 0 {
			return i18n.F("%s rolls %d on the %s die.", who, e.Value, dieWords(e.Die))
		}
		return i18n.F("The %s die shows %d.", dieWords(e.Die), e.Value)
	case game.EvActions:
		return i18n.N(int(e.Value), "%s has %d action (Wound and Load Level %d).", "%s has %d actions (Wound and Load Level %d).", who, e.Value, e.Level)
	case game.EvCursed:
		return i18n.F("%s's idol curse cancels the %s die.", who, dieWords(e.Die))
	case game.EvMoved:
		return i18n.F("%s moves to %s.", who, e.To)
	case game.EvLeft:
		return i18n.F("%s leaves the pyramid.", who)
	case game.EvMummyStep:
		return i18n.F("%s moves to %s.", n.mummy(int(e.Mummy)), e.To)
	case game.EvMummyTurn:
		return i18n.F("%s turns around at %s.", n.mummy(int(e.Mummy)), e.To)
	case game.EvMummyShot:
		return i18n.F("%s shoots %s, who falls on %s.", who, n.mummy(int(e.Mummy)), e.To)
	case game.EvMummyStood:
		return i18n.F("%s stands up on %s.", n.mummy(int(e.Mummy)), e.To)
	case game.EvMummified:
		return i18n.F("%s becomes a mummy on %s.", who, e.To)
	case game.EvBlockFell:
		return i18n.F("Block %d falls on %s.", e.Value, e.To)
	case game.EvJumped:
		return i18n.F("%s jumps from %s to %s.", who, e.From, e.To)
	case game.EvCrushed:
		return i18n.F("%s is crushed by the block.", who)
	case game.EvTrapped:
		return i18n.F("%s is sealed inside the pyramid.", who)
	case game.EvCardDealt:
		return i18n.F("%s is dealt face down into the sarcophagus beside %s.", capital(card), sarcophagus(e.Value))
	case game.EvCardDrawn:
		if int(e.Value) >= game.NumDecks {
			return i18n.F("%s draws %s from a deck.", who, card)
		}
		return i18n.F("%s draws %s from the %s deck.", who, card, i18n.T(capital(game.Origin(e.Value).String())))
	case game.EvCardRevealed:
		return i18n.F("%s opens the sarcophagus beside %s: %s.", who, sarcophagus(e.Value), card)
	case game.EvCardTaken:
		return i18n.F("%s takes %s from the sarcophagus beside %s.", who, card, sarcophagus(e.Value))
	case game.EvCardDiscarded:
		return i18n.F("%s discards %s.", who, card)
	case game.EvCardBagged:
		return i18n.F("%s puts %s into a bag.", who, card)
	case game.EvWound:
		if e.Card == game.NoCard && e.Value != 0 {
			card = cardKindWords(game.Kind(e.Value), 0, game.GodNone)
		}
		return i18n.F("%s takes %s.", who, card)
	case game.EvIdolTaken:
		return i18n.F("%s takes %s.", who, card)
	case game.EvAbility:
		return i18n.F("%s uses %s.", who, i18n.T(capital(game.Ability(e.Value).String())))
	case game.EvEquipment:
		return i18n.F("%s uses %s.", who, card)
	case game.EvPeekBlock:
		if e.Value == 0 {
			return i18n.F("%s secretly looks at a stone block.", who)
		}
		return i18n.F("%s secretly looks at block %d.", who, e.Value)
	case game.EvPeekSarcophagus:
		if e.Card == game.NoCard {
			return i18n.F("%s secretly reads the sarcophagus beside %s.", who, sarcophagus(e.Value))
		}
		return i18n.F("%s secretly reads the sarcophagus beside %s: %s.", who, sarcophagus(e.Value), card)
	case game.EvBlockSetAside:
		if e.Value == 0 {
			return i18n.T("A stone block is set beside the board.")
		}
		return i18n.F("Block %d is set beside the board.", e.Value)
	case game.EvBlockReturned:
		if e.Value == 0 {
			return i18n.F("%s puts the stone block back and draws another unseen.", who)
		}
		return i18n.F("%s puts block %d back and draws another unseen.", who, e.Value)
	case game.EvChestRolled:
		return i18n.F("%s's chest is worth %d.", who, e.Value)
	case game.EvMummyPlaced:
		return i18n.F("%s starts on %s facing %s.", n.mummy(int(e.Mummy)), e.To, i18n.Context("facing", e.Facing.String()))
	case game.EvScore:
		sc := e.Score
		if sc.Fate != game.Escaped {
			return i18n.F("%s scores nothing: %s.", who, fateWord(sc.Fate))
		}
		line := i18n.F("%s scores %d: treasures %d, idols %d, chests %d, variety bonus %d.", who, e.Value, sc.Treasures, sc.Idols, sc.Chests, sc.Variety)
		if sc.Won {
			line += " " + i18n.N(int(e.Value), "%s wins with %d point", "%s wins with %d points", who, e.Value) + "."
		}
		return line
	case game.EvGameOver:
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
	if int(i) >= game.NumSarcophagi {
		return i18n.T("a wall")
	}
	return game.SarcophagusSquare(int(i)).String()
}

// cardWords names a card for a player: "a treasure of Anubis worth 7",
// "the idol of Sobek", "a crowbar".
func cardWords(c game.CardID) string {
	if c == game.NoCard || int(c) >= game.NumCards {
		return i18n.T("a card")
	}
	ci := c.Info()
	return cardKindWords(ci.Kind, ci.Value, ci.God)
}

func cardKindWords(k game.Kind, value uint8, god game.God) string {
	switch k {
	case game.KindTreasure:
		return i18n.F("a treasure of %s worth %d", god, value)
	case game.KindNecklace:
		return i18n.F("a necklace worth %d", value)
	case game.KindIdol:
		return i18n.F("the idol of %s", god)
	case game.KindAntidote:
		return i18n.T("an antidote")
	case game.KindMedikit:
		return i18n.T("a medi-kit")
	case game.KindUdjat:
		return i18n.T("an Udjat")
	case game.KindMummyWound:
		return i18n.T("a Mummy wound")
	case game.KindBlockWound:
		return i18n.T("a Block wound")
	case game.KindChest:
		return i18n.T("a chest")
	case game.KindBag:
		return i18n.T("a bag")
	case game.KindCrowbar:
		return i18n.T("a crowbar")
	case game.KindSnake:
		return i18n.T("a snake")
	case game.KindScorpion:
		return i18n.T("a scorpion")
	case game.KindCrocodile:
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
func dieWords(d game.Die) string { return i18n.Context("die", d.String()) }

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
func fateWord(f game.Fate) string {
	switch f {
	case game.Crushed:
		return i18n.T("crushed")
	case game.Trapped:
		return i18n.T("trapped")
	case game.Mummified:
		return i18n.T("mummified")
	}
	return i18n.T("escaped")
}
