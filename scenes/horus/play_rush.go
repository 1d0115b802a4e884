package horus

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// Skipping to the results. Once no one at the table is still inside the
// pyramid (everyone left, was crushed, sealed in or mummified), the rest
// of the game is the computers'. Watching them is up to the players: the
// prompt offers "Skip to the results", which plays the rest at once, as
// at instant speed with more of each tick, and then shows the end
// screen. The computers decide exactly as they would have (the session
// seeds every decision), so the results are the same as watching.

// rushBudget is how long one tick may play steps while skipping to the
// results: most of the tick, leaving the frame its time to say how far
// the game has got.
const rushBudget = 12 * time.Millisecond

// rushOffered reports whether the offer stands: a game (not a replay)
// not over, with no human inside, not being skipped already.
func (p *Play) rushOffered() bool {
	if p.rush || p.s == nil || p.m.State.IsOver() {
		return false
	}
	for _, h := range p.humans() {
		if p.m.State.Players[h].Inside() {
			return false
		}
	}
	return true
}

// rushButton is the offer, in the prompt panel where a human's buttons go.
func (p *Play) rushButton() layout.Rect {
	u := p.lay.U
	_, body, _ := p.promptWords(p.head.cur, p.device)
	a := p.parts(body).buttons
	w := render.Width(i18n.T("Skip to the results"), p.fonts.Bold) + 40*u
	return layout.Rect{X: a.X, Y: a.Y, W: min(w, a.W), H: scenes.ButtonHeight(p.fonts.Bold, u)}
}

// updateRush takes up the offer: a click on it, or Enter or A once the
// focus is on it (a direction, Tab or a shoulder button puts it there;
// until then Enter and A skip the animation in progress, as always). It
// reports whether it used the tick.
func (p *Play) updateRush(ctx *scenes.Context) bool {
	if !p.rushOffered() {
		p.ctl.rushOn = false
		return false
	}
	x, y, clicked := ctx.In.Clicked()
	take := clicked && p.rushButton().Contains(x, y)
	for _, in := range ctx.In.Intents {
		switch in.Kind {
		case input.Up, input.Down, input.Left, input.Right, input.Next, input.Prev:
			p.ctl.rushOn = true
			return true
		case input.Confirm:
			take = take || p.ctl.rushOn
		}
	}
	if !take {
		return false
	}
	p.rush, p.ctl.rushOn = true, false
	p.message = ""
	p.skipAnimations()
	return true
}

// tickBudget is how long this tick may play steps at instant speed.
func (p *Play) tickBudget() time.Duration {
	if p.rush {
		return rushBudget
	}
	return instantBudget
}

// drawRush draws the offer and returns the line the prompt's status
// shows about it (empty when there is none).
func (p *Play) drawRush(dst *ebiten.Image, ctx *scenes.Context) string {
	if !p.rushOffered() {
		return ""
	}
	b, u := p.rushButton(), p.lay.U
	st := render.Chosen
	if b.Contains(ctx.In.X, ctx.In.Y) {
		st = render.Hot
	}
	render.Button(dst, b, i18n.T("Skip to the results"), ctx.Fonts.Bold, st, u)
	if ctx.In.Navigating() && p.ctl.rushOn {
		scenes.DrawFocusRing(dst, b, u)
	}
	return i18n.T("No one at the screen is still inside: watch the computers finish, or skip to the results.")
}

// rushWords are the prompt's title and text while the rest is played.
func (p *Play) rushWords() (string, string) {
	return i18n.T("Skipping to the results"), i18n.F("The computers play the rest of the game at once: round %d.", max(1, int(p.m.State.Round)))
}

// rushProbe adds the offer to the probe, for the end-to-end tests.
func (p *Play) rushProbe(pr *scenes.Probe) {
	if p.rushOffered() {
		pr.Targets = append(pr.Targets, scenes.ProbeTarget{Label: i18n.T("Skip to the results"), Rect: p.rushButton(), Focused: p.ctl.rushOn})
	}
}
