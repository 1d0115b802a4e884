package runrunrun

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"hash/fnv"
	"io"
	"strconv"

	"github.com/pyramid-studio/pyramid/i18n"
)

// RecordFormat and RecordVersion mark a game record file.
const (
	RecordFormat  = "pyramid-record"
	RecordVersion = 1
)

// Record is a whole game as versioned, human-readable JSON: the set-up in
// words and every step in notation, chance outcomes included, so a replay
// needs no generator. FinalHash, when present, is checked at the end of a
// replay.
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

// RecordSetup is the Options in words.
type RecordSetup struct {
	Cats       []string `json:"cats"`
	Difficulty string   `json:"difficulty"`
	First      int      `json:"first"`
	Lord       string   `json:"lord"` // "random", or the Lord the table chose
	OpenHands  bool     `json:"open_hands,omitempty"`
}

// NewRecord starts a record for a game set up with opt.
func NewRecord(opt Options, seed uint64) Record {
	r := Record{Format: RecordFormat, Version: RecordVersion, Game: GameID, Seed: seed, Steps: []string{}}
	for i := 0; i < int(opt.Players) && i < MaxSeats; i++ {
		r.Setup.Cats = append(r.Setup.Cats, opt.Cats[i].String())
	}
	if opt.Difficulty < NumDifficulties {
		r.Setup.Difficulty = difficultyTable[opt.Difficulty].Code
	}
	r.Setup.First = int(opt.First)
	r.Setup.Lord = "random"
	if opt.Lord >= 1 && opt.Lord <= NumLords {
		r.Setup.Lord = lordTable[opt.Lord-1].Code
	}
	r.Setup.OpenHands = opt.OpenHands
	return r
}

// Options reads the set-up back.
func (r RecordSetup) Options() (Options, error) {
	var o Options
	n := len(r.Cats)
	if n < MinSeats || n > MaxSeats {
		return o, i18n.Errorf("setup.cats: a game needs %d to %d cats, the record has %d", MinSeats, MaxSeats, n)
	}
	o.Players = uint8(n)
	for i, name := range r.Cats {
		c, ok := ParseCat(name)
		if !ok {
			return o, i18n.Errorf("setup.cats[%d]: %q is not a cat (cleo, howard, sekhmet, spark)", i, excerpt(name))
		}
		o.Cats[i] = c
	}
	d, ok := ParseDifficulty(r.Difficulty)
	if !ok {
		return o, i18n.Errorf("setup.difficulty: %q is not easy, normal, hard or heroic", excerpt(r.Difficulty))
	}
	o.Difficulty = d
	if r.First < 0 || r.First >= n {
		return o, i18n.Errorf("setup.first: %d is not a seat (0..%d)", r.First, n-1)
	}
	o.First = uint8(r.First)
	switch r.Lord {
	case "random":
	default:
		found := false
		for i, l := range lordTable {
			if l.Code == r.Lord {
				o.Lord, found = uint8(i+1), true
			}
		}
		if !found {
			return o, i18n.Errorf("setup.lord: %q is not random, fangs, silence or stone", excerpt(r.Lord))
		}
	}
	o.OpenHands = r.OpenHands
	if _, err := NewState(o); err != nil {
		return o, i18n.Wrapf(err, "setup: %v", err)
	}
	return o, nil
}

// ParseCat reads a cat's code.
func ParseCat(code string) (Cat, bool) {
	for i, c := range catTable {
		if c.Code == code {
			return Cat(i), true
		}
	}
	return 0, false
}

// ParseDifficulty reads a difficulty's code.
func ParseDifficulty(code string) (Difficulty, bool) {
	for i, d := range difficultyTable {
		if d.Code == code {
			return Difficulty(i), true
		}
	}
	return 0, false
}

// String is the difficulty's code.
func (d Difficulty) String() string {
	if d >= NumDifficulties {
		return "?"
	}
	return difficultyTable[d].Code
}

// DecodeRecord parses and checks a record's envelope (not its steps:
// Replay checks those). It reads the format, version and game first, so a
// record from a newer build or of another game is refused as such.
func DecodeRecord(data []byte) (Record, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return Record{}, i18n.Errorf("not a game record: the file is empty")
	}
	var head struct {
		Format  string `json:"format"`
		Version int    `json:"version"`
		Game    string `json:"game"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return Record{}, i18n.Errorf("not a game record: %v", jsonProblem(data, err))
	}
	if head.Format != RecordFormat {
		return Record{}, i18n.Errorf("not a game record: format is %q, expected %q", excerpt(head.Format), RecordFormat)
	}
	if head.Version < 1 || head.Version > RecordVersion {
		return Record{}, i18n.Errorf("record version %d is not supported (this build reads versions 1 to %d)", head.Version, RecordVersion)
	}
	if head.Game != GameID {
		return Record{}, i18n.Errorf("the record is of the game %q, not %q", excerpt(head.Game), GameID)
	}
	var r Record
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return Record{}, i18n.Errorf("bad game record: %v", jsonProblem(data, err))
	}
	if _, err := r.Setup.Options(); err != nil {
		return Record{}, err
	}
	if r.Seats != nil && len(r.Seats) != len(r.Setup.Cats) {
		return Record{}, i18n.Errorf("seats: %d entries for %d cats", len(r.Seats), len(r.Setup.Cats))
	}
	for i, k := range r.Seats {
		if k == "" {
			return Record{}, i18n.Errorf("seats[%d]: empty; say who played the seat (human, random, easy...)", i)
		}
	}
	if r.Steps == nil {
		return Record{}, i18n.Errorf("bad game record: no \"steps\" list")
	}
	if r.FinalHash != "" && !isHash(r.FinalHash) {
		return Record{}, i18n.Errorf("final_hash: %q is not 16 hex digits", excerpt(r.FinalHash))
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
		return i18n.T("the file ends in the middle of the record (truncated?)")
	}
	if off < 0 || off > int64(len(data)) {
		return err.Error()
	}
	return i18n.F("line %d: %v", 1+bytes.Count(data[:off], []byte("\n")), err)
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
	return i18n.F("step %d %q: %v", e.Step, excerpt(e.Text), e.Err)
}

func (e *StepError) Unwrap() error { return e.Err }

// Replay plays a record from its set-up and returns the final state. It
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
		return s, i18n.Errorf("the replay ends in state %v, the record says %v", s.HashString(), r.FinalHash)
	}
	return s, nil
}

// Hash is a 64-bit FNV-1a hash of the whole state, byte for byte in
// little-endian order, the same on every platform.
func (s *State) Hash() uint64 {
	h := fnv.New64a()
	_ = binary.Write(h, binary.LittleEndian, s)
	return h.Sum64()
}

// HashString is Hash in hex, as records print it.
func (s *State) HashString() string {
	x := strconv.FormatUint(s.Hash(), 16)
	for len(x) < 16 {
		x = "0" + x
	}
	return x
}
