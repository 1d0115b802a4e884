package horus

import (
	"math/rand/v2"
	"sync"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// This file holds what the bots know about the game: distances on the board
// with the blocks that have fallen, how many actions a load of cards leaves,
// how close the pyramid is to sealing someone in, where the mummies may walk
// next, and what a card is worth. Everything reads a State that is either
// the real game seen through an Observation (then only public fields are
// used) or a sampled one from horus.Determinize.

const unreachable = 255

// distances holds the number of steps from a set of squares to every
// square, through squares without a fallen block.
type distances [horus.NumSquares]uint8

// bfs fills d with the steps from the given start squares.
func bfs(s *horus.State, d *distances, starts ...horus.Square) {
	for i := range d {
		d[i] = unreachable
	}
	var queue [horus.NumSquares]horus.Square
	n := 0
	for _, q := range starts {
		if q < horus.NumSquares && d[q] != 0 {
			d[q] = 0
			queue[n] = q
			n++
		}
	}
	for i := 0; i < n; i++ {
		q := queue[i]
		for dir := horus.Dir(0); dir < 4; dir++ {
			x := q.Neighbor(dir)
			if x == horus.NoSquare || d[x] != unreachable || s.BlockFallen(x) {
				continue
			}
			// Walking along the outside from one Entrance square to the
			// other is not a move of the game.
			if x.Region() == horus.RegionEntrance && q.Region() == horus.RegionEntrance {
				continue
			}
			d[x] = d[q] + 1
			queue[n] = x
			n++
		}
	}
}

// exitDistances: steps from every square to the way out.
func exitDistances(s *horus.State, d *distances) {
	e := horus.EntranceSquares()
	bfs(s, d, e[0], e[1])
}

// expectedActions is the mean number of actions a round brings with this
// many cards and this many cursed dice: each free die counts if it shows
// the level or more.
func expectedActions(count int, cursed int) float64 {
	free := int(horus.NumDice) - cursed
	return float64(free) * float64(7-horus.WLLFor(count)) / 6
}

// cursedDice counts the dice a seat ignores because of its idols.
func cursedDice(hand horus.CardSet) int {
	n := 0
	for g := horus.God(0); g < horus.NumGods; g++ {
		if hand.Has(horus.IdolCard(g)) {
			n++
		}
	}
	return n
}

// chestValue is the mean of the die a chest is worth.
const chestValue = 3.5

// cardPoints is what a card adds to the final score, variety aside.
func cardPoints(c horus.CardID) float64 {
	ci := c.Info()
	switch ci.Kind {
	case horus.KindTreasure, horus.KindNecklace, horus.KindIdol:
		return float64(ci.Value)
	case horus.KindChest:
		return chestValue
	}
	return 0
}

// variety is the variety bonus of n gods (the engine's table).
func variety(n int) float64 { return float64(horus.VarietyBonus(n)) }

func popcount8(x uint8) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

// handValue is what seat p would score if it walked out now (chests at
// their mean, rolled chests at their face).
func handValue(s *horus.State, p int) float64 {
	all := s.Carried(p)
	v := 0.0
	for c, ok := all.Next(0); ok; c, ok = all.Next(int(c) + 1) {
		v += cardPoints(c)
	}
	return v + variety(popcount8(horus.GodsOf(all)))
}

// gainOf is what card c adds to seat p's score, variety included.
func gainOf(s *horus.State, p int, c horus.CardID) float64 {
	all := s.Carried(p)
	g := horus.GodsOf(all)
	v := cardPoints(c)
	ci := c.Info()
	if ci.God != horus.GodNone && (ci.Kind == horus.KindTreasure || ci.Kind == horus.KindIdol) && g&(1<<ci.God) == 0 {
		n := popcount8(g)
		v += variety(n+1) - variety(n)
	}
	return v
}

// deckValue is the mean points of the next card of a deck, counting a
// wound card as a loss of wound points.
func deckValue(s *horus.State, d horus.Deck, wound float64) float64 {
	deck := s.Decks[d]
	n := deck.Len()
	if n == 0 {
		return 0
	}
	v := 0.0
	for c, ok := deck.Next(0); ok; c, ok = deck.Next(int(c) + 1) {
		k := c.Info().Kind
		switch {
		case k.IsWound():
			v -= wound
		case k.IsEquipment():
			v += 1
		default:
			v += cardPoints(c)
		}
	}
	return v / float64(n)
}

// nestSquares lists the 36 squares blocks can fall on, by block number.
var nestSquares = func() (q [horus.NumBlocks + 1]horus.Square) {
	for n := 1; n <= horus.NumBlocks; n++ {
		q[n] = horus.BlockSquare(n)
	}
	return q
}()

// sealThreat describes how close the pyramid is to sealing in a seat on
// square q.
type sealThreat struct {
	single int // blocks not yet fallen whose fall alone would cut q off
	box    int // blocks not yet fallen
	doors  int // Entrance doors still open (D13, E13)
}

var doorSquares = func() (d [2]horus.Square) {
	for i, e := range horus.EntranceSquares() {
		d[i] = e.Neighbor(horus.North)
	}
	return d
}()

// cutsOff reports whether block n falling would leave q with no way out.
func cutsOff(s *horus.State, q horus.Square, n int) bool {
	t := *s
	t.Fallen |= 1 << uint(n)
	var d distances
	exitDistances(&t, &d)
	return d[q] == unreachable
}

// riskCurve is, for every r, the chance of being sealed in within the next
// r block falls. Two parts: the blocks that would cut q off on their own,
// and the general filling of the Nest, read off a table of how random falls
// seal the way out (sealTable), given how many blocks lie and how many
// doors are open.
type riskCurve [horus.NumBlocks + 1]float64

func (t sealThreat) curve() riskCurve {
	var c riskCurve
	if t.box <= 0 {
		return c
	}
	tab := sealTable()
	k := min(max(horus.NumBlocks-t.box, 0), horus.NumBlocks)
	doors := min(max(t.doors, 0), 2)
	safe := 1.0
	for r := 1; r <= horus.NumBlocks; r++ {
		if i := r - 1; i < t.box {
			safe *= max(float64(t.box-i-t.single), 0) / float64(t.box-i)
		}
		c[r] = 1 - safe*(1-tab[doors][k][r])
	}
	return c
}

// at is the risk within r falls.
func (c *riskCurve) at(r int) float64 { return c[min(max(r, 0), horus.NumBlocks)] }

var (
	sealOnce sync.Once
	sealTab  *[3][horus.NumBlocks + 1][horus.NumBlocks + 1]float64
)

// sealTable[d][k][r] is the chance that the way out from the top of the
// Nest is cut within r more random falls, when k blocks lie, d doors are
// open and it is not cut yet. It is measured once, on first use, by
// dropping blocks in random orders (a fixed stream: the table is the same
// every run).
func sealTable() *[3][horus.NumBlocks + 1][horus.NumBlocks + 1]float64 {
	sealOnce.Do(func() {
		const sims = 3000
		var hits, seen [3][horus.NumBlocks + 1][horus.NumBlocks + 1]float64
		rng := rand.New(rand.NewPCG(36, 1))
		top := sealProbe()
		s, _ := horus.NewState(horus.Options{Players: 2, Adventurers: [horus.MaxPlayers]horus.Adventurer{0, 1}})
		var order [horus.NumBlocks]int
		var doors [horus.NumBlocks + 1]int
		var d distances
		for it := 0; it < sims; it++ {
			for i := range order {
				order[i] = i + 1
			}
			rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
			s.Fallen = 0
			sealed := horus.NumBlocks + 1
			doors[0] = 2
			for i, b := range order {
				s.Fallen |= 1 << uint(b)
				doors[i+1] = 0
				for _, q := range doorSquares {
					if !s.BlockFallen(q) {
						doors[i+1]++
					}
				}
				exitDistances(&s, &d)
				if d[top] == unreachable {
					sealed = i + 1
					break
				}
			}
			for k := 0; k < sealed && k <= horus.NumBlocks; k++ {
				for r := 0; r <= horus.NumBlocks-k; r++ {
					seen[doors[k]][k][r]++
					if k+r >= sealed {
						hits[doors[k]][k][r]++
					}
				}
			}
		}
		tab := new([3][horus.NumBlocks + 1][horus.NumBlocks + 1]float64)
		for dd := range tab {
			for k := range tab[dd] {
				for r := range tab[dd][k] {
					if seen[dd][k][r] > 0 {
						tab[dd][k][r] = hits[dd][k][r] / seen[dd][k][r]
					} else if r > 0 {
						tab[dd][k][r] = tab[dd][k][r-1]
					}
				}
			}
		}
		sealTab = tab
	})
	return sealTab
}

// sealProbe is a square just above the Nest: every way in from the
// chambers and corridors passes the Nest's top row.
func sealProbe() horus.Square {
	q, _ := horus.ParseSquare("D7")
	return q
}

// mummyReach gives, for each square, the chance that a standing mummy steps
// onto it in the coming phase 4 (each die shows 4 or more with chance 1/2,
// so a mummy takes k or more steps with the tail of Binomial(5, 1/2)).
func mummyReach(s *horus.State, out *[horus.NumSquares]float64) {
	for i := range out {
		out[i] = 0
	}
	for m := 0; m < int(s.NMummy); m++ {
		mu := s.Mummies[m]
		q, f := mu.Square, mu.Facing
		for k := 1; k <= int(horus.NumDice); k++ {
			next := q.Neighbor(f)
			if next == horus.NoSquare || !next.InSection(mu.Section) {
				f = f.Opposite()
				next = q.Neighbor(f)
			}
			if next == horus.NoSquare {
				break
			}
			q = next
			if p := atLeastSteps[k]; p > out[q] {
				out[q] = p
			}
		}
	}
}

// atLeastSteps[k]: chance that five dice show k or more faces of 4+.
var atLeastSteps = [6]float64{1, 31.0 / 32, 26.0 / 32, 16.0 / 32, 6.0 / 32, 1.0 / 32}
