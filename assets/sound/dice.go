package sound

// dice is two dice shaken in the hand (a dozen muffled knocks), thrown onto
// a wooden board (each die bounces with shrinking gaps and strength), and
// tumbling to rest (a few quick small taps).
func dice(s *synth) *track {
	t := newTrack(s.n(1.4))
	for range 14 {
		at := s.uniform(0.01, 0.3)
		s.dieHit(t, at, s.uniform(0.08, 0.22), s.uniform(-0.2, 0.2), true)
	}
	for d := range 2 {
		at := 0.42 + s.uniform(0, 0.05)
		gap, amp := s.uniform(0.09, 0.13), 1.0
		pan := -0.35 + 0.7*float64(d) + s.uniform(-0.1, 0.1)
		for amp > 0.12 {
			s.dieHit(t, at, amp, pan, false)
			at += gap
			gap *= s.uniform(0.68, 0.8)
			amp *= s.uniform(0.62, 0.75)
		}
		for k := range 5 {
			at += s.uniform(0.018, 0.035)
			s.dieHit(t, at, amp*0.6*(1-float64(k)/5), pan, false)
		}
	}
	t.reverberate(s.rate, 0.7, 0.6, 0.4, 0.1)
	return t
}

// dieHit adds one knock of a die at time at: the die's own bright modes
// (a small hard cube rings around 2 kHz and up), a click of contact noise
// and, when it lands on the board rather than in the hand, the board's low
// wooden modes.
func (s *synth) dieHit(t *track, at, amp, pan float64, inHand bool) {
	hit := make([]float64, s.n(0.12))
	base := s.uniform(1900, 2400)
	bright := 1.0
	if inHand {
		bright = 0.35
	}
	for i, ratio := range [4]float64{1, 1.58, 2.31, 3.1} {
		tau := [4]float64{0.012, 0.009, 0.007, 0.005}[i]
		gain := [4]float64{1, 0.7, 0.5, 0.3}[i]
		if i > 0 {
			gain *= bright
		}
		mix(hit, s.mode(base*ratio*s.uniform(0.97, 1.03), tau, 0.1), gain)
	}
	click := newFilter(highPass, s.rate, 2000, 0.7).run(s.noiseBurst(0.01, func(t float64) float64 {
		return attackDecay(t, 0.0002, 0.0015)
	}))
	mix(hit, click, 0.8*bright)
	if !inHand {
		mix(hit, s.mode(s.uniform(210, 250), 0.03, 0.12), 0.5)
		mix(hit, s.mode(s.uniform(580, 640), 0.02, 0.12), 0.3)
	}
	t.add(s.n(at), hit, amp, pan)
}
