package sound

import "math"

// stoneImpact is a stone block landing: a deep thud whose pitch drops as the
// floor gives, a stone body tone, a sharp crack, a long low rumble (brown
// noise under 140 Hz), pebbles falling after it, and the chamber ringing.
func stoneImpact(s *synth) *track {
	t := newTrack(s.n(2.4))
	t.add(0, norm(s.sweep(s.uniform(90, 100), 36, 0.08, 0.003, 0.22, 1.5)), 1, 0)
	t.add(0, norm(s.sweep(s.uniform(150, 170), 70, 0.05, 0.002, 0.09, 0.6)), 0.35, 0)
	crack := s.noiseBurst(0.15, func(t float64) float64 { return attackDecay(t, 0.0005, 0.012) })
	t.add(0, norm(newFilter(lowPass, s.rate, 2500, 0.7).run(crack)), 0.6, 0)

	rumble := s.brown(2.3)
	lp1, lp2 := newFilter(lowPass, s.rate, 140, 0.7), newFilter(lowPass, s.rate, 140, 0.7)
	for i := range rumble {
		rumble[i] = lp2.step(lp1.step(rumble[i])) * attackDecay(float64(i)/s.rate, 0.03, 0.6)
	}
	t.add(0, norm(s.taper(rumble)), 0.55, 0)

	for range 8 {
		at := s.uniform(0.06, 0.9)
		f := s.uniform(1200, 3200)
		pebble := s.mode(f, 0.006, 0.04)
		mix(pebble, s.mode(f*1.7, 0.004, 0.04), 0.5)
		t.add(s.n(at), pebble, s.uniform(0.04, 0.14)*(1-at), s.uniform(-0.7, 0.7))
	}
	t.reverberate(s.rate, 1.6, 0.75, 0.5, 0.25)
	return t
}

// sarcophagus is a stone lid pushed aside: grinding noise whose band follows
// the lid's speed, stick-slip grit (random impulses, more of them the faster
// it slides, ringing in a band around 1.4 kHz), a low tonal scrape, two
// moments where the lid catches, and a heavy clunk when it comes to rest.
func sarcophagus(s *synth) *track {
	const slide = 2.3
	t := newTrack(s.n(slide + 1.0))
	catch1, catch2 := s.uniform(0.8, 1.0), s.uniform(1.5, 1.7)
	speed := func(tt float64) float64 {
		dip := 0.6*math.Exp(-sq((tt-catch1)/0.06)) + 0.6*math.Exp(-sq((tt-catch2)/0.06))
		return swell(tt, 0.05, 0.35, 0.4, slide) * (1 - dip)
	}
	grind := make([]float64, s.n(slide))
	grit := make([]float64, len(grind))
	scrape := make([]float64, len(grind))
	band := newFilter(bandPass, s.rate, 220, 1.1)
	tone := newFilter(bandPass, s.rate, 110, 8)
	for i := range grind {
		tt := float64(i) / s.rate
		v := speed(tt)
		if i%32 == 0 {
			band.tune(bandPass, s.rate, 220+180*v, 1.1)
			tone.tune(bandPass, s.rate, 110-15*tt/slide, 8)
		}
		grind[i] = band.step(s.noise()) * v
		if s.rng.Float64() < v*45/s.rate {
			grit[i] = s.uniform(0.3, 1)
		}
		scrape[i] = tone.step(s.noise()) * v
	}
	newFilter(lowPass, s.rate, 5000, 0.7).run(newFilter(bandPass, s.rate, 1400, 2).run(grit))
	t.add(0, norm(grind), 0.8, -0.1)
	t.add(0, norm(grit), 0.35, 0.15)
	t.add(0, norm(scrape), 0.4, 0)

	at := s.n(slide - 0.02)
	t.add(at, norm(s.sweep(85, 45, 0.06, 0.003, 0.15, 0.8)), 0.9, 0)
	crack := s.noiseBurst(0.1, func(t float64) float64 { return attackDecay(t, 0.0005, 0.02) })
	t.add(at, norm(newFilter(lowPass, s.rate, 1500, 0.7).run(crack)), 0.4, 0)
	t.reverberate(s.rate, 1.5, 0.75, 0.5, 0.25)
	return t
}

func sq(x float64) float64 { return x * x }
