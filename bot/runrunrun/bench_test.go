package runrunrun

import (
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/bot/internal/decisiontime"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/internal/cpuclock"
)

// benchObservations are the decisions (more than one legal step) of a few
// games of the heuristic team of players cats at Normal, as the deciding
// seats saw them.
func benchObservations(b *testing.B, players, games int) []rrr.Observation {
	b.Helper()
	var out []rrr.Observation
	for g := range games {
		seed := uint64(40 + 10*players + g)
		m, err := rrr.NewMatch(teamOptions(rrr.Normal, players, seed), seed)
		if err != nil {
			b.Fatal(err)
		}
		pol := &policy{rng: rand.New(rand.NewPCG(seed, 1))}
		var buf [rrr.MaxLegal]rrr.Action
		for !m.State.Over {
			var a rrr.Action
			switch s := &m.State; {
			case s.IsChance():
				a = m.ChanceOutcome()
			default:
				legal := s.Legal(buf[:0])
				if len(legal) > 1 {
					out = append(out, s.Observe(s.Current()))
				}
				a, _ = pol.pick(s, legal)
			}
			if _, err := m.Apply(a, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkDecision is each level's decision time on one core, at every
// team size, over every decision of three games of the heuristic team:
// mean, p95 and max of the thread's CPU time (most decisions are small
// choices between turns; the search runs at the player steps).
//
//	GOMAXPROCS=1 go test -run '^$' -bench Decision -benchtime 1x ./bot/runrunrun/
func BenchmarkDecision(b *testing.B) {
	for _, level := range Levels {
		for players := 1; players <= rrr.MaxSeats; players++ {
			b.Run(fmt.Sprintf("%s/%dp", level, players), func(b *testing.B) {
				obs := benchObservations(b, players, 3)
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				var times []time.Duration
				b.ResetTimer()
				for b.Loop() {
					for i, o := range obs {
						bt, err := newBot(level, uint64(i))
						if err != nil {
							b.Fatal(err)
						}
						start := cpuclock.Thread()
						bt.choose(context.Background(), o)
						times = append(times, cpuclock.Thread()-start)
					}
				}
				decisiontime.Report(b, level, times)
			})
		}
	}
}
