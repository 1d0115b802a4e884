package scenes

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/pyramid-studio/pyramid/game"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/storage"
)

// RecordsFolder is the folder beside the saves that holds game records:
// the ones the player exports, and any they drop in to watch (a record
// written by pyramid-sim --record-dir opens too).
const RecordsFolder = "records"

// Saves is where the client keeps its files: the autosave, the last
// finished game and the statistics in Store, game records in Records.
// A nil *Saves plays without saving (tests, a store that could not be
// opened).
type Saves struct {
	Store   storage.Store // autosave.json, last-game.json, stats.json
	Records storage.Store // records/*.json
	Dir     string        // the directory, shown to the player; "" in the browser
	bg      *storage.Background
}

// OpenSaves opens the saves in dir (creating it and its records folder).
// Writes go through a storage.Background, so an fsync never stalls a
// frame; Close flushes them.
func OpenSaves(dir string) (*Saves, error) {
	d, err := storage.OpenDir(dir)
	if err != nil {
		return nil, err
	}
	r, err := storage.OpenDir(filepath.Join(dir, RecordsFolder))
	if err != nil {
		return nil, err
	}
	bg := storage.NewBackground(d)
	return &Saves{Store: bg, Records: r, Dir: dir, bg: bg}, nil
}

// NewSaves keeps the files in st and the game records in records, with
// no writer goroutine: the browser's local storage, where a write is one
// setItem and there is no fsync to keep off the frame, and where a failed
// write (storage full) must be reported by that very step. It has no
// directory (Dir is ""), so the screens speak of the browser's storage
// instead of a folder the player could open.
func NewSaves(st, records storage.Store) *Saves {
	return &Saves{Store: st, Records: records}
}

// inBrowser reports whether the files are in the browser's storage
// rather than in a folder.
func (s *Saves) inBrowser() bool { return s != nil && s.Dir == "" }

// SavesDir is where the desktop game keeps its files: $PYRAMID_CONFIG_DIR
// when set (tests, portable installs), else the user's configuration
// directory (storage.DefaultDir).
func SavesDir() (string, error) {
	if d := os.Getenv(ConfigDirEnv); d != "" {
		return d, nil
	}
	return storage.DefaultDir()
}

// Flush waits until every write is on disk.
func (s *Saves) Flush() error {
	if s == nil || s.bg == nil {
		return nil
	}
	return s.bg.Flush()
}

// Close flushes the writes and stops the writer (on quitting).
func (s *Saves) Close() error {
	if s == nil || s.bg == nil {
		return nil
	}
	return s.bg.Close()
}

func (s *Saves) store() storage.Store {
	if s == nil {
		return nil
	}
	return s.Store
}

// ExportRecord writes rec as a game record file in the records folder and
// returns the path shown to the player.
func (s *Saves) ExportRecord(rec game.Record, now time.Time) (string, error) {
	if s == nil || s.Records == nil {
		return "", errors.New("there is no place to keep files")
	}
	data, err := rec.Encode()
	if err != nil {
		return "", err
	}
	base := fmt.Sprintf("game-%s-seed%d", now.UTC().Format("20060102-150405"), rec.Seed)
	taken, _ := s.Records.List(base)
	key := base + ".json"
	for n := 2; contains(taken, key); n++ {
		key = fmt.Sprintf("%s-%d.json", base, n)
	}
	if err := s.Records.Write(key, data); err != nil {
		return "", err
	}
	return filepath.Join(s.Dir, RecordsFolder, key), nil
}

func contains(list []string, x string) bool {
	for _, s := range list {
		if s == x {
			return true
		}
	}
	return false
}

// replaySource is something the replay viewer can open.
type replaySource struct {
	Label string
	read  func() ([]byte, error)
}

// replaySources lists what can be watched: the last finished game, the
// game in progress and the record files, newest first.
func (s *Saves) replaySources() []replaySource {
	if s == nil {
		return nil
	}
	var out []replaySource
	for _, k := range []struct{ key, label string }{{session.LastGameKey, i18n.T("The last finished game")}, {session.AutosaveKey, i18n.T("The game in progress, so far")}} {
		k := k
		if session.HasSave(s.Store, k.key) {
			out = append(out, replaySource{Label: k.label, read: func() ([]byte, error) { return s.Store.Read(k.key) }})
		}
	}
	if s.Records != nil {
		keys, _ := s.Records.List("")
		sort.Sort(sort.Reverse(sort.StringSlice(keys)))
		for _, k := range keys {
			k := k
			if strings.HasSuffix(k, ".json") {
				out = append(out, replaySource{Label: RecordsFolder + "/" + k, read: func() ([]byte, error) { return s.Records.Read(k) }})
			}
		}
	}
	return out
}

// openReplayData opens a save or a game record for the viewer, with a
// message in words when it cannot.
func openReplayData(data []byte, what string) (*session.Replayer, error) {
	r, err := session.OpenReplay(data)
	if err != nil {
		var le *session.LoadError
		if errors.As(err, &le) {
			return nil, errors.New(i18n.F("%s cannot be replayed: %s", what, le.Err))
		}
		return nil, errors.New(i18n.F("%s cannot be replayed: %v", what, err))

	}
	return r, nil
}

// OpenRecordFile opens a file (a game record or a save) in the replay
// viewer: the --record flag of the desktop game.
func OpenRecordFile(path string, st *Settings) (Scene, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %v", path, err)
	}
	r, err := openReplayData(data, filepath.Base(path))
	if err != nil {
		return nil, err
	}
	return NewReplay(r, st, filepath.Base(path)), nil
}
