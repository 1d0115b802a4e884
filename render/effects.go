package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Effect images for the animations: painted once per size into the shape
// cache, then copied scaled and faded every frame (anti-aliased paths per
// frame would cost far more than the frame budget on a software GL).

// ShadowImage is a soft dark ellipse, size px square: the shadow of a
// falling block, growing as it nears the floor.
func ShadowImage(size int) *ebiten.Image {
	return Shape("fx-shadow", 0, size, func(c *Canvas, s float64) {
		for i := 0; i < 8; i++ {
			r := s / 2 * (1 - float64(i)*0.11)
			c.FillCircle(s/2, s/2, r, color.RGBA{0, 0, 0, 34})
		}
	})
}

// DustImage is a pale puff of sand, size px square.
func DustImage(size int) *ebiten.Image {
	return Shape("fx-dust", 0, size, func(c *Canvas, s float64) {
		sand := color.RGBA{0xd8, 0xc6, 0x9c, 0xff}
		for i, o := range [][3]float64{{0.5, 0.5, 0.34}, {0.36, 0.58, 0.22}, {0.64, 0.56, 0.24}, {0.5, 0.36, 0.2}} {
			a := 0.35 + 0.15*float64(i%2)
			c.FillCircle(s*o[0], s*o[1], s*o[2], WithAlpha(sand, a))
		}
	})
}

// CrushMarkImage is a red cross with a dark rim, size px square: it marks
// where an adventurer was crushed, for the rest of the game.
func CrushMarkImage(size int) *ebiten.Image {
	return Shape("fx-crush", 0, size, func(c *Canvas, s float64) {
		w := max(2, s*0.16)
		a, b := s*0.18, s*0.82
		c.StrokeLine(a, a, b, b, w+max(1, s*0.05), WallInk)
		c.StrokeLine(a, b, b, a, w+max(1, s*0.05), WallInk)
		c.StrokeLine(a, a, b, b, w, Danger)
		c.StrokeLine(a, b, b, a, w, Danger)
	})
}

// DrawFx draws a cached effect image centred on cx,cy, scaled and faded.
func DrawFx(dst, im *ebiten.Image, cx, cy, scale, alpha float64) {
	if alpha <= 0 || scale <= 0 {
		return
	}
	w, h := im.Bounds().Dx(), im.Bounds().Dy()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(w)/2, -float64(h)/2)
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(cx, cy)
	op.ColorScale.ScaleAlpha(float32(min(1, alpha)))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(im, op)
}

// DrawTurned draws im centred on cx,cy, rotated by angle (radians) and
// scaled by sx, sy, faded by alpha: tumbling dice, toppling and turning
// mummies, a figure morphing.
func DrawTurned(dst, im *ebiten.Image, cx, cy, angle, sx, sy, alpha float64) {
	if alpha <= 0 {
		return
	}
	w, h := im.Bounds().Dx(), im.Bounds().Dy()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(w)/2, -float64(h)/2)
	op.GeoM.Scale(sx, sy)
	if angle != 0 {
		op.GeoM.Rotate(angle)
	}
	op.GeoM.Translate(cx, cy)
	op.ColorScale.ScaleAlpha(float32(min(1, alpha)))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(im, op)
}

// Bounce is a die's height over the table while it tumbles: bounces that
// shrink, t from 0 (thrown) to 1 (at rest).
func Bounce(t float64) float64 {
	if t >= 1 {
		return 0
	}
	return math.Abs(math.Sin(t*3*math.Pi)) * (1 - t) * (1 - t)
}
