package session

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/storage"
)

// The files in testdata/before-collection were written by the game before
// it had a second game (a hot-seat game in progress with a computer seat,
// an undo window and a step undone; a finished game's save and its
// record): none names its game, and each opens as The Pyramid of Horus's,
// exactly where it was.

func readOld(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/before-collection/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestASaveFromBeforeTheCollectionGoesOn(t *testing.T) {
	data := readOld(t, "progress-save.json")
	if id, err := table.PeekGame(data); err != nil || id != horus.GameID {
		t.Fatalf("the old save is a game of %q (%v)", id, err)
	}
	st := storage.NewMemory()
	if err := st.Write(AutosaveKey, data); err != nil {
		t.Fatal(err)
	}
	s, err := Resume(st)
	if err != nil {
		t.Fatal(err)
	}
	if s.Game().Info().ID != horus.GameID || s.Notice() != "" || s.Steps() != 101 || s.Match().Hash() != "c332c6c3ef9d4f0d" {
		t.Fatalf("the old save opens as %s at step %d, %s (notice %q)", s.Game().Info().ID, s.Steps(), s.Match().Hash(), s.Notice())
	}
	if got := s.Seats(); got[0] != (Seat{Name: "Ola", Kind: Human, Person: 1}) || got[1] != (Seat{Name: "Jan", Kind: Human, Person: 2}) || got[2].Kind != "medium" {
		t.Fatalf("seats %+v; want each person of a save from before people were kept a person of their own", got)
	}
	if !slices.Equal(s.RedoSteps(), []string{"move E12"}) || !s.HumanToAct() {
		t.Fatalf("redo %v, a person to act %v", s.RedoSteps(), s.HumanToAct())
	}
	if _, err := s.Redo(); err != nil {
		t.Fatalf("the step undone before the collection does not redo: %v", err)
	}
	// Saved again, it names its game and opens again where it is.
	again, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(again), `"game": "horus"`) || !strings.Contains(string(again), `"version": 2`) {
		t.Fatalf("saved again without its game or version: %.300s", again)
	}
	back, err := Decode(again)
	if err != nil || back.Match().Hash() != s.Match().Hash() || back.Steps() != 102 {
		t.Fatalf("the save written since does not reopen (%v)", err)
	}
	for !back.Over() && back.Steps() < 140 {
		advance(t, back)
	}
}

func TestAFinishedGameFromBeforeTheCollectionReplays(t *testing.T) {
	for _, name := range []string{"finished-save.json", "finished-record.json"} {
		r, err := OpenReplay(readOld(t, name))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		r.Seek(r.Len())
		if !r.Finished() || r.Notice() != "" || r.Match().Hash() != "81a350f7ed3b1ae6" || len(r.Log(table.Onlooker)) < 20 {
			t.Fatalf("%s replays to %s, finished %v, notice %q", name, r.Match().Hash(), r.Finished(), r.Notice())
		}
		// the save keeps the name typed; the record of then had no names
		if want := map[string]string{"finished-save.json": "Ala", "finished-record.json": "Edgar Rice"}[name]; r.Seats()[0].Name != want {
			t.Fatalf("%s: seat 0 is %q, want %q", name, r.Seats()[0].Name, want)
		}
	}
	s, err := Import(readOld(t, "finished-record.json"), nil)
	if err != nil || !s.Over() || s.Match().Hash() != "81a350f7ed3b1ae6" {
		t.Fatalf("the old record imports as %v (%v)", s, err)
	}
}
