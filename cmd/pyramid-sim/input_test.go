package main

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/storage"
)

// TestFilesOverTheLimitAreRefused: a record or scenario larger than
// storage.MaxFileSize is refused unread, with a message naming the file
// and the limit (a 50 MB record took 0.9 GB to replay).
func TestFilesOverTheLimitAreRefused(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.json")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(storage.MaxFileSize + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	for _, cmd := range []string{"replay", "scenario"} {
		code, out, stderr := runTool(cmd, big)
		if code != exitFail || out != "" || !strings.Contains(stderr, "big.json") || !strings.Contains(stderr, "4 MB") {
			t.Errorf("%s of a file over the limit: exit %d, stdout %q, stderr %q", cmd, code, out, stderr)
		}
	}
	code, _, stderr := runTool("replay", dir)
	if code != exitFail || !strings.Contains(stderr, "not a file") {
		t.Errorf("replay of a folder: exit %d, %q", code, stderr)
	}
}

// TestFlagsAndFoldersAreCheckedBeforePlaying: a --seconds that is not a
// number is refused like one out of range, and a --record-dir that cannot
// be written to is found before the first game, not after it.
func TestFlagsAndFoldersAreCheckedBeforePlaying(t *testing.T) {
	for _, s := range []string{"NaN", "nan", "Inf", "-Inf"} {
		code, out, stderr := runTool("bench", "--seconds", s)
		if code != exitUsage || out != "" || !strings.Contains(stderr, "--seconds must be") {
			t.Errorf("bench --seconds %s: exit %d, stdout %q, stderr %q", s, code, out, stderr)
		}
	}
	readOnly := t.TempDir()
	if err := os.Chmod(readOnly, 0o555); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(readOnly, 0o755)
	if probe, err := os.CreateTemp(readOnly, "probe"); err == nil {
		// the superuser writes anywhere: use a folder nobody can write to
		probe.Close()
		os.Remove(probe.Name())
		if runtime.GOOS != "linux" {
			t.Skip("no folder here that cannot be written to")
		}
		readOnly = "/proc/self"
	}
	code, out, stderr := runTool("play", "--seats", "medium,medium,medium", "--games", "3", "--record-dir", readOnly)
	if code == exitOK || out != "" || !strings.HasPrefix(stderr, "pyramid-sim play: --record-dir "+readOnly) {
		t.Errorf("an unwritable --record-dir: exit %d, stdout %q, stderr %q; want it refused before any game", code, out, stderr)
	}
}

// TestJSONErrorsAreWordedForAPerson: a record with a value of the wrong
// kind is refused naming the line and the field in words, not Go's names
// for its structs and types.
func TestJSONErrorsAreWordedForAPerson(t *testing.T) {
	p := filepath.Join(t.TempDir(), "seats.json")
	rec := "{\n  \"format\": \"pyramid-record\",\n  \"version\": 1,\n  \"seats\": \"human\",\n  \"setup\": {\"adventurers\": [\"gore\", \"sarti\"]},\n  \"steps\": []\n}\n"
	if err := os.WriteFile(p, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := runTool("replay", p)
	if code != exitFail || !strings.Contains(stderr, `line 4: "seats": expected a list of texts, not a text`) {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
	for _, insides := range []string{"Go struct", "[]string", "unmarshal"} {
		if strings.Contains(stderr, insides) {
			t.Errorf("the message shows the program's insides (%s): %q", insides, stderr)
		}
	}
}
