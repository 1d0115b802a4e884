package sound

import "math"

// wound is a blow and its meaning: a body thump and a torn-cloth slash, then
// a sting of two sawtooths a semitone apart (a harsh minor second) sliding
// down an octave through a saturating low-pass, the game's "that hurt".
func wound(s *synth) *track {
	t := newTrack(s.n(0.9))
	t.add(0, norm(s.sweep(s.uniform(140, 160), 55, 0.04, 0.002, 0.07, 0.4)), 1, 0)
	slash := s.noiseBurst(0.2, func(t float64) float64 { return attackDecay(t, 0.003, 0.05) })
	t.add(0, norm(newFilter(bandPass, s.rate, s.uniform(1600, 2000), 1.2).run(slash)), 0.5, s.uniform(-0.3, 0.3))

	sting := make([]float64, s.n(0.6))
	lp := newFilter(lowPass, s.rate, 2200, 0.7)
	var p1, p2 float64
	for i := range sting {
		tt := float64(i) / s.rate
		glide := math.Exp2(-tt / 0.45)
		f1, f2 := 311.13*glide, 329.63*glide
		p1 = math.Mod(p1+f1/s.rate, 1)
		p2 = math.Mod(p2+f2/s.rate, 1)
		x := polyBLEPSaw(p1, f1/s.rate) + polyBLEPSaw(p2, f2/s.rate)
		sting[i] = math.Tanh(2*lp.step(x)) * attackDecay(tt, 0.004, 0.18)
	}
	t.add(s.n(0.01), norm(sting), 0.45, 0)
	t.reverberate(s.rate, 1, 0.65, 0.4, 0.15)
	return t
}

// escape is a short bright fanfare: a rising G-C-E-G arpeggio and a held C
// major chord, each note a brass-like additive tone whose upper harmonics
// grow with its loudness, with a bell shimmer on the chord.
func escape(s *synth) *track {
	t := newTrack(s.n(2.0))
	for i, f := range [4]float64{392.00, 523.25, 659.26, 783.99} {
		t.add(s.n(0.09*float64(i)), s.brass(f, 0.12, 0.06), 0.5, -0.4+0.25*float64(i))
	}
	chordAt := s.n(0.4)
	for i, f := range [4]float64{523.25, 659.26, 783.99, 1046.50} {
		t.add(chordAt, s.brass(f, 0.9, 0.4), 0.35, -0.3+0.2*float64(i))
	}
	t.add(chordAt, s.mode(2093.0, 0.35, 1.4), 0.12, -0.5)
	t.add(chordAt, s.mode(2637.0, 0.3, 1.4), 0.1, 0.5)
	t.reverberate(s.rate, 1.3, 0.72, 0.4, 0.22)
	return t
}

// brass is one note: ten harmonics at 1/n, harmonic n following the envelope
// raised to the power 1+0.35(n-1) (so the tone brightens as it swells, as a
// horn does), with a delayed vibrato. The harmonics come from the Chebyshev
// recurrence sin((n+1)x) = 2cos(x)sin(nx) - sin((n-1)x), which keeps the
// fanfare cheap enough to synthesize at start-up in a browser.
func (s *synth) brass(freq, hold, release float64) []float64 {
	dur := hold + release
	x := make([]float64, s.n(dur))
	var phase float64
	for i := range x {
		tt := float64(i) / s.rate
		env := swell(tt, 0, 0.03, release, dur)
		vib := 1 + 0.006*math.Sin(2*math.Pi*5.5*tt)*swell(tt, 0.15, 0.15, release, dur)
		phase += 2 * math.Pi * freq * vib / s.rate
		bright := math.Pow(env, 0.35)
		sn, prev, twoCos := math.Sin(phase), 0.0, 2*math.Cos(phase)
		amp, v := env, 0.0
		for n := 1; n <= 10 && freq*float64(n) < 0.45*s.rate; n++ {
			v += sn * amp / float64(n)
			sn, prev = twoCos*sn-prev, sn
			amp *= bright
		}
		x[i] = v
	}
	return norm(x)
}
