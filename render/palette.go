package render

import "image/color"

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
}

// Palette of the client.
var (
	Background = rgb(0x17120d)
	PanelFill  = rgb(0x2a2119)
	PanelLine  = rgb(0x4d3d2c)
	Ink        = rgb(0xf3e9d2)
	InkDim     = rgb(0xb3a68c)
	InkFaint   = rgb(0x7d715d)
	Gold       = rgb(0xf2c14e)
	Danger     = rgb(0xe0533d)
	Good       = rgb(0x6cc26a)
	Highlight  = rgb(0x7fe0ff)
	ButtonFill = rgb(0x3b2f22)
	ButtonHot  = rgb(0x5a4630)
	Primary    = rgb(0x8a5a1c)
	Stone      = rgb(0x4a3d30)
	WallInk    = rgb(0x1d1610)
)

// MaxSeats is the most seats any game of the collection has; every game
// indexes SeatColors by its seat, so it holds this many.
const MaxSeats = 6

// NumDieColors is how many coloured dice a game may tell apart:
// Horus's five dice (red, yellow, green, blue, black).
const NumDieColors = 5

// SeatColors tell the players apart (each game's art adds a shape).
var SeatColors = standard.seats

// DieColors are the dice's colours: Horus's five dice, which its gods'
// idols curse (render/horus GodColor).
var DieColors = standard.dice

// DiePip is the pip colour readable on each die.
var DiePip = standard.pips

// Palette is a named set of the colours that carry meaning: players,
// dice (and the gods who curse them) and the good/bad/highlight signals.
// Every one of them is also told by a shape, letter or word; the palettes
// only make the colours themselves easier to tell apart.
type Palette string

// The palettes on offer. ColourBlind follows Okabe and Ito's palette,
// whose colours stay distinct with every common colour-vision deficiency.
const (
	Standard    Palette = "standard"
	ColourBlind Palette = "colour-blind"
)

// Palettes lists the palettes in the order the settings offer them.
var Palettes = []Palette{Standard, ColourBlind}

type paletteColors struct {
	seats                   [MaxSeats]color.RGBA
	dice, pips              [NumDieColors]color.RGBA
	danger, good, highlight color.RGBA
}

var standard = paletteColors{
	seats:  [MaxSeats]color.RGBA{rgb(0xe0413a), rgb(0x3d6ff0), rgb(0x2fb35a), rgb(0xa55ad8), rgb(0xf39c12), rgb(0xf4f1ea)},
	dice:   [NumDieColors]color.RGBA{rgb(0xc8322d), rgb(0xe6c229), rgb(0x2e9e4f), rgb(0x2f6fc0), rgb(0x26221f)},
	pips:   [NumDieColors]color.RGBA{rgb(0xffffff), rgb(0x2b2113), rgb(0xffffff), rgb(0xffffff), rgb(0xf3e9d2)},
	danger: rgb(0xe0533d), good: rgb(0x6cc26a), highlight: rgb(0x7fe0ff),
}

// okabeIto: vermilion, blue, bluish green, reddish purple, orange and
// white for the seats; the dice keep their printed hues (red, yellow,
// green, blue, black) in the nearest Okabe–Ito colours.
var okabeIto = paletteColors{
	seats:  [MaxSeats]color.RGBA{rgb(0xd55e00), rgb(0x0072b2), rgb(0x009e73), rgb(0xcc79a7), rgb(0xe69f00), rgb(0xf4f1ea)},
	dice:   [NumDieColors]color.RGBA{rgb(0xd55e00), rgb(0xf0e442), rgb(0x009e73), rgb(0x0072b2), rgb(0x26221f)},
	pips:   [NumDieColors]color.RGBA{rgb(0xffffff), rgb(0x2b2113), rgb(0xffffff), rgb(0xffffff), rgb(0xf3e9d2)},
	danger: rgb(0xd55e00), good: rgb(0x009e73), highlight: rgb(0x56b4e9),
}

// UsePalette switches the colours of players, dice and signals, and
// forgets every cached sprite drawn in the old ones.
func UsePalette(p Palette) {
	c := standard
	if p == ColourBlind {
		c = okabeIto
	}
	SeatColors, DieColors, DiePip = c.seats, c.dice, c.pips
	Danger, Good, Highlight = c.danger, c.good, c.highlight
	Flush()
}

// Region colours of the board.
var (
	Corridor = rgb(0xb8a888)
	Sand     = rgb(0xe2bf72)
	Water    = rgb(0x3f7db0)
	Rubble   = rgb(0x86704f)
	Desert   = rgb(0xd9c08a)
)

// WithAlpha returns c with alpha a (premultiplied).
func WithAlpha(c color.RGBA, a float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(255 * a)}
}

// Mix blends two colours.
func Mix(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 255}
}
