package scenes

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/world"
	"github.com/pyramid-studio/pyramid/game"
	"github.com/pyramid-studio/pyramid/render"
)

// The animation screenshots: a native run (a window on Xvfb when there
// is no display) plays games until a block falls, a mummy turns round at
// a wall and the dice roll, and saves short frame strips of each,
// rendered by the play scene itself, as anim-*.png. They go to
// $PYRAMID_SCREENSHOTS (the committed set: ../testdata/screenshots) or a
// temporary directory.

func TestMain(m *testing.M) {
	if dir := os.Getenv("PYRAMID_SHOTS_HOST"); dir != "" {
		os.Exit(shotsHostMain(dir))
	}
	os.Exit(m.Run())
}

// shotResult is what the native run reports for each strip.
type shotResult struct {
	Name   string
	Frames int
	Diffs  []int  // changed pixels between consecutive frames of the strip
	Error  string `json:",omitempty"`
}

func TestAnimationScreenshots(t *testing.T) {
	out := os.Getenv("PYRAMID_SCREENSHOTS")
	if out == "" {
		out = t.TempDir()
	}
	out, _ = filepath.Abs(out)
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	args := []string{self, "-test.run=^$"}
	if os.Getenv("DISPLAY") == "" {
		xvfb, err := exec.LookPath("xvfb-run")
		if err != nil {
			t.Fatal("no DISPLAY and no xvfb-run: install Xvfb (bash .ci/install-deps) to render the screenshots")
		}
		args = append([]string{xvfb, "-a", "-s", "-screen 0 1920x1080x24"}, args...)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, args[0], args[1:]...)
	cmd.Env = append(os.Environ(), "PYRAMID_SHOTS_HOST="+out)
	logOut, runErr := cmd.CombinedOutput()
	data, err := os.ReadFile(filepath.Join(out, "anim-shots.json"))
	if err != nil {
		t.Fatalf("the screenshot run wrote no result (%v):\n%s", runErr, logOut)
	}
	os.Remove(filepath.Join(out, "anim-shots.json"))
	var res []shotResult
	if err := json.Unmarshal(data, &res); err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"anim-block-fall": false, "anim-mummy-turn": false, "anim-dice-roll": false}
	for _, r := range res {
		if r.Error != "" {
			t.Errorf("%s: %s", r.Name, r.Error)
			continue
		}
		want[r.Name] = true
		t.Logf("%s: %d frames, pixels changed between frames %v -> %s", r.Name, r.Frames, r.Diffs, filepath.Join(out, r.Name+".png"))
		if _, err := os.Stat(filepath.Join(out, r.Name+".png")); err != nil {
			t.Errorf("%s: %v", r.Name, err)
		}
		for i, d := range r.Diffs {
			if d < 50 {
				t.Errorf("%s: frames %d and %d are almost the same (%d pixels differ): nothing moves", r.Name, i, i+1, d)
			}
		}
	}
	for name, ok := range want {
		if !ok {
			t.Errorf("no %s strip was made", name)
		}
	}
}

// shotHost is the ebiten.Game of the screenshot run.
type shotHost struct {
	dir     string
	results []shotResult
	done    bool
}

func shotsHostMain(dir string) int {
	h := &shotHost{dir: dir}
	write := func() int {
		data, _ := json.MarshalIndent(h.results, "", "  ")
		if err := os.WriteFile(filepath.Join(dir, "anim-shots.json"), data, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		return 0
	}
	if err := render.LoadFonts(); err != nil {
		h.results = append(h.results, shotResult{Name: "fonts", Error: err.Error()})
		return write()
	}
	ebiten.SetWindowSize(640, 360)
	if err := ebiten.RunGame(h); err != nil && !errors.Is(err, ebiten.Termination) {
		h.results = append(h.results, shotResult{Name: "run", Error: err.Error()})
	}
	return write()
}

func (h *shotHost) Update() error {
	if h.done {
		return ebiten.Termination
	}
	h.done = true
	for _, sc := range shotScenarios {
		h.results = append(h.results, h.shoot(sc))
	}
	return nil
}

func (h *shotHost) Draw(*ebiten.Image)         {}
func (h *shotHost) Layout(int, int) (int, int) { return 640, 360 }

// shotScenario says which batch of events to look for, which animation to
// film, at which points of it, and what part of the screen to keep.
type shotScenario struct {
	name  string
	find  func(evs []game.Event) bool
	kind  world.AnimKind
	fracs []float64
	crop  func(p *Play, a world.Anim) layout.Rect
}

var shotScenarios = []shotScenario{
	{
		name: "anim-block-fall",
		find: func(evs []game.Event) bool { return has(evs, game.EvBlockFell) },
		kind: world.Fall, fracs: []float64{0.15, 0.45, 0.72, 0.8, 0.9, 1.05},
		crop: func(p *Play, a world.Anim) layout.Rect { return around(p, a.To, 2.5) },
	},
	{
		name: "anim-mummy-turn",
		find: func(evs []game.Event) bool {
			for _, e := range evs {
				if e.Kind == game.EvMummyTurn && e.Mummy >= 0 {
					return true
				}
			}
			return false
		},
		kind: world.Turn, fracs: []float64{0, 0.25, 0.45, 0.6, 0.8, 1.05},
		crop: func(p *Play, a world.Anim) layout.Rect { return around(p, a.To, 1.5) },
	},
	{
		name: "anim-dice-roll",
		find: func(evs []game.Event) bool { return count(evs, game.EvDieRolled) >= 3 },
		kind: world.Roll, fracs: []float64{0.05, 0.2, 0.35, 0.5, 0.7, 1.05},
		crop: func(p *Play, a world.Anim) layout.Rect {
			r := p.lay.Table
			return layout.Rect{X: r.X, Y: r.Y, W: r.W, H: p.lay.Dice[0].Bottom() + 40*p.lay.U - r.Y}
		},
	},
}

func has(evs []game.Event, k game.EventKind) bool { return count(evs, k) > 0 }

func count(evs []game.Event, k game.EventKind) int {
	n := 0
	for _, e := range evs {
		if e.Kind == k {
			n++
		}
	}
	return n
}

// around is the square q with n squares of board round it.
func around(p *Play, q game.Square, n float64) layout.Rect {
	r := p.lay.Square(q)
	c := p.lay.Cell
	x := max(p.lay.Board.X, r.X-n*c)
	y := max(p.lay.Board.Y, r.Y-n*c)
	w := min(r.W+2*n*c, p.lay.Board.Right()-x)
	hh := min(r.H+2*n*c, p.lay.Board.Bottom()-y)
	return layout.Rect{X: x, Y: y, W: w, H: hh}
}

// shoot plays a game (one human seat whose view is shown; every seat's
// moves chosen at random, adventurously) until the scenario's events
// come, then films the animation.
func (h *shotHost) shoot(sc shotScenario) shotResult {
	res := shotResult{Name: sc.name}
	const W, H = 1280, 720
	f := layout.NewFrame(W, H)
	st := &Settings{Speed: 1, BotSpeed: 2}
	ctx := &Context{W: W, H: H, Frame: f, Fonts: render.NewFonts(f.U), Settings: st}
	for seed := uint64(1); seed < 40; seed++ {
		cfg := GameConfig{Seed: seed}
		for i := 0; i < 4; i++ {
			cfg.Seats = append(cfg.Seats, SeatConfig{Human: i == 0, Level: "random", Adventurer: game.Adventurer(i)})
		}
		p, err := NewPlay(cfg, st)
		if err != nil {
			res.Error = err.Error()
			return res
		}
		p.ensureLayout(ctx)
		r := rand.New(rand.NewPCG(seed, 99))
		for steps := 0; steps < 4000 && p.m.State.Current() != game.TerminalSeat; steps++ {
			p.world.Skip()
			p.world.Speed = 1
			var err error
			if p.m.State.IsChance() {
				p.rollChance()
			} else {
				err = p.apply(adventurous(p.m.State.Legal(nil), r))
			}
			if err != nil {
				break
			}
			if !sc.find(p.evbuf) {
				continue
			}
			if err := h.film(p, ctx, sc, &res); err != nil {
				res.Error = err.Error()
			}
			p.Leave()
			return res
		}
		p.Leave()
	}
	res.Error = "no game showed it"
	return res
}

// film renders the scenario's animation at its fractions and saves the
// strip of crops.
func (h *shotHost) film(p *Play, ctx *Context, sc shotScenario, res *shotResult) error {
	var target world.Anim
	found := false
	for _, a := range p.world.Anims {
		if a.Kind == sc.kind {
			target, found = a, true
			break
		}
	}
	if !found {
		return fmt.Errorf("no %v animation was started", sc.kind)
	}
	screen := ebiten.NewImage(int(ctx.W), int(ctx.H))
	defer screen.Deallocate()
	crop := sc.crop(p, target)
	cr := image.Rect(int(crop.X), int(crop.Y), int(crop.Right()), int(crop.Bottom()))
	gap := 6
	strip := image.NewRGBA(image.Rect(0, 0, len(sc.fracs)*(cr.Dx()+gap)-gap, cr.Dy()))
	var prev *image.RGBA
	elapsed := 0
	for i, fr := range sc.fracs {
		at := target.T.Delay + int(fr*float64(target.T.Dur))
		for elapsed < at {
			p.world.Tick()
			elapsed++
		}
		screen.Clear()
		screen.Fill(render.Background)
		p.Draw(screen, ctx)
		full := image.NewRGBA(image.Rect(0, 0, int(ctx.W), int(ctx.H)))
		screen.ReadPixels(full.Pix)
		frame := full.SubImage(cr).(*image.RGBA)
		draw.Draw(strip, image.Rect(i*(cr.Dx()+gap), 0, i*(cr.Dx()+gap)+cr.Dx(), cr.Dy()), frame, cr.Min, draw.Src)
		if prev != nil {
			res.Diffs = append(res.Diffs, changed(prev, frame))
		}
		prev = frame
		res.Frames++
		if i == len(sc.fracs)/2 {
			if err := savePNG(filepath.Join(h.dir, sc.name+"-full.png"), full); err != nil {
				return err
			}
		}
	}
	return savePNG(filepath.Join(h.dir, sc.name+".png"), strip)
}

// changed counts the pixels that differ between two same-sized crops.
func changed(a, b *image.RGBA) int {
	n := 0
	ra, rb := a.Bounds(), b.Bounds()
	for y := 0; y < ra.Dy(); y++ {
		for x := 0; x < ra.Dx(); x++ {
			ca := a.RGBAAt(ra.Min.X+x, ra.Min.Y+y)
			cb := b.RGBAAt(rb.Min.X+x, rb.Min.Y+y)
			if ca != cb {
				n++
			}
		}
	}
	return n
}

func savePNG(path string, im image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, im); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
