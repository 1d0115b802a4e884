package horus

import (
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
)

// tally is what a viewer may know of a seat's treasure so far, from the
// viewer's observation alone: the points of the treasures, necklaces and
// idols whose faces it knows, with the variety bonus of their gods, the
// chests (a die each, rolled when the seat leaves) and the cards whose
// faces it cannot see (face down under Total Secrecy, another seat's
// secret), which may be worth anything or nothing. It is what the seats'
// cards show beside each seat; it never counts what the viewer may not
// know.
type tally struct {
	points int // treasures, necklaces and idols known, and their variety bonus
	chests int
	unseen int
	fate   horus.Fate
}

// tallyOf is the tally of seat s as observation o knows it.
func tallyOf(o *horus.Observation, s int) tally {
	v := &o.Players[s]
	t := tally{fate: v.Fate}
	cards := v.Cards
	for c, ok := cards.Next(0); ok; c, ok = cards.Next(int(c) + 1) {
		ci := c.Info()
		switch ci.Kind {
		case horus.KindTreasure, horus.KindNecklace, horus.KindIdol:
			t.points += int(ci.Value)
		case horus.KindChest:
			t.chests++
		}
	}
	t.points += horus.VarietyBonus(popcount(horus.GodsOf(cards)))
	for _, n := range v.Hidden {
		t.unseen += int(n)
	}
	return t
}

// words says the tally in a line: "Treasure: 23 + 2 chests + 1 unseen
// card"; for an adventurer who will not score, that it scores nothing.
func (t tally) words() string {
	switch t.fate {
	case horus.Crushed, horus.Trapped, horus.Mummified:
		return i18n.T("scores nothing")
	}
	s := i18n.F("Treasure: %d", t.points)
	if t.chests > 0 {
		s += i18n.N(t.chests, " + %d chest", " + %d chests", t.chests)
	}
	if t.unseen > 0 {
		s += i18n.N(t.unseen, " + %d unseen card", " + %d unseen cards", t.unseen)
	}
	return s
}
