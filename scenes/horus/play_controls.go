package horus

import (
	"context"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// playControls is the play screen's keyboard and controller state: the
// focus over the legal targets, the hint on show and the notices about
// controllers joining or lost.
type playControls struct {
	// focus is over the targets, remembering the focused one by its key
	// (offerKey) while the targets are rebuilt after every step, so it
	// stays on the same offer when that is still there.
	focus  scenes.PromptFocus[offerKey]
	hint   horus.Action // the suggested action on show
	hintAt int          // the engine step it was made for; -1: none
	asking *hintAsk     // a hint on its way, or nil
	note   string       // a hint, or a controller joined or lost
	rushOn bool         // the focus is on the offer to skip to the results (play_rush.go)
}

// inputControls lets only the acting seat's controller act (the
// keyboard and mouse always do), binds a human seat's controller at its
// first press, and lets a seat whose controller was unplugged fall back
// to any other device, saying so.
func (p *Play) inputControls(ctx *scenes.Context) {
	for _, pad := range ctx.In.Lost {
		if seat, ok := ctx.Pads.Drop(pad); ok {
			p.ctl.note = i18n.F("Controller %d was unplugged: %s plays on with any controller, the keyboard or the mouse.", pad+1, p.who(seat))
		} else {
			p.ctl.note = i18n.F("Controller %d was unplugged: play on with another controller, the keyboard or the mouse.", pad+1)
		}
	}
	seat := p.passFor
	if cur := p.m.State.Current(); seat < 0 && cur >= 0 && !p.computer(cur) {
		seat = cur
	}
	if seat < 0 {
		return // computers and chance: anyone may skip or leave
	}
	p.noteStrayPads(ctx, seat)
	if len(p.humans()) > 1 {
		if pad, ok := ctx.Pads.Claim(seat, &ctx.In); ok {
			p.ctl.note = i18n.F("Controller %d joins as %s.", pad+1, p.who(seat))
		}
	}
	ctx.Pads.Filter(seat, &ctx.In)
}

// noteStrayPads says whose a controller is when it is pressed on another
// seat's turn (or cover) and that seat has a controller of its own: the
// press does nothing, and the players learn why and which one to use.
func (p *Play) noteStrayPads(ctx *scenes.Context, seat int) {
	own, ok := ctx.Pads.PadOf(seat)
	if !ok {
		return
	}
	for _, in := range ctx.In.Intents {
		if in.Dev != input.Gamepad || ctx.Pads.Allows(seat, in) {
			continue
		}
		if other, ok := ctx.Pads.SeatOf(in.Pad); ok {
			p.ctl.note = i18n.F("Controller %d is %s's: %s plays with controller %d, the keyboard or the mouse.", in.Pad+1, p.who(other), p.who(seat), own+1)
		} else {
			p.ctl.note = i18n.F("Controller %d is no one's: %s plays with controller %d, the keyboard or the mouse.", in.Pad+1, p.who(seat), own+1)
		}
		return
	}
}

// passDevices is the cover's line saying which devices take the device
// for the seat it waits for: with "one per seat", the seat's own
// controller, or when it has none any controller (another seat's too);
// the keyboard and the mouse always. With no controller about, the
// cover's button says it all.
func (p *Play) passDevices(ctx *scenes.Context) string {
	if len(ctx.In.Pads) == 0 && ctx.Pads.Bound() == nil {
		return ""
	}
	ok, _ := scenes.ConfirmBack(ctx.Settings)
	pad, own := ctx.Pads.PadOf(p.passFor)
	switch {
	case ctx.Pads == nil || ctx.Pads.Shared:
		return i18n.F("%s on any controller, Enter or a click below takes the device.", ok)
	case own:
		return i18n.F("Controller %d is yours: press %s on it, Enter, or click below.", pad+1, ok)
	}
	return i18n.F("You have no controller of your own: %s on any controller takes the device, or Enter, or a click below.", ok)
}

// noteBorrowed says which controller took the device for a seat that has
// none of its own, when it is another seat's.
func (p *Play) noteBorrowed(ctx *scenes.Context, seat int) {
	for _, in := range ctx.In.Intents {
		if in.Kind != input.Confirm || in.Dev != input.Gamepad {
			continue
		}
		if other, ok := ctx.Pads.SeatOf(in.Pad); ok && other != seat {
			p.ctl.note = i18n.F("Controller %d (%s's) takes the device for %s.", in.Pad+1, p.who(other), p.who(seat))
		}
		return
	}
}

// defaultTarget is where the focus shows first: the highlighted next
// step, else the first offer.
func (p *Play) defaultTarget(cur int) int {
	for i, t := range p.targets {
		if t.kind == tButton && p.primary(t, cur) {
			return i
		}
	}
	return 0
}

// newPlayControls is the controls of a screen where nothing is focused
// and no hint shown yet.
func newPlayControls() playControls {
	return playControls{focus: scenes.NewPromptFocus[offerKey](), hintAt: -1}
}

// offerKey tells offers apart across a rebuild of the targets: what a
// target offers, not where or in which words.
type offerKey struct {
	kind targetKind
	act  horus.Action
	die  int
	page int
}

func (t target) key() offerKey { return offerKey{t.kind, t.act, t.die, t.page} }

// offerKeys are the keys of ts, in order.
func offerKeys(ts []target) []offerKey {
	keys := make([]offerKey, len(ts))
	for i, t := range ts {
		keys[i] = t.key()
	}
	return keys
}

// syncFocus puts the focus back on the remembered offer after the
// targets were rebuilt. When the offer is gone because the figure moved
// or jumped there, the focus stays with the figure, on the square it now
// stands on (between targets: the next arrow moves on from there, so Up,
// Enter, Up, Enter walks two squares up). Any other offer gone leaves the
// focus on the default one.
func (p *Play) syncFocus(cur int) {
	p.ctl.focus.Sync(offerKeys(p.targets), p.inputTargets(), p.defaultTarget(cur), func(on offerKey) (layout.Rect, bool) {
		if q, ok := standsOn(on, &p.obs, cur); ok {
			return p.lay.Square(q), true
		}
		return layout.Rect{}, false
	})
}

// standsOn reports the square of offer on when it was a move or jump
// that took seat cur's figure there.
func standsOn(on offerKey, o *horus.Observation, cur int) (horus.Square, bool) {
	if on.kind != tSquare {
		return 0, false
	}
	q := horus.Square(on.act.A)
	return q, o.Players[cur].Square == q
}

// focusPick moves the focus and returns the target the player chose with
// the keyboard or a controller this tick (Confirm on the focus, E, S, a
// hint's target), or -1. It reports whether the tick was used.
func (p *Play) focusPick(ctx *scenes.Context, cur int) (pick int, used bool) {
	c := &p.ctl
	p.syncFocus(cur)
	ts := p.inputTargets()
	if c.focus.Navigate(&ctx.In, ts, p.defaultTarget(cur), offerKeys(p.targets)) {
		if c.focus.Valid(ts) && p.targets[c.focus.At].kind != tButton && p.targets[c.focus.At].kind != tDie {
			p.cam.Follow(p.base.Lens(), p.targets[c.focus.At].r) // a square out of the view comes into it
		}
		return -1, true
	}
	// a shortcut finds its button on whichever page of the prompt it is
	find := func(k horus.ActionKind) int {
		return p.offer(cur, func(t target) bool { return t.act.Kind == k })
	}
	switch {
	case ctx.In.Has(input.Hint):
		p.askHint()
		return -1, true
	case ctx.In.Has(input.EndTurn):
		return find(horus.ActEnd), true
	case ctx.In.Has(input.Search):
		return find(horus.ActSearch), true
	case ctx.In.Has(input.Confirm) && c.focus.Valid(ts):
		return c.focus.At, true
	case ctx.In.Has(input.Confirm) && c.focus.Between():
		return -1, true // the figure's own square: nothing to choose there
	}
	return -1, false
}

// hintAnswer is the computer's suggestion for the person to act: a step
// in the game's notation and why, or why there is none.
type hintAnswer struct {
	step   string
	reason table.Reason
	err    error
}

// hintAsk is a hint being worked out off the UI thread (Horus's hint is
// the hard level's choice, a quarter to a third of a second on one core,
// which the screen must not freeze for); its answer is for step at.
type hintAsk struct {
	at int
	ch chan hintAnswer
}

// askHint starts working out a hint for the person to act and says so;
// pollHint shows it when it comes. Asking again while one is on its way
// does nothing.
func (p *Play) askHint() {
	c := &p.ctl
	if c.asking != nil && c.asking.at == p.steps() {
		return
	}
	work, err := p.hintWork()
	if err != nil {
		c.note = err.Error()
		return
	}
	ask := &hintAsk{at: p.steps(), ch: make(chan hintAnswer, 1)}
	ctx := p.turns.Context()
	go func() { ask.ch <- work(ctx) }()
	c.asking = ask
	c.note = i18n.T("Looking for a hint…")
}

// pollHint shows the hint asked for once it has come, if the game is still
// at the step it was asked at (an answer for a step already played is
// dropped).
func (p *Play) pollHint(cur int) {
	c := &p.ctl
	if c.asking == nil {
		return
	}
	select {
	case h := <-c.asking.ch:
		at := c.asking.at
		c.asking = nil
		if at == p.steps() {
			p.showHint(cur, h)
		}
	default:
	}
}

// hintWork is the work of a hint, on copies only: the session's
// (Session.Hint), or on a board with no session (a position set up by a
// test) the game's computer's on that position.
func (p *Play) hintWork() (func(context.Context) hintAnswer, error) {
	if p.s != nil {
		f, err := p.s.Hint()
		if err != nil {
			return nil, err
		}
		return func(ctx context.Context) hintAnswer {
			step, reason, err := f(ctx)
			return hintAnswer{step, reason, err}
		}, nil
	}
	m := horus.MatchAt(p.m.State, 0)
	return func(ctx context.Context) hintAnswer {
		step, reason, err := table.ComputerOf(horus.GameID).Hint(ctx, m)
		return hintAnswer{step, reason, err}
	}, nil
}

// showHint puts the focus on the hinted offer (so Confirm plays it) and
// says the reason in the game's words.
func (p *Play) showHint(cur int, h hintAnswer) {
	p.buildTargets(cur) // the offers of this step, to find the hinted one among
	if h.err != nil {
		p.ctl.note = h.err.Error()
		return
	}
	step := h.step
	why := horus.Game.Explain(h.reason, p.who)
	var a horus.Action
	for _, l := range p.legal {
		if l.String() == step {
			a = l
		}
	}
	if a.Kind == horus.ActReroll && a.A != p.selDice {
		p.selDice = a.A // the dice to reroll are chosen for the player
		p.builtFor = -1
		p.buildTargets(cur)
	}
	c := &p.ctl
	c.hint, c.hintAt = a, p.steps()
	// the hinted offer may be on another page of the prompt: show that one
	if i := p.offer(cur, func(t target) bool { return t.act == a }); i >= 0 {
		c.focus.At = i
		c.focus.Remember(offerKeys(p.targets))
		c.note = hintLine(offerName(p.targets[i]), why)
		return
	}
	c.note = hintLine(step, why) // not offered: named as the engine writes it
}

// hinted reports whether t is the suggested offer of this step.
func (p *Play) hinted(t target) bool {
	return p.ctl.hintAt == p.steps() && t.kind != tDie && t.page == 0 && t.act == p.ctl.hint
}

// controlStatus is the line the prompt shows for keyboard and controller
// players: a notice, or what the focused offer would do (as hovering
// does for the mouse).
func (p *Play) controlStatus(ctx *scenes.Context, cur int) string {
	if p.ctl.note != "" {
		return p.ctl.note
	}
	if !ctx.In.Navigating() || !p.humanActing(cur) {
		return ""
	}
	if p.ctl.focus.Valid(p.inputTargets()) {
		return p.targets[p.ctl.focus.At].help
	}
	if !p.ctl.focus.Between() {
		return ""
	}
	if on, ok := p.ctl.focus.On(); ok {
		if q, ok := standsOn(on, &p.obs, cur); ok {
			return squareWords(q) + " " + i18n.T("Your figure stands here: choose your next move or action.")
		}
	}
	return ""
}

// drawControls rings the focused offer and the hinted one.
func (p *Play) drawControls(dst *ebiten.Image, ctx *scenes.Context, cur int) {
	if !p.humanActing(cur) {
		return
	}
	p.syncFocus(cur) // the targets may have been rebuilt since the last Update
	u := p.lay.U
	for _, t := range p.targets {
		if p.hinted(t) {
			render.Stroke(dst, t.r.Inset(-2*u), 2*u, render.Gold)
		}
	}
	switch {
	case !ctx.In.Navigating():
	case p.ctl.focus.Valid(p.inputTargets()):
		t := p.targets[p.ctl.focus.At]
		scenes.DrawFocusRing(dst, t.r, u)
		if t.kind == tButton {
			p.cardTipFor(t.r, t.act) // the card the offer is about explains itself
		}
	case p.ctl.focus.Between():
		scenes.DrawFocusRing(dst, p.ctl.focus.Near, u) // with the figure
	}
}

// Legend puts the keys of the play screen in the log's ticker under the
// prompt, in place of its last lines (L opens the whole log): the keys
// of the device used last, the main ones (the rules' last section lists
// them all). On the pass-the-device cover, which draws no ticker, it is a
// bar at the foot of the screen naming the cover's keys.
func (p *Play) Legend(ctx *scenes.Context) (layout.Rect, []scenes.LegendKey) {
	if p.passFor >= 0 {
		return scenes.LegendBar(ctx), p.legendKeys(ctx)
	}
	return p.lay.Ticker.Inset(3 * p.lay.U), p.legendKeys(ctx)
}

// legendKeys are the play screen's keys for the device used last: Space
// or A skipping an animation, redo, mute and fullscreen included.
func (p *Play) legendKeys(ctx *scenes.Context) []scenes.LegendKey {
	pad := ctx.In.Last == input.Gamepad
	ok, _ := scenes.ConfirmBack(ctx.Settings)
	if !pad {
		ok = i18n.T("Enter")
	}
	if p.ask != nil {
		return p.askLegend(ctx)
	}
	if p.passFor >= 0 {
		if pad {
			return []scenes.LegendKey{{Key: ok, Does: i18n.T("show my view")}, {Key: i18n.T("Start"), Does: i18n.T("menu")}}
		}
		return []scenes.LegendKey{{Key: ok, Does: i18n.T("show my view")}, {Key: i18n.T("Esc"), Does: i18n.T("menu")}}
	}
	if pad {
		return []scenes.LegendKey{{Key: i18n.T("D-pad"), Does: i18n.T("move")}, {Key: ok, Does: i18n.T("choose, skip")}, {Key: i18n.T("LB RB"), Does: i18n.T("cycle")}, {Key: "Y", Does: i18n.T("hint")},
			{Key: "X", Does: i18n.T("undo")}, {Key: i18n.T("Select"), Does: i18n.T("redo")}, {Key: i18n.T("LT RT"), Does: i18n.T("log")}, {Key: i18n.T("R stick"), Does: i18n.T("pan, zoom")}, {Key: i18n.T("Start"), Does: i18n.T("menu")}}
	}
	return []scenes.LegendKey{{Key: i18n.T("Arrows"), Does: i18n.T("move")}, {Key: ok, Does: i18n.T("choose")}, {Key: i18n.T("Space"), Does: i18n.T("skip")}, {Key: "H", Does: i18n.T("hint")}, {Key: "E", Does: i18n.T("end turn")},
		{Key: i18n.T("Ctrl+Z"), Does: i18n.T("undo")}, {Key: i18n.T("Ctrl+Y"), Does: i18n.T("redo")}, {Key: "L", Does: i18n.T("log")}, {Key: "M", Does: i18n.T("mute")}, {Key: "F11", Does: i18n.T("fullscreen")}, {Key: i18n.T("Esc"), Does: i18n.T("menu")}}
}
