// Package input turns mouse and keyboard into game intents: "point at",
// "click at", "confirm", "back", "toggle fullscreen". Scenes react to
// intents only, so tests (and later controllers or touch) drive the same
// code paths as a player's mouse.
package input

import "github.com/pyramid-studio/pyramid/client/layout"

// Kind is what the player means.
type Kind uint8

const (
	Point      Kind = iota // the pointer is at X,Y (hover)
	Click                  // the primary button went down at X,Y
	Confirm                // Enter or Space: the default button
	Back                   // Escape: leave, cancel
	Fullscreen             // F11 or Alt+Enter
	Scroll                 // wheel by DY notches (positive: up)
	Undo                   // Ctrl+Z
	Redo                   // Ctrl+Y or Ctrl+Shift+Z
	PageUp                 // PgUp
	PageDown               // PgDn
	Left                   // the left arrow: a step back
	Right                  // the right arrow: a step on
	Home                   // Home: to the start
	End                    // End: to the end
)

// Intent is one thing the player asked for during a tick.
type Intent struct {
	Kind Kind
	X, Y float64 // screen pixels, for Point and Click
	DY   float64 // for Scroll
}

// Frame is everything the player asked for during one tick.
type Frame struct {
	Intents []Intent
	X, Y    float64 // where the pointer is
}

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
