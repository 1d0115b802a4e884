package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/internal/display"
	goldens "github.com/pyramid-studio/pyramid/internal/shots"
)

// The end-to-end test runs the real client headless as a guest of
// ebiten's exp/vmhost and plays it with injected mouse clicks: the title,
// rules and settings screens, then a whole game of one human against
// three computers, until the end-of-game screen. The test process re-runs
// itself as the vmhost host (TestMain, PYRAMID_E2E_HOST) under xvfb-run
// when there is no display; the host writes its findings to result.json.

// e2eResult is what the host reports back.
type e2eResult struct {
	Errors      []string       `json:"errors"`
	Scenes      []string       `json:"scenes"`
	HumanMoves  int            `json:"human_moves"`
	Ticks       int            `json:"ticks"`
	Rounds      int            `json:"rounds"`
	Winner      string         `json:"winner"`
	Screenshots []string       `json:"screenshots"`
	Perf        map[string]int `json:"perf"`
	PassSeen    bool           `json:"pass_seen"`
	Shots       string         `json:"shots"` // the directory of the screenshots
	// what the controller and keyboard scripts checked on the way
	Presses   int  `json:"presses"`
	HintSeen  bool `json:"hint_seen"`
	Joined    bool `json:"joined"`
	Unplugged bool `json:"unplugged"`
	Ignored   bool `json:"ignored"` // a stray controller was ignored on a bound seat's turn
	// what the hand-off script checked: the second click of seat 0's
	// double-click was held back on seat 1's screen; the game asked first
	Asked       bool `json:"asked"`
	HandoffHeld bool `json:"handoff_held"`
	// what the six-computers script wrote: the game's log, and each
	// seat's back-and-forth moves
	Watch string `json:"watch"`
	Back  []int  `json:"back"`
}

func TestMain(m *testing.M) {
	sound.ServeDeviceProbe() // the sound check re-runs this binary too
	if os.Getenv("PYRAMID_E2E_HOST") != "" {
		os.Exit(hostMain())
	}
	if dir := os.Getenv("PYRAMID_FRAME_HOST"); dir != "" {
		os.Exit(frameHostMain(dir))
	}
	if dir := os.Getenv(cardsHostEnv); dir != "" {
		os.Exit(cardsHostMain(dir))
	}
	os.Exit(m.Run())
}

func TestEndToEnd(t *testing.T) {
	res := runHost(t, "", nil)
	t.Logf("scenes: %v; human moves %d; ticks %d; rounds %d; winner %q", res.Scenes, res.HumanMoves, res.Ticks, res.Rounds, res.Winner)
	t.Logf("guest Update/Draw times during play at 1280x720 (us, includes forwarding draw commands to the host): %v", res.Perf)
	for _, want := range []string{"title", "rules", "settings", "newgame", "play", "end"} {
		if !contains(res.Scenes, want) {
			t.Errorf("the %s screen was never reached (scenes: %v)", want, res.Scenes)
		}
	}
	if res.HumanMoves < 5 {
		t.Errorf("the human made only %d moves", res.HumanMoves)
	}
	if res.Winner == "" {
		t.Error("the end screen named no result")
	}
	if !res.PassSeen {
		t.Error("the hot-seat game never covered the screen to pass the device")
	}
	for _, s := range res.Screenshots {
		if st, err := os.Stat(filepath.Join(res.Shots, s)); err != nil || st.Size() < 10000 {
			t.Errorf("screenshot %s missing or nearly empty", s)
		}
	}
	// The guest forwards every draw command to the host, so its frame
	// times are not the native figure (BenchmarkFrame measures that);
	// they only have to have been measured.
	if res.Perf["draws"] == 0 || res.Perf["updates"] == 0 {
		t.Errorf("no frames of play were measured: %v", res.Perf)
	}
}

// TestEndToEndHandoff double-clicks End turn in a hot-seat game with
// real injected clicks: the second click of the double-click lands on
// the next player's screen and must be held back there (input.Gate).
func TestEndToEndHandoff(t *testing.T) {
	res := runHost(t, "handoff", nil)
	if !res.HandoffHeld {
		t.Error("the double-click's second click was not shown to be held back on seat 1's screen")
	}
	if !res.Asked {
		t.Error("ending round 1's turn on the Entrance with actions left did not ask first")
	}
}

// runHost builds the client as a vmhost guest and runs the host with
// script (PYRAMID_E2E_SCRIPT; "" is the mouse script); settings, if not
// nil, is written as the client's settings.json first. It fails the test
// on the host's own errors and returns what it found.
func runHost(t *testing.T, script string, settings []byte) e2eResult {
	t.Helper()
	dir := t.TempDir()
	golden := goldens.Committed(t)
	shots := goldens.Dir(t)
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	// each committed screenshot drawn again is compared with it (the
	// screens whose pictures do not depend on the computers' timing)
	defer golden.Compare(t, shots)
	config := filepath.Join(dir, "config")
	if settings != nil {
		if err := os.MkdirAll(config, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(config, "settings.json"), settings, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	guest := filepath.Join(dir, "guest")
	build := exec.Command("go", "build", "-tags", "ebitenginevmguest", "-o", guest, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the client as a vmhost guest: %v\n%s", err, out)
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	host, err := display.Command(context.Background(), self, "-test.run=^$")
	if err != nil {
		t.Fatal(err)
	}
	host.Env = append(os.Environ(), "PYRAMID_CONFIG_DIR="+config, "PYRAMID_E2E_HOST=1", "PYRAMID_E2E_GUEST="+guest, "PYRAMID_E2E_DIR="+dir, "PYRAMID_E2E_SHOTS="+shots, "PYRAMID_E2E_SCRIPT="+script)
	start := time.Now()
	out, err := host.CombinedOutput()
	t.Logf("host ran for %v", time.Since(start).Round(time.Millisecond))
	var res e2eResult
	data, rerr := os.ReadFile(filepath.Join(dir, "result.json"))
	if rerr != nil {
		t.Fatalf("the host wrote no result (exit: %v):\n%s", err, tail(out, 4000))
	}
	if err := json.Unmarshal(data, &res); err != nil {
		t.Fatalf("bad result.json: %v", err)
	}
	if err != nil {
		t.Errorf("host exited with %v:\n%s", err, tail(out, 4000))
	}
	t.Logf("screenshots in %s: %s", shots, strings.Join(res.Screenshots, ", "))
	for _, e := range res.Errors {
		t.Error(e)
	}
	return res
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

func tail(b []byte, n int) string {
	if len(b) > n {
		b = b[len(b)-n:]
	}
	return string(b)
}

// reportf formats an error for result.json.
func reportf(format string, args ...any) string { return fmt.Sprintf(format, args...) }
