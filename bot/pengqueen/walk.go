package pengqueen

import (
	"slices"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

// The Mummy's walk (spec §9.7): among the walks of up to N steps (she may
// stop anywhere, turn and backtrack), the one most likely to enter a
// square holding a hunter, given her beliefs; ties, and walks that catch
// as likely, are broken by where she ends: near the belief's mass, where
// she threatens most next turn. A beam search: walks grow a step at a
// time, the most promising kept at each length; two walks that reach the
// same square having searched the same squares are one.

// beamMax bounds the beam's width.
const beamMax = 64

// walkPlan is the chosen walk: its squares in order (none: stop at once).
type walkPlan struct {
	sq    [pq.MaxMummySteps]pq.Square
	n     int
	catch float32 // the chance it catches someone
	end   float32 // the value of where it ends
}

// covers reports whether the walk enters q, and after how many steps.
func (w *walkPlan) covers(q pq.Square) (int, bool) {
	for i, x := range w.sq[:w.n] {
		if x == q {
			return i + 1, true
		}
	}
	return 0, false
}

type beamNode struct {
	pos     pq.Square
	parent  int16 // index in the previous length's kept nodes
	covered pq.Squares
	cov     [pq.MaxPieces]float32 // each piece's belief mass searched
	catch   float32
}

// walker is the planner's scratch space, reused from plan to plan.
type walker struct {
	kept   [pq.MaxMummySteps + 1][beamMax]beamNode
	nkept  [pq.MaxMummySteps + 1]int
	cand   [beamMax * int(pq.NumDirs)]beamNode
	seen   [1024]uint64
	stamp  [1024]uint32
	gen    uint32
	endVal [nsq]float32
}

// walkParams tune the planner: the beam's width, and how much the end
// square counts (endWeight, against the chance of a catch, in [0,1]) with
// the distances near and far over which her next turn threatens.
type walkParams struct {
	width     int
	endWeight float32
	near, far int
	// guard is how much waiting near the symbols hunters need counts in
	// the value of an end square, against the belief mass near it.
	guard float32
}

// plan finds the Mummy's walk of up to steps steps from from.
func (wk *walker) plan(b *beliefs, from pq.Square, steps int, wp walkParams) walkPlan {
	wk.search(b, from, steps, wp)
	return wk.best(steps, wp)
}

// search grows the beam of walks up to steps long. The walks kept at each
// length do not depend on how long the walk may be in the end, so one
// search serves every count of steps up to steps (best).
func (wk *walker) search(b *beliefs, from pq.Square, steps int, wp walkParams) {
	wk.endValues(b, wp)
	width := min(max(wp.width, 1), beamMax)
	wk.kept[0][0] = beamNode{pos: from, parent: -1}
	wk.nkept[0] = 1
	steps = min(steps, pq.MaxMummySteps)
	for depth := 1; depth <= pq.MaxMummySteps; depth++ {
		wk.nkept[depth] = 0
	}
	for depth := 1; depth <= steps; depth++ {
		nc := 0
		for i := 0; i < wk.nkept[depth-1]; i++ {
			n := &wk.kept[depth-1][i]
			for k := 0; k < int(maze.nn[n.pos]); k++ {
				to := maze.nbr[n.pos][k]
				c := beamNode{pos: to, parent: int16(i), covered: n.covered, cov: n.cov, catch: n.catch}
				if !c.covered.Has(to) {
					c.covered = c.covered.With(to)
					miss := float32(1)
					for p := 0; p < b.pieces; p++ {
						if b.live[p] {
							c.cov[p] += b.w[p][to]
							miss *= 1 - min(c.cov[p], 1)
						}
					}
					c.catch = 1 - miss
				}
				wk.cand[nc] = c
				nc++
			}
		}
		if nc == 0 {
			break
		}
		cands := wk.cand[:nc]
		slices.SortFunc(cands, func(x, y beamNode) int {
			sx := x.catch + wp.endWeight*0.01*wk.endVal[x.pos]
			sy := y.catch + wp.endWeight*0.01*wk.endVal[y.pos]
			switch {
			case sx > sy:
				return -1
			case sx < sy:
				return 1
			}
			return int(x.pos) - int(y.pos)
		})
		wk.gen++
		k := 0
		for _, c := range cands {
			if k == width {
				break
			}
			if wk.dup(c) {
				continue
			}
			wk.kept[depth][k] = c
			k++
		}
		wk.nkept[depth] = k
	}
}

// best is the best walk of at most steps steps of the last search (which
// must have looked that far).
func (wk *walker) best(steps int, wp walkParams) walkPlan {
	from := wk.kept[0][0].pos
	best := walkPlan{end: wk.endVal[from]}
	bestScore := wp.endWeight * best.end
	bestDepth, bestIdx := 0, 0
	for depth := 1; depth <= min(steps, pq.MaxMummySteps) && wk.nkept[depth] > 0; depth++ {
		for i := 0; i < wk.nkept[depth]; i++ {
			c := &wk.kept[depth][i]
			if s := c.catch + wp.endWeight*wk.endVal[c.pos]; s > bestScore+1e-6 {
				bestScore, bestDepth, bestIdx = s, depth, i
			}
		}
	}
	// Walk back from the best node.
	best.n = bestDepth
	idx := bestIdx
	for depth := bestDepth; depth > 0; depth-- {
		n := &wk.kept[depth][idx]
		best.sq[depth-1] = n.pos
		if depth == bestDepth {
			best.catch, best.end = n.catch, wk.endVal[n.pos]
		}
		idx = int(n.parent)
	}
	return best
}

// dup reports whether a walk to the same square over the same squares is
// already kept at this length, and notes c's otherwise.
func (wk *walker) dup(c beamNode) bool {
	h := uint64(c.pos) * 0x9e3779b97f4a7c15
	for _, x := range c.covered {
		h = (h ^ x) * 0x100000001b3
	}
	h |= 1
	for i := uint32(h>>20) & 1023; ; i = (i + 1) & 1023 {
		if wk.stamp[i] != wk.gen {
			wk.stamp[i], wk.seen[i] = wk.gen, h
			return false
		}
		if wk.seen[i] == h {
			return true
		}
	}
}

// endValues rates every square as the end of a walk: the belief mass her
// next turn would threaten from it (all within near steps, none beyond
// far, in between less the further), shared over the pieces in play.
func (wk *walker) endValues(b *beliefs, wp walkParams) {
	var mass [nsq]float32
	live := 0
	for p := 0; p < b.pieces; p++ {
		if !b.live[p] {
			continue
		}
		live++
		for q := b.supp[p].First(); q != pq.NoSquare; q = b.supp[p].After(q) {
			mass[q] += b.w[p][q]
		}
	}
	var fall [far + 1]float32
	for d := range fall {
		switch {
		case d <= wp.near:
			fall[d] = 1
		case d < wp.far:
			fall[d] = float32(wp.far-d) / float32(wp.far-wp.near)
		}
	}
	var any pq.Squares
	for p := 0; p < b.pieces; p++ {
		if b.live[p] {
			any = any.Or(b.supp[p])
		}
	}
	for q := pq.Square(0); q < nsq; q++ {
		var v float32
		for s := any.First(); s != pq.NoSquare; s = any.After(s) {
			v += mass[s] * fall[maze.dist[q][s]]
		}
		if live > 0 {
			v /= float32(live)
		}
		wk.endVal[q] = (v + wp.guard*b.guard[q]) / (1 + wp.guard)
	}
}
