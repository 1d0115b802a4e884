package table

import (
	"bytes"
	"encoding/json"

	"github.com/pyramid-studio/pyramid/i18n"
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
	Names     []string `json:"names,omitempty"`
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
