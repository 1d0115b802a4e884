package scenes

import (
	"fmt"
	"strings"

	"github.com/pyramid-studio/pyramid/game"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// Words for the screens and the log: names of cards, phases and events,
// written for players rather than in the engine's notation.

var phaseTitles = map[game.Phase]string{
	game.PhaseSetup:   "Setting up",
	game.PhaseAdjust:  "Phase 1 of 6: adjust Wound and Load Level",
	game.PhaseRoll:    "Phase 2 of 6: roll for actions",
	game.PhaseActions: "Phase 3 of 6: perform actions",
	game.PhaseMummies: "Phase 4 of 6: the mummies move",
	game.PhaseBlock:   "Phase 5 of 6: a stone block falls",
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
		return i18n.T("a hidden card")
	}
	ci := c.Info()
	switch ci.Kind {
	case game.KindTreasure:
		return i18n.F("%s treasure %d", ci.God, ci.Value)
	case game.KindNecklace:
		return i18n.F("necklace %d", ci.Value)
	case game.KindIdol:
		return i18n.F("%s idol (%d)", ci.God, ci.Value)
	}
	return i18n.T(kindLabels[ci.Kind])
}

// dieWord names a die by its colour, as an adjective agreeing with "die".
func dieWord(d game.Die) string { return i18n.Context("die", d.String()) }

// dirWord names the way a mummy faces ("north": "na północ").
func dirWord(d game.Dir) string { return i18n.Context("facing", d.String()) }

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
		return col(0xd9a441), dark, i18n.F("n%d", ci.Value)
	case game.KindChest:
		return col(0x8b5a2b), light, i18n.Context("chip", "Ch")
	case game.KindIdol:
		g := render.GodColor(ci.God)
		return [4]uint8{g.R, g.G, g.B, 255}, col(0xf2c14e), i18n.Context("chip", "Id")
	case game.KindAntidote:
		return col(0x5b8c85), light, i18n.Context("chip", "An")
	case game.KindBag:
		return col(0x5b8c85), light, i18n.Context("chip", "Bg")
	case game.KindCrowbar:
		return col(0x5b8c85), light, i18n.Context("chip", "Cb")
	case game.KindMedikit:
		return col(0x5b8c85), light, i18n.Context("chip", "Md")
	case game.KindUdjat:
		return col(0x5b8c85), light, i18n.Context("chip", "Ud")
	case game.KindSnake:
		return col(0x7a1f1f), light, i18n.Context("chip", "Sn")
	case game.KindScorpion:
		return col(0x7a1f1f), light, i18n.Context("chip", "Sc")
	case game.KindCrocodile:
		return col(0x7a1f1f), light, i18n.Context("chip", "Cr")
	case game.KindMummyWound:
		return col(0x7a1f1f), light, i18n.Context("chip", "Mu")
	}
	return col(0x7a1f1f), light, i18n.Context("chip", "Bl")
}

// names knows who is who in one observation.
type names struct {
	o *game.Observation
	// people are the names typed for human seats ("" or missing: the
	// adventurer's name), so hot-seat players find themselves by name.
	people []string
}

// seat names the player of a seat: the name typed for it, or its
// adventurer's.
func (n names) seat(p int) string {
	if p < 0 || p >= int(n.o.Opt.Players) {
		return i18n.T("someone")
	}
	if p < len(n.people) && n.people[p] != "" {
		return n.people[p]
	}
	return n.o.Players[p].Adventurer.Name()
}

// mummy names a mummy the way the engine does.
func (n names) mummy(m int) string {
	if m < 0 {
		return i18n.T("a mummy")
	}
	var s game.State
	s.Mummies = n.o.Mummies
	for p := range s.Players {
		s.Players[p].Adventurer = n.o.Players[p].Adventurer
	}
	name := s.MummyName(m)
	if strings.HasPrefix(name, "mummy-") && n.o.Mummies[m].From >= 0 {
		return i18n.F("the mummy of %s", n.seat(int(n.o.Mummies[m].From)))
	}
	return name
}

// describe tells one event (already filtered for the viewer) in words;
// "" for events the log leaves out.
func (n names) describe(e game.Event) string {
	who := n.seat(int(e.Seat))
	switch e.Kind {
	case game.EvRound:
		return i18n.F("Round %d begins. Dice Keeper: %s.", e.Value, who)
	case game.EvPhase:
		if t, ok := phaseTitles[game.Phase(e.Value)]; ok && game.Phase(e.Value) != game.PhaseAdjust {
			return i18n.T(t) + "."
		}
	case game.EvTurn:
		return i18n.F("%s acts.", who)
	case game.EvDieRolled:
		if e.Seat >= 0 {
			return i18n.F("%s's lock: %s die shows %d.", who, dieWord(e.Die), e.Value)
		}
		return i18n.F("The %s die shows %d.", dieWord(e.Die), e.Value)
	case game.EvActions:
		return i18n.N(int(e.Value), "%s (WLL %d) gets %d action.", "%s (WLL %d) gets %d actions.", who, e.Level, e.Value)
	case game.EvCursed:
		return i18n.F("%s is cursed: the %s die does not count.", who, dieWord(e.Die))
	case game.EvMoved:
		return i18n.F("%s moves %s to %s.", who, e.From, e.To)
	case game.EvLeft:
		return i18n.F("%s leaves the pyramid with the treasure.", who)
	case game.EvMummyStep:
		return i18n.F("%s walks %s to %s.", n.mummy(int(e.Mummy)), e.From, e.To)
	case game.EvMummyTurn:
		return i18n.F("%s turns around to face %s.", n.mummy(int(e.Mummy)), dirWord(e.Facing))
	case game.EvMummyShot:
		return i18n.F("%s shoots %s, who falls.", who, n.mummy(int(e.Mummy)))
	case game.EvMummyStood:
		return i18n.F("%s stands up on %s.", n.mummy(int(e.Mummy)), e.To)
	case game.EvMummified:
		return i18n.F("%s is turned into a mummy!", who)
	case game.EvBlockFell:
		return i18n.F("Stone block %d falls on %s.", e.Value, e.To)
	case game.EvJumped:
		return i18n.F("%s jumps from %s to %s.", who, e.From, e.To)
	case game.EvCrushed:
		return i18n.F("%s is crushed by the stone block!", who)
	case game.EvTrapped:
		return i18n.F("%s is sealed inside the pyramid for ever.", who)
	case game.EvCardDrawn:
		if int(e.Value) < game.NumDecks && e.Card != game.NoCard {
			return i18n.F("%s searches the %s deck: %s.", who, i18n.T(deckNames[e.Value]), cardName(e.Card))
		}
		return i18n.F("%s searches a deck: %s.", who, cardName(e.Card))
	case game.EvCardRevealed:
		return i18n.F("%s opens a sarcophagus: %s.", who, cardName(e.Card))
	case game.EvCardTaken:
		return i18n.F("%s takes %s.", who, cardName(e.Card))
	case game.EvCardDiscarded:
		if e.Card == game.NoCard {
			return i18n.F("%s heals a Block wound.", who)
		}
		return i18n.F("%s discards %s.", who, cardName(e.Card))
	case game.EvCardBagged:
		return i18n.F("%s puts %s in a Bag.", who, cardName(e.Card))
	case game.EvWound:
		if e.Card == game.NoCard {
			return i18n.F("%s is wounded (%s; the supply is empty).", who, i18n.T(kindLabels[game.Kind(e.Value)]))
		}
		return i18n.F("%s takes a %s.", who, cardName(e.Card))
	case game.EvIdolTaken:
		return i18n.F("%s takes the %s!", who, cardName(e.Card))
	case game.EvAbility:
		return i18n.F("%s uses %s.", who, abilityTitle(game.Ability(e.Value)))
	case game.EvEquipment:
		if e.Card == game.NoCard { // a Bag the viewer has not seen (Total Secrecy)
			return i18n.F("%s uses a hidden card.", who)
		}
		return i18n.F("%s uses a %s.", who, cardName(e.Card))
	case game.EvPeekBlock:
		if e.Value != 0 {
			return i18n.F("%s secretly sees stone block %d (it would fall on %s).", who, e.Value, game.BlockSquare(int(e.Value)))
		}
		return i18n.F("%s secretly looks at a stone block.", who)
	case game.EvPeekSarcophagus:
		if e.Card != game.NoCard {
			return i18n.F("%s reads the hieroglyphs: the sarcophagus holds %s.", who, cardName(e.Card))
		}
		return i18n.F("%s reads a sarcophagus's hieroglyphs.", who)
	case game.EvBlockSetAside:
		if e.Value != 0 {
			return i18n.F("Stone block %d is set aside to fall in phase 5.", e.Value)
		}
		return i18n.T("A stone block is set aside, unseen, to fall in phase 5.")
	case game.EvBlockReturned:
		return i18n.F("%s puts the stone block back and draws another, unseen.", who)
	case game.EvChestRolled:
		return i18n.F("%s opens a chest worth %d.", who, e.Value)
	case game.EvMummyPlaced:
		return i18n.F("%s starts on %s facing %s.", n.mummy(int(e.Mummy)), e.To, dirWord(e.Facing))
	case game.EvGameOver:
		return i18n.T("Nobody is left inside: the game is over.")
	}
	return ""
}

var abilityTitles = [...]string{"Shoot", "Clairvoyance", "Dodge", "Reflexes", "Stamina", "Lockpicking", "Linguistics", "Swimming"}

func abilityTitle(a game.Ability) string {
	if int(a) < len(abilityTitles) {
		return i18n.T(abilityTitles[a])
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

// people are the names typed for the seats, "" where the adventurer's
// name is used (every computer, and people who typed none).
func (p *Play) people() []string {
	out := make([]string, len(p.cfg.Seats))
	for i, sc := range p.cfg.Seats {
		out[i] = sc.PlayerName()
	}
	return out
}

// who names the player of seat s on the screen: the typed name, or the
// adventurer's. It is drawn many times a frame, so it reads the
// configuration rather than building names.
func (p *Play) who(s int) string { return p.cfg.Who(s) }
