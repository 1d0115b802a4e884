package horus

import (
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/internal/cpuclock"
)

// BenchmarkDecision times the search levels' decisions on one core (the
// deciding thread's CPU time, so a busy machine does not inflate them) at
// the same 40 positions of each table size, taken from seeded games of
// easy players at points where the seat has a real choice. It reports the
// mean and the 95th percentile (budgets: medium 150 ms, hard 600 ms). The
// tournaments (TestTournamentFull, TestDecisionTimes) time whole games;
// this is the quick figure of `make bench`.
func BenchmarkDecision(b *testing.B) {
	for _, level := range []string{"medium", "hard"} {
		for players := horus.MinPlayers; players <= horus.MaxPlayers; players++ {
			positions := benchPositions(players, 40)
			b.Run(fmt.Sprintf("%s/%dp", level, players), func(b *testing.B) {
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				var times []time.Duration
				for i := 0; b.Loop(); i++ {
					s := &positions[i%len(positions)]
					var buf [96]horus.Action
					legal := s.Legal(buf[:0])
					bot, err := New(level, uint64(i))
					if err != nil {
						b.Fatal(err)
					}
					obs := s.Observe(s.Current())
					start := cpuclock.Thread()
					bot.Choose(context.Background(), obs, legal)
					times = append(times, cpuclock.Thread()-start)
				}
				slices.Sort(times)
				var sum time.Duration
				for _, d := range times {
					sum += d
				}
				b.ReportMetric(float64(sum.Microseconds())/float64(len(times))/1000, "mean-ms")
				b.ReportMetric(float64(times[min(len(times)-1, len(times)*95/100)].Microseconds())/1000, "p95-ms")
			})
		}
	}
}

// benchPositions are n positions of seeded games of easy players where
// the seat to act has more than one choice, spread over whole games.
func benchPositions(players, n int) []horus.State {
	var out []horus.State
	for seed := uint64(0); len(out) < n; seed++ {
		m, err := horus.NewMatch(options(seed, players), seed)
		if err != nil {
			panic(err) // the seeded options are valid
		}
		bots := make([]Bot, players)
		for p := range bots {
			bots[p] = NewEasy(seed + uint64(p))
		}
		pick := rand.New(rand.NewPCG(seed, 77))
		var buf []horus.Action
		for !m.State.IsOver() {
			if m.State.IsChance() {
				m.Apply(m.ChanceOutcome(), nil)
				continue
			}
			seat := m.State.Current()
			buf = m.State.Legal(buf[:0])
			if len(buf) > 1 && len(out) < n && pick.IntN(20) == 0 {
				out = append(out, m.State)
			}
			a := bots[seat].Choose(context.Background(), m.State.Observe(seat), slices.Clone(buf))
			if _, err := m.Apply(a, nil); err != nil {
				panic(err)
			}
		}
	}
	return out
}
