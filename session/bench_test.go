package session

import (
	"testing"

	"github.com/pyramid-studio/pyramid/storage"
)

// BenchmarkStepWithAutosave measures one step in the middle of a game with
// the autosave written to real files (temporary file, fsync, rename): the
// cost the client pays for every step.
func BenchmarkStepWithAutosave(b *testing.B) {
	var dir storage.Store = storage.NewMemory()
	var err error
	if err != nil {
		b.Fatal(err)
	}
	var mid []byte
	for seed := uint64(1); mid == nil; seed++ {
		s := newSession(b, allHuman(seed, 4))
		for s.Steps() < 200 && !s.Over() {
			advance(b, s)
		}
		if !s.Over() {
			mid, _ = s.Encode()
		}
	}
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		s, err := Decode(mid)
		if err == nil {
			err = s.AttachStore(dir, "")
		}
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		advance(b, s)
	}
}
