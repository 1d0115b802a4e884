package sound

// footstep is a boot on sandy stone: a heel thump with a gritty crunch, the
// toe a moment later with a sand scuff, and a few grains skittering away.
func footstep(s *synth) *track {
	t := newTrack(s.n(0.45))
	pan := s.uniform(-0.15, 0.15)
	heel := s.sweep(s.uniform(100, 125), 55, 0.03, 0.002, 0.03, 0.2)
	t.add(s.n(0.005), norm(heel), 0.9, pan)
	grit := s.noiseBurst(0.15, func(t float64) float64 { return attackDecay(t, 0.002, 0.028) })
	t.add(s.n(0.005), norm(newFilter(lowPass, s.rate, 4000, 0.7).run(newFilter(bandPass, s.rate, s.uniform(1100, 1500), 0.8).run(grit))), 0.45, pan)

	toeAt := 0.005 + s.uniform(0.065, 0.095)
	toe := s.sweep(s.uniform(140, 160), 80, 0.02, 0.002, 0.02, 0.15)
	t.add(s.n(toeAt), norm(toe), 0.4, pan)
	scuff := s.noiseBurst(0.2, func(t float64) float64 { return attackDecay(t, 0.008, 0.05) })
	t.add(s.n(toeAt), norm(newFilter(lowPass, s.rate, 5000, 0.7).run(newFilter(bandPass, s.rate, s.uniform(2300, 2900), 0.7).run(scuff))), 0.35, pan)

	for range 6 {
		grain := s.noiseBurst(0.006, func(t float64) float64 { return attackDecay(t, 0.0002, 0.0008) })
		at := toeAt + s.uniform(0.01, 0.15)
		t.add(s.n(at), norm(newFilter(highPass, s.rate, 3000, 0.7).run(grain)), s.uniform(0.05, 0.15), pan+s.uniform(-0.2, 0.2))
	}
	t.reverberate(s.rate, 0.8, 0.6, 0.4, 0.12)
	return t
}

// mummyStep is heavier and slower than a living step: a dull low thud, then
// the wrapped foot dragged forward (band-passed noise whose band rises as
// it slides, fluttering like cloth, muffled by the wrappings), with loose
// bandages rustling.
func mummyStep(s *synth) *track {
	t := newTrack(s.n(1.0))
	pan := s.uniform(-0.2, 0.2)
	t.add(s.n(0.005), norm(s.sweep(s.uniform(70, 80), 40, 0.05, 0.004, 0.07, 0.4)), 1, pan)
	body := s.noiseBurst(0.2, func(t float64) float64 { return attackDecay(t, 0.003, 0.04) })
	t.add(s.n(0.005), norm(newFilter(lowPass, s.rate, 500, 0.7).run(body)), 0.5, pan)

	drag := make([]float64, s.n(0.75))
	bp := newFilter(bandPass, s.rate, 350, 1)
	flutter := s.newSmoothNoise(18)
	start, length := s.uniform(0.07, 0.1), s.uniform(0.55, 0.62)
	for i := range drag {
		tt := float64(i) / s.rate
		if i%32 == 0 {
			bp.tune(bandPass, s.rate, 350+300*tt/0.75, 1)
		}
		env := swell(tt, start, 0.2, 0.3, start+length)
		drag[i] = bp.step(s.noise()) * env * (0.55 + 0.45*flutter.sample())
	}
	t.add(0, norm(newFilter(lowPass, s.rate, 2500, 0.7).run(drag)), 0.7, pan)

	for range 4 {
		at := s.uniform(0.15, 0.6)
		rustle := s.noiseBurst(0.04, func(t float64) float64 { return swell(t, 0, 0.01, 0.025, 0.04) })
		t.add(s.n(at), norm(newFilter(highPass, s.rate, 2500, 0.7).run(rustle)), 0.12, pan+s.uniform(-0.3, 0.3))
	}
	t.reverberate(s.rate, 1.2, 0.7, 0.5, 0.2)
	return t
}
