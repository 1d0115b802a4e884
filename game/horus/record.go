package horus

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"

	"github.com/pyramid-studio/pyramid/game/table"
)

// RecordFormat and RecordVersion mark a game record file. Version 2 is
// the collection's envelope (table.Record): the game's id and the names
// typed for the seats; version 1 files, which have neither, are Horus's
// and still open.
const (
	RecordFormat  = table.RecordFormat
	RecordVersion = 2
)

// Record is the engine's record of a match: the set-up and every step in
// notation, chance outcomes included, so a replay needs no generator. The
// adapter writes it in the collection's envelope (table.Record, with the
// set-up as RecordSetup's JSON) and reads it back (Game.Open); Seats and
// FinalHash are the envelope's, filled in there.
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

// Hash is a 64-bit FNV-1a hash of the whole state, for checking replays.
func (s *State) Hash() uint64 {
	h := fnv.New64a()
	_ = binary.Write(h, binary.LittleEndian, s)
	return h.Sum64()
}

// HashString is Hash in hex, as records print it.
func (s *State) HashString() string { return fmt.Sprintf("%016x", s.Hash()) }
