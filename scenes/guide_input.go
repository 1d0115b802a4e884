package scenes

import (
	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
)

// react takes the player's input first: Back asks whether to leave, the
// card's and the question's buttons, Next; it returns what the inner
// screen may have of the input — under a card that asks for a step, only
// what plays that step (a click on it, Enter or A on it once the focus is
// there) and what only looks (pointing or a long press, scrolling the log,
// panning and zooming the board, moving the focus); between cards, only
// what skips an animation or looks — and whether the tutorial was left.
func (g *Guide) react(ctx *Context) (input.Frame, bool) {
	in := &ctx.In
	out := *in                       // the pointer, the device, a finger's reach...
	out.Intents, out.Text = nil, nil // ...but none of what was asked: only what is let through
	left := func() bool { return ctx.manager().next != nil || ctx.manager().quit }
	looks := func() input.Frame {
		for _, it := range in.Intents {
			switch it.Kind {
			case input.Point, input.Scroll, input.PageUp, input.PageDown, input.Fullscreen, input.Pan, input.Zoom, input.Hold:
				out.Intents = append(out.Intents, it)
			}
		}
		return out
	}
	if in.Has(input.Back) {
		g.ask(ctx, !g.asking)
		return looks(), false
	}
	c, _ := g.cur()
	switch {
	case g.asking, g.shown && c.Do == 0:
		g.layoutButtons(ctx)
		if g.bs.Update(ctx) {
			return looks(), left()
		}
		if _, _, clicked := in.Clicked(); clicked && !g.asking {
			g.nudge = nudgeTicks // a click beside the card: read it, then Next
		}
		if in.Has(input.Confirm) {
			if g.asking {
				g.ask(ctx, false) // Enter before the focus moved keeps learning
			} else {
				g.next(ctx)
			}
			return looks(), left()
		}
		return looks(), false
	case g.shown:
		// the card's own buttons take a click first (the keyboard's Esc
		// asks instead, so the arrows stay the game's)
		g.layoutButtons(ctx)
		if x, y, clicked := in.Clicked(); clicked {
			if i := in.Hit(g.bs.targets(), x, y); i >= 0 && g.bs[i].On != nil {
				g.bs[i].On(ctx)
				return looks(), left()
			}
		}
	}
	return g.gameInput(ctx, out), false
}

// gameInput is the input the inner screen may have while the game plays:
// under a card that asks for a step, with a person to act, what plays
// that step or only looks; otherwise what skips an animation or looks.
func (g *Guide) gameInput(ctx *Context, out input.Frame) input.Frame {
	c, ok := g.cur()
	step := g.s.LineStep()
	deciding := ok && g.shown && c.Do > 0 && g.probe.Human
	offers := make([]input.Target, len(g.probe.Targets)) // what the inner screen's click would hit
	for i, t := range g.probe.Targets {
		offers[i] = input.Target{Rect: t.Rect, ID: i, Enabled: true}
	}
	skip, canSkip := g.highlight(ctx, LookSkip)
	for _, it := range ctx.In.Intents {
		take := false
		switch it.Kind {
		case input.Point, input.Scroll, input.PageUp, input.PageDown, input.Fullscreen, input.Pan, input.Zoom, input.Hold:
			take = true // they only look: hovering, the log, the board's view
		case input.Up, input.Down, input.Left, input.Right, input.Next, input.Prev:
			take = deciding
		case input.Click:
			// as the inner screen finds it: on a target, or for a finger
			// the nearest within its reach (Frame.Hit)
			switch {
			case deciding:
				i := ctx.In.Hit(offers, it.X, it.Y)
				take = i >= 0 && g.probe.Targets[i].Action == step
			default:
				take = canSkip && ctx.In.Hit([]input.Target{{Rect: skip, Enabled: true}}, it.X, it.Y) == 0
			}
			if !take && g.shown {
				g.nudge = nudgeTicks
			}
		case input.Confirm:
			take = !deciding || g.focusedOn(step)
			if !take {
				g.nudge = nudgeTicks
				g.pointed = "" // the focus goes back to the step
			}
		}
		if take {
			out.Intents = append(out.Intents, it)
		}
	}
	return out
}

// targets are the rectangles of the inner screen's offers of step (a
// step may be offered in two places: Horus's sarcophagus in the wall and
// its button).
func (g *Guide) targets(pr Probe, step string) []layout.Rect {
	if step == "" {
		return nil
	}
	var out []layout.Rect
	for _, t := range pr.Targets {
		if t.Action == step {
			out = append(out, t.Rect)
		}
	}
	return out
}

// focusedOn reports whether the keyboard and controller focus is on an
// offer of step.
func (g *Guide) focusedOn(step string) bool {
	for _, t := range g.probe.Targets {
		if t.Focused && t.Action == step {
			return true
		}
	}
	return false
}

// highlight is where the inner screen shows the element called name.
func (g *Guide) highlight(ctx *Context, name string) (layout.Rect, bool) {
	gd, ok := g.inner.(Guided)
	if !ok {
		return layout.Rect{}, false
	}
	r, ok := gd.Highlight(g.stageCtx(ctx), name)
	return r, ok && r.W > 0 && r.H > 0
}

// ask puts the question "Leave the tutorial?" (on) or takes it away,
// with the focus on Keep learning.
func (g *Guide) ask(ctx *Context, on bool) {
	g.asking = on
	*ctx.Focus() = input.NoFocus
	if on {
		g.layoutButtons(ctx)
		*ctx.Focus() = input.Focus{At: g.bs.DefaultFocus()}
	}
}
