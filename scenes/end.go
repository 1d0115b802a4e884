package scenes

import (
	"errors"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/stats"
)

// End is the end screen of a finished game: the game's result (its
// Screens.Result: who won, why, the scores) over the shell's buttons —
// watch the replay, export the record, the statistics, a new game, the
// title. Opening it files the game: into the records folder, kept as the
// last game for the replay viewer, counted in the statistics, and the
// autosave removed so that Continue no longer offers it.
type End struct {
	result Result
	game   table.Game
	record table.Record
	names  []string
	rounds int // the rounds played, for the test probe
	saves  *saves.Saves
	note   string // what happened to the files (exported as..., a problem)
	bad    bool   // note is a problem
	bs     Buttons
}

// NewEnd shows the result of g, a finished game, and files it in sv (nil:
// games are not saved).
func NewEnd(g *session.Session, sv *saves.Saves) *End {
	e := &End{game: g.Game(), saves: sv, record: g.Export()}
	for _, st := range g.Seats() {
		e.names = append(e.names, st.Name)
	}
	if sc, ok := ScreensOf(e.game.Info().ID); ok {
		e.result = sc.Result(g.Match(), g.Seats())
	}
	if sum, err := e.game.Summarize(e.record); err == nil {
		e.rounds = sum.Rounds
	}
	if sv != nil {
		// into the records folder first: a crash before Finish ends
		// finds the game again, and it is not filed twice
		ferr := sv.FileFinished(e.record, time.Now())
		_, err := g.Finish()
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
	rp, err := NewReplay(r, i18n.T("The game just played"))
	if err != nil {
		e.note, e.bad = i18n.T("The replay cannot be shown: ")+err.Error(), true
		return
	}
	ctx.Go(rp)
}

// newGame opens the set-up of a new game of the game just played.
func (e *End) newGame(ctx *Context) {
	if id := e.game.Info().ID; hasScreens(id) {
		ctx.Go(NewNewGame(id))
	}
}

// export writes the game record to the records folder.
func (e *End) export(ctx *Context) { e.note, e.bad = e.saves.ExportWords(e.record, time.Now()) }

// statistics shows the statistics with this game's line: how each seat
// did, beside the totals it now counts in. Back returns here.
func (e *End) statistics(ctx *Context) {
	s := NewStatsScene(ctx.Saves)
	s.back = e
	if g, err := e.game.Summarize(e.record); err == nil {
		s.thisGame(g)
	}
	ctx.Go(s)
}

func (e *End) layout(ctx *Context) {
	f := ctx.Frame
	e.bs = Buttons{
		{Rect: f.R(100, 640, 220, 48), Label: i18n.T("Watch the replay"), On: e.watch, Disabled: len(e.record.Steps) == 0},
		{Rect: f.R(336, 640, 220, 48), Label: i18n.T("Export record"), On: e.export, Disabled: e.saves == nil || len(e.record.Steps) == 0},
		{Rect: f.R(572, 640, 172, 48), Label: i18n.T("Statistics"), On: e.statistics, Disabled: len(e.record.Steps) == 0},
		{Rect: f.R(760, 640, 200, 48), Label: i18n.T("New game"), Chosen: true, On: e.newGame},
		{Rect: f.R(980, 640, 200, 48), Label: i18n.T("Title"), On: func(ctx *Context) { ctx.Go(NewTitle()) }},
	}
}

// Update handles the buttons.
func (e *End) Update(ctx *Context) error {
	e.layout(ctx)
	switch {
	case e.bs.Update(ctx):
	case ctx.In.Has(input.Confirm):
		e.newGame(ctx)
	case ctx.In.Has(input.Back):
		ctx.Go(NewTitle())
	}
	return nil
}

// Draw shows the game's result, the note about the files and the buttons.
func (e *End) Draw(dst *ebiten.Image, ctx *Context) {
	e.layout(ctx)
	f, fr := ctx.Fonts, ctx.Frame
	if e.result != nil {
		e.result.Draw(dst, ctx, resultRect(ctx))
	}
	if e.note != "" {
		ink := render.Good
		if e.bad {
			ink = render.Danger
		}
		DrawParagraph(dst, e.note, f.Small, fr.R(100, 610, 1080, 28), ink)
	}
	e.bs.Draw(dst, ctx, ctx.Fonts.Head)
}

// Probe reports the result.
func (e *End) Probe(ctx *Context) Probe {
	e.layout(ctx)
	head := ""
	if e.result != nil {
		head = e.result.Headline()
	}
	return Probe{Scene: "end", Seat: table.Over, View: -1, Over: true, Winner: head, Round: e.rounds, Targets: e.bs.Probe(ctx), Steps: len(e.record.Steps), Message: e.note, Bad: e.bad}
}

// Highlight is where the end screen shows "result" (the game's verdict
// and scores), or a part of it the game's Result names (ResultParts),
// for a tutorial's last cards (Guided).
func (e *End) Highlight(ctx *Context, name string) (layout.Rect, bool) {
	switch r := e.result.(type) {
	case nil:
	case ResultParts:
		if name != LookResult {
			return r.Part(ctx, resultRect(ctx), name)
		}
		return resultRect(ctx), true
	default:
		return resultRect(ctx), name == LookResult
	}
	return layout.Rect{}, false
}

// ResultParts is a game's Result that says where its parts are, so that
// a tutorial's card can outline them (Horus's "scores", its table).
type ResultParts interface {
	// Part is where the part called name is when the result is drawn
	// into area, or false.
	Part(ctx *Context, area layout.Rect, name string) (layout.Rect, bool)
}

// Settled: the end screen has nothing to play (Guided).
func (e *End) Settled() bool { return true }

// Point: the end screen offers no step of the game (Guided).
func (e *End) Point(string) {}

// resultRect is where the game's result goes on the end screen.
func resultRect(ctx *Context) layout.Rect { return ctx.Frame.R(40, 20, 1200, 590) }
