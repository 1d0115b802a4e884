package pengqueen

import (
	"strconv"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
)

// The computer Mummy (spec §9.7). Each step she plans the rest of her walk
// again from what she now knows (a square entered without a catch leaves
// every hunter's Sight) and takes its first step, or stops.

// mummy decides a step of the Mummy's turn.
func (b *brain) mummy(o *pq.Observation, legal []pq.Action) (pq.Action, table.Reason) {
	b.mummyBeliefs(o, &b.bel)
	b.alt = b.bel
	perturb(&b.alt, b.lv.whim, b.rng)
	plan := b.wk.plan(&b.alt, o.Mummy, int(o.Steps)-int(o.PathLen), b.lv.walk)
	a := pq.Action{Kind: pq.ActStop}
	if plan.n > 0 {
		a = stepTo(o.Mummy, plan.sq[0])
	}
	if !hasAction(legal, a) {
		a = legal[len(legal)-1]
	}
	return a, mummyReason(o, &b.bel, &plan, a)
}

// mummyBeliefs is what this level's Mummy believes.
func (b *brain) mummyBeliefs(o *pq.Observation, out *beliefs) {
	if b.lv.rough > 0 {
		roughBeliefs(o, b.lv.rough, out)
		return
	}
	publicBeliefs(o, &o.Sight, b.lv.intent, out)
}

// stepTo is the Mummy's step from one square to the next.
func stepTo(from, to pq.Square) pq.Action {
	for k := 0; k < int(maze.nn[from]); k++ {
		if maze.nbr[from][k] == to {
			return pq.Action{Kind: pq.ActStep, A: uint8(maze.dirTo[from][k])}
		}
	}
	return pq.Action{Kind: pq.ActStop}
}

func hasAction(legal []pq.Action, a pq.Action) bool {
	for _, l := range legal {
		if l == a {
			return true
		}
	}
	return false
}

// mummyReason names the hunter her walk searches most for, its likeliest
// square and how many squares it may be on (a hint for a human Mummy says
// where the hunters can be).
func mummyReason(o *pq.Observation, bl *beliefs, plan *walkPlan, a pq.Action) table.Reason {
	target, mass := -1, float32(-1)
	for p := 0; p < bl.pieces; p++ {
		if !bl.live[p] {
			continue
		}
		var m float32
		for _, q := range plan.sq[:plan.n] {
			m += bl.w[p][q]
		}
		if plan.n == 0 {
			m = 1 / float32(bl.supp[p].Len()) // stopping: the most certain piece
		}
		if m > mass {
			target, mass = p, m
		}
	}
	if target < 0 {
		return table.Reason{}
	}
	likeliest, best := pq.NoSquare, float32(-1)
	for q := bl.supp[target].First(); q != pq.NoSquare; q = bl.supp[target].After(q) {
		if bl.w[target][q] > best {
			likeliest, best = q, bl.w[target][q]
		}
	}
	n := strconv.Itoa(bl.supp[target].Len())
	if a.Kind == pq.ActStep {
		return table.Reason{Code: pq.ReasonLikeliestSquare, Args: []string{pq.Dir(a.A).String(), colourArg(o, target), likeliest.String(), n}}
	}
	return table.Reason{Code: pq.ReasonMummyWait, Args: []string{o.Mummy.String(), colourArg(o, target), likeliest.String(), n}}
}
