package runrunrun

import (
	"context"
	"testing"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// Decision time: go test ./bot/runrunrun/ -run '^$' -bench Decision
// (the tournament prints each level's p50 and p95 in thread CPU time).

// benchObservations are the decisions of a few medium games, at every
// team size, as the deciding seats saw them.
func benchObservations(b *testing.B) []rrr.Observation {
	b.Helper()
	var out []rrr.Observation
	for players := 1; players <= rrr.MaxSeats; players++ {
		seed := uint64(40 + players)
		m, err := rrr.NewMatch(teamOptions(rrr.Normal, players, seed), seed)
		if err != nil {
			b.Fatal(err)
		}
		bt, _ := newBot("medium", seed)
		var buf [rrr.MaxLegal]rrr.Action
		for !m.State.Over {
			var a rrr.Action
			switch s := &m.State; {
			case s.IsChance():
				a = m.ChanceOutcome()
			case len(s.Legal(buf[:0])) == 1:
				a = s.Legal(buf[:0])[0]
			default:
				obs := s.Observe(s.Current())
				out = append(out, obs)
				a, _ = bt.choose(context.Background(), obs)
			}
			if _, err := m.Apply(a, nil); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

func benchDecision(b *testing.B, level string) {
	obs := benchObservations(b)
	bt, err := newBot(level, 1)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bt.choose(context.Background(), obs[i%len(obs)])
	}
}

func BenchmarkDecisionEasy(b *testing.B)   { benchDecision(b, "easy") }
func BenchmarkDecisionMedium(b *testing.B) { benchDecision(b, "medium") }
func BenchmarkDecisionHard(b *testing.B)   { benchDecision(b, "hard") }
