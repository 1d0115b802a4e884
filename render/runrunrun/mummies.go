package runrunrun

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/render"
)

// The mummies and Mummy Lords (spec §7), each with a silhouette of its
// own so that none is told by colour alone:
//
//   - the Wailing Mummy: thin, arms flung up, mouth wide, rings of sound;
//   - the Swift Mummy: leaning into a stride, bandages streaming behind;
//   - the Brute Mummy: broad as a door, small head, fists to its knees;
//   - the Snuffing Mummy: hooded, with a long candle snuffer, smoking;
//   - the Lord of Fangs: striped headdress, gold collar, fangs, a crook;
//   - the Lord of Silence: a violet cape, its mouth bound shut;
//   - the Lord of Stone: grey stone, cracked, under a tall stone crown.
//
// Lords stand taller than mummies. Every figure has a shuffle of four
// frames; rising from a room and unravelling into bandages are drawn from
// the standing figure by DrawRise and DrawUnravel.

// MummyFrames is the number of frames of a shuffle.
const MummyFrames = 4

// LordScale is how much taller a Lord stands than a mummy.
const LordScale = 1.25

var eyeColors = [rrr.NumMummies + rrr.NumLords]color.RGBA{
	rgb(0x8fd8ff), rgb(0xffd23a), rgb(0xff4a3a), rgb(0x7dff7a),
	rgb(0xff3a3a), rgb(0xc58bff), rgb(0xffa030),
}

var (
	cloth     = rgb(0xe3d8bc)
	lordCloth = rgb(0xd6c6a0)
	stone     = rgb(0x9a958c)
)

// figureKind numbers the seven figures: mummies 0..3, Lords 4..6.
func figureKind(fig int, lord uint8) int {
	if fig == rrr.LordIndex {
		return rrr.NumMummies + int(max(1, min(rrr.NumLords, lord))) - 1
	}
	return max(0, min(rrr.NumMummies-1, fig))
}

// body is a figure's wrapped parts on an s×s canvas, painted white as
// they are added and textured with bandages at the end.
type body struct {
	s     float64
	cloth *render.Canvas
}

func (b *body) wrapPoly(pts ...pt) {
	var p render.Path
	poly(&p, pts...)
	b.cloth.FillPath(&p, color.White)
}

func (b *body) wrapRibbon(pts []pt, w func(float64) float64) {
	fillRibbon(b.cloth, pts, w, color.White)
}

func (b *body) wrapEllipse(x, y, rx, ry, rot float64) {
	fillEllipse(b.cloth, x, y, rx, ry, rot, color.White)
}

// bandages textures the wrapped parts: strips running slantwise round
// the body, each a little lighter at its upper edge, with dark seams.
func bandages(c *render.Canvas, s float64, base color.RGBA, seed uint32) {
	n := c.RGBA().Bounds()
	p := s * 0.058
	texture(c, 0, 0, n.Dx(), n.Dy(), func(x, y float64) color.RGBA {
		a := 0.42 + 0.25*math.Sin(y/s*7+float64(seed))
		v := (y*math.Cos(a) + x*math.Sin(a)) / p
		f := v - math.Floor(v)
		k := 0.9 + 0.16*f
		if f < 0.13 {
			k = 0.62 + f*2
		}
		k += (vnoise(x/s*14, y/s*14, seed) - 0.5) * 0.14
		k -= (x/s - 0.5) * 0.22 // the right side turns from the light
		return shade(base, k)
	})
}

// finish puts the textured wrappings over the outline.
func (b *body) finish(c *render.Canvas, base color.RGBA, seed uint32) {
	bandages(b.cloth, b.s, base, seed)
	stamp(c, b.cloth, 0, 0)
}

// glowEyes paints two glowing eyes.
func glowEyes(c *render.Canvas, l, r pt, rad float64, col color.RGBA) {
	for _, e := range []pt{l, r} {
		radial(c, e.x, e.y, rad*3.2, 0.5, 2, col)
		c.FillCircle(e.x, e.y, rad, col)
		c.FillCircle(e.x, e.y, rad*0.45, rgb(0xffffff))
	}
}

// paintFigure paints figure kind k (figureKind) at shuffle frame f on an
// s×s canvas, standing on the bottom centre.
func paintFigure(s float64, k, f int) *render.Canvas {
	n := int(math.Ceil(s))
	c := render.NewCanvas(n, n)
	ph := float64(f%MummyFrames) * math.Pi / 2
	sway := 0.018 * math.Sin(ph)
	drag := math.Sin(ph)
	w := max(1, s*0.02)
	q := func(u, v float64) pt { return pt{s/2 + (u+sway*(1-v))*s, v * s} }
	qf := func(u, v float64) pt { return pt{s/2 + u*s, v * s} }
	b := &body{s: s, cloth: render.NewCanvas(n, n)}
	sh := qf(0, 0.94)
	fillEllipse(c, sh.x, sh.y, s*0.24, s*0.05, 0, alpha(rgb(0), 0.4))

	// outline is painted first, by painting every wrapped part in ink a
	// little larger; wrap adds a part to both layers
	ink := rgb(inkLine)
	poly2 := func(pts ...pt) {
		var p render.Path
		poly(&p, pts...)
		c.StrokePath(&p, w*2, ink)
		c.FillPath(&p, ink)
		b.wrapPoly(pts...)
	}
	rib := func(pts []pt, wd func(float64) float64) {
		fillRibbon(c, pts, func(t float64) float64 { return wd(t) + w*2 }, ink)
		b.wrapRibbon(pts, wd)
	}
	ell := func(p pt, rx, ry, rot float64) {
		fillEllipse(c, p.x, p.y, rx+w, ry+w, rot, ink)
		b.wrapEllipse(p.x, p.y, rx, ry, rot)
	}
	legs := func(spread, width float64) {
		for _, side := range []float64{-1, 1} {
			lift := drag * side * 0.025
			rib([]pt{q(side*spread*0.7, 0.66), qf(side*spread+side*0.01*drag, 0.91-max(0, lift))}, taper(s*width, s*width*0.8))
		}
	}
	base := cloth
	switch k {
	case 0: // Wailing: thin, arms up, mouth wide
		legs(0.08, 0.09)
		poly2(q(-0.11, 0.38), q(0.11, 0.38), q(0.12, 0.7), q(-0.12, 0.7))
		for _, side := range []float64{-1, 1} {
			a := 0.04 * drag * side
			rib(bezier(q(side*0.1, 0.42), q(side*0.22, 0.36), q(side*(0.26+a), 0.2), q(side*(0.22+a), 0.06), 10), taper(s*0.07, s*0.05))
		}
		ell(q(0, 0.28), s*0.11, s*0.12, 0)
	case 1: // Swift: leaning stride, streamers
		lean := func(u, v float64) pt { return q(u+(0.75-v)*0.22, v) }
		for _, side := range []float64{-1, 1} {
			st := side * (0.1 + 0.05*drag)
			rib([]pt{lean(side*0.04, 0.64), qf(st, 0.91)}, taper(s*0.085, s*0.07))
		}
		poly2(lean(-0.12, 0.38), lean(0.1, 0.38), lean(0.11, 0.68), lean(-0.12, 0.68))
		rib(bezier(lean(0.08, 0.44), lean(0.22, 0.48), lean(0.3, 0.5), lean(0.34, 0.46), 8), taper(s*0.07, s*0.05))
		rib(bezier(lean(-0.1, 0.44), lean(-0.22, 0.52), lean(-0.22, 0.58), lean(-0.16, 0.62), 8), taper(s*0.07, s*0.05))
		ell(lean(0.01, 0.29), s*0.1, s*0.11, 0)
		for i := 0; i < 3; i++ {
			y := 0.36 + float64(i)*0.1
			wave := 0.03 * math.Sin(ph+float64(i))
			rib(bezier(lean(-0.1, y), q(-0.24, y+wave), q(-0.34, y-wave), q(-0.44, y+0.02+wave), 10), taper(s*0.04, s*0.015))
		}
	case 2: // Brute: broad, small head, fists low
		legs(0.12, 0.13)
		poly2(q(-0.25, 0.36), q(0.25, 0.36), q(0.18, 0.72), q(-0.18, 0.72))
		for _, side := range []float64{-1, 1} {
			rib(bezier(q(side*0.24, 0.4), q(side*0.32, 0.5), q(side*0.31, 0.62), q(side*(0.29+0.02*drag*side), 0.72), 10), taper(s*0.12, s*0.1))
			ell(q(side*(0.29+0.02*drag*side), 0.76), s*0.075, s*0.065, 0)
		}
		ell(q(0, 0.3), s*0.09, s*0.085, 0)
	case 3: // Snuffing: hooded, holding a snuffer
		legs(0.08, 0.1)
		poly2(q(-0.15, 0.38), q(0.13, 0.38), q(0.16, 0.72), q(-0.16, 0.72))
		rib(bezier(q(0.1, 0.44), q(0.2, 0.5), q(0.22, 0.56), q(0.2, 0.6), 8), taper(s*0.075, s*0.06))
		rib(bezier(q(-0.12, 0.44), q(-0.2, 0.52), q(-0.18, 0.6), q(-0.12, 0.62), 8), taper(s*0.075, s*0.06))
		poly2(q(-0.13, 0.37), q(0, 0.12), q(0.13, 0.37), q(0.08, 0.41), q(-0.08, 0.41))
	default: // Lords: taller, broader
		legs(0.1, 0.11)
		poly2(q(-0.17, 0.36), q(0.17, 0.36), q(0.15, 0.72), q(-0.15, 0.72))
		for _, side := range []float64{-1, 1} {
			rib(bezier(q(side*0.16, 0.4), q(side*0.26, 0.48), q(side*0.24, 0.56), q(side*0.16, 0.6), 10), taper(s*0.09, s*0.07))
		}
		ell(q(0, 0.27), s*0.11, s*0.12, 0)
		if k == 6 {
			base = stone
		} else {
			base = lordCloth
		}
	}
	if k == 5 { // the Lord of Silence's cape, behind the body
		cape := render.NewCanvas(n, n)
		fillPoly(cape, rgb(0x4a2a6a), q(-0.18, 0.34), q(0.18, 0.34), q(0.3, 0.9), q(-0.3, 0.9))
		fillPoly(cape, rgb(0x2e1846), q(0.05, 0.34), q(0.18, 0.34), q(0.3, 0.9), q(0.1, 0.9))
		stamp(cape, c, 0, 0)
		c = cape
	}
	if k == 6 {
		paintStone(b.cloth, s)
		stamp(c, b.cloth, 0, 0)
	} else {
		b.finish(c, base, uint32(k+3))
	}
	paintFigureDetails(c, k, q, s, w, ph)
	return c
}

// paintStone textures the Lord of Stone: grey blocks with cracks.
func paintStone(c *render.Canvas, s float64) {
	n := c.RGBA().Bounds()
	texture(c, 0, 0, n.Dx(), n.Dy(), func(x, y float64) color.RGBA {
		k := 1 + (vnoise(x/s*8, y/s*8, 11)-0.5)*0.3 + (hash2(int(x), int(y), 2)-0.5)*0.08
		row := math.Floor(y / (s * 0.09))
		if f := y/(s*0.09) - row; f < 0.08 {
			k *= 0.7
		}
		k -= (x/s - 0.5) * 0.25
		return shade(stone, k)
	})
	for i := 0; i < 5; i++ {
		x0 := s * (0.36 + 0.28*hash2(i, 1, 9))
		y0 := s * (0.35 + 0.4*hash2(i, 2, 9))
		pts := []pt{{x0, y0}}
		for j := 0; j < 3; j++ {
			pts = append(pts, pts[len(pts)-1].add(pt{(hash2(i, j+5, 9) - 0.5) * s * 0.08, s * 0.04}))
		}
		for j := 1; j < len(pts); j++ {
			if hit := c.RGBA().RGBAAt(int(pts[j].x), int(pts[j].y)); hit.A > 0 {
				line(c, pts[j-1], pts[j], max(1, s*0.008), rgb(0x3a3632))
			}
		}
	}
}

// paintFigureDetails paints what is not bandage: eyes, mouths, crowns,
// collars, staffs and the snuffer.
func paintFigureDetails(c *render.Canvas, k int, q func(u, v float64) pt, s, w, ph float64) {
	eye := eyeColors[k]
	ink := rgb(inkLine)
	switch k {
	case 0:
		glowEyes(c, q(-0.045, 0.26), q(0.045, 0.26), s*0.02, eye)
		fillEllipse(c, q(0, 0.33).x, q(0, 0.33).y, s*0.035, s*0.045, 0, rgb(0x140c08))
		for i := 1; i <= 2; i++ {
			r := s * (0.05 + 0.05*float64(i))
			var p render.Path
			p.Arc(q(0, 0.3).x, q(0, 0.3).y, r, 0.3-0.15*float64(i), 0.75)
			c.StrokePath(&p, max(1, s*0.012), alpha(eye, 0.8))
			var p2 render.Path
			p2.Arc(q(0, 0.3).x, q(0, 0.3).y, r, math.Pi-0.75, math.Pi-0.3+0.15*float64(i))
			c.StrokePath(&p2, max(1, s*0.012), alpha(eye, 0.8))
		}
	case 1:
		lean := func(u, v float64) pt { return q(u+(0.75-v)*0.22, v) }
		glowEyes(c, lean(0.0, 0.28), lean(0.07, 0.28), s*0.018, eye)
		for i := 0; i < 3; i++ {
			y := 0.45 + float64(i)*0.12
			line(c, q(-0.46, y), q(-0.3, y), max(1, s*0.01), alpha(rgb(0xf3e9d2), 0.5))
		}
	case 2:
		glowEyes(c, q(-0.035, 0.295), q(0.035, 0.295), s*0.018, eye)
		line(c, q(-0.06, 0.265), q(-0.015, 0.28), max(1, s*0.02), ink)
		line(c, q(0.06, 0.265), q(0.015, 0.28), max(1, s*0.02), ink)
	case 3:
		fillEllipse(c, q(0, 0.33).x, q(0, 0.33).y, s*0.07, s*0.05, 0, rgb(0x1a120c))
		glowEyes(c, q(-0.03, 0.33), q(0.03, 0.33), s*0.015, eye)
		// the snuffer: a long pole, a bell-shaped cap at its end, smoke
		a, b := q(0.2, 0.62), q(0.27, 0.12)
		fillRibbon(c, []pt{a, b}, even(s*0.035), ink)
		fillRibbon(c, []pt{a, b}, even(s*0.02), rgb(0x6b4a2e))
		partPoly(c, rgb(0x8a8f96), w, q(0.29, 0.04), q(0.35, 0.15), q(0.23, 0.15))
		for i := 0; i < 3; i++ {
			fi := float64(i)
			sm := q(0.37+0.02*math.Sin(ph+fi*1.7)+fi*0.03, 0.13-fi*0.045)
			c.FillCircle(sm.x, sm.y, s*(0.02+0.01*fi), alpha(rgb(0xb0b0b0), 0.45-0.1*fi))
		}
	default:
		paintLordDetails(c, k, q, s, w, eye)
	}
}

// paintLordDetails paints a Lord's headdress, collar and attributes.
func paintLordDetails(c *render.Canvas, k int, q func(u, v float64) pt, s, w float64, eye color.RGBA) {
	ink := rgb(inkLine)
	gold, blue := rgb(0xe8b84a), rgb(0x2d5fa8)
	if k == 6 { // the Lord of Stone's tall crown
		partPoly(c, rgb(0xb8b3aa), w, q(-0.09, 0.2), q(-0.07, 0.06), q(-0.03, 0.0), q(0.03, 0.0), q(0.07, 0.06), q(0.09, 0.2))
		c.FillCircle(q(0, 0.0).x, q(0, 0.0).y, s*0.03, rgb(0xb8b3aa))
		glowEyes(c, q(-0.045, 0.27), q(0.045, 0.27), s*0.02, eye)
		line(c, q(-0.05, 0.33), q(0.05, 0.33), max(1, s*0.012), ink)
		partPoly(c, rgb(0x7a756e), w, q(-0.17, 0.37), q(0.17, 0.37), q(0.12, 0.44), q(-0.12, 0.44))
		return
	}
	// the striped headdress (nemes): a cap and two lappets
	for _, side := range []float64{-1, 1} {
		partPoly(c, gold, w, q(side*0.1, 0.2), q(side*0.17, 0.28), q(side*0.16, 0.44), q(side*0.09, 0.44), q(side*0.09, 0.3))
		for i := 0; i < 3; i++ {
			v := 0.3 + float64(i)*0.045
			line(c, q(side*0.095, v), q(side*0.165, v), max(1, s*0.014), blue)
		}
	}
	partPoly(c, gold, w, q(-0.13, 0.24), q(-0.1, 0.15), q(0, 0.12), q(0.1, 0.15), q(0.13, 0.24))
	for i := -2; i <= 2; i++ {
		line(c, q(float64(i)*0.045, 0.135), q(float64(i)*0.05, 0.235), max(1, s*0.014), blue)
	}
	// a cobra on the brow
	partEllipse(c, q(0, 0.14).x, q(0, 0.14).y, s*0.018, s*0.03, 0, rgb(0x3a8a4a), w)
	glowEyes(c, q(-0.045, 0.27), q(0.045, 0.27), s*0.02, eye)
	// the broad collar
	var col render.Path
	for i := 0; i <= 12; i++ {
		a := math.Pi * float64(i) / 12
		p := q(-0.16*math.Cos(a), 0.38+0.07*math.Sin(a))
		if i == 0 {
			col.MoveTo(p.x, p.y)
		} else {
			col.LineTo(p.x, p.y)
		}
	}
	col.Close()
	part(c, &col, gold, w)
	for i := 0; i < 5; i++ {
		c.FillCircle(q(-0.12+0.06*float64(i), 0.41).x, q(-0.12+0.06*float64(i), 0.41).y, s*0.01, blue)
	}
	switch k {
	case 4: // fangs and a crook
		for _, side := range []float64{-1, 1} {
			fillPoly(c, rgb(0xffffff), q(side*0.035, 0.32), q(side*0.015, 0.32), q(side*0.025, 0.36))
		}
		line(c, q(-0.04, 0.32), q(0.04, 0.32), max(1, s*0.012), ink)
		a, b := q(0.2, 0.75), q(0.23, 0.2)
		fillRibbon(c, []pt{a, b}, even(s*0.04), ink)
		fillRibbon(c, []pt{a, b}, even(s*0.024), gold)
		hook := bezier(q(0.23, 0.2), q(0.24, 0.08), q(0.34, 0.08), q(0.33, 0.16), 10)
		fillRibbon(c, hook, even(s*0.04), ink)
		fillRibbon(c, hook, even(s*0.024), gold)
		for i := 0; i < 4; i++ {
			line(c, a.lerp(b, 0.2+0.15*float64(i)), a.lerp(b, 0.24+0.15*float64(i)), s*0.03, blue)
		}
	case 5: // the mouth bound shut
		line(c, q(-0.06, 0.31), q(0.06, 0.35), max(1, s*0.02), rgb(0x4a2a6a))
		line(c, q(-0.06, 0.35), q(0.06, 0.31), max(1, s*0.02), rgb(0x4a2a6a))
	}
}

// Figure is figure fig (0..3 a mummy, rrr.LordIndex the Lord, which is
// lord 1..3) at shuffle frame f, painted about h pixels tall (a Lord
// LordScale times that).
func (a *Art) Figure(fig int, lord uint8, f int, h float64) *ebiten.Image {
	k := figureKind(fig, lord)
	if k >= rrr.NumMummies {
		h *= LordScale
	}
	b := bucket(h)
	f = ((f % MummyFrames) + MummyFrames) % MummyFrames
	return a.image(key{kind: kMummy, a: int32(k), b: int32(f), size: int32(b)}, func() *render.Canvas {
		return paintFigure(float64(b), k, f)
	})
}

// figureScale is the scale that draws Figure's image h pixels tall (a
// Lord's LordScale times that).
func figureScale(fig int, lord uint8, h float64) float64 {
	if figureKind(fig, lord) >= rrr.NumMummies {
		h *= LordScale
	}
	return h / float64(bucket(h))
}

// DrawFigure draws a mummy or the Lord standing on x, y (its feet), h
// pixels tall (a Lord taller), at shuffle frame f, facing left when left.
func (a *Art) DrawFigure(dst *ebiten.Image, fig int, lord uint8, f int, x, y, h float64, left bool, al float64) {
	im := a.Figure(fig, lord, f, h)
	s := figureScale(fig, lord, h)
	drawFlipped(dst, im, x, y-float64(im.Bounds().Dy())*s/2, s, 1, left, al, nil)
}

// ShuffleFrame is a shuffling figure's frame t seconds into its walk.
func ShuffleFrame(t float64) int {
	if t < 0 {
		return 0
	}
	return int(t*5) % MummyFrames
}
