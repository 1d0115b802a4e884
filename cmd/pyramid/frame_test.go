package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"sort"
	"strconv"
	"testing"
	"time"

	horusscenes "github.com/pyramid-studio/pyramid/scenes/horus"

	"github.com/hajimehoshi/ebiten/v2"

	pgame "github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/internal/cpuclock"
	"github.com/pyramid-studio/pyramid/internal/display"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// runFrames plays four computers at w×h natively (a window on Xvfb
// when there is no display) for the given number of frames and returns
// the measurement. The time is the game thread's own CPU time (on Linux),
// so other processes running at the same time do not inflate it.
func runFrames(tb testing.TB, frames, w, h int) frameResult {
	tb.Helper()
	dir := tb.TempDir()
	self, err := os.Executable()
	if err != nil {
		tb.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd, err := display.Command(ctx, self, "-test.run=^$", "-test.bench=^$")
	if err != nil {
		tb.Fatal(err)
	}
	cmd.Env = append(os.Environ(), "PYRAMID_FRAME_HOST="+dir, "PYRAMID_FRAMES="+strconv.Itoa(frames), "PYRAMID_FRAME_SIZE="+fmt.Sprintf("%dx%d", w, h), "PYRAMID_CONFIG_DIR="+filepath.Join(dir, "config"))
	out, err := cmd.CombinedOutput()
	data, rerr := os.ReadFile(filepath.Join(dir, "frames.json"))
	if rerr != nil {
		tb.Fatalf("the frame run wrote no result (%v):\n%s", err, tail(out, 3000))
	}
	var r frameResult
	if err := json.Unmarshal(data, &r); err != nil {
		tb.Fatal(err)
	}
	tb.Logf("%d frames at %dx%d, %s: Update+Draw avg %d us, p95 %d us, max %d us (Update avg %d us, Draw avg %d us); first frame (the art) %d us; %d engine steps",
		r.Frames, r.W, r.H, cpuclock.Name, r.AvgUS, r.P95US, r.MaxUS, r.UpdateAvgUS, r.DrawAvgUS, r.FirstUS, r.Steps)
	if r.Error != "" {
		tb.Fatal(r.Error)
	}
	return r
}

// TestFramesPlayAGame checks that the native frame loop used by
// BenchmarkFrame really plays: frames are drawn and the game advances.
// The time budget itself is a benchmark figure, not a test.
func TestFramesPlayAGame(t *testing.T) {
	r := runFrames(t, 200, 1280, 720)
	if r.Frames < 200 {
		t.Fatalf("only %d frames were measured", r.Frames)
	}
	if r.Steps < 10 {
		t.Errorf("the game advanced only %d steps in %d frames: nothing was played", r.Steps, r.Frames)
	}
}

// BenchmarkFrame reports the CPU time of Update plus Draw per frame while
// four computers play at 1920×1080 and at 1280×720 (ns/op is the average
// frame; the budget is 4 ms at 1920×1080). Run with -benchtime Nx for N
// frames (at least 300).
func BenchmarkFrame(b *testing.B) {
	for _, sz := range [][2]int{{1920, 1080}, {1280, 720}} {
		b.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(b *testing.B) {
			r := runFrames(b, max(b.N, 300), sz[0], sz[1])
			b.ReportMetric(float64(r.AvgUS)*1000, "ns/op")
			b.ReportMetric(float64(r.P95US)/1000, "p95-ms/frame")
			b.ReportMetric(float64(r.UpdateAvgUS)/1000, "update-ms/frame")
			b.ReportMetric(float64(r.DrawAvgUS)/1000, "draw-ms/frame")
			b.ReportMetric(float64(r.FirstUS)/1000, "art-ms")
			if r.FirstUS > 300000 {
				b.Errorf("the first frame, the art made by code, took %d us; the budget is 300 ms", r.FirstUS)
			}
			if r.AvgUS > 4000 {
				b.Errorf("Update+Draw averages %d us per frame at %dx%d; the budget is 4000", r.AvgUS, sz[0], sz[1])
			}
		})
	}
}

type frameResult struct {
	W, H, Frames, Steps    int
	AvgUS, P95US, MaxUS    int
	UpdateAvgUS, DrawAvgUS int
	// FirstUS is the first frame's CPU time: the play screen's art made
	// by code (the board, its figures, dice, blocks and cards) and drawn.
	FirstUS int
	Error   string `json:",omitempty"`
}

// frameHost is the native game used for the measurement.
type frameHost struct {
	g       *game
	frames  int
	upd     time.Duration
	samples []time.Duration
	updSum  time.Duration
	drawSum time.Duration
	warm    int
	w, h    int // the screen's size in pixels
	first   time.Duration
}

// measuredFrames is how many frames the host measures ($PYRAMID_FRAMES).
var measuredFrames = 600

func frameHostMain(dir string) int {
	if prof := os.Getenv("PYRAMID_FRAME_CPUPROFILE"); prof != "" {
		if f, err := os.Create(prof); err == nil {
			_ = pprof.StartCPUProfile(f)
			defer pprof.StopCPUProfile()
		}
	}
	res := frameResult{W: 1280, H: 720}
	if _, err := fmt.Sscanf(os.Getenv("PYRAMID_FRAME_SIZE"), "%dx%d", &res.W, &res.H); err != nil || res.W <= 0 || res.H <= 0 {
		res.W, res.H = 1280, 720
	}
	if n, err := strconv.Atoi(os.Getenv("PYRAMID_FRAMES")); err == nil && n > 0 {
		measuredFrames = n
	}
	write := func() int {
		data, _ := json.Marshal(res)
		if err := os.WriteFile(filepath.Join(dir, "frames.json"), data, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		return 0
	}
	if err := render.LoadFonts(); err != nil {
		res.Error = err.Error()
		return write()
	}
	cfg := horusscenes.GameConfig{Seed: 42}
	for i := 0; i < 4; i++ {
		cfg.Seats = append(cfg.Seats, horusscenes.SeatConfig{Level: "random", Adventurer: pgame.Adventurer(i)})
	}
	g := newGame("")
	if err := g.openFiles(nil); err != nil { // autosaves go to $PYRAMID_CONFIG_DIR, timed with the frames
		res.Error = err.Error()
		return write()
	}
	defer g.closeFiles()
	play, err := horusscenes.StartPlay(cfg, &g.settings, g.saves)
	if err != nil {
		res.Error = err.Error()
		return write()
	}
	g.mgr = scenes.NewManager(play)
	fh := &frameHost{g: g, warm: 30, w: res.W, h: res.H}
	ebiten.SetWindowSize(res.W, res.H)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	if err := ebiten.RunGame(fh); err != nil && !errors.Is(err, ebiten.Termination) {
		res.Error = err.Error()
	}
	g.mgr.Leave()
	res.Frames = len(fh.samples)
	res.Steps = play.Steps()
	if n := len(fh.samples); n > 0 {
		var sum time.Duration
		for _, s := range fh.samples {
			sum += s
		}
		sort.Slice(fh.samples, func(i, j int) bool { return fh.samples[i] < fh.samples[j] })
		res.AvgUS = int(sum.Microseconds()) / n
		res.P95US = int(fh.samples[n*95/100].Microseconds())
		res.MaxUS = int(fh.samples[n-1].Microseconds())
		res.UpdateAvgUS = int(fh.updSum.Microseconds()) / n
		res.DrawAvgUS = int(fh.drawSum.Microseconds()) / n
	}
	res.FirstUS = int(fh.first.Microseconds())
	return write()
}

func (f *frameHost) Update() error {
	if f.frames >= measuredFrames+f.warm {
		return ebiten.Termination
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := cpuclock.Thread()
	err := f.g.Update()
	f.upd = cpuclock.Thread() - start
	return err
}

func (f *frameHost) Draw(screen *ebiten.Image) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := cpuclock.Thread()
	f.g.Draw(screen)
	d := cpuclock.Thread() - start
	f.frames++
	if f.frames == 1 {
		f.first = f.upd + d
	}
	if f.frames > f.warm {
		f.samples = append(f.samples, f.upd+d)
		f.updSum += f.upd
		f.drawSum += d
	}
}

// Layout keeps the logical screen at exactly the size measured.
func (f *frameHost) Layout(int, int) (int, int) {
	f.g.w, f.g.h = float64(f.w), float64(f.h)
	return f.w, f.h
}
