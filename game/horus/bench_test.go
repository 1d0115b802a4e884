package horus

import (
	"math/rand/v2"
	"testing"
)

// BenchmarkRandomGames4p plays full random 4-player games, one per
// iteration, on the engine alone (no events, records or bots): the figure
// behind "games per second" (target 10,000 a core, goal 50,000).
func BenchmarkRandomGames4p(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	steps := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, err := NewState(Options{Players: 4, Adventurers: DrawAdventurers(4, uint64(i))})
		if err != nil {
			b.Fatal(err)
		}
		n, err := Playout(&s, rng.IntN, 100_000)
		if err != nil {
			b.Fatal(err)
		}
		steps += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(steps)/float64(b.N), "steps/game")
}

// BenchmarkRandomGames4pApply is the same games through the public
// Legal-then-Apply loop, where Apply checks the action again: what a bot
// pays per step.
func BenchmarkRandomGames4pApply(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	var buf [maxLegal]Action
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, err := NewState(Options{Players: 4, Adventurers: DrawAdventurers(4, uint64(i))})
		if err != nil {
			b.Fatal(err)
		}
		for !s.IsOver() {
			legal := s.Legal(buf[:0])
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// benchPositions collects the positions of a few random games, to time
// the engine's calls one position at a time.
func benchPositions(b *testing.B) []State {
	var out []State
	for seed := uint64(0); seed < 20; seed++ {
		_, err := randomGame(Options{Players: 4, Adventurers: DrawAdventurers(4, seed)}, seed, func(_ int, s *State) error {
			out = append(out, *s)
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	return out
}

func BenchmarkLegal(b *testing.B) {
	pos := benchPositions(b)
	var buf [maxLegal]Action
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		pos[i%len(pos)].Legal(buf[:0])
	}
}

func BenchmarkLegalApply(b *testing.B) {
	pos := benchPositions(b)
	var buf [maxLegal]Action
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s := pos[i%len(pos)]
		if legal := s.Legal(buf[:0]); len(legal) > 0 {
			if err := s.Apply(legal[i%len(legal)]); err != nil {
				b.Fatal(err)
			}
		}
	}
}

func BenchmarkObserve(b *testing.B) {
	pos := benchPositions(b)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s := &pos[i%len(pos)]
		s.Observe(i % 4)
	}
}

func BenchmarkHash(b *testing.B) {
	pos := benchPositions(b)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		pos[i%len(pos)].Hash()
	}
}
