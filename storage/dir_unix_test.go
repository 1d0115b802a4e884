//go:build unix

package storage

import (
	"os"
	"testing"
	"time"
)

// A temporary file a running writer holds — another copy of the game
// writing to the same folder, slow on a stuck disk — is never removed,
// however old: Write locks its temporary file until it is renamed.
func TestOpenDirKeepsATemporaryFileAWriterHolds(t *testing.T) {
	d := openTemp(t)
	held := tempFile(t, d, ".autosave.json.tmp-77", time.Now().Add(-2*time.Hour))
	f, err := os.OpenFile(held, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	lockTemp(f)
	if _, err := OpenDir(d.Path()); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(held); err != nil {
		t.Fatalf("a temporary file in use was removed: %v", err)
	}
	f.Close() // the writer is gone (a crash): its file is left over
	if _, err := OpenDir(d.Path()); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(held); !os.IsNotExist(err) {
		t.Fatalf("the temporary file of a writer that is gone is still there (%v)", err)
	}
}
