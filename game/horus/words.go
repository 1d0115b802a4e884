package horus

import (
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// Words for players, in the language shown: names of cards, dice, decks,
// phases, abilities and mummies as the log, the hints and Horus's screens
// say them (the notation's words, in action.go and notation.go, are for
// records). Every text here is a key of the i18n catalogue.

var phaseTitles = [...]string{
	PhaseSetup:   "Setting up",
	PhaseAdjust:  "Phase 1 of 6: adjust Wound and Load Level",
	PhaseRoll:    "Phase 2 of 6: roll for actions",
	PhaseActions: "Phase 3 of 6: perform actions",
	PhaseMummies: "Phase 4 of 6: the mummies move",
	PhaseBlock:   "Phase 5 of 6: a stone block falls",
	PhaseOver:    "The game is over",
}

// PhaseTitle names a phase of the round: "Phase 2 of 6: roll for actions".
func PhaseTitle(p Phase) string {
	if int(p) >= len(phaseTitles) {
		return ""
	}
	return i18n.T(phaseTitles[p])
}

var deckNames = [NumDecks]string{"Rubble", "Sand", "Water"}

// DeckName names a search deck: "Sand".
func DeckName(d Deck) string {
	if d >= NumDecks {
		return ""
	}
	return i18n.T(deckNames[d])
}

var kindLabels = map[Kind]string{
	KindAntidote: "Antidote", KindBag: "Bag", KindCrowbar: "Crowbar", KindMedikit: "Medi-kit",
	KindUdjat: "Udjat", KindSnake: "Snake bite", KindScorpion: "Scorpion sting", KindCrocodile: "Crocodile bite",
	KindMummyWound: "Mummy wound", KindBlockWound: "Block wound", KindChest: "Chest",
}

// KindLabel names a kind of card with no value of its own: "Crowbar",
// "Mummy wound".
func KindLabel(k Kind) string { return i18n.T(kindLabels[k]) }

// CardName names a card for people: "Hededet treasure 4", "necklace 2",
// "Sobek idol (5)", "Crowbar"; NoCard is a hidden card.
func CardName(c CardID) string {
	if c >= NumCards {
		return i18n.T("a hidden card")
	}
	ci := c.Info()
	switch ci.Kind {
	case KindTreasure:
		return i18n.F("%s treasure %d", ci.God, ci.Value)
	case KindNecklace:
		return i18n.F("necklace %d", ci.Value)
	case KindIdol:
		return i18n.F("%s idol (%d)", ci.God, ci.Value)
	}
	return KindLabel(ci.Kind)
}

// DieWord names a die by its colour, as an adjective agreeing with "die".
func DieWord(d Die) string { return i18n.Context("die", d.String()) }

// DirWord names the way a mummy faces ("north": "na północ").
func DirWord(d Dir) string { return i18n.Context("facing", d.String()) }

var abilityTitles = [...]string{"Shoot", "Clairvoyance", "Dodge", "Reflexes", "Stamina", "Lockpicking", "Linguistics", "Swimming"}

// AbilityTitle names an adventurer's ability: "Clairvoyance".
func AbilityTitle(a Ability) string {
	if int(a) < len(abilityTitles) {
		return i18n.T(abilityTitles[a])
	}
	return a.String()
}

// SeatWords names the player of a seat as names gives it, "someone" for
// no seat.
func SeatWords(seat int, names table.Names) string {
	if seat >= 0 && names != nil {
		if n := names(seat); n != "" {
			return n
		}
	}
	return i18n.T("someone")
}

// MummyWords names mummy m: one of the three mummies of the box by its
// name, a mummified adventurer's as "the mummy of" its player (of is the
// seat, MummyOf of its events and From of its state).
func MummyWords(m, of int, names table.Names) string {
	switch {
	case m < 0:
		return i18n.T("a mummy")
	case of >= 0:
		return i18n.F("the mummy of %s", SeatWords(of, names))
	case m < len(mummyStarts):
		return mummyStarts[m].Name
	}
	return i18n.T("a mummy")
}
