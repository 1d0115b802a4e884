package horus

import (
	"math"
	"math/rand/v2"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// The model of the other seats: how greedy each is (how long it stays
// inside for one more round of loot) and how often it slips, learned from
// how it has played this game, as its seat's observations show it.
//
// The heuristic player weighs leaving now against one more round of
// looting; for every position there is a greed at which the two weigh the
// same (plan.threshold). After each whole turn of another seat the model
// looks at the position before it from the seat's own view (a sample of
// it, horus.Determinize) and at what that seat did: headed for the door
// (less greedy than the threshold), or stayed to loot (greedier). Each
// turn weighs the greeds of a grid by whether they agree, allowing for
// one turn in seven going against its own rule (the heuristic is only a
// model of a person). A turn ended early with actions left, inside and
// with something to do, counts as a slip.
//
// The search's play-outs then draw each other seat's greed from what the
// model believes of it, a fresh draw for every sample, so a seat that has
// shown little is played by the spread of the likely ones.

// greedGrid are the greeds the model weighs, and greedPrior what it
// believes before it has seen a seat play: around the default player and
// the easy level's 1.5, as people play.
var (
	greedGrid  = [...]float64{0.45, 0.8, 1.2, 1.6, 2.2, 3.0}
	greedPrior = [len(greedGrid)]float64{0.08, 0.14, 0.26, 0.26, 0.16, 0.10}
)

// modelNoise is the chance a turn goes against the seat's own rule.
const modelNoise = 1.0 / 7

// tableModel is the model of every other seat, for one observing seat.
type tableModel struct {
	seats   [horus.MaxPlayers]seatModel
	pending []turnSeen // turns seen, not yet weighed (the bot's policy weighs them)
}

type seatModel struct {
	before  horus.Observation // the latest observation before its coming turn
	at      int               // turnClock of before
	has     bool
	logLike [len(greedGrid)]float64
	turns   int // turns weighed
	slips   int // turns ended early for nothing
}

// turnSeen is one whole turn of seat q: the observation before it, and q
// after it.
type turnSeen struct {
	q      int
	before horus.Observation
	after  horus.SeatView
	// left is q's actions left after its turn, -1 if not known (the
	// observation after is of a later round).
	left int
}

// turnClock counts the turns seat q has completed by the time of obs
// (twice the round, plus one once q's turn of the round is over), so that
// two observations are a whole turn of q apart when their clocks differ
// by one across a turn (see see).
func turnClock(obs *horus.Observation, q int) int {
	c := 2 * int(obs.Round)
	n := int(obs.Opt.Players)
	if n <= 0 {
		return c
	}
	order := func(x int) int { return (x - int(obs.Keeper) + n) % n }
	switch {
	case obs.Phase > horus.PhaseActions:
		c++
	case obs.Phase == horus.PhaseActions && order(int(obs.Turn)) > order(q):
		c++
	}
	return c
}

// see notes, for every other seat, a whole turn it has played since the
// last observation before it.
func (t *tableModel) see(obs *horus.Observation) {
	me := int(obs.Seat)
	for q := 0; q < int(obs.Opt.Players) && q < horus.MaxPlayers; q++ {
		if q == me {
			continue
		}
		sm := &t.seats[q]
		c := turnClock(obs, q)
		if obs.Phase == horus.PhaseActions && int(obs.Turn) == q {
			continue // in the middle of its turn: neither before nor after
		}
		if sm.has && (c+1)/2-(sm.at+1)/2 == 1 && sm.before.Players[q].Fate == horus.InPlay {
			left := -1
			if turnRound := int(sm.before.Round) + sm.at%2; int(obs.Round) == turnRound {
				left = int(obs.Players[q].Actions) // actions are cleared when a round begins
			}
			if len(t.pending) < 256 {
				t.pending = append(t.pending, turnSeen{q: q, before: sm.before, after: obs.Players[q], left: left})
			}
		}
		sm.before, sm.at, sm.has = *obs, c, true
	}
}

// learn weighs the turns seen since the last call, with the bot's policy
// on a sample of each turn's position before it.
func (t *tableModel) learn(p *policy) {
	for i := range t.pending {
		t.weigh(p, &t.pending[i])
	}
	t.pending = t.pending[:0]
}

func (t *tableModel) weigh(p *policy, ts *turnSeen) {
	sm := &t.seats[ts.q]
	b := &ts.before.Players[ts.q]
	// The sample's hidden cards do not matter to the question asked (the
	// seat's own hand and the public board decide it); a fixed stream
	// makes the model the same however the observations are fed.
	s := horus.Determinize(ts.before, rand.New(rand.NewPCG(uint64(ts.before.Round), uint64(ts.q))))
	if s.Players[ts.q].Fate != horus.InPlay {
		return
	}
	if ts.before.Phase != horus.PhaseActions {
		// Its actions are not rolled yet: the mean of a roll at its load.
		pl := &s.Players[ts.q]
		pl.Actions = uint8(math.Round(expectedActions(pl.Count(), cursedDice(pl.Hand))))
	}
	p.sync(&s)
	pn := p.assess(&s, ts.q, style{greed: 1, idols: true})
	a := ts.after
	sm.turns++
	exitA, exitB := int(p.t.exitD[b.Square]), int(p.t.exitD[a.Square])
	looted := a.Count-a.Wounds > b.Count-b.Wounds || a.NChests > b.NChests
	toTarget := false
	if pn.target != horus.NoSquare && a.Square < horus.NumSquares {
		toTarget = p.dist(a.Square, pn.target) < p.dist(b.Square, pn.target)
	}
	out := a.Fate == horus.Escaped || (exitB < exitA && !looted && !toTarget)
	stay := a.Fate == horus.InPlay && (looted || (toTarget && exitB >= exitA) || exitB > exitA)
	if ts.left > 0 && a.Fate == horus.InPlay && !looted && !out && pn.target != horus.NoSquare {
		sm.slips++
	}
	if math.IsNaN(pn.threshold) || out == stay {
		return
	}
	for i, g := range greedGrid {
		agree := (out && g < pn.threshold) || (stay && g >= pn.threshold)
		if agree {
			sm.logLike[i] += math.Log(1 - modelNoise)
		} else {
			sm.logLike[i] += math.Log(modelNoise)
		}
	}
}

// draw is a style for seat q drawn from what the model believes of it.
func (t *tableModel) draw(q int, rng *rand.Rand) style {
	sm := &t.seats[q]
	var w [len(greedGrid)]float64
	top, total := math.Inf(-1), 0.0
	for i := range w {
		top = max(top, sm.logLike[i])
	}
	for i := range w {
		w[i] = greedPrior[i] * math.Exp(sm.logLike[i]-top)
		total += w[i]
	}
	u := rng.Float64() * total
	g := greedGrid[len(greedGrid)-1]
	for i := range w {
		if u < w[i] {
			g = greedGrid[i]
			break
		}
		u -= w[i]
	}
	return style{greed: g, idols: true, mistakes: t.slipRate(q)}
}

// slipRate is the chance of a slip at each decision. Before a seat has
// shown anything it is taken to slip as people and the easy level do (one
// decision in twenty: a table of flawless players looks richer than it
// will be, and the search then gambles on staying in to beat it); turns
// played without slipping lower that, each turn ended early for nothing
// raises it (one slip in twenty decisions ends about one turn in twenty
// five early).
func (t *tableModel) slipRate(q int) float64 {
	sm := &t.seats[q]
	return min((float64(sm.slips)+2)/(float64(sm.turns)+50)*1.25, 0.12)
}

// greed is the mean greed the model believes of seat q (for tests and the
// doc's figures).
func (t *tableModel) greed(q int) float64 {
	sm := &t.seats[q]
	top := math.Inf(-1)
	for i := range greedGrid {
		top = max(top, sm.logLike[i])
	}
	num, den := 0.0, 0.0
	for i, g := range greedGrid {
		w := greedPrior[i] * math.Exp(sm.logLike[i]-top)
		num += w * g
		den += w
	}
	return num / den
}
