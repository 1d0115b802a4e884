package runrunrun

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	rrrender "github.com/pyramid-studio/pyramid/render/runrunrun"
	"github.com/pyramid-studio/pyramid/scenes"
)

// The maze on screen: the picture through the camera, the animation under
// way drawn over it (a card laid, cats and mummies walking, dice, a
// mummy rising, the Exit), and what the person deciding may click.

// clip is the part of dst inside r (drawing on it is clipped to r).
func clip(dst *ebiten.Image, r layout.Rect) *ebiten.Image {
	return dst.SubImage(image.Rect(int(r.X), int(r.Y), int(math.Ceil(r.Right())), int(math.Ceil(r.Bottom())))).(*ebiten.Image)
}

// smooth eases t (0..1) in and out.
func smooth(t float64) float64 {
	t = max(0, min(1, t))
	return t * t * (3 - 2*t)
}

// drawMaze draws the maze view.
func (b *Board) drawMaze(dst *ebiten.Image, ctx *scenes.Context, g geom) {
	cam := b.cam.cur
	a := b.show.playing()
	if a != nil && a.kind == aExit { // the ground shakes as the Exit slides in
		k := (1 - a.t) * 6 * g.u
		cam = cam.Pan(k*math.Sin(a.t*70), k*math.Cos(a.t*53))
	}
	sub := clip(dst, g.maze)
	b.art.DrawBackdrop(sub, cam)
	st := rrrender.MazeStyle{Time: b.clock, Threat: !b.pic.Over, Warmth: b.warmth}
	if n := b.pic.NCells; n > 1 && a == nil {
		st.Highlight = []rrr.Coord{b.pic.Cells[n-1].At} // the last room laid
	}
	if a != nil {
		b.hideMoving(a, &st)
	}
	if b.marks != nil {
		b.marks.mazeStyle(&st)
	}
	b.art.DrawMaze(sub, &b.pic, cam, st)
	if a != nil {
		b.drawAnim(sub, ctx, g, cam, a)
	}
	if b.marks != nil {
		b.marks.drawMarks(sub, ctx)
	}
	b.drawPool(dst, ctx, g)
	render.Stroke(dst, g.maze, 2*g.u, render.PanelLine)
}

// drawPool shows a Regroup's cards over the top of the maze: each cat's
// cards laid face down (its own face up to the view's seat), then the
// pool turned up and being shared out.
func (b *Board) drawPool(dst *ebiten.Image, ctx *scenes.Context, g geom) {
	p, u := &b.pic, g.u
	laid := 0
	for s := 0; s < p.NumSeats(); s++ {
		laid += int(p.LaidCount[s])
	}
	if laid == 0 && p.Pool == 0 {
		return
	}
	box := layout.Rect{X: g.maze.X + 8*u, Y: g.maze.Y + 8*u, W: g.maze.W - 16*u, H: 104 * u}
	render.Panel(dst, box, render.WithAlpha(render.PanelFill, 0.93), render.Gold, u)
	render.TextMid(dst, i18n.T("Regroup"), ctx.Fonts.Bold, layout.Rect{X: box.X + 10*u, Y: box.Y + 4*u, W: 200 * u, H: 22 * u}, render.Gold, render.Left)
	x := box.X + 14*u
	row := layout.Rect{Y: box.Y + 28*u, H: 70 * u}
	for s := 0; s < p.NumSeats(); s++ {
		n := int(p.LaidCount[s])
		if n == 0 {
			continue
		}
		b.art.DrawSeatBadge(dst, s, x+12*u, row.Y+row.H/2, 24*u)
		cards := make([]rrr.Card, 0, n)
		for i := 0; i < p.Laid[s].Len(); i++ {
			cards = append(cards, p.Laid[s].Nth(i))
		}
		for len(cards) < n {
			cards = append(cards, rrr.NoCard)
		}
		r := layout.Rect{X: x + 26*u, Y: row.Y, W: float64(n) * 70 * u, H: row.H}
		b.art.DrawHand(dst, r, cards, rrrender.HandStyle{Selected: -1, Hot: -1})
		x = r.Right() + 16*u
	}
	if p.Pool == 0 {
		return
	}
	render.TextMid(dst, i18n.T("pool:"), ctx.Fonts.Small, layout.Rect{X: x, Y: row.Y, W: 48 * u, H: row.H}, render.InkDim, render.Left)
	var pool []rrr.Card
	for i := 0; i < p.Pool.Len(); i++ {
		pool = append(pool, p.Pool.Nth(i))
	}
	r := layout.Rect{X: x + 48*u, Y: row.Y, W: box.Right() - x - 58*u, H: row.H}
	sel := -1
	if b.marks != nil {
		sel = 0 // the next card to share out, lowest first
	}
	b.art.DrawHand(dst, r, pool, rrrender.HandStyle{Selected: sel, Hot: -1, Lift: 0.1})
}

// warmth is how lit a room is: a room laid in the step being shown stays
// dark until its torch arrives.
func (b *Board) warmth(c uint8) float64 {
	if c >= b.pic.NCells {
		return 1
	}
	at := b.pic.Cells[c].At
	for i, a := range b.show.q {
		if a.kind != aTorch || a.evs[0].At != at {
			continue
		}
		if i == 0 {
			return smooth((a.t - 0.55) / 0.45)
		}
		return 0
	}
	return 1
}

// hideMoving hides from the maze the pieces the animation draws itself,
// and adds the lines of light of a mechanism.
func (b *Board) hideMoving(a *anim, st *rrrender.MazeStyle) {
	for _, e := range a.evs {
		switch a.kind {
		case aWalk:
			if s := int(e.Seat); s >= 0 && s < rrr.MaxSeats {
				st.HideCats |= 1 << s
			}
		case aShuffle, aUnravel:
			if f := int(e.Figure); f >= 0 && f < rrr.NumFigures {
				st.HideFigures |= 1 << f
			}
		case aMech:
			var m rrrender.Mechanism
			m.Exit = e.Value == 1
			ok := true
			for k, at := range [3]rrr.Coord{e.At, e.From, e.To} {
				c := b.pic.CellAt(at)
				ok = ok && c != rrr.NoCell
				m.Cells[k] = c
			}
			if ok {
				st.Links, st.LinkT = append(st.Links, m), smooth(a.t/0.7)
			}
		}
	}
}

// drawAnim draws the animation under way over the maze.
func (b *Board) drawAnim(dst *ebiten.Image, ctx *scenes.Context, g geom, cam rrrender.Camera, a *anim) {
	z := cam.Zoom
	e := a.evs[0]
	switch a.kind {
	case aLay:
		b.drawLaying(dst, g, cam, a)
	case aWalk:
		for _, e := range a.evs {
			s := int(e.Seat)
			if s < 0 || s >= rrr.MaxSeats {
				continue
			}
			x0, y0 := cam.At(e.From)
			x1, y1 := cam.At(e.To)
			k := smooth(a.t)
			h := rrrender.FigureHeight(cam, true, 1)
			b.art.DrawCat(dst, b.pic.Opt.Cats[s], s, rrrender.WalkFrame(a.t*a.ticks/60, 3), x0+(x1-x0)*k, y0+(y1-y0)*k+z*0.35, h, x1 < x0, 1)
		}
	case aShuffle:
		for _, e := range a.evs {
			f := int(e.Figure)
			x0, y0 := cam.At(e.From)
			x1, y1 := cam.At(e.To)
			k := smooth(a.t)
			h := rrrender.FigureHeight(cam, false, 1)
			if f == rrr.LordIndex {
				h *= rrrender.LordScale
			}
			b.art.DrawFigure(dst, f, b.pic.Lord, rrrender.ShuffleFrame(a.t*a.ticks/60), x0+(x1-x0)*k, y0+(y1-y0)*k+z*0.35, h, x1 < x0, 1)
			b.art.DrawDust(dst, x0+(x1-x0)*k, y0+(y1-y0)*k+z*0.4, z*0.5, math.Mod(a.t*3, 1))
		}
	case aRise:
		for _, e := range a.evs {
			if e.Kind == rrr.EvMummyPlaced && a.t > 0.25 {
				x, y := cam.At(e.At)
				b.art.DrawRise(dst, int(e.Figure), b.pic.Lord, x, y+z*0.35, rrrender.FigureHeight(cam, false, 1), (a.t-0.25)/0.75)
			}
		}
	case aLord:
		x, y := cam.At(e.At)
		b.art.DrawRise(dst, rrr.LordIndex, e.Value, x, y+z*0.35, rrrender.FigureHeight(cam, false, 1)*rrrender.LordScale, a.t)
	case aExit:
		x, y := cam.At(e.At)
		k := smooth(a.t / 0.6)
		if cell := b.obs.CellAt(e.At); cell != rrr.NoCell {
			b.art.DrawExit(dst, b.obs.Cells[cell].Corr, x, y-(1-k)*z*0.6, z, rrrender.RoomLook{Lift: 1 - k, Alpha: k, Scale: 1 + 0.2*(1-k)})
		}
		if a.t > 0.6 {
			b.art.DrawDust(dst, x, y+z*0.5, z*1.4, (a.t-0.6)/0.4)
		}
	case aAttack:
		b.art.DrawCellTint(dst, cam, e.At, render.Danger, 0.55*math.Sin(math.Pi*a.t), true)
		x, y := cam.At(e.At)
		for k := 0; k < 3; k++ { // three claw marks raking across the room
			p := smooth(a.t*1.6 - float64(k)*0.15)
			if p <= 0 || p >= 1 {
				continue
			}
			dx := (float64(k) - 1) * z * 0.28
			render.Line(dst, x+dx-z*0.35, y-z*0.5, x+dx-z*0.35+z*0.7*p, y-z*0.5+z*0.9*p, z*0.06, render.WithAlpha(render.Danger, 1-p*0.5))
		}
	case aDamage, aUnravel:
		f := int(e.Figure)
		if f < 0 || f >= rrr.NumFigures || b.pic.Figures[f].Cell >= b.pic.NCells {
			return
		}
		at := b.pic.Cells[b.pic.Figures[f].Cell].At
		x, y := cam.At(at)
		if a.kind == aUnravel {
			h := rrrender.FigureHeight(cam, false, 1)
			if f == rrr.LordIndex {
				h *= rrrender.LordScale
			}
			b.art.DrawUnravel(dst, f, b.pic.Lord, x, y+z*0.35, h, a.t)
			return
		}
		for k := 0; k < int(e.Value) && k < 8; k++ { // hearts pop off the mummy
			t := a.t*1.3 - float64(k)*0.08
			if t <= 0 || t >= 1 {
				continue
			}
			b.art.DrawHeart(dst, true, x+(float64(k)-float64(e.Value-1)/2)*z*0.3, y-z*0.6-t*z*0.8, z*0.3, 1-t)
		}
	case aTorch:
		x1, y1 := cam.At(e.At)
		k := smooth(a.t / 0.6)
		x0, y0 := b.supplyPoint(g)
		if k < 1 {
			b.art.DrawFlame(dst, x0+(x1-x0)*k, y0+(y1-y0)*k, z*0.5, b.clock, 1)
		}
	case aMark:
		x, y := cam.At(e.At)
		b.art.DrawPawMarker(dst, int(e.Seat), x, y, z*0.8, 1-a.t)
	case aDice:
		b.drawDice(dst, g, a)
	case aPassage:
		ax, ay := cam.At(e.From)
		bx, by := cam.At(e.To)
		b.art.DrawBeam(dst, ax, ay, bx, by, z*0.2, rrrender.LinkColor(false), math.Sin(math.Pi*a.t))
	}
}

// drawLaying draws a room card on its way from the hand to its cell: it
// rises, slides over, turns to the rotation it is laid at and lands
// with a puff of dust.
func (b *Board) drawLaying(dst *ebiten.Image, g geom, cam rrrender.Camera, a *anim) {
	e := a.evs[0]
	x1, y1 := cam.At(e.At)
	z := cam.Zoom
	x0, y0 := b.handPoint(g, int(e.Seat), e.Card)
	const fly = 0.62
	k := smooth(a.t / fly)
	if a.t < fly {
		x, y := x0+(x1-x0)*k, y0+(y1-y0)*k-math.Sin(math.Pi*k)*z*0.8
		turn := (1 - k) * (1 - k) * 2.4
		b.art.DrawRoom(dst, e.Card, e.Value, x, y, z, rrrender.RoomLook{Angle: turn, Lift: 1 - k*0.7, Scale: 1 + 0.25*(1-k), Warmth: 1})
		return
	}
	warm := 1.0
	if !e.Card.Info().Lit {
		warm = 0
	}
	b.art.DrawRoom(dst, e.Card, e.Value, x1, y1, z, rrrender.RoomLook{Warmth: warm, Time: b.clock})
	b.art.DrawDust(dst, x1, y1+z*0.5, z*1.2, (a.t-fly)/(1-fly))
}

// drawDice draws a roll's dice tumbling across the foot of the maze.
func (b *Board) drawDice(dst *ebiten.Image, g geom, a *anim) {
	size := 58 * g.u
	n := len(a.evs)
	x := g.maze.X + g.maze.W/2 - float64(n-1)*size*0.6
	y := g.maze.Bottom() - size*0.9
	render.Fill(dst, layout.Rect{X: g.maze.X, Y: y - size*0.8, W: g.maze.W, H: size * 1.6}, render.WithAlpha(render.Background, 0.45*smooth(a.t*4)))
	for i, e := range a.evs {
		kind := rrrender.CombatDie
		if dieKind(e) {
			kind = rrrender.MummyDie
		}
		b.art.DrawDieRoll(dst, kind, rrr.Face(e.Value), x+float64(i)*size*1.2, y, size, min(1, a.t/0.8), i*7+int(b.pic.Turns))
	}
}

// deckPoint and discardPoint are where room cards come from and go to:
// the room deck's and the discard pile's line in the table panel.
func (b *Board) deckPoint(g geom) (x, y float64) {
	return g.table.X + 60*g.u, g.table.Y + 100*g.u
}

func (b *Board) discardPoint(g geom) (x, y float64) {
	return g.table.X + 190*g.u, g.table.Y + 100*g.u
}

// drawFlights draws what crosses the screen from panel to panel: room
// cards drawn into a hand or discarded from it, tokens, a heart drifting
// to the mummy deck, and the word of the game's end.
func (b *Board) drawFlights(dst *ebiten.Image, ctx *scenes.Context, g geom) {
	a := b.show.playing()
	if a == nil {
		return
	}
	u := g.u
	r := 34 * u // a flying card's circumradius
	switch a.kind {
	case aDraw, aDiscard:
		per := lengths[a.kind] / a.ticks // each card's share of the animation
		for i, e := range a.evs {
			k := smooth((a.t - float64(i)*6/a.ticks) / per)
			if k <= 0 || k >= 1 {
				continue
			}
			x0, y0 := b.deckPoint(g)
			x1, y1 := b.handPoint(g, int(e.Seat), e.Card)
			if e.Kind == rrr.EvCardGiven {
				x0, y0 = g.maze.X+g.maze.W/2, g.maze.Y+60*u
			}
			if a.kind == aDiscard {
				x0, y0, x1, y1 = x1, y1, 0, 0
				x1, y1 = b.discardPoint(g)
			}
			x, y := x0+(x1-x0)*k, y0+(y1-y0)*k-math.Sin(math.Pi*k)*40*u
			b.art.DrawCard(dst, e.Card, 0, x, y, r, (1-k)*0.6, 1, 1)
		}
	case aToken:
		e := a.evs[0]
		row := teamRow(g, int(e.Seat))
		x, y := row.X+row.W-40*u, row.Y+row.H/2
		k := smooth(a.t)
		switch e.Kind {
		case rrr.EvTokenDrawn:
			if c := b.pic.CatCell[max(0, int(e.Seat))]; int(e.Seat) >= 0 && c < b.pic.NCells {
				x0, y0 := b.cam.cur.At(b.pic.Cells[c].At)
				b.art.DrawToken(dst, e.Token, x0+(x-x0)*k, y0+(y-y0)*k-math.Sin(math.Pi*k)*50*u, 54*u, math.Abs(math.Cos(math.Pi*min(1, a.t*2))))
			}
		case rrr.EvTokenPassed:
			to := teamRow(g, int(e.Value))
			x1, y1 := to.X+to.W-40*u, to.Y+to.H/2
			b.art.DrawToken(dst, e.Token, x+(x1-x)*k, y+(y1-y)*k, 40*u, 1)
		default:
			b.art.DrawToken(dst, e.Token, x, y-k*30*u, 40*u*(1+k), 1)
		}
	case aGutter:
		if b.pic.MummyDeck() != 0 {
			x0, y0 := b.supplyPoint(g)
			x1, y1 := g.table.X+62*u, g.table.Y+196*u
			k := smooth(a.t)
			b.art.DrawHeart(dst, true, x0+(x1-x0)*k, y0+(y1-y0)*k, 26*u, 1-k)
		}
	case aEnd:
		e := a.evs[0]
		head, ink := i18n.T("The team escaped!"), render.Gold
		if e.Kind == rrr.EvGameLost {
			head, ink = i18n.T("The team is lost"), render.Danger
		}
		k := smooth(a.t * 3)
		box := layout.Rect{X: g.maze.X + 40*u, Y: g.maze.Y + g.maze.H/2 - 50*u, W: g.maze.W - 80*u, H: 100 * u}
		render.Panel(dst, box, render.WithAlpha(render.PanelFill, 0.9*k), ink, u)
		render.TextMid(dst, head, ctx.Fonts.Title, box.Inset(10*u), render.WithAlpha(ink, k), render.Center)
	}
}
