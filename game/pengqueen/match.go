package pengqueen

import (
	"math/rand/v2"

	"github.com/pyramid-studio/pyramid/i18n"
)

// Match is a game in play: the state, the seeded generator that decides
// chance in normal play, and the record of every step. Tests and scenarios
// force chance by applying chance outcomes themselves.
type Match struct {
	State  State
	Seed   uint64
	rng    rand.PCG
	Record Record
}

// NewMatch sets up a game whose chance steps follow seed.
func NewMatch(opt Options, seed uint64) (*Match, error) {
	s, err := NewState(opt)
	if err != nil {
		return nil, err
	}
	m := &Match{State: s, Seed: seed}
	m.rng.Seed(seed, seed^0x9e3779b97f4a7c15)
	m.Record = NewRecord(s.Opt, seed)
	return m, nil
}

// ChanceOutcome picks the outcome of the pending chance step uniformly
// from the match's generator (the outcomes Legal lists are equally
// likely). With no chance step pending it returns the empty Action, which
// Apply refuses.
func (m *Match) ChanceOutcome() Action {
	if !m.State.IsChance() {
		return Action{}
	}
	var buf [MaxLegal]Action
	out := m.State.Legal(buf[:0])
	if len(out) == 0 {
		return Action{}
	}
	return out[m.intN(len(out))]
}

// intN draws uniformly from 0..n-1 without bias (rejection sampling).
func (m *Match) intN(n int) int {
	limit := ^uint64(0) - ^uint64(0)%uint64(n)
	for {
		if x := m.rng.Uint64(); x < limit {
			return int(x % uint64(n))
		}
	}
}

// Apply plays an action, records it and returns the events.
func (m *Match) Apply(a Action, evs []Event) ([]Event, error) {
	note := m.State.Notation(a)
	evs, err := m.State.ApplyEvents(a, evs)
	if err == nil {
		m.Record.Steps = append(m.Record.Steps, note)
	}
	return evs, err
}

// RollChance applies chance steps until a seat must decide or the game
// ends.
func (m *Match) RollChance(evs []Event) []Event {
	for m.State.IsChance() {
		evs, _ = m.Apply(m.ChanceOutcome(), evs)
	}
	return evs
}

// RandState is the position of the match's generator, so that a saved
// game goes on with the same random stream (SetRandState).
func (m *Match) RandState() ([]byte, error) { return m.rng.MarshalBinary() }

// SetRandState puts the generator back where RandState found it.
func (m *Match) SetRandState(b []byte) error { return m.rng.UnmarshalBinary(b) }

// Finish stamps the record with the final state's hash.
func (m *Match) Finish() { m.Record.FinalHash = m.State.HashString() }

// Playout plays s to its end, choosing every step (a seat's or chance's)
// with pick(n), which returns one of 0..n-1; chance outcomes are equally
// likely, so a uniform pick plays chance fairly. It is the random playout
// of the benchmark and of search bots: no events, no record, no
// allocation, and no second legality check of actions taken from Legal. It
// returns the steps played, or an error after maxSteps.
func Playout(s *State, pick func(n int) int, maxSteps int) (int, error) {
	var buf [MaxLegal]Action
	steps := 0
	for ; !s.Over; steps++ {
		if steps >= maxSteps {
			return steps, i18n.Errorf("The game has not ended after %v steps.", maxSteps)
		}
		legal := s.Legal(buf[:0])
		if len(legal) == 0 {
			return steps, i18n.Errorf("No legal step in round %v, phase %v.", s.Round, s.Phase)
		}
		t := step{s: s}
		t.apply(legal[pick(len(legal))])
	}
	return steps, nil
}
