package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/pyramid-studio/pyramid/i18n"
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

// Picked is a file the chooser handed over, waiting for the game's
// goroutine to import it (ImportLine).
type Picked struct {
	Name string
	Data []byte
	Err  error
}

// inbox holds the files the chooser handed over until the next tick: they
// arrive on the browser's event loop, while the stores are only touched
// from Update.
type inbox struct {
	mu    sync.Mutex
	files []Picked
}

// CanPickRecords reports whether ImportPicker can ask the player for files
// (the browser); on the desktop records are put in the records folder.
func (s *Saves) CanPickRecords() bool { return s != nil && s.Files != nil && s.Records != nil }

// ImportPicker opens the browser's file chooser for game records (several
// at once). The ones the player chooses are imported at the next tick, as
// a file dropped on the game is: into the records folder, with a note on
// the screen saying which (the scene manager does it, whatever the screen, and
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
		in.files = append(in.files, Picked{name, data, err})
	})
}

// TakePicked returns the files the chooser handed over since the last
// call, for ImportLine.
func (s *Saves) TakePicked() []Picked {
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
	if _, err := OpenReplay(data, name); err != nil {
		return "", err
	}
	base := importKey(name)
	taken, err := s.Records.List(base)
	if err != nil {
		return "", err
	}
	key := base + ".json"
	for n := 2; slices.Contains(taken, key); n++ {
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

// ImportDropped imports every .json file dropped on the window (at any
// depth of a dropped folder), with one line per file for the screen's
// note, and says how many were kept.
func (s *Saves) ImportDropped(fsys fs.FS) (lines []string, kept int) {
	_ = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if !strings.EqualFold(path.Ext(p), ".json") {
			lines = append(lines, i18n.F("%s was not imported: only game records (.json files) are.", d.Name()))
			return nil
		}
		data, err := storage.ReadFS(fsys, p, d) // capped, and a pipe is not waited on
		line, ok := s.ImportLine(d.Name(), data, err)
		lines = append(lines, line)
		if ok {
			kept++
		}
		return nil
	})
	return lines, kept
}

// ImportLine imports one file (or says why it could not be read) and says
// how it went; ImportRecord's errors name the file already.
func (s *Saves) ImportLine(name string, data []byte, readErr error) (string, bool) {
	if readErr != nil {
		return i18n.F("%s was not imported: %v", name, readErr), false
	}
	key, err := s.ImportRecord(name, data)
	if err != nil {
		return err.Error(), false
	}
	return i18n.F("Imported %s; Replays lists it as %s.", name, RecordsFolder+"/"+key), true
}
