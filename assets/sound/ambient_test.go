package sound

import (
	"fmt"
	"math"
	"slices"
	"sync"
	"testing"
)

var ambientPCM = sync.OnceValue(Ambient)

func TestAmbientLevels(t *testing.T) {
	pcm := ambientPCM()
	if want := AmbientSeconds * SampleRate * BytesPerFrame; len(pcm) != want {
		t.Fatalf("%d bytes, want exactly %d (%d s)", len(pcm), want, AmbientSeconds)
	}
	lv := Measure(pcm)
	if lv.RMS < 0.03 || lv.Peak > 0.5+lsb {
		t.Errorf("RMS %.3f, peak %.3f: want audible and at most 0.5 under the effects", lv.RMS, lv.Peak)
	}
	x := samples(pcm)
	if l, r := channel(x, 0), channel(x, 1); slices.Equal(l, r) {
		t.Error("the loop is mono; the wind and drips should spread it")
	}
}

// TestAmbientLoopIsSeamless joins the loop's end to its start and checks the
// join looks like the moments around it: the step and the bend across it are
// no bigger than those nearby (a jump would click once per loop), and the
// level just before and after it is ordinary (a fade would dip).
func TestAmbientLoopIsSeamless(t *testing.T) {
	x := samples(ambientPCM())
	for ch := range 2 {
		c := channel(x, ch)
		if msg := seamFault(c); msg != "" {
			t.Errorf("channel %d: %s", ch, msg)
		}

		window := SampleRate / 10
		var levels []float64
		for at := 0; at+window <= len(c); at += window {
			levels = append(levels, rms(c[at:at+window]))
		}
		first, last := levels[0], levels[len(levels)-1]
		slices.Sort(levels)
		median := levels[len(levels)/2]
		for _, edge := range []float64{first, last} {
			if edge < median/2 || edge > median*2 {
				t.Errorf("channel %d: 100 ms at the join has RMS %.4f, the loop's median is %.4f", ch, edge, median)
			}
		}
	}
	// The check must be able to fail: a loop cut a third of a second short
	// joins two unrelated moments.
	if seamFault(channel(x, 0)[:len(x)/2-SampleRate/3]) == "" {
		t.Error("seamFault does not notice a loop cut at the wrong place")
	}
}

// seamFault compares the step and the second difference across the join of
// loop c (played on repeat) with the largest ones in the 10 ms either side,
// and describes the fault, or returns "" for a smooth join.
func seamFault(c []float64) string {
	n, w := len(c), SampleRate/100
	at := func(i int) float64 { return c[(i%n+n)%n] }
	var step, bend float64
	for i := -w; i < w; i++ {
		if i == -1 || i == 0 {
			continue // the two second differences that straddle the join
		}
		step = math.Max(step, math.Abs(at(i)-at(i-1)))
		bend = math.Max(bend, math.Abs(at(i+1)-2*at(i)+at(i-1)))
	}
	if j := math.Abs(at(0) - at(-1)); j > step {
		return fmt.Sprintf("the join steps by %.5f, more than any step nearby (%.5f)", j, step)
	}
	for _, i := range []int{-1, 0} {
		if b := math.Abs(at(i+1) - 2*at(i) + at(i-1)); b > bend {
			return fmt.Sprintf("the join bends by %.5f, more than anywhere nearby (%.5f)", b, bend)
		}
	}
	return ""
}

// TestCircularStartsInTheLoopsEndState checks the trick that makes the
// filtered wind and echoing drips seamless: after circular, a filter's
// output at the start of the loop is what it would be on the third (or any
// later) time round, whether warmed up over the whole loop or over a part
// longer than the filter's memory.
func TestCircularStartsInTheLoopsEndState(t *testing.T) {
	s := newSynth(SampleRate, 1)
	x := make([]float64, SampleRate/2)
	for i := range x {
		x[i] = s.noise()
	}
	run := func(f *biquad) func(int, float64) float64 {
		return func(_ int, v float64) float64 { return f.step(v) }
	}
	whole := circular(x, len(x), run(newFilter(bandPass, SampleRate, 300, 4)))
	part := circular(x, SampleRate/10, run(newFilter(bandPass, SampleRate, 300, 4)))

	f := newFilter(bandPass, SampleRate, 300, 4)
	var third []float64
	for pass := range 3 {
		for _, v := range x {
			if y := f.step(v); pass == 2 {
				third = append(third, y)
			}
		}
	}
	for i := range third {
		if math.Abs(whole[i]-third[i]) > 1e-9 || math.Abs(part[i]-third[i]) > 1e-9 {
			t.Fatalf("sample %d: circular gave %.9f and %.9f, the third time round gives %.9f", i, whole[i], part[i], third[i])
		}
	}
	// Without the warm-up, the start would be the filter waking from rest.
	cold := circular(x, 0, run(newFilter(bandPass, SampleRate, 300, 4)))
	if math.Abs(cold[0]-third[0]) < 1e-6 {
		t.Error("the test cannot tell a warm start from a cold one")
	}
}

func TestAmbientIsDeterministic(t *testing.T) {
	if !slices.Equal(ambientPCM(), Ambient()) {
		t.Error("two syntheses of the ambient loop differ")
	}
}
