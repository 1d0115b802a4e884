package pengqueen

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// The cover (spec §9.3): a stone door that slides down between the two
// sides of the table whenever the next person to decide sits on the
// other side from the view on screen, and goes up only when that side
// says it holds the device. It shows the round, the Mummy's torches and
// whose decision comes next, and nothing of either view: the view it
// replaces is not drawn behind it, not even while the door comes down.

// cover is the door's state.
type cover struct {
	passFor int     // the seat the door waits for, or -1
	door    float64 // how far it has come down (0 open, 1 shut)
	lifting float64 // after the answer, how far it still hangs over the new view
}

// doorTicks is how long the door takes to come down or go up.
const doorTicks = 24

// show brings the door down before seat's view.
func (c *cover) show(seat int) {
	c.passFor, c.door, c.lifting = seat, 0, 0
}

// coverFor brings the door down before seat's view, and forgets what the
// side leaving said to itself (a hint, a problem), which the other side
// may not read.
func (p *Play) coverFor(seat int) {
	p.cover.show(seat)
	p.forget()
	for _, b := range p.boards {
		if b != nil {
			b.quiet = true // behind the door nothing is seen or heard
		}
	}
}

// forget drops the words and choices of the person who played last: the
// hint on show (the Mummy's says where she thinks the hunters are), a
// message, the die and square chosen, the hand opened, the notes mode.
func (p *Play) forget() {
	p.prompt.note, p.message = "", ""
	p.prompt.face, p.prompt.dest = pq.FaceNone, pq.NoSquare
	p.hint = hintState{at: -1}
	p.hand.open = false
	p.notes.on = false
	p.prompt.stale()
}

// updateCover waits for the next side to take the device: a click on its
// button, Enter or a controller's confirm. Back or Start (the shell's)
// and the cover's Menu button open the pause menu over the cover, which
// shows nothing of either side's view.
func (p *Play) updateCover(ctx *scenes.Context) {
	c := &p.cover
	c.door = min(1, c.door+1.0/doorTicks)
	x, y, clicked := ctx.In.Clicked()
	hit := -1
	if clicked { // a finger reaches a button from beside it
		hit = ctx.In.Hit([]input.Target{{Rect: p.coverButton(), ID: 0, Enabled: c.door >= 1}, {Rect: p.coverMenu(), ID: 1, Enabled: true}}, x, y)
	}
	if hit == 1 {
		ctx.Pause()
		return
	}
	if c.door < 1 {
		return // the door is still coming down: nothing to answer yet
	}
	if ctx.In.Has(input.Confirm) || hit == 0 {
		seat := c.passFor
		c.passFor, c.lifting = -1, 1
		p.show(seat)
		p.closeGate() // the press that lifted the door plays nothing on the board
	}
}

// coverButton and coverMenu are the cover's two buttons: the door's,
// and the pause menu's for the mouse and fingers.
func (p *Play) coverButton() layout.Rect { return p.lay.R(400, 470, 480, 56) }
func (p *Play) coverMenu() layout.Rect   { return p.lay.R(540, 556, 200, 44) }

// coverWords are what the door says: whose turn comes, who must look
// away, and the button's words.
func (p *Play) coverWords() (title, away, button string) {
	seat := p.cover.passFor
	o := observe(p.s.Match(), table.Onlooker)
	if seat == pq.MummySeat {
		title = i18n.T("The Mummy's turn")
		if o.Phase == pq.PhaseMummy && o.Interrupt {
			title = i18n.T("The Mummy's interrupting turn")
		}
		button = i18n.F("I am the Mummy (%s)", p.who(seat))
		if p.who(seat) == i18n.T("Mummy") {
			button = i18n.T("I am the Mummy")
		}
		return title, i18n.T("Hunters, look away: the Mummy's side of the pyramid is shown next."), button
	}
	title = i18n.T("The hunters' turn")
	away = i18n.T("Mummy, look away: the hunters' side of the pyramid is shown next.")
	name := p.who(seat)
	if pq.IsHunter(seat, int(o.Opt.Players)) && o.Opt.Players > 2 {
		if pc := o.Pieces[seat-1].Colour; name != pq.PieceColourName(pc) {
			name = i18n.F("%s (%s)", name, pq.PieceColourName(pc))
		}
	}
	return title, away, i18n.F("Hunters — %s to play", name)
}

// drawCover draws the cave and the door, and once it is shut its words
// and buttons. While it lifts, the new view is under it (Draw).
func (p *Play) drawCover(dst *ebiten.Image, ctx *scenes.Context) {
	art := p.art()
	dst.Fill(render.Background)
	if art == nil {
		return
	}
	art.DrawBackdrop(dst)
	art.DrawCover(dst, p.cover.door)
	if p.cover.door < 1 {
		return
	}
	f, u, l := ctx.Fonts, p.lay.U, &p.lay
	o := observe(p.s.Match(), table.Onlooker)
	title, away, button := p.coverWords()
	panel := l.R(240, 150, 800, 460)
	render.Panel(dst, panel, render.WithAlpha(render.Background, 0.92), render.Gold, u)
	render.TextMid(dst, title, f.Title, l.R(260, 170, 760, 80), render.Gold, render.Center)
	round := i18n.F("Round %d", max(1, int(o.Round)))
	torches := i18n.F("Torches taken: %d of %d", int(o.Tokens), pq.MummyWinsAt(int(o.Opt.Players)))
	render.TextMid(dst, round+"   ·   "+torches, f.Head, l.R(260, 262, 760, 36), render.Ink, render.Center)
	para := l.R(300, 314, 680, 64)
	scenes.DrawParagraph(dst, away, scenes.FitParagraph(away, f.Body, para), para, render.InkDim)
	if line := p.coverDevices(ctx); line != "" {
		lr := l.R(280, 392, 720, 56)
		scenes.DrawParagraph(dst, line, scenes.FitParagraph(line, f.Body, lr), lr, render.Ink)
	}
	b := p.coverButton()
	st := render.Chosen
	if b.Contains(ctx.In.X, ctx.In.Y) {
		st = render.Hot
	}
	render.Button(dst, b, button, render.Fit(button, f.Head, b.W-20*u, b.H), st, u)
	if ctx.In.Navigating() {
		scenes.DrawFocusRing(dst, b, u)
	}
	p.drawMenuButton(dst, ctx, p.coverMenu())
	if p.prompt.note != "" {
		render.TextMid(dst, p.prompt.note, f.Body, l.R(240, 616, 800, 26), render.Gold, render.Center)
	}
}

// coverDevices says which devices lift the door: with one controller a
// seat, the seat's own (or any, for a seat with none); the keyboard and
// the mouse always. With no controller about, the button says it all.
func (p *Play) coverDevices(ctx *scenes.Context) string {
	if len(ctx.In.Pads) == 0 && ctx.Pads.Bound() == nil {
		return ""
	}
	ok, _ := scenes.ConfirmBack(ctx.Settings)
	pad, own := ctx.Pads.PadOf(p.cover.passFor)
	switch {
	case ctx.Pads == nil || ctx.Pads.Shared:
		return i18n.F("%s on any controller, Enter or a click below takes the device.", ok)
	case own:
		return i18n.F("Controller %d is yours: press %s on it, Enter, or click below.", pad+1, ok)
	}
	return i18n.F("You have no controller of your own: %s on any controller takes the device, or Enter, or a click below.", ok)
}

// drawMenuButton draws the button that opens the pause menu.
func (p *Play) drawMenuButton(dst *ebiten.Image, ctx *scenes.Context, r layout.Rect) {
	st := render.Normal
	if r.Contains(ctx.In.X, ctx.In.Y) {
		st = render.Hot
	}
	label := i18n.T("Menu")
	render.Button(dst, r, label, render.Fit(label, ctx.Fonts.Bold, r.W-10*p.lay.U, r.H), st, p.lay.U)
}

// inputControls lets only the deciding seat's controller act (the
// keyboard and mouse always do), binds a person's controller at its
// first press, and lets a seat whose controller was unplugged fall back
// to any other device, saying so.
func (p *Play) inputControls(ctx *scenes.Context) {
	for _, pad := range ctx.In.Lost {
		if seat, ok := ctx.Pads.Drop(pad); ok {
			p.prompt.note = i18n.F("Controller %d was unplugged: %s plays on with any controller, the keyboard or the mouse.", pad+1, p.who(seat))
		} else {
			p.prompt.note = i18n.F("Controller %d was unplugged: play on with another controller, the keyboard or the mouse.", pad+1)
		}
	}
	seat := p.cover.passFor
	if cur := p.s.Current(); seat < 0 && cur >= 0 && !p.computer(cur) {
		seat = cur
	}
	if seat < 0 {
		return // computers and chance: anyone may skip or leave
	}
	if len(p.turns.Humans()) > 1 {
		if pad, ok := ctx.Pads.Claim(seat, &ctx.In); ok {
			p.prompt.note = i18n.F("Controller %d joins as %s.", pad+1, p.who(seat))
		}
	}
	ctx.Pads.Filter(seat, &ctx.In)
}
