package runrunrun

import (
	"runtime"
	"testing"
	"time"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/internal/cpuclock"
)

// BenchmarkBuildArt measures the game's whole art for one screen size
// (Warm at a 1920×1080 screen's sizes, then the hand's cards at 720p's):
// the budget is 100 ms on one core. It reports the thread's own CPU time
// (cpu-ms/op), which another process busy on the machine does not
// inflate as it does the wall time.
func BenchmarkBuildArt(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	opt := rrr.Options{Players: 4, Cats: [rrr.MaxSeats]rrr.Cat{0, 1, 2, 3}}
	var cpu time.Duration
	for b.Loop() {
		start := cpuclock.Thread()
		a := NewArt()
		a.Warm(opt, DefaultSizes(1080))
		cpu += cpuclock.Thread() - start
		a.Dispose()
	}
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
}
