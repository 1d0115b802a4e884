package horus

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
)

// The adventurers as drawn figures: each one a character of their own —
// the hunter's wide hat and rifle, the mystic's beard and tall hat, the
// acrobat's ponytail and scarf, the fighter's headband, the strong man's
// cap and pack, the thief's beret and lock-pick, the scholar's turban and
// book, the explorer's pith helmet and goggles — dressed in the seat's
// colour and standing on a plate of the adventurer's own shape, so that
// neither the colour nor the drawing is the only cue. A walking figure
// steps (poses 1 and 2: one leg forward, then the other).

// Poses of a figure.
const (
	PoseStand = iota
	PoseStepLeft
	PoseStepRight
	NumPoses
)

// Adventurer is adventurer adv's figure for seat, in pose, size px square.
func (a *Art) Adventurer(adv horus.Adventurer, seat, pose, size int) *ebiten.Image {
	return a.sprite(spriteKey{spFigure, int(adv)*16 + seat, pose, size}, func(c *render.Canvas, s float64) {
		PaintAdventurer(c, adv, seat, pose, s)
	})
}

// AdventurerFigure is the same figure for any screen (the seats' cards,
// the pass-the-device cover, the new-game screen), from the shared cache.
func AdventurerFigure(adv horus.Adventurer, seat, size int) *ebiten.Image {
	return render.Shape("adventurer", int(adv)*16+seat, size, func(c *render.Canvas, s float64) {
		PaintAdventurer(c, adv, seat, PoseStand, s)
	})
}

// skins are the adventurers' faces.
var skins = [horus.NumAdventurers]color.RGBA{
	rgb(0xe0b48c), rgb(0xeac4a0), rgb(0xd9a47c), rgb(0xf0cfa8), rgb(0x8d5a3b), rgb(0xc08a60), rgb(0xa06a45), rgb(0xf2d0b0),
}

// PaintAdventurer paints the figure on c, s px square.
func PaintAdventurer(c *render.Canvas, adv horus.Adventurer, seat, pose int, s float64) {
	seatCol := render.SeatColors[seat%len(render.SeatColors)]
	ink := rgb(0x1a120b)
	lw := max(1, s*0.035)
	// the plate: the adventurer's shape in the seat's colour
	var shadow, plate render.Path
	shapePath(&shadow, int(adv), s*0.52, s*0.47, s*0.44)
	c.FillPath(&shadow, render.WithAlpha(rgb(0), 0.45))
	shapePath(&plate, int(adv), s*0.5, s*0.45, s*0.44)
	c.FillPath(&plate, render.Mix(seatCol, rgb(0x2a1d12), 0.35))
	c.StrokePath(&plate, max(1.2, s*0.045), ink)
	var rim render.Path
	shapePath(&rim, int(adv), s*0.5, s*0.45, s*0.36)
	c.StrokePath(&rim, max(1, s*0.02), render.WithAlpha(render.Mix(seatCol, rgb(0xffffff), 0.5), 0.7))

	cx := s * 0.5
	// feet's shadow
	c.FillCircle(cx, s*0.88, s*0.12, render.WithAlpha(rgb(0), 0.35))
	// legs, stepping
	legs := rgb(0x3a2c20)
	lx, rx := cx-s*0.055, cx+s*0.055
	ly, ry := s*0.88, s*0.88
	switch pose {
	case PoseStepLeft:
		lx, ly = cx-s*0.1, s*0.86
		rx, ry = cx+s*0.03, s*0.9
	case PoseStepRight:
		lx, ly = cx-s*0.03, s*0.9
		rx, ry = cx+s*0.1, s*0.86
	}
	c.StrokeLine(cx-s*0.045, s*0.64, lx, ly, s*0.075, ink)
	c.StrokeLine(cx+s*0.045, s*0.64, rx, ry, s*0.075, ink)
	c.StrokeLine(cx-s*0.045, s*0.64, lx, ly, s*0.05, legs)
	c.StrokeLine(cx+s*0.045, s*0.64, rx, ry, s*0.05, legs)
	// behind the body: packs, weapons, hair
	switch adv {
	case 0: // the hunter's rifle over the shoulder
		c.StrokeLine(cx-s*0.2, s*0.7, cx+s*0.16, s*0.2, s*0.05, ink)
		c.StrokeLine(cx-s*0.2, s*0.7, cx+s*0.16, s*0.2, s*0.03, rgb(0x6b4a2b))
	case 2: // the ponytail
		c.FillCircle(cx+s*0.13, s*0.3, s*0.065, ink)
		c.FillCircle(cx+s*0.13, s*0.3, s*0.05, rgb(0x6a3a1c))
	case 4: // the pack
		var pk render.Path
		render.RoundRect(&pk, layout.Rect{X: cx - s*0.19, Y: s * 0.4, W: s * 0.38, H: s * 0.22}, s*0.05)
		c.FillPath(&pk, rgb(0x5a4a2a))
		c.StrokePath(&pk, lw, ink)
	}
	// the body in the seat's colour
	bw := s * 0.13
	if adv == 4 {
		bw = s * 0.17 // broad shoulders
	}
	var body render.Path
	body.MoveTo(cx-bw, s*0.4)
	body.LineTo(cx+bw, s*0.4)
	body.LineTo(cx+bw*0.85, s*0.67)
	body.LineTo(cx-bw*0.85, s*0.67)
	body.Close()
	c.FillPath(&body, seatCol)
	c.StrokePath(&body, lw, ink)
	// a belt
	c.StrokeLine(cx-bw*0.88, s*0.6, cx+bw*0.88, s*0.6, max(1, s*0.03), render.Mix(seatCol, ink, 0.6))
	// arms
	arm := render.Mix(seatCol, ink, 0.25)
	c.StrokeLine(cx-bw, s*0.43, cx-bw-s*0.05, s*0.6, s*0.06, ink)
	c.StrokeLine(cx+bw, s*0.43, cx+bw+s*0.05, s*0.6, s*0.06, ink)
	c.StrokeLine(cx-bw, s*0.43, cx-bw-s*0.05, s*0.6, s*0.04, arm)
	c.StrokeLine(cx+bw, s*0.43, cx+bw+s*0.05, s*0.6, s*0.04, arm)
	// the head
	hy, hr := s*0.3, s*0.095
	c.FillCircle(cx, hy, hr+lw*0.6, ink)
	c.FillCircle(cx, hy, hr, skins[adv%horus.NumAdventurers])
	// eyes
	c.FillCircle(cx-hr*0.35, hy+hr*0.05, max(0.6, s*0.012), ink)
	c.FillCircle(cx+hr*0.35, hy+hr*0.05, max(0.6, s*0.012), ink)
	// what makes each one themselves
	switch adv {
	case 0: // David Gore: a wide-brimmed hat
		hat := rgb(0x7a5230)
		brim := layout.Rect{X: cx - s*0.19, Y: hy - hr*0.75, W: s * 0.38, H: s * 0.06}
		var b render.Path
		render.RoundRect(&b, brim, s*0.03)
		c.FillPath(&b, hat)
		c.StrokePath(&b, lw*0.8, ink)
		var cr render.Path
		render.RoundRect(&cr, layout.Rect{X: cx - s*0.09, Y: hy - hr*1.6, W: s * 0.18, H: s * 0.1}, s*0.03)
		c.FillPath(&cr, hat)
		c.StrokePath(&cr, lw*0.8, ink)
	case 1: // Rasputin: a long beard and a tall hat
		var beard render.Path
		beard.MoveTo(cx-hr*0.9, hy+hr*0.3)
		beard.LineTo(cx+hr*0.9, hy+hr*0.3)
		beard.LineTo(cx, hy+hr*3)
		beard.Close()
		c.FillPath(&beard, rgb(0x2a1a10))
		c.StrokePath(&beard, lw*0.7, ink)
		var hat render.Path
		render.RoundRect(&hat, layout.Rect{X: cx - hr*1.05, Y: hy - hr*2.6, W: hr * 2.1, H: hr * 1.9}, s*0.02)
		c.FillPath(&hat, rgb(0x1c1612))
		c.StrokePath(&hat, lw*0.7, render.WithAlpha(render.Ink, 0.5))
	case 2: // Chantal Sarti: hair and a streaming scarf
		c.FillCircle(cx, hy-hr*0.45, hr*0.85, rgb(0x6a3a1c))
		c.StrokeLine(cx-hr, hy+hr*1.1, cx+s*0.2, hy+hr*1.6, s*0.04, rgb(0xf4f1ea))
		c.StrokeLine(cx-hr, hy+hr*1.1, cx+s*0.2, hy+hr*1.6, s*0.025, rgb(0xd8443a))
	case 3: // Maki Watanabe: black hair and a headband with tails
		c.FillCircle(cx, hy-hr*0.5, hr*0.8, rgb(0x121010))
		c.StrokeLine(cx-hr, hy-hr*0.35, cx+hr, hy-hr*0.35, s*0.035, rgb(0xf4f1ea))
		c.StrokeLine(cx+hr, hy-hr*0.35, cx+hr*2.1, hy+hr*0.2, s*0.025, rgb(0xf4f1ea))
		c.StrokeLine(cx+hr, hy-hr*0.35, cx+hr*2, hy-hr*0.9, s*0.025, rgb(0xf4f1ea))
	case 4: // Delroy Chartier: a cap with a peak
		var cp render.Path
		cp.Arc(cx, hy-hr*0.2, hr*1.02, math.Pi, 2*math.Pi)
		cp.Close()
		c.FillPath(&cp, rgb(0x2f4a2a))
		c.StrokePath(&cp, lw*0.7, ink)
		c.StrokeLine(cx, hy-hr*0.2, cx+hr*1.8, hy-hr*0.1, s*0.04, rgb(0x2f4a2a))
	case 5: // José Ardila: a beret and a lock-pick
		var b render.Path
		render.RoundRect(&b, layout.Rect{X: cx - hr*1.3, Y: hy - hr*1.45, W: hr * 2.5, H: hr * 0.9}, hr*0.45)
		c.FillPath(&b, rgb(0x3a1e3a))
		c.StrokePath(&b, lw*0.7, ink)
		px, py := cx+bw+s*0.05, s*0.6
		c.StrokeLine(px, py, px+s*0.1, py-s*0.1, s*0.025, rgb(0xd9d9d9))
		c.StrokeCircle(px, py, s*0.025, max(1, s*0.015), rgb(0xd9d9d9))
	case 6: // Abdel Wahab: a turban and a book
		c.FillCircle(cx, hy-hr*0.6, hr*1.05, rgb(0xf2ead8))
		c.StrokeCircle(cx, hy-hr*0.6, hr*1.05, lw*0.6, ink)
		c.StrokeLine(cx-hr*0.9, hy-hr*0.5, cx+hr*0.9, hy-hr*0.9, max(1, s*0.015), rgb(0xb9ab90))
		var bk render.Path
		render.RoundRect(&bk, layout.Rect{X: cx - bw - s*0.12, Y: s * 0.52, W: s * 0.12, H: s * 0.1}, s*0.01)
		c.FillPath(&bk, rgb(0x7a2a1e))
		c.StrokePath(&bk, lw*0.6, ink)
	case 7: // Edgar Rice: a pith helmet with goggles
		var hel render.Path
		hel.Arc(cx, hy-hr*0.1, hr*1.15, math.Pi, 2*math.Pi)
		hel.Close()
		c.FillPath(&hel, rgb(0xe8dcb8))
		c.StrokePath(&hel, lw*0.7, ink)
		c.StrokeLine(cx-hr*1.6, hy-hr*0.1, cx+hr*1.6, hy-hr*0.1, s*0.03, rgb(0xc9b88f))
		c.FillCircle(cx-hr*0.45, hy-hr*0.55, hr*0.3, rgb(0x7fc6e8))
		c.FillCircle(cx+hr*0.45, hy-hr*0.55, hr*0.3, rgb(0x7fc6e8))
		c.StrokeCircle(cx-hr*0.45, hy-hr*0.55, hr*0.3, max(1, s*0.012), ink)
		c.StrokeCircle(cx+hr*0.45, hy-hr*0.55, hr*0.3, max(1, s*0.012), ink)
	}
}
