package pengqueen

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/bot/internal/decisiontime"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/internal/cpuclock"
)

// decisionPositions are the decisions of a few seeded medium games at
// players players (every tenth with a choice): each seat's observation and
// its legal steps.
type decision struct {
	o     pq.Observation
	legal []pq.Action
}

func decisionPositions(tb testing.TB, players, games, every int) []decision {
	var out []decision
	for g := 0; g < games; g++ {
		m, _ := pq.NewMatch(pq.Options{Players: uint8(players)}, uint64(1000+g))
		brains := make([]*brain, players)
		for i := range brains {
			brains[i] = newBrain(policyLevel, uint64(g*10+i))
		}
		var buf [pq.MaxLegal]pq.Action
		for n := 0; !m.State.Over; {
			if m.State.IsChance() {
				m.Apply(m.ChanceOutcome(), nil)
				continue
			}
			seat := m.State.Current()
			o := m.State.Observe(seat)
			legal := m.State.Legal(buf[:0])
			if len(legal) > 1 {
				if n%every == 0 {
					out = append(out, decision{o, slices.Clone(legal)})
				}
				n++
			}
			a, _ := brains[seat].choose(context.Background(), &o, legal)
			m.Apply(a, nil)
		}
	}
	return out
}

// BenchmarkDecision is each level's decision time on one core, at every
// number of players, over decisions of medium games: mean, p95 and max of
// the thread's CPU time.
//
//	go test -run '^$' -bench Decision -benchtime 1x ./bot/pengqueen/
func BenchmarkDecision(b *testing.B) {
	for _, lv := range levelNames {
		for players := pq.MinSeats; players <= pq.MaxSeats; players++ {
			b.Run(fmt.Sprintf("%s/%dp", lv, players), func(b *testing.B) {
				every := 3
				if lv == "hard" {
					every = 25
				}
				pos := decisionPositions(b, players, 4, every)
				runtime.LockOSThread()
				defer runtime.UnlockOSThread()
				var times []time.Duration
				b.ResetTimer()
				for b.Loop() {
					for i, d := range pos {
						br := newBrain(levels[lv], uint64(i))
						start := cpuclock.Thread()
						br.choose(context.Background(), &d.o, d.legal)
						times = append(times, cpuclock.Thread()-start)
					}
				}
				decisiontime.Report(b, lv, times)
			})
		}
	}
}
