package scenes

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	horusbot "github.com/pyramid-studio/pyramid/bot/horus"
	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/session"
)

// replaySpeeds are the playing speeds of the viewer: ticks between steps
// and the factor on animation lengths.
var replaySpeeds = []struct {
	Name  string
	Ticks int
	Anim  float64
}{{"x1", 40, 1}, {"x2", 20, 0.6}, {"x4", 8, 0.3}, {"x16", 1, 0}}

// Replay is the replay viewer: a whole game stepped forward and back
// (arrow keys, Home/End and buttons) or played at a chosen speed, drawn
// with the play screen's board seen by an onlooker or by one seat.
type Replay struct {
	r       *session.Replayer
	title   string
	p       *Play           // the board at the replayer's position (no session)
	steps   [][]horus.Event // steps[i]: the events of step i+1
	playing bool
	speed   int
	wait    int
	bs      buttons
	// note says how the last export or "Play on from here" went (bad: a
	// problem); armed counts down the ticks in which a second press of
	// "Play on from here" files the game in progress away and plays on.
	note  string
	bad   bool
	armed int
	// live marks the replay of the game in progress itself: it is only
	// watched (in the public view), never played on from an earlier
	// step, which would take back what its draws revealed.
	live bool
}

// playOnConfirmTicks is how long "Play on from here" waits for the second
// press that replaces a game in progress.
const playOnConfirmTicks = 180

// NewReplay opens a replayer in the viewer, at the start of the game.
func NewReplay(r *session.Replayer, st *Settings, title string) *Replay {
	rp := &Replay{r: r, title: title, speed: 1}
	for i := 1; i <= r.Len(); i++ {
		r.Seek(i)
		rp.steps = append(rp.steps, horus.EventsOf(r.Events()))
	}
	r.Seek(0)
	rp.p = newViewer(replayState(r), st, r.Seats())
	return rp
}

// newViewer is a play screen with no session, for drawing a position.
// The seats are named and labelled as given (nil: people under their
// adventurers' names), but any seat's view can be shown and nothing is
// offered to click: no computer plays.
func newViewer(st horus.State, settings *Settings, seats []session.Seat) *Play {
	if seats == nil {
		seats = make([]session.Seat, st.Opt.Players)
		for i := range seats {
			seats[i] = session.Seat{Name: st.Opt.Adventurers[i].Name(), Kind: session.Human}
		}
	}
	cfg := configFrom(st, 0, seats)
	p := &Play{cfg: cfg, settings: settings, passFor: -1, builtFor: -1, hover: -1, view: -1}
	p.ctx, p.cancel = context.WithCancel(context.Background())
	p.bots = make([]horusbot.Bot, len(cfg.Seats))
	for i := range cfg.Seats {
		p.humans = append(p.humans, i)
	}
	p.m.State = st
	p.wait = 1 // never 0: a replay offers no actions to click
	p.resetWorld()
	return p
}

// replayState is the position shown by a replayer of Horus.
func replayState(r *session.Replayer) horus.State { return horus.MatchOf(r.Match()).State }

// Leave releases the viewer.
func (rp *Replay) Leave() { rp.p.Leave() }

// Pos is the number of steps shown.
func (rp *Replay) Pos() int { return rp.r.Pos() }

// State is the position shown.
func (rp *Replay) State() horus.State { return rp.p.m.State }

// seek shows the position after i steps; one step forward is animated.
func (rp *Replay) seek(i int) {
	from := rp.r.Pos()
	rp.r.Seek(i)
	to := rp.r.Pos()
	if to == from {
		return
	}
	p := rp.p
	p.m.State = replayState(rp.r)
	if to == from+1 && !p.world.Busy() {
		p.evbuf = append(p.evbuf[:0], horus.EventsOf(rp.r.Events())...)
		p.absorb()
		return
	}
	p.events = p.events[:0]
	for _, evs := range rp.steps[:to] {
		p.events = append(p.events, evs...)
	}
	p.resetWorld()
}

// setView shows the game as seat v sees it (-1: an onlooker). A game not
// over shows only the onlooker's view: it may be the game in progress,
// and any player can open it from the title in a hot-seat game, so a
// seat's own view would show the others that player's hidden cards.
func (rp *Replay) setView(v int) {
	if v >= 0 && !rp.r.Finished() {
		rp.note, rp.bad = i18n.T("Each player's own view opens once the game is over; until then the replay shows only what everyone at the table may see."), true
		v = -1
	}
	rp.p.view = v
	rp.p.resetWorld()
}

func (rp *Replay) layout(ctx *Context) {
	f := ctx.Frame
	l := layout.NewPlay(ctx.W, ctx.H, len(rp.p.cfg.Seats))
	u := l.U
	pr := l.Prompt
	x0, y0 := (pr.X-f.X0)/u+10, (pr.Y-f.Y0)/u+60
	n := rp.r.Len()
	pos := rp.r.Pos()
	play := i18n.T("Play")
	if rp.playing {
		play = i18n.T("Pause")
	}
	view := rp.viewLabel()
	rp.bs = buttons{
		{r: f.R(x0, y0, 44, 30), label: "|<", on: func(*Context) { rp.playing = false; rp.seek(0) }, disabled: pos == 0},
		{r: f.R(x0+50, y0, 70, 30), label: i18n.T("< Back"), on: func(*Context) { rp.playing = false; rp.seek(pos - 1) }, disabled: pos == 0},
		{r: f.R(x0+126, y0, 70, 30), label: play, chosen: true, on: func(*Context) { rp.toggle() }, disabled: pos >= n && !rp.playing},
		{r: f.R(x0+202, y0, 80, 30), label: i18n.T("Forward >"), on: func(*Context) { rp.playing = false; rp.seek(pos + 1) }, disabled: pos >= n},
		{r: f.R(x0+288, y0, 44, 30), label: ">|", on: func(*Context) { rp.playing = false; rp.seek(n) }, disabled: pos >= n},
		{r: f.R(x0, y0+38, 110, 30), label: i18n.F("Speed %s", i18n.T(replaySpeeds[rp.speed].Name)), on: func(*Context) { rp.speed = (rp.speed + 1) % len(replaySpeeds) }},
		{r: f.R(x0+116, y0+38, 216, 30), label: view, on: func(*Context) {
			v := rp.p.view + 1
			if v >= len(rp.p.cfg.Seats) {
				v = -1
			}
			rp.setView(v)
		}},
		{r: f.R(1150, 8, 122, 28), label: i18n.T("Title"), on: func(ctx *Context) { ctx.Go(NewTitle()) }},
		{r: f.R(x0+346, y0+38, 240, 30), label: i18n.T("Export record"), on: rp.export, disabled: ctx.Saves == nil},
	}
	if !rp.r.Finished() && !rp.live { // a finished game is only watched (Replayer.PlayOn)
		label := i18n.T("Play on from here")
		if rp.armed > 0 {
			label = i18n.T("Keep it and play on")
		}
		rp.bs = append(rp.bs, button{r: f.R(x0+346, y0, 240, 30), label: label, on: rp.playOn})
	}
}

// export writes the whole game as a record in the records folder.
func (rp *Replay) export(ctx *Context) {
	rp.note, rp.bad = ctx.Saves.exportWords(rp.r.RecordAt(rp.r.Len()), time.Now())
}

// playOn turns the position on show into a live game, autosaved as a new
// game is, and opens it as Continue does. Over a game in progress it asks
// first, and then files that game in Saved games, as New game does.
func (rp *Replay) playOn(ctx *Context) {
	if k := session.Occupied(ctx.Saves.store(), ""); k != "" {
		if rp.armed == 0 {
			rp.armed = playOnConfirmTicks
			rp.note, rp.bad = i18n.T("A game is in progress: press again to play on from here; that game will be kept in Saved games."), true
			return
		}
		if _, err := session.FileAway(ctx.Saves.Store, k, time.Now()); err != nil {
			rp.armed = 0
			rp.note, rp.bad = i18n.T("The game in progress could not be kept in Saved games, so this game was not played on: ")+err.Error(), true
			return
		}
	}
	rp.armed = 0
	s, err := rp.r.PlayOn(rp.r.Pos())
	if err != nil {
		rp.note, rp.bad = i18n.T("This game cannot be played on: ")+err.Error(), true
		return
	}
	var ae *session.AutosaveError
	if err := s.AttachStore(ctx.Saves.store(), ""); err != nil && !errors.As(err, &ae) {
		rp.note, rp.bad = i18n.T("This game cannot be played on: ")+err.Error(), true
		return
	}
	p, err := ResumePlay(s, ctx.Settings, ctx.Saves)
	if err != nil {
		rp.note, rp.bad = i18n.T("This game cannot be played on: ")+err.Error(), true
		return
	}
	if ae != nil { // only the autosave failed: the game goes on, and says so
		p.message = strings.TrimSpace(ae.Error() + " " + p.message)
	}
	ctx.Go(p)
}

func (rp *Replay) toggle() {
	if !rp.playing && rp.r.Pos() >= rp.r.Len() {
		return
	}
	rp.playing = !rp.playing
	rp.wait = 0
}

// Update steps the game on the keys and buttons, or plays it on.
func (rp *Replay) Update(ctx *Context) error {
	if rp.armed > 0 {
		if rp.armed--; rp.armed == 0 {
			rp.note = "" // the question lapses
		}
	}
	rp.layout(ctx)
	p := rp.p
	sp := replaySpeeds[rp.speed]
	p.world.Speed = ctx.Settings.SpeedFactor() * sp.Anim
	p.world.Tick()
	p.scrollLog(ctx)
	pos := rp.r.Pos()
	switch {
	case ctx.In.Has(input.Back):
		ctx.Go(NewTitle())
		return nil
	case ctx.In.Has(input.Left):
		rp.playing = false
		rp.seek(pos - 1)
	case ctx.In.Has(input.Right):
		rp.playing = false
		rp.seek(pos + 1)
	case ctx.In.Has(input.Home):
		rp.playing = false
		rp.seek(0)
	case ctx.In.Has(input.End):
		rp.playing = false
		rp.seek(rp.r.Len())
	case ctx.In.Has(input.Confirm) && !ctx.focus().Valid(rp.bs.targets()):
		rp.toggle() // until the focus is moved, Enter plays and pauses
	default:
		rp.bs.update(ctx)
	}
	if rp.playing {
		if rp.wait > 0 {
			rp.wait--
		} else if !p.world.Busy() || sp.Anim == 0 {
			rp.seek(rp.r.Pos() + 1)
			rp.wait = sp.Ticks
		}
		if rp.r.Pos() >= rp.r.Len() {
			rp.playing = false
		}
	}
	return nil
}

// Draw shows the board at the position and the controls.
func (rp *Replay) Draw(dst *ebiten.Image, ctx *Context) {
	p := rp.p
	p.ensureLayout(ctx)
	rp.layout(ctx)
	l, f, u := &p.lay, ctx.Fonts, p.lay.U
	cur := p.m.State.Current()
	// the top bar
	render.Fill(dst, l.TopBar, render.PanelFill)
	render.Fill(dst, layout.Rect{X: l.TopBar.X, Y: l.TopBar.Bottom() - 2*u, W: l.TopBar.W, H: 2 * u}, render.PanelLine)
	render.TextMid(dst, i18n.T("Replay"), f.Head, l.R(14, 0, 120, 44), render.Gold, render.Left)
	render.TextMid(dst, rp.title, f.Body, l.R(140, 0, 550, 44), render.Ink, render.Left)
	render.TextMid(dst, i18n.F("Round %d, %s", max(1, int(p.m.State.Round)), horus.PhaseTitle(p.m.State.Phase)), f.Body, l.R(700, 0, 440, 44), render.InkDim, render.Left)
	p.drawTable(dst, ctx, cur)
	p.drawBoard(dst, ctx, cur)
	p.drawPlayers(dst, ctx, cur)
	// the controls in the prompt panel
	r := l.Prompt
	render.Panel(dst, r, render.PanelFill, render.PanelLine, u)
	pos, n := rp.r.Pos(), rp.r.Len()
	render.TextMid(dst, i18n.F("Step %d of %d", pos, n), f.Bold, layout.Rect{X: r.X + 10*u, Y: r.Y + 4*u, W: r.W - 20*u, H: 20 * u}, render.Ink, render.Left)
	what := rp.lastStep()
	wr := layout.Rect{X: r.X + 10*u, Y: r.Y + 26*u, W: r.W - 20*u, H: 32 * u}
	drawParagraph(dst, what, fitParagraph(what, f.Small, wr), wr, render.InkDim)
	nr := layout.Rect{X: r.X + 10*u, Y: r.Bottom() - 40*u, W: r.W - 20*u, H: 36 * u}
	if rp.note != "" {
		ink := render.Good
		if rp.bad {
			ink = render.Danger
		}
		drawParagraph(dst, rp.note, fitParagraph(rp.note, f.Small, nr), nr, ink)
	} else if note := rp.r.Notice(); note != "" {
		drawParagraph(dst, note, fitParagraph(note, f.Small, nr), nr, render.Danger)
	} else {
		hint := i18n.T("Left/Right: step   Home/End: start/end   Space: play/pause")
		render.TextMid(dst, hint, f.Small, layout.Rect{X: nr.X, Y: r.Bottom() - 24*u, W: nr.W, H: 20 * u}, render.InkFaint, render.Left)
	}

	rp.bs.draw(dst, ctx, f.Small)
	p.drawLog(dst, ctx)
}

// viewLabel names the view on show, on the View button.
func (rp *Replay) viewLabel() string {
	if v := rp.p.view; v >= 0 {
		return i18n.F("View: %s", rp.p.who(v))
	}
	return i18n.T("View: onlooker")
}

// lastStep says what the last step shown was, as the view on show may
// see it (as the log does): a card or block hidden from it is a "?".
func (rp *Replay) lastStep() string {
	pos := rp.r.Pos()
	if pos == 0 {
		return i18n.T("The board before the first step.")
	}
	return i18n.F("Last step: %s", horus.StepSeenBy(rp.r.Step(pos), rp.steps[pos-1], rp.p.view))
}

// Probe lists the controls.
func (rp *Replay) Probe(ctx *Context) Probe {
	rp.layout(ctx)
	return Probe{Scene: "replay", Seat: rp.p.m.State.Current(), View: rp.p.view, Round: int(rp.p.m.State.Round), Steps: rp.r.Pos(), Over: rp.p.m.State.IsOver(), Targets: rp.bs.probe(ctx)}
}
