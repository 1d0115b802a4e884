package pengqueen

import (
	"math"
	"strconv"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/render"
)

// Markers: the Mummy's numbered notes (spec §9.6), the fading "last seen"
// ghost of a hunter (§9.1), her footprints, the puff of a square probed
// for nothing, the flash where she struck, the flag on a claimed symbol,
// the frame of a square a die can reach and the chosen destination.

// paintNoteMarker draws the Mummy's note marker n: a teal pin with its
// number (the number is text: face nil leaves it out).
func paintNoteMarker(c *render.Canvas, p *pen, n int, face render.Face) {
	p.softShadow(0.5, 0.93, 0.16, 0.04, 0.6)
	p.both(noteTeal, ink, 0.045, func(s *sketch) {
		s.move(0.5, 0.92)
		s.quad(0.26, 0.62, 0.22, 0.4)
		s.arc(0.5, 0.38, 0.28, 0.28, math.Pi, 2*math.Pi)
		s.quad(0.74, 0.62, 0.5, 0.92)
		s.close()
	})
	p.both(snow, ink, 0.03, func(s *sketch) { s.circle(0.5, 0.39, 0.19) })
	p.stroke(fade(snow, 0.5), 0.03, func(s *sketch) { s.arc(0.5, 0.38, 0.24, 0.24, math.Pi*1.1, math.Pi*1.4) })
	if face == nil {
		return
	}
	x0, y0 := p.t.apply(0.3, 0.2)
	x1, y1 := p.t.apply(0.7, 0.58)
	f := render.Resized(face, (y1-y0)*0.8)
	c.TextMid(strconv.Itoa(n), f, rect(x0, y0, x1-x0, y1-y0), ink, render.Center)
}

// paintLastSeen draws where the Mummy last saw a hunter: its ghost, a
// pale silhouette in its colour with a dashed outline and its seat
// symbol. The screen fades it as it grows old.
func paintLastSeen(p *pen, pc pq.PieceColour, cols *Colours) {
	t := cols.PieceTones(pc)
	b := newBody(FaceSouth)
	fill := fade(mix(t.Light, snow, 0.3), 0.55)
	p.fill(fill, func(s *sketch) { s.ellipse(b.cx, b.by, b.rx, b.ry, 0) })
	p.fill(fill, func(s *sketch) { s.circle(b.hx, b.hy, b.hr) })
	dashes := func(cx, cy, rx, ry float64, n int, a0, a1 float64) {
		for i := 0; i < n; i++ {
			a := a0 + (a1-a0)*float64(i)/float64(n)
			p.stroke(t.Main, 0.045, func(s *sketch) { s.arc(cx, cy, rx, ry, a, a+(a1-a0)/float64(n)*0.55) })
		}
	}
	dashes(b.cx, b.by, b.rx, b.ry, 16, -math.Pi*0.32, math.Pi*1.32)
	dashes(b.hx, b.hy, b.hr, b.hr, 10, math.Pi*0.75, math.Pi*2.25)
	paintSeatSymbol(p, pc, b.cx, b.by+0.04, 0.13, t.Main, ink, 0.03)
	// an open eye above: "seen"
	p.both(snow, ink, 0.03, func(s *sketch) {
		s.move(0.32, 0.33)
		s.quad(0.5, 0.2, 0.68, 0.33)
		s.quad(0.5, 0.46, 0.32, 0.33)
		s.close()
	})
	p.dot(ink, 0.5, 0.33, 0.05)
}

// paintFootprint draws one of the Pengqueen's footprints, toes pointing
// up (north); the screen turns it to her step.
func paintFootprint(p *pen) {
	col := fade(ghostEye, 0.7)
	p.fill(col, func(s *sketch) { s.ellipse(0.5, 0.66, 0.1, 0.12, 0) })
	for _, a := range []float64{-0.55, 0, 0.55} {
		x, y := 0.5+0.22*math.Sin(a), 0.62-0.22*math.Cos(a)
		p.fill(col, func(s *sketch) { s.ellipse(x, y, 0.045, 0.12, a) })
	}
}

// paintPuff draws the cold puff of a square she probed and found empty.
func paintPuff(p *pen) {
	for i, o := range [][3]float64{{0.5, 0.56, 0.22}, {0.34, 0.62, 0.15}, {0.66, 0.6, 0.16}, {0.44, 0.42, 0.14}, {0.6, 0.44, 0.13}} {
		p.fill(fade(rgb(0xc9d6ea), 0.45+0.1*float64(i%2)), func(s *sketch) { s.circle(o[0], o[1], o[2]) })
	}
	for i := 0; i < 6; i++ {
		a := float64(i) * math.Pi / 3
		p.dot(fade(snow, 0.7), 0.5+0.38*math.Cos(a), 0.52+0.3*math.Sin(a), 0.025)
	}
}

// paintFlash draws the burst where she struck (white: tinted when drawn).
func paintFlash(p *pen) {
	p.glow(0.5, 0.5, 0.5, snow, 0.6)
	p.fill(snow, func(s *sketch) { s.star(0.5, 0.5, 0.46, 0.18, 9, -math.Pi/2) })
	p.fill(fade(snow, 0.8), func(s *sketch) { s.star(0.5, 0.5, 0.3, 0.12, 7, 0.3) })
}

// paintClaim draws the pennant planted on a symbol whose card was shown,
// in the showing hunter's colour with its seat symbol.
func paintClaim(p *pen, pc pq.PieceColour, cols *Colours) {
	t := cols.PieceTones(pc)
	p.seg(ink, 0.07, 0.3, 0.92, 0.3, 0.12)
	p.seg(rgb(0xb08a5a), 0.035, 0.3, 0.92, 0.3, 0.12)
	p.both(t.Main, ink, 0.035, func(s *sketch) {
		s.move(0.32, 0.14)
		s.quad(0.6, 0.1, 0.86, 0.24)
		s.quad(0.6, 0.36, 0.32, 0.5)
		s.close()
	})
	paintSeatSymbol(p, pc, 0.52, 0.29, 0.1, snow, ink, 0.025)
}

// paintReachFrame draws the glowing frame of a square a die can reach
// (white: tinted when drawn).
func paintReachFrame(p *pen) {
	p.stroke(fade(snow, 0.35), 0.12, func(s *sketch) { s.roundRect(0.08, 0.08, 0.84, 0.84, 0.14) })
	p.stroke(snow, 0.05, func(s *sketch) { s.roundRect(0.08, 0.08, 0.84, 0.84, 0.14) })
	for _, c := range [][2]float64{{0.08, 0.08}, {0.92, 0.08}, {0.08, 0.92}, {0.92, 0.92}} {
		p.dot(snow, c[0], c[1], 0.06)
	}
}

// paintTarget draws the destination picked before confirming: a ring on
// the floor and a chevron pointing down at it.
func paintTarget(p *pen) {
	p.stroke(ink, 0.1, func(s *sketch) { s.ellipse(0.5, 0.84, 0.3, 0.09, 0) })
	p.stroke(snow, 0.05, func(s *sketch) { s.ellipse(0.5, 0.84, 0.3, 0.09, 0) })
	p.both(snow, ink, 0.04, func(s *sketch) { s.poly(0.34, 0.12, 0.5, 0.3, 0.66, 0.12, 0.66, 0.22, 0.5, 0.4, 0.34, 0.22) })
}
