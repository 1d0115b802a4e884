package pengqueen

import (
	"math"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

// The figures (the penguin hunters and the Pengqueen) are drawn from one
// body seen at any turn about the vertical axis: the outline of a penguin
// barely changes as it turns, while its belly, face, eyes, beak, flippers
// and feet slide round it (their offset follows the sine of the turn and
// they hide behind the body when its cosine says they face away). So a
// figure turning from one corridor into the next passes through real
// in-between frames rather than flipping.

// Facing is where a figure looks, in sixteenths of a turn: 0 towards the
// viewer (south, down the board), 4 east (right), 8 away (north, up the
// board), 12 west (left).
type Facing uint8

// NumFacings is the number of facings a figure is drawn in.
const NumFacings = 16

// The four facings of the compass.
const (
	FaceSouth Facing = 0
	FaceEast  Facing = 4
	FaceNorth Facing = 8
	FaceWest  Facing = 12
)

// FacingOf is the facing of a figure moving in direction d.
func FacingOf(d pq.Dir) Facing {
	switch d {
	case pq.North:
		return FaceNorth
	case pq.East:
		return FaceEast
	case pq.West:
		return FaceWest
	}
	return FaceSouth
}

// Turn lists the facings a figure passes through turning from one facing
// to another the shorter way round (from excluded, to included; empty when
// they are the same): a turn's frames.
func Turn(from, to Facing) []Facing {
	from, to = from%NumFacings, to%NumFacings
	d := (int(to) - int(from) + NumFacings) % NumFacings
	step := 1
	if d > NumFacings/2 {
		d, step = NumFacings-d, -1
	}
	out := make([]Facing, 0, d)
	f := int(from)
	for i := 0; i < d; i++ {
		f = (f + step + NumFacings) % NumFacings
		out = append(out, Facing(f))
	}
	return out
}

// yaw is the facing as an angle: 0 towards the viewer, π/2 east.
func (f Facing) yaw() float64 { return 2 * math.Pi * float64(f%NumFacings) / NumFacings }

// body is the geometry of one figure at one facing, in unit coordinates.
type body struct {
	sy, cy       float64 // sine and cosine of the turn
	cx, by       float64 // the body's centre
	rx, ry       float64
	hx, hy, hr   float64 // the head
	belly, front float64 // how much of the front shows (0..1)
}

func newBody(f Facing) body {
	s, c := math.Sincos(f.yaw())
	b := body{sy: s, cy: c, cx: 0.5, by: 0.63, rx: 0.25, ry: 0.3, hy: 0.33, hr: 0.175}
	b.hx = 0.5 + 0.035*s
	b.belly = clamp01((c + 0.35) / 0.5)
	b.front = clamp01((c + 0.2) / 0.4)
	return b
}

// side is where a limb on the figure's side at angle off (±π/2 from its
// facing) lies: its horizontal offset (×radius) and how far it faces the
// viewer (+1 in front of the body, -1 behind).
func (b body) side(off float64) (dx, depth float64) {
	s, c := math.Sincos(math.Atan2(b.sy, b.cy) + off)
	return s, c
}

// silhouette strokes then fills the body and head: one outlined shape.
func (b body) silhouette(p *pen, fill, line rgbaColour, w float64) {
	bodyPath := func(s *sketch) { s.ellipse(b.cx, b.by, b.rx, b.ry, 0) }
	headPath := func(s *sketch) { s.circle(b.hx, b.hy, b.hr) }
	p.stroke(line, w, bodyPath)
	p.stroke(line, w, headPath)
	p.fill(fill, bodyPath)
	p.fill(fill, headPath)
}

// eyes draws the two eyes where they show.
func (b body) eyes(p *pen, r float64, draw func(x, y, r, k float64)) {
	base := math.Atan2(b.sy, b.cy)
	for _, e := range []float64{-0.55, 0.55} {
		s, c := math.Sincos(base + e)
		if c < 0.12 {
			continue
		}
		draw(b.hx+0.12*s, b.hy-0.015, r*(0.55+0.45*c), c)
	}
}

// beak draws the beak, pointing the way the figure faces, open by gape.
func (b body) beak(p *pen, col rgbaColour, gape float64) {
	if b.cy < -0.45 {
		return
	}
	ac := math.Abs(b.cy)
	bx := b.hx + 0.15*b.sy
	by := b.hy + 0.03
	dx, dy := 0.11*b.sy, 0.015+0.05*ac
	tipX, tipY := bx+dx, by+dy
	l := math.Hypot(dx, dy)
	px, py := -dy/l*0.032, dx/l*0.032 // half the base, across the beak
	x1, y1 := bx+px, by+py
	x2, y2 := bx-px, by-py
	p.both(col, ink, 0.02, func(s *sketch) { s.poly(x1, y1, tipX, tipY-gape*0.6, x2, y2) })
	if gape > 0 {
		p.both(shade(col, 0.8), ink, 0.02, func(s *sketch) { s.poly(x1, y1+gape*0.2, tipX, tipY+gape, x2, y2+gape*0.2) })
	}
}

// feet draws the two feet; lift raises one of them (a step), in units.
func (b body) feet(p *pen, col rgbaColour, lift [2]float64) {
	for i, off := range []float64{-math.Pi / 2, math.Pi / 2} {
		dx, _ := b.side(off)
		x := b.cx + 0.11*dx + 0.05*b.sy
		y := b.by + b.ry - 0.01 - lift[i]
		rx := 0.065 + 0.035*math.Abs(b.sy)
		p.both(col, ink, 0.02, func(s *sketch) { s.ellipse(x+0.02*b.sy, y, rx, 0.035, 0) })
	}
}
