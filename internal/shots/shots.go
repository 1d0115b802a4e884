// Package shots checks the screenshots the tests draw against the ones
// committed in testdata/screenshots, so that a change to a screen that
// nobody looked at fails. Any game's screenshot test uses it the same
// way: take the committed set before drawing (Committed), draw into Dir,
// then Compare every screenshot drawn with the committed one of the same
// name; a screenshot with no committed counterpart is only drawn.
//
// The comparison has a tolerance: two runs on machines of the same kind
// (Mesa's software GL, llvmpipe, on a fresh CI machine) blend text and
// scaled sprites a little differently, by up to about 30 levels of a
// colour channel on some edge pixels, so a pixel counts as changed only
// when a channel moved by more than PixelTolerance. A picture fails when
// changed pixels make more than TileShare of any 16×16 tile (a word, a
// digit or an icon changed) or more than ImageShare of the whole (a panel
// moved: its edges move everywhere). When it fails, a picture of the
// changes is written beside the new screenshot (name.diff.png).
//
// To accept a change, look at the new screenshots and regenerate the
// committed set: PYRAMID_SCREENSHOTS=$PWD/testdata/screenshots (from the
// repository's root) writes them over the committed ones; the comparison
// then only lists what changed, for the commit to say.
package shots

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// The tolerance: see the package's comment.
const (
	PixelTolerance = 48
	TileSize       = 16
	TileShare      = 0.12
	ImageShare     = 0.002
)

// Golden is the committed screenshots as they were before a test drew.
type Golden struct {
	dir   string            // testdata/screenshots
	files map[string][]byte // name → PNG bytes
	since time.Time         // when the test began: what it draws is newer
}

// CommittedDir is the repository's testdata/screenshots, found from the
// working directory upwards (tests run in their package's directory).
func CommittedDir() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "testdata", "screenshots"), nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", fmt.Errorf("no go.mod above %s", dir)
		}
		dir = up
	}
}

// Committed reads the committed screenshots, before the test draws over
// them (when it regenerates them there).
func Committed(tb testing.TB) *Golden {
	tb.Helper()
	dir, err := CommittedDir()
	if err != nil {
		tb.Fatal(err)
	}
	g := &Golden{dir: dir, files: map[string][]byte{}, since: time.Now()}
	names, _ := filepath.Glob(filepath.Join(dir, "*.png"))
	for _, n := range names {
		if strings.HasSuffix(n, ".diff.png") {
			continue
		}
		data, err := os.ReadFile(n)
		if err != nil {
			tb.Fatal(err)
		}
		g.files[filepath.Base(n)] = data
	}
	return g
}

// Dir is where a screenshot test draws: $PYRAMID_SCREENSHOTS, or a new
// temporary directory.
func Dir(tb testing.TB) string {
	out := os.Getenv("PYRAMID_SCREENSHOTS")
	if out == "" {
		return tb.TempDir()
	}
	out, err := filepath.Abs(out)
	if err != nil {
		tb.Fatal(err)
	}
	return out
}

// Compare compares every screenshot the test drew in dir (written since
// Committed: the tests of a package share $PYRAMID_SCREENSHOTS, and each
// answers only for its own) that has a committed counterpart with it. It fails the test for each one changed beyond the
// tolerance, unless dir is the committed directory itself (the set is
// being regenerated), when it only lists the changes. It returns how
// many were compared.
func (g *Golden) Compare(tb testing.TB, dir string) int {
	tb.Helper()
	regen := sameDir(dir, g.dir)
	names, _ := filepath.Glob(filepath.Join(dir, "*.png"))
	sort.Strings(names)
	n := 0
	for _, path := range names {
		name := filepath.Base(path)
		want, ok := g.files[name]
		if !ok || strings.HasSuffix(name, ".diff.png") {
			continue
		}
		if fi, err := os.Stat(path); err != nil || fi.ModTime().Before(g.since) {
			continue // another test's
		}
		n++
		got, err := os.ReadFile(path)
		if err != nil {
			tb.Error(err)
			continue
		}
		d, err := DiffPNG(got, want)
		switch {
		case err != nil:
			tb.Errorf("%s: %v", name, err)
		case d.Failed() && regen:
			tb.Logf("%s changed (%s): look at it before committing", name, d)
		case d.Failed():
			diff := "no picture of the changes: the sizes differ"
			if d.Picture != nil {
				diff = strings.TrimSuffix(path, ".png") + ".diff.png"
				_ = writePNG(diff, d.Picture)
			}
			tb.Errorf("%s differs from the committed screenshot (%s); the changes: %s. If the change is wanted, look at it and regenerate the set (PYRAMID_SCREENSHOTS=$PWD/testdata/screenshots)", name, d, diff)
		}
	}
	return n
}

// sameDir reports whether a and b are the same directory.
func sameDir(a, b string) bool {
	sa, err1 := os.Stat(a)
	sb, err2 := os.Stat(b)
	return err1 == nil && err2 == nil && os.SameFile(sa, sb)
}

// Diff is how far two screenshots differ.
type Diff struct {
	Size      bool    // they are not the same size
	Changed   int     // pixels beyond the pixel tolerance
	Share     float64 // Changed of all pixels
	WorstTile float64 // the largest share of changed pixels in a tile
	At        image.Point
	Picture   *image.RGBA // the changes in red over the new picture, dimmed
}

// Failed reports whether the difference is beyond the tolerance.
func (d Diff) Failed() bool {
	return d.Size || d.Share > ImageShare || d.WorstTile > TileShare
}

func (d Diff) String() string {
	if d.Size {
		return "another size"
	}
	return fmt.Sprintf("%d pixels changed, %.3f%% of the picture; %.0f%% of the tile at %d,%d", d.Changed, 100*d.Share, 100*d.WorstTile, d.At.X, d.At.Y)
}

// DiffPNG compares two PNG files.
func DiffPNG(got, want []byte) (Diff, error) {
	a, err := png.Decode(bytes.NewReader(got))
	if err != nil {
		return Diff{}, fmt.Errorf("the new screenshot: %w", err)
	}
	b, err := png.Decode(bytes.NewReader(want))
	if err != nil {
		return Diff{}, fmt.Errorf("the committed screenshot: %w", err)
	}
	return DiffImages(a, b), nil
}

// DiffImages compares two pictures pixel by pixel and tile by tile.
func DiffImages(a, b image.Image) Diff {
	ab, bb := a.Bounds(), b.Bounds()
	if ab.Dx() != bb.Dx() || ab.Dy() != bb.Dy() {
		return Diff{Size: true}
	}
	w, h := ab.Dx(), ab.Dy()
	pic := image.NewRGBA(image.Rect(0, 0, w, h))
	tw, th := (w+TileSize-1)/TileSize, (h+TileSize-1)/TileSize
	tiles := make([]int, tw*th)
	var d Diff
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			r1, g1, b1, _ := a.At(ab.Min.X+x, ab.Min.Y+y).RGBA()
			r2, g2, b2, _ := b.At(bb.Min.X+x, bb.Min.Y+y).RGBA()
			m := max(absDiff(r1, r2), absDiff(g1, g2), absDiff(b1, b2))
			if m > PixelTolerance {
				d.Changed++
				tiles[(y/TileSize)*tw+x/TileSize]++
				pic.Set(x, y, color.RGBA{0xff, 0x20, 0x20, 0xff})
				continue
			}
			pic.Set(x, y, color.RGBA{uint8(r1 >> 10), uint8(g1 >> 10), uint8(b1 >> 10), 0xff})
		}
	}
	d.Share = float64(d.Changed) / float64(max(1, w*h))
	for i, n := range tiles {
		tx, ty := i%tw, i/tw
		cw, ch := min(TileSize, w-tx*TileSize), min(TileSize, h-ty*TileSize)
		if s := float64(n) / float64(cw*ch); s > d.WorstTile {
			d.WorstTile, d.At = s, image.Pt(tx*TileSize, ty*TileSize)
		}
	}
	d.Picture = pic
	return d
}

// absDiff is how far two 16-bit channels are apart, in 8-bit levels.
func absDiff(a, b uint32) int {
	x, y := int(a>>8), int(b>>8)
	if x > y {
		return x - y
	}
	return y - x
}

// writePNG writes img to path.
func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
