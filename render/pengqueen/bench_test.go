package pengqueen

import (
	"runtime"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/internal/cpuclock"
	"github.com/pyramid-studio/pyramid/render"
)

// BenchmarkBuildArt measures what a game paints before its first frame
// (Art.Preload without the upload: both views of the maze and the start
// set of sprites) for a board filling most of a 1920×1080 and a 1280×720
// screen. cpu-ms/op counts the thread's own CPU time (internal/cpuclock),
// the budget "on one core" whatever else the machine is doing; the
// target is 100 ms.
func BenchmarkBuildArt(b *testing.B) {
	for _, sz := range [][2]float64{{1920, 1080}, {1280, 720}} {
		b.Run(sizeName(sz), func(b *testing.B) {
			board := FitBoard(layout.Rect{W: sz[0] * 0.72, H: sz[1] * 0.98})
			a := New(board, render.Fonts{}, render.Standard)
			keys := startSet(board)
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			var cpu time.Duration
			n := 0
			for b.Loop() {
				start := cpuclock.Thread()
				paintMazes(board, &a.Colours, nil)
				for _, k := range keys {
					a.paint(k)
				}
				cpu += cpuclock.Thread() - start
				n++
			}
			b.ReportMetric(float64(cpu.Microseconds())/1000/float64(n), "cpu-ms/op")
			b.ReportMetric(float64(len(keys)), "sprites")
		})
	}
}

// BenchmarkBuildCover measures the cover's door and the cave backdrop at
// 1920×1080: painted when first shown, outside the start set.
func BenchmarkBuildCover(b *testing.B) {
	a := New(FitBoard(layout.Rect{W: 1380, H: 1060}), render.Fonts{}, render.Standard)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var cpu time.Duration
	n := 0
	for b.Loop() {
		start := cpuclock.Thread()
		a.paint(spriteKey{kind: kCover, w: 1920, h: 1080})
		a.paint(spriteKey{kind: kBackdrop, w: 1920 / backdropScale, h: 1080 / backdropScale})
		cpu += cpuclock.Thread() - start
		n++
	}
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(n), "cpu-ms/op")
}

func sizeName(sz [2]float64) string {
	return map[float64]string{1920: "1920x1080", 1280: "1280x720"}[sz[0]]
}
