package pengqueen

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	pqart "github.com/pyramid-studio/pyramid/render/pengqueen"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// result is the game's part of the end screen: who won and why, the
// helps the game was played with (the Mummy's sight plays like the
// strongest computer), and, now that nothing is hidden, every hand
// turned up and the maze with every penguin where it ended.
type result struct {
	m      table.Match
	o      pq.Observation // at the end every seat sees everything
	seats  []session.Seat
	board  *Board
	art    *pqart.Art
	artFor [3]float64
}

func newResult(m table.Match, seats []session.Seat) *result {
	r := &result{m: m, o: observe(m, table.Onlooker), seats: seats}
	r.board = newBoard(m, seats, table.Onlooker)
	return r
}

// Headline is the verdict in a line.
func (r *result) Headline() string {
	if !r.o.Over {
		return i18n.T("The game is not over")
	}
	if r.o.Winner == pq.MummySeat {
		return i18n.T("The Mummy wins")
	}
	return i18n.F("%s wins", r.board.who(int(r.o.Winner)))
}

// why is how the game ended, in the game's words.
func (r *result) why() string {
	return pq.Game.Explain(r.m.Outcome().Reason, r.board.who)
}

// Draw draws the verdict, the helps, each seat's torches and cards, and
// the maze as it ended.
func (r *result) Draw(dst *ebiten.Image, ctx *scenes.Context, area layout.Rect) {
	f, u := ctx.Fonts, ctx.Frame.U
	o := &r.o
	left := layout.Rect{X: area.X, Y: area.Y, W: area.W * 0.5, H: area.H}
	render.TextMid(dst, r.Headline(), render.Fit(r.Headline(), f.Title, left.W, 70*u), layout.Rect{X: left.X, Y: left.Y, W: left.W, H: 70 * u}, render.Gold, render.Left)
	why := r.why()
	if a := pq.AssistsOf(r.m); a.Sight {
		why += " " + i18n.T("The Mummy's sight was on: she saw every square where each hunter could be.")
	}
	why += " " + i18n.N(int(o.Round), "The game lasted %d round.", "The game lasted %d rounds.", int(o.Round))
	wr := layout.Rect{X: left.X, Y: left.Y + 74*u, W: left.W - 10*u, H: 66 * u}
	scenes.DrawParagraph(dst, why, scenes.FitParagraph(why, f.Body, wr), wr, render.Ink)
	// the maze as it ended, every penguin in sight
	maze := layout.Rect{X: area.X + area.W*0.5, Y: area.Y, W: area.W * 0.5, H: area.H * 0.62}
	b := pqart.FitBoard(maze)
	if r.art == nil || r.artFor != [3]float64{maze.W, maze.H, float64(len(i18n.Current()))} {
		if r.art != nil {
			r.art.Dispose()
		}
		r.art = pqart.New(b, ctx.Fonts, ctx.Settings.Palette)
		r.artFor = [3]float64{maze.W, maze.H, float64(len(i18n.Current()))}
	}
	lit := observe(r.m, 1) // the hunters' side, lit: at the end it shows every penguin
	r.art.DrawScene(dst, pqart.Compose(&lit, b, pqart.SceneOptions{}))
	// each seat: torches, cards shown and the cards never shown
	rows := layout.Rect{X: area.X, Y: wr.Bottom() + 8*u, W: left.W - 10*u, H: area.Bottom() - wr.Bottom() - 8*u}
	n := len(r.seats)
	h := math.Min(rows.H/float64(n), 100*u)
	for s := 0; s < n; s++ {
		r.drawSeat(dst, ctx, s, layout.Rect{X: rows.X, Y: rows.Y + float64(s)*h, W: rows.W, H: h - 6*u})
	}
}

// drawSeat draws one seat's line of the result: the name and how it
// did, then its torches or its cards (shown ones bright, the others dim).
func (r *result) drawSeat(dst *ebiten.Image, ctx *scenes.Context, s int, row layout.Rect) {
	f, u, o := ctx.Fonts, ctx.Frame.U, &r.o
	line := render.PanelLine
	if int(o.Winner) == s && o.Over {
		line = render.Gold
	}
	render.Panel(dst, row, render.PanelFill, line, u)
	name := r.board.who(s)
	if k := kindWords(r.board.seat(s)); k != "" {
		name += " (" + k + ")"
	}
	var words string
	if s == pq.MummySeat {
		words = i18n.F("took %d of %d torches", int(o.Tokens), pq.MummyWinsAt(int(o.Opt.Players)))
	} else {
		h := o.Hands[s-1]
		words = i18n.F("showed %d of %d treasures", h.Shown.Len(), h.Shown.Len()+h.Cards.Len())
		for _, p := range seatPieces(o, s) {
			if o.Pieces[p].Out {
				words += ", " + i18n.T("out of the game")
			}
		}
	}
	head := 24 * u
	nw := math.Min(render.Width(name, f.Bold)+12*u, row.W*0.55)
	nr := layout.Rect{X: row.X + 8*u, Y: row.Y + 2*u, W: nw, H: head}
	render.TextMid(dst, name, render.Fit(name, f.Bold, nr.W, nr.H), nr, render.Ink, render.Left)
	wr := layout.Rect{X: nr.Right() + 4*u, Y: nr.Y, W: row.Right() - nr.Right() - 12*u, H: head}
	render.TextMid(dst, words, render.Fit(words, f.Body, wr.W, wr.H), wr, render.InkDim, render.Left)
	if r.art == nil {
		return
	}
	x, top := row.X+8*u, row.Y+head+4*u
	room := row.Bottom() - top - 4*u
	if s == pq.MummySeat {
		size := int(math.Min(room*0.8, 30*u))
		r.art.DrawPile(dst, pqart.PileOf(o), x, top+room-float64(size), size)
		return
	}
	h := o.Hands[s-1]
	cw := int(math.Min(room/pqart.CardAspect, (row.W-20*u)/10.8))
	for c := pq.Card(0); c < pq.NumCards; c++ {
		if h.Shown.Has(c) {
			render.Blit(dst, r.art.CardFace(c, cw), x, top, nil)
			x += float64(cw) * 1.05
		}
	}
	x += float64(cw) * 0.3
	for c := pq.Card(0); c < pq.NumCards; c++ {
		if h.Cards.Has(c) {
			render.Blit(dst, r.art.CardFace(c, cw), x, top, render.WithAlpha(render.Ink, 0.5))
			x += float64(cw) * 1.05
		}
	}
}
