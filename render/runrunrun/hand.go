package runrunrun

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/render"
)

// A hand of room cards: small hexagons in a row, face up for the cards
// the viewer may see (its own hand, or every hand under the open-hands
// option) and face down for the others (their number is public).

// HandStyle is how a hand row is drawn.
type HandStyle struct {
	Selected int     // the chosen card's index, lifted and outlined in gold; -1 for none
	Hot      int     // the card under the pointer or the focus, lifted a little; -1 for none
	Rot      uint8   // the rotation the chosen card is shown at (the others show their base rotation)
	Lift     float64 // how far the chosen card rises, in circumradii (0: 0.25)
}

// HandRadius is the circumradius of the cards of a hand row drawn in r.
func HandRadius(r layout.Rect) float64 { return r.H * 0.82 / sqrt3 }

// HandSlot is the centre of card i of n in a hand row drawn in r: the
// cards sit side by side, overlapping when the row is too short for
// them.
func HandSlot(r layout.Rect, i, n int) (x, y float64) {
	rad := HandRadius(r)
	step := rad * 1.9
	if n > 1 {
		step = min(step, (r.W-2*rad)/float64(n-1))
	}
	w := step*float64(max(0, n-1)) + 2*rad
	x0 := r.X + (r.W-w)/2 + rad
	return x0 + step*float64(i), r.Y + r.H*0.55
}

// HandCardAt is the index of the card of a hand row of n cards in r under
// the screen point x, y, or -1. Later cards lie on top.
func HandCardAt(r layout.Rect, n int, x, y float64) int {
	rad := HandRadius(r)
	for i := n - 1; i >= 0; i-- {
		cx, cy := HandSlot(r, i, n)
		if math.Abs(y-cy) <= rad*sqrt3/2 && math.Abs(x-cx) <= rad-math.Abs(y-cy)/sqrt3 {
			return i
		}
	}
	return -1
}

// DrawHand draws a hand row in r: cards (rrr.NoCard for a card the
// viewer may not see, drawn face down).
func (a *Art) DrawHand(dst *ebiten.Image, r layout.Rect, cards []rrr.Card, st HandStyle) {
	n := len(cards)
	rad := HandRadius(r)
	lift := st.Lift
	if lift == 0 {
		lift = 0.25
	}
	for i, c := range cards {
		x, y := HandSlot(r, i, n)
		rot := uint8(0)
		switch i {
		case st.Selected:
			y -= rad * lift
			rot = st.Rot
		case st.Hot:
			y -= rad * 0.1
		}
		a.DrawCard(dst, c, rot, x, y, rad, 0, 1, 1)
		if i == st.Selected {
			a.drawCardRing(dst, x, y, rad)
		}
	}
}

// drawCardRing outlines a chosen card in gold.
func (a *Art) drawCardRing(dst *ebiten.Image, x, y, rad float64) {
	b := bucket(rad)
	im := a.hexRing(b)
	drawAt(dst, im, x, y, rad/float64(b)*1.04, 0, 1, tintOf(render.Gold.R, render.Gold.G, render.Gold.B), ebiten.Blend{})
}
