package session

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/jsonfile"
	"github.com/pyramid-studio/pyramid/storage"
)

// SaveFormat and SaveVersion mark a save file. A save holds the game
// record, so the position is rebuilt by replaying it — the game's own
// rules check every step — rather than trusted from the file. Version 2
// holds a record of the collection (it names its game); a version 1 save
// holds a record of The Pyramid of Horus, and still loads.
const (
	SaveFormat  = "pyramid-save"
	SaveVersion = 2
)

// saveFile is the JSON of a save (docs/saves.md describes it).
type saveFile struct {
	Format    string          `json:"format"`
	Version   int             `json:"version"`
	SavedAt   string          `json:"saved_at,omitempty"` // RFC 3339, for the player's eyes only
	Seats     []Seat          `json:"seats"`
	Record    json.RawMessage `json:"record"`
	Generator string          `json:"generator"`  // the chance generator's position (base64)
	UndoFloor int             `json:"undo_floor"` // steps before this one can no longer be undone
	Redo      []string        `json:"redo"`       // undone steps, the next to redo last
	Log       []string        `json:"log"`        // the log as an onlooker reads it; rebuilt on load
	// Notes are the seats' notes (notes.go), by seat number; read apart,
	// so that damaged notes cost only themselves.
	Notes json.RawMessage `json:"notes,omitempty"`
}

// Problem classifies a save that cannot be loaded.
type Problem int

const (
	Corrupt       Problem = iota // not JSON, or cut short
	Foreign                      // JSON, but not a save of this game
	FutureVersion                // a save from a newer version of the game
	Invalid                      // a save whose contents do not hold together
	Unreadable                   // the file could not be read at all
	OtherGame                    // a save of a game this program does not have (Elsewhere)
)

// problemWords say each Problem; they are catalog keys, translated when
// a LoadError is shown.
var problemWords = [...]string{
	"the file is damaged",
	"the file is not a saved game of Pyramid",
	"the game was saved by a newer version of Pyramid",
	"the saved game does not hold together",
	"the file could not be read",
	"it is a game this version of Pyramid does not play",
}

// LoadError says why a save could not be loaded, and where the bad file
// was put so that nothing is lost. The client can show Error() as it is:
// it is worded in the language current when called. The details (Err) are
// translated too where they are the session's own words; those that quote
// the JSON decoder, the engine or the system stay as they come.
type LoadError struct {
	Problem Problem
	Key     string // the key that was read
	KeptAs  string // where the bad file now is ("" if it stayed in place)
	Err     error  // the details
}

func (e *LoadError) Error() string {
	msg := i18n.F("The saved game could not be opened: %s (%v).", i18n.T(problemWords[e.Problem]), e.Err)
	switch {
	case e.KeptAs != "":
		msg += " " + i18n.F("It has been kept as %s; a new game can be started.", e.KeptAs)
	case e.Key != "":
		// left in place: a new game must not overwrite it (AttachStore)
		msg += " " + i18n.F("%s is left as it was; a new game is saved under another name rather than over it.", e.Key)
	}
	return msg
}

func (e *LoadError) Unwrap() error { return e.Err }

// ErrNoSave is returned by Load when there is no save under the key.
var ErrNoSave = i18n.Errorf("there is no saved game")

// Encode writes the session as a save.
func (s *Session) Encode() ([]byte, error) {
	rec := s.Export()
	recJSON, err := json.Marshal(rec)
	if err != nil {
		return nil, err
	}
	gen, err := s.m.RandState()
	if err != nil {
		return nil, err
	}
	f := saveFile{
		Format: SaveFormat, Version: SaveVersion, SavedAt: time.Now().UTC().Format(time.RFC3339),
		Seats: s.seats, Record: recJSON, Generator: base64.StdEncoding.EncodeToString(gen),
		UndoFloor: s.undo.floor, Redo: s.redo, Log: s.Log(table.Onlooker),
	}
	if f.Redo == nil {
		f.Redo = []string{}
	}
	if n := s.notesToSave(); n != nil {
		if f.Notes, err = json.Marshal(n); err != nil {
			return nil, err
		}
	}
	return json.MarshalIndent(f, "", "  ")
}

// Decode reads a save. It fails with a *LoadError and never panics, however
// damaged the data; what is wrong is said in words (internal/jsonfile),
// quoting at most an excerpt of the file.
func Decode(data []byte) (*Session, error) {
	fail := func(p Problem, err error) (*Session, error) {
		return nil, &LoadError{Problem: p, Err: err}
	}
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if err := jsonfile.Peek(data, &head); err != nil {
		if jsonfile.NotJSON(err) {
			return fail(Corrupt, err)
		}
		return fail(Foreign, err) // JSON, but not shaped like a save
	}
	switch {
	case head.Format == table.RecordFormat:
		return fail(Foreign, i18n.Errorf("it is a game record: open it with Import"))
	case head.Format != SaveFormat:
		return fail(Foreign, i18n.Errorf("format %s, expected %q", excerpt.Quote(head.Format), SaveFormat))
	case head.Version > SaveVersion:
		return fail(FutureVersion, i18n.Errorf("version %d, this version reads up to %d", head.Version, SaveVersion))
	case head.Version < 1:
		return fail(Invalid, i18n.Errorf("version %d", head.Version))
	}
	var f saveFile
	if err := jsonfile.Decode(data, &f); err != nil {
		return fail(Invalid, err)
	}
	s, err := restore(f)
	if err != nil {
		return fail(Invalid, err)
	}
	return s, nil
}

// restore rebuilds a session from a decoded save.
func restore(f saveFile) (*Session, error) {
	rec, err := table.DecodeRecord(f.Record)
	if err != nil {
		return nil, fmt.Errorf("record: %v", err)
	}
	if len(f.Seats) == 0 {
		return nil, errors.New("seats: missing")
	}
	if rec.Seats != nil && !slices.Equal(rec.Seats, kinds(f.Seats)) {
		return nil, fmt.Errorf("seats: the record says %s, the save %s", quoteAll(rec.Seats), quoteAll(kinds(f.Seats)))
	}
	s, err := replay(rec, f.Seats)
	if err != nil {
		return nil, err
	}
	gen, err := base64.StdEncoding.DecodeString(f.Generator)
	if err == nil {
		err = s.m.SetRandState(gen)
	}
	if err != nil {
		return nil, fmt.Errorf("generator: %v", err)
	}
	if f.UndoFloor < 0 || f.UndoFloor > s.Steps() {
		return nil, fmt.Errorf("undo_floor: %d is not a step of the game (0..%d)", f.UndoFloor, s.Steps())
	}
	if drop := f.UndoFloor - s.undo.floor; drop > 0 {
		// the save allows less undo than the rule: keep the stricter
		s.undo.snaps = s.undo.snaps[drop:]
		s.undo.floor = f.UndoFloor
		if len(s.undo.snaps) == 0 {
			s.undo.reason = i18n.Errorf("earlier steps can no longer be undone")
		}
	}
	if err := checkRedo(s, f.Redo); err != nil {
		return nil, err
	}
	s.redo = append([]string(nil), f.Redo...)
	s.readNotes(f.Notes)
	return s, nil
}

// quoteAll quotes a list of words from a file, an excerpt of each and
// the first few.
func quoteAll(words []string) string {
	const most = 8
	q := make([]string, 0, most+1)
	for i, w := range words {
		if i == most {
			q = append(q, "…")
			break
		}
		q = append(q, excerpt.Quote(w))
	}
	return "[" + strings.Join(q, " ") + "]"
}

// replay plays a record into a new session, step by step, so that the log
// and the undo window are rebuilt as they were. Chance goes on from the
// record's seed, advanced by one draw for every chance step, so a record
// made with that seed goes on exactly as its game would have (a save then
// puts the generator where it was). seats nil takes the record's seat
// kinds, or every seat human; names missing are the record's names, or the
// game's.
func replay(rec table.Record, seats []Seat) (*Session, error) {
	g, err := lookup(rec.GameID())
	if err != nil {
		return nil, err
	}
	if rec.FinalHash != "" && !table.ValidHash(rec.FinalHash) {
		return nil, i18n.Errorf("final_hash: %s is not 16 hex digits", excerpt.Quote(rec.FinalHash))
	}
	start := rec
	start.Steps, start.FinalHash = []string{}, ""
	m, err := g.Open(start)
	if err != nil {
		return nil, err
	}
	if seats == nil && rec.Seats != nil {
		seats = make([]Seat, len(rec.Seats))
		for i, k := range rec.Seats {
			seats[i].Kind = k
		}
	}
	if seats != nil && len(rec.People) == len(seats) {
		for i := range seats {
			if seats[i].Person == 0 {
				seats[i].Person = rec.People[i]
			}
		}
	}
	if seats != nil && rec.Names != nil && len(rec.Names) == len(seats) {
		for i := range seats {
			if seats[i].Name == "" {
				seats[i].Name = rec.Names[i]
			}
		}
	}
	seats, err = checkSeats(seats, m)
	if err != nil {
		return nil, fmt.Errorf("seats: %v", err)
	}
	s := &Session{m: m, seed: rec.Seed, seats: seats}
	s.undo.reset(i18n.Errorf("the game has just begun"))
	for i, text := range rec.Steps {
		if _, err := s.play(text); err != nil {
			return nil, &table.StepError{Step: i + 1, Text: text, Err: err}
		}
	}
	if rec.FinalHash != "" && rec.FinalHash != m.Hash() {
		// Every step was legal, but the position is not the one saved: the
		// rules or the engine changed since. The game is kept, not lost.
		s.notice = replayedSaveNotice
	}
	return s, nil
}

// replayedSaveNotice is Notice's text (a catalog key) for a save whose
// position the current rules do not reach.
const replayedSaveNotice = "This game was saved by another version of Pyramid and has been replayed with the current rules; the position may differ slightly from the one you left."

// checkRedo makes sure the redo list can be played from the session's
// position, on a copy: every step a person's, none refused.
func checkRedo(s *Session, redo []string) error {
	m := s.m.Clone()
	for i := len(redo) - 1; i >= 0; i-- {
		var err error
		if a := m.Actor(); a < 0 || a >= len(s.seats) || !s.seats[a].IsHuman() {
			err = i18n.Errorf("only a person's steps are ever undone")
		} else {
			_, err = m.Apply(redo[i])
		}
		if err != nil {
			return fmt.Errorf("redo[%d] %s: %v", i, excerpt.Quote(redo[i]), err)
		}
	}
	return nil
}

// Load opens the save under key in st and goes on autosaving there. A save
// that cannot be loaded is moved aside (autosave.json becomes
// autosave.bad-<time>.json) and a *LoadError says why; the client shows it
// and offers a new game. No save at all gives ErrNoSave.
func Load(st storage.Store, key string) (*Session, error) {
	if key == "" {
		key = AutosaveKey
	}
	data, err := st.Read(key)
	if storage.IsNotFound(err) {
		return nil, ErrNoSave
	}
	if err != nil {
		return nil, &LoadError{Problem: Unreadable, Key: key, Err: err}
	}
	s, err := Decode(data)
	if _, away := Elsewhere(data); err != nil && away {
		// another program's game, not a damaged file: left in place
		return nil, &LoadError{Problem: OtherGame, Key: key, Err: err.(*LoadError).Err}
	}
	if err != nil {
		le := err.(*LoadError)
		le.Key = key
		aside, kerr := storage.KeepAside(st, key, time.Now())
		if kerr != nil {
			le.Err = i18n.Errorf("%v; moving it aside failed too: %v", le.Err, kerr)
		}
		le.KeptAs = aside
		return nil, le
	}
	s.store, s.key = st, key
	return s, nil
}

// HasSave reports whether key holds something to continue (it may still
// fail to load).
func HasSave(st storage.Store, key string) bool {
	_, err := st.Read(key)
	return err == nil
}
