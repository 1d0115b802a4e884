package runrunrun

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/render"
)

// The dice (spec §6). Combat dice are ivory, the cats' dice: a hit is
// three red claw marks, a question mark a purple "?", a hex a small room
// card, a paw a brown paw print. Mummy dice are black basalt: the mummy
// face is a bandaged head with green eyes, the blank face is bare stone.
// Every face differs in shape, not only in colour.

// DieKind tells the two kinds of dice apart.
type DieKind uint8

const (
	CombatDie DieKind = iota
	MummyDie
)

// dieFaces are the faces a die of each kind can show, for the tumble.
var dieFaces = [2][]rrr.Face{
	{rrr.FaceHit, rrr.FaceQuestion, rrr.FaceHex, rrr.FacePaw},
	{rrr.FaceMummy, rrr.FaceBlank},
}

// paintDie paints a die of kind k showing face f on an s×s canvas: a
// rounded cube seen from above, its lower and right sides in shade.
func paintDie(s float64, k DieKind, f rrr.Face) *render.Canvas {
	n := int(math.Ceil(s))
	c := render.NewCanvas(n, n)
	body, side := rgb(0xf1e8d2), rgb(0xb8a888)
	if k == MummyDie {
		body, side = rgb(0x3b3430), rgb(0x1c1815)
	}
	m := s * 0.08
	var sh render.Path
	render.RoundRect(&sh, rect(m+s*0.04, m+s*0.07, s-2*m, s-2*m), s*0.16)
	c.FillPath(&sh, alpha(rgb(0), 0.4))
	var base render.Path
	render.RoundRect(&base, rect(m, m+s*0.04, s-2*m, s-2*m), s*0.16)
	c.FillPath(&base, side)
	var top render.Path
	render.RoundRect(&top, rect(m, m, s-2*m, s-2*m-s*0.03), s*0.15)
	c.FillPath(&top, body)
	// a soft highlight towards the light
	radial(c, s*0.36, s*0.32, s*0.42, 0.22, 1.5, rgb(0xffffff))
	c.StrokePath(&base, max(1, s*0.025), rgb(inkLine))
	paintFace(c, f, s/2, s/2-s*0.015, s*0.3)
	return c
}

func rect(x, y, w, h float64) layout.Rect { return layout.Rect{X: x, Y: y, W: w, H: h} }

// paintFace paints die face f centred on x, y within radius r.
func paintFace(c *render.Canvas, f rrr.Face, x, y, r float64) {
	q := func(u, v float64) pt { return pt{x + u*r, y + v*r} }
	ink := rgb(inkLine)
	switch f {
	case rrr.FaceHit:
		for i := -1; i <= 1; i++ {
			o := float64(i) * 0.42
			pts := bezier(q(-0.55+o, -0.75), q(-0.2+o, -0.3), q(0.0+o, 0.2), q(0.35+o, 0.8), 10)
			fillRibbon(c, pts, func(t float64) float64 { return r * 0.26 * math.Sin(math.Pi*max(0.08, t)) }, rgb(0xc8302a))
		}
	case rrr.FaceQuestion:
		col := rgb(0x7a4ab0)
		hook := bezier(q(-0.45, -0.35), q(-0.45, -0.95), q(0.5, -0.95), q(0.45, -0.35), 16)
		hook = append(hook, bezier(q(0.45, -0.35), q(0.4, 0.0), q(0.02, -0.05), q(0.0, 0.3), 10)[1:]...)
		fillRibbon(c, hook, even(r*0.28), col)
		c.FillCircle(q(0, 0.68).x, q(0, 0.68).y, r*0.17, col)
	case rrr.FaceHex:
		h := hexPoints(x, y, r*0.85)
		fillPoly(c, rgb(0xcfb384), h[:]...)
		var p render.Path
		poly(&p, h[:]...)
		c.StrokePath(&p, max(1, r*0.12), rgb(0x5a3a22))
		for _, d := range []rrr.Side{rrr.N, rrr.SE, rrr.SW} {
			mx, my := SideMid(x, y, r*0.85, d)
			line(c, pt{mx, my}, pt{x, y}, r*0.26, rgb(0x8a6a44))
		}
		c.FillCircle(x, y, r*0.2, rgb(0x8a6a44))
	case rrr.FacePaw:
		paintPaw(c, x, y+r*0.1, r*0.95, rgb(0x5a3a22))
	case rrr.FaceMummy:
		fillEllipse(c, x+r*0.05, y+r*0.08, r*0.62, r*0.78, 0, alpha(rgb(0), 0.4))
		var head render.Path
		ellipse(&head, x, y, r*0.6, r*0.76, 0)
		c.StrokePath(&head, max(1, r*0.1), ink)
		c.FillPath(&head, cloth)
		for i := 0; i < 5; i++ {
			v := -0.55 + float64(i)*0.27
			line(c, q(-0.55, v+0.1), q(0.55, v-0.08), max(1, r*0.06), rgb(0xa89b7e))
		}
		fillEllipse(c, x, y-r*0.02, r*0.5, r*0.14, 0, rgb(0x140c08))
		glowEyes(c, q(-0.22, -0.02), q(0.22, -0.02), r*0.09, rgb(0x7dff7a))
	case rrr.FaceBlank:
		// bare stone: a faint chip, so that a blank face still reads as a face
		c.FillCircle(x+r*0.3, y+r*0.35, r*0.06, alpha(rgb(0x5a504a), 0.8))
	}
}

// paintPaw paints a paw print: a pad and four toes.
func paintPaw(c *render.Canvas, x, y, r float64, col color.Color) {
	var pad render.Path
	pad.MoveTo(x-r*0.42, y+r*0.3)
	pad.QuadTo(x-r*0.45, y-r*0.12, x, y-r*0.12)
	pad.QuadTo(x+r*0.45, y-r*0.12, x+r*0.42, y+r*0.3)
	pad.QuadTo(x+r*0.3, y+r*0.55, x, y+r*0.45)
	pad.QuadTo(x-r*0.3, y+r*0.55, x-r*0.42, y+r*0.3)
	pad.Close()
	c.FillPath(&pad, col)
	for i, o := range []pt{{-0.52, -0.28}, {-0.2, -0.55}, {0.2, -0.55}, {0.52, -0.28}} {
		fillEllipse(c, x+o.x*r, y+o.y*r, r*0.15, r*0.2, float64(i-1)*0.3-0.15, col)
	}
}

// Die is a die of kind k showing face f, size pixels across.
func (a *Art) Die(k DieKind, f rrr.Face, size float64) *ebiten.Image {
	b := bucket(size)
	return a.image(key{kind: kDie, a: int32(k), b: int32(f), size: int32(b)}, func() *render.Canvas {
		return paintDie(float64(b), k, f)
	})
}

// DrawDie draws a die at rest centred on x, y, size pixels across.
func (a *Art) DrawDie(dst *ebiten.Image, k DieKind, f rrr.Face, x, y, size float64) {
	drawAt(dst, a.Die(k, f, size), x, y, size/float64(bucket(size)), 0, 1, nil, ebiten.Blend{})
}

// DrawDieRoll draws a die thrown at t = 0 coming to rest showing face f
// at t = 1: it bounces lower each time, spins ever slower and shows
// faces at random (chosen by seed, so each die of a roll tumbles its own
// way) until it settles. Past t = 1 it lies still.
func (a *Art) DrawDieRoll(dst *ebiten.Image, k DieKind, f rrr.Face, x, y, size, t float64, seed int) {
	if t >= 1 {
		a.DrawDie(dst, k, f, x, y, size)
		return
	}
	t = max(0, t)
	faces := dieFaces[k%2]
	show := f
	if t < 0.8 {
		i := int(hash2(int(t*14), seed, 31) * float64(len(faces)))
		show = faces[min(i, len(faces)-1)]
	}
	h := render.Bounce(t) * size * 0.9
	spin := (1 - t) * (1 - t) * 7 * float64(1-2*(seed&1))
	drawAt(dst, a.Die(k, show, size), x, y-h, size/float64(bucket(size)), spin, 1, nil, ebiten.Blend{})
}
