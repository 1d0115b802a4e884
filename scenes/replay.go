package scenes

import (
	"errors"
	"path/filepath"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/storage"
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
// by the game's board view (Screens.Board) as an onlooker or one seat
// sees it. The viewer knows no game: the board view draws the board and
// words the steps, and the log panel tells them.
type Replay struct {
	r       *session.Replayer
	title   string
	board   BoardView
	view    int             // the seat whose view is shown (table.Onlooker: everybody's)
	steps   [][]table.Event // steps[i]: the events of step i+1
	shown   []table.Event   // the events of the steps shown, for the log
	log     LogPanel
	playing bool
	sounded bool // its game's sounds were asked for
	speed   int
	wait    int
	bs      Buttons
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

// NewReplay opens a replayer in the viewer, at the start of the game. A
// game this version has no screens for is refused.
func NewReplay(r *session.Replayer, title string) (*Replay, error) {
	info := r.Game().Info()
	sc, ok := ScreensOf(info.ID)
	if !ok {
		return nil, i18n.Errorf("%s cannot be played in this version of Pyramid", i18n.T(info.Title))
	}
	rp := &Replay{r: r, title: title, speed: 1, view: table.Onlooker}
	for i := 1; i <= r.Len(); i++ {
		rp.steps = append(rp.steps, r.EventsOf(i))
	}
	r.Seek(0)
	rp.board = sc.Board(r.Seats())
	rp.board.Show(r.Match(), rp.view)
	return rp, nil
}

// Pos is the number of steps shown.
func (rp *Replay) Pos() int { return rp.r.Pos() }

// Match is the position shown.
func (rp *Replay) Match() table.Match { return rp.r.Match() }

// Board is the game's board view the viewer draws.
func (rp *Replay) Board() BoardView { return rp.board }

// View is the seat whose view is shown (table.Onlooker: everybody's).
func (rp *Replay) View() int { return rp.view }

// Shown are the events of the steps shown, which the log tells as the
// view may see them once the board has reached them.
func (rp *Replay) Shown() []table.Event { return rp.shown }

// Replayer is the record being watched.
func (rp *Replay) Replayer() *session.Replayer { return rp.r }

// Seek shows the position after i steps; one step forward is animated.
func (rp *Replay) Seek(i int) {
	from := rp.r.Pos()
	rp.r.Seek(i)
	to := rp.r.Pos()
	if to == from {
		return
	}
	if to == from+1 && !rp.board.Busy() {
		rp.shown = append(rp.shown, rp.r.Events()...)
		rp.board.Play(rp.r.Events(), rp.r.Match())
		return
	}
	rp.shown = rp.shown[:0]
	for _, evs := range rp.steps[:to] {
		rp.shown = append(rp.shown, evs...)
	}
	rp.board.Show(rp.r.Match(), rp.view)
	rp.log.Invalidate()
}

// SetView shows the game as seat v sees it (-1: an onlooker). A game not
// over shows only the onlooker's view: it may be the game in progress,
// and any player can open it from the title in a hot-seat game, so a
// seat's own view would show the others that player's hidden cards.
func (rp *Replay) SetView(v int) {
	if v >= 0 && !rp.r.Finished() {
		rp.note, rp.bad = i18n.T("Each player's own view opens once the game is over; until then the replay shows only what everyone at the table may see."), true
		v = table.Onlooker
	}
	rp.view = v
	rp.board.Show(rp.r.Match(), v)
	rp.log.Invalidate()
}

func (rp *Replay) layout(ctx *Context) {
	f := ctx.Frame
	u := f.U
	pr := rp.board.Panels(ctx).Prompt
	// the controls in rows under the step's words, as wide as the panel
	x0, y0 := (pr.X-f.X0)/u+10, (pr.Y-f.Y0)/u+72
	w := pr.W/u - 20
	n := rp.r.Len()
	pos := rp.r.Pos()
	play := i18n.T("Play")
	if rp.playing {
		play = i18n.T("Pause")
	}
	view := rp.viewLabel()
	h := ButtonHeight(ctx.Fonts.Small, u) / u
	// row 1: the steps; the ends narrow, the middle three share the rest
	end := 44.0
	mid := (w - 2*end - 4*6) / 3
	rp.bs = Buttons{
		{Rect: f.R(x0, y0, end, h), Label: "|<", On: func(*Context) { rp.playing = false; rp.Seek(0) }, Disabled: pos == 0},
		{Rect: f.R(x0+end+6, y0, mid, h), Label: i18n.T("< Back"), On: func(*Context) { rp.playing = false; rp.Seek(pos - 1) }, Disabled: pos == 0},
		{Rect: f.R(x0+end+mid+12, y0, mid, h), Label: play, Chosen: true, On: func(*Context) { rp.toggle() }, Disabled: pos >= n && !rp.playing},
		{Rect: f.R(x0+end+2*mid+18, y0, mid, h), Label: i18n.T("Forward >"), On: func(*Context) { rp.playing = false; rp.Seek(pos + 1) }, Disabled: pos >= n},
		{Rect: f.R(x0+w-end, y0, end, h), Label: ">|", On: func(*Context) { rp.playing = false; rp.Seek(n) }, Disabled: pos >= n},
		{Label: i18n.F("Speed %s", i18n.T(replaySpeeds[rp.speed].Name)), On: func(*Context) { rp.speed = (rp.speed + 1) % len(replaySpeeds) }},
		{Label: view, On: func(*Context) {
			v := rp.view + 1
			if v >= len(rp.r.Seats()) {
				v = table.Onlooker
			}
			rp.SetView(v)
		}},
		{Rect: f.R(1150, 6, 122, 28), Label: i18n.T("Title"), On: func(ctx *Context) { ctx.Go(NewTitle()) }},
		{Label: i18n.T("Export record"), On: rp.Export, Disabled: ctx.Saves == nil},
	}
	if !rp.r.Finished() && !rp.live { // a finished game is only watched (Replayer.PlayOn)
		label := i18n.T("Play on from here")
		if rp.armed > 0 {
			label = i18n.T("Keep it and play on")
		}
		rp.bs = append(rp.bs, Button{Label: label, On: rp.playOn})
	}
	// rows 2 and 3: the speed and the view, then the record's buttons; in
	// a panel too short for three rows (a large text size) they share
	// row 2
	speed, sight, export := &rp.bs[5], &rp.bs[6], &rp.bs[8]
	var on *Button
	if len(rp.bs) > 9 {
		on = &rp.bs[9]
	}
	if bottom := (pr.Bottom() - f.Y0) / u; y0+3*h+12 <= bottom-4 {
		speed.Rect = f.R(x0, y0+h+6, (w-6)*0.4, h)
		sight.Rect = f.R(x0+(w-6)*0.4+6, y0+h+6, (w-6)*0.6, h)
		export.Rect = f.R(x0, y0+2*(h+6), (w-6)/2, h)
		if on != nil {
			on.Rect = f.R(x0+(w-6)/2+6, y0+2*(h+6), (w-6)/2, h)
		}
		return
	}
	row := []*Button{speed, sight, export}
	if on != nil {
		row = append(row, on)
	}
	bw := (w - 6*float64(len(row)-1)) / float64(len(row))
	for i, b := range row {
		b.Rect = f.R(x0+float64(i)*(bw+6), y0+h+6, bw, h)
	}
}

// Export writes the whole game as a record in the records folder.
func (rp *Replay) Export(ctx *Context) {
	rp.note, rp.bad = ctx.Saves.ExportWords(rp.r.RecordAt(rp.r.Len()), time.Now())
}

// ArmPlayOn has the viewer ask before playing on, as the first press of
// "Play on from here" over a game in progress does (a second press
// within playOnConfirmTicks plays on).
func (rp *Replay) ArmPlayOn() {
	rp.armed = playOnConfirmTicks
	rp.note, rp.bad = playOnQuestion(), true
}

// playOn turns the position on show into a live game, autosaved as a new
// game is, and opens it as Continue does. Over a game in progress it asks
// first, and then files that game in Saved games, as New game does.
func (rp *Replay) playOn(ctx *Context) {
	if k := session.Occupied(ctx.Saves.Storage(), ""); k != "" {
		if rp.armed == 0 {
			rp.ArmPlayOn()
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
	if err := s.AttachStore(ctx.Saves.Storage(), ""); err != nil && !errors.As(err, &ae) {
		rp.note, rp.bad = i18n.T("This game cannot be played on: ")+err.Error(), true
		return
	}
	p, err := playGame(ctx, s, ae)
	if err != nil {
		rp.note, rp.bad = i18n.T("This game cannot be played on: ")+err.Error(), true
		return
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
	if !rp.sounded {
		rp.sounded = true
		prepareSounds(ctx, rp.r.Game().Info().ID)
	}
	rp.layout(ctx)
	sp := replaySpeeds[rp.speed]
	rp.board.Tick(ctx.Settings.SpeedFactor()*sp.Anim, nil)
	if bi, ok := rp.board.(BoardInput); ok && bi.Input(ctx) {
		return nil // the board's own: its camera's buttons, its drawer
	}
	rp.log.Update(ctx, rp.board.Panels(ctx).Log, ctx.Frame.U)
	pos := rp.r.Pos()
	switch {
	case ctx.In.Has(input.Back):
		ctx.Go(NewTitle())
		return nil
	case ctx.In.Has(input.Left):
		rp.playing = false
		rp.Seek(pos - 1)
	case ctx.In.Has(input.Right):
		rp.playing = false
		rp.Seek(pos + 1)
	case ctx.In.Has(input.Home):
		rp.playing = false
		rp.Seek(0)
	case ctx.In.Has(input.End):
		rp.playing = false
		rp.Seek(rp.r.Len())
	case ctx.In.Has(input.Confirm) && !ctx.Focus().Valid(rp.bs.targets()):
		rp.toggle() // until the focus is moved, Enter plays and pauses
	default:
		rp.bs.Update(ctx)
	}
	if rp.playing {
		if rp.wait > 0 {
			rp.wait--
		} else if !rp.board.Busy() || sp.Anim == 0 {
			rp.Seek(rp.r.Pos() + 1)
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
	rp.layout(ctx)
	f, u := ctx.Fonts, ctx.Frame.U
	pn := rp.board.Panels(ctx)
	// the top bar
	top := pn.Top
	at := func(x, w float64) layout.Rect { return layout.Rect{X: top.X + x*u, Y: top.Y, W: w * u, H: top.H} }
	render.Fill(dst, top, render.PanelFill)
	render.Fill(dst, layout.Rect{X: top.X, Y: top.Bottom() - 2*u, W: top.W, H: 2 * u}, render.PanelLine)
	render.TextMid(dst, i18n.T("Replay"), f.Head, at(14, 120), render.Gold, render.Left)
	render.TextMid(dst, rp.title, f.Body, at(140, 550), render.Ink, render.Left)
	render.TextMid(dst, rp.board.Header(), f.Body, at(700, 440), render.InkDim, render.Left)
	rp.board.Draw(dst, ctx)
	// the controls in the prompt panel
	r := pn.Prompt
	render.Panel(dst, r, render.PanelFill, render.PanelLine, u)
	pos, n := rp.r.Pos(), rp.r.Len()
	render.TextMid(dst, i18n.F("Step %d of %d", pos, n), f.Bold, layout.Rect{X: r.X + 10*u, Y: r.Y + 4*u, W: r.W - 20*u, H: 24 * u}, render.Ink, render.Left)
	what := rp.lastStep()
	wr := layout.Rect{X: r.X + 10*u, Y: r.Y + 28*u, W: r.W - 20*u, H: 40 * u}
	DrawParagraph(dst, what, FitParagraph(what, f.Small, wr), wr, render.InkDim)
	nr := layout.Rect{X: r.X + 10*u, Y: r.Bottom() - 40*u, W: r.W - 20*u, H: 36 * u}
	if rp.note != "" {
		ink := render.Good
		if rp.bad {
			ink = render.Danger
		}
		DrawParagraph(dst, rp.note, FitParagraph(rp.note, f.Small, nr), nr, ink)
	} else if note := rp.r.Notice(); note != "" {
		DrawParagraph(dst, note, FitParagraph(note, f.Small, nr), nr, render.Danger)
	} else if ctx.In.Last == input.Keyboard { // the keys, for the keyboard
		DrawParagraph(dst, i18n.T("Left/Right: step   Home/End: start/end   Space: play/pause"), f.Small, nr, render.InkFaint)
	}

	rp.bs.Draw(dst, ctx, f.Small)
	told := max(0, len(rp.shown)-rp.board.Pending())
	rp.log.Draw(dst, ctx, pn.Log, u, 0, told*16+rp.view+2, func() []LogLine { return rp.board.Lines(rp.shown[:told]) })
}

// viewLabel names the view on show, on the View button.
func (rp *Replay) viewLabel() string {
	if v := rp.view; v >= 0 && v < len(rp.r.Seats()) {
		return i18n.F("View: %s", rp.r.Seats()[v].Name)
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
	return i18n.F("Last step: %s", rp.board.StepWords(rp.r.Step(pos), rp.steps[pos-1]))
}

// Probe lists the controls.
func (rp *Replay) Probe(ctx *Context) Probe {
	rp.layout(ctx)
	m := rp.r.Match()
	return Probe{Scene: "replay", Seat: m.Actor(), View: rp.view, Steps: rp.r.Pos(), Over: m.Actor() == table.Over, Targets: rp.bs.Probe(ctx), Prompt: rp.lastStep(), Message: rp.note, Bad: rp.bad}
}

// OpenRecordFile opens a file (a game record or a save) in the replay
// viewer: the --record flag of the desktop game.
func OpenRecordFile(path string) (Scene, error) {
	data, err := storage.ReadFile(path)
	if err != nil {
		return nil, i18n.Wrapf(err, "cannot read %s: %v", path, err)
	}
	r, err := saves.OpenReplay(data, filepath.Base(path))
	if err != nil {
		return nil, err
	}
	return NewReplay(r, filepath.Base(path))
}

// playOnQuestion is what the viewer asks before playing on over a game in
// progress.
func playOnQuestion() string {
	return i18n.T("A game is in progress: press again to play on from here; that game will be kept in Saved games.")
}
