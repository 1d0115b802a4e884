package horus

import (
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/bot/internal/decisiontime"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/internal/cpuclock"
)

// BenchmarkDecision times the search levels' decisions on one core (the
// deciding thread's CPU time, so a busy machine does not inflate them) at
// the same 40 positions of each table size, taken from seeded games of
// easy players at points where the seat has a real choice. It reports the
// mean, the 95th percentile and the longest, and an error when the 95th
// percentile is over the level's limit (decisiontime.Limit). The tournaments
// (TestTournamentFull, TestDecisionTimes) time whole games; this is the
// quick figure of `make bench`, one decision at each position:
//
//	go test -run '^$' -bench Decision -benchtime 40x ./bot/horus/
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
				decisiontime.Report(b, level, times)
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
