package runrunrun

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// The random simulation plays thousands of seeded games with a uniformly
// random policy at every team size and difficulty, and checks the rules'
// bookkeeping after every step. Random play reaches corners (empty decks,
// Traps late in the game, crowded rooms, Regroups with nothing to pull)
// that hand-written tests miss.

func simGames() int {
	if testing.Short() {
		return 100
	}
	return 1000
}

// maxSteps bounds a random game (the longest seen are a few thousand steps).
const maxSteps = 50_000

// randomGame plays one seeded game at random, calling each after every step.
func randomGame(opt Options, seed uint64, each func(step int, s *State) error) (State, error) {
	s, err := NewState(opt)
	if err != nil {
		return s, err
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	var buf [MaxLegal]Action
	for step := 0; !s.Over; step++ {
		if step > maxSteps {
			return s, fmt.Errorf("seed %d: no end after %d steps", seed, step)
		}
		if each != nil {
			if err := each(step, &s); err != nil {
				return s, fmt.Errorf("seed %d step %d (%v): %w", seed, step, s.Top().Kind, err)
			}
		}
		legal := s.Legal(buf[:0])
		if len(legal) == 0 {
			return s, fmt.Errorf("seed %d step %d: no legal step at %v", seed, step, s.Top().Kind)
		}
		a := legal[rng.IntN(len(legal))]
		if err := s.Apply(a); err != nil {
			return s, fmt.Errorf("seed %d step %d: legal %s refused: %v", seed, step, s.Notation(a), err)
		}
	}
	return s, nil
}

func simOptions(players int, seed uint64) Options {
	return Options{
		Players:    uint8(players),
		Difficulty: Difficulty(seed % uint64(NumDifficulties)),
		Cats:       DrawCats(players, seed),
		First:      uint8(seed % uint64(players)),
		OpenHands:  seed%5 == 0,
		Lord:       uint8(seed % 7 % 4),
	}
}

// TestRandomGamesKeepInvariants: Check holds after every step of random
// games at every team size, and every game ends.
func TestRandomGamesKeepInvariants(t *testing.T) {
	for players := 1; players <= MaxSeats; players++ {
		ends := map[End]int{}
		for g := 0; g < simGames(); g++ {
			seed := uint64(players*100_000 + g)
			s, err := randomGame(simOptions(players, seed), seed, func(_ int, s *State) error { return s.Check() })
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Check(); err != nil {
				t.Fatalf("seed %d: at the end: %v", seed, err)
			}
			ends[s.End]++
		}
		t.Logf("%d players: %v", players, ends)
	}
}

// TestHeuristicGamesKeepInvariants: games played by the test heuristic
// (with a little noise) reach the Exit, the Lord and both endings, and
// keep Check after every step.
func TestHeuristicGamesKeepInvariants(t *testing.T) {
	n := simGames() / 4
	for players := 1; players <= MaxSeats; players++ {
		ends := map[End]int{}
		exits := 0
		for g := 0; g < n; g++ {
			seed := uint64(players*1000 + g)
			m, err := playHeuristic(simOptions(players, seed), seed, 0.05, func(s *State) error { return s.Check() })
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			ends[m.State.End]++
			if m.State.ExitOpen() {
				exits++
			}
		}
		t.Logf("%d players: %v, Exit opened in %d", players, ends, exits)
	}
}

// checkSteps: every legal step is accepted by Apply, its notation reads
// back as itself (a die's twin faces as the first of them), and a few
// steps that are not legal are refused without changing anything.
func checkSteps(s *State) error {
	var buf [MaxLegal]Action
	legal := s.Legal(buf[:0])
	for _, a := range legal {
		t := *s
		if err := t.Apply(a); err != nil {
			return fmt.Errorf("legal %s is refused: %v", s.Notation(a), err)
		}
		note := s.Notation(a)
		b, err := s.ParseStep(note)
		if err != nil {
			return fmt.Errorf("legal %#v prints as %q, which does not parse: %v", a, note, err)
		}
		if b != a && (a.Kind != ActChance || s.Notation(b) != note) {
			return fmt.Errorf("legal %#v prints as %q, which reads back as %#v", a, note, b)
		}
	}
	isLegal := func(x Action) bool {
		for _, l := range legal {
			if l == x {
				return true
			}
		}
		return false
	}
	var bad []Action
	for _, a := range legal {
		for _, x := range []Action{
			{Kind: a.Kind, X: a.X + 1, At: a.At, Y: a.Y, Z: a.Z},
			{Kind: a.Kind, X: a.X, At: Coord{a.At.Q + 7, a.At.R}, Y: a.Y, Z: a.Z},
			{Kind: a.Kind, X: a.X, At: a.At, Y: a.Y + 1, Z: a.Z},
			{Kind: a.Kind + 1, X: a.X, At: a.At, Y: a.Y},
		} {
			if !isLegal(x) {
				bad = append(bad, x)
			}
		}
		if len(bad) > 12 {
			break
		}
	}
	bad = append(bad, Action{}, Action{Kind: ActChance, X: 200}, Action{Kind: ActEnd}, Action{Kind: ActExplore, X: 99})
	for _, x := range bad {
		if isLegal(x) {
			continue
		}
		t := *s
		if err := t.Apply(x); err == nil {
			return fmt.Errorf("illegal %#v (%s) is accepted", x, s.Notation(x))
		} else if err.Error() == "" {
			return fmt.Errorf("illegal %#v is refused without a word", x)
		}
		if t != *s {
			return fmt.Errorf("refusing %#v changed the state", x)
		}
	}
	return nil
}

// TestEveryLegalStepAppliesAndIllegalOnesChangeNothing runs checkSteps
// at every step of random and heuristic games at every team size.
func TestEveryLegalStepAppliesAndIllegalOnesChangeNothing(t *testing.T) {
	n := simGames() / 10
	for players := 1; players <= MaxSeats; players++ {
		for g := 0; g < n; g++ {
			seed := uint64(players*7919 + g)
			if _, err := randomGame(simOptions(players, seed), seed, func(_ int, s *State) error { return checkSteps(s) }); err != nil {
				t.Fatal(err)
			}
			if _, err := playHeuristic(simOptions(players, seed), seed, 0.1, checkSteps); err != nil {
				t.Fatalf("heuristic seed %d: %v", seed, err)
			}
		}
	}
}
