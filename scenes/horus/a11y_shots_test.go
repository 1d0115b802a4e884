package horus

import (
	"strings"

	"github.com/pyramid-studio/pyramid/scenes"

	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/display"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/storage"
)

// The accessibility screens: a native run (a window on Xvfb when there
// is no display) draws every menu screen, every rules section, a game in
// play and its end screen in Polish at the largest text size, at
// 1280×720 and 1920×1080, while recording each line of text drawn and
// each text asked of the catalog. It fails when a text has no Polish
// translation, a line spills out of its box or off the screen, or two
// lines overlap; the 1280×720 frames are saved as *-pl-large.png.

const a11yHostEnv = "PYRAMID_A11Y_HOST"

// a11yResult is what the native run reports.
type a11yResult struct {
	Problems []string
	Shots    []string
	Lines    int // lines of text checked
}

func TestLargePolishScreensFit(t *testing.T) {
	out := os.Getenv("PYRAMID_SCREENSHOTS")
	if out == "" {
		out = t.TempDir()
	}
	out, _ = filepath.Abs(out)
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	cmd, err := display.Command(ctx, self, "-test.run=^$")
	if err != nil {
		t.Fatal(err)
	}
	cmd.Env = append(os.Environ(), a11yHostEnv+"="+out)
	logOut, runErr := cmd.CombinedOutput()
	data, err := os.ReadFile(filepath.Join(out, "a11y-shots.json"))
	if err != nil {
		t.Fatalf("the screen run wrote no result (%v):\n%s", runErr, logOut)
	}
	os.Remove(filepath.Join(out, "a11y-shots.json"))
	var res a11yResult
	if err := json.Unmarshal(data, &res); err != nil {
		t.Fatal(err)
	}
	if res.Lines < 500 {
		t.Errorf("only %d lines of text were checked: are the screens drawn?", res.Lines)
	}
	for _, p := range res.Problems {
		t.Error(p)
	}
	for _, s := range res.Shots {
		t.Logf("screenshot %s", filepath.Join(out, s))
	}
}

type a11yHost struct {
	dir  string
	res  a11yResult
	done bool
}

func a11yHostMain(dir string) int {
	h := &a11yHost{dir: dir}
	write := func() int {
		data, _ := json.MarshalIndent(h.res, "", "  ")
		if err := os.WriteFile(filepath.Join(dir, "a11y-shots.json"), data, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		return 0
	}
	if err := render.LoadFonts(); err != nil {
		h.res.Problems = append(h.res.Problems, err.Error())
		return write()
	}
	ebiten.SetWindowSize(640, 360)
	if err := ebiten.RunGame(h); err != nil && !errors.Is(err, ebiten.Termination) {
		h.res.Problems = append(h.res.Problems, err.Error())
	}
	return write()
}

func (h *a11yHost) Update() error {
	if h.done {
		return ebiten.Termination
	}
	h.done = true
	st := settings.Defaults()
	st.Language, st.TextSize, st.Palette = i18n.Polish, len(settings.TextSizes)-1, render.ColourBlind
	st.Mixer = &noDevice{} // the title and settings say there is no sound device
	i18n.Set(st.Language)
	// the settings screen's longest message: a damaged file that could
	// not be kept aside
	mem := storage.NewMemory()
	_ = mem.Write(settings.Key, []byte("{"))
	st.Message = settings.Load(asideFails{mem}).Message
	render.UsePalette(st.Palette)
	defer i18n.Set(i18n.English)
	defer render.UsePalette(render.Standard)
	for _, sz := range [][2]float64{{1280, 720}, {1920, 1080}} {
		h.screens(&st, sz[0], sz[1])
	}
	return nil
}

func (h *a11yHost) Draw(*ebiten.Image)         {}
func (h *a11yHost) Layout(int, int) (int, int) { return 640, 360 }

// screens draws every screen at one size.
func (h *a11yHost) screens(st *settings.Settings, W, H float64) {
	f := layout.NewFrame(W, H)
	ctx := &scenes.Context{W: W, H: H, Frame: f, Fonts: render.NewFonts(f.U * st.TextScale()), Settings: st}
	*ctx.Focus() = input.Focus{} // the menus' focus on their first button, so its ring is checked too
	// the pointer rests on nothing, so that no hover text is drawn; a
	// controller was used last, so the legend bars are drawn and checked
	ctx.In = input.Frame{X: -100, Y: -100, Last: input.Gamepad}
	name := fmt.Sprintf("%.0fx%.0f", W, H)
	shots := W == 1280
	h.check(ctx, name+" title", "title-pl-large", shots, scenes.NewTitleNote("Przykładowa wiadomość o problemie z zapisem gry, na dwa wiersze albo i więcej, by sprawdzić zawijanie."))
	ng := scenes.NewNewGame(horus.GameID)
	su := ng.Setup()
	su.Seats[0].Name = "Małgorzata Woźna"
	ng.SetSetup(su)
	h.check(ctx, name+" new game", "newgame-pl-large", shots, ng)
	// the fullest menu: Continue, Saved games and Quit
	full := scenes.NewTitle()
	if g, err := session.New(session.Config{Game: horus.GameID, Setup: horus.SetupOf(horus.Options{Players: 6, Adventurers: [horus.MaxPlayers]horus.Adventurer{0, 1, 2, 3, 4, 5}}, nil), Seed: 1}); err == nil {
		full.Offer(g, true)
	} else {
		h.res.Problems = append(h.res.Problems, err.Error())
	}
	h.check(ctx, name+" full title", "title-full-pl-large", shots, full)
	// a new game over a game in progress: the question, with the longest
	// description of a game (six players, long names)
	ask := scenes.NewNewGame(horus.GameID)
	about := i18n.F("round %d", 14) + ", " + i18n.N(6, "%d player", "%d players", 6) + ": Małgorzata Woźna, Bartłomiej Żółtowski, Katarzyna Wiśniewska"
	ask.Ask(session.AutosaveKey, about)
	h.check(ctx, name+" new game question", "newgame-question-pl-large", shots, ask)
	saved := scenes.NewSavedGamesScene(nil)
	var sources []saves.Source
	var labels []string
	for i := 0; i < scenes.MaxListed+2; i++ {
		sources = append(sources, saves.Source{Game: horus.GameID}) // each row names its game
		labels = append(labels, i18n.F("%s — left %s", strings.ToUpper(about[:1])+about[1:], "2026-11-25 10:00"))
	}
	saved.List(sources, labels)
	h.check(ctx, name+" saved games", "saved-pl-large", shots, saved)
	h.check(ctx, name+" settings", "settings-pl-large", shots, scenes.NewSettingsScene(scenes.NewTitle()))
	h.check(ctx, name+" statistics", "", false, scenes.NewStatsScene(nil))
	h.check(ctx, name+" replays", "", false, scenes.NewSavesScene(nil))
	r := NewRules(scenes.NewTitle())
	for i := range ruleSections {
		r.Select(i)
		shot := ""
		if i == 2 {
			shot = "rules-pl-large"
		}
		h.check(ctx, fmt.Sprintf("%s rules %d", name, i), shot, shots, r)
	}
	p, err := h.playing(ctx)
	if err != nil {
		h.res.Problems = append(h.res.Problems, name+" play: "+err.Error())
		return
	}
	hintNow(p, p.m.State.Current()) // the hint line, in Polish too
	h.check(ctx, name+" play", "play-pl-large", shots, p)
	// the 12-card limit: a search waiting for the discard that makes room
	if d, err := positionPlay(fullHandNest+"do gore: search\n", ctx.Settings); err != nil {
		h.res.Problems = append(h.res.Problems, name+" discard first: "+err.Error())
	} else {
		d.ensureLayout(ctx)
		h.check(ctx, name+" discard first", "play-discard-first-pl-large", shots, d)
		d.Leave()
	}
	for p.m.State.Current() != horus.TerminalSeat {
		if p.m.State.IsChance() {
			p.rollChance()
		} else if err := p.apply(p.m.State.Legal(nil)[0]); err != nil {
			h.res.Problems = append(h.res.Problems, name+" play: "+err.Error())
			return
		}
	}
	p.Leave()
	e := scenes.NewEnd(p.s, nil)
	h.check(ctx, name+" end", "end-pl-large", shots, e)
	// the statistics opened from the end screen, with this game's line
	// and the routes
	s := scenes.NewStatsScene(nil)
	if g, err := horus.Game.Summarize(p.s.Export()); err == nil {
		s.Count(g)
	}
	for v := range s.Views() {
		s.SetView(v)
		h.check(ctx, fmt.Sprintf("%s statistics view %d", name, v), "", false, s)
	}
	// the replay viewer of an unfinished game, offering to play on, with
	// its longest note
	part := p.s.Export()
	part.Steps, part.FinalHash = part.Steps[:len(part.Steps)/2], ""
	var names []string
	for _, seat := range p.s.Seats() {
		names = append(names, seat.Name)
	}
	rr, err := session.NewReplayer(part, names)
	if err != nil {
		h.res.Problems = append(h.res.Problems, name+" replay: "+err.Error())
		return
	}
	rp, err := scenes.NewReplay(rr, "game-20300101-000000-seed1.json")
	if err != nil {
		h.res.Problems = append(h.res.Problems, name+" replay: "+err.Error())
		return
	}
	rp.Seek(rr.Len() / 2)
	rp.ArmPlayOn()
	h.check(ctx, name+" replay", "", false, rp)
	// a game not over: its record does not export, and View says why
	rp.Export(ctx)
	h.check(ctx, name+" replay export refused", "", false, rp)
	rp.SetView(0)
	h.check(ctx, name+" replay view refused", "", false, rp)
}

// playing plays a four-player game from seat 0's view (every move chosen
// at random, adventurously) until seat 0 is to act in phase 3 of round 3
// or later, holding cards, with the log well filled.
func (h *a11yHost) playing(ctx *scenes.Context) (*Play, error) {
	for seed := uint64(1); seed < 30; seed++ {
		// the longest name the name field takes, with Polish letters
		cfg := GameConfig{Seed: seed, Seats: []SeatConfig{{Human: true, Adventurer: 0, Name: "Małgorzata Woźna"}}}
		for i := 1; i < 4; i++ {
			cfg.Seats = append(cfg.Seats, SeatConfig{Level: "random", Adventurer: horus.Adventurer(i)})
		}
		p, err := NewPlay(cfg, ctx.Settings)
		if err != nil {
			return nil, err
		}
		p.ensureLayout(ctx)
		r := rand.New(rand.NewPCG(seed, 7))
		for steps := 0; steps < 3000 && !p.m.State.IsOver(); steps++ {
			if p.m.State.IsChance() {
				p.rollChance()
			} else if err := p.apply(adventurous(p.m.State.Legal(nil), r)); err != nil {
				break
			}
			o := p.m.State.Observe(0)
			if p.m.State.Current() == 0 && o.Phase == horus.PhaseActions && o.Round >= 3 && o.Players[0].Count >= 3 && o.Players[0].Actions > 0 {
				p.world.Skip()
				return p, nil
			}
		}
		p.Leave()
	}
	return nil, errors.New("no game reached a turn of seat 0 in round 3 with cards")
}

// check draws one scene (twice: layouts settle on the first draw),
// records its text and notes every problem.
func (h *a11yHost) check(ctx *scenes.Context, what, shot string, save bool, s scenes.Scene) {
	screen := ebiten.NewImage(int(ctx.W), int(ctx.H))
	defer screen.Deallocate()
	s.Draw(screen, ctx)
	screen.Clear()
	stopMiss := i18n.Record()
	stopText := render.RecordText()
	screen.Fill(render.Background)
	s.Draw(screen, ctx)
	scenes.DrawLegend(screen, ctx, s)
	lines := stopText()
	for _, k := range stopMiss() {
		h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: no Polish for %q", what, k))
	}
	h.res.Lines += len(lines)
	const tol = 1.0 // a pixel of rounding
	for i, ln := range lines {
		b := ln.Box
		if b.X < -tol || b.Y < -tol || b.Right() > ctx.W+tol || b.Bottom() > ctx.H+tol {
			h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: %q is off the screen at %+v", what, ln.Text, b))
		}
		if l := ln.Limit; l.W > 0 && (b.W > l.W+tol || b.H > l.H+tol) {
			h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: %q (%.0f×%.0f) does not fit its box %.0f×%.0f", what, ln.Text, b.W, b.H, l.W, l.H))
		}
		for _, o := range lines[:i] {
			if overlap(b, o.Box) > 2 && ln.Text != "" && o.Text != "" {
				h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: %q overlaps %q", what, ln.Text, o.Text))
			}
		}
	}
	if save && shot != "" {
		full := image.NewRGBA(image.Rect(0, 0, int(ctx.W), int(ctx.H)))
		screen.ReadPixels(full.Pix)
		if err := savePNG(filepath.Join(h.dir, shot+".png"), full); err != nil {
			h.res.Problems = append(h.res.Problems, err.Error())
		}
		h.res.Shots = append(h.res.Shots, shot+".png")
	}
}

// overlap is the smaller side of the intersection of two boxes, 0 when
// they do not meet.
func overlap(a, b layout.Rect) float64 {
	w := min(a.Right(), b.Right()) - max(a.X, b.X)
	h := min(a.Bottom(), b.Bottom()) - max(a.Y, b.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return min(w, h)
}

// asideFails is a settings store on which a damaged settings.json cannot
// be moved aside: copying it to another key fails (the disk was full).
type asideFails struct{ *storage.Memory }

func (a asideFails) Write(key string, data []byte) error {
	if key != settings.Key {
		return errors.New("no space left on device")
	}
	return a.Memory.Write(key, data)
}
