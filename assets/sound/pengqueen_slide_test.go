//go:build !web_horus && !web_runrunrun

package sound

import "testing"

// The slide has one length, not a range.
func init() { wantSeconds[PenguinSlide] = [2]float64{slideSeconds, slideSeconds} }

// TestPenguinSlideHasOneLength: every take of the slide lasts exactly the
// same, so the Mummy cannot hear how far a hunter slid.
func TestPenguinSlideHasOneLength(t *testing.T) {
	want := len(SynthesizeVariant(PenguinSlide, 0))
	for v := 1; v < PenguinSlide.Variants(); v++ {
		if got := len(SynthesizeVariant(PenguinSlide, v)); got != want {
			t.Errorf("slide variant %d is %d bytes, variant 0 %d", v, got, want)
		}
	}
	if secs := float64(want/BytesPerFrame) / SampleRate; secs != slideSeconds {
		t.Errorf("the slide lasts %.3f s, want %.3f", secs, slideSeconds)
	}
}
