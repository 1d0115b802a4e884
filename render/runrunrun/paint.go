package runrunrun

import (
	"image/color"
	"math"

	"github.com/pyramid-studio/pyramid/render"
)

// Painting helpers: every sprite is painted once on the CPU into a
// render.Canvas (anti-aliased paths from render's rasterizer, textures
// pixel by pixel) and uploaded; nothing here runs per frame.

type pt struct{ x, y float64 }

func (p pt) add(q pt) pt             { return pt{p.x + q.x, p.y + q.y} }
func (p pt) sub(q pt) pt             { return pt{p.x - q.x, p.y - q.y} }
func (p pt) mul(k float64) pt        { return pt{p.x * k, p.y * k} }
func (p pt) lerp(q pt, t float64) pt { return pt{p.x + (q.x-p.x)*t, p.y + (q.y-p.y)*t} }
func polar(a, r float64) pt          { return pt{r * math.Cos(a), r * math.Sin(a)} }

// poly adds a closed polygon to p.
func poly(p *render.Path, pts ...pt) {
	for i, q := range pts {
		if i == 0 {
			p.MoveTo(q.x, q.y)
		} else {
			p.LineTo(q.x, q.y)
		}
	}
	p.Close()
}

// fillPoly fills a polygon.
func fillPoly(c *render.Canvas, col color.Color, pts ...pt) {
	var p render.Path
	poly(&p, pts...)
	c.FillPath(&p, col)
}

// hexPoints are the corners of the flat-topped hexagon of circumradius r.
func hexPoints(cx, cy, r float64) [6]pt {
	var out [6]pt
	for k := range out {
		x, y := Corner(cx, cy, r, k)
		out[k] = pt{x, y}
	}
	return out
}

func hexPath(p *render.Path, cx, cy, r float64) {
	h := hexPoints(cx, cy, r)
	poly(p, h[:]...)
}

func fillHex(c *render.Canvas, cx, cy, r float64, col color.Color) {
	var p render.Path
	hexPath(&p, cx, cy, r)
	c.FillPath(&p, col)
}

// ellipse adds an ellipse with radii rx, ry turned by rot.
func ellipse(p *render.Path, cx, cy, rx, ry, rot float64) {
	n := max(12, min(96, int((rx+ry)*0.9)))
	cs, sn := math.Cos(rot), math.Sin(rot)
	for i := 0; i < n; i++ {
		a := 2 * math.Pi * float64(i) / float64(n)
		x, y := rx*math.Cos(a), ry*math.Sin(a)
		px, py := cx+x*cs-y*sn, cy+x*sn+y*cs
		if i == 0 {
			p.MoveTo(px, py)
		} else {
			p.LineTo(px, py)
		}
	}
	p.Close()
}

func fillEllipse(c *render.Canvas, cx, cy, rx, ry, rot float64, col color.Color) {
	var p render.Path
	ellipse(&p, cx, cy, rx, ry, rot)
	c.FillPath(&p, col)
}

// bezier samples a cubic Bézier curve into n+1 points.
func bezier(p0, p1, p2, p3 pt, n int) []pt {
	out := make([]pt, 0, n+1)
	for i := 0; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		a, b, c, d := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
		out = append(out, pt{a*p0.x + b*p1.x + c*p2.x + d*p3.x, a*p0.y + b*p1.y + c*p2.y + d*p3.y})
	}
	return out
}

// ribbon adds the outline of a thick line along pts whose width at
// fraction t of its length is w(t): a closed polygon, cheaper than a
// stroke's round joins and able to taper (tails, bandages, flames).
func ribbon(p *render.Path, pts []pt, w func(t float64) float64) {
	n := len(pts)
	if n < 2 {
		return
	}
	left := make([]pt, n)
	right := make([]pt, n)
	for i := range pts {
		a, b := pts[max(0, i-1)], pts[min(n-1, i+1)]
		d := b.sub(a)
		l := math.Hypot(d.x, d.y)
		if l == 0 {
			l = 1
		}
		nrm := pt{-d.y / l, d.x / l}
		h := w(float64(i)/float64(n-1)) / 2
		left[i] = pts[i].add(nrm.mul(h))
		right[i] = pts[i].sub(nrm.mul(h))
	}
	for i, q := range left {
		if i == 0 {
			p.MoveTo(q.x, q.y)
		} else {
			p.LineTo(q.x, q.y)
		}
	}
	for i := n - 1; i >= 0; i-- {
		p.LineTo(right[i].x, right[i].y)
	}
	p.Close()
}

func fillRibbon(c *render.Canvas, pts []pt, w func(t float64) float64, col color.Color) {
	var p render.Path
	ribbon(&p, pts, w)
	c.FillPath(&p, col)
}

// even is a constant width for ribbon.
func even(w float64) func(float64) float64 { return func(float64) float64 { return w } }

// taper narrows from w0 to w1.
func taper(w0, w1 float64) func(float64) float64 {
	return func(t float64) float64 { return w0 + (w1-w0)*t }
}

// line strokes a segment with butt ends.
func line(c *render.Canvas, a, b pt, w float64, col color.Color) {
	c.StrokeLine(a.x, a.y, b.x, b.y, w, col)
}

// Colours.

func rgb(v uint32) color.RGBA { return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255} }

// shade scales a colour's brightness by k (k > 1 lightens, clamped).
func shade(c color.RGBA, k float64) color.RGBA {
	f := func(v uint8) uint8 { return uint8(max(0, min(255, float64(v)*k))) }
	return color.RGBA{f(c.R), f(c.G), f(c.B), c.A}
}

// mix blends two opaque colours.
func mix(a, b color.RGBA, t float64) color.RGBA { return render.Mix(a, b, max(0, min(1, t))) }

// alpha is c at opacity a (premultiplied, as the canvas wants).
func alpha(c color.RGBA, a float64) color.RGBA { return render.WithAlpha(c, max(0, min(1, a))) }

// packColor turns a colour into a cache key's part, so that a sprite in
// a seat's colour is repainted when the palette changes.
func packColor(c color.RGBA) int32 {
	return int32(uint32(c.R)<<16 | uint32(c.G)<<8 | uint32(c.B))
}

// Noise for textures: a fixed hash of lattice points and smooth value
// noise between them, the same on every machine.

func hash2(i, j int, seed uint32) float64 {
	h := uint32(i)*0x8da6b343 ^ uint32(j)*0xd8163841 ^ seed*0xcb1ab31f
	h ^= h >> 13
	h *= 0x5bd1e995
	h ^= h >> 15
	return float64(h&0xffff) / 0xffff
}

func smooth(t float64) float64 { return t * t * (3 - 2*t) }

// vnoise is value noise in 0..1 with features about one unit apart.
func vnoise(x, y float64, seed uint32) float64 {
	fx, fy := math.Floor(x), math.Floor(y)
	i, j := int(fx), int(fy)
	u, v := smooth(x-fx), smooth(y-fy)
	a, b := hash2(i, j, seed), hash2(i+1, j, seed)
	c, d := hash2(i, j+1, seed), hash2(i+1, j+1, seed)
	return a + (b-a)*u + (c-a)*v + (a-b-c+d)*u*v
}

// smoothstep is 0 below e0, 1 above e1, smooth between.
func smoothstep(e0, e1, x float64) float64 {
	t := max(0, min(1, (x-e0)/(e1-e0)))
	return t * t * (3 - 2*t)
}

// texture paints the pixels the shape already painted on c (in any
// colour) with f's colour, keeping the shape's anti-aliased coverage:
// paint the outline first in white, then call texture to fill it with a
// pattern worked out pixel by pixel. f gets pixel-centre coordinates.
func texture(c *render.Canvas, x0, y0, x1, y1 int, f func(x, y float64) color.RGBA) {
	img := c.RGBA()
	b := img.Bounds()
	x0, y0 = max(x0, b.Min.X), max(y0, b.Min.Y)
	x1, y1 = min(x1, b.Max.X), min(y1, b.Max.Y)
	for y := y0; y < y1; y++ {
		row := img.Pix[img.PixOffset(x0, y):]
		for x := x0; x < x1; x++ {
			o := (x - x0) * 4
			a := row[o+3]
			if a == 0 {
				continue
			}
			col := f(float64(x)+0.5, float64(y)+0.5)
			k := uint32(a)
			row[o] = uint8(uint32(col.R) * k / 255)
			row[o+1] = uint8(uint32(col.G) * k / 255)
			row[o+2] = uint8(uint32(col.B) * k / 255)
		}
	}
}

// radial paints a soft disc: colour col with opacity peak at the centre
// falling to zero at radius r as (1-d/r)^pow, over what is there.
func radial(c *render.Canvas, cx, cy, r, peak, pow float64, col color.RGBA) {
	img := c.RGBA()
	b := img.Bounds()
	x0, y0 := max(b.Min.X, int(cx-r)), max(b.Min.Y, int(cy-r))
	x1, y1 := min(b.Max.X, int(cx+r)+1), min(b.Max.Y, int(cy+r)+1)
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			d := math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy) / r
			if d >= 1 {
				continue
			}
			a := peak * math.Pow(1-d, pow)
			blendOver(img.Pix[img.PixOffset(x, y):], col, a)
		}
	}
}

// blendOver puts colour col at opacity a over the premultiplied pixel p.
func blendOver(p []uint8, col color.RGBA, a float64) {
	if a <= 0 {
		return
	}
	a = min(1, a)
	k := 1 - a
	p[0] = uint8(float64(col.R)*a + float64(p[0])*k)
	p[1] = uint8(float64(col.G)*a + float64(p[1])*k)
	p[2] = uint8(float64(col.B)*a + float64(p[2])*k)
	p[3] = uint8(255*a + float64(p[3])*k)
}

// stamp puts src over dst with its top-left corner at x, y (both
// premultiplied): a painted piece reused inside a larger painting.
func stamp(dst, src *render.Canvas, x, y int) {
	d, sp := dst.RGBA(), src.RGBA()
	b := sp.Bounds()
	for j := 0; j < b.Dy(); j++ {
		for i := 0; i < b.Dx(); i++ {
			X, Y := x+i, y+j
			if X < 0 || Y < 0 || X >= d.Bounds().Dx() || Y >= d.Bounds().Dy() {
				continue
			}
			s := sp.Pix[sp.PixOffset(i, j):]
			if s[3] == 0 {
				continue
			}
			p := d.Pix[d.PixOffset(X, Y):]
			k := 255 - uint32(s[3])
			for ch := 0; ch < 4; ch++ {
				p[ch] = uint8(uint32(s[ch]) + uint32(p[ch])*k/255)
			}
		}
	}
}
