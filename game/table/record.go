package table

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/jsonfile"
)

// RecordFormat marks a game record file, of any game.
const RecordFormat = "pyramid-record"

// DefaultGame is the game of a record or save that names none: every
// file written before the collection had a second game is a Horus one.
const DefaultGame = "horus"

// Record is a whole match as versioned JSON: the game, its set-up and
// every step in notation, chance outcomes included, so a replay needs no
// generator. The envelope is the same for every game; Setup is in the
// game's own words, and Version is the game's record version.
type Record struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	// Game is the game's Info.ID; "" in files older than the
	// collection, which are DefaultGame's.
	Game  string          `json:"game,omitempty"`
	Seed  uint64          `json:"seed"`
	Setup json.RawMessage `json:"setup"`
	// Seats says who played each seat: Human or a computer level.
	Seats []string `json:"seats,omitempty"`
	// Names are the names typed for people, seat by seat ("" where none
	// was typed); omitted when none was.
	Names []string `json:"names,omitempty"`
	// People tells the people apart, seat by seat, when one played
	// several seats (SeatSetup.Person; 0 for a computer); omitted when
	// each person played one seat.
	People    []int    `json:"people,omitempty"`
	Steps     []string `json:"steps"`
	FinalHash string   `json:"final_hash,omitempty"`
}

// GameID is the record's game, DefaultGame for an old file.
func (r Record) GameID() string {
	if r.Game == "" {
		return DefaultGame
	}
	return r.Game
}

// PeekGame reads which game a file belongs to without decoding the rest:
// the "game" field of a record, or of the record inside a save, which
// keeps it under "record". An old file without one is DefaultGame's. The
// error says the file is not JSON at all.
func PeekGame(data []byte) (string, error) {
	var head struct {
		Game   string `json:"game"`
		Record *struct {
			Game string `json:"game"`
		} `json:"record"`
	}
	if err := json.Unmarshal(bytes.TrimSpace(data), &head); err != nil {
		return "", i18n.Errorf("the file is not a game record or a saved game")
	}
	switch {
	case head.Game != "":
		return head.Game, nil
	case head.Record != nil && head.Record.Game != "":
		return head.Record.Game, nil
	}
	return DefaultGame, nil
}

// DecodeRecord reads a record file of any registered game: the envelope,
// strictly (a misspelt field is refused rather than ignored), not the
// set-up or the steps, which the game's Open checks. It reads the format,
// the game and the version first, so that a file of another kind, of a
// game this build does not have, or from a newer build is refused as
// such rather than for a field this build does not know. What is wrong is
// said in words (internal/jsonfile), quoting at most an excerpt.
func DecodeRecord(data []byte) (Record, error) {
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
		Game    string `json:"game"`
	}
	if err := jsonfile.Peek(data, &head); err != nil {
		return Record{}, i18n.Errorf("not a game record: %v", err)
	}
	if head.Format != RecordFormat {
		return Record{}, i18n.Errorf("not a game record: format is %s, expected %q", excerpt.Quote(head.Format), RecordFormat)
	}
	id := head.Game
	if id == "" {
		id = DefaultGame
	}
	g, ok := Lookup(id)
	if !ok {
		return Record{}, i18n.Errorf("a record of %s, a game this version of Pyramid does not have", excerpt.Quote(id))
	}
	if top := g.Info().RecordVersion; top > 0 && (head.Version < 1 || head.Version > top) {
		return Record{}, i18n.Errorf("record version %d is not supported (this build reads versions 1 to %d)", head.Version, top)
	}
	var r Record
	if err := jsonfile.Decode(data, &r); err != nil {
		return Record{}, i18n.Errorf("bad game record: %v", err)
	}
	if r.Steps == nil {
		return Record{}, i18n.Errorf("bad game record: no \"steps\" list")
	}
	return r, nil
}

// Encode writes the record as indented JSON, as record files hold it.
func (r Record) Encode() ([]byte, error) { return json.MarshalIndent(r, "", "  ") }

// ValidHash reports whether h is written as Match.Hash writes a hash: 16
// hex digits, lower case.
func ValidHash(h string) bool {
	if len(h) != 16 {
		return false
	}
	for _, c := range h {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

// StepError names the first step of a record that does not play: its
// number (from 1), its text and why.
type StepError struct {
	Step int
	Text string
	Err  error
}

func (e *StepError) Error() string {
	return fmt.Sprintf("step %d %s: %v", e.Step, excerpt.Quote(e.Text), e.Err)
}

func (e *StepError) Unwrap() error { return e.Err }

// Replay plays the record's steps in order with apply, then checks that
// the match ends in the state the final hash names (if the record gives
// one): every game's Open replays a record this way. The error names the
// first step that does not play (a *StepError).
func (r Record) Replay(apply func(step string) error, hash func() string) error {
	return ReplaySteps(r.Steps, r.FinalHash, apply, hash)
}

// ReplaySteps is Record.Replay for the steps and final hash of any record,
// an engine's own included.
func ReplaySteps(steps []string, finalHash string, apply func(step string) error, hash func() string) error {
	for i, text := range steps {
		if err := apply(text); err != nil {
			return &StepError{Step: i + 1, Text: text, Err: err}
		}
	}
	if finalHash != "" {
		if h := hash(); h != finalHash {
			return i18n.Errorf("the replay ends in state %s, the record says %s", h, finalHash)
		}
	}
	return nil
}

// MaxNameBytes bounds a name typed for a seat, as records and saves keep
// it (the new-game screen allows 16 characters, at most 4 bytes each, with
// room to spare).
const MaxNameBytes = 40

// CheckSeats checks what the envelope says of the seats of a match of n
// seats, the same for every game: who played each seat (if given) and
// their names (if given, each at most MaxNameBytes), and the final hash's
// form. A game's Open calls it once it knows n from its set-up.
func (r Record) CheckSeats(n int) error {
	if r.Seats != nil && len(r.Seats) != n {
		return i18n.Errorf("seats: %d entries for %d seats", len(r.Seats), n)
	}
	for i, k := range r.Seats {
		if k == "" {
			return i18n.Errorf("seats[%d]: empty; say who played the seat (human, random, easy...)", i)
		}
	}
	if r.Names != nil && len(r.Names) != n {
		return i18n.Errorf("names: %d entries for %d seats", len(r.Names), n)
	}
	for i, name := range r.Names {
		if len(name) > MaxNameBytes {
			return i18n.Errorf("names[%d]: longer than %d bytes", i, MaxNameBytes)
		}
	}
	if r.FinalHash != "" && !ValidHash(r.FinalHash) {
		return i18n.Errorf("final_hash: %s is not 16 hex digits", excerpt.Quote(r.FinalHash))
	}
	return nil
}
