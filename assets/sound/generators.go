package sound

import "math"

// noiseBurst is white noise shaped by env (called with the time in seconds).
func (s *synth) noiseBurst(seconds float64, env func(t float64) float64) []float64 {
	x := make([]float64, s.n(seconds))
	for i := range x {
		x[i] = s.noise() * env(float64(i)/s.rate)
	}
	return s.taper(x)
}

// brown is integrated (red) noise with a leak, for the rumble of a fallen
// block; it is scaled to roughly the range of white noise.
func (s *synth) brown(seconds float64) []float64 {
	x := make([]float64, s.n(seconds))
	var acc float64
	for i := range x {
		acc = 0.995*acc + 0.1*s.noise()
		x[i] = acc
	}
	return x
}

// mode is one decaying sine: the building block of struck objects (dice,
// pebbles, table tops), whose sound is a sum of such resonances.
func (s *synth) mode(freq, tau, seconds float64) []float64 {
	x := make([]float64, s.n(seconds))
	w := 2 * math.Pi * freq / s.rate
	for i := range x {
		t := float64(i) / s.rate
		x[i] = math.Sin(w*float64(i)) * attackDecay(t, modeAttack, tau)
	}
	return s.taper(x)
}

// modeAttack softens the very start of a mode: a sine switched on at full
// amplitude is a broadband click, heard as a tick on top of the tone.
const modeAttack = 0.0005

// sweep is a sine whose frequency glides exponentially from f0 towards f1
// with time constant glide, under an attack/decay envelope: thumps, thuds
// and water drops are all sweeps.
func (s *synth) sweep(f0, f1, glide, attack, tau, seconds float64) []float64 {
	x := make([]float64, s.n(seconds))
	var phase float64
	for i := range x {
		t := float64(i) / s.rate
		f := f1 + (f0-f1)*math.Exp(-t/glide)
		phase += 2 * math.Pi * f / s.rate
		x[i] = math.Sin(phase) * attackDecay(t, attack, tau)
	}
	return s.taper(x)
}

// taper fades the last 10 ms (or tenth) of a generated sound to zero. The
// generators cut their decays off at a fixed length, and a decay cut while
// still audible is a click in the middle of the mix.
func (s *synth) taper(x []float64) []float64 {
	k := min(len(x)/10, s.n(0.01))
	for i := range k {
		x[len(x)-1-i] *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(k))
	}
	return x
}

// smoothNoise is a slowly wandering random value in [-1, 1]: white noise
// held for 1/rate seconds and cosine-interpolated, for jitter and flutter.
type smoothNoise struct {
	s          *synth
	step, pos  float64
	prev, next float64
}

func (s *synth) newSmoothNoise(rate float64) *smoothNoise {
	return &smoothNoise{s: s, step: rate / s.rate, prev: s.noise(), next: s.noise()}
}

func (n *smoothNoise) sample() float64 {
	n.pos += n.step
	for n.pos >= 1 {
		n.pos--
		n.prev, n.next = n.next, n.s.noise()
	}
	k := 0.5 - 0.5*math.Cos(math.Pi*n.pos)
	return n.prev + (n.next-n.prev)*k
}

// polyBLEPSaw is a sawtooth with its discontinuity smoothed (polyBLEP), so
// the voices of the groan and the wound sting do not alias into hiss.
func polyBLEPSaw(phase, dt float64) float64 {
	v := 2*phase - 1
	switch {
	case phase < dt:
		p := phase / dt
		v -= p + p - p*p - 1
	case phase > 1-dt:
		p := (phase - 1) / dt
		v -= p*p + p + p + 1
	}
	return v
}
