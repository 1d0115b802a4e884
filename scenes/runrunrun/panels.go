package runrunrun

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	rrrender "github.com/pyramid-studio/pyramid/render/runrunrun"
	"github.com/pyramid-studio/pyramid/scenes"
)

// The panels beside the maze: the table on the left (the torch supply,
// the room deck and the discard pile, the mummy deck and the hidden Lord,
// the exit mechanisms, the Regroup tiles, the dice, the awake mummies),
// the team on the right, the hand below the maze. Everything is drawn
// from the picture, so it tells the moment the maze shows.

// at is the rectangle x, y, w, h design units from r's top left.
func at(r layout.Rect, u, x, y, w, h float64) layout.Rect {
	return layout.Rect{X: r.X + x*u, Y: r.Y + y*u, W: w * u, H: h * u}
}

// label draws a panel's heading.
func label(dst *ebiten.Image, ctx *scenes.Context, s string, r layout.Rect) {
	render.TextMid(dst, s, ctx.Fonts.Bold, r, render.Gold, render.Left)
}

// drawTable draws the table panel.
func (b *Board) drawTable(dst *ebiten.Image, ctx *scenes.Context, g geom) {
	r, u, p := g.table, g.u, &b.pic
	f := ctx.Fonts
	render.Panel(dst, r, render.PanelFill, render.PanelLine, u)
	a := b.show.playing()

	// the torch supply
	label(dst, ctx, i18n.F("Torches: %d", p.Torches), at(r, u, 12, 6, 226, 24))
	ts := rrrender.TorchSupply{N: int(p.Torches), Flare: 1, Time: b.clock}
	if a != nil {
		switch a.kind {
		case aGutter:
			ts.Gutter = a.t
		case aToken, aDraw:
			if a.evs[0].Kind == rrr.EvTokenUsed || a.evs[0].Kind == rrr.EvTokenDrawn {
				ts.Flare = a.t
			}
		}
	}
	if b.torchGained() {
		ts.Flare = a.t
	}
	x0, y0 := b.supplyPoint(g)
	b.art.DrawTorchSupply(dst, ts, x0, y0, 50*u)
	render.TextMid(dst, i18n.F("Room deck %d · discards %d", p.DeckCount, p.Discard.Len()), f.Small, at(r, u, 12, 90, 226, 20), render.InkDim, render.Left)

	// the mummy deck, the top card's hearts, and the Lord (face down
	// until the Exit opens, then on its card with its hearts)
	if p.ExitOpen() {
		label(dst, ctx, i18n.T("The Mummy Lord"), at(r, u, 12, 114, 226, 24))
		lord := p.Figures[rrr.LordIndex]
		th := 0.0
		if a != nil && a.kind == aDamage && int(a.evs[0].Figure) == rrr.LordIndex {
			th = math.Sin(math.Pi * a.t)
		}
		if lord.Place == rrr.InMaze {
			b.art.DrawMummyCard(dst, rrr.LordIndex, p.Lord, int(lord.Hearts), r.X+62*u, r.Y+196*u, 104*u, th)
		}
		ln := i18n.T("destroyed!")
		if lord.Place == rrr.InMaze {
			ln = i18n.N(int(lord.Hearts), "%d heart left", "%d hearts left", int(lord.Hearts))
		}
		lr := at(r, u, 124, 150, 114, 90)
		name := i18n.T(p.FigureInfo(rrr.LordIndex).Name.English)
		scenes.DrawParagraph(dst, name+": "+ln, scenes.FitParagraph(name+": "+ln, f.Small, lr), lr, render.Ink)
		hr := at(r, u, 12, 250, 226, 36)
		note := i18n.T("the Exit is open: no mummy wakes")
		scenes.DrawParagraph(dst, note, scenes.FitParagraph(note, f.Small, hr), hr, render.InkDim)
	} else {
		b.drawMummyDeck(dst, ctx, g)
	}
	b.drawRest(dst, ctx, g)
}

// drawMummyDeck draws the mummy deck with the top card's hearts, and the
// hidden Lord's card.
func (b *Board) drawMummyDeck(dst *ebiten.Image, ctx *scenes.Context, g geom) {
	r, u, p := g.table, g.u, &b.pic
	f := ctx.Fonts
	a := b.show.playing()
	label(dst, ctx, i18n.T("Mummy deck"), at(r, u, 12, 114, 226, 24))
	deck := 0
	for m := 0; m < rrr.NumMummies; m++ {
		if p.MummyDeck()&(1<<m) != 0 {
			deck++
		}
	}
	thump := 0.0
	if a != nil && a.kind == aHeart {
		thump = math.Sin(math.Pi * a.t)
	}
	hearts := i18n.T("no mummy left to wake")
	if deck > 0 {
		b.art.DrawMummyDeck(dst, deck, int(p.TopHearts), r.X+62*u, r.Y+196*u, 104*u, thump)
		hearts = i18n.F("%d of %d hearts: the fifth wakes a mummy", p.TopHearts, rrr.HeartsToWake)
	}
	b.art.DrawLordCard(dst, r.X+180*u, r.Y+196*u, 104*u)
	render.TextMid(dst, i18n.T("the Lord, hidden"), f.Small, at(r, u, 124, 250, 114, 18), render.InkFaint, render.Center)
	hr := at(r, u, 12, 250, 110, 36)
	scenes.DrawParagraph(dst, hearts, scenes.FitParagraph(hearts, f.Small, hr), hr, render.InkDim)
}

// drawRest draws the exit mechanisms, the Regroup tiles, the dice and the
// awake mummies.
func (b *Board) drawRest(dst *ebiten.Image, ctx *scenes.Context, g geom) {
	r, u, p := g.table, g.u, &b.pic
	f := ctx.Fonts
	a := b.show.playing()

	// the exit mechanisms and the Regroup tiles
	spin := 0.0
	if a != nil && a.kind == aMech && a.evs[0].Value == 1 {
		spin = a.t * 2
	}
	b.art.DrawExitGears(dst, int(p.ExitMechs), r.X+48*u, r.Y+322*u, 66*u, spin+b.clock*0.05*float64(p.ExitMechs))
	render.TextMid(dst, i18n.F("Exit %d of 3", p.ExitMechs), f.Bold, at(r, u, 90, 290, 148, 22), render.Ink, render.Left)
	render.TextMid(dst, i18n.F("Regroups left: %d", p.Regroups), f.Small, at(r, u, 90, 312, 148, 20), render.InkDim, render.Left)
	b.art.DrawRegroupTiles(dst, int(p.Regroups), r.X+106*u, r.Y+346*u, 26*u)

	// the dice: the last mummy roll, and the last fight's
	label(dst, ctx, i18n.N(p.Power(), "Mummy Power: %d die", "Mummy Power: %d dice", p.Power()), at(r, u, 12, 366, 226, 24))
	rolling := a != nil && a.kind == aDice
	x := r.X + 28*u
	for _, fc := range p.MummyDice {
		if fc != rrr.FaceNone && !(rolling && dieKind(a.evs[0])) {
			b.art.DrawDie(dst, rrrender.MummyDie, fc, x, r.Y+406*u, 28*u)
			x += 34 * u
		}
	}
	if p.CombatDice[0] != rrr.FaceNone && !(rolling && !dieKind(a.evs[0])) {
		render.TextMid(dst, i18n.T("last fight:"), f.Small, at(r, u, 12, 426, 70, 24), render.InkDim, render.Left)
		x = r.X + 96*u
		for _, fc := range p.CombatDice {
			if fc != rrr.FaceNone {
				b.art.DrawDie(dst, rrrender.CombatDie, fc, x, r.Y+438*u, 22*u)
				x += 25 * u
			}
		}
	}

	// the mummies and the Lord in the maze, with their hearts
	label(dst, ctx, i18n.T("Awake"), at(r, u, 12, 456, 226, 24))
	n := 0
	for fig := 0; fig < rrr.NumFigures; fig++ {
		fg := p.Figures[fig]
		if fg.Place != rrr.InMaze || fig == rrr.LordIndex && p.ExitOpen() {
			continue
		}
		th := 0.0
		if a != nil && a.kind == aDamage && int(a.evs[0].Figure) == fig {
			th = math.Sin(math.Pi * a.t)
		}
		cx, cy := r.X+(44+float64(n%3)*80)*u, r.Y+(528+float64(n/3)*88)*u
		b.art.DrawMummyCard(dst, fig, p.Lord, int(fg.Hearts), cx, cy, 82*u, th)
		n++
	}
	if n == 0 {
		render.TextMid(dst, i18n.T("no mummy is awake"), f.Small, at(r, u, 12, 482, 226, 20), render.InkFaint, render.Left)
	}
}

// torchGained reports whether the animation under way brings torches.
func (b *Board) torchGained() bool {
	a := b.show.playing()
	return a != nil && a.evs[0].Kind == rrr.EvTorchGained
}

// supplyPoint is where the torch supply stands (the rack's left foot).
func (b *Board) supplyPoint(g geom) (x, y float64) {
	return g.table.X + 16*g.u, g.table.Y + 84*g.u
}

// handPoint is where a card of seat's leaves from: its place in the hand
// under the maze when that hand is on show, else the seat's line in the
// team panel.
func (b *Board) handPoint(g geom, seat int, c rrr.Card) (x, y float64) {
	if seat == b.view && !b.replay {
		hand := b.handOf(seat)
		if i := slices.Index(hand, c); i >= 0 {
			return rrrender.HandSlot(handRect(g), i, len(hand))
		}
		return g.hand.X + g.hand.W/2, g.hand.Y + g.hand.H/2
	}
	if seat < 0 || seat >= rrr.MaxSeats {
		return g.table.X + g.table.W/2, g.table.Y + 100*g.u
	}
	row := teamRow(g, seat)
	return row.X + row.W*0.6, row.Y + row.H/2
}

// teamRow is seat's line in the team panel.
func teamRow(g geom, seat int) layout.Rect {
	return at(g.team, g.u, 6, 30+float64(seat)*38, 344, 36)
}

// drawTeam draws the team: each cat with its player's name, its hand
// (face up only where the view may see it), its tokens, and whose turn it
// is.
func (b *Board) drawTeam(dst *ebiten.Image, ctx *scenes.Context, g geom) {
	r, u, p := g.team, g.u, &b.pic
	f := ctx.Fonts
	render.Panel(dst, r, render.PanelFill, render.PanelLine, u)
	label(dst, ctx, i18n.T("The team"), at(r, u, 10, 4, 200, 24))
	if p.Opt.OpenHands {
		render.TextMid(dst, i18n.T("open hands"), f.Small, at(r, u, 200, 4, 146, 24), render.InkDim, render.Right)
	}
	for s := 0; s < p.NumSeats(); s++ {
		row := teamRow(g, s)
		if s == int(p.Turn) && !p.Over {
			render.RoundBox(dst, row, render.Mix(render.PanelFill, render.Gold, 0.16), render.Gold, 5*u, max(1, 1.5*u))
		}
		b.art.DrawSeatBadge(dst, s, row.X+16*u, row.Y+row.H/2, 26*u)
		name, cat := b.name(s), b.catName(s)
		who := name
		if name != cat {
			who = name + " · " + cat
		}
		render.TextMid(dst, who, f.Bold, layout.Rect{X: row.X + 34*u, Y: row.Y, W: 142 * u, H: row.H * 0.56}, render.Ink, render.Left)
		render.TextMid(dst, i18n.N(int(p.HandSize[s]), "%d card", "%d cards", int(p.HandSize[s])), f.Small, layout.Rect{X: row.X + 34*u, Y: row.Y + row.H*0.54, W: 142 * u, H: row.H * 0.46}, cardsInk(p.HandSize[s]), render.Left)
		// the hand, small: face up where this view may see it
		hand := b.handOf(s)
		hr := layout.Rect{X: row.X + 178*u, Y: row.Y + 2*u, W: 104 * u, H: row.H - 4*u}
		if len(hand) > 0 {
			b.art.DrawHand(dst, hr, hand, rrrender.HandStyle{Selected: -1, Hot: -1})
		}
		tx := row.X + 296*u
		for i := 0; i < p.Tokens[s].Len() && i < 3; i++ {
			b.art.DrawToken(dst, p.Tokens[s].Nth(i), tx+float64(i)*16*u, row.Y+row.H/2, 22*u, 1)
		}
	}
}

// cardsInk warns of a hand running low: a cat that must give up its last
// card loses the game for the team.
func cardsInk(n uint8) color.RGBA {
	switch {
	case n <= 1:
		return render.Danger
	case n == 2:
		return render.Gold
	}
	return render.InkDim
}

// handOf is seat's hand as the view sees it: the cards it may see, and a
// back for each it may not.
func (b *Board) handOf(seat int) []rrr.Card {
	p := &b.pic
	seen := p.Hands[seat]
	out := make([]rrr.Card, 0, p.HandSize[seat])
	for i := 0; i < seen.Len(); i++ {
		out = append(out, seen.Nth(i))
	}
	for len(out) < int(p.HandSize[seat]) {
		out = append(out, rrr.NoCard)
	}
	return out
}

// handRect is where the view's hand lies in the hand panel.
func handRect(g geom) layout.Rect {
	return at(g.hand, g.u, 8, 30, 636, 144)
}

// drawHand draws the hand of the seat whose view is shown, as large as
// the panel allows, with what the person deciding has chosen in it.
func (b *Board) drawHand(dst *ebiten.Image, ctx *scenes.Context, g geom) {
	r, u := g.hand, g.u
	render.Panel(dst, r, render.PanelFill, render.PanelLine, u)
	head := at(r, u, 12, 4, 628, 24)
	if b.view < 0 || b.view >= b.pic.NumSeats() {
		s := b.hidden
		if s == "" {
			s = i18n.T("Hands are hidden while the computers play")
		}
		label(dst, ctx, s, head)
		return
	}
	label(dst, ctx, i18n.F("%s's hand", b.name(b.view)), head)
	cards := b.handOf(b.view)
	if a := b.show.playing(); a != nil && (a.kind == aLay || a.kind == aDiscard) {
		for _, e := range a.evs { // on its way to the maze or the discard pile
			if int(e.Seat) == b.view {
				cards = slices.DeleteFunc(cards, func(c rrr.Card) bool { return c == e.Card })
			}
		}
	}
	if len(cards) == 0 {
		return
	}
	st := rrrender.HandStyle{Selected: -1, Hot: -1}
	if b.marks != nil {
		st = b.marks.handStyle()
	}
	b.art.DrawHand(dst, handRect(g), cards, st)
	if b.marks != nil {
		b.marks.drawHandMarks(dst, ctx, g)
	}
}
