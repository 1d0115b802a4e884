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

// step reads this tick's state and appends its intents to out. With swap
// the right face button confirms and the bottom one goes back (the
// layout of some regions and consoles).
func (t *padTracker) step(cur PadState, swap bool, out []Kind) []Kind {
	just := func(b ebiten.StandardGamepadButton) bool { return cur.Buttons[b] && !t.prev.Buttons[b] }
	confirm, back := ebiten.StandardGamepadButtonRightBottom, ebiten.StandardGamepadButtonRightRight
	if swap {
		confirm, back = back, confirm
	}
	if just(confirm) {
		out = append(out, Confirm)
	}
	if just(back) {
		out = append(out, Back)
	}
	for _, m := range padButtons {
		if just(m.b) {
			out = append(out, m.kind)
		}
	}
	for i, d := range padDirs {
		if !cur.dirDown(i) {
			t.held[i] = 0
			continue
		}
		t.held[i]++
		if n := t.held[i]; n == 1 || n > repeatDelay && (n-repeatDelay)%repeatEvery == 0 {
			out = append(out, d.kind)
		}
	}
	t.prev = cur
	return out
}
