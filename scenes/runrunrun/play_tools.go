package runrunrun

import (
	"slices"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/scenes"
)

// The top bar's tools: a hint, undo and redo, the whole maze, quitting.

// tool is one button of the top bar.
type tool struct {
	r     layout.Rect
	label string
	why   string // why it cannot be pressed now ("" when it can)
	help  string
}

// Indexes of the tools.
const (
	toolHint = iota
	toolUndo
	toolRedo
	toolFit
	toolMenu
	toolZoomOut
	toolZoomIn
	numTools
)

// tools are the top bar's buttons as they stand now.
func (p *Play) tools(ctx *scenes.Context) [numTools]tool {
	f := ctx.Frame
	cur := p.s.Current()
	mine := cur >= 0 && !p.computer(cur) && cur == p.view && p.passFor < 0
	var ts [numTools]tool
	ts[toolHint] = tool{r: f.R(650, 2, 108, 44), label: i18n.T("Hint"), help: i18n.T("What would a computer teammate do? (H)")}
	ts[toolUndo] = tool{r: f.R(762, 2, 108, 44), label: i18n.T("Undo"), help: i18n.T("Take back your last step (Ctrl+Z), up to the last card drawn, die rolled or mummy woken.")}
	ts[toolRedo] = tool{r: f.R(874, 2, 108, 44), label: i18n.T("Redo"), help: i18n.T("Play the undone step again (Ctrl+Y).")}
	ts[toolFit] = tool{r: f.R(986, 2, 146, 44), label: i18n.T("Show all"), help: i18n.T("The whole maze at once (Home); drag or zoom to look closer.")}
	ts[toolZoomOut] = tool{r: f.R(812, 480, 44, 44), label: "−", help: i18n.T("Zoom out (-, or the wheel over the maze).")}
	ts[toolZoomIn] = tool{r: f.R(860, 480, 44, 44), label: "+", help: i18n.T("Zoom in (+, or the wheel over the maze).")}
	if p.cam.whole {
		ts[toolFit].label, ts[toolFit].help = i18n.T("Follow"), i18n.T("The camera follows the game again.")
	}
	ts[toolMenu] = tool{r: f.R(1136, 2, 138, 44), label: i18n.T("Menu"), help: i18n.T("Resume, the settings, the rules, or save and quit to the title (Esc).")}
	if !mine {
		ts[toolHint].why = i18n.T("A hint is for the person to act, on their own screen.")
	}
	if err := p.s.CanUndo(); err != nil {
		ts[toolUndo].why = i18n.F("Cannot undo: %v.", err)
	} else if !mine {
		ts[toolUndo].why = i18n.T("Cannot undo: this is not your screen.")
	}
	if err := p.s.CanRedo(); err != nil {
		ts[toolRedo].why = i18n.F("Cannot redo: %v.", err)
	} else if !mine {
		ts[toolRedo].why = i18n.T("Cannot redo: this is not your screen.")
	}
	return ts
}

// updateTools handles the top bar's buttons and their keys, and Back
// while a choice on the screen is to take back (otherwise the shell's
// pause menu has it: BackPauses). It reports whether it used the tick.
func (p *Play) updateTools(ctx *scenes.Context, g geom, cur int) bool {
	ts := p.tools(ctx)
	want := -1
	if x, y, clicked := ctx.In.Clicked(); clicked {
		var its []input.Target
		for i, t := range ts {
			its = append(its, input.Target{Rect: t.r, ID: i, Enabled: true})
		}
		if i := input.Hit(its, x, y); i >= 0 {
			want = i
		}
	}
	switch {
	case ctx.In.Has(input.Undo):
		want = toolUndo
	case ctx.In.Has(input.Redo):
		want = toolRedo
	case ctx.In.Has(input.Back):
		if p.humanActing(cur) && p.back() {
			return true
		}
	}
	if want < 0 {
		return false
	}
	if ts[want].why != "" {
		p.message = ts[want].why
		return true
	}
	switch want {
	case toolHint:
		p.askHint()
	case toolZoomIn, toolZoomOut:
		k := 1.25
		if want == toolZoomOut {
			k = 1 / k
		}
		x, y := g.maze.Center()
		p.cam.zoom(k, x, y)
	case toolFit:
		if p.cam.whole {
			p.cam.follow()
		} else {
			p.cam.showAll()
		}
	case toolMenu:
		ctx.Pause()
	case toolUndo, toolRedo:
		if p.Busy() {
			p.Skip()
		}
		if want == toolUndo {
			err := p.s.Undo()
			if err := p.tookUndo(err); err != nil {
				p.message = err.Error()
			}
		} else {
			evs, err := p.s.Redo()
			if err := p.took(evs, err); err != nil {
				p.message = err.Error()
			}
		}
		p.hint.clear()
	}
	return true
}

// tookUndo shows the position an undo went back to, at once.
func (p *Play) tookUndo(err error) error {
	if err := p.took(nil, err); err != nil {
		return err
	}
	p.setView(p.view)
	p.message = ""
	return nil
}

// hintState is a hint asked for, on its way or on show.
type hintState struct {
	asking *hintAsk
	at     int    // the engine step the hint on show is for; -1: none
	line   string // the hint in words
	key    offerKey
}

// hintAsk is a hint being worked out off the UI thread: the computer's
// choice is a search of tens of milliseconds, which the screen must not
// freeze for; its answer is for step at.
type hintAsk struct {
	at int
	ch chan hintAnswer
}

type hintAnswer struct {
	step   string
	reason table.Reason
	err    error
}

func (h *hintState) clear() { h.at, h.line = -1, "" }

// askHint starts working out a hint for the person to act; pollHint
// shows it when it comes.
func (p *Play) askHint() {
	if a := p.hint.asking; a != nil && a.at == p.s.Steps() {
		return
	}
	work, err := p.s.Hint()
	if err != nil {
		p.message = err.Error()
		return
	}
	ask := &hintAsk{at: p.s.Steps(), ch: make(chan hintAnswer, 1)}
	ctx := p.turns.Context()
	go func() {
		step, reason, err := work(ctx)
		ask.ch <- hintAnswer{step, reason, err}
	}()
	p.hint.asking = ask
	p.hint.line = i18n.T("Looking for a hint…")
	p.hint.at = p.s.Steps()
}

// pollHint shows the hint once it has come, if the game is still at the
// step it was asked at: the choice is set as the teammate would make it
// (its card on its cell, turned its way), and the offer that plays it
// is focused.
func (p *Play) pollHint(cur int) {
	a := p.hint.asking
	if a == nil {
		return
	}
	var h hintAnswer
	select {
	case h = <-a.ch:
	default:
		return
	}
	p.hint.asking = nil
	if a.at != p.s.Steps() {
		return
	}
	if h.err != nil {
		p.hint.line = h.err.Error()
		return
	}
	st := p.state()
	act, err := st.ParseStep(h.step)
	if err != nil {
		p.hint.line = err.Error()
		return
	}
	why := rrr.Game.Explain(h.reason, p.name)
	what := p.hintWords(act)
	p.hint.line = i18n.F("Hint: %s", what)
	if why != "" {
		p.hint.line = i18n.F("Hint: %s — %s", what, why)
	}
	// the choice the teammate would make, on the screen
	ch := &p.ch
	switch act.Kind {
	case rrr.ActExplore:
		ch.card, ch.cell, ch.mode = rrr.Card(act.X), act.At, modeNone
		hand := st.Hands[cur]
		for i := 0; i < hand.Len(); i++ {
			if twin(hand.Nth(i), ch.card) {
				ch.card = hand.Nth(i)
				break
			}
		}
		ch.turn = max(0, slices.Index(turnsAt(st.Legal(nil), ch.card, act.At), act.Y))
	case rrr.ActDice:
		if !slices.ContainsFunc(ch.cards, func(c rrr.Card) bool { return twin(c, rrr.Card(act.X)) }) {
			ch.cards = append(ch.cards, rrr.Card(act.X))
		}
	}
	p.builtFor = -1
	p.build(cur)
	for _, o := range p.q.offers {
		if o.do == doStep && o.act == act || act.Kind == rrr.ActExplore && o.primary || (act.Kind == rrr.ActDice || act.Kind == rrr.ActStrike) && o.do == doRoll {
			p.hint.key = o.key()
			p.focus.At = 0
			p.focus.Remember([]offerKey{o.key()})
			break
		}
	}
}

// hintWords says what the hint suggests, as the screen offers it.
func (p *Play) hintWords(a rrr.Action) string {
	switch a.Kind {
	case rrr.ActExplore:
		return i18n.F("lay %s on %s", rrr.CardWords(rrr.Card(a.X)), a.At.String())
	case rrr.ActFight:
		return i18n.F("fight in room %s", a.At.String())
	case rrr.ActRegroup:
		return i18n.T("Regroup")
	case rrr.ActWalk:
		return i18n.F("walk to room %s", a.At.String())
	case rrr.ActEnd:
		return i18n.T("end the turn")
	case rrr.ActDice:
		return i18n.F("discard %s for dice", rrr.CardWords(rrr.Card(a.X)))
	case rrr.ActStrike:
		return i18n.T("roll the dice")
	}
	for _, o := range p.q.offers {
		if o.do == doStep && o.act == a {
			if o.label != "" {
				return o.label
			}
			return o.help
		}
	}
	return p.state().Notation(a)
}

// hinted reports whether offer o is the one the hint on show suggests.
func (p *Play) hinted(o offer) bool {
	return p.hint.at == p.s.Steps() && p.hint.asking == nil && o.key() == p.hint.key
}
