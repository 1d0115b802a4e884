package horus

import (
	"math"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
)

// boardCamera is how the board is shown in its view: the camera on show
// and the one it eases towards. Every way of moving it comes through
// input, in one place: the wheel over the board (a zoom level in or out
// about the pointer), a pinch (about the fingers, settling on the nearest
// level when the fingers lift), + and - or a controller's stick clicks
// (a level, about the pointer or the view's middle), a drag begun on the
// board or a controller's right stick (a pan: the board follows the
// hand), and the focus of a keyboard or controller player leaving the
// view (follow). The board view, the play screen and the replay viewer
// share it through the Board.
type boardCamera struct {
	shown, target layout.Camera
	sincePinch    int // ticks since the last pinch; a pinch settles once it ends
}

// pinchSettle is how long after the last pinch the zoom settles on the
// nearest level (whose art is painted for it: crisp).
const pinchSettle = 12

// fitted is a camera that shows the whole board.
func fittedCamera() boardCamera {
	return boardCamera{shown: layout.Fitted(), target: layout.Fitted(), sincePinch: pinchSettle}
}

// input applies the tick's zooms and pans to the camera, for a screen
// laid out as base (unzoomed); it reports whether any moved it.
func (c *boardCamera) input(in *input.Frame, base layout.Play) bool {
	moved := false
	view := base.View
	for _, it := range in.Intents {
		switch it.Kind {
		case input.Scroll:
			if it.DY == 0 || !view.Contains(it.X, it.Y) {
				continue
			}
			z := layout.NextLevel(c.target.Zoom, it.DY > 0)
			c.target = c.target.ZoomAbout(base, z/c.target.Zoom, it.X, it.Y)
			moved = true
		case input.Zoom:
			if it.Factor <= 0 {
				continue
			}
			x, y := it.X, it.Y
			if !view.Contains(x, y) {
				x, y = view.Center()
			}
			if it.Dev == input.Touch { // a pinch follows the fingers
				c.target = c.target.ZoomAbout(base, it.Factor, x, y)
				c.shown = c.target
				c.sincePinch = 0
			} else {
				z := layout.NextLevel(c.target.Zoom, it.Factor > 1)
				c.target = c.target.ZoomAbout(base, z/c.target.Zoom, x, y)
			}
			moved = true
		case input.Pan:
			// a controller's stick pans the board wherever the pointer
			// is; a drag pans it when it began on the board
			if it.Dev != input.Gamepad && !view.Contains(it.X, it.Y) {
				continue
			}
			c.shown = c.shown.PanBy(base, it.DX, it.DY)
			c.target.FX, c.target.FY = c.shown.FX, c.shown.FY
			c.target = c.target.Clamp(base)
			moved = true
		}
	}
	return moved
}

// tick eases the camera on show towards its target, and lets a pinch
// that has ended settle on the nearest zoom level.
func (c *boardCamera) tick(base layout.Play) {
	if c.sincePinch < pinchSettle {
		if c.sincePinch++; c.sincePinch == pinchSettle {
			cx, cy := base.Zoomed(c.target).View.Center()
			z := layout.Level(c.target.Zoom)
			c.target = c.target.ZoomAbout(base, z/c.target.Zoom, cx, cy)
		}
	}
	const ease = 0.3
	s, t := &c.shown, c.target
	s.Zoom += (t.Zoom - s.Zoom) * ease
	s.FX += (t.FX - s.FX) * ease
	s.FY += (t.FY - s.FY) * ease
	if math.Abs(s.Zoom-t.Zoom) < 0.002 && math.Abs(s.FX-t.FX) < 0.0005 && math.Abs(s.FY-t.FY) < 0.0005 {
		*s = t
	}
	*s = s.Clamp(base)
}

// follow moves the camera (at its zoom) so that r, a rectangle of the
// board as shown now, lies in the view: the keyboard's focus on a square
// or a wall slot the view does not show.
func (c *boardCamera) follow(base layout.Play, r layout.Rect) {
	if c.target.Zoom <= 1 {
		return
	}
	shown := base.Zoomed(c.shown).Board
	target := base.Zoomed(c.target).Board
	// r as the target camera will show it
	k := target.W / shown.W
	tr := layout.Rect{X: target.X + (r.X-shown.X)*k, Y: target.Y + (r.Y-shown.Y)*k, W: r.W * k, H: r.H * k}
	c.target = c.target.FocusOn(base, tr)
}

// settled reports whether the camera shows a zoom level's art as painted
// (not between two levels, or scaled while it eases).
func (c *boardCamera) settled() bool { return c.shown.Zoom == layout.Level(c.shown.Zoom) }

// zoomed reports whether the board is shown closer than fitted.
func (c *boardCamera) zoomed() bool { return c.target.Zoom > 1.001 || c.shown.Zoom > 1.001 }
