package session

import (
	"errors"
	"sync"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
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
	if got.Game(horus.GameID).Played != 1 {
		t.Fatalf("the game was counted %d times", got.Game(horus.GameID).Played)
	}
	saved, err := stats.Load(st)
	if err != nil || saved.Game(horus.GameID).Played != 1 || saved.Game(horus.GameID).Kinds[cfg.Setup.Seats[0].Kind].Played == 0 {
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

// flakyDisk is a store whose writes start failing when the test says so,
// as a disk that fills up does; removals still work.
type flakyDisk struct {
	*storage.Memory
	mu   sync.Mutex
	fail bool
}

func (d *flakyDisk) Write(key string, data []byte) error {
	d.mu.Lock()
	fail := d.fail
	d.mu.Unlock()
	if fail {
		return errors.New("no space left on device")
	}
	return d.Memory.Write(key, data)
}

func (d *flakyDisk) setFail(on bool) {
	d.mu.Lock()
	d.fail = on
	d.mu.Unlock()
}

// The client files a finished game through a background writer, whose
// Write only queues. If the disk fails once the writes are queued, the
// autosave must still be there: it is the only copy of the game until the
// last game and the statistics are on disk.
func TestFinishThroughBackgroundKeepsTheAutosaveWhenTheDiskFails(t *testing.T) {
	disk := &flakyDisk{Memory: storage.NewMemory()}
	bg := storage.NewBackground(disk)
	defer bg.Close()
	cfg := testConfig(9)
	cfg.Store = bg
	s := newSession(t, cfg)
	playOut(t, s)
	if err := bg.Flush(); err != nil {
		t.Fatal(err)
	}
	disk.setFail(true) // after every write below has been queued
	if _, err := s.Finish(); err == nil {
		t.Fatal("Finish reported success though neither the last game nor the statistics reached the disk")
	}
	_ = bg.Flush()
	if !HasSave(disk, AutosaveKey) {
		t.Fatal("the autosave was removed before the game it turns into was on disk: the game is lost")
	}
	if HasSave(disk, LastGameKey) || HasSave(disk, stats.Key) {
		t.Fatal("the failing disk took a write")
	}

	// once the disk works again, Continue finds the finished game and
	// files it, counted once
	disk.setFail(false)
	again, err := Resume(bg)
	if err != nil {
		t.Fatal(err)
	}
	got, err := again.Finish()
	if err != nil {
		t.Fatal(err)
	}
	if err := bg.Flush(); err != nil {
		t.Fatal(err)
	}
	if got.Game(horus.GameID).Played != 1 || HasSave(disk, AutosaveKey) || !HasSave(disk, LastGameKey) || !HasSave(disk, stats.Key) {
		t.Fatalf("after the disk recovered: %d games counted, autosave kept %v, last game %v, statistics %v",
			got.Game(horus.GameID).Played, HasSave(disk, AutosaveKey), HasSave(disk, LastGameKey), HasSave(disk, stats.Key))
	}
}
