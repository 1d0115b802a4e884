package horus

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// horusResult is Horus's part of the end screen: every adventurer's fate
// and score (treasures, idols, chests, variety bonus, total), the winner
// and why, with the tie-break. At the end of the game all cards are
// turned up, so the scores come from the final state.
type horusResult struct {
	seats  []session.Seat
	advs   []horus.Adventurer
	scores [horus.MaxPlayers]horus.Score
	rounds int
}

func newHorusResult(m table.Match, seats []session.Seat) *horusResult {
	st := horus.MatchOf(m).State
	r := &horusResult{seats: seats, scores: st.Scores(), rounds: int(st.Round)}
	for i := range seats {
		r.advs = append(r.advs, st.Opt.Adventurers[i])
	}
	return r
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
	return layout.Rect{X: area.X + 50*u, Y: area.Y + 182*u, W: 1100 * u, H: (48 + float64(len(r.seats))*56) * u}
}

// Part is where the score table ("scores") is (scenes.ResultParts).
func (r *horusResult) Part(ctx *scenes.Context, area layout.Rect, name string) (layout.Rect, bool) {
	return r.table(area, ctx.Frame.U), name == lookScores
}

// Draw shows the verdict over the score table, in area (the design's
// 1200×590 from (40, 20)).
func (r *horusResult) Draw(dst *ebiten.Image, ctx *scenes.Context, area layout.Rect) {
	f, u := ctx.Fonts, ctx.Frame.U
	at := func(x, y, w, h float64) layout.Rect {
		return layout.Rect{X: area.X + (x-40)*u, Y: area.Y + (y-20)*u, W: w * u, H: h * u}
	}
	head, why := r.verdict()
	render.TextMid(dst, head, f.Title, at(40, 30, 1200, 90), render.Gold, render.Center)
	render.TextMid(dst, why, f.Head, at(40, 124, 1200, 32), render.Ink, render.Center)
	render.TextMid(dst, i18n.N(r.rounds, "after %d round", "after %d rounds", r.rounds), f.Body, at(40, 158, 1200, 26), render.InkDim, render.Center)
	cols := []struct {
		title string
		x     float64
	}{{i18n.T("Adventurer"), 110}, {i18n.T("Fate"), 420}, {i18n.T("Treasures"), 560}, {i18n.T("Idols"), 680}, {i18n.T("Chests"), 780}, {i18n.T("Variety"), 890}, {i18n.T("Total"), 1010}}
	y := 210.0
	render.Panel(dst, r.table(area, u), render.PanelFill, render.PanelLine, u)
	for k, c := range cols {
		next := 1180.0
		if k+1 < len(cols) {
			next = cols[k+1].x
		}
		render.TextMid(dst, c.title, f.Bold, at(c.x, y-4, next-c.x-8, 28), render.InkDim, render.Left)
	}
	for i, seat := range r.seats {
		sc := r.scores[i]
		yy := y + 40 + float64(i)*56
		if sc.Won {
			render.Fill(dst, at(96, yy-8, 1088, 48), render.Mix(render.PanelFill, render.Gold, 0.18))
		}
		render.Fill(dst, at(100, yy, 10, 32), render.SeatColors[i])
		who := i18n.T("human")
		if !seat.IsHuman() {
			who = i18n.T("computer: ") + i18n.T(seat.Kind)
		}
		if r.typed(i) {
			who = r.advs[i].Name() + " · " + who // the typed name is the title
		}
		render.TextMid(dst, r.who(i), f.Bold, at(124, yy-2, 288, 22), render.Ink, render.Left)
		render.TextMid(dst, who, f.Small, at(124, yy+19, 288, 18), render.InkDim, render.Left)
		fateInk := render.Good
		if sc.Fate != horus.Escaped {
			fateInk = render.Danger
		}
		render.TextMid(dst, i18n.T(fateWords[sc.Fate]), f.Body, at(420, yy, 132, 32), fateInk, render.Left)
		if sc.Fate != horus.Escaped {
			render.TextMid(dst, i18n.T("scores nothing"), f.Small, at(560, yy, 300, 32), render.InkFaint, render.Left)
			continue
		}
		vals := []int{sc.Treasures, sc.Idols, sc.Chests, sc.Variety, sc.Total}
		for k, v := range vals {
			face, ink := f.Body, render.Ink
			if k == len(vals)-1 {
				face, ink = f.Head, render.Gold
			}
			render.TextMid(dst, fmt.Sprint(v), face, at(cols[k+2].x, yy, 60, 32), ink, render.Left)
		}
		if sc.Horus {
			render.TextMid(dst, i18n.T("Horus idol"), f.Small, at(1070, yy, 112, 32), render.Gold, render.Left)
		}
	}
	foot, footBox := i18n.T("Treasures include necklaces. Variety bonus: 1, 3, 6, 10 or 15 points for 1 to 5 different gods among treasures and idols."), at(100, 572, 1080, 38)
	scenes.DrawParagraph(dst, foot, scenes.FitParagraph(foot, f.Small, footBox), footBox, render.InkDim)
}
