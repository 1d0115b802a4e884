package shots

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/internal/display"
	"github.com/pyramid-studio/pyramid/render"
)

// Native is a screenshot test's native run: the test binary run again as
// an Ebitengine game in a window (on Xvfb where there is no display:
// internal/display), which draws in its first tick and writes a report
// for the test to read. Every game's screenshot and contact-sheet tests
// start it the same way: the test calls Run; the binary's TestMain
// calls Serve when Env is set.
type Native struct {
	Env    string // the environment variable that makes the binary the native run: the directory it writes in
	Report string // the JSON report's file name in that directory
}

// Dir is the directory the native run writes in: "" in the test itself.
func (n Native) Dir() string { return os.Getenv(n.Env) }

// Run runs the native run, writing in dir, within timeout, with env
// ("NAME=value") added to its environment, and reads its report into
// report (and removes the file). The test fails, with the run's output,
// when the run wrote no report.
func (n Native) Run(tb testing.TB, dir string, timeout time.Duration, report any, env ...string) {
	tb.Helper()
	self, err := os.Executable()
	if err != nil {
		tb.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd, err := display.Command(ctx, self, "-test.run=^$")
	if err != nil {
		tb.Fatal(err)
	}
	cmd.Env = append(append(os.Environ(), n.Env+"="+dir), env...)
	logOut, runErr := cmd.CombinedOutput()
	path := filepath.Join(dir, n.Report)
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatalf("the native run wrote no report (%v):\n%s", runErr, logOut)
	}
	os.Remove(path)
	if err := json.Unmarshal(data, report); err != nil {
		tb.Fatal(err)
	}
}

// Serve is the native run: with the fonts loaded it opens a 640×360
// window and runs work in the game's first tick, then writes report
// (which work fills) as JSON in dir. A failure to load the fonts or to
// run the game goes to fail, which notes it in the report. It returns
// the process's exit code.
func (n Native) Serve(dir string, report any, fail func(error), work func()) int {
	write := func() int {
		data, _ := json.MarshalIndent(report, "", "  ")
		if err := os.WriteFile(filepath.Join(dir, n.Report), data, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		return 0
	}
	if err := render.LoadFonts(); err != nil {
		fail(err)
		return write()
	}
	ebiten.SetWindowSize(640, 360)
	if err := ebiten.RunGame(&firstTick{work: work}); err != nil && !errors.Is(err, ebiten.Termination) {
		fail(err)
	}
	return write()
}

// firstTick is the native run's game: its work in the first Update, and
// the end at the second.
type firstTick struct {
	work func()
	done bool
}

func (g *firstTick) Update() error {
	if g.done {
		return ebiten.Termination
	}
	g.done = true
	g.work()
	return nil
}

func (g *firstTick) Draw(*ebiten.Image)         {}
func (g *firstTick) Layout(int, int) (int, int) { return 640, 360 }
