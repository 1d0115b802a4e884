package tabletest

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
)

// FuzzSteps feeds a match arbitrary steps: the seat count and seed pick a
// match, each line of text is tried as a step after some random legal
// play. Nothing may panic, a refused step changes nothing, and an accepted
// one keeps the invariants. Call it from the game's FuzzSteps with its
// Config; add seeds with f.Add(seats, seed, prefix, text) before calling.
func FuzzSteps(f *testing.F, c Config) {
	c.defaults()
	in := c.Game.Info()
	f.Add(uint8(in.MinSeats), uint64(1), uint8(10), "")
	f.Fuzz(func(t *testing.T, seats uint8, seed uint64, prefix uint8, text string) {
		n := in.MinSeats + int(seats)%(in.MaxSeats-in.MinSeats+1)
		m := newMatch(t, c, n, seed)
		rng := rand.New(rand.NewPCG(seed, 9))
		for range int(prefix) {
			if m.Actor() == table.Over {
				break
			}
			if _, err := m.Apply(next(t, m, rng)); err != nil {
				t.Fatal(err)
			}
		}
		for _, step := range strings.Split(text, "\n") {
			before, steps := m.Hash(), len(m.Record().Steps)
			if _, err := m.Apply(step); err != nil {
				if m.Hash() != before || len(m.Record().Steps) != steps {
					t.Fatalf("refused step %q changed the match", clip(step))
				}
				continue
			}
			if err := m.Check(); err != nil {
				t.Fatalf("after %q: %v", clip(step), err)
			}
		}
	})
}

// FuzzRecord opens arbitrary bytes as a record of the game: nothing may
// panic, and a record that opens writes itself out again to the same
// position.
func FuzzRecord(f *testing.F, c Config) {
	c.defaults()
	m := newMatch(f, c, c.Game.Info().MinSeats, 1)
	rng := rand.New(rand.NewPCG(1, 10))
	for range 30 {
		if m.Actor() == table.Over {
			break
		}
		if _, err := m.Apply(next(f, m, rng)); err != nil {
			f.Fatal(err)
		}
	}
	good, err := json.Marshal(m.Record())
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Fuzz(func(t *testing.T, data []byte) {
		var rec table.Record
		if json.Unmarshal(data, &rec) != nil {
			return
		}
		o, err := c.Game.Open(rec)
		if err != nil {
			return
		}
		if err := o.Check(); err != nil {
			t.Fatalf("an opened record breaks the invariants: %v", err)
		}
		again, err := c.Game.Open(o.Record())
		if err != nil || again.Hash() != o.Hash() {
			t.Fatalf("a record written from an opened one does not reopen to it: %v", err)
		}
	})
}
