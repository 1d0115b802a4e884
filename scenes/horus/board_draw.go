package horus

import (
	"fmt"
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

// The board view's drawing: the table of dice, decks and blocks, the
// board with its sarcophagi, idols, fallen blocks and figures, and the
// seats' panels, from the view's observation and world. The play screen
// draws its prompt's marks between the board and the figures
// (boardMarks).

// drawAnkh draws the Ankh, the Dice Keeper's mark, in a size×size box.
func drawAnkh(dst *ebiten.Image, x, y, size float64, c color.Color) {
	im := render.Shape("ankh", 0, int(math.Round(size)), func(c *render.Canvas, size float64) {
		w := max(1.5, size*0.12)
		cx := size / 2
		c.StrokeCircle(cx, size*0.22, size*0.17, w, color.White)
		c.StrokeLine(size*0.22, size*0.47, size*0.78, size*0.47, w, color.White)
		c.StrokeLine(cx, size*0.39, cx, size, w, color.White)
	})
	render.Blit(dst, im, x, y, c)
}

// dieSymbol draws each die's own shape so colour is never the only cue.
func dieSymbol(dst *ebiten.Image, d int, cx, cy, r float64, c color.Color) {
	size := int(math.Ceil(r*2.6)) + 2
	im := render.Shape("diesym", d, size, func(c *render.Canvas, s float64) {
		drawDieSymbol(c, d, s/2, s/2, s/2.6, color.White)
	})
	render.Blit(dst, im, cx-float64(size)/2, cy-float64(size)/2, c)
}

func drawDieSymbol(dst *render.Canvas, d int, cx, cy, r float64, c color.Color) {
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

var pipSpots = [7][][2]float64{
	{}, {{0, 0}}, {{-1, -1}, {1, 1}}, {{-1, -1}, {0, 0}, {1, 1}},
	{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}}, {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
	{{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
}

func (b *Board) drawDie(dst *ebiten.Image, d int, r layout.Rect, value uint8, spin float64) {
	if spin > 0 {
		value = uint8(1 + int(spin*17)%6)
	}
	render.Blit(dst, dieImage(d, value, int(math.Round(r.W))), r.X, r.Y, nil)
}

// dieImage is die d showing value (0: not rolled), size px square.
func dieImage(d int, value uint8, size int) *ebiten.Image {
	return render.Shape("die", d*10+int(value), size, func(c *render.Canvas, s float64) {
		box := layout.Rect{W: s, H: s}
		var path render.Path
		render.RoundRect(&path, box.Inset(1), s*0.17)
		c.FillPath(&path, render.DieColors[d])
		c.StrokePath(&path, max(1, s*0.04), render.Mix(render.DieColors[d], render.Ink, 0.5))
		if value == 0 {
			drawDieSymbol(c, d, s/2, s/2, s*0.16, render.WithAlpha(render.DiePip[d], 0.6))
			return
		}
		for _, sp := range pipSpots[min(int(value), 6)] {
			c.FillCircle(s/2+sp[0]*s*0.26, s/2+sp[1]*s*0.26, s*0.085, render.DiePip[d])
		}
	})
}

func (b *Board) drawTable(dst *ebiten.Image, ctx *scenes.Context, cur int) {
	l, f, u, o := &b.lay, ctx.Fonts, b.lay.U, &b.obs
	render.Panel(dst, l.Table, render.PanelFill, render.PanelLine, u)
	render.Text(dst, i18n.T("Dice"), f.Bold, l.Table.X+10*u, l.Table.Y+8*u, render.Ink, render.Left)
	if o.Lock.Active {
		render.TextMid(dst, i18n.F("lock: need 1-%d", o.Lock.God.LockTop()), f.Small, layout.Rect{X: l.Table.X + l.Table.W/2, Y: l.Table.Y + 6*u, W: l.Table.W/2 - 10*u, H: 20 * u}, render.Gold, render.Right)
	}
	var chosen uint8
	if b.marks != nil {
		chosen = b.marks.chosenDice(cur)
	}
	for d := 0; d < int(horus.NumDice); d++ {
		e, _ := b.world.Lookup(world.Key{Kind: world.Die, A: d})
		spin := 0.0
		if a, ok := b.world.Current(e); ok && a.Kind == world.Roll {
			spin = 1 - a.T.Progress() + 0.01
		}
		r := l.Dice[d]
		if a, ok := b.world.Current(e); ok && a.Kind == world.Roll {
			b.drawDieTumbling(dst, d, r, b.world.Value[e], a)
		} else {
			b.drawDie(dst, d, r, b.world.Value[e], spin)
		}
		if chosen&(1<<d) != 0 {
			render.Stroke(dst, r.Inset(-3*u), 3*u, render.Highlight)
		}
		symCol := render.DieColors[d]
		if horus.Die(d) == horus.DieBlack { // black on the dark table would vanish
			symCol = render.InkDim
		}
		dieSymbol(dst, d, r.X+r.W/2, r.Bottom()+9*u, 5*u, symCol)
		// curse marks: the player's token (colour, shape and letter) struck
		// through, for every player whose idol voids this die
		k := 0
		for s := 0; s < int(o.Opt.Players); s++ {
			for g := horus.God(0); g < horus.NumGods; g++ {
				if int(g.Curse()) == d && o.Players[s].Cards.Has(horus.IdolCard(g)) {
					x := r.X + float64(k)*11*u
					ts := int(math.Round(10 * u))
					render.Blit(dst, horusrender.FigureToken(ctx.Fonts, o.Players[s].Adventurer, s, ts), x, r.Bottom()+15*u, nil)
					render.Slash(dst, layout.Rect{X: x, Y: r.Bottom() + 15*u, W: float64(ts), H: float64(ts)}, 0, 1.5*u, render.Danger)
					k++
				}
			}
		}
	}
	// decks
	render.TextMid(dst, i18n.T("Search decks"), f.Bold, layout.Rect{X: l.Table.X + 10*u, Y: l.Decks[0].Y - 26*u, W: l.Table.W - 20*u, H: 22 * u}, render.Ink, render.Left)
	for d, r := range l.Decks {
		for k := 2; k >= 0; k-- {
			if int(o.DeckCount[d]) > k*6 {
				off := float64(k) * 2.5 * u
				render.RoundBox(dst, layout.Rect{X: r.X + off, Y: r.Y - off, W: r.W - 8*u, H: r.H - 22*u},
					render.Mix(deckColors[d], render.Background, 0.2*float64(k)), render.WallInk, 5*u, max(1, u))
			}
		}
		render.TextMid(dst, fmt.Sprint(o.DeckCount[d]), f.Head, layout.Rect{X: r.X, Y: r.Y, W: r.W - 8*u, H: r.H - 22*u}, render.Ink, render.Center)
		render.TextMid(dst, horus.DeckName(horus.Deck(d)), f.Small, layout.Rect{X: r.X, Y: r.Bottom() - 20*u, W: r.W - 8*u, H: 20 * u}, render.InkDim, render.Center)
	}
	// stone blocks
	box := 0
	for n := 1; n <= horus.NumBlocks; n++ {
		if o.Fallen&(1<<uint(n)) == 0 {
			box++
		}
	}
	if o.SetAside {
		box--
	}
	render.TextMid(dst, i18n.F("Stone blocks still to fall: %d", box), f.Bold, layout.Rect{X: l.Table.X + 10*u, Y: l.Blocks.Y - 26*u, W: l.Table.W - 20*u, H: 22 * u}, render.Ink, render.Left)
	for n := 1; n <= horus.NumBlocks; n++ {
		r := l.BlockCell(n)
		fallen := o.Fallen&(1<<uint(n)) != 0
		switch {
		case fallen: // dark and struck through: fallen is not told by colour alone
			render.Fill(dst, r, render.Background)
			render.Slash(dst, r, 2*u, max(1, u), render.InkFaint)
			render.TextMid(dst, fmt.Sprint(n), f.Tiny, r, render.InkFaint, render.Center)
		case int(o.SetAsideBlock) == n:
			render.Fill(dst, r, render.Mix(render.Stone, render.Gold, 0.4))
			render.Stroke(dst, r, 2*u, render.Gold)
			render.TextMid(dst, fmt.Sprint(n), f.Tiny, r, render.Ink, render.Center)
		default:
			render.Fill(dst, r, rgbStone)
			render.TextMid(dst, fmt.Sprint(n), f.Tiny, r, render.Ink, render.Center)
		}
	}
	if o.SetAside {
		msg := i18n.T("A block waits beside the board (unseen)")
		if o.SetAsideBlock != 0 {
			msg = i18n.F("Block %d waits beside the board", o.SetAsideBlock)
		}
		render.TextMid(dst, msg, f.Small, layout.Rect{X: l.Table.X + 10*u, Y: l.Blocks.Bottom() + 4*u, W: l.Table.W - 20*u, H: 18 * u}, render.Gold, render.Left)
	}
	// supplies and discard, line by line at the font's own line height
	// (larger text), shrunk to the panel's width
	y := l.Supply.Y
	lh := max(19*u, render.LineHeight(f.Small))
	line := func(s string, c color.Color) {
		if y+lh <= l.Table.Bottom() {
			render.TextMid(dst, s, f.Small, layout.Rect{X: l.Supply.X, Y: y, W: l.Table.Right() - 10*u - l.Supply.X, H: lh}, c, render.Left)
		}
		y += lh
	}
	line(i18n.F("Mummy wound cards left: %d", o.Supply[0]), render.InkDim)
	line(i18n.F("Block wound cards left: %d", o.Supply[1]), render.InkDim)
	line(i18n.N(o.Discard.Len(), "Discard pile: %d card", "Discard pile: %d cards", o.Discard.Len()), render.InkDim)
	if o.PeekUsed {
		line(i18n.T("Udjat/Clairvoyance used this round"), render.InkFaint)
	}
	// the note only when all of it fits
	note := render.Wrap(i18n.T("Fallen blocks are dark and struck through; the grid shows where each block would land."), f.Small, l.Table.Right()-10*u-l.Supply.X)
	if y+float64(len(note))*lh <= l.Table.Bottom() {
		for _, s := range note {
			line(s, render.InkFaint)
		}
	}

}

var rgbStone = color.RGBA{0x6e, 0x62, 0x55, 0xff}

// screenPos is where an entity is drawn now, following its animation
// (world.At: a mummy turning at a wall is drawn at the wall).
func (b *Board) screenPos(e world.Entity) (layout.Rect, bool) {
	a, ok := b.world.Current(e)
	if !ok || a.Kind != world.Slide && a.Kind != world.Hop {
		return b.lay.Square(b.world.At(e)), false
	}
	from, to := b.lay.Square(a.From), b.lay.Square(a.To)
	return layout.Rect{X: a.T.Lerp(from.X, to.X), Y: a.T.Lerp(from.Y, to.Y) + hopOffset(a, from.H), W: from.W, H: from.H}, true
}

func (b *Board) drawBoard(dst *ebiten.Image, ctx *scenes.Context, cur int) {
	defer b.shakeBoard()()
	l, u := &b.lay, b.lay.U
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(l.Board.X), math.Round(l.Board.Y))
	dst.DrawImage(b.art.Board, op)
	var buf [64]world.Entity
	// sarcophagi
	for _, e := range b.world.All(world.Sarcophagus, buf[:0]) {
		i := b.world.KeyOf(e).A
		sr, open := b.flipRect(e, l.Sarcophagus(i), b.world.Open[e])
		b.drawSarcophagus(dst, ctx, sr, b.world.Here[e], open, b.world.Face[e])
	}
	// idols in their alcoves
	for g := horus.God(0); g < horus.NumGods; g++ {
		r := l.Alcove(g)
		render.Fill(dst, r, render.WallInk)
		e, ok := b.world.Lookup(world.Key{Kind: world.Card, A: int(horus.IdolCard(g))})
		if ok && (b.world.Place[e].Where == world.InAlcove || b.idolWaiting(e)) {
			drawIdol(dst, r, g)
		}
	}
	// fallen blocks
	for _, e := range b.world.All(world.Block, buf[:0]) {
		if !b.world.Down[e] {
			continue
		}
		n := b.world.KeyOf(e).A
		r := l.Square(horus.BlockSquare(n))
		scale, alpha := 1.0, 1.0
		if a, ok := b.world.Current(e); ok && a.Kind == world.Fall {
			if a.Started() {
				b.drawFalling(dst, a, n, r)
			}
			continue
		}
		size := int(math.Round(r.W))
		im := b.art.Block(n, size)
		o := &ebiten.DrawImageOptions{}
		o.GeoM.Translate(-float64(size)/2, -float64(size)/2)
		o.GeoM.Scale(scale, scale)
		cx, cy := r.Center()
		o.GeoM.Translate(math.Round(cx), math.Round(cy))
		o.ColorScale.ScaleAlpha(float32(alpha))
		dst.DrawImage(im, o)
	}
	b.drawSealed(dst)
	b.drawTrail(dst)
	if b.marks != nil { // what a person may click, under the figures
		b.marks.drawTargets(dst, cur)
	}
	b.drawFigures(dst, ctx, cur)
	b.drawFates(dst)
	// name the square under the pointer
	if q, ok := l.SquareAt(ctx.In.X, ctx.In.Y); ok {
		r := l.Square(q)
		render.Stroke(dst, r, 1.5*u, render.WithAlpha(render.Ink, 0.7))
	}
}

func (b *Board) drawSarcophagus(dst *ebiten.Image, ctx *scenes.Context, r layout.Rect, here, open bool, face horus.CardID) {
	u := b.lay.U
	switch {
	case !here:
		render.RoundBox(dst, r, render.WallInk, nil, 4*u, 0)
	case open:
		render.RoundBox(dst, r, horusrender.GodColor(face.Info().God), render.Gold, 4*u, max(1, 1.5*u))
		render.TextMid(dst, fmt.Sprint(face.Info().Value), ctx.Fonts.Tiny, r, render.Ink, render.Center)
		godMark(dst, face.Info().God, r, u)
	default:
		render.RoundBox(dst, r, render.Mix(render.Gold, render.Rubble, 0.45), render.WallInk, 4*u, max(1, 1.5*u))
		cx, cy := r.Center()
		k := min(r.W, r.H) * 0.36
		render.RoundBox(dst, layout.Rect{X: cx - k/2, Y: cy - k/2, W: k, H: k}, render.Mix(render.Gold, render.Ink, 0.3), nil, k/2, 0)
		if face != horus.NoCard { // read in secret: only this seat sees the value
			render.TextMid(dst, fmt.Sprint(face.Info().Value), ctx.Fonts.Tiny, r, render.WallInk, render.Center)
		}
	}
}

// drawIdol draws a small statue in the god's colour.
func drawIdol(dst *ebiten.Image, r layout.Rect, g horus.God) {
	size := int(math.Round(min(r.W, r.H)))
	im := render.Shape("idol", int(g), size, func(c *render.Canvas, s float64) {
		paintIdol(c, layout.Rect{W: s, H: s}, horusrender.GodColor(g))
	})
	cx, cy := r.Center()
	render.Blit(dst, im, cx-float64(size)/2, cy-float64(size)/2, nil)
}

func paintIdol(dst *render.Canvas, r layout.Rect, c color.RGBA) {
	cx, cy := r.Center()
	s := min(r.W, r.H)
	var body render.Path
	body.MoveTo(cx-s*0.28, cy+s*0.38)
	body.LineTo(cx+s*0.28, cy+s*0.38)
	body.LineTo(cx+s*0.14, cy-s*0.05)
	body.LineTo(cx-s*0.14, cy-s*0.05)
	body.Close()
	dst.FillPath(&body, c)
	dst.StrokePath(&body, max(1, s*0.06), render.Gold)
	dst.FillCircle(cx, cy-s*0.2, s*0.16, c)
	dst.StrokeCircle(cx, cy-s*0.2, s*0.16, max(1, s*0.06), render.Gold)
}

// drawFigures draws mummies and adventurers; figures sharing a square
// share it in quarters so that every one stays visible.
func (b *Board) drawFigures(dst *ebiten.Image, ctx *scenes.Context, cur int) {
	l, u := &b.lay, b.lay.U
	type item struct {
		e      world.Entity
		mummy  bool
		sq     horus.Square
		r      layout.Rect
		moving bool
	}
	var items []item
	var buf [16]world.Entity
	for _, e := range b.world.All(world.Mummy, buf[:0]) {
		if b.world.Morphing(b.world.KeyOf(e).A) {
			continue // still the adventurer it was made from (drawFates)
		}
		r, mv := b.screenPos(e)
		items = append(items, item{e, true, b.world.At(e), r, mv})
	}
	for _, e := range b.world.All(world.Figure, buf[:0]) {
		f := b.world.Fate[e]
		if f != horus.InPlay && f != horus.Trapped {
			continue
		}
		r, mv := b.screenPos(e)
		items = append(items, item{e, false, b.world.At(e), r, mv})
	}
	count := map[horus.Square]int{}
	for _, it := range items {
		if !it.moving {
			count[it.sq]++
		}
	}
	seen := map[horus.Square]int{}
	for _, it := range items {
		r := it.r.Inset(it.r.W * 0.06)
		if !it.moving {
			r = l.Slot(it.r, seen[it.sq], count[it.sq])
			seen[it.sq]++
		}
		size := int(math.Round(r.W))
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(r.X), math.Round(r.Y))
		if it.mummy {
			b.drawMummy(dst, it.e, r, size)
			continue
		}
		seat := b.world.KeyOf(it.e).A
		if b.world.Fate[it.e] == horus.Trapped {
			op.ColorScale.ScaleAlpha(0.45)
		}
		if seat == cur {
			rs := int(math.Round(r.W*1.16 + 3*u))
			ring := ringImage(rs, u)
			cx, cy := r.Center()
			render.Blit(dst, ring, cx-float64(rs)/2, cy-float64(rs)/2, render.Gold)
		}
		dst.DrawImage(b.art.Figure(b.obs.Players[seat].Adventurer, seat, size), op)
	}
}

// ringImage marks the acting adventurer.
func ringImage(size int, u float64) *ebiten.Image {
	return render.Shape("ring", int(u*10), size, func(c *render.Canvas, s float64) {
		c.StrokeCircle(s/2, s/2, s/2-1.5*u, 2.5*u, color.White)
	})
}

// warm draws, once per layout, every sprite a game can need, so frames
// during play only copy images (sprite drawing would cost frame time).
func (b *Board) warm() {
	c := b.lay.Cell
	sizes := []int{int(math.Round(c * 0.84)), int(math.Round(c / 2 * 0.92)), int(math.Round(c * 0.88))}
	for d := 0; d < int(horus.NumDice); d++ {
		for v := uint8(0); v <= 6; v++ {
			dieImage(d, v, int(math.Round(b.lay.Dice[d].W)))
		}
	}
	for n := 1; n <= horus.NumBlocks; n++ {
		b.art.Block(n, int(math.Round(c)))
	}
	for _, sz := range sizes {
		for s := 0; s < len(b.cfg.Seats); s++ {
			b.art.Figure(b.cfg.Seats[s].Adventurer, s, sz)
		}
		b.art.Mummy(false, sz)
		b.art.Mummy(true, sz)
		for f := horus.Dir(0); f < 4; f++ {
			facingImage(f, sz)
		}
		ringImage(int(math.Round(float64(sz)*1.16+3*b.lay.U)), b.lay.U)
	}
	for s := 0; s < len(b.cfg.Seats); s++ {
		b.art.Figure(b.cfg.Seats[s].Adventurer, s, int(32*b.lay.U))
	}
}

// drawFacing draws a red wedge on the side of the square a mummy faces.
func drawFacing(dst *ebiten.Image, r layout.Rect, f horus.Dir) {
	render.Blit(dst, facingImage(f, int(math.Round(r.W))), r.X, r.Y, nil)
}

func facingImage(f horus.Dir, size int) *ebiten.Image {
	return render.Shape("facing", int(f&3), size, func(c *render.Canvas, s float64) {
		paintFacing(c, layout.Rect{W: s, H: s}, f)
	})
}

func paintFacing(dst *render.Canvas, r layout.Rect, f horus.Dir) {
	cx, cy := r.Center()
	h := r.W / 2
	ang := [4]float64{-math.Pi / 2, 0, math.Pi / 2, math.Pi}[f&3]
	tip := [2]float64{cx + math.Cos(ang)*h*0.98, cy + math.Sin(ang)*h*0.98}
	base := h * 0.6
	side := h * 0.3
	bx, by := cx+math.Cos(ang)*base, cy+math.Sin(ang)*base
	px, py := -math.Sin(ang)*side, math.Cos(ang)*side
	var path render.Path
	path.MoveTo(tip[0], tip[1])
	path.LineTo(bx+px, by+py)
	path.LineTo(bx-px, by-py)
	path.Close()
	dst.FillPath(&path, render.Danger)
	dst.StrokePath(&path, max(1, r.W*0.03), render.WallInk)
}

// drawPlayers draws the seats' panels. Who is to act (cur), the Dice
// Keeper, the phase and each seat's status line are those of the moment
// the top bar shows (moment.go), so the panels do not run ahead of the
// board either.
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
		render.Fill(dst, layout.Rect{X: r.X + 2*u, Y: r.Y + 6*u, W: 5 * u, H: r.H - 12*u}, render.SeatColors[s])
		size := int(32 * u)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(r.X+12*u), math.Round(r.Y+6*u))
		dst.DrawImage(b.art.Figure(v.Adventurer, s, size), op)
		who := i18n.T("human")
		if !b.cfg.Seats[s].Human { // a computer, playing or replayed
			who = i18n.T("computer: ") + i18n.T(b.cfg.Seats[s].Level)
		} else if s == b.view {
			who = i18n.T("you")
		}
		// name left, who right; each gets its share of the line, shrunk
		// to it if need be (long names, translations, larger text)
		half := (r.W - 58*u) / 2
		whoBox := layout.Rect{X: r.Right() - 8*u - half, Y: r.Y + 4*u, W: half, H: 18 * u}
		nameW := half
		if int(o.Keeper) == s {
			nameW -= 22 * u // room for the Ankh between name and who
		}
		render.TextMid(dst, b.who(s), f.Bold, layout.Rect{X: r.X + 50*u, Y: r.Y + 3*u, W: nameW, H: 20 * u}, render.Ink, render.Left)
		render.TextMid(dst, who, f.Small, whoBox, render.InkDim, render.Right)
		if int(o.Keeper) == s {
			ww := render.Width(who, render.Fit(who, f.Small, whoBox.W, whoBox.H))
			drawAnkh(dst, r.Right()-8*u-ww-20*u, r.Y+4*u, 16*u, render.Gold)
		}
		status := ""
		switch v.Fate {
		case horus.InPlay:
			status = i18n.F("WLL %d   actions %d", max(1, int(v.WLL)), v.Actions)
			if o.Phase == horus.PhaseAdjust || o.Phase == horus.PhaseRoll || v.WLL == 0 {
				status = i18n.N(v.Count, "%d card   WLL next: %d", "%d cards   WLL next: %d", v.Count, horus.WLLFor(v.Count))
			}
		default:
			status = i18n.T(fateWords[v.Fate])
		}
		stInk := render.Ink
		if v.Fate == horus.Escaped {
			stInk = render.Good
		} else if v.Fate != horus.InPlay {
			stInk = render.Danger
		}
		render.TextMid(dst, status, f.Small, layout.Rect{X: r.Right() - 8*u - half, Y: r.Y + 22*u, W: half, H: 18 * u}, stInk, render.Right)
		// the ability takes what the status leaves of the line; when a
		// name was typed the adventurer's name goes before it if it fits
		// at full size (the figure's letter still says who it is)
		ab := horus.AbilityTitle(v.Adventurer.Ability())
		abInk := render.InkDim
		if v.AbilityUsed {
			ab += i18n.T(" (used)")
			abInk = render.InkFaint
		}
		abW := max(half, r.W-58*u-render.Width(status, f.Small)-10*u)
		if b.cfg.Seats[s].PlayerName() != "" {
			if long := v.Adventurer.Name() + " · " + ab; render.Width(long, f.Small) <= abW {
				ab = long
			}
		}
		render.TextMid(dst, ab, f.Small, layout.Rect{X: r.X + 50*u, Y: r.Y + 22*u, W: abW, H: 18 * u}, abInk, render.Left)
		// cards in front of the player
		cards := b.world.Cards(s, buf[:0])
		x, y := r.X+12*u, r.Y+46*u
		cw, ch := 22*u, 32*u
		step := cw + 3*u
		if n := len(cards) + extraWounds(&b.obs, s, cards); n > 0 && float64(n)*step > r.W-20*u {
			step = (r.W - 20*u - cw) / float64(n-1)
		}
		for _, e := range cards {
			cr := layout.Rect{X: x, Y: y, W: cw, H: ch}
			b.drawChip(dst, ctx, cr, e)
			x += step
		}
		for k := 0; k < extraWounds(&b.obs, s, cards); k++ {
			cr := layout.Rect{X: x, Y: y, W: cw, H: ch}
			render.Panel(dst, cr, render.Danger, render.WallInk, u)
			render.TextMid(dst, "+", f.Tiny, cr, render.Ink, render.Center)
			x += step
		}
		if len(cards) == 0 && extraWounds(&b.obs, s, cards) == 0 {
			render.TextMid(dst, i18n.T("no cards"), f.Small, layout.Rect{X: r.X + 12*u, Y: y, W: r.W - 24*u, H: 32 * u}, render.InkFaint, render.Left)
		}
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

func (b *Board) drawChip(dst *ebiten.Image, ctx *scenes.Context, r layout.Rect, e world.Entity) {
	u := b.lay.U
	if b.world.KeyOf(e).Kind == world.HiddenCard {
		if b.holdChip(e, r) { // still flying here from its deck (drawFx)
			return
		}
		d := b.world.KeyOf(e).B
		render.Panel(dst, r, deckColors[d], render.WallInk, u)
		// the deck's initial with "?": which deck is not told by colour alone
		initial := []rune(horus.DeckName(horus.Deck(d)))[0]
		render.TextMid(dst, string(initial)+"?", ctx.Fonts.Tiny, r.Inset(2*u), render.WallInk, render.Center)
		return
	}
	c := b.world.Face[e]
	if b.holdChip(e, r) { // still flying here from its deck (drawFx)
		render.Stroke(dst, r, max(1, u), render.WithAlpha(render.Ink, 0.3))
		return
	}
	bg, ink, label := chip(c)
	render.Panel(dst, r, color.RGBA{bg[0], bg[1], bg[2], 255}, render.WallInk, u)
	if a, ok := b.world.Current(e); ok && a.Kind == world.Flash {
		render.Stroke(dst, r.Inset(-2*u), 2*u, render.WithAlpha(render.Highlight, 1-a.T.Progress()))
	}
	render.TextMid(dst, label, ctx.Fonts.Tiny, r.Inset(2*u), color.RGBA{ink[0], ink[1], ink[2], 255}, render.Center)
	if ci := c.Info(); ci.Kind == horus.KindTreasure || ci.Kind == horus.KindIdol {
		godMark(dst, ci.God, r, u)
	}

	if r.Contains(ctx.In.X, ctx.In.Y) {
		b.chipHover = horus.CardName(c)
	}
}

// godMark puts the shape of the god's die (the die its idol curses, whose
// colour the god's cards share) in the top-right corner of r, so that a
// treasure's god is not told by colour alone.
func godMark(dst *ebiten.Image, g horus.God, r layout.Rect, u float64) {
	if g >= horus.NumGods {
		return
	}
	cx, cy := r.Right()-5*u, r.Y+5*u
	render.Dot(dst, cx, cy, 4.2*u, render.WallInk)
	dieSymbol(dst, int(g.Curse()), cx, cy, 2.6*u, render.Ink)
}

// keepTrail carries the last move's trail over from the world old when the
// world is rebuilt for another view of the same position (the device
// passed on in a hot-seat game, the replay's view changed): the player
// sitting down sees what happened. A rebuild for the same view is for
// another position (undo, a replay's jump), where the old trail would lie.
// Moves are public, so no view learns anything from another's trail.
func (b *Board) keepTrail(old *world.World) {
	if old != nil && old.Seat != b.world.Seat {
		b.world.Trail = append(b.world.Trail[:0], old.Trail...)
	}
}

// people are the names typed for the seats, "" where the adventurer's
// name is used (every computer, and people who typed none).
func (b *Board) people() []string {
	out := make([]string, len(b.cfg.Seats))
	for i, sc := range b.cfg.Seats {
		out[i] = sc.PlayerName()
	}
	return out
}

// who names the player of seat s on the screen: the typed name, or the
// adventurer's. It is drawn many times a frame, so it reads the
// configuration rather than building names.
func (b *Board) who(s int) string { return b.cfg.Who(s) }
