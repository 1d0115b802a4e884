package input

import (
	"testing"

	"github.com/pyramid-studio/pyramid/client/layout"
)

// grid is a 3×3 board of targets (ids 0..8 in reading order) 100 pixels
// apart, with the centre disabled.
func grid() []Target {
	var ts []Target
	for i := 0; i < 9; i++ {
		ts = append(ts, Target{Rect: layout.Rect{X: float64(i%3) * 100, Y: float64(i/3) * 100, W: 40, H: 40}, ID: i, Enabled: i != 4})
	}
	return ts
}

func TestFocusMovesToNearestTargetInDirection(t *testing.T) {
	ts := grid()
	cases := []struct {
		from   int
		dx, dy float64
		want   int
	}{
		{0, 1, 0, 1},  // right along the row
		{0, 0, 1, 3},  // down the column
		{3, 1, 0, 5},  // the disabled centre is skipped
		{1, 0, 1, 7},  // down past the disabled centre
		{8, -1, 0, 7}, // left along the bottom row
		{8, 0, -1, 5}, // up
		{2, 1, 0, 0},  // nothing to the right: wraps to the far left of the row
		{6, 0, 1, 0},  // nothing below: wraps to the top of the column
	}
	for _, c := range cases {
		f := Focus{At: c.from}
		f.Move(ts, c.dx, c.dy)
		if f.At != c.want {
			t.Errorf("from %d moving (%v,%v): focus on %d, want %d", c.from, c.dx, c.dy, f.At, c.want)
		}
	}
}

func TestFocusPrefersTargetsInLineOverCloserOnesAside(t *testing.T) {
	ts := []Target{
		{Rect: layout.Rect{X: 0, Y: 0, W: 10, H: 10}, Enabled: true},
		{Rect: layout.Rect{X: 60, Y: 70, W: 10, H: 10}, Enabled: true}, // nearer, but well below the line
		{Rect: layout.Rect{X: 200, Y: 5, W: 10, H: 10}, Enabled: true}, // further, nearly straight ahead
	}
	f := Focus{At: 0}
	f.Move(ts, 1, 0)
	if f.At != 2 {
		t.Errorf("moving right chose %d, want the target straight ahead (2)", f.At)
	}
}

func TestFocusCycleWrapsAndSkipsDisabled(t *testing.T) {
	ts := grid()
	f := Focus{At: 3}
	f.Cycle(ts, 1)
	if f.At != 5 {
		t.Errorf("next after 3 is %d, want 5 (4 is disabled)", f.At)
	}
	f.At = 8
	f.Cycle(ts, 1)
	if f.At != 0 {
		t.Errorf("next after the last is %d, want 0", f.At)
	}
	f.Cycle(ts, -1)
	if f.At != 8 {
		t.Errorf("previous before the first is %d, want 8", f.At)
	}
	f = NoFocus
	f.Cycle(ts, -1)
	if f.At != 8 {
		t.Errorf("previous from nowhere is %d, want the last target", f.At)
	}
}

func TestFocusNavigateShowsDefaultFirstThenMoves(t *testing.T) {
	ts := grid()
	f := NoFocus
	fr := Frame{Intents: []Intent{{Kind: Point}, {Kind: Down}}}
	if !f.Navigate(&fr, ts, 4) || f.At != 0 {
		t.Fatalf("first press: moved to %d, want the first enabled target (the default 4 is disabled)", f.At)
	}
	if !f.Navigate(&fr, ts, 4) || f.At != 3 {
		t.Errorf("down from 0 went to %d, want 3", f.At)
	}
	fr = Frame{Intents: []Intent{{Kind: Next}, {Kind: Next}}}
	f.Navigate(&fr, ts, 0)
	if f.At != 6 {
		t.Errorf("two Next from 3 went to %d, want 6", f.At)
	}
	click := Frame{Intents: []Intent{{Kind: Click}, {Kind: Confirm}}}
	if f.Navigate(&click, ts, 0) {
		t.Error("a click and a confirm moved the focus")
	}
	ts[6].Enabled = false
	f.Ensure(ts, 2)
	if f.At != 2 {
		t.Errorf("the focus stayed on a target that became disabled (now %d, want the default 2)", f.At)
	}
}

func TestFocusWithNoTargets(t *testing.T) {
	f := NoFocus
	fr := Frame{Intents: []Intent{{Kind: Right}, {Kind: Next}}}
	f.Navigate(&fr, nil, 0)
	if f.At != -1 {
		t.Errorf("focus rests on %d with no targets", f.At)
	}
}

// After a figure moves, the focus rests on the square it moved to (no
// target) and the next arrow moves on from there: Up, Enter, Up, Enter
// walks two squares up.
func TestFocusMovesOnFromAPlaceBetweenTargets(t *testing.T) {
	ts := grid()
	centre := ts[4].Rect // disabled: the square the figure stands on
	f := Focus{At: -1, Near: centre}
	if !f.Between() || f.Valid(ts) {
		t.Fatal("a focus resting at a place is between targets")
	}
	up := Frame{Intents: []Intent{{Kind: Up}}}
	if !f.Navigate(&up, ts, 8) || f.At != 1 {
		t.Errorf("up from the centre went to %d, want 1 (the default 8 is not where the player is)", f.At)
	}
	if f.Between() {
		t.Error("the focus is on a target and still between targets")
	}
	f = Focus{At: -1, Near: centre}
	next := Frame{Intents: []Intent{{Kind: Next}}}
	if f.Navigate(&next, ts, 8); f.At != 8 {
		t.Errorf("Tab from a place shows the default first: %d, want 8", f.At)
	}
}
