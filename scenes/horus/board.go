package horus

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/client/world"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	horusrender "github.com/pyramid-studio/pyramid/render/horus"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// Board is Horus's board view (scenes.BoardView): the board, the table of
// dice, decks and blocks, and the seats' cards, drawn from one seat's
// observation and from a world grown from the events that seat may see,
// with their animations, effects and sounds (board_draw.go,
// board_fx.go). The board is the hero of the screen: it fills its view,
// zooms and pans (camera.go) and names its squares on demand; the cards
// explain themselves under the pointer (cards.go). It knows no session
// and offers nothing: the replay viewer uses it as it is, and the play
// screen (Play) is built around one, adding the top bar, the prompt, the
// log and the turns, and marking on it what a person may click
// (boardMarks).
type Board struct {
	cfg  GameConfig // the seats: adventurers, names, people or computers
	m    mirror     // the position shown
	view int        // seat whose view is drawn; -1 for an onlooker

	world  *world.World
	obs    horus.Observation
	events []horus.Event // the events shown so far, for the log and the top bar
	evbuf  []horus.Event // the events of the step being absorbed
	head   moment        // what the top bar and the seats show (moment.go)
	fx     boardFx

	// base is the screen laid out with the board fitted to its view, lay
	// the same with the board as the camera shows it now; art is the
	// board's art at the zoom level being drawn, arts every level painted.
	base  layout.Play
	lay   layout.Play
	cam   scenes.Camera
	fonts render.Fonts
	art   *horusrender.Art
	arts  map[float64]*horusrender.Art
	layer scenes.Layer // the board drawn at a level, scaled while the zoom eases between two
	artSz artKey       // what the art was painted for

	names  bool   // the squares' names are shown (A1 to H14)
	drawer drawer // the drawer open over the column, if any
	ticks  int    // frames drawn, for the water's and the light's motion

	explain cardTip    // what the card or seat under the pointer is, for its tooltip
	marks   boardMarks // what a person may click, drawn on the board; nil: nothing

	seats []session.Seat // the replay's seats, until the first Show sets cfg from them
}

// boardFx is the board's effects and sounds: the sounds of the
// animations, and what the effects carry from frame to frame.
type boardFx struct {
	audio   audioHook
	cut     cutOff       // the squares sealed off, for the fallen blocks drawn
	flights []chipFlight // cards flying to the panels this frame
}

// boardMarks is what a prompt marks on the board while a person decides
// (the play screen's targets): drawn in the board's layers, so the dice
// chosen are outlined under their symbols and the squares to click lie
// under the figures.
type boardMarks interface {
	// chosenDice are the dice picked (a bit each) when seat cur acts.
	chosenDice(cur int) uint8
	// drawTargets draws what seat cur may click on the board.
	drawTargets(dst *ebiten.Image, cur int)
}

// mirror holds a copy of the session's position, refreshed after every
// step, so drawing reads it without copying a State every frame.
type mirror struct{ State horus.State }

// newBoard is a board view of st with the seats named and labelled as
// given (boardConfig); it shows the onlooker's view until Show or reset
// says otherwise.
func newBoard(st horus.State, seats []session.Seat) *Board {
	b := &Board{cfg: boardConfig(st, seats), view: -1}
	b.m.State = st
	return b
}

// boardConfig is the set-up of a game in state st played by seats (nil:
// people under their adventurers' names).
func boardConfig(st horus.State, seats []session.Seat) GameConfig {
	if seats == nil {
		seats = make([]session.Seat, st.Opt.Players)
		for i := range seats {
			seats[i] = session.Seat{Name: st.Opt.Adventurers[i].Name(), Kind: session.Human}
		}
	}
	return configFrom(st, 0, seats)
}

// reset shows the position and the view at once, the world rebuilt from
// the observation with its animations at speed.
func (b *Board) reset(speed float64) {
	old := b.world
	b.obs = b.m.State.Observe(b.view)
	b.world = world.Rebuild(b.obs)
	b.keepTrail(old)
	b.world.Speed = speed
	b.head.stale = true
	b.catchUp()
}

// absorb animates the events in evbuf, after which the position is b.m.
func (b *Board) absorb() {
	b.world.ApplyAll(b.evbuf)
	b.events = append(b.events, b.evbuf...)
	b.obs = b.m.State.Observe(b.view)
	b.head.stale = true
	b.catchUp()
}

// artKey is what the board's art is painted for: the screen's size and
// the seats, the text size, the language (the rooms' names) and the
// palette (the figures' colours).
type artKey struct {
	w, h  float64
	seats int
	text  float64
	lang  i18n.Lang
	seat0 color.RGBA
}

// artKeyOf is the art's key for ctx.
func (b *Board) artKeyOf(ctx *scenes.Context) artKey {
	size, _ := render.SizeOf(ctx.Fonts.Small)
	return artKey{ctx.W, ctx.H, len(b.cfg.Seats), size, i18n.Current(), render.SeatColors[0]}
}

// layout lays the board out for ctx's screen and paints its art at the
// fitted zoom when the screen, the text size, the language or the
// palette changed (reporting so); every call places the board as the
// camera shows it now.
func (b *Board) layout(ctx *scenes.Context) bool {
	sz := b.artKeyOf(ctx)
	if b.arts != nil && sz == b.artSz {
		b.lay = b.base.Zoomed(b.cam.Shown)
		return false
	}
	for _, a := range b.arts {
		a.Dispose()
	}
	b.layer.Dispose()
	b.place(ctx.W, ctx.H, ctx.Fonts)
	b.arts = map[float64]*horusrender.Art{}
	b.artSz = sz
	b.art = b.artAt(1)
	b.warm()
	return true
}

// place lays the screen out for a w×h screen with fonts, the board as
// the camera shows it, without painting anything (tests that only play).
func (b *Board) place(w, h float64, fonts render.Fonts) {
	b.base = layout.NewPlay(w, h, len(b.cfg.Seats))
	if b.cam.Shown.Zoom == 0 {
		b.cam = scenes.FittedCamera()
	}
	if fonts.Small != nil {
		b.fonts = fonts
	}
	b.lay = b.base.Zoomed(b.cam.Shown)
}

// artAt is the board's art at zoom level z, painted on first use.
func (b *Board) artAt(z float64) *horusrender.Art {
	if a, ok := b.arts[z]; ok {
		return a
	}
	a := horusrender.NewArt(b.base.ZoomedAt(z, 0.5, 0.5), b.fonts)
	b.arts[z] = a
	return a
}

// Input moves the board's camera, shows or hides the squares' names and
// opens or closes the table drawer, on this tick's input: the play
// screen's and the replay viewer's alike. It reports whether it took the
// tick's click or key (a camera moved by the wheel or a drag takes
// nothing from the screen).
func (b *Board) Input(ctx *scenes.Context) bool {
	b.layout(ctx)
	b.cam.Input(&ctx.In, b.base.Lens())
	b.lay = b.base.Zoomed(b.cam.Shown)
	x, y, clicked := ctx.In.Clicked()
	switch {
	case ctx.In.Has(input.Labels) || clicked && b.lay.Names.Contains(x, y):
		b.names = !b.names
		return true
	case ctx.In.Has(input.Table) || clicked && b.lay.TableBtn.Contains(x, y) && b.drawer.kind != drawerTable:
		b.drawer.toggle(drawerTable)
		return true
	case b.drawer.kind == drawerTable:
		r := b.drawer.rect(b.lay.Drawer, ctx.W)
		if ctx.In.Has(input.Back) || clicked && closeButton(r, b.lay.U).Contains(x, y) {
			b.drawer.toggle(drawerTable)
			return true
		}
		return clicked && r.Contains(x, y) // the drawer covers what is under it
	}
	return false
}

// Tick eases the camera and slides the drawers; the play screen calls it
// with its animations, the replay viewer through Tick.
func (b *Board) tickView() {
	if b.arts != nil {
		b.cam.Tick(b.base.Lens())
		b.lay = b.base.Zoomed(b.cam.Shown)
	}
	b.drawer.tick()
}

// Show sets the picture at m for seat view.
func (b *Board) Show(m table.Match, view int) {
	b.m.State, b.view = horus.MatchOf(m).State, view
	if b.cfg.Seats == nil {
		b.cfg = boardConfig(b.m.State, b.seats)
	}
	b.reset(b.restSpeed())
}

// restSpeed is the animation factor a board alone starts with, until
// the viewer's first Tick gives its own: the default settings' speed of
// the seat to act (a computer's, or a person's).
func (b *Board) restSpeed() float64 {
	d := settings.Defaults()
	if cur := b.m.State.Current(); cur >= 0 && !b.cfg.Seats[cur].Human {
		return d.BotFactor()
	}
	return d.SpeedFactor()
}

// Play animates a step's events.
func (b *Board) Play(evs []table.Event, m table.Match) {
	b.m.State = horus.MatchOf(m).State
	b.evbuf = append(b.evbuf[:0], horus.EventsOf(evs)...)
	b.absorb()
}

// Tick advances the animations and plays their sounds.
func (b *Board) Tick(speed float64, mixer settings.Mixer) {
	b.tickView()
	b.world.Speed = speed
	b.world.Tick()
	b.catchUp()
	b.fx.audio.pump(b.world, mixer)
}

// Busy reports whether an animation play waits for is under way.
func (b *Board) Busy() bool { return b.world.Busy() }

// Skip shows the end of every animation at once.
func (b *Board) Skip() {
	b.world.Skip()
	b.catchUp()
}

// Pending is how many events the animations have not reached yet.
func (b *Board) Pending() int { return b.world.Pending() }

// Panels are the play screen's top bar, its prompt panel (the replay
// viewer's controls) and below it the log (the replay's log panel; the
// play screen shows its last lines there and the whole log in a drawer).
func (b *Board) Panels(ctx *scenes.Context) scenes.Panels {
	l := layout.NewPlay(ctx.W, ctx.H, len(b.cfg.Seats))
	u := l.U
	prompt := layout.Rect{X: l.Prompt.X, Y: l.Prompt.Y, W: l.Prompt.W, H: 232 * u}
	log := layout.Rect{X: l.Prompt.X, Y: prompt.Bottom() + 6*u, W: l.Prompt.W, H: l.Ticker.Bottom() - prompt.Bottom() - 6*u}
	return scenes.Panels{Top: l.TopBar, Prompt: prompt, Log: log}
}

// Draw draws the board in its view, the dice and the table's status, the
// seats and what flies over them, and the table drawer when it is open.
func (b *Board) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	b.layout(ctx)
	b.ticks++
	cur := b.m.State.Current()
	b.drawView(dst, ctx, cur)
	b.drawTable(dst, ctx, cur)
	b.drawPlayers(dst, ctx, b.head.cur)
	b.drawTableDrawer(dst, ctx)
	b.drawFlights(dst, ctx)
	b.drawTip(dst, ctx)
}

// Header is the round and the phase.
func (b *Board) Header() string {
	o := &b.head.obs
	return i18n.F("Round %d, %s", max(1, int(o.Round)), horus.PhaseTitle(o.Phase))
}

// Lines tell events in the game's words, inked by the seat they concern.
func (b *Board) Lines(evs []table.Event) []scenes.LogLine {
	return logLines(horus.EventsOf(evs), &b.obs, b.people(), b.view)
}

// StepWords writes a step with what the view may not know as "?".
func (b *Board) StepWords(step string, evs []table.Event) string {
	return horus.StepSeenBy(step, horus.EventsOf(evs), b.view)
}
