package horus

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/fnv"

	"github.com/pyramid-studio/pyramid/game/table"

	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/jsonfile"
)

// RecordFormat and RecordVersion mark a game record file. Version 2 is
// the collection's envelope (table.Record): the game's id and the names
// typed for the seats; version 1 files, which have neither, are Horus's
// and still open.
const (
	RecordFormat  = table.RecordFormat
	RecordVersion = 2
)

// Record is a whole game as versioned, human-readable JSON: the setup and
// every step in notation, chance outcomes included, so a replay needs no
// generator. FinalHash, when present, is checked at the end of a replay.
type Record struct {
	Format    string      `json:"format"`
	Version   int         `json:"version"`
	Seed      uint64      `json:"seed"`
	Setup     RecordSetup `json:"setup"`
	Seats     []string    `json:"seats,omitempty"` // who played each seat: human, random, easy...
	Steps     []string    `json:"steps"`
	FinalHash string      `json:"final_hash,omitempty"`
}

// RecordSetup is the Options in words.
type RecordSetup struct {
	Adventurers      []string `json:"adventurers"`
	FirstKeeper      int      `json:"first_keeper"`
	AlternateMummies bool     `json:"alternate_mummies,omitempty"`
	TotalSecrecy     bool     `json:"total_secrecy,omitempty"`
}

// NewRecord starts a record for a game set up with opt.
func NewRecord(opt Options, seed uint64) Record {
	r := Record{Format: RecordFormat, Version: RecordVersion, Seed: seed, Steps: []string{}}
	r.Setup.FirstKeeper = int(opt.FirstKeeper)
	r.Setup.AlternateMummies, r.Setup.TotalSecrecy = opt.AlternateMummies, opt.TotalSecrecy
	for i := 0; i < int(opt.Players); i++ {
		r.Setup.Adventurers = append(r.Setup.Adventurers, opt.Adventurers[i].String())
	}
	return r
}

// Options reads the setup back.
func (r RecordSetup) Options() (Options, error) {
	var o Options
	n := len(r.Adventurers)
	if n < MinPlayers || n > MaxPlayers {
		return o, fmt.Errorf("setup.adventurers: a game needs %d to %d adventurers, the record has %d", MinPlayers, MaxPlayers, n)
	}
	o.Players = uint8(n)
	for i, name := range r.Adventurers {
		a, err := ParseAdventurer(name)
		if err != nil {
			return o, fmt.Errorf("setup.adventurers[%d]: %v", i, err)
		}
		o.Adventurers[i] = a
	}
	if r.FirstKeeper < 0 || r.FirstKeeper >= n {
		return o, fmt.Errorf("setup.first_keeper: %d is not a seat (0..%d)", r.FirstKeeper, n-1)
	}
	o.FirstKeeper = uint8(r.FirstKeeper)
	o.AlternateMummies, o.TotalSecrecy = r.AlternateMummies, r.TotalSecrecy
	return o, nil
}

// DecodeRecord parses and checks a record's envelope (not its steps: Replay
// checks those). It reads the format and version first, so a record from a
// newer build is refused as such rather than for a field this build does
// not know. What is wrong is said in words (internal/jsonfile), quoting at
// most an excerpt of the file.
func DecodeRecord(data []byte) (Record, error) {
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
	}
	if err := jsonfile.Peek(data, &head); err != nil {
		return Record{}, fmt.Errorf("not a game record: %v", err)
	}
	if head.Format != RecordFormat {
		return Record{}, fmt.Errorf("not a game record: format is %s, expected %q", excerpt.Quote(head.Format), RecordFormat)
	}
	if head.Version < 1 || head.Version > RecordVersion {
		return Record{}, fmt.Errorf("record version %d is not supported (this build reads versions 1 to %d)", head.Version, RecordVersion)
	}
	var r Record
	if err := jsonfile.Decode(data, &r); err != nil {
		return Record{}, fmt.Errorf("bad game record: %v", err)
	}
	if _, err := r.Setup.Options(); err != nil {
		return Record{}, err
	}
	if r.Seats != nil && len(r.Seats) != len(r.Setup.Adventurers) {
		return Record{}, fmt.Errorf("seats: %d entries for %d adventurers", len(r.Seats), len(r.Setup.Adventurers))
	}
	for i, k := range r.Seats {
		if k == "" {
			return Record{}, fmt.Errorf("seats[%d]: empty; say who played the seat (human, random, easy...)", i)
		}
	}
	if r.Steps == nil {
		return Record{}, fmt.Errorf("bad game record: no \"steps\" list")
	}
	if r.FinalHash != "" && !isHash(r.FinalHash) {
		return Record{}, fmt.Errorf("final_hash: %s is not 16 hex digits", excerpt.Quote(r.FinalHash))
	}
	return r, nil
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
func (r Record) Encode() ([]byte, error) {
	return json.MarshalIndent(r, "", "  ")
}

// StepError names the first step of a record that does not replay.
type StepError struct {
	Step int // 1-based
	Text string
	Err  error
}

func (e *StepError) Error() string {
	return fmt.Sprintf("step %d %s: %v", e.Step, excerpt.Quote(e.Text), e.Err)
}

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
		return s, fmt.Errorf("the replay ends in state %s, the record says %s", s.HashString(), r.FinalHash)
	}
	return s, nil
}

// Hash is a 64-bit FNV-1a hash of the whole state, for checking replays.
func (s *State) Hash() uint64 {
	h := fnv.New64a()
	_ = binary.Write(h, binary.LittleEndian, s)
	return h.Sum64()
}

// HashString is Hash in hex, as records print it.
func (s *State) HashString() string { return fmt.Sprintf("%016x", s.Hash()) }
