package horus

// Score is one seat's result at the end of the game.
type Score struct {
	Fate      Fate
	Treasures int // treasures and necklaces
	Idols     int
	Chests    int // sum of the chest rolls
	Variety   int // variety bonus
	Total     int
	Horus     bool // holds the Horus idol (first tie-break)
	Won       bool
}

// GodsOf is the set of gods (bit g for god g) among the treasures and
// idols of cards, for the variety bonus; necklaces and chests have none.
func GodsOf(cards CardSet) uint8 {
	var g uint8
	for god := range godCards {
		if !cards.And(godCards[god]).Empty() {
			g |= 1 << god
		}
	}
	return g
}

// godCards are each god's treasures and idol.
var godCards = func() (gc [NumGods]CardSet) {
	for c := CardID(0); c < NumCards; c++ {
		ci := c.Info()
		if ci.God != GodNone && (ci.Kind == KindTreasure || ci.Kind == KindIdol) {
			gc[ci.God] = gc[ci.God].With(c)
		}
	}
	return gc
}()

// Scores counts every seat's treasure. Only adventurers who escaped score;
// the winner has the highest total, ties go to the Horus idol, then to the
// higher idol value, then are shared. If nobody escaped, nobody wins (the
// mummies do).
func (s *State) Scores() [MaxPlayers]Score {
	var out [MaxPlayers]Score
	best := -1
	for p := 0; p < s.NumSeats(); p++ {
		pl := &s.Players[p]
		sc := Score{Fate: pl.Fate}
		if pl.Fate == Escaped {
			all := s.Carried(p)
			for c, ok := all.Next(0); ok; c, ok = all.Next(int(c) + 1) {
				ci := c.Info()
				switch ci.Kind {
				case KindTreasure, KindNecklace:
					sc.Treasures += int(ci.Value)
				case KindIdol:
					sc.Idols += int(ci.Value)
					sc.Horus = sc.Horus || ci.God == GodHorus
				}
			}
			for i := 0; i < int(pl.NChests); i++ {
				sc.Chests += int(pl.Chests[i])
			}
			sc.Variety = VarietyBonus(popcount(uint64(GodsOf(all))))
			sc.Total = sc.Treasures + sc.Idols + sc.Chests + sc.Variety
			best = max(best, sc.Total)
		}
		out[p] = sc
	}
	if best < 0 {
		return out
	}
	better := func(a, b Score) bool { // a beats b on the tie-breaks
		if a.Horus != b.Horus {
			return a.Horus
		}
		return a.Idols > b.Idols
	}
	var lead *Score
	for p := 0; p < s.NumSeats(); p++ {
		if out[p].Fate == Escaped && out[p].Total == best && (lead == nil || better(out[p], *lead)) {
			lead = &out[p]
		}
	}
	for p := 0; p < s.NumSeats(); p++ {
		sc := &out[p]
		sc.Won = sc.Fate == Escaped && sc.Total == best && !better(*lead, *sc)
	}
	return out
}
