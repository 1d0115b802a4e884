package pengqueen

import (
	"math"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// The treasure cards: a face with the colour's band and pattern, the
// symbol on its badge and the treasure's name; a back with only the
// colour and its pattern (what everyone may see of a hand, ruling R19).
// Cards are drawn width w, height CardAspect×w.

// CardAspect is a card's height over its width.
const CardAspect = 1.4

// paintMotif draws one motif of colour col's pattern centred on x,y with
// radius r: a small sun, a leaf, a snowflake, a flame, a star.
func paintMotif(p *pen, col pq.Colour, x, y, r float64, fill, line rgbaColour) {
	w := r * 0.22
	switch col {
	case pq.Yellow:
		for i := 0; i < 8; i++ {
			a := float64(i) * math.Pi / 4
			p.seg(line, w*1.6, x+r*0.5*math.Cos(a), y+r*0.5*math.Sin(a), x+r*math.Cos(a), y+r*math.Sin(a))
			p.seg(fill, w*0.8, x+r*0.5*math.Cos(a), y+r*0.5*math.Sin(a), x+r*0.95*math.Cos(a), y+r*0.95*math.Sin(a))
		}
		p.both(fill, line, w*0.6, func(s *sketch) { s.circle(x, y, r*0.45) })
	case pq.Green:
		p.both(fill, line, w*0.6, func(s *sketch) { leaf(s, x, y, r, r*0.45, -math.Pi/4) })
		p.seg(line, w*0.5, x-r*0.6, y+r*0.6, x+r*0.6, y-r*0.6)
	case pq.Grey:
		for i := 0; i < 3; i++ {
			a := float64(i) * math.Pi / 3
			dx, dy := r*math.Cos(a), r*math.Sin(a)
			p.seg(line, w*1.6, x-dx, y-dy, x+dx, y+dy)
			p.seg(fill, w*0.8, x-dx, y-dy, x+dx, y+dy)
		}
		p.dot(fill, x, y, r*0.2)
	case pq.Red:
		p.both(fill, line, w*0.6, func(s *sketch) {
			s.move(x-r*0.6, y+r*0.7)
			s.cubic(x-r*0.6, y+r*0.7, x-r*0.9, y, x-r*0.1, y-r*0.3, x+r*0.05, y-r)
			s.cubic(x+r*0.05, y-r, x+r*0.3, y-r*0.3, x+r*0.9, y, x+r*0.6, y+r*0.7)
			s.close()
		})
	case pq.Purple:
		p.both(fill, line, w*0.6, func(s *sketch) { s.star(x, y, r, r*0.45, 5, -math.Pi/2) })
	default:
		p.both(fill, line, w*0.6, func(s *sketch) { s.star(x, y, r, r*0.3, 4, -math.Pi/2) })
	}
}

// paintCardBack draws the back of a card of colour col (NoColour: a card
// whose colour is not known) on a w-pixel-wide canvas.
func paintCardBack(c *render.Canvas, w float64, col pq.Colour, cols *Colours) {
	p := &pen{c: c, t: scaling(w, w), k: w}
	t := cols.TreasureTones(col)
	H := CardAspect
	p.both(mix(t.Main, t.Dark, 0.55), ink, 0.025, func(s *sketch) { s.roundRect(0.015, 0.015, 0.97, H-0.03, 0.08) })
	for j := 0; j < 7; j++ {
		for i := 0; i < 4; i++ {
			x := 0.17 + 0.22*float64(i) + 0.11*float64(j%2)
			y := 0.14 + 0.19*float64(j)
			if x > 0.9 {
				continue
			}
			paintMotif(p, col, x, y, 0.065, fade(mix(t.Main, t.Dark, 0.25), 0.9), fade(t.Dark, 0.6))
		}
	}
	p.stroke(t.Main, 0.02, func(s *sketch) { s.roundRect(0.07, 0.07, 0.86, H-0.14, 0.05) })
	// the emblem: the pyramid with the Pengqueen's eye
	p.both(mix(t.Dark, ink, 0.3), t.Main, 0.02, func(s *sketch) { s.circle(0.5, H/2, 0.25) })
	p.both(gold, ink, 0.02, func(s *sketch) { s.poly(0.5, H/2-0.16, 0.69, H/2+0.13, 0.31, H/2+0.13) })
	p.fill(goldDark, func(s *sketch) { s.poly(0.5, H/2-0.16, 0.69, H/2+0.13, 0.5, H/2+0.13) })
	p.glow(0.5, H/2+0.02, 0.08, ghostEye, 0.7)
	p.fill(ghostEye, func(s *sketch) { s.ellipse(0.5, H/2+0.02, 0.045, 0.02, 0) })
}

// paintCardFace draws the face of card cd on a w-pixel-wide canvas: the
// colour band with its name and pattern, the symbol, the treasure's name
// (in the player's language; face nil leaves the words out).
func paintCardFace(c *render.Canvas, w float64, cd pq.Card, cols *Colours, face render.Face) {
	p := &pen{c: c, t: scaling(w, w), k: w}
	info := cd.Info()
	t := cols.TreasureTones(info.Colour)
	H := CardAspect
	p.both(rgb(0x2a2119), ink, 0.025, func(s *sketch) { s.roundRect(0.015, 0.015, 0.97, H-0.03, 0.08) })
	p.fill(parchment, func(s *sketch) { s.roundRect(0.05, 0.05, 0.9, H-0.1, 0.06) })
	for k := 0; k < 40; k++ {
		x, y := 0.08+0.84*hash2(k, int(cd)), 0.3+(H-0.6)*hash2(int(cd)+7, k)
		p.dot(fade(rgb(0xb89c6a), 0.35), x, y, 0.006+0.006*hash2(k, 3))
	}
	// the colour band, with a motif at each end
	p.both(t.Main, t.Dark, 0.015, func(s *sketch) { s.roundRect(0.05, 0.05, 0.9, 0.2, 0.06) })
	paintMotif(p, info.Colour, 0.15, 0.15, 0.06, t.Light, t.Dark)
	paintMotif(p, info.Colour, 0.85, 0.15, 0.06, t.Light, t.Dark)
	// the symbol on its badge
	sp := p.with(scaling(0.74, 0.74).then(translation(0.13, 0.3)))
	paintSymbol(sp, cd, cols, true)
	// the name plate
	p.both(shade(parchment, 0.88), fade(t.Dark, 0.7), 0.012, func(s *sketch) { s.roundRect(0.08, H-0.3, 0.84, 0.22, 0.04) })
	if face == nil || info.ID == "" {
		return
	}
	name := i18n.T(info.Name)
	colour := i18n.Context("treasure", info.Colour.String())
	f := render.Resized(face, w*0.11)
	c.TextMid(name, f, rect(w*0.1, w*(H-0.29), w*0.8, w*0.2), ink, render.Center)
	small := render.Resized(face, w*0.085)
	c.TextMid(colour, small, rect(w*0.24, w*0.06, w*0.52, w*0.18), mix(t.Dark, ink, 0.4), render.Center)
}
