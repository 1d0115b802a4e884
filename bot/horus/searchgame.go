package horus

import (
	"math/rand/v2"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/search"
)

// horusGame is Horus for the shared search (game/search): the engine's
// typed API, the heuristic player as the play-out policy (the seat's plan
// for its own seat, the model of the table for the others) and the end
// position's score vector as the result.
type horusGame struct {
	pol *policy
	me  int
	// The other seats: model draws each one's style for every sample;
	// without one, every other seat plays fixed.
	model *tableModel
	fixed style
	table [horus.MaxPlayers]style // this sample's
	// own is the style of the seat's plans (strong or not), and the
	// round and card count a plan's goal is for.
	strong               bool
	goalRound, goalCount uint8
	// trapCost is what the seat's own end inside (sealed in, crushed,
	// mummified) costs it beyond the points lost, in wins.
	trapCost float64
	// horizon is how many rounds after the decision's a play-out is
	// played before Evaluate scores it; 0 plays to the end.
	horizon uint8
}

var (
	_ search.Game[horus.State, horus.Action, horus.Observation] = (*horusGame)(nil)
	_ search.Lister[horus.State, horus.Action]                  = (*horusGame)(nil)
	_ search.Cutter[horus.State]                                = (*horusGame)(nil)
)

// StartPlayout: no plan of a turn carries over from one play-out to the
// next (search.Starter).
func (g *horusGame) StartPlayout() { g.pol.forget() }

func (g *horusGame) Sample(obs *horus.Observation, rng *rand.Rand, s *horus.State) {
	*s = horus.Determinize(*obs, rng)
	for q := 0; q < s.NumSeats(); q++ {
		switch {
		case q == g.me:
		case g.model != nil:
			g.table[q] = g.model.draw(q, rng)
		default:
			g.table[q] = g.fixed
		}
	}
}

func (g *horusGame) Actor(s *horus.State) int {
	switch c := s.Current(); c {
	case horus.ChanceSeat:
		return search.Chance
	case horus.TerminalSeat:
		return search.Over
	default:
		return c
	}
}

func (g *horusGame) Legal(s *horus.State, buf []horus.Action) []horus.Action { return s.Legal(buf) }

func (g *horusGame) Apply(s *horus.State, a horus.Action) bool { return s.Apply(a) == nil }

// ApplyListed: the engine's step without its check (search.Lister).
func (g *horusGame) ApplyListed(s *horus.State, a horus.Action) { s.ApplyListed(a) }

func (g *horusGame) Policy(s *horus.State, legal []horus.Action, plan int, rng *rand.Rand) horus.Action {
	st := g.fixed
	if plan == search.Others {
		if q := s.Current(); q >= 0 && q < horus.MaxPlayers {
			st = g.table[q]
		}
	} else {
		st = g.planStyle(plan)
	}
	g.pol.rng = rng // the play-out's own luck, shared by the options of a sample
	a, _ := g.pol.choose(s, legal, st)
	return a
}

func (g *horusGame) Result(s *horus.State, out []float64) {
	sc := s.Scores()
	for q := 0; q < s.NumSeats() && q < len(out); q++ {
		out[q] = float64(sc[q].Total) / 200
		if sc[q].Won {
			out[q]++
		}
		if q == g.me && g.trapCost > 0 && sc[q].Fate != horus.Escaped {
			out[q] -= g.trapCost
		}
	}
}

// Cut ends a play-out at the start of the round horizon rounds after the
// decision's (search.Cutter).
func (g *horusGame) Cut(root, s *horus.State) bool {
	return g.horizon > 0 && s.Round >= root.Round+g.horizon && s.Phase == horus.PhaseAdjust
}

// Evaluate scores a play-out cut short: each seat's points if it walked
// out now, times its chance of getting out (the seal risk of the walk at
// its load); the likeliest leader is counted the winner. The seat's own
// end inside costs trapCost as in Result: all of it if it has come, in
// proportion to the risk if it may.
func (g *horusGame) Evaluate(s *horus.State, out []float64) {
	g.pol.sync(s)
	best, who := -1.0, -1
	trapped := 0.0 // the seat's own chance of ending inside
	for q := 0; q < s.NumSeats() && q < len(out); q++ {
		pl := &s.Players[q]
		v, lost := handValue(s, q), 0.0
		switch pl.Fate {
		case horus.Escaped:
		case horus.InPlay:
			if pl.Square.Region() != horus.RegionEntrance {
				lost = 1
				if exit := int(g.pol.t.exitD[pl.Square]); exit != unreachable {
					risk := g.pol.threatAt(s, pl.Square).curve()
					lost = risk.at(fallsFor(exit, max(expectedActions(pl.Count(), cursedDice(pl.Hand)), 0.4)))
				}
			}
		default:
			lost = 1
		}
		v *= 1 - lost
		if q == g.me {
			trapped = lost
		}
		out[q] = v / 200
		if v > best {
			best, who = v, q
		}
	}
	if who >= 0 && best > 0 {
		out[who]++
	}
	if g.me < len(out) {
		out[g.me] -= g.trapCost * trapped
	}
}

// Plans of the seat's own play in the search (search.Option.Plan): a
// style, and maybe a goal for this turn.
const (
	planDefault = iota
	planCautious
	planGreedy
	planLeave
	numPlanStyles
)

var planStyles = [numPlanStyles]style{styleDefault, styleCautious, styleGreedy, styleLeave}

// makePlan encodes a style and a goal (whyOnly: none) as a plan number.
func makePlan(st int, goal horus.Square, w whyCode) int {
	if w == whyOnly {
		return st
	}
	return st | (int(goal)+1)<<4 | int(w)<<12
}

func (g *horusGame) planStyle(plan int) style {
	st := planStyles[plan&0xf%numPlanStyles]
	st.strong = g.strong
	if goal := plan >> 4 & 0xff; goal != 0 {
		st.goal, st.goalWhy = horus.Square(goal-1), whyCode(plan>>12&0xff)
		st.goalRound, st.goalCount = g.goalRound, g.goalCount
	}
	return st
}

// Stream keeps each kind of chance on its own stream (search.Luck), so
// that the blocks of one sample fall in the same order, and the action and
// mummy dice roll the same, in every option's play-out however many lock
// rolls or cards the options take.
func (g *horusGame) Stream(s *horus.State) int {
	switch {
	case s.RollMask != 0 && (s.RollFor == horus.RollActions || s.RollFor == horus.RollMummies):
		return 0
	case s.RollMask != 0:
		return 1
	case s.BlockFor == horus.BlockFall:
		return 2
	}
	return 3
}
