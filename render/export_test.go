package render

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// FreshFace is the regular (or bold) font at size, made anew with no
// glyph kept, for a test that compares two ways of making glyphs.
func FreshFace(isBold bool, size float64) Face {
	f := regular
	if isBold {
		f = bold
	}
	return newFace(faceKey{f, size}, spacedFace{Face: sized(f, size), advances: sized(f, math.Ceil(size))})
}

// MakeEachGlyphAlone gives f every glyph of the lines, in every
// alignment, each uploaded as an image of its own (as glyphs were before
// a line's were packed together).
func MakeEachGlyphAlone(f Face, lines []string) {
	f.glyphs = map[glyphKey]*ebiten.Image{}
	for _, s := range lines {
		for a := Left; a <= Right; a++ {
			for _, g := range f.lineGlyphs(s, a) {
				f.glyphs[g.k] = ebiten.NewImageFromImage(f.rasterize(g))
			}
		}
	}
}
