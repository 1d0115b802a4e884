package horus

import (
	"errors"
	"strings"
	"time"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// Play is a game in progress. The session (engine state, seeded chance,
// record, undo and the log, autosaved after every step) is the only
// truth; the screen is drawn from the observation of the seat whose view
// it is and from a world grown from that seat's events. The shell's turn
// controller (scenes.Turns) has the computers think in goroutines, says
// whose view to show and when to cover it, and gates the input at each
// hand-off; Update never blocks.
type Play struct {
	*Board // the board, the table and the seats as the view's seat sees them (board.go)

	settings *settings.Settings
	s        *session.Session // nil in tests that draw a position
	saves    *saves.Saves     // where s autosaves; nil: nowhere
	turns    *scenes.Turns    // whose turn, computers, hand-offs (no session: NewSeatTurns)

	passFor int // a human the device must be passed to, or -1
	wait    int

	legal    []horus.Action
	targets  []target
	selDice  uint8
	builtFor int // engine step the targets were built for, -1: stale
	hover    int
	message  string // the last problem, in words

	// The prompt's buttons, page by page when they do not all fit in the
	// panel (play_targets.go): targets holds the page on show, and
	// pageFor the decision it was chosen in (a new one starts on page 0).
	pages   [][]target
	page    int
	pageFor pageKey

	anim playAnim     // animation speed and skipping (play_anim.go)
	ctl  playControls // keyboard and controller focus, hints (play_controls.go)

	log      scenes.LogPanel
	builtCam layout.Camera // the camera the targets were built for
	device   input.Device  // the device used last, which the prompt names

	ask  *endAsk // the question before a costly end of turn (play_ask.go)
	rush bool    // playing the rest at once: no human is left inside (play_rush.go)
}

// NewPlay sets up a game that is not saved anywhere (tests).
func NewPlay(cfg GameConfig, st *settings.Settings) (*Play, error) { return StartPlay(cfg, st, nil) }

// StartPlay starts a new game autosaved in saves (nil: not saved). If
// only the first autosave fails, the game starts and says so.
func StartPlay(cfg GameConfig, st *settings.Settings, saves *saves.Saves) (*Play, error) {
	s, err := session.New(session.Config{Game: horus.GameID, Setup: cfg.Setup(), Seed: cfg.Seed, Store: saves.Storage(), Key: saves.NewGameKey(time.Now())})
	var ae *session.AutosaveError
	if err != nil && !errors.As(err, &ae) {
		return nil, err
	}
	p, perr := playSession(s, cfg, st, saves)
	if perr != nil {
		return nil, perr
	}
	if ae != nil {
		p.message = ae.Error()
	} else if n := s.Notice(); n != "" {
		p.message = n // e.g. the game is saved under another name
	}
	return p, nil
}

// ResumePlay shows a session loaded from a save ("Continue"): the same
// seats, position, random stream, undo window and log.
func ResumePlay(s *session.Session, st *settings.Settings, saves *saves.Saves) (*Play, error) {
	p, err := playSession(s, configOf(s), st, saves)
	if err != nil {
		return nil, err
	}
	p.message = s.Notice()
	return p, nil
}

// configOf is the set-up of a session's game, as the new-game screen
// would have chosen it.
func configOf(s *session.Session) GameConfig {
	return configFrom(stateOf(s), s.Seed(), s.Seats())
}

// configFrom is the set-up of a game in state st, played by seats.
func configFrom(st horus.State, seed uint64, seats []session.Seat) GameConfig {
	cfg := GameConfig{AlternateMummies: st.Opt.AlternateMummies, TotalSecrecy: st.Opt.TotalSecrecy, Seed: seed}
	for i, seat := range seats {
		sc := SeatConfig{Human: seat.IsHuman(), Level: seat.Kind, Adventurer: st.Opt.Adventurers[i]}
		if sc.Human {
			sc.Name = typedName(seat.Name, sc.Adventurer)
		}
		cfg.Seats = append(cfg.Seats, sc)
	}
	return cfg
}

func playSession(s *session.Session, cfg GameConfig, st *settings.Settings, saves *saves.Saves) (*Play, error) {
	p := &Play{Board: &Board{cfg: cfg}, settings: st, s: s, saves: saves, passFor: -1, builtFor: -1, hover: -1, ctl: newPlayControls()}
	p.marks = p
	p.turns = scenes.NewTurns(s) // the click that opened the game is not a move in it
	p.m.State = stateOf(s)
	p.events = sessionEvents(s)
	// At a chance step (a game saved or started there) the screen is that
	// of whoever decides once it is played, never a seat left over from
	// before: nobody has sat down yet.
	p.view = -1
	p.view = p.viewFor(s.NextToAct())
	if p.turns.Cover(table.Onlooker, p.view) {
		// a resumed hot-seat game: whoever sits down first may not see
		// another player's secrets
		p.passFor, p.view = p.view, -1
	}
	p.resetWorld()
	return p, nil
}

// sessionEvents is the session's log (kept in the save) as events.
func sessionEvents(s *session.Session) []horus.Event {
	es := s.Entries()
	out := make([]horus.Event, 0, len(es))
	for _, e := range es {
		if h, ok := e.Event.(horus.Event); ok {
			out = append(out, h)
		}
	}
	return out
}

// stateOf is the position of a session's game: the play screen is Horus's
// and reads the engine's State through the adapter (horus.MatchOf).
func stateOf(s *session.Session) horus.State { return horus.MatchOf(s.Match()).State }

// Notice shows msg first in the prompt, before any message of its own.
func (p *Play) Notice(msg string) { p.message = strings.TrimSpace(msg + " " + p.message) }

// Session is the game being played.
func (p *Play) Session() *session.Session { return p.s }

// Leave stops any computer still thinking.
func (p *Play) Leave() {
	p.turns.Leave()
	p.leaveAnim()
}

// computer reports whether a computer plays seat.
func (p *Play) computer(seat int) bool { return p.turns.Computer(seat) }

// humans are the seats people play.
func (p *Play) humans() []int { return p.turns.Humans() }

// viewFor is whose screen is shown when seat cur is to act
// (Turns.ViewFor).
func (p *Play) viewFor(cur int) int { return p.turns.ViewFor(cur, p.view) }

// private reports whether seat's view must be covered before it is shown
// on the shared screen (Turns.Private: the game's Match.Cover).
func (p *Play) private(seat int) bool { return p.turns.Private(seat) }

// resetWorld shows the position and the view at once (Board.reset):
// the targets and the log are made afresh.
func (p *Play) resetWorld() {
	p.reset(p.stepFactor())
	p.builtFor = -1
	p.log.Invalidate()
}

func (p *Play) steps() int {
	if p.s == nil {
		return 0
	}
	return p.s.Steps()
}

// Steps is the number of engine steps played so far.
func (p *Play) Steps() int { return p.steps() }

// apply plays one action of a seat and feeds its events to the world and
// the log.
func (p *Play) apply(a horus.Action) error { return p.applyStep(a.String()) }

// applyStep plays one step of a seat, in notation.
func (p *Play) applyStep(step string) error {
	evs, err := p.s.Apply(step)
	if err := p.took(evs, err); err != nil {
		return err
	}
	p.absorb()
	return nil
}

// chance plays the pending chance step (tests; the scene batches them in
// rollChance).
func (p *Play) chance() error {
	evs, err := p.s.StepChance()
	if err := p.took(evs, err); err != nil {
		return err
	}
	p.absorb()
	return nil
}

// took collects a session step's events in evbuf. A step that stood but
// could not be autosaved is reported in the prompt and the game goes on.
func (p *Play) took(evs []table.Event, err error) error {
	var ae *session.AutosaveError
	if err != nil && !errors.As(err, &ae) {
		return err
	}
	if ae != nil {
		p.message = ae.Error()
	}
	p.evbuf = append(p.evbuf[:0], horus.EventsOf(evs)...)
	p.m.State = stateOf(p.s)
	p.handOff()
	return nil
}

// handOff notices the device changing hands after a step
// (Turns.HandOff): the keyboard focus starts afresh for the new player.
func (p *Play) handOff() {
	if p.turns.HandOff() {
		p.ctl.focus.Reset()
	}
}

// closeGate holds back every press begun until now (Turns.CloseGate).
func (p *Play) closeGate() { p.turns.CloseGate() }

// absorb animates the events of the step just played (Board.absorb);
// the targets are built afresh and no die stays chosen.
func (p *Play) absorb() {
	p.Board.absorb()
	p.builtFor = -1
	p.selDice = 0
}

// Update advances the game by at most one step per tick.
func (p *Play) Update(ctx *scenes.Context) error {
	p.ensureLayout(ctx)
	p.turns.Filter(&ctx.In) // what began before the device changed hands is nobody's
	p.animTick(ctx)
	p.inputControls(ctx)
	if p.passFor >= 0 {
		p.updatePass(ctx)
		return nil
	}
	if p.ask != nil {
		p.updateAsk(ctx)
		return nil
	}
	if x, y, ok := ctx.In.Clicked(); ok && p.lay.Menu.Contains(x, y) {
		ctx.Pause()
		return nil
	}
	if p.updateDrawers(ctx) {
		return nil
	}
	if p.updateUndo(ctx) || p.updateRush(ctx) {
		return nil
	}
	cur := p.m.State.Current()
	if p.rush && cur >= 0 && !p.computer(cur) {
		p.rush = false // a human has something to decide after all
	}
	if p.wait > 0 {
		p.wait--
	}
	if p.updateSkip(ctx) {
		return nil
	}
	if p.world.Busy() || p.wait > 0 {
		p.updateHover(ctx, cur)
		return nil
	}
	if cur == horus.TerminalSeat {
		ctx.Go(scenes.NewEnd(p.s, p.saves))
		return nil
	}
	if p.passNothing(cur) { // a person with nothing to decide is not asked
		return nil
	}
	if want := p.viewFor(cur); want != p.view {
		if p.turns.Cover(p.view, want) {
			p.view = -1 // nothing private stays on screen behind the cover
			p.resetWorld()
			p.passFor = want
			return nil
		}
		p.view = want
		p.resetWorld()
	}
	switch {
	case p.turns.Held():
		// a tutorial's card is being read (scenes.Guide): play waits
	case (cur == horus.ChanceSeat || p.computer(cur)) && !p.saves.Settle(time.Now()):
		// the last step is still being saved: a step now would wait for
		// it (storage.Background), so the next frame plays it
	case cur == horus.ChanceSeat:
		p.rollChance()
	case p.computer(cur):
		p.updateBot(cur)
	default:
		p.updateHuman(ctx, cur)
	}
	p.runInstant(time.Now().Add(p.tickBudget()))
	return nil
}

// updateDrawers runs the board's own input (its camera, the squares'
// names, the table's drawer) and the log's drawer: L or the log's button
// opens and closes it, PgUp and PgDn (a controller's triggers) open it
// and scroll it, Back or its Close button closes it. It reports whether
// the tick's click or key was theirs.
func (p *Play) updateDrawers(ctx *scenes.Context) bool {
	if p.Input(ctx) {
		p.builtFor = -1
		return true
	}
	x, y, clicked := ctx.In.Clicked()
	u := p.lay.U
	switch {
	case ctx.In.Has(input.Log) || clicked && p.lay.LogBtn.Contains(x, y) && p.drawer.kind != drawerLog:
		p.drawer.toggle(drawerLog)
		return true
	case (ctx.In.Has(input.PageUp) || ctx.In.Has(input.PageDown)) && p.drawer.kind != drawerLog:
		p.drawer.toggle(drawerLog)
	}
	if p.drawer.kind != drawerLog {
		return false
	}
	r := p.drawer.rect(p.lay.Drawer, ctx.W)
	if ctx.In.Has(input.Back) || clicked && closeButton(r, u).Contains(x, y) {
		p.drawer.toggle(drawerLog)
		return true
	}
	p.log.Update(ctx, logRect(r, u), u)
	return clicked && r.Contains(x, y) // the drawer covers what is under it
}

// logRect is the log panel in the log's drawer r, under its Close button.
func logRect(r layout.Rect, u float64) layout.Rect {
	return layout.Rect{X: r.X, Y: r.Y + 46*u, W: r.W, H: r.H - 46*u}
}

// passNothing plays the end of a person's turn for them when it is all
// they could do and the table may know it: the end is their only step,
// and their view hides nothing from an onlooker. They are not asked and
// the screen is not covered for them (in phase 1, someone with nothing to
// discard and no ability to use). Under Total Secrecy a person holding a
// card face down is asked as always: being passed over would tell the
// table that card is a wound. It reports whether it played.
func (p *Play) passNothing(cur int) bool {
	if cur < 0 || p.computer(cur) || p.s == nil || p.private(cur) {
		return false
	}
	legal := p.m.State.Legal(p.legal[:0])
	p.legal = legal
	if len(legal) != 1 || legal[0].Kind != horus.ActEnd {
		return false
	}
	if err := p.apply(legal[0]); err != nil {
		p.message = err.Error()
		return false
	}
	return true
}

// BackPauses reports whether Back opens the shell's pause menu: not
// while a drawer is open (Back closes it) or the end of a turn is asked
// about (Back keeps playing).
func (p *Play) BackPauses() bool { return p.ask == nil && p.drawer.kind == drawerNone }

// GameID is Horus's, whose rules the pause menu offers.
func (p *Play) GameID() string { return horus.GameID }

// PauseItems are Horus's own entries in the pause menu: the squares'
// names shown or hidden (N on a keyboard; a controller has no key for
// it), and the table's and the log's drawers.
func (p *Play) PauseItems() []scenes.PauseItem {
	names := i18n.T("Square names: hidden")
	if p.names {
		names = i18n.T("Square names: shown")
	}
	return []scenes.PauseItem{{Label: names, On: func(*scenes.Context) { p.names = !p.names }}}
}

// rollChance resolves the pending chance step; a roll of several dice (or
// the dealing at setup) happens as one batch so the dice tumble together.
func (p *Play) rollChance() {
	var all []horus.Event
	batch := p.s.Rolling()
	for p.m.State.IsChance() {
		evs, err := p.s.StepChance()
		if err := p.took(evs, err); err != nil {
			p.message = i18n.T("chance step failed: ") + err.Error()
			break
		}
		all = append(all, p.evbuf...)
		if !batch || !p.s.Rolling() {
			break
		}
	}
	p.evbuf = append(p.evbuf[:0], all...)
	p.absorb()
	p.wait = p.pause(8)
}

// updateBot starts or polls a computer's decision (Turns.Think); it
// never blocks.
func (p *Play) updateBot(cur int) {
	played, msg := p.turns.PlayBot(p.who(cur), p.applyStep)
	if msg != "" {
		p.message = msg
	}
	if played {
		p.wait = p.pause(24)
	}
}

// updateHover finds the target under the pointer (also while waiting).
func (p *Play) updateHover(ctx *scenes.Context, cur int) {
	p.hover = -1
	if cur < 0 || p.computer(cur) || cur != p.view {
		return
	}
	p.buildTargets(cur)
	p.hover = ctx.In.Hit(p.hitTargets(), ctx.In.X, ctx.In.Y)
}

// updateHuman turns the human's clicks on legal targets into actions.
func (p *Play) updateHuman(ctx *scenes.Context, cur int) {
	p.pollHint(cur)
	p.updateHover(ctx, cur)
	pick := p.hover
	if _, _, ok := ctx.In.Clicked(); !ok {
		pick = -1
	}
	if fp, used := p.focusPick(ctx, cur); used {
		pick = fp
	} else if ctx.In.Has(input.Confirm) { // Enter or Space: the highlighted next step
		for i, t := range p.targets {
			if t.kind == tButton && p.primary(t, cur) {
				pick = i
				break
			}
		}
	}
	if pick < 0 {
		return
	}
	t := p.targets[pick]
	switch {
	case t.kind == tDie:
		p.selDice ^= 1 << t.die
		p.builtFor = -1
		return
	case t.page != 0: // "More…" or "Back": another page of the prompt's buttons
		p.turnPage(t.page, cur)
		return
	case p.askEnd(cur, t.act): // an end of turn that costs something asks first
		return
	}
	p.message, p.ctl.note = "", ""
	if err := p.apply(t.act); err != nil {
		p.message = err.Error()
	}
	p.wait = p.pause(4)
}

// primary marks the natural next step, drawn highlighted and played by
// Enter: rerolling the chosen dice, or ending once nothing is left to do.
func (p *Play) primary(t target, cur int) bool {
	return t.act.Kind == horus.ActReroll || t.act.Kind == horus.ActEnd && (p.obs.Phase == horus.PhaseAdjust || p.obs.Players[cur].Actions == 0)
}

// updatePass waits for the next human to confirm they hold the device.
// Back (handled by the shell) opens the pause menu over the cover, which
// shows nothing of anyone's view; so does the cover's Menu button.
func (p *Play) updatePass(ctx *scenes.Context) {
	x, y, ok := ctx.In.Clicked()
	if ok && p.passMenuButton().Contains(x, y) {
		ctx.Pause()
		return
	}
	if ctx.In.Has(input.Confirm) || ok && p.passButton().Contains(x, y) {
		p.noteBorrowed(ctx, p.passFor)
		p.view = p.passFor
		p.passFor = -1
		p.resetWorld()
		p.closeGate() // a double-click on the cover does not play on the board
	}
}

func (p *Play) passButton() layout.Rect { return p.lay.R(440, 420, 400, 56) }

// passMenuButton opens the pause menu from the cover with the mouse.
func (p *Play) passMenuButton() layout.Rect { return p.lay.R(540, 540, 200, 44) }

// ensureLayout lays the screen out for ctx's size (Board.layout), the
// targets and the log afresh when it changed, and the prompt's buttons
// afresh when the device its words name changed.
func (p *Play) ensureLayout(ctx *scenes.Context) {
	if p.layout(ctx) {
		p.builtFor = -1
		p.log.Invalidate()
	}
	if ctx.In.Last != p.device {
		p.device = ctx.In.Last
		p.builtFor = -1
	}
}

// Probe tells the e2e test whose turn it is and where the legal targets are.
func (p *Play) Probe(ctx *scenes.Context) scenes.Probe {
	p.ensureLayout(ctx)
	cur := p.m.State.Current()
	pr := scenes.Probe{Scene: "play", Seat: cur, View: p.view, Round: int(p.m.State.Round), Over: p.m.State.IsOver(), Steps: p.steps(),
		Message: p.ctl.note, Pads: ctx.Pads.Bound(), Handoffs: p.turns.Handoffs()}
	if p.passFor >= 0 {
		pr.Scene = "pass"
		pr.Targets = []scenes.ProbeTarget{{Label: "confirm", Rect: p.passButton()}, {Label: "menu", Rect: p.passMenuButton()}}
		return pr
	}
	if p.ask != nil {
		p.askProbe(&pr)
		return pr
	}
	p.rushProbe(&pr)
	idle := !p.world.Busy() && p.wait == 0
	if idle && cur >= 0 && !p.computer(cur) && cur == p.view {
		pr.Human = true
		pr.Prompt = p.prompt(cur, p.device)
		p.buildTargets(cur)
		p.syncFocus(cur)
		for i, t := range p.targets {
			pt := scenes.ProbeTarget{Label: t.label, Rect: t.r, Focused: i == p.ctl.focus.At}
			if t.kind != tDie && t.page == 0 { // a page button plays nothing
				pt.Action = t.act.String()
			}
			pr.Targets = append(pr.Targets, pt)
		}
	}
	return pr
}
