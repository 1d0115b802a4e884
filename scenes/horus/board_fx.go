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

// The board view's animation effects: falling blocks with their shadow,
// shake and dust; mummies turning, toppling and rising; adventurers
// hopping, crushed, mummified and leaving; cards flying to the panels,
// sarcophagi opening, idols leaving their alcoves; the sealed region and
// the last move's trail. Everything is copied from cached images.

// shakeBoard shifts the board's layout by the landing jolt of a falling
// block and returns the function that puts it back. Only while an
// animation blocks play (so no target is ever built from a shaken layout).
func (b *Board) shakeBoard() func() {
	if !b.world.Busy() {
		return func() {}
	}
	dx, dy := b.world.Shake()
	if dx == 0 && dy == 0 {
		return func() {}
	}
	u := b.lay.U
	ox, board := b.lay.Origin, b.lay.Board
	b.lay.Origin[0] += math.Round(dx * u)
	b.lay.Origin[1] += math.Round(dy * u)
	b.lay.Board.X += math.Round(dx * u)
	b.lay.Board.Y += math.Round(dy * u)
	return func() { b.lay.Origin, b.lay.Board = ox, board }
}

// drawFalling draws block n falling onto r: its shadow grows under it as
// it drops from above; when it lands, dust puffs out and fades.
func (b *Board) drawFalling(dst *ebiten.Image, a world.Anim, n int, r layout.Rect) {
	size := int(math.Round(r.W))
	cx, cy := r.Center()
	drop, land := a.Drop(), a.Land()
	if land == 0 {
		render.DrawFx(dst, render.ShadowImage(size), cx, cy+r.H*0.08, 0.35+0.75*drop, 0.25+0.65*drop)
		im := b.art.Block(n, size)
		h := (1 - drop) * r.H * 3.2
		render.DrawTurned(dst, im, cx, cy-h, 0, 1.35-0.35*drop, 1.35-0.35*drop, 0.55+0.45*drop)
		return
	}
	o := &ebiten.DrawImageOptions{}
	o.GeoM.Translate(math.Round(r.X), math.Round(r.Y))
	dst.DrawImage(b.art.Block(n, size), o)
	dust := render.DustImage(size)
	for k := 0; k < 8; k++ {
		ang := float64(k)*math.Pi/4 + 0.3
		d := r.W * (0.35 + 0.55*land)
		render.DrawFx(dst, dust, cx+math.Cos(ang)*d, cy+math.Sin(ang)*d*0.8, 0.35+0.55*land, 0.9*(1-land))
	}
}

// cutOff caches the squares with no block-free path to the Entrance.
type cutOff struct {
	fallen uint64
	valid  bool
	sq     []horus.Square
}

// drawSealed darkens the squares sealed off from the Entrance by the
// blocks shown landed (not those still falling): strongly for a few
// seconds after somebody is sealed in, then as a lasting mark.
func (b *Board) drawSealed(dst *ebiten.Image) {
	c := &b.fx.cut
	if fallen := b.world.Landed(); !c.valid || c.fallen != fallen {
		c.fallen, c.valid, c.sq = fallen, true, horus.Sealed(fallen)
	}
	if len(c.sq) == 0 {
		return
	}
	strong := 0.0
	for _, a := range b.world.Anims {
		if a.Kind == world.Seal && a.Started() {
			t := a.Raw()
			strong = max(strong, 0.5*min(1, t*6)*(1-t*t))
		}
	}
	u := b.lay.U
	for _, q := range c.sq {
		r := b.lay.Square(q)
		render.Fill(dst, r, color.RGBA{0x05, 0x02, 0x00, uint8(255 * (0.25 + strong))})
		// the lasting mark: a diagonal hatch line per square
		render.Line(dst, r.X+2*u, r.Bottom()-2*u, r.Right()-2*u, r.Y+2*u, max(1, 1.5*u), render.WithAlpha(render.Danger, 0.4+strong))
	}
}

// drawTrail outlines the last move: where figures and mummies came from
// and went, and where blocks fell. It stays until the next move.
func (b *Board) drawTrail(dst *ebiten.Image) {
	u := b.lay.U
	for _, s := range b.world.Trail {
		col := render.Gold
		switch {
		case s.Block:
			col = render.Danger
		case s.Mummy:
			col = render.Mix(render.Ink, render.Danger, 0.3)
		}
		to := b.lay.Square(s.To)
		if s.From != horus.NoSquare {
			from := b.lay.Square(s.From)
			render.Stroke(dst, from.Inset(4*u), 1.5*u, render.WithAlpha(col, 0.45))
			fx, fy := from.Center()
			tx, ty := to.Center()
			render.Line(dst, fx, fy, tx, ty, 2*u, render.WithAlpha(col, 0.5))
		}
		render.Stroke(dst, to.Inset(2*u), 2.5*u, render.WithAlpha(col, 0.8))
	}
}

// hopOffset lifts a jumping figure in an arc.
func hopOffset(a world.Anim, h float64) float64 {
	if a.Kind != world.Hop || !a.Started() {
		return 0
	}
	return -math.Sin(a.Raw()*math.Pi) * h * 0.6
}

// drawMummy draws a mummy in r (size px) as its animation shows it:
// turning at a wall, toppling when shot, rising, or standing with its
// facing arrow.
func (b *Board) drawMummy(dst *ebiten.Image, e world.Entity, r layout.Rect, size int) {
	cx, cy := r.Center()
	down := b.world.Down[e]
	facing := b.world.Facing[e]
	a, ok := b.world.Current(e)
	switch {
	case ok && (a.Kind == world.Topple || a.Kind == world.Rise):
		t := a.Raw()
		if !a.Started() {
			t = 0
		}
		ang := t * math.Pi / 2
		if a.Kind == world.Rise {
			ang = (1 - t) * math.Pi / 2
		}
		render.DrawTurned(dst, b.art.Mummy(false, size), cx, cy, ang, 1, 1, 1)
		if a.Kind == world.Rise && t > 0.5 || a.Kind == world.Topple && t < 0.5 {
			drawFacing(dst, r, a.Facing)
		}
		return
	case ok && a.Kind == world.Turn:
		t := a.Raw()
		if !a.Started() {
			t = 0
		}
		// the body spins round (seen edge-on half way) and the arrow swings
		sx := math.Abs(math.Cos(t * math.Pi))
		render.DrawTurned(dst, b.art.Mummy(false, size), cx, cy, 0, max(0.08, sx), 1, 1)
		from, to := dirAngle(a.Prev), dirAngle(a.Facing)
		d := math.Remainder(to-from, 2*math.Pi)
		if math.Abs(math.Abs(d)-math.Pi) < 1e-6 {
			d = math.Pi // a turn-around swings clockwise
		}
		ang := from + d*tween01(t)
		render.DrawTurned(dst, facingImage(horus.North, size), cx, cy, ang-dirAngle(horus.North), 1, 1, 1)
		return
	case ok && a.Kind == world.Slide:
		facing = a.Facing
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X), math.Round(r.Y))
	dst.DrawImage(b.art.Mummy(down, size), op)
	if !down {
		drawFacing(dst, r, facing)
	}
}

func tween01(t float64) float64 { return t * t * (3 - 2*t) }

// dirAngle is the screen angle of a facing.
func dirAngle(f horus.Dir) float64 {
	return [4]float64{-math.Pi / 2, 0, math.Pi / 2, math.Pi}[f&3]
}

// drawFates draws the adventurers who are no longer in play but still
// animating or marked: crushed (a flattened token and a red cross, for the
// rest of the game), turning into a mummy, leaving through the door.
func (b *Board) drawFates(dst *ebiten.Image) {
	var buf [8]world.Entity
	for _, e := range b.world.All(world.Figure, buf[:0]) {
		seat := b.world.KeyOf(e).A
		fate := b.world.Fate[e]
		if fate == horus.InPlay || fate == horus.Trapped || seat >= int(b.obs.Opt.Players) {
			continue
		}
		adv := b.obs.Players[seat].Adventurer
		a, ok := b.world.Current(e)
		q := b.world.Square[e]
		if ok && a.To != horus.NoSquare {
			q = a.To
		}
		if !q.Valid() {
			continue
		}
		r := b.lay.Square(q).Inset(b.lay.Cell * 0.08)
		size := int(math.Round(r.W))
		cx, cy := r.Center()
		fig := b.art.Figure(adv, seat, size)
		switch fate {
		case horus.Crushed:
			t := 1.0
			if ok && a.Kind == world.Crush {
				t = 0
				if a.Started() {
					t = a.Raw()
				}
			}
			sy := 1 - 0.65*t
			render.DrawTurned(dst, fig, cx, cy+r.H*(1-sy)/2, 0, 1+0.25*t, sy, 1-0.35*t)
			if t > 0.3 {
				render.DrawFx(dst, render.CrushMarkImage(size), cx, cy, 0.7, min(1, (t-0.3)*2))
			}
		case horus.Mummified:
			if !ok || a.Kind != world.Morph {
				continue
			}
			t := 0.0
			if a.Started() {
				t = a.Raw()
			}
			pulse := 1 + 0.12*math.Sin(t*math.Pi)
			render.DrawTurned(dst, fig, cx, cy, 0, pulse, pulse, 1-t)
			if a.Mummy >= 0 {
				render.DrawTurned(dst, b.art.Mummy(false, size), cx, cy, 0, pulse, pulse, t)
			}
		case horus.Escaped:
			if !ok || a.Kind != world.Exit {
				continue
			}
			t := 0.0
			if a.Started() {
				t = a.Raw()
			}
			render.DrawTurned(dst, fig, cx, cy+r.H*0.6*t, 0, 1-0.3*t, 1-0.3*t, 1-t)
		}
	}
}

// flipRect narrows a sarcophagus being opened: its lid turns edge-on,
// then the card inside turns face up. It returns the rectangle to draw
// and whether to draw it open.
func (b *Board) flipRect(e world.Entity, r layout.Rect, open bool) (layout.Rect, bool) {
	a, ok := b.world.Current(e)
	if !ok || a.Kind != world.Flip {
		return r, open
	}
	if !a.Started() {
		return r, false
	}
	t := min(1, a.Raw()/revealFrom)
	k := math.Abs(math.Cos(t * math.Pi))
	open = t >= 0.5
	w := max(2, r.W*k)
	return layout.Rect{X: r.X + (r.W-w)/2, Y: r.Y - math.Sin(t*math.Pi)*r.H*0.15, W: w, H: r.H}, open
}

// drawDieTumbling draws die d tumbling into r: bouncing, turning, its face
// changing ever more slowly until it settles on value.
func (b *Board) drawDieTumbling(dst *ebiten.Image, d int, r layout.Rect, value uint8, a world.Anim) {
	size := int(math.Round(r.W))
	t := 0.0
	if a.Started() {
		t = a.Raw()
	}
	face := value
	if t < 0.85 {
		spins := 9 * (1 - (1-t)*(1-t))
		face = uint8(1 + (int(spins)+d*2)%6)
	}
	cx, cy := r.Center()
	h := render.Bounce(t) * r.H * 0.9
	ang := (1 - t) * (1 - t) * 3 * math.Pi * float64(1-2*(d%2))
	render.DrawFx(dst, render.ShadowImage(size), cx, cy+r.H*0.12, 0.9-0.3*render.Bounce(t), 0.5)
	render.DrawTurned(dst, dieImage(d, face, size), cx, cy-h, ang, 1, 1, 1)
}

// idolWaiting reports whether idol card e has been taken but its flight
// to the player's panel has not begun: it stays in its alcove until then
// (a lock's dice tumble first).
func (b *Board) idolWaiting(e world.Entity) bool {
	a, ok := b.world.Current(e)
	return ok && a.Kind == world.Idol && !a.Started()
}

// chipFlight remembers where a card flying to a panel lands this frame.
type chipFlight struct {
	e world.Entity
	r layout.Rect
}

// holdChip reports whether the chip of e is still on its way (drawn by
// drawFlights instead of in the panel) and remembers its destination.
func (b *Board) holdChip(e world.Entity, r layout.Rect) bool {
	a, ok := b.world.Current(e)
	if !ok || a.Kind != world.Deal && a.Kind != world.Idol {
		return false
	}
	b.fx.flights = append(b.fx.flights, chipFlight{e, r})
	return true
}

// srcRect is where a flying card starts: its deck, its sarcophagus or
// alcove on the board (as the camera shows it, kept in the view), or for
// a wound the seat's card.
func (b *Board) srcRect(s world.Src, seat int, dest layout.Rect) layout.Rect {
	l := &b.lay
	inView := func(r layout.Rect) layout.Rect {
		v := l.View
		r.X = max(v.X, min(r.X, v.Right()-r.W))
		r.Y = max(v.Y, min(r.Y, v.Bottom()-r.H))
		return r
	}
	switch s.Kind {
	case world.FromDeck:
		if s.N >= 0 && s.N < len(l.Decks) {
			return l.Decks[s.N]
		}
	case world.FromSarcophagus:
		return inView(l.Sarcophagus(s.N))
	case world.FromAlcove:
		return inView(l.Alcove(horus.God(s.N)))
	}
	if seat >= 0 && seat < len(l.Players) {
		pr := l.Players[seat]
		return layout.Rect{X: pr.Right() - dest.W*2, Y: pr.Y - dest.H, W: dest.W, H: dest.H}
	}
	return dest
}

// showRect is where a card drawn or revealed is shown large: in the
// middle of the board's view, where every eye at the table is.
func (b *Board) showRect() layout.Rect {
	v := b.lay.View
	h := min(v.H*0.42, 300*b.lay.U)
	w := h * horusrender.CardRatio
	cx, cy := v.Center()
	return layout.Rect{X: cx - w/2, Y: cy - h/2 - 20*b.lay.U, W: w, H: h}
}

// drawFlights draws what flies over everything: cards drawn or taken,
// shown large and flying to the seats, idols leaving their alcoves,
// chests rolled.
func (b *Board) drawFlights(dst *ebiten.Image, ctx *scenes.Context) {
	for _, f := range b.fx.flights {
		a, ok := b.world.Current(f.e)
		if !ok || !a.Started() {
			continue // still in its deck
		}
		r, turn, shown := cardFlight(a.Raw(), b.srcRect(a.Src, a.Seat, f.r), b.showRect(), f.r, b.lay.U)
		b.drawFlyingCard(dst, ctx, r, f.e, a, turn)
		if shown > 0 {
			b.drawShownWords(dst, ctx, r, f.e, a, shown)
		}
	}
	b.fx.flights = b.fx.flights[:0]
	b.drawRevealed(dst, ctx)
	b.drawChests(dst, ctx)
}

// The parts of a card's flight: lifted off its deck and grown to the
// middle of the board (turning over there if the view may see it), held
// there large, then flown, shrinking, to its place in front of the seat.
const (
	flightGrow = 0.22
	flightHold = 0.68
)

// cardFlight is where a card flying from src by way of show to dst is at
// linear progress t, how far it has turned over (0 face down, 1 face up)
// and how much of it is the show (0 while it flies, 1 held large).
func cardFlight(t float64, src, show, dst layout.Rect, u float64) (r layout.Rect, turn, shown float64) {
	lerp := func(a, b layout.Rect, k float64) layout.Rect {
		return layout.Rect{X: a.X + (b.X-a.X)*k, Y: a.Y + (b.Y-a.Y)*k, W: a.W + (b.W-a.W)*k, H: a.H + (b.H-a.H)*k}
	}
	switch {
	case t < flightGrow:
		k := tween01(t / flightGrow)
		r = lerp(src, show, k)
		r.Y -= math.Sin(k*math.Pi) * 24 * u
		return r, k, 0
	case t < flightHold:
		k := (t - flightGrow) / (flightHold - flightGrow)
		r = show
		r.Y -= math.Sin(k*math.Pi) * 4 * u
		return r, 1, min(1, k*4, (1-k)*4)
	}
	k := tween01((t - flightHold) / (1 - flightHold))
	r = lerp(show, dst, k)
	r.Y -= math.Sin(k*math.Pi) * 30 * u
	return r, 1, 0
}

// drawFlyingCard draws a flying card turned over by turn: its back (the
// colour of the deck it comes from) narrowing edge-on until half way,
// then its face widening. A card drawn face down (another seat's secret)
// stays a back; an idol shows its idol card.
func (b *Board) drawFlyingCard(dst *ebiten.Image, ctx *scenes.Context, r layout.Rect, e world.Entity, a world.Anim, turn float64) {
	k := b.world.KeyOf(e)
	w := max(2, r.W*math.Abs(math.Cos(turn*math.Pi)))
	if k.Kind == world.HiddenCard || a.Kind == world.Idol {
		w = r.W
	}
	rr := layout.Rect{X: r.X + (r.W-w)/2, Y: r.Y, W: w, H: r.H}
	if r.H > 80*b.lay.U { // large: a shadow under it
		render.DrawFx(dst, render.ShadowImage(int(math.Round(r.W*1.2))), r.X+r.W/2+6*b.lay.U, r.Y+r.H/2+10*b.lay.U, r.H/r.W, 0.6)
	}
	switch {
	case k.Kind == world.HiddenCard:
		b.drawBack(dst, ctx, rr, horus.Deck(k.B), false)
	case a.Kind != world.Idol && turn < 0.5:
		d := horus.Deck(horus.NumOrigins) // a plain back
		if a.Src.Kind == world.FromDeck && a.Src.N >= 0 && a.Src.N < horus.NumDecks {
			d = horus.Deck(a.Src.N)
		}
		b.drawBack(dst, ctx, rr, d, false)
	default:
		b.drawCard(dst, ctx, rr, b.world.Face[e], false)
	}
}

// drawShownWords names the card shown large, under it: who finds what.
func (b *Board) drawShownWords(dst *ebiten.Image, ctx *scenes.Context, r layout.Rect, e world.Entity, a world.Anim, alpha float64) {
	u := b.lay.U
	name := ""
	if b.world.KeyOf(e).Kind == world.HiddenCard {
		name, _ = hiddenWords(horus.Deck(b.world.KeyOf(e).B))
	} else {
		name = horus.CardName(b.world.Face[e])
	}
	if a.Seat >= 0 && a.Seat < len(b.cfg.Seats) {
		name = i18n.F("%s: %s", b.who(a.Seat), name)
	}
	f := ctx.Fonts.Bold
	w := min(b.lay.View.W-16*u, render.Width(name, f)+32*u)
	box := layout.Rect{X: r.X + r.W/2 - w/2, Y: r.Bottom() + 10*u, W: w, H: 34 * u}
	render.Panel(dst, box, render.WithAlpha(render.PanelFill, 0.92*alpha), render.WithAlpha(render.Gold, alpha), u)
	render.TextMid(dst, name, f, box.Inset(4*u), render.WithAlpha(render.Ink, alpha), render.Center)
}

// drawRevealed shows the card a sarcophagus has just turned face up,
// large over the board, while its lid's animation plays (flipRect turns
// the lid itself).
func (b *Board) drawRevealed(dst *ebiten.Image, ctx *scenes.Context) {
	var buf [16]world.Entity
	for _, e := range b.world.All(world.Sarcophagus, buf[:0]) {
		a, ok := b.world.Current(e)
		if !ok || a.Kind != world.Flip || !a.Started() {
			continue
		}
		t := a.Raw()
		if t < revealFrom {
			continue
		}
		niche := b.lay.Sarcophagus(b.world.KeyOf(e).A)
		show := b.showRect()
		k := 1.0
		switch {
		case t < revealFrom+0.2:
			k = tween01((t - revealFrom) / 0.2)
		case t > 0.82:
			k = 1 - tween01((t-0.82)/0.18)
		}
		r := layout.Rect{X: niche.X + (show.X-niche.X)*k, Y: niche.Y + (show.Y-niche.Y)*k, W: niche.W + (show.W-niche.W)*k, H: niche.H + (show.H-niche.H)*k}
		b.drawCard(dst, ctx, r, b.world.Face[e], false)
		if k > 0.9 {
			name := horus.CardName(b.world.Face[e])
			f := ctx.Fonts.Bold
			u := b.lay.U
			w := min(b.lay.View.W-16*u, render.Width(name, f)+32*u)
			box := layout.Rect{X: r.X + r.W/2 - w/2, Y: r.Bottom() + 10*u, W: w, H: 34 * u}
			render.Panel(dst, box, render.WithAlpha(render.PanelFill, 0.92), render.Gold, u)
			render.TextMid(dst, name, f, box.Inset(4*u), render.Ink, render.Center)
		}
	}
}

// revealFrom is the part of a sarcophagus's opening spent turning its
// lid; then its card rises large and goes back.
const revealFrom = 0.3

// drawChests shows a chest's roll as a die tumbling on the player's panel.
func (b *Board) drawChests(dst *ebiten.Image, ctx *scenes.Context) {
	var buf [8]world.Entity
	for _, e := range b.world.All(world.Figure, buf[:0]) {
		a, ok := b.world.Current(e)
		if !ok || a.Kind != world.Chest || !a.Started() || a.Seat >= len(b.lay.Players) {
			continue
		}
		pr := b.lay.Players[a.Seat]
		u := b.lay.U
		s := 30 * u
		r := layout.Rect{X: pr.Right() - s - 10*u, Y: pr.Bottom() - s - 8*u, W: s, H: s}
		v := uint8(0)
		if a.Value >= 1 && a.Value <= 6 {
			v = uint8(a.Value)
		}
		b.drawDieTumbling(dst, int(horus.DieYellow), r, v, a)
		if a.Raw() > 0.85 {
			render.TextMid(dst, i18n.F("chest: %d", a.Value),
				ctx.Fonts.Small, layout.Rect{X: r.X - 90*u, Y: r.Y, W: 84 * u, H: s}, render.Gold, render.Right)
		}
	}
}
