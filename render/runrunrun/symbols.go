package runrunrun

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/render"
)

// The room's contents (spec §5) and its torch. The three mechanism
// symbols differ in shape first and colour second (spec §16.6): the Ankh
// is a gold looped cross, the Eye of Horus a blue eye with its brow, tear
// mark and curl, the Scarab a green beetle with six legs under a red sun.

// Symbol colours.
var (
	AnkhColor   = rgb(0xf2c14e)
	EyeColor    = rgb(0x4b8fe8)
	ScarabColor = rgb(0x41b45e)
)

// SymbolColor is the colour of a mechanism symbol (Plain and Sarcophagus:
// the stone's ink).
func SymbolColor(c rrr.Content) color.RGBA {
	switch c {
	case rrr.Ankh:
		return AnkhColor
	case rrr.Eye:
		return EyeColor
	case rrr.Scarab:
		return ScarabColor
	}
	return rgb(0xd9c9a8)
}

// content is the upright content layer of a card of that content; plain
// rooms get one of four kinds of clutter, chosen by the card.
func (a *Art) content(c rrr.Content, card, r int) *ebiten.Image {
	v := int32(0)
	if c == rrr.Plain {
		v = int32(card % 4)
	}
	return a.roomLayer(kContent, int32(c), v, r, func(g hexGeom) *render.Canvas {
		cv := render.NewCanvas(g.w, g.h)
		switch c {
		case rrr.Ankh, rrr.Eye, rrr.Scarab:
			paintPlaque(cv, g.cx, g.cy-g.R*0.06, g.R*0.34, c)
		case rrr.Sarcophagus:
			paintSarcophagus(cv, g.cx, g.cy-g.R*0.04, g.R*0.8, 0)
		default:
			paintClutter(cv, g, int(v))
		}
		return cv
	})
}

// paintPlaque paints a round stone plaque of radius P with the symbol
// raised on it.
func paintPlaque(c *render.Canvas, cx, cy, P float64, s rrr.Content) {
	col := SymbolColor(s)
	c.FillCircle(cx+P*0.08, cy+P*0.12, P*1.02, alpha(rgb(0x000000), 0.35))
	c.FillCircle(cx, cy, P, rgb(0x2f2621))
	c.StrokeCircle(cx, cy, P*0.93, P*0.09, shade(col, 0.75))
	c.StrokeCircle(cx, cy, P*0.93, P*0.035, shade(col, 1.1))
	c.FillCircle(cx-P*0.05, cy-P*0.06, P*0.78, rgb(0x3a302a))
	PaintSymbol(c, s, cx, cy, P*0.8)
}

// PaintSymbol paints mechanism symbol s (Ankh, Eye or Scarab) centred on
// cx, cy within radius P on any canvas: the rooms' plaques, and the
// screens' legends and hints. Each is drawn twice, a dark copy below and
// to the right for relief.
func PaintSymbol(c *render.Canvas, s rrr.Content, cx, cy, P float64) {
	col := SymbolColor(s)
	dark := shade(col, 0.35)
	for pass := 0; pass < 2; pass++ {
		ox, oy, k := P*0.05, P*0.07, dark
		if pass == 1 {
			ox, oy, k = 0, 0, col
		}
		x, y := cx+ox, cy+oy
		switch s {
		case rrr.Ankh:
			paintAnkh(c, x, y, P, k)
		case rrr.Eye:
			paintEye(c, x, y, P, k, pass == 1)
		case rrr.Scarab:
			paintScarab(c, x, y, P, k, pass == 1)
		}
	}
}

func paintAnkh(c *render.Canvas, x, y, P float64, col color.RGBA) {
	var loop render.Path
	ellipse(&loop, x, y-P*0.42, P*0.24, P*0.3, 0)
	c.StrokePath(&loop, P*0.15, col)
	fillPoly(c, col,
		pt{x - P*0.5, y - P*0.2}, pt{x + P*0.5, y - P*0.2},
		pt{x + P*0.44, y - P*0.1}, pt{x + P*0.5, y + P*0.0},
		pt{x - P*0.5, y + P*0.0}, pt{x - P*0.44, y - P*0.1})
	fillPoly(c, col, pt{x - P*0.09, y - P*0.02}, pt{x + P*0.09, y - P*0.02}, pt{x + P*0.2, y + P*0.78}, pt{x - P*0.2, y + P*0.78})
}

func paintEye(c *render.Canvas, x, y, P float64, col color.RGBA, top bool) {
	o := pt{x, y - P*0.08}
	q := func(u, v float64) pt { return o.add(pt{u * P, v * P}) }
	upper := bezier(q(-0.62, 0.02), q(-0.3, -0.42), q(0.3, -0.42), q(0.62, 0.0), 16)
	lower := bezier(q(0.62, 0.0), q(0.25, 0.3), q(-0.3, 0.3), q(-0.62, 0.02), 16)
	var almond render.Path
	poly(&almond, append(upper, lower[1:]...)...)
	if top {
		c.FillPath(&almond, rgb(0xeae2cc))
	}
	c.StrokePath(&almond, P*0.1, col)
	c.FillCircle(o.x+P*0.02, o.y-P*0.06, P*0.19, col)
	if top {
		c.FillCircle(o.x-P*0.03, o.y-P*0.11, P*0.06, rgb(0xffffff))
	}
	fillRibbon(c, bezier(q(-0.66, -0.5), q(-0.3, -0.74), q(0.3, -0.76), q(0.72, -0.52), 14), taper(P*0.1, P*0.14), col)
	fillRibbon(c, []pt{q(0.6, 0.0), q(0.86, -0.03)}, even(P*0.1), col)
	fillRibbon(c, bezier(q(-0.08, 0.22), q(-0.1, 0.4), q(-0.14, 0.55), q(-0.16, 0.78), 8), taper(P*0.13, P*0.07), col)
	fillRibbon(c, bezier(q(0.16, 0.22), q(0.28, 0.6), q(0.64, 0.7), q(0.52, 0.46), 14), taper(P*0.11, P*0.06), col)
}

func paintScarab(c *render.Canvas, x, y, P float64, col color.RGBA, top bool) {
	q := func(u, v float64) pt { return pt{x + u*P, y + v*P} }
	w := P * 0.07
	for _, s := range []float64{-1, 1} {
		fillRibbon(c, []pt{q(0.18*s, -0.18), q(0.42*s, -0.32), q(0.5*s, -0.52)}, even(w), col)
		fillRibbon(c, []pt{q(0.22*s, 0.06), q(0.52*s, 0.0), q(0.64*s, 0.14)}, even(w), col)
		fillRibbon(c, []pt{q(0.2*s, 0.32), q(0.46*s, 0.42), q(0.52*s, 0.66)}, even(w), col)
	}
	fillEllipse(c, x, y+P*0.18, P*0.32, P*0.42, 0, col)
	fillEllipse(c, x, y-P*0.2, P*0.25, P*0.12, 0, shade(col, 0.8))
	fillEllipse(c, x, y-P*0.36, P*0.16, P*0.1, 0, col)
	if !top {
		c.FillCircle(x, y-P*0.62, P*0.15, col)
		return
	}
	c.FillCircle(x, y-P*0.62, P*0.15, rgb(0xe0533d))
	c.FillCircle(x-P*0.04, y-P*0.66, P*0.05, rgb(0xffb09a))
	line(c, q(0, -0.06), q(0, 0.58), max(1, P*0.05), shade(col, 0.45))
	fillEllipse(c, x-P*0.13, y+P*0.12, P*0.06, P*0.2, -0.15, alpha(rgb(0xffffff), 0.35))
}

// paintSarcophagus paints a closed mummy case of length L lying upright
// (rot 0) or across (rot π/2) centred on cx, cy.
func paintSarcophagus(c *render.Canvas, cx, cy, L, rot float64) {
	cs, sn := math.Cos(rot), math.Sin(rot)
	q := func(u, v float64) pt { return pt{cx + (u*cs-v*sn)*L, cy + (u*sn+v*cs)*L} }
	outline := []pt{
		q(-0.12, -0.5), q(0.12, -0.5), q(0.2, -0.4), q(0.21, -0.26), q(0.17, -0.2),
		q(0.2, -0.1), q(0.17, 0.3), q(0.12, 0.5), q(-0.12, 0.5), q(-0.17, 0.3), q(-0.2, -0.1),
		q(-0.17, -0.2), q(-0.21, -0.26), q(-0.2, -0.4),
	}
	var sh []pt
	for _, p := range outline {
		sh = append(sh, p.add(pt{L * 0.04, L * 0.05}))
	}
	fillPoly(c, alpha(rgb(0), 0.4), sh...)
	fillPoly(c, rgb(0xd6a13e), outline...)
	// the headdress: blue and gold stripes
	head := []pt{q(-0.12, -0.5), q(0.12, -0.5), q(0.2, -0.4), q(0.21, -0.26), q(0.17, -0.2), q(-0.17, -0.2), q(-0.21, -0.26), q(-0.2, -0.4)}
	fillPoly(c, rgb(0x2d5fa8), head...)
	for i := 0; i < 4; i++ {
		v := -0.44 + float64(i)*0.065
		line(c, q(-0.2, v), q(0.2, v), max(1, L*0.022), rgb(0xe8c15a))
	}
	fillEllipse(c, q(0, -0.34).x, q(0, -0.34).y, L*0.085, L*0.11, rot, rgb(0xc98f52))
	c.FillCircle(q(-0.035, -0.36).x, q(-0.035, -0.36).y, max(0.8, L*0.013), rgb(0x1d1510))
	c.FillCircle(q(0.035, -0.36).x, q(0.035, -0.36).y, max(0.8, L*0.013), rgb(0x1d1510))
	// crossed arms and the band of signs
	line(c, q(-0.17, -0.08), q(0.12, 0.02), L*0.04, rgb(0xa8742a))
	line(c, q(0.17, -0.08), q(-0.12, 0.02), L*0.04, rgb(0xa8742a))
	fillPoly(c, rgb(0x2d5fa8), q(-0.04, 0.06), q(0.04, 0.06), q(0.035, 0.46), q(-0.035, 0.46))
	for i := 0; i < 5; i++ {
		v := 0.1 + float64(i)*0.07
		line(c, q(-0.02, v), q(0.02, v), max(1, L*0.015), rgb(0xe8c15a))
	}
	var p render.Path
	poly(&p, outline...)
	c.StrokePath(&p, max(1, L*0.02), rgb(0x3a2812))
}

// paintClutter paints what lies about a plain room: jars, rubble, a
// fallen column drum or bones, small and low in contrast so that no one
// takes it for a symbol.
func paintClutter(c *render.Canvas, g hexGeom, v int) {
	R := g.R
	x, y := g.cx, g.cy
	ink := rgb(0x5a4630)
	switch v {
	case 0: // two clay jars
		for i, o := range []pt{{0.22, 0.18}, {0.36, 0.08}} {
			jx, jy := x+o.x*R, y+o.y*R
			k := 1 - 0.2*float64(i)
			fillEllipse(c, jx+R*0.03, jy+R*0.05, R*0.09*k, R*0.05*k, 0, alpha(rgb(0), 0.3))
			fillEllipse(c, jx, jy, R*0.075*k, R*0.1*k, 0, rgb(0xa5603a))
			fillEllipse(c, jx-R*0.02*k, jy-R*0.03*k, R*0.03*k, R*0.05*k, 0, alpha(rgb(0xffd0a0), 0.3))
			c.FillCircle(jx, jy-R*0.1*k, R*0.035*k, rgb(0x6e3b22))
		}
	case 1: // rubble
		for i := 0; i < 7; i++ {
			rx := x + R*(-0.35+0.7*hash2(i, 1, 77))
			ry := y + R*(-0.3+0.6*hash2(i, 2, 77))
			rr := R * (0.025 + 0.04*hash2(i, 3, 77))
			c.FillCircle(rx+rr*0.3, ry+rr*0.4, rr, alpha(rgb(0), 0.3))
			c.FillCircle(rx, ry, rr, rgb(0x8c7658))
			c.FillCircle(rx-rr*0.3, ry-rr*0.3, rr*0.45, rgb(0xb39c78))
		}
	case 2: // a fallen column drum
		cx, cy := x-R*0.2, y+R*0.22
		fillEllipse(c, cx+R*0.04, cy+R*0.05, R*0.15, R*0.1, 0, alpha(rgb(0), 0.3))
		fillEllipse(c, cx, cy, R*0.14, R*0.1, 0, rgb(0xb49a74))
		var p render.Path
		ellipse(&p, cx, cy, R*0.1, R*0.07, 0)
		c.StrokePath(&p, max(1, R*0.012), ink)
		ellipse(&p, cx, cy, R*0.05, R*0.035, 0)
		c.StrokePath(&p, max(1, R*0.012), ink)
	default: // bones
		bx, by := x+R*0.18, y+R*0.25
		for _, a := range []float64{0.5, -0.4} {
			d := polar(a, R*0.13)
			p0, p1 := pt{bx, by}.sub(d), pt{bx, by}.add(d)
			line(c, p0, p1, R*0.035, rgb(0xe6dcc4))
			for _, e := range []pt{p0, p1} {
				c.FillCircle(e.x, e.y, R*0.03, rgb(0xe6dcc4))
			}
		}
	}
}

// sconce is the torch holder in a card's top-left corner: a bronze
// bracket, with a torch in it when the room is (or will be) lit.
func (a *Art) sconce(torch bool, r int) *ebiten.Image {
	t := int32(0)
	if torch {
		t = 1
	}
	return a.roomLayer(kSconce, t, 0, r, func(g hexGeom) *render.Canvas { return paintSconce(g, torch) })
}

// paintSconce paints the bracket, and the torch when there is one.
func paintSconce(g hexGeom, torch bool) *render.Canvas {
	c := render.NewCanvas(g.w, g.h)
	s := sconceAt(g)
	R := g.R
	c.FillCircle(s.x+R*0.02, s.y+R*0.03, R*0.06, alpha(rgb(0), 0.35))
	c.FillCircle(s.x, s.y, R*0.055, rgb(0x8a5a2b))
	c.StrokeCircle(s.x, s.y, R*0.055, max(1, R*0.012), rgb(0x3b2412))
	if !torch {
		c.FillCircle(s.x, s.y, R*0.025, rgb(0x24170c))
		return c
	}
	line(c, pt{s.x, s.y + R*0.02}, pt{s.x, s.y - R*0.07}, R*0.035, rgb(0x6b4226))
	fillEllipse(c, s.x, s.y-R*0.08, R*0.03, R*0.028, 0, rgb(0x3b2a1a))
	return c
}

// flameFrames is how many pictures of a flickering flame there are.
const flameFrames = 4

// paintFlame paints frame f of a flame on an s×s canvas, its base at
// the bottom centre.
func paintFlame(s float64, f int) *render.Canvas {
	n := int(math.Ceil(s))
	c := render.NewCanvas(n, n)
	x, base := s/2, s*0.92
	radial(c, x, base-s*0.3, s*0.48, 0.35, 2, rgb(0xff9a30))
	lean := []float64{0, 0.06, -0.04, 0.03}[f%4]
	tall := []float64{1, 0.9, 1.06, 0.95}[f%4]
	layer := func(w, h float64, col color.RGBA) {
		tip := pt{x + lean*s, base - h*s*tall}
		pts := bezier(pt{x - w*s, base - h*s*0.25}, pt{x - w*s*0.9, base - h*s*0.7}, tip.add(pt{-w * s * 0.2, h * s * 0.2}), tip, 10)
		right := bezier(tip, tip.add(pt{w * s * 0.3, h * s * 0.25}), pt{x + w*s*0.95, base - h*s*0.7}, pt{x + w*s, base - h*s*0.25}, 10)
		all := append(pts, right[1:]...)
		for i := 1; i < 10; i++ {
			a := math.Pi * float64(i) / 10
			all = append(all, pt{x + w*s*math.Cos(a), base - h*s*0.25 + w*s*math.Sin(a)})
		}
		fillPoly(c, col, all...)
	}
	layer(0.2, 0.8, rgb(0xff7a1a))
	layer(0.14, 0.6, rgb(0xffc02e))
	layer(0.07, 0.36, rgb(0xfff4c0))
	return c
}

// DrawFlame draws a flickering flame standing on x, y, h pixels tall, at
// time t seconds, with opacity al.
func (a *Art) DrawFlame(dst *ebiten.Image, x, y, h, t, al float64) {
	if h < 3 || al <= 0 {
		return
	}
	f := int(t*9+x*0.37) % flameFrames
	if f < 0 {
		f += flameFrames
	}
	b := bucket(h)
	im := a.image(key{kind: kFlame, a: int32(f), size: int32(b)}, func() *render.Canvas { return paintFlame(float64(b), f) })
	s := h / float64(b)
	drawAt(dst, im, x, y-h*0.42, s, 0, al, nil, ebiten.Blend{})
}
