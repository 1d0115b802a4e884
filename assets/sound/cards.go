package sound

// cardDraw is a card slid off the deck: high band-passed noise whose band
// rises as the card speeds up, grained by the paper's fibres, ending in the
// small snap of the card leaving the deck.
func cardDraw(s *synth) *track {
	t := newTrack(s.n(0.45))
	pan := s.uniform(-0.2, 0.2)
	length := s.uniform(0.24, 0.3)
	slide := make([]float64, s.n(length))
	bp := newFilter(bandPass, s.rate, 2200, 0.9)
	hp := newFilter(highPass, s.rate, 900, 0.7)
	fibres := s.newSmoothNoise(120)
	for i := range slide {
		tt := float64(i) / s.rate
		if i%32 == 0 {
			bp.tune(bandPass, s.rate, 2200+2600*tt/length, 0.9)
		}
		env := swell(tt, 0, 0.06, 0.1, length)
		slide[i] = hp.step(bp.step(s.noise())) * env * (0.7 + 0.3*fibres.sample())
	}
	t.add(0, norm(slide), 0.8, pan)
	snap := s.noiseBurst(0.03, func(t float64) float64 { return attackDecay(t, 0.0003, 0.004) })
	at := s.n(length - 0.03)
	t.add(at, norm(newFilter(highPass, s.rate, 2500, 0.7).run(snap)), 0.5, pan)
	t.add(at, norm(s.mode(s.uniform(1700, 1900), 0.006, 0.04)), 0.2, pan)
	t.reverberate(s.rate, 0.6, 0.5, 0.4, 0.08)
	return t
}

// cardFlip is a card turned over and slapped down: a short swish whose band
// falls as the card swings, then a slap of contact noise with the table's
// knock under it.
func cardFlip(s *synth) *track {
	t := newTrack(s.n(0.3))
	pan := s.uniform(-0.2, 0.2)
	swish := make([]float64, s.n(0.09))
	bp := newFilter(bandPass, s.rate, 4000, 1.2)
	for i := range swish {
		tt := float64(i) / s.rate
		if i%32 == 0 {
			bp.tune(bandPass, s.rate, 4000-2400*tt/0.09, 1.2)
		}
		swish[i] = bp.step(s.noise()) * swell(tt, 0, 0.03, 0.05, 0.09)
	}
	t.add(0, norm(swish), 0.5, pan)
	at := s.n(s.uniform(0.08, 0.09))
	slap := s.noiseBurst(0.05, func(t float64) float64 { return attackDecay(t, 0.0004, 0.006) })
	t.add(at, norm(newFilter(lowPass, s.rate, 5000, 0.7).run(slap)), 0.9, pan)
	t.add(at, s.mode(s.uniform(600, 700), 0.018, 0.12), 0.35, pan)
	t.add(at, s.mode(s.uniform(1800, 2000), 0.007, 0.05), 0.25, pan)
	t.reverberate(s.rate, 0.6, 0.5, 0.4, 0.08)
	return t
}
