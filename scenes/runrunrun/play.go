package runrunrun

import (
	"errors"
	"runtime"
	"strings"
	"time"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// Play is a game of Run Run Run! in progress. The session (the engine's
// state, seeded chance, the record, undo and the log, autosaved after
// every step) is the only truth; the screen is drawn from the observation
// of the seat whose view it is (the board view, Board) and asks the
// person to act through the prompt (offers.go). The shell's turn
// controller (scenes.Turns) has the computer teammates think on their
// own goroutines, says whose hand to show and when to cover it (light:
// only before a hand is shown to another person than the last one), and
// gates the input at each hand-off; Update never blocks.
type Play struct {
	*Board

	settings *settings.Settings
	s        *session.Session
	saves    *saves.Saves
	turns    *scenes.Turns

	passFor int    // a person the device must be passed to, or -1
	wait    int    // ticks to rest after a computer's step
	message string // the last problem or notice, in words

	// the prompt: what is asked of the person to act, built for the step
	// builtFor with the choice made so far on the screen
	q        asked
	ch       choice
	builtFor int
	hover    int // the offer under the pointer, or -1
	focus    scenes.PromptFocus[offerKey]
	pages    [][]scenes.Placed
	page     int
	hint     hintState

	log       scenes.LogPanel
	lastActor int // the seat that acted last (chance plays at its speed)
}

// newPlay shows the session's game: at a chance step, the screen of
// whoever decides once it is played, behind the cover if need be.
func newPlay(s *session.Session, st *settings.Settings, sv *saves.Saves) *Play {
	p := &Play{Board: newBoard(s.Seats(), false), settings: st, s: s, saves: sv, passFor: -1, builtFor: -1, hover: -1, lastActor: -1,
		focus: scenes.NewPromptFocus[offerKey](), hint: hintState{at: -1}}
	p.marks = p
	p.turns = scenes.NewTurns(s)
	p.ch = noChoice(s.Steps())
	view := p.turns.ViewFor(s.NextToAct(), table.Onlooker)
	if p.turns.Cover(table.Onlooker, view) {
		p.passFor, view = view, table.Onlooker
	}
	p.setView(view)
	return p
}

// NewPlay starts a new game set up by setup and seed, autosaved in sv
// (nil: not saved). If only the first autosave fails, the game starts and
// says so.
func NewPlay(setup table.Setup, seed uint64, st *settings.Settings, sv *saves.Saves) (*Play, error) {
	s, err := session.New(session.Config{Game: rrr.GameID, Setup: setup, Seed: seed, Store: sv.Storage(), Key: sv.NewGameKey(time.Now())})
	var ae *session.AutosaveError
	if err != nil && !errors.As(err, &ae) {
		return nil, err
	}
	p := newPlay(s, st, sv)
	if ae != nil {
		p.Notice(ae.Error())
	} else {
		p.Notice(s.Notice())
	}
	return p, nil
}

// Notice shows msg first in the prompt (the shell's word of an autosave that failed).
func (p *Play) Notice(msg string) { p.message = strings.TrimSpace(msg + " " + p.message) }

// Session is the game being played.
func (p *Play) Session() *session.Session { return p.s }

// Steps is the number of engine steps played so far.
func (p *Play) Steps() int { return p.s.Steps() }

// Leave stops any computer still thinking and frees the art.
func (p *Play) Leave() {
	p.turns.Leave()
	p.audio.stopAmbient(p.settings.Mixer)
	p.dispose()
}

// state is the session's position: the play screen reads the engine's
// typed state through the adapter (rrr.MatchOf) to list the steps of the
// person to act; everything drawn comes from the view's observation.
func (p *Play) state() *rrr.State { return &rrr.MatchOf(p.s.Match()).State }

// setView shows seat view's picture at once (a new view, an undo).
func (p *Play) setView(view int) {
	p.view = view
	p.showObs(p.state().Observe(view))
	for _, e := range p.s.Entries() {
		if ev, ok := e.Event.(rrr.Event); ok {
			p.events = append(p.events, ev.SeenBy(view))
		}
	}
	p.turns.Show(view)
	p.builtFor = -1
	p.log.Invalidate()
}

// computer reports whether a computer plays seat.
func (p *Play) computer(seat int) bool { return p.turns.Computer(seat) }

// apply plays one step of a seat, in notation, and shows its events.
func (p *Play) apply(step string) error {
	evs, err := p.s.Apply(step)
	return p.took(evs, err)
}

// took shows a session step's events; a step that stood but could not be
// autosaved is reported and the game goes on.
func (p *Play) took(evs []table.Event, err error) error {
	var ae *session.AutosaveError
	if err != nil && !errors.As(err, &ae) {
		return err
	}
	if ae != nil {
		p.message = ae.Error()
	}
	p.Board.Play(evs, p.s.Match())
	if p.turns.HandOff() {
		p.focus.Reset()
	}
	p.builtFor = -1
	return nil
}

// speedFor is the animation length factor for a step of seat cur: a
// computer's at the computers' speed, a person's at theirs, chance at the
// speed of whoever acted last.
func (p *Play) speedFor(cur int) float64 {
	if cur == table.Chance {
		cur = p.lastActor
	}
	if cur >= 0 && p.computer(cur) {
		return p.settings.BotFactor()
	}
	return p.settings.SpeedFactor()
}

// Update advances the game by at most one step per tick (more at instant
// speed).
func (p *Play) Update(ctx *scenes.Context) error {
	p.turns.Filter(&ctx.In) // what began before the device changed hands is nobody's
	cur := p.s.Current()
	if cur >= 0 {
		p.lastActor = cur
	}
	p.Tick(p.speedFor(cur), ctx.Settings.Mixer)
	p.audio.startAmbient(ctx.Settings.Mixer)
	p.inputControls(ctx, cur)
	if p.passFor >= 0 {
		p.updatePass(ctx)
		return nil
	}
	g := newGeom(ctx, false)
	p.cam.layout(p.Board, g.maze) // what a click on the maze picks
	p.log.Update(ctx, g.log, g.u)
	p.updateCamera(ctx, g)
	if p.updateTools(ctx, g, cur) {
		return nil
	}
	if p.wait > 0 {
		p.wait--
	}
	if p.updateSkip(ctx) {
		return nil
	}
	if p.Busy() || p.wait > 0 {
		p.updateHover(ctx, g, cur)
		return nil
	}
	if cur == table.Over {
		ctx.Go(scenes.NewEnd(p.s, p.saves))
		return nil
	}
	if want := p.turns.ViewFor(cur, p.view); want != p.view {
		if p.turns.Cover(p.view, want) {
			p.passFor = want
			p.setView(table.Onlooker) // nothing private stays on screen behind the cover
			return nil
		}
		p.setView(want)
	}
	switch {
	case (cur == table.Chance || p.computer(cur)) && !p.saves.Settle(time.Now()):
		// the last step is still being saved: the next frame plays on
	case cur == table.Chance:
		p.rollChance()
	case p.computer(cur):
		p.updateBot(cur)
	default:
		p.updateHuman(ctx, g, cur)
	}
	p.runInstant(time.Now().Add(3 * time.Millisecond))
	return nil
}

// rollChance plays the pending chance step and the rest of its run (the
// other dice of a roll, the rest of the deal: table.Roller), so the dice
// of one roll tumble together.
func (p *Play) rollChance() {
	var all []table.Event
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
		if !p.s.Rolling() {
			break
		}
	}
	_ = p.took(all, nil)
}

// updateBot starts or polls a computer teammate's decision; it never
// blocks. A step it cannot play is reported and the first legal one
// played instead, so a broken teammate never stops the game.
func (p *Play) updateBot(cur int) {
	played, msg := p.turns.PlayBot(p.name(cur), p.apply)
	if msg != "" {
		p.message = msg
	}
	if played {
		p.wait = p.turns.Rest(20, p.settings.BotFactor())
	}
}

// runInstant keeps playing chance and computer steps within one tick
// while their speed is instant, so a game of computers at instant speed
// runs at the engine's pace, bounded by the deadline so the window stays
// responsive.
func (p *Play) runInstant(deadline time.Time) {
	for time.Now().Before(deadline) {
		if p.Busy() || p.wait > 0 || p.passFor >= 0 || !p.saves.Settle(deadline) {
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
			p.lastActor = cur
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
	}
}

// updatePass waits for the next person to take the device. Back or
// Start (the shell's) and the cover's Menu button open the pause menu
// over the cover, which shows no hand.
func (p *Play) updatePass(ctx *scenes.Context) {
	x, y, ok := ctx.In.Clicked()
	hit := -1
	if ok {
		hit = ctx.In.Hit([]input.Target{{Rect: p.passButton(ctx), ID: 0, Enabled: true}, {Rect: p.passMenuButton(ctx), ID: 1, Enabled: true}}, x, y)
	}
	if hit == 1 {
		ctx.Pause()
		return
	}
	if ctx.In.Has(input.Confirm) || hit == 0 {
		v := p.passFor
		p.passFor = -1
		p.setView(v)
		p.turns.CloseGate() // a double-click on the cover does not play on the board
		p.focus.Reset()
	}
}

// BackPauses reports whether Back opens the shell's pause menu: not
// while the person deciding has something chosen on the screen (Back
// takes it back first).
func (p *Play) BackPauses() bool {
	return p.passFor >= 0 || !(p.humanActing(p.s.Current()) && p.ch.at == p.s.Steps() && p.ch.any())
}

// GameID is Run Run Run!'s, whose rules the pause menu offers.
func (p *Play) GameID() string { return rrr.GameID }

// PauseItems are Run Run Run!'s own entries in the pause menu: the whole
// maze at once, or the camera following the game again (Home or the top
// bar's button; a controller has no key for it).
func (p *Play) PauseItems() []scenes.PauseItem {
	if p.cam.whole {
		return []scenes.PauseItem{{Label: i18n.T("Follow the game"), On: func(*scenes.Context) { p.cam.follow() }}}
	}
	return []scenes.PauseItem{{Label: i18n.T("Show the whole maze"), On: func(*scenes.Context) { p.cam.showAll() }}}
}
