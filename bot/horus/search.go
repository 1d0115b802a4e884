package horus

import (
	"context"
	"math"
	"math/rand/v2"
	"sort"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// Search is the medium and hard level: determinized Monte Carlo over plans.
// Each iteration samples a full state consistent with the seat's
// observation (horus.Determinize, from the bot's own stream), commits the
// seat to one candidate (a style of play, or a first action followed by the
// default style), plays the game to its end with the heuristic policy for
// every seat and chance from the bot's stream, and scores the candidate by
// the seat's result. All candidates play out each sampled state with the
// same chance (common random numbers); the best mean wins. Every seat of the play-out is scored (the
// score vector of the end position), but only the deciding seat's entry
// steers the choice, as each seat maximises its own result.
//
// The budget is a number of iterations, not wall time, so a seed and a
// budget fix every choice; a cancelled context stops early with the best
// candidate so far.
type Search struct {
	rng     *rand.Rand
	pol     *policy
	iters   int
	actions bool // also try each distinct first action, not just the styles
	// The hard level's refinements (see NewSearch).
	table  style   // how the other seats play in the play-outs
	halve  bool    // sequential halving: drop the worse half of the candidates as the budget goes
	margin float64 // standard errors a plan must beat leaving by
	buf    []horus.Action
	arms   []arm
	live   []int    // candidates still searched
	chance rand.PCG // the dice, cards and blocks of one play-out round
	draw   *rand.Rand
}

// arm is one candidate of the root bandit.
type arm struct {
	first horus.Action // ActNone: let the style choose
	st    style
	n     int     // play-outs
	sum   float64 // of their rewards
	// Against the leave-now plan in the same play-outs (common random
	// numbers): the sum of the differences and of their squares.
	dsum, dsq float64
	live      bool // still searched at the end
}

// Budgets of the search levels, in play-outs per decision.
const (
	mediumIterations = 160
	hardIterations   = 640
)

func init() {
	register("medium", func(seed uint64) Bot { return NewSearch(seed, mediumIterations, false) })
	register("hard", func(seed uint64) Bot { return NewSearch(seed, hardIterations, true) })
}

// NewSearch makes a search bot with its own stream: iters play-outs per
// decision; actions adds single first actions to the candidate styles.
//
// With actions (the hard level) the search also models the table and
// spends its budget better: the other seats of a play-out stay in a little
// longer than the default player (as people and the easy level do),
// sequential halving gives the promising candidates most of the play-outs,
// and a plan that stays inside is chosen over leaving only when it beats
// leaving by a margin of its standard error in the same play-outs. A bot
// is made afresh for each decision in the client, so this margin is what
// keeps a search that has turned for the door from turning back on noise.
func NewSearch(seed uint64, iters int, actions bool) *Search {
	rng := rand.New(rand.NewPCG(seed, 0x5ea4c4))
	b := &Search{rng: rng, pol: newPolicy(rng), iters: max(iters, 1), actions: actions, table: styleDefault}
	if actions {
		b.table, b.halve, b.margin = styleTable, true, 1
	}
	b.draw = rand.New(&b.chance)
	return b
}

// styleTable is how the hard level expects the other seats to play: they
// stay in a little longer than the default player and now and then slip,
// as people and the easy level do. Modelling the slips matters: a table of
// flawless players looks richer than it will be, and the search then
// gambles on staying in to beat it (on the same 160 games against three
// easy players, 93 wins with the slips modelled, 73 without).
var styleTable = style{greed: 1.5, idols: true, mistakes: 0.05}

var searchStyles = []style{styleDefault, styleCautious, styleGreedy, styleLeave}

// Choose runs the search and returns a legal action.
func (b *Search) Choose(ctx context.Context, obs horus.Observation, legal []horus.Action) horus.Action {
	a, _ := b.decide(ctx, obs, legal)
	return a
}

// decide also returns the chosen arm's style, for hints.
func (b *Search) decide(ctx context.Context, obs horus.Observation, legal []horus.Action) (horus.Action, *arm) {
	if len(legal) == 0 {
		return horus.Action{Kind: horus.ActEnd}, nil
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	seat := obs.Current
	if seat < 0 || seat >= int(obs.Opt.Players) {
		return legal[0], nil
	}
	// The candidates: the styles, and with actions, every distinct first
	// action (rerolls only as the styles choose them: there are 31).
	b.arms = b.arms[:0]
	for _, st := range searchStyles {
		b.arms = append(b.arms, arm{st: st})
	}
	if b.actions {
		for _, a := range legal {
			if a.Kind != horus.ActReroll {
				b.arms = append(b.arms, arm{first: a, st: styleDefault})
			}
		}
	}
	root := horus.Determinize(obs, b.rng)
	const ref = 3 // searchStyles[3], leaving now: every plan is measured against it
	b.live = append(b.live[:0], ref)
	for k := range b.arms {
		if k != ref {
			b.live = append(b.live, k)
		}
	}
	budget := max(b.iters, len(b.arms))
	// Sequential halving: the budget is cut into phases, after each the
	// worse half of the candidates (leaving now always stays) is dropped.
	phases := 1
	if b.halve {
		for n := len(b.arms); n > 2; n = (n + 1) / 2 {
			phases++
		}
	}
	done := 0
	for ph := 0; ph < phases && ctx.Err() == nil; ph++ {
		spend := (budget - done) / (phases - ph)
		for used := 0; used+len(b.live) <= max(spend, len(b.live)); used += len(b.live) {
			if ctx.Err() != nil {
				break
			}
			b.round(obs, seat, legal, ref)
			done += len(b.live)
		}
		if ph+1 < phases {
			b.cull(ref)
		}
	}
	// In the candidates' own order, so ties go as they always did.
	for k := range b.arms {
		b.arms[k].live = false
	}
	for _, k := range b.live {
		b.arms[k].live = true
	}
	best, bestV := -1, math.Inf(-1)
	if b.margin > 0 && b.arms[ref].n > 0 {
		best, bestV = ref, 0 // staying in must beat leaving by the margin
	}
	for k := range b.arms {
		ar := &b.arms[k]
		if !ar.live || ar.n == 0 {
			continue
		}
		v := ar.sum / float64(ar.n)
		if b.margin > 0 {
			if k == ref {
				continue
			}
			v = b.lower(ar, ref)
		}
		if v > bestV {
			best, bestV = k, v
		}
	}
	if best < 0 { // cancelled before the first play-out
		a, _ := b.pol.choose(&root, legal, styleDefault)
		return a, nil
	}
	ar := &b.arms[best]
	a := ar.first
	if a.Kind == horus.ActNone {
		a, _ = b.pol.choose(&root, legal, ar.st)
	}
	if !has(legal, a) {
		a = legal[0]
	}
	return a, ar
}

// round plays every live candidate out of one sampled state with the same
// chance.
func (b *Search) round(obs horus.Observation, seat int, legal []horus.Action, ref int) {
	d := horus.Determinize(obs, b.rng)
	s1, s2 := b.rng.Uint64(), b.rng.Uint64()
	var rRef float64
	for i, k := range b.live {
		s := d
		b.chance.Seed(s1, s2)
		r := b.playout(&s, seat, legal, &b.arms[k])
		ar := &b.arms[k]
		ar.n++
		ar.sum += r
		if i == 0 {
			rRef = r // live[0] is always ref
		}
		ar.dsum += r - rRef
		ar.dsq += (r - rRef) * (r - rRef)
	}
}

// lower is a candidate's mean gain over leaving now less margin standard
// errors of that gain; leaving now itself scores 0.
func (b *Search) lower(ar *arm, ref int) float64 {
	if ar == &b.arms[ref] {
		return 0
	}
	n := float64(ar.n)
	m := ar.dsum / n
	v := max(ar.dsq/n-m*m, 0)
	return m - b.margin*math.Sqrt(v/max(n-1, 1))
}

// cull keeps the better half of the live candidates by mean (leaving now
// always stays, first).
func (b *Search) cull(ref int) {
	if len(b.live) <= 2 {
		return
	}
	keep := (len(b.live) + 1) / 2
	rest := b.live[1:]
	sort.SliceStable(rest, func(i, j int) bool {
		return b.arms[rest[i]].dsum > b.arms[rest[j]].dsum
	})
	b.live = b.live[:keep]
}

// playout commits seat to arm ar in s and plays to the end; the result is
// the seat's entry of the score vector: 1 for a win, plus a little for
// points so that among lost games more treasure still counts.
func (b *Search) playout(s *horus.State, seat int, legal []horus.Action, ar *arm) float64 {
	if ar.first.Kind != horus.ActNone {
		if err := s.Apply(ar.first); err != nil {
			return 0 // not possible in this sample (a Bag's contents differ)
		}
	} else {
		a, _ := b.pol.choose(s, b.legalIn(s, legal), ar.st)
		if s.Apply(a) != nil {
			return 0
		}
	}
	for steps := 0; !s.IsOver() && steps < 20000; steps++ {
		b.buf = s.Legal(b.buf[:0])
		if len(b.buf) == 0 {
			break
		}
		var a horus.Action
		if s.IsChance() {
			a = b.buf[b.draw.IntN(len(b.buf))]
		} else {
			st := b.table
			if s.Current() == seat {
				st = ar.st
			}
			a, _ = b.pol.choose(s, b.buf, st)
		}
		if s.Apply(a) != nil {
			break
		}
	}
	return reward(s, seat)
}

// legalIn is the sample's own list of legal actions (it equals legal
// except where a Bag's contents were guessed).
func (b *Search) legalIn(s *horus.State, legal []horus.Action) []horus.Action {
	b.buf = s.Legal(b.buf[:0])
	if len(b.buf) == 0 {
		return legal
	}
	return b.buf
}

// reward is the seat's share of the end position: a win counts 1, each
// point 1/200.
func reward(s *horus.State, seat int) float64 {
	sc := s.Scores()
	r := float64(sc[seat].Total) / 200
	if sc[seat].Won {
		r++
	}
	return r
}
