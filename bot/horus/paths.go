package horus

import (
	"math/bits"
	"slices"
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
func lowSide(q horus.Square) bool { return q < horus.NumSquares && lowSquares[q] }

var lowSquares = func() (low [horus.NumSquares]bool) {
	for q := range low {
		r := horus.Square(q).Region()
		low[q] = r == horus.RegionNest || r == horus.RegionEntrance
	}
	return low
}()

// walker answers distance questions for one set of fallen blocks. Every
// walk between the low side and the rest of the board crosses the Nest's
// top row, so a walk that starts or ends on the low side is a walk over
// the low side alone (a few dozen squares) joined to the all-pairs table
// of the rest above one of six squares. A decision's play-outs meet
// thousands of sets of blocks, so taking a new set costs only six small
// searches from the top row, and everything else is worked out when first
// asked: the walks onto the low side once for each way down onto it
// (approaches), a low square's way up when a walk from it is, each
// distance when it is.
type walker struct {
	st     *[horus.NumSquares]distances // staticDistances
	ap     *approaches                  // approachesOf
	open   uint64                       // low nodes without a fallen block
	top    [6]lowSteps                  // from each top-row square, over the low side alone
	down   [maxApproaches]lowSteps      // from each approach onto the low side
	downOK [maxApproaches]bool
	from   [horus.NumSquares]source
	row    [horus.NumSquares]distances // one more than the steps; 0: not yet asked
	rowOK  [horus.NumSquares]bool      // from and row are started
}

// source is what walks from one square of the low side share.
type source struct {
	own     lowSteps // over the low side alone
	via, up [6]uint8 // to the square above each top-row square: through that square, and by any way
	blocked bool     // under a block: no way up (the top row's searches never reach it)
}

// lowSteps holds the steps to every node of the low side.
type lowSteps [64]uint8

var unreachableLow = func() (d lowSteps) {
	for i := range d {
		d[i] = unreachable
	}
	return d
}()

// update takes the blocks of s.
func (w *walker) update(s *horus.State) {
	g := lowSideGraph()
	w.st, w.ap = staticDistances(), approachesOf()
	w.open = g.openWith(s.Fallen)
	for i, k := range g.top {
		if w.open&(1<<k) == 0 {
			w.top[i] = unreachableLow
			continue
		}
		g.bfs(w.open, 1<<k, &w.top[i])
	}
	w.rowOK = [horus.NumSquares]bool{}
	w.downOK = [maxApproaches]bool{}
}

// dist is the number of steps from a to b (unreachable if none).
func (w *walker) dist(a, b horus.Square) int {
	la, lb := lowSide(a), lowSide(b)
	if !la && !lb {
		return int(w.st[a][b])
	}
	if !la {
		// Down onto the low side the way every square of a's approach
		// comes down, a's own steps to the top row further.
		k := w.ap.of[a]
		if k < 0 {
			return unreachable // not on the board
		}
		if !w.downOK[k] {
			w.comeDown(k)
			w.downOK[k] = true
		}
		d := w.down[k][lowSideGraph().idx[b]]
		if d == unreachable {
			return unreachable
		}
		return int(w.ap.least[a]) + int(d)
	}
	if !w.rowOK[a] {
		w.start(a)
		w.rowOK[a] = true
	}
	r := &w.row[a]
	if r[b] == 0 {
		r[b] = uint8(min(w.walk(a, b, lb)+1, unreachable)) // no walk here is 254 steps long
	}
	if r[b] == unreachable {
		return unreachable
	}
	return int(r[b]) - 1
}

// start works out the way to the top row of a, on the low side.
func (w *walker) start(a horus.Square) {
	st := w.st
	g := lowSideGraph()
	f := &w.from[a]
	w.row[a] = distances{}
	ka := g.idx[a]
	g.bfs(w.open, 1<<ka, &f.own)
	f.blocked = w.open&(1<<ka) == 0
	for i, k := range g.top {
		f.via[i] = unreachable
		if f.own[k] < unreachable-1 {
			f.via[i] = f.own[k] + 1
		}
	}
	for j, u := range nestTop {
		d := unreachable
		for i, t := range nestTop {
			if f.via[i] != unreachable {
				d = min(d, int(f.via[i])+int(st[t[1]][u[1]]))
			}
		}
		f.up[j] = uint8(d)
	}
}

// walk is the steps from a (started, on the low side) to b.
func (w *walker) walk(a, b horus.Square, lowB bool) int {
	st := w.st
	f := &w.from[a]
	if !lowB {
		// Up out of the Nest, then over the rest of the board.
		d := unreachable
		for i, t := range nestTop {
			if !f.blocked && f.via[i] != unreachable {
				d = min(d, int(f.via[i])+int(st[t[1]][b]))
			}
		}
		return d
	}
	// Over the low side alone, or down from above the top row.
	kb := lowSideGraph().idx[b]
	d := int(f.own[kb])
	for j := range nestTop {
		if f.up[j] != unreachable && w.top[j][kb] != unreachable {
			d = min(d, int(f.up[j])+1+int(w.top[j][kb]))
		}
	}
	return d
}

// comeDown works out the steps onto every low node from above the top row,
// for the squares of approach k (beyond their least).
func (w *walker) comeDown(k int8) {
	delta := &w.ap.delta[k]
	r := &w.down[k]
	for kb := range lowSideGraph().n {
		d := unreachable
		for j := range nestTop {
			if w.top[j][kb] != unreachable {
				d = min(d, int(delta[j])+1+int(w.top[j][kb]))
			}
		}
		r[kb] = uint8(d)
	}
}

// approaches says how each square off the low side comes down onto it: the
// steps to the square above each top-row square, as the fewest (least) and
// how many more each of the six takes (delta). Squares with the same delta
// share an approach: every low square is the same number of steps further
// from them, or out of reach of all, whatever the blocks. The board has
// ten.
type approaches struct {
	n     int8
	of    [horus.NumSquares]int8 // -1: on the low side, or not on the board
	least [horus.NumSquares]uint8
	delta [maxApproaches][6]uint8
}

// maxApproaches bounds the approaches of a board (this one has ten).
const maxApproaches = 16

var approachesOf = sync.OnceValue(func() *approaches {
	st := staticDistances()
	a := new(approaches)
	for q := horus.Square(0); q < horus.NumSquares; q++ {
		a.of[q] = -1
		if !q.Valid() || lowSide(q) {
			continue
		}
		least := uint8(unreachable)
		for _, u := range nestTop {
			least = min(least, st[q][u[1]])
		}
		var delta [6]uint8
		for j, u := range nestTop {
			delta[j] = st[q][u[1]] - least
		}
		k := slices.Index(a.delta[:a.n], delta)
		if k < 0 {
			if a.n == maxApproaches {
				panic("horus bot: the board comes down onto the Nest in more ways than maxApproaches")
			}
			k = int(a.n)
			a.delta[k] = delta
			a.n++
		}
		a.of[q], a.least[q] = int8(k), least
	}
	return a
})

// exits fills d with the steps from every square to the way out: over the
// low side from the Entrance, and from above the top row for the rest (a
// walk out may also climb out of the Nest and come down again elsewhere).
func (w *walker) exits(d *distances) {
	st := w.st
	g := lowSideGraph()
	var e lowSteps
	g.bfs(w.open, g.exits, &e)
	var out [6]int // from the square above each top-row square
	for i, t := range nestTop {
		out[i] = unreachable
		for j, u := range nestTop {
			if k := g.top[j]; e[k] != unreachable {
				out[i] = min(out[i], int(st[t[1]][u[1]])+1+int(e[k]))
			}
		}
	}
	var outOf [maxApproaches]int // from each approach, beyond its least
	for k := range w.ap.n {
		outOf[k] = unreachable
		for j := range nestTop {
			if t := g.top[j]; e[t] != unreachable {
				outOf[k] = min(outOf[k], int(w.ap.delta[k][j])+1+int(e[t]))
			}
		}
	}
	for q := horus.Square(0); q < horus.NumSquares; q++ {
		v := unreachable
		if k := w.ap.of[q]; k >= 0 {
			if outOf[k] < unreachable {
				v = min(int(w.ap.least[q])+outOf[k], unreachable)
			}
		} else if k := g.idx[q]; k >= 0 {
			v = int(e[k])
			for i := range nestTop {
				if w.top[i][k] != unreachable && out[i] < unreachable {
					v = min(v, int(w.top[i][k])+1+out[i])
				}
			}
		}
		d[q] = uint8(v) // a square not on the board: unreachable
	}
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
	nb    [64]uint64             // the same, as a set
	under [64]uint64             // the nodes under each block (by its bit in State.Fallen)
	all   uint64                 // every node
	top   [6]int8                // the node of each top-row square (nestTop)
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
					g.nb[i] |= 1 << g.idx[x]
				}
			}
			if b := q.Block(); b != 0 {
				g.under[b] |= 1 << i
			}
		}
		g.all = 1<<g.n - 1
		for i, t := range nestTop {
			g.top[i] = g.idx[t[0]]
		}
		lowG = g
	})
	return lowG
}

// gets reports whether q has a way out with the blocks of fallen on the
// board.
func (g *lowGraph) gets(fallen uint64, q horus.Square) bool {
	open := g.openWith(fallen)
	want := g.hub // off the low side: reaching the rest of the board
	if q < horus.NumSquares && g.idx[q] >= 0 {
		want = 1 << g.idx[q]
	}
	// Flood from the Entrance, a whole ring of squares at a time; the
	// rest of the board joins every node bordering it.
	seen := g.exits & open
	for ring := seen; ring != 0; {
		if seen&want != 0 {
			return true
		}
		var next uint64
		for f := ring; f != 0; f &= f - 1 {
			next |= g.nb[bits.TrailingZeros64(f)]
		}
		if ring&g.hub != 0 {
			next |= g.hub
		}
		ring = next & open &^ seen
		seen |= ring
	}
	return seen&want != 0
}

// openWith is the set of low nodes without a block, with the blocks of
// fallen on the board.
func (g *lowGraph) openWith(fallen uint64) uint64 {
	open := g.all
	for f := fallen; f != 0; f &= f - 1 {
		open &^= g.under[bits.TrailingZeros64(f)]
	}
	return open
}

// bfs fills d with the steps from the nodes of from over the open nodes
// (a start counts even under a block, as bfs on the board does).
func (g *lowGraph) bfs(open, from uint64, d *lowSteps) {
	*d = unreachableLow
	seen, frontier := from, from
	for step := uint8(0); frontier != 0; step++ {
		var next uint64
		for f := frontier; f != 0; f &= f - 1 {
			i := bits.TrailingZeros64(f)
			d[i] = step
			next |= g.nb[i]
		}
		frontier = next & open &^ seen
		seen |= frontier
	}
}
