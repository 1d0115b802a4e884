package render

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game"
	"github.com/pyramid-studio/pyramid/i18n"
)

// Art holds the images generated for one screen size: the board with its
// floors and walls, and sprites of figures, mummies and blocks at the exact
// pixel sizes they are drawn at.
type Art struct {
	P      layout.Play
	F      Fonts
	Board  *ebiten.Image
	cache  map[spriteKey]*ebiten.Image
	pather vector.Path
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

// NewArt draws the board for the layout.
func NewArt(p layout.Play, f Fonts) *Art {
	a := &Art{P: p, F: f, cache: map[spriteKey]*ebiten.Image{}}
	a.Board = ebiten.NewImage(max(1, int(math.Ceil(p.Board.W))), max(1, int(math.Ceil(p.Board.H))))
	a.drawBoard()
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

func (a *Art) drawBoard() {
	dst := a.Board
	p := a.P
	c := p.Cell
	var path vector.Path
	RoundRect(&path, layout.Rect{W: p.Board.W, H: p.Board.H}, 8*p.U)
	FillPath(dst, &path, Stone)
	// masonry of the outer wall
	for j := 0; float64(j)*c*0.35 < p.Board.H; j++ {
		y := float64(j) * c * 0.35
		vector.StrokeLine(dst, 0, float32(y), float32(p.Board.W), float32(y), 1, WithAlpha(WallInk, 0.35), false)
		off := 0.0
		if j%2 == 1 {
			off = c * 0.35
		}
		for x := off; x < p.Board.W; x += c * 0.7 {
			vector.StrokeLine(dst, float32(x), float32(y), float32(x), float32(y+c*0.35), 1, WithAlpha(WallInk, 0.35), false)
		}
	}
	for q := game.Square(0); q < game.NumSquares; q++ {
		if q.Valid() {
			a.drawFloor(q)
		}
	}
	// region names
	name := func(s string, col, row, w, h float64) {
		x := p.Origin[0] - p.Board.X + col*c
		y := p.Origin[1] - p.Board.Y + row*c
		TextMid(dst, s, a.F.Tiny, layout.Rect{X: x, Y: y, W: w * c, H: h * c}, WithAlpha(Ink, 0.55), Center)
	}
	name(i18n.T("CROCODILE POND"), 2, 2.5, 4, 1)
	name(i18n.T("SCORPION PIT"), 1, 6.1, 6, 0.8)
	name(i18n.T("ENTRANCE"), 2, 14.05, 4, 0.5)

	a.drawWalls()
}

func (a *Art) drawFloor(q game.Square) {
	dst := a.Board
	r := a.local(a.P.Square(q))
	c := r.W
	base := Corridor
	switch q.Region() {
	case game.RegionSand:
		base = Sand
	case game.RegionPond:
		base = Water
	case game.RegionNest:
		base = Rubble
	case game.RegionEntrance:
		base = Desert
	}
	tone := 0.92 + 0.1*hash01(q.Col(), q.Row())
	Fill(dst, r, Mix(color.RGBA{0, 0, 0, 255}, base, tone))
	i := int(q)
	switch q.Region() {
	case game.RegionCorridor:
		// flagstones
		Stroke(dst, r.Inset(c*0.04), max(1, c*0.03), WithAlpha(WallInk, 0.45))
		vector.StrokeLine(dst, float32(r.X+c*0.04), float32(r.Y+c/2), float32(r.Right()-c*0.04), float32(r.Y+c/2), float32(max(1, c*0.02)), WithAlpha(WallInk, 0.3), true)
		x := r.X + c*(0.3+0.4*hash01(i, 1))
		vector.StrokeLine(dst, float32(x), float32(r.Y+c*0.04), float32(x), float32(r.Y+c/2), float32(max(1, c*0.02)), WithAlpha(WallInk, 0.3), true)
	case game.RegionSand:
		for k := 0; k < 14; k++ {
			x, y := r.X+c*(0.08+0.84*hash01(i, k)), r.Y+c*(0.08+0.84*hash01(k, i+3))
			vector.FillCircle(dst, float32(x), float32(y), float32(max(0.8, c*0.025)), WithAlpha(rgb(0x9c7a3c), 0.7), true)
		}
	case game.RegionPond:
		for k := 0; k < 3; k++ {
			y := r.Y + c*(0.25+0.25*float64(k))
			var p vector.Path
			x0 := r.X + c*(0.12+0.2*hash01(i, k))
			p.MoveTo(float32(x0), float32(y))
			p.QuadTo(float32(x0+c*0.12), float32(y-c*0.08), float32(x0+c*0.24), float32(y))
			p.QuadTo(float32(x0+c*0.36), float32(y+c*0.08), float32(x0+c*0.48), float32(y))
			StrokePath(dst, &p, max(1, c*0.03), WithAlpha(rgb(0xbfe3ff), 0.6))
		}
	case game.RegionNest:
		for k := 0; k < 7; k++ {
			x, y := r.X+c*(0.12+0.76*hash01(i, k)), r.Y+c*(0.2+0.7*hash01(k+9, i))
			rr := c * (0.04 + 0.05*hash01(i+k, 5))
			vector.FillCircle(dst, float32(x), float32(y), float32(rr), WithAlpha(rgb(0x4f3f2b), 0.8), true)
			vector.FillCircle(dst, float32(x-rr*0.3), float32(y-rr*0.3), float32(rr*0.5), WithAlpha(rgb(0xa89070), 0.6), true)
		}
		Stroke(dst, r.Inset(c*0.02), 1, WithAlpha(WallInk, 0.4))
		Text(dst, fmt.Sprint(q.Block()), a.F.Tiny, r.X+c*0.06, r.Y+c*0.02, WithAlpha(Ink, 0.85), Left)
	case game.RegionEntrance:
		for k := 0; k < 8; k++ {
			x, y := r.X+c*(0.1+0.8*hash01(i, k)), r.Y+c*(0.1+0.8*hash01(k, i))
			vector.FillCircle(dst, float32(x), float32(y), float32(max(0.8, c*0.02)), WithAlpha(rgb(0xa08850), 0.7), true)
		}
		// a door arrow pointing into the pyramid
		var p vector.Path
		cx, cy := r.X+c/2, r.Y+c*0.55
		p.MoveTo(float32(cx), float32(cy-c*0.28))
		p.LineTo(float32(cx+c*0.18), float32(cy-c*0.05))
		p.LineTo(float32(cx-c*0.18), float32(cy-c*0.05))
		p.Close()
		FillPath(dst, &p, WithAlpha(rgb(0x6b5330), 0.6))
	}
}

// drawWalls draws a thick wall wherever two neighbouring places are not
// connected: the walls the rules forbid crossing, and the board's edge.
func (a *Art) drawWalls() {
	dst := a.Board
	c := a.P.Cell
	w := float32(max(2, c*0.09))
	for q := game.Square(0); q < game.NumSquares; q++ {
		if !q.Valid() {
			continue
		}
		r := a.local(a.P.Square(q))
		for d := game.Dir(0); d < 4; d++ {
			if q.Neighbor(d) != game.NoSquare {
				continue
			}
			x0, y0, x1, y1 := r.X, r.Y, r.Right(), r.Bottom()
			switch d {
			case game.North:
				y1 = y0
			case game.South:
				y0 = y1
			case game.West:
				x1 = x0
			case game.East:
				x0 = x1
			}
			vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), w, WallInk, true)
		}
	}
}

// sprite returns a cached sprite, drawing it on first use.
func (a *Art) sprite(k spriteKey, draw func(dst *ebiten.Image, s float64)) *ebiten.Image {
	if im, ok := a.cache[k]; ok {
		return im
	}
	k.size = max(1, k.size) // a minimised window asks for zero-sized sprites
	if im, ok := a.cache[k]; ok {
		return im
	}
	im := ebiten.NewImage(k.size, k.size)
	draw(im, float64(k.size))
	a.cache[k] = im
	return im
}

// shapePath is the outline of adventurer adv: each has its own shape.
func shapePath(p *vector.Path, adv int, cx, cy, r float64) {
	poly := func(n int, rot float64, inner float64) {
		for i := 0; i < n; i++ {
			ang := rot + float64(i)*2*math.Pi/float64(n)
			rr := r
			if inner > 0 && i%2 == 1 {
				rr = r * inner
			}
			x, y := cx+rr*math.Cos(ang), cy+rr*math.Sin(ang)
			if i == 0 {
				p.MoveTo(float32(x), float32(y))
			} else {
				p.LineTo(float32(x), float32(y))
			}
		}
		p.Close()
	}
	switch adv {
	case 0: // circle
		p.Arc(float32(cx), float32(cy), float32(r*0.9), 0, 2*math.Pi, vector.Clockwise)
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
				p.MoveTo(float32(cx+q[0]*0.9), float32(cy+q[1]*0.9))
			} else {
				p.LineTo(float32(cx+q[0]*0.9), float32(cy+q[1]*0.9))
			}
		}
		p.Close()
	}
}

// Figure is adventurer adv's token in seat colour, size px square.
func (a *Art) Figure(adv game.Adventurer, seat, size int) *ebiten.Image {
	return FigureToken(a.F, adv, seat, size)
}

// FigureToken is an adventurer's token for any screen: its own shape,
// filled with the seat's colour, marked with the adventurer's initial.
func FigureToken(fonts Fonts, adv game.Adventurer, seat, size int) *ebiten.Image {
	return Shape("figure", int(adv)*16+seat, size, func(dst *ebiten.Image, s float64) {
		var shadow, body vector.Path
		shapePath(&shadow, int(adv), s/2+s*0.04, s/2+s*0.05, s*0.44)
		FillPath(dst, &shadow, WithAlpha(rgb(0x000000), 0.45))
		shapePath(&body, int(adv), s/2, s/2, s*0.44)
		FillPath(dst, &body, SeatColors[seat])
		StrokePath(dst, &body, max(1.5, s*0.07), rgb(0x140e08))
		ink := rgb(0xffffff)
		if seat == 5 || seat == 4 {
			ink = rgb(0x1a130c)
		}
		face := *fonts.Bold
		face.Size = s * 0.36
		TextMid(dst, initial(adv), &face, layout.Rect{W: s, H: s * 1.04}, ink, Center)
	})
}

func initial(adv game.Adventurer) string {
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
	return a.sprite(spriteKey{k, 0, 0, size}, func(dst *ebiten.Image, s float64) {
		body := layout.Rect{X: s * 0.26, Y: s * 0.1, W: s * 0.48, H: s * 0.8}
		if down {
			body = layout.Rect{X: s * 0.08, Y: s * 0.36, W: s * 0.84, H: s * 0.36}
		}
		var p vector.Path
		RoundRect(&p, body, s*0.16)
		cloth := rgb(0xe9e0c9)
		if down {
			cloth = rgb(0x9d9483)
		}
		var sh vector.Path
		RoundRect(&sh, layout.Rect{X: body.X + s*0.04, Y: body.Y + s*0.05, W: body.W, H: body.H}, s*0.16)
		FillPath(dst, &sh, WithAlpha(rgb(0), 0.45))
		FillPath(dst, &p, cloth)
		// bandages
		for i := 1; i < 6; i++ {
			if down {
				x := body.X + body.W*float64(i)/6
				vector.StrokeLine(dst, float32(x), float32(body.Y+s*0.02), float32(x-s*0.05), float32(body.Bottom()-s*0.02), float32(max(1, s*0.03)), rgb(0x8b7f68), true)
			} else {
				y := body.Y + body.H*float64(i)/6
				vector.StrokeLine(dst, float32(body.X+s*0.02), float32(y), float32(body.Right()-s*0.02), float32(y-s*0.05), float32(max(1, s*0.03)), rgb(0x8b7f68), true)
			}
		}
		StrokePath(dst, &p, max(1.5, s*0.05), rgb(0x2a2118))
		if down {
			Text(dst, "x x", a.faceOf(s*0.22), body.X+body.W*0.1, body.Y+body.H*0.1, rgb(0x2a2118), Left)
			return
		}
		for _, ex := range []float64{0.41, 0.59} {
			vector.FillCircle(dst, float32(s*ex), float32(s*0.28), float32(s*0.05), rgb(0xd7263d), true)
		}
	})
}

func (a *Art) faceOf(size float64) *text.GoTextFace {
	f := *a.F.Bold
	f.Size = size
	return &f
}

// Block is stone block n as it lies on the board.
func (a *Art) Block(n, size int) *ebiten.Image {
	return a.sprite(spriteKey{spBlock, n, 0, size}, func(dst *ebiten.Image, s float64) {
		r := layout.Rect{X: s * 0.04, Y: s * 0.04, W: s * 0.92, H: s * 0.92}
		var p vector.Path
		RoundRect(&p, r, s*0.08)
		FillPath(dst, &p, rgb(0x7b7268))
		var top vector.Path
		RoundRect(&top, layout.Rect{X: r.X + s*0.06, Y: r.Y + s*0.06, W: r.W - s*0.18, H: r.H - s*0.18}, s*0.06)
		FillPath(dst, &top, rgb(0xa39a8c))
		vector.StrokeLine(dst, float32(r.X+s*0.2), float32(r.Y+s*0.3), float32(r.X+s*0.45), float32(r.Y+s*0.42), float32(max(1, s*0.02)), rgb(0x6a6157), true)
		StrokePath(dst, &p, max(1.5, s*0.05), rgb(0x241d16))
		TextMid(dst, fmt.Sprint(n), a.faceOf(s*0.4), layout.Rect{X: r.X, Y: r.Y, W: r.W - s*0.12, H: r.H - s*0.1}, rgb(0x241d16), Center)
	})
}
