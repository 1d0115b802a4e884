package pengqueen

import (
	"math"

	"github.com/pyramid-studio/pyramid/client/layout"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

// Board is where the maze lies on the screen: the 25×13 squares of the
// engine's map and the pyramid drawn round them (its point above row 1,
// the snowy steps below the entrance), fitted into a rectangle. Every
// drawing of the game places itself through it.
type Board struct {
	// Rect is the whole picture: the pyramid, its capstone, the row
	// numbers at its sides and the column letters and steps below it.
	Rect layout.Rect
	// Cell is a square's side in pixels, a whole number so that the
	// squares' edges fall on pixels and the walls stay crisp.
	Cell float64
	// X0, Y0 is the top-left corner of square A1's cell (column A, row 1).
	X0, Y0 float64
}

// The pyramid around the grid, in cells. Its sides follow the map's
// staircase (row r spans columns 10-r..14+r), so they slope at 45° to a
// point 2.5 cells above row 1; rows 11 to 13 are the full-width base.
const (
	marginSide   = 0.9  // room either side for the row numbers
	marginTop    = 2.7  // the pyramid's point and its gilded capstone
	marginBottom = 0.95 // the column letters and the entrance's steps
	apexY        = -2.5 // the point of the pyramid, in cells from row 1's top
	capY         = -1.45
	baseY        = 10 // below this the pyramid is its full width
)

// FitBoard is the largest board that fits area, centred in it.
func FitBoard(area layout.Rect) Board {
	w := float64(pq.Cols) + 2*marginSide
	h := float64(pq.Rows) + marginTop + marginBottom
	cell := math.Floor(min(area.W/w, area.H/h))
	cell = max(cell, 4)
	bw, bh := math.Round(w*cell), math.Round(h*cell)
	x := math.Round(area.X + (area.W-bw)/2)
	y := math.Round(area.Y + (area.H-bh)/2)
	return Board{
		Rect: layout.Rect{X: x, Y: y, W: bw, H: bh},
		Cell: cell,
		X0:   x + math.Round(marginSide*cell),
		Y0:   y + math.Round(marginTop*cell),
	}
}

// Zoomed is the same board scaled to lie at r (its Rect scaled: a
// camera's view of it, layout.Lens.Board): the squares grow with it, and
// the art painted for b is drawn scaled (Art.DrawMaze).
func (b Board) Zoomed(r layout.Rect) Board {
	if b.Rect.W <= 0 {
		return b
	}
	k := r.W / b.Rect.W
	return Board{Rect: r, Cell: b.Cell * k, X0: r.X + (b.X0-b.Rect.X)*k, Y0: r.Y + (b.Y0-b.Rect.Y)*k}
}

// CellRect is the rectangle of the map cell at column col, row row
// (0-based), whether or not it is a square.
func (b Board) CellRect(col, row int) layout.Rect {
	return layout.Rect{X: b.X0 + float64(col)*b.Cell, Y: b.Y0 + float64(row)*b.Cell, W: b.Cell, H: b.Cell}
}

// Square is the rectangle of square q (zero for NoSquare).
func (b Board) Square(q pq.Square) layout.Rect {
	if !q.Valid() {
		return layout.Rect{}
	}
	return b.CellRect(q.Col(), q.Row())
}

// Centre is the middle of square q.
func (b Board) Centre(q pq.Square) (x, y float64) {
	return b.Square(q).Center()
}

// SquareAt is the square under the point x,y, if any.
func (b Board) SquareAt(x, y float64) (pq.Square, bool) {
	c := int(math.Floor((x - b.X0) / b.Cell))
	r := int(math.Floor((y - b.Y0) / b.Cell))
	if x < b.X0 || y < b.Y0 {
		return pq.NoSquare, false
	}
	q := pq.SquareAt(c, r)
	return q, q != pq.NoSquare
}

// Spot is where the i-th of n figures sharing square q stands: the whole
// square for one, side by side and smaller for more (the hunters on the
// entrance, caught hunters on the sarcophagus).
func (b Board) Spot(q pq.Square, i, n int) layout.Rect {
	r := b.Square(q)
	if n <= 1 {
		return r
	}
	k := 0.62
	if n > 2 {
		k = 0.5
	}
	w := r.W * k
	step := (r.W - w) / float64(n-1)
	return layout.Rect{X: r.X + float64(i)*step, Y: r.Bottom() - w - r.H*0.04*float64(i%2), W: w, H: w}
}

// FigureRect is where the i-th of n figures on square q is drawn: its
// Spot grown by a fifth and standing on the same floor, so the figures
// read well from a couch (their heads rise in front of the wall above).
func (b Board) FigureRect(q pq.Square, i, n int) layout.Rect {
	r := b.Spot(q, i, n)
	w := r.W * 1.2
	return layout.Rect{X: r.X + (r.W-w)/2, Y: r.Bottom() - w + b.Cell*0.02, W: w, H: w}
}

// local is r in the coordinates of an image covering the board's Rect.
func (b Board) local(r layout.Rect) layout.Rect {
	return layout.Rect{X: r.X - b.Rect.X, Y: r.Y - b.Rect.Y, W: r.W, H: r.H}
}

// toCells maps a point of the board's image to cell coordinates (column,
// row; 0,0 is A1's top-left corner).
func (b Board) toCells(px, py float64) (gx, gy float64) {
	return (px + b.Rect.X - b.X0) / b.Cell, (py + b.Rect.Y - b.Y0) / b.Cell
}

// fromCells maps cell coordinates to a point of the board's image.
func (b Board) fromCells(gx, gy float64) (px, py float64) {
	return b.X0 - b.Rect.X + gx*b.Cell, b.Y0 - b.Rect.Y + gy*b.Cell
}

// pyramidDepth is how far inside the pyramid's outline the point gx,gy
// lies, in cells (negative outside).
func pyramidDepth(gx, gy float64) float64 {
	side := float64(pq.Cols) / 2
	var d float64
	if gy < baseY {
		// the 45° sides: distance to the nearer one
		d = ((gy - apexY) - math.Abs(gx-side)) / math.Sqrt2
	} else {
		d = min(gx, float64(pq.Cols)-gx)
	}
	return min(d, float64(pq.Rows)-gy, gy-apexY)
}

func rect(x, y, w, h float64) layout.Rect { return layout.Rect{X: x, Y: y, W: w, H: h} }
