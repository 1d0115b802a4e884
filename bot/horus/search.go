package horus

import (
	"context"
	"math/rand/v2"
	"slices"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/search"
)

// Search is the medium and hard level, on the shared search (game/search):
// determinized Monte Carlo over the seat's information set. Each round of
// the search samples a full state consistent with the seat's observation
// (horus.Determinize), and plays every candidate (a first action and the
// plan the seat follows after it) to the end of the game (medium) or five
// rounds on (hard: hardHorizon) with the same dice, cards and blocks; the
// other seats play the heuristic as the seat expects them to, chance comes
// from the bot's own stream. A candidate is scored by the seat's result: 1
// for a win plus a point's worth of 1/200 for each point scored, or at the
// horizon the same as Evaluate expects it.
//
// The candidates (options, below): the heuristic's styles (default,
// cautious, greedy, leave now), and for the hard level also every distinct
// first action and a goal for this turn at each of the best targets (go
// there and open, search or pick). No candidate walks the seat back onto a
// square it has stood on this turn without gaining anything since
// (Memory.Revisit).
//
// The hard level also models the table from how the other seats have
// played this game (model.go), spends its budget by sequential halving,
// measures every plan against leaving now in the same play-outs: it
// stays inside only when that beats leaving by a standard error (the
// commitment rule: a search that re-plans at every step otherwise turns
// back toward the loot whenever noise favours a greedier plan), and counts
// its own end inside as a loss beyond its points (trapCost).
//
// The budget is a number of play-outs, not wall time (the hard level's
// goes with the table's size: budgetTable), so a seed and a budget fix
// every choice; a cancelled context stops early with the best
// candidate so far.
type Search struct {
	rng  *rand.Rand
	pol  *policy
	x    *search.Searcher[horus.State, horus.Action, horus.Observation]
	game horusGame
	cfg  search.Config
	hard bool
	mem  *Memory // nil until the first decision (or Remember)
	opts []search.Option[horus.Action]
	last decision // the last decision, for hints
}

// decision is a decision: the chosen option and what the search found.
type decision struct {
	action horus.Action
	option search.Option[horus.Action]
	stat   search.Stat
	base   search.Stat // the baseline's: leaving now, or the first candidate when leaving would walk back
	spent  int         // play-outs run (none: one candidate, or no search)
}

// Budgets of the search levels, in play-outs per decision (the hard
// level's at budgetTable players).
const (
	mediumIterations = 160
	hardIterations   = 2400
)

// hardHorizon is how many rounds the hard level's play-outs look ahead
// before Evaluate scores them (a seat's points times its chance of
// getting out). A play-out to the end of the game costs about twice as
// much, and the plans differ most in the rounds just ahead: the budget a
// decision can afford buys nearly twice the play-outs this way, and more
// play-outs were worth more than anything else tried (docs/ai.md).
const hardHorizon = 5

// budgetTable is the table size at which the hard level spends
// hardIterations; at n players it spends hardIterations*budgetTable/n. A
// play-out plays every seat, so its cost grows with the seats: the budget
// in proportion keeps a decision about as long at every table
// (BenchmarkDecision), twice the play-outs at two players as at four,
// which won 69 of 90 games head to head against medium where the budget of
// four won 56 of the same 90 (docs/ai.md).
const budgetTable = 4

// leavingMargin is the margin (in standard errors) a plan that stays
// inside must beat leaving by, once the seat's last decision was to head
// out; the hard level's first decision to leave needs only one.
const leavingMargin = 2

// trapCost is what the hard level counts its own end inside (sealed in,
// crushed, mummified) as costing beyond the points it loses, in wins. The
// play-outs follow a plan to the end, while the seat re-plans at every
// step and finds one more round worth it again and again; measured against
// three easy players, the hard level was shut in with a hand that would
// have won in a quarter of its games, most of them sealed by round 9 while
// an easy player who had left early won with less (TestLossDiagnosis).
const trapCost = 0.3

func init() {
	register("medium", func(seed uint64) Bot { return NewSearch(seed, mediumIterations, false) })
	register("hard", func(seed uint64) Bot { return NewSearch(seed, hardIterations, true) })
}

// NewSearch makes a search bot with its own stream: iters play-outs per
// decision; hard adds the hard level's candidates, model and rules.
func NewSearch(seed uint64, iters int, hard bool) *Search {
	rng := rand.New(rand.NewPCG(seed, 0x5ea4c4))
	b := &Search{rng: rng, pol: newPolicy(rng), hard: hard}
	b.pol.commit = true
	b.game = horusGame{pol: b.pol, fixed: styleDefault, strong: true}
	b.x = search.New[horus.State, horus.Action, horus.Observation](&b.game, rng.Uint64())
	b.cfg = search.Config{Playouts: max(iters, 1), Baseline: -1}
	if hard {
		b.cfg.Halving, b.cfg.Baseline, b.cfg.Margin = true, 0, 1
		b.game.trapCost = trapCost
		b.game.horizon = hardHorizon
	}
	return b
}

// Remember gives the bot what its seat has seen of the game so far (a bot
// made afresh for each decision otherwise knows only the present).
func (b *Search) Remember(m *Memory) { b.mem = m }

// Watch takes an observation of the seat's at a step that is not its own
// decision (see Watcher).
func (b *Search) Watch(obs horus.Observation) { b.memory(&obs).See(obs) }

func (b *Search) memory(obs *horus.Observation) *Memory {
	if b.mem == nil || b.mem.seat != int(obs.Seat) {
		b.mem = NewMemory(int(obs.Seat))
	}
	return b.mem
}

// Choose runs the search and returns a legal action.
func (b *Search) Choose(ctx context.Context, obs horus.Observation, legal []horus.Action) horus.Action {
	return b.decide(ctx, obs, legal).action
}

func (b *Search) decide(ctx context.Context, obs horus.Observation, legal []horus.Action) decision {
	b.last = decision{}
	if len(legal) == 0 {
		return decision{action: horus.Action{Kind: horus.ActEnd}}
	}
	seat := obs.Current
	if seat < 0 || seat >= int(obs.Opt.Players) || int(obs.Seat) != seat {
		return decision{action: legal[0]}
	}
	mem := b.memory(&obs)
	mem.See(obs)
	if len(legal) == 1 {
		return decision{action: legal[0]}
	}
	g := &b.game
	g.me = seat
	g.goalRound, g.goalCount = obs.Round, uint8(obs.Players[seat].Count)
	g.model = nil
	if b.hard {
		mem.model.learn(b.pol)
		g.model = &mem.model
	}
	root := horus.Determinize(obs, b.rng)
	b.pol.forget()
	opts := b.options(&root, &obs, legal, mem)
	cfg := b.cfg
	if b.hard { // obs.Opt.Players is at least seat+1 here
		cfg.Playouts = max(cfg.Playouts*budgetTable/int(obs.Opt.Players), 1)
	}
	if b.hard && mem.leaving {
		// Once on the way out, turning back takes a clearer case: a
		// search that re-plans at every step would otherwise drift back
		// inside one noisy step at a time.
		cfg.Margin = leavingMargin
	}
	res := b.x.Run(ctx, &obs, seat, opts, cfg)
	r := decision{action: legal[0]}
	if res.Best >= 0 {
		r = decision{action: res.Action, option: opts[res.Best], stat: res.Stats[res.Best], spent: res.Playouts}
		if b.cfg.Baseline >= 0 {
			r.base = res.Stats[b.cfg.Baseline]
		}
	}
	if !has(legal, r.action) {
		r.action = legal[0]
	}
	mem.notePlan(&obs, r.option.Plan)
	b.last = r
	return r
}

// options are the candidates of a decision, the first one leaving now
// (the hard level's baseline). A plan's first action is the one it takes
// in root, one sample of the position (the plans read only what the seat
// knows, so any sample gives the same).
func (b *Search) options(root *horus.State, obs *horus.Observation, legal []horus.Action, mem *Memory) []search.Option[horus.Action] {
	b.opts = b.opts[:0]
	g := &b.game
	add := func(a horus.Action, plan int) {
		if !has(legal, a) || a.Kind == horus.ActMove && mem.Revisit(obs, horus.Square(a.A)) {
			return
		}
		o := search.Option[horus.Action]{Action: a, Plan: plan}
		if !slices.Contains(b.opts, o) {
			b.opts = append(b.opts, o)
		}
	}
	plan := func(p int) {
		a, _ := b.pol.choose(root, legal, g.planStyle(p))
		add(a, p)
	}
	plan(planLeave)
	plan(planDefault)
	plan(planCautious)
	plan(planGreedy)
	if !b.hard {
		return b.fallback(legal)
	}
	if last, ok := mem.lastPlan(obs); ok {
		plan(last)
	}
	// Goals for this turn: the best few targets the heuristic weighs.
	if root.Phase == horus.PhaseActions && root.Must == horus.MustNothing && !root.Lock.Active {
		var list targetList
		b.pol.sync(root)
		b.pol.collect = &list
		b.pol.assess(root, int(obs.Seat), g.planStyle(planDefault))
		b.pol.collect = nil
		ts := list.t[:list.n]
		slices.SortStableFunc(ts, func(x, y targetOpt) int {
			switch {
			case x.rate > y.rate:
				return -1
			case x.rate < y.rate:
				return 1
			}
			return 0
		})
		seen := 0
		for _, t := range ts {
			if seen == maxGoals {
				break
			}
			p := makePlan(planDefault, t.sq, t.why)
			if slices.ContainsFunc(b.opts, func(o search.Option[horus.Action]) bool { return o.Plan == p }) {
				continue
			}
			plan(p)
			seen++
		}
	}
	for _, a := range legal {
		if a.Kind != horus.ActReroll {
			add(a, planDefault)
		}
	}
	return b.fallback(legal)
}

// maxGoals is how many targets the hard level tries as goals for the turn.
const maxGoals = 4

// fallback makes sure there is a candidate: if every plan would walk back
// for nothing, ending the turn (or the first legal action) is left.
func (b *Search) fallback(legal []horus.Action) []search.Option[horus.Action] {
	if len(b.opts) > 0 {
		return b.opts
	}
	for _, a := range legal {
		if a.Kind == horus.ActEnd {
			return append(b.opts, search.Option[horus.Action]{Action: a})
		}
	}
	return append(b.opts, search.Option[horus.Action]{Action: legal[0]})
}
