package scenes

import (
	"fmt"
	"strings"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// Words for the screens and the log: names of cards, phases and events,
// written for players rather than in the engine's notation.

var phaseTitles = map[horus.Phase]string{
	horus.PhaseSetup:   "Setting up",
	horus.PhaseAdjust:  "Phase 1 of 6: adjust Wound and Load Level",
	horus.PhaseRoll:    "Phase 2 of 6: roll for actions",
	horus.PhaseActions: "Phase 3 of 6: perform actions",
	horus.PhaseMummies: "Phase 4 of 6: the mummies move",
	horus.PhaseBlock:   "Phase 5 of 6: a stone block falls",
	horus.PhaseOver:    "The game is over",
}

var deckNames = [horus.NumDecks]string{"Rubble", "Sand", "Water"}

var kindLabels = map[horus.Kind]string{
	horus.KindAntidote: "Antidote", horus.KindBag: "Bag", horus.KindCrowbar: "Crowbar", horus.KindMedikit: "Medi-kit",
	horus.KindUdjat: "Udjat", horus.KindSnake: "Snake bite", horus.KindScorpion: "Scorpion sting", horus.KindCrocodile: "Crocodile bite",
	horus.KindMummyWound: "Mummy wound", horus.KindBlockWound: "Block wound", horus.KindChest: "Chest",
}

// cardName names a card for people, e.g. "Hededet treasure 4".
func cardName(c horus.CardID) string {
	if c == horus.NoCard {
		return i18n.T("a hidden card")
	}
	ci := c.Info()
	switch ci.Kind {
	case horus.KindTreasure:
		return i18n.F("%s treasure %d", ci.God, ci.Value)
	case horus.KindNecklace:
		return i18n.F("necklace %d", ci.Value)
	case horus.KindIdol:
		return i18n.F("%s idol (%d)", ci.God, ci.Value)
	}
	return i18n.T(kindLabels[ci.Kind])
}

// dieWord names a die by its colour, as an adjective agreeing with "die".
func dieWord(d horus.Die) string { return i18n.Context("die", d.String()) }

// dirWord names the way a mummy faces ("north": "na północ").
func dirWord(d horus.Dir) string { return i18n.Context("facing", d.String()) }

// chip is a card's small face in a player panel: colour and 1–3 letters.
func chip(c horus.CardID) (bg, ink [4]uint8, label string) {
	ci := c.Info()
	col := func(v uint32) [4]uint8 { return [4]uint8{uint8(v >> 16), uint8(v >> 8), uint8(v), 255} }
	light, dark := col(0xffffff), col(0x1d1610)
	switch ci.Kind {
	case horus.KindTreasure:
		g := render.GodColor(ci.God)
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
		g := render.GodColor(ci.God)
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

// names knows who is who in one observation.
type names struct {
	o *horus.Observation
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
	var s horus.State
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
func (n names) describe(e horus.Event) string {
	who := n.seat(int(e.Seat))
	switch e.Kind {
	case horus.EvRound:
		return i18n.F("Round %d begins. Dice Keeper: %s.", e.Value, who)
	case horus.EvPhase:
		if t, ok := phaseTitles[horus.Phase(e.Value)]; ok && horus.Phase(e.Value) != horus.PhaseAdjust {
			return i18n.T(t) + "."
		}
	case horus.EvTurn:
		return i18n.F("%s acts.", who)
	case horus.EvDieRolled:
		if e.Seat >= 0 {
			return i18n.F("%s's lock: %s die shows %d.", who, dieWord(e.Die), e.Value)
		}
		return i18n.F("The %s die shows %d.", dieWord(e.Die), e.Value)
	case horus.EvActions:
		return i18n.N(int(e.Value), "%s (WLL %d) gets %d action.", "%s (WLL %d) gets %d actions.", who, e.Level, e.Value)
	case horus.EvCursed:
		return i18n.F("%s is cursed: the %s die does not count.", who, dieWord(e.Die))
	case horus.EvMoved:
		return i18n.F("%s moves %s to %s.", who, e.From, e.To)
	case horus.EvLeft:
		return i18n.F("%s leaves the pyramid with the treasure.", who)
	case horus.EvMummyStep:
		return i18n.F("%s walks %s to %s.", n.mummy(int(e.Mummy)), e.From, e.To)
	case horus.EvMummyTurn:
		return i18n.F("%s turns around to face %s.", n.mummy(int(e.Mummy)), dirWord(e.Facing))
	case horus.EvMummyShot:
		return i18n.F("%s shoots %s, who falls.", who, n.mummy(int(e.Mummy)))
	case horus.EvMummyStood:
		return i18n.F("%s stands up on %s.", n.mummy(int(e.Mummy)), e.To)
	case horus.EvMummified:
		return i18n.F("%s is turned into a mummy!", who)
	case horus.EvBlockFell:
		return i18n.F("Stone block %d falls on %s.", e.Value, e.To)
	case horus.EvJumped:
		return i18n.F("%s jumps from %s to %s.", who, e.From, e.To)
	case horus.EvCrushed:
		return i18n.F("%s is crushed by the stone block!", who)
	case horus.EvTrapped:
		return i18n.F("%s is sealed inside the pyramid for ever.", who)
	case horus.EvCardDrawn:
		if int(e.Value) < horus.NumDecks && e.Card != horus.NoCard {
			return i18n.F("%s searches the %s deck: %s.", who, i18n.T(deckNames[e.Value]), cardName(e.Card))
		}
		return i18n.F("%s searches a deck: %s.", who, cardName(e.Card))
	case horus.EvCardRevealed:
		return i18n.F("%s opens a sarcophagus: %s.", who, cardName(e.Card))
	case horus.EvCardTaken:
		return i18n.F("%s takes %s.", who, cardName(e.Card))
	case horus.EvCardDiscarded:
		if e.Card == horus.NoCard {
			return i18n.F("%s heals a Block wound.", who)
		}
		return i18n.F("%s discards %s.", who, cardName(e.Card))
	case horus.EvCardBagged:
		return i18n.F("%s puts %s in a Bag.", who, cardName(e.Card))
	case horus.EvWound:
		if e.Card == horus.NoCard {
			return i18n.F("%s is wounded (%s; the supply is empty).", who, i18n.T(kindLabels[horus.Kind(e.Value)]))
		}
		return i18n.F("%s takes a %s.", who, cardName(e.Card))
	case horus.EvIdolTaken:
		return i18n.F("%s takes the %s!", who, cardName(e.Card))
	case horus.EvAbility:
		return i18n.F("%s uses %s.", who, abilityTitle(horus.Ability(e.Value)))
	case horus.EvEquipment:
		if e.Card == horus.NoCard { // a Bag the viewer has not seen (Total Secrecy)
			return i18n.F("%s uses a hidden card.", who)
		}
		return i18n.F("%s uses a %s.", who, cardName(e.Card))
	case horus.EvPeekBlock:
		if e.Value != 0 {
			return i18n.F("%s secretly sees stone block %d (it would fall on %s).", who, e.Value, horus.BlockSquare(int(e.Value)))
		}
		return i18n.F("%s secretly looks at a stone block.", who)
	case horus.EvPeekSarcophagus:
		if e.Card != horus.NoCard {
			return i18n.F("%s reads the hieroglyphs: the sarcophagus holds %s.", who, cardName(e.Card))
		}
		return i18n.F("%s reads a sarcophagus's hieroglyphs.", who)
	case horus.EvBlockSetAside:
		if e.Value != 0 {
			return i18n.F("Stone block %d is set aside to fall in phase 5.", e.Value)
		}
		return i18n.T("A stone block is set aside, unseen, to fall in phase 5.")
	case horus.EvBlockReturned:
		return i18n.F("%s puts the stone block back and draws another, unseen.", who)
	case horus.EvChestRolled:
		return i18n.F("%s opens a chest worth %d.", who, e.Value)
	case horus.EvMummyPlaced:
		return i18n.F("%s starts on %s facing %s.", n.mummy(int(e.Mummy)), e.To, dirWord(e.Facing))
	case horus.EvGameOver:
		return i18n.T("Nobody is left inside: the game is over.")
	}
	return ""
}

var abilityTitles = [...]string{"Shoot", "Clairvoyance", "Dodge", "Reflexes", "Stamina", "Lockpicking", "Linguistics", "Swimming"}

func abilityTitle(a horus.Ability) string {
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
