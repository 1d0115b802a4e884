package sound

import "math"

// Edge fades applied to every effect: short enough to keep the attack of a
// hit, long enough that the first and last samples are exactly zero and the
// player never clicks when a sound starts or is cut.
const (
	fadeInSeconds  = 0.001
	fadeOutSeconds = 0.03
)

// master turns a finished effect track into PCM: it removes any DC offset,
// fades the edges, and scales the loudest sample to peak (below 1, so
// nothing clips and the effects keep the balance chosen in their recipes).
func master(t *track, rate, peak float64) []byte {
	removeDC(t.l, rate)
	removeDC(t.r, rate)
	in, out := int(fadeInSeconds*rate), int(fadeOutSeconds*rate)
	for _, x := range [][]float64{t.l, t.r} {
		for i := 0; i < in && i < len(x); i++ {
			x[i] *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(in))
		}
		for i := 0; i < out && i < len(x); i++ {
			x[len(x)-1-i] *= 0.5 - 0.5*math.Cos(math.Pi*float64(i)/float64(out))
		}
	}
	normalize(t, peak)
	return encode(t.l, t.r)
}

// normalize scales both channels together so their loudest sample is peak.
func normalize(t *track, peak float64) {
	if p := peakOf(t.l, t.r); p > 0 {
		scale(t.l, peak/p)
		scale(t.r, peak/p)
	}
}

// removeDC is a one-pole high-pass at about 10 Hz: brown noise and
// asymmetric envelopes leave an offset that would turn into a thump when a
// player starts or stops.
func removeDC(x []float64, rate float64) {
	k := 1 - 2*math.Pi*10/rate
	var px, py float64
	for i, v := range x {
		py = v - px + k*py
		px = v
		x[i] = py
	}
}
