//go:build !web_horus && !web_runrunrun

package sound

import "math"

// The sounds of Pyramid of Pengqueen (spec §9.9). The Mummy, looking away
// behind the board, hears every one of them, so none may tell her more
// than the announcements do (spec §9.3): a walk is as many steps as the
// number announced, an arrow slide is one sound of a fixed length however
// far it goes, and nothing depends on the square reached. The game's
// presentation (render/pengqueen's Cues) maps the engine's events to them
// and is tested to give the same sounds whatever a seat may see; this
// package knows no game's rules.

// penguinStep is a webbed foot patting stone: a short soft thump with a
// wet slap of band-passed noise and a faint squeak of the sole.
func penguinStep(s *synth) *track {
	t := newTrack(s.n(0.3))
	pan := s.uniform(-0.15, 0.15)
	t.add(s.n(0.004), norm(s.sweep(s.uniform(170, 200), 90, 0.02, 0.002, 0.025, 0.15)), 0.9, pan)
	slap := s.noiseBurst(0.08, func(t float64) float64 { return attackDecay(t, 0.001, 0.012) })
	t.add(s.n(0.004), norm(newFilter(bandPass, s.rate, s.uniform(850, 1150), 1.3).run(slap)), 0.55, pan)
	t.add(s.n(0.01), norm(s.sweep(s.uniform(1500, 1700), 1300, 0.02, 0.003, 0.012, 0.05)), 0.08, pan)
	t.reverberate(s.rate, 0.7, 0.55, 0.45, 0.1)
	return t
}

// slideSeconds is the length of the arrow slide: the same for every
// slide, short or long.
const slideSeconds = 1.3

// penguinSlide is a belly slide on cold stone: a whoosh of noise whose
// band rises as the penguin speeds away and falls as it slows, a hiss of
// friction over it, then the bump of the stop. Always slideSeconds long.
func penguinSlide(s *synth) *track {
	t := newTrack(s.n(slideSeconds))
	pan := s.uniform(-0.2, 0.2)
	glide := 0.85
	whoosh := make([]float64, s.n(glide))
	hiss := make([]float64, len(whoosh))
	bp := newFilter(bandPass, s.rate, 600, 1.1)
	hp := newFilter(highPass, s.rate, 3500, 0.7)
	rough := s.newSmoothNoise(30)
	peak := s.uniform(0.25, 0.35)
	for i := range whoosh {
		tt := float64(i) / s.rate
		if i%32 == 0 {
			f := 600 + 1300*math.Exp(-sq((tt-peak)/0.25))
			bp.tune(bandPass, s.rate, f, 1.1)
		}
		env := swell(tt, 0, 0.08, 0.35, glide)
		whoosh[i] = bp.step(s.noise()) * env
		hiss[i] = hp.step(s.noise()) * env * (0.6 + 0.4*rough.sample())
	}
	t.add(0, norm(whoosh), 0.7, pan)
	t.add(0, norm(hiss), 0.18, pan)
	bump := glide - 0.05
	t.add(s.n(bump), norm(s.sweep(s.uniform(120, 140), 60, 0.03, 0.002, 0.06, 0.3)), 0.8, pan)
	thud := s.noiseBurst(0.1, func(t float64) float64 { return attackDecay(t, 0.001, 0.02) })
	t.add(s.n(bump), norm(newFilter(lowPass, s.rate, 900, 0.7).run(thud)), 0.35, pan)
	t.reverberate(s.rate, 0.9, 0.6, 0.45, 0.12)
	return t
}

// hunterDice is five dice shaken and thrown into the felt-lined tray:
// knocks in the hand, then each die bouncing (duller than on wood) and
// tumbling to rest.
func hunterDice(s *synth) *track {
	t := newTrack(s.n(1.5))
	for range 12 {
		s.dieHit(t, s.uniform(0.01, 0.3), s.uniform(0.06, 0.18), s.uniform(-0.25, 0.25), true)
	}
	for d := range 5 {
		at := 0.4 + s.uniform(0, 0.08)
		gap, amp := s.uniform(0.08, 0.12), s.uniform(0.7, 1)
		pan := -0.5 + 0.25*float64(d) + s.uniform(-0.05, 0.05)
		for amp > 0.12 {
			s.dieHit(t, at, amp*0.8, pan, false)
			at += gap
			gap *= s.uniform(0.62, 0.75)
			amp *= s.uniform(0.55, 0.68)
		}
		for k := range 3 {
			at += s.uniform(0.015, 0.03)
			s.dieHit(t, at, amp*0.5*(1-float64(k)/3), pan, false)
		}
	}
	lp := newFilter(lowPass, s.rate, 6500, 0.7) // the felt takes the edge off
	lp.run(t.l)
	lp = newFilter(lowPass, s.rate, 6500, 0.7)
	lp.run(t.r)
	t.reverberate(s.rate, 0.7, 0.6, 0.4, 0.1)
	return t
}

// mummyDieRoll is the Mummy's black die: one heavy die rolled in her own
// corner, each bounce with a low knock under its click.
func mummyDieRoll(s *synth) *track {
	t := newTrack(s.n(1.0))
	pan := s.uniform(0.2, 0.4)
	at, gap, amp := 0.02, s.uniform(0.1, 0.13), 1.0
	for amp > 0.1 {
		s.dieHit(t, at, amp*0.7, pan, false)
		t.add(s.n(at), norm(s.sweep(s.uniform(150, 180), 90, 0.02, 0.001, 0.04, 0.2)), amp*0.6, pan)
		at += gap
		gap *= s.uniform(0.65, 0.75)
		amp *= s.uniform(0.55, 0.65)
	}
	for k := range 4 {
		at += s.uniform(0.02, 0.035)
		s.dieHit(t, at, 0.2*(1-float64(k)/4), pan, false)
	}
	t.reverberate(s.rate, 0.9, 0.65, 0.45, 0.15)
	return t
}

// diceAside is a mummy face set aside: a die knocked onto the stone
// shelf, a low thud under its click, and a little rattle as it settles.
func diceAside(s *synth) *track {
	t := newTrack(s.n(0.5))
	pan := s.uniform(-0.3, 0.3)
	s.dieHit(t, 0.005, 1, pan, false)
	t.add(s.n(0.005), norm(s.sweep(s.uniform(130, 150), 65, 0.03, 0.002, 0.05, 0.3)), 0.9, pan)
	at := 0.06
	for k := range 3 {
		at += s.uniform(0.025, 0.045)
		s.dieHit(t, at, 0.35*(1-float64(k)/3), pan, false)
	}
	t.reverberate(s.rate, 1.0, 0.65, 0.5, 0.15)
	return t
}

// magnetClack is the magnets snapping together on a catch: a hard, very
// short click, two metal rings over it and a low knock of the board.
func magnetClack(s *synth) *track {
	t := newTrack(s.n(0.4))
	pan := s.uniform(-0.1, 0.1)
	click := s.noiseBurst(0.01, func(t float64) float64 { return attackDecay(t, 0.0001, 0.0012) })
	t.add(0, norm(newFilter(highPass, s.rate, 1500, 0.7).run(click)), 1, pan)
	t.add(0, s.mode(s.uniform(3000, 3300), 0.025, 0.2), 0.5, pan)
	t.add(0, s.mode(s.uniform(4600, 4900), 0.015, 0.15), 0.3, pan)
	t.add(0, norm(s.sweep(s.uniform(320, 360), 160, 0.01, 0.0005, 0.018, 0.12)), 0.7, pan)
	t.reverberate(s.rate, 0.8, 0.6, 0.4, 0.12)
	return t
}

// cardShow is a treasure shown: a card turned and slapped face up, then a
// glint of three bell notes (C7, E7, G7) ringing out.
func cardShow(s *synth) *track {
	t := newTrack(s.n(1.1))
	flip := cardFlip(s)
	mix(t.l, flip.l, 0.8)
	mix(t.r, flip.r, 0.8)
	for i, f := range [3]float64{2093.0, 2637.0, 3136.0} {
		at := s.n(0.1 + 0.06*float64(i))
		t.add(at, s.mode(f, 0.28, 0.9), 0.18, -0.4+0.4*float64(i))
		t.add(at, s.mode(f*2.76, 0.08, 0.4), 0.04, -0.4+0.4*float64(i))
	}
	t.reverberate(s.rate, 1.1, 0.7, 0.4, 0.18)
	return t
}

// mummySting marks the Mummy's turn: a low gong struck once, with a dark
// cluster of horns (D2, E♭2 and A2 sawtooths through a slowly opening
// low-pass) swelling under it, in a large stone room.
func mummySting(s *synth) *track {
	t := newTrack(s.n(2.4))
	for i, f := range [5]float64{98, 146.3, 203.1, 267.4, 341.2} {
		t.add(0, s.mode(f*s.uniform(0.995, 1.005), 0.9-0.12*float64(i), 1.9), 0.5/float64(i+1), s.uniform(-0.2, 0.2))
	}
	t.add(0, norm(s.sweep(90, 55, 0.1, 0.003, 0.2, 0.8)), 0.45, 0)
	dur := 1.6
	horns := make([]float64, s.n(dur))
	lp := newFilter(lowPass, s.rate, 200, 0.9)
	var ph [3]float64
	notes := [3]float64{73.42, 77.78, 110.0}
	for i := range horns {
		tt := float64(i) / s.rate
		if i%64 == 0 {
			lp.tune(lowPass, s.rate, 200+900*swell(tt, 0, 0.6, 0.8, dur), 0.9)
		}
		var x float64
		for k, f := range notes {
			ph[k] = math.Mod(ph[k]+f/s.rate, 1)
			x += polyBLEPSaw(ph[k], f/s.rate)
		}
		horns[i] = math.Tanh(1.5*lp.step(x/3)) * swell(tt, 0, 0.5, 0.8, dur)
	}
	t.add(s.n(0.05), norm(horns), 0.55, 0)
	t.reverberate(s.rate, 1.6, 0.78, 0.5, 0.28)
	return t
}

// Pengqueen's recipes, in the builds that play it (effects.go's recipes).
func init() {
	recipes[PenguinStep] = recipe{"penguin step", 4, 0.50, penguinStep}
	recipes[PenguinSlide] = recipe{"penguin slide", 2, 0.60, penguinSlide}
	recipes[HunterDice] = recipe{"hunter dice", 2, 0.85, hunterDice}
	recipes[MummyDieRoll] = recipe{"mummy die", 2, 0.75, mummyDieRoll}
	recipes[DiceAside] = recipe{"dice aside", 2, 0.70, diceAside}
	recipes[MagnetClack] = recipe{"magnet clack", 2, 0.80, magnetClack}
	recipes[CardShow] = recipe{"card show", 2, 0.60, cardShow}
	recipes[MummySting] = recipe{"mummy sting", 1, 0.75, mummySting}
}
