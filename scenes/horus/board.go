package horus

import (
	"github.com/hajimehoshi/ebiten/v2"

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
// dice, decks and blocks, and the seats' panels, drawn from one seat's
// observation and from a world grown from the events that seat may see,
// with their animations, effects and sounds (board_draw.go,
// board_fx.go). It knows no session and offers nothing: the replay
// viewer uses it as it is, and the play screen (Play) is built around
// one, adding the top bar, the prompt, the log and the turns, and marking
// on it what a person may click (boardMarks).
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

	lay   layout.Play
	fonts render.Fonts
	art   *horusrender.Art
	artSz [3]float64

	chipHover string     // name of the card chip under the pointer, for the prompt
	marks     boardMarks // what a person may click, drawn on the board; nil: nothing

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

// layout lays the board out for ctx's screen and draws its sprites; it
// reports whether the layout changed.
func (b *Board) layout(ctx *scenes.Context) bool {
	sz := [3]float64{ctx.W, ctx.H, float64(len(b.cfg.Seats))}
	if b.art != nil && sz == b.artSz {
		return false
	}
	if b.art != nil {
		b.art.Dispose()
	}
	b.lay = layout.NewPlay(ctx.W, ctx.H, len(b.cfg.Seats))
	b.fonts = ctx.Fonts
	b.art = horusrender.NewArt(b.lay, ctx.Fonts)
	b.artSz = sz
	b.warm()
	return true
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

// Panels are the play screen's top bar, prompt panel and log.
func (b *Board) Panels(ctx *scenes.Context) scenes.Panels {
	l := layout.NewPlay(ctx.W, ctx.H, len(b.cfg.Seats))
	return scenes.Panels{Top: l.TopBar, Prompt: l.Prompt, Log: l.Log}
}

// Draw draws the table, the board, the seats and what flies over them.
func (b *Board) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	b.layout(ctx)
	cur := b.m.State.Current()
	b.drawTable(dst, ctx, cur)
	b.drawBoard(dst, ctx, cur)
	b.drawPlayers(dst, ctx, b.head.cur)
	b.drawFlights(dst, ctx)
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
