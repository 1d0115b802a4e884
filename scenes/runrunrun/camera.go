package runrunrun

import (
	"math"

	"github.com/pyramid-studio/pyramid/client/layout"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	rrrender "github.com/pyramid-studio/pyramid/render/runrunrun"
)

// camera is which part of the maze the board shows. Left to itself it
// follows the game: the whole maze while it is small, and once the maze
// has grown too large to read whole, the place where things happen (the
// room being laid, the mummy shuffling, the fight, the cat whose turn it
// is), easing from one to the next. Once the player pans or zooms it
// stays where they put it (free) — only an event out of sight still
// brings it over. Show all (whole) shows the whole maze however small,
// until the player moves the camera again.
type camera struct {
	cur    rrrender.Camera
	view   layout.Rect
	free   bool // the player moved it: it stays
	whole  bool // the player asked for the whole maze
	settle bool // go to the target at once (a jump, another view)
}

// ease is the fraction of the way to its target the camera goes in a
// tick: about a third of a second to settle.
const ease = 0.12

// layout sets the view the maze is drawn in; a new one settles at once.
func (c *camera) layout(b *Board, view layout.Rect) {
	if view != c.view {
		c.view, c.settle = view, true
		if c.free { // keep what the player looked at, in the new view
			c.cur.View = view
		}
	}
	if c.settle {
		c.settle = false
		if !c.free {
			c.cur = c.target(b)
		}
	}
}

// comfort is the smallest card a player reads without zooming, in
// pixels: below it the camera shows the action rather than the whole maze.
func (c *camera) comfort() float64 { return c.view.H / 13 }

// target is where the camera goes when left to itself.
func (c *camera) target(b *Board) rrrender.Camera {
	fit := rrrender.Fit(&b.pic, c.view)
	fit.Zoom = min(fit.Zoom, c.view.H/6)
	if c.whole || fit.Zoom >= c.comfort() {
		return fit
	}
	at := b.focus()
	if at == rrr.NoCoord {
		return fit
	}
	t := rrrender.Focus(at, c.view, c.comfort())
	// stay over the maze: the view's edges no further out than its bounds
	x0, y0, x1, y1 := rrrender.Bounds(&b.pic)
	hw, hh := c.view.W/2/t.Zoom, c.view.H/2/t.Zoom
	t.X = clampMid(t.X, x0+hw, x1-hw)
	t.Y = clampMid(t.Y, y0+hh, y1-hh)
	return t
}

// clampMid keeps v within lo..hi, or at their middle when they cross.
func clampMid(v, lo, hi float64) float64 {
	if lo > hi {
		return (lo + hi) / 2
	}
	return math.Max(lo, math.Min(hi, v))
}

// tick eases the camera towards its target; a free camera moves only to
// bring an event out of sight into view.
func (c *camera) tick(b *Board) {
	if c.view.W <= 0 {
		return
	}
	if !c.free {
		c.cur = c.cur.Lerp(c.target(b), ease)
		return
	}
	if at := b.focus(); at != rrr.NoCoord && !c.cur.Visible(at) {
		to := c.cur
		to.X, to.Y = rrrender.CellCenter(at)
		c.cur = c.cur.Lerp(to, ease)
	}
}

// pan drags the maze by dx, dy pixels, and zoom scales it by f about the
// screen point x, y: the player takes the camera over.
func (c *camera) pan(dx, dy float64) {
	c.cur, c.free, c.whole = c.cur.Pan(dx, dy), true, false
}

func (c *camera) zoom(f, x, y float64) {
	c.cur, c.free, c.whole = c.cur.ZoomAt(f, x, y), true, false
}

// showAll shows the whole maze, and follow gives the camera back to the
// game.
func (c *camera) showAll() { c.free, c.whole = false, true }
func (c *camera) follow()  { c.free, c.whole = false, false }

// focus is the cell the camera follows: where the animation under way
// happens, else the cat whose turn it is; rrr.NoCoord for none.
func (b *Board) focus() rrr.Coord {
	if a := b.show.playing(); a != nil {
		if at := animAt(a, &b.pic); at != rrr.NoCoord {
			return at
		}
	}
	if b.pic.NCells == 0 {
		return rrr.NoCoord
	}
	if c := b.pic.CatCell[b.pic.Turn]; c != rrr.NoCell && c < b.pic.NCells {
		return b.pic.Cells[c].At
	}
	return rrr.NoCoord
}

// animAt is the cell where animation a happens, or rrr.NoCoord.
func animAt(a *anim, pic *rrr.Observation) rrr.Coord {
	e := a.evs[len(a.evs)-1]
	switch a.kind {
	case aLay, aTorch, aAttack, aMech, aExit, aLord, aMark:
		return e.At
	case aRise:
		for _, e := range a.evs {
			if e.Kind == rrr.EvMummyPlaced {
				return e.At
			}
		}
	case aWalk, aShuffle:
		return e.To
	case aPassage:
		return e.From
	case aDamage, aUnravel:
		if f := int(e.Figure); f >= 0 && f < rrr.NumFigures {
			if c := pic.Figures[f].Cell; c < pic.NCells {
				return pic.Cells[c].At
			}
		}
	}
	return rrr.NoCoord
}
