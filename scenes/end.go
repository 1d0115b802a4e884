package scenes

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/stats"
)

// End shows the result: every adventurer's fate and score, the winner
// and why. At the end of the game all cards are turned up, so the scores
// come from the final state.
type End struct {
	cfg    GameConfig
	scores [horus.MaxPlayers]horus.Score
	rounds int
	record table.Record
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
	if p.s != nil && p.saves != nil {
		// into the records folder first: a crash before Finish ends
		// finds the game again, and it is not filed twice
		ferr := p.saves.fileFinished(e.record, time.Now())
		_, err := p.s.Finish()
		var le *stats.LoadError
		switch {
		case errors.As(err, &le):
			e.note, e.bad = le.Error(), true // counted in fresh statistics
		case err != nil:
			e.note, e.bad = i18n.T("The game could not be filed: ")+err.Error(), true
		}
		if ferr != nil {
			e.note, e.bad = strings.TrimSpace(e.note+" "+i18n.T("The game could not be kept in the records folder: ")+ferr.Error()), true
		}
	}
	return e
}

// watch opens the finished game in the replay viewer.
func (e *End) watch(ctx *Context) {
	r, err := session.NewReplayer(e.record, e.names)
	if err != nil {
		e.note, e.bad = i18n.T("The replay cannot be shown: ")+err.Error(), true
		return
	}
	ctx.Go(NewReplay(r, ctx.Settings, i18n.T("The game just played")))
}

// export writes the game record to the records folder.
func (e *End) export(ctx *Context) { e.note, e.bad = e.saves.exportWords(e.record, time.Now()) }

// statistics shows the statistics with this game's line: how each seat
// did and the route it took, beside the totals it now counts in. Back
// returns here.
func (e *End) statistics(ctx *Context) {
	s := NewStatsScene(ctx.Saves)
	s.back = e
	if g, err := horus.Game.Summarize(e.record); err == nil {
		s.game, s.view = &g, statsThisGame
	}
	ctx.Go(s)
}

// verdict says who won, and why in the game's words (horus.OutcomeReason,
// Game.Explain), with the tie-break if one was needed.
func (e *End) verdict() (headline, why string) {
	why = horus.Game.Explain(horus.OutcomeReason(e.scores[:len(e.cfg.Seats)]), e.cfg.Who)
	best := -1
	for i := range e.cfg.Seats {
		if e.scores[i].Fate == horus.Escaped {
			best = max(best, e.scores[i].Total)
		}
	}
	if best < 0 {
		return i18n.T("The mummies win"), why
	}
	var won []int
	for i := range e.cfg.Seats {
		if e.scores[i].Fate == horus.Escaped && e.scores[i].Total == best && e.scores[i].Won {
			won = append(won, i)
		}
	}
	nameList := func(ss []int) string {
		var ns []string
		for _, s := range ss {
			ns = append(ns, e.cfg.Who(s))
		}
		return strings.Join(ns, i18n.T(" and "))
	}
	if len(won) > 1 {
		return i18n.F("%s share the victory", nameList(won)), why
	}
	return i18n.N(best, "%s wins with %d point", "%s wins with %d points", e.cfg.Who(won[0]), best), why
}

func (e *End) layout(ctx *Context) {
	f := ctx.Frame
	e.bs = buttons{
		{r: f.R(100, 640, 220, 48), label: i18n.T("Watch the replay"), on: e.watch, disabled: len(e.record.Steps) == 0},
		{r: f.R(336, 640, 220, 48), label: i18n.T("Export record"), on: e.export, disabled: e.saves == nil || len(e.record.Steps) == 0},
		{r: f.R(572, 640, 172, 48), label: i18n.T("Statistics"), on: e.statistics, disabled: len(e.record.Steps) == 0},
		{r: f.R(760, 640, 200, 48), label: i18n.T("New game"), chosen: true, on: func(ctx *Context) { ctx.Go(NewNewGame()) }},
		{r: f.R(980, 640, 200, 48), label: i18n.T("Title"), on: func(ctx *Context) { ctx.Go(NewTitle()) }},
	}
}

// Update handles the two buttons.
func (e *End) Update(ctx *Context) error {
	e.layout(ctx)
	switch {
	case e.bs.update(ctx):
	case ctx.In.Has(input.Confirm):
		ctx.Go(NewNewGame())
	case ctx.In.Has(input.Back):
		ctx.Go(NewTitle())
	}
	return nil
}

// Draw shows the score table.
func (e *End) Draw(dst *ebiten.Image, ctx *Context) {
	e.layout(ctx)
	f, fr := ctx.Fonts, ctx.Frame
	u := fr.U
	head, why := e.verdict()
	render.TextMid(dst, head, f.Title, fr.R(40, 30, 1200, 90), render.Gold, render.Center)
	render.TextMid(dst, why, f.Head, fr.R(40, 124, 1200, 32), render.Ink, render.Center)
	render.TextMid(dst, i18n.N(e.rounds, "after %d round", "after %d rounds", e.rounds), f.Body, fr.R(40, 158, 1200, 26), render.InkDim, render.Center)
	cols := []struct {
		title string
		x     float64
	}{{i18n.T("Adventurer"), 110}, {i18n.T("Fate"), 420}, {i18n.T("Treasures"), 560}, {i18n.T("Idols"), 680}, {i18n.T("Chests"), 780}, {i18n.T("Variety"), 890}, {i18n.T("Total"), 1010}}
	y := 210.0
	render.Panel(dst, fr.R(90, y-8, 1100, 48+float64(len(e.cfg.Seats))*56), render.PanelFill, render.PanelLine, u)
	for k, c := range cols {
		next := 1180.0
		if k+1 < len(cols) {
			next = cols[k+1].x
		}
		render.TextMid(dst, c.title, f.Bold, fr.R(c.x, y-4, next-c.x-8, 28), render.InkDim, render.Left)
	}

	for i, seat := range e.cfg.Seats {
		a, sc := seat.Adventurer, e.scores[i]
		yy := y + 40 + float64(i)*56
		if sc.Won {
			render.Fill(dst, fr.R(96, yy-8, 1088, 48), render.Mix(render.PanelFill, render.Gold, 0.18))
		}
		render.Fill(dst, fr.R(100, yy, 10, 32), render.SeatColors[i])
		who := i18n.T("human")
		if !e.cfg.Seats[i].Human {
			who = i18n.T("computer: ") + i18n.T(e.cfg.Seats[i].Level)
		}
		if e.cfg.Seats[i].PlayerName() != "" {
			who = a.Name() + " · " + who // the typed name is the title
		}
		render.TextMid(dst, e.cfg.Who(i), f.Bold, fr.R(124, yy-2, 288, 22), render.Ink, render.Left)
		render.TextMid(dst, who, f.Small, fr.R(124, yy+19, 288, 18), render.InkDim, render.Left)
		fateInk := render.Good
		if sc.Fate != horus.Escaped {
			fateInk = render.Danger
		}
		render.TextMid(dst, i18n.T(fateWords[sc.Fate]), f.Body, fr.R(420, yy, 132, 32), fateInk, render.Left)
		if sc.Fate != horus.Escaped {
			render.TextMid(dst, i18n.T("scores nothing"), f.Small, fr.R(560, yy, 300, 32), render.InkFaint, render.Left)
			continue
		}
		vals := []int{sc.Treasures, sc.Idols, sc.Chests, sc.Variety, sc.Total}
		for k, v := range vals {
			face, ink := f.Body, render.Ink
			if k == len(vals)-1 {
				face, ink = f.Head, render.Gold
			}
			render.TextMid(dst, fmt.Sprint(v), face, fr.R(cols[k+2].x, yy, 60, 32), ink, render.Left)
		}
		if sc.Horus {
			render.TextMid(dst, i18n.T("Horus idol"), f.Small, fr.R(1070, yy, 112, 32), render.Gold, render.Left)
		}
	}
	foot, footBox := i18n.T("Treasures include necklaces. Variety bonus: 1, 3, 6, 10 or 15 points for 1 to 5 different gods among treasures and idols."), fr.R(100, 572, 1080, 38)
	drawParagraph(dst, foot, fitParagraph(foot, f.Small, footBox), footBox, render.InkDim)

	if e.note != "" {
		ink := render.Good
		if e.bad {
			ink = render.Danger
		}
		drawParagraph(dst, e.note, f.Small, fr.R(100, 610, 1080, 28), ink)
	}

	e.bs.draw(dst, ctx, ctx.Fonts.Head)
}

// Probe reports the result.
func (e *End) Probe(ctx *Context) Probe {
	e.layout(ctx)
	head, _ := e.verdict()
	return Probe{Scene: "end", Seat: horus.TerminalSeat, View: -1, Over: true, Winner: head, Round: e.rounds, Targets: e.bs.probe(ctx), Steps: len(e.record.Steps)}
}
