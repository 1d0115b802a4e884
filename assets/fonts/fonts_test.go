package fonts

import (
	"slices"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// TestTheFontsAreTheGoFontsUnhinted: every character the Go fonts map
// maps to the same glyph here, and every glyph has the same advance,
// bounds and outline, so that taking the hinting out changed nothing the
// game draws.
func TestTheFontsAreTheGoFontsUnhinted(t *testing.T) {
	for _, tc := range []struct {
		name       string
		ours, orig []byte
	}{{"Go Regular", Regular, goregular.TTF}, {"Go Bold", Bold, gobold.TTF}} {
		ours, err := sfnt.Parse(tc.ours)
		if err != nil {
			t.Fatalf("%s: ours does not parse: %v", tc.name, err)
		}
		orig, err := sfnt.Parse(tc.orig)
		if err != nil {
			t.Fatalf("%s: the original does not parse: %v", tc.name, err)
		}
		if len(tc.ours) >= len(tc.orig) {
			t.Errorf("%s: ours is %d bytes, the original %d: the hinting is still in", tc.name, len(tc.ours), len(tc.orig))
		}
		if ours.NumGlyphs() != orig.NumGlyphs() {
			t.Fatalf("%s: %d glyphs, the original has %d", tc.name, ours.NumGlyphs(), orig.NumGlyphs())
		}
		var bo, bg sfnt.Buffer
		const ppem = fixed.Int26_6(64 << 6)
		mapped := 0
		for r := rune(0); r < 0x10000; r++ {
			go1, err1 := orig.GlyphIndex(&bg, r)
			go2, err2 := ours.GlyphIndex(&bo, r)
			if err1 != nil || err2 != nil || go1 != go2 {
				t.Fatalf("%s: %U maps to glyph %d (%v) here, %d (%v) in the original", tc.name, r, go2, err2, go1, err1)
			}
			if go1 != 0 {
				mapped++
			}
		}
		if mapped < 600 {
			t.Errorf("%s: only %d characters mapped", tc.name, mapped)
		}
		for g := sfnt.GlyphIndex(0); int(g) < orig.NumGlyphs(); g++ {
			a1, err1 := orig.GlyphAdvance(&bg, g, ppem, font.HintingNone)
			a2, err2 := ours.GlyphAdvance(&bo, g, ppem, font.HintingNone)
			if err1 != nil || err2 != nil || a1 != a2 {
				t.Fatalf("%s: glyph %d advances %v (%v) here, %v (%v) in the original", tc.name, g, a2, err2, a1, err1)
			}
			s1, err1 := orig.LoadGlyph(&bg, g, ppem, nil)
			s1 = slices.Clone(s1)
			s2, err2 := ours.LoadGlyph(&bo, g, ppem, nil)
			if err1 != nil || err2 != nil || !slices.Equal(s1, s2) {
				t.Fatalf("%s: glyph %d's outline differs from the original's (%v, %v)", tc.name, g, err2, err1)
			}
		}
		m1, _ := orig.Metrics(&bg, ppem, font.HintingNone)
		m2, _ := ours.Metrics(&bo, ppem, font.HintingNone)
		if m1 != m2 {
			t.Errorf("%s: metrics %+v here, %+v in the original", tc.name, m2, m1)
		}
	}
}
