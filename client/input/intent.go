// Package input turns mouse, touch screen, keyboard and game controllers
// into game intents: "point at", "click at", "confirm", "back", "move the
// focus left", "pan the view", "zoom it"... Scenes react to intents only,
// so tests drive the same code paths as a player's hands, whatever device
// they hold. The gestures of the mouse and of fingers are told apart in
// pointer.go, free of ebiten like the rest. The focus that
// keyboard and controllers move (focus.go) and the binding of controllers
// to seats (seats.go) live here too, free of ebiten, so they are tested
// without a window.
package input

import (
	"math"

	"github.com/pyramid-studio/pyramid/client/layout"
)

// Kind is what the player means.
type Kind uint8

const (
	Point Kind = iota // the pointer is at X,Y (hover)
	// Click chooses what is at X,Y: the mouse's left button went down
	// there, or a finger tapped there (touched and lifted without moving
	// past Slop or being held for HoldTicks; a tap is sent when the finger
	// lifts, so a finger that starts a pan or a long press never clicks
	// what it began on).
	Click
	Confirm    // Enter or Space: the default button
	Back       // Escape: leave, cancel
	Fullscreen // F11 or Alt+Enter
	// Scroll is the mouse wheel by DY notches (positive: up) with the
	// pointer at X,Y, so a screen zooms its board when the wheel is over
	// it and scrolls its log otherwise.
	Scroll
	Undo     // Ctrl+Z
	Redo     // Ctrl+Y or Ctrl+Shift+Z
	PageUp   // PgUp
	PageDown // PgDn
	Left     // the left arrow: a step back
	Right    // the right arrow: a step on
	Home     // Home: to the start
	End      // End: to the end
	Up       // the up arrow, d-pad or stick: move the focus up
	Down     // the down arrow, d-pad or stick: move the focus down
	Next     // Tab or the right shoulder: the next target
	Prev     // Shift+Tab or the left shoulder: the previous target
	Hint     // H or the top face button: suggest an action
	EndTurn  // E: end the turn (a shortcut for the button)
	Search   // S: search (a shortcut for the button)
	// Start is a controller's Start button: on the new-game screen it
	// takes a seat with this controller; in a game it opens the pause
	// menu (scenes.Manager), as Back does when the screen has nothing of
	// its own to close.
	Start
	// Mute is M: sound off or on again. It is an intent like the others
	// (rather than a key a scene reads itself) so that it is tested on a
	// fake keyboard and a scene never bypasses the input layer.
	Mute
	// Erase is Backspace: delete the character before the caret of a
	// text field (it repeats while held).
	Erase
	// Pan drags the view by DX,DY screen pixels (the content follows the
	// hand): a finger or the mouse's left button dragged past Slop (the
	// mouse's click was sent when it went down), the right or middle
	// button dragged, two fingers moving together, or a controller's
	// right stick (scaled per tick, as a camera moves: leaning right
	// shows what is to the right). X,Y is where the drag began, so the
	// whole drag belongs to what was under it (a swipe that starts on the
	// log scrolls the log); for a controller it is the pointer's last
	// position and the screen pans its main view.
	Pan
	// Zoom zooms the view by Factor (more than 1 zooms in) about X,Y: two
	// fingers pinching (about their midpoint), + or - on the keyboard (the
	// = key with or without Shift, -, or the keypad's; not with Ctrl,
	// which zooms a browser's page), a controller's stick clicks
	// (right: in, left: out). For the keyboard and controllers, which
	// point at nothing, X,Y is the pointer's last position and Dev says
	// so: a screen may zoom about its focus or its middle instead.
	Zoom
	// Hold is a long press at X,Y: a finger held HoldTicks without moving
	// past Slop. It comes every tick until the finger lifts (following the
	// finger if it slides), and the frame's pointer is at the finger
	// meanwhile, so a screen shows what the mouse's hover shows there
	// (card explanations, square names).
	Hold
	// Labels is N: the board's labels shown or hidden (Horus's squares'
	// names, A1 to H14, which the log, the hints and the rules use).
	Labels
	// Log is L: the game log's drawer opened or closed.
	Log
	// Table is T: the drawer with the table's details (the stone blocks,
	// the supplies, the discard pile) opened or closed.
	Table
)

// Device is what an intent came from. Scenes only look at it to show the
// right legend and to let a seat's own controller act; what an intent
// means never depends on it.
type Device uint8

const (
	// Mouse is the mouse.
	Mouse Device = iota
	Keyboard
	Gamepad
	// Touch is a finger on a touch screen. Between gestures the frame's
	// pointer is Away (a finger hovers nowhere); during a long press and
	// on the tick of a tap it is at the finger.
	Touch
)

// Intent is one thing the player asked for during a tick.
type Intent struct {
	Kind Kind
	X, Y float64 // screen pixels, for Point, Click, Scroll, Pan, Zoom and Hold
	// DX, DY: a Pan's drag in screen pixels; DY alone: a Scroll's notches.
	DX, DY float64
	// Factor is a Zoom's scale (more than 1 zooms in).
	Factor float64
	Dev    Device
	Pad    int // the controller (an ebiten.GamepadID) when Dev is Gamepad
	// Age is how many ticks ago the press behind the intent began: 0 for
	// a button pressed this tick; for a held key's or direction's
	// repeats, how long it has been held; for a tap, a drag, a pinch or a
	// long press, how long ago the finger or button behind it went down
	// (a controller's stick: how long it has leant); for a press that follows the
	// same button's last press within DoubleTicks (the second click of a
	// double-click), the age of the first press of that run. A Gate uses
	// it to drop what began before a hand-off.
	Age int
}

// Frame is everything the player asked for during one tick.
type Frame struct {
	Intents []Intent
	X, Y    float64 // where the pointer is
	// Last is the device the player used last (not only this tick), so
	// the screen shows the focus ring and the legend of that device.
	Last Device
	// Lost lists the controllers unplugged this tick, so the seats they
	// played can fall back to another device.
	Lost []int
	// Text is what was typed this tick, as characters (the keyboard
	// layout applied), for a text field such as a player's name.
	Text []rune
	// Pads lists the controllers connected (with the standard layout), so
	// a screen can say which of them may act.
	Pads []int
	// Touchscreen says a finger has played on this screen (or the page
	// said it is a touch screen): screens leave room for fingers, for the
	// rest of the run, whatever is used last.
	Touchscreen bool
	// Reach is how far (in screen pixels) beside a target a finger still
	// hits it (Frame.Hit): a fingertip covers more than it aims at, so a
	// small target is reached from around it; 0 for the mouse.
	Reach float64
}

// Hit returns the ID of the target at x,y as Hit does, or, for a finger,
// the nearest enabled target within Reach of it (the topmost of equals).
func (f *Frame) Hit(targets []Target, x, y float64) int {
	if id := Hit(targets, x, y); id >= 0 || f.Reach <= 0 {
		return id
	}
	best, bestD := -1, f.Reach
	for i := len(targets) - 1; i >= 0; i-- {
		t := targets[i]
		if !t.Enabled {
			continue
		}
		dx := max(t.Rect.X-x, 0, x-t.Rect.Right())
		dy := max(t.Rect.Y-y, 0, y-t.Rect.Bottom())
		if d := math.Hypot(dx, dy); d < bestD {
			best, bestD = t.ID, d
		}
	}
	return best
}

// Navigating reports whether the focus ring and the legend should show:
// the last device used was the keyboard or a controller.
func (f *Frame) Navigating() bool { return f.Last == Keyboard || f.Last == Gamepad }

// Has reports whether the frame holds an intent of kind k.
func (f *Frame) Has(k Kind) bool {
	for _, in := range f.Intents {
		if in.Kind == k {
			return true
		}
	}
	return false
}

// Clicked returns the click of the frame, if any.
func (f *Frame) Clicked() (x, y float64, ok bool) {
	for _, in := range f.Intents {
		if in.Kind == Click {
			return in.X, in.Y, true
		}
	}
	return 0, 0, false
}

// Target is something that can be pointed at or clicked.
type Target struct {
	Rect    layout.Rect
	ID      int
	Enabled bool
}

// Hit returns the ID of the topmost enabled target under the point (the
// last one listed is on top), or -1.
func Hit(targets []Target, x, y float64) int {
	for i := len(targets) - 1; i >= 0; i-- {
		if targets[i].Enabled && targets[i].Rect.Contains(x, y) {
			return targets[i].ID
		}
	}
	return -1
}
