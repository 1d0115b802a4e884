package scenes

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/storage"
)

// fakeFiles plays the browser's downloads and file chooser for Saves.Files.
type fakeFiles struct {
	mu        sync.Mutex
	downloads map[string][]byte
	choose    []pickedFile // what the player picks in the chooser
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
			got(p.name, p.data, p.err)
		}
		close(done)
	}()
	<-done
	return nil
}

// browserSaves are saves kept in memory with fake page files, as the
// browser build has them.
func browserSaves() (*Saves, *fakeFiles) {
	sv := NewSaves(storage.NewMemory(), storage.NewMemory())
	ff := &fakeFiles{}
	sv.Files = ff
	return sv, ff
}

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
	for _, src := range sv.replaySources() {
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

// TestDroppedRecordsAreImportedOnAnyScreen: files dropped on the window
// (ebiten.DroppedFiles) go into the records folder whatever the screen; a
// note says which, and which were refused; the Replays list on show lists
// them at once.
func TestDroppedRecordsAreImportedOnAnyScreen(t *testing.T) {
	sv := testSaves(t)
	st := DefaultSettings()
	m := NewManager(NewSavesScene(sv))
	if got := len(m.Current().(*SavesScene).sources); got != 0 {
		t.Fatalf("a fresh folder lists %d games", got)
	}
	ctx := sceneCtx(sv, &st)
	ctx.Dropped = fstest.MapFS{
		"games/ann.json": {Data: simRecord(t)},
		"notes.txt":      {Data: []byte("hello")},
		"broken.json":    {Data: []byte("{")},
	}
	if err := m.Update(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := sv.Records.Read("ann.json"); err != nil {
		t.Fatalf("the dropped record is not in the records folder: %v", err)
	}
	for _, want := range []string{"Imported ann.json; Replays lists it as records/ann.json.", "notes.txt was not imported", "broken.json cannot be replayed"} {
		if !strings.Contains(m.note, want) {
			t.Errorf("the note %q does not say %q", m.note, want)
		}
	}
	if !m.noteBad || m.noteLeft <= 0 {
		t.Errorf("the note is not up in red: %d ticks, bad %v", m.noteLeft, m.noteBad)
	}
	if !hasTarget(m.Current().Probe(ctx), RecordsFolder+"/ann.json") {
		t.Errorf("the Replays list on show does not list the dropped record: %v", m.Current().Probe(ctx).Targets)
	}
	for i := 0; i < noteTicks; i++ {
		if err := m.Update(sceneCtx(sv, &st)); err != nil {
			t.Fatal(err)
		}
	}
	if m.noteLeft != 0 {
		t.Errorf("the note is still up after %d ticks", noteTicks)
	}

	// Without saves nothing is kept, and the note says so.
	m = NewManager(NewTitle())
	ctx = sceneCtx(nil, &st)
	ctx.Dropped = fstest.MapFS{"ann.json": {Data: simRecord(t)}}
	if err := m.Update(ctx); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(m.note, "not being saved") {
		t.Errorf("a drop with no saves says %q", m.note)
	}
}

// TestBrowserExportDownloadsAndPickerImports: in the browser an export is
// kept in the page's storage and downloaded under the same name, and the
// files chosen in the file chooser are imported at the next tick.
func TestBrowserExportDownloadsAndPickerImports(t *testing.T) {
	sv, ff := browserSaves()
	rec, err := table.DecodeRecord(simRecord(t))
	if err != nil {
		t.Fatal(err)
	}
	note, bad := sv.exportWords(rec, time.Date(2026, 11, 22, 10, 10, 10, 0, time.UTC))
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
	ff.choose = []pickedFile{{name: "from-ann.json", data: simRecord(t)}, {name: "gone.json", err: errors.New("NotReadableError")}}
	if err := sv.ImportPicker(); err != nil {
		t.Fatal(err)
	}
	if _, err := sv.Records.Read("from-ann.json"); err == nil {
		t.Fatal("the chosen file was written outside the game's tick")
	}
	st := DefaultSettings()
	m := NewManager(NewTitle())
	if err := m.Update(sceneCtx(sv, &st)); err != nil {
		t.Fatal(err)
	}
	if _, err := sv.Records.Read("from-ann.json"); err != nil {
		t.Fatalf("the chosen file was not imported: %v", err)
	}
	if !strings.Contains(m.note, "Imported from-ann.json") || !strings.Contains(m.note, "gone.json was not imported: NotReadableError") {
		t.Errorf("the note says %q", m.note)
	}
	if len(sv.takePicked()) != 0 {
		t.Error("the chosen files were kept for another import")
	}
}

func testSavesCanPick(t *testing.T) bool { return testSaves(t).CanPickRecords() }

func keysOf(m map[string][]byte) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
