package runrunrun

import (
	"math"
	"slices"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	rrrender "github.com/pyramid-studio/pyramid/render/runrunrun"
	"github.com/pyramid-studio/pyramid/scenes"
)

// The person's hands on the play screen: the offers as targets for the
// mouse, a finger, the keyboard's and controller's focus; the camera
// dragged and zoomed; the top bar's tools.

// Target ids of the prompt's page buttons, after the offers'.
const (
	idNextPage = 1 << 20
	idPrevPage = idNextPage + 1
)

// build makes the offers of seat cur afresh when the game or the choice
// has moved on.
func (p *Play) build(cur int) {
	steps := p.s.Steps()
	if p.ch.at != steps {
		p.ch = noChoice(steps)
		p.page = 0
	}
	if p.builtFor == steps {
		return
	}
	st := p.state()
	p.q = p.ask(st, st.Legal(nil), cur, &p.ch)
	p.builtFor = steps
}

// humanActing reports whether the person to act is deciding on their own
// screen now.
func (p *Play) humanActing(cur int) bool {
	return cur >= 0 && !p.computer(cur) && cur == p.view && p.passFor < 0 && !p.Busy() && p.wait == 0 && !p.s.Over()
}

// promptGeom is where the prompt panel puts its title, text, buttons and
// the line for notices.
type promptGeom struct{ title, text, buttons, note layout.Rect }

func newPromptGeom(g geom) promptGeom {
	r, u := g.prompt, g.u
	return promptGeom{
		title:   at(r, u, 12, 6, 332, 28),
		text:    at(r, u, 12, 36, 332, 56),
		buttons: at(r, u, 10, 96, 336, 144),
		note:    at(r, u, 12, 244, 332, 42),
	}
}

// buttonOffers are the indexes of the offers that are buttons, in order.
func (p *Play) buttonOffers() []int {
	var out []int
	for i, o := range p.q.offers {
		if o.kind == oButton {
			out = append(out, i)
		}
	}
	return out
}

// layoutPages lays the buttons out page by page in the prompt.
func (p *Play) layoutPages(ctx *scenes.Context, g geom) {
	var offers []scenes.Offer
	for _, i := range p.buttonOffers() {
		o := p.q.offers[i]
		offers = append(offers, scenes.Offer{Label: o.label, Pinned: o.pinned})
	}
	p.pages = scenes.PromptPagesRows(offers, newPromptGeom(g).buttons, ctx.Fonts.Bold, g.u, 44)
	p.page = max(0, min(p.page, len(p.pages)-1))
}

// target is one clickable thing: an offer (id: its index) or a page
// button, where it is now.
type target struct {
	id int
	r  layout.Rect
}

// targets are the offers where they are on screen now, in the order the
// focus goes through them: the hand, the maze, the buttons.
func (p *Play) targets(ctx *scenes.Context, g geom) []target {
	p.layoutPages(ctx, g)
	var out []target
	hand := p.handOf(p.view)
	hr := handRect(g)
	rad := rrrender.HandRadius(hr)
	for i, o := range p.q.offers {
		if o.kind != oCard {
			continue
		}
		if k := slices.Index(hand, o.card); k >= 0 {
			// the part of the card in sight: the next card lies over its
			// right side when the row is crowded
			x, y := rrrender.HandSlot(hr, k, len(hand))
			w := rad * 1.8
			if k+1 < len(hand) {
				nx, _ := rrrender.HandSlot(hr, k+1, len(hand))
				w = min(w, nx-x)
			}
			out = append(out, target{i, layout.Rect{X: x - rad*0.9, Y: y - rad*0.87, W: w, H: rad * 1.74}})
		}
	}
	cam := p.cam.cur
	z := cam.Zoom
	for i, o := range p.q.offers {
		var x, y, w float64
		switch o.kind {
		case oCell:
			x, y = cam.At(o.at)
			w = z * 1.5
		case oEdge:
			ax, ay := cam.At(o.at)
			bx, by := cam.At(o.at.Step(o.side))
			x, y, w = (ax+bx)/2, (ay+by)/2, max(z*0.7, 24*g.u)
		default:
			continue
		}
		r := layout.Rect{X: x - w/2, Y: y - w/2, W: w, H: w}
		if g.maze.Contains(x, y) {
			out = append(out, target{i, r})
		}
	}
	if len(p.pages) > 0 {
		btn := p.buttonOffers()
		for _, pl := range p.pages[p.page] {
			switch pl.Offer {
			case scenes.NextPage:
				out = append(out, target{idNextPage, pl.Rect})
			case scenes.PrevPage:
				out = append(out, target{idPrevPage, pl.Rect})
			default:
				out = append(out, target{btn[pl.Offer], pl.Rect})
			}
		}
	}
	return out
}

// inputTargets are targets for the focus.
func inputTargets(ts []target) []input.Target {
	out := make([]input.Target, len(ts))
	for i, t := range ts {
		out[i] = input.Target{Rect: t.r, ID: i, Enabled: true}
	}
	return out
}

// keys are the targets' keys, for the focus to find them again.
func (p *Play) keys(ts []target) []offerKey {
	out := make([]offerKey, len(ts))
	for i, t := range ts {
		if t.id < len(p.q.offers) {
			out[i] = p.q.offers[t.id].key()
		} else {
			out[i] = offerKey{kind: oButton, do: doKind(100 + t.id - idNextPage)}
		}
	}
	return out
}

// primaryTarget is where the focus shows first: the natural next step,
// else the first target.
func (p *Play) primaryTarget(ts []target) int {
	for i, t := range ts {
		if t.id < len(p.q.offers) && p.q.offers[t.id].primary {
			return i
		}
	}
	return 0
}

// hit is the target under the screen point x, y, or -1: a cell by its
// hexagon, a card by the hand's own hit test, a button by its box; a
// finger reaches a small target from beside it (input.Frame.Hit).
func (p *Play) hit(in *input.Frame, ts []target, g geom, x, y float64) int {
	if i := p.hitExact(ts, g, x, y); i >= 0 || in == nil || in.Reach <= 0 {
		return i
	}
	return in.Hit(inputTargets(ts), x, y)
}

// hitExact is the target right under the screen point x, y, or -1.
func (p *Play) hitExact(ts []target, g geom, x, y float64) int {
	hand := p.handOf(p.view)
	card := -1
	if hr := handRect(g); hr.Contains(x, y) && len(hand) > 0 {
		card = rrrender.HandCardAt(hr, len(hand), x, y)
	}
	var cell rrr.Coord = rrr.NoCoord
	if g.maze.Contains(x, y) {
		cell = p.cam.cur.Cell(x, y)
	}
	best, bestD := -1, math.Inf(1)
	for i, t := range ts {
		if t.id >= len(p.q.offers) {
			if t.r.Contains(x, y) {
				return i
			}
			continue
		}
		o := p.q.offers[t.id]
		switch o.kind {
		case oButton:
			if t.r.Contains(x, y) {
				return i
			}
		case oCard:
			if card >= 0 && hand[card] == o.card {
				return i
			}
		case oCell:
			if o.at == cell {
				return i
			}
		case oEdge:
			cx, cy := t.r.Center()
			if d := math.Hypot(x-cx, y-cy); t.r.Contains(x, y) && d < bestD {
				best, bestD = i, d
			}
		}
	}
	return best
}

// updateHover finds the offer under the pointer (also while waiting).
func (p *Play) updateHover(ctx *scenes.Context, g geom, cur int) {
	p.hover = -1
	if cur < 0 || p.computer(cur) || cur != p.view || p.passFor >= 0 {
		return
	}
	p.build(cur)
	ts := p.targets(ctx, g)
	if i := p.hit(&ctx.In, ts, g, ctx.In.X, ctx.In.Y); i >= 0 {
		p.hover = ts[i].id
	}
}

// updateHuman turns the person's clicks and keys into choices and steps.
func (p *Play) updateHuman(ctx *scenes.Context, g geom, cur int) {
	p.build(cur)
	p.pollHint(cur)
	p.updateHover(ctx, g, cur)
	ts := p.targets(ctx, g)
	its, keys := inputTargets(ts), p.keys(ts)
	p.focus.Sync(keys, its, p.primaryTarget(ts), nil)
	if p.focus.Navigate(&ctx.In, its, p.primaryTarget(ts), keys) {
		return
	}
	pick := -1
	x, y, clicked := ctx.In.Clicked()
	switch {
	case ctx.In.Has(input.Hint):
		p.askHint()
		return
	case ctx.In.Has(input.EndTurn):
		pick = slices.IndexFunc(ts, func(t target) bool {
			return t.id < len(p.q.offers) && p.q.offers[t.id].act.Kind == rrr.ActEnd && p.q.offers[t.id].do == doStep
		})
	case ctx.In.Has(input.Confirm) && p.focus.Valid(its):
		pick = p.focus.At
	case ctx.In.Has(input.Confirm):
		pick = slices.IndexFunc(ts, func(t target) bool { return t.id < len(p.q.offers) && p.q.offers[t.id].primary })
	case clicked:
		pick = p.hit(&ctx.In, ts, g, x, y)
	}
	if pick < 0 {
		return
	}
	p.choose(ts[pick].id)
}

// choose does what target id offers.
func (p *Play) choose(id int) {
	switch id {
	case idNextPage:
		p.page++
		return
	case idPrevPage:
		p.page--
		return
	}
	o := p.q.offers[id]
	ch := &p.ch
	p.message = ""
	switch o.do {
	case doStep:
		p.play(p.state().Notation(o.act))
		return
	case doCard:
		if ch.card == o.card {
			ch.card = rrr.NoCard
		} else {
			ch.card, ch.cell, ch.turn = o.card, rrr.NoCoord, 0
		}
	case doCell:
		ch.cell, ch.turn = o.at, 0
	case doTurn:
		ch.turn++
	case doBack:
		p.back()
	case doToggle:
		if i := slices.Index(ch.cards, o.card); i >= 0 {
			ch.cards = slices.Delete(ch.cards, i, i+1)
		} else {
			ch.cards = append(ch.cards, o.card)
		}
	case doRoll:
		p.roll()
		return
	case doLay:
		if a := layAction(p.state().Legal(nil), ch.cards); a != nil {
			p.play(p.state().Notation(*a))
		} else {
			p.message = i18n.T("These cards cannot be laid together.")
		}
		return
	case doToken:
		ch.token, ch.mode = rrr.Token(o.act.X), modeTeleport
		if o.act.Kind == rrr.ActPassage {
			ch.mode = modePassage
		}
	}
	p.builtFor = -1
}

// back undoes the last choice made on the screen: the cell, the card,
// the token, the cards chosen. It reports whether there was one.
func (p *Play) back() bool {
	ch := &p.ch
	if !ch.any() {
		return false
	}
	switch {
	case ch.cell != rrr.NoCoord:
		ch.cell = rrr.NoCoord
	case ch.mode != modeNone:
		ch.mode, ch.token = modeNone, rrr.NoToken
	case ch.card != rrr.NoCard:
		ch.card = rrr.NoCard
	default:
		ch.cards = ch.cards[:len(ch.cards)-1]
	}
	p.builtFor = -1
	return true
}

// any reports whether anything is chosen on the screen, which Back takes
// back.
func (ch *choice) any() bool {
	return ch.cell != rrr.NoCoord || ch.mode != modeNone || ch.card != rrr.NoCard || len(ch.cards) > 0
}

// play plays the person's step and shows what came of it.
func (p *Play) play(step string) {
	if err := p.apply(step); err != nil {
		p.message = err.Error()
	}
	p.hint.clear()
}

// roll discards the cards chosen for dice, in the order the engine takes
// them, and rolls.
func (p *Play) roll() {
	s := *p.state()
	acts, err := diceSteps(&s, p.ch.cards)
	if err != nil {
		p.message = err.Error()
		return
	}
	var steps []string
	for _, a := range acts {
		steps = append(steps, p.state().Notation(a))
	}
	var all []table.Event
	for _, step := range steps {
		evs, err := p.s.Apply(step)
		if err != nil {
			p.message = err.Error()
			break
		}
		all = append(all, evs...)
	}
	strike := rrr.Action{Kind: rrr.ActStrike}
	if slices.Contains(p.state().Legal(nil), strike) {
		evs, err := p.s.Apply(p.state().Notation(strike))
		if err != nil {
			p.message = err.Error()
		}
		all = append(all, evs...)
	}
	_ = p.took(all, nil)
	p.hint.clear()
}

// updateCamera lets the person look around the maze: a drag (the mouse,
// a finger, the right stick) pans it, the wheel over it, a pinch, + and -
// zoom it, Home shows the whole maze again.
func (p *Play) updateCamera(ctx *scenes.Context, g geom) {
	cx, cy := g.maze.Center()
	for _, in := range ctx.In.Intents {
		switch in.Kind {
		case input.Pan:
			if in.Dev == input.Gamepad || g.maze.Contains(in.X, in.Y) {
				p.cam.pan(in.DX, in.DY)
			}
		case input.Zoom:
			x, y := in.X, in.Y
			if in.Dev == input.Keyboard || in.Dev == input.Gamepad || !g.maze.Contains(x, y) {
				x, y = cx, cy
			}
			p.cam.zoom(in.Factor, x, y)
		case input.Scroll:
			if g.maze.Contains(in.X, in.Y) {
				p.cam.zoom(math.Pow(1.15, in.DY), in.X, in.Y)
			}
		case input.Home:
			p.cam.showAll()
		}
	}
}

// updateSkip ends the animation under way (and the pause after it) on
// Confirm or a click on the maze while one plays; it reports whether it
// did, so the same press does not also play the next step.
func (p *Play) updateSkip(ctx *scenes.Context) bool {
	if !p.Busy() && p.wait == 0 {
		return false
	}
	if !ctx.In.Has(input.Confirm) {
		return false
	}
	p.Skip()
	p.wait = 0
	return true
}

// inputControls lets only the acting seat's controller act (the keyboard
// and mouse always do), binding a person's controller at its first press.
func (p *Play) inputControls(ctx *scenes.Context, cur int) {
	for _, pad := range ctx.In.Lost {
		if seat, ok := ctx.Pads.Drop(pad); ok {
			p.message = i18n.F("Controller %d was unplugged: %s plays on with any controller, the keyboard or the mouse.", pad+1, p.name(seat))
		}
	}
	seat := p.passFor
	if seat < 0 && cur >= 0 && !p.computer(cur) {
		seat = cur
	}
	if seat < 0 {
		return
	}
	if len(p.turns.Humans()) > 1 {
		if pad, ok := ctx.Pads.Claim(seat, &ctx.In); ok {
			p.message = i18n.F("Controller %d joins as %s.", pad+1, p.name(seat))
		}
	}
	ctx.Pads.Filter(seat, &ctx.In)
}
