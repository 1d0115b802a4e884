package game

import (
	"math/rand/v2"
	"testing"
)

func TestQuickRandom(t *testing.T) {
	for seed := uint64(0); seed < 300; seed++ {
		n := uint8(2 + seed%5)
		opt := Options{Players: n}
		perm := rand.New(rand.NewPCG(seed, 1)).Perm(8)
		for i := 0; i < int(n); i++ {
			opt.Adventurers[i] = Adventurer(perm[i])
		}
		m, err := NewMatch(opt, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 2))
		var buf []Action
		steps := 0
		for !m.State.IsOver() {
			var a Action
			if m.State.IsChance() {
				a = m.ChanceOutcome()
			} else {
				buf = m.State.Legal(buf[:0])
				if len(buf) == 0 {
					t.Fatalf("seed %d: no legal action at %+v", seed, m.State)
				}
				a = buf[r.IntN(len(buf))]
			}
			if _, err := m.Apply(a, nil); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			steps++
			if steps > 100000 {
				t.Fatalf("seed %d: too long", seed)
			}
		}
		if seed < 5 {
			t.Logf("seed %d rounds %d steps %d scores %+v", seed, m.State.Round, steps, m.State.Scores())
		}
	}
}
