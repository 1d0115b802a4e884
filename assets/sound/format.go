package sound

import (
	"encoding/binary"
	"math"
	"time"
)

// SampleRate is the rate every sound is synthesized at and the rate of the
// audio context this package creates: 48 kHz, the native rate of most
// desktop and browser audio devices, so nothing is resampled on the way out.
const SampleRate = 48000

// BytesPerFrame is the size of one stereo frame of 16-bit samples, the only
// PCM layout ebiten's audio package plays from bytes.
const BytesPerFrame = 4

// Duration is the playing time of PCM at SampleRate.
func Duration(pcm []byte) time.Duration {
	return time.Duration(len(pcm)/BytesPerFrame) * time.Second / SampleRate
}

// encode interleaves two channels of float samples into 16-bit little-endian
// stereo PCM, rounding and saturating at full scale.
func encode(l, r []float64) []byte {
	out := make([]byte, len(l)*BytesPerFrame)
	for i := range l {
		binary.LittleEndian.PutUint16(out[i*4:], uint16(toInt16(l[i])))
		binary.LittleEndian.PutUint16(out[i*4+2:], uint16(toInt16(r[i])))
	}
	return out
}

func toInt16(v float64) int16 {
	v = math.Round(v * math.MaxInt16)
	return int16(math.Max(math.MinInt16, math.Min(math.MaxInt16, v)))
}
