package input

import "github.com/hajimehoshi/ebiten/v2"

// PadState is one controller's buttons and sticks during a tick, in
// ebiten's standard gamepad layout (the layout every mapping below is
// written for: bottom face button A, right face button B...).
type PadState struct {
	Buttons [ebiten.StandardGamepadButtonMax + 1]bool
	X, Y    float64 // the left stick, -1..1 (y grows downwards)
	RX, RY  float64 // the right stick, which pans the view
}

// stickDead is how far the stick must lean before it counts as a press.
const stickDead = 0.5

// The right stick pans once it leans past panDead, up to panSpeed window
// pixels a tick at full lean (the lean squared past the dead zone, so a
// light lean is fine control).
const (
	panDead  = 0.2
	panSpeed = 14
)

// padZooms are the stick clicks, which zoom: the triggers would be the
// natural pair, but they page the log back and forth (PageUp, PageDown),
// which a controller player needs on every play screen, while the stick
// clicks were free; right zooms in, as the right stick is the view's.
// They repeat while held, as the directions do.
var padZooms = [2]struct {
	b      ebiten.StandardGamepadButton
	factor float64
}{{ebiten.StandardGamepadButtonRightStick, ZoomStep}, {ebiten.StandardGamepadButtonLeftStick, 1 / ZoomStep}}

// Held directions repeat, as a held arrow key does: first after
// repeatDelay ticks, then every repeatEvery ticks.
const (
	repeatDelay = 20
	repeatEvery = 6
)

// padButtons maps the standard layout's buttons (other than the
// directions and the two swappable face buttons) to intents.
var padButtons = [...]struct {
	b    ebiten.StandardGamepadButton
	kind Kind
}{
	{ebiten.StandardGamepadButtonRightTop, Hint},          // Y: a hint
	{ebiten.StandardGamepadButtonRightLeft, Undo},         // X: take back a step
	{ebiten.StandardGamepadButtonFrontTopLeft, Prev},      // LB: the previous target
	{ebiten.StandardGamepadButtonFrontTopRight, Next},     // RB: the next target
	{ebiten.StandardGamepadButtonFrontBottomLeft, PageUp}, // LT: the log back a page
	{ebiten.StandardGamepadButtonFrontBottomRight, PageDown},
	{ebiten.StandardGamepadButtonCenterRight, Start}, // Start: take a seat, or the pause menu
	{ebiten.StandardGamepadButtonCenterLeft, Redo},   // Select/Back: play an undone step again
}

// padDirs are the d-pad's buttons and the directions they move the focus.
var padDirs = [4]struct {
	b      ebiten.StandardGamepadButton
	kind   Kind
	dx, dy float64
}{
	{ebiten.StandardGamepadButtonLeftTop, Up, 0, -1},
	{ebiten.StandardGamepadButtonLeftBottom, Down, 0, 1},
	{ebiten.StandardGamepadButtonLeftLeft, Left, -1, 0},
	{ebiten.StandardGamepadButtonLeftRight, Right, 1, 0},
}

// padTracker turns one controller's successive states into intents: a
// press is an intent on the tick it starts, a held direction repeats.
type padTracker struct {
	pad   int // the controller's id, for its intents
	prev  PadState
	held  [4]int // ticks each direction has been held
	zoom  [2]int // ticks each stick click has been held
	lean  int    // ticks the right stick has leant
	scale float64
}

// dirDown reports whether direction i is held by the d-pad or the stick
// (the stick counts along its dominant axis only, so a diagonal lean
// never moves the focus twice).
func (s *PadState) dirDown(i int) bool {
	d := padDirs[i]
	if s.Buttons[d.b] {
		return true
	}
	ax, ay := s.X, s.Y
	if max(-ax, ax) >= max(-ay, ay) {
		return max(-ax, ax) >= stickDead && ax*d.dx > 0
	}
	return max(-ay, ay) >= stickDead && ay*d.dy > 0
}

// step reads this tick's state and appends its intents to out, each with
// the age of its press on clock c. With swap the right face button
// confirms and the bottom one goes back (the layout of some regions and
// consoles).
func (t *padTracker) step(cur PadState, swap bool, c *pressClock, out []Intent) []Intent {
	add := func(kind Kind, age int) {
		out = append(out, Intent{Kind: kind, Dev: Gamepad, Pad: t.pad, Age: age})
	}
	press := func(b ebiten.StandardGamepadButton) (int, bool) {
		if !cur.Buttons[b] || t.prev.Buttons[b] {
			return 0, false
		}
		return c.press(button{dev: Gamepad, pad: t.pad, code: int(b)}), true
	}
	confirm, back := ebiten.StandardGamepadButtonRightBottom, ebiten.StandardGamepadButtonRightRight
	if swap {
		confirm, back = back, confirm
	}
	if age, ok := press(confirm); ok {
		add(Confirm, age)
	}
	if age, ok := press(back); ok {
		add(Back, age)
	}
	for _, m := range padButtons {
		if age, ok := press(m.b); ok {
			add(m.kind, age)
		}
	}
	// repeat counts ticks held in *n and adds kind on the press and its
	// repeats; it reports whether it added.
	repeat := func(down bool, n *int, b button, kind Kind) bool {
		if !down {
			*n = 0
			return false
		}
		*n++
		switch {
		case *n == 1:
			add(kind, c.press(b))
		case *n > repeatDelay && (*n-repeatDelay)%repeatEvery == 0:
			add(kind, c.held(b))
		default:
			return false
		}
		return true
	}
	for i, d := range padDirs {
		// a direction is one button whether the d-pad or the stick holds it
		repeat(cur.dirDown(i), &t.held[i], button{dev: Gamepad, pad: t.pad, code: -1 - i}, d.kind)
	}
	for i, z := range padZooms {
		if repeat(cur.Buttons[z.b], &t.zoom[i], button{dev: Gamepad, pad: t.pad, code: int(z.b)}, Zoom) {
			out[len(out)-1].Factor = z.factor
		}
	}
	out = t.panStick(cur, c, out)
	t.prev = cur
	return out
}

// panStick adds the right stick's Pan of this tick, if it leans.
func (t *padTracker) panStick(cur PadState, c *pressClock, out []Intent) []Intent {
	curve := func(a float64) float64 {
		m := (max(a, -a) - panDead) / (1 - panDead)
		if m <= 0 {
			return 0
		}
		if a > 0 {
			return m * m
		}
		return -m * m
	}
	dx, dy := curve(cur.RX), curve(cur.RY)
	if dx == 0 && dy == 0 {
		t.lean = 0
		return out
	}
	b := button{dev: Gamepad, pad: t.pad, code: -10}
	age := c.held(b)
	if t.lean++; t.lean == 1 {
		age = c.press(b)
	}
	s := panSpeed * max(1, t.scale)
	// as a camera: leaning right shows what is to the right, so the
	// content moves left
	return append(out, Intent{Kind: Pan, DX: -dx * s, DY: -dy * s, Dev: Gamepad, Pad: t.pad, Age: age})
}
