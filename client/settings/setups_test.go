package settings

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/storage"
)

// TestLastSetUpIsRememberedPerGame: the last set-up of each game is kept
// under its id and read back as it was; one the file holds in a form this
// version cannot read is passed over without losing the rest.
func TestLastSetUpIsRememberedPerGame(t *testing.T) {
	st := storage.NewMemory()
	s := Load(st)
	horus := table.Setup{
		Seats:  []table.SeatSetup{{Kind: table.Human, Name: "Ann", Person: 1, Values: map[string]string{"adventurer": "gore"}}, {Kind: "medium", Values: map[string]string{"adventurer": "sarti"}}},
		Values: map[string]string{"total_secrecy": "on"},
	}
	other := table.Setup{Seats: []table.SeatSetup{{Kind: table.Human, Person: 1}}}
	if err := s.Remember("horus", horus); err != nil {
		t.Fatal(err)
	}
	if err := s.Remember("other", other); err != nil {
		t.Fatal(err)
	}
	got := Load(st)
	if !reflect.DeepEqual(got.Setups["horus"], horus) || !reflect.DeepEqual(got.Setups["other"], other) || got.Message != "" {
		t.Fatalf("remembered %+v, read back %+v (%q)", s.Setups, got.Setups, got.Message)
	}
	data, _ := st.Read(Key)
	var file map[string]any
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	file["setups"].(map[string]any)["other"] = map[string]any{"seats": 7} // a set-up of another form
	bad, _ := json.Marshal(file)
	if err := st.Write(Key, bad); err != nil {
		t.Fatal(err)
	}
	got = Load(st)
	if _, ok := got.Setups["other"]; ok || !reflect.DeepEqual(got.Setups["horus"], horus) || got.Message != "" {
		t.Fatalf("with one set-up unreadable: %+v (%q)", got.Setups, got.Message)
	}
}

// TestTutorialProgressIsRememberedPerGame: how far the player got with
// each game's tutorial is read back as it was kept; one the file holds in
// a form this version cannot read is passed over without losing the rest
// of the settings.
func TestTutorialProgressIsRememberedPerGame(t *testing.T) {
	st := storage.NewMemory()
	s := Load(st)
	if (s.TutorialOf("horus") != Tutorial{}) {
		t.Fatalf("a first run has tutorial progress: %+v", s.TutorialOf("horus"))
	}
	if err := s.SetTutorial("horus", Tutorial{Card: 7, Offered: true}); err != nil {
		t.Fatal(err)
	}
	if err := s.SetTutorial("other", Tutorial{Done: true}); err != nil {
		t.Fatal(err)
	}
	got := Load(st)
	if got.TutorialOf("horus") != (Tutorial{Card: 7, Offered: true}) || got.TutorialOf("other") != (Tutorial{Done: true}) || got.Message != "" {
		t.Fatalf("kept %+v, read back %+v (%q)", s.Tutorials, got.Tutorials, got.Message)
	}
	data, _ := st.Read(Key)
	var file map[string]any
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatal(err)
	}
	file["tutorials"].(map[string]any)["other"] = map[string]any{"card": "seven"}
	bad, _ := json.Marshal(file)
	if err := st.Write(Key, bad); err != nil {
		t.Fatal(err)
	}
	got = Load(st)
	if _, ok := got.Tutorials["other"]; ok || got.TutorialOf("horus") != (Tutorial{Card: 7, Offered: true}) || got.Message != "" || got.Speed != s.Speed {
		t.Fatalf("with one tutorial unreadable: %+v (%q)", got.Tutorials, got.Message)
	}
}
