package horus

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/world"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	horusrender "github.com/pyramid-studio/pyramid/render/horus"
	"github.com/pyramid-studio/pyramid/scenes"
)

// The seats' cards down the left of the screen, slim: the adventurer's
// figure in the seat's colour and shape, the player's name with the Ankh
// of the Dice Keeper, their Wound and Load Level and actions (or their
// fate), who plays the seat and the adventurer's ability when the card
// is tall enough, the cards in front of them as cards, and the running
// tally of what the view may know of their treasure. Who is to act, the
// Dice Keeper, the phase and each seat's status line are those of the
// moment the top bar shows (moment.go), so the seats do not run ahead of
// the board either. Under the pointer a seat's card explains itself.

// portraitSize is the seats' figures' size, in pixels.
func (b *Board) portraitSize() int {
	return int(math.Round(min(58*b.lay.U, b.lay.Players[0].H-58*b.lay.U)))
}

// seatLine is one line of a seat's card.
const seatLine = 22

// drawPlayers draws the seats' cards; cur is the seat to act at the
// moment shown.
func (b *Board) drawPlayers(dst *ebiten.Image, ctx *scenes.Context, cur int) {
	f, u, o := ctx.Fonts, b.lay.U, &b.head.obs
	var buf [40]world.Entity
	for s := 0; s < int(o.Opt.Players); s++ {
		r := b.lay.Players[s]
		v := o.Players[s]
		line := render.PanelLine
		if s == cur {
			line = render.Gold
		}
		render.Panel(dst, r, render.PanelFill, line, u)
		if s == cur {
			render.RoundBox(dst, r.Inset(-2*u), nil, render.WithAlpha(render.Gold, 0.45), 8*u, 2*u)
		}
		render.Fill(dst, layout.Rect{X: r.X + 2*u, Y: r.Y + 6*u, W: 5 * u, H: r.H - 12*u}, render.SeatColors[s])
		ps := b.portraitSize()
		fig := horusrender.AdventurerFigure(v.Adventurer, s, ps)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(r.X+10*u), math.Round(r.Y+2*u))
		if v.Fate == horus.Crushed || v.Fate == horus.Trapped || v.Fate == horus.Mummified {
			op.ColorScale.Scale(0.45, 0.45, 0.45, 1)
		}
		dst.DrawImage(fig, op)
		tx := r.X + 14*u + float64(ps)
		tw := r.Right() - 8*u - tx
		y := r.Y + 4*u
		// the name, and the Ankh of the Dice Keeper
		nameW := tw
		if int(o.Keeper) == s {
			nameW -= 24 * u
			drawAnkh(dst, r.Right()-26*u, y+2*u, 20*u, render.Gold)
		}
		render.TextMid(dst, b.who(s), f.Bold, layout.Rect{X: tx, Y: y, W: nameW, H: seatLine * u}, render.Ink, render.Left)
		y += seatLine * u
		render.TextMid(dst, b.seatStatus(o, s), f.Small, layout.Rect{X: tx, Y: y, W: tw, H: seatLine * u}, b.statusInk(v.Fate), render.Left)
		y += seatLine * u
		// the tally at the foot, the cards between
		tallyY := r.Bottom() - 4*u - seatLine*u
		// who plays and the ability, when the card is tall enough and the
		// line fits at full size (the tooltip always says it)
		if room := tallyY - y - 40*u; room >= seatLine*u {
			line := b.seatWho(s) + " · " + b.abilityWords(v)
			if render.Width(line, f.Small) > tw {
				line = b.abilityWords(v)
			}
			if render.Width(line, f.Small) <= tw {
				render.TextMid(dst, line, f.Small, layout.Rect{X: tx, Y: y, W: tw, H: seatLine * u}, render.InkDim, render.Left)
			}
			y += seatLine * u
		}
		y = max(y, r.Y+2*u+float64(ps))
		cardsBox := layout.Rect{X: r.X + 12*u, Y: y + 2*u, W: r.W - 20*u, H: tallyY - y - 4*u}
		b.drawSeatCards(dst, ctx, s, cardsBox, buf[:0])
		t := tallyOf(&b.obs, s)
		render.TextMid(dst, t.words(), f.Small, layout.Rect{X: r.X + 12*u, Y: tallyY, W: r.W - 20*u, H: seatLine * u}, render.Gold, render.Left)
		if r.Contains(ctx.In.X, ctx.In.Y) && !b.explain.on {
			b.explain.words(r, b.seatWords(o, s))
		}
	}
}

// seatStatus is a seat's status line: its level and actions, the cards
// it holds around the roll, or its fate.
func (b *Board) seatStatus(o *horus.Observation, s int) string {
	v := o.Players[s]
	if v.Fate != horus.InPlay {
		return i18n.T(fateWords[v.Fate])
	}
	if o.Phase == horus.PhaseAdjust || o.Phase == horus.PhaseRoll || v.WLL == 0 {
		return i18n.N(v.Count, "%d card · WLL next: %d", "%d cards · WLL next: %d", v.Count, horus.WLLFor(v.Count))
	}
	return i18n.N(int(v.Actions), "WLL %d · %d action", "WLL %d · %d actions", max(1, int(v.WLL)), v.Actions)
}

func (b *Board) statusInk(f horus.Fate) color.RGBA {
	switch f {
	case horus.InPlay:
		return render.Ink
	case horus.Escaped:
		return render.Good
	}
	return render.Danger
}

// seatWho says who plays seat s: "you", a person, or a computer's level.
func (b *Board) seatWho(s int) string {
	switch {
	case !b.cfg.Seats[s].Human: // a computer, playing or replayed
		return i18n.T("computer: ") + i18n.T(b.cfg.Seats[s].Level)
	case s == b.view:
		return i18n.T("you")
	}
	return i18n.T("human")
}

// abilityWords is the adventurer's ability, and whether it is spent.
func (b *Board) abilityWords(v horus.SeatView) string {
	ab := horus.AbilityTitle(v.Adventurer.Ability())
	if v.AbilityUsed {
		ab += i18n.T(" (used)")
	}
	return ab
}

// seatWords explain a seat's card: who plays it, the adventurer and
// what their ability does, and where they stand.
func (b *Board) seatWords(o *horus.Observation, s int) string {
	v := o.Players[s]
	ab := v.Adventurer.Ability()
	words := i18n.F("%s plays %s (%s).", b.who(s), v.Adventurer.Name(), b.seatWho(s)) + " " +
		i18n.F("%s (once per game, free): %s.", horus.AbilityTitle(ab), i18n.T(abilityHelp[ab]))
	if v.AbilityUsed {
		words += " " + i18n.T("Already used.")
	}
	if int(o.Keeper) == s {
		words += " " + i18n.T("The Ankh: the Dice Keeper, who rolls the dice this round.")
	}
	words += " " + b.seatStatus(o, s) + ". " + tallyOf(&b.obs, s).words() + "."
	return words
}

// drawSeatCards lays the cards in front of seat s into box, as cards,
// overlapping when there are many.
func (b *Board) drawSeatCards(dst *ebiten.Image, ctx *scenes.Context, s int, box layout.Rect, buf []world.Entity) {
	u := b.lay.U
	cards := b.world.Cards(s, buf)
	extra := extraWounds(&b.obs, s, cards)
	n := len(cards) + extra
	if n == 0 {
		render.TextMid(dst, i18n.T("no cards"), ctx.Fonts.Small, box, render.InkFaint, render.Left)
		return
	}
	ch := min(box.H, 56*u)
	cw := ch * horusrender.CardRatio
	step := cw + 3*u
	if float64(n)*step > box.W {
		step = (box.W - cw) / float64(max(1, n-1))
	}
	x := box.X
	for i, e := range cards {
		cr := layout.Rect{X: x, Y: box.Y, W: cw, H: ch}
		// a card overlapped by the next one explains itself on its
		// visible strip
		vis := cr
		if i < n-1 && step < cw {
			vis.W = step
		}
		b.drawSeatCard(dst, ctx, cr, vis, e)
		x += step
	}
	for k := 0; k < extra; k++ {
		cr := layout.Rect{X: x, Y: box.Y, W: cw, H: ch}
		b.drawCard(dst, ctx, cr, b.woundCard(), false)
		render.TextMid(dst, "+", ctx.Fonts.Bold, cr, render.Ink, render.Center)
		x += step
	}
}

// woundCard is a Block wound card, drawn for a wound taken from an empty
// supply (it counts as a card but has none of its own).
func (b *Board) woundCard() horus.CardID {
	for c := horus.CardID(0); c < horus.NumCards; c++ {
		if c.Info().Kind == horus.KindBlockWound {
			return c
		}
	}
	return 0
}

// drawSeatCard draws one card in front of a seat: its face if the view
// knows it, else its back in its deck's colour; one still flying here is
// drawn by drawFlights instead.
func (b *Board) drawSeatCard(dst *ebiten.Image, ctx *scenes.Context, r, vis layout.Rect, e world.Entity) {
	u := b.lay.U
	if b.world.KeyOf(e).Kind == world.HiddenCard {
		if b.holdChip(e, r) {
			return
		}
		d := horus.Deck(b.world.KeyOf(e).B)
		b.drawBack(dst, ctx, r, d, false)
		if vis.Contains(ctx.In.X, ctx.In.Y) {
			b.explain.show(r, horus.NoCard, true, d)
		}
		return
	}
	c := b.world.Face[e]
	if b.holdChip(e, r) {
		render.RoundBox(dst, r, nil, render.WithAlpha(render.Ink, 0.3), 4*u, max(1, u))
		return
	}
	b.drawCard(dst, ctx, r, c, false)
	if a, ok := b.world.Current(e); ok && a.Kind == world.Flash {
		render.RoundBox(dst, r.Inset(-2*u), nil, render.WithAlpha(render.Highlight, 1-a.T.Progress()), 5*u, 2*u)
	}
	if vis.Contains(ctx.In.X, ctx.In.Y) {
		b.explain.show(r, c, false, 0)
	}
}

var fateWords = map[horus.Fate]string{horus.Escaped: "escaped", horus.Crushed: "crushed", horus.Trapped: "trapped", horus.Mummified: "mummified"}

// extraWounds counts wounds taken from an empty supply: they count as
// cards but have no card of their own. The cards drawn include the
// contents of Bags, which ride in their Bag and do not count.
func extraWounds(o *horus.Observation, s int, cards []world.Entity) int {
	n := len(cards)
	for b := range o.BagSize {
		if o.Players[s].Cards.Has(horus.BagCard(b)) {
			n -= int(o.BagSize[b])
		}
	}
	return max(0, o.Players[s].Count-n)
}
