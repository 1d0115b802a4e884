package horus

import (
	"math/bits"
	"sync"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// Walking distances, cheap enough for play-outs. Blocks only ever fall in
// the Cobra Nest, and no shortest walk between two squares outside it goes
// through it (the Nest is a dead end hanging below the Scorpion Pit's row
// 7), so those distances never change and are computed once. Walks that
// start or end in the Nest (or on the Entrance) go through one of the six
// squares of the Nest's top row; a search from each of them over the
// current blocks, six per change of the blocks, covers those.

var (
	staticOnce sync.Once
	staticD    *[horus.NumSquares]distances
)

// staticDistances is the all-pairs table of the empty board.
func staticDistances() *[horus.NumSquares]distances {
	staticOnce.Do(func() {
		t := new([horus.NumSquares]distances)
		s, _ := horus.NewState(horus.Options{Players: 2, Adventurers: [horus.MaxPlayers]horus.Adventurer{0, 1}})
		for q := horus.Square(0); q < horus.NumSquares; q++ {
			bfs(&s, &t[q], q)
		}
		staticD = t
	})
	return staticD
}

// nestTop lists the Nest's top row (B8–G8) and the square above each.
var nestTop = func() (top [6][2]horus.Square) {
	n := 0
	for q := horus.Square(0); q < horus.NumSquares && n < 6; q++ {
		if q.Region() == horus.RegionNest {
			top[n] = [2]horus.Square{q, q.Neighbor(horus.North)}
			n++
		}
	}
	return top
}()

// lowSide: the Nest and the Entrance, where fallen blocks matter.
func lowSide(q horus.Square) bool {
	r := q.Region()
	return r == horus.RegionNest || r == horus.RegionEntrance
}

// walker answers distance questions for one set of fallen blocks.
type walker struct {
	top   [6]distances // from each top-row square, over the current blocks
	st    horus.State  // the blocks of the last update, for walks inside the Nest
	low   [horus.NumSquares]distances
	lowOK [horus.NumSquares]bool
}

// update takes the blocks of s.
func (w *walker) update(s *horus.State) {
	for i, t := range nestTop {
		if s.BlockFallen(t[0]) {
			for j := range w.top[i] {
				w.top[i][j] = unreachable
			}
			continue
		}
		bfs(s, &w.top[i], t[0])
	}
	w.st.Fallen = s.Fallen
	w.lowOK = [horus.NumSquares]bool{}
}

// dist is the number of steps from a to b (unreachable if none).
func (w *walker) dist(a, b horus.Square) int {
	st := staticDistances()
	la, lb := lowSide(a), lowSide(b)
	if !la && !lb {
		return int(st[a][b])
	}
	if la && lb {
		// Both low: a search of its own (rare: jumps and Nest searches).
		if !w.lowOK[a] {
			bfs(&w.st, &w.low[a], a)
			w.lowOK[a] = true
		}
		return int(w.low[a][b])
	}
	best := unreachable
	for i, t := range nestTop {
		da, db := w.top[i][a], w.top[i][b]
		if la && da == unreachable || lb && db == unreachable {
			continue
		}
		var d int
		switch {
		case la:
			d = int(da) + 1 + int(st[t[1]][b])
		default:
			d = int(st[a][t[1]]) + 1 + int(db)
		}
		best = min(best, d)
	}
	return best
}

// Whether a square can still get out. Blocks fall only in the Nest, and
// the rest of the board (every square off the low side) is one connected
// piece that no block touches, meeting the Nest along its top row. So the
// question is a search over the low side alone (the Nest and the
// Entrance, 38 squares), with the rest of the board as one node (the hub)
// joined to every low square that borders it.

// lowGraph is the low side as a small graph.
type lowGraph struct {
	n     int
	sq    [64]horus.Square
	idx   [horus.NumSquares]int8 // node of a low square, -1 for the others
	adj   [64][4]int8            // low neighbours, -1 for none
	hub   uint64                 // nodes bordering the rest of the board
	exits uint64                 // the Entrance
}

var (
	lowOnce sync.Once
	lowG    *lowGraph
)

func lowSideGraph() *lowGraph {
	lowOnce.Do(func() {
		g := new(lowGraph)
		for q := horus.Square(0); q < horus.NumSquares; q++ {
			g.idx[q] = -1
			if q.Valid() && lowSide(q) {
				g.idx[q] = int8(g.n)
				g.sq[g.n] = q
				g.n++
			}
		}
		for i := 0; i < g.n; i++ {
			q := g.sq[i]
			if q.Region() == horus.RegionEntrance {
				g.exits |= 1 << i
			}
			for d := horus.Dir(0); d < 4; d++ {
				g.adj[i][d] = -1
				x := q.Neighbor(d)
				switch {
				case x == horus.NoSquare:
				case g.idx[x] < 0:
					g.hub |= 1 << i
				case x.Region() == horus.RegionEntrance && q.Region() == horus.RegionEntrance:
				default:
					g.adj[i][d] = g.idx[x]
				}
			}
		}
		lowG = g
	})
	return lowG
}

// gets reports whether q has a way out with the blocks of fallen on the
// board.
func (g *lowGraph) gets(fallen uint64, q horus.Square) bool {
	var open uint64 // low squares without a block
	for i := 0; i < g.n; i++ {
		if b := g.sq[i].Block(); b == 0 || fallen&(1<<uint(b)) == 0 {
			open |= 1 << i
		}
	}
	seen := g.exits & open
	queue := seen
	hub := false
	for queue != 0 {
		i := bits.TrailingZeros64(queue)
		queue &^= 1 << i
		if g.hub&(1<<i) != 0 && !hub {
			hub = true
			more := g.hub & open &^ seen
			seen |= more
			queue |= more
		}
		for _, j := range g.adj[i] {
			if j >= 0 && open&(1<<j) != 0 && seen&(1<<j) == 0 {
				seen |= 1 << j
				queue |= 1 << j
			}
		}
	}
	if q >= horus.NumSquares || g.idx[q] < 0 {
		return hub
	}
	return seen&(1<<g.idx[q]) != 0
}
