package horus

import (
	"fmt"
	"math/rand/v2"
)

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
// match's generator (all outcomes are equally likely). When no chance step
// is pending it returns the empty Action, which Apply refuses.
func (m *Match) ChanceOutcome() Action {
	if !m.State.IsChance() {
		return Action{}
	}
	var buf [maxLegal]Action
	out := m.State.chanceOutcomes(buf[:0])
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

// Apply plays an action, records it, and returns the events. Identical
// cards are interchangeable: a chance outcome drawing one of two identical
// cards is played as the card its notation names on replay, so the record
// reproduces the state exactly.
func (m *Match) Apply(a Action, evs []Event) ([]Event, error) {
	if err := m.State.Validate(a); err != nil {
		return evs, err
	}
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
	var all [NumAdventurers]Adventurer
	for i := range all {
		all[i] = Adventurer(i)
	}
	g := rand.NewPCG(seed, 0xad7e)
	for i := NumAdventurers - 1; i > 0; i-- { // Fisher–Yates, without allocating
		j := int(g.Uint64() % uint64(i+1))
		all[i], all[j] = all[j], all[i]
	}
	var out [MaxPlayers]Adventurer
	copy(out[:min(max(n, 0), MaxPlayers)], all[:])
	return out
}

// RollChance applies chance steps until a seat must decide or the game ends.
func (m *Match) RollChance(evs []Event) []Event {
	for m.State.IsChance() {
		evs, _ = m.Apply(m.ChanceOutcome(), evs)
	}
	return evs
}

// RandState is the position of the match's generator, so a saved game can
// go on with the same random stream (see SetRandState).
func (m *Match) RandState() ([]byte, error) { return m.rng.MarshalBinary() }

// SetRandState puts the generator back where RandState found it.
func (m *Match) SetRandState(b []byte) error { return m.rng.UnmarshalBinary(b) }

// Playout plays s to its end choosing every step, a seat's or chance's,
// with pick(n), which returns one of 0..n-1; chance outcomes are equally
// likely, so a uniform pick plays chance fairly. It is the random playout of
// Monte Carlo bots and of the engine benchmark: no events, no record, no
// allocation, and no second legality check of actions taken from Legal. It
// returns the steps played, or an error after maxSteps.
func Playout(s *State, pick func(n int) int, maxSteps int) (int, error) {
	var buf [maxLegal]Action
	steps := 0
	for ; !s.Over; steps++ {
		if steps >= maxSteps {
			return steps, fmt.Errorf("the game has not ended after %d steps", maxSteps)
		}
		legal := s.Legal(buf[:0])
		if len(legal) == 0 {
			return steps, fmt.Errorf("no legal action in round %d, phase %s", s.Round, s.Phase)
		}
		// The action comes from Legal: skip Apply's check, which would
		// list the legal actions a second time.
		t := step{s: s}
		t.apply(legal[pick(len(legal))])
		t.advance()
	}
	return steps, nil
}
