package horus

import (
	"fmt"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
)

// Memory is what one seat remembers of the game so far, built from its own
// observations only, in the order they came: the walk of its turn under
// way (so that it never walks back to where it stood without having gained
// anything), the plan it followed at its last step, and how the other
// seats have played (model.go).
//
// It may be fed every step's observation (Watch, Recall) or only those of
// the seat's own decisions (a bot feeds those itself): the walk needs only
// the seat's own steps, and the model learns from whole turns, which both
// show.
type Memory struct {
	seat    int
	started bool

	// The turn under way: the squares the seat has stood on since its
	// turn began or it last gained anything (a card, a lock's dice, an
	// opened sarcophagus: anything but where it stands and its actions
	// left).
	turnRound uint8
	inTurn    bool
	mark      horus.Observation
	trail     [maxTrail]horus.Square
	ntrail    int

	// The plan of the seat's last decision in this turn (a search
	// option's plan), so that the next step can hold to it.
	plan      int
	planRound uint8
	planSet   bool
	// leaving: the seat's last decision was to head out.
	leaving bool

	model tableModel
}

// Watcher is a bot that remembers: Watch gives it its seat's observation
// at a step that is not its own decision (its own it sees in Choose).
// Play shows every step to the bots that watch.
type Watcher interface {
	Watch(obs horus.Observation)
}

// Rememberer is a bot that can be given what its seat has seen of the
// game so far (a bot made for one decision otherwise knows only the
// present): the client recalls it from the record (Recall).
type Rememberer interface {
	Remember(m *Memory)
}

// maxTrail bounds the walk kept: a turn has at most 5 actions, and
// Stamina or nothing else adds more than a few.
const maxTrail = 16

// NewMemory is an empty memory for seat.
func NewMemory(seat int) *Memory {
	return &Memory{seat: seat}
}

// See takes the seat's next observation. Observations of another seat
// are ignored.
func (m *Memory) See(obs horus.Observation) {
	if int(obs.Seat) != m.seat {
		return
	}
	m.started = true
	m.model.see(&obs)
	me := m.seat
	if obs.Phase != horus.PhaseActions || obs.Turn != uint8(me) || obs.Round != m.turnRound {
		m.inTurn = false
	}
	if obs.Phase != horus.PhaseActions || obs.Current != me || obs.Must != horus.MustNothing {
		return
	}
	sig := signature(obs, me)
	if !m.inTurn || sig != m.mark {
		m.inTurn, m.turnRound, m.mark, m.ntrail = true, obs.Round, sig, 0
		m.planSet = false
	}
	q := obs.Players[me].Square
	if m.ntrail == 0 || m.trail[m.ntrail-1] != q {
		if m.ntrail == maxTrail {
			copy(m.trail[:], m.trail[1:])
			m.ntrail--
		}
		m.trail[m.ntrail] = q
		m.ntrail++
	}
}

// signature is the observation without the seat's square and actions
// left: what a step that only walks does not change.
func signature(obs horus.Observation, me int) horus.Observation {
	obs.Players[me].Square, obs.Players[me].Actions = 0, 0
	obs.Current = 0
	return obs
}

// Revisit reports whether stepping onto q would take the seat back to a
// square it stood on earlier in this turn without having gained anything
// since: a step that comes back to where it started for nothing.
func (m *Memory) Revisit(obs *horus.Observation, q horus.Square) bool {
	if !m.inTurn || m.ntrail < 2 || obs.Round != m.turnRound || int(obs.Seat) != m.seat || signature(*obs, m.seat) != m.mark {
		return false
	}
	for _, t := range m.trail[:m.ntrail-1] {
		if t == q {
			return true
		}
	}
	return false
}

// lastPlan is the plan of the seat's previous step in this turn, if it
// has gained nothing since.
func (m *Memory) lastPlan(obs *horus.Observation) (int, bool) {
	if !m.planSet || !m.inTurn || m.planRound != obs.Round || signature(*obs, m.seat) != m.mark {
		return 0, false
	}
	return m.plan, true
}

func (m *Memory) notePlan(obs *horus.Observation, plan int) {
	m.leaving = plan == planLeave
	if m.inTurn && obs.Round == m.turnRound {
		m.plan, m.planRound, m.planSet = plan, obs.Round, true
	}
}

// Recall is the memory of seat in a game recorded so far: the record is
// played from its set-up and the seat is shown its observation after every
// step. Only what the seat saw reaches the memory.
func Recall(rec horus.Record, seat int) (*Memory, error) {
	opt, err := rec.Setup.Options()
	if err != nil {
		return nil, err
	}
	s, err := horus.NewState(opt)
	if err != nil {
		return nil, err
	}
	if seat < 0 || seat >= s.NumSeats() {
		return nil, fmt.Errorf("seat %d is not at this table of %d", seat, s.NumSeats())
	}
	m := NewMemory(seat)
	for i, text := range rec.Steps {
		a, err := s.ParseStep(text)
		if err == nil {
			err = s.Apply(a)
		}
		if err != nil {
			return nil, &table.StepError{Step: i + 1, Text: text, Err: err}
		}
		if !s.IsChance() {
			m.See(s.Observe(seat))
		}
	}
	return m, nil
}
