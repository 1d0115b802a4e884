package pengqueen

import (
	"image/color"
	"math"

	"github.com/pyramid-studio/pyramid/render"
)

// The figures, dice, cards and symbols are drawn in unit coordinates (a
// sprite is the square 0..1, x right, y down) by a pen that maps them to
// the canvas's pixels through an affine transform: the same drawing serves
// every size, and a figure leans, waddles or pounces by changing the
// transform rather than the drawing.

// xf is an affine transform: x' = a·x + c·y + e, y' = b·x + d·y + f.
type xf struct{ a, b, c, d, e, f float64 }

func identity() xf { return xf{a: 1, d: 1} }

// apply maps a point.
func (t xf) apply(x, y float64) (float64, float64) {
	return t.a*x + t.c*y + t.e, t.b*x + t.d*y + t.f
}

// then is t followed by u.
func (t xf) then(u xf) xf {
	return xf{
		a: u.a*t.a + u.c*t.b, b: u.b*t.a + u.d*t.b,
		c: u.a*t.c + u.c*t.d, d: u.b*t.c + u.d*t.d,
		e: u.a*t.e + u.c*t.f + u.e, f: u.b*t.e + u.d*t.f + u.f,
	}
}

func scaling(sx, sy float64) xf     { return xf{a: sx, d: sy} }
func translation(x, y float64) xf   { return xf{a: 1, d: 1, e: x, f: y} }
func rotation(ang float64) xf       { s, c := math.Sincos(ang); return xf{a: c, b: s, c: -s, d: c} }
func about(t xf, x, y float64) xf   { return translation(-x, -y).then(t).then(translation(x, y)) }
func rotAbout(ang, x, y float64) xf { return about(rotation(ang), x, y) }

// sketch builds a path in unit coordinates.
type sketch struct {
	t xf
	p render.Path
}

func (s *sketch) move(x, y float64) { s.p.MoveTo(s.t.apply(x, y)) }
func (s *sketch) line(x, y float64) { s.p.LineTo(s.t.apply(x, y)) }
func (s *sketch) close()            { s.p.Close() }

// quad adds a quadratic Bézier through control point cx,cy to x,y.
func (s *sketch) quad(cx, cy, x, y float64) {
	X, Y := s.t.apply(cx, cy)
	x1, y1 := s.t.apply(x, y)
	s.p.QuadTo(X, Y, x1, y1)
}

// cubic adds a cubic Bézier from the point (x0, y0) (already on the path)
// through two controls to (x, y), flattened into short segments.
func (s *sketch) cubic(x0, y0, c1x, c1y, c2x, c2y, x, y float64) {
	l := math.Hypot(c1x-x0, c1y-y0) + math.Hypot(c2x-c1x, c2y-c1y) + math.Hypot(x-c2x, y-c2y)
	n := min(16, max(3, int(l*s.scale()/4)))
	for i := 1; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		px := u*u*u*x0 + 3*u*u*t*c1x + 3*u*t*t*c2x + t*t*t*x
		py := u*u*u*y0 + 3*u*u*t*c1y + 3*u*t*t*c2y + t*t*t*y
		s.line(px, py)
	}
}

// scale is how many pixels a unit is (the transform's mean scale).
func (s *sketch) scale() float64 { return math.Sqrt(math.Abs(s.t.a*s.t.d - s.t.b*s.t.c)) }

// ellipse adds a closed ellipse centred on cx,cy, turned by rot radians.
func (s *sketch) ellipse(cx, cy, rx, ry, rot float64) {
	// about one point every 3 pixels of outline: smooth at any size, and
	// no more points than a small sprite needs (a stroke joins every one)
	n := min(48, max(10, int(2*math.Pi*max(rx, ry)*s.scale()/3)))
	sr, cr := math.Sincos(rot)
	for i := 0; i < n; i++ {
		a := 2 * math.Pi * float64(i) / float64(n)
		ex, ey := rx*math.Cos(a), ry*math.Sin(a)
		x, y := cx+ex*cr-ey*sr, cy+ex*sr+ey*cr
		if i == 0 {
			s.move(x, y)
		} else {
			s.line(x, y)
		}
	}
	s.close()
}

func (s *sketch) circle(cx, cy, r float64) { s.ellipse(cx, cy, r, r, 0) }

// arc adds the arc of an ellipse from angle a0 to a1 (joined to the path).
func (s *sketch) arc(cx, cy, rx, ry, a0, a1 float64) {
	n := min(max(3, int(math.Abs(a1-a0)*8)), max(3, int(math.Abs(a1-a0)*max(rx, ry)*s.scale()/3)))
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		s.line(cx+rx*math.Cos(a), cy+ry*math.Sin(a))
	}
}

// poly adds a closed polygon from x,y pairs.
func (s *sketch) poly(xy ...float64) {
	for i := 0; i+1 < len(xy); i += 2 {
		if i == 0 {
			s.move(xy[0], xy[1])
		} else {
			s.line(xy[i], xy[i+1])
		}
	}
	s.close()
}

// roundRect adds a rectangle with rounded corners.
func (s *sketch) roundRect(x, y, w, h, r float64) {
	r = min(r, w/2, h/2)
	s.move(x+r, y)
	s.arc(x+w-r, y+r, r, r, -math.Pi/2, 0)
	s.arc(x+w-r, y+h-r, r, r, 0, math.Pi/2)
	s.arc(x+r, y+h-r, r, r, math.Pi/2, math.Pi)
	s.arc(x+r, y+r, r, r, math.Pi, 3*math.Pi/2)
	s.close()
}

// star adds a star of n points between radii r (points) and ri (notches).
func (s *sketch) star(cx, cy, r, ri float64, n int, rot float64) {
	for i := 0; i < 2*n; i++ {
		a := rot + float64(i)*math.Pi/float64(n)
		rr := r
		if i%2 == 1 {
			rr = ri
		}
		x, y := cx+rr*math.Cos(a), cy+rr*math.Sin(a)
		if i == 0 {
			s.move(x, y)
		} else {
			s.line(x, y)
		}
	}
	s.close()
}

// pen draws sketches on a canvas: unit coordinates scaled to k pixels
// (a sprite's size), then through t.
type pen struct {
	c *render.Canvas
	t xf
	k float64
}

// newPen is a pen for a size×size sprite.
func newPen(c *render.Canvas, size float64) *pen {
	return &pen{c: c, t: scaling(size, size), k: size}
}

// with is the pen with u applied first (in unit coordinates).
func (p *pen) with(u xf) *pen {
	return &pen{c: p.c, t: u.then(p.t), k: p.k}
}

func (p *pen) sketch(build func(s *sketch)) *render.Path {
	s := &sketch{t: p.t}
	build(s)
	return &s.p
}

func (p *pen) fill(col color.Color, build func(s *sketch)) {
	p.c.FillPath(p.sketch(build), col)
}

// stroke outlines with a line w units wide (at least a pixel).
func (p *pen) stroke(col color.Color, w float64, build func(s *sketch)) {
	p.c.StrokePath(p.sketch(build), max(1, w*p.k), col)
}

// both fills and outlines.
func (p *pen) both(fill, line color.Color, w float64, build func(s *sketch)) {
	path := p.sketch(build)
	p.c.FillPath(path, fill)
	p.c.StrokePath(path, max(1, w*p.k), line)
}

// seg draws a straight line w units wide.
func (p *pen) seg(col color.Color, w, x0, y0, x1, y1 float64) {
	p.stroke(col, w, func(s *sketch) { s.move(x0, y0); s.line(x1, y1) })
}

// dot fills a circle.
func (p *pen) dot(col color.Color, x, y, r float64) {
	p.fill(col, func(s *sketch) { s.circle(x, y, r) })
}

// softShadow is a blurred ellipse made of stacked translucent ones: a
// figure's contact shadow.
func (p *pen) softShadow(cx, cy, rx, ry, alpha float64) {
	for i := 0; i < 4; i++ {
		k := 1 - float64(i)*0.18
		p.fill(color.RGBA{0, 0, 0, uint8(255 * alpha / 4)}, func(s *sketch) { s.ellipse(cx, cy, rx*k, ry*k, 0) })
	}
}
