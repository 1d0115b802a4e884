//go:build !web_horus && !web_pengqueen

package sound

import "math"

// Run Run Run!'s endings: a short fanfare when the team wins and a sting
// when it loses, both our own tunes.

// teamWins is a fanfare in D major: a quick rising call D4–F♯4–A4 then
// D5 repeated in a little triplet, landing on a held D major chord
// (D5, F♯5, A5) over two soft timpani strokes, with a bell on top.
func teamWins(s *synth) *track {
	t := newTrack(s.n(2.6))
	call := [...]struct{ f, at, hold float64 }{
		{293.66, 0, 0.1}, {369.99, 0.11, 0.1}, {440.00, 0.22, 0.1},
		{587.33, 0.33, 0.07}, {587.33, 0.42, 0.07}, {587.33, 0.51, 0.1},
	}
	for i, n := range call {
		t.add(s.n(n.at), s.brass(n.f, n.hold, 0.05), 0.45, -0.3+0.1*float64(i))
	}
	chord := s.n(0.66)
	for i, f := range [3]float64{587.33, 739.99, 880.00} {
		t.add(chord, s.brass(f, 0.9, 0.45), 0.34, -0.25+0.25*float64(i))
	}
	t.add(chord, s.brass(293.66, 0.9, 0.45), 0.25, 0)
	for _, at := range []float64{0.63, 0.66 + 0.95} {
		t.add(s.n(at), norm(s.sweep(98, 72, 0.08, 0.004, 0.18, 0.8)), 0.5, 0)
	}
	t.add(chord, s.mode(1760.0, 0.4, 1.5), 0.1, 0.4)
	t.reverberate(s.rate, 1.3, 0.72, 0.4, 0.22)
	return t
}

// teamLoses is a sting in a darker mode: a reed-like voice falling
// A4–G♯4–F4–E4 and settling on D4 (a Hijaz colour, the augmented second
// between F and G♯), over a low gong on D2 and a soft drum.
func teamLoses(s *synth) *track {
	t := newTrack(s.n(3.4))
	notes := [...]struct{ f, at, dur float64 }{
		{440.00, 0, 0.22}, {415.30, 0.22, 0.22}, {349.23, 0.44, 0.22}, {329.63, 0.66, 0.3}, {293.66, 0.96, 0.95},
	}
	for _, n := range notes {
		t.add(s.n(n.at), s.reed(n.f, n.dur), 0.5, 0)
	}
	// a gong: inharmonic partials over D2, the highest dying first
	gong := make([]float64, s.n(2.3))
	for i, p := range [5]struct{ ratio, tau, amp float64 }{{1, 0.75, 1}, {2.41, 0.55, 0.5}, {3.56, 0.4, 0.35}, {4.9, 0.3, 0.25}, {6.7, 0.2, 0.15}} {
		mix(gong, s.mode(73.42*p.ratio*(1+0.003*float64(i)), p.tau, 2.3), p.amp)
	}
	t.add(s.n(0.96), norm(gong), 0.45, 0)
	t.add(s.n(0.96), norm(s.sweep(90, 55, 0.05, 0.003, 0.2, 0.7)), 0.5, 0)
	t.reverberate(s.rate, 1.5, 0.76, 0.45, 0.26)
	return t
}

// reed is one note of a reed-like voice: a band-limited sawtooth through
// a low-pass that opens with the note's swell, with a slow vibrato.
func (s *synth) reed(freq, dur float64) []float64 {
	x := make([]float64, s.n(dur+0.15))
	lp := newFilter(lowPass, s.rate, 900, 1.2)
	var phase float64
	for i := range x {
		tt := float64(i) / s.rate
		env := swell(tt, 0, 0.03, 0.12, dur+0.15)
		if i%32 == 0 {
			lp.tune(lowPass, s.rate, 700+1600*env, 1.2)
		}
		f := freq * (1 + 0.008*math.Sin(2*math.Pi*5*tt)*min(1, tt*4))
		dt := f / s.rate
		phase += dt
		if phase >= 1 {
			phase--
		}
		x[i] = lp.step(polyBLEPSaw(phase, dt)) * env
	}
	return norm(x)
}
