package runrunrun

import (
	"context"
	"math/rand/v2"
	"sort"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// The hard level: a determinized search over the heuristic. At a player
// step it takes a few candidate actions (the heuristic's choice, its best
// rooms, every fight, the Regroup), and for each of several samples of
// what the seat cannot see (rrr.Determinize) plays every candidate out
// with the heuristic for the whole team, chance drawn from one stream per
// sample so that the candidates meet the same luck; it scores each future
// (a win 1, a loss 0, else the evaluation's estimate) and takes the best
// mean. Other decisions are the heuristic's.
//
// The search is small and game-specific on purpose; its two seams are the
// policy that plays the futures (rolloutPolicy) and the evaluation that
// scores an unfinished one (evaluation), so that it can move onto a
// shared search package later.

// rolloutPolicy plays every seat of a future: the heuristic.
type rolloutPolicy interface {
	pick(s *rrr.State, legal []rrr.Action) (rrr.Action, why)
}

// evaluation estimates the team's chance to win from a position.
type evaluation func(s *rrr.State) float64

// search is one hard teammate's search, with its budget.
type search struct {
	rng     *rand.Rand
	top     *policy       // the heuristic at the root (with the marker)
	play    rolloutPolicy // the heuristic in the futures
	eval    evaluation
	samples int // determinizations per decision
	horizon int // turns a future is played before it is scored
	width   int // rooms among the candidates
}

// The hard level's budget: samples × (about) seven candidates futures of
// a round or two each.
const (
	hardSamples = 24
	hardHorizon = 8
	hardWidth   = 4
)

func newSearch(rng *rand.Rand) *search {
	return &search{
		rng: rng, top: &policy{rng: rng}, play: &policy{rng: rng, rollout: true},
		eval: evaluate, samples: hardSamples, horizon: hardHorizon, width: hardWidth,
	}
}

// decide chooses for the seat of obs; s is one sample behind obs.
func (x *search) decide(ctx context.Context, obs rrr.Observation, s *rrr.State) (rrr.Action, why) {
	var buf [rrr.MaxLegal]rrr.Action
	legal := s.Legal(buf[:0])
	base, bw := x.top.pick(s, legal)
	cands := x.candidates(s, legal, base)
	if len(cands) < 2 {
		return base, bw
	}
	sum := make([]float64, len(cands))
	n := 0
	for ; n < x.samples && ctx.Err() == nil; n++ {
		seed := x.rng.Uint64()
		d := rrr.Determinize(obs, rand.New(rand.NewPCG(seed, 1)))
		for j, c := range cands {
			t := d
			if t.Apply(c) != nil {
				continue // not legal in this sample: it counts as a loss
			}
			sum[j] += x.future(&t, seed)
		}
	}
	if n == 0 {
		return base, bw
	}
	best, second := 0, -1
	for j := range cands {
		if sum[j] > sum[best] {
			best = j
		}
	}
	for j := range cands {
		if j != best && (second < 0 || sum[j] > sum[second]) {
			second = j
		}
	}
	// Ties go to the heuristic's own choice (candidate 0).
	if sum[best] <= sum[0] {
		best = 0
	}
	w := bw
	if cands[best] != base {
		_, w = x.top.explain(s, legal, cands[best])
	}
	pct := func(j int) int { return int(100*sum[j]/float64(n) + 0.5) }
	if second >= 0 {
		inner := w
		w = why{code: rrr.ReasonSearch, n: n}
		w.inner = &inner
		w.pct, w.pct2 = pct(best), pct(second)
	}
	return cands[best], w
}

// candidates are the actions the search compares at a player step before
// the action (none elsewhere): the heuristic's choice first, then every
// fight, the Regroup, the best rooms and walks.
func (x *search) candidates(s *rrr.State, legal []rrr.Action, base rrr.Action) []rrr.Action {
	switch base.Kind {
	case rrr.ActExplore, rrr.ActFight, rrr.ActRegroup, rrr.ActWalk:
	default:
		return nil
	}
	out := []rrr.Action{base}
	add := func(a rrr.Action) {
		for _, b := range out {
			if b == a {
				return
			}
		}
		out = append(out, a)
	}
	v := newView(s, s.Current())
	type scored struct {
		a  rrr.Action
		sc float64
	}
	var rooms, walks []scored
	var ex *explorer
	for _, a := range legal {
		switch a.Kind {
		case rrr.ActFight, rrr.ActRegroup:
			add(a)
		case rrr.ActExplore:
			if ex == nil {
				ex = newExplorer(v)
			}
			rooms = append(rooms, scored{a, ex.score(a).score})
		case rrr.ActWalk:
			c := s.CellAt(a.At)
			walks = append(walks, scored{a, float64(s.Cells[c].Corr &^ s.Cells[c].Join)})
		}
	}
	for _, list := range [][]scored{rooms, walks} {
		sort.SliceStable(list, func(i, j int) bool { return list[i].sc > list[j].sc })
		for i := 0; i < len(list) && i < x.width; i++ {
			add(list[i].a)
		}
	}
	return out
}

// future plays s forward with the heuristic for the search's horizon and
// scores where it ends.
func (x *search) future(s *rrr.State, seed uint64) float64 {
	chance := rand.New(rand.NewPCG(seed, 2))
	var buf [rrr.MaxLegal]rrr.Action
	end := s.Turns + uint16(x.horizon)
	for steps := 0; !s.Over && s.Turns < end && steps < 20_000; steps++ {
		legal := s.Legal(buf[:0])
		var a rrr.Action
		if s.IsChance() {
			a = legal[chance.IntN(len(legal))]
		} else {
			a, _ = x.play.pick(s, legal)
		}
		if s.Apply(a) != nil {
			break
		}
	}
	if s.Over {
		if s.Won {
			return 1
		}
		return 0
	}
	return x.eval(s)
}
