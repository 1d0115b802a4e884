package runrunrun

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/render"
)

// The Catventurers (spec §8): cat archaeologists, each with its own fur,
// hat and tool, standing on a base shaped like its seat's symbol, in a
// jacket of its seat's colour with the symbol on its chest.
//
//   - Cleo the Cartographer: ginger, a pith helmet, a rolled map;
//   - Howard the Tomb Reader: grey tabby, a fedora, spectacles, a book;
//   - Sekhmet the Brawler: tawny, a gold headband, a pickaxe;
//   - Spark the Torchbearer: black with a white chest, a flat cap, a torch.

// Frames of a cat: 0 stands; 1..4 are a walk cycle (left foot forward,
// passing, right foot forward, passing).
const (
	CatStand  = 0
	CatFrames = 5
)

type catLook struct {
	fur, stripe, muzzle, iris color.RGBA
}

var catLooks = [rrr.NumCats]catLook{
	{fur: rgb(0xe08a3a), stripe: rgb(0xa85a22), muzzle: rgb(0xf6e2c2), iris: rgb(0x8bd14b)},
	{fur: rgb(0x8d8f98), stripe: rgb(0x5d5f68), muzzle: rgb(0xdcdce2), iris: rgb(0xf0c040)},
	{fur: rgb(0xd2a55c), stripe: rgb(0x8a6430), muzzle: rgb(0xf3e0b8), iris: rgb(0xf08a30)},
	{fur: rgb(0x2e2a2e), stripe: rgb(0x1a171a), muzzle: rgb(0xf2ece2), iris: rgb(0x5fd6c8)},
}

const inkLine = 0x1a120c

// part fills path with col over a dark outline w wide: the cartoon line
// that keeps a figure readable on any floor.
func part(c *render.Canvas, p *render.Path, col color.Color, w float64) {
	c.StrokePath(p, w, rgb(inkLine))
	c.FillPath(p, col)
}

func partEllipse(c *render.Canvas, x, y, rx, ry, rot float64, col color.Color, w float64) {
	var p render.Path
	ellipse(&p, x, y, rx, ry, rot)
	part(c, &p, col, w)
}

func partPoly(c *render.Canvas, col color.Color, w float64, pts ...pt) {
	var p render.Path
	poly(&p, pts...)
	part(c, &p, col, w)
}

// paintBase paints a figure's base: the seat's symbol seen in perspective
// (an ellipse, a triangle, a wide square or a diamond) in the seat's
// colour, with its edge in shadow.
func paintBase(c *render.Canvas, seat int, cx, cy, rx float64, w float64) {
	ry := rx * 0.36
	shape := func(dy float64) []pt {
		switch ((seat % 4) + 4) % 4 {
		case 0:
			var out []pt
			for i := 0; i < 32; i++ {
				a := 2 * math.Pi * float64(i) / 32
				out = append(out, pt{cx + rx*math.Cos(a), cy + dy + ry*math.Sin(a)})
			}
			return out
		case 1:
			return []pt{{cx, cy + dy - ry*1.1}, {cx + rx*1.1, cy + dy + ry}, {cx - rx*1.1, cy + dy + ry}}
		case 2:
			return []pt{{cx - rx*0.92, cy + dy - ry}, {cx + rx*0.92, cy + dy - ry}, {cx + rx*0.92, cy + dy + ry}, {cx - rx*0.92, cy + dy + ry}}
		default:
			return []pt{{cx, cy + dy - ry*1.15}, {cx + rx*1.1, cy + dy}, {cx, cy + dy + ry*1.15}, {cx - rx*1.1, cy + dy}}
		}
	}
	col := SeatColor(seat)
	var sh render.Path
	poly(&sh, shape(rx*0.14)...)
	c.FillPath(&sh, alpha(rgb(0), 0.35))
	var edge render.Path
	poly(&edge, shape(rx*0.07)...)
	part(c, &edge, shade(col, 0.55), w)
	var top render.Path
	poly(&top, shape(0)...)
	part(c, &top, col, w)
}

// paintCat paints cat at frame f on an s×s canvas, its feet at the
// bottom centre.
func paintCat(s float64, cat rrr.Cat, seat, f int) *render.Canvas {
	n := int(math.Ceil(s))
	c := render.NewCanvas(n, n)
	lk := catLooks[cat%rrr.NumCats]
	w := max(1, s*0.018)
	walk := f >= 1 && f <= 4
	phase := float64(f-1) * math.Pi / 2
	step, bob, swing := 0.0, 0.0, 0.0
	if walk {
		step = math.Sin(phase)
		bob = -0.014 * math.Abs(math.Cos(phase))
		swing = math.Sin(phase)
	}
	q := func(u, v float64) pt { return pt{s/2 + u*s, (v + bob) * s} }
	qf := func(u, v float64) pt { return pt{s/2 + u*s, v * s} } // on the floor: no bob
	jacket := SeatColor(seat)

	b := qf(0, 0.885)
	paintBase(c, seat, b.x, b.y, s*0.25, w)

	// tail, behind everything
	tip := q(0.27+0.05*swing, 0.4)
	fillRibbon(c, bezier(q(0.08, 0.76), q(0.3, 0.8), q(0.36, 0.52), tip, 16), taper(s*0.085, s*0.05), rgb(inkLine))
	fillRibbon(c, bezier(q(0.08, 0.76), q(0.3, 0.8), q(0.36, 0.52), tip, 16), taper(s*0.06, s*0.03), lk.fur)

	// boots: one forward (higher on screen), one back
	for _, side := range []float64{-1, 1} {
		off := step * side * 0.03
		bt := qf(side*0.075, 0.86-off)
		partEllipse(c, bt.x, bt.y, s*0.068, s*0.042, 0, rgb(0x5a3a22), w)
	}
	// body: a jacket in the seat's colour over a khaki shirt, and a belt
	partPoly(c, jacket, w, q(-0.13, 0.56), q(0.13, 0.56), q(0.17, 0.83), q(-0.17, 0.83))
	fillPoly(c, rgb(0xe8d8b0), q(-0.045, 0.565), q(0.045, 0.565), q(0.05, 0.79), q(-0.05, 0.79))
	fillPoly(c, rgb(0x5a3a22), q(-0.17, 0.77), q(0.17, 0.77), q(0.172, 0.81), q(-0.172, 0.81))
	bd := q(-0.09, 0.65)
	c.FillCircle(bd.x, bd.y, s*0.042, rgb(0xf4ecd8))
	c.StrokeCircle(bd.x, bd.y, s*0.042, max(1, s*0.01), rgb(inkLine))
	PaintSeatSymbol(c, seat, bd.x, bd.y, s*0.026, rgb(0x1a130c))

	// the free arm swings; the other holds the tool
	la := q(-0.18, 0.66)
	partEllipse(c, la.x, la.y, s*0.048, s*0.1, 0.3+0.3*swing, jacket, w)
	lp := q(-0.21-0.03*swing, 0.75)
	partEllipse(c, lp.x, lp.y, s*0.04, s*0.036, 0, lk.fur, w)

	ra := q(0.18, 0.65)
	partEllipse(c, ra.x, ra.y, s*0.048, s*0.1, -0.6, jacket, w)
	paintTool(c, cat, q, s, w)
	rp := q(0.235, 0.715)
	partEllipse(c, rp.x, rp.y, s*0.04, s*0.036, 0, lk.fur, w)

	paintCatHead(c, cat, lk, q, s, w)
	return c
}

// paintCatHead paints the head, face and hat.
func paintCatHead(c *render.Canvas, cat rrr.Cat, lk catLook, q func(u, v float64) pt, s, w float64) {
	ears := func() {
		for _, side := range []float64{-1, 1} {
			partPoly(c, lk.fur, w, q(side*0.23, 0.3), q(side*0.2, 0.1), q(side*0.07, 0.2))
			fillPoly(c, rgb(0xeb9ca0), q(side*0.195, 0.27), q(side*0.19, 0.15), q(side*0.11, 0.21))
			if cat == 2 { // Sekhmet's dark ear tips
				fillPoly(c, lk.stripe, q(side*0.205, 0.15), q(side*0.2, 0.1), q(side*0.17, 0.125))
			}
		}
	}
	if cat != 0 {
		ears()
	}
	h := q(0, 0.36)
	partEllipse(c, h.x, h.y, s*0.25, s*0.205, 0, lk.fur, w)
	// forehead stripes (tabbies), a white blaze (Spark)
	switch cat {
	case 0, 1:
		for i := -1; i <= 1; i++ {
			a, b := q(float64(i)*0.05, 0.17), q(float64(i)*0.04, 0.24)
			line(c, a, b, s*0.022, lk.stripe)
		}
		for _, side := range []float64{-1, 1} {
			line(c, q(side*0.25, 0.34), q(side*0.17, 0.35), s*0.018, lk.stripe)
			line(c, q(side*0.245, 0.39), q(side*0.17, 0.385), s*0.018, lk.stripe)
		}
	case 3:
		fillPoly(c, lk.muzzle, q(-0.03, 0.3), q(0.03, 0.3), q(0.08, 0.45), q(-0.08, 0.45))
	}
	m := q(0, 0.43)
	fillEllipse(c, m.x, m.y, s*0.12, s*0.07, 0, lk.muzzle)
	for _, side := range []float64{-1, 1} {
		e := q(side*0.095, 0.345)
		fillEllipse(c, e.x, e.y, s*0.056, s*0.062, 0, rgb(inkLine))
		fillEllipse(c, e.x, e.y, s*0.047, s*0.053, 0, lk.iris)
		fillEllipse(c, e.x, e.y+s*0.004, s*0.017, s*0.044, 0, rgb(0x0c0806))
		c.FillCircle(e.x-s*0.018, e.y-s*0.022, max(0.7, s*0.014), rgb(0xffffff))
		for _, dv := range []float64{-0.015, 0.02} {
			line(c, q(side*0.1, 0.43+dv*0.4), q(side*0.3, 0.42+dv*1.6), max(0.7, s*0.007), alpha(rgb(0xfaf4e8), 0.85))
		}
	}
	fillPoly(c, rgb(0xe07a8a), q(-0.024, 0.405), q(0.024, 0.405), q(0, 0.43))
	line(c, q(0, 0.43), q(-0.03, 0.455), max(0.7, s*0.01), rgb(inkLine))
	line(c, q(0, 0.43), q(0.03, 0.455), max(0.7, s*0.01), rgb(inkLine))

	switch cat {
	case 0: // pith helmet
		ears()
		br := q(0, 0.2)
		partEllipse(c, br.x, br.y, s*0.29, s*0.05, 0, rgb(0xcdb67e), w)
		var dome render.Path
		for i := 0; i <= 16; i++ {
			a := math.Pi + math.Pi*float64(i)/16
			p := q(0.2*math.Cos(a), 0.195+0.14*math.Sin(a))
			if i == 0 {
				dome.MoveTo(p.x, p.y)
			} else {
				dome.LineTo(p.x, p.y)
			}
		}
		dome.Close()
		part(c, &dome, rgb(0xe2cf98), w)
		fillPoly(c, rgb(0x7a5a32), q(-0.2, 0.195), q(0.2, 0.195), q(0.195, 0.17), q(-0.195, 0.17))
		c.FillCircle(q(0, 0.06).x, q(0, 0.06).y, s*0.018, rgb(0xcdb67e))
	case 1: // fedora and spectacles
		br := q(0, 0.205)
		partEllipse(c, br.x, br.y, s*0.3, s*0.055, 0, rgb(0x6b4a2e), w)
		partPoly(c, rgb(0x7d5a3a), w, q(-0.16, 0.2), q(-0.13, 0.06), q(0, 0.085), q(0.13, 0.06), q(0.16, 0.2))
		fillPoly(c, rgb(0x2a1c12), q(-0.158, 0.2), q(0.158, 0.2), q(0.152, 0.165), q(-0.152, 0.165))
		for _, side := range []float64{-1, 1} {
			e := q(side*0.095, 0.345)
			c.StrokeCircle(e.x, e.y, s*0.066, max(1, s*0.014), rgb(0xd9b44a))
		}
		line(c, q(-0.03, 0.34), q(0.03, 0.34), max(1, s*0.012), rgb(0xd9b44a))
	case 2: // headband with flying ends
		fillRibbon(c, []pt{q(-0.245, 0.27), q(0, 0.235), q(0.245, 0.27)}, even(s*0.05), rgb(inkLine))
		fillRibbon(c, []pt{q(-0.24, 0.27), q(0, 0.235), q(0.24, 0.27)}, even(s*0.036), rgb(0xe0a83a))
		for _, d := range []float64{0.05, -0.04} {
			fillRibbon(c, bezier(q(-0.24, 0.27), q(-0.32, 0.26+d), q(-0.36, 0.3+d), q(-0.42, 0.28+d*2), 8), taper(s*0.04, s*0.02), rgb(0xe0a83a))
		}
	case 3: // flat cap
		partEllipse(c, q(0, 0.17).x, q(0, 0.17).y, s*0.2, s*0.085, 0, rgb(0xa07a4a), w)
		partEllipse(c, q(0.05, 0.215).x, q(0.05, 0.215).y, s*0.17, s*0.042, 0.1, rgb(0x7a5a36), w)
		c.FillCircle(q(0, 0.1).x, q(0, 0.1).y, s*0.016, rgb(0x7a5a36))
	}
}

// paintTool paints what the cat holds in its right paw.
func paintTool(c *render.Canvas, cat rrr.Cat, q func(u, v float64) pt, s, w float64) {
	switch cat {
	case 0: // a rolled map
		a, b := q(0.13, 0.73), q(0.35, 0.58)
		fillRibbon(c, []pt{a, b}, even(s*0.075), rgb(inkLine))
		fillRibbon(c, []pt{a, b}, even(s*0.055), rgb(0xefe0b8))
		line(c, a.lerp(b, 0.2), a.lerp(b, 0.8), max(1, s*0.01), rgb(0xc8442e))
		for _, e := range []pt{a, b} {
			c.FillCircle(e.x, e.y, s*0.03, rgb(0xb89a68))
		}
	case 1: // an open book
		partPoly(c, rgb(0x6b3a24), w, q(0.05, 0.64), q(0.19, 0.6), q(0.33, 0.64), q(0.33, 0.79), q(0.19, 0.75), q(0.05, 0.79))
		fillPoly(c, rgb(0xf4ead0), q(0.065, 0.645), q(0.185, 0.615), q(0.185, 0.74), q(0.065, 0.775))
		fillPoly(c, rgb(0xf4ead0), q(0.195, 0.615), q(0.315, 0.645), q(0.315, 0.775), q(0.195, 0.74))
		for i := 0; i < 3; i++ {
			v := 0.66 + float64(i)*0.03
			line(c, q(0.085, v+0.01), q(0.17, v-0.01), max(0.7, s*0.008), alpha(rgb(0x6b5030), 0.8))
			line(c, q(0.21, v-0.01), q(0.295, v+0.01), max(0.7, s*0.008), alpha(rgb(0x6b5030), 0.8))
		}
	case 2: // a pickaxe over the shoulder
		a, b := q(0.25, 0.76), q(0.31, 0.3)
		fillRibbon(c, []pt{a, b}, even(s*0.045), rgb(inkLine))
		fillRibbon(c, []pt{a, b}, even(s*0.028), rgb(0x8a5a30))
		head := bezier(q(0.16, 0.36), q(0.24, 0.26), q(0.38, 0.26), q(0.46, 0.36), 12)
		fillRibbon(c, head, taper(s*0.07, s*0.03), rgb(inkLine))
		fillRibbon(c, head, taper(s*0.05, s*0.015), rgb(0xb8bcc4))
	case 3: // a burning torch held high
		a, b := q(0.24, 0.74), q(0.3, 0.44)
		fillRibbon(c, []pt{a, b}, even(s*0.05), rgb(inkLine))
		fillRibbon(c, []pt{a, b}, even(s*0.032), rgb(0x7a4a26))
		hd := q(0.3, 0.44)
		c.FillCircle(hd.x, hd.y, s*0.035, rgb(0x3b2a1a))
		stamp(c, paintFlame(s*0.28, 0), int(hd.x-s*0.14), int(hd.y-s*0.26))
	}
}

// Cat is cat's figure at frame f (CatStand, or 1..4 walking) in seat's
// colour and symbol, painted about h pixels tall.
func (a *Art) Cat(cat rrr.Cat, seat, f int, h float64) *ebiten.Image {
	b := bucket(h)
	f = ((f % CatFrames) + CatFrames) % CatFrames
	return a.image(key{kind: kCat, a: int32(cat), b: int32(seat<<4 | f), c: packColor(SeatColor(seat)), size: int32(b)}, func() *render.Canvas {
		return paintCat(float64(b), cat, seat, f)
	})
}

// DrawCat draws cat standing on the screen point x, y (its feet), h
// pixels tall, at frame f, facing left when left is set.
func (a *Art) DrawCat(dst *ebiten.Image, cat rrr.Cat, seat, f int, x, y, h float64, left bool, al float64) {
	im := a.Cat(cat, seat, f, h)
	s := h / float64(bucket(h))
	drawFlipped(dst, im, x, y-h/2, s, 1, left, al, nil)
}

// WalkFrame is the frame of a walk t seconds in, at a pace of steps
// strides a second (a cat that has stopped stands: pass t < 0).
func WalkFrame(t, steps float64) int {
	if t < 0 {
		return CatStand
	}
	return 1 + int(t*steps*2)%4
}
