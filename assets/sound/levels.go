package sound

import (
	"encoding/binary"
	"math"
	"time"
)

// Levels are measurements of a sound's PCM. The tests hold every sound to
// limits on them, and cmd/soundcheck prints them so a change to a recipe
// shows up as numbers, not only by ear.
type Levels struct {
	Duration time.Duration
	Peak     float64 // largest absolute sample, as a fraction of full scale
	RMS      float64 // root mean square over both channels, fraction of full scale
	Edge     float64 // largest absolute sample of the first and last frames
}

// Measure returns the Levels of 16-bit little-endian stereo PCM at SampleRate.
func Measure(pcm []byte) Levels {
	x := samples(pcm)
	lv := Levels{Duration: Duration(pcm)}
	var sum float64
	for _, v := range x {
		lv.Peak = math.Max(lv.Peak, math.Abs(v))
		sum += v * v
	}
	if len(x) >= 2*2 {
		lv.RMS = math.Sqrt(sum / float64(len(x)))
		for _, v := range [4]float64{x[0], x[1], x[len(x)-2], x[len(x)-1]} {
			lv.Edge = math.Max(lv.Edge, math.Abs(v))
		}
	}
	return lv
}

// samples decodes interleaved 16-bit PCM to floats in [-1, 1).
func samples(pcm []byte) []float64 {
	x := make([]float64, len(pcm)/2)
	for i := range x {
		x[i] = float64(int16(binary.LittleEndian.Uint16(pcm[2*i:]))) / (math.MaxInt16 + 1)
	}
	return x
}
