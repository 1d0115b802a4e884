package pengqueen

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	pqart "github.com/pyramid-studio/pyramid/render/pengqueen"
	"github.com/pyramid-studio/pyramid/scenes"
)

// Draw paints the play screen: behind the cover only the door; else the
// top bar, the board of the view on screen, what the person to act may
// click, the prompt, the hand or the notes, and the log.
func (p *Play) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	p.ensureLayout(ctx)
	p.shelf.get(ctx, p.lay.B)
	for _, b := range p.boards {
		if b != nil {
			b.layout(ctx)
		}
	}
	if p.cover.passFor >= 0 {
		p.drawCover(dst, ctx)
		return
	}
	b := p.board()
	if b == nil {
		return
	}
	b.sightHint = p.hintSight()
	if _, ok := p.acting(); ok {
		p.buildTargets() // where the maze is now, before it draws them
	}
	b.Draw(dst, ctx)
	cur, acting := p.acting()
	p.drawTopBar(dst, ctx)
	p.drawStrip(dst, ctx, cur, acting)
	p.drawPrompt(dst, ctx, cur, acting)
	p.drawLog(dst, ctx)
	if acting {
		p.drawDice(dst, ctx)
		p.drawFocus(dst, ctx)
	}
	if b.Busy() || p.wait > 0 {
		st := render.Normal
		sb := p.skipButton()
		if sb.Contains(ctx.In.X, ctx.In.Y) {
			st = render.Hot
		}
		label := i18n.T("Skip (Space)")
		render.Button(dst, sb, label, render.Fit(label, ctx.Fonts.Body, sb.W-10*p.lay.U, sb.H), st, p.lay.U)
	}
	if c := &p.cover; c.lifting > 0 {
		if a := p.art(); a != nil {
			a.DrawCover(dst, c.lifting)
		}
		c.lifting = max(0, c.lifting-1.0/doorTicks)
	}
}

// drawTopBar draws the round, whose turn it is and the menu's button.
func (p *Play) drawTopBar(dst *ebiten.Image, ctx *scenes.Context) {
	l, f, u := &p.lay, ctx.Fonts, p.lay.U
	b := p.board()
	render.Fill(dst, l.Top, render.PanelFill)
	render.Fill(dst, layout.Rect{X: l.Top.X, Y: l.Top.Bottom() - 2*u, W: l.Top.W, H: 2 * u}, render.PanelLine)
	o := &b.mo
	round := i18n.F("Round %d", max(1, int(o.Round)))
	rw := render.Width(round, f.Head)
	render.TextMid(dst, round, f.Head, layout.Rect{X: l.R(14, 0, 0, 0).X, Y: l.Top.Y, W: rw, H: l.Top.H}, render.Gold, render.Left)
	side := i18n.T("The public view")
	switch {
	case b.hunters():
		side = i18n.T("The hunters' side")
	case b.view == pq.MummySeat:
		side = i18n.T("The Mummy's side")
	}
	sr := layout.Rect{X: l.R(14, 0, 0, 0).X + rw + 14*u, Y: l.Top.Y, W: l.R(430, 0, 0, 0).X - (l.R(14, 0, 0, 0).X + rw + 14*u), H: l.Top.H}
	render.TextMid(dst, side, render.Fit(side, f.Body, sr.W, sr.H), sr, render.InkDim, render.Left)
	who, col := p.turnWords(o)
	banner := l.R(440, 5, 560, 30)
	render.Panel(dst, banner, render.Mix(render.PanelFill, col, 0.3), col, u)
	render.TextMid(dst, who, render.Fit(who, f.Bold, banner.W-16*u, banner.H), banner, render.Ink, render.Center)
	if a := pq.AssistsOf(p.s.Match()); a.Sight && b.view == pq.MummySeat {
		t := i18n.T("Sight on")
		render.TextMid(dst, t, render.Fit(t, f.Body, 130*u, 40*u), l.R(1010, 0, 130, 40), render.Good, render.Left)
	}
	p.drawMenuButton(dst, ctx, l.Menu)
}

// turnWords says whose turn it is at the moment shown, and its colour.
func (p *Play) turnWords(o *pq.Observation) (string, color.RGBA) {
	b := p.board()
	cur := int(o.Current)
	ending := b.active() != nil && b.active().ev.Kind == pq.EvGameOver
	switch {
	case o.Over || ending:
		return i18n.T("The game is over"), render.Gold
	case o.Round == 0:
		return i18n.T("The treasure cards are dealt"), render.InkDim
	case cur == pq.MummySeat || o.Phase == pq.PhaseMummyRoll:
		name := p.who(pq.MummySeat)
		switch {
		case p.computer(pq.MummySeat):
			return i18n.F("The Mummy (computer) is hunting"), render.Good
		case p.view == pq.MummySeat && name == i18n.T("Mummy"):
			return i18n.T("The Mummy: your turn"), render.Good
		case p.view == pq.MummySeat:
			return i18n.F("%s, the Mummy: your turn", name), render.Good
		}
		return i18n.T("The Mummy's turn"), render.Good
	}
	name := b.pieceName(int(o.Piece))
	col := b.colours.PieceTones(o.Pieces[min(int(o.Piece), pq.MaxPieces-1)].Colour).Main
	switch {
	case p.computer(cur):
		return i18n.F("%s (computer) is playing", name), col
	case cur == p.view:
		return i18n.F("%s: your turn", name), col
	}
	return i18n.F("%s's turn", name), col
}

// drawStrip draws the strip under the maze: the acting hunter's hand, or
// on the Mummy's side her notes' key; the board draws an announcement
// there while it plays.
func (p *Play) drawStrip(dst *ebiten.Image, ctx *scenes.Context, cur int, acting bool) {
	b := p.board()
	if words := b.announcement(b.active()); words != "" {
		b.drawBubble(dst, words)
		return
	}
	o := &b.obs
	switch {
	case acting && b.hunters():
		p.drawHand(dst, ctx, o, cur)
	case b.view == pq.MummySeat:
		p.drawNotesStrip(dst, ctx)
	}
}

// drawNotesStrip says, on the Mummy's side, what she knows of the
// hunters and what her notes are.
func (p *Play) drawNotesStrip(dst *ebiten.Image, ctx *scenes.Context) {
	s, u, f := p.lay.Strip, p.lay.U, ctx.Fonts
	render.Panel(dst, s, render.WithAlpha(render.PanelFill, 0.9), render.PanelLine, u)
	var words string
	switch {
	case p.notes.on:
		words = i18n.F("Notes: click a square to put a numbered marker on it, click a marker to take it off (%d of %d placed). Only you see them.", len(p.notes.markers), pq.NoteMarkers())
	case p.hintSight():
		words = i18n.T("Shaded: every square where each hunter could be, from everything announced.")
	default:
		words = i18n.T("You see only yourself. The hunters' positions show only when they leave the entrance, show a treasure, or are caught; the log tells what they announce.")
	}
	r := s.Inset(10 * u)
	scenes.DrawParagraph(dst, words, scenes.FitParagraph(words, f.Body, r), r, render.InkDim)
}

// drawMarks draws on the maze what the person to act may click: the
// squares the chosen die reaches, the destination chosen, her next
// squares, the squares of her notes; the one under the pointer brighter.
// The board calls it between the shades and the figures, on the maze as
// it draws it (between two zoom levels, not where the targets are on the
// screen: each square is placed afresh).
func (p *Play) drawMarks(dst *ebiten.Image) {
	if _, ok := p.acting(); !ok {
		return
	}
	ps, u := &p.prompt, p.lay.U
	b := p.board()
	size := b.lay.B.Sizes().Piece
	for i, t := range ps.targets {
		if t.kind != tSquare && t.kind != tNote {
			continue
		}
		t.r = b.lay.B.Square(t.sq)
		hot := i == ps.hover
		if t.kind == tNote {
			if hot {
				render.Stroke(dst, t.r.Inset(1*u), 2*u, render.Highlight)
			}
			continue
		}
		render.Blit(dst, b.art.ReachFrame(size), t.r.X, t.r.Y, render.Highlight)
		if hot {
			render.Fill(dst, t.r, render.WithAlpha(render.Highlight, 0.35))
			render.Stroke(dst, t.r.Inset(4*u), 1.5*u, render.Ink)
		}
		if t.sq == ps.dest || p.hinted(t) {
			pqart.DrawIn(dst, b.art.Target(size), t.r, 1)
		}
	}
}

// drawDice rings the dice of the roll: the chosen one in gold, those
// that cannot move crossed, the one under the pointer lit.
func (p *Play) drawDice(dst *ebiten.Image, ctx *scenes.Context) {
	ps, u := &p.prompt, p.lay.U
	moves := movesByFace(p.legal())
	for i, t := range ps.targets {
		if t.kind != tDie {
			continue
		}
		r := t.r.Inset(2 * u)
		switch {
		case t.face == ps.face:
			render.Stroke(dst, r, 3*u, render.Gold)
		case len(moves[t.face]) == 0:
			render.Slash(dst, r, 6*u, 3*u, render.WithAlpha(render.Danger, 0.8))
		case i == ps.hover:
			render.Stroke(dst, r, 2*u, render.Highlight)
		default:
			render.Stroke(dst, r, 1.5*u, render.WithAlpha(render.Highlight, 0.6))
		}
	}
}

// drawPrompt draws the prompt: who decides and what, the buttons, and a
// line saying what the thing under the pointer or focus would do.
func (p *Play) drawPrompt(dst *ebiten.Image, ctx *scenes.Context, cur int, acting bool) {
	l, f, u := &p.lay, ctx.Fonts, p.lay.U
	r := l.Prompt
	render.Panel(dst, r, render.PanelFill, render.PanelLine, u)
	if b := p.board(); b != nil && b.Busy() && b.mo.Current >= 0 && cur != table.Over {
		cur = int(b.mo.Current) // the moment shown: who is playing what the board shows
	}
	title, body := p.promptWords(cur, acting)
	if b := p.board(); b != nil && b.active() != nil && b.active().silent {
		title, body = p.catchUpWords(b)
	}
	tr, br, _, sr, _ := l.promptParts()
	render.TextMid(dst, title, render.Fit(title, f.Head, tr.W, tr.H), tr, render.Gold, render.Left)
	scenes.DrawParagraph(dst, body, scenes.FitParagraph(body, f.Body, br), br, render.Ink)
	status, ink := p.message, render.Danger
	if status == "" && p.prompt.note != "" {
		status, ink = p.prompt.note, render.Gold
	}
	if acting {
		p.buildTargets()
		for i, t := range p.prompt.targets {
			if t.kind != tButton && t.kind != tHand {
				continue
			}
			st := render.Normal
			switch {
			case i == p.prompt.hover:
				st = render.Hot
			case t.primary || p.hinted(t):
				st = render.Chosen
			}
			face := f.Body
			if t.kind == tHand {
				face = f.Bold
			}
			render.Button(dst, t.r, t.label, render.Fit(t.label, face, t.r.W-10*u, t.r.H), st, u)
		}
		if h := p.prompt.hover; h >= 0 && h < len(p.prompt.targets) {
			status, ink = p.prompt.targets[h].help, render.Highlight
		} else if ctx.In.Navigating() && p.prompt.focus.Valid(p.inputTargets()) && p.prompt.note == "" {
			status, ink = p.prompt.targets[p.prompt.focus.At].help, render.Highlight
		}
	}
	if status == "" {
		// a square's name and what is there: under the mouse, or under a
		// finger held down (a long press shows what hovering shows)
		if q, ok := p.maze().SquareAt(ctx.In.X, ctx.In.Y); ok && l.Area.Contains(ctx.In.X, ctx.In.Y) && (ctx.In.Last == input.Mouse || ctx.In.Has(input.Hold)) {
			status, ink = squareWords(q), render.InkDim
		}
	}
	if status != "" {
		if b := p.board(); b != nil && (b.Busy() || p.wait > 0) {
			sr.W -= 150 * u
		}
		scenes.DrawParagraph(dst, status, scenes.FitParagraph(status, f.Body, sr), sr, ink)
	}
}

// promptWords are the prompt's title and what it asks.
func (p *Play) promptWords(cur int, acting bool) (title, body string) {
	b := p.board()
	o := &b.obs
	switch {
	case cur == table.Over:
		return i18n.T("The game is over"), i18n.T("The result follows.")
	case cur == table.Chance:
		return i18n.T("The dice are rolling"), i18n.T("Watch the tray.")
	case p.computer(cur):
		if cur == pq.MummySeat {
			return i18n.T("The Mummy (computer)"), i18n.T("is hunting. Watch the maze and the log.")
		}
		return i18n.F("%s (computer)", p.who(cur)), i18n.T("is deciding. Watch the dice, the maze and the log.")
	case !acting:
		if cur == pq.MummySeat {
			return i18n.T("The Mummy"), i18n.T("is deciding.")
		}
		return p.who(cur), i18n.T("is deciding.")
	case cur == pq.MummySeat:
		title = i18n.F("Your hunt, %s", p.who(cur))
		if o.Interrupt {
			title = i18n.F("Interrupting turn, %s", p.who(cur))
		}
		if p.notes.on {
			return title, i18n.T("Click squares to put your numbered notes on them or take them off.")
		}
		left := int(o.Steps) - int(o.PathLen)
		return title, i18n.N(left, "You may walk %d more step: click a lit square next to you, or stop. Step onto a hunter to catch it.", "You may walk %d more steps: click a lit square next to you, or stop. Step onto a hunter to catch it.", left)
	}
	title = i18n.F("Your turn, %s", b.pieceName(int(o.Piece)))
	switch o.Phase {
	case pq.PhaseTurn:
		if o.Aside >= pq.NumDice {
			return title, i18n.N(int(o.Aside), "Every die is set aside: reset them. The Mummy at once walks up to %d step, then you roll all five.", "Every die is set aside: reset them. The Mummy at once walks up to %d steps, then you roll all five.", int(o.Aside))
		}
		if o.Aside > 0 && !o.Reset {
			return title, i18n.N(int(o.Aside), "Roll the dice, or reset first: the Mummy then walks up to %d step at once and you roll all five.", "Roll the dice, or reset first: the Mummy then walks up to %d steps at once and you roll all five.", int(o.Aside))
		}
		return title, i18n.T("Roll the dice. Dice showing the Mummy are set aside and make her faster.")
	case pq.PhaseChoose:
		switch {
		case len(movesByFace(p.legal())) == 0:
			return title, i18n.T("No die of this roll can move you: roll again.")
		case p.prompt.dest.Valid():
			return title, i18n.F("Announce “%s” and move to %s? Click the square again or the button. You may still choose another die or square.", faceName(p.prompt.face), p.prompt.dest)
		case p.prompt.face != pq.FaceNone:
			return title, i18n.F("“%s”: click one of the lit squares to move there, or choose another die.", faceName(p.prompt.face))
		}
		return title, i18n.T("Choose a die in the tray, then where to go; or roll again. The Mummy hears only the face you choose.")
	case pq.PhaseShow:
		return title, i18n.T("Standing on a symbol of a treasure you hold? Open your hand and pick its card to show it. Or end your turn.")
	}
	return title, ""
}

// catchUpWords are the prompt's while a side is shown what happened
// while it looked away (its board plays what it stored, silently).
func (p *Play) catchUpWords(b *Board) (title, body string) {
	if b.view == pq.MummySeat {
		return i18n.T("While you looked away"), i18n.T("What the hunters announced, line by line in the log. Space skips.")
	}
	return i18n.T("While you looked away"), i18n.T("The Mummy's walk, once more. Space skips.")
}

// squareWords names a square under the pointer: its name and what is
// there.
func squareWords(q pq.Square) string {
	switch {
	case q == pq.Entrance():
		return i18n.F("%s: the entrance, where the hunters start. Nobody may enter it.", q)
	case q == pq.Sarcophagus():
		return i18n.F("%s: the Mummy's sarcophagus. Caught hunters are put here.", q)
	}
	if c := pq.CardOn(q); c != pq.NoCard {
		return i18n.F("%s: the symbol of the %s (%s).", q, pq.CardName(c), pq.ColourName(c.Colour()))
	}
	return q.String()
}

// drawLog draws the log: the lines of the events the board has shown, as
// its view may read them.
func (p *Play) drawLog(dst *ebiten.Image, ctx *scenes.Context) {
	b := p.board()
	shown := max(0, len(b.events)-b.Pending())
	key := shown*8 + sideIndex(p.sideOf(p.view))
	p.log.Draw(dst, ctx, p.lay.Log, p.lay.U, p.legendRoom(ctx), key, func() []scenes.LogLine {
		return b.logLines(b.events[:shown])
	})
}

// drawFocus rings the focused target for a keyboard or controller.
func (p *Play) drawFocus(dst *ebiten.Image, ctx *scenes.Context) {
	if !ctx.In.Navigating() {
		return
	}
	if f := &p.prompt.focus; f.Valid(p.inputTargets()) {
		scenes.DrawFocusRing(dst, p.prompt.targets[f.At].r, p.lay.U)
	}
}

// legendRoom is the height the legend takes at the foot of the log.
func (p *Play) legendRoom(ctx *scenes.Context) float64 {
	if !ctx.In.Navigating() {
		return 0
	}
	r, u := p.lay.Log, p.lay.U
	_, rows := scenes.LegendFlow(p.legendKeys(ctx), ctx.Fonts, u, layout.Rect{X: r.X + 4*u, W: r.W - 8*u})
	return float64(rows)*scenes.LegendRowHeight(ctx.Fonts, u) + 2*u
}

// Legend puts the play screen's keys at the foot of the log, or along the
// foot of the cover.
func (p *Play) Legend(ctx *scenes.Context) (layout.Rect, []scenes.LegendKey) {
	u := ctx.Frame.U
	if p.cover.passFor >= 0 {
		return layout.Rect{X: 0, Y: ctx.H - 24*u, W: ctx.W, H: 24 * u}, p.legendKeys(ctx)
	}
	r := p.lay.Log
	room := p.legendRoom(ctx)
	return layout.Rect{X: r.X + 4*u, Y: r.Bottom() - 4*u - room, W: r.W - 8*u, H: room}, p.legendKeys(ctx)
}

// legendKeys are the keys that do something here, for the device used
// last.
func (p *Play) legendKeys(ctx *scenes.Context) []scenes.LegendKey {
	pad := ctx.In.Last == input.Gamepad
	ok, _ := scenes.ConfirmBack(ctx.Settings)
	if !pad {
		ok = i18n.T("Enter")
	}
	menu := i18n.T("Esc")
	if pad {
		menu = i18n.T("Start")
	}
	if p.cover.passFor >= 0 {
		return []scenes.LegendKey{{Key: ok, Does: i18n.T("show my view")}, {Key: menu, Does: i18n.T("menu")}}
	}
	if pad {
		return []scenes.LegendKey{{Key: i18n.T("D-pad"), Does: i18n.T("move")}, {Key: ok, Does: i18n.T("choose, skip")}, {Key: i18n.T("LB RB"), Does: i18n.T("cycle")},
			{Key: "Y", Does: i18n.T("hint")}, {Key: i18n.T("LT RT"), Does: i18n.T("log")}, {Key: i18n.T("R stick"), Does: i18n.T("pan, zoom")}, {Key: menu, Does: i18n.T("menu")}}
	}
	return []scenes.LegendKey{{Key: i18n.T("Arrows"), Does: i18n.T("move")}, {Key: ok, Does: i18n.T("choose")}, {Key: i18n.T("Space"), Does: i18n.T("skip")}, {Key: i18n.T("Tab"), Does: i18n.T("cycle")},
		{Key: "H", Does: i18n.T("hint")}, {Key: "E", Does: i18n.T("end turn")}, {Key: "+ -", Does: i18n.T("zoom")}, {Key: i18n.T("PgUp"), Does: i18n.T("log")}, {Key: "M", Does: i18n.T("mute")}, {Key: menu, Does: i18n.T("menu")}}
}

// Probe tells the tests what the screen offers: the cover, or the seat
// to act, the view shown and where each target is, with the step it
// plays.
func (p *Play) Probe(ctx *scenes.Context) scenes.Probe {
	p.ensureLayout(ctx)
	o := observe(p.s.Match(), table.Onlooker)
	pr := scenes.Probe{Scene: "play", Seat: p.s.Current(), View: p.view, Round: int(o.Round), Over: p.s.Over(), Steps: p.s.Steps(),
		Message: p.prompt.note, Pads: ctx.Pads.Bound(), Handoffs: p.turns.Handoffs()}
	if p.cover.passFor >= 0 {
		pr.Scene, pr.View = "pass", table.Onlooker
		if p.cover.door >= 1 {
			_, _, button := p.coverWords()
			pr.Targets = []scenes.ProbeTarget{{Label: button, Rect: p.coverButton()}, {Label: "menu", Rect: p.coverMenu()}}
		}
		return pr
	}
	if _, ok := p.acting(); ok {
		pr.Human = true
		cur, _ := p.acting()
		pr.Prompt, _ = p.promptWords(cur, true)
		p.buildTargets()
		for i, t := range p.prompt.targets {
			pr.Targets = append(pr.Targets, scenes.ProbeTarget{Label: t.label, Action: t.step, Rect: t.r, Focused: i == p.prompt.focus.At})
		}
	}
	return pr
}
