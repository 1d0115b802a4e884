package input

import (
	"math"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// screen plays a mouse and fingers through a Reader tick by tick, as a
// player's hands would, with the scene's gate after it.
type screen struct {
	r    Reader
	gate Gate
	ms   MouseState
	fs   []Finger
}

// tick reads one tick with the mouse and fingers as they are now and
// returns the frame the gate lets through.
func (s *screen) tick() Frame {
	s.r.readPointers(s.ms, s.fs)
	s.r.readKeys(fakeKeys{})
	fr := s.r.frame()
	s.gate.Filter(&fr)
	return fr
}

// ticks plays n ticks and returns every intent let through, the
// pointer's Point left out.
func (s *screen) ticks(n int) []Intent {
	var out []Intent
	for range n {
		fr := s.tick()
		out = append(out, slices.DeleteFunc(slices.Clone(fr.Intents), func(in Intent) bool { return in.Kind == Point })...)
	}
	return out
}

func (s *screen) down(id int, x, y float64) {
	s.fs = append(s.fs, Finger{ID: id, X: x, Y: y})
}

func (s *screen) move(id int, x, y float64) {
	for i := range s.fs {
		if s.fs[i].ID == id {
			s.fs[i].X, s.fs[i].Y = x, y
		}
	}
}

func (s *screen) lift(id int) {
	s.fs = slices.DeleteFunc(s.fs, func(f Finger) bool { return f.ID == id })
}

func only(ins []Intent, k Kind) []Intent {
	return slices.DeleteFunc(slices.Clone(ins), func(in Intent) bool { return in.Kind != k })
}

func TestMouseClicksOnPressAndPansPastTheSlop(t *testing.T) {
	var s screen
	s.ms = MouseState{X: 100, Y: 100}
	s.ticks(3)
	s.ms.Left = true
	got := s.ticks(1)
	if len(got) != 1 || got[0].Kind != Click || got[0].X != 100 || got[0].Dev != Mouse || got[0].Age != 0 {
		t.Fatalf("the left button going down gave %+v, want one fresh click at 100,100", got)
	}
	s.ms.X = 106 // within the slop: still a click, not a drag
	if got := s.ticks(1); len(got) != 0 {
		t.Errorf("a press moved within the slop sent %+v", got)
	}
	s.ms.X = 115
	got = s.ticks(1)
	if len(got) != 1 || got[0].Kind != Pan || got[0].DX != 15 || got[0].DY != 0 || got[0].X != 100 || got[0].Y != 100 {
		t.Fatalf("dragged past the slop: %+v, want a Pan of 15,0 from where the press began", got)
	}
	s.ms.X, s.ms.Y = 120, 90
	if got := s.ticks(1); len(got) != 1 || got[0].DX != 5 || got[0].DY != -10 || got[0].Age != 3 {
		t.Errorf("dragged on: %+v, want a Pan of 5,-10 aged 3 ticks", got)
	}
	if got := s.ticks(2); len(got) != 0 {
		t.Errorf("a drag at rest panned: %+v", got)
	}
	s.ms.Left = false
	s.ticks(1)
	s.ms.X = 300
	if got := s.ticks(1); len(got) != 0 {
		t.Errorf("the mouse moved after the release panned: %+v", got)
	}
}

func TestRightAndMiddleDragsPanAtOnceAndNeverClick(t *testing.T) {
	for _, right := range []bool{true, false} {
		var s screen
		s.ms = MouseState{X: 50, Y: 50, Right: right, Middle: !right}
		if got := s.ticks(1); len(got) != 0 {
			t.Errorf("right %v: pressing gave %+v", right, got)
		}
		s.ms.X = 52
		if got := s.ticks(1); len(got) != 1 || got[0].Kind != Pan || got[0].DX != 2 {
			t.Errorf("right %v: a 2-pixel drag gave %+v, want a Pan at once", right, got)
		}
	}
}

func TestTheWheelScrollsWhereThePointerIs(t *testing.T) {
	var s screen
	s.ms = MouseState{X: 30, Y: 40, WheelY: -2}
	got := s.ticks(1)
	if len(got) != 1 || got[0].Kind != Scroll || got[0].X != 30 || got[0].Y != 40 || got[0].DY != -2 {
		t.Errorf("the wheel gave %+v, want a Scroll of -2 at 30,40", got)
	}
}

func TestATapClicksWhenTheFingerLifts(t *testing.T) {
	var s screen
	s.down(7, 200, 100)
	if got := s.ticks(5); len(got) != 0 {
		t.Fatalf("a finger resting a moment sent %+v before lifting", got)
	}
	s.move(7, 204, 97) // a finger wobbles
	s.ticks(1)
	s.lift(7)
	fr := s.tick()
	cs := only(fr.Intents, Click)
	if len(cs) != 1 || cs[0].X != 204 || cs[0].Y != 97 || cs[0].Dev != Touch || cs[0].Age != 6 {
		t.Fatalf("lifting gave %+v, want a click where the finger lifted, by touch, aged 6 ticks", fr.Intents)
	}
	if fr.Reach != TouchReach {
		t.Errorf("a finger reaches %v px beside a target, want %d", fr.Reach, TouchReach)
	}
	if fr.X != 204 || fr.Y != 97 || fr.Last != Touch || fr.Navigating() {
		t.Errorf("on the tap's tick the pointer is at %v,%v (last %v), want at the tap, by touch", fr.X, fr.Y, fr.Last)
	}
	if fr := s.tick(); fr.X != Away || fr.Y != Away {
		t.Errorf("after a tap the pointer is at %v,%v: a lifted finger hovers nowhere", fr.X, fr.Y)
	}
}

func TestAFingerDraggedPansAndNeverClicks(t *testing.T) {
	var s screen
	s.down(1, 100, 100)
	s.ticks(1)
	s.move(1, 100, 125)
	got := s.ticks(1)
	if len(got) != 1 || got[0].Kind != Pan || got[0].DY != 25 || got[0].X != 100 || got[0].Y != 100 {
		t.Fatalf("a finger dragged 25 px gave %+v, want a Pan of 0,25 from where it landed", got)
	}
	s.move(1, 100, 95) // back over where it began: still a drag
	s.ticks(1)
	s.lift(1)
	if got := s.ticks(2); len(only(got, Click)) != 0 {
		t.Errorf("a drag clicked where it ended or began: %+v", got)
	}
	if fr := s.tick(); fr.X != Away {
		t.Errorf("the pointer followed a dragging finger to %v,%v", fr.X, fr.Y)
	}
}

func TestALongPressHoldsUntilTheFingerLiftsAndNeverClicks(t *testing.T) {
	var s screen
	s.down(3, 60, 70)
	got := s.ticks(HoldTicks)
	if len(got) != 0 {
		t.Fatalf("a press shorter than HoldTicks sent %+v", got)
	}
	fr := s.tick()
	hs := only(fr.Intents, Hold)
	if len(hs) != 1 || hs[0].X != 60 || hs[0].Y != 70 || fr.X != 60 || fr.Y != 70 {
		t.Fatalf("after %d ticks: %+v, pointer %v,%v; want a Hold with the pointer at the finger", HoldTicks, fr.Intents, fr.X, fr.Y)
	}
	s.move(3, 160, 70) // sliding on shows what is under the finger
	if fr := s.tick(); len(only(fr.Intents, Hold)) != 1 || fr.X != 160 || len(only(fr.Intents, Pan)) != 0 {
		t.Errorf("a long press slid on: %+v, pointer %v; want the Hold to follow, no Pan", fr.Intents, fr.X)
	}
	s.lift(3)
	if got := s.ticks(1); len(got) != 0 {
		t.Errorf("lifting after a long press sent %+v, want nothing (no click)", got)
	}
	if fr := s.tick(); fr.X != Away {
		t.Errorf("after the long press the pointer stayed at %v,%v", fr.X, fr.Y)
	}
}

func TestAPinchZoomsAboutItsMidpointAndNeverClicks(t *testing.T) {
	var s screen
	s.down(1, 100, 200)
	s.ticks(2)
	s.down(2, 200, 200)
	if got := s.ticks(1); len(got) != 0 {
		t.Fatalf("a second finger landing sent %+v", got)
	}
	zoom := 1.0
	for i := 1; i <= 10; i++ { // spread from 100 to 200 px apart about x=150
		s.move(1, 100-5*float64(i), 200)
		s.move(2, 200+5*float64(i), 200)
		for _, in := range s.ticks(1) {
			if in.Kind != Zoom {
				t.Fatalf("a pinch spreading evenly sent %+v", in)
			}
			if in.X != 150 || in.Y != 200 {
				t.Errorf("zoom about %v,%v, want the midpoint 150,200", in.X, in.Y)
			}
			zoom *= in.Factor
		}
	}
	if math.Abs(zoom-2) > 1e-9 {
		t.Errorf("fingers spread to twice their span zoomed by %v, want 2", zoom)
	}
	s.move(1, 50, 230) // both move down by 30: a pan of the midpoint
	s.move(2, 250, 230)
	if got := only(s.ticks(1), Pan); len(got) != 1 || got[0].DX != 0 || got[0].DY != 30 {
		t.Errorf("two fingers moving together gave %+v, want a Pan of 0,30", got)
	}
	s.lift(1)
	s.ticks(1)
	s.move(2, 260, 230) // the other finger drags on, without a jump
	if got := s.ticks(1); len(got) != 1 || got[0].Kind != Pan || got[0].DX != 10 {
		t.Errorf("the finger left after a pinch moved 10 px: %+v, want a Pan of 10", got)
	}
	s.lift(2)
	if got := s.ticks(2); len(only(got, Click)) != 0 {
		t.Errorf("a pinch clicked: %+v", got)
	}
}

func TestADoubleTapIsOneRunOfPresses(t *testing.T) {
	var s screen
	tap := func() []Intent {
		s.down(1, 10, 10)
		s.ticks(3)
		s.lift(1)
		return only(s.ticks(1), Click)
	}
	s.ticks(100)
	if got := tap(); len(got) != 1 || got[0].Age != 3 {
		t.Fatalf("a first tap: %+v, want a click aged 3 (the finger was down 3 ticks)", got)
	}
	s.ticks(4)
	if got := tap(); len(got) != 1 || got[0].Age != 11 {
		t.Errorf("a second tap soon after: %+v, want the age of the first press (11)", got)
	}
}

func TestKeysZoomAndCtrlLeavesThePageZoomToTheBrowser(t *testing.T) {
	press := func(keys ...ebiten.Key) map[ebiten.Key]bool {
		m := map[ebiten.Key]bool{}
		for _, k := range keys {
			m[k] = true
		}
		return m
	}
	cases := []struct {
		name string
		k    fakeKeys
		want []float64
	}{
		{"= zooms in", fakeKeys{justPressed: press(ebiten.KeyEqual)}, []float64{ZoomStep}},
		{"+ (shift and =) zooms in", fakeKeys{justPressed: press(ebiten.KeyEqual), downs: press(ebiten.KeyShift)}, []float64{ZoomStep}},
		{"- zooms out", fakeKeys{justPressed: press(ebiten.KeyMinus)}, []float64{1 / ZoomStep}},
		{"the keypad's too", fakeKeys{justPressed: press(ebiten.KeyNumpadAdd, ebiten.KeyNumpadSubtract)}, []float64{ZoomStep, 1 / ZoomStep}},
		{"held, it repeats", fakeKeys{downs: press(ebiten.KeyMinus), holds: map[ebiten.Key]int{ebiten.KeyMinus: repeatDelay + 4}}, []float64{1 / ZoomStep}},
		{"ctrl and - is the browser's", fakeKeys{justPressed: press(ebiten.KeyMinus), downs: press(ebiten.KeyControl)}, nil},
	}
	for _, c := range cases {
		var got []float64
		for _, in := range keyIntents(c.k, &pressClock{}, nil) {
			if in.Kind != Zoom || in.Dev != Keyboard {
				t.Errorf("%s: %+v", c.name, in)
			}
			got = append(got, in.Factor)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: zoomed by %v, want %v", c.name, got, c.want)
		}
	}
}

func TestControllerStickClicksZoomAndTheRightStickPans(t *testing.T) {
	var tr padTracker
	var c pressClock
	c.tick()
	got := tr.step(pad(ebiten.StandardGamepadButtonRightStick), false, &c, nil)
	if len(got) != 1 || got[0].Kind != Zoom || got[0].Factor != ZoomStep || got[0].Dev != Gamepad {
		t.Errorf("the right stick's click gave %+v, want a zoom in", got)
	}
	c.tick()
	tr.step(PadState{}, false, &c, nil)
	c.tick()
	got = tr.step(pad(ebiten.StandardGamepadButtonLeftStick), false, &c, nil)
	if len(got) != 1 || got[0].Kind != Zoom || got[0].Factor != 1/ZoomStep {
		t.Errorf("the left stick's click gave %+v, want a zoom out", got)
	}
	c.tick()
	got = tr.step(PadState{RX: 1, RY: -0.1}, false, &c, nil)
	if len(got) != 1 || got[0].Kind != Pan || got[0].DX != -panSpeed || got[0].DY != 0 {
		t.Errorf("the right stick leant right gave %+v, want a Pan of -%d,0 (the view moves right)", got, panSpeed)
	}
	c.tick()
	tr.scale = 2
	got = tr.step(PadState{RY: 0.6}, false, &c, nil)
	if want := -0.25 * panSpeed * 2; len(got) != 1 || math.Abs(got[0].DY-want) > 1e-9 || got[0].Age != 1 {
		t.Errorf("half a lean down on a doubled screen gave %+v, want a Pan of 0,%v aged 1", got, want)
	}
	c.tick()
	if got := tr.step(PadState{RX: 0.15}, false, &c, nil); len(got) != 0 {
		t.Errorf("a stick at rest in its dead zone panned: %+v", got)
	}
	c.tick()
	got = tr.step(pad(ebiten.StandardGamepadButtonFrontBottomLeft), false, &c, nil)
	if !slices.Equal(kindsOf(got), []Kind{PageUp}) {
		t.Errorf("the left trigger gave %v, want the log's PageUp still", kindsOf(got))
	}
}

// A gesture that began before a hand-off is not the next player's: its
// pans, zooms, long press and the tap it ends in are all dropped, while a
// gesture begun afterwards acts, and the wheel (not a press) passes.
func TestGateDropsGesturesBegunBeforeAHandoff(t *testing.T) {
	var s screen
	s.ticks(100)
	// a finger rests across the hand-off, then drags, then lifts
	s.down(1, 100, 100)
	s.ticks(3)
	s.gate.Close()
	s.ticks(2)
	s.lift(1)
	if got := s.ticks(1); len(got) != 0 {
		t.Errorf("a tap whose finger went down before the hand-off clicked after it: %+v", got)
	}
	s.down(1, 100, 100)
	s.gate.Close()
	s.move(1, 150, 100)
	s.ticks(1)
	s.move(1, 180, 100)
	if got := s.ticks(1); len(got) != 0 {
		t.Errorf("a drag begun before the hand-off panned after it: %+v", got)
	}
	s.lift(1)
	s.ticks(DoubleTicks + 1)
	// a long press held across a hand-off
	s.down(2, 40, 40)
	s.ticks(HoldTicks + 2)
	s.gate.Close()
	if got := s.ticks(3); len(got) != 0 {
		t.Errorf("a long press begun before the hand-off held after it: %+v", got)
	}
	s.lift(2)
	s.ticks(1)
	// a pinch across a hand-off
	s.down(3, 0, 0)
	s.down(4, 100, 0)
	s.ticks(1)
	s.gate.Close()
	s.move(4, 200, 0)
	if got := s.ticks(1); len(got) != 0 {
		t.Errorf("a pinch begun before the hand-off zoomed after it: %+v", got)
	}
	s.lift(3)
	s.lift(4)
	s.ticks(DoubleTicks + 1)
	// the mouse dragging across a hand-off
	s.ms = MouseState{X: 10, Y: 10, Right: true}
	s.ticks(1)
	s.gate.Close()
	s.ms.X = 40
	s.ms.WheelY = 1
	if got := s.ticks(1); len(got) != 1 || got[0].Kind != Scroll {
		t.Errorf("after a hand-off mid-drag: %+v, want only the wheel", got)
	}
	s.ms = MouseState{X: 40, Y: 10}
	s.ticks(DoubleTicks + 1)
	// fresh gestures after the hand-off act
	s.down(5, 300, 300)
	s.ticks(1)
	s.move(5, 300, 340)
	if got := s.ticks(1); len(got) != 1 || got[0].Kind != Pan {
		t.Errorf("a drag begun after the hand-off: %+v, want a Pan", got)
	}
	s.lift(5)
	s.ticks(DoubleTicks + 1)
	s.down(6, 300, 300)
	s.ticks(2)
	s.lift(6)
	if got := s.ticks(1); len(got) != 1 || got[0].Kind != Click {
		t.Errorf("a tap after the hand-off: %+v, want a click", got)
	}
}

// The double-tap's second tap, on the next player's screen, is dropped
// as a double-click's second click is.
func TestGateDropsADoubleTapsSecondTapAfterAHandoff(t *testing.T) {
	var s screen
	s.ticks(100)
	s.down(1, 10, 10)
	s.ticks(2)
	s.lift(1)
	if got := s.ticks(1); len(got) != 1 {
		t.Fatalf("the first tap: %+v", got)
	}
	s.gate.Close() // it ended the turn
	s.ticks(3)
	s.down(1, 10, 10)
	s.ticks(2)
	s.lift(1)
	if got := s.ticks(1); len(got) != 0 {
		t.Errorf("the double tap's second tap acted after the hand-off: %+v", got)
	}
}

func TestTheMouseTakesThePointerBackFromAFinger(t *testing.T) {
	var s screen
	if fr := s.tick(); fr.Touchscreen {
		t.Error("a screen no finger has touched is a touch screen")
	}
	s.down(1, 10, 10)
	s.ticks(1)
	s.lift(1)
	s.ticks(2)
	s.ms = MouseState{X: 500, Y: 400}
	if fr := s.tick(); fr.X != 500 || fr.Y != 400 || fr.Last != Mouse || fr.Reach != 0 || !fr.Touchscreen {
		t.Errorf("the mouse moved after a tap: pointer %v,%v last %v", fr.X, fr.Y, fr.Last)
	}
}
