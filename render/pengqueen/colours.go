package pengqueen

import (
	"image/color"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/render"
)

func rgb(v uint32) color.RGBA { return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255} }

// shade multiplies a colour's channels by k (k > 1 lightens, clipped).
func shade(c color.RGBA, k float64) color.RGBA {
	m := func(x uint8) uint8 { return uint8(min(255, float64(x)*k)) }
	return color.RGBA{m(c.R), m(c.G), m(c.B), c.A}
}

// fade is c at opacity a (premultiplied, as the canvas wants).
func fade(c color.RGBA, a float64) color.RGBA { return render.WithAlpha(c, a) }

var mix = render.Mix

// Tones is a colour in three strengths: the fill, its dark outline and
// backing, its highlight.
type Tones struct{ Main, Dark, Light color.RGBA }

// Colours are the colours that carry meaning in the game, in one palette.
// Each is told by a shape as well: a hunter's seat symbol, a treasure
// colour's pattern.
type Colours struct {
	Piece    [pq.NumPieceColours + 1]Tones // by pq.PieceColour (0: none)
	Treasure [pq.NumColours]Tones
}

var standardColours = Colours{
	Piece: [...]Tones{
		{rgb(0x8a7f70), rgb(0x3b352d), rgb(0xd6cfc2)},
		{rgb(0xe0413a), rgb(0x6e1712), rgb(0xff9a8a)}, // red
		{rgb(0x2fb35a), rgb(0x11502a), rgb(0x9ff0b4)}, // green
		{rgb(0x3d6ff0), rgb(0x15307a), rgb(0xa8c2ff)}, // blue
		{rgb(0xf2c230), rgb(0x7a5a08), rgb(0xfff0a0)}, // yellow
	},
	Treasure: [pq.NumColours]Tones{
		{rgb(0xf2c14e), rgb(0x6b4a10), rgb(0xfff1b8)}, // yellow
		{rgb(0x58c26a), rgb(0x1d5428), rgb(0xcdf5c4)}, // green
		{rgb(0xc5ccd6), rgb(0x3a434f), rgb(0xffffff)}, // grey
		{rgb(0xe4533f), rgb(0x6e1c12), rgb(0xffc2ae)}, // red
		{rgb(0xa879e6), rgb(0x3b215e), rgb(0xe9d6ff)}, // purple
	},
}

// okabeIto follows the colour-blind palette of render (Okabe and Ito):
// vermilion, bluish green, blue and yellow for the hunters; the treasure
// colours in their nearest Okabe–Ito hues.
var okabeIto = Colours{
	Piece: [...]Tones{
		{rgb(0x8a7f70), rgb(0x3b352d), rgb(0xd6cfc2)},
		{rgb(0xd55e00), rgb(0x5a2700), rgb(0xffb27a)},
		{rgb(0x009e73), rgb(0x00432f), rgb(0x8fe8cf)},
		{rgb(0x0072b2), rgb(0x00304c), rgb(0x8cc9f0)},
		{rgb(0xf0e442), rgb(0x6b6410), rgb(0xfffbb8)},
	},
	Treasure: [pq.NumColours]Tones{
		{rgb(0xf0e442), rgb(0x6b6410), rgb(0xfffbb8)},
		{rgb(0x009e73), rgb(0x00432f), rgb(0x8fe8cf)},
		{rgb(0xbdbdbd), rgb(0x3d3d3d), rgb(0xffffff)},
		{rgb(0xd55e00), rgb(0x5a2700), rgb(0xffb27a)},
		{rgb(0xcc79a7), rgb(0x54233f), rgb(0xf6cfe4)},
	},
}

// ColoursOf is the game's colours in a palette of render's.
func ColoursOf(p render.Palette) Colours {
	if p == render.ColourBlind {
		return okabeIto
	}
	return standardColours
}

// PieceTones are the tones of a hunter colour (grey for an unknown one).
func (c *Colours) PieceTones(pc pq.PieceColour) Tones {
	if int(pc) >= len(c.Piece) {
		return c.Piece[0]
	}
	return c.Piece[pc]
}

// TreasureTones are the tones of a treasure colour (stone grey for
// NoColour: a card whose colour is unknown).
func (c *Colours) TreasureTones(tc pq.Colour) Tones {
	if tc >= pq.NumColours {
		return Tones{rgb(0x8a7f70), rgb(0x2e2820), rgb(0xcfc6b4)}
	}
	return c.Treasure[tc]
}

// The fixed colours of the art: stone, the Pengqueen's wrappings and
// gold, the night of her side of the board.
var (
	ink       = rgb(0x1a120b) // outlines
	bandage   = rgb(0xe8dfc4)
	bandageLn = rgb(0x9a8c6c)
	gold      = rgb(0xf2c14e)
	goldDark  = rgb(0x8a5f14)
	lapis     = rgb(0x2c4f9e)
	ghostEye  = rgb(0xb6ff6a) // the Pengqueen's glowing eyes
	beakTone  = rgb(0xf29a2e)
	snow      = rgb(0xf4f7fb)
	ivory     = rgb(0xf4eee0)
	ivoryEdge = rgb(0xc2b79f)
	parchment = rgb(0xefe2c0)
	khaki     = rgb(0xd9c58f)
	noteTeal  = rgb(0x3fc1b0) // the Mummy's note markers
)

// rgbaColour is the colour type every drawing takes.
type rgbaColour = color.RGBA
