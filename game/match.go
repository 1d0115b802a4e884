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

// Apply plays an action, records it, and returns the events. Identical
// cards are interchangeable: a chance outcome drawing one of two identical
// cards is played as the card its notation names on replay, so the record
// reproduces the state exactly.
func (m *Match) Apply(a Action, evs []Event) ([]Event, error) {
	note := m.State.Notation(a)
	if a.Kind == ActChance {
		if b, err := m.State.ParseStep(note); err == nil {
			a = b
		}
	}
	evs, err := m.State.ApplyEvents(a, evs)
	if err == nil {
		m.Record.Steps = append(m.Record.Steps, note)
	}
	return evs, err
}

// DrawAdventurers picks n distinct adventurers at random from seed, seat by
// seat, so a seed alone fixes a game's cast (the headless tool and the tests
// use it).
func DrawAdventurers(n int, seed uint64) [MaxPlayers]Adventurer {
	var out [MaxPlayers]Adventurer
	perm := rand.New(rand.NewPCG(seed, 0xad7e)).Perm(NumAdventurers)
	for i := 0; i < n && i < MaxPlayers; i++ {
		out[i] = Adventurer(perm[i])
	}
	return out
}

// RollChance applies chance steps until a seat must decide or the game ends.
func (m *Match) RollChance(evs []Event) []Event {
	for m.State.IsChance() {
		evs, _ = m.Apply(m.ChanceOutcome(), evs)
	}
	return evs
}
