package runrunrun

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/render"
)

// What lies beside the maze: hearts, the torch supply, the mummy deck
// with its heart slots, the face-up mummy and Lord cards, the hidden
// Lord card and the exit gears.

// heartPath adds a heart shape centred on x, y within radius r.
func heartPath(p *render.Path, x, y, r float64) {
	p.MoveTo(x, y+r*0.85)
	p.QuadTo(x-r*1.05, y+r*0.1, x-r*0.9, y-r*0.35)
	p.QuadTo(x-r*0.7, y-r*0.95, x, y-r*0.45)
	p.QuadTo(x+r*0.7, y-r*0.95, x+r*0.9, y-r*0.35)
	p.QuadTo(x+r*1.05, y+r*0.1, x, y+r*0.85)
	p.Close()
}

// paintHeart paints a red heart (full) or an empty slot on an s×s canvas.
func paintHeart(s float64, full bool) *render.Canvas {
	c := render.NewCanvas(int(math.Ceil(s)), int(math.Ceil(s)))
	x, y, r := s/2, s/2, s*0.42
	var p render.Path
	heartPath(&p, x, y, r)
	if !full {
		c.FillPath(&p, alpha(rgb(0x000000), 0.35))
		c.StrokePath(&p, max(1, s*0.06), alpha(rgb(0xd9344a), 0.55))
		return c
	}
	var sh render.Path
	heartPath(&sh, x+s*0.03, y+s*0.05, r)
	c.FillPath(&sh, alpha(rgb(0), 0.4))
	c.StrokePath(&p, max(1, s*0.07), rgb(inkLine))
	c.FillPath(&p, rgb(0xd9344a))
	fillEllipse(c, x-r*0.42, y-r*0.35, r*0.2, r*0.13, -0.6, alpha(rgb(0xffffff), 0.6))
	return c
}

// Heart is a full heart (or, not full, an empty slot), size pixels across.
func (a *Art) Heart(full bool, size float64) *ebiten.Image {
	b := bucket(size)
	k, f := kHeartSlot, int32(0)
	if full {
		k, f = kHeart, 1
	}
	return a.image(key{kind: k, a: f, size: int32(b)}, func() *render.Canvas { return paintHeart(float64(b), full) })
}

// DrawHeart draws a heart centred on x, y, size pixels across; thump
// (0..1, 0 at rest) swells it as it lands or beats.
func (a *Art) DrawHeart(dst *ebiten.Image, full bool, x, y, size, thump float64) {
	k := 1 + 0.45*math.Sin(math.Pi*max(0, min(1, thump)))
	drawAt(dst, a.Heart(full, size), x, y, k*size/float64(bucket(size)), 0, 1, nil, ebiten.Blend{})
}

// DrawHeartRow draws n heart places (filled of them full) in rows of at
// most perRow, left to right from x, y (centre of the first); the last
// full heart thumps by thump. It returns the height used.
func (a *Art) DrawHeartRow(dst *ebiten.Image, filled, n, perRow int, x, y, size, thump float64) float64 {
	perRow = max(1, perRow)
	for i := 0; i < n; i++ {
		hx := x + float64(i%perRow)*size*1.05
		hy := y + float64(i/perRow)*size*1.0
		th := 0.0
		if i == filled-1 {
			th = thump
		}
		a.DrawHeart(dst, i < filled, hx, hy, size, th)
	}
	rows := (n + perRow - 1) / perRow
	return float64(rows) * size
}

// Torch is a standing torch icon with a painted flame, size pixels tall
// (for legends and tokens; the supply uses live flames).
func (a *Art) Torch(size float64) *ebiten.Image {
	b := bucket(size)
	return a.image(key{kind: kTorch, size: int32(b)}, func() *render.Canvas {
		c := render.NewCanvas(b, b)
		paintTorchIcon(c, float64(b)/2, float64(b)*0.95, float64(b)*0.9, 0)
		return c
	})
}

// torchStub is a torch without a flame, for the supply's live flames.
func (a *Art) torchStub(size float64) *ebiten.Image {
	b := bucket(size)
	return a.image(key{kind: kTorchStub, size: int32(b)}, func() *render.Canvas {
		c := render.NewCanvas(b, b)
		s := float64(b)
		x, y, h := s/2, s*0.98, s*0.9
		top := pt{x, y - h*0.55}
		fillRibbon(c, []pt{{x, y}, top}, taper(h*0.1, h*0.13), rgb(inkLine))
		fillRibbon(c, []pt{{x, y}, top}, taper(h*0.07, h*0.09), rgb(0x7a4a26))
		fillEllipse(c, top.x, top.y, h*0.09, h*0.07, 0, rgb(0x3b2a1a))
		return c
	})
}

// bracket is an empty place in the torch rack.
func (a *Art) bracket(size float64) *ebiten.Image {
	b := bucket(size)
	return a.image(key{kind: kTorchOut, size: int32(b)}, func() *render.Canvas {
		c := render.NewCanvas(b, b)
		s := float64(b)
		fillEllipse(c, s/2, s*0.92, s*0.16, s*0.05, 0, alpha(rgb(0xd9c9a8), 0.35))
		line(c, pt{s / 2, s * 0.92}, pt{s / 2, s * 0.72}, max(1, s*0.03), alpha(rgb(0xd9c9a8), 0.3))
		return c
	})
}

// TorchSupply is how the torch supply is drawn.
type TorchSupply struct {
	N      int     // torches in the supply
	Flare  float64 // 0..1: the newest torch was just lit (0) and has settled (1)
	Gutter float64 // 0..1: the last torch is going out (0 burning, 1 out); drawn when N is 0
	Time   float64 // seconds, for the flicker
}

// TorchSupplyWidth is the width DrawTorchSupply needs for n torches h
// pixels tall: a rack of at least five places (the refill level, §12).
func TorchSupplyWidth(n int, h float64) float64 {
	return float64(max(n, rrr.TorchRefill)) * h * 0.42
}

// DrawTorchSupply draws the torch supply as a rack of torches standing
// on the line y, from x, each h pixels tall: five places at least (the
// level a torch mechanism refills to), burning torches in the first N.
// A torch just added flares; when the last goes out it gutters into
// smoke.
func (a *Art) DrawTorchSupply(dst *ebiten.Image, st TorchSupply, x, y, h float64) {
	n := max(0, st.N)
	places := max(n, rrr.TorchRefill)
	step := h * 0.42
	s := h / float64(bucket(h))
	for i := 0; i < places; i++ {
		tx := x + step*(float64(i)+0.5)
		if i >= n && !(i == 0 && n == 0 && st.Gutter < 1) {
			drawAt(dst, a.bracket(h), tx, y-h/2, s, 0, 1, nil, ebiten.Blend{})
			continue
		}
		drawAt(dst, a.torchStub(h), tx, y-h/2, s, 0, 1, nil, ebiten.Blend{})
		fh := h * 0.55
		al := 1.0
		if i == n-1 && st.Flare < 1 {
			f := max(0, st.Flare)
			fh *= 1 + 0.9*(1-f)*math.Sin(math.Pi*math.Sqrt(f)+0.3)
		}
		if n == 0 {
			g := max(0, min(1, st.Gutter))
			fh *= (1 - g) * (0.7 + 0.3*math.Abs(math.Sin(st.Time*23)))
			al = 1 - g*g
			a.drawSmoke(dst, tx, y-h*0.6, h, g, st.Time)
		}
		a.DrawFlame(dst, tx, y-h*0.55, fh, st.Time+float64(i)*0.37, al)
	}
}

// drawSmoke draws three puffs of smoke rising from x, y as t goes 0..1.
func (a *Art) drawSmoke(dst *ebiten.Image, x, y, h, t, time float64) {
	if t <= 0 {
		return
	}
	im := a.dust(h * 0.5)
	for i := 0; i < 3; i++ {
		k := t - float64(i)*0.2
		if k <= 0 {
			continue
		}
		px := x + math.Sin(time*2+float64(i))*h*0.08
		py := y - k*h*0.9
		drawAt(dst, im, px, py, (0.4+k)*h*0.5/float64(bucket(h*0.5)), 0, (1-k)*0.7, tintOf(0x9a, 0x9a, 0x9a), ebiten.Blend{})
	}
}

// cardW is the mummy cards' width for a height: they are upright cards.
func cardW(h float64) float64 { return h * 0.7 }

// paintMummyCardBack paints the back of a mummy card: a sarcophagus lid
// on dark stone, and a row of five empty heart places along the bottom
// (the hearts themselves are drawn live).
func paintMummyCardBack(h float64, lord bool) *render.Canvas {
	w := cardW(h)
	c := render.NewCanvas(int(math.Ceil(w)), int(math.Ceil(h)))
	var sh, p render.Path
	render.RoundRect(&sh, rect(w*0.04, h*0.03, w*0.94, h*0.95), w*0.08)
	c.FillPath(&sh, alpha(rgb(0), 0.45))
	render.RoundRect(&p, rect(0, 0, w*0.94, h*0.95), w*0.08)
	back := rgb(0x2f2a36)
	if lord {
		back = rgb(0x3a1f2a)
	}
	c.FillPath(&p, back)
	c.StrokePath(&p, max(1.5, w*0.035), rgb(0xb8893a))
	var in render.Path
	render.RoundRect(&in, rect(w*0.07, h*0.05, w*0.8, h*0.85), w*0.05)
	c.StrokePath(&in, max(1, w*0.012), alpha(rgb(0xe8b84a), 0.5))
	if lord {
		// a crown and a question: nobody knows which Lord waits
		x, y := w*0.47, h*0.42
		fillPoly(c, rgb(0xe8b84a), pt{x - w*0.25, y + h*0.08}, pt{x - w*0.28, y - h*0.12}, pt{x - w*0.12, y - h*0.02}, pt{x, y - h*0.18}, pt{x + w*0.12, y - h*0.02}, pt{x + w*0.28, y - h*0.12}, pt{x + w*0.25, y + h*0.08})
		paintFace(c, rrr.FaceQuestion, x, y+h*0.25, w*0.14)
		return c
	}
	paintSarcophagus(c, w*0.47, h*0.4, h*0.62, 0)
	return c
}

// DrawMummyDeck draws the face-down mummy deck: count cards stacked, the
// top one with HeartsToWake heart places, hearts of them filled. thump
// (0..1, 0 at rest) swells the newest heart and makes the card beat.
func (a *Art) DrawMummyDeck(dst *ebiten.Image, count, hearts int, x, y, h, thump float64) {
	if count <= 0 {
		return
	}
	b := bucket(h)
	im := a.image(key{kind: kMummyCardBack, size: int32(b)}, func() *render.Canvas { return paintMummyCardBack(float64(b), false) })
	s := h / float64(b)
	for i := count - 1; i > 0; i-- {
		drawAt(dst, im, x+float64(i)*h*0.025, y+float64(i)*h*0.02, s, 0, 1, tintOf(0x90, 0x90, 0x90), ebiten.Blend{})
	}
	beat := 1 + 0.04*math.Sin(math.Pi*max(0, min(1, thump)))
	drawAt(dst, im, x, y, s*beat, 0, 1, nil, ebiten.Blend{})
	hs := cardW(h) * 0.16
	x0 := x - cardW(h)*0.03 - hs*2.1
	a.DrawHeartRow(dst, hearts, rrr.HeartsToWake, rrr.HeartsToWake, x0, y+h*0.33, hs, thump)
}

// DrawLordCard draws the hidden Lord's card, face down.
func (a *Art) DrawLordCard(dst *ebiten.Image, x, y, h float64) {
	b := bucket(h)
	im := a.image(key{kind: kLordCardBack, size: int32(b)}, func() *render.Canvas { return paintMummyCardBack(float64(b), true) })
	drawAt(dst, im, x, y, h/float64(b), 0, 1, nil, ebiten.Blend{})
}

// paintMummyCardFace paints the frame of a face-up mummy or Lord card:
// its figure in an arch, and its traits as pictures along the bottom
// (claw marks for each card its attack takes, dice it adds, the wind of
// a fast one, the snuffer, the silence).
func (a *Art) mummyCardFace(k int, h float64) *ebiten.Image {
	b := bucket(h)
	return a.image(key{kind: kMummyCardFace, a: int32(k), size: int32(b)}, func() *render.Canvas {
		H := float64(b)
		w := cardW(H)
		c := render.NewCanvas(int(math.Ceil(w)), b)
		var sh, p render.Path
		render.RoundRect(&sh, rect(w*0.04, H*0.03, w*0.94, H*0.95), w*0.08)
		c.FillPath(&sh, alpha(rgb(0), 0.45))
		render.RoundRect(&p, rect(0, 0, w*0.94, H*0.95), w*0.08)
		c.FillPath(&p, rgb(0xd9c49a))
		c.StrokePath(&p, max(1.5, w*0.035), rgb(0x6b4a2e))
		var arch render.Path
		ax, ay, aw := w*0.47, H*0.1, w*0.72
		arch.MoveTo(ax-aw/2, H*0.62)
		arch.LineTo(ax-aw/2, ay+aw/2)
		arch.Arc(ax, ay+aw/2, aw/2, math.Pi, 2*math.Pi)
		arch.LineTo(ax+aw/2, H*0.62)
		arch.Close()
		bg := rgb(0x3a302a)
		if k >= rrr.NumMummies {
			bg = rgb(0x3a1f2a)
		}
		c.FillPath(&arch, bg)
		fs := H * 0.55
		stamp(c, paintFigure(fs, k, 0), int(ax-fs/2), int(H*0.62-fs))
		c.StrokePath(&arch, max(1, w*0.02), rgb(0x6b4a2e))
		info := figureInfo(k)
		// traits: claws for damage, dice for Mummy Power, wind for speed
		ty := H * 0.84
		tx := w * 0.12
		for i := 0; i < int(info.Damage); i++ {
			paintFace(c, rrr.FaceHit, tx+w*0.08, ty, w*0.07)
			tx += w * 0.15
		}
		for i := 0; i < int(info.Dice); i++ {
			paintMiniDie(c, tx+w*0.08, ty, w*0.07)
			tx += w * 0.15
		}
		if info.Fast {
			for j := 0; j < 3; j++ {
				yy := ty - w*0.05 + float64(j)*w*0.05
				line(c, pt{tx, yy}, pt{tx + w*0.14 - float64(j%2)*w*0.04, yy}, max(1, w*0.018), rgb(0x3a5a8a))
			}
			tx += w * 0.17
		}
		if info.Snuff {
			paintTorchIcon(c, tx+w*0.06, ty+w*0.07, w*0.15, 0)
			line(c, pt{tx - w*0.01, ty + w*0.06}, pt{tx + w*0.13, ty - w*0.08}, max(1, w*0.025), rgb(0xc8302a))
			tx += w * 0.15
		}
		if info.Silent {
			paintFace(c, rrr.FaceQuestion, tx+w*0.07, ty, w*0.07)
			line(c, pt{tx - w*0.01, ty + w*0.08}, pt{tx + w*0.15, ty - w*0.08}, max(1, w*0.025), rgb(0xc8302a))
		}
		return c
	})
}

// figureInfo is the table row of figure kind k.
func figureInfo(k int) rrr.FigureInfo {
	if k >= rrr.NumMummies {
		var p rrr.Public
		p.Lord = uint8(k - rrr.NumMummies + 1)
		return p.FigureInfo(rrr.LordIndex)
	}
	var p rrr.Public
	return p.FigureInfo(k)
}

// paintMiniDie is a small black mummy die with a mummy face: "adds a die".
func paintMiniDie(c *render.Canvas, x, y, r float64) {
	var p render.Path
	render.RoundRect(&p, rect(x-r, y-r, 2*r, 2*r), r*0.3)
	c.FillPath(&p, rgb(0x3b3430))
	c.StrokePath(&p, max(1, r*0.12), rgb(inkLine))
	c.FillCircle(x, y, r*0.45, cloth)
	c.FillCircle(x-r*0.18, y-r*0.05, r*0.1, rgb(0x7dff7a))
	c.FillCircle(x+r*0.18, y-r*0.05, r*0.1, rgb(0x7dff7a))
}

// DrawMummyCard draws the face-up card of figure fig (a mummy, or the
// Lord lord 1..3) centred on x, y, h pixels tall, with its hearts left of
// its full life below the picture; thump swells the heart just lost or
// gained.
func (a *Art) DrawMummyCard(dst *ebiten.Image, fig int, lord uint8, hearts int, x, y, h, thump float64) {
	k := figureKind(fig, lord)
	im := a.mummyCardFace(k, h)
	drawAt(dst, im, x, y, h/float64(bucket(h)), 0, 1, nil, ebiten.Blend{})
	full := int(figureInfo(k).Hearts)
	w := cardW(h)
	per := min(full, 6)
	hs := w * 0.8 / float64(per) / 1.05
	x0 := x - w*0.03 - hs*1.05*float64(per-1)/2
	rows := (full + per - 1) / per
	a.DrawHeartRow(dst, hearts, full, per, x0, y+h*0.2-float64(rows-1)*hs*0.5, hs, thump)
}

// paintGear adds a gear of n teeth, radius r, turned by angle.
func paintGear(c *render.Canvas, x, y, r float64, n int, angle float64, col color.RGBA) {
	var p render.Path
	for i := 0; i < n*4; i++ {
		a := angle + float64(i)*math.Pi*2/float64(n*4)
		rr := r * 0.78
		if i%4 == 1 || i%4 == 2 {
			rr = r
		}
		px, py := x+rr*math.Cos(a), y+rr*math.Sin(a)
		if i == 0 {
			p.MoveTo(px, py)
		} else {
			p.LineTo(px, py)
		}
	}
	p.Close()
	c.StrokePath(&p, max(1, r*0.08), rgb(inkLine))
	c.FillPath(&p, col)
	c.FillCircle(x, y, r*0.5, shade(col, 0.8))
	c.FillCircle(x, y, r*0.22, rgb(0x1a120c))
	for i := 0; i < 4; i++ {
		a := angle + float64(i)*math.Pi/2 + math.Pi/4
		c.FillCircle(x+math.Cos(a)*r*0.36, y+math.Sin(a)*r*0.36, r*0.07, shade(col, 0.55))
	}
}

// Gear is a gear of n teeth, size pixels across, bronze (dim) or gold.
func (a *Art) Gear(n int, gold bool, size float64) *ebiten.Image {
	b := bucket(size)
	g := int32(0)
	col := rgb(0x7a6448)
	if gold {
		g, col = 1, rgb(0xe8c060)
	}
	return a.image(key{kind: kGear, a: int32(n), b: g, size: int32(b)}, func() *render.Canvas {
		c := render.NewCanvas(b, b)
		paintGear(c, float64(b)/2, float64(b)/2, float64(b)*0.46, n, 0, col)
		return c
	})
}

// DrawExitGears draws the three exit mechanisms as three meshed gears
// centred on x, y within size pixels: the first worked of them gold, the
// rest dull bronze; angle turns them (the gold ones turn, meshing).
func (a *Art) DrawExitGears(dst *ebiten.Image, worked int, x, y, size, angle float64) {
	r := size * 0.22
	pos := [3]pt{{-1.35 * r, 0.25 * r}, {0.05 * r, -0.55 * r}, {1.35 * r, 0.3 * r}}
	for i, p := range pos {
		gold := i < worked
		sign := 1.0
		if i == 1 {
			sign = -1
		}
		ang := 0.0
		if worked > 0 {
			ang = angle * sign
		}
		im := a.Gear(8, gold, 2*r)
		drawAt(dst, im, x+p.x, y+p.y, 2*r/float64(bucket(2*r)), ang+float64(i)*0.2, 1, nil, ebiten.Blend{})
	}
}
