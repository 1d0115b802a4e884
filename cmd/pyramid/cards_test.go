package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/internal/display"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// The title's cards of the games a browser module plays elsewhere
// (web/cards/<game>.jpg: make web writes them beside the modules, the
// page decodes one when the title first offers its game, and
// scenes.drawAwayCard draws it) are each game's own Card, drawn here by a
// native run at twice the design size (480×320 pixels: sharp up to a
// 2560×1440 screen) and kept as JPEG: a module then links neither the
// other games' art nor a JPEG decoder. The test
// draws them again and compares; after a card's art changes:
//
//	PYRAMID_CARDS_UPDATE=1 go test -run TestAwayCardsAreTheGamesCards ./cmd/pyramid/
const cardsHostEnv = "PYRAMID_CARDS_HOST"

// cardW, cardH are the cards' size in pixels: the title's 240×160 units
// at 2 pixels a unit.
const cardW, cardH = 480, 320

func TestAwayCardsAreTheGamesCards(t *testing.T) {
	dir := t.TempDir()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd, err := display.Command(ctx, self, "-test.run=^$")
	if err != nil {
		t.Fatal(err)
	}
	cmd.Env = append(os.Environ(), cardsHostEnv+"="+dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the card run failed: %v\n%s", err, tail(out, 3000))
	}
	update := os.Getenv("PYRAMID_CARDS_UPDATE") != ""
	for _, g := range scenes.Playable() {
		id := g.Info().ID
		drawn, err := os.ReadFile(filepath.Join(dir, id+".jpg"))
		if err != nil {
			t.Fatal(err)
		}
		kept := filepath.Join("..", "..", "web", "cards", id+".jpg")
		if update {
			if err := os.WriteFile(kept, drawn, 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("wrote %s (%d bytes)", kept, len(drawn))
			continue
		}
		want, err := os.ReadFile(kept)
		if err != nil {
			t.Fatalf("%s: %v (PYRAMID_CARDS_UPDATE=1 writes it)", kept, err)
		}
		if d, err := meanDiff(drawn, want); err != nil || d > 3 {
			t.Errorf("%s is not %s's card as drawn now (mean difference %.1f levels, %v): regenerate with PYRAMID_CARDS_UPDATE=1", kept, id, d, err)
		}
	}
}

// meanDiff is how far two JPEGs of one size are apart: the mean of the
// channels' absolute differences, in 8-bit levels.
func meanDiff(a, b []byte) (float64, error) {
	ia, err := jpeg.Decode(bytes.NewReader(a))
	if err != nil {
		return 0, err
	}
	ib, err := jpeg.Decode(bytes.NewReader(b))
	if err != nil {
		return 0, err
	}
	if ia.Bounds() != ib.Bounds() {
		return 0, fmt.Errorf("sizes %v and %v", ia.Bounds(), ib.Bounds())
	}
	var sum, n float64
	r := ia.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, _ := ia.At(x, y).RGBA()
			r2, g2, b2, _ := ib.At(x, y).RGBA()
			for _, p := range [][2]uint32{{r1, r2}, {g1, g2}, {b1, b2}} {
				d := float64(p[0]>>8) - float64(p[1]>>8)
				sum += max(d, -d)
				n++
			}
		}
	}
	return sum / n, nil
}

// cardsHost draws every game's card once, in a native run.
type cardsHost struct {
	dir  string
	err  error
	done bool
}

func cardsHostMain(dir string) int {
	h := &cardsHost{dir: dir}
	if err := render.LoadFonts(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	ebiten.SetWindowSize(640, 360)
	if err := ebiten.RunGame(h); err != nil && !errors.Is(err, ebiten.Termination) {
		h.err = errors.Join(h.err, err)
	}
	if h.err != nil {
		fmt.Fprintln(os.Stderr, h.err)
		return 1
	}
	return 0
}

func (h *cardsHost) Update() error {
	if h.done {
		return ebiten.Termination
	}
	h.done = true
	f := layout.NewFrame(2560, 1440) // 2 pixels a unit
	ctx := &scenes.Context{W: 2560, H: 1440, Frame: f, Fonts: render.NewFonts(f.U)}
	img := ebiten.NewImage(cardW, cardH)
	for _, g := range scenes.Playable() {
		id := g.Info().ID
		sc, _ := scenes.ScreensOf(id)
		img.Clear()
		sc.Card(img, ctx, layout.Rect{W: cardW, H: cardH})
		pix := image.NewRGBA(image.Rect(0, 0, cardW, cardH))
		img.ReadPixels(pix.Pix)
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, pix, &jpeg.Options{Quality: 85}); err != nil {
			h.err = err
			return ebiten.Termination
		}
		if err := os.WriteFile(filepath.Join(h.dir, id+".jpg"), buf.Bytes(), 0o644); err != nil {
			h.err = err
			return ebiten.Termination
		}
	}
	return nil
}

func (h *cardsHost) Draw(*ebiten.Image)         {}
func (h *cardsHost) Layout(int, int) (int, int) { return 640, 360 }
