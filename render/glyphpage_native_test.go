package render_test

import (
	"image"
	"image/color"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/internal/shots"
	"github.com/pyramid-studio/pyramid/render"
)

// The native run draws lines of text with faces whose glyphs are
// uploaded a line at a time, packed into one image, and with fresh faces
// of the same fonts and sizes whose glyphs were each uploaded as an image
// of its own; the two must be the same pixels.

var native = shots.Native{Env: "PYRAMID_GLYPHS_HOST", Report: "glyphs.json"}

func TestMain(m *testing.M) {
	if dir := native.Dir(); dir != "" {
		os.Exit(glyphsHost(dir))
	}
	os.Exit(m.Run())
}

type glyphsReport struct {
	Different, Drawn, Pixels int
	Error                    string
}

func TestPackedGlyphsDrawTheSamePixels(t *testing.T) {
	var r glyphsReport
	native.Run(t, t.TempDir(), 2*time.Minute, &r)
	if r.Error != "" {
		t.Fatal(r.Error)
	}
	if r.Drawn < 500 {
		t.Fatalf("only %d of %d pixels drawn: the text was not drawn", r.Drawn, r.Pixels)
	}
	if r.Different != 0 {
		t.Errorf("%d of %d pixels differ between the text drawn with its glyphs packed and with each glyph an image of its own", r.Different, r.Pixels)
	}
}

func glyphsHost(dir string) int {
	rep := &glyphsReport{}
	return native.Serve(dir, rep, func(err error) { rep.Error = err.Error() }, func() { compareGlyphs(rep) })
}

// compareGlyphs draws the lines both ways and counts the pixels that
// differ.
func compareGlyphs(rep *glyphsReport) {
	fresh := func() []render.Face {
		return []render.Face{render.FreshFace(false, 13.3), render.FreshFace(true, 31)}
	}
	lines := []string{"Pyramid of Horus — 12 rounds", "Start game", "Łódź, żółć: 42%"}
	scene := func(dst *ebiten.Image, faces []render.Face) {
		for i, s := range lines {
			for j, f := range faces {
				render.Text(dst, s, f, 7.4+float64(j)*3, 5+float64(i*60+j*20), color.RGBA{240, 200, 90, 255}, render.Align(i%3))
			}
		}
	}
	w, h := 320, 180
	packed, single := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
	scene(packed, fresh())
	alone := fresh()
	for _, f := range alone {
		render.MakeEachGlyphAlone(f, lines)
	}
	scene(single, alone)
	a, b := image.NewRGBA(image.Rect(0, 0, w, h)), image.NewRGBA(image.Rect(0, 0, w, h))
	packed.ReadPixels(a.Pix)
	single.ReadPixels(b.Pix)
	rep.Pixels = w * h
	for i := 0; i < len(a.Pix); i += 4 {
		if a.Pix[i+3] != 0 {
			rep.Drawn++
		}
		if a.Pix[i] != b.Pix[i] || a.Pix[i+1] != b.Pix[i+1] || a.Pix[i+2] != b.Pix[i+2] || a.Pix[i+3] != b.Pix[i+3] {
			rep.Different++
		}
	}
}
