// Package saves is where the client keeps its files, for every game of
// the collection: the autosave and the games in progress filed away
// (through the session), the last finished game, the statistics, and the
// records folder of game records — exported, dropped in, imported from
// the browser's file chooser, and every finished game filed there. It
// lists what can be watched or continued, each with the game it belongs
// to, and knows no game's rules; the screens (scenes) show its lists.
package saves

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/storage"
)

// RecordsFolder is the folder beside the saves that holds game records:
// the ones the player exports, and any they drop in to watch (a record
// written by pyramid-sim --record-dir opens too).
const RecordsFolder = "records"

// Every finished game is filed in the records folder as
// filedPrefix+"game-<date>-<time>-seed<N>.json", so that earlier games can
// still be watched once last-game.json has moved on; the newest keepFiled
// are kept. Records the player exports, or drops in, have other names and
// are never pruned.
const (
	filedPrefix = "finished-"
	keepFiled   = 50
)

// Saves is where the client keeps its files: the autosave, the last
// finished game and the statistics in Store, game records in Records.
// A nil *Saves plays without saving (tests, a store that could not be
// opened).
type Saves struct {
	Store   storage.Store // autosave.json, last-game.json, stats.json
	Records storage.Store // records/*.json
	Dir     string        // the directory, shown to the player; "" in the browser
	// Files hands exported records to the player and takes records in
	// (the browser, whose storage the player cannot open; see imports.go);
	// nil on the desktop.
	Files  PlayerFiles
	picked *inbox // records the browser's file chooser handed over
	bg     *storage.Background
	// otherTab: another browser tab of the game was open when this one
	// started, and keeps the game in progress (see InSecondTab).
	otherTab bool
}

// errOtherTab is why a second browser tab does not write the autosave.
var errOtherTab = i18n.Errorf("Pyramid is open in another tab of this browser, which keeps the game in progress; this tab does not write over it")

// InSecondTab sets the saves of a browser tab opened while another tab of
// the game is open (the page finds out, see docs/web.md). That tab keeps
// the game in progress, so this one never writes or removes the autosave
// (storage.Fence), Continue does not offer it, and every game played here
// is kept in Saved games under a name of its own from its first step: the
// two tabs' games stay apart, and neither is written over.
func (s *Saves) InSecondTab() {
	s.otherTab = true
	s.Store = storage.Fence(s.Store, session.IsAutosave, errOtherTab)
}

// InOtherTab reports whether these are a second browser tab's saves.
func (s *Saves) InOtherTab() bool { return s != nil && s.otherTab }

// NewGameKey is where a new game autosaves: "" (the autosave) as a rule,
// a saved game's name of its own in a second browser tab.
func (s *Saves) NewGameKey(now time.Time) string {
	if s == nil || !s.otherTab {
		return ""
	}
	k, err := session.NewFiledKey(s.Store, now)
	if err != nil {
		return session.AutosaveKey // refused by the fence, and said so
	}
	return k
}

// Open opens the saves in dir (creating it and its records folder).
// Writes go through a storage.Background, so an fsync never stalls a
// frame; Close flushes them.
func Open(dir string) (*Saves, error) {
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

// New keeps the files in st and the game records in records, with
// no writer goroutine: the browser's local storage, where a write is one
// setItem and there is no fsync to keep off the frame, and where a failed
// write (storage full) must be reported by that very step. It has no
// directory (Dir is ""), so the screens speak of the browser's storage
// instead of a folder the player could open.
func New(st, records storage.Store) *Saves {
	return &Saves{Store: st, Records: records}
}

// InBrowser reports whether the files are in the browser's storage
// rather than in a folder.
func (s *Saves) InBrowser() bool { return s != nil && s.Dir == "" }

// Dir is where the desktop game keeps its files: $PYRAMID_CONFIG_DIR when
// set (tests, portable installs), else the user's configuration directory
// (storage.DefaultDir).
func Dir() (string, error) { return storage.DefaultDir() }

// Flush waits until every write is on disk.
func (s *Saves) Flush() error {
	if s == nil || s.bg == nil {
		return nil
	}
	return s.bg.Flush()
}

// Settle waits, until deadline at the latest, for the writes still going
// to disk, and reports whether they are all done: a step played now would
// not wait for the one before to be saved (storage.Background).
func (s *Saves) Settle(deadline time.Time) bool {
	if s == nil || s.bg == nil {
		return true
	}
	return s.bg.Settle(time.Until(deadline))
}

// Close flushes the writes and stops the writer (on quitting).
func (s *Saves) Close() error {
	if s == nil || s.bg == nil {
		return nil
	}
	return s.bg.Close()
}

// Storage is the store of the autosave, the last game and the statistics;
// nil when games are not being saved (a nil *Saves).
func (s *Saves) Storage() storage.Store {
	if s == nil {
		return nil
	}
	return s.Store
}

// ExportRecord writes rec as a game record file in the records folder and
// returns the path shown to the player. With Files (the browser) the
// record is downloaded too, under the same name: the records folder is
// then the page's storage, which the player cannot open.
//
// Only a finished game is exported. A record holds every step, chance's
// too: the cards dealt into the sarcophagi, the cards drawn unseen under
// Total Secrecy, the blocks peeked at. While the game goes on nobody may
// see them, and a record without them could be neither replayed nor
// played on, so a game not over is refused, with the reason; it stays
// where it is (the game in progress goes on from Continue).
func (s *Saves) ExportRecord(rec table.Record, now time.Time) (string, error) {
	if !finished(rec) {
		return "", errors.New(i18n.T("the game is not over, and its record would show every player's hidden cards; export it once the game is finished."))
	}
	key, err := s.writeRecord("", rec, now)
	if err != nil {
		return "", err
	}
	path := filepath.Join(s.Dir, RecordsFolder, key)
	if s.Files != nil {
		if err := s.download(key); err != nil {
			return path, err
		}
	}
	return path, nil
}

// finished reports whether rec is a whole game that its game opens.
func finished(rec table.Record) bool {
	g, ok := table.Lookup(rec.GameID())
	if !ok {
		return false
	}
	m, err := g.Open(rec)
	return err == nil && m.Actor() == table.Over
}

// ExportWords exports rec and says how it went, for a screen to show:
// where the file went, or why it could not be written.
func (s *Saves) ExportWords(rec table.Record, now time.Time) (note string, bad bool) {
	path, err := s.ExportRecord(rec, now)
	switch {
	case err != nil:
		return i18n.T("The record could not be exported: ") + err.Error(), true
	case s.Files != nil:
		return i18n.F("Game record downloaded as %s and kept in this browser's storage; Replays lists it.", filepath.Base(path)), false
	case s.InBrowser():
		return i18n.F("Game record kept in this browser's storage as %s; Replays lists it.", path), false
	}
	return i18n.T("Game record exported to ") + path, false
}

// writeRecord writes rec in the records folder under prefix+"game-<date>-
// <time>-seed<N>.json" (with -2, -3... if taken) and returns the key.
func (s *Saves) writeRecord(prefix string, rec table.Record, now time.Time) (string, error) {
	if s == nil || s.Records == nil {
		return "", i18n.Errorf("there is no place to keep files")
	}
	data, err := rec.Encode()
	if err != nil {
		return "", err
	}
	base := prefix + fmt.Sprintf("game-%s-seed%d", now.UTC().Format("20060102-150405"), rec.Seed)
	taken, _ := s.Records.List(base)
	key := base + ".json"
	for n := 2; slices.Contains(taken, key); n++ {
		key = fmt.Sprintf("%s-%d.json", base, n)
	}
	if err := s.Records.Write(key, data); err != nil {
		return "", err
	}
	return key, nil
}

// FileFinished files a finished game in the records folder and prunes the
// filed games beyond the newest keepFiled. The end screen runs it before
// Session.Finish: if the game is found again after a crash part-way
// (Continue offers it, finished), the newest filed record is the same game
// and it is not filed twice.
func (s *Saves) FileFinished(rec table.Record, now time.Time) error {
	if s == nil || s.Records == nil {
		return nil
	}
	filed, err := s.Records.List(filedPrefix)
	if err != nil {
		return err
	}
	data, err := rec.Encode()
	if err != nil {
		return err
	}
	if n := len(filed); n > 0 {
		if last, err := s.Records.Read(filed[n-1]); err == nil && bytes.Equal(last, data) {
			return nil
		}
	}
	key, err := s.writeRecord(filedPrefix, rec, now)
	if err != nil {
		return err
	}
	filed = append(filed, key)
	sort.Strings(filed) // the names sort by the time they were filed
	for _, k := range filed[:max(0, len(filed)-keepFiled)] {
		if err := s.Records.Remove(k); err != nil {
			return err
		}
	}
	return nil
}

// Source is something the Replays list offers to watch, or the Saved
// games list to continue: what it is called, where it is kept and which
// game it belongs to.
type Source struct {
	// Label names it in the list: the last finished game, the game in
	// progress, or a record's file in the records folder; for a saved
	// game its key (the screen describes the game itself: Peek).
	Label string
	// Key is a saved game's key in Storage (SavedGames); "" otherwise.
	Key string
	// Game is the id of the game the file belongs to (table.PeekGame);
	// "" when the file cannot be read or is no JSON at all, which
	// opening it says in words.
	Game string
	// Live marks the game in progress itself: it is only watched, never
	// played on from an earlier step.
	Live bool
	read func() ([]byte, error)
}

// Read reads the file.
func (src Source) Read() ([]byte, error) { return src.read() }

// source is a Source read by read under key, its game peeked at.
func source(label, key string, live bool, read func(string) ([]byte, error)) Source {
	src := Source{Label: label, Key: key, Live: live, read: func() ([]byte, error) { return read(key) }}
	if data, err := read(key); err == nil {
		src.Game, _ = table.PeekGame(data)
	}
	return src
}

// Sources lists what can be watched: the last finished game, the game in
// progress and the record files, newest first.
func (s *Saves) Sources() []Source {
	if s == nil {
		return nil
	}
	var out []Source
	if session.HasSave(s.Store, session.LastGameKey) {
		out = append(out, source(i18n.T("The last finished game"), session.LastGameKey, false, s.Store.Read))
	}
	for _, k := range session.InProgress(s.Store) {
		label := i18n.T("The game in progress, so far")
		if k != session.AutosaveKey {
			label = i18n.F("The game in progress, so far (%s)", k) // autosave.json could not be written over
		}
		out = append(out, source(label, k, true, s.Store.Read))
	}
	if s.Records != nil {
		keys, _ := s.Records.List("")
		// newest first: filed and exported games by the time in their names
		sort.SliceStable(keys, func(i, j int) bool {
			return strings.TrimPrefix(keys[i], filedPrefix) > strings.TrimPrefix(keys[j], filedPrefix)
		})
		for _, k := range keys {
			if strings.HasSuffix(k, ".json") {
				src := source(RecordsFolder+"/"+k, k, false, s.Records.Read)
				src.Key = "" // not a saved game
				out = append(out, src)
			}
		}
	}
	return out
}

// SavedGames lists the games in progress filed away (session.Filed),
// newest first.
func (s *Saves) SavedGames() []Source {
	if s == nil {
		return nil
	}
	var out []Source
	for _, k := range session.Filed(s.Store) {
		out = append(out, source(k, k, false, s.Store.Read))
	}
	return out
}

// Peek is the game saved under key in Storage, decoded to be described
// (its game, seats and position); nothing is written, and a damaged file
// stays where it is.
func (s *Saves) Peek(key string) (*session.Session, error) {
	if s == nil {
		return nil, errors.New(i18n.T("Games are not being saved on this computer."))
	}
	data, err := s.Store.Read(key)
	if err != nil {
		return nil, err
	}
	return session.Decode(data)
}

// OpenReplay opens a save or a game record for the replay viewer; what
// names it in the message, in words, when it cannot be opened.
func OpenReplay(data []byte, what string) (*session.Replayer, error) {
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
