package session

import (
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
)

// The client opens records and saves it did not write itself: a file
// dropped in the records folder, `pyramid --record FILE`, "Play on from
// here". These loaders must answer any bytes with an error, never a panic,
// and what they accept must hold together. The seed corpora in
// testdata/fuzz/FuzzOpenReplay and testdata/fuzz/FuzzImport hold a real
// record (unfinished and finished), a cut one, a save, a newer version,
// another final position, an unknown computer level and binary junk.

// FuzzOpenReplay: whatever the replay viewer opens can be stepped through
// end to end and told in words, and an unfinished game it opens plays on
// at exactly the position shown.
func FuzzOpenReplay(f *testing.F) {
	f.Add([]byte(`{"format":"pyramid-record","version":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := OpenReplay(data)
		if err != nil {
			return
		}
		for i := 0; i <= r.Len(); i++ {
			r.Seek(i)
			_ = r.Events()
			_ = r.Step(i)
		}
		if r.Pos() != r.Len() {
			t.Fatalf("at %d after seeking to the end of %d steps", r.Pos(), r.Len())
		}
		_ = r.Log(0)
		_ = r.Log(-1)
		if r.Finished() {
			return
		}
		s, err := r.PlayOn(r.Len())
		if err != nil {
			return // e.g. a computer level this version does not have
		}
		if state(s) != horus.MatchOf(r.MatchAt(r.Len())).State || s.Steps() != r.Len() {
			t.Fatalf("played on at %d steps, not at the %d shown", s.Steps(), r.Len())
		}
	})
}

// FuzzImport: a record that imports is a game that goes on: it saves and
// loads again at the same position, and takes its next step.
func FuzzImport(f *testing.F) {
	f.Add([]byte(`{"format":"pyramid-record","version":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Import(data, nil)
		if err != nil {
			return
		}
		rec, err := table.DecodeRecord(data)
		if err != nil || s.Steps() != len(rec.Steps) {
			t.Fatalf("imported %d steps from a record that decodes as %d (%v)", s.Steps(), len(rec.Steps), err)
		}
		if !s.Over() {
			// one more step, with no computer thinking: any legal action
			if s.Current() == table.Chance {
				_, err = s.StepChance()
			} else {
				_, err = s.Apply(s.Match().Legal()[0])
			}
			if err != nil {
				t.Fatalf("the imported game cannot go on: %v", err)
			}
		}
		save, err := s.Encode()
		if err != nil {
			t.Fatal(err)
		}
		back, err := Decode(save)
		if err != nil {
			t.Fatalf("an imported game does not load after saving: %v", err)
		}
		if state(back) != state(s) {
			t.Fatal("save and load changed the imported game's position")
		}
	})
}
