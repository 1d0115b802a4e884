package session

import (
	"testing"

	"github.com/pyramid-studio/pyramid/stats"
	"github.com/pyramid-studio/pyramid/storage"
)

func TestFinishFilesTheGameOnce(t *testing.T) {
	st := storage.NewMemory()
	cfg := testConfig(9)
	cfg.Store = st
	s := newSession(t, cfg)
	if _, err := s.Finish(); err == nil {
		t.Fatal("Finish accepted a game in progress")
	}
	playOut(t, s)
	// a crash after the statistics were written but before the autosave
	// was removed: Continue finds the finished game and Finish runs again
	if _, err := s.Finish(); err != nil {
		t.Fatal(err)
	}
	if HasSave(st, AutosaveKey) {
		t.Fatal("the finished game is still offered by Continue")
	}
	if err := s.Save(); err != nil {
		t.Fatal(err)
	}
	again, err := Resume(st)
	if err != nil {
		t.Fatal(err)
	}
	got, err := again.Finish()
	if err != nil {
		t.Fatal(err)
	}
	if got.Games != 1 {
		t.Fatalf("the game was counted %d times", got.Games)
	}
	saved, err := stats.Load(st)
	if err != nil || saved.Games != 1 || saved.Kinds[cfg.Seats[0].Kind].Played == 0 {
		t.Fatalf("statistics on disk: %+v, %v", saved, err)
	}
	replay, err := storage.Store(st).Read(LastGameKey)
	if err != nil {
		t.Fatal(err)
	}
	r, err := OpenReplay(replay)
	if err != nil || r.Len() != s.Steps() {
		t.Fatalf("the last game does not open in the replay viewer: %v", err)
	}
}
