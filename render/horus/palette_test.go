package horus

import (
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
)

// TestEverySeatAndDieHasAColourInEveryPalette: the seats' and dice's
// colours are render's, sized for every game rather than by Horus's
// constants, so this game checks they cover its seats and dice, that
// every seat has a colour name, and that the colour-blind switch reaches
// its gods' colours.
func TestEverySeatAndDieHasAColourInEveryPalette(t *testing.T) {
	if len(render.SeatColors) < horus.MaxPlayers || len(SeatNames) != horus.MaxPlayers {
		t.Fatalf("%d seat colours and %d names for %d seats", len(render.SeatColors), len(SeatNames), horus.MaxPlayers)
	}
	if len(render.DieColors) != int(horus.NumDice) || len(render.DiePip) != int(horus.NumDice) {
		t.Fatalf("%d die colours and %d pip colours for %d dice", len(render.DieColors), len(render.DiePip), horus.NumDice)
	}
	defer render.UsePalette(render.Standard)
	var gods [2][horus.NumGods]any
	for i, p := range []render.Palette{render.Standard, render.ColourBlind} {
		render.UsePalette(p)
		for g := horus.God(0); g < horus.NumGods; g++ {
			gods[i][g] = GodColor(g)
			if GodColor(g) != render.DieColors[g.Curse()] {
				t.Errorf("%s: god %d is not the colour of the die it curses", p, g)
			}
		}
	}
	if gods[0] == gods[1] {
		t.Error("the colour-blind palette changed none of the gods' colours")
	}
}
