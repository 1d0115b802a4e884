package horus

import (
	"image/color"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
)

// The seats' and dice's colours are render's (render.SeatColors,
// render.DieColors, render.DiePip), so that the settings' palette switch
// (render.UsePalette) changes them for every game; this game only names
// them and ties its gods to them.

// SeatNames name the seats' colours (render.SeatColors) for the log and
// the screens.
var SeatNames = [horus.MaxPlayers]string{"red", "blue", "green", "purple", "orange", "white"}

// GodColor is the colour of the die god g's idol curses.
func GodColor(g horus.God) color.RGBA {
	if g >= horus.NumGods {
		return rgb(0x9a8a70)
	}
	return render.DieColors[g.Curse()]
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
}
