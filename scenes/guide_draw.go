package scenes

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// guideArt is what the guide's overlay keeps from frame to frame.
type guideArt struct {
	dim  *ebiten.Image // the screen darkened, with holes where the card points
	tick int           // frames drawn, for the pulse of a nudge
	fit  fitted        // the card's text in lines
}

// fitted is a paragraph wrapped into a box of width w and height h, in
// face or a smaller size of it that fits (FitParagraph). The card is laid
// out every frame, and wrapping measures word by word, so it is kept and
// worked out again only when the text, the face or the box changes.
type fitted struct {
	text       string
	face, body render.Face
	w, h       float64
	lines      []string
}

// of is s in lines in face (or smaller) for a box of w×h, and that face.
func (f *fitted) of(s string, face render.Face, w, h float64) (render.Face, []string) {
	if f.lines == nil || f.text != s || f.face != face || f.w != w || f.h != h {
		body := FitParagraph(s, face, layout.Rect{W: w, H: h})
		*f = fitted{text: s, face: face, body: body, w: w, h: h, lines: render.Wrap(s, body, w)}
	}
	return f.body, f.lines
}

// hole is one thing a card outlines: where it is, and whether it is the
// target of the step to play.
type hole struct {
	r      layout.Rect
	target bool
}

// highlights are what the card on show outlines: the elements it names,
// and the targets of the step it waits for while a person is to act.
func (g *Guide) highlights(ctx *Context, pr Probe) []hole {
	c, ok := g.cur()
	if !ok || !g.shown {
		return nil
	}
	screen := layout.Rect{W: ctx.W, H: ctx.H}
	var out []hole
	add := func(r layout.Rect, target bool) {
		if r = clip(r, screen); r.W > 0 && r.H > 0 {
			out = append(out, hole{r, target})
		}
	}
	for _, name := range c.Look {
		if r, ok := g.highlight(ctx, name); ok {
			add(r, false)
		}
	}
	if c.Do > 0 && pr.Human {
		for _, r := range g.targets(pr, g.s.LineStep()) {
			add(r, true)
		}
	}
	return out
}

// clip is the part of r inside s.
func clip(r, s layout.Rect) layout.Rect {
	x0, y0 := max(r.X, s.X), max(r.Y, s.Y)
	x1, y1 := min(r.Right(), s.Right()), min(r.Bottom(), s.Bottom())
	return layout.Rect{X: x0, Y: y0, W: max(0, x1-x0), H: max(0, y1-y0)}
}

// cardBox is the card laid out: its panel, the lines of its parts and its
// buttons.
type cardBox struct {
	panel              layout.Rect
	head               string
	lines, instr, note []string
	body               render.Face // the text's face (smaller when a long text would not fit)
	top                float64     // where the text starts
	// legend is the row at the card's foot, under its buttons, where the
	// keys of the keyboard or controller go (none for the mouse): in the
	// card, it covers nothing the card leaves clear.
	legend layout.Rect
}

// instruction says how to play the step outlined with the device used
// last ("" when the card asks for no step, or nobody is to act yet).
func (g *Guide) instruction(ctx *Context) string {
	c, ok := g.cur()
	if !ok || c.Do == 0 || !g.probe.Human {
		return ""
	}
	switch ctx.In.Last {
	case input.Gamepad:
		ok, _ := ConfirmBack(ctx.Settings)
		return i18n.F("Press %s to choose what is outlined.", ok)
	case input.Keyboard:
		return i18n.T("Press Enter to choose what is outlined.")
	}
	return i18n.T("Click what is outlined.")
}

// nudgeWords is what the card says after input it does not take.
func (g *Guide) nudgeWords() string {
	if c, ok := g.cur(); ok && c.Do == 0 {
		return i18n.T("Read the card, then choose Next.")
	}
	return i18n.T("Not that: the tutorial waits for what is outlined.")
}

// layoutCard lays out the card on show, placed clear of what it outlines.
func (g *Guide) layoutCard(ctx *Context, holes []hole) cardBox {
	c, _ := g.cur()
	f, u := ctx.Fonts, ctx.Frame.U
	pad := 14 * u
	w := min(480*u, ctx.W-24*u)
	iw := w - 2*pad
	b := cardBox{head: i18n.F("Learn to play: card %d of %d", g.card+1, len(g.tut.Cards)), body: f.Body}
	if ins := g.instruction(ctx); ins != "" {
		b.instr = render.Wrap(ins, f.Bold, iw)
	}
	if g.nudge > 0 {
		b.note = render.Wrap(g.nudgeWords(), f.Body, iw)
	}
	room := ctx.H - 80*u // the most a card may take
	foot := 0.0          // the legend's row
	if ctx.In.Navigating() {
		_, rows := LegendFlow(g.legendKeys(ctx), f, u, layout.Rect{W: iw + 10*u})
		foot = float64(rows)*LegendRowHeight(f, u) + 6*u
	}
	fixed := func() float64 {
		h := 2*pad + render.LineHeight(f.Bold) + 6*u + 12*u + guideButtonH*u + foot
		if len(b.instr) > 0 {
			h += 6*u + float64(len(b.instr))*render.LineHeight(f.Bold)
		}
		if len(b.note) > 0 {
			h += 4*u + float64(len(b.note))*render.LineHeight(f.Body)
		}
		return h
	}
	b.body, b.lines = g.draw.fit.of(i18n.T(c.Text), f.Body, iw, max(render.LineHeight(f.Body), room-fixed()))
	h := fixed() + float64(len(b.lines))*render.LineHeight(b.body)
	b.panel = placeCard(ctx, w, h, holes)
	b.top = b.panel.Y + pad + render.LineHeight(f.Bold) + 6*u
	if foot > 0 {
		b.legend = layout.Rect{X: b.panel.X + pad - 10*u, Y: b.panel.Bottom() - pad - foot + 6*u, W: iw + 10*u, H: foot - 6*u}
	}
	return b
}

// guideButtonH is the height of the card's buttons, in design units.
const guideButtonH = 36

// placeCard finds where a card of w×h goes: the first of a few places
// along the screen's edges that covers nothing it outlines (with a
// margin), else the one that covers least of it. The foot of the screen
// keeps a row for the legend.
func placeCard(ctx *Context, w, h float64, holes []hole) layout.Rect {
	u := ctx.Frame.U
	m := 12 * u
	top, bottom := 52*u, ctx.H-m-h-24*u
	left, right, mid := m, ctx.W-m-w, (ctx.W-w)/2
	ys := []float64{bottom, top}
	if bottom < top {
		ys = []float64{max(m, (ctx.H-h)/2)}
	}
	var spots []layout.Rect
	for _, y := range ys {
		for _, x := range []float64{right, left, mid} {
			spots = append(spots, layout.Rect{X: x, Y: y, W: w, H: h})
		}
	}
	spots = append(spots, layout.Rect{X: right, Y: (ctx.H - h) / 2, W: w, H: h}, layout.Rect{X: left, Y: (ctx.H - h) / 2, W: w, H: h})
	best, least := spots[0], math.Inf(1)
	for _, s := range spots {
		covered := 0.0
		for _, o := range holes {
			r := clip(s, o.r.Inset(-10*u))
			covered += r.W * r.H
		}
		if covered == 0 {
			return s
		}
		if covered < least {
			best, least = s, covered
		}
	}
	return best
}

// layoutButtons lays out the buttons of what is on show: the question's
// (Keep learning, Leave), or the card's (Next and Leave the tutorial, or
// only the latter under a card that asks for a step).
func (g *Guide) layoutButtons(ctx *Context) {
	u := ctx.Frame.U
	g.bs = g.bs[:0]
	if g.asking {
		p := g.askPanel(ctx)
		y := p.Bottom() - (14+guideButtonH)*u
		g.bs = append(g.bs,
			Button{Rect: layout.Rect{X: p.X + 14*u, Y: y, W: 220 * u, H: guideButtonH * u}, Label: i18n.T("Leave the tutorial"), On: g.leave},
			Button{Rect: layout.Rect{X: p.Right() - 234*u, Y: y, W: 220 * u, H: guideButtonH * u}, Label: i18n.T("Keep learning"), Chosen: true, On: func(ctx *Context) { g.ask(ctx, false) }})
		return
	}
	c, ok := g.cur()
	if !ok || !g.shown {
		return
	}
	b := g.layoutCard(ctx, g.highlights(ctx, g.probe))
	y := b.panel.Bottom() - (14+guideButtonH)*u
	if b.legend.H > 0 {
		y = b.legend.Y - 6*u - guideButtonH*u
	}
	g.bs = append(g.bs, Button{Rect: layout.Rect{X: b.panel.X + 14*u, Y: y, W: 200 * u, H: guideButtonH * u}, Label: i18n.T("Leave the tutorial"), On: func(ctx *Context) { g.ask(ctx, true) }})
	if c.Do == 0 {
		label := i18n.T("Next")
		if g.card == len(g.tut.Cards)-1 {
			label = i18n.T("Finish")
		}
		g.bs = append(g.bs, Button{Rect: layout.Rect{X: b.panel.Right() - 154*u, Y: y, W: 140 * u, H: guideButtonH * u}, Label: label, Chosen: true, On: g.next})
	}
}

// askPanel is where "Leave the tutorial?" is asked: the middle of the
// screen.
func (g *Guide) askPanel(ctx *Context) layout.Rect {
	u := ctx.Frame.U
	w := min(520*u, ctx.W-24*u)
	lines := render.Wrap(i18n.T(leaveWords), ctx.Fonts.Body, w-28*u)
	h := 14*u + render.LineHeight(ctx.Fonts.Head) + 8*u + float64(len(lines))*render.LineHeight(ctx.Fonts.Body) + 16*u + guideButtonH*u + 14*u
	return layout.Rect{X: (ctx.W - w) / 2, Y: (ctx.H - h) / 2, W: w, H: h}
}

// leaveWords say what leaving the tutorial keeps.
const leaveWords = "You can come back to it from the title, with Learn to play: it goes on from this card."

// drawOverlay darkens the screen but for what the card outlines, outlines
// it, and draws the card (or the question) clear of it.
func (g *Guide) drawOverlay(dst *ebiten.Image, ctx *Context) {
	g.draw.tick++
	u := ctx.Frame.U
	if g.asking {
		g.dimAll(dst, ctx, nil)
		p := g.askPanel(ctx)
		render.Panel(dst, p, render.PanelFill, render.Gold, u)
		render.TextMid(dst, i18n.T("Leave the tutorial?"), ctx.Fonts.Head, layout.Rect{X: p.X + 14*u, Y: p.Y + 14*u, W: p.W - 28*u, H: render.LineHeight(ctx.Fonts.Head)}, render.Gold, render.Left)
		y := p.Y + 22*u + render.LineHeight(ctx.Fonts.Head)
		DrawParagraph(dst, i18n.T(leaveWords), ctx.Fonts.Body, layout.Rect{X: p.X + 14*u, Y: y, W: p.W - 28*u, H: p.Bottom() - y - (30+guideButtonH)*u}, render.Ink)
		g.layoutButtons(ctx)
		g.bs.Draw(dst, ctx, ctx.Fonts.Bold)
		return
	}
	if !g.shown {
		return
	}
	holes := g.highlights(ctx, g.probe)
	g.dimAll(dst, ctx, holes)
	pulse := 0.0
	if g.nudge > 0 {
		pulse = math.Abs(math.Sin(float64(g.draw.tick) / 6))
	}
	for _, h := range holes {
		r := h.r.Inset(-4 * u)
		render.Stroke(dst, r.Inset(-2*u), 2*u, render.Background)
		render.Stroke(dst, r, (3+3*pulse)*u, render.Gold)
		if h.target {
			render.Stroke(dst, r.Inset(4*u), 2*u, render.Ink)
		}
	}
	b := g.layoutCard(ctx, holes)
	f := ctx.Fonts
	pad := 14 * u
	render.Panel(dst, b.panel, render.PanelFill, render.Gold, u)
	x, iw := b.panel.X+pad, b.panel.W-2*pad
	render.TextMid(dst, b.head, f.Bold, layout.Rect{X: x, Y: b.panel.Y + pad, W: iw, H: render.LineHeight(f.Bold)}, render.InkDim, render.Left)
	y := b.top
	for _, ln := range b.lines {
		render.TextMid(dst, ln, b.body, layout.Rect{X: x, Y: y, W: iw, H: render.LineHeight(b.body)}, render.Ink, render.Left)
		y += render.LineHeight(b.body)
	}
	if len(b.instr) > 0 {
		y += 6 * u
		for _, ln := range b.instr {
			render.TextMid(dst, ln, f.Bold, layout.Rect{X: x, Y: y, W: iw, H: render.LineHeight(f.Bold)}, render.Gold, render.Left)
			y += render.LineHeight(f.Bold)
		}
	}
	if len(b.note) > 0 {
		y += 4 * u
		for _, ln := range b.note {
			render.TextMid(dst, ln, f.Body, layout.Rect{X: x, Y: y, W: iw, H: render.LineHeight(f.Body)}, render.Mix(render.Gold, render.Ink, pulse), render.Left)
			y += render.LineHeight(f.Body)
		}
	}
	g.layoutButtons(ctx)
	g.bs.Draw(dst, ctx, f.Bold)
}

// dimAll darkens the whole screen but the holes.
func (g *Guide) dimAll(dst *ebiten.Image, ctx *Context, holes []hole) {
	w, h := int(math.Ceil(ctx.W)), int(math.Ceil(ctx.H))
	if g.draw.dim == nil || g.draw.dim.Bounds().Dx() != w || g.draw.dim.Bounds().Dy() != h {
		if g.draw.dim != nil {
			g.draw.dim.Deallocate()
		}
		g.draw.dim = ebiten.NewImage(w, h)
	}
	g.draw.dim.Fill(render.WithAlpha(render.Background, 0.62))
	for _, o := range holes {
		r := o.r.Inset(-4 * ctx.Frame.U)
		g.draw.dim.SubImage(imageRect(r)).(*ebiten.Image).Clear()
	}
	dst.DrawImage(g.draw.dim, nil)
}

// Legend puts the guide's keys in the card on show, under its buttons
// (where nothing the card outlines is); over the question, and between
// cards where the inner screen shows its legend.
func (g *Guide) Legend(ctx *Context) (layout.Rect, []LegendKey) {
	u := ctx.Frame.U
	where := layout.Rect{X: 0, Y: ctx.H - 24*u, W: ctx.W, H: 24 * u}
	switch {
	case g.asking:
	case g.shown:
		where = g.layoutCard(ctx, g.highlights(ctx, g.probe)).legend
	default:
		if ls, ok := g.inner.(LegendScene); ok {
			where, _ = ls.Legend(g.stageCtx(ctx))
		}
	}
	return where, g.legendKeys(ctx)
}

// legendKeys are the guide's keys for the device used last: Next and
// leaving under a card to read and over the question (keep learning);
// over the game, the keys that play the step outlined.
func (g *Guide) legendKeys(ctx *Context) []LegendKey {
	pad := ctx.In.Last == input.Gamepad
	ok, back := ConfirmBack(ctx.Settings)
	move := i18n.T("D-pad")
	if !pad {
		ok, back, move = i18n.T("Enter"), i18n.T("Esc"), i18n.T("Arrows")
	}
	c, _ := g.cur()
	switch {
	case g.asking:
		return []LegendKey{{move, i18n.T("move")}, {ok, i18n.T("choose")}, {back, i18n.T("keep learning")}}
	case g.shown && c.Do == 0:
		return []LegendKey{{ok, i18n.T("next")}, {move, i18n.T("move")}, {back, i18n.T("leave the tutorial")}}
	}
	return []LegendKey{{move, i18n.T("move")}, {ok, i18n.T("choose, skip")}, {back, i18n.T("leave the tutorial")}}
}

// imageRect is r in whole pixels, covering it.
func imageRect(r layout.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.Right())), int(math.Ceil(r.Bottom())))
}
