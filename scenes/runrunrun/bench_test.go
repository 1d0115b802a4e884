package runrunrun

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/internal/cpuclock"
	"github.com/pyramid-studio/pyramid/internal/display"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// The play screen's frame, measured in a native run (a window on Xvfb
// when there is no display), as the game runs it: inside Ebitengine's
// loop, which flushes the frame's drawing every frame. The screen shows
// a grown maze with mummies at 1280×720, the person to act with a card
// chosen and the pointer on the maze; each frame's Update and Draw are
// timed on the thread's CPU clock.

const frameHostEnv = "PYRAMID_RRR_FRAME_HOST"

// frameResult is what the native run reports.
type frameResult struct {
	Frames        int
	AvgMS, P95MS  float64
	UpdMS, DrawMS float64
	Error         string `json:",omitempty"`
}

// BenchmarkPlayFrame reports cpu-ms/frame (Update and Draw together), its
// p95, and each part; the collection's budget is 4 ms at 1280×720.
func BenchmarkPlayFrame(b *testing.B) {
	out := filepath.Join(b.TempDir(), "frame.json")
	self, err := os.Executable()
	if err != nil {
		b.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd, err := display.Command(ctx, self, "-test.run=^$")
	if err != nil {
		b.Fatal(err)
	}
	cmd.Env = append(os.Environ(), frameHostEnv+"="+out)
	if log, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("the frame run failed (%v):\n%s", err, log)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		b.Fatal(err)
	}
	var r frameResult
	if err := json.Unmarshal(data, &r); err != nil || r.Error != "" {
		b.Fatalf("%v %s", err, r.Error)
	}
	b.ReportMetric(r.AvgMS, "cpu-ms/frame")
	b.ReportMetric(r.P95MS, "p95-ms/frame")
	b.ReportMetric(r.UpdMS, "update-ms/frame")
	b.ReportMetric(r.DrawMS, "draw-ms/frame")
}

// frameHost is the native game of the measurement.
type frameHost struct {
	p       *Play
	ctx     *scenes.Context
	samples []time.Duration
	upd     time.Duration
	warmed  int
	res     frameResult
}

const measured, warmFrames = 600, 30

func frameHostMain(out string) int {
	h := &frameHost{}
	write := func() int {
		data, _ := json.Marshal(h.res)
		if err := os.WriteFile(out, data, 0o644); err != nil {
			return 1
		}
		return 0
	}
	if err := render.LoadFonts(); err != nil {
		h.res.Error = err.Error()
		return write()
	}
	ebiten.SetWindowSize(1280, 720)
	ebiten.SetVsyncEnabled(false)
	if err := ebiten.RunGame(h); err != nil && !errors.Is(err, ebiten.Termination) {
		h.res.Error = err.Error()
	}
	return write()
}

func (h *frameHost) Layout(int, int) (int, int) { return 1280, 720 }

// setUp plays a game until the person to act faces a grown maze with
// mummies, with a card chosen and the pointer on the maze.
func (h *frameHost) setUp() error {
	st := testSettings(1)
	p, err := NewPlay(setupOf([]seatSpec{{kind: table.Human, name: "Anna"}, {kind: "medium"}, {kind: "hard"}}, nil), 5, st, nil)
	if err != nil {
		return err
	}
	ok, err := playUntil(p, "medium", 4000, func(s *rrr.State) bool {
		return s.Current() == 0 && s.Rooms() >= 14 && awake(s) >= 1 && canExplore(s)
	})
	if !ok || err != nil {
		return errors.New("no game got to a grown maze")
	}
	p.setView(0)
	p.ch = noChoice(p.s.Steps())
	p.ch.card = firstExplorable(p.state())
	p.builtFor = -1
	h.p = p
	h.ctx = newCtx(1280, 720, st)
	x, y := newGeom(h.ctx, false).maze.Center()
	h.ctx.In = input.Frame{X: x, Y: y, Last: input.Mouse}
	return nil
}

func (h *frameHost) Update() error {
	if h.p == nil {
		if err := h.setUp(); err != nil {
			h.res.Error = err.Error()
			return ebiten.Termination
		}
	}
	if len(h.samples) >= measured {
		h.finish()
		return ebiten.Termination
	}
	runtime.LockOSThread() // the thread's clock: no moving to another thread meanwhile
	defer runtime.UnlockOSThread()
	t0 := cpuclock.Thread()
	if err := h.p.Update(h.ctx); err != nil {
		return err
	}
	h.upd = cpuclock.Thread() - t0
	return nil
}

func (h *frameHost) Draw(screen *ebiten.Image) {
	if h.p == nil {
		return
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	t0 := cpuclock.Thread()
	h.p.Draw(screen, h.ctx)
	d := cpuclock.Thread() - t0
	if h.warmed < warmFrames { // the art is painted on the first frames
		h.warmed++
		return
	}
	h.samples = append(h.samples, h.upd+d)
	h.res.UpdMS += float64(h.upd) / 1e6
	h.res.DrawMS += float64(d) / 1e6
}

// finish sums the samples up.
func (h *frameHost) finish() {
	n := float64(len(h.samples))
	var sum time.Duration
	for _, s := range h.samples {
		sum += s
	}
	slices.Sort(h.samples)
	h.res.Frames = len(h.samples)
	h.res.AvgMS = float64(sum) / 1e6 / n
	h.res.P95MS = float64(h.samples[len(h.samples)*95/100]) / 1e6
	h.res.UpdMS /= n
	h.res.DrawMS /= n
}
