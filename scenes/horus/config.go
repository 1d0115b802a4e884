package horus

import (
	"strings"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/session"
)

// SeatConfig is who plays one seat.
type SeatConfig struct {
	Human      bool
	Level      string // computer level, from horusbot.Levels()
	Adventurer horus.Adventurer
	// Name is the name a person typed for the seat; "" (and every
	// computer) keeps the adventurer's name (see PlayerName).
	Name string
}

// PlayerName is the name the game uses for the seat's player: the name
// typed for a human seat, or "" for the adventurer's name (the session's
// default), which computers always keep.
func (c SeatConfig) PlayerName() string {
	if !c.Human {
		return ""
	}
	return strings.TrimSpace(c.Name)
}

// typedName is the name a person typed, from a name the session keeps
// for a seat: the session keeps the adventurer's name where none was
// typed, and that one is the default, not a typed name.
func typedName(kept string, a horus.Adventurer) string {
	if kept == a.Name() {
		return ""
	}
	return kept
}

// GameConfig is the set-up of a game of Horus as its play screen holds it
// (the shell's new-game screen chooses it as a table.Setup: Setup gives
// one, configFrom reads one back from a session).
type GameConfig struct {
	Seats            []SeatConfig
	AlternateMummies bool
	TotalSecrecy     bool
	Seed             uint64
}

// Setup is the game's set-up form filled in with this configuration: a
// person or a computer level for each seat, with the name a person typed
// (kept in the saves and records, and used by the log and the replays; ""
// leaves the adventurer's name), the adventurers and the optional rules.
func (c GameConfig) Setup() table.Setup {
	kinds := make([]string, len(c.Seats))
	for i, sc := range c.Seats {
		kinds[i] = session.Human
		if !sc.Human {
			kinds[i] = sc.Level
		}
	}
	s := horus.SetupOf(c.Options(), kinds)
	for i, sc := range c.Seats {
		s.Seats[i].Name = sc.PlayerName()
	}
	return s
}

// Who names the player of seat s on the screen: the name typed for it,
// or its adventurer's.
func (c GameConfig) Who(s int) string {
	if s < 0 || s >= len(c.Seats) {
		return i18n.T("someone")
	}
	if n := c.Seats[s].PlayerName(); n != "" {
		return n
	}
	return c.Seats[s].Adventurer.Name()
}

// Options turns the configuration into the engine's options.
func (c GameConfig) Options() horus.Options {
	o := horus.Options{Players: uint8(len(c.Seats)), AlternateMummies: c.AlternateMummies, TotalSecrecy: c.TotalSecrecy}
	for i, s := range c.Seats {
		o.Adventurers[i] = s.Adventurer
	}
	return o
}
