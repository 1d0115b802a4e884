package runrunrun

import (
	"context"
	"math/rand/v2"
	"sort"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/search"
)

// The medium and hard levels: the shared search (game/search, rrrGame)
// over the heuristic. At a player step before the action it takes a few
// candidate actions (the heuristic's choice, its best rooms, every fight,
// the Regroup), and for each of several samples of what the seat cannot
// see (rrr.Determinize) plays every candidate out with the heuristic for
// the whole team, chance drawn from the search's streams so that the
// candidates meet the same luck; it scores each future (a win 1, a loss 0,
// else the evaluation's estimate) and takes the best mean, or (medium)
// holds to the heuristic's choice unless another is clearly better. Other
// decisions are the heuristic's.

// searcher is one teammate's search, with its level's budget.
type searcher struct {
	top   *policy // the heuristic at the root (with the marker)
	game  rrrGame
	x     *search.Searcher[rrr.State, rrr.Action, rrr.Observation]
	level searchLevel
}

// searchLevel is a level's budget and how it spends it.
type searchLevel struct {
	samples int    // determinizations per decision, each playing every candidate
	horizon uint16 // turns a future is played before it is scored
	width   int    // rooms (and walks) among the candidates
	// margin: another action replaces the heuristic's only when its mean
	// gain over it, sample by sample, is this many standard errors above
	// nothing (0: the best mean, ties to the heuristic).
	margin float64
}

// The levels' budgets: hard plays 24 samples × (about) seven candidates,
// futures of eight turns, and takes the best mean; medium plays 4 samples
// of the heuristic's choice, its best room, the fights and the Regroup,
// futures of two turns, and keeps the heuristic's choice unless another
// is 1.5 standard errors better (docs/runrunrun-ai.md: between the
// heuristic and hard in strength).
var (
	mediumSearch = searchLevel{samples: 4, horizon: 2, width: 1, margin: 1.5}
	hardSearch   = searchLevel{samples: 24, horizon: 8, width: 4}
)

func newSearcher(rng *rand.Rand, lv searchLevel) *searcher {
	x := &searcher{top: &policy{rng: rng}, level: lv}
	x.game = rrrGame{play: &policy{rollout: true}, horizon: lv.horizon}
	x.x = search.New[rrr.State, rrr.Action, rrr.Observation](&x.game, rng.Uint64())
	return x
}

// decide chooses for the seat of obs; s is one sample behind obs.
func (x *searcher) decide(ctx context.Context, obs rrr.Observation, s *rrr.State) (rrr.Action, why) {
	var buf [rrr.MaxLegal]rrr.Action
	legal := s.Legal(buf[:0])
	base, bw := x.top.pick(s, legal)
	cands := x.candidates(s, legal, base)
	if len(cands) < 2 || ctx.Err() != nil {
		return base, bw
	}
	cfg := search.Config{Playouts: x.level.samples * len(cands), Baseline: 0, Margin: x.level.margin}
	res := x.x.Run(ctx, &obs, s.Current(), search.Options(cands), cfg)
	if res.Rounds == 0 || res.Best < 0 {
		return base, bw
	}
	best := res.Best
	second := -1
	for j := range cands {
		if j != best && res.Stats[j].N > 0 && (second < 0 || res.Stats[j].Mean > res.Stats[second].Mean) {
			second = j
		}
	}
	w := bw
	if cands[best] != base {
		_, w = x.top.explain(s, legal, cands[best])
	}
	pct := func(j int) int { return int(100*res.Stats[j].Mean + 0.5) }
	if second >= 0 {
		inner := w
		w = why{code: rrr.ReasonSearch, n: res.Rounds}
		w.inner = &inner
		w.pct, w.pct2 = pct(best), pct(second)
	}
	return cands[best], w
}

// candidates are the actions the search compares at a player step before
// the action (none elsewhere): the heuristic's choice first, then every
// fight, the Regroup, the best rooms and walks.
func (x *searcher) candidates(s *rrr.State, legal []rrr.Action, base rrr.Action) []rrr.Action {
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
		for i := 0; i < len(list) && i < x.level.width; i++ {
			add(list[i].a)
		}
	}
	return out
}
