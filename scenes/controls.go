package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// Controllers and keyboard: the focus ring every screen draws around the
// target a keyboard or controller player is on, and the legend bar that
// names the buttons of the device used last. The focus itself is
// input.Focus; menus keep theirs in the scene manager (so every screen
// built from `buttons` gets it), the play screen over its legal targets.

// focus is the menu focus of the current screen. Without a manager
// (tests that drive a scene alone) it is a throwaway that rests nowhere.
func (c *Context) focus() *input.Focus {
	if c.mgr == nil {
		return &input.Focus{At: -1}
	}
	return &c.mgr.focus
}

// drawFocusRing outlines a focused target: a light ring on a dark one,
// away from the target's own border, so it shows on sand, water, stone
// and buttons alike and is told from the cyan of the legal squares.
func drawFocusRing(dst *ebiten.Image, r layout.Rect, u float64) {
	o := r.Inset(-4 * u)
	render.Stroke(dst, o.Inset(-2*u), 3*u, render.Background)
	render.Stroke(dst, o, 3*u, render.Ink)
}

// legendKey is one entry of the legend bar: a key or button and what it
// does here.
type legendKey struct{ key, does string }

// legendScene is a screen with keys of its own (the play screen: hint,
// end turn, undo) and its own place for the legend.
type legendScene interface {
	legend(ctx *Context) (where layout.Rect, keys []legendKey)
}

// confirmBack are the controller's confirm and back buttons, which the
// player may swap in the settings.
func confirmBack(st *Settings) (string, string) {
	if st != nil && st.SwapConfirm {
		return "B", "A"
	}
	return "A", "B"
}

// baseLegend is what every screen's focus does with the device used last.
func baseLegend(ctx *Context) []legendKey {
	if ctx.In.Last == input.Gamepad {
		ok, back := confirmBack(ctx.Settings)
		return []legendKey{{i18n.T("D-pad"), i18n.T("move")}, {ok, i18n.T("choose")}, {back, i18n.T("back")}, {i18n.T("LB RB"), i18n.T("cycle")}}
	}
	return []legendKey{{i18n.T("Arrows"), i18n.T("move")}, {i18n.T("Enter"), i18n.T("choose")}, {i18n.T("Esc"), i18n.T("back")}, {i18n.T("Tab"), i18n.T("cycle")}}
}

// drawLegend draws the legend bar when the keyboard or a controller was
// used last; a mouse player sees none.
func drawLegend(dst *ebiten.Image, ctx *Context, s Scene) {
	if !ctx.In.Navigating() {
		return
	}
	u := ctx.Frame.U
	where := layout.Rect{X: 0, Y: ctx.H - 24*u, W: ctx.W, H: 24 * u}
	keys := baseLegend(ctx)
	if ls, ok := s.(legendScene); ok {
		where, keys = ls.legend(ctx)
	}
	render.Fill(dst, where, render.WithAlpha(render.Background, 0.88))
	// entries flow in rows of 22 units; what does not fit is left out
	f := ctx.Fonts
	x0, row := where.X+10*u, 22*u
	x, y := x0, where.Y+(where.H-row*float64(int(where.H/row)))/2
	for _, k := range keys {
		kw, dw := render.Width(k.key, f.Tiny)+12*u, render.Width(k.does, f.Small)
		if x > x0 && x+kw+5*u+dw > where.Right() {
			x, y = x0, y+row
		}
		if y+row > where.Bottom()+0.5 {
			break
		}
		chip := layout.Rect{X: x, Y: y + 2*u, W: kw, H: 18 * u}
		render.Panel(dst, chip, render.ButtonFill, render.InkDim, u)
		render.TextMid(dst, k.key, f.Tiny, chip, render.Ink, render.Center)
		render.TextMid(dst, k.does, f.Small, layout.Rect{X: chip.Right() + 5*u, Y: y, W: dw, H: row}, render.InkDim, render.Left)
		x = chip.Right() + 5*u + dw + 16*u
	}
}
