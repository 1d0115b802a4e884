package horus

import (
	"fmt"
	"image"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/client/world"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/internal/shots"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// The animation screenshots: a native run (a window on Xvfb when there
// is no display) plays games until a block falls, a mummy turns round at
// a wall, the dice roll, the human draws a card and somebody is sealed in,
// and saves a captioned strip of frames of each, rendered by the play
// scene itself, as anim-*.png (and the whole screen at the middle frame as
// anim-*-full.png). They go to
// $PYRAMID_SCREENSHOTS (the committed set: ../testdata/screenshots) or a
// temporary directory.

var animNative = shots.Native{Env: "PYRAMID_SHOTS_HOST", Report: "anim-shots.json"}

func TestMain(m *testing.M) {
	for n, serve := range map[shots.Native]func(string) int{
		animNative: shotsHostMain, screensNative: screensHostMain, handoffNative: handoffHostMain, tutorialNative: tutorialHostMain,
	} {
		if dir := n.Dir(); dir != "" {
			os.Exit(serve(dir))
		}
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
	golden := shots.Committed(t)
	out := shots.Dir(t)
	defer golden.Compare(t, out)
	var res []shotResult
	animNative.Run(t, out, 3*time.Minute, &res)
	want := map[string]bool{}
	for _, sc := range shotScenarios {
		want[sc.name] = false
		if len(sc.notes) != len(sc.fracs) {
			t.Errorf("%s: %d captions for %d frames", sc.name, len(sc.notes), len(sc.fracs))
		}
	}
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

// shotHost is the screenshot run.
type shotHost struct {
	dir     string
	results []shotResult
}

func shotsHostMain(dir string) int {
	h := &shotHost{dir: dir}
	return animNative.Serve(dir, &h.results, func(err error) { h.results = append(h.results, shotResult{Name: "native run", Error: err.Error()}) }, h.draw)
}

// draw plays every scenario and saves its strip.
func (h *shotHost) draw() {
	for _, sc := range shotScenarios {
		h.results = append(h.results, h.shoot(sc))
	}
}

// shotScenario says which batch of events to look for, which entity's
// animation to film, at which points of it (fractions of its length; below
// 0 is before it starts, above 1 after it ends), what each frame shows, and
// what part of the screen to keep at what scale.
type shotScenario struct {
	name  string
	title string
	find  func(evs []horus.Event) (world.Key, bool) // the entity to film
	kind  world.AnimKind
	fracs []float64
	notes []string // one caption per frame
	crop  func(p *Play, a world.Anim) layout.Rect
	scale float64 // 0: 1
	cols  int     // frames per row; 0: all in one row
}

var shotScenarios = []shotScenario{
	{
		name:  "anim-block-fall",
		title: "Phase 5: a stone block falls onto its square",
		find: func(evs []horus.Event) (world.Key, bool) {
			for _, e := range evs {
				if e.Kind == horus.EvBlockFell {
					return world.Key{Kind: world.Block, A: int(e.Value)}, true
				}
			}
			return world.Key{}, false
		},
		kind:  world.Fall,
		fracs: []float64{0.1, 0.4, 0.62, 0.74, 0.86, 1.05},
		notes: []string{"high above: a small shadow", "it drops; the shadow grows", "about to land", "lands: the board shakes", "dust puffs out", "down; the square stays marked"},
		crop: func(p *Play, a world.Anim) layout.Rect {
			return aroundAsym(p, a.To, 2, 4, 1.5) // room above for the drop
		},
	},
	{
		name:  "anim-mummy-turn",
		title: "Phase 4: a mummy walks to the end of its corridor, turns round and walks back",
		find: func(evs []horus.Event) (world.Key, bool) {
			for i := 1; i+1 < len(evs); i++ {
				e, before, after := evs[i], evs[i-1], evs[i+1]
				if e.Kind == horus.EvMummyTurn && before.Kind == horus.EvMummyStep && before.Mummy == e.Mummy && after.Kind == horus.EvMummyStep && after.Mummy == e.Mummy {
					return world.Key{Kind: world.Mummy, A: int(e.Mummy)}, true
				}
			}
			return world.Key{}, false
		},
		kind:  world.Turn,
		fracs: []float64{-0.6, 0, 0.3, 0.5, 0.75, 1.0, 1.45, 1.9},
		notes: []string{"walking", "at the wall", "turning", "half way round", "nearly round", "turned", "walking back", "one square back"},
		crop: func(p *Play, a world.Anim) layout.Rect {
			return aroundAsym(p, a.To, 2, 2, 2)
		},
		scale: 1.5, cols: 4,
	},
	{
		name:  "anim-dice-roll",
		title: "Phase 2: the Dice Keeper rolls the five dice (actions, and the mummies' steps)",
		find: func(evs []horus.Event) (world.Key, bool) {
			return world.Key{Kind: world.Die, A: 0}, count(evs, horus.EvDieRolled) >= int(horus.NumDice)
		},
		kind:  world.Roll,
		fracs: []float64{0.05, 0.2, 0.35, 0.5, 0.7, 1.05},
		notes: []string{"thrown", "bouncing", "tumbling", "faces still turning", "slowing down", "settled: the roll"},
		crop: func(p *Play, a world.Anim) layout.Rect {
			return p.lay.DiceTray
		},
	},
	{
		name:  "anim-card-draw",
		title: "A search: the card leaves its deck face down, is shown large and turned over, then flies to the player's card",
		find: func(evs []horus.Event) (world.Key, bool) {
			for _, e := range evs {
				if e.Kind == horus.EvCardDrawn && e.Seat == 0 && e.Card != horus.NoCard {
					return world.Key{Kind: world.Card, A: int(e.Card)}, true
				}
			}
			return world.Key{}, false
		},
		kind:  world.Deal,
		fracs: []float64{0, 0.06, 0.12, 0.2, 0.45, 0.78, 0.9, 1.05},
		notes: []string{"on its deck, face down", "lifted off", "turning over: edge-on", "shown large, face up", "shown: who found what", "flying to the seat", "nearly there", "in front of the player"},
		crop: func(p *Play, a world.Anim) layout.Rect {
			return layout.Rect{X: p.lay.X0, Y: p.lay.Y0, W: layout.BaseW * p.lay.U, H: layout.BaseH * p.lay.U}
		},
		scale: 0.5, cols: 4,
	},
	{
		name:  "anim-sealed",
		title: "Fallen blocks cut a region off from the Entrance: whoever is inside is sealed in",
		find: func(evs []horus.Event) (world.Key, bool) {
			for _, e := range evs {
				if e.Kind == horus.EvTrapped {
					return world.Key{Kind: world.Figure, A: int(e.Seat)}, true
				}
			}
			return world.Key{}, false
		},
		kind:  world.Seal,
		fracs: []float64{-0.04, 0.02, 0.1, 0.25, 0.5, 1.05},
		notes: []string{"the last block lands", "sealed in", "the cut-off region darkens", "darkest", "fading", "a lasting hatch stays"},
		crop: func(p *Play, a world.Anim) layout.Rect {
			return aroundAsym(p, a.To, 3, 3, 7) // down to the Entrance
		},
		scale: 0.8, cols: 3,
	},
}

func count(evs []horus.Event, k horus.EventKind) int {
	n := 0
	for _, e := range evs {
		if e.Kind == k {
			n++
		}
	}
	return n
}

// aroundAsym is the square q with side squares of board left and right of
// it, up above and down below.
func aroundAsym(p *Play, q horus.Square, side, up, down float64) layout.Rect {
	r := p.lay.Square(q)
	c := p.lay.Cell
	x := max(p.lay.Board.X, r.X-side*c)
	y := max(p.lay.Board.Y, r.Y-up*c)
	w := min(r.Right()+side*c, p.lay.Board.Right()) - x
	h := min(r.Bottom()+down*c, p.lay.Board.Bottom()) - y
	return layout.Rect{X: x, Y: y, W: w, H: h}
}

// shoot plays a game (one human seat whose view is shown; every seat's
// moves chosen at random, adventurously) until the scenario's events
// come, then films the animation.
func (h *shotHost) shoot(sc shotScenario) shotResult {
	res := shotResult{Name: sc.name}
	const W, H = 1280, 720
	f := layout.NewFrame(W, H)
	st := &settings.Settings{Speed: 1, BotSpeed: 2}
	ctx := &scenes.Context{W: W, H: H, Frame: f, Fonts: render.NewFonts(f.U), Settings: st}
	for seed := uint64(1); seed < 60; seed++ {
		cfg := GameConfig{Seed: seed}
		for i := 0; i < 4; i++ {
			cfg.Seats = append(cfg.Seats, SeatConfig{Human: i == 0, Level: "random", Adventurer: horus.Adventurer(i)})
		}
		p, err := NewPlay(cfg, st)
		if err != nil {
			res.Error = err.Error()
			return res
		}
		p.ensureLayout(ctx)
		r := rand.New(rand.NewPCG(seed, 99))
		for steps := 0; steps < 4000 && p.m.State.Current() != horus.TerminalSeat; steps++ {
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
			key, ok := sc.find(p.evbuf)
			if !ok {
				continue
			}
			if err := h.film(p, ctx, sc, key, &res); err != nil {
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

// Sizes of the strip's parts, in pixels.
const (
	shotGap     = 8
	shotTitle   = 26
	shotCaption = 20
)

// film renders the scenario's animation of entity key at its fractions
// and saves the captioned strip of crops.
func (h *shotHost) film(p *Play, ctx *scenes.Context, sc shotScenario, key world.Key, res *shotResult) error {
	e, ok := p.world.Lookup(key)
	if !ok {
		return fmt.Errorf("no entity %v", key)
	}
	var target world.Anim
	found := false
	for _, a := range p.world.Anims {
		if a.E == e && a.Kind == sc.kind {
			target, found = a, true
			break
		}
	}
	if !found {
		return fmt.Errorf("no %v animation of %v was started", sc.kind, key)
	}
	screen := ebiten.NewImage(int(ctx.W), int(ctx.H))
	defer screen.Deallocate()
	crop := sc.crop(p, target)
	cr := image.Rect(int(crop.X), int(crop.Y), int(crop.Right()), int(crop.Bottom()))
	scale, cols := sc.scale, sc.cols
	if scale == 0 {
		scale = 1
	}
	if cols == 0 {
		cols = len(sc.fracs)
	}
	rows := (len(sc.fracs) + cols - 1) / cols
	cw, ch := int(float64(cr.Dx())*scale), int(float64(cr.Dy())*scale)
	strip := ebiten.NewImage(shotGap+cols*(cw+shotGap), shotTitle+rows*(ch+shotCaption+shotGap))
	defer strip.Deallocate()
	strip.Fill(render.Background)
	render.Text(strip, sc.title, ctx.Fonts.Bold, shotGap, 4, render.Gold, render.Left)
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
		x, y := shotGap+(i%cols)*(cw+shotGap), shotTitle+(i/cols)*(ch+shotCaption+shotGap)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(scale, scale)
		op.GeoM.Translate(float64(x), float64(y))
		strip.DrawImage(screen.SubImage(cr).(*ebiten.Image), op)
		note := fmt.Sprintf("%d. %s", i+1, sc.notes[i])
		render.Text(strip, note, ctx.Fonts.Small, float64(x), float64(y+ch+3), render.Ink, render.Left)
		full := image.NewRGBA(image.Rect(0, 0, int(ctx.W), int(ctx.H)))
		screen.ReadPixels(full.Pix)
		frame := full.SubImage(cr).(*image.RGBA)
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
	out := image.NewRGBA(strip.Bounds())
	strip.ReadPixels(out.Pix)
	return savePNG(filepath.Join(h.dir, sc.name+".png"), out)
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
	// fast: the comparison reads pixels; the set kept in
	// $PYRAMID_SCREENSHOTS is compressed as ever
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if os.Getenv("PYRAMID_SCREENSHOTS") != "" {
		enc.CompressionLevel = png.DefaultCompression
	}
	if err := enc.Encode(f, im); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
