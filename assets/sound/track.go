package sound

import "math"

// track is a stereo mix bus that mono sources are panned into.
type track struct {
	l, r []float64
}

func newTrack(samples int) *track {
	return &track{l: make([]float64, samples), r: make([]float64, samples)}
}

// add mixes the mono signal x into the track from sample at onwards, with an
// equal-power pan (-1 left, 0 centre, +1 right); samples past the end are
// dropped, so a recipe cannot overrun its bus.
func (t *track) add(at int, x []float64, gain, pan float64) {
	a := (pan + 1) * math.Pi / 4
	gl, gr := gain*math.Cos(a)*math.Sqrt2, gain*math.Sin(a)*math.Sqrt2
	for i, v := range x {
		j := at + i
		if j < 0 {
			continue
		}
		if j >= len(t.l) {
			break
		}
		t.l[j] += v * gl
		t.r[j] += v * gr
	}
}

// peakOf returns the largest absolute sample of the given signals.
func peakOf(xs ...[]float64) float64 {
	var p float64
	for _, x := range xs {
		for _, v := range x {
			if v > p {
				p = v
			} else if -v > p {
				p = -v
			}
		}
	}
	return p
}

// scale multiplies x in place by g and returns it.
func scale(x []float64, g float64) []float64 {
	for i := range x {
		x[i] *= g
	}
	return x
}

// mix adds src times gain into dst, up to the shorter of the two.
func mix(dst, src []float64, gain float64) {
	for i := range min(len(dst), len(src)) {
		dst[i] += src[i] * gain
	}
}

// norm scales x so its loudest sample is 1, letting a recipe set the balance
// of its parts with plain gains whatever each generator's natural level.
func norm(x []float64) []float64 {
	if p := peakOf(x); p > 0 {
		scale(x, 1/p)
	}
	return x
}
