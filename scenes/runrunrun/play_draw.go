package runrunrun

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	rrrender "github.com/pyramid-studio/pyramid/render/runrunrun"
	"github.com/pyramid-studio/pyramid/scenes"
)

// Draw draws the top bar, the board, the prompt and the log, or the
// cover while the device changes hands.
func (p *Play) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	g := newGeom(ctx, false)
	cur := p.s.Current()
	acting := p.humanActing(cur)
	if acting {
		p.build(cur)
	}
	p.marks, p.hidden = nil, ""
	if acting {
		p.marks = p
	}
	if p.passFor >= 0 {
		p.hidden = i18n.F("%s's hand stays hidden until they take the device", p.name(p.passFor))
	}
	p.drawTop(dst, ctx, g)
	p.Board.Draw(dst, ctx)
	p.drawTools(dst, ctx, toolZoomOut, numTools) // over the maze
	p.drawPrompt(dst, ctx, g, cur, acting)
	told := max(0, len(p.events)-p.Pending())
	p.log.Draw(dst, ctx, g.log, g.u, p.legendRoom(ctx, g), told*8+p.view+2, func() []scenes.LogLine {
		evs := make([]table.Event, told)
		for i, e := range p.events[:told] {
			evs[i] = e
		}
		return p.Lines(evs)
	})
	if acting {
		p.drawFocus(dst, ctx, g)
	}
	p.drawTip(dst, ctx, g)
	p.drawToolTip(dst, ctx, g)
	if p.passFor >= 0 {
		p.drawCover(dst, ctx)
	}
}

// drawTop draws the top bar: the round and whose turn, what is happening,
// and the tools.
func (p *Play) drawTop(dst *ebiten.Image, ctx *scenes.Context, g geom) {
	f, u := ctx.Fonts, g.u
	render.Fill(dst, g.top, render.PanelFill)
	render.Fill(dst, layout.Rect{X: g.top.X, Y: g.top.Bottom() - 2*u, W: g.top.W, H: 2 * u}, render.PanelLine)
	fr := ctx.Frame
	render.TextMid(dst, p.Header(), f.Head, fr.R(14, 4, 330, 42), render.Gold, render.Left)
	ink := render.Ink
	if p.show.playing() == nil && p.passFor < 0 && p.nearest() >= 0 && p.nearest() <= 2 {
		ink = render.Danger // a mummy one or two steps from the Crypt
	}
	render.TextMid(dst, p.doing(), f.Body, fr.R(350, 4, 292, 42), ink, render.Left)
	p.drawTools(dst, ctx, toolHint, toolZoomOut)
}

// drawTools draws the tools from up to (not including) to.
func (p *Play) drawTools(dst *ebiten.Image, ctx *scenes.Context, from, to int) {
	f, u := ctx.Fonts, ctx.Frame.U
	ts := p.tools(ctx)
	for i := from; i < to; i++ {
		t := ts[i]
		st := render.Normal
		hot := t.r.Contains(ctx.In.X, ctx.In.Y)
		switch {
		case t.why != "":
			st = render.Disabled
		case hot:
			st = render.Hot
		}
		face := f.Bold
		if i == toolZoomIn || i == toolZoomOut {
			face = f.Head
		}
		render.Button(dst, t.r, t.label, face, st, u)
	}
}

// drawToolTip says under the pointer what a tool does, or why it cannot
// be pressed now.
func (p *Play) drawToolTip(dst *ebiten.Image, ctx *scenes.Context, g geom) {
	for _, t := range p.tools(ctx) {
		if !t.r.Contains(ctx.In.X, ctx.In.Y) {
			continue
		}
		tip := t.help
		if t.why != "" {
			tip = t.why
		}
		f, u := ctx.Fonts, g.u
		w := min(render.Width(tip, f.Small)+16*u, 360*u)
		lines := render.Wrap(tip, f.Small, w-16*u)
		lh := render.LineHeight(f.Small)
		box := layout.Rect{X: max(0, min(t.r.X, ctx.W-w)), Y: t.r.Bottom() + 4*u, W: w, H: float64(len(lines))*lh + 10*u}
		if box.Bottom() > ctx.H {
			box.Y = t.r.Y - 4*u - box.H
		}
		render.Panel(dst, box, render.WithAlpha(render.PanelFill, 0.96), render.Highlight, u)
		for i, ln := range lines {
			render.Text(dst, ln, f.Small, box.X+8*u, box.Y+5*u+float64(i)*lh, render.Ink, render.Left)
		}
	}
}

// doing says in words what the board shows happening now.
func (p *Play) doing() string {
	if a := p.show.playing(); a != nil {
		switch a.kind {
		case aDice:
			if dieKind(a.evs[0]) {
				return i18n.T("The mummy dice roll")
			}
			return i18n.T("The combat dice roll")
		case aShuffle:
			return i18n.T("The mummies shuffle on")
		case aRise:
			return i18n.T("A mummy wakes!")
		case aAttack:
			return i18n.T("A mummy attacks!")
		case aLay:
			return i18n.T("A room is laid")
		case aExit, aLord:
			return i18n.T("The Exit opens!")
		}
	}
	cur := p.s.Current()
	switch {
	case p.passFor >= 0:
		return i18n.F("Pass the device to %s", p.name(p.passFor))
	case cur >= 0 && p.computer(cur):
		return i18n.F("%s is thinking…", p.name(cur))
	}
	return p.threat()
}

// nearest is the fewest steps a mummy not held by a cat has to go to the
// Crypt, or -1 when none is on its way.
func (p *Play) nearest() int {
	pic := &p.pic
	dist := pic.CryptDist()
	best := -1
	for f := 0; f < rrr.NumFigures; f++ {
		if fg := pic.Figures[f]; fg.Place == rrr.InMaze && fg.Cell < pic.NCells && !pic.Engaged(f) {
			if d := int(dist[fg.Cell]); d != int(rrr.Unreachable) && (best < 0 || d < best) {
				best = d
			}
		}
	}
	return best
}

// threat says how close the mummies are to the Crypt: the fewest steps
// one not held by a cat still has to go.
func (p *Play) threat() string {
	best := p.nearest()
	if best < 0 {
		return i18n.T("No mummy is on its way to the Crypt")
	}
	return i18n.N(best, "A mummy is %d step from the Crypt", "A mummy is %d steps from the Crypt", best)
}

// drawPrompt draws what the person to act is asked: the title, what to
// do, the buttons of the page on show, and a line for the hint, the
// offer under the pointer or a problem.
func (p *Play) drawPrompt(dst *ebiten.Image, ctx *scenes.Context, g geom, cur int, acting bool) {
	f, u := ctx.Fonts, g.u
	pg := newPromptGeom(g)
	render.Panel(dst, g.prompt, render.PanelFill, render.PanelLine, u)
	if !acting {
		title, text := p.doing(), ""
		switch {
		case p.Busy() || p.wait > 0:
			text = i18n.T("Space or Enter: skip the animation.")
		case cur == table.Chance:
			title = i18n.T("Chance decides")
		}
		render.TextMid(dst, title, f.Head, pg.title, render.Gold, render.Left)
		if text != "" {
			render.TextMid(dst, text, f.Small, pg.text, render.InkDim, render.Left)
		}
		p.drawNote(dst, ctx, pg.note, "")
		return
	}
	p.layoutPages(ctx, g)
	render.TextMid(dst, p.q.title, f.Head, pg.title, render.Gold, render.Left)
	scenes.DrawParagraph(dst, p.q.text, scenes.FitParagraph(p.q.text, f.Body, pg.text), pg.text, render.Ink)
	if len(p.pages) > 0 {
		btn := p.buttonOffers()
		for _, pl := range p.pages[p.page] {
			label, st := "", render.Normal
			switch pl.Offer {
			case scenes.NextPage:
				label = i18n.T("More…")
			case scenes.PrevPage:
				label = i18n.T("Back")
			default:
				o := p.q.offers[btn[pl.Offer]]
				label = o.label
				if o.primary {
					st = render.Chosen
				}
				if p.hinted(o) {
					render.Stroke(dst, pl.Rect.Inset(-3*u), 2*u, render.Gold)
				}
			}
			if pl.Rect.Contains(ctx.In.X, ctx.In.Y) {
				st = render.Hot
			}
			render.Button(dst, pl.Rect, label, f.Bold, st, u)
		}
	}
	help := ""
	if p.hover >= 0 && p.hover < len(p.q.offers) {
		help = p.q.offers[p.hover].help
	} else if ctx.In.Navigating() {
		ts := p.targets(ctx, g)
		if p.focus.Valid(inputTargets(ts)) {
			if id := ts[p.focus.At].id; id < len(p.q.offers) {
				help = p.q.offers[id].help
			}
		}
	}
	p.drawNote(dst, ctx, pg.note, help)
}

// drawNote draws the prompt's last line: a problem first, then the hint,
// then what the offer under the pointer or the focus does.
func (p *Play) drawNote(dst *ebiten.Image, ctx *scenes.Context, r layout.Rect, help string) {
	s, ink := help, render.InkDim
	switch {
	case p.message != "":
		s, ink = p.message, render.Danger
	case p.hint.line != "" && p.hint.at == p.s.Steps():
		s, ink = p.hint.line, render.Gold
	}
	if s != "" {
		scenes.DrawParagraph(dst, s, scenes.FitParagraph(s, ctx.Fonts.Small, r), r, ink)
	}
}

// drawFocus rings the focused target when the keyboard or a controller
// was used last.
func (p *Play) drawFocus(dst *ebiten.Image, ctx *scenes.Context, g geom) {
	if !ctx.In.Navigating() {
		return
	}
	ts := p.targets(ctx, g)
	its := inputTargets(ts)
	p.focus.Sync(p.keys(ts), its, p.primaryTarget(ts), nil)
	if p.focus.Valid(its) {
		scenes.DrawFocusRing(dst, ts[p.focus.At].r, g.u)
	}
}

// drawTip shows what lies under the pointer in the maze: the room's card,
// who stands there, its distance to the Crypt.
func (p *Play) drawTip(dst *ebiten.Image, ctx *scenes.Context, g geom) {
	x, y := ctx.In.X, ctx.In.Y
	if !g.maze.Contains(x, y) || p.passFor >= 0 {
		return
	}
	for _, t := range p.tools(ctx) {
		if t.r.Contains(x, y) {
			return // the tool says what it does
		}
	}
	s := p.cellWords(p.cam.cur.Cell(x, y))
	if s == "" {
		return
	}
	f, u := ctx.Fonts, g.u
	lines := render.Wrap(s, f.Small, 300*u)
	lh := render.LineHeight(f.Small)
	w := 0.0
	for _, ln := range lines {
		w = max(w, render.Width(ln, f.Small))
	}
	box := layout.Rect{X: x + 18*u, Y: y + 18*u, W: w + 16*u, H: float64(len(lines))*lh + 10*u}
	if box.Right() > g.maze.Right() {
		box.X = x - 18*u - box.W
	}
	if box.Bottom() > g.maze.Bottom() {
		box.Y = y - 18*u - box.H
	}
	render.Panel(dst, box, render.WithAlpha(render.PanelFill, 0.94), render.PanelLine, u)
	for i, ln := range lines {
		render.Text(dst, ln, f.Small, box.X+8*u, box.Y+5*u+float64(i)*lh, render.Ink, render.Left)
	}
}

// cellWords describes the cell at c as the picture shows it.
func (p *Play) cellWords(c rrr.Coord) string {
	pic := &p.pic
	i := pic.CellAt(c)
	if i == rrr.NoCell {
		for s := 0; s < pic.NumSeats(); s++ {
			if pic.Marker[s] == c {
				return i18n.F("%s: kept by %s's paw marker", c.String(), p.name(s))
			}
		}
		return ""
	}
	cell := &pic.Cells[i]
	var s string
	switch {
	case i == rrr.CryptCell:
		s = i18n.T("The Pharaoh's Crypt: no mummy may enter it")
	case i == pic.ExitCell:
		s = i18n.T("The Exit")
	default:
		s = rrr.CardWords(rrr.Card(cell.Card))
	}
	s = c.String() + ": " + s
	if d := pic.CryptDist()[i]; i != rrr.CryptCell && d != rrr.Unreachable {
		s += "; " + i18n.N(int(d), "%d step from the Crypt", "%d steps from the Crypt", int(d))
	}
	for f := 0; f < rrr.NumFigures; f++ {
		if fg := pic.Figures[f]; fg.Place == rrr.InMaze && fg.Cell == i {
			s += "; " + i18n.N(int(fg.Hearts), "%s (%d heart)", "%s (%d hearts)", rrr.FigureWords(f), int(fg.Hearts))
		}
	}
	for st := 0; st < pic.NumSeats(); st++ {
		if pic.CatCell[st] == i {
			s += "; " + p.name(st)
		}
	}
	return s
}

// drawCover is the light cover while the device changes hands: the table
// stays in sight, dimmed, with no hand on it, and a card asks the next
// person to take the device.
func (p *Play) drawCover(dst *ebiten.Image, ctx *scenes.Context) {
	f, u := ctx.Fonts, ctx.Frame.U
	render.Fill(dst, layout.Rect{W: ctx.W, H: ctx.H}, render.WithAlpha(render.Background, 0.78))
	box := ctx.Frame.R(340, 200, 600, 300)
	render.Panel(dst, box, render.PanelFill, render.Gold, u)
	name := p.name(p.passFor)
	p.art.DrawCat(dst, p.pic.Opt.Cats[p.passFor], p.passFor, rrrender.CatStand, box.X+80*u, box.Y+190*u, 130*u, false, 1)
	render.TextMid(dst, i18n.F("%s's turn", name), f.Head, layout.Rect{X: box.X + 160*u, Y: box.Y + 30*u, W: 420 * u, H: 40 * u}, render.Gold, render.Left)
	body := i18n.T("Hands are kept hidden from the rest of the team. Pass the device, then show your cards.")
	br := layout.Rect{X: box.X + 160*u, Y: box.Y + 78*u, W: 420 * u, H: 90 * u}
	scenes.DrawParagraph(dst, body, scenes.FitParagraph(body, f.Body, br), br, render.Ink)
	b := p.passButton(ctx)
	st := render.Chosen
	if b.Contains(ctx.In.X, ctx.In.Y) {
		st = render.Hot
	}
	render.Button(dst, b, i18n.T("Show my cards"), f.Bold, st, u)
	q := p.passMenuButton(ctx)
	st = render.Normal
	if q.Contains(ctx.In.X, ctx.In.Y) {
		st = render.Hot
	}
	render.Button(dst, q, i18n.T("Menu"), f.Bold, st, u)
	if ctx.In.Navigating() {
		scenes.DrawFocusRing(dst, b, u)
	}
}

func (p *Play) passButton(ctx *scenes.Context) layout.Rect { return ctx.Frame.R(500, 400, 240, 52) }

// passMenuButton opens the pause menu from the cover with the mouse or
// a finger.
func (p *Play) passMenuButton(ctx *scenes.Context) layout.Rect {
	return ctx.Frame.R(760, 408, 160, 44)
}

// The board's marks while a person decides (boardMarks).

// mazeStyle outlines the empty cells a card may go on and the paw
// marker's places.
func (p *Play) mazeStyle(st *rrrender.MazeStyle) {
	for _, o := range p.q.offers {
		if o.kind == oCell && p.pic.CellAt(o.at) == rrr.NoCell {
			st.Spots = append(st.Spots, o.at)
		}
	}
	st.SpotColor = render.Highlight
	if p.ch.card == rrr.NoCard {
		st.SpotColor = render.Mix(render.Highlight, render.InkDim, 0.5)
	}
}

// drawMarks draws over the maze the rooms to click, the card on the cell
// it is being laid on, turned the way shown, and what the pointer is on.
func (p *Play) drawMarks(dst *ebiten.Image, ctx *scenes.Context) {
	cam := p.cam.cur
	pulse := 0.55 + 0.45*math.Sin(p.clock*4)
	for i, o := range p.q.offers {
		hot := i == p.hover
		switch o.kind {
		case oCell:
			if p.pic.CellAt(o.at) == rrr.NoCell {
				if hot {
					p.art.DrawCellTint(dst, cam, o.at, render.Highlight, 0.3, true)
				}
				continue
			}
			col := render.Highlight
			if o.danger {
				col = render.Danger
			}
			p.art.DrawCellOutline(dst, cam, o.at, col, pulse)
			if hot {
				p.art.DrawCellTint(dst, cam, o.at, col, 0.28, true)
			}
		case oEdge:
			ax, ay := cam.At(o.at)
			bx, by := cam.At(o.at.Step(o.side))
			r := max(6, cam.Zoom*0.16)
			col := render.Highlight
			if hot {
				col, r = render.Gold, r*1.3
			}
			render.Dot(dst, (ax+bx)/2, (ay+by)/2, r, render.WithAlpha(col, pulse))
		}
	}
	ch := &p.ch
	if ch.card != rrr.NoCard && ch.cell != rrr.NoCoord {
		turns := turnsAt(p.state().Legal(nil), ch.card, ch.cell)
		if len(turns) > 0 {
			x, y := cam.At(ch.cell)
			p.art.DrawRoom(dst, ch.card, turns[ch.turn%len(turns)], x, y, cam.Zoom, rrrender.RoomLook{Warmth: 1, Alpha: 0.92, Lift: 0.3, Time: p.clock})
			p.art.DrawCellOutline(dst, cam, ch.cell, render.Gold, 0.8+0.2*pulse)
		}
	}
	if ch.card != rrr.NoCard && ch.cell == rrr.NoCoord && p.hover >= 0 && p.hover < len(p.q.offers) {
		if o := p.q.offers[p.hover]; o.kind == oCell && o.do == doCell {
			if turns := turnsAt(p.state().Legal(nil), ch.card, o.at); len(turns) > 0 {
				x, y := cam.At(o.at)
				p.art.DrawRoom(dst, ch.card, turns[0], x, y, cam.Zoom, rrrender.RoomLook{Warmth: 1, Alpha: 0.6, Time: p.clock})
			}
		}
	}
	if p.hover >= 0 && p.hover < len(p.q.offers) {
		if o := p.q.offers[p.hover]; o.kind == oCell && o.act.Kind == rrr.ActMark {
			x, y := cam.At(o.at)
			p.art.DrawPawMarker(dst, p.view, x, y, cam.Zoom*0.8, 0.5)
		}
	}
}

// handStyle lifts the card chosen, turned the way it is shown on its
// cell, and the card under the pointer.
func (p *Play) handStyle() rrrender.HandStyle {
	st := rrrender.HandStyle{Selected: -1, Hot: -1}
	hand := p.handOf(p.view)
	st.Selected = slices.Index(hand, p.ch.card)
	if p.ch.card != rrr.NoCard && p.ch.cell != rrr.NoCoord {
		if turns := turnsAt(p.state().Legal(nil), p.ch.card, p.ch.cell); len(turns) > 0 {
			st.Rot = turns[p.ch.turn%len(turns)]
		}
	}
	if p.hover >= 0 && p.hover < len(p.q.offers) && p.q.offers[p.hover].kind == oCard {
		st.Hot = slices.Index(hand, p.q.offers[p.hover].card)
	}
	return st
}

// drawHandMarks rings the cards chosen for dice or to lay, and dims the
// cards that cannot be chosen now.
func (p *Play) drawHandMarks(dst *ebiten.Image, ctx *scenes.Context, g geom) {
	hand := p.handOf(p.view)
	hr := handRect(g)
	rad := rrrender.HandRadius(hr)
	offered := map[rrr.Card]bool{}
	for _, o := range p.q.offers {
		if o.kind == oCard {
			offered[o.card] = true
		}
	}
	for i, c := range hand {
		x, y := rrrender.HandSlot(hr, i, len(hand))
		cam := rrrender.Camera{View: layout.Rect{X: x, Y: y}, Zoom: rad}
		switch {
		case slices.Contains(p.ch.cards, c):
			p.art.DrawCellOutline(dst, cam, rrr.Coord{}, render.Gold, 1)
			tag := layout.Rect{X: x - rad*0.7, Y: y + rad*0.12, W: rad * 1.4, H: rad * 0.4}
			render.RoundBox(dst, tag, render.WithAlpha(render.Background, 0.85), render.Gold, 4*g.u, max(1, g.u))
			render.TextMid(dst, p.tagOf(c), ctx.Fonts.Bold, tag.Inset(2*g.u), render.Gold, render.Center)
		case !offered[c] && len(offered) > 0:
			p.art.DrawCellTint(dst, cam, rrr.Coord{}, render.Background, 0.5, false)
		}
	}
}

// tagOf is the word on a card chosen for dice (how many) or to lay.
func (p *Play) tagOf(c rrr.Card) string {
	if p.q.node == nFight {
		return i18n.N(c.Corridors(), "%d die", "%d dice", c.Corridors())
	}
	return i18n.T("face down")
}

// legendRoom is the height the legend takes at the foot of the log.
func (p *Play) legendRoom(ctx *scenes.Context, g geom) float64 {
	if !ctx.In.Navigating() || p.passFor >= 0 {
		return 0
	}
	r, u := g.log, g.u
	_, rows := scenes.LegendFlow(p.legendKeys(ctx), ctx.Fonts, u, layout.Rect{X: r.X + 4*u, W: r.W - 8*u})
	return float64(rows)*scenes.LegendRowHeight(ctx.Fonts, u) + 2*u
}

// Legend puts the play screen's keys at the foot of the log, or a bar at
// the foot of the cover.
func (p *Play) Legend(ctx *scenes.Context) (layout.Rect, []scenes.LegendKey) {
	u := ctx.Frame.U
	if p.passFor >= 0 {
		return layout.Rect{X: 0, Y: ctx.H - 24*u, W: ctx.W, H: 24 * u}, p.legendKeys(ctx)
	}
	g := newGeom(ctx, false)
	room := p.legendRoom(ctx, g)
	r := g.log
	return layout.Rect{X: r.X + 4*u, Y: r.Bottom() - 4*u - room, W: r.W - 8*u, H: room}, p.legendKeys(ctx)
}

// legendKeys are the play screen's keys for the device used last.
func (p *Play) legendKeys(ctx *scenes.Context) []scenes.LegendKey {
	pad := ctx.In.Last == input.Gamepad
	ok, back := scenes.ConfirmBack(ctx.Settings)
	menu := i18n.T("Esc")
	if pad {
		menu = i18n.T("Start")
	}
	if p.passFor >= 0 {
		if !pad {
			ok = i18n.T("Enter")
		}
		return []scenes.LegendKey{{Key: ok, Does: i18n.T("show my cards")}, {Key: menu, Does: i18n.T("menu")}}
	}
	if pad {
		return []scenes.LegendKey{{Key: i18n.T("D-pad"), Does: i18n.T("move")}, {Key: ok, Does: i18n.T("choose, skip")}, {Key: back, Does: i18n.T("back")},
			{Key: i18n.T("LB RB"), Does: i18n.T("cycle")}, {Key: i18n.T("R stick"), Does: i18n.T("look around")}, {Key: i18n.T("stick clicks"), Does: i18n.T("zoom")},
			{Key: "Y", Does: i18n.T("hint")}, {Key: "X", Does: i18n.T("undo")}, {Key: i18n.T("LT RT"), Does: i18n.T("log")}, {Key: menu, Does: i18n.T("menu")}}
	}
	return []scenes.LegendKey{{Key: i18n.T("Arrows"), Does: i18n.T("move")}, {Key: i18n.T("Enter"), Does: i18n.T("choose")}, {Key: i18n.T("Esc"), Does: i18n.T("back")},
		{Key: i18n.T("Tab"), Does: i18n.T("cycle")}, {Key: "+ -", Does: i18n.T("zoom")}, {Key: i18n.T("Home"), Does: i18n.T("show all")}, {Key: "H", Does: i18n.T("hint")},
		{Key: "E", Does: i18n.T("end turn")}, {Key: i18n.T("Ctrl+Z"), Does: i18n.T("undo")}, {Key: i18n.T("PgUp"), Does: i18n.T("log")}}
}

// Probe tells the end-to-end tests whose turn it is and where the offers
// are.
func (p *Play) Probe(ctx *scenes.Context) scenes.Probe {
	cur := p.s.Current()
	pr := scenes.Probe{Scene: "play", Seat: cur, View: p.view, Round: int(p.state().Round), Over: p.s.Over(), Steps: p.s.Steps(),
		Message: p.message, Pads: ctx.Pads.Bound(), Handoffs: p.turns.Handoffs()}
	if p.passFor >= 0 {
		pr.Scene = "pass"
		pr.Targets = []scenes.ProbeTarget{{Label: "confirm", Rect: p.passButton(ctx)}, {Label: "menu", Rect: p.passMenuButton(ctx)}}
		return pr
	}
	if !p.humanActing(cur) {
		return pr
	}
	g := newGeom(ctx, false)
	p.build(cur)
	pr.Human, pr.Prompt = true, p.q.title+" "+p.q.text
	ts := p.targets(ctx, g)
	its := inputTargets(ts)
	p.focus.Sync(p.keys(ts), its, p.primaryTarget(ts), nil)
	for i, t := range ts {
		pt := scenes.ProbeTarget{Rect: t.r, Focused: i == p.focus.At}
		if t.id < len(p.q.offers) {
			o := p.q.offers[t.id]
			pt.Label = o.label
			if pt.Label == "" {
				pt.Label = o.help
			}
			if o.do == doStep {
				pt.Action = p.state().Notation(o.act)
			}
		} else {
			pt.Label = "page"
		}
		pr.Targets = append(pr.Targets, pt)
	}
	return pr
}

var (
	_ scenes.PlayScreen  = (*Play)(nil)
	_ scenes.LegendScene = (*Play)(nil)
	_ scenes.Leaver      = (*Play)(nil)
	_ scenes.BoardView   = (*Board)(nil)
)
