package runrunrun

import (
	"math/rand/v2"
	"testing"
)

// TestNoAllocationsPerStep: listing the legal steps and applying one
// allocates nothing, so bots can search many positions without feeding the
// garbage collector.
func TestNoAllocationsPerStep(t *testing.T) {
	for _, opt := range []Options{
		{Players: 1, Difficulty: Normal, Cats: DrawCats(1, 1)},
		{Players: 4, Difficulty: Hard, Cats: DrawCats(4, 2), OpenHands: true},
	} {
		s, err := NewState(opt)
		if err != nil {
			t.Fatal(err)
		}
		start := s
		rng := rand.New(rand.NewPCG(3, 4))
		var buf [MaxLegal]Action
		steps := 0
		allocs := testing.AllocsPerRun(5000, func() {
			if s.Over {
				s = start
			}
			legal := s.Legal(buf[:0])
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
			steps++
		})
		if allocs != 0 {
			t.Errorf("%d players: %.3f allocations per legal-steps-plus-apply, want 0", opt.Players, allocs)
		}
		if steps < 5000 {
			t.Fatalf("only %d steps ran", steps)
		}
	}
}

// TestNoAllocationsPerPlayout: a whole random game allocates nothing either.
func TestNoAllocationsPerPlayout(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	seed := uint64(0)
	allocs := testing.AllocsPerRun(200, func() {
		seed++
		s, err := NewState(Options{Players: 4, Difficulty: Normal, Cats: DrawCats(4, seed)})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Playout(&s, rng.IntN, maxSteps); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("%.3f allocations per random game, want 0", allocs)
	}
}
