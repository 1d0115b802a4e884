package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
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
func (b *horusBoard) Panels(ctx *Context) Panels {
	b.p.ensureLayout(ctx)
	return Panels{Top: b.p.lay.TopBar, Prompt: b.p.lay.Prompt, Log: b.p.lay.Log}
}

// Draw draws the table, the board, the seats and what flies over them.
func (b *horusBoard) Draw(dst *ebiten.Image, ctx *Context) {
	p := b.p
	p.ensureLayout(ctx)
	cur := p.m.State.Current()
	p.drawTable(dst, ctx, cur)
	p.drawBoard(dst, ctx, cur)
	p.drawPlayers(dst, ctx, cur)
	p.drawFlights(dst, ctx)
}

// Header is the round and the phase.
func (b *horusBoard) Header() string {
	o := &b.p.head.obs
	return i18n.F("Round %d, %s", max(1, int(o.Round)), horus.PhaseTitle(o.Phase))
}

// Lines tell events in the game's words, inked by the seat they concern.
func (b *horusBoard) Lines(evs []table.Event) []LogLine {
	var out []LogLine
	for _, ln := range logLines(horus.EventsOf(evs), &b.p.obs, b.p.people(), b.p.view) {
		out = append(out, LogLine{Text: ln.text, Ink: ln.ink})
	}
	return out
}

// StepWords writes a step with what the view may not know as "?".
func (b *horusBoard) StepWords(step string, evs []table.Event) string {
	return horus.StepSeenBy(step, horus.EventsOf(evs), b.p.view)
}
