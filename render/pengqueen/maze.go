package pengqueen

import (
	"image"
	"math"
	"strconv"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/render"
)

// View is one side of the upright board (spec §9.1).
type View uint8

const (
	// HuntersView is the hunters' side: warm, torch-lit stone.
	HuntersView View = iota
	// MummyView is the Pengqueen's side: the same maze in the cold dark,
	// her sarcophagus glowing.
	MummyView
	NumViews
)

// paintMazes paints both views of the maze for board b: the stone once,
// then each view's light and its decorations (the entrance, the tomb and
// the 23 symbols). The Mummy's view is the stone turned to night, pixel
// by pixel, rather than painted twice.
func paintMazes(b Board, cols *Colours, face render.Face) [NumViews]*render.Canvas {
	w, h := int(b.Rect.W), int(b.Rect.H)
	var out [NumViews]*render.Canvas
	out[HuntersView] = render.NewCanvas(w, h)
	paintStone(out[HuntersView].RGBA(), b, cols)
	out[MummyView] = render.NewCanvas(w, h)
	copy(out[MummyView].RGBA().Pix, out[HuntersView].RGBA().Pix)
	nightfall(out[MummyView].RGBA())
	for v := View(0); v < NumViews; v++ {
		paintDecor(out[v], b, cols, v)
		labelGrid(out[v], b, face, v)
	}
	return out
}

// nightfall turns the stone to the Mummy's night: each pixel's brightness
// mapped onto a cold blue-violet ramp, with a little of its own colour
// left so the regions still show.
func nightfall(img *image.RGBA) {
	dark, light := rgbf{8, 10, 24}, rgbf{104, 118, 160}
	var ramp [256]rgbf // by brightness
	for l := range ramp {
		ramp[l] = dark.lerp(light, math.Pow(float64(l)/255, 1.15)).mul(0.78)
	}
	p := img.Pix
	for i := 0; i+3 < len(p); i += 4 {
		a := int(p[i+3])
		if a == 0 {
			continue
		}
		r, g, bl := int(p[i]), int(p[i+1]), int(p[i+2])
		l := min(255, (77*r+151*g+28*bl)/a) // premultiplied: brightness 0..255
		c := ramp[l]
		k := float64(a) / 255
		p[i] = clamp8(c.r*k + 0.12*float64(r))
		p[i+1] = clamp8(c.g*k + 0.12*float64(g))
		p[i+2] = clamp8(c.b*k + 0.12*float64(bl))
	}
}

// paintDecor draws what the stone pass does not: the entrance with its
// door light and snowy steps, the tomb with the sarcophagus, the treasure
// symbols.
func paintDecor(c *render.Canvas, b Board, cols *Colours, v View) {
	cell := b.Cell
	// the entrance: daylight through the door, an arrow into the pyramid
	e := b.local(b.Square(pq.Entrance()))
	p := &pen{c: c, t: scaling(cell, cell).then(translation(e.X, e.Y)), k: cell}
	paintEntrance(p, v)
	// the snowy steps below it, outside the grid
	paintSteps(&pen{c: c, t: scaling(cell, cell).then(translation(e.X, e.Bottom())), k: cell})

	s := b.local(b.Square(pq.Sarcophagus()))
	p = &pen{c: c, t: scaling(cell, cell).then(translation(s.X, s.Y)), k: cell}
	if v == MummyView {
		p.with(identity()).glow(0.5, 0.5, 1.4, ghostEye, 0.4)
	}
	paintSarcophagus(p.with(scaling(0.84, 0.84).then(translation(0.08, 0.12))), 0, v == MummyView)

	// the stone wall between the entrance and the tomb: a carved frieze
	for col := pq.Entrance().Col() + 1; col < pq.Sarcophagus().Col(); col++ {
		r := b.local(b.CellRect(col, pq.Sarcophagus().Row()))
		fp := &pen{c: c, t: scaling(cell, cell).then(translation(r.X, r.Y)), k: cell}
		paintFrieze(fp, col)
	}

	for q := pq.Square(0); q < pq.NumSquares; q++ {
		card := pq.CardOn(q)
		if card == pq.NoCard {
			continue
		}
		r := b.local(b.Square(q))
		sp := &pen{c: c, t: scaling(cell*0.94, cell*0.94).then(translation(r.X+cell*0.03, r.Y+cell*0.02)), k: cell * 0.94}
		if v == MummyView {
			sp.glow(0.5, 0.5, 0.75, cols.TreasureTones(card.Colour()).Main, 0.25)
		}
		paintSymbol(sp, card, cols, true)
	}
}

// glow is a soft disc of light round cx,cy (unit coordinates).
func (p *pen) glow(cx, cy, r float64, col rgbaColour, strength float64) {
	x, y := p.t.apply(cx, cy)
	radialGlow(p.c.RGBA(), x, y, r*p.k, col, strength)
}

// paintEntrance draws the door of square K13: an arched opening full of
// the pale daylight outside, framed by big stones, and the engraved arrow
// that points into the pyramid.
func paintEntrance(p *pen, v View) {
	day := rgb(0xe9f3ff)
	if v == MummyView {
		day = rgb(0x7f8fb8)
	}
	p.glow(0.5, 0.7, 0.9, day, 0.35)
	p.both(day, ink, 0.03, func(s *sketch) {
		s.move(0.22, 0.98)
		s.line(0.22, 0.5)
		s.arc(0.5, 0.5, 0.28, 0.3, math.Pi, 2*math.Pi)
		s.line(0.78, 0.98)
		s.close()
	})
	p.fill(fade(rgb(0xbfd6ee), 0.9), func(s *sketch) { s.poly(0.22, 0.98, 0.78, 0.98, 0.7, 0.84, 0.3, 0.84) })
	for i := 0; i < 5; i++ {
		a := math.Pi + float64(i)*math.Pi/4
		x0, y0 := 0.5+0.3*math.Cos(a), 0.5+0.32*math.Sin(a)
		x1, y1 := 0.5+0.42*math.Cos(a), 0.5+0.44*math.Sin(a)
		p.seg(fade(ink, 0.55), 0.025, x0, y0, x1, y1)
	}
	p.stroke(fade(ink, 0.6), 0.03, func(s *sketch) { s.arc(0.5, 0.5, 0.42, 0.44, math.Pi, 2*math.Pi) })
	// the arrow, pointing north into the pyramid
	arrow := rgb(0x6b4a2a)
	p.both(gold, arrow, 0.03, func(s *sketch) {
		s.poly(0.5, 0.3, 0.64, 0.48, 0.555, 0.48, 0.555, 0.72, 0.445, 0.72, 0.445, 0.48, 0.36, 0.48)
	})
}

// paintSteps draws the snow-covered steps that lead up to the entrance,
// in the cell-high strip below it.
func paintSteps(p *pen) {
	for i := 0; i < 3; i++ {
		y := 0.05 + 0.2*float64(i)
		w := 0.5 + 0.25*float64(i)
		x := 0.5 - w/2
		p.both(rgb(0x7a6a5a), ink, 0.025, func(s *sketch) { s.roundRect(x, y, w, 0.2, 0.03) })
		p.fill(snow, func(s *sketch) {
			s.move(x+0.01, y+0.02)
			s.line(x+w-0.01, y+0.02)
			s.line(x+w-0.02, y+0.07)
			for k := 5; k >= 0; k-- {
				xx := x + w*float64(k)/5
				s.line(xx, y+0.07+0.03*float64(k%2))
			}
			s.close()
		})
	}
}

// paintFrieze carves a band of our own glyphs (fish, eye, wave, ankh-like
// key) on the stone wall between the entrance and the tomb.
func paintFrieze(p *pen, col int) {
	cut := fade(ink, 0.45)
	lit := fade(rgb(0xf0d7a0), 0.35)
	p.fill(fade(ink, 0.25), func(s *sketch) { s.roundRect(0.1, 0.25, 0.8, 0.5, 0.05) })
	for k, dy := range []float64{0.012, 0} {
		c := cut
		if k == 1 {
			c = lit
		}
		q := p.with(translation(0, dy))
		switch col % 3 {
		case 0: // an eye
			q.stroke(c, 0.04, func(s *sketch) { s.ellipse(0.5, 0.5, 0.22, 0.1, 0) })
			q.dot(c, 0.5, 0.5, 0.06)
		case 1: // a fish
			q.stroke(c, 0.04, func(s *sketch) {
				s.move(0.3, 0.5)
				s.quad(0.45, 0.36, 0.62, 0.5)
				s.quad(0.45, 0.64, 0.3, 0.5)
				s.move(0.62, 0.5)
				s.line(0.72, 0.42)
				s.line(0.72, 0.58)
				s.close()
			})
		default: // waves
			q.stroke(c, 0.04, func(s *sketch) {
				s.move(0.25, 0.5)
				s.quad(0.31, 0.4, 0.37, 0.5)
				s.quad(0.44, 0.6, 0.5, 0.5)
				s.quad(0.56, 0.4, 0.63, 0.5)
				s.quad(0.69, 0.6, 0.75, 0.5)
			})
		}
	}
}

// labelGrid writes the column letters under the base and the row numbers
// beside the pyramid's sides: the squares' names of the log ("W9").
func labelGrid(c *render.Canvas, b Board, face render.Face, v View) {
	if face == nil {
		return
	}
	ink := render.InkDim
	if v == MummyView {
		ink = rgb(0x8f9cc0)
	}
	f := render.Resized(face, math.Max(8, b.Cell*0.3))
	cell := b.Cell
	for col := 0; col < pq.Cols; col++ {
		x, y := b.fromCells(float64(col)+0.5, float64(pq.Rows)+0.08)
		if col == pq.Entrance().Col() {
			continue // the steps stand there
		}
		c.Text(string(rune('A'+col)), f, x, y, ink, render.Center)
	}
	for row := 0; row < pq.Rows; row++ {
		left := float64(pq.Cols)/2 - (float64(row) + 0.5 - apexY)
		left = math.Max(0, left) - 0.42
		x, y := b.fromCells(left, float64(row)+0.5)
		c.TextMid(strconv.Itoa(row+1), f, rect(x-cell*0.4, y-cell*0.3, cell*0.8, cell*0.6), ink, render.Center)
	}
}
