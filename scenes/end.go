package scenes

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/game"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/stats"
)

// End shows the result: every adventurer's fate and score, the winner
// and why. At the end of the game all cards are turned up, so the scores
// come from the final state.
type End struct {
	cfg    GameConfig
	advs   []game.Adventurer
	scores [game.MaxPlayers]game.Score
	rounds int
	record game.Record
	names  []string
	saves  *Saves
	note   string // what happened to the files (exported as..., a problem)
	bad    bool   // note is a problem
	bs     buttons
}

// NewEnd reads the result of a finished game and files it: kept as the
// last game for the replay viewer, counted in the statistics, and the
// autosave removed so that Continue no longer offers it.
func NewEnd(p *Play) *End {
	e := &End{cfg: p.cfg, scores: p.m.State.Scores(), rounds: int(p.m.State.Round), saves: p.saves}
	if p.s != nil {
		e.record = p.s.Export()
		for _, st := range p.s.Seats() {
			e.names = append(e.names, st.Name)
		}
	}
	for i := range p.cfg.Seats {
		e.advs = append(e.advs, p.m.State.Players[i].Adventurer)
	}
	if p.s != nil && p.saves != nil {
		_, err := p.s.Finish()
		var le *stats.LoadError
		switch {
		case errors.As(err, &le):
			e.note, e.bad = le.Error(), true // counted in fresh statistics
		case err != nil:
			e.note, e.bad = "The game could not be filed: "+err.Error(), true
		}
	}
	return e
}

// watch opens the finished game in the replay viewer.
func (e *End) watch(ctx *Context) {
	r, err := session.NewReplayer(e.record, e.names)
	if err != nil {
		e.note, e.bad = "The replay cannot be shown: "+err.Error(), true
		return
	}
	ctx.Go(NewReplay(r, ctx.Settings, "The game just played"))
}

// export writes the game record to the records folder.
func (e *End) export(ctx *Context) {
	path, err := e.saves.ExportRecord(e.record, time.Now())
	if err != nil {
		e.note, e.bad = "The record could not be exported: "+err.Error(), true
		return
	}
	e.note, e.bad = "Game record exported to "+path, false
}

// verdict says who won and why, with the tie-break if one was needed.
func (e *End) verdict() (headline, why string) {
	best := -1
	for i := range e.advs {
		if e.scores[i].Fate == game.Escaped {
			best = max(best, e.scores[i].Total)
		}
	}
	if best < 0 {
		return "The mummies win", "No adventurer escaped the pyramid."
	}
	var tied, won []int
	for i := range e.advs {
		if e.scores[i].Fate == game.Escaped && e.scores[i].Total == best {
			tied = append(tied, i)
			if e.scores[i].Won {
				won = append(won, i)
			}
		}
	}
	nameList := func(ss []int) string {
		var ns []string
		for _, s := range ss {
			ns = append(ns, e.advs[s].Name())
		}
		return strings.Join(ns, " and ")
	}
	if len(won) > 1 {
		return nameList(won) + " share the victory", fmt.Sprintf("They tied on %d points, and the tie-breaks (the Horus idol, then the idols' value) could not part them.", best)
	}
	w := won[0]
	headline = fmt.Sprintf("%s wins with %d point%s", e.advs[w].Name(), best, plural(best))
	switch {
	case len(tied) == 1:
		why = "The richest adventurer to escape alive."
	case e.scores[w].Horus:
		why = fmt.Sprintf("Tied on %d points with %s; the Horus idol breaks the tie.", best, nameList(without(tied, w)))
	default:
		why = fmt.Sprintf("Tied on %d points with %s; the higher value of idols (%d) breaks the tie.", best, nameList(without(tied, w)), e.scores[w].Idols)
	}
	return headline, why
}

func without(ss []int, x int) []int {
	var out []int
	for _, s := range ss {
		if s != x {
			out = append(out, s)
		}
	}
	return out
}

func (e *End) layout(ctx *Context) {
	f := ctx.Frame
	e.bs = buttons{
		{r: f.R(100, 640, 220, 48), label: "Watch the replay", on: e.watch, disabled: len(e.record.Steps) == 0},
		{r: f.R(336, 640, 220, 48), label: "Export record", on: e.export, disabled: e.saves == nil || len(e.record.Steps) == 0},
		{r: f.R(760, 640, 200, 48), label: "New game", chosen: true, on: func(ctx *Context) { ctx.Go(NewNewGame()) }},
		{r: f.R(980, 640, 200, 48), label: "Title", on: func(ctx *Context) { ctx.Go(NewTitle()) }},
	}
}

// Update handles the two buttons.
func (e *End) Update(ctx *Context) error {
	e.layout(ctx)
	if ctx.In.Has(input.Confirm) {
		ctx.Go(NewNewGame())
		return nil
	}
	if ctx.In.Has(input.Back) {
		ctx.Go(NewTitle())
		return nil
	}
	e.bs.update(ctx)
	return nil
}

// Draw shows the score table.
func (e *End) Draw(dst *ebiten.Image, ctx *Context) {
	e.layout(ctx)
	f, fr := ctx.Fonts, ctx.Frame
	u := fr.U
	head, why := e.verdict()
	render.Text(dst, head, f.Title, fr.X0+640*u, fr.Y0+40*u, render.Gold, render.Center)
	render.Text(dst, why, f.Head, fr.X0+640*u, fr.Y0+130*u, render.Ink, render.Center)
	render.Text(dst, fmt.Sprintf("after %d round%s", e.rounds, plural(e.rounds)), f.Body, fr.X0+640*u, fr.Y0+162*u, render.InkDim, render.Center)
	cols := []struct {
		title string
		x     float64
	}{{"Adventurer", 110}, {"Fate", 420}, {"Treasures", 560}, {"Idols", 680}, {"Chests", 780}, {"Variety", 890}, {"Total", 1010}}
	y := 210.0
	render.Panel(dst, fr.R(90, y-8, 1100, 48+float64(len(e.advs))*56), render.PanelFill, render.PanelLine, u)
	for _, c := range cols {
		render.Text(dst, c.title, f.Bold, fr.X0+c.x*u, fr.Y0+y*u, render.InkDim, render.Left)
	}
	for i, a := range e.advs {
		sc := e.scores[i]
		yy := y + 40 + float64(i)*56
		if sc.Won {
			render.Fill(dst, fr.R(96, yy-8, 1088, 48), render.Mix(render.PanelFill, render.Gold, 0.18))
		}
		render.Fill(dst, fr.R(100, yy, 10, 32), render.SeatColors[i])
		who := "human"
		if !e.cfg.Seats[i].Human {
			who = "computer: " + e.cfg.Seats[i].Level
		}
		render.Text(dst, a.Name(), f.Bold, fr.X0+124*u, fr.Y0+yy*u, render.Ink, render.Left)
		render.Text(dst, who, f.Small, fr.X0+124*u, fr.Y0+(yy+18)*u, render.InkDim, render.Left)
		fateInk := render.Good
		if sc.Fate != game.Escaped {
			fateInk = render.Danger
		}
		render.Text(dst, fateWords[sc.Fate], f.Body, fr.X0+420*u, fr.Y0+(yy+6)*u, fateInk, render.Left)
		if sc.Fate != game.Escaped {
			render.Text(dst, "scores nothing", f.Small, fr.X0+560*u, fr.Y0+(yy+8)*u, render.InkFaint, render.Left)
			continue
		}
		vals := []int{sc.Treasures, sc.Idols, sc.Chests, sc.Variety, sc.Total}
		for k, v := range vals {
			face, ink := f.Body, render.Ink
			if k == len(vals)-1 {
				face, ink = f.Head, render.Gold
			}
			render.Text(dst, fmt.Sprint(v), face, fr.X0+cols[k+2].x*u, fr.Y0+(yy+4)*u, ink, render.Left)
		}
		if sc.Horus {
			render.Text(dst, "Horus idol", f.Small, fr.X0+1080*u, fr.Y0+(yy+8)*u, render.Gold, render.Left)
		}
	}
	render.Text(dst, "Treasures include necklaces. Variety bonus: 1, 3, 6, 10 or 15 points for 1 to 5 different gods among treasures and idols.", f.Small, fr.X0+100*u, fr.Y0+590*u, render.InkDim, render.Left)
	if e.note != "" {
		ink := render.Good
		if e.bad {
			ink = render.Danger
		}
		for i, ln := range render.Wrap(e.note, f.Small, 1080*u) {
			if i < 2 {
				render.Text(dst, ln, f.Small, fr.X0+100*u, fr.Y0+(608+float64(i)*15)*u, ink, render.Left)
			}
		}
	}
	e.bs.draw(dst, ctx, ctx.Fonts.Head)
}

// Probe reports the result.
func (e *End) Probe(ctx *Context) Probe {
	e.layout(ctx)
	head, _ := e.verdict()
	return Probe{Scene: "end", Seat: game.TerminalSeat, View: -1, Over: true, Winner: head, Round: e.rounds, Targets: e.bs.probe(), Steps: len(e.record.Steps)}
}
