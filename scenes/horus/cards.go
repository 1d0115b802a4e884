package horus

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	horusrender "github.com/pyramid-studio/pyramid/render/horus"
	"github.com/pyramid-studio/pyramid/scenes"
)

// Every card on the screen explains itself: under the mouse, a finger
// resting on it (a long press puts the pointer there) or the keyboard's
// and controller's focus on an offer about it, a tooltip shows the card
// large with its name, what it is worth, what it does and when it can be
// used. The seats' cards, the decks, the blocks and the curse marks say
// what they are the same way. Only what the view may see is explained: a
// face-down card is a face-down card.

// cardTip is what the tooltip shows this frame: nothing, a card, a
// hidden card of a deck, or words about something else under the pointer.
type cardTip struct {
	on     bool
	r      layout.Rect  // what it explains, on the screen
	card   horus.CardID // horus.NoCard: words only (or a hidden card)
	hidden bool         // a face-down card of deck
	deck   horus.Deck
	text   string
}

// reset clears the tooltip for a new frame.
func (t *cardTip) reset() { *t = cardTip{} }

// words explains r in words.
func (t *cardTip) words(r layout.Rect, s string) {
	*t = cardTip{on: true, r: r, card: horus.NoCard, text: s}
}

// show explains card c (or a face-down card of deck d when hidden) at r.
func (t *cardTip) show(r layout.Rect, c horus.CardID, hidden bool, d horus.Deck) {
	*t = cardTip{on: true, r: r, card: c, hidden: hidden, deck: d}
}

// cardWords are a card's name and what it is worth, does and when.
func cardWords(c horus.CardID) (title, body string) {
	ci := c.Info()
	title = horus.CardName(c)
	switch ci.Kind {
	case horus.KindTreasure:
		body = i18n.F("Worth %d points if you escape. A treasure of %s: each god among your treasures and idols adds to the variety bonus.", ci.Value, ci.God)
	case horus.KindNecklace:
		body = i18n.F("Worth %d points if you escape. A necklace has no god.", ci.Value)
	case horus.KindChest:
		body = i18n.T("Worth one roll of a die, from 1 to 6, rolled when you leave the pyramid.")
	case horus.KindIdol:
		body = i18n.F("Worth %d points if you escape, and its god counts for the variety bonus. While you carry it, the %s die gives you no action.", ci.Value, horus.DieWord(ci.God.Curse()))
		if ci.God == horus.GodHorus {
			body += " " + i18n.T("The Horus idol breaks a tie for first place.")
		}
	case horus.KindAntidote:
		body = i18n.T("Discard it (free) to throw away a Snake or Scorpion card: on your turn, or in phase 1.")
	case horus.KindBag:
		body = i18n.T("Holds up to two treasures (not idols): the Bag and what is in it count as one card for your Wound and Load Level. It stays when used.")
	case horus.KindCrowbar:
		body = i18n.T("Discard it (free) while picking a lock, to fill in one missing number.")
	case horus.KindMedikit:
		body = i18n.T("Discard it (free) to throw away a Crocodile or Block wound card: on your turn, or in phase 1.")
	case horus.KindUdjat:
		body = i18n.T("Discard it (free) on your turn to look at the next stone block in secret, then keep it or swap it for another, unseen. Once a round, for everyone (with Clairvoyance).")
	case horus.KindSnake, horus.KindScorpion:
		body = i18n.T("A wound: it counts as a card for your Wound and Load Level and cannot be thrown away, except with an Antidote (or Reflexes, as it is drawn).")
	case horus.KindCrocodile:
		body = i18n.T("A wound: it counts as a card for your Wound and Load Level and cannot be thrown away, except with a Medi-kit (or Swimming, as it is drawn).")
	case horus.KindBlockWound:
		body = i18n.T("A wound from a falling block: it counts as a card for your Wound and Load Level; a Medi-kit throws it away.")
	default: // a mummy's wound
		body = i18n.T("A mummy's touch: it counts as a card for your Wound and Load Level and never heals.")
	}
	return title, body
}

// hiddenWords explain a face-down card of deck d.
func hiddenWords(d horus.Deck) (title, body string) {
	return i18n.F("A face-down card (%s)", horus.DeckName(d)), i18n.T("Only its holder knows what it is: a treasure, a chest, or a wound. It counts as a card all the same.")
}

// drawCard draws card c into r (tip: it explains itself under the
// pointer).
func (b *Board) drawCard(dst *ebiten.Image, ctx *scenes.Context, r layout.Rect, c horus.CardID, tip bool) {
	if drawCardFace(dst, ctx, r, c) && tip {
		b.explain.show(r, c, false, 0)
	}
}

// drawCardFace draws card c into r: its face, and its value at a size
// that reads from a couch — in its corner on a card large enough, across
// its middle on a small one. It reports whether the pointer is on it.
func drawCardFace(dst *ebiten.Image, ctx *scenes.Context, r layout.Rect, c horus.CardID) bool {
	w, h := int(math.Round(r.W)), int(math.Round(r.H))
	if w < 2 || h < 2 {
		return false
	}
	render.Blit(dst, horusrender.CardFace(c, w, h), r.X, r.Y, nil)
	vr, v := horusrender.CardValue(c, math.Round(r.X), math.Round(r.Y), float64(w), float64(h))
	if v != "" {
		least, _ := render.SizeOf(ctx.Fonts.Small)
		if size := vr.H * 0.78; size >= least {
			render.TextMid(dst, v, render.Resized(ctx.Fonts.Bold, size), vr, cardInk, render.Center)
		} else { // a small card: the value on a plate across it
			face := render.Resized(ctx.Fonts.Bold, least)
			pw := max(render.Width(v, face)+8, r.W*0.8)
			ph := render.LineHeight(face)
			plate := layout.Rect{X: r.X + r.W/2 - pw/2, Y: r.Bottom() - ph - r.H*0.08, W: pw, H: ph}
			render.RoundBox(dst, plate, render.WithAlpha(render.WallInk, 0.82), nil, ph*0.3, 0)
			render.TextMid(dst, v, face, plate, render.Gold, render.Center)
		}
	}
	return r.Contains(ctx.In.X, ctx.In.Y)
}

// drawBack draws a face-down card of deck d into r.
func (b *Board) drawBack(dst *ebiten.Image, ctx *scenes.Context, r layout.Rect, d horus.Deck, tip bool) {
	w, h := int(math.Round(r.W)), int(math.Round(r.H))
	if w < 2 || h < 2 {
		return
	}
	render.Blit(dst, horusrender.CardBack(d, w, h), r.X, r.Y, nil)
	if tip && r.Contains(ctx.In.X, ctx.In.Y) {
		b.explain.show(r, horus.NoCard, true, d)
	}
}

var cardInk = render.Ink

// drawTip draws the tooltip of what is under the pointer.
func (b *Board) drawTip(dst *ebiten.Image, ctx *scenes.Context) { b.explain.draw(dst, ctx) }

// draw draws the tooltip: a card large with its name and what it does,
// or the words about the thing, beside what it explains.
func (t *cardTip) draw(dst *ebiten.Image, ctx *scenes.Context) {
	if !t.on {
		return
	}
	f, u := ctx.Fonts, ctx.Frame.U
	title, body := t.text, ""
	card := t.card != horus.NoCard || t.hidden
	switch {
	case t.hidden:
		title, body = hiddenWords(t.deck)
	case t.card != horus.NoCard:
		title, body = cardWords(t.card)
	}
	w := 380 * u
	cw, ch := 0.0, 0.0
	if card {
		cw, ch = 120*u, 120*u/horusrender.CardRatio
	}
	tw := w - 24*u - cw
	if card {
		tw -= 14 * u
	}
	lines := render.Wrap(body, f.Small, tw)
	lh := render.LineHeight(f.Small)
	th := render.LineHeight(f.Bold)
	var tl []string
	if card {
		tl = render.Wrap(title, f.Bold, tw)
	} else { // words only: they are the body
		lines = render.Wrap(title, f.Small, tw)
	}
	h := max(ch, float64(len(tl))*th+6*u+float64(len(lines))*lh) + 24*u
	// beside what it explains, inside the screen
	x := t.r.Right() + 10*u
	if x+w > ctx.W-4*u {
		x = t.r.X - 10*u - w
	}
	x = max(4*u, x)
	y := min(max(44*u, t.r.Y+t.r.H/2-h/2), ctx.H-4*u-h) // under the top bar
	box := layout.Rect{X: x, Y: y, W: w, H: h}
	render.Panel(dst, box, render.WithAlpha(render.PanelFill, 0.97), render.Gold, u)
	render.Covered(box)
	tx := box.X + 12*u
	if card {
		cr := layout.Rect{X: box.X + 12*u, Y: box.Y + 12*u, W: cw, H: ch}
		if t.hidden {
			render.Blit(dst, horusrender.CardBack(t.deck, int(math.Round(cw)), int(math.Round(ch))), cr.X, cr.Y, nil)
		} else {
			drawCardFace(dst, ctx, cr, t.card)
		}
		tx = cr.Right() + 14*u
	}
	ty := box.Y + 12*u
	for _, s := range tl {
		render.TextMid(dst, s, f.Bold, layout.Rect{X: tx, Y: ty, W: tw, H: th}, render.Gold, render.Left)
		ty += th
	}
	if len(tl) > 0 {
		ty += 6 * u
	}
	for _, s := range lines {
		render.TextMid(dst, s, f.Small, layout.Rect{X: tx, Y: ty, W: tw, H: lh}, render.Ink, render.Left)
		ty += lh
	}
}

// cardTipFor explains the card an offer is about (a discard, a use, a
// treasure to take) when the keyboard's or controller's focus is on it.
func (b *Board) cardTipFor(r layout.Rect, a horus.Action) {
	var c horus.CardID = horus.NoCard
	switch a.Kind {
	case horus.ActDiscard:
		c = horus.CardID(a.A)
	case horus.ActUse:
		c = horus.CardID(a.A)
	case horus.ActTake:
		if i := horus.Square(a.A).Sarcophagus(); i >= 0 {
			c = b.obs.Sarcophagi[i].Card
		}
	}
	if c != horus.NoCard && c < horus.NumCards {
		b.explain.show(r, c, false, 0)
	}
}
