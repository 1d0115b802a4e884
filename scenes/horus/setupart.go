package horus

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	horusrender "github.com/pyramid-studio/pyramid/render/horus"
	"github.com/pyramid-studio/pyramid/scenes"
)

// adventurerOf is the adventurer seat chose in set-up s (the Form's
// per-seat option), or false before one is chosen.
func adventurerOf(s table.Setup, seat int) (horus.Adventurer, bool) {
	if seat < 0 || seat >= len(s.Seats) {
		return 0, false
	}
	a, err := horus.ParseAdventurer(s.Seats[seat].Values[horus.OptAdventurer])
	return a, err == nil
}

// SeatToken is the adventurer's token in the seat's colour, as on the
// board.
func (horusScreens) SeatToken(ctx *scenes.Context, s table.Setup, seat, size int) *ebiten.Image {
	a, ok := adventurerOf(s, seat)
	if !ok {
		return nil
	}
	return horusrender.FigureToken(ctx.Fonts, a, seat, size)
}

// SeatChoice is the adventurer's name, which a seat goes by until a name
// is typed, and their ability.
func (horusScreens) SeatChoice(s table.Setup, seat int) (title, line string) {
	a, ok := adventurerOf(s, seat)
	if !ok {
		return "", ""
	}
	return a.Name(), i18n.T("ability: ") + horus.AbilityTitle(a.Ability())
}

var _ scenes.SetupArt = horusScreens{}
