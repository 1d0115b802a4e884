package pengqueen

import (
	"encoding/json"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/jsonfile"
)

// A game record is versioned, readable JSON: the game's id, the seed, the
// setup in words, who played each seat, every step in notation (chance
// outcomes included, so a replay needs no generator) and the final state's
// hash. docs/pengqueen-notation.md shows one.
const (
	RecordFormat  = table.RecordFormat
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
// colours of the pieces in turn order; and the assists the game was
// played with (§9.6: no rule; "notes": "on"...), which a record written
// before they were kept, or by the engine alone, leaves out.
type RecordSetup struct {
	Players int               `json:"players"`
	Pieces  []string          `json:"pieces"`
	Assists map[string]string `json:"assists,omitempty"`
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
			return o, i18n.Errorf("setup.pieces[%v]: %q is not red, green, blue or yellow.", i, excerpt.Cut(name))
		}
		o.Colours[i] = c
	}
	if _, err := NewState(o); err != nil {
		return o, err
	}
	return o, nil
}

// DecodeRecord reads a record file of this game: the collection's
// envelope through table.DecodeRecord (format, game and version first, so
// a record of another game or a newer build is refused as such), then
// this game's set-up and seats (fromTable). Replay checks the steps.
func DecodeRecord(data []byte) (Record, error) {
	tr, err := table.DecodeRecord(data)
	if err != nil {
		return Record{}, err
	}
	return fromTable(tr)
}

// fromTable reads the engine's record out of the collection's envelope,
// checking everything but the steps: the game, the version, the set-up
// (strictly: a misspelt field is refused), the seats and the final hash.
func fromTable(tr table.Record) (Record, error) {
	if id := tr.GameID(); id != GameID {
		return Record{}, i18n.Errorf("the record is of the game %q, not %q", excerpt.Cut(id), GameID)
	}
	if tr.Format != RecordFormat {
		return Record{}, i18n.Errorf("not a game record: format is %q, expected %q", excerpt.Cut(tr.Format), RecordFormat)
	}
	if tr.Version < 1 || tr.Version > RecordVersion {
		return Record{}, i18n.Errorf("record version %d is not supported (this build reads versions 1 to %d)", tr.Version, RecordVersion)
	}
	r := Record{Format: tr.Format, Version: tr.Version, Game: GameID, Seed: tr.Seed,
		Seats: tr.Seats, Steps: tr.Steps, FinalHash: tr.FinalHash}
	if err := jsonfile.Decode(tr.Setup, &r.Setup); err != nil {
		return Record{}, i18n.Errorf("setup: %v", err)
	}
	if _, err := r.Setup.Options(); err != nil {
		return Record{}, err
	}
	if _, err := readAssists(r.Setup.Assists); err != nil {
		return Record{}, err
	}
	if r.Seats != nil && len(r.Seats) != r.Setup.Players {
		return Record{}, i18n.Errorf("seats: %d entries for %d players", len(r.Seats), r.Setup.Players)
	}
	for i, k := range r.Seats {
		if k == "" {
			return Record{}, i18n.Errorf("seats[%d]: empty; say who played the seat (human, random, easy...)", i)
		}
	}
	if r.Steps == nil {
		return Record{}, i18n.Errorf("bad game record: no \"steps\" list")
	}
	if r.FinalHash != "" && !table.ValidHash(r.FinalHash) {
		return Record{}, i18n.Errorf("final_hash: %s is not 16 hex digits", excerpt.Quote(r.FinalHash))
	}
	return r, nil
}

// Encode writes the record as indented JSON.
func (r Record) Encode() ([]byte, error) { return json.MarshalIndent(r, "", "  ") }

// Replay plays a record from its setup and returns the final state. It
// stops at the first bad step with a *table.StepError, and checks FinalHash.
func Replay(r Record) (State, error) {
	opt, err := r.Setup.Options()
	if err != nil {
		return State{}, err
	}
	s, err := NewState(opt)
	if err != nil {
		return State{}, err
	}
	err = table.ReplaySteps(r.Steps, r.FinalHash, func(text string) error {
		a, err := s.ParseStep(text)
		if err == nil {
			err = s.Apply(a)
		}
		return err
	}, func() string { return s.HashString() })
	return s, err
}
