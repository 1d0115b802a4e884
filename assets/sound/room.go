package sound

import "math"

// room is a small Schroeder reverberator (four damped feedback combs into
// two allpasses, per channel). Stone rooms ring; without it the thuds and
// groans sound as if played in a cupboard. Its state lives in the struct so
// the ambient loop can run it circularly.
type room struct {
	combs [4]comb
	aps   [2]allpass
}

type comb struct {
	buf            []float64
	i              int
	fb, damp, held float64
}

type allpass struct {
	buf []float64
	i   int
}

// newRoom builds one channel's reverberator; size scales the delays (1 is a
// chamber of a few metres), spread offsets them so left and right differ,
// fb sets the ring time and damp how fast the highs die.
func newRoom(rate, size, spread, fb, damp float64) *room {
	r := &room{}
	for i, ms := range [4]float64{29.7, 37.1, 41.1, 43.7} {
		r.combs[i] = comb{buf: make([]float64, delaySamples(rate, (ms+spread)*size)), fb: fb, damp: damp}
	}
	for i, ms := range [2]float64{5.0, 1.7} {
		r.aps[i] = allpass{buf: make([]float64, delaySamples(rate, ms+spread/4))}
	}
	return r
}

func delaySamples(rate, ms float64) int {
	return max(1, int(math.Round(ms*rate/1000)))
}

// step returns the reverberated (wet only) sample for input x.
func (r *room) step(x float64) float64 {
	var y float64
	for i := range r.combs {
		c := &r.combs[i]
		out := c.buf[c.i]
		c.held = out*(1-c.damp) + c.held*c.damp
		c.buf[c.i] = x + c.held*c.fb
		if c.i++; c.i == len(c.buf) {
			c.i = 0
		}
		y += out
	}
	y *= 0.25
	for i := range r.aps {
		a := &r.aps[i]
		out := a.buf[a.i]
		a.buf[a.i] = y + out*0.5
		if a.i++; a.i == len(a.buf) {
			a.i = 0
		}
		y = out - y
	}
	return y
}

// reverberate adds wet room sound to both channels of t; the track must
// already leave space at its end for the tail.
func (t *track) reverberate(rate, size, fb, damp, wet float64) {
	rl, rr := newRoom(rate, size, 0, fb, damp), newRoom(rate, size, 0.53, fb, damp)
	for i := range t.l {
		t.l[i] += wet * rl.step(t.l[i])
		t.r[i] += wet * rr.step(t.r[i])
	}
}
