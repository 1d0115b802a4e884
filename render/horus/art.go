package horus

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// Art holds the images generated for one screen size: the board with its
// floors and walls, and sprites of figures, mummies and blocks at the exact
// pixel sizes they are drawn at.
type Art struct {
	P     layout.Play
	F     render.Fonts
	Board *ebiten.Image
	cache map[spriteKey]*ebiten.Image
}

type spriteKey struct {
	kind, a, b, size int
}

const (
	spFigure = iota
	spMummy
	spMummyDown
	spBlock
)

// NewArt paints the board for the layout on the CPU and uploads it.
func NewArt(p layout.Play, f render.Fonts) *Art {
	a := &Art{P: p, F: f, cache: map[spriteKey]*ebiten.Image{}}
	c := render.NewCanvas(int(math.Ceil(p.Board.W)), int(math.Ceil(p.Board.H)))
	a.drawBoard(c)
	a.Board = c.Image()
	return a
}

// Dispose frees the images.
func (a *Art) Dispose() {
	a.Board.Deallocate()
	for _, im := range a.cache {
		im.Deallocate()
	}
}

// local maps a screen rectangle into the board image.
func (a *Art) local(r layout.Rect) layout.Rect {
	return layout.Rect{X: r.X - a.P.Board.X, Y: r.Y - a.P.Board.Y, W: r.W, H: r.H}
}

// hash01 is a fixed pseudo-random number for texture details.
func hash01(i, j int) float64 {
	h := uint32(i*73856093) ^ uint32(j*19349663) ^ 0x9e3779b9
	h ^= h >> 13
	h *= 0x5bd1e995
	h ^= h >> 15
	return float64(h%10000) / 10000
}

func (a *Art) drawBoard(dst *render.Canvas) {
	p := a.P
	c := p.Cell
	var path render.Path
	render.RoundRect(&path, layout.Rect{W: p.Board.W, H: p.Board.H}, 8*p.U)
	dst.FillPath(&path, render.Stone)
	// masonry of the outer wall: lines 1 px wide, not anti-aliased
	for j := 0; float64(j)*c*0.35 < p.Board.H; j++ {
		y := float64(j) * c * 0.35
		dst.Fill(layout.Rect{Y: y - 0.5, W: p.Board.W, H: 1}, render.WithAlpha(render.WallInk, 0.35))
		off := 0.0
		if j%2 == 1 {
			off = c * 0.35
		}
		for x := off; x < p.Board.W; x += c * 0.7 {
			dst.Fill(layout.Rect{X: x - 0.5, Y: y, W: 1, H: c * 0.35}, render.WithAlpha(render.WallInk, 0.35))
		}
	}
	for q := horus.Square(0); q < horus.NumSquares; q++ {
		if q.Valid() {
			a.drawFloor(dst, q)
		}
	}
	// region names
	name := func(s string, col, row, w, h float64) {
		x := p.Origin[0] - p.Board.X + col*c
		y := p.Origin[1] - p.Board.Y + row*c
		dst.TextMid(s, a.F.Tiny, layout.Rect{X: x, Y: y, W: w * c, H: h * c}, render.WithAlpha(render.Ink, 0.55), render.Center)
	}
	name(i18n.T("CROCODILE POND"), 2, 2.5, 4, 1)
	name(i18n.T("SCORPION PIT"), 1, 6.1, 6, 0.8)
	name(i18n.T("ENTRANCE"), 2, 14.05, 4, 0.5)

	a.drawWalls(dst)
}

func (a *Art) drawFloor(dst *render.Canvas, q horus.Square) {
	r := a.local(a.P.Square(q))
	c := r.W
	base := render.Corridor
	switch q.Region() {
	case horus.RegionSand:
		base = render.Sand
	case horus.RegionPond:
		base = render.Water
	case horus.RegionNest:
		base = render.Rubble
	case horus.RegionEntrance:
		base = render.Desert
	}
	tone := 0.92 + 0.1*hash01(q.Col(), q.Row())
	dst.Fill(r, render.Mix(color.RGBA{0, 0, 0, 255}, base, tone))
	i := int(q)
	switch q.Region() {
	case horus.RegionCorridor:
		// flagstones
		dst.Stroke(r.Inset(c*0.04), max(1, c*0.03), render.WithAlpha(render.WallInk, 0.45))
		dst.StrokeLine(r.X+c*0.04, r.Y+c/2, r.Right()-c*0.04, r.Y+c/2, max(1, c*0.02), render.WithAlpha(render.WallInk, 0.3))
		x := r.X + c*(0.3+0.4*hash01(i, 1))
		dst.StrokeLine(x, r.Y+c*0.04, x, r.Y+c/2, max(1, c*0.02), render.WithAlpha(render.WallInk, 0.3))
	case horus.RegionSand:
		for k := 0; k < 14; k++ {
			x, y := r.X+c*(0.08+0.84*hash01(i, k)), r.Y+c*(0.08+0.84*hash01(k, i+3))
			dst.FillCircle(x, y, max(0.8, c*0.025), render.WithAlpha(rgb(0x9c7a3c), 0.7))
		}
	case horus.RegionPond:
		for k := 0; k < 3; k++ {
			y := r.Y + c*(0.25+0.25*float64(k))
			var p render.Path
			x0 := r.X + c*(0.12+0.2*hash01(i, k))
			p.MoveTo(x0, y)
			p.QuadTo(x0+c*0.12, y-c*0.08, x0+c*0.24, y)
			p.QuadTo(x0+c*0.36, y+c*0.08, x0+c*0.48, y)
			dst.StrokePath(&p, max(1, c*0.03), render.WithAlpha(rgb(0xbfe3ff), 0.6))
		}
	case horus.RegionNest:
		for k := 0; k < 7; k++ {
			x, y := r.X+c*(0.12+0.76*hash01(i, k)), r.Y+c*(0.2+0.7*hash01(k+9, i))
			rr := c * (0.04 + 0.05*hash01(i+k, 5))
			dst.FillCircle(x, y, rr, render.WithAlpha(rgb(0x4f3f2b), 0.8))
			dst.FillCircle(x-rr*0.3, y-rr*0.3, rr*0.5, render.WithAlpha(rgb(0xa89070), 0.6))
		}
		dst.Stroke(r.Inset(c*0.02), 1, render.WithAlpha(render.WallInk, 0.4))
		dst.Text(fmt.Sprint(q.Block()), a.F.Tiny, r.X+c*0.06, r.Y+c*0.02, render.WithAlpha(render.Ink, 0.85), render.Left)
	case horus.RegionEntrance:
		for k := 0; k < 8; k++ {
			x, y := r.X+c*(0.1+0.8*hash01(i, k)), r.Y+c*(0.1+0.8*hash01(k, i))
			dst.FillCircle(x, y, max(0.8, c*0.02), render.WithAlpha(rgb(0xa08850), 0.7))
		}
		// a door arrow pointing into the pyramid
		var p render.Path
		cx, cy := r.X+c/2, r.Y+c*0.55
		p.MoveTo(cx, cy-c*0.28)
		p.LineTo(cx+c*0.18, cy-c*0.05)
		p.LineTo(cx-c*0.18, cy-c*0.05)
		p.Close()
		dst.FillPath(&p, render.WithAlpha(rgb(0x6b5330), 0.6))
	}
}

// drawWalls draws a thick wall wherever two neighbouring places are not
// connected: the walls the rules forbid crossing, and the board's edge.
func (a *Art) drawWalls(dst *render.Canvas) {
	c := a.P.Cell
	w := max(2, c*0.09)
	for q := horus.Square(0); q < horus.NumSquares; q++ {
		if !q.Valid() {
			continue
		}
		r := a.local(a.P.Square(q))
		for d := horus.Dir(0); d < 4; d++ {
			if q.Neighbor(d) != horus.NoSquare {
				continue
			}
			x0, y0, x1, y1 := r.X, r.Y, r.Right(), r.Bottom()
			switch d {
			case horus.North:
				y1 = y0
			case horus.South:
				y0 = y1
			case horus.West:
				x1 = x0
			case horus.East:
				x0 = x1
			}
			dst.StrokeLine(x0, y0, x1, y1, w, render.WallInk)
		}
	}
}

// sprite returns a cached sprite, painting it on first use.
func (a *Art) sprite(k spriteKey, draw func(c *render.Canvas, s float64)) *ebiten.Image {
	if im, ok := a.cache[k]; ok {
		return im
	}
	k.size = max(1, k.size) // a minimised window asks for zero-sized sprites
	if im, ok := a.cache[k]; ok {
		return im
	}
	c := render.NewCanvas(k.size, k.size)
	draw(c, float64(k.size))
	im := c.Image()
	a.cache[k] = im
	return im
}

// shapePath is the outline of adventurer adv: each has its own shape.
func shapePath(p *render.Path, adv int, cx, cy, r float64) {
	poly := func(n int, rot float64, inner float64) {
		for i := 0; i < n; i++ {
			ang := rot + float64(i)*2*math.Pi/float64(n)
			rr := r
			if inner > 0 && i%2 == 1 {
				rr = r * inner
			}
			x, y := cx+rr*math.Cos(ang), cy+rr*math.Sin(ang)
			if i == 0 {
				p.MoveTo(x, y)
			} else {
				p.LineTo(x, y)
			}
		}
		p.Close()
	}
	switch adv {
	case 0: // circle
		p.Arc(cx, cy, r*0.9, 0, 2*math.Pi)
		p.Close()
	case 1: // triangle
		poly(3, -math.Pi/2, 0)
	case 2: // diamond
		poly(4, -math.Pi/2, 0)
	case 3: // star
		poly(10, -math.Pi/2, 0.5)
	case 4: // square
		poly(4, -math.Pi/4, 0)
	case 5: // hexagon
		poly(6, 0, 0)
	case 6: // pentagon
		poly(5, -math.Pi/2, 0)
	default: // cross
		k := r * 0.36
		pts := [][2]float64{{-k, -r}, {k, -r}, {k, -k}, {r, -k}, {r, k}, {k, k}, {k, r}, {-k, r}, {-k, k}, {-r, k}, {-r, -k}, {-k, -k}}
		for i, q := range pts {
			if i == 0 {
				p.MoveTo(cx+q[0]*0.9, cy+q[1]*0.9)
			} else {
				p.LineTo(cx+q[0]*0.9, cy+q[1]*0.9)
			}
		}
		p.Close()
	}
}

// Figure is adventurer adv's token in seat colour, size px square.
func (a *Art) Figure(adv horus.Adventurer, seat, size int) *ebiten.Image {
	return FigureToken(a.F, adv, seat, size)
}

// FigureToken is an adventurer's token for any screen: its own shape,
// filled with the seat's colour, marked with the adventurer's initial.
func FigureToken(fonts render.Fonts, adv horus.Adventurer, seat, size int) *ebiten.Image {
	return render.Shape("figure", int(adv)*16+seat, size, func(dst *render.Canvas, s float64) {
		var shadow, body render.Path
		shapePath(&shadow, int(adv), s/2+s*0.04, s/2+s*0.05, s*0.44)
		dst.FillPath(&shadow, render.WithAlpha(rgb(0x000000), 0.45))
		shapePath(&body, int(adv), s/2, s/2, s*0.44)
		dst.FillPath(&body, render.SeatColors[seat])
		dst.StrokePath(&body, max(1.5, s*0.07), rgb(0x140e08))
		ink := rgb(0xffffff)
		if seat == 5 || seat == 4 {
			ink = rgb(0x1a130c)
		}
		dst.TextMid(initial(adv), render.Resized(fonts.Bold, s*0.36), layout.Rect{W: s, H: s * 1.04}, ink, render.Center)
	})
}

func initial(adv horus.Adventurer) string {
	n := adv.Name()
	for i := len(n) - 1; i > 0; i-- {
		if n[i-1] == ' ' {
			return n[i : i+1]
		}
	}
	return n[:1]
}

// Mummy is a standing (or, down, a fallen) mummy sprite.
func (a *Art) Mummy(down bool, size int) *ebiten.Image {
	k := spMummy
	if down {
		k = spMummyDown
	}
	return a.sprite(spriteKey{k, 0, 0, size}, func(dst *render.Canvas, s float64) {
		body := layout.Rect{X: s * 0.26, Y: s * 0.1, W: s * 0.48, H: s * 0.8}
		if down {
			body = layout.Rect{X: s * 0.08, Y: s * 0.36, W: s * 0.84, H: s * 0.36}
		}
		var p render.Path
		render.RoundRect(&p, body, s*0.16)
		cloth := rgb(0xe9e0c9)
		if down {
			cloth = rgb(0x9d9483)
		}
		var sh render.Path
		render.RoundRect(&sh, layout.Rect{X: body.X + s*0.04, Y: body.Y + s*0.05, W: body.W, H: body.H}, s*0.16)
		dst.FillPath(&sh, render.WithAlpha(rgb(0), 0.45))
		dst.FillPath(&p, cloth)
		// bandages
		for i := 1; i < 6; i++ {
			if down {
				x := body.X + body.W*float64(i)/6
				dst.StrokeLine(x, body.Y+s*0.02, x-s*0.05, body.Bottom()-s*0.02, max(1, s*0.03), rgb(0x8b7f68))
			} else {
				y := body.Y + body.H*float64(i)/6
				dst.StrokeLine(body.X+s*0.02, y, body.Right()-s*0.02, y-s*0.05, max(1, s*0.03), rgb(0x8b7f68))
			}
		}
		dst.StrokePath(&p, max(1.5, s*0.05), rgb(0x2a2118))
		if down {
			dst.Text("x x", a.faceOf(s*0.22), body.X+body.W*0.1, body.Y+body.H*0.1, rgb(0x2a2118), render.Left)
			return
		}
		for _, ex := range []float64{0.41, 0.59} {
			dst.FillCircle(s*ex, s*0.28, s*0.05, rgb(0xd7263d))
		}
	})
}

func (a *Art) faceOf(size float64) render.Face {
	return render.Resized(a.F.Bold, size)
}

// Block is stone block n as it lies on the board.
func (a *Art) Block(n, size int) *ebiten.Image {
	return a.sprite(spriteKey{spBlock, n, 0, size}, func(dst *render.Canvas, s float64) {
		r := layout.Rect{X: s * 0.04, Y: s * 0.04, W: s * 0.92, H: s * 0.92}
		var p render.Path
		render.RoundRect(&p, r, s*0.08)
		dst.FillPath(&p, rgb(0x7b7268))
		var top render.Path
		render.RoundRect(&top, layout.Rect{X: r.X + s*0.06, Y: r.Y + s*0.06, W: r.W - s*0.18, H: r.H - s*0.18}, s*0.06)
		dst.FillPath(&top, rgb(0xa39a8c))
		dst.StrokeLine(r.X+s*0.2, r.Y+s*0.3, r.X+s*0.45, r.Y+s*0.42, max(1, s*0.02), rgb(0x6a6157))
		dst.StrokePath(&p, max(1.5, s*0.05), rgb(0x241d16))
		dst.TextMid(fmt.Sprint(n), a.faceOf(s*0.4), layout.Rect{X: r.X, Y: r.Y, W: r.W - s*0.12, H: r.H - s*0.1}, rgb(0x241d16), render.Center)
	})
}
