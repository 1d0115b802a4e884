//go:build unix

package storage

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// within runs read and fails the test if it has not returned after a
// minute: a read that waits for a pipe's writer never returns.
func within(t *testing.T, what string, read func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- read() }()
	select {
	case err := <-done:
		return err
	case <-time.After(time.Minute):
		t.Fatalf("%s: still reading after a minute (it waits for a writer that never comes)", what)
		return nil
	}
}

// TestPipesAndDevicesAreRefusedNotRead: a named pipe (FIFO) or a device in
// place of a file is refused at once as not a file: opening a FIFO waits
// for a writer that never comes, and /dev/zero never ends. Whether under
// its own name, through the store, or dropped on the window.
func TestPipesAndDevicesAreRefusedNotRead(t *testing.T) {
	d := openTemp(t)
	fifo := filepath.Join(d.Path(), "settings.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	var nf *NotAFileError
	if err := within(t, "Dir.Read of a FIFO", func() error { _, err := d.Read("settings.json"); return err }); !errors.As(err, &nf) {
		t.Errorf("Dir.Read of a FIFO: %v, want a *NotAFileError", err)
	}
	if err := within(t, "ReadFile of a FIFO", func() error { _, err := ReadFile(fifo); return err }); !errors.As(err, &nf) {
		t.Errorf("ReadFile of a FIFO: %v, want a *NotAFileError", err)
	}
	entries, err := os.ReadDir(d.Path())
	if err != nil || len(entries) != 1 {
		t.Fatalf("listing: %v, %v", entries, err)
	}
	if err := within(t, "ReadFS of a FIFO", func() error { _, err := ReadFS(os.DirFS(d.Path()), "settings.json", entries[0]); return err }); !errors.As(err, &nf) {
		t.Errorf("ReadFS of a FIFO: %v, want a *NotAFileError", err)
	}
	if err := os.Symlink("/dev/zero", filepath.Join(d.Path(), "stats.json")); err != nil {
		t.Fatal(err)
	}
	if err := within(t, "Dir.Read of /dev/zero", func() error { _, err := d.Read("stats.json"); return err }); !errors.As(err, &nf) {
		t.Errorf("Dir.Read of a link to /dev/zero: %v, want a *NotAFileError", err)
	}
	if _, err := ReadFile(d.Path()); !errors.As(err, &nf) {
		t.Errorf("ReadFile of a directory: %v, want a *NotAFileError", err)
	}
}
