package horus

import (
	"context"
	"slices"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// Computer is Horus's computer players as the shell finds them
// (table.ComputerOf("horus")): the levels of this package behind the
// contract, each deciding from the acting seat's observation only.
var Computer table.Computer = computer{}

func init() { table.RegisterComputer(horus.GameID, Computer) }

type computer struct{}

// levelOrder lists the levels weakest first, as the contract wants them.
var levelOrder = []string{"random", "easy", "medium", "hard"}

// Levels are the registered levels, weakest first.
func (computer) Levels() []string {
	var out []string
	for _, l := range levelOrder {
		if slices.Contains(Levels(), l) {
			out = append(out, l)
		}
	}
	return out
}

// seatToAct is the engine's view of m and the seat to decide, or an error
// when m is not a Horus match or no seat is to act.
func seatToAct(m table.Match) (*horus.Match, int, error) {
	hm := horus.MatchOf(m)
	if hm == nil {
		return nil, 0, i18n.Errorf("the computer players of The Pyramid of Horus cannot play %s", m.Game().Info().Title)
	}
	seat := hm.State.Current()
	if seat < 0 {
		return nil, 0, i18n.Errorf("no computer player is to act")
	}
	return hm, seat, nil
}

// Think takes the seat's observation and legal actions now; the function
// it returns decides from those copies only, with a bot of the level seeded
// by seed, and writes the choice in notation.
func (computer) Think(m table.Match, level string, seed uint64) (func(ctx context.Context) string, error) {
	hm, seat, err := seatToAct(m)
	if err != nil {
		return nil, err
	}
	b, err := New(level, seed)
	if err != nil {
		return nil, err
	}
	obs := hm.State.Observe(seat)
	legal := hm.State.Legal(nil)
	return func(ctx context.Context) string { return b.Choose(ctx, obs, legal).String() }, nil
}

// Seat keeps one bot of the level for a seat over a whole match
// (table.Seated): its stream goes on from decision to decision, as the
// headless tool has always played its games.
func (computer) Seat(level string, seed uint64) (table.Player, error) {
	b, err := New(level, seed)
	if err != nil {
		return nil, err
	}
	return seated{b}, nil
}

// seated is one bot kept for a seat.
type seated struct{ b Bot }

func (p seated) Think(m table.Match) (func(ctx context.Context) string, error) {
	hm, seat, err := seatToAct(m)
	if err != nil {
		return nil, err
	}
	obs := hm.State.Observe(seat)
	legal := hm.State.Legal(nil)
	return func(ctx context.Context) string { return p.b.Choose(ctx, obs, legal).String() }, nil
}

// Hint is the easy level's rules of thumb without its slips, for the seat
// to act: they answer at once, where a search would keep the screen
// waiting. The same position gives the same hint.
func (computer) Hint(ctx context.Context, m table.Match) (string, table.Reason, error) {
	hm, seat, err := seatToAct(m)
	if err != nil {
		return "", table.Reason{}, err
	}
	a, why := NewEasy(uint64(len(hm.Record.Steps))).Hint(ctx, hm.State.Observe(seat), hm.State.Legal(nil))
	return a.String(), why, nil
}
