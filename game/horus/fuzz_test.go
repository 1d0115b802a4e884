package horus

import (
	"bytes"
	"hash/fnv"
	"math/rand/v2"
	"testing"
)

// The fuzz targets: `go test -fuzz FuzzActions ./game/horus`, and the
// contract's FuzzSteps and FuzzRecord (table_test.go). Their seed corpora
// live in testdata/fuzz/<FuzzName>/ and run with every `go test`.

// FuzzActions lets the fuzz bytes choose the game: the first two set the
// table and the optional rules, each further byte picks one of the legal
// actions or chance outcomes. When the bytes run out the game is played to
// its end at random (from a stream seeded by the bytes). Every step must
// keep the invariants (the steps the bytes chose also have every legal
// action tried), and the record must replay to the same state.
func FuzzActions(f *testing.F) {
	f.Add([]byte{2, 0})
	f.Add([]byte{4, 3, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(bytes.Repeat([]byte{0xff, 0x80, 0x11}, 60))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		n := 2 + int(data[0]%5)
		opt := Options{
			Players:          uint8(n),
			Adventurers:      DrawAdventurers(n, uint64(data[0])<<8|uint64(data[1])),
			FirstKeeper:      data[0] / 5 % uint8(n),
			AlternateMummies: data[1]&1 != 0,
			TotalSecrecy:     data[1]&2 != 0,
		}
		m, err := NewMatch(opt, 0)
		if err != nil {
			t.Fatal(err)
		}
		h := fnv.New64a()
		h.Write(data)
		r := rand.New(rand.NewPCG(h.Sum64(), 1))
		choices := data[2:]
		var buf [maxLegal]Action
		for step := 0; !m.State.IsOver(); step++ {
			if step > 20000 {
				t.Fatalf("the game has not ended after %d steps", step)
			}
			legal := m.State.Legal(buf[:0])
			if len(legal) == 0 {
				t.Fatalf("step %d: no legal action in a game not over", step)
			}
			i := r.IntN(len(legal))
			if step < len(choices) {
				i = int(choices[step]) % len(legal)
			}
			note := m.State.Notation(legal[i])
			if _, err := m.Apply(legal[i], nil); err != nil {
				t.Fatalf("step %d %q: a legal action is refused: %v", step, note, err)
			}
			if err := checkInvariants(&m.State); err != nil {
				t.Fatalf("step %d after %q: %v", step, note, err)
			}
			if step < len(choices) {
				if err := checkLegalActions(&m.State); err != nil {
					t.Fatalf("step %d after %q: %v", step, note, err)
				}
			}
		}
		if err := checkRoundTrip(m); err != nil {
			t.Fatal(err)
		}
	})
}
