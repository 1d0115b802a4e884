package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/png"
	"math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/exp/vmhost"

	"github.com/pyramid-studio/pyramid/client/input"
)

// hostMain is the vmhost host of the end-to-end test: a hidden ebiten
// game whose single Update drives the client through its script.
func hostMain() int {
	dir := os.Getenv("PYRAMID_E2E_DIR")
	h := &host{guestBin: os.Getenv("PYRAMID_E2E_GUEST"), dir: dir, shots: os.Getenv("PYRAMID_E2E_SHOTS"), rng: rand.New(rand.NewPCG(7, 11)), script: os.Getenv("PYRAMID_E2E_SCRIPT")}
	h.res.Shots = h.shots
	ebiten.SetWindowVisible(false)
	err := ebiten.RunGame(h)
	if err != nil && !errors.Is(err, ebiten.Termination) {
		h.res.Errors = append(h.res.Errors, "host: "+err.Error())
	}
	data, _ := json.MarshalIndent(h.res, "", "  ")
	if werr := os.WriteFile(filepath.Join(dir, "result.json"), data, 0o644); werr != nil {
		fmt.Fprintln(os.Stderr, werr)
		return 1
	}
	return 0
}

type host struct {
	guestBin, dir, shots string
	rng                  *rand.Rand
	res                  e2eResult
	done                 bool
	script               string // PYRAMID_E2E_SCRIPT: "" (mouse), "controller", "keyboard", "handoff" or "six"
}

func (h *host) Draw(*ebiten.Image)          {}
func (h *host) Layout(w, hh int) (int, int) { return w, hh }
func (h *host) fail(format string, args ...any) {
	h.res.Errors = append(h.res.Errors, reportf(format, args...))
}
func (h *host) seen(scene string) { addScene(&h.res.Scenes, scene) }
func addScene(list *[]string, s string) {
	if !contains(*list, s) {
		*list = append(*list, s)
	}
}
func (h *host) shot(name string) string { return filepath.Join(h.shots, name) }
func (h *host) note(name string)        { h.res.Screenshots = append(h.res.Screenshots, name) }
func probeRectCenter(t probeTarget) (float64, float64) {
	return t.Rect.X + t.Rect.W/2, t.Rect.Y + t.Rect.H/2
}

// Update runs the whole script once, then ends the host.
func (h *host) Update() error {
	if h.done {
		return ebiten.Termination
	}
	h.done = true
	switch h.script {
	case "controller":
		if err := h.retry(1280, 720, h.controllerScript); err != nil {
			h.fail("controller session: %v", err)
		}
		return ebiten.Termination
	case "keyboard":
		if err := h.retry(1280, 720, h.keyboardScript); err != nil {
			h.fail("keyboard session: %v", err)
		}
		return ebiten.Termination
	case "handoff":
		if err := h.retry(1280, 720, h.handoffScript); err != nil {
			h.fail("hand-off session: %v", err)
		}
		return ebiten.Termination
	case "six":
		if err := h.retry(1280, 720, h.sixScript); err != nil {
			h.fail("six computers session: %v", err)
		}
		return ebiten.Termination
	}
	if err := h.retry(1280, 720, h.mainScript); err != nil {
		h.fail("1280x720 session: %v", err)
	}
	if err := h.retry(1920, 1080, h.hotSeatScript); err != nil {
		h.fail("1920x1080 session: %v", err)
	}
	return ebiten.Termination
}

// errLaunch marks a guest that never connected; vmhost launches are
// occasionally flaky (see its skill guide), so such a session is retried
// once. Failures of the script itself are never retried.
var errLaunch = errors.New("the client never connected")

func (h *host) retry(w, hgt int, script func(v *vm) error) error {
	err := h.session(w, hgt, script)
	if errors.Is(err, errLaunch) {
		err = h.session(w, hgt, script)
	}
	return err
}

// probe and probeTarget mirror what the client writes (scenes.Probe).
type probe struct {
	Scene   string        `json:"scene"`
	Prompt  string        `json:"prompt"`
	Human   bool          `json:"human"`
	Seat    int           `json:"seat"`
	View    int           `json:"view"`
	Round   int           `json:"round"`
	Over    bool          `json:"over"`
	Steps   int           `json:"steps"`
	Targets []probeTarget `json:"targets"`
	Winner  string        `json:"winner"`
	Message string        `json:"message"`
	Pads    map[int]int   `json:"pads"`
	Asking  bool          `json:"asking"`
	// Handoffs counts the play screen's hand-offs (scenes.Probe).
	Handoffs int `json:"handoffs"`
	Perf     map[string]int
}

type probeTarget struct {
	Label   string `json:"label"`
	Action  string `json:"action"`
	Rect    struct{ X, Y, W, H float64 }
	Focused bool `json:"focused"`
}

// vm is one running guest.
type vm struct {
	h      *host
	g      *vmhost.GuestSession
	screen *ebiten.Image
	probe  string
	ticks  int
	pads   []vmhost.GamepadState // the controllers plugged in (e2e_devices_test.go)
	runs   map[string]pressRun   // each button's run of presses (fresh)
}

// pressRun is a button's latest run of presses, as input's press clock
// sees them: presses each within input.DoubleTicks of the last.
type pressRun struct {
	first, last int // ticks
	handoffs    int // the probe's Handoffs when the run began
}

// fresh is called before pressing button b. A press that continues a
// run of presses begun before the device last changed hands is held
// back by the game (input.Gate: the second click of a double-click on
// End turn is not the next player's), as it would be for a person; so
// when the play screen has changed hands since b's run began, fresh
// waits until that run has ended. It then notes the press.
func (v *vm) fresh(b string) error {
	if v.runs == nil {
		v.runs = map[string]pressRun{}
	}
	p, err := v.read()
	if err != nil {
		return err
	}
	r, ok := v.runs[b]
	if ok && v.ticks-r.last <= input.DoubleTicks+1 && p.Handoffs != r.handoffs {
		if err := v.run(input.DoubleTicks + 2 - (v.ticks - r.last)); err != nil {
			return err
		}
		ok = false
	}
	if !ok || v.ticks-r.last > input.DoubleTicks+1 {
		r = pressRun{first: v.ticks, handoffs: p.Handoffs}
	}
	r.last = v.ticks
	v.runs[b] = r
	return nil
}

// session starts a guest at w×h, runs script against it and closes it.
func (h *host) session(w, hgt int, script func(v *vm) error) error {
	sock, err := os.MkdirTemp("", "vg")
	if err != nil {
		return err
	}
	defer os.RemoveAll(sock)
	ln, err := net.Listen("unix", filepath.Join(sock, "g.sock"))
	if err != nil {
		return err
	}
	defer ln.Close()
	endpoint, err := vmhost.EndpointURLFromAddr(ln.Addr())
	if err != nil {
		return err
	}
	probePath := filepath.Join(h.dir, fmt.Sprintf("probe-%d.json", w))
	cmd := exec.Command(h.guestBin)
	cmd.Env = append(os.Environ(), "EBITENGINE_VM_ENDPOINT="+endpoint, "PYRAMID_PROBE="+probePath, "PYRAMID_SEED=20261122")
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		return err
	}
	defer func() {
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				h.fail("the client exited with %v", err)
			}
		case <-time.After(20 * time.Second):
			_ = cmd.Process.Kill()
			<-done
			h.fail("the client did not exit after its session closed")
		}
	}()
	if dl, ok := ln.(interface{ SetDeadline(time.Time) error }); ok {
		_ = dl.SetDeadline(time.Now().Add(20 * time.Second))
	}
	conn, err := ln.Accept()
	if err != nil {
		return fmt.Errorf("%w: %v", errLaunch, err)
	}
	g, err := vmhost.NewGuestSession(conn, &vmhost.NewGuestSessionOptions{IdleTimeout: 30 * time.Second})
	if err != nil {
		return err
	}
	defer g.Close()
	scale := ebiten.Monitor().DeviceScaleFactor()
	v := &vm{h: h, g: g, screen: ebiten.NewImage(int(float64(w)*scale), int(float64(hgt)*scale)), probe: probePath}
	if err := g.SetOutsideScreen(v.screen); err != nil {
		return err
	}
	err = script(v)
	h.res.Ticks += v.ticks
	if gerr := g.Err(); err == nil && gerr != nil && !errors.Is(gerr, ebiten.Termination) {
		err = gerr
	}
	return err
}

// run advances n ticks and waits for them.
func (v *vm) run(n int) error {
	v.g.AdvanceTicks(n)
	v.ticks += n
	if !v.g.WaitTicks() {
		return fmt.Errorf("the client stopped: %v", v.g.Err())
	}
	return nil
}

func (v *vm) read() (probe, error) {
	var p probe
	data, err := os.ReadFile(v.probe)
	if err != nil {
		return p, fmt.Errorf("reading the probe: %w", err)
	}
	var raw struct {
		probe
		Perf map[string]int `json:"perf"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return p, err
	}
	p = raw.probe
	p.Perf = raw.Perf
	return p, nil
}

// click presses and releases the left button at a screen point (device
// pixels, as the probe reports them).
func (v *vm) click(x, y float64) error {
	if err := v.fresh("mouse"); err != nil {
		return err
	}
	s := ebiten.Monitor().DeviceScaleFactor()
	v.g.MoveCursor(x/s, y/s)
	v.g.PressMouseButton(ebiten.MouseButtonLeft)
	if err := v.run(1); err != nil {
		return err
	}
	v.g.ReleaseMouseButton(ebiten.MouseButtonLeft)
	return v.run(2)
}

// clickLabel clicks the target whose label starts with prefix.
func (v *vm) clickLabel(p probe, prefix string) error {
	for _, t := range p.Targets {
		if strings.HasPrefix(t.Label, prefix) {
			x, y := probeRectCenter(t)
			return v.click(x, y)
		}
	}
	return fmt.Errorf("%s screen: no %q to click among %v", p.Scene, prefix, labels(p))
}

func labels(p probe) []string {
	var out []string
	for _, t := range p.Targets {
		out = append(out, t.Label)
	}
	return out
}

// expect reads the probe after settling and checks the scene.
func (v *vm) expect(scene string) (probe, error) {
	if err := v.run(15); err != nil {
		return probe{}, err
	}
	p, err := v.read()
	if err != nil {
		return p, err
	}
	if p.Scene != scene {
		return p, fmt.Errorf("expected the %s screen, the client shows %q", scene, p.Scene)
	}
	v.h.seen(scene)
	return p, nil
}

// frame renders the current state and returns its pixels.
func (v *vm) frame() (*image.RGBA, error) {
	v.g.AdvanceFrame()
	if !v.g.WaitFrame() {
		return nil, fmt.Errorf("rendering failed: %v", v.g.Err())
	}
	if !v.g.CompositeFrame() {
		return nil, errors.New("compositing the frame failed")
	}
	img := image.NewRGBA(v.screen.Bounds())
	v.screen.ReadPixels(img.Pix)
	return img, nil
}

// snap renders the frame and saves it as name.
func (v *vm) snap(name string) (*image.RGBA, error) {
	img, err := v.frame()
	if err != nil {
		return nil, err
	}
	f, err := os.Create(v.h.shot(name))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		return nil, err
	}
	v.h.note(name)
	return img, nil
}
