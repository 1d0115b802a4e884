package pengqueen

import (
	"image"
	"image/color"
	"math"
)

// Helpers of the art painted pixel by pixel (stone, light, night): one
// pass over an image costs a few milliseconds where the same texture made
// of thousands of small vector shapes would cost far more.

// hash2 is a fixed pseudo-random number in [0, 1) for integer
// coordinates: a block's tone, a pixel's grain.
func hash2(i, j int) float64 {
	h := uint32(i)*0x9e3779b1 ^ uint32(j)*0x85ebca77 ^ 0x27d4eb2f
	h ^= h >> 15
	h *= 0x2c1b3c6d
	h ^= h >> 12
	h *= 0x297a2d39
	h ^= h >> 15
	return float64(h>>8) / (1 << 24)
}

// rgbf is a colour with float channels 0..255, for mixing in a pass.
type rgbf struct{ r, g, b float64 }

func toF(c color.RGBA) rgbf { return rgbf{float64(c.R), float64(c.G), float64(c.B)} }

func (c rgbf) mul(k float64) rgbf { return rgbf{c.r * k, c.g * k, c.b * k} }
func (c rgbf) lerp(o rgbf, t float64) rgbf {
	return rgbf{c.r + (o.r-c.r)*t, c.g + (o.g-c.g)*t, c.b + (o.b-c.b)*t}
}

func clamp8(x float64) uint8 {
	if x <= 0 {
		return 0
	}
	if x >= 255 {
		return 255
	}
	return uint8(x + 0.5)
}

func clamp01(x float64) float64 { return min(1, max(0, x)) }

// put writes c at opacity a (0..1) into pixel offset i of img, replacing
// what was there (premultiplied).
func put(img *image.RGBA, i int, c rgbf, a float64) {
	img.Pix[i] = clamp8(c.r * a)
	img.Pix[i+1] = clamp8(c.g * a)
	img.Pix[i+2] = clamp8(c.b * a)
	img.Pix[i+3] = clamp8(255 * a)
}

// ramp is 1 at x ≤ 0 falling smoothly to 0 at x ≥ l.
func ramp(x, l float64) float64 {
	if x <= 0 {
		return 1
	}
	if x >= l {
		return 0
	}
	t := 1 - x/l
	return t * t * (3 - 2*t)
}

// lightMap is light sampled on a coarse grid and read back bilinearly:
// soft light from a few sources without a sum per pixel.
type lightMap struct {
	w, h   int
	step   float64 // pixels between samples
	values []float64
}

type lamp struct {
	x, y, radius, strength float64 // pixels
}

func newLightMap(w, h int, step, ambient float64, lamps []lamp) *lightMap {
	m := &lightMap{w: int(float64(w)/step) + 2, h: int(float64(h)/step) + 2, step: step}
	m.values = make([]float64, m.w*m.h)
	for j := 0; j < m.h; j++ {
		for i := 0; i < m.w; i++ {
			x, y := float64(i)*step, float64(j)*step
			v := ambient
			for _, l := range lamps {
				dx, dy := (x-l.x)/l.radius, (y-l.y)/l.radius
				if d2 := dx*dx + dy*dy; d2 < 9 {
					v += l.strength * math.Exp(-d2)
				}
			}
			m.values[j*m.w+i] = v
		}
	}
	return m
}

func (m *lightMap) at(x, y float64) float64 {
	fx, fy := x/m.step, y/m.step
	i, j := int(fx), int(fy)
	if i >= m.w-1 {
		i = m.w - 2
	}
	if j >= m.h-1 {
		j = m.h - 2
	}
	tx, ty := fx-float64(i), fy-float64(j)
	v := m.values
	a := v[j*m.w+i] + (v[j*m.w+i+1]-v[j*m.w+i])*tx
	b := v[(j+1)*m.w+i] + (v[(j+1)*m.w+i+1]-v[(j+1)*m.w+i])*tx
	return a + (b-a)*ty
}

// noiseTile is a 64×64 tile of fixed noise: a pixel's grain without a hash.
var noiseTile = func() (t [64 * 64]float64) {
	for i := range t {
		t[i] = hash2(i&63, i>>6)
	}
	return t
}()

// grain is the noise at pixel x,y, in [0, 1).
func grain(x, y int) float64 { return noiseTile[(y&63)<<6|x&63] }

// radialGlow lights a disc of radius r (pixels) round cx,cy with col,
// strongest (strength) at the centre and fading smoothly to nothing at the
// rim, blended over what is there: light without the rings of stacked
// circles.
func radialGlow(img *image.RGBA, cx, cy, r float64, col color.RGBA, strength float64) {
	if r <= 0 || strength <= 0 {
		return
	}
	b := image.Rect(int(cx-r), int(cy-r), int(cx+r)+1, int(cy+r)+1).Intersect(img.Rect)
	cr, cg, cb := float64(col.R), float64(col.G), float64(col.B)
	inv := 1 / (r * r)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		dy := float64(y) + 0.5 - cy
		left := r*r - dy*dy
		if left <= 0 {
			continue
		}
		// only the pixels of this row inside the circle
		half := math.Sqrt(left)
		x0, x1 := max(b.Min.X, int(cx-half)), min(b.Max.X, int(cx+half)+1)
		row := img.Pix[img.PixOffset(0, y):]
		for x := x0; x < x1; x++ {
			dx := float64(x) + 0.5 - cx
			d2 := (dx*dx + dy*dy) * inv
			if d2 >= 1 {
				continue
			}
			t := 1 - d2
			a := strength * t * t
			k := 1 - a
			p := row[x*4 : x*4+4 : x*4+4]
			p[0] = uint8(cr*a + float64(p[0])*k)
			p[1] = uint8(cg*a + float64(p[1])*k)
			p[2] = uint8(cb*a + float64(p[2])*k)
			p[3] = uint8(255*a + float64(p[3])*k)
		}
	}
}
