package horus

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// horusBoard is Horus's board view (BoardView): the play screen's board,
// table and seats with no session, for the replay viewer.
type horusBoard struct {
	seats []session.Seat
	p     *Play // made at the first Show
}

// Show sets the picture at m for seat view.
func (b *horusBoard) Show(m table.Match, view int) {
	st := horus.MatchOf(m).State
	if b.p == nil {
		d := settings.Defaults()
		b.p = newViewer(st, &d, b.seats)
	}
	b.p.m.State, b.p.view = st, view
	b.p.resetWorld()
}

// Play animates a step's events.
func (b *horusBoard) Play(evs []table.Event, m table.Match) {
	b.p.m.State = horus.MatchOf(m).State
	b.p.evbuf = append(b.p.evbuf[:0], horus.EventsOf(evs)...)
	b.p.absorb()
}

// Tick advances the animations and plays their sounds.
func (b *horusBoard) Tick(speed float64, mixer settings.Mixer) {
	b.p.world.Speed = speed
	b.p.world.Tick()
	b.p.catchUp()
	b.p.anim.audio.pump(b.p.world, mixer)
}

func (b *horusBoard) Busy() bool   { return b.p.world.Busy() }
func (b *horusBoard) Skip()        { b.p.skipAnimations() }
func (b *horusBoard) Pending() int { return b.p.world.Pending() }

// Panels are the play screen's top bar, prompt panel and log.
func (b *horusBoard) Panels(ctx *scenes.Context) scenes.Panels {
	l := layout.NewPlay(ctx.W, ctx.H, len(b.p.cfg.Seats))
	return scenes.Panels{Top: l.TopBar, Prompt: l.Prompt, Log: l.Log}
}

// Draw draws the table, the board, the seats and what flies over them.
func (b *horusBoard) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	p := b.p
	p.ensureLayout(ctx)
	cur := p.m.State.Current()
	p.drawTable(dst, ctx, cur)
	p.drawBoard(dst, ctx, cur)
	p.drawPlayers(dst, ctx, p.head.cur)
	p.drawFlights(dst, ctx)
}

// Header is the round and the phase.
func (b *horusBoard) Header() string {
	o := &b.p.head.obs
	return i18n.F("Round %d, %s", max(1, int(o.Round)), horus.PhaseTitle(o.Phase))
}

// Lines tell events in the game's words, inked by the seat they concern.
func (b *horusBoard) Lines(evs []table.Event) []scenes.LogLine {
	return logLines(horus.EventsOf(evs), &b.p.obs, b.p.people(), b.p.view)
}

// StepWords writes a step with what the view may not know as "?".
func (b *horusBoard) StepWords(step string, evs []table.Event) string {
	return horus.StepSeenBy(step, horus.EventsOf(evs), b.p.view)
}

// newViewer is a play screen with no session, for drawing a position.
// The seats are named and labelled as given (nil: people under their
// adventurers' names), but any seat's view can be shown and nothing is
// offered to click: no computer plays.
func newViewer(st horus.State, settings *settings.Settings, seats []session.Seat) *Play {
	if seats == nil {
		seats = make([]session.Seat, st.Opt.Players)
		for i := range seats {
			seats[i] = session.Seat{Name: st.Opt.Adventurers[i].Name(), Kind: session.Human}
		}
	}
	cfg := configFrom(st, 0, seats)
	p := &Play{cfg: cfg, settings: settings, passFor: -1, builtFor: -1, hover: -1, view: -1}
	p.turns = scenes.NewSeatTurns(seats)
	p.m.State = st
	p.still = true // a board view offers nothing to click
	p.resetWorld()
	return p
}
