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
	p.explain.reset()
	if p.passFor >= 0 {
		p.drawPass(dst, ctx)
		return
	}
	p.ticks++
	cur := p.m.State.Current()
	p.drawTopBar(dst, ctx, p.head.cur)
	p.drawView(dst, ctx, cur)
	p.drawTable(dst, ctx, cur)
	p.drawPlayers(dst, ctx, p.head.cur)
	p.drawPrompt(dst, ctx, p.head.cur)
	p.drawTicker(dst, ctx)
	p.drawUndo(dst, ctx)
	p.drawTableDrawer(dst, ctx)
	p.drawLogDrawer(dst, ctx)
	p.drawFx(dst, ctx)
	if p.ask != nil {
		p.drawAsk(dst, ctx)
		return
	}
	p.drawControls(dst, ctx, cur)
	p.drawTip(dst, ctx)
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
// (boardMarks). It draws in the board's layer, laid out by p.lay as the
// layer is drawn (the screen's, or the layer's own while the zoom eases).
func (p *Play) drawTargets(dst *ebiten.Image, cur int) {
	l, u := &p.lay, p.lay.U
	human := p.humanActing(cur)
	if human {
		for i, t := range p.targets {
			r, ok := t.onBoard(l)
			if !ok {
				continue
			}
			hot := i == p.hover || p.hover >= 0 && p.targets[p.hover].act == t.act
			a := 0.22
			if hot {
				a = 0.45
			}
			render.Fill(dst, r, render.WithAlpha(render.Highlight, a))
			render.Stroke(dst, r.Inset(1*u), 2.5*u, render.Highlight)
			if hot { // a second, inner frame: hover is not told by brightness alone
				render.Stroke(dst, r.Inset(5*u), 1.5*u, render.Ink)
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

// drawTopBar draws the round and the phase, whose turn it is and the
// pause menu's button. (The Dice Keeper is the seat whose card carries
// the Ankh.)
func (p *Play) drawTopBar(dst *ebiten.Image, ctx *scenes.Context, cur int) {
	l, f, u := &p.lay, ctx.Fonts, p.lay.U
	render.Fill(dst, l.TopBar, render.PanelFill)
	render.Fill(dst, layout.Rect{X: l.TopBar.X, Y: l.TopBar.Bottom() - 2*u, W: l.TopBar.W, H: 2 * u}, render.PanelLine)
	o := &p.head.obs
	round := i18n.F("Round %d", max(1, int(o.Round)))
	rr := l.R(12, 0, 150, 40)
	render.TextMid(dst, round, f.Head, rr, render.Gold, render.Left)
	banner := l.R(770, 4, 380, 32)
	px := rr.X + min(rr.W, render.Width(round, f.Head)) + 14*u
	render.TextMid(dst, horus.PhaseTitle(o.Phase), f.Body, layout.Rect{X: px, Y: l.TopBar.Y, W: banner.X - 12*u - px, H: l.TopBar.H}, render.Ink, render.Left)
	// whose turn, in the seat's colour
	var who string
	var col color.RGBA = render.InkDim
	switch {
	case cur == horus.TerminalSeat:
		who = i18n.T("The game is over")
	case cur == horus.ChanceSeat:
		who = chanceWords(o)
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
	render.Panel(dst, banner, render.Mix(render.PanelFill, col, 0.25), col, u)
	render.TextMid(dst, who, f.Bold, banner.Inset(4*u), render.Ink, render.Center)
	st := render.Normal
	if l.Menu.Contains(ctx.In.X, ctx.In.Y) {
		st = render.Hot
	}
	render.Button(dst, l.Menu, i18n.T("Menu"), f.Bold, st, u)
}

// chanceWords say what chance is doing at the moment o: the Dice Keeper
// rolling, a card or a stone block being drawn.
func chanceWords(o *horus.Observation) string {
	switch {
	case o.Drawing:
		return i18n.T("A card is drawn...")
	case o.BlockFor != horus.BlockNone && o.RollMask == 0:
		return i18n.T("A stone block is drawn...")
	}
	return i18n.T("The Dice Keeper rolls...")
}

// squareWords names a square for the pointer's line in the prompt.
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

// drawTicker shows the last lines of the log under the prompt, with the
// button that opens the whole log in its drawer.
func (p *Play) drawTicker(dst *ebiten.Image, ctx *scenes.Context) {
	l, f, u := &p.lay, ctx.Fonts, p.lay.U
	r := l.Ticker
	render.Panel(dst, r, render.PanelFill, render.PanelLine, u)
	if ctx.In.Navigating() {
		return // the keys' legend is drawn here instead (Legend); L opens the log
	}
	render.TextMid(dst, i18n.T("Game log"), f.Bold, layout.Rect{X: r.X + 12*u, Y: r.Y + 8*u, W: r.W - 130*u, H: 32 * u}, render.InkDim, render.Left)
	st := render.Normal
	switch {
	case l.LogBtn.Contains(ctx.In.X, ctx.In.Y):
		st = render.Hot
	case p.drawer.kind == drawerLog:
		st = render.Chosen
	}
	render.Button(dst, l.LogBtn, i18n.T("Log"), f.Bold, st, u)
	shown := p.logShown()
	lines := p.tickerLines(shown)
	lh := render.LineHeight(f.Small)
	box := layout.Rect{X: r.X + 12*u, Y: r.Y + 44*u, W: r.W - 24*u, H: r.H - 50*u}
	var wrapped []scenes.LogLine
	for _, ln := range lines {
		for _, s := range render.Wrap(ln.Text, f.Small, box.W) {
			wrapped = append(wrapped, scenes.LogLine{Text: s, Ink: ln.Ink})
		}
	}
	n := max(1, int(box.H/lh))
	if len(wrapped) > n {
		wrapped = wrapped[len(wrapped)-n:]
	}
	for i, ln := range wrapped {
		render.TextMid(dst, ln.Text, f.Small, layout.Rect{X: box.X, Y: box.Y + float64(i)*lh, W: box.W, H: lh}, ln.Ink, render.Left)
	}
}

// tickerLines are the log's last few lines of the events shown.
func (p *Play) tickerLines(shown int) []scenes.LogLine {
	from := max(0, shown-12)
	lines := logLines(p.events[from:shown], &p.obs, p.people(), p.view)
	return lines[max(0, len(lines)-4):]
}

// drawLogDrawer draws the whole log in its drawer when it is open.
func (p *Play) drawLogDrawer(dst *ebiten.Image, ctx *scenes.Context) {
	if p.drawer.kind != drawerLog {
		return
	}
	u := p.lay.U
	r := p.drawer.rect(p.lay.Drawer, ctx.W)
	render.Panel(dst, r, render.PanelFill, render.Gold, u)
	render.Covered(r)
	cb := closeButton(r, u)
	st := render.Normal
	if cb.Contains(ctx.In.X, ctx.In.Y) {
		st = render.Hot
	}
	render.Button(dst, cb, i18n.T("Close"), ctx.Fonts.Bold, st, u)
	shown := p.logShown()
	p.log.Draw(dst, ctx, logRect(r, u), u, 0, shown*16+p.view+2, func() []scenes.LogLine {
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
	tok := p.lay.R(590, 96, 100, 100)
	render.Blit(dst, horusrender.AdventurerFigure(p.obs.Players[s].Adventurer, s, int(tok.W)), tok.X, tok.Y, nil)
	render.TextMid(dst, i18n.T("Pass the device"), f.Head, p.lay.R(40, 226, 1200, 36), render.Gold, render.Center)
	render.TextMid(dst, i18n.F("to %s (the %s player).", name, i18n.Context("seat", horusrender.SeatNames[s])), f.Head, p.lay.R(40, 266, 1200, 36), render.Ink, render.Center)
	scenes.DrawParagraph(dst, i18n.T("Everyone else, look away: the next screen shows what only this player knows."), f.Body, p.lay.R(140, 316, 1000, 52), render.InkDim)
	if line := p.passDevices(ctx); line != "" {
		scenes.DrawParagraph(dst, line, f.Body, p.lay.R(140, 368, 1000, 48), render.Ink)
	}
	if p.ctl.note != "" { // a controller that is not this seat's, one unplugged
		scenes.DrawParagraph(dst, p.ctl.note, f.Small, p.lay.R(140, 484, 1000, 48), render.Gold)
	}
	b := p.passButton()
	st := render.Chosen
	if b.Contains(ctx.In.X, ctx.In.Y) {
		st = render.Hot
	}
	render.Button(dst, b, i18n.F("I am %s: show my view", name), f.Bold, st, u)
	mb := p.passMenuButton()
	st = render.Normal
	if mb.Contains(ctx.In.X, ctx.In.Y) {
		st = render.Hot
	}
	render.Button(dst, mb, i18n.T("Menu"), f.Bold, st, u)
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
		render.Button(dst, sb, skipLabel(ctx), ctx.Fonts.Bold, st, p.lay.U)
	}
}
