package session

import (
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// TestNextToActLooksAheadWithoutPlaying: at every chance step of several
// games, NextToAct names the seat that does act once chance has been
// played, and asking changes neither the position nor the random stream
// (the generator's position).
func TestNextToActLooksAheadWithoutPlaying(t *testing.T) {
	asked := 0
	for seed := uint64(1); seed <= 12; seed++ {
		s, err := New(testConfig(seed))
		if err != nil {
			t.Fatal(err)
		}
		for !s.Over() {
			if s.Current() != horus.ChanceSeat {
				advance(t, s)
				continue
			}
			st, gen := state(s), s.m.RandState
			before, _ := gen()
			want := s.NextToAct()
			after, _ := gen()
			if state(s) != st || string(before) != string(after) {
				t.Fatalf("seed %d step %d: NextToAct changed the game", seed, s.Steps())
			}
			for s.Current() == horus.ChanceSeat {
				advance(t, s)
			}
			if got := s.Current(); got != want {
				t.Fatalf("seed %d step %d: NextToAct said %d, then %d acted", seed, s.Steps(), want, got)
			}
			asked++
		}
	}
	if asked < 100 {
		t.Errorf("only %d chance steps looked at", asked)
	}
}
