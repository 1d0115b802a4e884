package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/bot"
	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// playControls is the play screen's keyboard and controller state: the
// focus over the legal targets, the hint on show and the notices about
// controllers joining or lost.
type playControls struct {
	focus input.Focus
	// on is the focused target as a key (kind, action, die), kept while
	// the targets are rebuilt after every step, so the focus stays on the
	// same offer when it is still there.
	on     target
	onSet  bool
	hint   game.Action // the suggested action on show
	hintAt int         // the engine step it was made for; -1: none
	note   string      // a hint, or a controller joined or lost
}

// inputControls lets only the acting seat's controller act (the
// keyboard and mouse always do), binds a human seat's controller at its
// first press, and lets a seat whose controller was unplugged fall back
// to any other device, saying so.
func (p *Play) inputControls(ctx *Context) {
	for _, pad := range ctx.In.Lost {
		if seat, ok := ctx.Pads.Drop(pad); ok {
			p.ctl.note = i18n.F("Controller %d was unplugged: %s plays on with any controller, the keyboard or the mouse.", pad+1, p.who(seat))
		} else {
			p.ctl.note = i18n.F("Controller %d was unplugged: play on with another controller, the keyboard or the mouse.", pad+1)
		}
	}
	seat := p.passFor
	if cur := p.m.State.Current(); seat < 0 && cur >= 0 && p.bots[cur] == nil {
		seat = cur
	}
	if seat < 0 {
		return // computers and chance: anyone may skip or leave
	}
	if len(p.humans) > 1 {
		if pad, ok := ctx.Pads.Claim(seat, &ctx.In); ok {
			p.ctl.note = i18n.F("Controller %d joins as %s.", pad+1, p.who(seat))
		}
	}
	ctx.Pads.Filter(seat, &ctx.In)
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

// sameOffer reports whether two targets offer the same thing.
func sameOffer(a, b target) bool {
	return a.kind == b.kind && a.act == b.act && a.die == b.die && a.page == b.page
}

// syncFocus puts the focus back on the remembered offer after the
// targets were rebuilt, or on the default one when it is gone.
func (p *Play) syncFocus(cur int) {
	c := &p.ctl
	c.focus.At = -1
	if !c.onSet {
		return
	}
	for i, t := range p.targets {
		if sameOffer(t, c.on) {
			c.focus.At = i
			return
		}
	}
	c.focus.Ensure(p.inputTargets(), p.defaultTarget(cur))
	c.remember(p.targets)
}

func (c *playControls) remember(ts []target) {
	if c.focus.At >= 0 && c.focus.At < len(ts) {
		c.on, c.onSet = ts[c.focus.At], true
	}
}

// focusPick moves the focus and returns the target the player chose with
// the keyboard or a controller this tick (Confirm on the focus, E, S, a
// hint's target), or -1. It reports whether the tick was used.
func (p *Play) focusPick(ctx *Context, cur int) (pick int, used bool) {
	c := &p.ctl
	p.syncFocus(cur)
	ts := p.inputTargets()
	if c.focus.Navigate(&ctx.In, ts, p.defaultTarget(cur)) {
		c.remember(p.targets)
		return -1, true
	}
	// a shortcut finds its button on whichever page of the prompt it is
	find := func(k game.ActionKind) int {
		return p.offer(cur, func(t target) bool { return t.act.Kind == k })
	}
	switch {
	case ctx.In.Has(input.Hint):
		p.showHint(cur)
		return -1, true
	case ctx.In.Has(input.EndTurn):
		return find(game.ActEnd), true
	case ctx.In.Has(input.Search):
		return find(game.ActSearch), true
	case ctx.In.Has(input.Confirm) && c.focus.Valid(ts):
		return c.focus.At, true
	}
	return -1, false
}

// showHint asks the easy computer what it would do in the human's place
// and why, puts the focus on that offer (so Confirm plays it) and says
// the reason. The easy level answers at once from its rules of thumb;
// the search levels would keep the screen waiting.
func (p *Play) showHint(cur int) {
	p.buildTargets(cur) // the offers of this step, to find the hinted one among
	h := bot.NewEasy(uint64(p.steps()))
	a, why := h.Hint(p.ctx, p.obs, p.legal)
	if a.Kind == game.ActReroll && a.A != p.selDice {
		p.selDice = a.A // the dice to reroll are chosen for the player
		p.builtFor = -1
		p.buildTargets(cur)
	}
	c := &p.ctl
	c.hint, c.hintAt = a, p.steps()
	// the hinted offer may be on another page of the prompt: show that one
	if i := p.offer(cur, func(t target) bool { return t.act == a }); i >= 0 {
		c.focus.At = i
		c.remember(p.targets)
		c.note = hintLine(offerName(p.targets[i]), why)
		return
	}
	c.note = hintLine(a.String(), why) // not offered: named as the engine writes it
}

// hinted reports whether t is the suggested offer of this step.
func (p *Play) hinted(t target) bool {
	return p.ctl.hintAt == p.steps() && t.kind != tDie && t.page == 0 && t.act == p.ctl.hint
}

// controlStatus is the line the prompt shows for keyboard and controller
// players: a notice, or what the focused offer would do (as hovering
// does for the mouse).
func (p *Play) controlStatus(ctx *Context, cur int) string {
	if p.ctl.note != "" {
		return p.ctl.note
	}
	if ctx.In.Navigating() && p.humanActing(cur) && p.ctl.focus.Valid(p.inputTargets()) {
		return p.targets[p.ctl.focus.At].help
	}
	return ""
}

// drawControls rings the focused offer and the hinted one.
func (p *Play) drawControls(dst *ebiten.Image, ctx *Context, cur int) {
	if !p.humanActing(cur) {
		return
	}
	u := p.lay.U
	for _, t := range p.targets {
		if p.hinted(t) {
			render.Stroke(dst, t.r.Inset(-2*u), 2*u, render.Gold)
		}
	}
	if ctx.In.Navigating() && p.ctl.focus.Valid(p.inputTargets()) {
		drawFocusRing(dst, p.targets[p.ctl.focus.At].r, u)
	}
}

// legendRoom is the height the legend takes at the foot of the log: as
// many rows as its entries need at this width and text size (the log
// gives up that many lines), so no key is left out of the legend.
func (p *Play) legendRoom(ctx *Context) float64 {
	if !ctx.In.Navigating() {
		return 0
	}
	r, u := p.lay.Log, p.lay.U
	_, rows := legendFlow(p.legendKeys(ctx), ctx.Fonts, u, layout.Rect{X: r.X + 4*u, W: r.W - 8*u})
	return float64(rows)*legendRow*u + 2*u
}

// legend puts the keys of the play screen at the foot of the log panel,
// the one place whose content (older log lines) can give way. On the
// pass-the-device cover, which draws no log, it is a bar at the foot of
// the screen naming the cover's two keys, and it says when one more Back
// leaves for the title: the cover has no top bar to say so.
func (p *Play) legend(ctx *Context) (layout.Rect, []legendKey) {
	if p.passFor >= 0 {
		u := ctx.Frame.U
		return layout.Rect{X: 0, Y: ctx.H - 24*u, W: ctx.W, H: 24 * u}, p.legendKeys(ctx)
	}
	r, u := p.lay.Log, p.lay.U
	room := p.legendRoom(ctx)
	return layout.Rect{X: r.X + 4*u, Y: r.Bottom() - 4*u - room, W: r.W - 8*u, H: room}, p.legendKeys(ctx)
}

// legendKeys are the play screen's keys for the device used last: every
// one that does something here, Space/A skipping an animation and the
// redo and fullscreen keys included.
func (p *Play) legendKeys(ctx *Context) []legendKey {
	pad := ctx.In.Last == input.Gamepad
	ok, back := confirmBack(ctx.Settings)
	if !pad {
		ok, back = i18n.T("Enter"), i18n.T("Esc")
	}
	if p.passFor >= 0 {
		if p.quitArm > 0 {
			return []legendKey{{back, i18n.T("again: quit to the title (the game is saved)")}, {ok, i18n.T("show my view")}}
		}
		return []legendKey{{ok, i18n.T("show my view")}, {back + " " + back, i18n.T("quit")}}
	}
	if pad {
		return []legendKey{{i18n.T("D-pad"), i18n.T("move")}, {ok, i18n.T("choose, skip")}, {i18n.T("LB RB"), i18n.T("cycle")}, {"Y", i18n.T("hint")},
			{"X", i18n.T("undo")}, {i18n.T("Select"), i18n.T("redo")}, {i18n.T("LT RT"), i18n.T("log")}, {back + " " + back, i18n.T("quit")}}
	}
	return []legendKey{{i18n.T("Arrows"), i18n.T("move")}, {ok, i18n.T("choose")}, {i18n.T("Space"), i18n.T("skip")}, {i18n.T("Tab"), i18n.T("cycle")},
		{"H", i18n.T("hint")}, {"E", i18n.T("end turn")}, {"S", i18n.T("search")}, {i18n.T("Ctrl+Z"), i18n.T("undo")}, {i18n.T("Ctrl+Y"), i18n.T("redo")},
		{i18n.T("PgUp"), i18n.T("log")}, {"M", i18n.T("mute")}, {"F11", i18n.T("fullscreen")}, {i18n.T("Esc Esc"), i18n.T("quit")}}
}
