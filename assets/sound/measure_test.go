package sound

import "math"

// Helpers the tests use to look at PCM the way sox would.

// lowFraction is the share of a sound's energy below about cutoff Hz (mono
// mix through a fourth-order low-pass), a coarse picture of its spectrum
// that tells thuds from rustles.
func lowFraction(x []float64, cutoff float64) float64 {
	a, b := newFilter(lowPass, SampleRate, cutoff, math.Sqrt2/2), newFilter(lowPass, SampleRate, cutoff, math.Sqrt2/2)
	var low, all float64
	for i := 0; i+1 < len(x); i += 2 {
		m := (x[i] + x[i+1]) / 2
		y := b.step(a.step(m))
		low += y * y
		all += m * m
	}
	return low / all
}

// power is the Goertzel estimate of the energy of the mono mix of
// interleaved stereo x at freq Hz.
func power(x []float64, freq float64) float64 {
	k := 2 * math.Cos(2*math.Pi*freq/SampleRate)
	var s1, s2 float64
	for i := 0; i+1 < len(x); i += 2 {
		s1, s2 = (x[i]+x[i+1])/2+k*s1-s2, s1
	}
	return s1*s1 + s2*s2 - k*s1*s2
}

// rms is the root mean square of x.
func rms(x []float64) float64 {
	var sum float64
	for _, v := range x {
		sum += v * v
	}
	return math.Sqrt(sum / float64(len(x)))
}

// channel extracts channel ch (0 left, 1 right) of interleaved stereo x.
func channel(x []float64, ch int) []float64 {
	out := make([]float64, len(x)/2)
	for i := range out {
		out[i] = x[2*i+ch]
	}
	return out
}
