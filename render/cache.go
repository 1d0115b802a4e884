package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
)

// Anti-aliased shapes are costly to draw every frame, so every shape a
// frame needs is painted once on a Canvas (on the CPU, see raster.go) at
// its exact pixel size, uploaded into a cached image and then copied:
// copies of cached images batch into few draw calls.

type cacheKey struct {
	kind    string
	a, b, c int
}

var shapes = map[cacheKey]*ebiten.Image{}

// maxCached bounds the cache; resizing the window many times creates
// images of sizes no longer used.
const maxCached = 4000

// cached returns the image for key, painting it with draw on first use.
func cached(k cacheKey, w, h int, draw func(c *Canvas)) *ebiten.Image {
	if im, ok := shapes[k]; ok {
		return im
	}
	if len(shapes) >= maxCached {
		Flush()
	}

	c := NewCanvas(w, h)
	draw(c)
	im := c.Image()
	shapes[k] = im
	return im
}

// Flush forgets every cached image and mesh, for when what they show changes
// although their size does not (another palette or language).
func Flush() {
	clear(meshes)
	for key, im := range shapes {
		im.Deallocate()
		delete(shapes, key)
	}
}

// Blit draws a cached image at x,y tinted by c (nil: as drawn).
func Blit(dst, src *ebiten.Image, x, y float64, c color.Color) {
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	if c != nil {
		op.ColorScale.ScaleWithColor(c)
	}
	dst.DrawImage(src, op)
}

// RoundBox fills a rounded rectangle and outlines it, from two cached
// nine-slice images (white, tinted when drawn).
func RoundBox(dst *ebiten.Image, r layout.Rect, fill, line color.Color, rad, border float64) {
	R := int(math.Round(min(rad, r.W/2, r.H/2)))
	if R < 1 || r.W < 3 || r.H < 3 {
		if fill != nil {
			Fill(dst, r, fill)
		}
		return
	}
	bw := int(math.Round(border * 4))
	size := 2*R + 2
	if fill != nil {
		src := cached(cacheKey{"box", R, 0, 0}, size, size, func(c *Canvas) {
			var p Path
			RoundRect(&p, layout.Rect{W: float64(size), H: float64(size)}, float64(R))
			c.FillPath(&p, color.White)
		})
		nineSlice(dst, src, r, R, fill)
	}
	if line != nil && border > 0 {
		src := cached(cacheKey{"ring", R, bw, 0}, size, size, func(c *Canvas) {
			var p Path
			h := border / 2
			RoundRect(&p, layout.Rect{X: h, Y: h, W: float64(size) - border, H: float64(size) - border}, float64(R)-h)
			c.StrokePath(&p, border, color.White)
		})
		nineSlice(dst, src, r, R, line)
	}
}

// nineSlice stretches src (corners R×R around a 2-pixel middle) over r.
func nineSlice(dst, src *ebiten.Image, r layout.Rect, R int, c color.Color) {
	s := [4]int{0, R, R + 2, 2*R + 2}
	x0, y0 := math.Round(r.X), math.Round(r.Y)
	x3, y3 := math.Round(r.Right()), math.Round(r.Bottom())
	d := [2][4]float64{{x0, x0 + float64(R), x3 - float64(R), x3}, {y0, y0 + float64(R), y3 - float64(R), y3}}
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			w, h := d[0][i+1]-d[0][i], d[1][j+1]-d[1][j]
			if w <= 0 || h <= 0 {
				continue
			}
			sub := src.SubImage(image.Rect(s[i], s[j], s[i+1], s[j+1])).(*ebiten.Image)
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Scale(w/float64(s[i+1]-s[i]), h/float64(s[j+1]-s[j]))
			op.GeoM.Translate(d[0][i], d[1][j])
			op.ColorScale.ScaleWithColor(c)
			dst.DrawImage(sub, op)
		}
	}
}

// Shape returns a cached white (or coloured) image of any drawing, keyed
// by name and pixel size; draw paints it on a size×size canvas.
func Shape(name string, variant, size int, draw func(c *Canvas, s float64)) *ebiten.Image {
	return cached(cacheKey{name, variant, size, 0}, size, size, func(c *Canvas) { draw(c, float64(size)) })
}

// Layer returns a cached w×h image drawn once by draw: a backdrop that
// changes only with the screen size.
func Layer(name string, w, h int, draw func(c *Canvas)) *ebiten.Image {
	return cached(cacheKey{name, w, h, -1}, w, h, draw)
}

// Slash strikes r through from its bottom-left to its top-right corner,
// inset by in, with an anti-aliased line w wide, tinted c: a cached white
// image, since painting the line itself every frame would cost an
// anti-aliased path per frame.
func Slash(dst *ebiten.Image, r layout.Rect, in, w float64, c color.Color) {
	iw, ih := max(1, int(math.Round(r.W))), max(1, int(math.Round(r.H)))
	im := cached(cacheKey{"slash", iw, ih, int(math.Round(in*16))<<16 | int(math.Round(w*16))}, iw, ih, func(cv *Canvas) {
		cv.StrokeLine(in, float64(ih)-in, float64(iw)-in, in, w, color.White)
	})
	Blit(dst, im, r.X, r.Y, c)
}

// Dot draws a disc of radius r centred on cx,cy in colour c, from a
// cached white image.
func Dot(dst *ebiten.Image, cx, cy, r float64, c color.Color) {
	size := int(math.Ceil(2*r)) + 2
	im := Shape("dot", int(math.Round(r*16)), size, func(cv *Canvas, s float64) { cv.FillCircle(s/2, s/2, r, color.White) })
	Blit(dst, im, cx-float64(size)/2, cy-float64(size)/2, c)
}
