package sound

import "math"

// attackDecay rises along a half cosine for attack seconds, then decays
// exponentially with time constant tau; it never jumps, so nothing clicks.
func attackDecay(t, attack, tau float64) float64 {
	if t < 0 {
		return 0
	}
	if t < attack {
		return 0.5 - 0.5*math.Cos(math.Pi*t/attack)
	}
	return math.Exp(-(t - attack) / tau)
}

// swell is 0 outside [start, end], rises over rise seconds, holds, and falls
// over fall seconds, all along half cosines.
func swell(t, start, rise, fall, end float64) float64 {
	switch {
	case t <= start || t >= end:
		return 0
	case t < start+rise:
		return 0.5 - 0.5*math.Cos(math.Pi*(t-start)/rise)
	case t > end-fall:
		return 0.5 - 0.5*math.Cos(math.Pi*(end-t)/fall)
	}
	return 1
}
