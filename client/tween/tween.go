// Package tween holds the small animations of the client: a value that
// moves from one number to another over a number of ticks. Time is counted
// in Update ticks, never in wall-clock time, so animations are deterministic
// and headless tests can fast-forward them.
package tween

// Ease shapes progress t in [0,1].
type Ease func(t float64) float64

// Linear keeps a constant speed.
func Linear(t float64) float64 { return t }

// OutCubic starts fast and settles gently: moves and slides.
func OutCubic(t float64) float64 { u := 1 - t; return 1 - u*u*u }

// OutBack overshoots a little before settling: a falling block's bump.
func OutBack(t float64) float64 {
	const c1 = 1.70158
	const c3 = c1 + 1
	u := t - 1
	return 1 + c3*u*u*u + c1*u*u
}

// Tween runs from 0 to 1 over Dur ticks, after Delay ticks.
type Tween struct {
	Dur, Delay, T int
	Ease          Ease
}

// New starts a tween of dur ticks.
func New(dur int, e Ease) Tween { return Tween{Dur: dur, Ease: e} }

// Step advances the tween by one tick.
func (t *Tween) Step() {
	if t.T < t.Dur+t.Delay {
		t.T++
	}
}

// Done reports whether the tween has finished (a zero tween is done).
func (t Tween) Done() bool { return t.T >= t.Dur+t.Delay }

// Progress is the eased progress in [0,1] (1 when done).
func (t Tween) Progress() float64 {
	if t.Dur <= 0 || t.Done() {
		return 1
	}
	x := float64(t.T-t.Delay) / float64(t.Dur)
	if x < 0 {
		x = 0
	}
	if t.Ease == nil {
		return x
	}
	return t.Ease(x)
}

// Lerp mixes a and b by the tween's progress.
func (t Tween) Lerp(a, b float64) float64 { p := t.Progress(); return a + (b-a)*p }
