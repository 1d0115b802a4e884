package pengqueen

import (
	"errors"
	"runtime"
	"strings"
	"time"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	pqart "github.com/pyramid-studio/pyramid/render/pengqueen"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// Play is a game of Pyramid of Pengqueen in progress. The session (the
// match, its record, undo, the log, autosaved after every step) is the
// only truth; the screen draws one side's board view (Board), built from
// one seat's observation and the events that seat may see. It keeps a
// board for each side of the table a person plays (the Mummy's, the
// hunters'), fed every step as that side sees it; the side not on screen
// stores its animations, so when it comes back the hunters watch the
// Mummy's walk again and the Mummy hears, line by line, what was
// announced while she looked away (spec §9.3). Between the two sides
// stands the cover (cover.go), shown exactly when the shell's turn
// controller (scenes.Turns, the game's Match.Cover and table.Sided) says
// the next person to decide is of the other side.
type Play struct {
	s        *session.Session
	settings *settings.Settings
	saves    *saves.Saves
	turns    *scenes.Turns
	seats    []session.Seat

	// boards are the board views by side (sideIndex): the public view,
	// the Mummy's, the hunters'; nil where nobody looks from.
	boards [3]*Board
	shelf  artShelf // the art the boards share
	view   int      // the seat whose view is on screen (table.Onlooker: the public one)
	cover  cover
	wait   int
	last   int // the seat that acted last (the speed of chance's steps)

	lay     playLayout
	laid    [2]float64
	fonts   render.Fonts
	log     scenes.LogPanel
	message string // the last problem, in words

	prompt  promptState // the offers, the die and square chosen, the focus (prompt.go)
	hand    handState   // the acting hunter's hand panel (hand.go)
	notes   noteState   // the Mummy's notes (notes.go)
	hint    hintState   // the hint asked for (hint.go)
	ambient bool
}

// sideIndex is where a side's board is kept: the public view (-1) at 0,
// then the Mummy's and the hunters'.
func sideIndex(side int) int {
	switch side {
	case int(pq.SideMummy):
		return 1
	case int(pq.SideHunters):
		return 2
	}
	return 0
}

// sideOf is the side of seat's view (-1: the public view).
func (p *Play) sideOf(seat int) int {
	if sd, ok := p.s.Match().(table.Sided); ok {
		return sd.Side(seat)
	}
	return -1
}

// newPlay opens the play screen of a session (a new game, Continue, a
// game played on from a replay).
func newPlay(s *session.Session, st *settings.Settings, sv *saves.Saves) *Play {
	p := &Play{s: s, settings: st, saves: sv, seats: s.Seats(), view: table.Onlooker, last: -1}
	p.turns = scenes.NewTurns(s) // the click that opened the game is no move in it
	p.prompt = newPromptState()
	p.cover.passFor = -1
	p.hint.at = -1
	// a board for each side a person plays, fed from now on, so that the
	// first time a side is shown it replays what it missed
	for _, h := range p.turns.Humans() {
		p.boardFor(h)
	}
	p.restoreNotes() // Continue gives back the Mummy's notes
	// At a chance step (the deal of a new game, a save stopped at a
	// roll) the screen is that of whoever decides once it is played.
	want := p.turns.ViewFor(s.NextToAct(), table.Onlooker)
	if p.turns.Cover(table.Onlooker, want) {
		// a game starts, and a saved game resumes, behind the cover
		p.coverFor(want)
	} else {
		p.show(want)
	}
	p.message = s.Notice()
	return p
}

// boardFor is the board of seat's side, made (at the match as it stands,
// with the session's log) if there is none yet.
func (p *Play) boardFor(seat int) *Board {
	i := sideIndex(p.sideOf(seat))
	if p.boards[i] == nil {
		b := newBoard(p.s.Match(), p.seats, seat)
		b.events = p.sessionEvents(seat)
		b.lay, b.shelf = p.lay, &p.shelf
		b.quiet = true // not on screen until show puts it there
		p.boards[i] = b
	}
	return p.boards[i]
}

// sessionEvents is the session's log as seat sees it.
func (p *Play) sessionEvents(seat int) []pq.TableEvent {
	var out []pq.TableEvent
	for _, e := range p.s.Entries() {
		if v, ok := e.Event.VisibleTo(seat); ok {
			if te, ok := v.(pq.TableEvent); ok {
				out = append(out, te)
			}
		}
	}
	return out
}

// board is the board on screen (nil behind the cover).
func (p *Play) board() *Board {
	if p.cover.passFor >= 0 {
		return nil
	}
	return p.boards[sideIndex(p.sideOf(p.view))]
}

// show puts seat's view on screen: its side's board, which plays what it
// stored while away. The public view's board is made afresh each time
// (nobody keeps watching it).
func (p *Play) show(seat int) {
	if p.sideOf(seat) < 0 {
		p.boards[0] = nil
	}
	b := p.boardFor(seat)
	if b.view != seat {
		b.setSeat(seat)
	}
	for _, o := range p.boards {
		if o != nil {
			o.quiet = o != b
		}
	}
	b.stripOwned = true
	if p.sideOf(seat) == int(pq.SideMummy) {
		b.notes = p.notes.markers // hers alone
	}
	b.marks = p.drawMarks
	p.view = seat
	p.log.Invalidate()
	p.prompt.stale()
}

// Session is the game being played.
func (p *Play) Session() *session.Session { return p.s }

// Steps is the number of steps played so far.
func (p *Play) Steps() int { return p.s.Steps() }

// Leave stops any computer still thinking and the ambient loop.
func (p *Play) Leave() {
	p.turns.Leave()
	if m := p.mixer(); m != nil && p.ambient {
		m.StopAmbient()
		p.ambient = false
	}
	if p.shelf.art != nil {
		p.shelf.art.Dispose()
		p.shelf.art = nil
	}
	for _, b := range p.boards {
		if b != nil {
			b.layer.Dispose()
		}
	}
}

// mixer is where sounds are played (nil: nowhere).
func (p *Play) mixer() settings.Mixer {
	if p.settings == nil {
		return nil
	}
	return p.settings.Mixer
}

// match is the engine's match behind the session.
func (p *Play) match() *pq.Match { return pq.MatchOf(p.s.Match()) }

// obs is the observation of the view on screen (the latest, not the
// moment shown).
func (p *Play) obs() *pq.Observation {
	if b := p.board(); b != nil {
		return &b.obs
	}
	o := observe(p.s.Match(), table.Onlooker)
	return &o
}

// computer reports whether a computer plays seat.
func (p *Play) computer(seat int) bool { return p.turns.Computer(seat) }

// who names seat s as the screens do.
func (p *Play) who(s int) string {
	if s >= 0 && s < len(p.seats) && p.seats[s].Name != "" {
		return p.seats[s].Name
	}
	if n, ok := p.s.Match().(table.SeatNamer); ok {
		return n.SeatName(s)
	}
	return i18n.T("someone")
}

// Notice shows msg first in the prompt, before any message of its own.
func (p *Play) Notice(msg string) { p.message = strings.TrimSpace(msg + " " + p.message) }

// apply plays one step of a seat, in notation, and feeds its events to
// every board.
func (p *Play) apply(step string) error {
	actor := p.s.Current()
	evs, err := p.s.Apply(step)
	if err := p.took(evs, err); err != nil {
		return err
	}
	p.last = actor
	return nil
}

// took feeds a step's events to the boards. A step that stood but could
// not be autosaved is said in the prompt and the game goes on.
func (p *Play) took(evs []table.Event, err error) error {
	var ae *session.AutosaveError
	if err != nil && !errors.As(err, &ae) {
		return err
	}
	if ae != nil {
		p.message = ae.Error()
	}
	m := p.s.Match()
	for _, b := range p.boards {
		if b != nil {
			b.Play(evs, m)
		}
	}
	p.prompt.stale()
	p.hand.after(p.s.Current(), evs)
	if p.turns.HandOff() {
		p.prompt.focus.Reset()
	}
	return nil
}

// speedFor is the animation factor of what seat cur does: a computer's
// speed for a computer's step, a person's otherwise; chance at the speed
// of whoever acted last.
func (p *Play) speedFor(cur int) float64 {
	if p.settings == nil {
		return 1
	}
	if cur == table.Chance {
		cur = p.last
	}
	if cur >= 0 && p.computer(cur) {
		return p.settings.BotFactor()
	}
	return p.settings.SpeedFactor()
}

// Update advances the game by at most one step per tick (more at
// instant speed); it never blocks.
func (p *Play) Update(ctx *scenes.Context) error {
	p.ensureLayout(ctx)
	p.turns.Filter(&ctx.In) // what began before the device changed hands is nobody's
	if m := p.mixer(); m != nil && !p.ambient {
		m.StartAmbient()
		p.ambient = true
	}
	if b := p.board(); b != nil {
		b.Tick(p.speedFor(p.s.Current())*catchUp(b), p.mixer())
	}
	p.inputControls(ctx)
	if p.cover.passFor >= 0 {
		p.updateCover(ctx)
		return nil
	}
	if p.notes.on && ctx.In.Has(input.Back) { // Back leaves the notes first
		p.toggleNotes()
		p.prompt.stale()
		return nil
	}
	if x, y, ok := ctx.In.Clicked(); ok && ctx.In.Hit([]input.Target{{Rect: p.lay.Menu, Enabled: true}}, x, y) == 0 {
		ctx.Pause() // the shell's pause menu (Esc and Start open it too)
		return nil
	}
	if b := p.board(); b != nil && b.Input(ctx) {
		return nil // a zoom button took the click
	}
	p.log.Update(ctx, p.lay.Log, p.lay.U)
	if p.updateUndo(ctx) {
		return nil
	}
	if p.wait > 0 {
		p.wait--
	}
	if p.updateSkip(ctx) {
		return nil
	}
	cur := p.s.Current()
	if b := p.board(); b != nil && b.Busy() || p.wait > 0 {
		p.updateHover(ctx)
		return nil
	}
	if cur == table.Over {
		ctx.Go(scenes.NewEnd(p.s, p.saves))
		return nil
	}
	if want := p.turns.ViewFor(cur, p.view); want != p.view {
		if p.turns.Cover(p.view, want) {
			p.coverFor(want)
			p.closeGate()
			return nil
		}
		if p.sideOf(want) != p.sideOf(p.view) {
			p.forget()
		}
		p.show(want)
	}
	switch {
	case (cur == table.Chance || p.computer(cur)) && !p.saves.Settle(time.Now()):
		// the last step is still being saved: the next frame plays on
	case cur == table.Chance:
		p.rollChance()
	case p.computer(cur):
		p.updateBot(cur)
	default:
		p.updateHuman(ctx, cur)
	}
	p.runInstant(time.Now().Add(instantBudget))
	return nil
}

// catchUp is how much faster a board plays what it stored while away
// (its animations are silent: heard already): the Mummy's catch-up and
// the hunters' replay of her walk are told briskly.
func catchUp(b *Board) float64 {
	if a := b.active(); a != nil && a.silent {
		return 0.45
	}
	return 1
}

// closeGate holds back every press begun until now (Turns.CloseGate).
func (p *Play) closeGate() { p.turns.CloseGate() }

// rollChance plays the pending chance steps: a roll of the white dice (or
// the deal) at once, so the dice tumble together; the black die alone.
func (p *Play) rollChance() {
	var all []table.Event
	batch := p.s.Rolling()
	for p.s.Current() == table.Chance {
		evs, err := p.s.StepChance()
		var ae *session.AutosaveError
		if err != nil && !errors.As(err, &ae) {
			p.message = i18n.T("chance step failed: ") + err.Error()
			break
		}
		if ae != nil {
			p.message = ae.Error()
		}
		all = append(all, evs...)
		if !batch || !p.s.Rolling() {
			break
		}
	}
	_ = p.took(all, nil)
}

// updateBot starts or polls a computer's decision (Turns.Think), never
// blocking.
func (p *Play) updateBot(cur int) {
	played, msg := p.turns.PlayBot(p.who(cur), p.apply)
	if msg != "" {
		p.message = msg
	}
	if played {
		p.wait = p.pause(18)
	}
}

// pause is how many ticks play rests after a computer's step (n at
// normal speed) so that whoever watches can follow it.
func (p *Play) pause(n int) int {
	if p.last < 0 || !p.computer(p.last) {
		return 0
	}
	return int(float64(n) * p.speedFor(p.last))
}

// instantBudget is how long one tick may keep playing steps at instant
// speed before it lets the frame be drawn.
const instantBudget = 3 * time.Millisecond

// runInstant keeps playing chance and computer steps within one tick
// while their speed is instant, so computers at instant speed play at
// the engine's pace; it stops for a person, the cover, or the end.
func (p *Play) runInstant(deadline time.Time) {
	for time.Now().Before(deadline) {
		b := p.board()
		if b == nil || b.Busy() || p.wait > 0 || !p.saves.Settle(deadline) {
			return
		}
		cur := p.s.Current()
		if cur == table.Over || p.speedFor(cur) > 0 || p.turns.ViewFor(cur, p.view) != p.view {
			return
		}
		before := p.s.Steps()
		switch {
		case cur == table.Chance:
			p.rollChance()
		case p.computer(cur):
			for p.s.Steps() == before && time.Now().Before(deadline) {
				p.updateBot(cur)
				if p.s.Steps() == before {
					runtime.Gosched()
				}
			}
		default:
			return
		}
		if p.s.Steps() == before {
			return
		}
		b.Tick(0, p.mixer())
	}
}

// BackPauses reports whether Back opens the shell's pause menu: not
// while the Mummy's notes are open (Back closes them). Over the cover
// the menu shows nothing of either side's view.
func (p *Play) BackPauses() bool { return !p.notes.on || p.cover.passFor >= 0 }

// GameID is Pengqueen's, whose rules the pause menu offers.
func (p *Play) GameID() string { return pq.GameID }

// PauseItems are Pengqueen's own entries in the pause menu: the whole
// maze again once it is zoomed (Home on a keyboard; a controller has no
// key for it). Behind the cover there are none: the menu then speaks of
// no side's view.
func (p *Play) PauseItems() []scenes.PauseItem {
	b := p.board()
	if b == nil || !b.cam.Zoomed() {
		return nil
	}
	return []scenes.PauseItem{{Label: i18n.T("Show the whole maze"), On: func(*scenes.Context) { b.cam.Target = layout.Fitted() }}}
}

// ensureLayout lays the screen out for ctx's size.
func (p *Play) ensureLayout(ctx *scenes.Context) {
	p.fonts = ctx.Fonts
	if p.laid == [2]float64{ctx.W, ctx.H} {
		return
	}
	p.fonts = ctx.Fonts
	p.laid = [2]float64{ctx.W, ctx.H}
	p.lay = newPlayLayout(ctx.W, ctx.H)
	for _, b := range p.boards {
		if b != nil {
			b.lay = p.lay
			b.lay.place(b.cam.Shown)
		}
	}
	p.log.Invalidate()
	p.prompt.stale()
}

// maze is the maze as the board on screen shows it (zoomed and panned:
// camera.go), where its squares are clicked.
func (p *Play) maze() pqart.Board {
	if b := p.board(); b != nil {
		return b.lay.B
	}
	return p.lay.B
}

// art is the boards' art (the cover's door is in it too).
func (p *Play) art() *pqart.Art { return p.shelf.art }
