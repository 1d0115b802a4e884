package runrunrun

import (
	"math"
	"math/bits"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// Fights (§10.2 Fight): how many dice, which cards pay for them, the
// Double strike, the damage spread over several mummies, and the paw
// print's step.

// hitsPerDie is the damage a combat die deals on average: three hits in
// six faces, and Sekhmet's question mark unless the Lord of Silence is in
// the maze.
func hitsPerDie(s *rrr.State, seat int) float64 {
	e := 0.5
	if s.Opt.Cats[seat].Info().Ability == rrr.AbilityDamage && !silenced(s) {
		e += 1.0 / 6
	}
	return e
}

func silenced(s *rrr.State) bool {
	return s.Figures[rrr.LordIndex].Place == rrr.InMaze && s.FigureInfo(rrr.LordIndex).Silent
}

// priority orders the figures to destroy: the Lord, then the Wailing
// Mummy (+2 dice) and the Swift one (+1 die, an extra step), then the
// Brute (two cards an attack), then the Snuffing Mummy.
func priority(f int) int {
	switch f {
	case rrr.LordIndex:
		return 5
	case 0:
		return 4
	case 1:
		return 3
	case 2:
		return 2
	}
	return 1
}

// roomHearts is the hearts of the figures in cell c, and of the one to
// destroy first.
func roomHearts(s *rrr.State, c uint8) (total, first int) {
	best := -1
	for r := s.FiguresIn(c); r != 0; r &= r - 1 {
		f := bits.TrailingZeros8(r)
		h := int(s.Figures[f].Hearts)
		total += h
		if best < 0 || priority(f) > priority(best) {
			best, first = f, h
		}
	}
	return total, first
}

// fightReserve is the cards a fighting cat keeps: one at least (the last
// card loses the game), two with a longer hand, and with the Exit open
// enough to live through one attack of what it fights (it may stay
// beside it), as far as the hand allows.
func fightReserve(hand int) int { return fightReserveAgainst(hand, 0) }

func fightReserveAgainst(hand, damage int) int {
	r := 1
	if hand >= 4 {
		r = 2
	}
	if damage > 0 {
		r = max(r, min(damage+1, hand-2))
	}
	return r
}

// roomDamage is what the figures in cell c deal in one mummy step, once
// the Exit is open (before it, mummies come back: fights keep the usual
// reserve).
func roomDamage(s *rrr.State, c uint8) int {
	if !s.ExitOpen() {
		return 0
	}
	d := 0
	for r := s.FiguresIn(c); r != 0; r &= r - 1 {
		d += int(s.FigureInfo(bits.TrailingZeros8(r)).Damage)
	}
	return d
}

// fightStep discards the cheapest cards that give the dice the fight
// needs (about enough for the first figure's hearts, at most six), uses a
// Double strike on the Lord or where it makes a kill likely, and rolls.
func (p *policy) fightStep(v *view, legal []rrr.Action) rrr.Action {
	s := v.s
	seat := v.seat
	cell := s.CatCell[seat]
	total, first := roomHearts(s, cell)
	e := hitsPerDie(s, seat)
	if s.Fight.Double {
		e *= 2
	}
	want := int(math.Ceil((float64(first) + 0.5) / e))
	if total <= int(float64(rrr.MaxCombatDice)*e) {
		want = int(math.Ceil((float64(total) + 0.5) / e))
	}
	want = min(want, rrr.MaxCombatDice)
	for _, a := range legal {
		if a.Kind != rrr.ActDouble {
			continue
		}
		lord := s.FiguresIn(cell)&(1<<rrr.LordIndex) != 0
		plain := float64(min(rrr.MaxCombatDice, int(s.Fight.Corr)+handCorridors(s.Hands[seat], fightReserve(s.HandSize(seat))))) * e
		if lord || s.ExitOpen() || plain < float64(first) && 2*plain >= float64(first)-0.5 {
			return a
		}
	}
	have := int(s.Fight.Corr)
	if have < want {
		if c, ok := diceCard(v, want-have); ok {
			for _, a := range legal {
				if a.Kind == rrr.ActDice && twin(rrr.Card(a.X), c) {
					return a
				}
			}
		}
	}
	for _, a := range legal {
		if a.Kind == rrr.ActStrike {
			return a
		}
	}
	for _, a := range legal {
		if a.Kind == rrr.ActDice {
			return a
		}
	}
	return legal[0]
}

func twin(a, b rrr.Card) bool { return a.Info() == b.Info() }

// handCorridors is the corridors on the cards of a hand beyond the keep
// cards with the fewest (those stay).
func handCorridors(h rrr.CardSet, keep int) int {
	var ks [rrr.NumCards]int
	n := 0
	for r := h; r != 0; r &= r - 1 {
		ks[n] = r.First().Corridors()
		n++
	}
	// Drop the keep smallest.
	sum := 0
	for i := 0; i < n; i++ {
		sum += ks[i]
	}
	for range min(keep, n) {
		mi := -1
		for i := 0; i < n; i++ {
			if ks[i] >= 0 && (mi < 0 || ks[i] < ks[mi]) {
				mi = i
			}
		}
		sum -= ks[mi]
		ks[mi] = -1
	}
	return sum
}

// diceCard is the next card to discard for need more dice: of the cards
// the fight may still take (ascending order, §10.2 notation), the set
// worth least to keep that reaches need corridors while the hand keeps
// its reserve (or, if none does, the one that gives the most), and of it
// the lowest card. A small knapsack: corridors counted up to need, cards
// up to the most the hand may give.
func diceCard(v *view, need int) (rrr.Card, bool) {
	s := v.s
	hand := s.Hands[v.seat]
	next := s.Fight.Next
	var cards [rrr.NumCards]rrr.Card
	n := 0
	for r := hand &^ (1<<next - 1); r != 0; r &= r - 1 {
		cards[n] = r.First()
		n++
	}
	most := hand.Len() - fightReserveAgainst(hand.Len(), roomDamage(s, s.CatCell[v.seat]))
	if s.Fight.Corr == 0 {
		most = max(most, 1)
	}
	need = min(need, rrr.MaxCombatDice)
	most = min(most, rrr.MaxCombatDice, n)
	if n == 0 || most <= 0 || need <= 0 {
		return 0, false
	}
	// cost[i][c][k]: the least keep value of a set of k of the cards from
	// i on with c corridors (capped at need); taken[i][c][k]: whether
	// card i is in it. Filled from the last card back, so that the set's
	// lowest card is the first one taken when read forward.
	const inf = 1e18
	type row [rrr.MaxCombatDice + 1][rrr.MaxCombatDice + 1]float64
	cost := make([]row, n+1)
	taken := make([][rrr.MaxCombatDice + 1][rrr.MaxCombatDice + 1]bool, n+1)
	for c := range cost[n] {
		for k := range cost[n][c] {
			cost[n][c][k] = inf
		}
	}
	cost[n][0][0] = 0
	for i := n - 1; i >= 0; i-- {
		kc, kv := cards[i].Corridors(), keepValue(v, cards[i])
		cost[i] = cost[i+1]
		for c := 0; c <= need; c++ {
			for k := 1; k <= most; k++ {
				// Take card i: the rest reaches c-kc (or any corridors
				// when kc alone passes c, capped at need).
				for rc := 0; rc <= need; rc++ {
					if min(rc+kc, need) != c || cost[i+1][rc][k-1] >= inf {
						continue
					}
					if x := cost[i+1][rc][k-1] + kv; x < cost[i][c][k] {
						cost[i][c][k], taken[i][c][k] = x, true
					}
				}
			}
		}
	}
	// The best end: need reached at least cost, else the most corridors.
	bc, bk := -1, -1
	for c := need; c >= 1 && bc < 0; c-- {
		for k := 1; k <= most; k++ {
			if cost[0][c][k] < inf && (bk < 0 || cost[0][c][k] < cost[0][c][bk]) {
				bc, bk = c, k
			}
		}
	}
	if bc < 0 {
		return 0, false
	}
	// Read the set forward: its first card taken is its lowest.
	for i := 0; i < n; i++ {
		if taken[i][bc][bk] {
			return cards[i], true
		}
	}
	return cards[0], true
}

// allot spreads a fight's damage over the figures of the room (asked
// figure by figure): destroy what can be destroyed, most important first,
// and put the rest on the most important survivor.
func (p *policy) allot(v *view, legal []rrr.Action) rrr.Action {
	s := v.s
	left := int(s.Top().B)
	cell := s.CatCell[s.Turn]
	figs := s.FiguresIn(cell) &^ s.Top().A
	var plan [rrr.NumFigures]int
	order := byPriority(figs)
	for _, f := range order {
		h := int(s.Figures[f].Hearts)
		if h <= left {
			plan[f] = h
			left -= h
		}
	}
	for _, f := range order {
		if left == 0 {
			break
		}
		add := min(left, int(s.Figures[f].Hearts)-plan[f])
		plan[f] += add
		left -= add
	}
	f := int(legal[0].X)
	best := legal[0]
	for _, a := range legal {
		if abs(int(a.Y)-plan[f]) < abs(int(best.Y)-plan[f]) {
			best = a
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// byPriority lists the figures of a set, most important first.
func byPriority(figs uint8) []int {
	var out [rrr.NumFigures]int
	n := 0
	for r := figs; r != 0; r &= r - 1 {
		out[n] = bits.TrailingZeros8(r)
		n++
	}
	for i := 1; i < n; i++ {
		for j := i; j > 0 && priority(out[j]) > priority(out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out[:n]
}

// paw: after a fight the cat stays to pin a mummy or the Lord that
// would otherwise near the Crypt, if its hand can take the attacks; else
// it steps away, into the neighbour with the most open corridors (where
// it can lay a room next). With nothing left in the room it stays.
func (p *policy) paw(v *view, legal []rrr.Action) rrr.Action {
	s := v.s
	seat := v.seat
	cell := s.CatCell[seat]
	stay := true
	if s.FiguresIn(cell) != 0 {
		dmg, danger := 0, 0.0
		for _, t := range v.thr {
			if t.cell == cell {
				dmg += int(s.FigureInfo(t.fig).Damage)
				danger = max(danger, v.danger(t))
			}
		}
		stay = danger >= 0.25 && v.hand(seat) > dmg+1
	}
	if stay {
		return rrr.Action{Kind: rrr.ActStay}
	}
	best, bestScore := rrr.Action{Kind: rrr.ActStay}, -1e9
	for _, a := range legal {
		if a.Kind != rrr.ActStep {
			continue
		}
		c := s.CellAt(a.At)
		sc := float64(bits.OnesCount8(s.Cells[c].Corr &^ s.Cells[c].Join))
		if sc > bestScore {
			best, bestScore = a, sc
		}
	}
	return best
}
