package input

import "github.com/hajimehoshi/ebiten/v2"

// PadState is one controller's buttons and left stick during a tick, in
// ebiten's standard gamepad layout (the layout every mapping below is
// written for: bottom face button A, right face button B...).
type PadState struct {
	Buttons [ebiten.StandardGamepadButtonMax + 1]bool
	X, Y    float64 // the left stick, -1..1 (y grows downwards)
}

// stickDead is how far the stick must lean before it counts as a press.
const stickDead = 0.5

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
	{ebiten.StandardGamepadButtonCenterRight, Join}, // Start: take a seat
	{ebiten.StandardGamepadButtonCenterLeft, Redo},  // Select/Back: play an undone step again
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
	pad  int // the controller's id, for its intents
	prev PadState
	held [4]int // ticks each direction has been held
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
	for i, d := range padDirs {
		if !cur.dirDown(i) {
			t.held[i] = 0
			continue
		}
		t.held[i]++
		// a direction is one button whether the d-pad or the stick holds it
		b := button{dev: Gamepad, pad: t.pad, code: -1 - i}
		switch n := t.held[i]; {
		case n == 1:
			add(d.kind, c.press(b))
		case n > repeatDelay && (n-repeatDelay)%repeatEvery == 0:
			add(d.kind, c.held(b))
		}
	}
	t.prev = cur
	return out
}
