package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// The title's part in the games' tutorials: "Learn to play" in the menu
// of a game that has one, which goes on from the card the player left it
// at; and on the first start, an offer of it beside the menu.

// tutorial reports whether the game on offer has a tutorial.
func (t *Title) tutorial() bool {
	in, _, ok := t.offered()
	if !ok {
		return false
	}
	return HasTutorial(in.ID)
}

// learn opens the tutorial of the game on offer.
func (t *Title) learn(ctx *Context) {
	in, _, ok := t.offered()
	if !ok {
		return
	}
	t.offer = false
	t.keepOffer() // before the tutorial keeps the player's place
	g, err := StartTutorial(ctx, in.ID)
	if err != nil {
		t.message = i18n.T("The tutorial cannot be started: ") + err.Error()
		return
	}
	ctx.Go(g)
}

// offerKeptAfter is how many updates (a second) the tutorial's offer is
// on show before the settings keep that it was made. Written at once,
// the settings were encoded on the title's first frame, the program's
// first JSON encoding: about 30 ms of a GPU-less browser's start.
const offerKeptAfter = 60

// offerTutorial puts the offer of the game's tutorial on show when it has
// never been made, and has the settings remember that it has (keepOffer):
// the player answers it now, or finds Learn to play in the menu later.
func (t *Title) offerTutorial(ctx *Context) {
	in, _, ok := t.offered()
	if !ok || !t.tutorial() || ctx.Settings == nil {
		return
	}
	if ctx.Settings.TutorialOf(in.ID).Offered {
		return
	}
	t.offer = true
	st, id := ctx.Settings, in.ID
	t.keepIn = offerKeptAfter
	t.kept = func() {
		p := st.TutorialOf(id)
		p.Offered = true
		_ = st.SetTutorial(id, p) // a failure shows on the settings screen
	}
}

// keepOfferSoon counts an update towards keeping the offer made.
func (t *Title) keepOfferSoon() {
	if t.kept == nil {
		return
	}
	if t.keepIn--; t.keepIn <= 0 {
		t.keepOffer()
	}
}

// keepOffer has the settings remember now that the offer was made, if
// they do not yet.
func (t *Title) keepOffer() {
	if k := t.kept; k != nil {
		t.kept = nil
		k()
	}
}

// Leave keeps the offer made when the title is left before its second
// is up (scenes.Leaver).
func (t *Title) Leave() { t.keepOffer() }

// offerWords is the offer's text for the game on offer.
func (t *Title) offerWords() string {
	in, _, _ := t.offered()
	return i18n.F("A short guided game teaches %s as you play it: what to look at and what to press, phase by phase.", i18n.T(in.Title))
}

// offerPanel is where the offer goes: right of the menu, below the game's
// pitch, its height as its text needs.
func (t *Title) offerPanel(ctx *Context) layout.Rect {
	f := ctx.Frame
	w := 480 * f.U
	h := 190 * f.U // a screen with no fonts yet (tests of the menu alone)
	if body, head := ctx.Fonts.Body, ctx.Fonts.Head; body != nil && head != nil {
		lines := t.offerLines.of(t.offerWords(), body, w-32*f.U)
		h = 16*f.U + render.LineHeight(head) + 8*f.U + float64(len(lines))*render.LineHeight(body) + 14*f.U + 58*f.U
	}
	return layout.Rect{X: f.X0 + 690*f.U, Y: f.Y0 + 286*f.U, W: w, H: h}
}

// drawTutorialCard says beside Learn to play which card the player left
// the tutorial at, where it goes on from.
func (t *Title) drawTutorialCard(dst *ebiten.Image, ctx *Context) {
	in, _, ok := t.offered()
	if t.asking || !ok || ctx.Settings == nil {
		return
	}
	p := ctx.Settings.TutorialOf(in.ID)
	if p.Card == 0 || p.Done {
		return // nothing to say, and no script to read for it
	}
	tut, has := TutorialOf(in.ID)
	if !has || p.Card >= len(tut.Cards) {
		return
	}
	f := ctx.Frame
	for _, b := range t.bs {
		if b.Label == i18n.T("Learn to play") {
			words := i18n.F("card %d of %d", p.Card+1, len(tut.Cards))
			render.TextMid(dst, words, ctx.Fonts.Small, layout.Rect{X: b.Rect.Right() + 12*f.U, Y: b.Rect.Y, W: 200 * f.U, H: b.Rect.H}, render.InkDim, render.Left)
			return
		}
	}
}

// drawOffer draws the first start's offer of the tutorial (its buttons
// are the menu's last two, drawn with it).
func (t *Title) drawOffer(dst *ebiten.Image, ctx *Context) {
	if t.asking || !t.offer {
		return
	}
	f := ctx.Frame
	p := t.offerPanel(ctx)
	render.Panel(dst, p, render.PanelFill, render.Gold, f.U)
	x, w := p.X+16*f.U, p.W-32*f.U
	render.TextMid(dst, i18n.T("New to the game?"), ctx.Fonts.Head, layout.Rect{X: x, Y: p.Y + 16*f.U, W: w, H: render.LineHeight(ctx.Fonts.Head)}, render.Gold, render.Left)
	y := p.Y + 24*f.U + render.LineHeight(ctx.Fonts.Head)
	DrawParagraph(dst, t.offerWords(), ctx.Fonts.Body, layout.Rect{X: x, Y: y, W: w, H: p.Bottom() - 58*f.U - y}, render.Ink)
}
