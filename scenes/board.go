package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/table"
)

// BoardView is a game's picture of a match as one seat may see it: the
// board, the table and the seats, animated event by event. The play
// screen draws its game through it, and the replay viewer steps through a
// record with it. It shows only what the seat's observation and the
// events as that seat may see them tell (Event.VisibleTo).
type BoardView interface {
	// Show sets the picture at m as seat view sees it (table.Onlooker:
	// what everybody may see), at once: a game opened, a jump, an undo,
	// another view.
	Show(m table.Match, view int)
	// Play animates the events of a step just played, after which the
	// match is m.
	Play(evs []table.Event, m table.Match)
	// Tick advances the animations by one tick, their lengths times
	// speed (0: at once), and plays their sounds on mixer (nil: none).
	Tick(speed float64, mixer settings.Mixer)
	// Busy reports whether an animation play waits for is under way.
	Busy() bool
	// Skip shows the end of every animation at once.
	Skip()
	// Pending is how many of the events given to Play the animations
	// have not reached yet: the log holds their lines back, and the
	// header (Header, and what Draw shows of the seats) shows the moment
	// before them, so the board, the header and the log tell the same
	// moment.
	Pending() int
	// Panels are where the view leaves room for the shell's panels on a
	// screen of ctx's size.
	Panels(ctx *Context) Panels
	// Draw draws the board, the table and the seats as the animations
	// show them now.
	Draw(dst *ebiten.Image, ctx *Context)
	// Header says where the match stands at the moment shown, for a top
	// bar ("Round 3, Mummies").
	Header() string
	// Lines tell events as the view's seat may read them, for the log
	// panel: the game's narrator's words, inked by the game.
	Lines(evs []table.Event) []LogLine
	// StepWords writes step (whose events were evs) as the view's seat
	// may read it, for the replay's "Last step": what the seat may not
	// know written "?".
	StepWords(step string, evs []table.Event) string
}

// BoardInput is a board view with input of its own (Horus's: its camera,
// zoomed and panned, its labels and its table's drawer), which the replay
// viewer hands each tick's input to first.
type BoardInput interface {
	// Input takes the tick's input the board uses and reports whether it
	// took the tick's click or key (the viewer then does nothing more).
	Input(ctx *Context) bool
}

// Panels are the places a board view leaves for the shell's panels.
type Panels struct {
	Top    layout.Rect // the top bar
	Prompt layout.Rect // what the player is asked, or the replay's controls
	Log    layout.Rect // the game log
}

// LogLine is one line of the game log, in the ink the game chose for it
// (the seat it concerns, danger, a new round).
type LogLine struct {
	Text string
	Ink  color.RGBA
}
