package horus

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
)

// Cards are cards: each kind has its own picture — a god's treasure (the
// scarab of Hededet, Sobek's vase, Anubis's jackal, Thoth's moon, the
// winged disc of Horus), the necklace, the chest, an idol on its plinth,
// the five kinds of equipment and the five wounds — on a face framed in
// its family's colour (a god's treasure and idol in the colour of the die
// that god's idol curses), with its value in the top left corner and the
// shape of its god's die in the top right, so that the god is never told
// by colour alone. The faces carry no words: names and what a card does
// are drawn beside it in the player's language.

// CardRatio is a card's width to its height.
const CardRatio = 0.7

// CardFace is card c's face, w×h px (identical cards share one image).
func CardFace(c horus.CardID, w, h int) *ebiten.Image {
	ci := c.Info()
	return render.Layer("card-"+ci.Code, w, h, func(cv *render.Canvas) {
		PaintCardFace(cv, c, float64(w), float64(h))
	})
}

// CardBack is the back of a card of deck d (a search deck: its room's
// colour and pattern; any other origin: plain), w×h px.
func CardBack(d horus.Deck, w, h int) *ebiten.Image {
	return render.Layer(fmt.Sprintf("back-%d", d), w, h, func(cv *render.Canvas) {
		PaintCardBack(cv, d, float64(w), float64(h))
	})
}

// DeckColor is the back of search deck d: the colour of its room.
func DeckColor(d horus.Deck) color.RGBA {
	switch d {
	case horus.OriginRubble:
		return render.Rubble
	case horus.OriginSand:
		return render.Sand
	case horus.OriginWater:
		return render.Water
	}
	return render.Stone
}

// frameColor is the colour of a card's frame: its god's for treasures and
// idols, its family's otherwise.
func frameColor(ci horus.CardInfo) color.RGBA {
	switch {
	case ci.Kind == horus.KindTreasure || ci.Kind == horus.KindIdol:
		return GodColor(ci.God)
	case ci.Kind == horus.KindNecklace:
		return rgb(0xc9922e)
	case ci.Kind == horus.KindChest:
		return rgb(0x8b5a2b)
	case ci.Kind.IsEquipment():
		return rgb(0x3f8a80)
	}
	return rgb(0x9a2b22) // wounds
}

// PaintCardFace paints card c on cv, w×h.
func PaintCardFace(cv *render.Canvas, c horus.CardID, w, h float64) {
	ci := c.Info()
	frame := frameColor(ci)
	ink := rgb(0x1d1610)
	rad := w * 0.1
	var outer, inner render.Path
	render.RoundRect(&outer, layout.Rect{X: 0.5, Y: 0.5, W: w - 1, H: h - 1}, rad)
	cv.FillPath(&outer, frame)
	cv.StrokePath(&outer, max(1, w*0.03), ink)
	pad := w * 0.08
	face := layout.Rect{X: pad, Y: pad, W: w - 2*pad, H: h - 2*pad}
	render.RoundRect(&inner, face, rad*0.6)
	paper := rgb(0xf1e4c4)
	if ci.Kind.IsWound() {
		paper = rgb(0xe9c9b8)
	}
	cv.FillPath(&inner, paper)
	cv.StrokePath(&inner, max(1, w*0.02), render.WithAlpha(ink, 0.6))
	pic := layout.Rect{X: face.X + face.W*0.1, Y: face.Y + face.H*0.28, W: face.W * 0.8, H: face.H * 0.62}
	paintPicture(cv, ci, pic)
	// the value in the top left, the god's die shape in the top right
	corner := face.W * 0.36
	if v := cardValue(ci); v != "" {
		cv.FillCircle(face.X+corner*0.5, face.Y+corner*0.5, corner*0.48, frame)
		cv.StrokeCircle(face.X+corner*0.5, face.Y+corner*0.5, corner*0.48, max(1, w*0.02), ink)
	}
	if ci.God < horus.NumGods {
		cx, cy, r := face.Right()-corner*0.5, face.Y+corner*0.5, corner*0.36
		cv.FillCircle(cx, cy, r*1.25, ink)
		DieSymbol(cv, int(ci.God.Curse()), cx, cy, r*0.8, paper)
	}
}

// cardValue is what a card's corner shows: a treasure's, a necklace's or
// an idol's points, "?" for a chest (a die roll), nothing for the rest.
func cardValue(ci horus.CardInfo) string {
	switch ci.Kind {
	case horus.KindTreasure, horus.KindNecklace, horus.KindIdol:
		return fmt.Sprint(ci.Value)
	case horus.KindChest:
		return "?"
	}
	return ""
}

// CardValue is the value drawn in a card's top-left corner, over its face
// (text is drawn after the face is uploaded, by the screen, at a size it
// can read): where it goes in a w×h card at x,y, and what it says.
func CardValue(c horus.CardID, x, y, w, h float64) (layout.Rect, string) {
	pad := w * 0.08
	corner := (w - 2*pad) * 0.36
	return layout.Rect{X: x + pad, Y: y + pad, W: corner, H: corner}, cardValue(c.Info())
}

// PaintCardBack paints the back of a card of deck d on cv, w×h.
func PaintCardBack(cv *render.Canvas, d horus.Deck, w, h float64) {
	col := DeckColor(d)
	ink := rgb(0x1d1610)
	var outer render.Path
	render.RoundRect(&outer, layout.Rect{X: 0.5, Y: 0.5, W: w - 1, H: h - 1}, w*0.1)
	cv.FillPath(&outer, col)
	cv.StrokePath(&outer, max(1, w*0.03), ink)
	inner := layout.Rect{X: w * 0.12, Y: w * 0.12, W: w * 0.76, H: h - w*0.24}
	var in render.Path
	render.RoundRect(&in, inner, w*0.06)
	cv.StrokePath(&in, max(1, w*0.025), render.WithAlpha(ink, 0.5))
	// the room's pattern: stones, dunes or waves
	lw := max(1, w*0.03)
	switch d {
	case horus.OriginRubble:
		for k := 0; k < 6; k++ {
			x := inner.X + inner.W*(0.2+0.6*hash01(k, 3))
			y := inner.Y + inner.H*(0.15+0.7*float64(k)/6)
			cv.FillCircle(x, y, w*0.07, render.WithAlpha(ink, 0.35))
		}
	case horus.OriginSand:
		for k := 0; k < 4; k++ {
			y := inner.Y + inner.H*(0.2+0.2*float64(k))
			var p render.Path
			p.MoveTo(inner.X+inner.W*0.1, y)
			p.QuadTo(inner.X+inner.W*0.5, y-inner.H*0.08, inner.Right()-inner.W*0.1, y)
			cv.StrokePath(&p, lw, render.WithAlpha(ink, 0.35))
		}
	case horus.OriginWater:
		for k := 0; k < 4; k++ {
			y := inner.Y + inner.H*(0.2+0.2*float64(k))
			var p render.Path
			x0 := inner.X + inner.W*0.1
			s := inner.W * 0.2
			p.MoveTo(x0, y)
			for i := 0; i < 4; i++ {
				p.QuadTo(x0+s*(float64(i)+0.5), y-s*0.3*float64(1-2*(i%2)), x0+s*float64(i+1), y)
			}
			cv.StrokePath(&p, lw, render.WithAlpha(rgb(0xffffff), 0.45))
		}
	default:
		cv.FillCircle(w/2, h/2, w*0.18, render.WithAlpha(ink, 0.3))
	}
	// a question mark in a disc: the face is not known
	cv.FillCircle(w/2, h/2, w*0.2, render.WithAlpha(ink, 0.55))
	paintQuestion(cv, w/2, h/2, w*0.13, render.WithAlpha(rgb(0xf3e9d2), 0.95))
}

// paintQuestion draws a question mark centred on cx,cy, r its half height.
func paintQuestion(cv *render.Canvas, cx, cy, r float64, col color.Color) {
	var p render.Path
	p.Arc(cx, cy-r*0.35, r*0.55, math.Pi, 2.25*math.Pi)
	p.LineTo(cx, cy+r*0.35)
	cv.StrokePath(&p, r*0.28, col)
	cv.FillCircle(cx, cy+r*0.82, r*0.17, col)
}

var (
	gold     = rgb(0xe8b83a)
	goldDark = rgb(0x8a6414)
)

// paintPicture paints the picture of a card of kind ci into r.
func paintPicture(cv *render.Canvas, ci horus.CardInfo, r layout.Rect) {
	ink := rgb(0x1d1610)
	cx, cy := r.Center()
	s := min(r.W, r.H)
	lw := max(1, s*0.045)
	switch ci.Kind {
	case horus.KindTreasure:
		paintTreasure(cv, ci.God, cx, cy, s)
	case horus.KindNecklace:
		var p render.Path
		p.Arc(cx, cy-s*0.1, s*0.32, 0.15*math.Pi, 0.85*math.Pi)
		cv.StrokePath(&p, lw, goldDark)
		for k := 0; k <= 6; k++ {
			a := (0.15 + 0.7*float64(k)/6) * math.Pi
			cv.FillCircle(cx+math.Cos(a)*s*0.32, cy-s*0.1+math.Sin(a)*s*0.32, s*0.055, gold)
			cv.StrokeCircle(cx+math.Cos(a)*s*0.32, cy-s*0.1+math.Sin(a)*s*0.32, s*0.055, max(1, s*0.02), goldDark)
		}
		var gem render.Path
		gem.MoveTo(cx, cy+s*0.16)
		gem.LineTo(cx+s*0.09, cy+s*0.3)
		gem.LineTo(cx, cy+s*0.44)
		gem.LineTo(cx-s*0.09, cy+s*0.3)
		gem.Close()
		cv.FillPath(&gem, rgb(0x3fa0c0))
		cv.StrokePath(&gem, lw*0.7, ink)
	case horus.KindChest:
		box := layout.Rect{X: cx - s*0.38, Y: cy - s*0.05, W: s * 0.76, H: s * 0.38}
		var b, lid render.Path
		render.RoundRect(&b, box, s*0.03)
		cv.FillPath(&b, rgb(0x8b5a2b))
		cv.StrokePath(&b, lw, ink)
		lid.MoveTo(box.X, box.Y)
		lid.QuadTo(cx, box.Y-s*0.38, box.Right(), box.Y)
		lid.Close()
		cv.FillPath(&lid, rgb(0xa36a35))
		cv.StrokePath(&lid, lw, ink)
		cv.StrokeLine(box.X, box.Y+box.H*0.35, box.Right(), box.Y+box.H*0.35, lw, goldDark)
		cv.FillCircle(cx, box.Y+box.H*0.35, s*0.07, gold)
		cv.StrokeCircle(cx, box.Y+box.H*0.35, s*0.07, max(1, lw*0.6), ink)
	case horus.KindIdol:
		col := GodColor(ci.God)
		base := layout.Rect{X: cx - s*0.34, Y: cy + s*0.26, W: s * 0.68, H: s * 0.14}
		var pl render.Path
		render.RoundRect(&pl, base, s*0.02)
		cv.FillPath(&pl, rgb(0x8a7458))
		cv.StrokePath(&pl, lw, ink)
		var body render.Path
		body.MoveTo(cx-s*0.22, base.Y)
		body.LineTo(cx+s*0.22, base.Y)
		body.LineTo(cx+s*0.11, cy-s*0.12)
		body.LineTo(cx-s*0.11, cy-s*0.12)
		body.Close()
		cv.FillPath(&body, col)
		cv.StrokePath(&body, lw, gold)
		cv.FillCircle(cx, cy-s*0.26, s*0.14, col)
		cv.StrokeCircle(cx, cy-s*0.26, s*0.14, lw, gold)
		// rays: an idol glows
		for k := 0; k < 7; k++ {
			a := math.Pi * (1.1 + 0.8*float64(k)/6)
			cv.StrokeLine(cx+math.Cos(a)*s*0.2, cy-s*0.26+math.Sin(a)*s*0.2, cx+math.Cos(a)*s*0.3, cy-s*0.26+math.Sin(a)*s*0.3, lw*0.8, gold)
		}
	case horus.KindAntidote:
		var f render.Path
		f.MoveTo(cx-s*0.08, cy-s*0.38)
		f.LineTo(cx+s*0.08, cy-s*0.38)
		f.LineTo(cx+s*0.08, cy-s*0.12)
		f.LineTo(cx+s*0.26, cy+s*0.32)
		f.LineTo(cx-s*0.26, cy+s*0.32)
		f.LineTo(cx-s*0.08, cy-s*0.12)
		f.Close()
		cv.FillPath(&f, rgb(0xd7ecef))
		var liq render.Path
		liq.MoveTo(cx-s*0.17, cy+s*0.1)
		liq.LineTo(cx+s*0.17, cy+s*0.1)
		liq.LineTo(cx+s*0.26, cy+s*0.32)
		liq.LineTo(cx-s*0.26, cy+s*0.32)
		liq.Close()
		cv.FillPath(&liq, rgb(0x4fbf6a))
		cv.StrokePath(&f, lw, ink)
		cv.Fill(layout.Rect{X: cx - s*0.1, Y: cy - s*0.46, W: s * 0.2, H: s * 0.08}, rgb(0x7a5230))
	case horus.KindBag:
		var b render.Path
		b.MoveTo(cx-s*0.1, cy-s*0.22)
		b.QuadTo(cx-s*0.42, cy+s*0.05, cx-s*0.3, cy+s*0.36)
		b.LineTo(cx+s*0.3, cy+s*0.36)
		b.QuadTo(cx+s*0.42, cy+s*0.05, cx+s*0.1, cy-s*0.22)
		b.Close()
		cv.FillPath(&b, rgb(0xb08a55))
		cv.StrokePath(&b, lw, ink)
		cv.StrokeLine(cx-s*0.14, cy-s*0.2, cx+s*0.14, cy-s*0.2, lw*1.2, rgb(0x6b4a2b))
		var top render.Path
		top.MoveTo(cx-s*0.1, cy-s*0.22)
		top.LineTo(cx-s*0.16, cy-s*0.36)
		top.LineTo(cx+s*0.16, cy-s*0.36)
		top.LineTo(cx+s*0.1, cy-s*0.22)
		top.Close()
		cv.FillPath(&top, rgb(0xb08a55))
		cv.StrokePath(&top, lw, ink)
	case horus.KindCrowbar:
		var p render.Path
		p.MoveTo(cx-s*0.3, cy+s*0.36)
		p.LineTo(cx+s*0.18, cy-s*0.24)
		p.QuadTo(cx+s*0.28, cy-s*0.4, cx+s*0.1, cy-s*0.38)
		cv.StrokePath(&p, s*0.11, ink)
		cv.StrokePath(&p, s*0.07, rgb(0x9aa3ab))
	case horus.KindMedikit:
		box := layout.Rect{X: cx - s*0.34, Y: cy - s*0.24, W: s * 0.68, H: s * 0.52}
		var b render.Path
		render.RoundRect(&b, box, s*0.06)
		cv.FillPath(&b, rgb(0xf5f5f0))
		cv.StrokePath(&b, lw, ink)
		cv.Fill(layout.Rect{X: cx - s*0.06, Y: cy - s*0.16, W: s * 0.12, H: s * 0.36}, rgb(0xd8443a))
		cv.Fill(layout.Rect{X: cx - s*0.18, Y: cy - s*0.04, W: s * 0.36, H: s * 0.12}, rgb(0xd8443a))
		cv.StrokeLine(cx-s*0.12, box.Y, cx-s*0.12, box.Y-s*0.1, lw, ink)
		cv.StrokeLine(cx+s*0.12, box.Y, cx+s*0.12, box.Y-s*0.1, lw, ink)
		cv.StrokeLine(cx-s*0.12, box.Y-s*0.1, cx+s*0.12, box.Y-s*0.1, lw, ink)
	case horus.KindUdjat:
		paintEye(cv, cx, cy, s, rgb(0x2f6fc0))
	case horus.KindSnake:
		var p render.Path
		p.MoveTo(cx-s*0.34, cy+s*0.3)
		p.QuadTo(cx-s*0.1, cy+s*0.42, cx, cy+s*0.18)
		p.QuadTo(cx+s*0.1, cy-s*0.06, cx-s*0.1, cy-s*0.16)
		p.QuadTo(cx-s*0.3, cy-s*0.26, cx, cy-s*0.34)
		cv.StrokePath(&p, s*0.13, ink)
		cv.StrokePath(&p, s*0.09, rgb(0x5f8a2a))
		cv.FillCircle(cx+s*0.08, cy-s*0.36, s*0.1, ink)
		cv.FillCircle(cx+s*0.08, cy-s*0.36, s*0.075, rgb(0x5f8a2a))
		cv.StrokeLine(cx+s*0.17, cy-s*0.36, cx+s*0.28, cy-s*0.34, max(1, s*0.02), rgb(0xd8443a))
	case horus.KindScorpion:
		paintScorpion(cv, cx, cy, s, rgb(0x5a3a1c), ink)
	case horus.KindCrocodile:
		var jaw render.Path
		jaw.MoveTo(cx-s*0.4, cy-s*0.12)
		jaw.LineTo(cx+s*0.4, cy-s*0.02)
		jaw.LineTo(cx+s*0.4, cy+s*0.06)
		jaw.LineTo(cx-s*0.4, cy+s*0.2)
		jaw.Close()
		cv.FillPath(&jaw, rgb(0x3f6a2a))
		cv.StrokePath(&jaw, lw, ink)
		for k := 0; k < 6; k++ {
			x := cx - s*0.3 + float64(k)*s*0.11
			var t render.Path
			t.MoveTo(x, cy+0.01*s)
			t.LineTo(x+s*0.04, cy+s*0.09)
			t.LineTo(x+s*0.08, cy+0.01*s)
			t.Close()
			cv.FillPath(&t, rgb(0xf5f5f0))
		}
		cv.FillCircle(cx-s*0.22, cy-s*0.14, s*0.06, rgb(0xe8c23a))
		cv.FillCircle(cx-s*0.22, cy-s*0.14, s*0.025, ink)
	case horus.KindMummyWound:
		// a bandaged hand reaching
		cv.StrokeLine(cx-s*0.36, cy+s*0.3, cx+s*0.1, cy-s*0.1, s*0.22, ink)
		cv.StrokeLine(cx-s*0.36, cy+s*0.3, cx+s*0.1, cy-s*0.1, s*0.17, rgb(0xe9e0c9))
		for k := 0; k < 4; k++ {
			a := -0.9 + 0.4*float64(k)
			cv.StrokeLine(cx+s*0.1, cy-s*0.1, cx+s*0.1+math.Cos(a)*s*0.28, cy-s*0.1+math.Sin(a)*s*0.28, s*0.08, ink)
			cv.StrokeLine(cx+s*0.1, cy-s*0.1, cx+s*0.1+math.Cos(a)*s*0.28, cy-s*0.1+math.Sin(a)*s*0.28, s*0.05, rgb(0xe9e0c9))
		}
		for k := 0; k < 3; k++ {
			x := cx - s*0.3 + float64(k)*s*0.12
			cv.StrokeLine(x, cy+s*0.3-float64(k)*s*0.1, x+s*0.1, cy+s*0.16-float64(k)*s*0.1, max(1, s*0.02), rgb(0x8b7f68))
		}
		paintDrop(cv, cx+s*0.28, cy+s*0.24, s*0.1)
	case horus.KindBlockWound:
		box := layout.Rect{X: cx - s*0.32, Y: cy - s*0.3, W: s * 0.64, H: s * 0.54}
		var b render.Path
		render.RoundRect(&b, box, s*0.04)
		cv.FillPath(&b, rgb(0x9d968c))
		cv.StrokePath(&b, lw, ink)
		var crack render.Path
		crack.MoveTo(cx-s*0.05, box.Y)
		crack.LineTo(cx+s*0.05, cy-s*0.1)
		crack.LineTo(cx-s*0.06, cy+s*0.02)
		crack.LineTo(cx+s*0.04, box.Bottom())
		cv.StrokePath(&crack, lw, ink)
		paintDrop(cv, cx+s*0.3, cy+s*0.32, s*0.1)
	}
}

// paintDrop draws a drop of blood centred on cx,cy.
func paintDrop(cv *render.Canvas, cx, cy, r float64) {
	var p render.Path
	p.MoveTo(cx, cy-r*1.6)
	p.QuadTo(cx+r*1.1, cy-r*0.2, cx, cy+r)
	p.QuadTo(cx-r*1.1, cy-r*0.2, cx, cy-r*1.6)
	p.Close()
	cv.FillPath(&p, rgb(0xc0281e))
}

// paintEye draws the Udjat, the eye of Horus, centred on cx,cy.
func paintEye(cv *render.Canvas, cx, cy, s float64, iris color.RGBA) {
	ink := rgb(0x1d1610)
	lw := max(1, s*0.05)
	var e render.Path
	e.MoveTo(cx-s*0.38, cy)
	e.QuadTo(cx, cy-s*0.3, cx+s*0.38, cy)
	e.QuadTo(cx, cy+s*0.24, cx-s*0.38, cy)
	e.Close()
	cv.FillPath(&e, rgb(0xfaf6ea))
	cv.StrokePath(&e, lw, ink)
	cv.FillCircle(cx, cy-s*0.02, s*0.11, iris)
	cv.FillCircle(cx, cy-s*0.02, s*0.05, ink)
	var brow render.Path
	brow.MoveTo(cx-s*0.36, cy-s*0.24)
	brow.QuadTo(cx, cy-s*0.42, cx+s*0.4, cy-s*0.22)
	cv.StrokePath(&brow, lw, ink)
	var tail render.Path
	tail.MoveTo(cx-s*0.08, cy+s*0.1)
	tail.LineTo(cx-s*0.12, cy+s*0.38)
	tail.QuadTo(cx-s*0.22, cy+s*0.46, cx-s*0.3, cy+s*0.36)
	cv.StrokePath(&tail, lw, ink)
	cv.StrokeLine(cx+s*0.1, cy+s*0.1, cx+s*0.28, cy+s*0.34, lw, ink)
}

// paintScorpion draws a scorpion centred on cx,cy.
func paintScorpion(cv *render.Canvas, cx, cy, s float64, body, ink color.RGBA) {
	lw := max(1, s*0.04)
	for k := 0; k < 3; k++ { // legs
		y := cy + s*0.02 + float64(k)*s*0.07
		cv.StrokeLine(cx-s*0.08, y, cx-s*0.28, y+s*0.08, lw, ink)
		cv.StrokeLine(cx+s*0.08, y, cx+s*0.28, y+s*0.08, lw, ink)
	}
	// the tail curling over
	var t render.Path
	t.MoveTo(cx, cy+s*0.2)
	t.QuadTo(cx, cy+s*0.42, cx+s*0.2, cy+s*0.3)
	t.QuadTo(cx+s*0.36, cy+s*0.1, cx+s*0.2, cy-s*0.12)
	cv.StrokePath(&t, s*0.09, ink)
	cv.StrokePath(&t, s*0.06, body)
	var sting render.Path
	sting.MoveTo(cx+s*0.2, cy-s*0.2)
	sting.LineTo(cx+s*0.26, cy-s*0.1)
	sting.LineTo(cx+s*0.15, cy-s*0.1)
	sting.Close()
	cv.FillPath(&sting, rgb(0xc0281e))
	// the body and the claws
	var b render.Path
	render.RoundRect(&b, layout.Rect{X: cx - s*0.1, Y: cy - s*0.12, W: s * 0.2, H: s * 0.34}, s*0.08)
	cv.FillPath(&b, body)
	cv.StrokePath(&b, lw, ink)
	for _, sx := range []float64{-1, 1} {
		cv.StrokeLine(cx+sx*s*0.08, cy-s*0.08, cx+sx*s*0.22, cy-s*0.26, s*0.05, ink)
		cv.FillCircle(cx+sx*s*0.24, cy-s*0.3, s*0.07, body)
		cv.StrokeCircle(cx+sx*s*0.24, cy-s*0.3, s*0.07, lw*0.8, ink)
	}
}

// paintTreasure draws a god's treasure: Hededet's golden scorpion, a vase
// for Sobek, Anubis's jackal mask, Thoth's moon over a scroll, Horus's
// winged sun.
func paintTreasure(cv *render.Canvas, g horus.God, cx, cy, s float64) {
	ink := rgb(0x1d1610)
	lw := max(1, s*0.045)
	switch g {
	case horus.GodHededet:
		paintScorpion(cv, cx, cy, s, gold, goldDark)
	case horus.GodSobek:
		var v render.Path
		v.MoveTo(cx-s*0.1, cy-s*0.36)
		v.LineTo(cx+s*0.1, cy-s*0.36)
		v.LineTo(cx+s*0.08, cy-s*0.2)
		v.QuadTo(cx+s*0.36, cy, cx+s*0.14, cy+s*0.38)
		v.LineTo(cx-s*0.14, cy+s*0.38)
		v.QuadTo(cx-s*0.36, cy, cx-s*0.08, cy-s*0.2)
		v.Close()
		cv.FillPath(&v, gold)
		cv.StrokePath(&v, lw, goldDark)
		for k := 0; k < 2; k++ {
			y := cy + float64(k)*s*0.12
			cv.StrokeLine(cx-s*0.22, y, cx+s*0.22, y, lw*0.8, GodColor(g))
		}
	case horus.GodAnubis:
		var h render.Path
		h.MoveTo(cx-s*0.2, cy+s*0.36)
		h.LineTo(cx-s*0.26, cy-s*0.4) // an ear
		h.LineTo(cx-s*0.08, cy-s*0.14)
		h.LineTo(cx+s*0.08, cy-s*0.14)
		h.LineTo(cx+s*0.26, cy-s*0.4) // the other ear
		h.LineTo(cx+s*0.2, cy+s*0.36)
		h.LineTo(cx, cy+s*0.44)
		h.Close()
		cv.FillPath(&h, rgb(0x2b2520))
		cv.StrokePath(&h, lw, gold)
		cv.FillCircle(cx-s*0.09, cy, s*0.04, gold)
		cv.FillCircle(cx+s*0.09, cy, s*0.04, gold)
		cv.StrokeLine(cx-s*0.16, cy+s*0.18, cx+s*0.16, cy+s*0.18, lw, gold)
	case horus.GodThoth:
		var sc render.Path
		render.RoundRect(&sc, layout.Rect{X: cx - s*0.32, Y: cy + s*0.06, W: s * 0.64, H: s * 0.26}, s*0.08)
		cv.FillPath(&sc, rgb(0xf5e7c0))
		cv.StrokePath(&sc, lw, goldDark)
		for k := 0; k < 3; k++ {
			y := cy + s*0.13 + float64(k)*s*0.06
			cv.StrokeLine(cx-s*0.2, y, cx+s*0.2, y, max(1, lw*0.5), goldDark)
		}
		// the moon: a disc with a crescent cut
		cv.FillCircle(cx, cy-s*0.18, s*0.2, gold)
		cv.StrokeCircle(cx, cy-s*0.18, s*0.2, lw, goldDark)
		cv.FillCircle(cx+s*0.08, cy-s*0.22, s*0.15, rgb(0xf1e4c4))
	default: // Horus: the winged sun
		for _, sx := range []float64{-1, 1} {
			var w render.Path
			w.MoveTo(cx+sx*s*0.1, cy-s*0.06)
			w.QuadTo(cx+sx*s*0.3, cy-s*0.3, cx+sx*s*0.46, cy-s*0.18)
			w.LineTo(cx+sx*s*0.36, cy-s*0.06)
			w.LineTo(cx+sx*s*0.44, cy)
			w.LineTo(cx+sx*s*0.3, cy+s*0.06)
			w.QuadTo(cx+sx*s*0.2, cy+s*0.1, cx+sx*s*0.1, cy+s*0.06)
			w.Close()
			cv.FillPath(&w, gold)
			cv.StrokePath(&w, lw*0.8, goldDark)
		}
		cv.FillCircle(cx, cy, s*0.14, rgb(0xd8443a))
		cv.StrokeCircle(cx, cy, s*0.14, lw, goldDark)
		var u render.Path
		u.MoveTo(cx-s*0.06, cy+s*0.16)
		u.LineTo(cx-s*0.06, cy+s*0.36)
		u.MoveTo(cx+s*0.06, cy+s*0.16)
		u.LineTo(cx+s*0.06, cy+s*0.36)
		cv.StrokePath(&u, lw, ink)
	}
}

// DieSymbol paints die d's own shape (circle, triangle, square, diamond,
// cross), the shape its god's cards and its curse marks carry too.
func DieSymbol(dst *render.Canvas, d int, cx, cy, r float64, c color.Color) {
	var p render.Path
	switch d {
	case 0: // red: circle
		p.Arc(cx, cy, r, 0, 2*math.Pi)
	case 1: // yellow: triangle
		p.MoveTo(cx, cy-r)
		p.LineTo(cx+r, cy+r*0.8)
		p.LineTo(cx-r, cy+r*0.8)
	case 2: // green: square
		p.MoveTo(cx-r, cy-r)
		p.LineTo(cx+r, cy-r)
		p.LineTo(cx+r, cy+r)
		p.LineTo(cx-r, cy+r)
	case 3: // blue: diamond
		p.MoveTo(cx, cy-r*1.2)
		p.LineTo(cx+r, cy)
		p.LineTo(cx, cy+r*1.2)
		p.LineTo(cx-r, cy)
	default: // black: cross
		k := r * 0.35
		pts := [][2]float64{{-k, -r}, {k, -r}, {k, -k}, {r, -k}, {r, k}, {k, k}, {k, r}, {-k, r}, {-k, k}, {-r, k}, {-r, -k}, {-k, -k}}
		for i, q := range pts {
			if i == 0 {
				p.MoveTo(cx+q[0], cy+q[1])
			} else {
				p.LineTo(cx+q[0], cy+q[1])
			}
		}
	}
	p.Close()
	dst.FillPath(&p, c)
}
