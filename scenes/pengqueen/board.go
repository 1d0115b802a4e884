package pengqueen

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/client/settings"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	pqart "github.com/pyramid-studio/pyramid/render/pengqueen"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// Board is Pyramid of Pengqueen's board view (scenes.BoardView): the
// maze, the dice tray and its shelf, the Mummy's corner and the seats,
// drawn from one seat's observation and from the events that seat may
// see (spec §9.1, §9.2), animated event by event (anim.go) and told in
// the log as the animations reach them (moment.go). The view is the
// hunters' for a hunter seat, the Mummy's for her seat, and the public
// one (what she sees, without her notes or sight) for an onlooker. The
// replay viewer uses it as it is; the play screen keeps one per side of
// the table and adds the prompt, the hand, the notes and the cover.
type Board struct {
	seats   []session.Seat
	view    int // the seat whose view is drawn; table.Onlooker: the public view
	assists pq.Assists

	m      table.Match
	obs    pq.Observation  // the view's observation of m
	mo     pq.Observation  // the moment shown (moment.go)
	tail   pq.Observation  // the moment once every queued animation has played
	events []pq.TableEvent // the events shown so far, as the view sees them
	queue  []*anim         // the animations to play, the first under way
	quiet  bool            // off screen: what is queued now is not heard (anim.silent)
	clock  int             // ticks since the board was made, for glows and flickers

	facing [pq.MaxPieces]pqart.Facing // where each penguin looks (its last step)

	lay     playLayout
	cam     scenes.Camera // how the maze is zoomed and panned (camera.go)
	layer   scenes.Layer  // the maze drawn between two zoom levels
	art     *pqart.Art
	shelf   *artShelf // where its art is kept (the play screen's boards share one)
	fonts   render.Fonts
	colours pqart.Colours

	// notes are the Mummy's markers (her view only; the play screen
	// keeps them, spec §9.6).
	notes []pqart.Note
	// marks draws what a person may click on the maze (the play screen's
	// targets); nil: nothing.
	marks func(dst *ebiten.Image)
	sfx   []sound.Effect
	// stripOwned: the play screen draws the strip under the maze itself
	// (a hunter's hand, the Mummy's notes).
	stripOwned bool
	// sightHint shades where the hunters may be on the Mummy's view for
	// her hint, whatever the assist.
	sightHint bool
}

// artKey is what the art depends on: the screen's size, the palette, the
// language (the cards' names are painted in) and the text size.
type artKey struct {
	w, h    float64
	palette render.Palette
	lang    i18n.Lang
	text    float64
}

// newBoard is a board view of a match played by seats, shown for seat
// view.
func newBoard(m table.Match, seats []session.Seat, view int) *Board {
	b := &Board{seats: seats, colours: pqart.ColoursOf(render.Standard)}
	b.Show(m, view)
	return b
}

// Show sets the picture at m as seat view sees it, at once.
func (b *Board) Show(m table.Match, view int) {
	b.m, b.view = m, view
	b.assists = pq.AssistsOf(m)
	b.obs = observe(m, view)
	b.mo, b.tail = b.obs, b.obs
	b.queue = b.queue[:0]
	b.events = b.events[:0]
	if b.seats == nil {
		b.seats = defaultSeats(m)
	}
}

// setSeat shows another seat's view of the same side (one hunter's after
// another's): the maze, the dice and the animations are the same, and
// the seat's own hand is read from its observation.
func (b *Board) setSeat(view int) {
	b.view = view
	b.obs = observe(b.m, view)
	if len(b.queue) == 0 {
		b.mo, b.tail = b.obs, b.obs
	}
}

// observe is seat view's observation of m.
func observe(m table.Match, view int) pq.Observation {
	o, _ := m.Observe(view).(pq.Observation)
	return o
}

// defaultSeats names the seats of m as the game does when no name was
// typed, played by people (a replay of a record without names).
func defaultSeats(m table.Match) []session.Seat {
	out := make([]session.Seat, m.Seats())
	for i := range out {
		name := ""
		if n, ok := m.(table.SeatNamer); ok {
			name = n.SeatName(i)
		}
		out[i] = session.Seat{Name: name, Kind: session.Human}
	}
	return out
}

// Play animates the events of a step just played, after which the match
// is m.
func (b *Board) Play(evs []table.Event, m table.Match) {
	b.m = m
	for _, te := range evs {
		v, ok := te.VisibleTo(b.view)
		if !ok {
			continue
		}
		e, ok := v.(pq.TableEvent)
		if !ok {
			continue
		}
		b.events = append(b.events, e)
		b.queue = append(b.queue, newAnim(e.Event, &b.tail, b.quiet))
		reach(&b.tail, e.Event)
	}
	b.obs = observe(m, b.view)
	if len(b.queue) == 0 {
		b.mo, b.tail = b.obs, b.obs
	}
}

// Tick advances the animations by one tick, their lengths times speed
// (0: at once), and plays their sounds on mixer (nil: none).
func (b *Board) Tick(speed float64, mixer settings.Mixer) {
	b.clock++
	if b.lay.Area.W > 0 {
		b.cam.Tick(b.lay.lens())
		b.lay.place(b.cam.Shown)
	}
	b.sfx = b.sfx[:0]
	if speed <= 0 {
		b.finishAll()
	}
	for len(b.queue) > 0 {
		a := b.queue[0]
		if a.dur > 0 && a.t < 1 {
			a.t = min(1, a.t+1/(a.dur*speed))
		} else {
			a.t = 1
		}
		b.sfx = a.due(b.sfx)
		if a.t < 1 {
			break
		}
		b.finish(a)
		b.queue = b.queue[1:]
	}
	if len(b.queue) == 0 {
		b.mo, b.tail = b.obs, b.obs
	}
	if mixer != nil {
		played := map[sound.Effect]bool{}
		for _, e := range b.sfx {
			if speed <= 0 && played[e] {
				continue // at instant speed each sound at most once a tick
			}
			played[e] = true
			mixer.Play(e)
		}
	}
}

// finish moves the moment past a's event.
func (b *Board) finish(a *anim) {
	reach(&b.mo, a.ev)
	if a.ev.Kind == pq.EvMoved && len(a.path) >= 2 && a.ev.Piece >= 0 {
		n := len(a.path)
		b.facing[a.ev.Piece] = facingOf(a.path[n-2], a.path[n-1])
	}
}

// finishAll shows the end of every animation, with each one's sounds.
func (b *Board) finishAll() {
	for _, a := range b.queue {
		a.t = 1
		b.sfx = a.due(b.sfx)
		b.finish(a)
	}
	b.queue = b.queue[:0]
	b.mo, b.tail = b.obs, b.obs
}

// Busy reports whether an animation is under way.
func (b *Board) Busy() bool { return len(b.queue) > 0 }

// Skip shows the end of every animation at once, in silence.
func (b *Board) Skip() {
	for _, a := range b.queue {
		b.finish(a)
	}
	b.queue = b.queue[:0]
	b.mo, b.tail = b.obs, b.obs
}

// Pending is how many events the animations have not reached yet.
func (b *Board) Pending() int { return len(b.queue) }

// Panels are where the view leaves room for the shell's panels.
func (b *Board) Panels(ctx *scenes.Context) scenes.Panels {
	l := newPlayLayout(ctx.W, ctx.H)
	return l.panels()
}

// Header says where the match stands at the moment shown.
func (b *Board) Header() string {
	o := &b.mo
	switch {
	case o.Over:
		return i18n.T("The game is over")
	case o.Round == 0:
		return i18n.T("The treasure cards are dealt")
	case o.Current == pq.MummySeat:
		return i18n.F("Round %d, the Mummy's turn", int(o.Round))
	}
	return i18n.F("Round %d, %s's turn", int(o.Round), b.who(int(o.Current)))
}

// Lines tell events as the view's seat may read them, in the game's
// words.
func (b *Board) Lines(evs []table.Event) []scenes.LogLine {
	var in []pq.TableEvent
	for _, te := range evs {
		if v, ok := te.VisibleTo(b.view); ok {
			if e, ok := v.(pq.TableEvent); ok {
				in = append(in, e)
			}
		}
	}
	return b.logLines(in)
}

// StepWords writes a step as the view's seat may read it: what it may
// not know is left out ("move 3" without the square, a die as "?").
func (b *Board) StepWords(step string, evs []table.Event) string {
	return stepSeenBy(step, evs, b.view)
}

// who names seat s: the name typed, or the game's name for it.
func (b *Board) who(s int) string {
	if s >= 0 && s < len(b.seats) && b.seats[s].Name != "" {
		return b.seats[s].Name
	}
	if n, ok := b.m.(table.SeatNamer); ok && s >= 0 {
		return n.SeatName(s)
	}
	return i18n.T("someone")
}

// hunters reports whether the view is the hunters' (a hunter seat's), and
// so sees every piece; once the game is over every view sees them.
func (b *Board) hunters() bool { return pq.IsHunter(b.view, int(b.obs.Opt.Players)) }
