package pengqueen

import (
	"math/rand/v2"
	"testing"
)

// TestNoAllocationsPerStep: listing the legal actions and applying one
// allocates nothing (events not asked for), so bots can search millions of
// positions without feeding the garbage collector.
func TestNoAllocationsPerStep(t *testing.T) {
	for players := MinSeats; players <= MaxSeats; players++ {
		s, err := NewState(Options{Players: uint8(players)})
		if err != nil {
			t.Fatal(err)
		}
		start := s
		rng := rand.New(rand.NewPCG(3, uint64(players)))
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
			t.Errorf("%d players: %.2f allocations per legal-actions-plus-apply step, want 0", players, allocs)
		}
		if steps < 5000 {
			t.Fatalf("only %d steps ran", steps)
		}
	}
}

// TestNoAllocationsPerPlayout: a whole random game allocates nothing
// either, nor does observing the end.
func TestNoAllocationsPerPlayout(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	players := 1
	allocs := testing.AllocsPerRun(20, func() {
		players = players%4 + 2
		s, err := NewState(Options{Players: uint8(players)})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Playout(&s, rng.IntN, 10_000_000); err != nil {
			t.Fatal(err)
		}
		_ = s.Observe(MummySeat)
	})
	if allocs != 0 {
		t.Errorf("%.2f allocations per random game, want 0", allocs)
	}
}
