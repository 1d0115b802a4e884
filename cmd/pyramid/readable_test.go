package main

import (
	"testing"

	"github.com/pyramid-studio/pyramid/render"
)

// TestTextIsReadableOnPhonesAndTablets: the smallest text is made at
// least 11 window pixels on a phone and a tablet, within the sizes the
// screens are checked at, and left as chosen on a desktop.
func TestTextIsReadableOnPhonesAndTablets(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name        string
		w, h, scale float64
		want        float64
	}{
		{"a phone in landscape, 844×390 at 3", 844 * 3, 390 * 3, 3, 1.5},
		{"a tablet, 1024×768 at 2", 2048, 1536, 2, 1}, // 14.7 units: 11.8 window pixels at 100%
		{"a desktop, 1280×720", 1280, 720, 1, 1},
		{"a TV, 1920×1080", 1920, 1080, 1, 1},
		{"a laptop's smallest window, 640×360", 640, 360, 1, 1.5},
	}
	for _, c := range cases {
		g := &game{w: c.w, h: c.h, scale: c.scale}
		ctx := g.context()
		if got := ctx.Fonts; got.Small == nil {
			t.Fatalf("%s: no fonts", c.name)
		}
		if got := g.fontsU / ctx.Frame.U; got != c.want {
			t.Errorf("%s: text at %.0f%%, want %.0f%%", c.name, got*100, c.want*100)
		}
	}
}
