package horus

import (
	"math/rand/v2"
	"testing"
)

// TestNoAllocationsPerStep: listing the legal actions and applying one
// allocates nothing, so bots can search millions of positions without
// feeding the garbage collector.
func TestNoAllocationsPerStep(t *testing.T) {
	for _, opt := range []Options{
		{Players: 4, Adventurers: DrawAdventurers(4, 1)},
		{Players: 6, Adventurers: DrawAdventurers(6, 2), AlternateMummies: true, TotalSecrecy: true},
	} {
		s, err := NewState(opt)
		if err != nil {
			t.Fatal(err)
		}
		start := s
		rng := rand.New(rand.NewPCG(3, 4))
		var buf [maxLegal]Action
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
			t.Errorf("%d players: %.2f allocations per legal-actions-plus-apply step, want 0", opt.Players, allocs)
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
	allocs := testing.AllocsPerRun(50, func() {
		seed++
		s, err := NewState(Options{Players: 4, Adventurers: DrawAdventurers(4, seed)})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Playout(&s, rng.IntN, 100_000); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("%.2f allocations per random game, want 0", allocs)
	}
}
