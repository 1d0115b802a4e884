// Package layout computes where everything goes on the screen, as plain
// rectangles in screen (device) pixels. It never imports ebiten, so the
// geometry is tested on its own: no overlaps at common window sizes, and
// hit-testing a point finds the right square.
package layout

import (
	"image"
	"math"

	"github.com/pyramid-studio/pyramid/game/horus"
)

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

// Pixels is the rectangle of whole pixels that covers r: where a view
// clips what it draws (ebiten.Image.SubImage).
func (r Rect) Pixels() image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.Right())), int(math.Ceil(r.Bottom())))
}

// Center is the middle of the rectangle.
func (r Rect) Center() (float64, float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Right and Bottom are the far edges.
func (r Rect) Right() float64  { return r.X + r.W }
func (r Rect) Bottom() float64 { return r.Y + r.H }

// Intersect is the part of r inside o (empty when they do not overlap).
func (r Rect) Intersect(o Rect) Rect {
	x0, y0 := max(r.X, o.X), max(r.Y, o.Y)
	x1, y1 := min(r.Right(), o.Right()), min(r.Bottom(), o.Bottom())
	if x1 <= x0 || y1 <= y0 {
		return Rect{}
	}
	return Rect{x0, y0, x1 - x0, y1 - y0}
}

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

// Play is the geometry of the play screen. The board is the hero: its
// view takes the whole height of the screen under the top bar, between
// the seats' slim cards on the left and the column of what the player
// does on the right (the dice, the table's status, the prompt and the
// last lines of the log). The log in full and the table's details (the
// stone blocks, the supplies, the discard pile) open over that column as
// drawers, on demand.
type Play struct {
	Frame
	TopBar Rect
	Menu   Rect // the pause menu's button, at the right of the top bar

	Players [horus.MaxPlayers]Rect // the seats' cards, down the left side

	// View is the board's window on the screen: the board is drawn
	// clipped to it, zoomed and panned by a Camera (Zoomed).
	View  Rect
	Names Rect // the square names' toggle, in the view's bottom corner

	// Board is the pyramid including its walls, Cell a square's side and
	// Origin the top-left of square A1: at zoom 1, the whole board fitted
	// to the view (Zoomed moves them).
	Board  Rect
	Cell   float64
	Origin [2]float64
	base   Rect // the board at zoom 1, which the camera starts from

	Column   Rect // the right column, where the drawers open
	DiceTray Rect
	Dice     [horus.NumDice]Rect
	Status   Rect // the decks' and the blocks' counts and the drawers' buttons
	Decks    [horus.NumDecks]Rect
	Pile     Rect // the stone blocks still to fall
	TableBtn Rect // opens the table drawer
	Prompt   Rect // what the acting player is asked, with the action buttons
	Ticker   Rect // the last lines of the log
	LogBtn   Rect // opens the log drawer

	// Drawer is where the log or the table opens, over the column; Log is
	// the log panel in it, and Blocks and Supply the table drawer's
	// 6×6 grid of stone blocks and its lines below.
	Drawer Rect
	Log    Rect
	Blocks Rect
	Supply Rect
}

// boardMargin is the wall border around the grid, in cells: it holds the
// sarcophagi and idol alcoves.
const boardMargin = 0.7

// The design's columns, in units of the 1280×720 design.
const (
	seatsX, seatsW   = 8, 272
	viewX, viewW     = 288, 476
	columnX, columnW = 772, 500
	top, bottom      = 46, 714
)

// NewPlay lays out the play screen for a w×h screen and n seats.
func NewPlay(w, h float64, n int) Play {
	f := NewFrame(w, h)
	p := Play{Frame: f}
	p.TopBar = f.R(0, 0, BaseW, 40)
	p.Menu = f.R(1160, 6, 112, 28)

	// the seats: slim cards down the left, as tall as the seats let them
	n = max(1, min(n, horus.MaxPlayers))
	const gap = 6
	ph := min(150, (bottom-top-float64(n-1)*gap)/float64(n))
	for i := 0; i < n; i++ {
		p.Players[i] = f.R(seatsX, top+float64(i)*(ph+gap), seatsW, ph)
	}

	// the board's view, the whole height under the top bar
	p.View = f.R(viewX, top, viewW, bottom-top)
	cell := (p.View.H - 8*f.U) / (horus.Rows + 2*boardMargin)
	bw := (horus.Cols + 2*boardMargin) * cell
	bh := (horus.Rows + 2*boardMargin) * cell
	p.base = Rect{p.View.X + (p.View.W-bw)/2, p.View.Y + (p.View.H-bh)/2, bw, bh}
	p.setBoard(p.base)
	p.Names = Rect{p.View.Right() - 58*f.U, p.View.Bottom() - 34*f.U, 52 * f.U, 28 * f.U}

	// the column: dice, the table's status, the prompt, the log's last lines
	p.Column = f.R(columnX, top, columnW, bottom-top)
	p.DiceTray = f.R(columnX, top, columnW, 80)
	for d := range p.Dice {
		p.Dice[d] = f.R(columnX+16+float64(d)*64, top+8, 44, 44)
	}
	p.Status = f.R(columnX, top+86, columnW, 58)
	for d := range p.Decks {
		p.Decks[d] = f.R(columnX+12+float64(d)*92, top+92, 34, 46)
	}
	p.Pile = f.R(columnX+284, top+92, 46, 46)
	p.TableBtn = f.R(columnX+columnW-112, top+96, 102, 38)
	p.Prompt = f.R(columnX, top+150, columnW, 378)
	p.Ticker = f.R(columnX, top+534, columnW, bottom-top-534)
	p.LogBtn = Rect{p.Ticker.Right() - 122*f.U, p.Ticker.Y + 8*f.U, 112 * f.U, 32 * f.U}

	p.Drawer = p.Column
	p.Log = p.Drawer
	p.Blocks = f.R(columnX+20, top+64, 300, 300)
	p.Supply = f.R(columnX+20, top+380, columnW-40, bottom-top-396)
	return p
}

// setBoard places the board (walls included) at r.
func (p *Play) setBoard(r Rect) {
	p.Board = r
	p.Cell = r.H / (horus.Rows + 2*boardMargin)
	p.Origin = [2]float64{r.X + boardMargin*p.Cell, r.Y + boardMargin*p.Cell}
}

// Square is the rectangle of a board square.
func (p Play) Square(q horus.Square) Rect {
	return Rect{p.Origin[0] + float64(q.Col())*p.Cell, p.Origin[1] + float64(q.Row())*p.Cell, p.Cell, p.Cell}
}

// SquareAt finds the board square under a point (in the view only).
func (p Play) SquareAt(x, y float64) (horus.Square, bool) {
	if p.Cell <= 0 || x < p.Origin[0] || y < p.Origin[1] || !p.View.Contains(x, y) {
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

// BlockCell is block n's place in the table drawer's 6×6 grid of blocks.
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
