package saves

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/storage"

	_ "github.com/pyramid-studio/pyramid/bot/horus"  // its computer players
	_ "github.com/pyramid-studio/pyramid/game/horus" // the game of the records
)

// fakeFiles plays the browser's downloads and file chooser for Saves.Files.
type fakeFiles struct {
	mu        sync.Mutex
	downloads map[string][]byte
	choose    []Picked // what the player picks in the chooser
	picks     int
}

func (f *fakeFiles) Download(name string, data []byte) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.downloads == nil {
		f.downloads = map[string][]byte{}
	}
	f.downloads[name] = append([]byte(nil), data...)
	return nil
}

// Pick hands the chosen files over later, from another goroutine, as the
// browser's event loop does.
func (f *fakeFiles) Pick(got func(name string, data []byte, err error)) error {
	f.mu.Lock()
	f.picks++
	files := f.choose
	f.mu.Unlock()
	done := make(chan bool)
	go func() {
		for _, p := range files {
			got(p.Name, p.Data, p.Err)
		}
		close(done)
	}()
	<-done
	return nil
}

// browserSaves are saves kept in memory with fake page files, as the
// browser build has them.
func browserSaves() (*Saves, *fakeFiles) {
	sv := New(storage.NewMemory(), storage.NewMemory())
	ff := &fakeFiles{}
	sv.Files = ff
	return sv, ff
}

// testSaves opens saves in a fresh temporary directory (never the real
// configuration directory).
func testSaves(t *testing.T) *Saves {
	t.Helper()
	sv, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { sv.Close() })
	return sv
}

func testSavesCanPick(t *testing.T) bool { return testSaves(t).CanPickRecords() }

func simRecord(t *testing.T) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/sim-record.json")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestImportRecordKeepsWhatTheViewerOpens(t *testing.T) {
	sv := testSaves(t)
	rec := simRecord(t)
	key, err := sv.ImportRecord("my game.json", rec)
	if err != nil || key != "my-game.json" {
		t.Fatalf("import: %q, %v; want my-game.json", key, err)
	}
	if again, err := sv.ImportRecord("my game.json", rec); err != nil || again != key {
		t.Errorf("the same file again: %q, %v; want it kept once as %s", again, err, key)
	}
	other := []byte(strings.Replace(string(rec), "{", "{ ", 1)) // the same game, other bytes
	if k, err := sv.ImportRecord("my game.json", other); err != nil || k != "my-game-2.json" {
		t.Errorf("another file of that name: %q, %v; want my-game-2.json", k, err)
	}
	for name, want := range map[string]string{
		"finished-game-20261122-101010-seed6.json": "imported-finished-game-20261122-101010-seed6.json", // never pruned as a filed game
		`C:\Users\ann\.hidden.JSON`:                "hidden.json",
		"żółw.json":                                "---w.json",
		"???":                                      "imported-record.json",
	} {
		if k, err := sv.ImportRecord(name, rec); err != nil || k != want {
			t.Errorf("%q kept as %q (%v), want %q", name, k, err, want)
		}
	}
	before, _ := sv.Records.List("")
	for _, bad := range [][]byte{[]byte("junk"), rec[:len(rec)/2], []byte(`{"format":"pyramid-stats"}`), make([]byte, storage.MaxFileSize+1)} {
		if k, err := sv.ImportRecord("bad.json", bad); err == nil {
			t.Errorf("%.20q was imported as %s", bad, k)
		} else if !strings.Contains(err.Error(), "bad.json") {
			t.Errorf("the refusal %q does not name the file", err)
		}
	}
	if after, _ := sv.Records.List(""); len(after) != len(before) {
		t.Errorf("refused files were written: %v", after)
	}
	found := false
	for _, src := range sv.Sources() {
		found = found || src.Label == RecordsFolder+"/my-game.json"
	}
	if !found {
		t.Error("the Replays list does not offer the imported record")
	}
	var none *Saves
	if _, err := none.ImportRecord("x.json", rec); err == nil {
		t.Error("saves that keep nothing imported a record")
	}
}

// TestBrowserExportDownloadsAndPickerHandsOver: in the browser an export
// is kept in the page's storage and downloaded under the same name, and
// the files chosen in the file chooser wait for the game's tick (the
// scene manager imports them: scenes' TestPickedRecordsAreImportedAtTheNextTick).
func TestBrowserExportDownloadsAndPickerHandsOver(t *testing.T) {
	sv, ff := browserSaves()
	rec, err := table.DecodeRecord(simRecord(t))
	if err != nil {
		t.Fatal(err)
	}
	note, bad := sv.ExportWords(rec, time.Date(2026, 11, 22, 10, 10, 10, 0, time.UTC))
	key := "game-20261122-101010-seed" + strconv.FormatUint(rec.Seed, 10) + ".json"
	kept, err := sv.Records.Read(key)
	if bad || err != nil {
		t.Fatalf("export: %q (%v)", note, err)
	}
	if got := ff.downloads[key]; string(got) != string(kept) {
		t.Fatalf("downloaded %v as %q, want the record kept as %s", keysOf(ff.downloads), got, key)
	}
	if !strings.Contains(note, "downloaded as "+key) {
		t.Errorf("the export says %q", note)
	}

	if !sv.CanPickRecords() || testSavesCanPick(t) {
		t.Fatal("only the browser's saves can pick records")
	}
	ff.choose = []Picked{{Name: "from-ann.json", Data: simRecord(t)}, {Name: "gone.json", Err: errors.New("NotReadableError")}}
	if err := sv.ImportPicker(); err != nil {
		t.Fatal(err)
	}
	if _, err := sv.Records.Read("from-ann.json"); err == nil {
		t.Fatal("the chosen file was written outside the game's tick")
	}
	picked := sv.TakePicked()
	if len(picked) != 2 || picked[0].Name != "from-ann.json" || picked[1].Err == nil {
		t.Fatalf("the chooser handed over %+v", picked)
	}
	if line, ok := sv.ImportLine(picked[0].Name, picked[0].Data, picked[0].Err); !ok || !strings.Contains(line, "Imported from-ann.json") {
		t.Errorf("importing the chosen record: %q", line)
	}
	if line, ok := sv.ImportLine(picked[1].Name, picked[1].Data, picked[1].Err); ok || !strings.Contains(line, "gone.json was not imported: NotReadableError") {
		t.Errorf("a chosen file that could not be read: %q", line)
	}
	if len(sv.TakePicked()) != 0 {
		t.Error("the chosen files were kept for another import")
	}
}

func keysOf(m map[string][]byte) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
