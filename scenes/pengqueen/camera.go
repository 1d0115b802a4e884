package pengqueen

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// The maze zooms and pans with the shell's camera (scenes.Camera, as
// The Pyramid of Horus's board does): the wheel, a pinch, + and - or the
// buttons beside the maze zoom it, a drag or the right stick pans it,
// Home shows it whole again. Fitted on a phone (844×390 CSS px) its
// squares are 15–17 CSS px; at the closest level 51, a finger's size.
// Each side's board keeps its own camera: nobody sees where the other
// side looked. A zoomed board draws exactly what it draws fitted (the
// same scene of the same observation, on a larger board), so what a view
// hides stays hidden at every zoom.

// zoomLevels are the zooms the maze is drawn at: Horus's steps of 1.25
// and one more, so that a phone's squares reach 44 CSS px.
var zoomLevels = []float64{1, 1.25, 1.5625, 1.953125, 2.44140625, 3.0517578125}

// lens is what the maze's camera looks at: the fitted maze in its area.
func (l *playLayout) lens() layout.Lens {
	return layout.Lens{Base: l.Fit.Rect, View: l.Area, Levels: zoomLevels, Margin: 8 * l.U}
}

// zoomButtons are "+" and "−" at the maze's right edge, under the
// Mummy's corner, beside the pyramid's slope (no square under them when
// the maze is fitted).
func (l *playLayout) zoomButtons() (in, out layout.Rect) {
	return l.R(812, 196, 44, 44), l.R(812, 246, 44, 44)
}

// place sets B to the maze as camera c shows it: fitted, the fitted
// board pixel for pixel.
func (l *playLayout) place(c layout.Camera) {
	lens := l.lens()
	if c.Clamp(lens).Zoom <= 1 {
		l.B = l.Fit
		return
	}
	l.B = l.Fit.Zoomed(lens.Board(c))
}

// shows reports whether r, on the maze as shown, is in the maze's view:
// a square scrolled out of it is not clicked.
func (l *playLayout) shows(r layout.Rect) bool {
	x, y := r.Center()
	return l.Area.Contains(x, y)
}

// Input moves the board's camera on this tick's input (the play screen's
// and the replay viewer's alike: scenes.BoardInput); it reports whether
// it took the tick's click (a zoom button).
func (b *Board) Input(ctx *scenes.Context) bool {
	if b.lay.Area.W <= 0 || b.lay.W != ctx.W || b.lay.H != ctx.H {
		b.lay = newPlayLayout(ctx.W, ctx.H)
	}
	lens := b.lay.lens()
	took := false
	if x, y, ok := ctx.In.Clicked(); ok {
		in, out := b.lay.zoomButtons()
		switch {
		case in.Contains(x, y):
			b.zoomStep(lens, true)
			took = true
		case out.Contains(x, y):
			b.zoomStep(lens, false)
			took = true
		}
	}
	if ctx.In.Has(input.Home) {
		b.cam.Target = layout.Fitted()
	}
	if !took {
		b.cam.Input(&ctx.In, lens)
	}
	b.lay.place(b.cam.Shown)
	return took
}

// zoomStep zooms the maze a level in or out about its view's middle.
func (b *Board) zoomStep(lens layout.Lens, in bool) {
	c := &b.cam
	if c.Shown.Zoom == 0 {
		*c = scenes.FittedCamera()
	}
	z := lens.NextLevel(c.Target.Zoom, in)
	x, y := lens.View.Center()
	c.Target = c.Target.ZoomAbout(lens, z/c.Target.Zoom, x, y)
}

// drawZoomButtons draws "+" and "−", lit under the pointer, greyed at
// their end.
func (b *Board) drawZoomButtons(dst *ebiten.Image, ctx *scenes.Context) {
	in, out := b.lay.zoomButtons()
	lens := b.lay.lens()
	z := b.cam.Target.Zoom
	for _, bt := range []struct {
		r     layout.Rect
		label string
		end   bool
	}{{in, "+", z >= lens.Max()}, {out, "−", z <= 1}} {
		st := render.Normal
		switch {
		case bt.end:
			st = render.Disabled
		case bt.r.Contains(ctx.In.X, ctx.In.Y):
			st = render.Hot
		}
		render.Button(dst, bt.r, bt.label, ctx.Fonts.Head, st, b.lay.U)
	}
}

// drawMazeView draws the maze as the camera shows it: fitted, as it
// always was; zoomed, clipped to its view, at the zoom level's sizes,
// and while the camera is between two levels drawn at the nearest one
// into an image of its own scaled to the camera (the sprites are painted
// at the levels' sizes only).
func (b *Board) drawMazeView(dst *ebiten.Image) {
	if !b.cam.Zoomed() {
		b.drawMaze(dst)
		return
	}
	lens, v := b.lay.lens(), b.lay.Area
	view := dst.SubImage(v.Pixels()).(*ebiten.Image)
	if b.cam.Settled(lens) {
		b.drawMaze(view)
		return
	}
	z := b.cam.Shown.Zoom
	lv := lens.Level(z)
	b.layer.Draw(view, v, z/lv, func(layer *ebiten.Image, ox, oy float64) {
		saved := b.lay.B
		r := lens.BoardAt(lv, b.cam.Shown.FX, b.cam.Shown.FY)
		r.X, r.Y = r.X-ox, r.Y-oy
		b.lay.B = b.lay.Fit.Zoomed(r)
		b.drawMaze(layer)
		b.lay.B = saved
	})
}
