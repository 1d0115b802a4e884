package scenes

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
)

// Camera is how a game's board is shown in its view (The Pyramid of
// Horus's board, Pyramid of Pengqueen's maze): the camera on show and
// the one it eases towards, over what a layout.Lens looks at. Every way
// of moving it comes through Input, in one place: the wheel over the
// board (a zoom level in or out about the pointer), a pinch (about the
// fingers, settling on the nearest level when the fingers lift), + and -
// or a controller's stick clicks (a level, about the pointer or the
// view's middle), a drag begun on the board or a controller's right
// stick (a pan: the board follows the hand), and the focus of a keyboard
// or controller player leaving the view (Follow). A drag never clicks:
// a finger's tap is a tap only if it did not move (client/input).
type Camera struct {
	Shown, Target layout.Camera
	sincePinch    int // ticks since the last pinch; a pinch settles once it ends
}

// PinchSettle is how long after the last pinch the zoom settles on the
// nearest level (whose art is painted for it: crisp).
const PinchSettle = 12

// FittedCamera is a camera that shows the whole board.
func FittedCamera() Camera {
	return Camera{Shown: layout.Fitted(), Target: layout.Fitted(), sincePinch: PinchSettle}
}

// Input applies the tick's zooms and pans to the camera looking through
// l; it reports whether any moved it.
func (c *Camera) Input(in *input.Frame, l layout.Lens) bool {
	if c.Shown.Zoom == 0 {
		*c = FittedCamera()
	}
	moved := false
	view := l.View
	for _, it := range in.Intents {
		switch it.Kind {
		case input.Scroll:
			if it.DY == 0 || !view.Contains(it.X, it.Y) {
				continue
			}
			z := l.NextLevel(c.Target.Zoom, it.DY > 0)
			c.Target = c.Target.ZoomAbout(l, z/c.Target.Zoom, it.X, it.Y)
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
				c.Target = c.Target.ZoomAbout(l, it.Factor, x, y)
				c.Shown = c.Target
				c.sincePinch = 0
			} else {
				z := l.NextLevel(c.Target.Zoom, it.Factor > 1)
				c.Target = c.Target.ZoomAbout(l, z/c.Target.Zoom, x, y)
			}
			moved = true
		case input.Pan:
			// a controller's stick pans the board wherever the pointer
			// is; a drag pans it when it began on the board
			if it.Dev != input.Gamepad && !view.Contains(it.X, it.Y) {
				continue
			}
			c.Shown = c.Shown.PanBy(l, it.DX, it.DY)
			c.Target.FX, c.Target.FY = c.Shown.FX, c.Shown.FY
			c.Target = c.Target.Clamp(l)
			moved = true
		}
	}
	return moved
}

// Tick eases the camera on show towards its target, and lets a pinch
// that has ended settle on the nearest zoom level.
func (c *Camera) Tick(l layout.Lens) {
	if c.Shown.Zoom == 0 {
		*c = FittedCamera()
	}
	if c.sincePinch < PinchSettle {
		if c.sincePinch++; c.sincePinch == PinchSettle {
			cx, cy := l.View.Center()
			z := l.Level(c.Target.Zoom)
			c.Target = c.Target.ZoomAbout(l, z/c.Target.Zoom, cx, cy)
		}
	}
	const ease = 0.3
	s, t := &c.Shown, c.Target
	s.Zoom += (t.Zoom - s.Zoom) * ease
	s.FX += (t.FX - s.FX) * ease
	s.FY += (t.FY - s.FY) * ease
	if math.Abs(s.Zoom-t.Zoom) < 0.002 && math.Abs(s.FX-t.FX) < 0.0005 && math.Abs(s.FY-t.FY) < 0.0005 {
		*s = t
	}
	*s = s.Clamp(l)
}

// Follow moves the camera (at its zoom) so that r, a rectangle of the
// board as shown now, lies in the view: the keyboard's focus on a square
// the view does not show.
func (c *Camera) Follow(l layout.Lens, r layout.Rect) {
	if c.Target.Zoom <= 1 {
		return
	}
	shown, target := l.Board(c.Shown), l.Board(c.Target)
	// r as the target camera will show it
	k := target.W / shown.W
	tr := layout.Rect{X: target.X + (r.X-shown.X)*k, Y: target.Y + (r.Y-shown.Y)*k, W: r.W * k, H: r.H * k}
	c.Target = c.Target.FocusOn(l, tr)
}

// Settled reports whether the camera shows a zoom level's art as painted
// (not between two levels, or scaled while it eases).
func (c *Camera) Settled(l layout.Lens) bool { return c.Shown.Zoom == l.Level(c.Shown.Zoom) }

// Zoomed reports whether the board is shown closer than fitted.
func (c *Camera) Zoomed() bool { return c.Target.Zoom > 1.001 || c.Shown.Zoom > 1.001 }

// Layer is the image a zoomed board is drawn into while its camera rests
// between two zoom levels: drawn at the nearer level (whose art and
// sprites are painted), then scaled into the view by k, the camera's
// zoom over that level's.
type Layer struct{ img *ebiten.Image }

// Draw fills view (an image clipped to the rectangle v) with what draw
// paints at the level: draw paints into layer the screen as it would be
// moved by -ox, -oy (its layout shifted so), and the layer is scaled by
// k about v's middle.
func (l *Layer) Draw(view *ebiten.Image, v layout.Rect, k float64, draw func(layer *ebiten.Image, ox, oy float64)) {
	cx, cy := v.Center()
	w, h := v.W/k, v.H/k
	// the layer's size covers every ratio between two neighbouring levels
	maxW, maxH := int(math.Ceil(v.W*1.13))+2, int(math.Ceil(v.H*1.13))+2
	if l.img == nil || l.img.Bounds().Dx() < maxW || l.img.Bounds().Dy() < maxH {
		l.Dispose()
		l.img = ebiten.NewImage(maxW, maxH)
	}
	iw, ih := min(maxW, int(math.Ceil(w))), min(maxH, int(math.Ceil(h)))
	layer := l.img.SubImage(image.Rect(0, 0, iw, ih)).(*ebiten.Image)
	layer.Clear()
	draw(layer, cx-w/2, cy-h/2)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(cx-w/2*k, cy-h/2*k)
	view.DrawImage(layer, op)
}

// Dispose frees the layer's image.
func (l *Layer) Dispose() {
	if l.img != nil {
		l.img.Deallocate()
		l.img = nil
	}
}
