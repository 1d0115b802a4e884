package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	xvector "golang.org/x/image/vector"

	"github.com/pyramid-studio/pyramid/client/layout"
)

// The art that does not change from frame to frame (the board, sprites,
// panels, effect images) is painted on the CPU into
// an image.RGBA and uploaded once. Ebitengine's anti-aliased vector paths
// cost a stencil atlas and 17 draw calls per path on the GPU; on a
// software GL (SwiftShader in a browser without a GPU) the play screen's
// thousand-odd paths kept the page frozen for 14–30 s after Start game.
// The CPU rasterizer (golang.org/x/image/vector) paints the same shapes in
// a fraction of a second, even under WebAssembly. Flat art that must be
// on the first frame (the title's backdrop) is a Mesh instead (mesh.go):
// triangles with soft edges and nothing to paint first.

// Path is an outline in pixels. Curves and arcs are flattened into short
// straight segments as they are added, fine enough that the flattening
// never shows at any size the game draws.
type Path struct {
	subs []subPath
}

type subPath struct {
	pts    []pt
	closed bool
}

type pt struct{ x, y float64 }

// MoveTo starts a new sub-path at x,y.
func (p *Path) MoveTo(x, y float64) {
	p.subs = append(p.subs, subPath{pts: []pt{{x, y}}})
}

// LineTo adds a straight segment to x,y (starting a sub-path there if the
// path has none open).
func (p *Path) LineTo(x, y float64) {
	if len(p.subs) == 0 || p.subs[len(p.subs)-1].closed {
		p.MoveTo(x, y)
		return
	}
	s := &p.subs[len(p.subs)-1]
	s.pts = append(s.pts, pt{x, y})
}

// QuadTo adds a quadratic Bézier curve through control point cx,cy to x,y.
func (p *Path) QuadTo(cx, cy, x, y float64) {
	c, ok := p.current()
	if !ok {
		p.MoveTo(x, y)
		return
	}
	n := segments(math.Hypot(cx-c.x, cy-c.y) + math.Hypot(x-cx, y-cy))
	for i := 1; i <= n; i++ {
		t := float64(i) / float64(n)
		u := 1 - t
		p.LineTo(u*u*c.x+2*u*t*cx+t*t*x, u*u*c.y+2*u*t*cy+t*t*y)
	}
}

// Arc adds an arc of the circle at cx,cy with radius r, from angle a0 to
// a1 (radians, clockwise on screen when a1 > a0), joined by a line to the
// current point if the path has one open.
func (p *Path) Arc(cx, cy, r, a0, a1 float64) {
	n := segments(math.Abs(a1-a0) * r)
	for i := 0; i <= n; i++ {
		a := a0 + (a1-a0)*float64(i)/float64(n)
		p.LineTo(cx+r*math.Cos(a), cy+r*math.Sin(a))
	}
}

// Close closes the current sub-path.
func (p *Path) Close() {
	if len(p.subs) > 0 {
		p.subs[len(p.subs)-1].closed = true
	}
}

func (p *Path) current() (pt, bool) {
	if len(p.subs) == 0 || p.subs[len(p.subs)-1].closed {
		return pt{}, false
	}
	s := p.subs[len(p.subs)-1].pts
	return s[len(s)-1], true
}

// segments is how many straight pieces flatten a curve of the given
// length: about one every 2 pixels, at least 4.
func segments(length float64) int {
	return max(4, min(256, int(math.Ceil(length/2))))
}

// Canvas is an image painted on the CPU, anti-aliased, then uploaded with
// Image. Text is drawn by Ebitengine's text package after the upload (its
// glyphs are cached images), so it lands on top of every shape.
type Canvas struct {
	img   *image.RGBA
	ras   xvector.Rasterizer
	texts []textOp
}

type textOp struct {
	s     string
	face  Face
	r     layout.Rect
	mid   bool // centred vertically in r (TextMid); else at r.X, r.Y
	c     color.Color
	align Align
}

// NewCanvas is a transparent w×h canvas.
func NewCanvas(w, h int) *Canvas {
	return &Canvas{img: image.NewRGBA(image.Rect(0, 0, max(1, w), max(1, h)))}
}

// RGBA is the canvas's pixels (premultiplied), for painters that work
// pixel by pixel: textures, gradients and masks that paths cannot draw
// cheaply, and for tests that look at a painting without a GPU. Text added with Text or TextMid is not in it.
func (c *Canvas) RGBA() *image.RGBA { return c.img }

// Image uploads the canvas as a new Ebitengine image and draws its text.
func (c *Canvas) Image() *ebiten.Image {
	im := ebiten.NewImageFromImage(c.img)
	for _, t := range c.texts {
		if t.mid {
			TextMid(im, t.s, t.face, t.r, t.c, t.align)
		} else {
			Text(im, t.s, t.face, t.r.X, t.r.Y, t.c, t.align)
		}
	}
	return im
}

// Text draws one line with its top-left (or top-centre, top-right) at
// x,y, as render.Text does, once the canvas is uploaded.
func (c *Canvas) Text(s string, face Face, x, y float64, col color.Color, a Align) {
	c.texts = append(c.texts, textOp{s: s, face: face, r: layout.Rect{X: x, Y: y}, c: col, align: a})
}

// TextMid draws one line centred vertically in r, as render.TextMid does,
// once the canvas is uploaded.
func (c *Canvas) TextMid(s string, face Face, r layout.Rect, col color.Color, a Align) {
	c.texts = append(c.texts, textOp{s: s, face: face, r: r, mid: true, c: col, align: a})
}

// Fill paints a rectangle without anti-aliasing, covering the pixels whose
// centres lie inside it (as the GPU does), so that neighbouring squares
// meet without a seam.
func (c *Canvas) Fill(r layout.Rect, col color.Color) {
	x0, y0 := int(math.Round(r.X)), int(math.Round(r.Y))
	x1, y1 := int(math.Round(r.Right())), int(math.Round(r.Bottom()))
	op := draw.Over
	if _, _, _, a := col.RGBA(); a == 0xffff {
		op = draw.Src // the same pixels, copied rather than blended: a whole sky of bands costs a browser's start little
	}
	draw.Draw(c.img, image.Rect(x0, y0, x1, y1), image.NewUniform(col), image.Point{}, op)
}

// Stroke outlines a rectangle with lines w wide centred on its edges,
// without anti-aliasing.
func (c *Canvas) Stroke(r layout.Rect, w float64, col color.Color) {
	if w <= 0 {
		return
	}
	h := w / 2
	if w >= r.W || w >= r.H {
		c.Fill(layout.Rect{X: r.X - h, Y: r.Y - h, W: r.W + w, H: r.H + w}, col)
		return
	}
	c.Fill(layout.Rect{X: r.X - h, Y: r.Y - h, W: r.W + w, H: w}, col)
	c.Fill(layout.Rect{X: r.X - h, Y: r.Y + h, W: w, H: r.H - w}, col)
	c.Fill(layout.Rect{X: r.Right() - h, Y: r.Y + h, W: w, H: r.H - w}, col)
	c.Fill(layout.Rect{X: r.X - h, Y: r.Bottom() - h, W: r.W + w, H: w}, col)
}

// FillPath fills p, anti-aliased. Where sub-paths overlap the shape is
// filled once (non-zero rule).
func (c *Canvas) FillPath(p *Path, col color.Color) {
	c.fill(p.subs, col)
}

// StrokePath outlines p with a line w wide, with round joins and, on open
// sub-paths, butt ends.
func (c *Canvas) StrokePath(p *Path, w float64, col color.Color) {
	var out []subPath
	h := w / 2
	for _, s := range p.subs {
		pts := s.pts
		n := len(pts)
		if n < 2 {
			continue
		}
		last := n - 1
		if s.closed {
			last = n
		}
		for i := 0; i < last; i++ {
			out = appendSegment(out, pts[i], pts[(i+1)%n], h)
		}
		for i := 0; i < n; i++ {
			if s.closed || (i > 0 && i < n-1) {
				out = appendDisc(out, pts[i], h)
			}
		}
	}
	c.fill(out, col)
}

// StrokeLine draws a straight line w wide with butt ends, anti-aliased.
func (c *Canvas) StrokeLine(x0, y0, x1, y1, w float64, col color.Color) {
	c.fill(appendSegment(nil, pt{x0, y0}, pt{x1, y1}, w/2), col)
}

// FillCircle fills a circle, anti-aliased.
func (c *Canvas) FillCircle(cx, cy, r float64, col color.Color) {
	c.fill(appendDisc(nil, pt{cx, cy}, r), col)
}

// StrokeCircle outlines a circle with a line w wide, anti-aliased: the
// disc of the outer edge with the inner one, wound the other way, cut out.
func (c *Canvas) StrokeCircle(cx, cy, r, w float64, col color.Color) {
	subs := appendDisc(nil, pt{cx, cy}, r+w/2)
	if in := r - w/2; in > 0 {
		d := appendDisc(nil, pt{cx, cy}, in)[0]
		for i, j := 0, len(d.pts)-1; i < j; i, j = i+1, j-1 {
			d.pts[i], d.pts[j] = d.pts[j], d.pts[i]
		}
		subs = append(subs, d)
	}
	c.fill(subs, col)
}

// appendSegment adds the rectangle covering a segment h to each side, wound
// the same way as appendDisc's circles: overlapping pieces of a stroke add
// up instead of cancelling.
func appendSegment(out []subPath, a, b pt, h float64) []subPath {
	dx, dy := b.x-a.x, b.y-a.y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return out
	}
	nx, ny := -dy/l*h, dx/l*h
	return append(out, subPath{closed: true, pts: []pt{
		{a.x - nx, a.y - ny}, {b.x - nx, b.y - ny}, {b.x + nx, b.y + ny}, {a.x + nx, a.y + ny},
	}})
}

// appendDisc adds a circle of radius r at o, wound by increasing angle.
func appendDisc(out []subPath, o pt, r float64) []subPath {
	if r <= 0 {
		return out
	}
	// enough sides that a side strays at most 0.05 px from the circle
	n := 8
	if r > 0.1 {
		n = max(8, min(256, int(math.Ceil(math.Pi/math.Acos(1-0.05/r)))))
	}
	pts := make([]pt, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts[i] = pt{o.x + r*math.Cos(a), o.y + r*math.Sin(a)}
	}
	return append(out, subPath{pts: pts, closed: true})
}

// fill rasterizes sub-paths within their bounding box only, so that a dot
// on a large board costs as little as on a small sprite.
func (c *Canvas) fill(subs []subPath, col color.Color) {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, s := range subs {
		for _, q := range s.pts {
			minX, minY = min(minX, q.x), min(minY, q.y)
			maxX, maxY = max(maxX, q.x), max(maxY, q.y)
		}
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX)), int(math.Ceil(maxY))).Intersect(c.img.Bounds())
	if box.Empty() {
		return
	}
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	w, h := float64(box.Dx()), float64(box.Dy())
	// Points are clamped into the box: outside it a shape adds no coverage
	// of its own, and the rasterizer expects coordinates within its size.
	at := func(q pt) (float32, float32) {
		return float32(min(max(q.x-ox, 0), w)), float32(min(max(q.y-oy, 0), h))
	}
	c.ras.Reset(box.Dx(), box.Dy())
	c.ras.DrawOp = draw.Over
	for _, s := range subs {
		if len(s.pts) < 2 {
			continue
		}
		c.ras.MoveTo(at(s.pts[0]))
		for _, q := range s.pts[1:] {
			c.ras.LineTo(at(q))
		}
		c.ras.ClosePath()
	}
	c.ras.Draw(c.img, box, image.NewUniform(col), image.Point{})
}
