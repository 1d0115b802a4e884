package render

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/internal/display"
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

// The native run draws lines of text with faces whose glyphs are
// uploaded a line at a time, packed into one image (makeGlyphs), and with
// fresh faces of the same fonts and sizes whose glyphs were each uploaded
// as an image of its own; the two must be the same pixels.

const uploadHostEnv = "PYRAMID_GLYPHS_HOST"

func TestMain(m *testing.M) {
	if dir := os.Getenv(uploadHostEnv); dir != "" {
		os.Exit(uploadHost(dir))
	}
	os.Exit(m.Run())
}

type uploadReport struct {
	Different, Drawn, Pixels int
	Error                    string
}

func TestPackedGlyphsDrawTheSamePixels(t *testing.T) {
	dir := t.TempDir()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd, err := display.Command(ctx, self, "-test.run=^$")
	if err != nil {
		t.Fatal(err)
	}
	cmd.Env = append(os.Environ(), uploadHostEnv+"="+dir)
	out, runErr := cmd.CombinedOutput()
	data, err := os.ReadFile(filepath.Join(dir, "glyphs.json"))
	if err != nil {
		t.Fatalf("the native run wrote no report (%v):\n%s", runErr, out)
	}
	var r uploadReport
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
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

func uploadHost(dir string) int {
	rep := &uploadReport{}
	write := func() int {
		data, _ := json.Marshal(rep)
		if err := os.WriteFile(filepath.Join(dir, "glyphs.json"), data, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		return 0
	}
	if err := LoadFonts(); err != nil {
		rep.Error = err.Error()
		return write()
	}
	ebiten.SetWindowSize(320, 180)
	g := &uploadGame{rep: rep}
	if err := ebiten.RunGame(g); err != nil && !errors.Is(err, ebiten.Termination) {
		rep.Error = err.Error()
	}
	return write()
}

type uploadGame struct {
	rep  *uploadReport
	done bool
}

func (g *uploadGame) Update() error {
	if g.done {
		return ebiten.Termination
	}
	g.done = true
	fresh := func() []Face {
		return []Face{
			newFace(faceKey{regular, 13.3}, spacedFace{Face: sized(regular, 13.3), advances: sized(regular, math.Ceil(13.3))}),
			newFace(faceKey{bold, 31}, spacedFace{Face: sized(bold, 31), advances: sized(bold, math.Ceil(31))}),
		}
	}
	lines := []string{"Pyramid of Horus — 12 rounds", "Start game", "Łódź, żółć: 42%"}
	scene := func(dst *ebiten.Image, faces []Face) {
		for i, s := range lines {
			for j, f := range faces {
				Text(dst, s, f, 7.4+float64(j)*3, 5+float64(i*60+j*20), color.RGBA{240, 200, 90, 255}, Align(i%3))
			}
		}
	}
	w, h := 320, 180
	packed, single := ebiten.NewImage(w, h), ebiten.NewImage(w, h)
	scene(packed, fresh())
	alone := fresh()
	for _, f := range alone {
		f.glyphs = map[glyphKey]*ebiten.Image{}
		for _, s := range lines {
			for a := Left; a <= Right; a++ {
				for _, g := range f.lineGlyphs(s, a) {
					f.glyphs[g.k] = ebiten.NewImageFromImage(f.rasterize(g))
				}
			}
		}
	}
	scene(single, alone)
	a, b := image.NewRGBA(image.Rect(0, 0, w, h)), image.NewRGBA(image.Rect(0, 0, w, h))
	packed.ReadPixels(a.Pix)
	single.ReadPixels(b.Pix)
	g.rep.Pixels = w * h
	for i := 0; i < len(a.Pix); i += 4 {
		if a.Pix[i+3] != 0 {
			g.rep.Drawn++
		}
		if a.Pix[i] != b.Pix[i] || a.Pix[i+1] != b.Pix[i+1] || a.Pix[i+2] != b.Pix[i+2] || a.Pix[i+3] != b.Pix[i+3] {
			g.rep.Different++
		}
	}
	return nil
}

func (g *uploadGame) Draw(*ebiten.Image)         {}
func (g *uploadGame) Layout(int, int) (int, int) { return 320, 180 }
