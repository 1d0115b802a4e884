package scenes

import (
	"fmt"
	"strings"

	"github.com/pyramid-studio/pyramid/game"
	"github.com/pyramid-studio/pyramid/render"
)

// Words for the screens and the log: names of cards, phases and events,
// written for players rather than in the engine's notation.

var phaseTitles = map[game.Phase]string{
	game.PhaseSetup:   "Setting up",
	game.PhaseAdjust:  "Phase 1 of 5: adjust Wound and Load Level",
	game.PhaseRoll:    "Phase 2 of 5: roll for actions",
	game.PhaseActions: "Phase 3 of 5: perform actions",
	game.PhaseMummies: "Phase 4 of 5: the mummies move",
	game.PhaseBlock:   "Phase 5 of 5: a stone block falls",
	game.PhaseOver:    "The game is over",
}

var deckNames = [game.NumDecks]string{"Rubble", "Sand", "Water"}

var kindLabels = map[game.Kind]string{
	game.KindAntidote: "Antidote", game.KindBag: "Bag", game.KindCrowbar: "Crowbar", game.KindMedikit: "Medi-kit",
	game.KindUdjat: "Udjat", game.KindSnake: "Snake bite", game.KindScorpion: "Scorpion sting", game.KindCrocodile: "Crocodile bite",
	game.KindMummyWound: "Mummy wound", game.KindBlockWound: "Block wound", game.KindChest: "Chest",
}

// cardName names a card for people, e.g. "Hededet treasure 4".
func cardName(c game.CardID) string {
	if c == game.NoCard {
		return "a hidden card"
	}
	ci := c.Info()
	switch ci.Kind {
	case game.KindTreasure:
		return fmt.Sprintf("%s treasure %d", ci.God, ci.Value)
	case game.KindNecklace:
		return fmt.Sprintf("necklace %d", ci.Value)
	case game.KindIdol:
		return fmt.Sprintf("%s idol (%d)", ci.God, ci.Value)
	}
	return kindLabels[ci.Kind]
}

// chip is a card's small face in a player panel: colour and 1–3 letters.
func chip(c game.CardID) (bg, ink [4]uint8, label string) {
	ci := c.Info()
	col := func(v uint32) [4]uint8 { return [4]uint8{uint8(v >> 16), uint8(v >> 8), uint8(v), 255} }
	light, dark := col(0xffffff), col(0x1d1610)
	switch ci.Kind {
	case game.KindTreasure:
		g := render.GodColor(ci.God)
		ink = light
		if ci.God == game.GodHededet {
			ink = dark
		}
		return [4]uint8{g.R, g.G, g.B, 255}, ink, fmt.Sprint(ci.Value)
	case game.KindNecklace:
		return col(0xd9a441), dark, fmt.Sprintf("n%d", ci.Value)
	case game.KindChest:
		return col(0x8b5a2b), light, "Ch"
	case game.KindIdol:
		g := render.GodColor(ci.God)
		return [4]uint8{g.R, g.G, g.B, 255}, col(0xf2c14e), "Id"
	case game.KindAntidote:
		return col(0x5b8c85), light, "An"
	case game.KindBag:
		return col(0x5b8c85), light, "Bg"
	case game.KindCrowbar:
		return col(0x5b8c85), light, "Cb"
	case game.KindMedikit:
		return col(0x5b8c85), light, "Md"
	case game.KindUdjat:
		return col(0x5b8c85), light, "Ud"
	case game.KindSnake:
		return col(0x7a1f1f), light, "Sn"
	case game.KindScorpion:
		return col(0x7a1f1f), light, "Sc"
	case game.KindCrocodile:
		return col(0x7a1f1f), light, "Cr"
	case game.KindMummyWound:
		return col(0x7a1f1f), light, "Mu"
	}
	return col(0x7a1f1f), light, "Bl"
}

// names knows who is who in one observation.
type names struct {
	o *game.Observation
}

// seat names an adventurer, "you" on that player's own screen.
func (n names) seat(p int) string {
	if p < 0 || p >= int(n.o.Opt.Players) {
		return "someone"
	}
	return n.o.Players[p].Adventurer.Name()
}

// mummy names a mummy the way the engine does.
func (n names) mummy(m int) string {
	if m < 0 {
		return "a mummy"
	}
	var s game.State
	s.Mummies = n.o.Mummies
	for p := range s.Players {
		s.Players[p].Adventurer = n.o.Players[p].Adventurer
	}
	name := s.MummyName(m)
	if strings.HasPrefix(name, "mummy-") && n.o.Mummies[m].From >= 0 {
		return "the mummy of " + n.seat(int(n.o.Mummies[m].From))
	}
	return name
}

// describe tells one event (already filtered for the viewer) in words;
// "" for events the log leaves out.
func (n names) describe(e game.Event) string {
	who := n.seat(int(e.Seat))
	switch e.Kind {
	case game.EvRound:
		return fmt.Sprintf("Round %d begins. Dice Keeper: %s.", e.Value, who)
	case game.EvPhase:
		if t, ok := phaseTitles[game.Phase(e.Value)]; ok && game.Phase(e.Value) != game.PhaseAdjust {
			return t + "."
		}
	case game.EvTurn:
		return who + " acts."
	case game.EvDieRolled:
		if e.Seat >= 0 {
			return fmt.Sprintf("%s's lock: %s die shows %d.", who, e.Die, e.Value)
		}
		return fmt.Sprintf("The %s die shows %d.", e.Die, e.Value)
	case game.EvActions:
		return fmt.Sprintf("%s (WLL %d) gets %d action%s.", who, e.Level, e.Value, plural(int(e.Value)))
	case game.EvCursed:
		return fmt.Sprintf("%s is cursed: the %s die does not count.", who, e.Die)
	case game.EvMoved:
		return fmt.Sprintf("%s moves %s to %s.", who, e.From, e.To)
	case game.EvLeft:
		return who + " leaves the pyramid with the treasure."
	case game.EvMummyStep:
		return fmt.Sprintf("%s walks %s to %s.", n.mummy(int(e.Mummy)), e.From, e.To)
	case game.EvMummyTurn:
		return fmt.Sprintf("%s turns around to face %s.", n.mummy(int(e.Mummy)), e.Facing)
	case game.EvMummyShot:
		return fmt.Sprintf("%s shoots %s, who falls.", who, n.mummy(int(e.Mummy)))
	case game.EvMummyStood:
		return fmt.Sprintf("%s stands up on %s.", n.mummy(int(e.Mummy)), e.To)
	case game.EvMummified:
		return who + " is turned into a mummy!"
	case game.EvBlockFell:
		return fmt.Sprintf("Stone block %d falls on %s.", e.Value, e.To)
	case game.EvJumped:
		return fmt.Sprintf("%s jumps from %s to %s.", who, e.From, e.To)
	case game.EvCrushed:
		return who + " is crushed by the stone block!"
	case game.EvTrapped:
		return who + " is sealed inside the pyramid for ever."
	case game.EvCardDrawn:
		d := "a"
		if int(e.Value) < game.NumDecks && e.Card != game.NoCard {
			d = "the " + deckNames[e.Value]
		}
		return fmt.Sprintf("%s searches %s deck: %s.", who, d, cardName(e.Card))
	case game.EvCardRevealed:
		return fmt.Sprintf("%s opens a sarcophagus: %s.", who, cardName(e.Card))
	case game.EvCardTaken:
		return fmt.Sprintf("%s takes %s.", who, cardName(e.Card))
	case game.EvCardDiscarded:
		if e.Card == game.NoCard {
			return who + " heals a Block wound."
		}
		return fmt.Sprintf("%s discards %s.", who, cardName(e.Card))
	case game.EvCardBagged:
		return fmt.Sprintf("%s puts %s in a Bag.", who, cardName(e.Card))
	case game.EvWound:
		if e.Card == game.NoCard {
			return fmt.Sprintf("%s is wounded (%s; the supply is empty).", who, game.Kind(e.Value))
		}
		return fmt.Sprintf("%s takes a %s.", who, cardName(e.Card))
	case game.EvIdolTaken:
		return fmt.Sprintf("%s takes the %s!", who, cardName(e.Card))
	case game.EvAbility:
		return fmt.Sprintf("%s uses %s.", who, abilityTitle(game.Ability(e.Value)))
	case game.EvEquipment:
		return fmt.Sprintf("%s uses a %s.", who, cardName(e.Card))
	case game.EvPeekBlock:
		if e.Value != 0 {
			return fmt.Sprintf("%s secretly sees stone block %d (it would fall on %s).", who, e.Value, game.BlockSquare(int(e.Value)))
		}
		return who + " secretly looks at a stone block."
	case game.EvPeekSarcophagus:
		if e.Card != game.NoCard {
			return fmt.Sprintf("%s reads the hieroglyphs: the sarcophagus holds %s.", who, cardName(e.Card))
		}
		return who + " reads a sarcophagus's hieroglyphs."
	case game.EvBlockSetAside:
		if e.Value != 0 {
			return fmt.Sprintf("Stone block %d is set aside to fall in phase 5.", e.Value)
		}
		return "A stone block is set aside, unseen, to fall in phase 5."
	case game.EvBlockReturned:
		return who + " puts the stone block back and draws another, unseen."
	case game.EvChestRolled:
		return fmt.Sprintf("%s opens a chest worth %d.", who, e.Value)
	case game.EvMummyPlaced:
		return fmt.Sprintf("%s starts on %s facing %s.", n.mummy(int(e.Mummy)), e.To, e.Facing)
	case game.EvGameOver:
		return "Nobody is left inside: the game is over."
	}
	return ""
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

var abilityTitles = [...]string{"Shoot", "Clairvoyance", "Dodge", "Reflexes", "Stamina", "Lockpicking", "Linguistics", "Swimming"}

func abilityTitle(a game.Ability) string {
	if int(a) < len(abilityTitles) {
		return abilityTitles[a]
	}
	return a.String()
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
