package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/storage"
)

// TestFilesHandedOverAreCapped: a file over storage.MaxFileSize, dropped on
// the window or opened with --record, is refused unread with a message
// naming the limit, and nothing is written; a pipe given to --record is
// refused rather than waited on.
func TestFilesHandedOverAreCapped(t *testing.T) {
	sv := testSaves(t)
	st := settings.Defaults()
	m := NewManager(NewTitle())
	ctx := sceneCtx(sv, &st)
	ctx.Dropped = fstest.MapFS{"huge.json": {Data: make([]byte, storage.MaxFileSize+1)}}
	if err := m.Update(ctx); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(m.note, "huge.json") || !strings.Contains(m.note, "4 MB") {
		t.Errorf("a dropped file over the limit: the note says %q", m.note)
	}
	if keys, _ := sv.Records.List(""); len(keys) != 0 {
		t.Errorf("a refused file was kept: %v", keys)
	}
	if _, err := sv.ImportRecord("huge.json", make([]byte, storage.MaxFileSize+1)); err == nil || !strings.Contains(err.Error(), "4 MB") {
		t.Errorf("a chosen file over the limit: %v", err)
	}

	dir := t.TempDir()
	big := filepath.Join(dir, "big.json")
	if err := os.WriteFile(big, append(simRecord(t), make([]byte, storage.MaxFileSize)...), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenRecordFile(big); err == nil || !strings.Contains(err.Error(), "big.json") || !strings.Contains(err.Error(), "4 MB") {
		t.Errorf("--record with a file over the limit: %v", err)
	}
	if _, err := OpenRecordFile(dir); err == nil || !strings.Contains(err.Error(), "not a file") {
		t.Errorf("--record with a folder: %v", err)
	}
}
