package input

import (
	"testing"

	"github.com/pyramid-studio/pyramid/client/layout"
)

func TestHitFindsTopmostEnabledTarget(t *testing.T) {
	ts := []Target{
		{Rect: layout.Rect{X: 0, Y: 0, W: 100, H: 100}, ID: 1, Enabled: true},
		{Rect: layout.Rect{X: 50, Y: 50, W: 100, H: 100}, ID: 2, Enabled: true},
		{Rect: layout.Rect{X: 60, Y: 60, W: 10, H: 10}, ID: 3, Enabled: false},
	}
	cases := []struct {
		x, y float64
		want int
	}{
		{10, 10, 1},   // only the first
		{75, 75, 2},   // both: the later one is on top
		{65, 65, 2},   // the disabled one on top is skipped
		{149, 149, 2}, // inside the far edge
		{150, 150, -1},
		{-1, 5, -1},
	}
	for _, c := range cases {
		if got := Hit(ts, c.x, c.y); got != c.want {
			t.Errorf("Hit(%v,%v) = %d, want %d", c.x, c.y, got, c.want)
		}
	}
}

func TestFrameQueries(t *testing.T) {
	f := Frame{Intents: []Intent{{Kind: Point, X: 3, Y: 4}, {Kind: Click, X: 5, Y: 6}}}
	if x, y, ok := f.Clicked(); !ok || x != 5 || y != 6 {
		t.Errorf("Clicked = %v,%v,%v", x, y, ok)
	}
	if !f.Has(Point) || f.Has(Back) {
		t.Errorf("Has: point %v back %v", f.Has(Point), f.Has(Back))
	}
	var empty Frame
	if _, _, ok := empty.Clicked(); ok {
		t.Error("an empty frame has no click")
	}
}

func TestAFingerReachesTheNearestTargetBesideIt(t *testing.T) {
	ts := []Target{
		{Rect: layout.Rect{X: 0, Y: 0, W: 100, H: 20}, ID: 1, Enabled: true},
		{Rect: layout.Rect{X: 0, Y: 30, W: 100, H: 20}, ID: 2, Enabled: true},
		{Rect: layout.Rect{X: 300, Y: 0, W: 10, H: 10}, ID: 3, Enabled: false},
	}
	finger := Frame{Reach: 20}
	mouse := Frame{}
	cases := []struct {
		x, y         float64
		finger, mice int
	}{
		{50, 10, 1, 1},    // on a target: that one, for both
		{50, 24, 1, -1},   // between the two, nearer the first
		{50, 27, 2, -1},   // nearer the second
		{50, 65, 2, -1},   // 15 px below the second: within reach
		{50, 75, -1, -1},  // 25 px below: out of reach
		{305, 15, -1, -1}, // beside a disabled target: nothing
	}
	for _, c := range cases {
		if got := finger.Hit(ts, c.x, c.y); got != c.finger {
			t.Errorf("a finger at %v,%v hit %d, want %d", c.x, c.y, got, c.finger)
		}
		if got := mouse.Hit(ts, c.x, c.y); got != c.mice {
			t.Errorf("the mouse at %v,%v hit %d, want %d", c.x, c.y, got, c.mice)
		}
	}
}
