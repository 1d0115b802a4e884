package session

import (
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/storage"
)

// TestPersonIsKeptInSavesAndRecords: who plays each seat (one person may
// play several) goes from the set-up into the session, its save and its
// exported record, and comes back from each; a save or record that names
// no people gives each person's seat a person of its own.
func TestPersonIsKeptInSavesAndRecords(t *testing.T) {
	opt := horus.Options{Players: 4, Adventurers: [horus.MaxPlayers]horus.Adventurer{0, 1, 2, 3}}
	su := horus.SetupOf(opt, []string{Human, Human, "random", Human})
	su.Seats[0].Person, su.Seats[1].Person, su.Seats[3].Person = 7, 7, 2
	st := storage.NewMemory()
	s, err := New(Config{Game: horus.GameID, Setup: su, Seed: 5, Store: st})
	if err != nil {
		t.Fatal(err)
	}
	want := []int{7, 7, 0, 2}
	check := func(how string, seats []Seat) {
		t.Helper()
		for i, w := range want {
			if seats[i].Person != w {
				t.Errorf("%s: seat %d is person %d, want %d (%+v)", how, i+1, seats[i].Person, w, seats)
			}
		}
	}
	check("the session", s.Seats())
	loaded, err := Load(st, AutosaveKey)
	if err != nil {
		t.Fatal(err)
	}
	check("the save", loaded.Seats())
	rec := s.Export()
	data, err := rec.Encode()
	if err != nil {
		t.Fatal(err)
	}
	imported, err := Import(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	check("the record", imported.Seats())
	r, err := OpenReplay(data)
	if err != nil {
		t.Fatal(err)
	}
	check("the replay", r.Seats())

	// each person one seat: nothing new in the record; read back, each
	// person's seat is a person of its own
	s2, err := New(Config{Game: horus.GameID, Setup: horus.SetupOf(opt, []string{Human, Human, "random", Human}), Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if p := s2.Export().People; p != nil {
		t.Errorf("a record of one seat per person keeps people %v", p)
	}
	old := s2.Export()
	data, _ = old.Encode()
	back, err := Import(data, nil)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]bool{}
	for i, seat := range back.Seats() {
		if seat.IsHuman() && (seat.Person <= 0 || seen[seat.Person]) {
			t.Errorf("seat %d of a record naming no people is person %d", i+1, seat.Person)
		}
		seen[seat.Person] = true
	}
}
