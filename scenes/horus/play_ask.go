package horus

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// endAsk is the question put before an end of turn that costs the player
// something they may not mean to lose: actions still to spend, or the
// adventurer itself, still on the Entrance when round 1 ends and so out
// of the game for good. It says what will happen and asks once; "Keep
// playing" is where the focus starts, so a stray Enter, A or second click
// never confirms it (the gate is closed when it opens, too).
type endAsk struct {
	act         horus.Action
	title, body string
	yes         string // the confirming button's label
	focus       input.Focus
}

// Indexes of the question's buttons in askTargets.
const (
	askKeep = iota
	askEnd
)

// endQuestion is the question to ask before seat cur plays act (an end
// of turn), or nil when ending costs nothing. Ending phase 1's
// adjustments ("Done") never does.
func (p *Play) endQuestion(cur int, act horus.Action) *endAsk {
	o := &p.obs
	if act.Kind != horus.ActEnd || o.Phase != horus.PhaseActions {
		return nil
	}
	me := o.Players[cur]
	n := int(me.Actions)
	q := &endAsk{act: act, focus: input.Focus{At: askKeep}}
	switch {
	case horus.LeavesAtRoundEnd(o.Round, me.Square):
		q.title, q.yes = i18n.T("Leave the game?"), i18n.T("End turn and leave")
		q.body = i18n.T("You are still outside, on the Entrance. Whoever is still outside when round 1 ends has left the pyramid for good, with nothing to score.")
		if n > 0 {
			q.body += " " + i18n.N(n, "You still have %d action: move into the pyramid to stay in the game.", "You still have %d actions: move into the pyramid to stay in the game.", n)
		}
	case n > 0:
		q.title, q.yes = i18n.T("End your turn?"), i18n.T("End turn")
		q.body = i18n.N(n, "You still have %d action. Ending the turn now gives it up.", "You still have %d actions. Ending the turn now gives them up.", n)
	default:
		return nil
	}
	return q
}

// askEnd puts the question before act when it needs one and reports
// whether it did.
func (p *Play) askEnd(cur int, act horus.Action) bool {
	q := p.endQuestion(cur, act)
	if q == nil {
		return false
	}
	p.ask = q
	p.closeGate() // the press that asked cannot answer too
	p.message, p.ctl.note, p.hover = "", "", -1
	return true
}

// askBox is the question's panel, and askTargets its two buttons, which
// lie clear of the pass-the-device cover's button: a double-click on
// "End turn" there never lands on the cover's "show my view".
func (p *Play) askBox() layout.Rect { return p.lay.R(340, 160, 600, 240) }

func (p *Play) askTargets() []input.Target {
	b := p.askBox()
	u := p.lay.U
	w, h := 250*u, 44*u
	y := b.Bottom() - 20*u - h
	return []input.Target{
		{ID: askKeep, Enabled: true, Rect: layout.Rect{X: b.X + 30*u, Y: y, W: w, H: h}},
		{ID: askEnd, Enabled: true, Rect: layout.Rect{X: b.Right() - 30*u - w, Y: y, W: w, H: h}},
	}
}

// updateAsk answers the question: its buttons by the mouse or the focus
// (arrows, d-pad, Tab, shoulders, then Enter or A), E once more to end
// the turn, Back to keep playing. Nothing else on the screen acts while
// it is asked.
func (p *Play) updateAsk(ctx *scenes.Context) {
	q := p.ask
	ts := p.askTargets()
	if q.focus.Navigate(&ctx.In, ts, askKeep) {
		return
	}
	pick := -1
	switch x, y, ok := ctx.In.Clicked(); {
	case ctx.In.Has(input.Back):
		pick = askKeep
	case ctx.In.Has(input.EndTurn):
		pick = askEnd
	case ctx.In.Has(input.Confirm) && q.focus.Valid(ts):
		pick = q.focus.At
	case ok:
		pick = ctx.In.Hit(ts, x, y)
	}
	switch pick {
	case askKeep:
		p.ask = nil
	case askEnd:
		p.ask = nil
		if err := p.apply(q.act); err != nil {
			p.message = err.Error()
		}
		p.wait = p.pause(4)
	}
}

// drawAsk dims the screen and shows the question with its two buttons.
func (p *Play) drawAsk(dst *ebiten.Image, ctx *scenes.Context) {
	q := p.ask
	f, u := ctx.Fonts, p.lay.U
	render.Fill(dst, layout.Rect{W: ctx.W, H: ctx.H}, render.WithAlpha(render.Background, 0.7))
	b := p.askBox()
	render.Covered(layout.Rect{W: ctx.W, H: ctx.H}) // dimmed: the question is what is read
	render.Panel(dst, b, render.PanelFill, render.Gold, u)
	render.TextMid(dst, q.title, f.Head, layout.Rect{X: b.X + 24*u, Y: b.Y + 14*u, W: b.W - 48*u, H: 40 * u}, render.Gold, render.Left)
	body := layout.Rect{X: b.X + 24*u, Y: b.Y + 60*u, W: b.W - 48*u, H: 96 * u}
	scenes.DrawParagraph(dst, q.body, scenes.FitParagraph(q.body, f.Body, body), body, render.Ink)
	ts := p.askTargets()
	for i, label := range []string{i18n.T("Keep playing"), q.yes} {
		st := render.Normal
		switch {
		case ts[i].Rect.Contains(ctx.In.X, ctx.In.Y):
			st = render.Hot
		case i == askKeep:
			st = render.Chosen
		}
		render.Button(dst, ts[i].Rect, label, f.Bold, st, u)
	}
	if ctx.In.Navigating() && q.focus.Valid(ts) {
		scenes.DrawFocusRing(dst, ts[q.focus.At].Rect, u)
	}
}

// askProbe describes the question for the end-to-end tests: its text and
// its two buttons, the confirming one playing the end of the turn.
func (p *Play) askProbe(pr *scenes.Probe) {
	q := p.ask
	pr.Human, pr.Asking, pr.Prompt = true, true, q.title+" "+q.body
	ts := p.askTargets()
	pr.Targets = []scenes.ProbeTarget{
		{Label: i18n.T("Keep playing"), Rect: ts[askKeep].Rect, Focused: q.focus.At == askKeep},
		{Label: q.yes, Rect: ts[askEnd].Rect, Action: q.act.String(), Focused: q.focus.At == askEnd},
	}
}

// askLegend names the question's keys.
func (p *Play) askLegend(ctx *scenes.Context) []scenes.LegendKey {
	ok, back := scenes.ConfirmBack(ctx.Settings)
	if ctx.In.Last == input.Gamepad {
		return []scenes.LegendKey{{Key: i18n.T("D-pad"), Does: i18n.T("move")}, {Key: ok, Does: i18n.T("choose")}, {Key: back, Does: i18n.T("keep playing")}}
	}
	return []scenes.LegendKey{{Key: i18n.T("Arrows"), Does: i18n.T("move")}, {Key: i18n.T("Enter"), Does: i18n.T("choose")}, {Key: "E", Does: i18n.T("end turn")}, {Key: i18n.T("Esc"), Does: i18n.T("keep playing")}}
}
