package render

import (
	"image/color"
	"testing"

	"github.com/pyramid-studio/pyramid/client/layout"
)

// alphaAt is the canvas's alpha at pixel x,y.
func alphaAt(c *Canvas, x, y int) uint8 { return c.img.RGBAAt(x, y).A }

func TestFillCircleIsAntiAliased(t *testing.T) {
	c := NewCanvas(40, 40)
	c.FillCircle(20, 20, 10, color.White)
	if a := alphaAt(c, 20, 20); a != 255 {
		t.Errorf("centre alpha %d, want 255", a)
	}
	if a := alphaAt(c, 20, 33); a != 0 {
		t.Errorf("alpha %d outside the circle, want 0", a)
	}
	// The pixel the edge crosses at 45° is partly covered.
	e := 27 // the edge crosses the diagonal at 20+10/√2 = 27.07
	if a := alphaAt(c, e, e); a == 0 || a == 255 {
		t.Errorf("edge pixel alpha %d: not anti-aliased", a)
	}
}

// A closed outline is stroked all round, its corners included (the
// round joins must add to the sides, not cancel them), and stays hollow.
func TestStrokePathOutlinesClosedShape(t *testing.T) {
	c := NewCanvas(40, 40)
	var p Path
	p.MoveTo(10, 10)
	p.LineTo(30, 10)
	p.LineTo(30, 30)
	p.LineTo(10, 30)
	p.Close()
	c.StrokePath(&p, 4, color.White)
	for _, q := range [][2]int{{20, 10}, {30, 20}, {20, 29}, {10, 20}, {10, 10}, {29, 29}, {30, 10}} {
		if a := alphaAt(c, q[0], q[1]); a != 255 {
			t.Errorf("outline pixel %v alpha %d, want 255", q, a)
		}
	}
	if a := alphaAt(c, 20, 20); a != 0 {
		t.Errorf("inside the outline alpha %d, want 0", a)
	}
	if a := alphaAt(c, 7, 7); a != 0 {
		t.Errorf("beyond the round corner alpha %d, want 0", a)
	}
}

// An open path ends square at its ends and joins round in between.
func TestStrokeOpenPathHasButtEnds(t *testing.T) {
	c := NewCanvas(40, 40)
	var p Path
	p.MoveTo(10, 20)
	p.LineTo(20, 20)
	p.LineTo(20, 30)
	c.StrokePath(&p, 4, color.White)
	if a := alphaAt(c, 11, 20); a != 255 {
		t.Errorf("on the line alpha %d, want 255", a)
	}
	if a := alphaAt(c, 8, 20); a != 0 {
		t.Errorf("before the start alpha %d, want 0 (butt end)", a)
	}
	if a := alphaAt(c, 20, 20); a != 255 {
		t.Errorf("at the join alpha %d, want 255", a)
	}
}

func TestStrokeCircleIsARing(t *testing.T) {
	c := NewCanvas(40, 40)
	c.StrokeCircle(20, 20, 10, 4, color.White)
	if a := alphaAt(c, 30, 20); a != 255 {
		t.Errorf("on the ring alpha %d, want 255", a)
	}
	if a := alphaAt(c, 20, 20); a != 0 {
		t.Errorf("inside the ring alpha %d, want 0", a)
	}
}

// Rectangles meeting at a fractional edge cover every pixel once, as
// the GPU's pixel-centre rule does: no seam between the board's squares.
func TestFillLeavesNoSeam(t *testing.T) {
	c := NewCanvas(20, 4)
	blue := color.RGBA{0, 0, 255, 255}
	c.Fill(layout.Rect{X: 0, Y: 0, W: 7.4, H: 4}, color.RGBA{255, 0, 0, 255})
	c.Fill(layout.Rect{X: 7.4, Y: 0, W: 7.3, H: 4}, blue)
	for x := 0; x < 15; x++ {
		if a := alphaAt(c, x, 1); a != 255 {
			t.Errorf("pixel %d alpha %d, want 255", x, a)
		}
	}
	if got := c.img.RGBAAt(7, 1); got != blue {
		t.Errorf("pixel 7 (centre 7.5 past the edge at 7.4) is %v, want the second colour", got)
	}
	if a := alphaAt(c, 15, 1); a != 0 {
		t.Errorf("past both rectangles alpha %d, want 0", a)
	}
}

// Shapes reaching past the canvas are clipped to it, not shifted or lost.
func TestShapesAreClippedToTheCanvas(t *testing.T) {
	c := NewCanvas(20, 20)
	c.FillCircle(0, 0, 8, color.White)
	c.StrokeLine(-10, 15, 30, 15, 2, color.White)
	if a := alphaAt(c, 1, 1); a != 255 {
		t.Errorf("inside the clipped circle alpha %d, want 255", a)
	}
	if a := alphaAt(c, 9, 9); a != 0 {
		t.Errorf("outside the clipped circle alpha %d, want 0", a)
	}
	for _, x := range []int{0, 10, 19} {
		if a := alphaAt(c, x, 15); a != 255 {
			t.Errorf("the line across the canvas at x=%d alpha %d, want 255", x, a)
		}
	}
}
