package scenes

import (
	"errors"
	"fmt"
	"image/color"
	"io/fs"
	"path"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/storage"
)

// Moving game records in and out of the records folder. On the desktop the
// folder is a directory the player can open, so files go in and out by
// hand (and by dropping them on the window). The browser keeps the records
// in the page's localStorage, which the player cannot open: there an
// export is also handed over as a download, and records come in by a
// drop on the page or through the browser's file chooser (PlayerFiles).
// Everything that comes in goes through ImportRecord, so whatever the
// Replays list shows opens in the replay viewer.

// PlayerFiles reaches the player's own files from a page: the browser
// build sets it on its Saves (cmd/pyramid/stores_js.go); the desktop has
// none (its records folder is a directory).
type PlayerFiles interface {
	// Download hands data to the player as a file called name.
	Download(name string, data []byte) error
	// Pick opens the browser's file chooser for game records. Each file
	// chosen arrives later through got, from the browser's event loop,
	// never during the call; got only queues it. Browsers open the
	// chooser only just after a click or a key press.
	Pick(got func(name string, data []byte, err error)) error
}

// pickedFile is a file the chooser handed over, waiting for the game's
// goroutine to import it.
type pickedFile struct {
	name string
	data []byte
	err  error
}

// inbox holds the files the chooser handed over until the next tick: they
// arrive on the browser's event loop, while the stores are only touched
// from Update.
type inbox struct {
	mu    sync.Mutex
	files []pickedFile
}

// CanPickRecords reports whether ImportPicker can ask the player for files
// (the browser); on the desktop records are put in the records folder.
func (s *Saves) CanPickRecords() bool { return s != nil && s.Files != nil && s.Records != nil }

// ImportPicker opens the browser's file chooser for game records (several
// at once). The ones the player chooses are imported at the next tick, as
// a file dropped on the game is: into the records folder, with a note on
// the screen saying which (the Manager does it, whatever the screen, and
// shows the Replays list again if it is the one on show). Call it from a
// button's handler, in the tick of the click or key press: browsers open
// the chooser only just after one. For a Replays screen's "Import a
// file…" button, offered when CanPickRecords.
func (s *Saves) ImportPicker() error {
	if !s.CanPickRecords() {
		return errors.New(i18n.T("Records can only be chosen from files in the browser; on a computer, put them in the records folder."))
	}
	if s.picked == nil {
		s.picked = &inbox{}
	}
	in := s.picked
	return s.Files.Pick(func(name string, data []byte, err error) {
		in.mu.Lock()
		defer in.mu.Unlock()
		in.files = append(in.files, pickedFile{name, data, err})
	})
}

// takePicked returns the files handed over since the last call.
func (s *Saves) takePicked() []pickedFile {
	if s == nil || s.picked == nil {
		return nil
	}
	s.picked.mu.Lock()
	defer s.picked.mu.Unlock()
	out := s.picked.files
	s.picked.files = nil
	return out
}

// download hands the record kept under key in the records folder to the
// player as a file of that name (the browser's Export record).
func (s *Saves) download(key string) error {
	data, err := s.Records.Read(key)
	if err != nil {
		return err
	}
	return s.Files.Download(key, data)
}

// ImportRecord keeps data, a game record or a save, in the records folder,
// so the Replays list offers it, and returns its key there. It must open in
// the replay viewer: anything else is refused with the reason, and nothing
// is written. The key is the file's name made a valid store key; a file
// already there under that name with the same bytes is not kept twice,
// one with other bytes gets -2, -3...
func (s *Saves) ImportRecord(name string, data []byte) (string, error) {
	if s == nil || s.Records == nil {
		return "", errors.New(i18n.F("%s was not imported: games are not being saved.", name))
	}
	if err := storage.CheckSize(name, int64(len(data))); err != nil {
		return "", err
	}
	if _, err := openReplayData(data, name); err != nil {
		return "", err
	}
	base := importKey(name)
	taken, err := s.Records.List(base)
	if err != nil {
		return "", err
	}
	key := base + ".json"
	for n := 2; contains(taken, key); n++ {
		if old, err := s.Records.Read(key); err == nil && string(old) == string(data) {
			return key, nil
		}
		key = fmt.Sprintf("%s-%d.json", base, n)
	}
	if err := s.Records.Write(key, data); err != nil {
		return "", err
	}
	return key, nil
}

// importKey makes a file's name a store key without its .json: letters,
// digits, '.', '-' and '_' (anything else becomes '-'), not starting with
// a dot, at most 100 characters. A name starting as the finished games'
// do gets "imported-" before it, so it is never pruned as one of them.
func importKey(name string) string {
	name = path.Base(strings.ReplaceAll(name, `\`, "/"))
	if ext := path.Ext(name); strings.EqualFold(ext, ".json") {
		name = strings.TrimSuffix(name, ext)
	}
	var b strings.Builder
	for _, r := range name {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '-' || r == '_' {
			b.WriteRune(r)
		} else {
			b.WriteByte('-')
		}
		if b.Len() >= 100 {
			break
		}
	}
	key := strings.TrimLeft(b.String(), ".")
	if strings.Trim(key, ".-_") == "" { // nothing of the name was kept
		key = importedName
	}
	if strings.HasPrefix(key, filedPrefix) {
		key = importedPrefix + key
	}
	return key
}

// The name of an imported file with no usable name of its own, and the
// prefix that keeps an imported "finished-..." file from being pruned.
const (
	importedName   = "imported-record"
	importedPrefix = "imported-"
)

// importDropped imports every .json file dropped on the window (at any
// depth of a dropped folder), with one line per file for the note.
func (s *Saves) importDropped(fsys fs.FS) (lines []string, kept int) {
	_ = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if !strings.EqualFold(path.Ext(p), ".json") {
			lines = append(lines, i18n.F("%s was not imported: only game records (.json files) are.", d.Name()))
			return nil
		}
		data, err := storage.ReadFS(fsys, p, d) // capped, and a pipe is not waited on
		line, ok := s.importLine(d.Name(), data, err)
		lines = append(lines, line)
		if ok {
			kept++
		}
		return nil
	})
	return lines, kept
}

// importLine imports one file (or says why it could not be read) and says
// how it went; ImportRecord's errors name the file already.
func (s *Saves) importLine(name string, data []byte, readErr error) (string, bool) {
	if readErr != nil {
		return i18n.F("%s was not imported: %v", name, readErr), false
	}
	key, err := s.ImportRecord(name, data)
	if err != nil {
		return err.Error(), false
	}
	return i18n.F("Imported %s; Replays lists it as %s.", name, RecordsFolder+"/"+key), true
}

// noteTicks is how long the Manager's note stays up: five seconds at 60
// ticks a second, time to read a line or two.
const noteTicks = 300

// importFiles takes in what was dropped on the window this tick and what
// the file chooser handed over, whatever the screen: the records go into
// the records folder, a note says what happened, and a Replays list on
// show is listed again so the new records appear at once.
func (m *Manager) importFiles(ctx *Context) {
	var lines []string
	kept := 0
	if ctx.Dropped != nil {
		if ctx.Saves == nil || ctx.Saves.Records == nil {
			lines = append(lines, i18n.T("Nothing dropped can be kept: games are not being saved."))
		} else {
			lines, kept = ctx.Saves.importDropped(ctx.Dropped)
		}
	}
	for _, f := range ctx.Saves.takePicked() {
		line, ok := ctx.Saves.importLine(f.name, f.data, f.err)
		lines = append(lines, line)
		if ok {
			kept++
		}
	}
	if len(lines) == 0 {
		return
	}
	m.note, m.noteLeft, m.noteBad = strings.Join(lines, "\n"), noteTicks, kept < len(lines)
	if _, ok := m.cur.(*SavesScene); ok && kept > 0 && m.next == nil {
		m.cur = NewSavesScene(ctx.Saves)
	}
}

// drawNote shows the note over the top of any screen while it lasts.
func (m *Manager) drawNote(dst *ebiten.Image, ctx *Context) {
	if m.noteLeft <= 0 || m.note == "" {
		return
	}
	f := ctx.Frame
	r := f.R(240, 8, 800, 76)
	render.Panel(dst, r, render.PanelFill, render.PanelLine, f.U)
	var ink color.Color = render.Ink
	if m.noteBad {
		ink = render.Danger
	}
	in := f.R(256, 14, 768, 64)
	drawParagraph(dst, m.note, fitParagraph(m.note, ctx.Fonts.Small, in), in, ink)
}
