package storage

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pyramid-studio/pyramid/i18n"
)

// sized makes a file of n bytes in dir (sparse: nothing is written).
func sized(t *testing.T, dir, name string, n int64) string {
	t.Helper()
	p := filepath.Join(dir, name)
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(n); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestEveryReadIsCappedAtMaxFileSize: a file larger than MaxFileSize is
// refused, unread, with a message naming the limit, whether it is read
// from the store (saves, settings, statistics), by path (a record given
// on the command line) or from a dropped folder; one of exactly the limit
// is read. A 50 MB record took 0.9 GB to decode, and /dev/zero ran the
// tool out of memory.
func TestEveryReadIsCappedAtMaxFileSize(t *testing.T) {
	defer i18n.Set(i18n.Current())
	i18n.Set(i18n.English)
	d := openTemp(t)
	sized(t, d.Path(), "autosave.json", MaxFileSize+1)
	sized(t, d.Path(), "stats.json", MaxFileSize)
	checkTooLarge := func(what string, err error) {
		t.Helper()
		var tl *TooLargeError
		if !errors.As(err, &tl) {
			t.Fatalf("%s: a file over the limit gives %v, want a *TooLargeError", what, err)
		}
		if msg := err.Error(); !strings.Contains(msg, "4 MB") || !strings.Contains(msg, "autosave.json") {
			t.Errorf("%s: the message does not name the file and the limit: %q", what, msg)
		}
	}
	_, err := d.Read("autosave.json")
	checkTooLarge("Dir.Read", err)
	if data, err := d.Read("stats.json"); err != nil || len(data) != MaxFileSize {
		t.Errorf("a file of exactly the limit: %d bytes, %v", len(data), err)
	}
	_, err = ReadFile(filepath.Join(d.Path(), "autosave.json"))
	checkTooLarge("ReadFile", err)
	if _, err := ReadFile(filepath.Join(d.Path(), "missing.json")); !IsNotFound(err) {
		t.Errorf("a missing file: %v, want a not-found error", err)
	}
	fsys := os.DirFS(d.Path())
	_, err = ReadFS(fsys, "autosave.json", nil)
	checkTooLarge("ReadFS", err)
	mem := fstest.MapFS{"autosave.json": {Data: make([]byte, MaxFileSize+1)}, "ok.json": {Data: []byte("{}")}}
	_, err = ReadFS(mem, "autosave.json", nil)
	checkTooLarge("ReadFS of a memory file system", err)
	if data, err := ReadFS(mem, "ok.json", nil); err != nil || string(data) != "{}" {
		t.Errorf("ReadFS of a small file: %q, %v", data, err)
	}
	checkTooLarge("CheckSize", CheckSize("autosave.json", MaxFileSize+1))
	if err := CheckSize("autosave.json", MaxFileSize); err != nil {
		t.Errorf("CheckSize at the limit: %v", err)
	}
	i18n.Set(i18n.Polish)
	stop := i18n.Record()
	if msg := CheckSize("a.json", MaxFileSize+1).Error(); !strings.Contains(msg, "4 MB") {
		t.Errorf("in Polish: %q", msg)
	}
	if m := stop(); len(m) != 0 {
		t.Errorf("no Polish for %q", m)
	}
}
