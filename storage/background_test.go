package storage

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// slowStore is a Memory whose writes take a while, can be held until the
// test lets them through (gate), and can be made to fail.
type slowStore struct {
	*Memory
	mu     sync.Mutex
	writes int
	fail   bool
	gate   chan struct{} // nil: writes pass; else each write waits for it to close
}

func (s *slowStore) Write(key string, data []byte) error {
	if s.gate != nil {
		<-s.gate
	}
	time.Sleep(5 * time.Millisecond)
	s.mu.Lock()
	s.writes++
	fail := s.fail
	s.mu.Unlock()
	if fail {
		return errors.New("disk full")
	}
	return s.Memory.Write(key, data)
}

// A write waits for its key's previous write to reach the disk, so what
// is on disk is never more than one write behind: the autosave of the
// step before the one on screen is always there, whenever the game is
// killed.
func TestBackgroundIsNeverMoreThanOneWriteBehind(t *testing.T) {
	under := &slowStore{Memory: NewMemory()}
	b := NewBackground(under)
	defer b.Close()
	for i := 0; i < 30; i++ {
		if err := b.Write("autosave.json", []byte(fmt.Sprint(i))); err != nil {
			t.Fatal(err)
		}
		// the caller now shows step i: step i-1 must be on disk
		got, _ := under.Memory.Read("autosave.json")
		if n, err := strconv.Atoi(string(got)); i > 0 && (err != nil || n < i-1) {
			t.Fatalf("after write %d the disk holds %q: more than one write behind", i, got)
		}
	}
}

// Settle tells a caller whether a write now would wait, waiting for the
// disk no longer than it is told.
func TestBackgroundSettle(t *testing.T) {
	under := &slowStore{Memory: NewMemory(), gate: make(chan struct{})}
	b := NewBackground(under)
	defer b.Close()
	if !b.Settle(0) {
		t.Fatal("nothing is queued, yet Settle says a write would wait")
	}
	b.Write("autosave.json", []byte("1"))
	if b.Settle(0) || b.Settle(time.Millisecond) {
		t.Fatal("the disk is stuck, yet Settle says the write is done")
	}
	close(under.gate)
	if !b.Settle(time.Minute) {
		t.Fatal("Settle gave up before the write was done")
	}
	if got, _ := under.Memory.Read("autosave.json"); string(got) != "1" {
		t.Fatalf("after Settle the disk holds %q", got)
	}
}

func TestBackgroundCoalescesAndFlushes(t *testing.T) {
	// the disk is stuck until every write has been handed over: a write
	// waits for the one before only so long (Patience), then is queued
	// behind it, replacing any write still waiting
	under := &slowStore{Memory: NewMemory(), gate: make(chan struct{})}
	b := NewBackground(under)
	b.Patience = time.Millisecond
	for i := 0; i < 100; i++ {
		if err := b.Write("autosave.json", []byte(fmt.Sprint(i))); err != nil {
			t.Fatal(err)
		}
		if got, _ := b.Read("autosave.json"); string(got) != fmt.Sprint(i) {
			t.Fatalf("Read after write %d = %q", i, got)
		}
	}
	close(under.gate)
	if err := b.Flush(); err != nil {
		t.Fatal(err)
	}
	if got, _ := under.Memory.Read("autosave.json"); string(got) != "99" {
		t.Fatalf("after Flush the store holds %q, want the last write", got)
	}
	if under.writes >= 100 {
		t.Fatalf("%d writes reached the store: nothing was coalesced", under.writes)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestBackgroundRemoveListAndOrder(t *testing.T) {
	under := &slowStore{Memory: NewMemory()}
	under.Memory.Write("autosave.json", []byte("bad"))
	b := NewBackground(under)
	aside, err := KeepAside(b, "autosave.json", time.Unix(9, 0))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Read("autosave.json"); !IsNotFound(err) {
		t.Fatalf("a queued removal still reads: %v", err)
	}
	keys, _ := b.List("autosave")
	if strings.Join(keys, ",") != aside {
		t.Fatalf("List = %v, want only %s", keys, aside)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if got, _ := under.Memory.Read(aside); string(got) != "bad" {
		t.Fatal("the kept-aside copy was not written")
	}
	if _, err := under.Memory.Read("autosave.json"); !IsNotFound(err) {
		t.Fatal("the removal was not done")
	}
	// after Close, writes go straight through
	if err := b.Write("x.json", []byte("1")); err != nil {
		t.Fatal(err)
	}
	if got, _ := under.Memory.Read("x.json"); string(got) != "1" {
		t.Fatal("a write after Close was lost")
	}
}

func TestBackgroundReportsFailures(t *testing.T) {
	under := &slowStore{Memory: NewMemory(), fail: true}
	b := NewBackground(under)
	if err := b.Write("a.json", []byte("1")); err != nil {
		t.Fatalf("the first write fails before it was tried: %v", err)
	}
	if err := b.Flush(); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Fatalf("Flush = %v, want the write's failure", err)
	}
	if err := b.Flush(); err != nil {
		t.Fatalf("a failure was reported twice: %v", err)
	}
	b.Write("a.json", []byte("2"))
	time.Sleep(30 * time.Millisecond)
	if err := b.Write("a.json", []byte("3")); err == nil {
		t.Fatal("the next write did not hear of the earlier failure")
	}
	under.mu.Lock()
	under.fail = false
	under.mu.Unlock()
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if got, _ := under.Memory.Read("a.json"); string(got) != "3" {
		t.Fatalf("the store holds %q, want the last write once the disk works", got)
	}
	if err := b.Write("../a", nil); err == nil {
		t.Fatal("a bad key was accepted")
	}
}

// A copy that the disk refuses must not cost the original: through a
// Background store the copy is only queued, so KeepAside waits for it
// before removing anything.
func TestKeepAsideThroughBackgroundKeepsTheOriginalWhenTheCopyFails(t *testing.T) {
	under := &slowStore{Memory: NewMemory()}
	under.Memory.Write("autosave.json", []byte("bad"))
	under.fail = true
	b := NewBackground(under)
	if aside, err := KeepAside(b, "autosave.json", time.Unix(9, 0)); err == nil || aside != "" {
		t.Fatalf("KeepAside = %q, %v with a failing disk", aside, err)
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	if got, _ := under.Memory.Read("autosave.json"); string(got) != "bad" {
		t.Fatalf("the original holds %q after a failed copy", got)
	}
}
