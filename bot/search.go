package bot

import (
	"context"
	"math"
	"math/rand/v2"

	"github.com/pyramid-studio/pyramid/game"
)

// Search is the medium and hard level: determinized Monte Carlo over plans.
// Each iteration samples a full state consistent with the seat's
// observation (game.Determinize, from the bot's own stream), commits the
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
	buf     []game.Action
	arms    []arm
	chance  rand.PCG // the dice, cards and blocks of one play-out round
	draw    *rand.Rand
}

// arm is one candidate of the root bandit.
type arm struct {
	first game.Action // ActNone: let the style choose
	st    style
	n     int     // play-outs
	sum   float64 // of their rewards
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
func NewSearch(seed uint64, iters int, actions bool) *Search {
	rng := rand.New(rand.NewPCG(seed, 0x5ea4c4))
	b := &Search{rng: rng, pol: newPolicy(rng), iters: max(iters, 1), actions: actions}
	b.draw = rand.New(&b.chance)
	return b
}

var searchStyles = []style{styleDefault, styleCautious, styleGreedy, styleLeave}

// Choose runs the search and returns a legal action.
func (b *Search) Choose(ctx context.Context, obs game.Observation, legal []game.Action) game.Action {
	a, _ := b.decide(ctx, obs, legal)
	return a
}

// decide also returns the chosen arm's style, for hints.
func (b *Search) decide(ctx context.Context, obs game.Observation, legal []game.Action) (game.Action, *arm) {
	if len(legal) == 0 {
		return game.Action{Kind: game.ActEnd}, nil
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
			if a.Kind != game.ActReroll {
				b.arms = append(b.arms, arm{first: a, st: styleDefault})
			}
		}
	}
	root := game.Determinize(obs, b.rng)
	// Rounds of common random numbers: every candidate plays out the same
	// sampled state with the same dice, cards and blocks, so the
	// comparison measures the plan and not the luck.
	for done := 0; done+len(b.arms) <= max(b.iters, len(b.arms)); done += len(b.arms) {
		if ctx.Err() != nil {
			break
		}
		d := game.Determinize(obs, b.rng)
		s1, s2 := b.rng.Uint64(), b.rng.Uint64()
		for k := range b.arms {
			s := d
			b.chance.Seed(s1, s2)
			b.arms[k].n++
			b.arms[k].sum += b.playout(&s, seat, legal, &b.arms[k])
		}
	}
	best, bestMean := -1, math.Inf(-1)
	for k := range b.arms {
		if b.arms[k].n == 0 {
			continue
		}
		if m := b.arms[k].sum / float64(b.arms[k].n); m > bestMean {
			best, bestMean = k, m
		}
	}
	if best < 0 { // cancelled before the first play-out
		a, _ := b.pol.choose(&root, legal, styleDefault)
		return a, nil
	}
	ar := &b.arms[best]
	a := ar.first
	if a.Kind == game.ActNone {
		a, _ = b.pol.choose(&root, legal, ar.st)
	}
	if !has(legal, a) {
		a = legal[0]
	}
	return a, ar
}

// playout commits seat to arm ar in s and plays to the end; the result is
// the seat's entry of the score vector: 1 for a win, plus a little for
// points so that among lost games more treasure still counts.
func (b *Search) playout(s *game.State, seat int, legal []game.Action, ar *arm) float64 {
	if ar.first.Kind != game.ActNone {
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
		var a game.Action
		if s.IsChance() {
			a = b.buf[b.draw.IntN(len(b.buf))]
		} else {
			st := styleDefault
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
func (b *Search) legalIn(s *game.State, legal []game.Action) []game.Action {
	b.buf = s.Legal(b.buf[:0])
	if len(b.buf) == 0 {
		return legal
	}
	return b.buf
}

// reward is the seat's share of the end position: a win counts 1, each
// point 1/200.
func reward(s *game.State, seat int) float64 {
	sc := s.Scores()
	r := float64(sc[seat].Total) / 200
	if sc[seat].Won {
		r++
	}
	return r
}
