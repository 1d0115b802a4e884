package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// Controllers and keyboard: the focus ring every screen draws around the
// target a keyboard or controller player is on, and the legend bar that
// names the buttons of the device used last. The focus itself is
// input.Focus; menus keep theirs in the scene manager (so every screen
// built from `buttons` gets it), the play screen over its legal targets.

// Focus is the menu Focus of the current screen, kept by the manager
// (a scene driven alone, in a test, gets a manager of its own).
func (c *Context) Focus() *input.Focus { return &c.manager().focus }

// DrawFocusRing outlines a focused target: a light ring on a dark one,
// away from the target's own border, so it shows on sand, water, stone
// and buttons alike and is told from the cyan of the legal squares.
func DrawFocusRing(dst *ebiten.Image, r layout.Rect, u float64) {
	o := r.Inset(-4 * u)
	render.Stroke(dst, o.Inset(-2*u), 3*u, render.Background)
	render.Stroke(dst, o, 3*u, render.Ink)
}

// LegendKey is one entry of the legend bar: a key or button and what it
// does here.
type LegendKey struct{ Key, Does string }

// LegendScene is a screen with keys of its own (the play screen: hint,
// end turn, undo) and its own place for the legend.
type LegendScene interface {
	Legend(ctx *Context) (where layout.Rect, keys []LegendKey)
}

// ConfirmBack are the controller's confirm and back buttons, which the
// player may swap in the settings.
func ConfirmBack(st *settings.Settings) (string, string) {
	if st != nil && st.SwapConfirm {
		return "B", "A"
	}
	return "A", "B"
}

// BaseLegend is what every screen's focus does with the device used last.
// F11 is named for the keyboard because a player who needs the whole
// screen should find it on the first screen, not in the settings.
func BaseLegend(ctx *Context) []LegendKey {
	if ctx.In.Last == input.Gamepad {
		ok, back := ConfirmBack(ctx.Settings)
		return []LegendKey{{i18n.T("D-pad"), i18n.T("move")}, {ok, i18n.T("choose")}, {back, i18n.T("back")}, {i18n.T("LB RB"), i18n.T("cycle")}}
	}
	return []LegendKey{{i18n.T("Arrows"), i18n.T("move")}, {i18n.T("Enter"), i18n.T("choose")}, {i18n.T("Esc"), i18n.T("back")}, {i18n.T("Tab"), i18n.T("cycle")},
		{"F11", i18n.T("fullscreen")}}
}

// LegendRowHeight is the height of one row of the legend: 22 units at
// the normal text size, taller at a larger one (the legend's text grows
// with the rest).
func LegendRowHeight(f render.Fonts, u float64) float64 {
	return max(22*u, math.Ceil(render.LineHeight(f.Small)+3*u))
}

// LegendBar is the legend's bar across the foot of the screen, one row
// high.
func LegendBar(ctx *Context) layout.Rect {
	h := LegendRowHeight(ctx.Fonts, ctx.Frame.U) + 2*ctx.Frame.U
	return layout.Rect{X: 0, Y: ctx.H - h, W: ctx.W, H: h}
}

// LegendSpot is where one legend entry goes: the chip with its key and
// the words saying what it does.
type LegendSpot struct{ Chip, Words layout.Rect }

// LegendFlow lays the entries out left to right in rows of legendRow
// units from the top left of where, wrapping at its right edge, and says
// how many rows they take. Drawing and the room a screen sets aside for
// the legend (Play.legendRoom) both use it, so the room always matches
// what is drawn and no entry is left out for want of a row.
func LegendFlow(keys []LegendKey, f render.Fonts, u float64, where layout.Rect) ([]LegendSpot, int) {
	spots := make([]LegendSpot, 0, len(keys))
	x0, row := where.X+10*u, LegendRowHeight(f, u)
	x, y, rows := x0, where.Y, 0
	for i, k := range keys {
		kw, dw := render.Width(k.Key, f.Tiny)+12*u, render.Width(k.Does, f.Small)
		if x > x0 && x+kw+5*u+dw > where.Right() {
			x, y = x0, y+row
		}
		if i == 0 || x == x0 {
			rows++
		}
		chip := layout.Rect{X: x, Y: y + 2*u, W: kw, H: row - 4*u}
		spots = append(spots, LegendSpot{Chip: chip, Words: layout.Rect{X: chip.Right() + 5*u, Y: y, W: dw, H: row}})
		x = chip.Right() + 5*u + dw + 16*u
	}
	return spots, rows
}

// DrawLegend draws the legend bar when the keyboard or a controller was
// used last; a mouse player sees none.
func DrawLegend(dst *ebiten.Image, ctx *Context, s Scene) {
	if !ctx.In.Navigating() {
		return
	}
	where := LegendBar(ctx)
	keys := BaseLegend(ctx)
	if ls, ok := s.(LegendScene); ok {
		where, keys = ls.Legend(ctx)
	}
	drawLegendKeys(dst, ctx, where, keys)
}

// drawLegendKeys draws a legend bar of keys in where, when the keyboard
// or a controller was used last.
func drawLegendKeys(dst *ebiten.Image, ctx *Context, where layout.Rect, keys []LegendKey) {
	if !ctx.In.Navigating() {
		return
	}
	u := ctx.Frame.U
	render.Fill(dst, where, render.WithAlpha(render.Background, 0.88))
	render.Covered(where)
	// the rows are centred in the bar; a row that does not fit it is left
	// out (screens size their bar with legendFlow so that none is)
	f, row := ctx.Fonts, LegendRowHeight(ctx.Fonts, u)
	top := where.Y + (where.H-row*float64(int(where.H/row)))/2
	spots, _ := LegendFlow(keys, f, u, layout.Rect{X: where.X, Y: top, W: where.W, H: where.H})
	for i, k := range keys {
		sp := spots[i]
		if sp.Words.Bottom() > where.Bottom()+0.5 {
			break
		}
		render.Panel(dst, sp.Chip, render.ButtonFill, render.InkDim, u)
		render.TextMid(dst, k.Key, f.Tiny, sp.Chip, render.Ink, render.Center)
		render.TextMid(dst, k.Does, f.Small, sp.Words, render.InkDim, render.Left)
	}
}
