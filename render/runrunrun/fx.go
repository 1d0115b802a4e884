package runrunrun

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/render"
)

// Effects drawn from cached pictures with parameters: the lines of light
// of a mechanism's triangle, mummy footprints, secret passages, dust,
// a mummy rising from a room and one unravelling into bandages, the
// outline of a cell where a card may go, and a cell's coloured pulse.

// paintBeam is a soft horizontal bar of light, white (tinted when drawn):
// bright along its middle, fading to nothing across, with rounded ends.
func paintBeam(s float64) *render.Canvas {
	w, h := int(math.Ceil(s)), int(math.Ceil(s/4))
	c := render.NewCanvas(w, h)
	img := c.RGBA()
	for y := 0; y < h; y++ {
		dy := math.Abs(float64(y)+0.5-float64(h)/2) / (float64(h) / 2)
		for x := 0; x < w; x++ {
			ex := min(float64(x)+0.5, float64(w)-float64(x)-0.5) / (float64(h) / 2)
			k := math.Exp(-dy*dy*5) * min(1, ex)
			if dy < 0.22 {
				k = min(1, k*1.3)
			}
			p := img.Pix[img.PixOffset(x, y):]
			v := uint8(255 * k)
			p[0], p[1], p[2], p[3] = v, v, v, v
		}
	}
	return c
}

func (a *Art) beam() *ebiten.Image {
	return a.image(key{kind: kBeam, size: 128}, func() *render.Canvas { return paintBeam(128) })
}

// DrawBeam draws a line of light from x0, y0 to x1, y1, width pixels
// thick, in colour col (added to what is below: it glows).
func (a *Art) DrawBeam(dst *ebiten.Image, x0, y0, x1, y1, width float64, col color.RGBA, al float64) {
	l := math.Hypot(x1-x0, y1-y0)
	if l < 1 || al <= 0 {
		return
	}
	im := a.beam()
	b := im.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, Blend: ebiten.BlendLighter}
	op.GeoM.Translate(0, -float64(b.Dy())/2)
	op.GeoM.Scale((l+width)/float64(b.Dx()), width/float64(b.Dy()))
	op.GeoM.Translate(-width/2, 0)
	op.GeoM.Rotate(math.Atan2(y1-y0, x1-x0))
	op.GeoM.Translate(x0, y0)
	op.ColorScale.Scale(float32(col.R)/255, float32(col.G)/255, float32(col.B)/255, 1)
	op.ColorScale.ScaleAlpha(float32(min(1, al)))
	dst.DrawImage(im, op)
}

// LinkColor is the light of a torch mechanism's triangle (warm) and an
// exit mechanism's (pale gold).
func LinkColor(exit bool) color.RGBA {
	if exit {
		return rgb(0xfff0a0)
	}
	return rgb(0xffa040)
}

// DrawLinks draws the lines of light joining three symbols at p (screen
// points): t from 0 to 1 draws them in one after another, then they
// pulse with time; z is a card's circumradius on screen.
func (a *Art) DrawLinks(dst *ebiten.Image, p [3][2]float64, exit bool, z, t, time float64) {
	col := LinkColor(exit)
	w := max(3, z*0.16)
	glow := 0.75 + 0.25*pulse(time, 1.6)
	for i := 0; i < 3; i++ {
		k := max(0, min(1, t*3-float64(i)))
		if k == 0 {
			continue
		}
		x0, y0 := p[i][0], p[i][1]
		x1, y1 := p[(i+1)%3][0], p[(i+1)%3][1]
		ex, ey := x0+(x1-x0)*k, y0+(y1-y0)*k
		a.DrawBeam(dst, x0, y0, ex, ey, w*2.2, col, 0.35*glow)
		a.DrawBeam(dst, x0, y0, ex, ey, w, col, 0.9*glow)
	}
}

// paintFootprint is a bandaged footprint, pointing up.
func paintFootprint(s float64) *render.Canvas {
	c := render.NewCanvas(int(math.Ceil(s)), int(math.Ceil(s)))
	fillEllipse(c, s*0.5, s*0.56, s*0.2, s*0.34, 0, color.White)
	for i := 0; i < 3; i++ {
		y := s * (0.36 + 0.16*float64(i))
		line(c, pt{s * 0.3, y + s*0.04}, pt{s * 0.7, y - s*0.04}, max(1, s*0.05), color.RGBA{150, 150, 150, 255})
	}
	return c
}

// DrawFootprints draws faint mummy footprints from x0, y0 towards x1, y1
// (a mummy's next room on its way to the Crypt): a few steps, left and
// right, in colour col, size pixels long.
func (a *Art) DrawFootprints(dst *ebiten.Image, x0, y0, x1, y1, size float64, col color.RGBA, al float64) {
	b := bucket(size)
	im := a.image(key{kind: kFootprint, size: int32(b)}, func() *render.Canvas { return paintFootprint(float64(b)) })
	ang := math.Atan2(y1-y0, x1-x0) + math.Pi/2
	l := math.Hypot(x1-x0, y1-y0)
	nx, ny := -(y1-y0)/l, (x1-x0)/l
	steps := 4
	for i := 0; i < steps; i++ {
		t := 0.22 + 0.56*float64(i)/float64(steps-1)
		side := float64(1 - 2*(i%2))
		x := x0 + (x1-x0)*t + nx*side*size*0.28
		y := y0 + (y1-y0)*t + ny*side*size*0.28
		drawAt(dst, im, x, y, size/float64(b), ang, al*(0.5+0.5*t), tintOf(col.R, col.G, col.B), ebiten.Blend{})
	}
}

// paintPassage is a secret passage through a wall, drawn for a wall along
// the x axis: broken stones round a dark hole and the token's gold rim.
func paintPassage(s float64) *render.Canvas {
	c := render.NewCanvas(int(math.Ceil(s)), int(math.Ceil(s)))
	x, y := s/2, s/2
	for i := 0; i < 6; i++ {
		a := float64(i) * math.Pi / 3
		c.FillCircle(x+math.Cos(a)*s*0.3, y+math.Sin(a)*s*0.18, s*0.07, rgb(0x8a7458))
	}
	fillEllipse(c, x, y, s*0.3, s*0.2, 0, rgb(0x120c08))
	var p render.Path
	ellipse(&p, x, y, s*0.34, s*0.24, 0)
	c.StrokePath(&p, max(1, s*0.05), rgb(0xd9b44a))
	for _, sgn := range []float64{-1, 1} {
		fillPoly(c, rgb(0xd9b44a), pt{x + sgn*s*0.06, y - s*0.1}, pt{x + sgn*s*0.2, y}, pt{x + sgn*s*0.06, y + s*0.1})
	}
	return c
}

// DrawPassage draws a secret passage on the edge between the cells at
// screen points a and b (their centres): across the wall that separates
// them, z a card's circumradius.
func (a *Art) DrawPassage(dst *ebiten.Image, ax, ay, bx, by, z float64) {
	size := z * 0.55
	bk := bucket(size)
	im := a.image(key{kind: kPassage, size: int32(bk)}, func() *render.Canvas { return paintPassage(float64(bk)) })
	ang := math.Atan2(by-ay, bx-ax)
	drawAt(dst, im, (ax+bx)/2, (ay+by)/2, size/float64(bk), ang+math.Pi/2, 1, nil, ebiten.Blend{})
}

// paintDust is a soft grey-white puff, tinted when drawn.
func paintDust(s float64) *render.Canvas {
	c := render.NewCanvas(int(math.Ceil(s)), int(math.Ceil(s)))
	for i, o := range [][3]float64{{0.5, 0.55, 0.3}, {0.34, 0.6, 0.2}, {0.66, 0.58, 0.22}, {0.5, 0.38, 0.2}} {
		radial(c, s*o[0], s*o[1], s*o[2]*1.4, 0.55-0.08*float64(i), 1.4, rgb(0xe8dcc0))
	}
	return c
}

func (a *Art) dust(size float64) *ebiten.Image {
	b := bucket(size)
	return a.image(key{kind: kDust, size: int32(b)}, func() *render.Canvas { return paintDust(float64(b)) })
}

// DrawDust draws a puff of dust spreading from x, y as t goes 0..1: a
// card laid with a thud, a mummy's steps, a rising mummy.
func (a *Art) DrawDust(dst *ebiten.Image, x, y, size, t float64) {
	if t <= 0 || t >= 1 {
		return
	}
	im := a.dust(size)
	for i := 0; i < 5; i++ {
		ang := float64(i) * 2 * math.Pi / 5
		d := size * 0.5 * math.Sqrt(t)
		drawAt(dst, im, x+math.Cos(ang)*d, y+math.Sin(ang)*d*0.45, (0.5+0.7*t)*size/float64(bucket(size)), 0, (1-t)*0.8, nil, ebiten.Blend{})
	}
}

// paintBandage is a loose strip of bandage, wavy.
func paintBandage(s float64, v int) *render.Canvas {
	c := render.NewCanvas(int(math.Ceil(s)), int(math.Ceil(s)))
	amp := 0.05 + 0.03*float64(v%3)
	pts := make([]pt, 0, 20)
	for i := 0; i <= 19; i++ {
		t := float64(i) / 19
		pts = append(pts, pt{s * (0.1 + 0.8*t), s * (0.5 + amp*math.Sin(t*math.Pi*1.5+float64(v)))})
	}
	fillRibbon(c, pts, taper(s*0.17, s*0.1), rgb(inkLine))
	fillRibbon(c, pts, taper(s*0.13, s*0.07), cloth)
	for i := 2; i < 19; i += 3 {
		line(c, pts[i].add(pt{-s * 0.02, -s * 0.05}), pts[i].add(pt{s * 0.02, s * 0.05}), max(1, s*0.015), rgb(0xa89b7e))
	}
	return c
}

// DrawRise draws figure fig (the Lord: lord 1..3) rising out of the floor
// at x, y (where its feet will stand), h pixels tall, as t goes 0..1: a
// dark opening, dust, the figure coming up through it.
func (a *Art) DrawRise(dst *ebiten.Image, fig int, lord uint8, x, y, h, t float64) {
	t = max(0, min(1, t))
	hole := a.hexMask(bucket(h * 0.4))
	open := math.Sin(math.Pi * min(1, t*1.25))
	drawAt(dst, hole, x, y, h*0.4/float64(bucket(h*0.4))*open, 0, 0.8*open, tintOf(0x10, 0x0a, 0x06), ebiten.Blend{})
	im := a.Figure(fig, lord, 0, h)
	s := figureScale(fig, lord, h)
	bw, bh := im.Bounds().Dx(), im.Bounds().Dy()
	shown := int(float64(bh) * smoothstep(0.1, 0.9, t))
	if shown > 0 {
		sub := im.SubImage(image.Rect(0, 0, bw, shown)).(*ebiten.Image)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(-float64(bw)/2, -float64(shown))
		op.GeoM.Scale(s, s)
		op.GeoM.Translate(x, y+h*0.04)
		op.ColorScale.ScaleAlpha(float32(min(1, t*3)))
		dst.DrawImage(sub, op)
	}
	a.DrawDust(dst, x, y, h*0.7, t)
}

// DrawUnravel draws figure fig coming apart at x, y (its feet), h pixels
// tall, as t goes 0..1: it sags and fades while strips of bandage whirl
// out from it, leaving a small heap.
func (a *Art) DrawUnravel(dst *ebiten.Image, fig int, lord uint8, x, y, h, t float64) {
	t = max(0, min(1, t))
	if t < 0.7 {
		k := t / 0.7
		im := a.Figure(fig, lord, 0, h)
		s := figureScale(fig, lord, h)
		bh := float64(im.Bounds().Dy()) * s
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(-float64(im.Bounds().Dx())/2, -float64(im.Bounds().Dy()))
		op.GeoM.Scale(s*(1+0.15*k), s*(1-0.6*k*k))
		op.GeoM.Rotate(math.Sin(k*9) * 0.08 * k)
		op.GeoM.Translate(x, y+bh*0.04)
		op.ColorScale.ScaleAlpha(float32(1 - k*k))
		dst.DrawImage(im, op)
	}
	for i := 0; i < 7; i++ {
		bk := bucket(h * 0.6)
		v := i % 3
		im := a.image(key{kind: kBandage, a: int32(v), size: int32(bk)}, func() *render.Canvas { return paintBandage(float64(bk), v) })
		ang0 := float64(i) * 2 * math.Pi / 7
		k := smoothstep(0.05*float64(i%4), 1, t)
		r := h * (0.1 + 0.55*k)
		ang := ang0 + k*2.2
		px := x + math.Cos(ang)*r
		py := y - h*0.45*(1-k) - h*0.25*math.Sin(math.Pi*k) + math.Sin(ang)*r*0.35
		al := 1.0
		if t > 0.75 {
			al = (1 - t) / 0.25
		}
		drawAt(dst, im, px, py, h*0.6/float64(bk)*(1-0.3*k), ang+k*1.5, al, nil, ebiten.Blend{})
	}
	if t > 0.55 {
		bk := bucket(h * 0.4)
		im := a.image(key{kind: kBandage, a: 0, size: int32(bk)}, func() *render.Canvas { return paintBandage(float64(bk), 0) })
		for i := 0; i < 3; i++ {
			drawAt(dst, im, x+float64(i-1)*h*0.08, y-float64(i%2)*h*0.03, h*0.4/float64(bk), float64(i)*0.7, min(1, (t-0.55)*4), nil, ebiten.Blend{})
		}
	}
}

// paintSpot is a dashed hexagon outline, white (tinted when drawn): an
// empty cell where a card may go.
func paintSpot(g hexGeom) *render.Canvas {
	c := render.NewCanvas(g.w, g.h)
	h := hexPoints(g.cx, g.cy, g.R*0.9)
	w := max(1.5, g.R*0.05)
	for k := 0; k < 6; k++ {
		a, b := h[k], h[(k+1)%6]
		for i := 0; i < 4; i++ {
			t0, t1 := (float64(i)+0.15)/4, (float64(i)+0.75)/4
			line(c, a.lerp(b, t0), a.lerp(b, t1), w, color.White)
		}
	}
	return c
}

// DrawSpot draws the dashed outline of the empty cell at at (a cell where
// a card may be laid), tinted col; pulse (0..1) brightens it.
func (a *Art) DrawSpot(dst *ebiten.Image, cam Camera, at rrr.Coord, col color.RGBA, al float64) {
	x, y := cam.At(at)
	r := bucket(cam.zoom())
	im := a.roomLayer(kSpot, 0, 0, r, paintSpot)
	drawAt(dst, im, x, y, cam.zoom()/float64(r), 0, al, tintOf(col.R, col.G, col.B), ebiten.Blend{})
}

// DrawCellTint lays colour col over the cell at at with opacity al: the
// last card laid, a chosen room, the Crypt's red pulse of danger or its
// green flare on defeat. Added light (lighter) glows; otherwise it tints.
func (a *Art) DrawCellTint(dst *ebiten.Image, cam Camera, at rrr.Coord, col color.RGBA, al float64, lighter bool) {
	x, y := cam.At(at)
	r := bucket(cam.zoom())
	bl := ebiten.Blend{}
	if lighter {
		bl = ebiten.BlendLighter
	}
	drawAt(dst, a.hexMask(r), x, y, cam.zoom()/float64(r), 0, al, tintOf(col.R, col.G, col.B), bl)
}

// DrawCellOutline draws a solid outline round the cell at at, in col.
func (a *Art) DrawCellOutline(dst *ebiten.Image, cam Camera, at rrr.Coord, col color.RGBA, al float64) {
	x, y := cam.At(at)
	r := bucket(cam.zoom())
	im := a.hexRing(r)
	drawAt(dst, im, x, y, cam.zoom()/float64(r), 0, al, tintOf(col.R, col.G, col.B), ebiten.Blend{})
}

// hexRing is a white hexagon outline, tinted when drawn.
func (a *Art) hexRing(r int) *ebiten.Image {
	return a.roomLayer(kOutline, 1, 0, r, func(g hexGeom) *render.Canvas {
		c := render.NewCanvas(g.w, g.h)
		var p render.Path
		hexPath(&p, g.cx, g.cy, g.R*0.97)
		c.StrokePath(&p, max(2, g.R*0.06), color.White)
		return c
	})
}
