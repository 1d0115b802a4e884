package session

import (
	"errors"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/storage"
)

// playSome plays n steps of a game (or to its end), and the rest of a
// roll of the dice under way, so that the position is saved.
func playSome(t *testing.T, s *Session, n int) {
	t.Helper()
	for i := 0; (i < n || s.Rolling()) && !s.Over(); i++ {
		advance(t, s)
	}
}

// A new game started while a game is in progress files that game away
// first: it can be continued later from Saved games, and continuing it
// files the new one in its turn. Nothing is written over.
func TestGamesInProgressAreFiledNotReplaced(t *testing.T) {
	st := storage.NewMemory()
	if k := Occupied(st, ""); k != "" {
		t.Fatalf("an empty store is occupied by %q", k)
	}
	cfgA := testConfig(31)
	cfgA.Store = st
	a := newSession(t, cfgA)
	playSome(t, a, 60)
	if k := Occupied(st, ""); k != AutosaveKey {
		t.Fatalf("Occupied = %q with a game in progress", k)
	}
	now := time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)
	filedA, err := FileAway(st, AutosaveKey, now)
	if err != nil {
		t.Fatal(err)
	}
	if filedA != "saved-20261125-100000.json" || HasSave(st, AutosaveKey) {
		t.Fatalf("filed as %q, autosave still there: %v", filedA, HasSave(st, AutosaveKey))
	}
	if at, ok := FiledAt(filedA); !ok || !at.Equal(now) {
		t.Fatalf("FiledAt(%q) = %v, %v", filedA, at, ok)
	}

	cfgB := testConfig(32)
	cfgB.Store = st
	b := newSession(t, cfgB)
	playSome(t, b, 40)
	if got := Filed(st); len(got) != 1 || got[0] != filedA {
		t.Fatalf("Filed = %v, want [%s]", got, filedA)
	}

	// continue A: B is filed in its place (in the same second: a name of its own)
	back, err := Reopen(st, filedA, now)
	if err != nil {
		t.Fatal(err)
	}
	if state(back) != state(a) || back.key != AutosaveKey {
		t.Fatalf("Reopen gave another position, autosaving to %q", back.key)
	}
	if got, err := Resume(st); err != nil || state(got) != state(a) {
		t.Fatalf("Continue after Reopen: %v", err)
	}
	filed := Filed(st)
	if len(filed) != 1 || filed[0] == filedA {
		t.Fatalf("Filed after Reopen = %v, want B alone under a new name", filed)
	}
	if gotB, err := Load(st, filed[0]); err != nil || state(gotB) != state(b) {
		t.Fatalf("the game filed in its place is not B: %v", err)
	}
	playSome(t, back, 20)
	if got, _ := Resume(st); state(got) != state(back) {
		t.Fatal("the continued game does not autosave to Continue's key")
	}
}

// Filing through the client's background writer: a disk that fails the
// copy leaves the game where it was, and a new game may not then start
// over it.
func TestFilingAwayWaitsForTheCopy(t *testing.T) {
	disk := &flakyDisk{Memory: storage.NewMemory()}
	bg := storage.NewBackground(disk)
	defer bg.Close()
	cfg := testConfig(33)
	cfg.Store = bg
	s := newSession(t, cfg)
	playSome(t, s, 30)
	if err := bg.Flush(); err != nil {
		t.Fatal(err)
	}
	disk.setFail(true)
	if k, err := FileAway(bg, AutosaveKey, time.Now()); err == nil {
		t.Fatalf("FileAway = %q with a failing disk", k)
	}
	_ = bg.Flush()
	if got, err := Load(disk, AutosaveKey); err != nil || state(got) != state(s) {
		t.Fatalf("the game in progress is gone after a failed filing: %v", err)
	}
	if got := Filed(disk); len(got) != 0 {
		t.Fatalf("a failed copy is listed: %v", got)
	}
}

// A saved game that no longer loads is kept aside with the usual message,
// and the game in progress is left alone.
func TestReopeningADamagedSavedGame(t *testing.T) {
	st := storage.NewMemory()
	cfg := testConfig(34)
	cfg.Store = st
	s := newSession(t, cfg)
	playSome(t, s, 10)
	st.Write("saved-20260101-000000.json", []byte(`{"format": "pyramid-save", "version": 1, "seats": [`))
	_, err := Reopen(st, "saved-20260101-000000.json", time.Now())
	var le *LoadError
	if !errors.As(err, &le) || le.KeptAs == "" {
		t.Fatalf("Reopen of a damaged save = %v, want a LoadError keeping it aside", err)
	}
	if got, err := Resume(st); err != nil || state(got) != state(s) {
		t.Fatalf("the game in progress was touched: %v", err)
	}
	if got := Filed(st); len(got) != 0 {
		t.Fatalf("Filed = %v after the damaged game was kept aside", got)
	}
	if _, err := Reopen(st, AutosaveKey, time.Now()); err == nil {
		t.Fatal("Reopen took a key that is not a saved game")
	}
}
