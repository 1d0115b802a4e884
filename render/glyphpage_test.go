package render

import (
	"image"
	"slices"
	"testing"
)

func TestPackShelvesKeepsGlyphsApartAndInside(t *testing.T) {
	var sizes []image.Point
	for i := 0; i < 300; i++ {
		sizes = append(sizes, image.Pt(3+i%37, 4+(i*7)%53))
	}
	sizes = append(sizes, image.Pt(300, 300)) // larger than an image
	pages, rects := packShelves(sizes, 256, 200)
	used := map[int]bool{}
	for i, r := range rects {
		used[pages[i]] = true
		if r.Size() != sizes[i] {
			t.Fatalf("glyph %d got a %v place for a %v image", i, r.Size(), sizes[i])
		}
		if r.Min.X < 0 || r.Min.Y < 0 || (sizes[i].X <= 256 && r.Max.X > 256) || (sizes[i].Y <= 200 && r.Max.Y > 200) {
			t.Fatalf("glyph %d placed at %v, outside the 256×200 image", i, r)
		}
		for j := 0; j < i; j++ {
			// a pixel apart: no glyph samples its neighbour
			if pages[i] == pages[j] && r.Inset(-1).Overlaps(rects[j]) {
				t.Fatalf("glyphs %d at %v and %d at %v touch on image %d", i, r, j, rects[j], pages[i])
			}
		}
	}
	if len(used) < 2 || len(used) != slices.Max(pages)+1 {
		t.Errorf("the glyphs went on images %v: want every image from 0 used, and more than one", used)
	}
	for j := range rects {
		if j != len(rects)-1 && pages[j] == pages[len(rects)-1] {
			t.Fatal("a glyph larger than the image must get one to itself")
		}
	}
}
