package runrunrun

import (
	"math/bits"
	"math/rand/v2"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// The heuristic teammate (spec §16.4): the medium level as it is, the easy
// level with noise, and the rollout policy and first guesses of the hard
// level's search. It decides on a full State, which the bot samples from
// its seat's observation (rrr.Determinize); it reads only the public
// table and the deciding seat's own hand (every hand under open hands,
// where the observation holds them), never a sampled teammate's hand, so
// its choice depends on nothing the seat cannot see.

// policy picks steps. It keeps no state between decisions: every choice is
// worked out again from the position, so the same position gets the same
// answer (noise aside) however the decision was reached.
type policy struct {
	rng   *rand.Rand
	noise float64 // the chance of a sensible but unconsidered step (easy)
	// rollout is set while the policy plays the futures of a search:
	// it then skips what only a person would see (the reservation
	// marker) and keeps to the plain decisions.
	rollout bool
}

// why is a reason without allocation: the search plays many decisions and
// words only the last one (see reason).
type why struct {
	code string
	at   rrr.Coord
	fig  int
	n    int
	// A search's reason: its figures (percent of the best and the
	// runner-up) and the heuristic's reason for the step it chose.
	pct, pct2 int
	inner     *why
}

// view is what a decision needs to know about the position, worked out
// once per decision.
type view struct {
	s         *rrr.State
	seat      int // the seat deciding
	crypt     [rrr.MaxCells]uint8
	power     int
	soonPower int // the power after the next awakening, if it is near
	thr       []threat
	threatBuf [rrr.NumFigures]threat
}

func newView(s *rrr.State, seat int) *view {
	v := &view{s: s, seat: seat, crypt: s.CryptDist(), power: s.Power()}
	v.soonPower = v.power
	if !s.ExitOpen() && s.MummyDeck() != 0 && s.TopHearts >= 3 {
		v.soonPower = min(v.power+1, 4)
	}
	v.thr = threats(&s.Public, v)
	return v
}

// hand is the number of cards seat p holds (public).
func (v *view) hand(p int) int { return v.s.HandSize(p) }

// pick chooses one of legal, the legal steps of s's node, for the seat
// that decides there.
func (p *policy) pick(s *rrr.State, legal []rrr.Action) (rrr.Action, why) {
	if len(legal) == 1 {
		return legal[0], why{code: rrr.ReasonOnly}
	}
	seat := s.Current()
	if p.noise > 0 && p.rng.Float64() < p.noise {
		if a, ok := p.slip(s, legal); ok {
			return a, why{code: rrr.ReasonUsual}
		}
	}
	v := newView(s, seat)
	switch legal[0].Kind {
	case rrr.ActRoute:
		return p.route(v, legal), why{code: rrr.ReasonUsual}
	case rrr.ActPlace:
		return p.place(v, legal), why{code: rrr.ReasonUsual}
	case rrr.ActHurt:
		return p.hurt(v, legal), why{code: rrr.ReasonUsual}
	case rrr.ActAmulet, rrr.ActTake:
		return p.amulet(v, legal), why{code: rrr.ReasonUsual}
	case rrr.ActBoost:
		return cheapest(v, legal), why{code: rrr.ReasonUsual}
	case rrr.ActDouble, rrr.ActDice, rrr.ActStrike:
		return p.fightStep(v, legal), why{code: rrr.ReasonDice}
	case rrr.ActAllot:
		return p.allot(v, legal), why{code: rrr.ReasonUsual}
	case rrr.ActStep, rrr.ActStay:
		return p.paw(v, legal), why{code: rrr.ReasonUsual}
	case rrr.ActJoin, rrr.ActDecline:
		return p.join(v, legal), why{code: rrr.ReasonUsual}
	case rrr.ActLay:
		return p.lay(v, legal), why{code: rrr.ReasonUsual}
	case rrr.ActSpend:
		return p.spend(v, legal), why{code: rrr.ReasonUsual}
	case rrr.ActGive:
		return p.give(v, legal), why{code: rrr.ReasonUsual}
	case rrr.ActPass, rrr.ActDone:
		return p.pass(v, legal), why{code: rrr.ReasonUsual}
	case rrr.ActMech:
		return legal[0], why{code: rrr.ReasonUsual}
	case rrr.ActExit:
		return p.exitPlace(v, legal), why{code: rrr.ReasonExitPlace}
	}
	return p.player(v, legal)
}

// slip is the easy level's unconsidered step: a random room, share or
// paw step where there is one, so that it plays legal, sane-looking moves
// that are not the best (never a mummy steered to the Crypt).
func (p *policy) slip(s *rrr.State, legal []rrr.Action) (rrr.Action, bool) {
	var buf [64]rrr.Action
	n := 0
	for _, a := range legal {
		switch a.Kind {
		case rrr.ActExplore, rrr.ActGive, rrr.ActStep, rrr.ActStay:
			if n < len(buf) {
				buf[n] = a
				n++
			}
		}
	}
	if n == 0 {
		return rrr.Action{}, false
	}
	return buf[p.rng.IntN(n)], true
}

// route steers a mummy with two shortest ways (§11.1): near the Crypt
// into a cat's room, where it stops (a cat with cards to spare first);
// far from it away from the cats, who are not ready to be attacked.
func (p *policy) route(v *view, legal []rrr.Action) rrr.Action {
	s := v.s
	f := int(legal[0].X)
	near := int(v.crypt[s.Figures[f].Cell]) <= 5
	best, bestScore := legal[0], -1e9
	for _, a := range legal {
		c := s.CellAt(a.At)
		sc := 0.0
		cats := s.CatsIn(c)
		if cats != 0 {
			cards := 0
			for r := cats; r != 0; r &= r - 1 {
				cards += v.hand(bits.TrailingZeros8(r))
			}
			dmg := int(s.FigureInfo(f).Damage)
			if near && cards > dmg {
				sc = 10 + float64(cards)
			} else {
				sc = -10
			}
		}
		if sc > bestScore {
			best, bestScore = a, sc
		}
	}
	return best
}

// place puts a woken mummy in the room farthest from the Crypt (§11.4),
// away from the cats: the engine lists the farthest first.
func (p *policy) place(v *view, legal []rrr.Action) rrr.Action {
	s := v.s
	best, bestScore := legal[0], -1e9
	for _, a := range legal {
		c := s.CellAt(a.At)
		sc := float64(v.crypt[c]) * 10
		if s.CatsIn(c) != 0 {
			sc -= 15
		}
		// Rooms with many ways out lead it nowhere faster; a long
		// dead-end branch keeps it far longer.
		sc -= float64(bits.OnesCount8(s.Cells[c].Join))
		if sc > bestScore {
			best, bestScore = a, sc
		}
	}
	return best
}

// hurt splits an attack on several cats (§11.3): an Amulet holder takes a
// big attack and wards it off; otherwise each card goes to the cat with
// the most cards, and never a cat's last card while another can pay.
func (p *policy) hurt(v *view, legal []rrr.Action) rrr.Action {
	s := v.s
	top := s.Top()
	f := int(top.A)
	total := int(top.B)
	seat := int(top.Seat)
	cats := s.CatsIn(s.Figures[f].Cell) &^ (1<<seat - 1)
	if total >= 2 {
		for r := cats; r != 0; r &= r - 1 {
			q := bits.TrailingZeros8(r)
			if s.Tokens[q].OfKind(rrr.TokenAmulet) != 0 {
				want := 0
				if q == seat {
					want = total
				}
				return hurtAction(legal, want)
			}
		}
	}
	if a, ok := s.Default(); ok {
		return a
	}
	return legal[len(legal)-1]
}

func hurtAction(legal []rrr.Action, y int) rrr.Action {
	for _, a := range legal {
		if int(a.Y) == y {
			return a
		}
	}
	return legal[0]
}

// amulet wards off an attack that would cost the game or two cards and
// more, or hurts a short hand; a single card from a full hand is taken,
// keeping the Amulet for the Lord.
func (p *policy) amulet(v *view, legal []rrr.Action) rrr.Action {
	s := v.s
	top := s.Top()
	dmg, seat := int(top.A), int(top.Seat)
	use := dmg >= v.hand(seat) || dmg >= 2 || v.hand(seat) <= 3
	for _, a := range legal {
		if (a.Kind == rrr.ActAmulet) == use {
			return a
		}
	}
	return legal[0]
}

// cheapest discards the card worth least to keep for a longer walk.
func cheapest(v *view, legal []rrr.Action) rrr.Action {
	best, bv := legal[0], 1e9
	for _, a := range legal {
		if k := keepValue(v, rrr.Card(a.X)); k < bv {
			best, bv = a, k
		}
	}
	return best
}

// keepValue is what a card in hand is worth: its corridors (dice and
// steps), a symbol the maze may need, light when torches run low.
func keepValue(v *view, c rrr.Card) float64 {
	info := c.Info()
	k := 1 + 0.25*float64(c.Corridors())
	if info.Content.IsSymbol() && !v.s.ExitOpen() {
		k += 0.6
	}
	if info.Lit && v.s.Torches <= 2 && !v.s.ExitOpen() {
		k += 0.3
	}
	return k
}

// exitPlace puts the Exit far from the Crypt (its Lord then has far to
// walk) and away from the cats: the Lord, still unknown, attacks for two
// to four cards whoever it walks into, and a cat on its way needs a long
// hand to hold it.
func (p *policy) exitPlace(v *view, legal []rrr.Action) rrr.Action {
	s := v.s
	best, bestScore := legal[0], -1e9
	for _, a := range legal {
		nb := s.CellAt(a.At.Step(rrr.Side(a.Y)))
		// Each room of distance is worth more than any cat's comfort:
		// a Lord near the Crypt is a lost game.
		sc := float64(v.crypt[nb]) * 5
		dm := s.MazeDist(nb)
		for q := 0; q < s.NumSeats(); q++ {
			c := s.CatCell[q]
			h := v.hand(q)
			if dm[c] <= 1 && h <= 6 {
				sc -= 3
			}
			if int(dm[c])+int(v.crypt[c]) == int(v.crypt[nb]) && h < 6 {
				sc -= 2
			}
		}
		if sc > bestScore {
			best, bestScore = a, sc
		}
	}
	return best
}
