package runrunrun

import (
	"bytes"
	"hash/fnv"
	"math/rand/v2"
	"testing"
)

// The engine's fuzz target: go test -fuzz FuzzActions ./game/runrunrun/.
// The contract's, FuzzSteps and FuzzRecord, are in table_test.go. Their
// seed corpora are beside them.

// FuzzActions lets the bytes choose the game: the first two set the table,
// each further byte picks one of the legal steps. When the bytes run out
// the game is played to its end at random. Every step keeps the
// invariants, and the record replays to the same state.
func FuzzActions(f *testing.F) {
	f.Add([]byte{0, 0})
	f.Add([]byte{3, 7, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(bytes.Repeat([]byte{0xff, 0x80, 0x11}, 60))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		n := 1 + int(data[0]%MaxSeats)
		opt := Options{
			Players:    uint8(n),
			Difficulty: Difficulty(data[1] % uint8(NumDifficulties)),
			Cats:       DrawCats(n, uint64(data[0])<<8|uint64(data[1])),
			First:      data[0] / 4 % uint8(n),
			Lord:       data[1] / 4 % (NumLords + 1),
			OpenHands:  data[1]&0x80 != 0,
		}
		m, err := NewMatch(opt, 0)
		if err != nil {
			t.Fatal(err)
		}
		h := fnv.New64a()
		h.Write(data)
		r := rand.New(rand.NewPCG(h.Sum64(), 1))
		choices := data[2:]
		var buf [MaxLegal]Action
		for step := 0; !m.State.Over; step++ {
			if step > maxSteps {
				t.Fatalf("no end after %d steps", step)
			}
			legal := m.State.Legal(buf[:0])
			if len(legal) == 0 {
				t.Fatalf("step %d: no legal step", step)
			}
			i := r.IntN(len(legal))
			if step < len(choices) {
				i = int(choices[step]) % len(legal)
			}
			if _, err := m.Apply(legal[i], nil); err != nil {
				t.Fatalf("step %d: %v", step, err)
			}
			if err := m.State.Check(); err != nil {
				t.Fatalf("step %d: %v", step, err)
			}
		}
		s, err := Replay(m.Record)
		if err != nil {
			t.Fatal(err)
		}
		if s != m.State {
			t.Fatal("the record replays to another state")
		}
	})
}
