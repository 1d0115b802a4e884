package horus

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// The narrator: the one place events become words, for the screen's log,
// the save's log, the replays and the tools alike (Game.Narrate). It words
// an event as a given seat may see it (SeenBy), so a secret is told as
// hidden to everybody else.

// Narrate is Game.Narrate: ev as viewer may read it, "" for an event not
// worth a line (a card dealt face down, the first phase, which the round's
// line opens).
func (horusGame) Narrate(ev table.Event, viewer int, names table.Names) string {
	e, ok := ev.(Event)
	if !ok {
		return ""
	}
	text, _ := NarrateRun([]Event{e}, viewer, names)
	return text
}

// NarrateRun words the events at the start of evs as viewer may read them,
// as one line, and says how many it took: a run of dice rolled for the
// table ("Dice: red 3, yellow 5.") or of one mummy's steps ("Imhotep walks
// H5 > H6 > H7."), else the first event alone (1). The screen's log tells
// runs in one line; Narrate tells every event on its own.
func NarrateRun(evs []Event, viewer int, names table.Names) (string, int) {
	if len(evs) == 0 {
		return "", 0
	}
	e := evs[0].SeenBy(viewer)
	switch {
	case e.Kind == EvDieRolled && e.Seat < 0:
		n := 0
		var parts []string
		for ; n < len(evs) && evs[n].Kind == EvDieRolled && evs[n].Seat < 0; n++ {
			parts = append(parts, fmt.Sprintf("%s %d", DieWord(evs[n].Die), evs[n].Value))
		}
		if n == 1 {
			return i18n.F("The %s die shows %d.", DieWord(e.Die), e.Value), 1
		}
		return i18n.F("Dice: %s.", strings.Join(parts, ", ")), n
	case e.Kind == EvMummyStep:
		path := []string{e.From.String(), e.To.String()}
		n := 1
		for ; n < len(evs) && evs[n].Kind == EvMummyStep && evs[n].Mummy == e.Mummy; n++ {
			path = append(path, evs[n].To.String())
		}
		return i18n.F("%s walks %s.", MummyWords(int(e.Mummy), int(e.MummyOf), names), strings.Join(path, " > ")), n
	}
	return words(e, names), 1
}

// words tells one event, already as its viewer may see it.
func words(e Event, names table.Names) string {
	who := SeatWords(int(e.Seat), names)
	mummy := func() string { return MummyWords(int(e.Mummy), int(e.MummyOf), names) }
	switch e.Kind {
	case EvRound:
		return i18n.F("Round %d begins. Dice Keeper: %s.", e.Value, who)
	case EvPhase:
		if p := Phase(e.Value); p != PhaseAdjust && int(p) < len(phaseTitles) {
			return PhaseTitle(p) + "."
		}
	case EvTurn:
		return i18n.F("%s acts.", who)
	case EvDieRolled:
		if e.Seat >= 0 {
			return i18n.F("%s's lock: %s die shows %d.", who, DieWord(e.Die), e.Value)
		}
		return i18n.F("The %s die shows %d.", DieWord(e.Die), e.Value)
	case EvActions:
		return i18n.N(int(e.Value), "%s (WLL %d) gets %d action.", "%s (WLL %d) gets %d actions.", who, e.Level, e.Value)
	case EvCursed:
		return i18n.F("%s is cursed: the %s die does not count.", who, DieWord(e.Die))
	case EvMoved:
		return i18n.F("%s moves %s to %s.", who, e.From, e.To)
	case EvLeft:
		return i18n.F("%s leaves the pyramid with the treasure.", who)
	case EvMummyStep:
		return i18n.F("%s walks %s to %s.", mummy(), e.From, e.To)
	case EvMummyTurn:
		return i18n.F("%s turns around to face %s.", mummy(), DirWord(e.Facing))
	case EvMummyShot:
		return i18n.F("%s shoots %s, who falls.", who, mummy())
	case EvMummyStood:
		return i18n.F("%s stands up on %s.", mummy(), e.To)
	case EvMummified:
		return i18n.F("%s is turned into a mummy!", who)
	case EvBlockFell:
		return i18n.F("Stone block %d falls on %s.", e.Value, e.To)
	case EvJumped:
		return i18n.F("%s jumps from %s to %s.", who, e.From, e.To)
	case EvCrushed:
		return i18n.F("%s is crushed by the stone block!", who)
	case EvTrapped:
		return i18n.F("%s is sealed inside the pyramid for ever.", who)
	case EvCardDrawn:
		if int(e.Value) < NumDecks && e.Card != NoCard {
			return i18n.F("%s searches the %s deck: %s.", who, DeckName(Deck(e.Value)), CardName(e.Card))
		}
		return i18n.F("%s searches a deck: %s.", who, CardName(e.Card))
	case EvCardRevealed:
		return i18n.F("%s opens a sarcophagus: %s.", who, CardName(e.Card))
	case EvCardTaken:
		return i18n.F("%s takes %s.", who, CardName(e.Card))
	case EvCardDiscarded:
		if e.Card == NoCard {
			return i18n.F("%s heals a Block wound.", who)
		}
		return i18n.F("%s discards %s.", who, CardName(e.Card))
	case EvCardBagged:
		return i18n.F("%s puts %s in a Bag.", who, CardName(e.Card))
	case EvWound:
		if e.Card == NoCard {
			return i18n.F("%s is wounded (%s; the supply is empty).", who, KindLabel(Kind(e.Value)))
		}
		return i18n.F("%s takes a %s.", who, CardName(e.Card))
	case EvIdolTaken:
		return i18n.F("%s takes the %s!", who, CardName(e.Card))
	case EvAbility:
		return i18n.F("%s uses %s.", who, AbilityTitle(Ability(e.Value)))
	case EvEquipment:
		if e.Card == NoCard { // a Bag the viewer has not seen (Total Secrecy)
			return i18n.F("%s uses a hidden card.", who)
		}
		return i18n.F("%s uses a %s.", who, CardName(e.Card))
	case EvPeekBlock:
		if e.Value != 0 {
			return i18n.F("%s secretly sees stone block %d (it would fall on %s).", who, e.Value, BlockSquare(int(e.Value)))
		}
		return i18n.F("%s secretly looks at a stone block.", who)
	case EvPeekSarcophagus:
		if e.Card != NoCard {
			return i18n.F("%s reads the hieroglyphs: the sarcophagus holds %s.", who, CardName(e.Card))
		}
		return i18n.F("%s reads a sarcophagus's hieroglyphs.", who)
	case EvBlockSetAside:
		if e.Value != 0 {
			return i18n.F("Stone block %d is set aside to fall in phase 5.", e.Value)
		}
		return i18n.T("A stone block is set aside, unseen, to fall in phase 5.")
	case EvBlockReturned:
		return i18n.F("%s puts the stone block back and draws another, unseen.", who)
	case EvChestRolled:
		return i18n.F("%s opens a chest worth %d.", who, e.Value)
	case EvMummyPlaced:
		return i18n.F("%s starts on %s facing %s.", mummy(), e.To, DirWord(e.Facing))
	case EvScore:
		sc := e.Score
		if sc.Fate != Escaped {
			return i18n.F("%s scores nothing: %s.", who, FateWord(sc.Fate))
		}
		line := i18n.F("%s scores %d: treasures %d, idols %d, chests %d, variety bonus %d.", who, e.Value, sc.Treasures, sc.Idols, sc.Chests, sc.Variety)
		if sc.Won {
			line += " " + i18n.N(int(e.Value), "%s wins with %d point", "%s wins with %d points", who, e.Value) + "."
		}
		return line
	case EvGameOver:
		return i18n.T("Nobody is left inside: the game is over.")
	}
	return ""
}

// FateWord says how an adventurer's game ended: "escaped", "crushed"...
func FateWord(f Fate) string {
	switch f {
	case Crushed:
		return i18n.T("crushed")
	case Trapped:
		return i18n.T("trapped")
	case Mummified:
		return i18n.T("mummified")
	case InPlay:
		return i18n.T("inside")
	}
	return i18n.T("escaped")
}

// EventsOf are the contract's events of a Horus match as the engine's.
func EventsOf(evs []table.Event) []Event {
	out := make([]Event, 0, len(evs))
	for _, e := range evs {
		if h, ok := e.(Event); ok {
			out = append(out, h)
		}
	}
	return out
}

// StepSeenBy is a step's notation as viewer may read it: the cards and
// block numbers that the step's events keep secret from viewer are
// written "?" — "deal ?", "draw ?", "block ?", "use ? ?" for a hidden Bag
// under Total Secrecy. The replay viewer shows it as the last step.
func StepSeenBy(step string, evs []Event, viewer int) string {
	hidden := map[string]bool{}
	for _, e := range evs {
		v := e.SeenBy(viewer)
		if v.Card != e.Card && e.Card < NumCards {
			hidden[e.Card.String()] = true
		}
		if v.Value != e.Value { // a block's number
			hidden[strconv.Itoa(int(e.Value))] = true
		}
	}
	if len(hidden) == 0 {
		return step
	}
	words := strings.Fields(step)
	for k, w := range words {
		if hidden[strings.ToLower(w)] {
			words[k] = "?"
		}
	}
	return strings.Join(words, " ")
}
