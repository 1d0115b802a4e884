package horus

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"
)

// The random simulation plays thousands of seeded games with a uniformly
// random policy and checks the rules' invariants after every single step.
// Random play reaches corners (full hands, empty supplies, crushed and
// trapped seats, mummified adventurers) that hand-written tests miss.

// simGamesFlag asks for more (or fewer) random games than the default, for
// a longer hunt after a rules change: go test ./game -run TestRandomGames
// -sim.games 20000.
var simGamesFlag = flag.Int("sim.games", 0, "random games per player count in TestRandomGames (0: 2000, 200 with -short)")

// simGames is the number of games per player count; -short runs fewer.
func simGames() int {
	switch {
	case *simGamesFlag > 0:
		return *simGamesFlag
	case testing.Short():
		return 200
	}
	return 2000
}

// checkInvariants is State.Check with one more: a copy of the state equals
// it, so the state stays a plain value.
func checkInvariants(s *State) error {
	if c := *s; c != *s {
		return fmt.Errorf("a copy of the state differs from it")
	}
	return s.Check()
}

// checkLegalActions: every legal action is accepted by Apply and its
// notation reads back as itself.
func checkLegalActions(s *State) error {
	var buf [maxLegal]Action
	for _, a := range s.Legal(buf[:0]) {
		t := *s
		if err := t.Apply(a); err != nil {
			return fmt.Errorf("legal action %s is refused: %v", s.Notation(a), err)
		}
		if err := checkNotation(s, a); err != nil {
			return err
		}
	}
	return nil
}

// checkNotation: the text of a legal action reads back as that action, so
// records and scenarios say exactly what was played. A chance draw of one
// of two identical cards may read back as its twin.
func checkNotation(s *State, a Action) error {
	note := s.Notation(a)
	b, err := s.ParseStep(note)
	if err != nil {
		return fmt.Errorf("legal action %#v prints as %q, which does not parse: %v", a, note, err)
	}
	if b != a && (a.Kind != ActChance || s.Notation(b) != note) {
		return fmt.Errorf("legal action %#v prints as %q, which reads back as %#v", a, note, b)
	}
	return nil
}

// randomGame plays one game of opt from seed with a random policy (chance
// from the match's own generator), calling check after every step.
func randomGame(opt Options, seed uint64, check func(step int, s *State) error) (*Match, error) {
	if check == nil {
		return randomMatch(opt, seed, nil)
	}
	return randomMatch(opt, seed, func(step int, m *Match) error { return check(step, &m.State) })
}

// randomMatch is randomGame with the whole match (its record so far) handed
// to check.
func randomMatch(opt Options, seed uint64, check func(step int, m *Match) error) (*Match, error) {
	m, err := NewMatch(opt, seed)
	if err != nil {
		return nil, err
	}
	r := rand.New(rand.NewPCG(seed, 0xbadc0ffee))
	var buf [maxLegal]Action
	for step := 1; !m.State.IsOver(); step++ {
		var a Action
		if m.State.IsChance() {
			a = m.ChanceOutcome()
		} else {
			legal := m.State.Legal(buf[:0])
			if len(legal) == 0 {
				return m, fmt.Errorf("step %d: no legal action", step)
			}
			a = legal[r.IntN(len(legal))]
		}
		before := m.State
		note := m.State.Notation(a)
		if _, err := m.Apply(a, nil); err != nil {
			return m, fmt.Errorf("step %d %q: %v", step, note, err)
		}
		if before == m.State {
			return m, fmt.Errorf("step %d %q changed nothing", step, note)
		}
		if check != nil {
			if err := check(step, m); err != nil {
				return m, fmt.Errorf("step %d after %q (round %d, %s): %v", step, note, m.State.Round, m.State.Phase, err)
			}
		}
	}
	return m, nil
}

// checkRoundTrip encodes the match's record, decodes and replays it, and
// compares the final state.
func checkRoundTrip(m *Match) error {
	data, err := tableRecord(m).Encode()
	if err != nil {
		return err
	}
	s, err := decodeAndReplay(data)
	if err != nil {
		return fmt.Errorf("decode and replay: %v", err)
	}
	if s != m.State {
		return fmt.Errorf("replay ends in a different state (%s, want %s)", s.HashString(), m.State.HashString())
	}
	return nil
}

// checkStepRoundTrip: in the middle of a game, a copy of the state and a
// round trip of the record so far (encoded, decoded and replayed from the
// setup) both give the live state, byte for byte and by hash. The replay
// also checks the partial record's final_hash.
func checkStepRoundTrip(m *Match) error {
	live := m.State
	if c := live; c != m.State || c.Hash() != m.State.Hash() {
		return fmt.Errorf("a copy of the state differs from it")
	}
	data, err := tableRecord(m).Encode()
	if err != nil {
		return fmt.Errorf("encode after %d steps: %v", len(m.Record.Steps), err)
	}
	s, err := decodeAndReplay(data)
	if err != nil {
		return fmt.Errorf("replay of the first %d steps: %v", len(m.Record.Steps), err)
	}
	if s != live || s.Hash() != live.Hash() {
		return fmt.Errorf("the replay of the first %d steps ends in %s, the game is in %s", len(m.Record.Steps), s.HashString(), live.HashString())
	}
	return nil
}

// stepRoundTripEvery: every game whose index is a multiple of it also gets
// checkStepRoundTrip after every step. Replaying the whole record at every
// step costs a game's length squared, so only a sample does: 20 games per
// player count in TestRandomGames (10 with the optional rules), the first
// game of each count with -short.
func stepRoundTripEvery() int {
	if testing.Short() {
		return simGames()
	}
	return 100
}

func simulate(t *testing.T, games int, mkOpt func(players int, seed uint64) Options) {
	for n := MinPlayers; n <= MaxPlayers; n++ {
		t.Run(fmt.Sprintf("%dp", n), func(t *testing.T) {
			t.Parallel()
			rounds, steps, tripped := 0, 0, 0
			for g := 0; g < games; g++ {
				seed := uint64(n*1_000_000 + g)
				opt := mkOpt(n, seed)
				trip := g%stepRoundTripEvery() == 0
				if trip {
					tripped++
				}
				m, err := randomMatch(opt, seed, func(step int, m *Match) error {
					if err := checkInvariants(&m.State); err != nil {
						return err
					}
					if err := checkLegalActions(&m.State); err != nil {
						return err
					}
					if trip {
						if err := checkStepRoundTrip(m); err != nil {
							return err
						}
					}
					steps++
					return nil
				})
				if err != nil {
					t.Fatalf("seed %d, %v: %v", seed, opt.Adventurers[:n], err)
				}
				if err := checkRoundTrip(m); err != nil {
					t.Fatalf("seed %d: record round trip: %v", seed, err)
				}
				rounds += int(m.State.Round)
			}
			t.Logf("%d players: %d games (%d with a record round trip after every step), %.1f rounds and %.0f steps a game", n, games, tripped, float64(rounds)/float64(games), float64(steps)/float64(games))
		})
	}
}

func TestRandomGames(t *testing.T) {
	simulate(t, simGames(), func(n int, seed uint64) Options {
		return Options{Players: uint8(n), Adventurers: DrawAdventurers(n, seed), FirstKeeper: uint8(seed % uint64(n))}
	})
}

func TestRandomGamesOptionalRules(t *testing.T) {
	simulate(t, simGames()/2, func(n int, seed uint64) Options {
		return Options{Players: uint8(n), Adventurers: DrawAdventurers(n, seed), AlternateMummies: true, TotalSecrecy: true}
	})
}

// TestCopyIsIndependent: a State copy shares nothing with the original, so
// search and bots may try moves on copies.
func TestCopyIsIndependent(t *testing.T) {
	m, err := randomGame(Options{Players: 4, Adventurers: DrawAdventurers(4, 7)}, 7, func(step int, s *State) error {
		c := *s
		if c != *s {
			return fmt.Errorf("a copy differs from the original")
		}
		var buf [maxLegal]Action
		for _, a := range s.Legal(buf[:0]) {
			t := *s
			if err := t.Apply(a); err != nil {
				return err
			}
			if c != *s {
				return fmt.Errorf("applying %s to a copy changed the original", s.Notation(a))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !m.State.IsOver() {
		t.Fatal("the game did not end")
	}
}

// TestReachMatchesSearch: the flood fill that finds sealed-in adventurers
// agrees with a plain breadth-first search for random sets of fallen
// blocks, and with the early stop for any targets.
func TestReachMatchesSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	for i := 0; i < 3000; i++ {
		var s State
		s.Fallen = r.Uint64() & r.Uint64() & (1<<(NumBlocks+1) - 2)
		var seen [NumSquares]bool
		queue := []Square{}
		for _, e := range EntranceSquares() {
			seen[e] = true
			queue = append(queue, e)
		}
		for len(queue) > 0 {
			q := queue[0]
			queue = queue[1:]
			for d := Dir(0); d < 4; d++ {
				if x := q.Neighbor(d); x != NoSquare && !seen[x] && !s.BlockFallen(x) {
					seen[x] = true
					queue = append(queue, x)
				}
			}
		}
		if got := s.Reachable(); got != seen {
			t.Fatalf("fallen %x: the flood fill reaches other squares than the search", s.Fallen)
		}
		target := Square(r.IntN(NumSquares))
		if got := s.reachMask(squareSet{}.with(target)).has(target); got != seen[target] {
			t.Fatalf("fallen %x: %s reached %v with the early stop, %v without", s.Fallen, target, got, seen[target])
		}
	}
}
