package session

import (
	"errors"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/storage"
)

// TestAGameOfAnotherProgramIsKeptAsItIs: a game in progress of a game
// this program does not have (a browser module of another game) is not
// a damaged file: loading it leaves it where it is, a new game files it
// away as a game (Occupied), and it is never written over.
func TestAGameOfAnotherProgramIsKeptAsItIs(t *testing.T) {
	away := []byte(`{"format": "` + SaveFormat + `", "version": 1, "record": {"format": "` + table.RecordFormat + `", "game": "faraway", "steps": []}}`)
	if id, ok := Elsewhere(away); !ok || id != "faraway" {
		t.Fatalf("Elsewhere = %q, %v", id, ok)
	}
	for _, not := range [][]byte{[]byte("{}"), []byte("not json"), []byte(`{"format": "` + table.RecordFormat + `", "game": "faraway"}`)} {
		if _, ok := Elsewhere(not); ok {
			t.Errorf("%s is taken for another program's game", not)
		}
	}
	st := storage.NewMemory()
	if err := st.Write(AutosaveKey, away); err != nil {
		t.Fatal(err)
	}
	var le *LoadError
	if _, err := Load(st, AutosaveKey); !errors.As(err, &le) || le.Problem != OtherGame || le.KeptAs != "" {
		t.Errorf("loading it: %v", err)
	}
	if data, err := st.Read(AutosaveKey); err != nil || string(data) != string(away) {
		t.Fatalf("loading it moved it (%v)", err)
	}
	if k := Occupied(st, ""); k != AutosaveKey {
		t.Errorf("a new game would take %q without filing the game there away", k)
	}
	if writable(st, AutosaveKey, time.Now()) {
		t.Error("another program's game may be written over")
	}
	if data, err := st.Read(AutosaveKey); err != nil || string(data) != string(away) {
		t.Errorf("looking whether it may be written over moved it (%v)", err)
	}
}
