//go:build !web_horus && !web_pengqueen

package sound

import "math"

// The sounds of Run Run Run! (Kotkrywcy): stone, fire, cloth, claws, paper
// and the cats' dice in a pyramid's stone rooms. The fanfare and the
// sting are in runrunrun_stings.go.

// roomLaid is a room card set down in the maze as a stone slab: a short
// scrape as it slides into place, then a deep thud, a little grit, and
// the chamber answering.
func roomLaid(s *synth) *track {
	t := newTrack(s.n(0.9))
	pan := s.uniform(-0.2, 0.2)
	scrape := make([]float64, s.n(0.14))
	bp := newFilter(bandPass, s.rate, 700, 1.2)
	for i := range scrape {
		tt := float64(i) / s.rate
		if i%32 == 0 {
			bp.tune(bandPass, s.rate, 700-350*tt/0.14, 1.2)
		}
		scrape[i] = bp.step(s.noise()) * swell(tt, 0, 0.04, 0.06, 0.14)
	}
	t.add(0, norm(scrape), 0.35, pan)
	at := s.n(s.uniform(0.11, 0.13))
	t.add(at, norm(s.sweep(s.uniform(105, 120), 46, 0.05, 0.002, 0.1, 0.55)), 1, pan)
	body := s.noiseBurst(0.15, func(t float64) float64 { return attackDecay(t, 0.001, 0.025) })
	t.add(at, norm(newFilter(lowPass, s.rate, 450, 0.7).run(body)), 0.5, pan)
	for range 4 {
		g := s.mode(s.uniform(1500, 3000), 0.005, 0.03)
		t.add(at+s.n(s.uniform(0.01, 0.2)), g, s.uniform(0.03, 0.08), pan+s.uniform(-0.3, 0.3))
	}
	t.reverberate(s.rate, 1.2, 0.7, 0.5, 0.18)
	return t
}

// torchLit is a torch catching: a whoosh of air rising in pitch, a soft
// low "fwump" as the flame takes, then crackles and the hiss of burning
// pitch settling.
func torchLit(s *synth) *track {
	t := newTrack(s.n(1.1))
	pan := s.uniform(-0.25, 0.25)
	whoosh := make([]float64, s.n(0.35))
	bp := newFilter(bandPass, s.rate, 400, 0.8)
	for i := range whoosh {
		tt := float64(i) / s.rate
		if i%32 == 0 {
			bp.tune(bandPass, s.rate, 400+2200*math.Sqrt(tt/0.35), 0.8)
		}
		whoosh[i] = bp.step(s.noise()) * swell(tt, 0, 0.12, 0.18, 0.35)
	}
	t.add(0, norm(whoosh), 0.7, pan)
	t.add(s.n(0.12), norm(s.sweep(95, 58, 0.06, 0.01, 0.1, 0.45)), 0.3, pan)
	hiss := s.noiseBurst(0.9, func(tt float64) float64 { return swell(tt, 0.1, 0.1, 0.5, 0.9) })
	t.add(s.n(0.15), norm(newFilter(highPass, s.rate, 2500, 0.7).run(newFilter(lowPass, s.rate, 6000, 0.7).run(hiss))), 0.18, pan)
	for range 22 {
		at := s.uniform(0.18, 0.95)
		pop := s.noiseBurst(0.004, func(t float64) float64 { return attackDecay(t, 0.0002, 0.0007) })
		t.add(s.n(at), norm(newFilter(highPass, s.rate, 1800, 0.7).run(pop)), s.uniform(0.1, 0.35)*(1.1-at), pan+s.uniform(-0.15, 0.15))
	}
	t.reverberate(s.rate, 0.9, 0.6, 0.45, 0.12)
	return t
}

// torchGutter is the last torch going out: a flame hiss that sputters
// (its loudness fluttering ever lower), a few last pops, and a soft puff.
func torchGutter(s *synth) *track {
	t := newTrack(s.n(1.5))
	flutter := s.newSmoothNoise(14)
	hiss := make([]float64, s.n(1.0))
	bp := newFilter(bandPass, s.rate, 2200, 0.7)
	for i := range hiss {
		tt := float64(i) / s.rate
		f := 0.5 + 0.5*flutter.sample()
		hiss[i] = bp.step(s.noise()) * f * f * swell(tt, 0, 0.05, 0.45, 1.0) * (1 - 0.6*tt)
	}
	t.add(0, norm(hiss), 0.45, 0)
	for range 7 {
		at := s.uniform(0.05, 0.85)
		pop := s.noiseBurst(0.005, func(t float64) float64 { return attackDecay(t, 0.0002, 0.0009) })
		t.add(s.n(at), norm(newFilter(highPass, s.rate, 1500, 0.7).run(pop)), s.uniform(0.15, 0.4)*(1-at), s.uniform(-0.2, 0.2))
	}
	puffAt := s.n(s.uniform(0.88, 0.95))
	puff := s.noiseBurst(0.25, func(t float64) float64 { return attackDecay(t, 0.01, 0.05) })
	t.add(puffAt, norm(newFilter(lowPass, s.rate, 700, 0.7).run(puff)), 0.55, 0)
	t.add(puffAt, norm(s.sweep(80, 55, 0.05, 0.008, 0.05, 0.25)), 0.3, 0)
	t.reverberate(s.rate, 0.9, 0.6, 0.45, 0.12)
	return t
}

// heartThump is a heart put on the mummy deck: a heartbeat's two low
// beats, lub and dub, slightly saturated.
func heartThump(s *synth) *track {
	t := newTrack(s.n(0.7))
	lub := s.sweep(s.uniform(64, 70), 46, 0.04, 0.006, 0.07, 0.35)
	dub := s.sweep(s.uniform(56, 60), 42, 0.04, 0.006, 0.06, 0.3)
	gap := s.uniform(0.18, 0.22)
	for _, b := range []struct {
		x   []float64
		at  float64
		amp float64
	}{{lub, 0.005, 1}, {dub, 0.005 + gap, 0.7}} {
		x := norm(b.x)
		for i := range x {
			x[i] = math.Tanh(1.8*x[i]) / math.Tanh(1.8)
		}
		t.add(s.n(b.at), x, b.amp, 0)
		click := s.noiseBurst(0.03, func(t float64) float64 { return attackDecay(t, 0.001, 0.006) })
		t.add(s.n(b.at), norm(newFilter(lowPass, s.rate, 300, 0.7).run(click)), 0.25*b.amp, 0)
	}
	t.reverberate(s.rate, 0.8, 0.55, 0.5, 0.08)
	return t
}

// lidSlide is a mummy waking: a sarcophagus lid grinding aside (noise in
// a band following the lid's speed, stick-slip grit, a low scrape), a
// clunk as it drops, and a dry breath rising from inside.
func lidSlide(s *synth) *track {
	const slide = 1.3
	t := newTrack(s.n(2.9))
	speed := func(tt float64) float64 { return swell(tt, 0.02, 0.25, 0.3, slide) }
	grind := make([]float64, s.n(slide))
	grit := make([]float64, len(grind))
	scrape := make([]float64, len(grind))
	band := newFilter(bandPass, s.rate, 260, 1.1)
	tone := newFilter(bandPass, s.rate, 95, 8)
	for i := range grind {
		tt := float64(i) / s.rate
		v := speed(tt)
		if i%32 == 0 {
			band.tune(bandPass, s.rate, 260+220*v, 1.1)
		}
		grind[i] = band.step(s.noise()) * v
		if s.rng.Float64() < v*60/s.rate {
			grit[i] = s.uniform(0.3, 1)
		}
		scrape[i] = tone.step(s.noise()) * v
	}
	newFilter(bandPass, s.rate, 1200, 2).run(grit)
	t.add(0, norm(grind), 0.8, -0.15)
	t.add(0, norm(grit), 0.3, 0.15)
	t.add(0, norm(scrape), 0.45, 0)
	at := s.n(slide + 0.02)
	t.add(at, norm(s.sweep(95, 44, 0.05, 0.003, 0.13, 0.6)), 0.85, 0)

	breath := make([]float64, s.n(0.8))
	f1, f2 := newFilter(bandPass, s.rate, 320, 4), newFilter(bandPass, s.rate, 800, 5)
	for i := range breath {
		tt := float64(i) / s.rate
		x := s.noise()
		breath[i] = (f1.step(x) + 0.5*f2.step(x)) * swell(tt, 0, 0.3, 0.45, 0.8)
	}
	t.add(s.n(slide+0.15), norm(breath), 0.35, 0.1)
	t.reverberate(s.rate, 1.4, 0.75, 0.5, 0.25)
	return t
}

// mummyShuffle is a mummy shuffling one room on: two wrapped feet dragged
// over stone (noise in a band that rises as each foot slides, fluttering
// like cloth), each ending in a soft thud.
func mummyShuffle(s *synth) *track {
	t := newTrack(s.n(1.0))
	pan := s.uniform(-0.3, 0.3)
	for k := 0; k < 2; k++ {
		start := float64(k)*s.uniform(0.34, 0.4) + 0.005
		l := s.uniform(0.26, 0.32)
		drag := make([]float64, s.n(l))
		bp := newFilter(bandPass, s.rate, 260, 1.1)
		flutter := s.newSmoothNoise(22)
		for i := range drag {
			tt := float64(i) / s.rate
			if i%32 == 0 {
				bp.tune(bandPass, s.rate, 260+260*tt/l, 1.1)
			}
			drag[i] = bp.step(s.noise()) * swell(tt, 0, 0.08, 0.12, l) * (0.6 + 0.4*flutter.sample())
		}
		t.add(s.n(start), norm(newFilter(lowPass, s.rate, 2200, 0.7).run(drag)), 0.75, pan)
		t.add(s.n(start+l-0.04), norm(s.sweep(s.uniform(70, 80), 42, 0.04, 0.004, 0.06, 0.3)), 0.55, pan)
	}
	t.reverberate(s.rate, 1.2, 0.7, 0.5, 0.18)
	return t
}

// clawSwipe is a mummy's strike: a fast swish whose band flies up and
// back, and three claws scratching.
func clawSwipe(s *synth) *track {
	t := newTrack(s.n(0.5))
	pan := s.uniform(-0.3, 0.3)
	swish := make([]float64, s.n(0.12))
	bp := newFilter(bandPass, s.rate, 1500, 1.4)
	for i := range swish {
		tt := float64(i) / s.rate
		if i%16 == 0 {
			bp.tune(bandPass, s.rate, 1500+4500*math.Sin(math.Pi*tt/0.12), 1.4)
		}
		swish[i] = bp.step(s.noise()) * swell(tt, 0, 0.05, 0.06, 0.12)
	}
	t.add(0, norm(swish), 0.7, pan-0.3)
	for k := 0; k < 3; k++ {
		at := 0.07 + float64(k)*s.uniform(0.012, 0.02)
		sc := s.noiseBurst(0.035, func(t float64) float64 { return attackDecay(t, 0.001, 0.008) })
		t.add(s.n(at), norm(newFilter(bandPass, s.rate, s.uniform(3000, 4200), 3).run(sc)), 0.5, pan+0.15*float64(k))
	}
	t.reverberate(s.rate, 0.8, 0.55, 0.4, 0.1)
	return t
}

// cardsTorn is cards torn out of a hand: a ragged rip of paper (noise
// crackling through a high band), then the pieces fluttering down.
func cardsTorn(s *synth) *track {
	t := newTrack(s.n(0.9))
	pan := s.uniform(-0.2, 0.2)
	l := s.uniform(0.24, 0.3)
	rip := make([]float64, s.n(l))
	bp := newFilter(bandPass, s.rate, 2600, 0.9)
	for i := range rip {
		tt := float64(i) / s.rate
		if i%32 == 0 {
			bp.tune(bandPass, s.rate, 2600+1600*tt/l, 0.9)
		}
		crackle := 0.25
		if s.rng.Float64() < 0.08 {
			crackle = 1
		}
		rip[i] = bp.step(s.noise()*crackle) * swell(tt, 0, 0.02, 0.06, l)
	}
	t.add(0, norm(rip), 0.8, pan)
	fl := make([]float64, s.n(0.5))
	fb := newFilter(bandPass, s.rate, 1600, 1.2)
	rate := s.uniform(14, 19)
	for i := range fl {
		tt := float64(i) / s.rate
		flap := 0.5 + 0.5*math.Sin(2*math.Pi*rate*tt)
		fl[i] = fb.step(s.noise()) * flap * flap * swell(tt, 0, 0.05, 0.3, 0.5)
	}
	t.add(s.n(l+0.02), norm(fl), 0.3, -pan)
	t.reverberate(s.rate, 0.7, 0.5, 0.4, 0.08)
	return t
}

// combatDice is a handful of bone dice thrown onto stone: a few knocks in
// the paw, then each die bouncing lower and quicker and tumbling to rest.
// Bone rings lower and shorter than the Horus dice's hard plastic.
func combatDice(s *synth) *track {
	t := newTrack(s.n(1.3))
	for range 6 {
		s.boneHit(t, s.uniform(0.01, 0.2), s.uniform(0.06, 0.16), s.uniform(-0.2, 0.2), 1400, true)
	}
	for d := range 4 {
		at := 0.3 + s.uniform(0, 0.06)
		gap, amp := s.uniform(0.08, 0.11), s.uniform(0.7, 1)
		pan := -0.45 + 0.3*float64(d) + s.uniform(-0.05, 0.05)
		for amp > 0.12 {
			s.boneHit(t, at, amp, pan, 1400, false)
			at += gap
			gap *= s.uniform(0.65, 0.78)
			amp *= s.uniform(0.6, 0.72)
		}
	}
	t.reverberate(s.rate, 0.9, 0.6, 0.45, 0.12)
	return t
}

// mummyDice is the mummy dice: fewer, heavier stone dice, knocking lower
// with a thud of weight under each landing.
func mummyDice(s *synth) *track {
	t := newTrack(s.n(1.1))
	for d := range 2 {
		at := 0.02 + s.uniform(0, 0.05)
		gap, amp := s.uniform(0.12, 0.15), 1.0
		pan := -0.2 + 0.4*float64(d)
		for amp > 0.15 {
			s.boneHit(t, at, amp, pan, 760, false)
			t.add(s.n(at), norm(s.sweep(190, 120, 0.02, 0.001, 0.03, 0.12)), 0.5*amp, pan)
			at += gap
			gap *= s.uniform(0.62, 0.72)
			amp *= s.uniform(0.55, 0.65)
		}
	}
	t.reverberate(s.rate, 1.2, 0.7, 0.5, 0.18)
	return t
}

// boneHit adds one knock of a die whose lowest mode is near base Hz: four
// decaying modes, a click of contact and, on the floor, a knock of stone.
func (s *synth) boneHit(t *track, at, amp, pan, base float64, inHand bool) {
	hit := make([]float64, s.n(0.07))
	f := base * s.uniform(0.92, 1.08)
	bright := 1.0
	if inHand {
		bright = 0.3
	}
	for i, ratio := range [4]float64{1, 1.63, 2.4, 3.3} {
		g := [4]float64{1, 0.6, 0.4, 0.25}[i]
		if i > 0 {
			g *= bright
		}
		mix(hit, s.mode(f*ratio, [4]float64{0.014, 0.01, 0.007, 0.005}[i], 0.07), g)
	}
	click := newFilter(highPass, s.rate, 1800, 0.7).run(s.noiseBurst(0.008, func(t float64) float64 { return attackDecay(t, 0.0002, 0.0012) }))
	mix(hit, click, 0.7*bright)
	if !inHand {
		mix(hit, s.mode(s.uniform(380, 440), 0.016, 0.07), 0.35)
	}
	t.add(s.n(at), hit, amp, pan)
}

// mechanismGrind is a hidden mechanism working: a ratchet clicking ever
// faster then slower, the grind of stone wheels under it, and a clunk
// when it locks.
func mechanismGrind(s *synth) *track {
	const run = 1.3
	t := newTrack(s.n(2.3))
	grind := make([]float64, s.n(run))
	lp := newFilter(lowPass, s.rate, 320, 0.9)
	for i := range grind {
		tt := float64(i) / s.rate
		grind[i] = lp.step(s.noise()) * swell(tt, 0, 0.2, 0.25, run)
	}
	t.add(0, norm(grind), 0.6, 0)
	at := 0.05
	for at < run-0.05 {
		u := at / run
		rate := 7 + 14*math.Sin(math.Pi*u)
		click := s.mode(s.uniform(2300, 2700), 0.004, 0.03)
		mix(click, s.mode(s.uniform(900, 1000), 0.006, 0.03), 0.6)
		t.add(s.n(at), click, 0.35+0.25*math.Sin(math.Pi*u), s.uniform(-0.25, 0.25))
		at += 1 / rate
	}
	lock := s.n(run)
	t.add(lock, norm(s.sweep(140, 60, 0.04, 0.002, 0.1, 0.5)), 0.9, 0)
	t.add(lock, s.mode(1250, 0.03, 0.3), 0.3, 0)
	t.reverberate(s.rate, 1.4, 0.72, 0.5, 0.22)
	return t
}

// exitRumble is the Exit opening: the pyramid rumbling as a wall gives
// (brown noise under 120 Hz swelling, stone grinding), a boom, pebbles
// raining, and a bright shimmer of daylight.
func exitRumble(s *synth) *track {
	t := newTrack(s.n(3.2))
	rumble := s.brown(2.6)
	lp1, lp2 := newFilter(lowPass, s.rate, 120, 0.7), newFilter(lowPass, s.rate, 120, 0.7)
	for i := range rumble {
		tt := float64(i) / s.rate
		rumble[i] = lp2.step(lp1.step(rumble[i])) * swell(tt, 0, 1.2, 1.0, 2.6)
	}
	t.add(0, norm(rumble), 0.8, 0)
	grind := make([]float64, s.n(1.5))
	bp := newFilter(bandPass, s.rate, 180, 1.2)
	for i := range grind {
		tt := float64(i) / s.rate
		grind[i] = bp.step(s.noise()) * swell(tt, 0.2, 0.6, 0.3, 1.5)
	}
	t.add(0, norm(grind), 0.4, -0.2)
	boom := s.n(1.45)
	t.add(boom, norm(s.sweep(72, 34, 0.1, 0.004, 0.3, 1.4)), 1, 0)
	for range 10 {
		at := 1.5 + s.uniform(0, 0.9)
		f := s.uniform(1100, 3000)
		p := s.mode(f, 0.006, 0.04)
		mix(p, s.mode(f*1.7, 0.004, 0.04), 0.5)
		t.add(s.n(at), p, s.uniform(0.05, 0.12), s.uniform(-0.7, 0.7))
	}
	for i, f := range [3]float64{1318.51, 1975.53, 2637.02} {
		shimmer := s.mode(f, 0.5, 1.5)
		for j := range shimmer {
			shimmer[j] *= swell(float64(j)/s.rate, 0, 0.4, 0.6, 1.5)
		}
		t.add(boom+s.n(0.1*float64(i)), norm(shimmer), 0.1, -0.4+0.4*float64(i))
	}
	t.reverberate(s.rate, 1.7, 0.78, 0.5, 0.28)
	return t
}

// Run Run Run!'s recipes, in the builds that play it (effects.go's
// recipes); its stings are in runrunrun_stings.go.
func init() {
	recipes[RoomLaid] = recipe{"room laid", 3, 0.85, roomLaid}
	recipes[TorchLit] = recipe{"torch lit", 2, 0.65, torchLit}
	recipes[TorchGutter] = recipe{"torch gutter", 1, 0.55, torchGutter}
	recipes[HeartThump] = recipe{"heart thump", 2, 0.75, heartThump}
	recipes[LidSlide] = recipe{"lid slide", 1, 0.70, lidSlide}
	recipes[MummyShuffle] = recipe{"mummy shuffle", 3, 0.60, mummyShuffle}
	recipes[ClawSwipe] = recipe{"claw swipe", 3, 0.65, clawSwipe}
	recipes[CardsTorn] = recipe{"cards torn", 2, 0.55, cardsTorn}
	recipes[CombatDice] = recipe{"combat dice", 3, 0.80, combatDice}
	recipes[MummyDice] = recipe{"mummy dice", 2, 0.80, mummyDice}
	recipes[MechanismGrind] = recipe{"mechanism grind", 1, 0.70, mechanismGrind}
	recipes[ExitRumble] = recipe{"exit rumble", 1, 0.89, exitRumble}
	recipes[TeamWins] = recipe{"team wins", 1, 0.70, teamWins}
	recipes[TeamLoses] = recipe{"team loses", 1, 0.70, teamLoses}
}
