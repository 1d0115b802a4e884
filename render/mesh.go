package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
)

// Mesh is flat-coloured art drawn on the GPU as triangles, all of it in
// one draw call, with nothing to paint or upload first. The title's
// backdrop is one: painted on a Canvas, the first frame of the browser
// build waited a tenth to most of a second for the CPU (WebAssembly that
// the browser has not optimised yet) before anything could be drawn.
//
// Edges are softened without the GPU's anti-aliasing (which costs a
// stencil or an offscreen image of twice the size, slow on a software
// GL): every polygon gets a fringe one pixel wide whose opacity falls
// from its colour to nothing across the true edge, so a slanted edge
// looks as a Canvas paints it.
type Mesh struct {
	vs      []ebiten.Vertex
	is      []uint32
	scratch []ebiten.Vertex // the vertices moved to where Draw puts them
}

// Fill adds a rectangle with hard edges on whole pixels, as Canvas.Fill
// paints it, so that bands and squares meet without a seam.
func (m *Mesh) Fill(r layout.Rect, col color.Color) {
	x0, y0 := math.Round(r.X), math.Round(r.Y)
	x1, y1 := math.Round(r.Right()), math.Round(r.Bottom())
	if x1 <= x0 || y1 <= y0 {
		return
	}
	base := uint32(len(m.vs))
	for _, p := range [4][2]float64{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}} {
		m.vs = append(m.vs, vertex(p[0], p[1], col, 1))
	}
	m.is = append(m.is, base, base+1, base+2, base, base+2, base+3)
}

// FillCircle adds a disc with a soft edge.
func (m *Mesh) FillCircle(cx, cy, r float64, col color.Color) {
	if r <= 0 {
		return
	}
	n := int(min(64, max(8, math.Ceil(2*math.Pi*r/3))))
	pts := make([]pt, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts[i] = pt{cx + r*math.Cos(a), cy + r*math.Sin(a)}
	}
	m.convex(pts, col)
}

// FillPath adds each closed sub-path of p as a polygon with soft edges.
// Unlike Canvas.FillPath, every sub-path must be convex: a mesh has no
// rasterizer to work out what an arbitrary outline covers.
func (m *Mesh) FillPath(p *Path, col color.Color) {
	for _, s := range p.subs {
		m.convex(s.pts, col)
	}
}

// FillUnder adds the area from the line through crest's first sub-path
// (its points from left to right) down to the height bottom: a dune or a
// hill. It is one piece, soft along the crest only, so that it has no
// seams where convex pieces side by side would meet (each piece's soft
// edge lets a little of what is behind show through).
func (m *Mesh) FillUnder(crest *Path, bottom float64, col color.Color) {
	if len(crest.subs) == 0 {
		return
	}
	pts := distinct(crest.subs[0].pts)
	n := len(pts)
	if n < 2 {
		return
	}
	// the upward unit normal of each segment i (pts[i] to pts[i+1])
	normals := make([]pt, n-1)
	for i := range normals {
		d := pt{pts[i+1].x - pts[i].x, pts[i+1].y - pts[i].y}
		l := math.Hypot(d.x, d.y)
		normals[i] = pt{d.y / l, -d.x / l}
		if normals[i].y > 0 {
			normals[i] = pt{-normals[i].x, -normals[i].y}
		}
	}
	base := uint32(len(m.vs))
	for i, p := range pts {
		a, b := normals[max(0, i-1)], normals[min(n-2, i)]
		k := 0.5 / max(0.25, 1+a.x*b.x+a.y*b.y)
		ox, oy := (a.x+b.x)*k, (a.y+b.y)*k
		m.vs = append(m.vs,
			vertex(p.x-ox, p.y-oy, col, 1), // half a pixel under the crest
			vertex(p.x+ox, p.y+oy, col, 0), // half a pixel over it
			vertex(p.x-ox, bottom, col, 1))
	}
	for i := 0; i+1 < n; i++ {
		in, out, low := base+uint32(3*i), base+uint32(3*i+1), base+uint32(3*i+2)
		in2, out2, low2 := in+3, out+3, low+3
		m.is = append(m.is, in, in2, low2, in, low2, low, // the body
			out, out2, in2, out, in2, in) // the soft crest
	}
}

// convex adds the convex polygon pts: its inside, inset by half a pixel,
// in col, and a ring from there to half a pixel outside the edge whose
// opacity falls to nothing.
func (m *Mesh) convex(pts []pt, col color.Color) {
	pts = distinct(pts)
	n := len(pts)
	if n < 3 {
		return
	}
	var c pt
	for _, p := range pts {
		c.x += p.x / float64(n)
		c.y += p.y / float64(n)
	}
	// the outward unit normal of each edge i (from pts[i] to pts[i+1])
	normals := make([]pt, n)
	for i, p := range pts {
		q := pts[(i+1)%n]
		l := math.Hypot(q.x-p.x, q.y-p.y)
		nx, ny := (q.y-p.y)/l, -(q.x-p.x)/l
		if nx*((p.x+q.x)/2-c.x)+ny*((p.y+q.y)/2-c.y) < 0 {
			nx, ny = -nx, -ny
		}
		normals[i] = pt{nx, ny}
	}
	base := uint32(len(m.vs))
	for i, p := range pts {
		a, b := normals[(i+n-1)%n], normals[i]
		// the offset that moves both edges at p half a pixel outward
		k := 0.5 / max(0.25, 1+a.x*b.x+a.y*b.y)
		ox, oy := (a.x+b.x)*k, (a.y+b.y)*k
		in := pt{p.x - ox, p.y - oy}
		if math.Hypot(p.x-c.x, p.y-c.y) <= math.Hypot(ox, oy) {
			in = c // a shape under a pixel across: its inside is a point
		}
		m.vs = append(m.vs, vertex(in.x, in.y, col, 1), vertex(p.x+ox, p.y+oy, col, 0))
	}
	for i := 1; i+1 < n; i++ { // the inside, as a fan
		m.is = append(m.is, base, base+uint32(2*i), base+uint32(2*i+2))
	}
	for i := range n { // the fringe, a quad an edge
		j := (i + 1) % n
		ii, io, ji, jo := base+uint32(2*i), base+uint32(2*i+1), base+uint32(2*j), base+uint32(2*j+1)
		m.is = append(m.is, ii, ji, jo, ii, jo, io)
	}
}

// distinct is pts without points that repeat the one before (a path's
// closing point, a curve's doubled joints): each would make an edge of
// no length, with no direction.
func distinct(pts []pt) []pt {
	out := make([]pt, 0, len(pts))
	for _, p := range pts {
		if len(out) > 0 && math.Hypot(p.x-out[len(out)-1].x, p.y-out[len(out)-1].y) < 1e-6 {
			continue
		}
		out = append(out, p)
	}
	for len(out) > 1 && math.Hypot(out[0].x-out[len(out)-1].x, out[0].y-out[len(out)-1].y) < 1e-6 {
		out = out[:len(out)-1]
	}
	return out
}

// vertex is a vertex at x,y of col (premultiplied) at opacity a, sampling
// the white pixel.
func vertex(x, y float64, col color.Color, a float32) ebiten.Vertex {
	r, g, b, al := col.RGBA()
	return ebiten.Vertex{
		DstX: float32(x), DstY: float32(y), SrcX: 1.5, SrcY: 1.5,
		ColorR: float32(r) / 0xffff * a, ColorG: float32(g) / 0xffff * a,
		ColorB: float32(b) / 0xffff * a, ColorA: float32(al) / 0xffff * a,
	}
}

// Draw draws the mesh onto dst with its origin at x,y (rounded to whole
// pixels, as Blit places images).
func (m *Mesh) Draw(dst *ebiten.Image, x, y float64) {
	if len(m.is) == 0 {
		return
	}
	vs := m.vs
	if dx, dy := float32(math.Round(x)), float32(math.Round(y)); dx != 0 || dy != 0 {
		m.scratch = append(m.scratch[:0], m.vs...)
		for i := range m.scratch {
			m.scratch[i].DstX += dx
			m.scratch[i].DstY += dy
		}
		vs = m.scratch
	}
	op := &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha}
	dst.DrawTriangles32(vs, m.is, pixel(), op)
}

// meshes are the meshes MeshOf has made, by name and size.
var meshes = map[cacheKey]*Mesh{}

// MeshOf returns the mesh called name for a w×h area, made with paint on
// first use, as Layer keeps a painted image.
func MeshOf(name string, w, h int, paint func(m *Mesh)) *Mesh {
	k := cacheKey{kind: name, a: w, b: h}
	if m, ok := meshes[k]; ok {
		return m
	}
	if len(meshes) >= maxCached {
		clear(meshes)
	}
	m := &Mesh{}
	paint(m)
	meshes[k] = m
	return m
}
