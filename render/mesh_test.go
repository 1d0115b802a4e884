package render

import (
	"image/color"
	"math"
	"testing"

	"github.com/pyramid-studio/pyramid/client/layout"
)

// TestMeshEdgeFadesAcrossTheEdge: a polygon's inside stops half a pixel
// inside its edge at full colour, and its fringe reaches half a pixel
// outside at nothing, so a slanted edge is as soft as a Canvas paints it.
func TestMeshEdgeFadesAcrossTheEdge(t *testing.T) {
	var m Mesh
	var p Path
	p.MoveTo(10, 10)
	p.LineTo(20, 10)
	p.LineTo(20, 20)
	p.LineTo(10, 20)
	p.Close()
	m.FillPath(&p, color.RGBA{200, 100, 50, 255})
	if len(m.vs) != 8 || len(m.is) != 2*3+4*6 {
		t.Fatalf("a square made %d vertices and %d indices, want 8 (inside and outside at each corner) and 30", len(m.vs), len(m.is))
	}
	for i, v := range m.vs {
		x, y := float64(v.DstX), float64(v.DstY)
		inside := i%2 == 0
		want := 0.5 // how far from the square's edge lines, in or out
		if d := math.Min(math.Abs(x-10), math.Abs(x-20)); math.Abs(d-want) > 1e-4 {
			t.Errorf("vertex %d at x %.3f is %.3f from an edge, want %.1f", i, x, d, want)
		}
		if d := math.Min(math.Abs(y-10), math.Abs(y-20)); math.Abs(d-want) > 1e-4 {
			t.Errorf("vertex %d at y %.3f is %.3f from an edge, want %.1f", i, y, d, want)
		}
		in := x > 10 && x < 20 && y > 10 && y < 20
		if in != inside {
			t.Errorf("vertex %d (%.1f, %.1f): inside %v, want %v", i, x, y, in, inside)
		}
		if inside && (v.ColorA != 1 || math.Abs(float64(v.ColorR)-200.0/255) > 1e-3) {
			t.Errorf("inside vertex %d has colour %v %v, want the fill at full opacity", i, v.ColorR, v.ColorA)
		}
		if !inside && (v.ColorA != 0 || v.ColorR != 0) {
			t.Errorf("outside vertex %d has opacity %v, want none", i, v.ColorA)
		}
	}
}

// TestMeshTinyShapeKeepsItsCentre: a star smaller than a pixel has no
// inside to inset; its inside collapses to its centre instead of turning
// inside out.
func TestMeshTinyShapeKeepsItsCentre(t *testing.T) {
	var m Mesh
	m.FillCircle(50, 50, 0.3, color.White)
	if len(m.vs) == 0 {
		t.Fatal("a tiny circle made nothing")
	}
	for i := 0; i < len(m.vs); i += 2 {
		if v := m.vs[i]; math.Abs(float64(v.DstX)-50) > 1e-3 || math.Abs(float64(v.DstY)-50) > 1e-3 {
			t.Fatalf("inside vertex %d of a circle of radius 0.3 is at (%.2f, %.2f), want its centre", i, v.DstX, v.DstY)
		}
	}
}

// TestMeshFillOnWholePixels: rectangles snap to whole pixels, as Canvas.Fill
// does, so that a sky of bands has no seams; an empty one adds nothing.
func TestMeshFillOnWholePixels(t *testing.T) {
	var m Mesh
	m.Fill(layout.Rect{X: 0.4, Y: 1.6, W: 10.2, H: 3}, color.White)
	m.Fill(layout.Rect{X: 5, Y: 5, W: 0.2, H: 3}, color.White) // rounds to nothing
	if len(m.vs) != 4 || len(m.is) != 6 {
		t.Fatalf("got %d vertices, %d indices; want one rectangle", len(m.vs), len(m.is))
	}
	for _, v := range m.vs {
		if v.DstX != float32(math.Round(float64(v.DstX))) || v.DstY != float32(math.Round(float64(v.DstY))) {
			t.Errorf("corner (%v, %v) is not on a whole pixel", v.DstX, v.DstY)
		}
	}
}

// TestMeshOfKeepsItsMeshUntilFlush: a named mesh is made once per size
// and made again after Flush (a new palette changes its colours).
func TestMeshOfKeepsItsMeshUntilFlush(t *testing.T) {
	made := 0
	paint := func(m *Mesh) { made++; m.FillCircle(5, 5, 4, color.White) }
	a := MeshOf("test-mesh", 10, 10, paint)
	if b := MeshOf("test-mesh", 10, 10, paint); a != b || made != 1 {
		t.Fatalf("the same mesh was made %d times", made)
	}
	MeshOf("test-mesh", 20, 10, paint)
	if made != 2 {
		t.Fatalf("another size did not make another mesh (made %d)", made)
	}
	Flush()
	MeshOf("test-mesh", 10, 10, paint)
	if made != 3 {
		t.Fatalf("after Flush the mesh was not made again (made %d)", made)
	}
}

// TestMeshFillUnderIsOnePiece: a dune is one piece down to its bottom,
// soft along its crest only: the pieces of its body share their upright
// edges (no fringe there to let the sky show through as a seam).
func TestMeshFillUnderIsOnePiece(t *testing.T) {
	var m Mesh
	var crest Path
	for i := 0; i <= 4; i++ {
		crest.LineTo(float64(i)*10, 50+float64(i%2)*4)
	}
	m.FillUnder(&crest, 100, color.White)
	if len(m.vs) != 5*3 || len(m.is) != 4*12 {
		t.Fatalf("a crest of 5 points made %d vertices and %d indices, want 15 and 48", len(m.vs), len(m.is))
	}
	for i := 0; i < 5; i++ {
		in, out, low := m.vs[3*i], m.vs[3*i+1], m.vs[3*i+2]
		if in.ColorA != 1 || low.ColorA != 1 || out.ColorA != 0 {
			t.Errorf("point %d: opacities under, over and at the bottom %v %v %v, want 1 0 1", i, in.ColorA, out.ColorA, low.ColorA)
		}
		if !(out.DstY < in.DstY) || low.DstY != 100 || low.DstX != in.DstX {
			t.Errorf("point %d: over %v, under %v, bottom (%v, %v): want the fringe above the crest and the body straight down to 100", i, out.DstY, in.DstY, low.DstX, low.DstY)
		}
	}
	// every triangle of the body uses only under-crest and bottom
	// vertices, shared with its neighbours
	for j := 0; j < len(m.is); j += 12 {
		for _, ix := range m.is[j : j+6] {
			if ix%3 == 1 {
				t.Fatalf("the body's triangles at %d use a fringe vertex", j)
			}
		}
	}
}
