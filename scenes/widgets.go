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

// update runs the clicked button's handler and reports whether one was.
func (bs buttons) update(ctx *Context) bool {
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

func (bs buttons) draw(dst *ebiten.Image, ctx *Context, face text.Face) {
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

func (bs buttons) probe() []ProbeTarget {
	var out []ProbeTarget
	for _, b := range bs {
		if !b.disabled {
			out = append(out, ProbeTarget{Label: b.label, Rect: b.r})
		}
	}
	return out
}

// hit finds the enabled button under a point, or -1.
func (bs buttons) hit(x, y float64) int {
	ts := make([]input.Target, len(bs))
	for i, b := range bs {
		ts[i] = input.Target{Rect: b.r, ID: i, Enabled: !b.disabled}
	}
	return input.Hit(ts, x, y)
}
