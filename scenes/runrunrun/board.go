package runrunrun

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/settings"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	rrrender "github.com/pyramid-studio/pyramid/render/runrunrun"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
)

// Board is Run Run Run!'s board view (scenes.BoardView): the maze that
// grows as it is played, seen through a camera that follows the action,
// the table (torches, the mummy deck and the hidden Lord, the exit gears,
// Regroup tiles, dice, the awake mummies), the team and the hand of the
// seat whose view is shown, animated event by event. It is drawn from
// that seat's observation alone (and the events as that seat may see
// them): the picture (picture.go) is the observation as it stood before
// the events not yet animated. It knows no session and offers nothing:
// the replay viewer uses it as it is, and the play screen (Play) is
// built around one, adding the prompt, the log, the turns and what a
// person may click (marks).
type Board struct {
	seats  []session.Seat
	replay bool // drawn by the replay viewer: its controls take the hand's place
	view   int  // the seat whose view is drawn; table.Onlooker for the public view

	obs    rrr.Observation // the view's observation after every event given
	pic    rrr.Observation // what is shown now (picture.go)
	events []rrr.Event     // the events given so far, as the view sees them
	show   animQueue       // the animations still to play (anim.go)
	cam    camera          // which part of the maze is on screen (camera.go)

	art   *rrrender.Art
	artAt [2]float64 // the screen size the art was warmed for
	clock float64    // seconds since the board was made, for flickers and pulses
	audio audioHook

	marks boardMarks // what a person may click, drawn on the board; nil: nothing
	// hidden is what the hand panel says when it shows no hand (""
	// says that the hands are hidden while the computers play).
	hidden string
}

// boardMarks is what a prompt marks on the board while a person decides
// (the play screen's offers), drawn in the board's layers: the cells to
// click under the figures, the cards to choose in the hand.
type boardMarks interface {
	// mazeStyle adds the cells to outline to the maze's style.
	mazeStyle(st *rrrender.MazeStyle)
	// drawMarks draws over the maze what the person is choosing (a card
	// turned on its cell, a paw marker to put down).
	drawMarks(dst *ebiten.Image, ctx *scenes.Context)
	// handStyle says which cards of the hand are chosen and under the
	// pointer, and drawHandMarks marks the cards chosen together (for
	// dice, to lay face down) and dims those that cannot be.
	handStyle() rrrender.HandStyle
	drawHandMarks(dst *ebiten.Image, ctx *scenes.Context, g geom)
}

// newBoard is a board view played by seats, showing the public view until
// Show says otherwise.
func newBoard(seats []session.Seat, replay bool) *Board {
	return &Board{seats: seats, replay: replay, view: table.Onlooker}
}

// Show sets the picture at m as seat view sees it, at once.
func (b *Board) Show(m table.Match, view int) {
	b.view = view
	b.showObs(rrr.MatchOf(m).State.Observe(view))
}

// showObs shows obs at once: a game opened, a jump, an undo, another view.
func (b *Board) showObs(obs rrr.Observation) {
	b.obs, b.pic = obs, obs
	b.show.clear()
	b.events = b.events[:0]
	b.cam.settle = true
}

// Play animates the events of a step just played, after which the match
// is m. Animations still playing from before are finished first.
func (b *Board) Play(evs []table.Event, m table.Match) {
	b.finish()
	b.obs = rrr.MatchOf(m).State.Observe(b.view)
	var seen []rrr.Event
	for _, e := range evs {
		if ev, ok := e.(rrr.Event); ok {
			seen = append(seen, ev.SeenBy(b.view))
		}
	}
	b.events = append(b.events, seen...)
	b.show.add(seen, &b.pic)
	b.settle()
}

// finish shows the end of every animation at once.
func (b *Board) finish() {
	for b.show.busy() {
		b.reachNext()
	}
	b.pic = b.obs
}

// reachNext ends the animation in front: the picture reaches its events.
func (b *Board) reachNext() {
	a := b.show.pop()
	for _, e := range a.evs {
		reach(&b.pic, e, &b.obs)
	}
	b.settle()
}

// settle makes the picture the observation once every animation is over,
// so nothing a patch left out lingers.
func (b *Board) settle() {
	if !b.show.busy() {
		b.pic = b.obs
	}
}

// Tick advances the animations by one tick, their lengths times speed
// (0: at once), and plays their sounds on mixer (nil: none).
func (b *Board) Tick(speed float64, mixer settings.Mixer) {
	b.clock += 1.0 / 60
	if speed <= 0 {
		b.finish()
	}
	for b.show.busy() {
		a := b.show.front()
		if !a.started {
			a.started = true
			b.audio.start(a, mixer)
		}
		if a.ticks <= 0 { // nothing to see: reached at once
			b.reachNext()
			continue
		}
		a.t += 1 / (a.ticks * speed)
		b.audio.during(a, mixer)
		if a.t < 1 {
			break
		}
		b.reachNext()
		break
	}
	b.cam.tick(b)
}

// Busy reports whether an animation the game waits for is under way.
func (b *Board) Busy() bool { return b.show.busy() }

// Skip shows the end of every animation at once.
func (b *Board) Skip() { b.finish() }

// Pending is how many of the events given to Play the animations have
// not reached yet.
func (b *Board) Pending() int { return b.show.pending() }

// Panels are the places the board view leaves for the shell's panels.
func (b *Board) Panels(ctx *scenes.Context) scenes.Panels {
	return newGeom(ctx, b.replay).panels(b.replay)
}

// Draw draws the table, the maze, the team and the hand as the
// animations show them now.
func (b *Board) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	g := newGeom(ctx, b.replay)
	b.warm(ctx)
	b.cam.layout(b, g.maze)
	b.drawMaze(dst, ctx, g)
	b.drawTable(dst, ctx, g)
	b.drawTeam(dst, ctx, g)
	if !b.replay {
		b.drawHand(dst, ctx, g)
	}
	b.drawFlights(dst, ctx, g)
}

// warm makes the art for the screen's size, painted ahead.
func (b *Board) warm(ctx *scenes.Context) {
	sz := [2]float64{ctx.W, ctx.H}
	if b.art != nil && sz == b.artAt {
		return
	}
	if b.art != nil {
		b.art.Dispose()
	}
	b.art, b.artAt = rrrender.NewArt(), sz
	b.art.Warm(b.pic.Opt, rrrender.DefaultSizes(ctx.H))
}

// dispose frees the art (the screen is left).
func (b *Board) dispose() {
	if b.art != nil {
		b.art.Dispose()
		b.art = nil
	}
}

// Header says where the game stands at the moment shown.
func (b *Board) Header() string {
	p := &b.pic
	if p.Over {
		if p.Won {
			return i18n.T("The team escaped!")
		}
		return i18n.T("The team is lost")
	}
	return i18n.F("Round %d, %s's turn", max(1, int(p.Round)), b.name(int(p.Turn)))
}

// Lines tell events as the view's seat may read them, inked by the seat
// they concern.
func (b *Board) Lines(evs []table.Event) []scenes.LogLine {
	out := make([]scenes.LogLine, 0, len(evs))
	for _, e := range evs {
		line := rrr.Game.Narrate(e, b.view, b.name)
		if line == "" {
			continue
		}
		out = append(out, scenes.LogLine{Text: line, Ink: inkOf(e)})
	}
	return out
}

// inkOf is the colour of an event's line in the log: a new turn in gold,
// danger in red, a win in green, a cat's doing in its seat's colour.
func inkOf(e table.Event) color.RGBA {
	ev, ok := e.(rrr.Event)
	if !ok {
		return render.Ink
	}
	switch ev.Kind {
	case rrr.EvTurn:
		return render.Gold
	case rrr.EvMummyAttacked, rrr.EvCardLost, rrr.EvMummyAwoke, rrr.EvMummyPlaced, rrr.EvGameLost, rrr.EvNoTorch, rrr.EvTorchesSnuffed:
		return render.Danger
	case rrr.EvGameWon, rrr.EvMummyDestroyed, rrr.EvExitOpened, rrr.EvMechanism:
		return render.Good
	case rrr.EvDieRolled, rrr.EvMummyMoved, rrr.EvHeartAdded, rrr.EvDamageDealt:
		return render.InkDim
	}
	if s := int(ev.Seat); s >= 0 && s < rrr.MaxSeats {
		return render.Mix(render.Ink, rrrender.SeatColor(s), 0.55)
	}
	return render.Ink
}

// StepWords writes step as the view's seat may read it: the cards it may
// not see written "?".
func (b *Board) StepWords(step string, evs []table.Event) string {
	var es []rrr.Event
	for _, e := range evs {
		if ev, ok := e.(rrr.Event); ok {
			es = append(es, ev)
		}
	}
	return rrr.StepSeenBy(step, es, b.view)
}

// name is the name a seat goes by: the one typed, or its cat's.
func (b *Board) name(seat int) string {
	if seat >= 0 && seat < len(b.seats) {
		return b.seats[seat].Name
	}
	return i18n.F("Player %d", seat+1)
}

// catName is the short name of seat's cat in the language shown.
func (b *Board) catName(seat int) string {
	if seat < 0 || seat >= rrr.MaxSeats {
		return ""
	}
	return i18n.T(b.pic.Opt.Cats[seat].Info().Short.English)
}
