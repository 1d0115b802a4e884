package horus

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	horusrender "github.com/pyramid-studio/pyramid/render/horus"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// horusResult is Horus's part of the end screen: every adventurer's fate
// and, card by card, what they scored (each treasure, necklace and idol
// with its value, each chest with its roll, the variety bonus of their
// gods) and their total; the winner and why, with the tie-break. At the
// end of the game all cards are turned up, so the scores come from the
// final state; every card explains itself under the pointer.
type horusResult struct {
	seats  []session.Seat
	advs   []horus.Adventurer
	scores [horus.MaxPlayers]horus.Score
	parts  [horus.MaxPlayers]scoreParts
	rounds int
	tip    cardTip
}

// scoreParts is what a seat scored with, card by card.
type scoreParts struct {
	cards  []horus.CardID // treasures, necklaces and idols, the most valuable first
	chests []int          // each chest's roll
	gods   int            // gods among its treasures and idols
}

func newHorusResult(m table.Match, seats []session.Seat) *horusResult {
	st := horus.MatchOf(m).State
	r := &horusResult{seats: seats, scores: st.Scores(), rounds: int(st.Round)}
	for i := range seats {
		r.advs = append(r.advs, st.Opt.Adventurers[i])
		r.parts[i] = partsOf(&st, i)
	}
	return r
}

// partsOf is what seat p scores with in the final state st.
func partsOf(st *horus.State, p int) scoreParts {
	var sp scoreParts
	all := st.Carried(p)
	for c, ok := all.Next(0); ok; c, ok = all.Next(int(c) + 1) {
		switch c.Info().Kind {
		case horus.KindTreasure, horus.KindNecklace, horus.KindIdol:
			sp.cards = append(sp.cards, c)
		}
	}
	sort.SliceStable(sp.cards, func(i, j int) bool { return sp.cards[i].Info().Value > sp.cards[j].Info().Value })
	pl := &st.Players[p]
	for k := 0; k < int(pl.NChests); k++ {
		sp.chests = append(sp.chests, int(pl.Chests[k]))
	}
	sp.gods = popcount(horus.GodsOf(all))
	return sp
}

// who names seat s as everywhere: the name typed, or the adventurer's.
func (r *horusResult) who(s int) string {
	if s < 0 || s >= len(r.seats) {
		return i18n.T("someone")
	}
	return r.seats[s].Name
}

// typed reports whether a name was typed for seat s (not the adventurer's).
func (r *horusResult) typed(s int) bool {
	return r.seats[s].IsHuman() && r.seats[s].Name != r.advs[s].Name()
}

// verdict says who won, and why in the game's words (horus.OutcomeReason,
// Game.Explain), with the tie-break if one was needed.
func (r *horusResult) verdict() (headline, why string) {
	n := len(r.seats)
	why = horus.Game.Explain(horus.OutcomeReason(r.scores[:n]), r.who)
	best := -1
	for i := range n {
		if r.scores[i].Fate == horus.Escaped {
			best = max(best, r.scores[i].Total)
		}
	}
	if best < 0 {
		return i18n.T("The mummies win"), why
	}
	var won []int
	for i := range n {
		if r.scores[i].Fate == horus.Escaped && r.scores[i].Total == best && r.scores[i].Won {
			won = append(won, i)
		}
	}
	if len(won) > 1 {
		var ns []string
		for _, s := range won {
			ns = append(ns, r.who(s))
		}
		return i18n.F("%s share the victory", strings.Join(ns, i18n.T(" and "))), why
	}
	return i18n.N(best, "%s wins with %d point", "%s wins with %d points", r.who(won[0]), best), why
}

// Headline is the verdict.
func (r *horusResult) Headline() string { h, _ := r.verdict(); return h }

// table is where the score table goes in area (of the design's 1200×590
// from (40, 20), u pixels a unit).
func (r *horusResult) table(area layout.Rect, u float64) layout.Rect {
	return layout.Rect{X: area.X + 50*u, Y: area.Y + (tableTop-20)*u, W: 1100 * u, H: (44 + float64(len(r.seats))*r.rowH()) * u}
}

// tableTop is the top of the score table in the design's units.
const tableTop = 168.0

// rowH is the height of a seat's row in the score table, in design
// units: six seats leave the footnote its place.
func (r *horusResult) rowH() float64 { return min(64.0, 330/float64(max(1, len(r.seats)))) }

// Part is where the score table ("scores") is (scenes.ResultParts).
func (r *horusResult) Part(ctx *scenes.Context, area layout.Rect, name string) (layout.Rect, bool) {
	return r.table(area, ctx.Frame.U), name == lookScores
}

// Draw shows the verdict over the score table, in area (the design's
// 1200×590 from (40, 20)): for each seat its name, its fate, the cards it
// scores with and their values, its chests' rolls, the variety bonus
// and the total.
func (r *horusResult) Draw(dst *ebiten.Image, ctx *scenes.Context, area layout.Rect) {
	f, u := ctx.Fonts, ctx.Frame.U
	r.tip.reset()
	at := func(x, y, w, h float64) layout.Rect {
		return layout.Rect{X: area.X + (x-40)*u, Y: area.Y + (y-20)*u, W: w * u, H: h * u}
	}
	head, why := r.verdict()
	render.TextMid(dst, head, f.Title, at(40, 24, 1200, 80), render.Gold, render.Center)
	render.TextMid(dst, why, f.Head, at(40, 104, 1200, 32), render.Ink, render.Center)
	render.TextMid(dst, i18n.N(r.rounds, "after %d round", "after %d rounds", r.rounds), f.Body, at(40, 136, 1200, 26), render.InkDim, render.Center)
	cols := []struct {
		title string
		x, w  float64
	}{{i18n.T("Adventurer"), 110, 250}, {i18n.T("Fate"), 370, 110}, {i18n.T("What they scored, card by card"), 490, 500}, {i18n.T("Bonus"), 1000, 110}, {i18n.T("Total"), 1115, 70}}
	rowH := r.rowH()
	y := tableTop + 8
	render.Panel(dst, r.table(area, u), render.PanelFill, render.PanelLine, u)
	for _, c := range cols {
		render.TextMid(dst, c.title, f.Bold, at(c.x, y-4, c.w, 30), render.InkDim, render.Left)
	}
	for i, seat := range r.seats {
		sc := r.scores[i]
		yy := y + 34 + float64(i)*rowH
		if sc.Won {
			render.Fill(dst, at(96, yy-2, 1088, rowH-4), render.Mix(render.PanelFill, render.Gold, 0.18))
		}
		render.Fill(dst, at(100, yy+4, 8, rowH-14), render.SeatColors[i])
		who := i18n.T("human")
		if !seat.IsHuman() {
			who = i18n.T("computer: ") + i18n.T(seat.Kind)
		}
		if r.typed(i) {
			who = r.advs[i].Name() + " · " + who // the typed name is the title
		}
		render.TextMid(dst, r.who(i), f.Bold, at(116, yy, 244, (rowH-6)/2), render.Ink, render.Left)
		render.TextMid(dst, who, f.Small, at(116, yy+(rowH-6)/2, 244, (rowH-6)/2), render.InkDim, render.Left)
		fateInk := render.Good
		if sc.Fate != horus.Escaped {
			fateInk = render.Danger
		}
		render.TextMid(dst, i18n.T(fateWords[sc.Fate]), f.Body, at(370, yy, 110, rowH-6), fateInk, render.Left)
		if sc.Fate != horus.Escaped {
			render.TextMid(dst, i18n.T("scores nothing"), f.Small, at(490, yy, 500, rowH-6), render.InkFaint, render.Left)
			continue
		}
		r.drawParts(dst, ctx, i, at(490, yy, 500, rowH-6))
		render.TextMid(dst, i18n.F("+%d", sc.Variety), f.Body, at(1000, yy, 110, (rowH-6)/2), render.Ink, render.Left)
		render.TextMid(dst, i18n.N(r.parts[i].gods, "%d god", "%d gods", r.parts[i].gods), f.Small, at(1000, yy+(rowH-6)/2, 110, (rowH-6)/2), render.InkDim, render.Left)
		render.TextMid(dst, fmt.Sprint(sc.Total), f.Head, at(1115, yy, 70, rowH-6), render.Gold, render.Left)
		if sc.Horus {
			render.TextMid(dst, i18n.T("Horus idol"), f.Small, at(1115, yy+(rowH-6)*0.62, 70, (rowH-6)*0.38), render.Gold, render.Left)
		}
	}
	foot, footBox := i18n.T("Treasures include necklaces. Variety bonus: 1, 3, 6, 10 or 15 points for 1 to 5 different gods among treasures and idols."), at(100, 572, 1080, 38)
	scenes.DrawParagraph(dst, foot, scenes.FitParagraph(foot, f.Small, footBox), footBox, render.InkDim)
	r.tip.draw(dst, ctx)
}

// drawParts draws what seat i scored with into box: its cards, the most
// valuable first (each with its value), then its chests with their rolls.
func (r *horusResult) drawParts(dst *ebiten.Image, ctx *scenes.Context, i int, box layout.Rect) {
	u := ctx.Frame.U
	sp := &r.parts[i]
	ch := box.H
	cw := ch * horusrender.CardRatio
	n := len(sp.cards) + len(sp.chests)
	step := cw + 4*u
	if n > 1 && float64(n)*step > box.W {
		step = (box.W - cw) / float64(n-1)
	}
	x := box.X
	for k, c := range sp.cards {
		cr := layout.Rect{X: x, Y: box.Y, W: cw, H: ch}
		vis := cr
		if k < n-1 && step < cw {
			vis.W = step
		}
		drawCardFace(dst, ctx, cr, c)
		if vis.Contains(ctx.In.X, ctx.In.Y) {
			r.tip.show(cr, c, false, 0)
		}
		x += step
	}
	for _, roll := range sp.chests {
		cr := layout.Rect{X: x, Y: box.Y, W: cw, H: ch}
		render.Blit(dst, horusrender.CardFace(chestCard(), int(math.Round(cw)), int(math.Round(ch))), cr.X, cr.Y, nil)
		face := render.Resized(ctx.Fonts.Bold, max(cr.H*0.3, mustSize(ctx.Fonts.Small)))
		plate := layout.Rect{X: cr.X + cr.W*0.1, Y: cr.Bottom() - cr.H*0.42, W: cr.W * 0.8, H: cr.H * 0.34}
		render.RoundBox(dst, plate, render.WithAlpha(render.WallInk, 0.82), nil, 4*u, 0)
		render.TextMid(dst, fmt.Sprint(roll), face, plate, render.Gold, render.Center)
		if cr.Contains(ctx.In.X, ctx.In.Y) {
			r.tip.words(cr, i18n.F("A chest: its roll, %d, is its worth.", roll))
		}
		x += step
	}
}

// chestCard is a chest's card, for its picture.
func chestCard() horus.CardID {
	for c := horus.CardID(0); c < horus.NumCards; c++ {
		if c.Info().Kind == horus.KindChest {
			return c
		}
	}
	return 0
}

// mustSize is the size of one of the game's faces (0 for another).
func mustSize(face render.Face) float64 {
	s, _ := render.SizeOf(face)
	return s
}
