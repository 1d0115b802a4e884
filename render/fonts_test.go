package render

import (
	"testing"
)

// TestFacesKeepTheirAdvances: the faces advance as text/v2's GoTextFace
// did (at the next whole pixel size), which the layouts were made with:
// these widths are GoTextFace's, measured before the change.
func TestFacesKeepTheirAdvances(t *testing.T) {
	if err := LoadFonts(); err != nil {
		t.Fatal(err)
	}
	const s = "Dwa pola Wejścia, D14 i E14, leżą na zewnątrz. Tuż za drzwiami jest Gniazdo"
	for size, want := range map[float64]float64{12.5: 454.688, 15: 524.656, 18.75: 664.375, 22.5: 804.469, 27.3: 979.391} {
		if got := Width(s, faceAt(regular, size)); got < want-0.001 || got > want+0.001 {
			t.Errorf("at %v px the line is %.3f wide, GoTextFace's was %.3f", size, got, want)
		}
	}
}

// TestFacesAreShared: a font at a size is one face (each keeps its own
// glyph images, and Fit asks for the same sizes every frame), and a
// resized face is the same font.
func TestFacesAreShared(t *testing.T) {
	if err := LoadFonts(); err != nil {
		t.Fatal(err)
	}
	a, b := NewFonts(1.5), NewFonts(1.5)
	if a.Body != b.Body || a.Body == a.Bold {
		t.Error("the same font at the same size is not one face, or two fonts are")
	}
	small := Resized(a.Bold, 9)
	if size, ok := SizeOf(small); !ok || size != 9 {
		t.Errorf("the resized face is %v px (%v)", size, ok)
	}
	if Resized(a.Bold, 21*1.5) != a.Head {
		t.Error("Bold resized to Head's size is not Head")
	}
	if w := Width("Wyposażenie", Resized(a.Body, 20)); w == Width("Wyposażenie", Resized(a.Bold, 20)) {
		t.Error("resizing lost the font: regular and bold advance alike")
	}
}
