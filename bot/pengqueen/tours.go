package pengqueen

import (
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

// Routes through a hand (spec §9.8: "progress towards the best remaining
// order of its targets"): the shortest walk from a square through the
// symbols of every card still to show, in the best order, computed over
// every order at once (Held–Karp): from[S][i] is the shortest walk that
// starts on target i and visits every target of the subset S.

// maxTargets is the most cards a hunter seat holds (the 2-player hand).
const maxTargets = 2 * int(pq.NumColours)

type tours struct {
	k    int
	sq   [maxTargets]pq.Square
	card [maxTargets]pq.Card
	from [1 << maxTargets][maxTargets]uint16
}

// reset plans the routes through the cards of hand.
func (t *tours) reset(hand pq.CardSet) {
	t.k = 0
	for x := hand; x != 0 && t.k < maxTargets; x &= x - 1 {
		c := x.First()
		t.card[t.k], t.sq[t.k] = c, maze.cardSq[c]
		t.k++
	}
	full := 1 << t.k
	for s := 1; s < full; s++ {
		for i := 0; i < t.k; i++ {
			if s&(1<<i) == 0 {
				continue
			}
			rest := s &^ (1 << i)
			if rest == 0 {
				t.from[s][i] = 0
				continue
			}
			best := uint16(0xffff)
			for j := 0; j < t.k; j++ {
				if rest&(1<<j) != 0 {
					best = min(best, uint16(maze.dist[t.sq[i]][t.sq[j]])+t.from[rest][j])
				}
			}
			t.from[s][i] = best
		}
	}
}

// all is the subset of every target.
func (t *tours) all() int { return 1<<t.k - 1 }

// without is the subset s without the card shown on q, if a target is
// there.
func (t *tours) without(s int, q pq.Square) int {
	for i := 0; i < t.k; i++ {
		if t.sq[i] == q {
			return s &^ (1 << i)
		}
	}
	return s
}

// cost is the shortest walk from q through the targets of s.
func (t *tours) cost(q pq.Square, s int) int {
	if s == 0 {
		return 0
	}
	best := 0xffff
	for i := 0; i < t.k; i++ {
		if s&(1<<i) != 0 {
			best = min(best, int(maze.dist[q][t.sq[i]])+int(t.from[s][i]))
		}
	}
	return best
}

// teamCost is how far a hunter seat is from showing every card of s when
// its pieces stand on pos (one square, or two in the 2-player game, who
// share out the cards): the longer route of the two plus a third of the
// shorter, for both move every round. Each card costs landing on it
// exactly as well: perCard steps.
func (t *tours) teamCost(pos []pq.Square, s int, perCard float64) float64 {
	n := float64(popcount(s)) * perCard
	switch len(pos) {
	case 0:
		return 0
	case 1:
		return float64(t.cost(pos[0], s)) + n
	}
	best := 1e9
	for a := s; ; a = (a - 1) & s {
		x, y := float64(t.cost(pos[0], a)), float64(t.cost(pos[1], s&^a))
		v := max(x, y) + min(x, y)/3
		best = min(best, v)
		if a == 0 {
			break
		}
	}
	return best + n
}

func popcount(s int) int {
	n := 0
	for ; s != 0; s &= s - 1 {
		n++
	}
	return n
}
