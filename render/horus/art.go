package horus

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
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
		if n > 0 { // 0: a block with no number, the pile's sign
			dst.TextMid(fmt.Sprint(n), a.faceOf(s*0.4), layout.Rect{X: r.X, Y: r.Y, W: r.W - s*0.12, H: r.H - s*0.1}, rgb(0x241d16), render.Center)
		}
	})
}
