package layout

import "math"

// Camera is how a board is shown in its view: Zoom times its fitted
// size (1: the whole board in the view), with the board's point FX, FY
// (fractions of its width and height) at the view's centre. Cameras are
// plain values: a play screen keeps the one it shows and the one it
// eases towards. Every game's zoomed board moves through one (Lens says
// what it looks at).
type Camera struct {
	Zoom   float64
	FX, FY float64
}

// Lens is what a camera looks at: the board fitted at zoom 1 (Base), the
// view it is shown through, and the zoom levels its art is painted at,
// from 1 up (a pinch may stop between them: the nearest level's art is
// then scaled; the wheel, the keys and a controller's stick clicks step
// from one to the next). Margin is how far inside the view's edges a
// square the camera follows is kept.
type Lens struct {
	Base, View Rect
	Levels     []float64
	Margin     float64
}

// ZoomLevels are the zooms The Pyramid of Horus's board is painted at:
// each is the one before times 1.25, the input's zoom step; at the
// closest a square fills about a sixth of the view's width.
var ZoomLevels = []float64{1, 1.25, 1.5625, 1.953125, 2.44140625}

// Fitted is the camera that shows the whole board.
func Fitted() Camera { return Camera{Zoom: 1, FX: 0.5, FY: 0.5} }

// Lens is what the play screen's camera looks at.
func (p Play) Lens() Lens {
	return Lens{Base: p.base, View: p.View, Levels: ZoomLevels, Margin: p.U * 8}
}

// Zoomed is p with its board as camera c shows it (c clamped: Clamp).
func (p Play) Zoomed(c Camera) Play {
	c = c.Clamp(p.Lens())
	return p.ZoomedAt(c.Zoom, c.FX, c.FY)
}

// ZoomedAt is p with its board zoom times its fitted size and its point
// fx, fy at the view's middle, as it is: the art of a zoom level drawn
// for a camera between two levels, which Zoomed would clamp otherwise.
func (p Play) ZoomedAt(zoom, fx, fy float64) Play {
	p.setBoard(p.Lens().BoardAt(zoom, fx, fy))
	return p
}

// BoardAt is where the board lies at zoom times its fitted size with its
// point fx, fy at the view's middle (unclamped).
func (l Lens) BoardAt(zoom, fx, fy float64) Rect {
	w, h := l.Base.W*zoom, l.Base.H*zoom
	cx, cy := l.View.Center()
	return Rect{cx - fx*w, cy - fy*h, w, h}
}

// Board is where the board lies as camera c shows it (c clamped).
func (l Lens) Board(c Camera) Rect {
	c = c.Clamp(l)
	return l.BoardAt(c.Zoom, c.FX, c.FY)
}

// Shifted is p's board and view moved by dx, dy: the board drawn into an
// image of its own, whose top left is the screen's point -dx, -dy.
func (p Play) Shifted(dx, dy float64) Play {
	p.View.X, p.View.Y = p.View.X+dx, p.View.Y+dy
	p.Names.X, p.Names.Y = p.Names.X+dx, p.Names.Y+dy
	p.base.X, p.base.Y = p.base.X+dx, p.base.Y+dy
	p.setBoard(Rect{p.Board.X + dx, p.Board.Y + dy, p.Board.W, p.Board.H})
	return p
}

// Fitted is the board at zoom 1, whatever the camera.
func (p Play) Fitted() Rect { return p.base }

// Max is the closest the lens's camera comes: its last level.
func (l Lens) Max() float64 {
	if len(l.Levels) == 0 {
		return 1
	}
	return l.Levels[len(l.Levels)-1]
}

// Clamp keeps c within its limits for l: a zoom from 1 to l.Max(); along
// an axis where the board is smaller than the view it stays centred, and
// where larger it is never panned so far that the view shows past its
// edge.
func (c Camera) Clamp(l Lens) Camera {
	if !(c.Zoom >= 1) { // NaN too
		c.Zoom = 1
	}
	c.Zoom = min(c.Zoom, l.Max())
	c.FX = clampAxis(c.FX, l.Base.W*c.Zoom, l.View.W)
	c.FY = clampAxis(c.FY, l.Base.H*c.Zoom, l.View.H)
	return c
}

// clampAxis keeps the fraction f of a board side of length size at the
// middle of a view of length view.
func clampAxis(f, size, view float64) float64 {
	if size <= view || size <= 0 || math.IsNaN(f) {
		return 0.5
	}
	lo := view / 2 / size
	return max(lo, min(1-lo, f))
}

// ZoomAbout is c zoomed by k (more than 1 zooms in), keeping the board's
// point under the screen point x,y there: the wheel and a pinch zoom
// where they are.
func (c Camera) ZoomAbout(l Lens, k, x, y float64) Camera {
	c = c.Clamp(l)
	b := l.Board(c)
	if b.W <= 0 || b.H <= 0 {
		return c
	}
	bx, by := (x-b.X)/b.W, (y-b.Y)/b.H // the board's point under x,y
	n := c
	n.Zoom = max(1, min(l.Max(), c.Zoom*k))
	w, h := l.Base.W*n.Zoom, l.Base.H*n.Zoom
	cx, cy := l.View.Center()
	n.FX = bx + (cx-x)/w
	n.FY = by + (cy-y)/h
	return n.Clamp(l)
}

// PanBy is c moved by dx,dy screen pixels: the board follows the hand.
func (c Camera) PanBy(l Lens, dx, dy float64) Camera {
	c = c.Clamp(l)
	w, h := l.Base.W*c.Zoom, l.Base.H*c.Zoom
	if w > 0 {
		c.FX -= dx / w
	}
	if h > 0 {
		c.FY -= dy / h
	}
	return c.Clamp(l)
}

// Level is the zoom level whose art shows zoom z: the nearest one.
func (l Lens) Level(z float64) float64 {
	if len(l.Levels) == 0 {
		return 1
	}
	best := l.Levels[0]
	for _, v := range l.Levels {
		if math.Abs(math.Log(z/v)) < math.Abs(math.Log(z/best)) {
			best = v
		}
	}
	return best
}

// NextLevel is the level after z going in (up true) or out, or z's
// nearest level when there is none further.
func (l Lens) NextLevel(z float64, up bool) float64 {
	if len(l.Levels) == 0 {
		return 1
	}
	if up {
		for _, v := range l.Levels {
			if v > z*1.01 {
				return v
			}
		}
		return l.Max()
	}
	for i := len(l.Levels) - 1; i >= 0; i-- {
		if l.Levels[i] < z/1.01 {
			return l.Levels[i]
		}
	}
	return l.Levels[0]
}

// FocusOn is c moved (at its zoom) so that the rectangle r, on the board
// as c shows it, is in the view: the keyboard's focus and the acting
// figure are never left outside it.
func (c Camera) FocusOn(l Lens, r Rect) Camera {
	c = c.Clamp(l)
	b := l.Board(c)
	v := l.View.Inset(l.Margin)
	dx, dy := 0.0, 0.0
	switch {
	case r.X < v.X:
		dx = v.X - r.X
	case r.Right() > v.Right():
		dx = v.Right() - r.Right()
	}
	switch {
	case r.Y < v.Y:
		dy = v.Y - r.Y
	case r.Bottom() > v.Bottom():
		dy = v.Bottom() - r.Bottom()
	}
	if dx == 0 && dy == 0 || b.W <= 0 {
		return c
	}
	return c.PanBy(l, dx, dy)
}
