package runrunrun

import (
	"math/rand/v2"
	"testing"
)

// benchGames plays full random games of n cats, one per iteration, on the
// engine alone (no events, records or bots): the figure behind "games per
// second". Run: go test -run '^$' -bench RandomGames -benchmem ./game/runrunrun/
func benchGames(b *testing.B, n int) {
	rng := rand.New(rand.NewPCG(1, 2))
	steps := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, err := NewState(Options{Players: uint8(n), Difficulty: Normal, Cats: DrawCats(n, uint64(i))})
		if err != nil {
			b.Fatal(err)
		}
		k, err := Playout(&s, rng.IntN, maxSteps)
		if err != nil {
			b.Fatal(err)
		}
		steps += k
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(steps)/float64(b.N), "steps/game")
}

func BenchmarkRandomGames1p(b *testing.B) { benchGames(b, 1) }
func BenchmarkRandomGames4p(b *testing.B) { benchGames(b, 4) }

// BenchmarkRandomGames4pApply is the same games through the public
// Legal-then-Apply loop, where Apply checks the step again: what a bot
// pays per step.
func BenchmarkRandomGames4pApply(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	var buf [MaxLegal]Action
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, err := NewState(Options{Players: 4, Difficulty: Normal, Cats: DrawCats(4, uint64(i))})
		if err != nil {
			b.Fatal(err)
		}
		for !s.Over {
			legal := s.Legal(buf[:0])
			if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkHeuristicGames plays whole games with the test heuristic team
// and chance from a match: longer games that reach the Exit and the Lord.
func BenchmarkHeuristicGames(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		opt := Options{Players: 2, Difficulty: Normal, Cats: DrawCats(2, uint64(i))}
		if _, err := playHeuristic(opt, uint64(i), 0, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// benchPositions collects the positions of a few heuristic games, to time
// the engine's calls one position at a time.
func benchPositions(b *testing.B) []State {
	var out []State
	for seed := uint64(0); seed < 10; seed++ {
		opt := Options{Players: 3, Difficulty: Normal, Cats: DrawCats(3, seed)}
		if _, err := playHeuristic(opt, seed, 0.05, func(s *State) error {
			out = append(out, *s)
			return nil
		}); err != nil {
			b.Fatal(err)
		}
	}
	return out
}

func BenchmarkLegal(b *testing.B) {
	pos := benchPositions(b)
	var buf [MaxLegal]Action
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		pos[i%len(pos)].Legal(buf[:0])
	}
}

func BenchmarkLegalApply(b *testing.B) {
	pos := benchPositions(b)
	var buf [MaxLegal]Action
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
		pos[i%len(pos)].Observe(i % 3)
	}
}

func BenchmarkHash(b *testing.B) {
	pos := benchPositions(b)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		pos[i%len(pos)].Hash()
	}
}
