package runrunrun

import (
	"math"
	"testing"

	"github.com/pyramid-studio/pyramid/client/layout"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// Spec §4: sides are numbered clockwise from the top, the neighbour
// across side d is the engine's Coord.Step(d); on screen it lies √3
// circumradii away in the direction of side d.
func TestNeighboursLieAcrossTheirSide(t *testing.T) {
	c := rrr.Coord{Q: 2, R: -3}
	x0, y0 := CellCenter(c)
	for d := rrr.Side(0); d < rrr.NumSides; d++ {
		x1, y1 := CellCenter(c.Step(d))
		if l := math.Hypot(x1-x0, y1-y0); math.Abs(l-sqrt3) > 1e-9 {
			t.Errorf("side %v: neighbour %.3f away, want √3", d, l)
		}
		mx, my := SideMid(x0, y0, 1, d)
		if math.Abs(mx-(x0+x1)/2) > 1e-9 || math.Abs(my-(y0+y1)/2) > 1e-9 {
			t.Errorf("side %v: its middle (%.3f, %.3f) is not half way to the neighbour", d, mx, my)
		}
		ax, ay := Corner(x0, y0, 1, int(d))
		bx, by := Corner(x0, y0, 1, int(d)+1)
		if math.Abs((ax+bx)/2-mx) > 1e-9 || math.Abs((ay+by)/2-my) > 1e-9 {
			t.Errorf("side %v does not run from corner %d to corner %d", d, d, d+1)
		}
	}
	if _, y := CellCenter(c.Step(rrr.N)); y >= y0 {
		t.Error("N is not up the screen")
	}
}

func TestCoordAtFindsTheCell(t *testing.T) {
	for q := -6; q <= 6; q++ {
		for r := -6; r <= 6; r++ {
			c := rrr.Coord{Q: int8(q), R: int8(r)}
			x, y := CellCenter(c)
			for k := 0; k < 12; k++ {
				a := float64(k) * math.Pi / 6
				px, py := x+0.8*sqrt3/2*math.Cos(a), y+0.8*sqrt3/2*math.Sin(a)
				if got := CoordAt(px, py); got != c {
					t.Fatalf("a point inside %v maps to %v", c, got)
				}
			}
		}
	}
}

func TestCameraPicksWhatItShows(t *testing.T) {
	cam := Camera{View: layout.Rect{X: 100, Y: 50, W: 800, H: 600}, X: 3, Y: -2, Zoom: 40}
	for _, c := range []rrr.Coord{{}, {Q: 3, R: -2}, {Q: -4, R: 5}} {
		x, y := cam.At(c)
		if got := cam.Cell(x+7, y-5); got != c {
			t.Errorf("the click near %v picks %v", c, got)
		}
	}
	mx, my := cam.Maze(cam.Point(1.25, -0.5))
	if math.Abs(mx-1.25) > 1e-9 || math.Abs(my+0.5) > 1e-9 {
		t.Errorf("Maze(Point(p)) = %.3f,%.3f", mx, my)
	}
	// zooming at the pointer keeps the maze point under it
	sx, sy := 300.0, 200.0
	bx, by := cam.Maze(sx, sy)
	z := cam.ZoomAt(1.7, sx, sy)
	ax, ay := z.Maze(sx, sy)
	if math.Abs(ax-bx) > 1e-9 || math.Abs(ay-by) > 1e-9 || z.Zoom != 68 {
		t.Errorf("ZoomAt moved the point under the pointer (%.3f,%.3f -> %.3f,%.3f), zoom %.1f", bx, by, ax, ay, z.Zoom)
	}
	if got := cam.ZoomAt(1000, 0, 0).Zoom; got != MaxZoom {
		t.Errorf("zoom in without end: %.1f, want the limit %.0f", got, MaxZoom)
	}
	if got := cam.ZoomAt(0.0001, 0, 0).Zoom; got != MinZoom {
		t.Errorf("zoom out without end: %.1f, want the limit %.0f", got, MinZoom)
	}
	// a drag moves the maze with the pointer
	p := cam.Pan(30, -20)
	x0, y0 := cam.At(rrr.Coord{})
	x1, y1 := p.At(rrr.Coord{})
	if math.Abs(x1-x0-30) > 1e-9 || math.Abs(y1-y0+20) > 1e-9 {
		t.Errorf("a drag of 30,-20 moved the Crypt by %.1f,%.1f", x1-x0, y1-y0)
	}
	if l := cam.Lerp(p, 0); l != cam {
		t.Errorf("Lerp at 0 is %+v", l)
	}
	if l := cam.Lerp(p, 1); math.Abs(l.X-p.X) > 1e-12 || math.Abs(l.Zoom-p.Zoom) > 1e-9 {
		t.Errorf("Lerp at 1 is %+v, want %+v", l, p)
	}
}

// Fit shows the whole maze: every laid cell and the cells round it lie
// inside the view, whatever the view's shape.
func TestFitShowsTheWholeMaze(t *testing.T) {
	obs := grownMaze(t)
	for _, view := range []layout.Rect{{W: 1280, H: 720}, {X: 40, Y: 10, W: 600, H: 900}, {W: 1920, H: 400}} {
		cam := Fit(&obs, view)
		for i := uint8(0); i < obs.NCells; i++ {
			for d := rrr.Side(0); d <= rrr.NumSides; d++ {
				c := obs.Cells[i].At
				if d < rrr.NumSides {
					c = c.Step(d)
				}
				x, y := cam.At(c)
				r := cam.Zoom * 0.999
				if cam.Zoom > MinZoom && (x-r < view.X-0.01 || x+r > view.Right()+0.01 || y-r*sqrt3/2 < view.Y-0.01 || y+r*sqrt3/2 > view.Bottom()+0.01) {
					t.Errorf("view %+v: cell %v is cut by the edge (zoom %.1f)", view, c, cam.Zoom)
				}
			}
		}
	}
}

func TestHandCardAtFindsTheCardUnderThePointer(t *testing.T) {
	r := layout.Rect{X: 10, Y: 500, W: 600, H: 120}
	for _, n := range []int{1, 5, 12} {
		for i := 0; i < n; i++ {
			x, y := HandSlot(r, i, n)
			// the part of a card not covered by the next one
			px := x
			if i < n-1 {
				nx, _ := HandSlot(r, i+1, n)
				px = min(x, (x-HandRadius(r)+nx-HandRadius(r))/2)
			}
			if got := HandCardAt(r, n, px, y+2); got != i {
				t.Errorf("%d cards: the uncovered part of card %d picks %d", n, i, got)
			}
			if x-HandRadius(r) < r.X-0.01 || x+HandRadius(r) > r.Right()+0.01 {
				t.Errorf("%d cards: card %d spills out of the row", n, i)
			}
		}
	}
	if got := HandCardAt(r, 3, 0, 0); got != -1 {
		t.Errorf("a point off the row picks card %d", got)
	}
}
