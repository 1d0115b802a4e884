package pengqueen

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strconv"

	"github.com/pyramid-studio/pyramid/i18n"
)

// A game record is versioned, readable JSON: the game's id, the seed, the
// setup in words, who played each seat, every step in notation (chance
// outcomes included, so a replay needs no generator) and the final state's
// hash. docs/pengqueen-notation.md shows one.
const (
	RecordFormat  = "pyramid-record"
	RecordVersion = 1
	// GameID names this game in records, saves and the headless tool.
	GameID = "pengqueen"
)

// Record is a whole game.
type Record struct {
	Format    string      `json:"format"`
	Version   int         `json:"version"`
	Game      string      `json:"game"`
	Seed      uint64      `json:"seed"`
	Setup     RecordSetup `json:"setup"`
	Seats     []string    `json:"seats,omitempty"` // who played each seat: human, random, easy...
	Steps     []string    `json:"steps"`
	FinalHash string      `json:"final_hash,omitempty"`
}

// RecordSetup is the Options in words: the number of seats and the
// colours of the pieces in turn order.
type RecordSetup struct {
	Players int      `json:"players"`
	Pieces  []string `json:"pieces"`
}

// NewRecord starts a record for a game set up with opt (as NewState
// completed it).
func NewRecord(opt Options, seed uint64) Record {
	r := Record{Format: RecordFormat, Version: RecordVersion, Game: GameID, Seed: seed, Steps: []string{}}
	r.Setup.Players = int(opt.Players)
	r.Setup.Pieces = []string{}
	for p := 0; p < piecesFor(int(opt.Players)) && p < MaxPieces; p++ {
		r.Setup.Pieces = append(r.Setup.Pieces, opt.Colours[p].String())
	}
	return r
}

// Options reads the setup back.
func (r RecordSetup) Options() (Options, error) {
	var o Options
	if r.Players < MinSeats || r.Players > MaxSeats {
		return o, i18n.Errorf("setup.players: a game has %v to %v players, the record says %v.", MinSeats, MaxSeats, r.Players)
	}
	o.Players = uint8(r.Players)
	if n := piecesFor(r.Players); len(r.Pieces) != n {
		return o, i18n.Errorf("setup.pieces: %v players play %v pieces, the record lists %v.", r.Players, n, len(r.Pieces))
	}
	for i, name := range r.Pieces {
		c, ok := ParsePieceColour(name)
		if !ok {
			return o, i18n.Errorf("setup.pieces[%v]: %q is not red, green, blue or yellow.", i, excerpt(name))
		}
		o.Colours[i] = c
	}
	if _, err := NewState(o); err != nil {
		return o, err
	}
	return o, nil
}

// DecodeRecord parses and checks a record's envelope (not its steps:
// Replay checks those). The format, version and game are read first, so a
// record of a newer build or of another game is refused as such.
func DecodeRecord(data []byte) (Record, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return Record{}, i18n.Errorf("Not a game record: the file is empty.")
	}
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
		Game    string `json:"game"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return Record{}, i18n.Errorf("Not a game record: %v", jsonProblem(data, err))
	}
	if head.Format != RecordFormat {
		return Record{}, i18n.Errorf("Not a game record: the format is %q, expected %q.", excerpt(head.Format), RecordFormat)
	}
	if head.Version < 1 || head.Version > RecordVersion {
		return Record{}, i18n.Errorf("Record version %v is not supported (this build reads versions 1 to %v).", head.Version, RecordVersion)
	}
	if head.Game != GameID {
		return Record{}, i18n.Errorf("This record is of the game %q, not Pyramid of Pengqueen.", excerpt(head.Game))
	}
	var r Record
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return Record{}, i18n.Errorf("Bad game record: %v", jsonProblem(data, err))
	}
	if _, err := r.Setup.Options(); err != nil {
		return Record{}, err
	}
	if r.Seats != nil && len(r.Seats) != r.Setup.Players {
		return Record{}, i18n.Errorf("seats: %v entries for %v players.", len(r.Seats), r.Setup.Players)
	}
	for i, k := range r.Seats {
		if k == "" {
			return Record{}, i18n.Errorf("seats[%v] is empty: say who played the seat (human, random, easy...).", i)
		}
	}
	if r.Steps == nil {
		return Record{}, i18n.Errorf("Bad game record: no \"steps\" list.")
	}
	if r.FinalHash != "" && !isHash(r.FinalHash) {
		return Record{}, i18n.Errorf("final_hash: %q is not 16 hex digits.", excerpt(r.FinalHash))
	}
	return r, nil
}

// jsonProblem words a JSON error with the line it happened on.
func jsonProblem(data []byte, err error) string {
	var off int64 = -1
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		off = syn.Offset
	case errors.As(err, &typ):
		off = typ.Offset
	}
	if errors.Is(err, io.ErrUnexpectedEOF) || err.Error() == "unexpected end of JSON input" {
		return "the file ends in the middle of the record (truncated?)"
	}
	if off < 0 || off > int64(len(data)) {
		return err.Error()
	}
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	return "line " + strconv.Itoa(line) + ": " + err.Error()
}

func isHash(h string) bool {
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

// Encode writes the record as indented JSON.
func (r Record) Encode() ([]byte, error) { return json.MarshalIndent(r, "", "  ") }

// StepError names the first step of a record that does not replay.
type StepError struct {
	Step int // 1-based
	Text string
	Err  error
}

func (e *StepError) Error() string {
	return i18n.Errorf("Step %v %q: %v", e.Step, excerpt(e.Text), e.Err).Error()
}

func (e *StepError) Unwrap() error { return e.Err }

// Replay plays a record from its setup and returns the final state. It
// stops at the first bad step with a *StepError, and checks FinalHash.
func Replay(r Record) (State, error) {
	opt, err := r.Setup.Options()
	if err != nil {
		return State{}, err
	}
	s, err := NewState(opt)
	if err != nil {
		return State{}, err
	}
	for i, text := range r.Steps {
		a, err := s.ParseStep(text)
		if err == nil {
			err = s.Apply(a)
		}
		if err != nil {
			return s, &StepError{Step: i + 1, Text: text, Err: err}
		}
	}
	if r.FinalHash != "" && r.FinalHash != s.HashString() {
		return s, i18n.Errorf("The replay ends in state %v, the record says %v.", s.HashString(), r.FinalHash)
	}
	return s, nil
}
