package runrunrun

import (
	"math"

	"github.com/pyramid-studio/pyramid/client/layout"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// The maze's geometry on screen (spec §4): flat-topped hexagons in axial
// coordinates, sides numbered clockwise from the top (N, NE, SE, S, SW,
// NW). In maze units a card's circumradius is 1 and the Crypt's centre is
// the origin; a Camera turns maze units into screen pixels.

const sqrt3 = 1.7320508075688772

// CellCenter is the centre of cell c in maze units (y grows downwards).
func CellCenter(c rrr.Coord) (x, y float64) {
	q, r := float64(c.Q), float64(c.R)
	return 1.5 * q, sqrt3 * (r + q/2)
}

// CoordAt is the cell whose hexagon holds the maze point x, y.
func CoordAt(x, y float64) rrr.Coord {
	q := x / 1.5
	r := y/sqrt3 - q/2
	// round in cube coordinates (q, r, s = -q-r), fixing the worst axis
	s := -q - r
	rq, rr, rs := math.Round(q), math.Round(r), math.Round(s)
	dq, dr, ds := math.Abs(rq-q), math.Abs(rr-r), math.Abs(rs-s)
	switch {
	case dq > dr && dq > ds:
		rq = -rr - rs
	case dr > ds:
		rr = -rq - rs
	}
	return rrr.Coord{Q: int8(clampInt(int(rq), -127, 127)), R: int8(clampInt(int(rr), -127, 127))}
}

func clampInt(v, lo, hi int) int { return max(lo, min(hi, v)) }

// cornerAngle is the angle of corner k (0..5) from a hexagon's centre:
// corner k is where side k-1 meets side k, so side d runs from corner d to
// corner d+1 and corner 0 is the top-left one.
func cornerAngle(k int) float64 { return float64(k%6)*math.Pi/3 - 2*math.Pi/3 }

// sideAngle is the direction of side d's outward normal.
func sideAngle(d int) float64 { return float64(d%6)*math.Pi/3 - math.Pi/2 }

// Corner is corner k of the hexagon of circumradius r centred on cx, cy.
func Corner(cx, cy, r float64, k int) (x, y float64) {
	a := cornerAngle(k)
	return cx + r*math.Cos(a), cy + r*math.Sin(a)
}

// SideMid is the middle of side d of the hexagon of circumradius r
// centred on cx, cy.
func SideMid(cx, cy, r float64, d rrr.Side) (x, y float64) {
	a := sideAngle(int(d))
	k := r * sqrt3 / 2
	return cx + k*math.Cos(a), cy + k*math.Sin(a)
}

// Zoom limits: a card's circumradius on screen, in pixels. At the least a
// maze of every card still fits a 1280×720 view; at the most a card fills
// a good part of a 1920×1080 screen.
const (
	MinZoom = 14.0
	MaxZoom = 300.0
)

// Camera says which part of the maze a view shows and how large: the
// maze point at the view's centre and the zoom (a card's circumradius in
// pixels). It is a value: screens keep one, pan and zoom it with the
// pointer or a stick, and ease between two with Lerp.
type Camera struct {
	View layout.Rect // the screen rectangle the maze is drawn in
	X, Y float64     // the maze point (in maze units) at the view's centre
	Zoom float64     // pixels per maze unit: a card's circumradius on screen
}

// Point is where the maze point x, y lands on the screen.
func (c Camera) Point(x, y float64) (sx, sy float64) {
	cx, cy := c.View.Center()
	return cx + (x-c.X)*c.Zoom, cy + (y-c.Y)*c.Zoom
}

// At is the screen point of cell at's centre.
func (c Camera) At(at rrr.Coord) (sx, sy float64) { return c.Point(CellCenter(at)) }

// Maze is the maze point under the screen point sx, sy.
func (c Camera) Maze(sx, sy float64) (x, y float64) {
	cx, cy := c.View.Center()
	z := c.zoom()
	return c.X + (sx-cx)/z, c.Y + (sy-cy)/z
}

// Cell is the cell under the screen point sx, sy: what a click picks.
func (c Camera) Cell(sx, sy float64) rrr.Coord { return CoordAt(c.Maze(sx, sy)) }

func (c Camera) zoom() float64 {
	if c.Zoom <= 0 {
		return MinZoom
	}
	return c.Zoom
}

// Pan moves the view by dx, dy screen pixels (a drag moves the maze with
// the pointer: the camera goes the other way).
func (c Camera) Pan(dx, dy float64) Camera {
	z := c.zoom()
	c.X -= dx / z
	c.Y -= dy / z
	return c
}

// ZoomAt scales the zoom by f, clamped to MinZoom..MaxZoom, keeping the
// maze point under the screen point sx, sy where it is (the wheel zooms
// towards the pointer).
func (c Camera) ZoomAt(f, sx, sy float64) Camera {
	mx, my := c.Maze(sx, sy)
	c.Zoom = max(MinZoom, min(MaxZoom, c.zoom()*f))
	nx, ny := c.Maze(sx, sy)
	c.X += mx - nx
	c.Y += my - ny
	return c
}

// Lerp is the camera a fraction t of the way from c to d; the zoom eases
// geometrically, so a zoom from the whole maze to one card feels even.
func (c Camera) Lerp(d Camera, t float64) Camera {
	t = max(0, min(1, t))
	out := d
	out.X = c.X + (d.X-c.X)*t
	out.Y = c.Y + (d.Y-c.Y)*t
	out.Zoom = c.zoom() * math.Pow(d.zoom()/c.zoom(), t)
	return out
}

// Visible reports whether any of cell at's hexagon shows in the view.
func (c Camera) Visible(at rrr.Coord) bool {
	x, y := c.At(at)
	r := c.zoom()
	return x+r > c.View.X && x-r < c.View.Right() && y+r > c.View.Y && y-r < c.View.Bottom()
}

// Bounds is the smallest maze rectangle holding every laid cell and the
// empty cells around them (where the next card may go), in maze units.
func Bounds(obs *rrr.Observation) (x0, y0, x1, y1 float64) {
	x0, y0, x1, y1 = math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i := 0; i < int(obs.NCells); i++ {
		x, y := CellCenter(obs.Cells[i].At)
		x0, y0 = min(x0, x-2.5), min(y0, y-sqrt3*1.5)
		x1, y1 = max(x1, x+2.5), max(y1, y+sqrt3*1.5)
	}
	if obs.NCells == 0 {
		return -2.5, -2.6, 2.5, 2.6
	}
	return x0, y0, x1, y1
}

// Fit is the camera that shows the whole maze (with the empty cells
// around it) in view, as large as fits, within MinZoom..MaxZoom.
func Fit(obs *rrr.Observation, view layout.Rect) Camera {
	x0, y0, x1, y1 := Bounds(obs)
	z := min(view.W/(x1-x0), view.H/(y1-y0))
	return Camera{View: view, X: (x0 + x1) / 2, Y: (y0 + y1) / 2, Zoom: max(MinZoom, min(MaxZoom, z))}
}

// Focus is the camera centred on cell at with a card's circumradius r
// pixels: a close-up of a fight, a new room or the Exit.
func Focus(at rrr.Coord, view layout.Rect, r float64) Camera {
	x, y := CellCenter(at)
	return Camera{View: view, X: x, Y: y, Zoom: max(MinZoom, min(MaxZoom, r))}
}
