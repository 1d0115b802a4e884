package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/render"
)

// QuitOffered is whether the title screen offers Quit, and Esc there
// quits. The browser build turns it off (cmd/pyramid): a page has nothing
// to quit to, and Esc belongs to the browser (it leaves fullscreen).
var QuitOffered = true

// DrawLightBackdrop draws the title's night sky, stepped pyramid and sand
// with rectangles only. The browser client shows it for its first few
// frames: the full title first needs its backdrop painted on the CPU
// (render.Canvas) and its text's glyphs rasterized, slow work under
// WebAssembly, so the full title follows (while the page still asks for
// the start click) instead of holding back the first picture.
func DrawLightBackdrop(dst *ebiten.Image, ctx *Context) {
	f := ctx.Frame
	W, H := ctx.W, ctx.H
	const bands = 64 // a smoother sky than the title's 24 bands, as no path is drawn
	for i := 0; i < bands; i++ {
		y := H * float64(i) / bands
		render.Fill(dst, layout.Rect{Y: y, W: W, H: H/bands + 1}, render.Mix(render.Background, render.Stone, float64(i)/bands*0.6))
	}
	// the moon, in rings
	for i := 0; i < 6; i++ {
		r := (46 - 6*float64(i)) * f.U
		render.Fill(dst, layout.Rect{X: f.X0 + 1080*f.U - r, Y: f.Y0 + 110*f.U - r, W: 2 * r, H: 2 * r}, render.Mix(render.Ink, render.Gold, 0.3+0.05*float64(i)))
	}
	for i := 0; i < 60; i++ {
		x, y := W*frac(float64(i)*0.618), H*0.55*frac(float64(i)*0.377+0.1)
		s := max(1, 1.6*f.U*frac(float64(i)*0.91))
		render.Fill(dst, layout.Rect{X: x, Y: y, W: s, H: s}, render.WithAlpha(render.Ink, 0.6))
	}
	cx, base, top := f.X0+870*f.U, f.Y0+640*f.U, f.Y0+190*f.U
	const courses = 12
	for i := 0; i < courses; i++ {
		y1 := base - (base-top)*float64(i+1)/courses
		hw := 380 * f.U * (1 - float64(i)/courses)
		c := render.Mix(render.Sand, render.Rubble, 0.25+0.25*float64(i%2))
		render.Fill(dst, layout.Rect{X: cx - hw, Y: y1, W: 2 * hw, H: (base - top) / courses}, c)
		render.Fill(dst, layout.Rect{X: cx, Y: y1, W: hw, H: (base - top) / courses}, render.WithAlpha(render.Background, 0.35))
	}
	render.Fill(dst, layout.Rect{Y: f.Y0 + 630*f.U, W: W, H: H}, render.Mix(render.Background, render.Sand, 0.3))
}
