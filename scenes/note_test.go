package scenes

import (
	"errors"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/storage"
)

func simRecord(t *testing.T) []byte {
	t.Helper()
	data, err := os.ReadFile("../client/saves/testdata/sim-record.json")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestDroppedRecordsAreImportedOnAnyScreen: files dropped on the window
// (ebiten.DroppedFiles) go into the records folder whatever the screen; a
// note says which, and which were refused; the Replays list on show lists
// them at once.
func TestDroppedRecordsAreImportedOnAnyScreen(t *testing.T) {
	sv := testSaves(t)
	st := settings.Defaults()
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
	if !hasTarget(m.Current().Probe(ctx), saves.RecordsFolder+"/ann.json") {
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

// TestPickedRecordsAreImportedAtTheNextTick: the files chosen in the
// browser's file chooser are imported at the next tick, whatever the
// screen, with a note saying which were kept.
func TestPickedRecordsAreImportedAtTheNextTick(t *testing.T) {
	sv := saves.New(storage.NewMemory(), storage.NewMemory())
	sv.Files = pickFiles{{Name: "from-ann.json", Data: simRecord(t)}, {Name: "gone.json", Err: errors.New("NotReadableError")}}
	if err := sv.ImportPicker(); err != nil {
		t.Fatal(err)
	}
	st := settings.Defaults()
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
}

// pickFiles are the browser's files as the chooser hands them over, at once.
type pickFiles []saves.Picked

func (pickFiles) Download(string, []byte) error { return nil }

func (f pickFiles) Pick(got func(name string, data []byte, err error)) error {
	for _, p := range f {
		got(p.Name, p.Data, p.Err)
	}
	return nil
}
