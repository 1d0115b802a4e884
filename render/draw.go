package render

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
)

// Align of text in Text.
type Align uint8

// Alignments.
const (
	Left Align = iota
	Center
	Right
)

// Text draws one line with its top-left (or top-centre, top-right) at x,y.
func Text(dst *ebiten.Image, s string, face Face, x, y float64, c color.Color, a Align) {
	if textHook != nil {
		textHook(s, face, textBox(s, face, x, y, a), layout.Rect{})
	}
	drawText(dst, s, face, x, y, c, a)
}

func drawText(dst *ebiten.Image, s string, face Face, x, y float64, c color.Color, a Align) {
	if face == nil || s == "" {
		return
	}
	var op ebiten.DrawImageOptions
	op.ColorScale.ScaleWithColor(c)
	face.draw(dst, s, math.Round(x), math.Round(y), &op, a)
}

// TextMid draws one line centred vertically in r, shrunk when it would
// not fit: a larger text size or a longer translation must never spill
// out of its button or box.
func TextMid(dst *ebiten.Image, s string, face Face, r layout.Rect, c color.Color, a Align) {
	face = Fit(s, face, r.W, r.H)
	m := face.Metrics()
	h := m.HAscent + m.HDescent
	x := r.X
	switch a {
	case Center:
		x = r.X + r.W/2
	case Right:
		x = r.Right()
	}
	y := r.Y + (r.H-h)/2
	if textHook != nil {
		textHook(s, face, textBox(s, face, x, y, a), r)
	}
	drawText(dst, s, face, x, y, c, a)
}

// Fit is face, or a smaller size of it, at which s is at most w wide and
// one line is at most h high (0: any height).
func Fit(s string, face Face, w, h float64) Face {
	size, ok := SizeOf(face)
	if !ok || s == "" {
		return face
	}
	k := 1.0
	if adv := Width(s, face); adv > w && adv > 0 {
		k = w / adv
	}
	if m := face.Metrics(); h > 0 && m.HAscent+m.HDescent > h {
		k = min(k, h/(m.HAscent+m.HDescent))
	}
	if k >= 1 {
		return face
	}
	small := size * k
	// advances round and hint at each size: step down until it fits
	for small > 1 && Width(s, Resized(face, small)) > w {
		small *= 0.97
	}
	return Resized(face, small)
}

// LineHeight is the distance between wrapped lines of face: lines of
// text set at a larger text size must move apart, not overlap.
func LineHeight(face Face) float64 {
	m := face.Metrics()
	return math.Ceil((m.HAscent + m.HDescent) * 1.12)
}

// textBox is where a line drawn by Text lands.
func textBox(s string, face Face, x, y float64, a Align) layout.Rect {
	w := Width(s, face)
	m := face.Metrics()
	switch a {
	case Center:
		x -= w / 2
	case Right:
		x -= w
	}
	return layout.Rect{X: x, Y: y, W: w, H: m.HAscent + m.HDescent}
}

// textHook, when set, is told of every line drawn: its text, where it
// landed and the box it was meant to fit (zero for a line drawn at a
// point). Layout tests use it through RecordText.
var textHook func(s string, face Face, box, limit layout.Rect)

// TextDrawn is one line of text as drawn: where it landed, the box it
// had to fit (zero when drawn at a point) and its size in pixels (0 for
// a face that is not one of the game's). A Cover is no text but an
// opaque panel drawn over what came before it (Covered): a drawer, a
// tooltip, a question or a menu, under which earlier lines are hidden.
type TextDrawn struct {
	Text       string
	Box, Limit layout.Rect
	Size       float64
	Cover      bool
}

// Covered notes, while text is recorded, that r is covered by an opaque
// panel drawn over everything drawn so far.
func Covered(r layout.Rect) {
	if coverHook != nil {
		coverHook(r)
	}
}

// coverHook receives Covered's rectangles while text is recorded.
var coverHook func(r layout.Rect)

// RecordText starts noting every line of text drawn, so that a test can
// check that text fits its boxes and lines do not overlap; the returned
// function stops and hands back what was drawn. Not for concurrent use.
func RecordText() (stop func() []TextDrawn) {
	stopAll := RecordDrawn()
	return func() []TextDrawn {
		var text []TextDrawn
		for _, d := range stopAll() {
			if !d.Cover {
				text = append(text, d)
			}
		}
		return text
	}
}

// RecordDrawn is RecordText with the opaque panels drawn over what came
// before them (Covered) in the order drawn, so that a test can tell a
// line hidden under a drawer or a menu from two lines overlapping.
func RecordDrawn() (stop func() []TextDrawn) {
	var got []TextDrawn
	textHook = func(s string, face Face, box, limit layout.Rect) {
		size, _ := SizeOf(face)
		got = append(got, TextDrawn{Text: s, Box: box, Limit: limit, Size: size})
	}
	coverHook = func(r layout.Rect) { got = append(got, TextDrawn{Box: r, Cover: true}) }
	return func() []TextDrawn {
		textHook, coverHook = nil, nil
		return got
	}
}

// Width measures a line.
func Width(s string, face Face) float64 {
	if face == nil {
		return 0
	}
	return face.width(s)
}

// Wrap breaks s into lines no wider than w.
func Wrap(s string, face Face, w float64) []string {
	var lines []string
	for _, para := range splitLines(s) {
		line := ""
		for _, word := range splitWords(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if line != "" && Width(try, face) > w {
				lines = append(lines, line)
				line = word
			} else {
				line = try
			}
		}
		lines = append(lines, line)
	}
	return lines
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

func splitWords(s string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	return out
}

// Fill paints a rectangle.
func Fill(dst *ebiten.Image, r layout.Rect, c color.Color) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(r.W, r.H)
	op.GeoM.Translate(r.X, r.Y)
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(pixel(), &op)
}

// Stroke outlines a rectangle with lines w wide centred on its edges.
func Stroke(dst *ebiten.Image, r layout.Rect, w float64, c color.Color) {
	h := w / 2
	Fill(dst, layout.Rect{X: r.X - h, Y: r.Y - h, W: r.W + w, H: w}, c)
	Fill(dst, layout.Rect{X: r.X - h, Y: r.Bottom() - h, W: r.W + w, H: w}, c)
	Fill(dst, layout.Rect{X: r.X - h, Y: r.Y + h, W: w, H: r.H - w}, c)
	Fill(dst, layout.Rect{X: r.Right() - h, Y: r.Y + h, W: w, H: r.H - w}, c)
}

// Line draws a straight line from x0,y0 to x1,y1, w wide, square-ended
// and not anti-aliased.
func Line(dst *ebiten.Image, x0, y0, x1, y1, w float64, c color.Color) {
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n == 0 || w <= 0 {
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(0, -0.5)
	op.GeoM.Scale(n, w)
	op.GeoM.Rotate(math.Atan2(dy, dx))
	op.GeoM.Translate(x0, y0)
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(pixel(), &op)
}

// pixel is one white pixel, which Fill and Line stretch and tint: a
// sub-image of a larger one, so that its edge is not blended with the
// image's border.
var pixel = sync.OnceValue(func() *ebiten.Image {
	im := ebiten.NewImage(3, 3)
	im.Fill(color.White)
	return im.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
})

// RoundRect adds a rounded rectangle to a path.
func RoundRect(p *Path, r layout.Rect, rad float64) {
	k := min(rad, r.W/2, r.H/2)
	x0, y0, x1, y1 := r.X, r.Y, r.Right(), r.Bottom()
	p.MoveTo(x0+k, y0)
	p.Arc(x1-k, y0+k, k, -math.Pi/2, 0)
	p.Arc(x1-k, y1-k, k, 0, math.Pi/2)
	p.Arc(x0+k, y1-k, k, math.Pi/2, math.Pi)
	p.Arc(x0+k, y0+k, k, math.Pi, 3*math.Pi/2)
	p.Close()
}

// Panel draws a rounded panel with a border.
func Panel(dst *ebiten.Image, r layout.Rect, fill, line color.Color, u float64) {
	RoundBox(dst, r, fill, line, 6*u, max(1, 1.5*u))
}

// ButtonStyle is how a button looks.
type ButtonStyle uint8

const (
	Normal ButtonStyle = iota
	Hot                // under the pointer
	Chosen             // primary or selected
	Disabled
)

// Button draws a button with a centred label.
func Button(dst *ebiten.Image, r layout.Rect, label string, face Face, st ButtonStyle, u float64) {
	fill, line, ink := ButtonFill, PanelLine, Ink
	switch st {
	case Hot:
		fill, line = ButtonHot, Highlight
	case Chosen:
		fill, line = Primary, Gold
	case Disabled:
		fill, ink = PanelFill, InkFaint
	}
	Panel(dst, r, fill, line, u)
	in := layout.Rect{X: r.X + 6*u, Y: r.Y, W: r.W - 12*u, H: r.H}
	TextMid(dst, label, face, in, ink, Center)
	if st == Chosen {
		// a bar under the label, so that the chosen option is not told by
		// its colour alone
		w := min(in.W, Width(label, Fit(label, face, in.W, in.H)))
		Fill(dst, layout.Rect{X: r.X + (r.W-w)/2, Y: r.Bottom() - 6*u, W: w, H: max(1, 2*u)}, line)
	}
}

// Ellipsis shortens s with "..." until it is at most w wide.
func Ellipsis(s string, face Face, w float64) string {
	if Width(s, face) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && Width(string(r)+"...", face) > w {
		r = r[:len(r)-1]
	}
	return string(r) + "..."
}
