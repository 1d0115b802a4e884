package sound

import "math"

// biquad is a second-order IIR filter (Robert Bristow-Johnson's cookbook
// forms). Its coefficients can be recomputed while it runs, which the wind,
// the paper slides and the grinding lid use to sweep their bands.
type biquad struct {
	b0, b1, b2, a1, a2 float64
	x1, x2, y1, y2     float64
}

type filterKind int

const (
	lowPass filterKind = iota
	highPass
	bandPass // constant 0 dB gain at the centre frequency
)

func newFilter(kind filterKind, rate, freq, q float64) *biquad {
	f := &biquad{}
	f.tune(kind, rate, freq, q)
	return f
}

// tune sets the coefficients, keeping the filter's state so a sweep is smooth.
func (f *biquad) tune(kind filterKind, rate, freq, q float64) {
	freq = math.Min(math.Max(freq, 1), 0.45*rate)
	w := 2 * math.Pi * freq / rate
	cw, sw := math.Cos(w), math.Sin(w)
	alpha := sw / (2 * q)
	a0 := 1 + alpha
	switch kind {
	case lowPass:
		f.b0, f.b1, f.b2 = (1-cw)/2, 1-cw, (1-cw)/2
	case highPass:
		f.b0, f.b1, f.b2 = (1+cw)/2, -(1 + cw), (1+cw)/2
	case bandPass:
		f.b0, f.b1, f.b2 = alpha, 0, -alpha
	}
	f.b0, f.b1, f.b2 = f.b0/a0, f.b1/a0, f.b2/a0
	f.a1, f.a2 = -2*cw/a0, (1-alpha)/a0
}

func (f *biquad) step(x float64) float64 {
	y := f.b0*x + f.b1*f.x1 + f.b2*f.x2 - f.a1*f.y1 - f.a2*f.y2
	f.x2, f.x1 = f.x1, x
	f.y2, f.y1 = f.y1, y
	return y
}

// run filters x in place and returns it.
func (f *biquad) run(x []float64) []float64 {
	for i, v := range x {
		x[i] = f.step(v)
	}
	return x
}
