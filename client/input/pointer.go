package input

import "math"

// The gestures of the mouse and of fingers are told apart here, from
// plain states the Reader fills in each tick (MouseState, Finger), so the
// rules below are tested with fake hands and no window.
const (
	// Slop is how far (in window pixels, CSS pixels in a browser: the
	// Reader scales it to the screen's) a finger or the pressed mouse may
	// wander and still tap, click or hold; past it, the press is a drag.
	Slop = 10
	// HoldTicks is how long (60 ticks a second) a finger must rest before
	// the press is a long press (Hold): half a second.
	HoldTicks = 30
	// ZoomStep is the Factor of one press of + or - or a stick click.
	ZoomStep = 1.25
	// TouchReach is Frame.Reach for a finger, in window pixels: with it a
	// target of 4 pixels is a 44-pixel target to a finger, where no other
	// target is nearer.
	TouchReach = 20
)

// Away is where the pointer is while no finger rests on a touch screen:
// a finger hovers nowhere, so nothing is hot and no explanation shows
// after a tap.
const Away = -1e6

// MouseState is the mouse during one tick, in screen pixels.
type MouseState struct {
	X, Y                float64
	Left, Right, Middle bool
	WheelY              float64 // notches this tick (positive: up)
}

// Finger is one finger on the screen during one tick, in screen pixels.
type Finger struct {
	ID   int
	X, Y float64
}

// drag is a press that may become a drag: where it began, the last point
// a Pan was sent from, and the age of its press.
type drag struct {
	on, panning bool
	code        int // the mouse button (ebiten's numbering)
	x0, y0      float64
	lx, ly      float64
	age0        int   // the press's age on the clock when it went down
	at          int64 // the tick it went down
}

func (d *drag) begin(code int, x, y float64, c *pressClock, age int) {
	*d = drag{on: true, code: code, x0: x, y0: y, lx: x, ly: y, age0: age, at: c.now}
}

// age is the Intent.Age of what the press does now.
func (d *drag) age(c *pressClock) int { return d.age0 + int(c.now-d.at) }

// pan sends a Pan to (x, y) from the last point sent, if it moved.
func (d *drag) pan(x, y float64, dev Device, c *pressClock, out []Intent) []Intent {
	if x == d.lx && y == d.ly {
		return out
	}
	out = append(out, Intent{Kind: Pan, X: d.x0, Y: d.y0, DX: x - d.lx, DY: y - d.ly, Dev: dev, Age: d.age(c)})
	d.lx, d.ly = x, y
	return out
}

// The mouse's buttons, numbered as ebiten numbers them.
const (
	mouseLeft   = 0
	mouseRight  = 1
	mouseMiddle = 2
)

// mouseTracker turns the mouse's successive states into intents: the
// left button clicks when it goes down (the hand-off gate and the
// screens rely on press-time clicks) and pans once dragged past the
// slop; the right and middle buttons pan as soon as they move; the wheel
// scrolls where the pointer is.
type mouseTracker struct {
	prev MouseState
	drag drag
}

func (m *mouseTracker) step(s MouseState, slop float64, c *pressClock, out []Intent) []Intent {
	if s.Left && !m.prev.Left {
		age := c.press(button{dev: Mouse, code: mouseLeft})
		out = append(out, Intent{Kind: Click, X: s.X, Y: s.Y, Dev: Mouse, Age: age})
		if !m.drag.on {
			m.drag.begin(mouseLeft, s.X, s.Y, c, age)
		}
	}
	for _, b := range [...]struct {
		down, was bool
		code      int
	}{{s.Right, m.prev.Right, mouseRight}, {s.Middle, m.prev.Middle, mouseMiddle}} {
		if b.down && !b.was && !m.drag.on {
			m.drag.begin(b.code, s.X, s.Y, c, c.press(button{dev: Mouse, code: b.code}))
			m.drag.panning = true // these buttons do nothing else
		}
	}
	if d := &m.drag; d.on {
		switch {
		case !s.button(d.code):
			*d = drag{}
		case d.panning || math.Hypot(s.X-d.x0, s.Y-d.y0) > slop:
			d.panning = true
			out = d.pan(s.X, s.Y, Mouse, c, out)
		}
	}
	if s.WheelY != 0 {
		out = append(out, Intent{Kind: Scroll, X: s.X, Y: s.Y, DY: s.WheelY, Dev: Mouse})
	}
	m.prev = s
	return out
}

// button reports whether the mouse button numbered code is down.
func (s MouseState) button(code int) bool {
	switch code {
	case mouseLeft:
		return s.Left
	case mouseRight:
		return s.Right
	}
	return s.Middle
}

// gesture is what the fingers on the screen are doing.
type gesture uint8

const (
	noGesture gesture = iota
	pressing          // one finger resting: a tap if it lifts now
	holding           // a long press
	dragging          // panning with one finger
	pinching          // two fingers: zooming and panning
)

// touchTracker turns the fingers' successive positions into intents. A
// gesture begins when the first finger lands and ends when the last one
// lifts; it is a tap (a Click when the finger lifts), a long press (Hold
// every tick), a drag (Pan) or, once a second finger lands, a pinch (Zoom
// about the two's midpoint and Pan as it moves). Only a gesture that
// stayed a tap clicks.
type touchTracker struct {
	fingers, spare []Finger // down last tick, in the order they landed
	g              gesture
	drag           drag    // the gesture's press: where it began, the last point panned from
	pair           [2]int  // the pinching fingers
	span           float64 // their distance last tick
}

// step reads this tick's fingers and appends their intents to out. It
// returns where the pointer is (at the finger during a long press and on
// a tap's tick; at is false between, when it is Away) and whether a
// finger was used this tick.
func (t *touchTracker) step(now []Finger, slop float64, c *pressClock, out []Intent) (_ []Intent, px, py float64, at, used bool) {
	next := t.spare[:0]
	for _, f := range t.fingers { // fingers still down keep their place
		for _, n := range now {
			if n.ID == f.ID {
				next = append(next, n)
			}
		}
	}
	for _, n := range now { // and new ones land after them
		if !hasFinger(t.fingers, n.ID) {
			next = append(next, n)
		}
	}
	prev := t.fingers
	t.fingers, t.spare = next, prev
	if len(prev) == 0 && len(next) > 0 {
		f := next[0]
		t.g = pressing
		t.drag.begin(0, f.X, f.Y, c, c.press(button{dev: Touch}))
	}
	d := &t.drag
	switch {
	case len(next) == 0:
		if len(prev) == 0 {
			return out, 0, 0, false, false
		}
		g := t.g
		t.g = noGesture
		if g == pressing { // lifted without moving or resting long: a tap
			f := prev[0]
			out = append(out, Intent{Kind: Click, X: f.X, Y: f.Y, Dev: Touch, Age: d.age(c)})
			return out, f.X, f.Y, true, true
		}
	case len(next) >= 2:
		a, b := next[0], next[1]
		mx, my := (a.X+b.X)/2, (a.Y+b.Y)/2
		span := math.Hypot(a.X-b.X, a.Y-b.Y)
		if t.g != pinching || t.pair != [2]int{a.ID, b.ID} { // a finger joined or changed: start from here
			t.g, t.pair, t.span = pinching, [2]int{a.ID, b.ID}, span
			d.lx, d.ly = mx, my
			break
		}
		if span > 0 && t.span > 0 && span != t.span {
			out = append(out, Intent{Kind: Zoom, X: mx, Y: my, Factor: span / t.span, Dev: Touch, Age: d.age(c)})
		}
		t.span = span
		out = d.pan(mx, my, Touch, c, out)
	default:
		f := next[0]
		switch t.g {
		case pinching: // one of the two lifted: the other drags on from where it is
			t.g, d.lx, d.ly = dragging, f.X, f.Y
		case pressing:
			if math.Hypot(f.X-d.x0, f.Y-d.y0) > slop {
				t.g = dragging
			} else if c.now-d.at >= HoldTicks {
				t.g = holding
			}
		}
		switch t.g {
		case dragging:
			out = d.pan(f.X, f.Y, Touch, c, out)
		case holding:
			out = append(out, Intent{Kind: Hold, X: f.X, Y: f.Y, Dev: Touch, Age: d.age(c)})
			return out, f.X, f.Y, true, true
		}
	}
	return out, 0, 0, false, true
}

func hasFinger(fs []Finger, id int) bool {
	for _, f := range fs {
		if f.ID == id {
			return true
		}
	}
	return false
}
