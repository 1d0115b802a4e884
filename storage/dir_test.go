package storage

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func openTemp(t *testing.T) *Dir {
	t.Helper()
	d, err := OpenDir(filepath.Join(t.TempDir(), "pyramid"))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestWriteReadReplace(t *testing.T) {
	d := openTemp(t)
	if _, err := d.Read("autosave.json"); !IsNotFound(err) {
		t.Fatalf("reading a missing key: got %v, want a not-found error", err)
	}
	for _, text := range []string{"first", "second, longer than the first", "3"} {
		if err := d.Write("autosave.json", []byte(text)); err != nil {
			t.Fatal(err)
		}
		got, err := d.Read("autosave.json")
		if err != nil || string(got) != text {
			t.Fatalf("read back %q, %v; want %q", got, err, text)
		}
	}
	entries, _ := os.ReadDir(d.Path())
	if len(entries) != 1 {
		t.Fatalf("the directory holds %d entries after three writes, want 1 (no temporary files left)", len(entries))
	}
}

func TestFailedWriteKeepsOldFileAndLeavesNoTemp(t *testing.T) {
	d := openTemp(t)
	// A non-empty directory where the file should go makes the final rename
	// fail after the temporary file was written.
	if err := os.MkdirAll(filepath.Join(d.Path(), "stats.json", "x"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := d.Write("stats.json", []byte("new")); err == nil || !strings.Contains(err.Error(), "stats.json") {
		t.Fatalf("write over a directory: got %v, want an error naming the key", err)
	}
	entries, _ := os.ReadDir(d.Path())
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			t.Fatalf("temporary file %s left behind", e.Name())
		}
	}
}

func TestKeysAreChecked(t *testing.T) {
	d := openTemp(t)
	for _, bad := range []string{"", "../escape.json", "a/b", ".hidden", `c:\x`, strings.Repeat("k", 129)} {
		if err := d.Write(bad, []byte("x")); err == nil {
			t.Errorf("Write(%q) accepted a bad key", bad)
		}
		if _, err := d.Read(bad); err == nil {
			t.Errorf("Read(%q) accepted a bad key", bad)
		}
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(d.Path()), "escape.json")); err == nil {
		t.Fatal("a key escaped the store's directory")
	}
}

func TestListAndRemove(t *testing.T) {
	d := openTemp(t)
	for _, k := range []string{"b.json", "a.json", "stats.json"} {
		if err := d.Write(k, []byte(k)); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(d.Path(), ".a.json.tmp-1"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	all, err := d.List("")
	if err != nil || strings.Join(all, ",") != "a.json,b.json,stats.json" {
		t.Fatalf("List = %v, %v", all, err)
	}
	some, _ := d.List("s")
	if strings.Join(some, ",") != "stats.json" {
		t.Fatalf("List(\"s\") = %v", some)
	}
	if err := d.Remove("a.json"); err != nil {
		t.Fatal(err)
	}
	if err := d.Remove("a.json"); err != nil {
		t.Fatalf("removing a missing key: %v", err)
	}
	if _, err := d.Read("a.json"); !IsNotFound(err) {
		t.Fatalf("a.json still readable after Remove: %v", err)
	}
}

func TestKeepAside(t *testing.T) {
	d := openTemp(t)
	now := time.Unix(1700000000, 0)
	var aside []string
	for i := 0; i < 2; i++ {
		data := []byte{'{', byte('0' + i)}
		if err := d.Write("autosave.json", data); err != nil {
			t.Fatal(err)
		}
		k, err := KeepAside(d, "autosave.json", now)
		if err != nil {
			t.Fatal(err)
		}
		got, err := d.Read(k)
		if err != nil || !bytes.Equal(got, data) {
			t.Fatalf("kept-aside %s holds %q, %v; want %q", k, got, err, data)
		}
		if _, err := d.Read("autosave.json"); !IsNotFound(err) {
			t.Fatal("the bad file is still in place")
		}
		aside = append(aside, k)
	}
	if aside[0] != "autosave.bad-1700000000.json" || aside[1] == aside[0] {
		t.Fatalf("kept aside as %v", aside)
	}
}

// Both stores behave alike for the callers.
func TestStoresAgree(t *testing.T) {
	for _, st := range []Store{openTemp(t), NewMemory()} {
		if _, err := st.Read("x.json"); !IsNotFound(err) {
			t.Fatalf("%T: missing key gives %v", st, err)
		}
		if err := st.Write("x.json", []byte("1")); err != nil {
			t.Fatal(err)
		}
		if err := st.Write("../x", []byte("1")); err == nil {
			t.Fatalf("%T accepted a bad key", st)
		}
		k, err := KeepAside(st, "x.json", time.Unix(5, 0))
		if err != nil || k != "x.bad-5.json" {
			t.Fatalf("%T: KeepAside = %q, %v", st, k, err)
		}
		keys, _ := st.List("")
		if strings.Join(keys, ",") != "x.bad-5.json" {
			t.Fatalf("%T: keys %v", st, keys)
		}
	}
}

// tempFile makes a file named as Write's temporary files are, last
// modified at when.
func tempFile(t *testing.T, d *Dir, name string, when time.Time) string {
	t.Helper()
	p := filepath.Join(d.Path(), name)
	if err := os.WriteFile(p, []byte(`{"half": "a sa`), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(p, when, when); err != nil {
		t.Fatal(err)
	}
	return p
}

// A crash mid-write leaves Write's temporary file behind; the next start
// removes it. One just made may be a writer's that has not locked it
// yet, and other files are not Write's to remove.
func TestOpenDirRemovesTemporaryFilesLeftByACrash(t *testing.T) {
	d := openTemp(t)
	old := time.Now().Add(-2 * time.Hour)
	left := tempFile(t, d, ".autosave.json.tmp-3982771", old)
	fresh := tempFile(t, d, ".stats.json.tmp-1200", time.Now())
	other := tempFile(t, d, ".notes.tmp-x", old)
	if err := d.Write("autosave.json", []byte("{}")); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenDir(d.Path()); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(left); !os.IsNotExist(err) {
		t.Fatalf("the temporary file left by a crash is still there (%v)", err)
	}
	for _, p := range []string{fresh, other, filepath.Join(d.Path(), "autosave.json")} {
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("%s was removed: %v", filepath.Base(p), err)
		}
	}
}
