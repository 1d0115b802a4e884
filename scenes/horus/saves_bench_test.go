package horus

import (
	"slices"
	"sort"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
)

// BenchmarkAutosavedFrames measures what autosaving costs a frame: four
// computers play with their saves in a folder, through the client's
// background writer, each Update timed on the wall clock (a write waited
// for is time the frame does not get, though the CPU is idle), with the
// frames paced at 60 a second as on screen. Computers play at instant
// speed — steps as fast as the 3 ms a frame allows, where a step waits
// for the save before it — and at normal speed, a step every few frames.
// Reported: the Update times' median, 95th percentile and maximum, how
// many in a thousand took longer than a frame at 60 Hz, and the steps
// played a second.
//
//	go test -run '^$' -bench AutosavedFrames -benchtime 1x ./scenes/
func BenchmarkAutosavedFrames(b *testing.B) {
	if err := render.LoadFonts(); err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name   string
		speed  int
		frames int
	}{{"instant", 3, 300}, {"normal", 1, 600}} {
		b.Run(c.name, func(b *testing.B) {
			var times []time.Duration
			steps := 0
			var played time.Duration
			for i := 0; i < b.N; i++ {
				sv, err := saves.Open(b.TempDir())
				if err != nil {
					b.Fatal(err)
				}
				cfg := GameConfig{Seed: uint64(i + 1)}
				for s := 0; s < 4; s++ {
					cfg.Seats = append(cfg.Seats, SeatConfig{Level: "random", Adventurer: horus.Adventurer(s)})
				}
				st := &settings.Settings{Speed: c.speed, BotSpeed: c.speed + 1}
				p, err := StartPlay(cfg, st, sv)
				if err != nil {
					b.Fatal(err)
				}
				ctx := sceneCtx(sv, st)
				ctx.Fonts = render.NewFonts(layout.NewPlay(ctx.W, ctx.H, len(cfg.Seats)).U)
				start := time.Now()
				for f := 0; f < c.frames && !p.m.State.IsOver(); f++ {
					t0 := time.Now()
					if err := p.Update(ctx); err != nil {
						b.Fatal(err)
					}
					d := time.Since(t0)
					times = append(times, d)
					time.Sleep(time.Second/60 - d)
				}
				played += time.Since(start)
				steps += p.steps()
				p.Leave()
				if err := sv.Close(); err != nil {
					b.Fatal(err)
				}
			}
			slices.Sort(times)
			n := len(times)
			b.ReportMetric(float64(times[n/2].Microseconds())/1000, "p50-ms/update")
			b.ReportMetric(float64(times[n*95/100].Microseconds())/1000, "p95-ms/update")
			b.ReportMetric(float64(times[n-1].Microseconds())/1000, "max-ms/update")
			late := n - sort.Search(n, func(i int) bool { return times[i] > time.Second/60 })
			b.ReportMetric(float64(late)*1000/float64(n), "over-16.7ms/1000-updates")
			b.ReportMetric(float64(steps)/played.Seconds(), "steps/s")
		})
	}
}
