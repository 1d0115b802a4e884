package shots

import (
	"fmt"
	"image"
	"image/color"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// screen is a 1280×720 picture like a screen of the game: a dark
// background, panels with borders, and glyph-like strokes of text.
func screen(panelX int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, 1280, 720))
	fill := func(r image.Rectangle, c color.RGBA) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				img.SetRGBA(x, y, c)
			}
		}
	}
	fill(img.Bounds(), color.RGBA{0x17, 0x12, 0x0d, 0xff})
	panel := image.Rect(panelX, 200, panelX+500, 560)
	fill(panel, color.RGBA{0x4d, 0x3d, 0x2c, 0xff})
	fill(panel.Inset(2), color.RGBA{0x2a, 0x21, 0x19, 0xff})
	r := rand.New(rand.NewPCG(1, 2))
	for line := 0; line < 12; line++ {
		for k := 0; k < 40; k++ {
			x, y := panel.Min.X+20+k*11, panel.Min.Y+20+line*26
			fill(image.Rect(x, y, x+2+r.IntN(6), y+14), color.RGBA{0xf3, 0xe9, 0xd2, 0xff})
		}
	}
	return img
}

// TestTheToleranceIgnoresBlendingButCatchesChanges: edge pixels blended
// differently (as another Mesa does) pass; a panel moved by 3 pixels, a
// changed digit and a picture of another size fail.
func TestTheToleranceIgnoresBlendingButCatchesChanges(t *testing.T) {
	base := screen(700)
	blended := screen(700)
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 1280*720/12; i++ { // every 12th pixel off by up to 30 levels
		x, y := r.IntN(1280), r.IntN(720)
		c := blended.RGBAAt(x, y)
		shift := func(v uint8) uint8 { return uint8(max(0, min(255, int(v)+r.IntN(61)-30))) }
		c.R, c.G, c.B = shift(c.R), shift(c.G), shift(c.B)
		blended.SetRGBA(x, y, c)
	}
	if d := DiffImages(blended, base); d.Failed() {
		t.Errorf("blending differences fail: %s", d)
	}
	if d := DiffImages(screen(703), base); !d.Failed() {
		t.Errorf("a panel moved by 3 pixels passes: %s", d)
	}
	digit := screen(700)
	for y := 300; y < 314; y++ {
		for x := 900; x < 908; x++ {
			digit.SetRGBA(x, y, color.RGBA{0xf3, 0xe9, 0xd2, 0xff})
		}
	}
	if d := DiffImages(digit, base); !d.Failed() {
		t.Errorf("a digit drawn anew passes: %s", d)
	}
	if d := DiffImages(image.NewRGBA(image.Rect(0, 0, 1920, 1080)), base); !d.Failed() || !d.Size {
		t.Errorf("another size passes: %s", d)
	}
}

// TestCompareFindsTheCommittedCounterparts: Compare looks at every
// screenshot drawn that has a committed one of the same name, fails on a
// changed one (writing the picture of its changes), passes an unchanged
// one and leaves alone those with no committed counterpart, and those
// another test drew before this one began.
func TestCompareFindsTheCommittedCounterparts(t *testing.T) {
	committed, drawn := t.TempDir(), t.TempDir()
	write := func(dir, name string, img image.Image) {
		t.Helper()
		if err := writePNG(filepath.Join(dir, name), img); err != nil {
			t.Fatal(err)
		}
	}
	write(committed, "same.png", screen(700))
	write(committed, "moved.png", screen(700))
	write(committed, "other.png", screen(700))
	write(drawn, "other.png", screen(720)) // another test's, drawn before
	since := time.Now()
	time.Sleep(10 * time.Millisecond)
	write(drawn, "same.png", screen(700))
	write(drawn, "moved.png", screen(710))
	write(drawn, "new.png", screen(100))
	g := &Golden{dir: committed, files: map[string][]byte{}, since: since}
	for _, n := range []string{"same.png", "moved.png", "other.png"} {
		data, err := os.ReadFile(filepath.Join(committed, n))
		if err != nil {
			t.Fatal(err)
		}
		g.files[n] = data
	}
	rec := &recorder{TB: t}
	if n := g.Compare(rec, drawn); n != 2 {
		t.Errorf("compared %d screenshots, want 2", n)
	}
	if len(rec.errors) != 1 || !strings.Contains(rec.errors[0], "moved.png") {
		t.Errorf("errors %q, want one about moved.png", rec.errors)
	}
	if _, err := os.Stat(filepath.Join(drawn, "moved.diff.png")); err != nil {
		t.Errorf("no picture of the changes: %v", err)
	}
	// regenerating into the committed directory only lists the changes
	rec = &recorder{TB: t}
	g.since = time.Now()
	time.Sleep(10 * time.Millisecond)
	write(committed, "moved.png", screen(710))
	g.Compare(rec, committed)
	if len(rec.errors) != 0 || len(rec.logs) != 1 {
		t.Errorf("regenerating: errors %q, logs %q; want one log", rec.errors, rec.logs)
	}
}

// recorder notes a test's errors and logs instead of failing it.
type recorder struct {
	testing.TB
	errors, logs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, a ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, a...))
}
func (r *recorder) Error(a ...any)               { r.errors = append(r.errors, fmt.Sprintf("%v", a...)) }
func (r *recorder) Logf(format string, a ...any) { r.logs = append(r.logs, fmt.Sprintf(format, a...)) }

var sprintf = fmt.Sprintf
