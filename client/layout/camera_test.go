package layout

import (
	"fmt"
	"math"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// TestTheBoardIsTheHero: at 16:9 the fitted board is at least 60% of
// the screen's height and the largest element on it.
func TestTheBoardIsTheHero(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 720}, {1920, 1080}, {2560, 1440}} {
		for n := horus.MinPlayers; n <= horus.MaxPlayers; n++ {
			p := NewPlay(sz[0], sz[1], n)
			if p.Board.H < 0.6*sz[1] {
				t.Errorf("%v n=%d: the board is %.0f px tall, under 60%% of the screen", sz, n, p.Board.H)
			}
			area := p.Board.W * p.Board.H
			for name, r := range named(p, n) {
				if name != "view" && r.W*r.H >= area {
					t.Errorf("%v n=%d: %s (%.0f px²) is as large as the board (%.0f px²)", sz, n, name, r.W*r.H, area)
				}
			}
		}
	}
}

// TestTheCameraKeepsTheBoardInView: however far it is zoomed and panned,
// the board covers the view where it is larger than it and is centred
// where smaller; a zoom about a point keeps the board's point there.
func TestTheCameraKeepsTheBoardInView(t *testing.T) {
	p := NewPlay(1920, 1080, 4)
	MaxZoom := p.Lens().Max()
	for _, z := range []float64{0.5, 1, 1.3, 2, MaxZoom, 9, math.NaN()} {
		for _, f := range [][2]float64{{0, 0}, {0.5, 0.5}, {1, 1}, {-3, 7}} {
			c := Camera{Zoom: z, FX: f[0], FY: f[1]}
			b := p.Zoomed(c).Board
			what := fmt.Sprintf("zoom %v at %v", z, f)
			if cz := c.Clamp(p.Lens()).Zoom; cz < 1 || cz > MaxZoom {
				t.Errorf("%s: clamped to zoom %v", what, cz)
			}
			if b.W > p.View.W && (b.X > p.View.X+0.01 || b.Right() < p.View.Right()-0.01) {
				t.Errorf("%s: the board %+v leaves part of the view %+v empty across", what, b, p.View)
			}
			if b.H > p.View.H && (b.Y > p.View.Y+0.01 || b.Bottom() < p.View.Bottom()-0.01) {
				t.Errorf("%s: the board %+v leaves part of the view %+v empty down", what, b, p.View)
			}
			if cx, _ := p.View.Center(); b.W <= p.View.W && math.Abs(b.X+b.W/2-cx) > 0.01 {
				t.Errorf("%s: the narrower board %+v is not centred in %+v", what, b, p.View)
			}
		}
	}
	c := Fitted().ZoomAbout(p.Lens(), 2, p.View.X+p.View.W*0.3, p.View.Y+p.View.H*0.7)
	q := horus.Square(10*horus.Cols + 3) // near the point zoomed about
	before, after := p.Square(q), p.Zoomed(c).Square(q)
	x, y := p.View.X+p.View.W*0.3, p.View.Y+p.View.H*0.7
	bx, by := (x-before.X)/before.W, (y-before.Y)/before.H
	ax, ay := (x-after.X)/after.W, (y-after.Y)/after.H
	if math.Abs(bx-ax) > 0.01 || math.Abs(by-ay) > 0.01 {
		t.Errorf("zooming about a point moved the board under it: %.3f,%.3f of %s before, %.3f,%.3f after", bx, by, q, ax, ay)
	}
	if c.Zoom != 2 {
		t.Errorf("zoom %v, want 2", c.Zoom)
	}
	// a pan follows the hand until the board's edge reaches the view's
	moved := c.PanBy(p.Lens(), 30, 0)
	if d := p.Zoomed(moved).Board.X - p.Zoomed(c).Board.X; math.Abs(d-30) > 0.01 {
		t.Errorf("a pan of 30 px moved the board %.2f px", d)
	}
	far := c.PanBy(p.Lens(), 1e6, 1e6)
	if b := p.Zoomed(far).Board; math.Abs(b.X-p.View.X) > 0.01 || math.Abs(b.Y-p.View.Y) > 0.01 {
		t.Errorf("panned far right and down, the board %+v is not at the view's top left %+v", b, p.View)
	}
}

// TestZoomedSquaresStillHit: at every zoom level a point in a square in
// the view hits that square, and a square outside the view is not hit.
func TestZoomedSquaresStillHit(t *testing.T) {
	p := NewPlay(1280, 720, 4)
	for _, z := range ZoomLevels {
		zp := p.Zoomed(Camera{Zoom: z, FX: 0.4, FY: 0.6})
		for q := horus.Square(0); q < horus.NumSquares; q++ {
			if !q.Valid() {
				continue
			}
			r := zp.Square(q)
			x, y := r.Center()
			got, ok := zp.SquareAt(x, y)
			if p.View.Contains(x, y) != ok || ok && got != q {
				t.Fatalf("zoom %v: the centre of %s (%.0f,%.0f; in the view: %v) hits %s (ok=%v)", z, q, x, y, p.View.Contains(x, y), got, ok)
			}
		}
	}
}

func TestZoomLevelsStep(t *testing.T) {
	l := NewPlay(1280, 720, 4).Lens()
	Level, NextLevel, MaxZoom := l.Level, l.NextLevel, l.Max()
	if Level(1.1) != 1 || Level(1.2) != 1.25 || Level(3) != MaxZoom || Level(0.2) != 1 {
		t.Errorf("levels: %v %v %v %v", Level(1.1), Level(1.2), Level(3), Level(0.2))
	}
	if NextLevel(1, true) != 1.25 || NextLevel(1.25, false) != 1 || NextLevel(1, false) != 1 || NextLevel(MaxZoom, true) != MaxZoom {
		t.Errorf("next levels: %v %v %v %v", NextLevel(1, true), NextLevel(1.25, false), NextLevel(1, false), NextLevel(MaxZoom, true))
	}
	if NextLevel(1.1, true) != 1.25 || NextLevel(1.4, false) != 1.25 {
		t.Errorf("from between levels: %v %v", NextLevel(1.1, true), NextLevel(1.4, false))
	}
}
