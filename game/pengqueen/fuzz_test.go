package pengqueen

import (
	"hash/fnv"
	"math/rand/v2"
	"os"
	"testing"
)

// The fuzz targets: `go test -fuzz FuzzActions ./game/pengqueen` and so on.
// Their seed corpora (f.Add and testdata/sample-record.json) run with every
// `go test`.

// FuzzActions lets the fuzz bytes choose the game: the first byte sets the
// number of players, each further byte picks one of the legal actions or
// chance outcomes (and has every legal action of that node tried). When
// the bytes run out the game is played to its end at random, from a stream
// seeded by the bytes. Every step keeps the invariants, and the record
// replays to the same state.
func FuzzActions(f *testing.F) {
	f.Add([]byte{0})
	f.Add([]byte{1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	f.Add([]byte{3, 0xff, 0x80, 0x11, 0x42, 0x07, 0x99, 0x00, 0x00, 0x00, 0x00, 0x00, 0x31})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 1 {
			return
		}
		m, err := NewMatch(Options{Players: uint8(MinSeats + int(data[0])%4)}, uint64(data[0]))
		if err != nil {
			t.Fatal(err)
		}
		h := fnv.New64a()
		h.Write(data)
		r := rand.New(rand.NewPCG(h.Sum64(), 1))
		choices := data[1:]
		var buf [MaxLegal]Action
		for step := 0; !m.State.Over; step++ {
			if step > 500_000 {
				t.Fatalf("no end after %d steps", step)
			}
			legal := m.State.Legal(buf[:0])
			if len(legal) == 0 {
				t.Fatalf("step %d: no legal action in a game not over", step)
			}
			i := r.IntN(len(legal))
			if step < len(choices) {
				i = int(choices[step]) % len(legal)
				if err := checkEveryAction(&m.State, legal); err != nil {
					t.Fatalf("step %d: %v", step, err)
				}
			}
			note := m.State.Notation(legal[i])
			if _, err := m.Apply(legal[i], nil); err != nil {
				t.Fatalf("step %d %q: a legal action is refused: %v", step, note, err)
			}
			if err := m.State.Check(); err != nil {
				t.Fatalf("step %d after %q: %v", step, note, err)
			}
		}
		m.Finish()
		s, err := Replay(m.Record)
		if err != nil || s != m.State {
			t.Fatalf("the record does not replay to the same state: %v", err)
		}
	})
}

// FuzzRecord feeds arbitrary bytes to DecodeRecord and Replay: they return
// errors, never panic, and whatever replays is a sound position whose
// record encodes and decodes to the same game.
func FuzzRecord(f *testing.F) {
	if data, err := os.ReadFile("testdata/sample-record.json"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`{"format":"pyramid-record","version":1,"game":"pengqueen","seed":0,"setup":{"players":2,"pieces":["red","green"]},"steps":["deal crown","deal key"]}`))
	f.Add([]byte(`{"format":"pyramid-record","version":1,"game":"pengqueen","seed":0,"setup":{"players":3,"pieces":["blue","red"]},"steps":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := DecodeRecord(data)
		if err != nil {
			return
		}
		s, err := Replay(r)
		if err != nil {
			return
		}
		if err := s.Check(); err != nil {
			t.Fatalf("a replayed record reaches an unsound position: %v", err)
		}
		enc, err := r.Encode()
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeRecord(enc)
		if err != nil {
			t.Fatalf("a record that decoded does not decode once encoded again: %v", err)
		}
		if s2, err := Replay(back); err != nil || s2 != s {
			t.Fatalf("the re-encoded record replays differently: %v", err)
		}
	})
}
