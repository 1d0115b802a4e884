package runrunrun

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/render"
)

// Round tokens: the sarcophagus tokens (spec §7) with their backs, the
// reservation paw marker (§16.3), the torch- and exit-mechanism tokens
// laid on a triangle's corner (§12) and the Regroup tile. A token's value
// (torches or cards) is shown by as many pictures, not by a number.

// tokenRim is the colour of a token's rim by kind: good things warm, the
// Trap red.
var tokenRim = [...]color.RGBA{
	rrr.TokenTorches: rgb(0xe08a2a),
	rrr.TokenCards:   rgb(0xc9b07a),
	rrr.TokenDouble:  rgb(0xc8302a),
	rrr.TokenAmulet:  rgb(0x2fb3a0),
	rrr.TokenPassage: rgb(0x8a7a66),
	rrr.TokenTrap:    rgb(0xe0533d),
}

// paintTokenBase paints a round stone token with a rim of colour rim.
func paintTokenBase(c *render.Canvas, s float64, rim, face color.RGBA) (cx, cy, r float64) {
	cx, cy, r = s/2, s/2-s*0.02, s*0.42
	c.FillCircle(cx+s*0.03, cy+s*0.05, r, alpha(rgb(0), 0.45))
	c.FillCircle(cx, cy+s*0.025, r, shade(rim, 0.5))
	c.FillCircle(cx, cy, r, rim)
	c.FillCircle(cx, cy, r*0.84, face)
	radial(c, cx-r*0.3, cy-r*0.35, r*0.9, 0.18, 1.5, rgb(0xffffff))
	c.StrokeCircle(cx, cy, r, max(1, s*0.02), rgb(inkLine))
	return cx, cy, r
}

// paintToken paints sarcophagus token t face up on an s×s canvas.
func paintToken(s float64, t rrr.Token) *render.Canvas {
	c := render.NewCanvas(int(math.Ceil(s)), int(math.Ceil(s)))
	info := t.Info()
	x, y, r := paintTokenBase(c, s, tokenRim[info.Kind], rgb(0x3a302a))
	n := max(1, int(info.Value))
	switch info.Kind {
	case rrr.TokenTorches:
		for i := 0; i < n; i++ {
			o := (float64(i) - float64(n-1)/2) * r * 0.42
			paintTorchIcon(c, x+o, y+r*0.5, r*1.05, (float64(i)-float64(n-1)/2)*0.25)
		}
	case rrr.TokenCards:
		for i := 0; i < n; i++ {
			o := (float64(i) - float64(n-1)/2) * r * 0.36
			fillHex(c, x+o+r*0.04, y+r*0.06, r*0.36, alpha(rgb(0), 0.4))
			fillHex(c, x+o, y, r*0.36, rgb(0xcfb384))
			var p render.Path
			hexPath(&p, x+o, y, r*0.36)
			c.StrokePath(&p, max(1, r*0.06), rgb(0x5a3a22))
			mx, my := SideMid(x+o, y, r*0.36, rrr.N)
			line(c, pt{mx, my}, pt{x + o, y}, r*0.1, rgb(0x8a6a44))
		}
	case rrr.TokenDouble:
		for _, o := range []float64{-0.22, 0.22} {
			paintFace(c, rrr.FaceHit, x+o*r, y+o*r*0.3, r*0.48)
		}
	case rrr.TokenAmulet:
		var cord render.Path
		cord.Arc(x, y-r*0.15, r*0.42, math.Pi*1.05, math.Pi*1.95)
		c.StrokePath(&cord, max(1, r*0.07), rgb(0xc9a25e))
		fillPoly(c, rgb(0xe8b84a), pt{x, y - r*0.25}, pt{x + r*0.38, y + r*0.05}, pt{x, y + r*0.62}, pt{x - r*0.38, y + r*0.05})
		fillPoly(c, rgb(0x2fb3a0), pt{x, y - r*0.12}, pt{x + r*0.26, y + r*0.08}, pt{x, y + r*0.46}, pt{x - r*0.26, y + r*0.08})
		c.FillCircle(x-r*0.07, y+r*0.02, r*0.06, rgb(0xc8fff4))
	case rrr.TokenPassage:
		// a wall with an arched hole and an arrow through it
		for row := 0; row < 4; row++ {
			for col := -2; col <= 2; col++ {
				bx := x + (float64(col)+0.5*float64(row%2))*r*0.34
				by := y - r*0.5 + float64(row)*r*0.26
				if math.Hypot(bx-x, by-y) > r*0.78 {
					continue
				}
				fillPoly(c, rgb(0x9a8264), pt{bx - r*0.15, by}, pt{bx + r*0.15, by}, pt{bx + r*0.15, by + r*0.22}, pt{bx - r*0.15, by + r*0.22})
			}
		}
		var arch render.Path
		arch.MoveTo(x-r*0.22, y+r*0.52)
		arch.LineTo(x-r*0.22, y-r*0.05)
		arch.Arc(x, y-r*0.05, r*0.22, math.Pi, 2*math.Pi)
		arch.LineTo(x+r*0.22, y+r*0.52)
		arch.Close()
		c.FillPath(&arch, rgb(0x120c08))
		fillRibbon(c, []pt{{x - r*0.6, y + r*0.2}, {x + r*0.35, y + r*0.2}}, even(r*0.12), rgb(0xf2c14e))
		fillPoly(c, rgb(0xf2c14e), pt{x + r*0.3, y}, pt{x + r*0.62, y + r*0.2}, pt{x + r*0.3, y + r*0.4})
	case rrr.TokenTrap:
		fillEllipse(c, x, y+r*0.2, r*0.62, r*0.3, 0, rgb(0x120c08))
		for i := -2; i <= 2; i++ {
			bx := x + float64(i)*r*0.22
			fillPoly(c, rgb(0xc8ccd4), pt{bx - r*0.09, y + r*0.3}, pt{bx + r*0.09, y + r*0.3}, pt{bx, y - r*0.35 + math.Abs(float64(i))*r*0.1})
		}
	}
	return c
}

// paintTokenBack paints the face-down side of every sarcophagus token.
func paintTokenBack(s float64) *render.Canvas {
	c := render.NewCanvas(int(math.Ceil(s)), int(math.Ceil(s)))
	x, y, r := paintTokenBase(c, s, rgb(0xb8893a), rgb(0x2a2420))
	paintSarcophagus(c, x, y, r*1.45, 0)
	return c
}

// Token is sarcophagus token t face up, size pixels across; rrr.NoToken
// is the back.
func (a *Art) Token(t rrr.Token, size float64) *ebiten.Image {
	b := bucket(size)
	if t >= rrr.NumTokens {
		return a.image(key{kind: kTokenBack, size: int32(b)}, func() *render.Canvas { return paintTokenBack(float64(b)) })
	}
	return a.image(key{kind: kToken, a: int32(t.Info().Kind), b: int32(t.Info().Value), size: int32(b)}, func() *render.Canvas {
		return paintToken(float64(b), t)
	})
}

// DrawToken draws sarcophagus token t (rrr.NoToken: its back) centred on
// x, y, size pixels across, squeezed horizontally by sx (a flip).
func (a *Art) DrawToken(dst *ebiten.Image, t rrr.Token, x, y, size, sx float64) {
	drawFlipped(dst, a.Token(t, size), x, y, size/float64(bucket(size)), sx, false, 1, nil)
}

// paintPawMarker paints seat's reservation marker: a paw print in the
// seat's colour on a pale disc, the seat's symbol in its pad.
func paintPawMarker(s float64, seat int) *render.Canvas {
	c := render.NewCanvas(int(math.Ceil(s)), int(math.Ceil(s)))
	x, y := s/2, s/2
	col := SeatColor(seat)
	c.FillCircle(x+s*0.03, y+s*0.05, s*0.44, alpha(rgb(0), 0.35))
	c.FillCircle(x, y, s*0.44, alpha(rgb(0xf3e9d2), 0.85))
	c.StrokeCircle(x, y, s*0.41, max(1.5, s*0.06), col)
	c.StrokeCircle(x, y, s*0.44, max(1, s*0.015), rgb(inkLine))
	paintPaw(c, x, y+s*0.04, s*0.34, shade(col, 0.85))
	PaintSeatSymbol(c, seat, x, y+s*0.1, s*0.07, seatInk(seat))
	return c
}

// PawMarker is seat's reservation marker, size pixels across.
func (a *Art) PawMarker(seat int, size float64) *ebiten.Image {
	b := bucket(size)
	return a.image(key{kind: kPaw, a: int32(seat), c: packColor(SeatColor(seat)), size: int32(b)}, func() *render.Canvas {
		return paintPawMarker(float64(b), seat)
	})
}

// DrawPawMarker draws seat's reservation marker on x, y, size pixels
// across; bob (0..1) lifts it as it is put down.
func (a *Art) DrawPawMarker(dst *ebiten.Image, seat int, x, y, size, bob float64) {
	drawAt(dst, a.PawMarker(seat, size), x, y-bob*size*0.4, size/float64(bucket(size))*(1+0.2*bob), 0, 1, nil, ebiten.Blend{})
}

// paintTorchIcon paints a torch (no flame: DrawFlame adds a live one; the
// icon's own flame is painted when the icon stands alone) standing on
// x, y, h tall, leaning by lean radians.
func paintTorchIcon(c *render.Canvas, x, y, h, lean float64) {
	top := pt{x + math.Sin(lean)*h*0.55, y - math.Cos(lean)*h*0.55}
	fillRibbon(c, []pt{{x, y}, top}, taper(h*0.1, h*0.13), rgb(inkLine))
	fillRibbon(c, []pt{{x, y}, top}, taper(h*0.07, h*0.09), rgb(0x7a4a26))
	fillEllipse(c, top.x, top.y, h*0.09, h*0.07, lean, rgb(0x3b2a1a))
	fl := paintFlame(h*0.5, 0)
	stamp(c, fl, int(top.x-h*0.25), int(top.y-h*0.47))
}

// paintMechToken paints a mechanism token: a bronze disc with a torch
// (exit false) or a gear (exit true).
func paintMechToken(s float64, exit bool) *render.Canvas {
	c := render.NewCanvas(int(math.Ceil(s)), int(math.Ceil(s)))
	rim := rgb(0xe08a2a)
	if exit {
		rim = rgb(0xd9b44a)
	}
	x, y, r := paintTokenBase(c, s, rim, rgb(0x3a2a20))
	if exit {
		paintGear(c, x, y, r*0.72, 8, 0, rgb(0xe8c060))
	} else {
		paintTorchIcon(c, x, y+r*0.55, r*1.15, 0)
	}
	return c
}

// MechToken is a torch-mechanism (exit false) or exit-mechanism token,
// size pixels across.
func (a *Art) MechToken(exit bool, size float64) *ebiten.Image {
	b := bucket(size)
	e := int32(0)
	if exit {
		e = 1
	}
	return a.image(key{kind: kMechToken, a: e, size: int32(b)}, func() *render.Canvas { return paintMechToken(float64(b), exit) })
}

// DrawMechToken draws a mechanism token centred on x, y; pop (0..1) is
// its arrival, growing from nothing with a small overshoot.
func (a *Art) DrawMechToken(dst *ebiten.Image, exit bool, x, y, size, pop float64) {
	k := 1.0
	if pop < 1 {
		pop = max(0, pop)
		k = pop * (1 + 0.3*math.Sin(pop*math.Pi))
	}
	drawAt(dst, a.MechToken(exit, size), x, y, k*size/float64(bucket(size)), 0, 1, nil, ebiten.Blend{})
}

// paintRegroup paints a Regroup tile: three paws meeting in a circle.
func paintRegroup(s float64) *render.Canvas {
	c := render.NewCanvas(int(math.Ceil(s)), int(math.Ceil(s)))
	var p render.Path
	render.RoundRect(&p, rect(s*0.08, s*0.08, s*0.84, s*0.84), s*0.12)
	var sh render.Path
	render.RoundRect(&sh, rect(s*0.11, s*0.13, s*0.84, s*0.84), s*0.12)
	c.FillPath(&sh, alpha(rgb(0), 0.4))
	c.FillPath(&p, rgb(0x4a5a6a))
	c.StrokePath(&p, max(1, s*0.03), rgb(0xc9d8e0))
	for i := 0; i < 3; i++ {
		a := -math.Pi/2 + float64(i)*2*math.Pi/3
		px, py := s/2+math.Cos(a)*s*0.2, s/2+math.Sin(a)*s*0.2
		paintPaw(c, px, py, s*0.15, rgb(0xf3e9d2))
	}
	return c
}

// RegroupTile is a Regroup tile, size pixels across.
func (a *Art) RegroupTile(size float64) *ebiten.Image {
	b := bucket(size)
	return a.image(key{kind: kRegroup, size: int32(b)}, func() *render.Canvas { return paintRegroup(float64(b)) })
}

// DrawRegroupTiles draws n Regroup tiles in a row starting at x, y
// (centre of the first), each size pixels across.
func (a *Art) DrawRegroupTiles(dst *ebiten.Image, n int, x, y, size float64) {
	for i := 0; i < n; i++ {
		drawAt(dst, a.RegroupTile(size), x+float64(i)*size*1.05, y, size/float64(bucket(size)), 0, 1, nil, ebiten.Blend{})
	}
}
