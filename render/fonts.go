// Package render is what every game's art and the shell draw with, on
// Ebitengine: the fonts, the palette (with the colour-blind switch), the
// CPU canvas that art is painted on (at start-up and whenever the screen
// size changes, so it is always drawn at device resolution), the shape
// cache, effects and small drawing helpers. Each game's own art is in
// render/<game> (render/horus, render/pengqueen, render/runrunrun); no file
// here imports a game (TestRenderImportsNoGame).
package render

import (
	"fmt"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/pyramid-studio/pyramid/assets/fonts"
)

// The game's type is the Go fonts (unhinted, from assets/fonts), drawn by Face (face.go) over
// golang.org/x/image/font/opentype, as text/v2's GoXFace drew them.
// text/v2's GoTextFace would shape the text with go-text/typesetting (a
// HarfBuzz port and its OpenType tables), which English and Polish do not
// need: it was 4.4 MB of the browser build's 23 MB, 0.6 MB of its 3.8 MB
// download, and part of its start.
// The glyphs are drawn at their size, as before; the advances are those
// GoTextFace gave (see spacedFace), so every line is as wide as it was
// and no screen's layout moves. The metrics are the same to 1/64 px.

// Fonts are the faces of one screen size.
type Fonts struct {
	Title, Head, Body, Bold, Small, Tiny Face
}

var regular, bold *opentype.Font

// LoadFonts parses the Go fonts once.
func LoadFonts() error {
	var err error
	if regular, err = opentype.Parse(fonts.Regular); err != nil {
		return fmt.Errorf("loading the Go regular font: %w", err)
	}
	if bold, err = opentype.Parse(fonts.Bold); err != nil {
		return fmt.Errorf("loading the Go bold font: %w", err)
	}
	return nil
}

// SmallSize is the size of the Small face in design units, the smallest
// text a player reads: 22 pixels at 1920×1080 (1.5 pixels a unit), read
// from a couch across the room. The client's readable text scale is
// reckoned from it.
const SmallSize = 14.7

// NewFonts sizes the faces for u pixels per design unit. The smallest,
// Small and Tiny, are SmallSize: no text of the game is smaller.
func NewFonts(u float64) Fonts {
	return Fonts{
		Title: faceAt(bold, 64*u), Head: faceAt(bold, 21*u), Body: faceAt(regular, 16*u), Bold: faceAt(bold, 16*u),
		Small: faceAt(regular, SmallSize*u), Tiny: faceAt(bold, SmallSize*u),
	}
}

// faceKey is one font at one size (pixels).
type faceKey struct {
	font *opentype.Font
	size float64
}

// faces are made once per font and size and shared: each GoXFace keeps
// its own glyph images, and Fit asks for the same smaller sizes every
// frame.
var faces struct {
	sync.Mutex
	at map[faceKey]*face
}

// maxFaces bounds the faces kept; resizing the window many times makes
// sizes no longer used.
const maxFaces = 512

// faceAt is f at size pixels.
func faceAt(f *opentype.Font, size float64) Face {
	faces.Lock()
	defer faces.Unlock()
	k := faceKey{f, size}
	if g, ok := faces.at[k]; ok {
		return g
	}
	if faces.at == nil || len(faces.at) >= maxFaces {
		faces.at = map[faceKey]*face{}
	}
	g := newFace(k, spacedFace{Face: sized(f, size), advances: sized(f, math.Ceil(size))})
	faces.at[k] = g
	return g
}

// sized is f at size pixels, unhinted.
func sized(f *opentype.Font, size float64) font.Face {
	of, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		// only a size that is not a positive number fails
		of, _ = opentype.NewFace(f, &opentype.FaceOptions{Size: 1, DPI: 72, Hinting: font.HintingNone})
	}
	return of
}

// spacedFace draws glyphs at one size and advances by another's: the next
// whole pixel size up, as GoTextFace's shaper does (it works in whole
// pixels per em), which the game's layouts were made with. At a whole
// size the two are the same.
type spacedFace struct {
	font.Face           // glyphs and metrics
	advances  font.Face // advances and kerning
}

func (s spacedFace) GlyphAdvance(r rune) (fixed.Int26_6, bool) { return s.advances.GlyphAdvance(r) }
func (s spacedFace) Kern(r0, r1 rune) fixed.Int26_6            { return s.advances.Kern(r0, r1) }

// SizeOf is the size in pixels of one of the game's faces; false for
// none.
func SizeOf(f Face) (float64, bool) {
	if f == nil {
		return 0, false
	}
	return f.key.size, true
}

// Resized is face's font at another size (nil for none).
func Resized(f Face, size float64) Face {
	if f == nil {
		return nil
	}
	return faceAt(f.key.font, size)
}
