// Package search is the computer players' search, shared by the games of
// the collection. It lives beside the game contract (game/table) but works
// on each game's own fast typed API, through Go generics: the contract
// speaks in notation at human speed, and a search plays hundreds of games
// forward for one decision.
//
// The search is determinized Monte Carlo over the information set of one
// seat. It never sees the position: it is given the seat's observation,
// and every round it asks the game for a full position that the seat
// cannot tell from the real one (Game.Sample, drawn from the search's own
// random stream). From that sample it plays every candidate still in the
// running (an Option: a first action, and the plan the seat follows after
// it) to the end of the game or to a horizon, with the game's play-out
// policy for every seat and chance drawn uniformly from the search's
// streams (one a kind of chance, if the game names them: Luck). All candidates of a round meet the same sample and the same luck
// (common random numbers), so their difference measures the candidates,
// not the dice. Averaging over fresh samples every round is what makes it a
// search over the information set rather than over one guessed position.
//
// Budgets are play-outs (then a seed fixes every choice) and/or wall
// time; a cancelled context stops the search at once with the best
// candidate so far. It runs on the caller's goroutine, allocates nothing
// per play-out once its buffers have grown, and keeps no state between
// decisions beyond those buffers.
//
// A game plugs in by implementing Game for its State, Action and
// Observation types. What a game with hidden roles needs (Pengqueen: the
// Mummy does not see the hunters) is all in its Sample; a co-operative game
// (Run Run Run!) writes the team's value into every seat's entry of Result
// and Evaluate.
package search

import (
	"cmp"
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"time"
)

// What Game.Actor answers besides a seat number (0, 1, ...); the same
// values as the contract's table.Chance and table.Over.
const (
	Chance = -1
	Over   = -2
)

// Others is the plan Game.Policy is given for every seat but the searching
// one.
const Others = -1

// Game is what one game gives the search, over its typed state S, action
// A and observation O. S must be a value type (fixed arrays, no pointers
// into shared data): the search clones a position by copying it.
type Game[S any, A comparable, O any] interface {
	// Sample writes into s a full position that the observer of obs
	// cannot tell from the real one, everything hidden from it drawn
	// from rng. It reads nothing but obs.
	Sample(obs *O, rng *rand.Rand, s *S)
	// Actor is the seat to act in s, Chance or Over.
	Actor(s *S) int
	// Legal appends the legal actions of s to buf and returns it; at a
	// chance node, the outcomes, all equally likely.
	Legal(s *S, buf []A) []A
	// Apply plays a on s and reports whether it was legal (s is left
	// as it was if not).
	Apply(s *S, a A) bool
	// Policy is the play-out policy: the action of the seat to act in s,
	// one of legal. plan is the searching seat's plan (Option.Plan) when
	// that seat acts, and Others for every other seat. Its randomness
	// comes from rng.
	Policy(s *S, legal []A, plan int, rng *rand.Rand) A
	// Evaluate writes into out (one entry a seat, at least eight
	// entries, cleared) what each seat may
	// expect from s, a position where a play-out was cut short by the
	// horizon, on the same scale as Result.
	Evaluate(s *S, out []float64)
	// Result writes into out each seat's result of the finished game in
	// s: higher is better (a win 1, a loss 0, or with a little for
	// points). In a co-operative game every seat gets the team's value.
	Result(s *S, out []float64)
}

// Cutter is a Game that ends play-outs early by its own measure (a number
// of rounds or turns): Cut reports whether the play-out that started from
// root has gone far enough at s, where it is then scored by Evaluate.
type Cutter[S any] interface {
	Cut(root, s *S) bool
}

// Starter is a Game that keeps memos over the steps of one play-out (a
// plan made at the start of a turn, say): StartPlayout is called before
// each play-out, so that nothing carries over from one to the next and
// every play-out is the same whatever was played before it.
type Starter interface {
	StartPlayout()
}

// Luck is a Game whose chance comes in kinds that should meet the same
// luck in every option's play-out however the options differ: Stream
// names the stream (0 to Streams-1) of the chance step to take in s. A
// game whose dice, cards and falling blocks each draw from their own
// stream keeps the blocks of one sample falling in the same order for
// every option even when one option rolls more dice than another. Without
// it, every chance step draws from one stream.
type Luck[S any] interface {
	Stream(s *S) int
}

// Lister is a Game that can play an action taken from the Legal list of
// that very position without checking it again: ApplyListed plays a, one
// of Legal(s). A game whose Apply checks an action by working its legal
// list out again spends much of a play-out doing so, while the search
// already has the list: it takes every chance step from it, and checks a
// policy's choice against it before calling ApplyListed (Apply otherwise).
type Lister[S, A any] interface {
	ApplyListed(s *S, a A)
}

// Streams is the number of chance streams a Luck game may use.
const Streams = 4

// Option is one candidate of a decision: the action played first, and the
// plan the searching seat follows after it in the play-outs (0 the game's
// default play; a game may define others, such as "head out now" or "go
// for this target first").
type Option[A comparable] struct {
	Action A
	Plan   int
}

// Options is one option per action, each followed by the default plan.
func Options[A comparable](legal []A) []Option[A] {
	out := make([]Option[A], len(legal))
	for i, a := range legal {
		out[i] = Option[A]{Action: a}
	}
	return out
}

// Config sets a decision's budget and how it spends it.
type Config struct {
	// Playouts is the budget in play-outs (one option played out from
	// one sample); 0 means none, then Time must be set. With a play-out
	// budget and no time limit the same seed makes the same choice.
	Playouts int
	// Time is the budget in wall time; 0 means none.
	Time time.Duration
	// Halving spends the play-out budget by sequential halving: it is
	// cut into phases, and after each the worse half of the options by
	// mean is dropped, so the promising ones get most of the play-outs.
	Halving bool
	// Baseline is the index of an option every other option is measured
	// against, in the same play-outs; -1 for none. With Margin > 0 an
	// option is chosen over the baseline only if its mean gain over it,
	// less Margin standard errors of that gain, is above zero: a plan
	// that re-plans at every step (and so could flip on noise) then holds
	// to the baseline unless something is clearly better. The baseline
	// is never dropped by halving.
	Baseline int
	Margin   float64
	// MaxSteps cuts a play-out after that many steps (0: play to the end
	// or to the game's Cutter); the position is then scored by Evaluate.
	MaxSteps int
}

// Stat is what the search found of one option.
type Stat struct {
	N    int     // play-outs
	Mean float64 // of the searching seat's value
	// Gain is the mean difference to the baseline in the same play-outs
	// and SE its standard error (0 without a baseline). With halving they
	// are measured on the last phase's play-outs only: the options still
	// in the running were picked by the earlier ones, whose figures
	// flatter them (the winner's curse), so only the last phase's are a
	// fair measure of the choice.
	Gain, SE float64
	Live     bool // still searched when the budget ran out
}

// Result is a decision.
type Result[A comparable] struct {
	Best     int // index of the chosen option; -1 if there was none
	Action   A   // its action
	Stats    []Stat
	Playouts int // play-outs spent
	Rounds   int // samples drawn
}

// Searcher runs decisions for one game. It keeps buffers between
// decisions and is not safe for concurrent use: each computer player has
// its own.
type Searcher[S any, A comparable, O any] struct {
	game  Game[S, A, O]
	cut   Cutter[S]
	luckG Luck[S]
	start Starter
	list  Lister[S, A]
	rng   *rand.Rand // the samples and the seeds of each round's luck
	// One round's luck: the chance streams, and the policy's choices.
	luck  [Streams + 1]rand.PCG
	draws [Streams + 1]*rand.Rand
	buf   []A
	vals  []float64
	stats []arm
	live  []int
	seat  int
	obs   *O
	root  S // the round's sample
	work  S // one play-out
	first S // after the option's first action, for the Cutter
}

type arm struct {
	n         int
	sum       float64
	dn        int // play-outs paired with the baseline
	dsum, dsq float64
	pn        int // the same in the phase under way
	psum, psq float64
}

// New makes a searcher for game with its own random stream from seed.
func New[S any, A comparable, O any](game Game[S, A, O], seed uint64) *Searcher[S, A, O] {
	x := &Searcher[S, A, O]{game: game, rng: rand.New(rand.NewPCG(seed, 0x5ea4c4))}
	x.cut, _ = game.(Cutter[S])
	x.luckG, _ = game.(Luck[S])
	x.start, _ = game.(Starter)
	x.list, _ = game.(Lister[S, A])
	for i := range x.luck {
		x.draws[i] = rand.New(&x.luck[i])
	}
	return x
}

// Run decides for seat, who observes obs, among options. It stops when the
// budget is spent or ctx is cancelled, and returns the best option found
// (the first one if there was no time for any play-out).
func (x *Searcher[S, A, O]) Run(ctx context.Context, obs *O, seat int, options []Option[A], cfg Config) Result[A] {
	res := Result[A]{Best: -1}
	if len(options) == 0 {
		return res
	}
	res.Best, res.Action = 0, options[0].Action
	res.Stats = make([]Stat, len(options))
	if len(options) == 1 {
		return res
	}
	x.seat, x.obs = seat, obs
	if len(x.vals) <= seat {
		x.vals = make([]float64, max(seat+1, maxSeats))
	}
	defer func() { x.obs = nil }()
	x.stats = append(x.stats[:0], make([]arm, len(options))...)
	base := cfg.Baseline
	if base < 0 || base >= len(options) {
		base = -1
	}
	x.live = x.live[:0]
	if base >= 0 {
		x.live = append(x.live, base)
	}
	for k := range options {
		if k != base {
			x.live = append(x.live, k)
		}
	}
	var deadline time.Time
	if cfg.Time > 0 {
		deadline = time.Now().Add(cfg.Time)
	}
	stop := func() bool {
		return ctx.Err() != nil || (cfg.Time > 0 && !time.Now().Before(deadline))
	}
	budget := cfg.Playouts
	if budget <= 0 {
		if cfg.Time <= 0 {
			budget = len(options) // no budget given: one round
		} else {
			budget = math.MaxInt / 2
		}
	}
	budget = max(budget, len(options))
	phases := 1
	if cfg.Halving && cfg.Playouts >= 2*len(options) {
		for n := len(options); n > 2; n = (n + 1) / 2 {
			phases++
		}
	}
	done := 0
	for ph := 0; ph < phases && !stop(); ph++ {
		for k := range x.stats {
			a := &x.stats[k]
			a.pn, a.psum, a.psq = 0, 0, 0
		}
		spend := (budget - done) / (phases - ph)
		if ph == 0 {
			spend = max(spend, len(x.live)) // at least one round
		}
		for used := 0; used+len(x.live) <= spend && !stop(); used += len(x.live) {
			x.round(options, base, cfg)
			done += len(x.live)
			res.Rounds++
		}
		if ph+1 < phases {
			x.halve(base)
		}
	}
	res.Playouts = done
	for _, k := range x.live {
		res.Stats[k].Live = true
	}
	for k := range options {
		a := &x.stats[k]
		st := &res.Stats[k]
		st.N = a.n
		if a.n > 0 {
			st.Mean = a.sum / float64(a.n)
		}
		dn, dsum, dsq := a.dn, a.dsum, a.dsq
		if phases > 1 && a.pn > 1 {
			dn, dsum, dsq = a.pn, a.psum, a.psq
		}
		if base >= 0 && dn > 0 && k != base {
			n := float64(dn)
			st.Gain = dsum / n
			v := max(dsq/n-st.Gain*st.Gain, 0)
			st.SE = math.Sqrt(v / max(n-1, 1))
		}
	}
	best, bestV := -1, math.Inf(-1)
	if base >= 0 && cfg.Margin > 0 && res.Stats[base].N > 0 {
		best, bestV = base, 0
	}
	for k := range options {
		st := &res.Stats[k]
		if !st.Live || st.N == 0 {
			continue
		}
		v := st.Mean
		if base >= 0 && cfg.Margin > 0 {
			if k == base {
				continue
			}
			v = st.Gain - cfg.Margin*st.SE
		}
		if v > bestV {
			best, bestV = k, v
		}
	}
	if best >= 0 {
		res.Best, res.Action = best, options[best].Action
	}
	return res
}

// round plays every live option out of one sample with the same luck.
func (x *Searcher[S, A, O]) round(options []Option[A], base int, cfg Config) {
	x.game.Sample(x.obs, x.rng, &x.root)
	s1, s2 := x.rng.Uint64(), x.rng.Uint64()
	var rBase float64
	haveBase := false
	for _, k := range x.live {
		for i := range x.luck {
			x.luck[i].Seed(s1, s2+uint64(i)*0x9e3779b97f4a7c15)
		}
		r, ok := x.playout(options[k], cfg)
		if !ok {
			continue // not legal in this sample: it counts for nothing
		}
		a := &x.stats[k]
		a.n++
		a.sum += r
		switch {
		case k == base:
			rBase, haveBase = r, true
		case haveBase:
			d := r - rBase
			a.dn++
			a.dsum += d
			a.dsq += d * d
			a.pn++
			a.psum += d
			a.psq += d * d
		}
	}
}

// playout plays option o from the round's sample; false if its first
// action is not legal there.
func (x *Searcher[S, A, O]) playout(o Option[A], cfg Config) (float64, bool) {
	g := x.game
	if x.start != nil {
		x.start.StartPlayout()
	}
	x.work = x.root
	s := &x.work
	if !g.Apply(s, o.Action) {
		return 0, false
	}
	if x.cut != nil {
		x.first = *s
	}
	for steps := 0; ; steps++ {
		who := g.Actor(s)
		if who == Over {
			clear(x.vals)
			g.Result(s, x.vals)
			return x.value(), true
		}
		if (cfg.MaxSteps > 0 && steps >= cfg.MaxSteps) || steps >= maxSteps || (x.cut != nil && x.cut.Cut(&x.first, s)) {
			break
		}
		x.buf = g.Legal(s, x.buf[:0])
		if len(x.buf) == 0 {
			break
		}
		var a A
		switch who {
		case Chance:
			k := 0
			if x.luckG != nil {
				k = min(max(x.luckG.Stream(s), 0), Streams-1)
			}
			a = x.buf[x.draws[k].IntN(len(x.buf))]
		case x.seat:
			a = g.Policy(s, x.buf, o.Plan, x.draws[Streams])
		default:
			a = g.Policy(s, x.buf, Others, x.draws[Streams])
		}
		if x.list != nil && (who == Chance || slices.Contains(x.buf, a)) {
			x.list.ApplyListed(s, a)
		} else if !g.Apply(s, a) {
			break
		}
	}
	clear(x.vals)
	g.Evaluate(s, x.vals)
	return x.value(), true
}

// maxSteps bounds a play-out of a game that does not end (a game's bug):
// it is then scored where it stands.
const maxSteps = 100_000

// maxSeats is the length of the value vectors Result and Evaluate fill
// (longer if the searching seat's number needs it).
const maxSeats = 8

func (x *Searcher[S, A, O]) value() float64 {
	if x.seat < 0 || x.seat >= len(x.vals) {
		return 0
	}
	return x.vals[x.seat]
}

// halve keeps the better half of the live options by mean (the baseline
// always stays, first).
func (x *Searcher[S, A, O]) halve(base int) {
	if len(x.live) <= 2 {
		return
	}
	keep := (len(x.live) + 1) / 2
	rest := x.live
	if base >= 0 {
		rest = x.live[1:]
		keep = max(keep, 2)
	}
	mean := func(k int) float64 {
		a := &x.stats[k]
		if base >= 0 && a.dn > 0 {
			return a.dsum / float64(a.dn) // the same play-outs as the baseline's
		}
		if a.n == 0 {
			return math.Inf(-1)
		}
		return a.sum / float64(a.n)
	}
	slices.SortStableFunc(rest, func(i, j int) int { return cmp.Compare(mean(j), mean(i)) })
	x.live = x.live[:keep]
}
