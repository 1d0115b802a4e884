package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/render"
)

// DrawParagraph wraps s into r, line after line at the face's own line
// height; lines that do not fit end in "..." on the last one that does.
func DrawParagraph(dst *ebiten.Image, s string, face render.Face, r layout.Rect, ink color.Color) {
	lines := render.Wrap(s, face, r.W)
	lh := render.LineHeight(face)
	n := max(1, int(r.H/lh))
	if len(lines) > n {
		lines = lines[:n]
		lines[n-1] = render.Ellipsis(lines[n-1]+"...", face, r.W)

	}
	for i, ln := range lines {
		render.TextMid(dst, ln, face, layout.Rect{X: r.X, Y: r.Y + float64(i)*lh, W: r.W, H: lh}, ink, render.Left)
	}
}

// Probe lists the buttons.
func (s *SettingsScene) Probe(ctx *Context) Probe {
	s.layout(ctx)
	return Probe{Scene: "settings", Seat: -2, View: -1, Targets: s.bs.Probe(ctx)}
}

// FitParagraph is face, or a smaller size of it, at which s wrapped into
// r fits r's height: long sections (a Polish translation at the largest
// text size) get slightly smaller type rather than lose lines.
func FitParagraph(s string, face render.Face, r layout.Rect) render.Face {
	size, ok := render.SizeOf(face)
	if !ok {
		return face
	}
	f, fs := face, size
	for fs > size/3 && float64(len(render.Wrap(s, f, r.W)))*render.LineHeight(f) > r.H {
		fs *= 0.95
		f = render.Resized(face, fs)
	}
	return f
}
