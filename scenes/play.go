package scenes

import (
	"context"
	"errors"
	"fmt"
	"math"
	"time"

	horusbot "github.com/pyramid-studio/pyramid/bot/horus"
	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/world"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/session"
)

// Play is a game in progress. The session (engine state, seeded chance,
// record, undo and the log, autosaved after every step) is the only
// truth; the screen is drawn from the observation of the seat whose view
// it is and from a world grown from that seat's events. Computer seats
// think in goroutines; Update never blocks.
type Play struct {
	cfg      GameConfig
	settings *Settings
	s        *session.Session // nil in the replay viewer
	saves    *Saves           // where s autosaves; nil: nowhere
	m        mirror           // the session's position, copied after every step
	bots     []horusbot.Bot   // non-nil marks a computer seat (session.BotMove decides)
	humans   []int

	ctx    context.Context
	cancel context.CancelFunc
	run    *botRun

	view    int // seat whose view is drawn; -1 for an onlooker
	passFor int // a human the device must be passed to, or -1
	world   *world.World
	obs     horus.Observation
	events  []horus.Event
	evbuf   []horus.Event
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

	chipHover string // name of the card chip under the pointer

	anim playAnim     // animation speed, skipping and sound (play_anim.go)
	ctl  playControls // keyboard and controller focus, hints (play_controls.go)

	lay   layout.Play
	fonts render.Fonts
	art   *render.Art
	artSz [3]float64
	menu  layout.Rect
	log   logCache

	quitArm   int // ticks left to confirm quitting with a second click
	logScroll int // log lines scrolled back from the newest

	// The device changing hands: the gate holds back input that began
	// before another seat was to act (handOff), or before the cover was
	// lifted or a question put (closeGate); turnOf is the seat that was
	// to act after the last step.
	gate     input.Gate
	handoffs int // times the gate was closed (for the test probe)
	turnOf   int
	ask      *endAsk // the question before a costly end of turn (play_ask.go)
	rush     bool    // playing the rest at once: no human is left inside (play_rush.go)
}

// botRun is one computer decision in flight: the step it chose, in
// notation.
type botRun struct {
	ch   chan string
	step int
}

// mirror holds a copy of the session's position, refreshed after every
// step, so drawing reads it without copying a State every frame.
type mirror struct{ State horus.State }

// NewPlay sets up a game that is not saved anywhere (tests).
func NewPlay(cfg GameConfig, st *Settings) (*Play, error) { return StartPlay(cfg, st, nil) }

// StartPlay starts a new game autosaved in saves (nil: not saved). If
// only the first autosave fails, the game starts and says so.
func StartPlay(cfg GameConfig, st *Settings, saves *Saves) (*Play, error) {
	s, err := session.New(session.Config{Game: horus.GameID, Setup: cfg.Setup(), Seed: cfg.Seed, Store: saves.store(), Key: saves.newGameKey(time.Now())})
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
func ResumePlay(s *session.Session, st *Settings, saves *Saves) (*Play, error) {
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

func playSession(s *session.Session, cfg GameConfig, st *Settings, saves *Saves) (*Play, error) {
	p := &Play{cfg: cfg, settings: st, s: s, saves: saves, passFor: -1, builtFor: -1, hover: -1, ctl: playControls{focus: input.NoFocus, hintAt: -1}}
	p.ctx, p.cancel = context.WithCancel(context.Background())
	for i, sc := range cfg.Seats {
		if sc.Human {
			p.humans = append(p.humans, i)
			p.bots = append(p.bots, nil)
			continue
		}
		b, err := horusbot.New(sc.Level, 0) // marks the seat; the session decides
		if err != nil {
			p.cancel()
			return nil, fmt.Errorf("seat %d: %v", i+1, err)
		}
		p.bots = append(p.bots, b)
	}
	p.m.State = stateOf(s)
	p.events = sessionEvents(s)
	p.turnOf = p.m.State.Current()
	p.closeGate() // the click that opened the game is not a move in it
	// At a chance step (a game saved or started there) the screen is that
	// of whoever decides once it is played, never a seat left over from
	// before: nobody has sat down yet.
	p.view = -1
	p.view = p.viewFor(s.NextToAct())
	if len(p.humans) > 1 && p.view >= 0 && p.private(p.view) {
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

// Session is the game being played.
func (p *Play) Session() *session.Session { return p.s }

// Leave stops any computer still thinking.
func (p *Play) Leave() { p.cancel(); p.leaveAnim() }

// viewFor is whose screen is shown when seat cur is to act: a lone human
// always sees their own view; with several humans, the acting human's (an
// onlooker's while computers act; chance keeps the view it finds).
func (p *Play) viewFor(cur int) int {
	switch {
	case len(p.humans) == 1:
		return p.humans[0]
	case cur == horus.ChanceSeat:
		return p.view // dice and draws do not pass the device
	case cur >= 0 && p.bots[cur] == nil:
		return cur
	}
	return -1
}

// private reports whether seat's view must be covered before it is shown
// on the shared screen: the game's hot-seat rule (Match.Cover), from the
// public view, which is what the screen shows while the device changes
// hands.
func (p *Play) private(seat int) bool { return p.s.Match().Cover(table.Onlooker, seat) }

func (p *Play) resetWorld() {
	old := p.world
	p.obs = p.m.State.Observe(p.view)
	p.world = world.Rebuild(p.obs)
	p.keepTrail(old)
	p.world.Speed = p.stepFactor()
	p.builtFor = -1
	p.log.key = -1
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

// handOff notices the device changing hands. When a step leaves a person
// to act after another seat (a turn passed, a player must react out of
// turn, the computers have played), whatever the hands at the table
// began before it is nobody's move: the second click of a double-click
// on End turn, a key or button still held. The gate holds it back until
// it is pressed afresh, and the keyboard focus starts afresh for the
// new player. Chance steps within a turn are no hand-off, and neither is
// a computer's turn, where presses only skip animations: Space tapped
// through the computers' moves goes on skipping them.
func (p *Play) handOff() {
	cur := p.m.State.Current()
	if cur < 0 || cur == p.turnOf {
		return
	}
	p.turnOf = cur
	if p.bots[cur] != nil {
		return
	}
	p.closeGate()
	p.ctl.focus, p.ctl.onSet = input.NoFocus, false
}

// closeGate holds back every press begun until now (input.Gate).
func (p *Play) closeGate() {
	p.gate.Close()
	p.handoffs++
}

func (p *Play) absorb() {
	p.world.ApplyAll(p.evbuf)
	p.events = append(p.events, p.evbuf...)
	p.obs = p.m.State.Observe(p.view)
	p.builtFor = -1
	p.selDice = 0
}

// Update advances the game by at most one step per tick.
func (p *Play) Update(ctx *Context) error {
	p.ensureLayout(ctx)
	p.gate.Filter(&ctx.In) // what began before the device changed hands is nobody's
	p.animTick(ctx)
	p.inputControls(ctx)
	if p.quitArm > 0 {
		p.quitArm--
	}
	if p.passFor >= 0 {
		p.updatePass(ctx)
		return nil
	}
	if p.ask != nil {
		p.updateAsk(ctx)
		return nil
	}
	if x, y, ok := ctx.In.Clicked(); ok && p.menu.Contains(x, y) || ctx.In.Has(input.Back) {
		if p.askQuit(ctx) {
			return nil
		}
	}
	p.scrollLog(ctx)
	if p.updateUndo(ctx) || p.updateRush(ctx) {
		return nil
	}
	cur := p.m.State.Current()
	if p.rush && cur >= 0 && p.bots[cur] == nil {
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
		ctx.Go(NewEnd(p))
		return nil
	}
	if want := p.viewFor(cur); want != p.view {
		if want >= 0 && p.private(want) {
			p.view = -1 // nothing private stays on screen behind the cover
			p.resetWorld()
			p.passFor = want
			return nil
		}
		p.view = want
		p.resetWorld()
	}
	switch {
	case (cur == horus.ChanceSeat || p.bots[cur] != nil) && !p.saves.settle(time.Now()):
		// the last step is still being saved: a step now would wait for
		// it (storage.Background), so the next frame plays it
	case cur == horus.ChanceSeat:
		p.rollChance()
	case p.bots[cur] != nil:
		p.updateBot(cur)
	default:
		p.updateHuman(ctx, cur)
	}
	p.runInstant(time.Now().Add(p.tickBudget()))
	return nil
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

// updateBot starts or polls a computer's decision; it never blocks.
func (p *Play) updateBot(cur int) {
	step := p.steps()
	if p.run == nil || p.run.step != step {
		// the session seeds the computer from the game's seed, the seat and
		// the step, so a resumed game plays on exactly as it would have
		think, err := p.s.BotMove()
		if err != nil {
			p.message = err.Error()
			return
		}
		legal := p.s.Match().Legal()
		ch := make(chan string, 1)
		p.run = &botRun{ch: ch, step: step}
		ctx := p.ctx
		go func() {
			defer func() {
				if r := recover(); r != nil {
					ch <- legal[0] // a broken bot must not take the game down
				}
			}()
			ch <- think(ctx)
		}()
		return
	}
	select {
	case step := <-p.run.ch:
		p.run = nil
		if err := p.applyStep(step); err != nil {
			legal := p.s.Match().Legal()
			p.message = i18n.F("the computer playing %s chose %s: %v",
				p.who(cur), step, err)
			if len(legal) > 0 {
				_ = p.applyStep(legal[0])
			}
		}
		p.wait = p.pause(24)
	default:
	}
}

// updateHover finds the target under the pointer (also while waiting).
func (p *Play) updateHover(ctx *Context, cur int) {
	p.hover = -1
	if cur < 0 || p.bots[cur] != nil || cur != p.view {
		return
	}
	p.buildTargets(cur)
	p.hover = input.Hit(p.inputTargets(), ctx.In.X, ctx.In.Y)
}

// updateHuman turns the human's clicks on legal targets into actions.
func (p *Play) updateHuman(ctx *Context, cur int) {
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
// Back leaves the game from the cover as from the board, with the same
// second press to confirm: the players may want to stop before the next
// one takes the device, and the game is autosaved.
func (p *Play) updatePass(ctx *Context) {
	x, y, ok := ctx.In.Clicked()
	if ctx.In.Has(input.Back) || ok && p.passQuitButton().Contains(x, y) {
		p.askQuit(ctx)
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

// quitConfirmTicks is how long "Quit to title" waits for its second click.
const quitConfirmTicks = 150

// askQuit is one press of "Quit to title" or Back: the first arms the
// quit, a second one within quitConfirmTicks goes to the title (the game
// is autosaved: Continue resumes it), so a stray press never ends a
// game. It reports whether the scene was left.
func (p *Play) askQuit(ctx *Context) bool {
	if p.quitArm > 0 {
		ctx.Go(NewTitle())
		return true
	}
	p.quitArm = quitConfirmTicks
	return false
}

// scrollLog moves the log back and forth with the wheel over it, or a
// page at a time with PgUp and PgDn.
func (p *Play) scrollLog(ctx *Context) {
	page := max(1, int((p.lay.Log.H-30*p.lay.U)/(15.5*p.lay.U))-1)
	over := p.lay.Log.Contains(ctx.In.X, ctx.In.Y)
	for _, in := range ctx.In.Intents {
		switch {
		case in.Kind == input.Scroll && over:
			p.logScroll = max(0, p.logScroll+int(math.Round(in.DY*3)))
		case in.Kind == input.PageUp:
			p.logScroll += page
		case in.Kind == input.PageDown:
			p.logScroll = max(0, p.logScroll-page)
		}
	}
	if n := len(p.log.lines); n > 0 {
		p.logScroll = min(p.logScroll, n) // never scroll past the first line
	}
}

func (p *Play) passButton() layout.Rect { return p.lay.R(490, 420, 300, 56) }

// passQuitButton leaves the game from the cover with the mouse (twice,
// as "Quit to title" on the board).
func (p *Play) passQuitButton() layout.Rect { return p.lay.R(540, 540, 200, 40) }

func (p *Play) ensureLayout(ctx *Context) {
	sz := [3]float64{ctx.W, ctx.H, float64(len(p.cfg.Seats))}
	if p.art != nil && sz == p.artSz {
		return
	}
	if p.art != nil {
		p.art.Dispose()
	}
	p.lay = layout.NewPlay(ctx.W, ctx.H, len(p.cfg.Seats))
	p.fonts = ctx.Fonts
	p.art = render.NewArt(p.lay, ctx.Fonts)
	p.artSz = sz
	p.warm()
	p.menu = p.lay.R(1150, 8, 122, 28)
	p.builtFor = -1
	p.log.key = -1
}

// Probe tells the e2e test whose turn it is and where the legal targets are.
func (p *Play) Probe(ctx *Context) Probe {
	p.ensureLayout(ctx)
	cur := p.m.State.Current()
	pr := Probe{Scene: "play", Seat: cur, View: p.view, Round: int(p.m.State.Round), Over: p.m.State.IsOver(), Steps: p.steps(),
		Message: p.ctl.note, Pads: ctx.Pads.Bound(), Handoffs: p.handoffs}
	if p.passFor >= 0 {
		pr.Scene = "pass"
		pr.Targets = []ProbeTarget{{Label: "confirm", Rect: p.passButton()}, {Label: "quit", Rect: p.passQuitButton()}}
		return pr
	}
	if p.ask != nil {
		p.askProbe(&pr)
		return pr
	}
	p.rushProbe(&pr)
	idle := !p.world.Busy() && p.wait == 0
	if idle && cur >= 0 && p.bots[cur] == nil && cur == p.view {
		pr.Human = true
		pr.Prompt = p.prompt(cur)
		p.buildTargets(cur)
		p.syncFocus(cur)
		for i, t := range p.targets {
			pt := ProbeTarget{Label: t.label, Rect: t.r, Focused: i == p.ctl.focus.At}
			if t.kind != tDie && t.page == 0 { // a page button plays nothing
				pt.Action = t.act.String()
			}
			pr.Targets = append(pr.Targets, pt)
		}
	}
	return pr
}
