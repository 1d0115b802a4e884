package cpuclock

import (
	"runtime"
	"testing"
	"time"
)

// TestThreadCountsWorkNotSleep checks that the clock advances while the
// thread computes and, on Linux, not while it sleeps: the property that
// keeps budgets honest on a busy machine.
func TestThreadCountsWorkNotSleep(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := Thread()
	x := uint64(1)
	for i := 0; i < 20_000_000; i++ {
		x = x*6364136223846793005 + 1442695040888963407
	}
	worked := Thread() - start
	if x == 0 || worked <= 0 {
		t.Fatalf("%s did not advance over 20M multiplications: %v", Name, worked)
	}
	if Name != "thread CPU time" {
		return
	}
	before := Thread()
	time.Sleep(200 * time.Millisecond)
	if slept := Thread() - before; slept > 50*time.Millisecond {
		t.Fatalf("thread CPU time advanced %v during a 200 ms sleep", slept)
	}
}
