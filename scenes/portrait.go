package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// A screen taller than it is wide (a phone or tablet held upright, a
// narrow window) gets no layout of its own: every screen of every game
// is laid out for landscape, and a portrait layout of each would double
// that work for a device that turns in a second. Instead the Manager
// shows, over whatever screen is current, a page asking to turn the
// device (or widen the window), and holds the screen meanwhile: its
// Update does not run, so no animation or turn goes by unseen and no
// finger reaches it. The installed game asks the browser for landscape
// too (the manifest, and pyramid.js in fullscreen).

// Portrait reports whether the screen is taller than it is wide.
func Portrait(ctx *Context) bool { return ctx.H > ctx.W }

// drawTurnDevice draws the page asking for landscape, sized by the
// screen's short side so it reads on a phone held upright.
func drawTurnDevice(dst *ebiten.Image, ctx *Context) {
	dst.Fill(render.Background)
	s := min(ctx.W, ctx.H)
	cx := ctx.W / 2
	// an upright device, an arrow, the same device on its side
	pw, ph := s*0.16, s*0.28
	y := ctx.H*0.42 - ph
	upright := layout.Rect{X: cx - s*0.30, Y: y, W: pw, H: ph}
	side := layout.Rect{X: cx + s*0.30 - ph, Y: y + (ph-pw)/2, W: ph, H: pw}
	for _, r := range []layout.Rect{upright, side} {
		render.RoundBox(dst, r, render.PanelFill, render.Gold, s*0.02, s*0.006)
		render.RoundBox(dst, r.Inset(s*0.018), render.Background, nil, s*0.01, 0)
	}
	render.TextMid(dst, "→", render.Resized(ctx.Fonts.Title, s*0.12), layout.Rect{X: upright.Right(), Y: y, W: side.X - upright.Right(), H: ph}, render.Gold, render.Center)
	head, body := render.Resized(ctx.Fonts.Head, s*0.065), render.Resized(ctx.Fonts.Body, s*0.042)
	title, why := i18n.T("Turn your device sideways"), i18n.T("Pyramid is played in landscape: hold the screen wider than it is tall.")
	if ctx.In.Last != input.Touch {
		title, why = i18n.T("Make the window wider"), i18n.T("Pyramid is played in landscape: make the window wider than it is tall.")
	}
	w := ctx.W * 0.84
	ty := ctx.H*0.42 + s*0.08
	render.TextMid(dst, title, head, layout.Rect{X: (ctx.W - w) / 2, Y: ty, W: w, H: s * 0.09}, render.Ink, render.Center)
	lh := render.LineHeight(body)
	for i, ln := range render.Wrap(why, body, w) {
		render.Text(dst, ln, body, cx, ty+s*0.12+float64(i)*lh, render.InkDim, render.Center)
	}
}
