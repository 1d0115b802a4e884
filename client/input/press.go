package input

// DoubleTicks is how soon (in ticks, 60 a second) a press must follow the
// last press of the same button to count as the same press run: the
// second click of a double-click, a double tap, a key tapped twice. Half
// a second is the usual double-click time of desktops.
const DoubleTicks = 30

// button names one physical button: a mouse button, the touch screen, a
// key, or a controller's button or direction.
type button struct {
	dev  Device
	pad  int // the controller, for a controller's buttons
	code int // the key, the controller button or direction; 0 for the mouse's left button and the touch screen
}

// run is one button's latest run of presses: when its first press began
// and when its last one did.
type run struct{ first, last int64 }

// pressClock times presses, so that every intent carries the age of the
// press behind it (Intent.Age) and a hand-off can tell a press that began
// before it from a fresh one (Gate). A press that follows the button's
// last press within DoubleTicks continues that press's run; a held
// button's repeats belong to the run of their press.
type pressClock struct {
	now  int64
	runs map[button]run
}

// tick starts the next tick.
func (c *pressClock) tick() { c.now++ }

// press notes that b went down this tick and returns the age of its run:
// 0 for a fresh press, or the ticks since the run's first press when this
// one follows the last within DoubleTicks. Asking again in the same tick
// (a key behind two intents) gives the same answer.
func (c *pressClock) press(b button) int {
	if c.runs == nil {
		c.runs = map[button]run{}
	}
	r, ok := c.runs[b]
	switch {
	case ok && r.last == c.now:
	case !ok || c.now-r.last > DoubleTicks:
		r.first, r.last = c.now, c.now
	default:
		r.last = c.now
	}
	c.runs[b] = r
	return int(c.now - r.first)
}

// held is the age of the run of b, which is held down (its repeats).
func (c *pressClock) held(b button) int {
	r, ok := c.runs[b]
	if !ok {
		return int(c.now) // held since before the clock began: as old as it
	}
	return int(c.now - r.first)
}
