package horus

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	horusrender "github.com/pyramid-studio/pyramid/render/horus"
	"github.com/pyramid-studio/pyramid/scenes"
)

// Draw paints the play screen from the view's observation and world.
func (p *Play) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	p.ensureLayout(ctx)
	p.catchUp()
	if p.passFor >= 0 {
		p.drawPass(dst, ctx)
		return
	}
	cur := p.m.State.Current()
	p.drawTopBar(dst, ctx, p.head.cur)
	p.drawTable(dst, ctx, cur)
	p.drawBoard(dst, ctx, cur)
	p.drawPlayers(dst, ctx, p.head.cur)
	p.drawPrompt(dst, ctx, p.head.cur)
	p.drawLog(dst, ctx)
	p.drawFx(dst, ctx)
	p.drawUndo(dst, ctx)
	if p.ask != nil {
		p.drawAsk(dst, ctx)
		return
	}
	p.drawControls(dst, ctx, cur)
}

func (p *Play) humanActing(cur int) bool {
	return cur >= 0 && !p.computer(cur) && cur == p.view && !p.world.Busy() && p.wait == 0
}

// chosenDice are the dice picked to reroll, outlined on the table while
// the view's seat decides (boardMarks).
func (p *Play) chosenDice(cur int) uint8 {
	if p.humanActing(cur) {
		return p.selDice
	}
	return 0
}

// drawTargets draws the legal targets on the board, the one under the
// pointer brighter, and the mummy a Shoot under the pointer would hit
// (boardMarks).
func (p *Play) drawTargets(dst *ebiten.Image, cur int) {
	l, u := &p.lay, p.lay.U
	human := p.humanActing(cur)
	if human {
		p.buildTargets(cur)
		for i, t := range p.targets {
			if t.kind == tButton || t.kind == tDie {
				continue
			}
			hot := i == p.hover || p.hover >= 0 && p.targets[p.hover].act == t.act
			a := 0.22
			if hot {
				a = 0.45
			}
			render.Fill(dst, t.r, render.WithAlpha(render.Highlight, a))
			render.Stroke(dst, t.r.Inset(1*u), 2.5*u, render.Highlight)
			if hot { // a second, inner frame: hover is not told by brightness alone
				render.Stroke(dst, t.r.Inset(5*u), 1.5*u, render.Ink)
			}
		}
	}
	if human && p.hover >= 0 {
		if a := p.targets[p.hover].act; a.Kind == horus.ActAbility && horus.Ability(a.A) == horus.AbilityShoot {
			r := l.Square(p.obs.Mummies[a.B].Square)
			render.Fill(dst, r, render.WithAlpha(render.Danger, 0.35))
			render.Stroke(dst, r.Inset(1*u), 2.5*u, render.Danger)
		}
	}
}

func (p *Play) drawTopBar(dst *ebiten.Image, ctx *scenes.Context, cur int) {
	l, f, u := &p.lay, ctx.Fonts, p.lay.U
	render.Fill(dst, l.TopBar, render.PanelFill)
	render.Fill(dst, layout.Rect{X: l.TopBar.X, Y: l.TopBar.Bottom() - 2*u, W: l.TopBar.W, H: 2 * u}, render.PanelLine)
	o := &p.head.obs
	phase := horus.PhaseTitle(o.Phase)
	render.TextMid(dst, i18n.F("Round %d", max(1, int(o.Round))), f.Head, l.R(14, 0, 92, 44), render.Gold, render.Left)
	render.TextMid(dst, phase, f.Body, l.R(110, 0, 330, 44), render.Ink, render.Left)
	// whose turn, in the seat's colour
	var who string
	var col color.RGBA = render.InkDim
	switch {
	case cur == horus.TerminalSeat:
		who = i18n.T("The game is over")
	case cur == horus.ChanceSeat:
		who = i18n.T("The Dice Keeper rolls...")
	default:
		col = render.SeatColors[cur]
		name := p.who(cur)
		switch {
		case p.computer(cur):
			who = i18n.F("%s (computer) is playing", name)
		case cur == p.view:
			who = i18n.F("%s: your turn", name)
		default:
			who = i18n.F("%s's turn", name)
		}
	}
	banner := l.R(450, 6, 430, 32)
	render.Panel(dst, banner, render.Mix(render.PanelFill, col, 0.25), col, u)
	render.TextMid(dst, who, f.Bold, banner, render.Ink, render.Center)
	// the Dice Keeper
	kx := l.R(900, 0, 240, 44)
	drawAnkh(dst, kx.X+10*u, kx.Y+10*u, 24*u, render.Gold)
	render.TextMid(dst, i18n.T("Dice Keeper: ")+p.who(int(o.Keeper)), f.Small, layout.Rect{X: kx.X + 38*u, Y: kx.Y, W: kx.W - 38*u, H: kx.H}, render.Ink, render.Left)
	p.drawQuitButton(dst, ctx, p.menu)
}

// drawQuitButton draws "Quit to title", or "Press again to quit" while
// the first press waits for its confirmation.
func (p *Play) drawQuitButton(dst *ebiten.Image, ctx *scenes.Context, r layout.Rect) {
	st := render.Normal
	if r.Contains(ctx.In.X, ctx.In.Y) {
		st = render.Hot
	}
	label := i18n.T("Quit to title")
	if p.quitArm > 0 {
		label, st = i18n.T("Press again to quit"), render.Chosen
	}
	render.Button(dst, r, label, ctx.Fonts.Small, st, p.lay.U)
}

func (p *Play) drawPrompt(dst *ebiten.Image, ctx *scenes.Context, cur int) {
	l, f, u := &p.lay, ctx.Fonts, p.lay.U
	r := l.Prompt
	render.Panel(dst, r, render.PanelFill, render.PanelLine, u)
	var title, body string
	var col color.RGBA = render.Ink
	switch {
	case cur == horus.TerminalSeat:
		title, body = i18n.T("The game is over"), i18n.T("Counting the treasure...")
	case p.rush:
		title, body = p.rushWords()
	case cur == horus.ChanceSeat:
		title, body = i18n.T("Chance"), i18n.T("Dice, cards and blocks are drawn.")
	case p.computer(cur):
		col = render.SeatColors[cur]
		title = i18n.F("%s (computer)", p.who(cur))
		body = i18n.T("is deciding. Watch the board and the log.")
	case cur != p.view:
		col = render.SeatColors[cur]
		title, body = p.who(cur), i18n.T("is deciding.")
	default:
		col = render.SeatColors[cur]
		title = i18n.F("Your move, %s", p.who(cur))
		body = p.prompt(cur)
	}
	render.Fill(dst, layout.Rect{X: r.X + 10*u, Y: r.Y + 10*u, W: 12 * u, H: 12 * u}, col)
	render.TextMid(dst, title, f.Bold, layout.Rect{X: r.X + 28*u, Y: r.Y + 4*u, W: r.W - 38*u, H: 20 * u}, render.Ink, render.Left)
	// two lines of the prompt between the title and the buttons; at a
	// larger text size the type shrinks to keep them there
	body2 := layout.Rect{X: r.X + 10*u, Y: r.Y + 25*u, W: r.W - 20*u, H: 33 * u}
	scenes.DrawParagraph(dst, body, scenes.FitParagraph(body, f.Small, body2), body2, render.InkDim)
	status := p.message
	statusInk := render.Danger
	if s := p.controlStatus(ctx, cur); status == "" && s != "" {
		status, statusInk = s, render.Gold
	}
	if s := p.drawRush(dst, ctx); status == "" && s != "" {
		status, statusInk = s, render.Gold
	}
	if p.humanActing(cur) {
		p.buildTargets(cur)
		for i, t := range p.targets {
			if t.kind != tButton {
				continue
			}
			st := render.Normal
			if i == p.hover {
				st = render.Hot
			} else if p.primary(t, cur) {
				st = render.Chosen
			}
			render.Button(dst, t.r, t.label, f.Small, st, u)
		}
		if p.hover >= 0 {
			status, statusInk = p.targets[p.hover].help, render.Highlight
		}
	}
	if status == "" && p.chipHover != "" {
		status, statusInk = p.chipHover, render.Ink
	}
	if status == "" {
		if q, ok := l.SquareAt(ctx.In.X, ctx.In.Y); ok {
			status, statusInk = squareWords(q), render.InkDim
		}
	}
	p.chipHover = ""
	if status != "" {
		sr := layout.Rect{X: r.X + 10*u, Y: r.Bottom() - 24*u, W: r.W - 20*u, H: 20 * u}
		scenes.DrawParagraph(dst, status, scenes.FitParagraph(status, f.Small, sr), sr, statusInk)
	}
}

// squareWords names a square for the pointer's tooltip line.
func squareWords(q horus.Square) string {
	s := fmt.Sprintf("%s: %s", q, i18n.T(q.Region().String()))
	if n := q.Block(); n != 0 {
		s += i18n.F(", stone block %d falls here", n)
	}
	if i := q.Sarcophagus(); i >= 0 {
		s += i18n.F(", beside a %s sarcophagus", horus.SarcophagusGod(i))
	}
	if g, ok := q.Alcove(); ok {
		s += i18n.F(", beside the %s idol's alcove", g)
	}
	return s + "."
}

func (p *Play) drawLog(dst *ebiten.Image, ctx *scenes.Context) {
	shown := p.logShown()
	p.log.Draw(dst, ctx, p.lay.Log, p.lay.U, p.legendRoom(ctx), shown*16+p.view+2, func() []scenes.LogLine {
		return logLines(p.events[:shown], &p.obs, p.people(), p.view)
	})
}

// drawPass covers the whole screen until the next human confirms they
// hold the device: nothing of anyone's view is drawn.
func (p *Play) drawPass(dst *ebiten.Image, ctx *scenes.Context) {
	f, u := ctx.Fonts, p.lay.U
	dst.Fill(render.Background)
	s := p.passFor
	name := p.who(s)
	col := render.SeatColors[s]
	render.Fill(dst, p.lay.R(340, 200, 600, 8), col)
	tok := p.lay.R(610, 110, 60, 60)
	render.Blit(dst, horusrender.FigureToken(ctx.Fonts, p.obs.Players[s].Adventurer, s, int(tok.W)), tok.X, tok.Y, nil)
	render.TextMid(dst, i18n.T("Pass the device"), f.Head, p.lay.R(40, 230, 1200, 36), render.Gold, render.Center)
	render.TextMid(dst, i18n.F("to %s (the %s player).", name, i18n.Context("seat", horusrender.SeatNames[s])), f.Head, p.lay.R(40, 272, 1200, 36), render.Ink, render.Center)
	render.TextMid(dst, i18n.T("Everyone else, look away: the next screen shows what only this player knows."), f.Body, p.lay.R(40, 324, 1200, 30), render.InkDim, render.Center)
	if line := p.passDevices(ctx); line != "" {
		render.TextMid(dst, line, f.Body, p.lay.R(40, 362, 1200, 30), render.Ink, render.Center)
	}
	if p.ctl.note != "" { // a controller that is not this seat's, one unplugged
		render.TextMid(dst, p.ctl.note, f.Small, p.lay.R(40, 486, 1200, 26), render.Gold, render.Center)
	}
	b := p.passButton()
	st := render.Chosen
	if b.Contains(ctx.In.X, ctx.In.Y) {
		st = render.Hot
	}
	render.Button(dst, b, i18n.F("I am %s: show my view", name), f.Bold, st, u)
	p.drawQuitButton(dst, ctx, p.passQuitButton())

}

// drawFx draws what flies over everything (drawFlights) and the Skip
// button.
func (p *Play) drawFx(dst *ebiten.Image, ctx *scenes.Context) {
	p.drawFlights(dst, ctx)
	if p.skippable() && p.passFor < 0 {
		st := render.Normal
		sb := p.skipButton()
		if sb.Contains(ctx.In.X, ctx.In.Y) {
			st = render.Hot
		}
		render.Button(dst, sb, i18n.T("Skip (Space)"), ctx.Fonts.Small, st, p.lay.U)
	}
}
