package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/render"
)

// button is a clickable labelled rectangle of a menu-like screen.
type button struct {
	r        layout.Rect
	label    string
	on       func(ctx *Context)
	chosen   bool
	disabled bool
}

// buttons is a screen's list of buttons with hover and click handling.
type buttons []button

// update moves the screen's focus over the buttons (arrows, d-pad, Tab,
// shoulders), runs the focused button's handler on Confirm and the
// clicked one's on a click; it reports whether it used the tick. Until
// the player first moves the focus it takes no Confirm, so a screen's
// own default for Enter (start the game, continue...) still holds.
func (bs buttons) update(ctx *Context) bool {
	f, ts := ctx.focus(), bs.targets()
	if f.Navigate(&ctx.In, ts, bs.defaultFocus()) {
		return true
	}
	if ctx.In.Has(input.Confirm) && f.Valid(ts) && bs[f.At].on != nil {
		bs[f.At].on(ctx)
		return true
	}
	x, y, ok := ctx.In.Clicked()
	if !ok {
		return false
	}
	i := bs.hit(x, y)
	if i < 0 || bs[i].on == nil {
		return false
	}
	bs[i].on(ctx)
	return true
}

// defaultFocus is where the focus shows first: the last chosen button
// (screens list their primary button, "Start game" or "Back", after the
// selected options), else the first one.
func (bs buttons) defaultFocus() int {
	for i := len(bs) - 1; i >= 0; i-- {
		if bs[i].chosen && !bs[i].disabled {
			return i
		}
	}
	return 0
}

func (bs buttons) draw(dst *ebiten.Image, ctx *Context, face text.Face) {
	if f := ctx.focus(); ctx.In.Navigating() && f.Valid(bs.targets()) {
		defer drawFocusRing(dst, bs[f.At].r, ctx.Frame.U) // over the buttons
	}
	for _, b := range bs {
		st := render.Normal
		switch {
		case b.disabled:
			st = render.Disabled
		case b.r.Contains(ctx.In.X, ctx.In.Y):
			st = render.Hot
		case b.chosen:
			st = render.Chosen
		}
		render.Button(dst, b.r, b.label, face, st, ctx.Frame.U)
	}
}

func (bs buttons) probe(ctx *Context) []ProbeTarget {
	var out []ProbeTarget
	f := ctx.focus()
	for i, b := range bs {
		if !b.disabled {
			out = append(out, ProbeTarget{Label: b.label, Rect: b.r, Focused: i == f.At})
		}
	}
	return out
}

// targets are the buttons as the focus and the hit-test see them.
func (bs buttons) targets() []input.Target {
	ts := make([]input.Target, len(bs))
	for i, b := range bs {
		ts[i] = input.Target{Rect: b.r, ID: i, Enabled: !b.disabled}
	}
	return ts
}

// hit finds the enabled button under a point, or -1.
func (bs buttons) hit(x, y float64) int { return input.Hit(bs.targets(), x, y) }
