package pengqueen

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/pyramid-studio/pyramid/internal/cpuclock"
)

// BenchmarkRandomGames plays full uniformly random games, one per
// iteration, on the engine alone (no events, records or bots): the
// "games per second on one core" figure, at every player count. Random
// games are long (thousands of steps: a random Mummy seldom catches, random
// hunters seldom stop on their symbols), so steps/s is reported too.
// games/cpu-s counts the thread's own CPU time (internal/cpuclock), the
// figure "on one core" that a busy machine does not blur.
func BenchmarkRandomGames(b *testing.B) {
	for players := MinSeats; players <= MaxSeats; players++ {
		b.Run(fmt.Sprintf("%dp", players), func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			rng := rand.New(rand.NewPCG(1, uint64(players)))
			steps := 0
			b.ReportAllocs()
			cpu := cpuclock.Thread()
			for b.Loop() {
				s, err := NewState(Options{Players: uint8(players)})
				if err != nil {
					b.Fatal(err)
				}
				n, err := Playout(&s, rng.IntN, 10_000_000)
				if err != nil {
					b.Fatal(err)
				}
				steps += n
			}
			cpu = cpuclock.Thread() - cpu
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
			b.ReportMetric(float64(b.N)/cpu.Seconds(), "games/cpu-s")
			b.ReportMetric(float64(steps)/cpu.Seconds(), "steps/cpu-s")
			b.ReportMetric(float64(steps)/float64(b.N), "steps/game")
		})
	}
}

// BenchmarkRandomGamesApply is the 4-player games through the public
// Legal-then-Apply loop, where Apply checks the action again: what a bot
// pays per step.
func BenchmarkRandomGamesApply(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	var buf [MaxLegal]Action
	b.ReportAllocs()
	for b.Loop() {
		s, err := NewState(Options{Players: 4})
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

// benchPositions are positions of a few random 4-player games.
func benchPositions(b *testing.B) []State {
	var out []State
	for _, s := range randomPositions(b, 2) {
		if s.Opt.Players == 4 && !s.Over {
			out = append(out, s)
		}
	}
	return out
}

func BenchmarkLegalApply(b *testing.B) {
	pos := benchPositions(b)
	var buf [MaxLegal]Action
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s := pos[i%len(pos)]
		legal := s.Legal(buf[:0])
		if err := s.Apply(legal[i%len(legal)]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkObserve(b *testing.B) {
	pos := benchPositions(b)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		pos[i%len(pos)].Observe(i % 4)
	}
}

func BenchmarkDeterminizeMummy(b *testing.B) {
	pos := benchPositions(b)
	obs := make([]Observation, len(pos))
	for i := range pos {
		obs[i] = pos[i].Observe(MummySeat)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		Determinize(obs[i%len(obs)], rng)
	}
}

// BenchmarkSightMoved is one announcement's update of a large set (every
// floor square): the cost the engine pays per hunter move.
func BenchmarkSightMoved(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		var v Sight
		v[0], v[1] = Floor(), Floor().Without(Floor().First())
		v.Moved(0, Face(1+i%5), Sarcophagus())
	}
}

func BenchmarkHash(b *testing.B) {
	pos := benchPositions(b)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		pos[i%len(pos)].Hash()
	}
}
