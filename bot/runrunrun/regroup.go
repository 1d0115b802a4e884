package runrunrun

import (
	"math/bits"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// Regroups (§10.2 Regroup): who joins, who lays cards for the others,
// how many torches buy cards back from the discard pile, who takes what.

// pinned reports whether seat's cat shares its room with a mummy, and the
// cards that mummy's attack takes.
func pinned(s *rrr.State, seat int) (bool, int) {
	figs := s.FiguresIn(s.CatCell[seat])
	dmg := 0
	for r := figs; r != 0; r &= r - 1 {
		dmg += int(s.FigureInfo(bits.TrailingZeros8(r)).Damage)
	}
	return figs != 0, dmg
}

// join: a cat joins when its hand runs short, to escape a mummy it cannot
// afford to stay with, or to bring cards to a short-handed Regroup from a
// long hand; a cat pinning a mummy near the Crypt stays where it is.
func (p *policy) join(v *view, legal []rrr.Action) rrr.Action {
	s := v.s
	seat := int(s.Top().Seat)
	h := v.hand(seat)
	in, dmg := pinned(s, seat)
	yes := h <= 3
	if in {
		c := s.CatCell[seat]
		guard := int(v.crypt[c]) <= 2+s.NumSeats()
		yes = h <= dmg+2 || !guard && h <= 5
	}
	if !yes && h >= 7 && v.hand(int(s.Turn)) <= 2 {
		yes = true // bring cards
	}
	want := rrr.ActDecline
	if yes {
		want = rrr.ActJoin
	}
	for _, a := range legal {
		if a.Kind == want {
			return a
		}
	}
	return legal[0]
}

// lay: a participant with more cards than the others lays up to two of
// its least useful cards for them; a short hand lays none.
func (p *policy) lay(v *view, legal []rrr.Action) rrr.Action {
	s := v.s
	seat := int(s.Top().Seat)
	h := v.hand(seat)
	least := h
	for q := 0; q < s.NumSeats(); q++ {
		if s.Party&(1<<q) != 0 && q != seat {
			least = min(least, v.hand(q))
		}
	}
	k := min(2, max(0, (h-least)/2))
	if h-k < 3 {
		k = max(0, min(k, h-3))
	}
	if k == 0 {
		return legal[0] // lay nothing
	}
	// The k cards worth least.
	hand := s.Hands[seat]
	var worst [2]rrr.Card
	for i := range k {
		wc, wv := rrr.NoCard, 1e9
		for r := hand; r != 0; r &= r - 1 {
			c := r.First()
			if kv := keepValue(v, c); kv < wv {
				wc, wv = c, kv
			}
		}
		worst[i] = wc
		hand = hand.Without(wc)
	}
	a, b := worst[0], rrr.NoCard
	if k == 2 {
		b = worst[1]
		if b < a {
			a, b = b, a
		}
	}
	for _, l := range legal {
		x, y := rrr.Card(l.X), rrr.Card(l.Y)
		if (x == rrr.NoCard) != (a == rrr.NoCard) || (y == rrr.NoCard) != (b == rrr.NoCard) {
			continue
		}
		if (a == rrr.NoCard || twin(x, a)) && (b == rrr.NoCard || twin(y, b)) {
			return l
		}
	}
	return legal[0]
}

// spend: torches buy two cards each from the discard pile; the team keeps
// a reserve (more once the Exit is open, when a dark room with no torch
// moves every mummy, R9).
func (p *policy) spend(v *view, legal []rrr.Action) rrr.Action {
	s := v.s
	reserve := 1
	if s.ExitOpen() {
		reserve = 2
	}
	if v.power >= 3 {
		reserve++
	}
	best := legal[0]
	for _, a := range legal {
		if int(s.Torches)-int(a.Y) >= reserve {
			best = a
		}
	}
	return best
}

// give hands the next pool card to the participant who needs it most:
// the fewest cards for the danger it is in.
func (p *policy) give(v *view, legal []rrr.Action) rrr.Action {
	s := v.s
	best, bestNeed := legal[0], -1e9
	for _, a := range legal {
		q := int(a.Y)
		need := -float64(v.hand(q))
		if in, dmg := pinned(s, q); in {
			need += float64(dmg) + 0.5
		}
		if need > bestNeed {
			best, bestNeed = a, need
		}
	}
	return best
}

// pass moves an Amulet to a pinned participant without one, and a Double
// strike to Sekhmet; then done.
func (p *policy) pass(v *view, legal []rrr.Action) rrr.Action {
	s := v.s
	for _, a := range legal {
		if a.Kind != rrr.ActPass {
			continue
		}
		k := rrr.Token(a.X)
		to := int(a.Y)
		switch k.Info().Kind {
		case rrr.TokenAmulet:
			if in, _ := pinned(s, to); in && s.Tokens[to].OfKind(rrr.TokenAmulet) == 0 {
				return a
			}
		case rrr.TokenDouble:
			if s.Opt.Cats[to].Info().Ability == rrr.AbilityDamage && s.Tokens[to].OfKind(rrr.TokenDouble) == 0 {
				from := -1
				for q := 0; q < s.NumSeats(); q++ {
					if s.Tokens[q].Has(k) {
						from = q
					}
				}
				if from >= 0 && s.Opt.Cats[from].Info().Ability != rrr.AbilityDamage {
					return a
				}
			}
		}
	}
	for _, a := range legal {
		if a.Kind == rrr.ActDone {
			return a
		}
	}
	return legal[0]
}
