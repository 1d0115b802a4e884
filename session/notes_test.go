package session

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/storage"
)

// TestASeatsNotesAreKeptWithTheGameAndNowhereElse: notes set on a seat
// are in the save, so Load (Continue) gives them back, and in nothing
// else — not the record, the log, the replay of the game, nor the save
// once the game is over.
func TestASeatsNotesAreKeptWithTheGameAndNowhereElse(t *testing.T) {
	st := storage.NewMemory()
	cfg := testConfig(3)
	cfg.Store = st
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 20; i++ {
		advance(t, s)
	}
	const words = "1:QZX7 2:QZX8"
	if err := s.SetNotes(1, words); err != nil {
		t.Fatal(err)
	}
	// the note is on disk at once, with no step after it
	back, err := Load(st, "")
	if err != nil {
		t.Fatal(err)
	}
	if back.Notes(1) != words || back.Notes(0) != "" {
		t.Fatalf("Continue gave back %q and %q, want %q on seat 1 only", back.Notes(0), back.Notes(1), words)
	}
	if n := back.Notice(); n != "" {
		t.Errorf("good notes gave the notice %q", n)
	}
	rec, err := json.Marshal(back.Export())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(rec), "QZX") {
		t.Error("the exported record holds the notes")
	}
	for _, line := range back.Log(-1) {
		if strings.Contains(line, "QZX") {
			t.Errorf("the log holds the notes: %q", line)
		}
	}
	if err := back.SetNotes(1, ""); err != nil {
		t.Fatal(err)
	}
	data, _ := back.Encode()
	if strings.Contains(string(data), `"notes"`) {
		t.Error("notes taken off are still saved")
	}
	if err := back.SetNotes(len(back.Seats()), "x"); err == nil {
		t.Error("notes for a seat the game does not have were taken")
	}
	if err := back.SetNotes(0, strings.Repeat("x", MaxNotes+1)); err == nil {
		t.Error("notes over MaxNotes were taken")
	}
	if err := back.SetNotes(0, words); err != nil {
		t.Fatal(err)
	}
	playOut(t, back)
	data, err = back.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), "QZX") {
		t.Error("the save of a finished game (last-game.json) holds the notes")
	}
}

// TestBadNotesInASaveCostOnlyThemselves: a save whose notes are damaged
// loads all the same, without the notes that cannot be read, and Notice
// says some were left out; none of it panics.
func TestBadNotesInASaveCostOnlyThemselves(t *testing.T) {
	s, err := New(testConfig(3))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 10; i++ {
		advance(t, s)
	}
	if err := s.SetNotes(0, "good"); err != nil {
		t.Fatal(err)
	}
	good, err := s.Encode()
	if err != nil {
		t.Fatal(err)
	}
	long := `"` + strings.Repeat("x", MaxNotes+1) + `"`
	for _, c := range []struct {
		notes string
		kept  string // seat 0's notes once loaded
		lost  bool
	}{
		{`{"0": "good"}`, "good", false},
		{`null`, "", false},
		{`{}`, "", false},
		{`5`, "", true},
		{`"good"`, "", true},
		{`[1, 2]`, "", true},
		{`{"0": 7}`, "", true},
		{`{"0": "good", "99": "x"}`, "good", true},
		{`{"0": "good", "-1": "x"}`, "good", true},
		{`{"0": "good", "00": "x"}`, "good", true},
		{`{"0": "good", "seat": "x"}`, "good", true},
		{`{"0": ` + long + `}`, "", true},
		{`{"0": {"a": [1, {"b": null}]}}`, "", true},
	} {
		var f map[string]json.RawMessage
		if err := json.Unmarshal(good, &f); err != nil {
			t.Fatal(err)
		}
		f["notes"] = json.RawMessage(c.notes)
		data, _ := json.Marshal(f)
		back, err := Decode(data)
		if err != nil {
			t.Errorf("notes %.40s: the save did not load: %v", c.notes, err)
			continue
		}
		if back.Notes(0) != c.kept {
			t.Errorf("notes %.40s: seat 0 has %q, want %q", c.notes, back.Notes(0), c.kept)
		}
		if lost := strings.Contains(back.Notice(), "notes"); lost != c.lost {
			t.Errorf("notes %.40s: the notice is %q", c.notes, back.Notice())
		}
		if back.Steps() != s.Steps() {
			t.Errorf("notes %.40s: %d steps, want %d", c.notes, back.Steps(), s.Steps())
		}
	}
	// a save written before notes were kept has none, and says nothing
	var f map[string]json.RawMessage
	_ = json.Unmarshal(good, &f)
	delete(f, "notes")
	data, _ := json.Marshal(f)
	back, err := Decode(data)
	if err != nil || back.Notes(0) != "" || back.Notice() != "" {
		t.Errorf("a save without notes: %v, notes %q, notice %q", err, back.Notes(0), back.Notice())
	}
}
