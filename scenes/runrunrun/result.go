package runrunrun

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	rrrender "github.com/pyramid-studio/pyramid/render/runrunrun"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// result is Run Run Run!'s part of the end screen: whether the team
// escaped or how it was lost, the game in figures (rounds, rooms laid,
// mummies destroyed, torches left, the Lord met), each cat with its
// player and the cards it kept, and the maze as it was left. At the end
// every hand may be seen, but it tells nothing more: the cards left are
// counted, not shown.
type result struct {
	seats []session.Seat
	obs   rrr.Observation // the public view of the last position
	out   rrr.Outcome
	diff  string
	art   *rrrender.Art
}

func newResult(m table.Match, seats []session.Seat) *result {
	st := &rrr.MatchOf(m).State
	return &result{seats: seats, obs: st.Observe(table.Onlooker), out: st.Outcome(),
		diff: difficultyWords(st.Opt.Difficulty)}
}

// Headline is the verdict in a line.
func (r *result) Headline() string {
	if r.out.Won {
		return i18n.T("The team escaped!")
	}
	return i18n.T("The team is lost")
}

// why is how the game ended, in the game's words.
func (r *result) why() string {
	return rrr.Game.Explain(rrr.OutcomeReason(r.out.End), nil)
}

// Draw shows the verdict, the figures and the team on the left, the maze
// on the right, in area (the design's 1200×590 from (40, 20)).
func (r *result) Draw(dst *ebiten.Image, ctx *scenes.Context, area layout.Rect) {
	f, u := ctx.Fonts, ctx.Frame.U
	a := func(x, y, w, h float64) layout.Rect { return at(area, u, x, y, w, h) }
	ink := render.Gold
	if !r.out.Won {
		ink = render.Danger
	}
	render.TextMid(dst, r.Headline(), f.Title, a(0, 0, 640, 80), ink, render.Left)
	why := r.why()
	wr := a(0, 84, 640, 56)
	scenes.DrawParagraph(dst, why, scenes.FitParagraph(why, f.Head, wr), wr, render.Ink)

	lord := i18n.T("the Exit never opened: the Lord stayed hidden")
	if r.out.Lord > 0 {
		lord = i18n.F("the Exit opened; its Lord: %s", i18n.T(r.obs.FigureInfo(rrr.LordIndex).Name.English))
	}
	facts := []string{
		i18n.F("Difficulty: %s", r.diff),
		i18n.N(r.out.Rounds, "%d round", "%d rounds", r.out.Rounds) + ", " + i18n.N(r.out.Turns, "%d turn", "%d turns", r.out.Turns),
		i18n.N(r.out.Rooms, "%d room card laid", "%d room cards laid", r.out.Rooms),
		i18n.N(r.out.Destroyed, "%d mummy destroyed", "%d mummies destroyed", r.out.Destroyed),
		i18n.N(r.out.Torches, "%d torch left", "%d torches left", r.out.Torches),
		lord,
	}
	render.Panel(dst, a(0, 150, 640, 206), render.PanelFill, render.PanelLine, u)
	for i, s := range facts {
		render.TextMid(dst, s, f.Body, a(18, 158+float64(i)*32, 604, 30), render.Ink, render.Left)
	}

	render.Panel(dst, a(0, 368, 640, 212), render.PanelFill, render.PanelLine, u)
	render.TextMid(dst, i18n.T("The team"), f.Bold, a(18, 374, 300, 28), render.Gold, render.Left)
	for s := range r.seats {
		y := 406 + float64(s)*42
		r.artFor().DrawSeatBadge(dst, s, area.X+34*u, area.Y+(y+18)*u, 30*u)
		name, cat := r.seats[s].Name, i18n.T(r.obs.Opt.Cats[s].Info().Short.English)
		who := name
		if name != cat {
			who = fmt.Sprintf("%s · %s", name, cat)
		}
		render.TextMid(dst, who, f.Bold, a(58, y, 300, 36), render.Ink, render.Left)
		render.TextMid(dst, scenes.KindName(r.seats[s].Kind), f.Small, a(364, y, 130, 36), render.InkDim, render.Left)
		n := int(r.obs.HandSize[s])
		render.TextMid(dst, i18n.N(n, "%d card left", "%d cards left", n), f.Body, a(500, y, 130, 36), cardsInk(uint8(n)), render.Left)
	}

	// the maze as the game left it
	mz := a(660, 0, 540, 580)
	render.Panel(dst, mz, render.Background, render.PanelLine, u)
	inner := mz.Inset(4 * u)
	cam := rrrender.Fit(&r.obs, inner)
	ar := r.artFor()
	sub := clip(dst, inner)
	ar.DrawBackdrop(sub, cam)
	ar.DrawMaze(sub, &r.obs, cam, rrrender.MazeStyle{Time: 1})
}

// artFor is the result's art, made when first drawn.
func (r *result) artFor() *rrrender.Art {
	if r.art == nil {
		r.art = rrrender.NewArt()
	}
	return r.art
}

// difficultyWords names a difficulty (the same English words name the
// speeds of the settings, in other Polish words).
func difficultyWords(d rrr.Difficulty) string {
	switch d {
	case rrr.Easy:
		return i18n.Context("difficulty", "Easy")
	case rrr.Hard:
		return i18n.Context("difficulty", "Hard")
	case rrr.Heroic:
		return i18n.Context("difficulty", "Heroic")
	}
	return i18n.Context("difficulty", "Normal")
}
