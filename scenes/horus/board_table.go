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

// The table beside the board: the dice tray (the five dice, each with its
// shape under it and, beside it, the mark of whoever's idol curses it),
// the status line (the three search decks and the stone blocks still to
// fall, counted), and the table's drawer with the details (the 6×6 grid
// of blocks with those fallen struck through, the block set aside, the
// wound supplies, the discard pile), which opens over the column on
// demand.

// drawerKind is which drawer is open over the column.
type drawerKind uint8

const (
	drawerNone drawerKind = iota
	drawerTable
	drawerLog
)

// drawer is the drawer open over the column, sliding in.
type drawer struct {
	kind drawerKind
	open float64 // 0 when it starts sliding in, 1 in place
}

// toggle opens drawer k, or closes it when it is the one open.
func (d *drawer) toggle(k drawerKind) {
	if d.kind == k {
		d.kind = drawerNone
		return
	}
	d.kind, d.open = k, 0
}

// tick slides the open drawer in.
func (d *drawer) tick() {
	if d.kind != drawerNone {
		d.open = min(1, d.open+0.2)
	}
}

// rect is where the drawer is drawn now, sliding in from the right of
// the screen to its place r.
func (d *drawer) rect(r layout.Rect, screenW float64) layout.Rect {
	k := 1 - tween01(d.open)
	r.X += (screenW - r.X) * k
	return r
}

// closeButton is a drawer's close button, at the top right of r.
func closeButton(r layout.Rect, u float64) layout.Rect {
	return layout.Rect{X: r.Right() - 110*u, Y: r.Y + 8*u, W: 100 * u, H: 32 * u}
}

// drawTable draws the dice tray and the status line.
func (b *Board) drawTable(dst *ebiten.Image, ctx *scenes.Context, cur int) {
	l, f, u, o := &b.lay, ctx.Fonts, b.lay.U, &b.obs
	tray := l.DiceTray
	render.Panel(dst, tray, render.PanelFill, render.PanelLine, u)
	if o.Lock.Active { // beside the dice: what the lock needs
		lr := layout.Rect{X: l.Dice[horus.NumDice-1].Right() + 26*u, Y: tray.Y + 4*u, W: tray.Right() - 12*u - l.Dice[horus.NumDice-1].Right() - 26*u, H: tray.H - 8*u}
		scenes.DrawParagraph(dst, i18n.F("lock: need 1-%d", o.Lock.God.LockTop()), f.Bold, lr, render.Gold)
	}
	var chosen uint8
	if b.marks != nil {
		chosen = b.marks.chosenDice(cur)
	}
	for d := 0; d < int(horus.NumDice); d++ {
		e, _ := b.world.Lookup(world.Key{Kind: world.Die, A: d})
		r := l.Dice[d]
		if a, ok := b.world.Current(e); ok && a.Kind == world.Roll {
			b.drawDieTumbling(dst, d, r, b.world.Value[e], a)
		} else {
			b.drawDie(dst, d, r, b.world.Value[e], 0)
		}
		if chosen&(1<<d) != 0 {
			render.Stroke(dst, r.Inset(-3*u), 3*u, render.Highlight)
		}
		symCol := render.DieColors[d]
		if horus.Die(d) == horus.DieBlack { // black on the dark table would vanish
			symCol = render.InkDim
		}
		dieSymbol(dst, d, r.X+r.W/2, r.Bottom()+11*u, 6*u, symCol)
		// the curse mark beside the die: the token (colour, shape) of the
		// seat whose idol voids it, struck through
		for s := 0; s < int(o.Opt.Players); s++ {
			for g := horus.God(0); g < horus.NumGods; g++ {
				if int(g.Curse()) == d && o.Players[s].Cards.Has(horus.IdolCard(g)) {
					mr := b.curseMark(d)
					render.Blit(dst, horusrender.FigureToken(ctx.Fonts, o.Players[s].Adventurer, s, int(math.Round(mr.W))), mr.X, mr.Y, nil)
					render.Slash(dst, mr, 0, 2*u, render.Danger)
					if mr.Contains(ctx.In.X, ctx.In.Y) {
						b.explain.words(mr, i18n.F("%s's %s idol curses the %s die: it gives %s no action.", b.who(s), g, horus.DieWord(horus.Die(d)), b.who(s)))
					}
				}
			}
		}
	}
	// the status line: the decks and the blocks, counted
	st := l.Status
	render.Panel(dst, st, render.PanelFill, render.PanelLine, u)
	for d, r := range l.Decks {
		n := int(o.DeckCount[d])
		for k := min(2, n/6); k >= 0 && n > 0; k-- {
			off := float64(k) * 2.5 * u
			render.Blit(dst, horusrender.CardBack(horus.Deck(d), int(math.Round(r.W)), int(math.Round(r.H))), r.X+off, r.Y-off, nil)
		}
		if n == 0 {
			render.RoundBox(dst, r, nil, render.InkFaint, 4*u, max(1, u))
		}
		cr := layout.Rect{X: r.Right() + 6*u, Y: r.Y, W: 48 * u, H: r.H}
		render.TextMid(dst, fmt.Sprint(n), f.Head, cr, render.Ink, render.Left)
		if hit := (layout.Rect{X: r.X, Y: r.Y, W: cr.Right() - r.X, H: r.H}); hit.Contains(ctx.In.X, ctx.In.Y) {
			b.explain.words(hit, i18n.F("The %s deck, searched in the %s: %s.", horus.DeckName(horus.Deck(d)), i18n.T(horus.RoomOf(horus.Deck(d)).String()),
				i18n.N(n, "%d card left", "%d cards left", n)))
		}
	}
	left := blocksLeft(o)
	pr := l.Pile
	render.Blit(dst, b.art.Block(0, int(math.Round(pr.W))), pr.X, pr.Y, nil)
	render.TextMid(dst, fmt.Sprint(left), f.Head, layout.Rect{X: pr.Right() + 6*u, Y: pr.Y, W: 48 * u, H: pr.H}, render.Ink, render.Left)
	if o.SetAside {
		render.Dot(dst, pr.Right()-3*u, pr.Y+3*u, 7*u, render.Gold)
	}
	if hit := (layout.Rect{X: pr.X, Y: pr.Y, W: 100 * u, H: pr.H}); hit.Contains(ctx.In.X, ctx.In.Y) {
		msg := i18n.F("Stone blocks still to fall: %d", left)
		if o.SetAside {
			msg += ". " + b.setAsideWords()
		}
		b.explain.words(hit, msg)
	}
	bs := render.Normal
	switch {
	case l.TableBtn.Contains(ctx.In.X, ctx.In.Y):
		bs = render.Hot
	case b.drawer.kind == drawerTable:
		bs = render.Chosen
	}
	render.Button(dst, l.TableBtn, i18n.T("Table"), f.Bold, bs, u)
}

// curseMark is where the mark of the seat whose idol curses die d goes:
// beside the die, in the gap before the next one, inside the tray.
func (b *Board) curseMark(d int) layout.Rect {
	r, u := b.lay.Dice[d], b.lay.U
	return layout.Rect{X: r.Right() + 1*u, Y: r.Bottom() - 18*u, W: 18 * u, H: 18 * u}
}

// blocksLeft is how many stone blocks are still to fall.
func blocksLeft(o *horus.Observation) int {
	n := 0
	for k := 1; k <= horus.NumBlocks; k++ {
		if o.Fallen&(1<<uint(k)) == 0 {
			n++
		}
	}
	if o.SetAside {
		n--
	}
	return n
}

// setAsideWords says which block waits beside the board, as the view
// may know it.
func (b *Board) setAsideWords() string {
	if b.obs.SetAsideBlock != 0 {
		return i18n.F("Block %d waits beside the board", b.obs.SetAsideBlock)
	}
	return i18n.T("A block waits beside the board (unseen)")
}

// drawTableDrawer draws the table's drawer when it is open: the blocks'
// grid, the block set aside, the supplies and the discard pile.
func (b *Board) drawTableDrawer(dst *ebiten.Image, ctx *scenes.Context) {
	if b.drawer.kind != drawerTable {
		return
	}
	l, f, u, o := &b.lay, ctx.Fonts, b.lay.U, &b.obs
	r := b.drawer.rect(l.Drawer, ctx.W)
	dx := r.X - l.Drawer.X
	render.Panel(dst, r, render.PanelFill, render.Gold, u)
	render.Covered(r)
	render.TextMid(dst, i18n.T("The table"), f.Head, layout.Rect{X: r.X + 16*u, Y: r.Y + 8*u, W: r.W - 140*u, H: 32 * u}, render.Gold, render.Left)
	cb := closeButton(r, u)
	cs := render.Normal
	if cb.Contains(ctx.In.X, ctx.In.Y) {
		cs = render.Hot
	}
	render.Button(dst, cb, i18n.T("Close"), f.Bold, cs, u)
	left := blocksLeft(o)
	render.TextMid(dst, i18n.F("Stone blocks still to fall: %d", left), f.Bold, layout.Rect{X: r.X + 20*u, Y: l.Blocks.Y - 22*u, W: r.W - 40*u, H: 22 * u}, render.Ink, render.Left)
	for n := 1; n <= horus.NumBlocks; n++ {
		c := l.BlockCell(n)
		c.X += dx
		fallen := o.Fallen&(1<<uint(n)) != 0
		switch {
		case fallen: // dark and struck through: fallen is not told by colour alone
			render.Fill(dst, c, render.Background)
			render.Slash(dst, c, 2*u, max(1, u), render.InkFaint)
			render.TextMid(dst, fmt.Sprint(n), f.Bold, c, render.InkFaint, render.Center)
		case int(o.SetAsideBlock) == n:
			render.Fill(dst, c, render.Mix(render.Stone, render.Gold, 0.4))
			render.Stroke(dst, c, 2*u, render.Gold)
			render.TextMid(dst, fmt.Sprint(n), f.Bold, c, render.Ink, render.Center)
		default:
			render.Fill(dst, c, rgbStone)
			render.TextMid(dst, fmt.Sprint(n), f.Bold, c, render.Ink, render.Center)
		}
	}
	// beside the grid, the decks; under it, the supplies and the discards
	x := l.Blocks.Right() + dx + 20*u
	y := l.Blocks.Y
	lh := max(24*u, render.LineHeight(f.Body))
	side := func(s string, c color.RGBA) {
		scenes.DrawParagraph(dst, s, f.Body, layout.Rect{X: x, Y: y, W: r.Right() - 16*u - x, H: lh}, c)
		y += lh
	}
	for d := 0; d < horus.NumDecks; d++ {
		side(fmt.Sprintf("%s: %d", horus.DeckName(horus.Deck(d)), o.DeckCount[d]), render.Ink)
	}
	y = l.Supply.Y
	x = l.Supply.X + dx
	full := r.Right() - 16*u - x
	line := func(s string, c color.RGBA) {
		lines := render.Wrap(s, f.Body, full)
		h := float64(len(lines)) * lh
		if y+h <= r.Bottom()-8*u {
			scenes.DrawParagraph(dst, s, f.Body, layout.Rect{X: x, Y: y, W: full, H: h}, c)
		}
		y += h + 4*u
	}
	// the supplies and the discards have the drawer's width: their words
	// are long in Polish at the largest text
	line(i18n.F("Mummy wounds: %d", o.Supply[0])+" · "+i18n.F("Block wounds: %d", o.Supply[1])+" · "+
		i18n.N(o.Discard.Len(), "Discards: %d card", "Discards: %d cards", o.Discard.Len()), render.InkDim)
	if o.SetAside {
		line(b.setAsideWords()+".", render.Gold)
	}
	if o.PeekUsed {
		line(i18n.T("Udjat/Clairvoyance used this round"), render.InkDim)
	}
	line(i18n.T("Fallen blocks are dark and struck through; the grid shows where each block would land."), render.InkFaint)
}

var rgbStone = color.RGBA{0x6e, 0x62, 0x55, 0xff}
