package runrunrun

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/render"
)

// A seat is told by its colour (render.SeatColors, which follow the
// colour-blind palette when it is chosen) and by a symbol of its own, so
// that colour is never the only cue: a circle, a triangle, a square and a
// diamond for seats 1 to 4.

// SeatColor is seat's colour in the palette in use.
func SeatColor(seat int) color.RGBA {
	if seat < 0 || seat >= len(render.SeatColors) {
		return rgb(0x9a8a70)
	}
	return render.SeatColors[seat]
}

// seatInk is the colour that reads on top of a seat's colour.
func seatInk(seat int) color.RGBA {
	c := SeatColor(seat)
	if 0.3*float64(c.R)+0.59*float64(c.G)+0.11*float64(c.B) > 170 {
		return rgb(0x1a130c)
	}
	return rgb(0xffffff)
}

// PaintSeatSymbol paints seat's symbol centred on cx, cy within radius r.
func PaintSeatSymbol(c *render.Canvas, seat int, cx, cy, r float64, col color.Color) {
	switch ((seat % 4) + 4) % 4 {
	case 0:
		c.FillCircle(cx, cy, r*0.82, col)
	case 1:
		fillPoly(c, col, pt{cx, cy - r}, pt{cx + r*0.95, cy + r*0.72}, pt{cx - r*0.95, cy + r*0.72})
	case 2:
		k := r * 0.76
		fillPoly(c, col, pt{cx - k, cy - k}, pt{cx + k, cy - k}, pt{cx + k, cy + k}, pt{cx - k, cy + k})
	default:
		fillPoly(c, col, pt{cx, cy - r}, pt{cx + r*0.8, cy}, pt{cx, cy + r}, pt{cx - r*0.8, cy})
	}
}

// SeatBadge is a round badge in seat's colour with its symbol, size
// pixels across: for panels, the hand row and anything that names a
// seat.
func (a *Art) SeatBadge(seat int, size float64) *ebiten.Image {
	b := bucket(size)
	return a.image(key{kind: kSeatBadge, a: int32(seat), c: packColor(SeatColor(seat)), size: int32(b)}, func() *render.Canvas {
		s := float64(b)
		c := render.NewCanvas(b, b)
		c.FillCircle(s/2+s*0.03, s/2+s*0.05, s*0.44, alpha(rgb(0), 0.4))
		c.FillCircle(s/2, s/2, s*0.44, rgb(0x1a130c))
		c.FillCircle(s/2, s/2, s*0.38, SeatColor(seat))
		PaintSeatSymbol(c, seat, s/2, s/2, s*0.2, seatInk(seat))
		return c
	})
}

// DrawSeatBadge draws seat's badge centred on x, y, size pixels across.
func (a *Art) DrawSeatBadge(dst *ebiten.Image, seat int, x, y, size float64) {
	drawAt(dst, a.SeatBadge(seat, size), x, y, size/float64(bucket(size)), 0, 1, nil, ebiten.Blend{})
}
