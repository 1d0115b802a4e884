package session

import (
	"bytes"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/storage"
)

// FuzzLoad feeds the loader any bytes: it must never panic, must answer
// every bad file with a *LoadError that kept the file aside intact, and
// whatever it accepts must save and load again to the same position. The
// seed corpus in testdata/fuzz/FuzzLoad holds a real save, cut and altered
// ones, a game record and foreign files.
func FuzzLoad(f *testing.F) {
	f.Add([]byte(`{"format":"pyramid-save","version":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		st := storage.NewMemory()
		if err := st.Write(AutosaveKey, data); err != nil {
			t.Fatal(err)
		}
		s, err := Resume(st)
		if err != nil {
			var le *LoadError
			if !errors.As(err, &le) {
				t.Fatalf("error %v is not a *LoadError", err)
			}
			kept, rerr := st.Read(le.KeptAs)
			if rerr != nil || !bytes.Equal(kept, data) {
				t.Fatalf("the bad file was not kept aside intact: %v", rerr)
			}
			return
		}
		again, err := s.Encode()
		if err != nil {
			t.Fatal(err)
		}
		back, err := Decode(again)
		if err != nil {
			t.Fatalf("a loaded game does not load after saving: %v", err)
		}
		if state(back) != state(s) {
			t.Fatal("save and load changed the position")
		}
	})
}

// The corpus's real save must stay loadable: if it stops loading, a change
// to the engine or the format has broken the players' saves.
func TestCorpusSaveLoads(t *testing.T) {
	raw, err := os.ReadFile("testdata/fuzz/FuzzLoad/valid-save")
	if err != nil {
		t.Fatal(err)
	}
	_, quoted, _ := strings.Cut(strings.TrimSpace(string(raw)), "[]byte(")
	text, err := strconv.Unquote(strings.TrimSuffix(quoted, ")"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := Decode([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if s.Steps() == 0 || s.Seats()[0].Name != "Ann" || len(s.RedoSteps()) != 1 {
		t.Fatalf("the corpus save loads as %d steps, seats %v, redo %v", s.Steps(), s.Seats(), s.RedoSteps())
	}
}
