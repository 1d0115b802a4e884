package sound

import "math"

// mummyGroan is a dry, hollow voice: a band-limited sawtooth at a low pitch
// that rises and sinks, with vibrato, jitter, a subharmonic (vocal fry) for
// roughness and breath noise, shaped by a chest resonance (a low-pass) and
// three formant filters gliding from "aw" to "oo", then saturated, darkened
// and left to ring in the room.
func mummyGroan(s *synth) *track {
	dur := s.uniform(1.6, 1.9)
	t := newTrack(s.n(dur + 0.6))
	base := s.uniform(72, 84)
	jitter := s.newSmoothNoise(12)
	chest := newFilter(lowPass, s.rate, 300, 0.7)
	formants := [3]*biquad{}
	for i := range formants {
		formants[i] = &biquad{}
	}
	voice := make([]float64, s.n(dur))
	var phase, sub float64
	for i := range voice {
		tt := float64(i) / s.rate
		u := tt / dur
		contour := 1 + 0.15*math.Sin(math.Pi*math.Min(1, u*1.6)) - 0.25*u
		vibrato := 1 + 0.012*math.Sin(2*math.Pi*5.2*tt)*swell(tt, 0.2, 0.3, 0.3, dur)
		f0 := base * contour * vibrato * (1 + 0.02*jitter.sample())
		dt := f0 / s.rate
		phase += dt
		if phase >= 1 {
			phase--
		}
		sub += dt / 2
		if sub >= 1 {
			sub--
		}
		src := polyBLEPSaw(phase, dt) * (1 + 0.5*math.Sin(2*math.Pi*sub))
		x := src + 0.25*s.noise()
		if i%64 == 0 {
			formants[0].tune(bandPass, s.rate, 600-250*u, 600/90)
			formants[1].tune(bandPass, s.rate, 950-200*u, 950/110)
			formants[2].tune(bandPass, s.rate, 2400-100*u, 2400/170)
		}
		y := 0.4*chest.step(src) + formants[0].step(x) + 0.5*formants[1].step(x) + 0.2*formants[2].step(x)
		voice[i] = math.Tanh(3*y) * swell(tt, 0, 0.3, 0.7, dur)
	}
	t.add(0, norm(newFilter(lowPass, s.rate, 4000, 0.7).run(voice)), 1, s.uniform(-0.1, 0.1))
	t.reverberate(s.rate, 1.5, 0.78, 0.45, 0.3)
	return t
}
