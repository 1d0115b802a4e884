package layout

import "math"

// Camera is how the board is shown in its view: Zoom times its fitted
// size (1: the whole board in the view), with the board's point FX, FY
// (fractions of its width and height) at the view's centre. Cameras are
// plain values: the play screen keeps the one it shows and the one it
// eases towards.
type Camera struct {
	Zoom   float64
	FX, FY float64
}

// ZoomLevels are the zooms the board is painted at: a pinch may stop
// between them (the nearest level's art is then scaled), the wheel, the
// keys and a controller's stick clicks step from one to the next (each
// is the one before times 1.25, the input's zoom step).
var ZoomLevels = [...]float64{1, 1.25, 1.5625, 1.953125, 2.44140625}

// MaxZoom is the closest the camera comes: a square then fills about a
// sixth of the view's width.
const MaxZoom = 2.44140625

// Fitted is the camera that shows the whole board.
func Fitted() Camera { return Camera{Zoom: 1, FX: 0.5, FY: 0.5} }

// Zoomed is p with its board as camera c shows it (c clamped: Clamp).
func (p Play) Zoomed(c Camera) Play {
	c = c.Clamp(p)
	return p.ZoomedAt(c.Zoom, c.FX, c.FY)
}

// ZoomedAt is p with its board zoom times its fitted size and its point
// fx, fy at the view's middle, as it is: the art of a zoom level drawn
// for a camera between two levels, which Zoomed would clamp otherwise.
func (p Play) ZoomedAt(zoom, fx, fy float64) Play {
	w, h := p.base.W*zoom, p.base.H*zoom
	cx, cy := p.View.Center()
	p.setBoard(Rect{cx - fx*w, cy - fy*h, w, h})
	return p
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

// Clamp keeps c within its limits for p: a zoom from 1 to MaxZoom; along
// an axis where the board is smaller than the view it stays centred, and
// where larger it is never panned so far that the view shows past its
// edge.
func (c Camera) Clamp(p Play) Camera {
	if !(c.Zoom >= 1) { // NaN too
		c.Zoom = 1
	}
	c.Zoom = min(c.Zoom, MaxZoom)
	c.FX = clampAxis(c.FX, p.base.W*c.Zoom, p.View.W)
	c.FY = clampAxis(c.FY, p.base.H*c.Zoom, p.View.H)
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
func (c Camera) ZoomAbout(p Play, k, x, y float64) Camera {
	c = c.Clamp(p)
	b := p.Zoomed(c).Board
	if b.W <= 0 || b.H <= 0 {
		return c
	}
	bx, by := (x-b.X)/b.W, (y-b.Y)/b.H // the board's point under x,y
	n := c
	n.Zoom = max(1, min(MaxZoom, c.Zoom*k))
	w, h := p.base.W*n.Zoom, p.base.H*n.Zoom
	cx, cy := p.View.Center()
	n.FX = bx + (cx-x)/w
	n.FY = by + (cy-y)/h
	return n.Clamp(p)
}

// PanBy is c moved by dx,dy screen pixels: the board follows the hand.
func (c Camera) PanBy(p Play, dx, dy float64) Camera {
	c = c.Clamp(p)
	w, h := p.base.W*c.Zoom, p.base.H*c.Zoom
	if w > 0 {
		c.FX -= dx / w
	}
	if h > 0 {
		c.FY -= dy / h
	}
	return c.Clamp(p)
}

// Level is the zoom level whose art shows zoom z: the nearest one.
func Level(z float64) float64 {
	best := ZoomLevels[0]
	for _, l := range ZoomLevels {
		if math.Abs(math.Log(z/l)) < math.Abs(math.Log(z/best)) {
			best = l
		}
	}
	return best
}

// NextLevel is the level after z going in (up true) or out, or z's
// nearest level when there is none further.
func NextLevel(z float64, up bool) float64 {
	if up {
		for _, l := range ZoomLevels {
			if l > z*1.01 {
				return l
			}
		}
		return ZoomLevels[len(ZoomLevels)-1]
	}
	for i := len(ZoomLevels) - 1; i >= 0; i-- {
		if ZoomLevels[i] < z/1.01 {
			return ZoomLevels[i]
		}
	}
	return ZoomLevels[0]
}

// FocusOn is c moved (at its zoom) so that the rectangle r, in p's
// zoomed board, is in the view: the keyboard's focus and the acting
// figure are never left outside it.
func (c Camera) FocusOn(p Play, r Rect) Camera {
	c = c.Clamp(p)
	b := p.Zoomed(c).Board
	v := p.View.Inset(p.U * 8)
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
	return c.PanBy(p, dx, dy)
}
