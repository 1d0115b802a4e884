package runrunrun

import (
	"image/color"
	"math"

	"github.com/pyramid-studio/pyramid/render"
)

// The special cards: the Pharaoh's Crypt, where the cats start and no
// mummy may enter; the Exit, stairs up to the daylight; and the back of
// a room card.

// paintCryptFloor is polished red granite with a gold inlaid ring: the
// royal room, told from every other by colour and by its ring.
func paintCryptFloor(g hexGeom) *render.Canvas {
	c := render.NewCanvas(g.w, g.h)
	fillHex(c, g.cx, g.cy, g.R, color.White)
	px := 1 / g.R
	texture(c, 0, 0, g.w, g.h, func(x, y float64) color.RGBA {
		u, v := (x-g.cx)/g.R, (y-g.cy)/g.R
		col := flagstone(granite, u*0.75, v*0.75, px*0.75, 41, 1)
		switch h := hash2(int(x), int(y), 5); {
		case h > 0.93:
			col = shade(col, 1.35)
		case h < 0.05:
			col = shade(col, 0.6)
		}
		return col
	})
	var p render.Path
	hexPath(&p, g.cx, g.cy, g.R*0.6)
	c.StrokePath(&p, max(1.5, g.R*0.035), goldDark)
	c.StrokePath(&p, max(1, g.R*0.018), goldInk)
	for k := 0; k < 6; k++ {
		x, y := Corner(g.cx, g.cy, g.R*0.6, k)
		c.FillCircle(x, y, g.R*0.035, goldInk)
	}
	return c
}

// paintCryptContent is the Pharaoh's golden sarcophagus lying across the
// room between two canopic jars.
func paintCryptContent(g hexGeom) *render.Canvas {
	c := render.NewCanvas(g.w, g.h)
	R := g.R
	radial(c, g.cx, g.cy+R*0.1, R*0.6, 0.35, 1.5, rgb(0xffc860))
	paintSarcophagus(c, g.cx, g.cy+R*0.14, R*0.86, math.Pi/2)
	for _, s := range []float64{-1, 1} {
		jx, jy := g.cx+s*R*0.36, g.cy-R*0.2
		fillEllipse(c, jx+R*0.025, jy+R*0.04, R*0.07, R*0.05, 0, alpha(rgb(0), 0.35))
		fillEllipse(c, jx, jy, R*0.06, R*0.085, 0, rgb(0xe0b04a))
		line(c, pt{jx - R*0.06, jy}, pt{jx + R*0.06, jy}, max(1, R*0.015), rgb(0x2d5fa8))
		c.FillCircle(jx, jy-R*0.1, R*0.04, rgb(0xc98f52))
	}
	return c
}

// paintExitFloor is pale limestone warmed by the daylight.
func paintExitFloor(g hexGeom) *render.Canvas {
	c := paintFloor(g, rgb(0xe2cc9c), 97)
	return c
}

// paintExitContent is a stair climbing to a doorway full of daylight,
// its light spilling down the steps.
func paintExitContent(g hexGeom) *render.Canvas {
	c := render.NewCanvas(g.w, g.h)
	R := g.R
	x, y := g.cx, g.cy
	radial(c, x, y-R*0.3, R*0.75, 0.6, 1.3, rgb(0xfff0b8))
	// steps, narrowing as they climb
	for i := 0; i < 6; i++ {
		k := float64(i) / 6
		w := R * (0.5 - 0.22*k)
		top := y + R*(0.42-0.13*float64(i))
		h := R * 0.13
		fillPoly(c, shade(rgb(0xb89a6c), 0.75+0.45*k), pt{x - w, top}, pt{x + w, top}, pt{x + w, top + h*0.55}, pt{x - w, top + h*0.55})
		fillPoly(c, shade(rgb(0x8a7050), 0.7+0.4*k), pt{x - w, top + h*0.55}, pt{x + w, top + h*0.55}, pt{x + w, top + h}, pt{x - w, top + h})
	}
	// the doorway: an opening of sky framed in stone
	dw, dh := R*0.26, R*0.34
	dy := y - R*0.3
	fillPoly(c, rgb(0x5d4a34), pt{x - dw - R*0.06, dy + dh*0.5}, pt{x - dw - R*0.06, dy - dh*0.5 - R*0.06}, pt{x + dw + R*0.06, dy - dh*0.5 - R*0.06}, pt{x + dw + R*0.06, dy + dh*0.5})
	fillPoly(c, rgb(0xfff6d8), pt{x - dw, dy + dh*0.5}, pt{x - dw, dy - dh*0.5}, pt{x + dw, dy - dh*0.5}, pt{x + dw, dy + dh*0.5})
	fillPoly(c, rgb(0x9fd0f0), pt{x - dw, dy - dh*0.1}, pt{x - dw, dy - dh*0.5}, pt{x + dw, dy - dh*0.5}, pt{x + dw, dy - dh*0.1})
	c.FillCircle(x+dw*0.45, dy-dh*0.28, R*0.05, rgb(0xffe070))
	// rays down the stair
	for i := -2; i <= 2; i++ {
		fillPoly(c, alpha(rgb(0xfff3c4), 0.16), pt{x + float64(i)*dw*0.35, dy + dh*0.5}, pt{x + float64(i)*dw*0.35 + dw*0.18, dy + dh*0.5}, pt{x + float64(i)*R*0.2 + R*0.08, y + R*0.55}, pt{x + float64(i)*R*0.2 - R*0.02, y + R*0.55})
	}
	return c
}

// paintCardBack is the back of a room card: dark basalt, a gold border
// and the game's mark, a cat's head inside a pyramid.
func paintCardBack(g hexGeom) *render.Canvas {
	c := render.NewCanvas(g.w, g.h)
	R := g.R
	fillHex(c, g.cx+R*0.04, g.cy+R*0.06, R, alpha(rgb(0), 0.4))
	fillHex(c, g.cx, g.cy, R, color.White)
	texture(c, 0, 0, g.w, g.h, func(x, y float64) color.RGBA {
		u, v := (x-g.cx)/R, (y-g.cy)/R
		k := 1 + (vnoise(u*4, v*4, 3)-0.5)*0.25 + (hash2(int(x), int(y), 8)-0.5)*0.08 - (u*0.5+v*0.8)*0.12
		return shade(rgb(0x3a2e28), k)
	})
	var p render.Path
	hexPath(&p, g.cx, g.cy, R*0.9)
	c.StrokePath(&p, max(1.5, R*0.04), goldDark)
	c.StrokePath(&p, max(1, R*0.02), goldInk)
	var in render.Path
	hexPath(&in, g.cx, g.cy, R*0.8)
	c.StrokePath(&in, max(1, R*0.012), alpha(goldInk, 0.6))
	// the pyramid
	top, base := g.cy-R*0.5, g.cy+R*0.38
	fillPoly(c, rgb(0x6e5532), pt{g.cx, top}, pt{g.cx + R*0.52, base}, pt{g.cx - R*0.52, base})
	fillPoly(c, rgb(0x8f7143), pt{g.cx, top}, pt{g.cx, base}, pt{g.cx - R*0.52, base})
	var tri render.Path
	poly(&tri, pt{g.cx, top}, pt{g.cx + R*0.52, base}, pt{g.cx - R*0.52, base})
	c.StrokePath(&tri, max(1, R*0.025), goldInk)
	// a cat's head with gold eyes
	hx, hy, hr := g.cx, g.cy+R*0.1, R*0.17
	fillPoly(c, rgb(0x1c1512), pt{hx - hr*0.95, hy - hr*0.2}, pt{hx - hr*0.8, hy - hr*1.35}, pt{hx - hr*0.2, hy - hr*0.8})
	fillPoly(c, rgb(0x1c1512), pt{hx + hr*0.95, hy - hr*0.2}, pt{hx + hr*0.8, hy - hr*1.35}, pt{hx + hr*0.2, hy - hr*0.8})
	fillEllipse(c, hx, hy, hr, hr*0.85, 0, rgb(0x1c1512))
	for _, s := range []float64{-1, 1} {
		fillEllipse(c, hx+s*hr*0.42, hy-hr*0.1, hr*0.2, hr*0.13, 0, goldInk)
		fillEllipse(c, hx+s*hr*0.42, hy-hr*0.1, hr*0.05, hr*0.12, 0, rgb(0x1c1512))
	}
	return c
}
