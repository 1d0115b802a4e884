package scenes

import (
	"errors"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/session"
)

// Title is the first screen: the name of the game and the main menu,
// with "Continue" when a game was left unfinished.
type Title struct {
	bs      Buttons
	checked bool             // the autosave has been looked at
	resume  *session.Session // the autosaved game, loaded and checked
	away    string           // the autosaved game's game when it is played in another module (Continue loads that)
	intent  *Intent          // what another module chose, opened at once (NewTitleIntent)
	filed   bool             // there are saved games to continue (Saved games)
	message string           // why the autosave could not be opened, or another problem
	lines   wrapped          // message in lines, wrapped once for the frame's face and width
	// asking is the "Quit the game?" question on show instead of the
	// menu: Back (Esc, a controller's B) only asks, so a couch player
	// pressing B a few times too many never closes the game.
	asking bool
	// game is the game on offer, counted in Offered() from the first
	// game played here: New game and Rules are of this game.
	game int
	cols int // the menu's columns: two on a phone, whose rows are a finger's
	// offer is the first start's offer of the game's tutorial, on show
	// beside the menu until answered or another game is chosen; the
	// settings remember it was made, so it is made once.
	offer      bool
	offerLines wrapped // its words in lines
	// kept writes to the settings that the offer was made (nil: written,
	// or none made), keepIn updates after it was put on show, or as the
	// title is left (keepOffer).
	kept   func()
	keepIn int
}

// NewTitle makes the title screen.
func NewTitle() *Title { return &Title{} }

// NewTitleIntent makes the title screen, with a note as NewTitleNote,
// that opens at once what another module of the browser's build chose
// (in.Game is played here); the title itself is seen only if that cannot
// be opened, with a message.
func NewTitleIntent(in Intent, note string) *Title { return &Title{intent: &in, message: note} }

// NewTitleNote makes the title screen with a message for the player (""
// for none), e.g. that games cannot be saved.
func NewTitleNote(note string) *Title { return &Title{message: note} }

// check opens the autosave once: a game to continue, or a message saying
// why it could not be opened (the session keeps the bad file aside, so a
// new game can start at once).
func (t *Title) check(ctx *Context) {
	if t.checked {
		return
	}
	t.checked = true
	if t.intent == nil {
		t.offerTutorial(ctx)
	}
	if ctx.Saves == nil {
		return
	}
	t.filed = len(session.Filed(ctx.Saves.Store)) > 0
	if ctx.Saves.InOtherTab() { // the game in progress is the other tab's
		t.message = strings.TrimSpace(t.message + " " + i18n.T("Pyramid is open in another tab of this browser, which keeps the game in progress there. Games played in this tab are kept in Saved games."))
		return
	}
	if data, err := ctx.Saves.Store.Read(session.AutosaveKey); err == nil {
		if id, err := table.PeekGame(data); err == nil && isAway(id) {
			t.away = id // continued by its own module
			return
		}
	}
	s, err := session.Resume(ctx.Saves.Store)
	switch {
	case err == nil:
		t.resume = s
	case errors.Is(err, session.ErrNoSave):
	default:
		if t.message != "" {
			t.message += " "
		}
		t.message += err.Error()
	}
}

// cont resumes the saved game, or has its module loaded to continue it.
func (t *Title) cont(ctx *Context) {
	if t.away != "" {
		t.goAway(Intent{Game: t.away, What: OpenContinue})
		return
	}
	p, err := playGame(ctx, t.resume, nil)
	if err != nil {
		t.message, t.resume = i18n.T("The saved game could not be continued: ")+err.Error(), nil
		return
	}
	ctx.Go(p)
}

// offered is the game on offer and its screens (nil: it is played in
// another module, see Offered); false when no game can be offered here.
func (t *Title) offered() (table.Info, Screens, bool) {
	gs := Offered()
	if len(gs) == 0 {
		return table.Info{}, nil, false
	}
	home := max(0, slices.IndexFunc(gs, func(in table.Info) bool { return hasScreens(in.ID) }))
	in := gs[(home+t.game)%len(gs)]
	sc, _ := ScreensOf(in.ID)
	return in, sc, true
}

// goAway has the page load the module that plays in's game; the title
// says why when it cannot.
func (t *Title) goAway(in Intent) {
	if err := goAway(in); err != nil {
		t.message = err.Error()
	}
}

// newGame opens the set-up of a new game of the game on offer.
func (t *Title) newGame(ctx *Context) {
	in, sc, ok := t.offered()
	switch {
	case !ok:
	case sc == nil:
		t.goAway(Intent{Game: in.ID, What: OpenNew})
	default:
		prepareSounds(ctx, in.ID) // made while the game is set up
		ctx.Go(NewNewGame(in.ID))
	}
}

// rules opens the rules of the game on offer.
func (t *Title) rules(ctx *Context) {
	in, sc, ok := t.offered()
	switch {
	case !ok:
	case sc == nil:
		t.goAway(Intent{Game: in.ID, What: OpenRules})
	default:
		ctx.Go(sc.Rules(t))
	}
}

// another offers the next game of the collection.
func (t *Title) another(*Context) {
	t.game = (t.game + 1) % max(1, len(Offered()))
	t.offer = false
}

// players says how many play a game: "2–6 players".
func players(in table.Info) string {
	if in.MinSeats == in.MaxSeats {
		return i18n.N(in.MinSeats, "%d player", "%d players", in.MinSeats)
	}
	return i18n.F("%d–%d players", in.MinSeats, in.MaxSeats)
}

func (t *Title) layout(ctx *Context) {
	f := ctx.Frame
	if t.asking {
		h := max(44, ctx.FingerRow())
		t.bs = append(t.bs[:0],
			Button{Rect: f.R(120, 344, 200, h), Label: i18n.T("Quit"), On: func(ctx *Context) { ctx.Quit() }},
			Button{Rect: f.R(334, 344, 200, h), Label: i18n.T("Cancel"), Chosen: true, On: t.stay})
		return
	}
	type item struct {
		label string
		on    func(ctx *Context)
	}
	var items []item
	if t.resume != nil || t.away != "" {
		items = append(items, item{i18n.T("Continue"), t.cont})
	}
	items = append(items, item{i18n.T("New game"), t.newGame})
	if t.tutorial() {
		items = append(items, item{i18n.T("Learn to play"), t.learn})
	}
	if len(Offered()) > 1 {
		items = append(items, item{i18n.T("Another game"), t.another})
	}
	if t.filed {
		items = append(items, item{i18n.T("Saved games"), func(ctx *Context) { ctx.Go(NewSavedGamesScene(ctx.Saves)) }})
	}
	items = append(items,
		item{i18n.T("Replays"), func(ctx *Context) { ctx.Go(NewSavesScene(ctx.Saves)) }},
		item{i18n.T("Statistics"), func(ctx *Context) { ctx.Go(NewStatsScene(ctx.Saves)) }},
		item{i18n.T("Rules"), t.rules},
		item{i18n.T("Settings"), func(ctx *Context) { ctx.Go(NewSettingsScene(t)) }},
	)
	if QuitOffered {
		items = append(items, item{i18n.T("Quit"), func(ctx *Context) { ctx.Quit() }})
	}
	y0, step, h := 286.0, 54.0, 44.0
	switch n := float64(len(items)); {
	case n > 8: // every entry at once: closer still, and slimmer
		y0, step = 278, (654-278)/n
		h = step - 5
	case n > 7: // with Saved games, Continue and Quit: closer, above the keys' line
		y0, step = 280, 48
	}
	rows := len(items)
	if fr := ctx.FingerRow(); fr > h {
		// a finger's rows, in as many columns as they need above the
		// hint's line (on a phone: four rows, two columns)
		y0, step, h = 272, fr+8, fr
		rows = max(1, int((658-y0)/step))
	}
	t.cols = (len(items) + rows - 1) / rows
	t.bs = t.bs[:0]
	for i, it := range items {
		c, r := i/rows, i%rows
		t.bs = append(t.bs, Button{Rect: f.R(120+float64(c)*300, y0+float64(r)*step, 280, h), Label: it.label, On: it.on, Chosen: i == 0})
	}
	if t.offer {
		p := t.offerPanel(ctx)
		y := p.Bottom() - 58*f.U
		t.bs = append(t.bs,
			Button{Rect: layout.Rect{X: p.X + 16*f.U, Y: y, W: 220 * f.U, H: 44 * f.U}, Label: i18n.T("Learn to play"), On: t.learn, Chosen: true},
			Button{Rect: layout.Rect{X: p.Right() - 176*f.U, Y: y, W: 160 * f.U, H: 44 * f.U}, Label: i18n.T("Not now"), On: func(*Context) { t.offer = false }})
	}
}

// beside is the room right of the menu's columns, from the top of row
// row: where Continue's progress and the game's card go.
func (t *Title) beside(ctx *Context, row int, w, h float64) layout.Rect {
	f, b := ctx.Frame, t.bs[0].Rect
	x := b.X + float64(t.cols)*300*f.U - 8*f.U
	if t.cols == 1 {
		x = b.Right() + 12*f.U
	}
	return layout.Rect{X: x, Y: b.Y + float64(row)*(b.H+8*f.U), W: w * f.U, H: h * f.U}
}

// Update handles the menu.
func (t *Title) Update(ctx *Context) error {
	t.check(ctx)
	t.keepOfferSoon()
	if in := t.intent; in != nil { // once Continue's game is known
		t.intent = nil
		t.open(ctx, *in)
		return nil
	}
	t.layout(ctx)
	if t.bs.Update(ctx) {
		return nil
	}
	if t.asking {
		if ctx.In.Has(input.Back) || ctx.In.Has(input.Confirm) {
			t.stay(ctx) // Back again, or Enter before the focus moved: stay
		}
		return nil
	}
	if ctx.In.Has(input.Confirm) {
		t.bs[0].On(ctx) // Continue, or New game
		return nil
	}
	if ctx.In.Has(input.Back) && QuitOffered {
		t.ask(ctx)
	}
	return nil
}

// ask shows the "Quit the game?" question. The focus starts on Cancel,
// so the Confirm that follows a stray Back keeps the game open; quitting
// takes a deliberate move to Quit (or a click on it).
func (t *Title) ask(ctx *Context) {
	t.asking = true
	t.layout(ctx)
	*ctx.Focus() = input.Focus{At: t.bs.DefaultFocus()}
}

// stay closes the question and shows the menu again, with its focus
// starting afresh.
func (t *Title) stay(ctx *Context) {
	t.asking = false
	*ctx.Focus() = input.NoFocus
}

// Draw paints the desert, the pyramid and the menu.
func (t *Title) Draw(dst *ebiten.Image, ctx *Context) {
	t.layout(ctx)
	f := ctx.Frame
	drawDesert(dst, ctx)
	// no sound device: one quiet line above the name, clear of the menu
	// and the message box
	if n := ctx.Settings.SoundNotice(); n != "" {
		render.TextMid(dst, n, ctx.Fonts.Small, f.R(124, 84, 1000, 24), render.InkDim, render.Left)
	}
	// each line in its own band, so that larger text shrinks rather than
	// running into the next
	render.TextMid(dst, i18n.T("PYRAMID"), ctx.Fonts.Title, f.R(120, 118, 660, 78), render.Gold, render.Left)
	if in, sc, ok := t.offered(); ok {
		// the game on offer: its title, how many play and its pitch, and
		// its card when there is a choice
		name, band := i18n.T(in.Title), f.R(124, 200, 1100, 34)
		w := render.Width(name, ctx.Fonts.Head) + 16*f.U
		count := players(in)
		onDarkOverSand(dst, ctx, band, w+render.Width(count, ctx.Fonts.Body))
		render.TextMid(dst, name, ctx.Fonts.Head, band, render.Ink, render.Left)
		render.TextMid(dst, count, ctx.Fonts.Body, layout.Rect{X: band.X + w, Y: band.Y, W: max(0, band.W-w), H: band.H}, render.InkDim, render.Left)
		pitch, pr := i18n.T(in.Pitch), f.R(124, 238, 1100, 26)
		onDarkOverSand(dst, ctx, pr, render.Width(pitch, ctx.Fonts.Body))
		render.TextMid(dst, pitch, ctx.Fonts.Body, pr, render.InkDim, render.Left)
		if len(Offered()) > 1 {
			r := f.R(430, 300, 240, 160)
			if t.cols > 1 { // right of the finger's columns, under Continue's progress
				r = t.beside(ctx, 1, 240, 160)
			}
			if sc != nil {
				sc.Card(dst, ctx, r)
			} else {
				drawAwayCard(dst, in.ID, r)
			}
		}
	}
	if t.asking {
		render.TextMid(dst, i18n.T("Quit the game?"), ctx.Fonts.Head, f.R(120, 290, 660, 44), render.Gold, render.Left)
	}
	t.drawOffer(dst, ctx)
	t.bs.Draw(dst, ctx, ctx.Fonts.Head)
	if (t.resume != nil || t.away != "") && !t.asking {
		r := t.beside(ctx, 0, 200, 0)
		r.H = t.bs[0].Rect.H
		words := awayTitle(t.away) // all that is known without its engine
		if t.resume != nil {
			words = progressWords(t.resume)
		}
		render.TextMid(dst, words, ctx.Fonts.Small, r, render.InkDim, render.Left)
	}
	t.drawTutorialCard(dst, ctx)
	if t.message != "" {
		lines := t.lines.of(t.message, ctx.Fonts.Small, 400*f.U)
		lh := render.LineHeight(ctx.Fonts.Small)
		box := layout.Rect{X: f.X0 + 430*f.U, Y: f.Y0 + 520*f.U, W: 420 * f.U, H: 12*f.U + lh*float64(len(lines))}
		render.Panel(dst, box, render.PanelFill, render.Danger, f.U)
		for i, ln := range lines {
			render.Text(dst, ln, ctx.Fonts.Small, box.X+10*f.U, box.Y+6*f.U+float64(i)*lh, render.Ink, render.Left)
		}
	}
	hint := i18n.T("Enter: new game   Esc: quit   F11 or Alt+Enter: fullscreen")
	if t.resume != nil || t.away != "" {
		hint = i18n.T("Enter: continue   Esc: quit   F11 or Alt+Enter: fullscreen")
	}
	if !QuitOffered {
		hint = i18n.T("Enter: new game   F11 or Alt+Enter: fullscreen")
		if t.resume != nil || t.away != "" {
			hint = i18n.T("Enter: continue   F11 or Alt+Enter: fullscreen")
		}
	}
	if t.asking {
		hint = i18n.T("Esc: cancel   F11 or Alt+Enter: fullscreen")
	}
	if ctx.In.Last == input.Touch { // no keys at hand: what fingers do
		hint = i18n.T("Tap: choose   Hold a finger on something: see what it is")
	}
	// on a dark band of its own, so that it reads over the sand; a keyboard
	// or controller player has the legend bar at the foot instead
	if ctx.In.Navigating() {
		return
	}
	hr := f.R(120, 664, 1100, 24)
	hr.W = min(hr.W, render.Width(hint, ctx.Fonts.Small)+24*f.U)
	hr.H = max(hr.H, render.LineHeight(ctx.Fonts.Small)+4*f.U)
	hr.X -= 12 * f.U
	render.RoundBox(dst, hr, render.WithAlpha(render.Background, 0.78), nil, 6*f.U, 0)
	render.TextMid(dst, hint, ctx.Fonts.Small, layout.Rect{X: hr.X + 12*f.U, Y: hr.Y, W: hr.W - 24*f.U, H: hr.H}, render.Ink, render.Left)

}

// wrapped is a text broken into lines for one face and width. A screen
// that shows a message every frame keeps it so, and wraps again only when
// the text, the face (a new one comes with a new window size or text size)
// or the width changes: render.Wrap measures the text word by word, and
// the title wrapping a long message anew every frame froze it.
type wrapped struct {
	text  string
	face  render.Face
	width float64
	lines []string
}

// of is s in lines of at most width for face.
func (w *wrapped) of(s string, face render.Face, width float64) []string {
	if w.lines == nil || w.text != s || w.face != face || w.width != width {
		*w = wrapped{text: s, face: face, width: width, lines: render.Wrap(s, face, width)}
	}
	return w.lines
}

// Probe lists the menu.
func (t *Title) Probe(ctx *Context) Probe {
	t.check(ctx)
	t.layout(ctx)
	msg := ctx.Settings.SoundNotice()
	if t.message != "" {
		msg = strings.TrimSpace(t.message + " " + msg)
	}
	in, _, _ := t.offered()
	return Probe{Scene: "title", Game: in.ID, Seat: -2, View: -1, Targets: t.bs.Probe(ctx), Message: msg, Bad: t.message != "", Asking: t.asking}
}

// onDarkOverSand puts a dark band behind a line of text w wide in r when
// it runs over the backdrop's pyramid, whose sand dim text cannot be read
// on (a long pitch, a longer translation, the largest text size), as the
// keys' line at the foot has one.
func onDarkOverSand(dst *ebiten.Image, ctx *Context, r layout.Rect, w float64) {
	f := ctx.Frame
	if r.X+w <= f.X0+pyramidFlank*f.U {
		return
	}
	band := layout.Rect{X: r.X - 10*f.U, Y: r.Y - 3*f.U, W: min(w, r.W) + 20*f.U, H: r.H + 6*f.U}
	render.RoundBox(dst, band, render.WithAlpha(render.Background, 0.78), nil, 6*f.U, 0)
}

// pyramidFlank is where, in design units from the left, the backdrop's
// pyramid begins at the height of the game's name and pitch (its flank
// is at 800 to 850 there).
const pyramidFlank = 800

// drawDesert draws the backdrop of the menus: night sky, dunes and a
// stepped pyramid under the moon. It is a mesh, drawn on the GPU at once:
// the browser's first frame is the title, and painting it on the CPU
// first held that frame back (render.Mesh).
func drawDesert(dst *ebiten.Image, ctx *Context) {
	render.MeshOf("desert", int(ctx.W), int(ctx.H), func(m *render.Mesh) { paintDesert(m, ctx) }).Draw(dst, 0, 0)
}

func paintDesert(dst *render.Mesh, ctx *Context) {
	f := ctx.Frame
	W, H := ctx.W, ctx.H
	for i := 0; i < 24; i++ {
		y := H * float64(i) / 24
		c := render.Mix(render.Background, render.Stone, float64(i)/40)
		dst.Fill(layout.Rect{Y: y, W: W, H: H/24 + 1}, c)
	}
	for i := 0; i < 60; i++ {
		x, y := W*frac(float64(i)*0.618), H*0.55*frac(float64(i)*0.377+0.1)
		dst.FillCircle(x, y, max(0.7, 1.1*f.U*frac(float64(i)*0.91)), render.WithAlpha(render.Ink, 0.6))
	}
	dst.FillCircle(f.X0+1080*f.U, f.Y0+110*f.U, 46*f.U, render.Mix(render.Ink, render.Gold, 0.3))
	render.SteppedPyramid(dst, f.X0+870*f.U, f.Y0+640*f.U, f.Y0+190*f.U, 380*f.U, 12)
	// dunes
	for k, c := range []float64{0.5, 0.3} {
		var d render.Path
		y := f.Y0 + (620+float64(k)*40)*f.U
		for i := 0; i <= 24; i++ {
			x := W * float64(i) / 24
			d.LineTo(x, y+18*f.U*math.Sin(x/(90*f.U)+float64(k)))
		}
		dst.FillUnder(&d, H, render.Mix(render.Background, render.Sand, c))
	}
}

func frac(x float64) float64 { return x - math.Floor(x) }
