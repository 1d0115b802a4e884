package session

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/storage"
)

// brokenStore is a Memory where some files cannot be read (a bad sector,
// a file the player's account may not open) and some cannot be written
// (a full disk or a read-only folder for the copy kept aside).
type brokenStore struct {
	*storage.Memory
	unreadable map[string]bool
	noWrite    func(key string) bool
}

var errBroken = errors.New("input/output error")

func (b *brokenStore) Read(key string) ([]byte, error) {
	if b.unreadable[key] {
		return nil, errBroken
	}
	return b.Memory.Read(key)
}

func (b *brokenStore) Write(key string, data []byte) error {
	if b.noWrite != nil && b.noWrite(key) {
		return errBroken
	}
	return b.Memory.Write(key, data)
}

// left checks that key still holds exactly data underneath.
func left(t *testing.T, b *brokenStore, key string, data []byte) {
	t.Helper()
	if got, err := b.Memory.Read(key); err != nil || !bytes.Equal(got, data) {
		t.Fatalf("%s was changed (%v): a file the player has not lost yet was written over", key, err)
	}
}

// startsElsewhere starts a new game in st as the title's New game does and
// checks it went to autosave-2.json, saying so, and that Continue finds it.
func startsElsewhere(t *testing.T, st *brokenStore) {
	t.Helper()
	cfg := testConfig(21)
	cfg.Store = st
	s, err := New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	if s.key != "autosave-2.json" || !strings.Contains(s.Notice(), "autosave-2.json") || !strings.Contains(s.Notice(), AutosaveKey) {
		t.Fatalf("the new game autosaves to %q, notice %q", s.key, s.Notice())
	}
	for i := 0; i < 30 && !s.Over(); i++ {
		advance(t, s)
	}
	back, err := Resume(st)
	if err != nil {
		t.Fatalf("Continue after the new game: %v", err)
	}
	if state(back) != state(s) || back.key != s.key || !strings.Contains(back.Notice(), AutosaveKey) {
		t.Fatalf("Continue resumed %q at another position, or without saying why (%q)", back.key, back.Notice())
	}
	// (a damaged autosave.json that can still be read is listed too: the
	// replay viewer then says what is wrong with it)
	if got := InProgress(st); len(got) == 0 || got[len(got)-1] != "autosave-2.json" {
		t.Fatalf("InProgress = %v", got)
	}
}

func TestAnUnreadableSaveIsNeverWrittenOver(t *testing.T) {
	old := []byte("the bytes of a game we cannot read right now")
	st := &brokenStore{Memory: storage.NewMemory(), unreadable: map[string]bool{AutosaveKey: true}}
	st.Memory.Write(AutosaveKey, old)

	_, err := Resume(st)
	var le *LoadError
	if !errors.As(err, &le) || le.Problem != Unreadable || le.KeptAs != "" {
		t.Fatalf("Resume = %v, want an Unreadable *LoadError left in place", err)
	}
	if msg := le.Error(); strings.Contains(msg, "a new game can be started") || !strings.Contains(msg, "left as it was") {
		t.Fatalf("the title would say %q", msg)
	}
	startsElsewhere(t, st)
	left(t, st, AutosaveKey, old)

	// the game finishes: it leaves the spare name, never the stuck file
	s, err := Resume(st)
	if err != nil {
		t.Fatal(err)
	}
	playOut(t, s)
	if _, err := s.Finish(); err != nil {
		t.Fatal(err)
	}
	left(t, st, AutosaveKey, old)
	if InProgress(st) != nil {
		t.Fatalf("InProgress after the game finished: %v", InProgress(st))
	}
}

func TestASaveThatCannotBeMovedAsideIsNeverWrittenOver(t *testing.T) {
	bad := []byte(`{"format": "pyramid-save", "version": 1, "seats": [{"na`)
	st := &brokenStore{Memory: storage.NewMemory(), noWrite: func(k string) bool { return strings.Contains(k, ".bad-") }}
	st.Memory.Write(AutosaveKey, bad)

	_, err := Resume(st)
	var le *LoadError
	if !errors.As(err, &le) || le.Problem != Corrupt || le.KeptAs != "" || !strings.Contains(le.Error(), "moving it aside failed") {
		t.Fatalf("Resume = %v, want a Corrupt *LoadError that could not be moved aside", err)
	}
	if strings.Contains(le.Error(), "a new game can be started") {
		t.Fatalf("the title would say %q", le.Error())
	}
	startsElsewhere(t, st)
	left(t, st, AutosaveKey, bad)

	// once the copy can be made, the next new game moves it aside at last
	// and takes autosave.json again
	st.noWrite = nil
	cfg := testConfig(6)
	cfg.Store = st
	s := newSession(t, cfg)
	if s.key != AutosaveKey || s.Notice() != "" {
		t.Fatalf("with the disk mended the game autosaves to %q, notice %q", s.key, s.Notice())
	}
	keys, _ := st.List("autosave.bad-")
	if len(keys) != 1 {
		t.Fatalf("the bad file was not kept aside: %v", keys)
	}
	left(t, st, keys[0], bad)
}

// With nowhere safe to write, the game still starts, unsaved, and says
// why; nothing is written over.
func TestNoFreeNameLeavesTheGameUnsaved(t *testing.T) {
	st := &brokenStore{Memory: storage.NewMemory(), unreadable: map[string]bool{AutosaveKey: true}}
	st.Memory.Write(AutosaveKey, []byte("old"))
	for n := 2; n <= maxSpares; n++ {
		k := spareKey(AutosaveKey, n)
		st.unreadable[k] = true
		st.Memory.Write(k, []byte("old"))
	}
	cfg := testConfig(7)
	cfg.Store = st
	s, err := New(cfg)
	var ae *AutosaveError
	if s == nil || !errors.As(err, &ae) || !strings.Contains(err.Error(), AutosaveKey) {
		t.Fatalf("New = %v, %v; want the game with an *AutosaveError naming the file", s, err)
	}
	advance(t, s)
	keys, _ := st.List("")
	for _, k := range keys {
		left(t, st, k, []byte("old"))
	}
}

// A save that loads is a game the player chose to replace with New game,
// as ever: it is written over, under its own name.
func TestNewGameStillReplacesAGoodSave(t *testing.T) {
	st := storage.NewMemory()
	savedGame(t, st, 20)
	cfg := testConfig(8)
	cfg.Store = st
	s := newSession(t, cfg)
	if s.key != AutosaveKey || s.Notice() != "" {
		t.Fatalf("autosaves to %q, notice %q", s.key, s.Notice())
	}
	back, err := Resume(st)
	if err != nil || back.Seed() != 8 {
		t.Fatalf("Continue: %v", err)
	}
}
