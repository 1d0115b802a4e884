package horus

import (
	"fmt"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	horusrender "github.com/pyramid-studio/pyramid/render/horus"
)

// Words for the screens beyond the game's own (the names of cards, dice,
// decks, phases and abilities, and the log's sentences, are Horus's:
// game/horus words.go and narrate.go): the chips of the player panels and
// the abilities' help.

// chip is a card's small face in a player panel: colour and 1–3 letters.
func chip(c horus.CardID) (bg, ink [4]uint8, label string) {
	ci := c.Info()
	col := func(v uint32) [4]uint8 { return [4]uint8{uint8(v >> 16), uint8(v >> 8), uint8(v), 255} }
	light, dark := col(0xffffff), col(0x1d1610)
	switch ci.Kind {
	case horus.KindTreasure:
		g := horusrender.GodColor(ci.God)
		ink = light
		if ci.God == horus.GodHededet {
			ink = dark
		}
		return [4]uint8{g.R, g.G, g.B, 255}, ink, fmt.Sprint(ci.Value)
	case horus.KindNecklace:
		return col(0xd9a441), dark, i18n.F("n%d", ci.Value)
	case horus.KindChest:
		return col(0x8b5a2b), light, i18n.Context("chip", "Ch")
	case horus.KindIdol:
		g := horusrender.GodColor(ci.God)
		return [4]uint8{g.R, g.G, g.B, 255}, col(0xf2c14e), i18n.Context("chip", "Id")
	case horus.KindAntidote:
		return col(0x5b8c85), light, i18n.Context("chip", "An")
	case horus.KindBag:
		return col(0x5b8c85), light, i18n.Context("chip", "Bg")
	case horus.KindCrowbar:
		return col(0x5b8c85), light, i18n.Context("chip", "Cb")
	case horus.KindMedikit:
		return col(0x5b8c85), light, i18n.Context("chip", "Md")
	case horus.KindUdjat:
		return col(0x5b8c85), light, i18n.Context("chip", "Ud")
	case horus.KindSnake:
		return col(0x7a1f1f), light, i18n.Context("chip", "Sn")
	case horus.KindScorpion:
		return col(0x7a1f1f), light, i18n.Context("chip", "Sc")
	case horus.KindCrocodile:
		return col(0x7a1f1f), light, i18n.Context("chip", "Cr")
	case horus.KindMummyWound:
		return col(0x7a1f1f), light, i18n.Context("chip", "Mu")
	}
	return col(0x7a1f1f), light, i18n.Context("chip", "Bl")
}

// abilityHelp says what each ability does, for the panels and buttons.
var abilityHelp = [...]string{
	"shoot an adjacent mummy: it falls and wounds no one until it stands up",
	"see the next stone block in secret, then keep it or swap it",
	"step off a falling block without taking a Block wound",
	"throw away a Snake or Scorpion card as soon as it is drawn",
	"lower the Wound and Load Level by one for a round",
	"fill the one number missing from a lock",
	"read a face-down sarcophagus in secret",
	"throw away a Crocodile card as soon as it is drawn",
}
