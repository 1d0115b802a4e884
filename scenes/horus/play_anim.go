package horus

import (
	"runtime"
	"time"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/scenes"
)

// playAnim is the play screen's animation state: whose speed applies
// (the board's sounds and effects are its own: boardFx).
type playAnim struct {
	lastActor int // the last seat that acted (chance steps play at its speed); -1 none
	actorSet  bool
}

// instantBudget is how long one tick may keep playing steps at instant
// speed before it lets the frame be drawn.
const instantBudget = 3 * time.Millisecond

// factorFor is the animation length factor for a step of seat cur: the
// computer speed for a computer's step, the human speed for a human's, and
// chance at the speed of whoever acted last (a computer's lock-picking
// roll plays at the computer's speed).
func (p *Play) factorFor(cur int) float64 {
	if p.rush {
		return 0 // skipping to the results (play_rush.go)
	}
	st := p.settings
	if cur == horus.ChanceSeat && p.anim.actorSet {
		cur = p.anim.lastActor
	}
	if cur >= 0 && p.computer(cur) {
		return st.BotFactor()
	}
	return st.SpeedFactor()
}

// stepFactor is the factor for the step about to be played.
func (p *Play) stepFactor() float64 { return p.factorFor(p.m.State.Current()) }

// animTick advances the animations and plays their sounds; it sets the
// world's speed for the step this tick may play.
func (p *Play) animTick(ctx *scenes.Context) {
	cur := p.m.State.Current()
	if cur >= 0 {
		p.anim.lastActor, p.anim.actorSet = cur, true
	}
	p.world.Speed = p.stepFactor()
	p.world.Tick()
	p.catchUp()
	m := ctx.Settings.Mixer
	p.fx.audio.startAmbient(m)
	p.fx.audio.pump(p.world, m)
}

// skipButton is the on-screen button that ends the animation in progress.
func (p *Play) skipButton() layout.Rect {
	r := p.lay.Prompt
	u := p.lay.U
	h := scenes.ButtonHeight(p.fonts.Bold, u)
	return layout.Rect{X: r.Right() - 190*u, Y: r.Bottom() - 10*u - h, W: 180 * u, H: h}
}

// skipLabel names the Skip button with the device's key: Space on a
// keyboard, the confirm button on a controller, none for a click or a tap.
func skipLabel(ctx *scenes.Context) string {
	switch ctx.In.Last {
	case input.Keyboard:
		return i18n.T("Skip (Space)")
	case input.Gamepad:
		ok, _ := scenes.ConfirmBack(ctx.Settings)
		return i18n.F("Skip (%s)", ok)
	}
	return i18n.T("Skip")
}

// skippable reports whether there is an animation or pause to skip.
func (p *Play) skippable() bool { return p.world.Busy() || p.wait > 0 }

// updateSkip ends the animation in progress (and the pause after it) on
// Space, Enter or a click on the Skip button. It reports whether it did,
// so the same key press does not also play the next step.
func (p *Play) updateSkip(ctx *scenes.Context) bool {
	if !p.skippable() {
		return false
	}
	x, y, clicked := ctx.In.Clicked()
	if !ctx.In.Has(input.Confirm) && !(clicked && p.skipButton().Contains(x, y)) {
		return false
	}
	p.skipAnimations()
	return true
}

// skipAnimations shows the end of every animation at once.
func (p *Play) skipAnimations() {
	p.Skip()
	p.wait = 0
}

// runInstant keeps playing chance and computer steps within one tick while
// their speed is instant, so a game of computers at instant speed runs at
// the engine's pace (bounded by instantBudget per tick, so the window stays
// responsive). It stops for a human, a change of view, or the end; and
// it plays a step only once the last one is on disk, within the budget
// (a step's autosave would wait for it anyway: see storage.Background).
func (p *Play) runInstant(deadline time.Time) {
	for time.Now().Before(deadline) {
		if p.world.Busy() || p.wait > 0 || p.passFor >= 0 || p.turns.Held() {
			return
		}
		if !p.saves.Settle(deadline) {
			return // the last step is still being saved: the next frame goes on
		}
		cur := p.m.State.Current()
		if cur == horus.TerminalSeat || p.factorFor(cur) > 0 || p.viewFor(cur) != p.view {
			return
		}
		before := p.steps()
		switch {
		case cur == horus.ChanceSeat:
			p.rollChance()
		case p.computer(cur):
			p.anim.lastActor, p.anim.actorSet = cur, true
			for p.steps() == before && time.Now().Before(deadline) {
				p.updateBot(cur)
				if p.steps() == before {
					runtime.Gosched()
				}
			}
		default:
			return
		}
		if p.steps() == before {
			return // nothing happened (an error is in the message)
		}
	}
}

// leaveAnim stops the ambient loop when the game is left.
func (p *Play) leaveAnim() { p.fx.audio.stopAmbient(p.settings.Mixer) }

// pause is how many ticks play rests after a step (n at normal speed) so
// that someone watching the computers can follow them: only before a
// computer's step. A human's input, and a chance step (which shows itself),
// wait for nothing but the animations, and the last move stays marked
// (world.Trail) for whoever looked away (Turns.Rest, at the speed of
// the seat that just acted).
func (p *Play) pause(n int) int { return p.turns.Rest(n, p.actedFactor()) }

// actedFactor is the factor of the seat that just acted, for the pause
// after its step.
func (p *Play) actedFactor() float64 {
	if p.anim.actorSet {
		return p.factorFor(p.anim.lastActor)
	}
	return p.settings.SpeedFactor()
}
