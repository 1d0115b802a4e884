package game

import "math/rand/v2"

// Match is a game in play: the state, the seeded generator that decides
// chance in normal play, and the record of every step. Tests and scenarios
// force chance by applying ActChance outcomes themselves.
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
	m.Record = NewRecord(opt, seed)
	return m, nil
}

// ChanceOutcome picks the outcome of the pending chance step from the
// match's generator (all outcomes are equally likely).
func (m *Match) ChanceOutcome() Action {
	var buf [maxLegal]Action
	out := m.State.chanceOutcomes(buf[:0])
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

// Apply plays an action, records it, and returns the events.
func (m *Match) Apply(a Action, evs []Event) ([]Event, error) {
	note := m.State.Notation(a)
	evs, err := m.State.ApplyEvents(a, evs)
	if err == nil {
		m.Record.Steps = append(m.Record.Steps, note)
	}
	return evs, err
}

// RollChance applies chance steps until a seat must decide or the game ends.
func (m *Match) RollChance(evs []Event) []Event {
	for m.State.IsChance() {
		evs, _ = m.Apply(m.ChanceOutcome(), evs)
	}
	return evs
}
