// Package layout computes where everything goes on the screen, as plain
// rectangles in screen (device) pixels. It never imports ebiten, so the
// geometry is tested on its own: no overlaps at common window sizes, and
// hit-testing a point finds the right square.
package layout

import "github.com/pyramid-studio/pyramid/game/horus"

// Rect is an axis-aligned rectangle in screen pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the point lies inside the rectangle.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Overlaps reports whether two rectangles share any area.
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Inset shrinks the rectangle by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Center is the middle of the rectangle.
func (r Rect) Center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Right and Bottom are the far edges.
func (r Rect) Right() float64  { return r.X + r.W }
func (r Rect) Bottom() float64 { return r.Y + r.H }

// BaseW and BaseH are the design size; every length scales with the unit
// U = min(W/BaseW, H/BaseH) so the screen stays sharp and proportionate at
// any window size and device scale.
const (
	BaseW = 1280
	BaseH = 720
)

// Frame is the scaled design area centred in the screen.
type Frame struct {
	W, H   float64 // whole screen
	U      float64 // pixels per design unit
	X0, Y0 float64 // top-left of the design area
}

// NewFrame fits the design area into a screen of w×h pixels.
func NewFrame(w, h float64) Frame {
	u := min(w/BaseW, h/BaseH)
	if u <= 0 {
		u = 1
	}
	return Frame{W: w, H: h, U: u, X0: (w - BaseW*u) / 2, Y0: (h - BaseH*u) / 2}
}

// R maps a rectangle in design units to screen pixels.
func (f Frame) R(x, y, w, h float64) Rect {
	return Rect{f.X0 + x*f.U, f.Y0 + y*f.U, w * f.U, h * f.U}
}

// Play is the geometry of the play screen.
type Play struct {
	Frame
	TopBar  Rect
	Table   Rect // left column: dice, decks, blocks
	Dice    [horus.NumDice]Rect
	Decks   [horus.NumDecks]Rect
	Blocks  Rect // the 6×6 grid of stone blocks
	Supply  Rect // wound supplies and discard pile
	Board   Rect // the pyramid including its walls
	Cell    float64
	Origin  [2]float64 // top-left of square A1
	Players [horus.MaxPlayers]Rect
	Prompt  Rect // what the acting player is asked, with the action buttons
	Log     Rect
}

// boardMargin is the wall border around the grid, in cells: it holds the
// sarcophagi and idol alcoves.
const boardMargin = 0.7

// NewPlay lays out the play screen for a w×h screen and n seats.
func NewPlay(w, h float64, n int) Play {
	f := NewFrame(w, h)
	p := Play{Frame: f}
	p.TopBar = f.R(0, 0, BaseW, 44)
	p.Table = f.R(8, 52, 236, 660)
	for d := range p.Dice {
		p.Dice[d] = f.R(16+float64(d)*44, 84, 36, 36)
	}
	for d := range p.Decks {
		p.Decks[d] = f.R(16+float64(d)*74, 176, 66, 92)
	}
	p.Blocks = f.R(16, 304, 220, 220)
	p.Supply = f.R(16, 558, 220, 146)

	cell := 660 / (horus.Rows + 2*boardMargin)
	bw := (horus.Cols + 2*boardMargin) * cell
	p.Board = f.R(252, 52, bw, 660)
	p.Cell = cell * f.U
	p.Origin = [2]float64{p.Board.X + boardMargin*p.Cell, p.Board.Y + boardMargin*p.Cell}

	rx := 252 + bw + 10
	rw := BaseW - 8 - rx
	cols := 2
	if n <= 2 {
		cols = 1
	}
	rows := (n + cols - 1) / cols
	if n <= 2 {
		rows = n
	}
	pw := (rw - float64(cols-1)*6) / float64(cols)
	const ph = 92
	for i := 0; i < n && i < horus.MaxPlayers; i++ {
		c, r := i%cols, i/cols
		p.Players[i] = f.R(rx+float64(c)*(pw+6), 52+float64(r)*(ph+6), pw, ph)
	}
	py := 52 + float64(rows)*(ph+6) + 2
	p.Prompt = f.R(rx, py, rw, 200)
	p.Log = f.R(rx, py+208, rw, 712-(py+208))
	return p
}

// Square is the rectangle of a board square.
func (p Play) Square(q horus.Square) Rect {
	return Rect{p.Origin[0] + float64(q.Col())*p.Cell, p.Origin[1] + float64(q.Row())*p.Cell, p.Cell, p.Cell}
}

// SquareAt finds the board square under a point.
func (p Play) SquareAt(x, y float64) (horus.Square, bool) {
	if p.Cell <= 0 || x < p.Origin[0] || y < p.Origin[1] {
		return horus.NoSquare, false
	}
	c, r := int((x-p.Origin[0])/p.Cell), int((y-p.Origin[1])/p.Cell)
	if c >= horus.Cols || r >= horus.Rows {
		return horus.NoSquare, false
	}
	q := horus.Square(r*horus.Cols + c)
	return q, q.Valid()
}

// Sarcophagus is the slot of sarcophagus i in the wall beside its square.
func (p Play) Sarcophagus(i int) Rect {
	q := p.Square(horus.SarcophagusSquare(i))
	m := boardMargin * p.Cell
	switch {
	case horus.SarcophagusSquare(i).Col() == 0: // west wall
		return Rect{q.X - m + 0.08*p.Cell, q.Y + 0.12*p.Cell, m - 0.16*p.Cell, q.H - 0.24*p.Cell}
	case horus.SarcophagusSquare(i).Col() == horus.Cols-1: // east wall
		return Rect{q.Right() + 0.08*p.Cell, q.Y + 0.12*p.Cell, m - 0.16*p.Cell, q.H - 0.24*p.Cell}
	}
	return Rect{q.X + 0.12*p.Cell, q.Y - m + 0.08*p.Cell, q.W - 0.24*p.Cell, m - 0.16*p.Cell} // north wall
}

// Alcove is the idol alcove of god g, in the wall beside the square(s)
// its idol is picked from (horus.AlcoveSquares): the Horus alcove in the
// back wall between its two squares, Anubis's and Thoth's in the side
// walls of the back corners, Hededet's and Sobek's in the walls below the
// corridor's lower ends.
func (p Play) Alcove(g horus.God) Rect {
	m := boardMargin * p.Cell
	at := horus.AlcoveSquares(g)
	first, last := p.Square(at[0]), p.Square(at[len(at)-1])
	switch g {
	case horus.GodHorus:
		return Rect{first.X + first.W*0.5, first.Y - m + 0.06*p.Cell, last.Right() - first.X - first.W, m - 0.12*p.Cell}
	case horus.GodAnubis:
		return Rect{first.X - m + 0.06*p.Cell, first.Y + 0.1*p.Cell, m - 0.12*p.Cell, first.H - 0.2*p.Cell}
	case horus.GodThoth:
		return Rect{first.Right() + 0.06*p.Cell, first.Y + 0.1*p.Cell, m - 0.12*p.Cell, first.H - 0.2*p.Cell}
	}
	return Rect{first.X + 0.1*p.Cell, first.Bottom() + 0.06*p.Cell, first.W - 0.2*p.Cell, m - 0.12*p.Cell}
}

// BlockCell is block n's place in the table's 6×6 grid of blocks.
func (p Play) BlockCell(n int) Rect {
	i := n - 1
	c, r := i%6, i/6
	s := p.Blocks.W / 6
	return Rect{p.Blocks.X + float64(c)*s + 1, p.Blocks.Y + float64(r)*s + 1, s - 2, s - 2}
}

// Slot places the k-th of n figures sharing a square so that all stay
// visible: one fills the square, more share its quarters.
func (p Play) Slot(q Rect, k, n int) Rect {
	if n <= 1 {
		return q.Inset(q.W * 0.08)
	}
	h := q.W / 2
	return Rect{q.X + float64(k%2)*h, q.Y + float64((k/2)%2)*h, h, h}.Inset(h * 0.04)
}

// Flow lays out buttons of the given widths left to right in area, wrapping
// to new rows; it returns one rectangle per button and how many fit.
func Flow(area Rect, widths []float64, h, gap float64) ([]Rect, int) {
	out := make([]Rect, 0, len(widths))
	x, y := area.X, area.Y
	for _, w := range widths {
		w = min(w, area.W)
		if x+w > area.Right()+0.01 {
			x, y = area.X, y+h+gap
		}
		if y+h > area.Bottom()+0.01 {
			return out, len(out)
		}
		out = append(out, Rect{x, y, w, h})
		x += w + gap
	}
	return out, len(out)
}
