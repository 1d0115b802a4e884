package runrunrun

import (
	"math/rand/v2"

	"github.com/pyramid-studio/pyramid/i18n"
)

// Match is a game in play: the state, the seeded generator that decides
// chance in normal play, and the record of every step. Tests and
// scenarios force chance by applying chance outcomes themselves.
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
// match's generator, every outcome equally likely. With no chance step
// pending it returns the empty Action, which Apply refuses.
func (m *Match) ChanceOutcome() Action {
	if !m.State.IsChance() {
		return Action{}
	}
	var buf [MaxLegal]Action
	out := m.State.Legal(buf[:0])
	if len(out) == 0 {
		return Action{}
	}
	return out[uniform(&m.rng, len(out))]
}

// uniform draws from 0..n-1 with g, without bias (rejection sampling). It
// works on any generator, so a copy of a match's generator can pick the
// outcome a chance step will have without moving the match's own.
func uniform(g *rand.PCG, n int) int {
	limit := ^uint64(0) - ^uint64(0)%uint64(n)
	for {
		if x := g.Uint64(); x < limit {
			return int(x % uint64(n))
		}
	}
}

// Apply plays an action, records it in notation, and returns the events.
// A die's twin faces (two mummy faces, three hits) read back as the first
// of them, so the record reproduces the state exactly.
func (m *Match) Apply(a Action, evs []Event) ([]Event, error) {
	if err := m.State.check(a); err != nil {
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

// DrawCats picks n different cats at random from seed, seat by seat (the
// rulebook deals the Catventurer tiles at random), so a seed alone fixes
// a game's cast.
func DrawCats(n int, seed uint64) [MaxSeats]Cat {
	all := [NumCats]Cat{0, 1, 2, 3}
	g := rand.NewPCG(seed, 0xca7)
	for i := NumCats - 1; i > 0; i-- { // Fisher–Yates, without allocating
		j := int(g.Uint64() % uint64(i+1))
		all[i], all[j] = all[j], all[i]
	}
	var out [MaxSeats]Cat
	copy(out[:min(max(n, 0), MaxSeats)], all[:])
	return out
}

// Playout plays s to its end choosing every step, a seat's or chance's,
// with pick(n), which returns one of 0..n-1; chance outcomes are equally
// likely, so a uniform pick plays chance fairly. It is the random playout
// of search bots and of the benchmark: no events, no record, no
// allocation, and no second check of actions taken from Legal. It returns
// the steps played, or an error after maxSteps.
func Playout(s *State, pick func(n int) int, maxSteps int) (int, error) {
	var buf [MaxLegal]Action
	steps := 0
	for ; !s.Over; steps++ {
		if steps >= maxSteps {
			return steps, i18n.Errorf("the game has not ended after %d steps", maxSteps)
		}
		out := sink{mode: sinkBounded, buf: buf[:0]}
		s.legal(&out)
		if out.n == 0 {
			return steps, i18n.Errorf("no legal step in turn %d (%v)", s.Turns, s.Top().Kind)
		}
		i := pick(out.n)
		a := Action{}
		if i < len(out.buf) {
			a = out.buf[i]
		} else { // a list longer than the buffer: find the i-th step again
			nth := sink{mode: sinkNth, nth: i}
			s.legal(&nth)
			a = nth.found
		}
		t := step{s: s}
		t.play(a)
	}
	return steps, nil
}
