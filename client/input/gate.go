package input

// Gate holds back the input that began before a hand-off. On a shared
// screen the turn passes from one player to the next while hands are
// still on the devices: the second click of a double-click on "End turn",
// a key still held, a controller's button mashed. None of it is the next
// player's, so after Close every press that began before it is dropped,
// with its repeats and the further presses of its run (Intent.Age, a
// double-click's second click), until the button is released and pressed
// afresh. A gesture is one press from the moment its finger or button
// went down: a drag, a pinch or a long press under way at the hand-off
// stays dropped until the fingers lift, and so does the tap a finger
// resting across it ends in. A zero Gate lets everything through.
//
// A scene closes its gate where the device changes hands (the play
// screen: whenever another seat is to act, when the pass-the-device cover
// is lifted, when a question is put) and filters every tick's frame
// through it before reading it.
type Gate struct {
	closed bool
	since  int // ticks filtered since the last Close
}

// Close marks a hand-off now: the presses up to this tick are no longer
// anyone's.
func (g *Gate) Close() { g.closed, g.since = true, 0 }

// Filter counts one tick and drops from fr the presses that began before
// the last Close. The pointer's position and the wheel are not presses
// and always pass (a finger held across a hand-off hovers, as a resting
// mouse does, but its Hold is dropped). It copies the intents only when it drops one, and
// never writes to the reader's buffer.
func (g *Gate) Filter(fr *Frame) {
	if !g.closed {
		return
	}
	if g.since < 1<<30 {
		g.since++
	}
	var kept []Intent
	for i, in := range fr.Intents {
		stale := in.Kind != Point && in.Kind != Scroll && in.Age >= g.since
		switch {
		case stale && kept == nil:
			kept = append(make([]Intent, 0, len(fr.Intents)), fr.Intents[:i]...)
		case !stale && kept != nil:
			kept = append(kept, in)
		}
	}
	if kept != nil {
		fr.Intents = kept
	}
}
