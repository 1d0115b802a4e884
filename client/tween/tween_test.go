package tween

import (
	"math"
	"testing"
)

func TestTweenRunsFromStartToEnd(t *testing.T) {
	tw := New(10, OutCubic)
	if got := tw.Lerp(5, 15); got != 5 {
		t.Fatalf("a fresh tween should sit at its start, got %v", got)
	}
	prev := 5.0
	for i := 0; i < 10; i++ {
		tw.Step()
		v := tw.Lerp(5, 15)
		if v < prev {
			t.Fatalf("OutCubic went backwards at tick %d: %v < %v", i, v, prev)
		}
		prev = v
	}
	if !tw.Done() || tw.Lerp(5, 15) != 15 {
		t.Fatalf("after its duration the tween should be done at its end, got %v", tw.Lerp(5, 15))
	}
	tw.Step()
	if tw.T != 10 {
		t.Errorf("stepping a done tween should not run past its end, T=%d", tw.T)
	}
}

func TestDelayHoldsTheStart(t *testing.T) {
	tw := Tween{Dur: 4, Delay: 3, Ease: Linear}
	for i := 0; i < 3; i++ {
		tw.Step()
		if tw.Progress() != 0 {
			t.Fatalf("tick %d of the delay: progress %v", i, tw.Progress())
		}
	}
	tw.Step()
	if math.Abs(tw.Progress()-0.25) > 1e-9 {
		t.Errorf("first tick after the delay: progress %v, want 0.25", tw.Progress())
	}
}

func TestOutBackOvershootsAndLands(t *testing.T) {
	peak := 0.0
	for i := 0; i <= 100; i++ {
		peak = max(peak, OutBack(float64(i)/100))
	}
	if peak <= 1 || math.Abs(OutBack(1)-1) > 1e-9 || math.Abs(OutBack(0)) > 1e-9 {
		t.Errorf("OutBack should start at 0, overshoot 1 and land on 1: peak %v end %v", peak, OutBack(1))
	}
}

func TestZeroTweenIsDone(t *testing.T) {
	var tw Tween
	if !tw.Done() || tw.Progress() != 1 {
		t.Errorf("zero tween: done %v progress %v", tw.Done(), tw.Progress())
	}
}
