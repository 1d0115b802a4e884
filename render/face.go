package render

import (
	"image"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// Face is one of the game's fonts at one size: what every line of text is
// measured and drawn with. Its glyphs are rasterized by
// golang.org/x/image/font/opentype into images that are kept and drawn
// tinted, as Ebitengine's text/v2 GoXFace draws them (the same glyph
// positions, sub-pixel steps and metrics, so every screen looks as it
// did). text/v2 is not used: with it came go-text/typesetting, an SVG
// rasterizer and TIFF and JPEG decoders (for colour and bitmap glyphs our
// fonts do not have), about 180 KB of the browser's compressed download,
// 7% of Ebitengine's hello world. TestTheBrowserBuildLinksNoTextV2 keeps
// it out.
type Face = *face

type face struct {
	key     faceKey
	f       font.Face // glyphs at the size, advances at the next whole size (spacedFace)
	metrics Metrics
	gran    fixed.Int26_6 // the sub-pixel step glyphs are drawn at

	mu      sync.Mutex
	advance map[rune]fixed.Int26_6
	kern    map[[2]rune]fixed.Int26_6
	origins map[string][]fixed.Int26_6 // each line's glyph origins (lineOrigins)
	glyphs  map[glyphKey]*ebiten.Image
	line    []lineGlyph // the line being drawn (lineGlyphs)
}

// Metrics are a face's vertical measures in pixels.
type Metrics struct {
	HAscent, HDescent, HLineGap float64
}

// glyphKey is one glyph drawn at one sub-pixel offset.
type glyphKey struct {
	r rune
	x fixed.Int26_6
}

// Cache bounds: past them a map starts afresh (a window resized many
// times, or many different lines, would otherwise keep them all).
const (
	maxOrigins = 512
	maxGlyphs  = 1024
)

func newFace(k faceKey, f font.Face) *face {
	fm := f.Metrics()
	m := Metrics{
		HAscent:  fixedFloat(fm.Ascent),
		HDescent: fixedFloat(fm.Descent),
		HLineGap: fixedFloat(fm.Height - fm.Ascent - fm.Descent),
	}
	// finer steps for smaller text, where a pixel is a larger part of a
	// glyph (as text/v2 does)
	steps := fixed.Int26_6(1)
	switch s := m.HAscent + m.HDescent; {
	case s < 20:
		steps = 8
	case s < 40:
		steps = 4
	case s < 80:
		steps = 2
	}
	return &face{key: k, f: f, metrics: m, gran: 64 / steps}
}

func fixedFloat(x fixed.Int26_6) float64 { return float64(x) / 64 }

// Metrics are the face's vertical measures.
func (f *face) Metrics() Metrics { return f.metrics }

// lineOrigins are the x of each glyph of s's first line after the first
// (kerned), then the line's whole advance; f.mu is held.
func (f *face) lineOrigins(s string) []fixed.Int26_6 {
	if xs, ok := f.origins[s]; ok {
		return xs
	}
	var xs []fixed.Int26_6
	prev := rune(-1)
	var x fixed.Int26_6
	for _, r := range s {
		if r == '\n' || r == '\r' {
			break
		}
		if prev >= 0 {
			k, ok := f.kern[[2]rune{prev, r}]
			if !ok {
				k = f.f.Kern(prev, r)
				if f.kern == nil || len(f.kern) > 4*maxOrigins {
					f.kern = map[[2]rune]fixed.Int26_6{}
				}
				f.kern[[2]rune{prev, r}] = k
			}
			x += k
			xs = append(xs, x)
		}
		a, ok := f.advance[r]
		if !ok {
			a, _ = f.f.GlyphAdvance(r)
			if f.advance == nil {
				f.advance = map[rune]fixed.Int26_6{}
			}
			f.advance[r] = a
		}
		x += a
		prev = r
	}
	if prev >= 0 {
		xs = append(xs, x)
	}
	if f.origins == nil || len(f.origins) >= maxOrigins {
		f.origins = map[string][]fixed.Int26_6{}
	}
	f.origins[s] = xs
	return xs
}

// width is the advance of s's first line.
func (f *face) width(s string) float64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	xs := f.lineOrigins(s)
	if len(xs) == 0 {
		return 0
	}
	return fixedFloat(xs[len(xs)-1])
}

// draw draws s's first line with its top at y and, by a, its start,
// middle or end at x (rounded to whole pixels), tinted c.
func (f *face) draw(dst *ebiten.Image, s string, x, y float64, op *ebiten.DrawImageOptions, a Align) {
	f.mu.Lock()
	defer f.mu.Unlock()
	gs := f.lineGlyphs(s, a)
	f.makeGlyphs(gs)
	for _, g := range gs {
		op.GeoM.Reset()
		op.GeoM.Translate(g.x+x, g.y+y)
		dst.DrawImage(f.glyphs[g.k], op)
	}
}

// lineGlyph is one glyph of a line as drawn: which glyph at which
// sub-pixel offset, its bounds, and where its image goes from the line's
// top left.
type lineGlyph struct {
	k    glyphKey
	sub  fixed.Point26_6
	b    fixed.Rectangle26_6
	x, y float64
}

// lineGlyphs are the glyphs of s's first line aligned by a (none for
// blanks), in f.line (reused); f.mu is held.
func (f *face) lineGlyphs(s string, a Align) []lineGlyph {
	f.line = f.line[:0]
	xs := f.lineOrigins(s)
	if len(xs) == 0 {
		return nil
	}
	var start float64
	switch a {
	case Center:
		start = -fixedFloat(xs[len(xs)-1]) / 2
	case Right:
		start = -fixedFloat(xs[len(xs)-1])
	}
	ox := fixed.Int26_6(start * 64)
	oy := fixed.Int26_6(f.metrics.HAscent*64) &^ 63
	i := 0
	for _, r := range s {
		if r == '\n' || r == '\r' {
			break
		}
		gx := ox
		if i > 0 {
			gx += xs[i-1]
		}
		i++
		gx = gx / f.gran * f.gran
		b, _, _ := f.f.GlyphBounds(r)
		if (b.Max.X-b.Min.X).Ceil() == 0 || (b.Max.Y-b.Min.Y).Ceil() == 0 {
			continue
		}
		sub := fixed.Point26_6{X: (gx + b.Min.X) & 63, Y: (oy + b.Min.Y) & 63}
		f.line = append(f.line, lineGlyph{k: glyphKey{r, sub.X}, sub: sub, b: b,
			x: float64((gx + b.Min.X).Floor()), y: float64((oy + b.Min.Y).Floor())})
	}
	return f.line
}

// makeGlyphs rasterizes the glyphs of a line not made yet and uploads
// them together (glyphpage.go); f.mu is held.
func (f *face) makeGlyphs(gs []lineGlyph) {
	if f.glyphs == nil || len(f.glyphs)+len(gs) > maxGlyphs {
		f.glyphs = map[glyphKey]*ebiten.Image{}
	}
	var keys []glyphKey
	var imgs []*image.RGBA
	for _, g := range gs {
		if _, ok := f.glyphs[g.k]; ok {
			continue
		}
		f.glyphs[g.k] = nil // made below, once for the line
		keys = append(keys, g.k)
		imgs = append(imgs, f.rasterize(g))
	}
	if len(imgs) == 0 {
		return
	}
	for i, im := range uploadPacked(imgs) {
		f.glyphs[keys[i]] = im
	}
}

// rasterize is g's glyph at its sub-pixel offset, with a pixel to spare
// right and below.
func (f *face) rasterize(g lineGlyph) *image.RGBA {
	w, h := (g.b.Max.X - g.b.Min.X).Ceil(), (g.b.Max.Y - g.b.Min.Y).Ceil()
	rgba := image.NewRGBA(image.Rect(0, 0, w+1, h+1))
	d := font.Drawer{Dst: rgba, Src: image.White, Face: f.f, Dot: fixed.Point26_6{X: -g.b.Min.X + g.sub.X, Y: -g.b.Min.Y + g.sub.Y}}
	d.DrawString(string(g.k.r))
	return rgba
}
