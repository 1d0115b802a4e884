package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/render"
)

// Button is a clickable labelled rectangle of a menu-like screen.
type Button struct {
	Rect     layout.Rect
	Label    string
	On       func(ctx *Context)
	Chosen   bool
	Disabled bool
}

// Buttons is a screen's list of Buttons with hover and click handling.
type Buttons []Button

// Update moves the screen's focus over the buttons (arrows, d-pad, Tab,
// shoulders), runs the focused button's handler on Confirm and the
// clicked one's on a click; it reports whether it used the tick. Until
// the player first moves the focus it takes no Confirm, so a screen's
// own default for Enter (start the game, continue...) still holds.
func (bs Buttons) Update(ctx *Context) bool {
	f, ts := ctx.Focus(), bs.targets()
	if f.Navigate(&ctx.In, ts, bs.DefaultFocus()) {
		return true
	}
	if ctx.In.Has(input.Confirm) && f.Valid(ts) && bs[f.At].On != nil {
		bs[f.At].On(ctx)
		return true
	}
	x, y, ok := ctx.In.Clicked()
	if !ok {
		return false
	}
	i := ctx.In.Hit(ts, x, y) // a finger reaches a small button from beside it
	if i < 0 || bs[i].On == nil {
		return false
	}
	bs[i].On(ctx)
	return true
}

// DefaultFocus is where the focus shows first: the last chosen button
// (screens list their primary button, "Start game" or "Back", after the
// selected options), else the first one.
func (bs Buttons) DefaultFocus() int {
	for i := len(bs) - 1; i >= 0; i-- {
		if bs[i].Chosen && !bs[i].Disabled {
			return i
		}
	}
	return 0
}

func (bs Buttons) Draw(dst *ebiten.Image, ctx *Context, face render.Face) {
	if f := ctx.Focus(); ctx.In.Navigating() && f.Valid(bs.targets()) {
		defer DrawFocusRing(dst, bs[f.At].Rect, ctx.Frame.U) // over the buttons
	}
	for _, b := range bs {
		st := render.Normal
		switch {
		case b.Disabled:
			st = render.Disabled
		case b.Rect.Contains(ctx.In.X, ctx.In.Y):
			st = render.Hot
		case b.Chosen:
			st = render.Chosen
		}
		render.Button(dst, b.Rect, b.Label, face, st, ctx.Frame.U)
	}
}

func (bs Buttons) Probe(ctx *Context) []ProbeTarget {
	var out []ProbeTarget
	f := ctx.Focus()
	for i, b := range bs {
		if !b.Disabled {
			out = append(out, ProbeTarget{Label: b.Label, Rect: b.Rect, Focused: i == f.At})
		}
	}
	return out
}

// targets are the buttons as the focus and the hit-test see them.
func (bs Buttons) targets() []input.Target {
	ts := make([]input.Target, len(bs))
	for i, b := range bs {
		ts[i] = input.Target{Rect: b.Rect, ID: i, Enabled: !b.Disabled}
	}
	return ts
}
