package sound

import "math"

// AmbientSeconds is the length of the ambient loop. Every periodic part of
// the loop completes a whole number of cycles in it, which is what makes the
// loop seamless.
const AmbientSeconds = 16

// Ambient returns the pyramid's ambient loop as PCM at SampleRate: a low
// drone, distant wind and occasional water drips echoing in the dark. Its
// last frame flows into its first, so it can be played on repeat with
// audio.NewInfiniteLoop over its whole length.
func Ambient() []byte {
	return ambient(SampleRate)
}

func ambient(rate int) []byte {
	n := AmbientSeconds * rate
	s := newSynth(float64(rate), seed+0xa3b1e47)
	t := newTrack(n)
	// cycles is the phase of something that turns k times per loop.
	cycles := func(k float64, i int) float64 { return 2 * math.Pi * k * float64(i) / float64(n) }

	addBus(t, drone(s, n, cycles), 0.5)
	addBus(t, wind(s, n, cycles), 0.35)
	addBus(t, drips(s, n), 0.3)
	normalize(t, 0.5)
	return encode(t.l, t.r)
}

// drone is a few low partials at whole numbers of cycles per loop: 55 Hz and
// a partner 1/16 Hz above it, beating once per loop, with a fifth and two
// higher partials, breathing slowly, phased differently left and right.
func drone(s *synth, n int, cycles func(float64, int) float64) *track {
	t := newTrack(n)
	partials := [5]struct{ k, amp float64 }{
		{55 * AmbientSeconds, 1}, {55*AmbientSeconds + 1, 0.8}, {82.5 * AmbientSeconds, 0.35},
		{110*AmbientSeconds + 2, 0.25}, {165*AmbientSeconds - 1, 0.1},
	}
	var gl, gr [len(partials)][2]float64 // per partial: weights of sin and cos
	for j, p := range partials {
		a, b := s.uniform(0, 2*math.Pi), s.uniform(0, 2*math.Pi)
		gl[j] = [2]float64{p.amp * math.Cos(a), p.amp * math.Sin(a)}
		gr[j] = [2]float64{p.amp * math.Cos(b), p.amp * math.Sin(b)}
	}
	// Each partial is a rotating phasor, resynchronized to the exact phase
	// every block so rounding cannot drift it off the loop's whole cycles.
	const block = 4096
	for j, p := range partials {
		var sn, cs, stepSin, stepCos float64
		for i := range n {
			if i%block == 0 {
				sn, cs = math.Sincos(cycles(p.k, i))
				stepSin, stepCos = math.Sincos(cycles(p.k, 1))
			}
			t.l[i] += gl[j][0]*sn + gl[j][1]*cs
			t.r[i] += gr[j][0]*sn + gr[j][1]*cs
			sn, cs = sn*stepCos+cs*stepSin, cs*stepCos-sn*stepSin
		}
	}
	for i := range n {
		breathe := 1 + 0.25*math.Sin(cycles(2, i))
		t.l[i] *= breathe
		t.r[i] *= breathe
	}
	return t
}

// wind is noise, partly shared between the channels, through a band-pass
// whose centre wanders between about 250 Hz and 1.5 kHz and under gusts,
// both driven by sines with whole cycles per loop. The filters run over the
// loop's end before its start (see circular), so the end flows into the start.
func wind(s *synth, n int, cycles func(float64, int) float64) *track {
	t := newTrack(n)
	a, b, c, d := s.uniform(0, 2*math.Pi), s.uniform(0, 2*math.Pi), s.uniform(0, 2*math.Pi), s.uniform(0, 2*math.Pi)
	shared := make([]float64, n)
	for i := range shared {
		shared[i] = s.noise()
	}
	for ch, out := range [2][]float64{t.l, t.r} {
		x := make([]float64, n)
		for i := range x {
			x[i] = 0.7*shared[i] + 0.3*s.noise()
		}
		bp := newFilter(bandPass, s.rate, 500, 1.5)
		lp := newFilter(lowPass, s.rate, 2000, 0.7)
		var gust float64
		y := circular(x, s.n(0.25), func(i int, v float64) float64 {
			if i%32 == 0 {
				centre := 500 * math.Exp2(1.2*math.Sin(cycles(1, i)+a+0.3*float64(ch))+0.4*math.Sin(cycles(3, i)+b))
				bp.tune(bandPass, s.rate, centre, 1.5)
				gust = 0.55 + 0.3*math.Sin(cycles(2, i)+c) + 0.15*math.Sin(cycles(5, i)+d)
			}
			return lp.step(bp.step(v)) * gust
		})
		copy(out, y)
	}
	return t
}

// drips are water drops (a sine that chirps upward, as the bubble a drop
// traps rings higher as it closes) at random places in the loop, wrapped
// round its end, echoing in a large stone room run circularly: the echoes
// of a drop near the end ring on at the start, and five seconds is longer
// than the room takes to fall silent (-60 dB in about three).
func drips(s *synth, n int) *track {
	t := newTrack(n)
	for range 7 {
		at := s.rng.IntN(n)
		f := s.uniform(1100, 2000)
		drop := s.sweep(f, 1.8*f, 0.02, 0.0008, s.uniform(0.04, 0.07), 0.3)
		a := (s.uniform(-0.8, 0.8) + 1) * math.Pi / 4
		gain := s.uniform(0.4, 1)
		for i, v := range drop {
			j := (at + i) % n
			t.l[j] += v * gain * math.Cos(a)
			t.r[j] += v * gain * math.Sin(a)
		}
	}
	for ch, x := range [2][]float64{t.l, t.r} {
		r := newRoom(s.rate, 2.5, 0.53*float64(ch), 0.8, 0.3)
		copy(x, circular(x, s.n(5), func(_ int, v float64) float64 { return v + 0.6*r.step(v) }))
	}
	return t
}

// circular runs a stateful per-sample process over the loop x, after first
// running it over the last warm samples of x: the process then starts the
// loop in the state the loop's end leaves it in, exactly as when the loop
// plays on repeat (to within what the process forgets in warm samples).
func circular(x []float64, warm int, step func(i int, v float64) float64) []float64 {
	for i := max(0, len(x)-warm); i < len(x); i++ {
		step(i, x[i])
	}
	out := make([]float64, len(x))
	for i, v := range x {
		out[i] = step(i, v)
	}
	return out
}

// addBus normalizes a sub-mix to peak 1 and adds it at gain.
func addBus(dst, src *track, gain float64) {
	normalize(src, 1)
	for i := range dst.l {
		dst.l[i] += gain * src.l[i]
		dst.r[i] += gain * src.r[i]
	}
}
