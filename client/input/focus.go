package input

import (
	"math"

	"github.com/pyramid-studio/pyramid/client/layout"
)

// Focus is the target a keyboard or controller player is on. It only ever
// rests on an enabled target, so there is no free-floating cursor to steer
// around the screen: a direction snaps to the nearest target that way, and
// Next/Prev step through the list. Every screen keeps one (the menus'
// buttons through the scene manager, the play screen over its legal
// targets), so they all move the same way.
type Focus struct {
	// At is the index of the focused target in the list it was moved
	// over, or -1 when nothing is focused yet.
	At int
	// Near, when At is -1, is a place the focus rests at between targets
	// (the square a figure just moved to, which is no target itself):
	// the next direction moves from there, as if it were focused. Zero
	// is no such place.
	Near layout.Rect
}

// Between reports whether the focus rests at a place (Near) and on no
// target.
func (f Focus) Between() bool { return f.At < 0 && f.Near.W > 0 && f.Near.H > 0 }

// NoFocus is a focus that rests nowhere yet.
var NoFocus = Focus{At: -1}

// Valid reports whether the focus rests on an enabled target of ts.
func (f Focus) Valid(ts []Target) bool {
	return f.At >= 0 && f.At < len(ts) && ts[f.At].Enabled
}

// Ensure puts the focus on def (or, if def is not enabled, on the first
// enabled target) unless it already rests on an enabled one.
func (f *Focus) Ensure(ts []Target, def int) {
	if f.Valid(ts) {
		return
	}
	f.At, f.Near = -1, layout.Rect{}
	if def >= 0 && def < len(ts) && ts[def].Enabled {
		f.At = def
		return
	}
	for i, t := range ts {
		if t.Enabled {
			f.At = i
			return
		}
	}
}

// Cycle moves the focus d steps through the enabled targets in list
// order, wrapping at either end.
func (f *Focus) Cycle(ts []Target, d int) {
	n := len(ts)
	if n == 0 {
		f.At = -1
		return
	}
	i := f.At
	if i < 0 || i >= n {
		i = -1
		if d < 0 {
			i = n
		}
	}
	step := 1
	if d < 0 {
		step, d = -1, -d
	}
	for ; d > 0; d-- {
		for k := 0; k < n; k++ {
			i = ((i+step)%n + n) % n
			if ts[i].Enabled {
				break
			}
		}
	}
	if ts[i].Enabled {
		f.At, f.Near = i, layout.Rect{}
	}
}

// Move moves the focus to the nearest enabled target in the direction
// (dx, dy) (one of the four unit directions; y grows downwards). Only
// targets ahead within a cone count (no further aside than twice as far
// ahead), so a press never lands somewhere down and to the left when it
// meant left; among them nearness weighs distance across the direction
// three times as much as distance along it, so a target straight ahead
// beats a closer one far off to the side. When nothing lies that way the
// focus wraps to the far end of its own row (or column), and stays put
// when nothing else is on that line either.
func (f *Focus) Move(ts []Target, dx, dy float64) {
	var from layout.Rect
	switch {
	case f.Valid(ts):
		from = ts[f.At].Rect
	case f.Between():
		from = f.Near
	default:
		f.Ensure(ts, 0)
		return
	}
	cx, cy := from.Center()
	best, bestScore := -1, math.Inf(1)
	wrap, wrapScore := -1, math.Inf(1)
	for i, t := range ts {
		if i == f.At || !t.Enabled {
			continue
		}
		x, y := t.Rect.Center()
		along := (x-cx)*dx + (y-cy)*dy
		across := math.Abs((x-cx)*dy - (y-cy)*dx)
		switch {
		case along > 0.5 && across <= 2*along:
			if s := along + 3*across; s < bestScore {
				best, bestScore = i, s
			}
		case along <= 0.5 && sameLine(from, t.Rect, dx, dy):
			if s := along + 3*across; s < wrapScore {
				wrap, wrapScore = i, s
			}
		}
	}
	switch {
	case best >= 0:
		f.At, f.Near = best, layout.Rect{}
	case wrap >= 0:
		f.At, f.Near = wrap, layout.Rect{}
	}
}

// sameLine reports whether b lies on a's row (moving across, dx) or its
// column (moving up or down, dy): their spans across the direction meet.
func sameLine(a, b layout.Rect, dx, dy float64) bool {
	if dy == 0 {
		return a.Y < b.Bottom() && b.Y < a.Bottom()
	}
	return a.X < b.Right() && b.X < a.Right()
}

// Navigate applies this frame's focus intents (directions, Next, Prev) to
// the focus over ts, placing it on def first if it rests nowhere (a
// direction from a place between targets moves from there). It reports
// whether the frame moved the focus, so a screen can tell a player
// steering the focus from one clicking.
func (f *Focus) Navigate(fr *Frame, ts []Target, def int) bool {
	moved := false
	for _, in := range fr.Intents {
		dx, dy := 0.0, 0.0
		switch in.Kind {
		case Left:
			dx = -1
		case Right:
			dx = 1
		case Up:
			dy = -1
		case Down:
			dy = 1
		case Next, Prev:
		default:
			continue
		}
		if !f.Valid(ts) && !(f.Between() && in.Kind != Next && in.Kind != Prev) {
			f.Ensure(ts, def) // the first press shows the focus where it is
			moved = true
			continue
		}
		switch in.Kind {
		case Next:
			f.Cycle(ts, 1)
		case Prev:
			f.Cycle(ts, -1)
		default:
			f.Move(ts, dx, dy)
		}
		moved = true
	}
	return moved
}
