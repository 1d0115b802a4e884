package runrunrun

import (
	"encoding/binary"
	"hash/fnv"
	"strconv"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// RecordFormat and RecordVersion mark a game record file.
const (
	RecordFormat  = table.RecordFormat
	RecordVersion = 1
)

// Record is the engine's record of a game: the set-up in words and every
// step in notation, chance outcomes included, so a replay needs no
// generator. The adapter writes it in the collection's envelope
// (table.Record, with the set-up as RecordSetup's JSON) and reads it back
// (Game.Open, which table.DecodeRecord reads files for); FinalHash, when
// present, is checked at the end of a replay.
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
			return o, i18n.Errorf("setup.cats[%d]: %q is not a cat (cleo, howard, sekhmet, spark)", i, excerpt.Cut(name))
		}
		o.Cats[i] = c
	}
	d, ok := ParseDifficulty(r.Difficulty)
	if !ok {
		return o, i18n.Errorf("setup.difficulty: %q is not easy, normal, hard or heroic", excerpt.Cut(r.Difficulty))
	}
	o.Difficulty = d
	if r.First < 0 || r.First >= n {
		return o, i18n.Errorf("setup.first: %d is not a seat (0..%d)", r.First, n-1)
	}
	o.First = uint8(r.First)
	if r.Lord != "random" {
		l, ok := ParseLord(r.Lord)
		if !ok {
			return o, i18n.Errorf("setup.lord: %q is not random, fangs, silence or stone", excerpt.Cut(r.Lord))
		}
		o.Lord = l
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

// Replay plays a record from its set-up and returns the final state. It
// stops at the first bad step with a *table.StepError, and checks
// FinalHash.
func Replay(r Record) (State, error) {
	opt, err := r.Setup.Options()
	if err != nil {
		return State{}, err
	}
	s, err := NewState(opt)
	if err != nil {
		return State{}, err
	}
	err = table.ReplaySteps(r.Steps, "", func(text string) error {
		a, err := s.ParseStep(text)
		if err == nil {
			err = s.Apply(a)
		}
		return err
	}, nil)
	if err == nil && r.FinalHash != "" && r.FinalHash != s.HashString() {
		err = i18n.Errorf("the replay ends in state %v, the record says %v", s.HashString(), r.FinalHash)
	}
	return s, err
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
