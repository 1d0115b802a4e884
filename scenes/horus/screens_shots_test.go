package horus

import (
	"errors"
	"fmt"
	"image"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/client/world"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/shots"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/storage"
)

// Every screen, checked and kept: a native run (a window on Xvfb when
// there is no display) draws every screen of the collection's shell and
// of Horus — the title, new game, settings, rules, replays, saved games,
// statistics; a game in play (phase 1, phase 3 with cards, a card
// explained under the pointer, the board zoomed with its squares named,
// the log's and the table's drawers, a card drawn and shown large, the
// pass-the-device cover, the question before a costly end of turn, the
// pause menu), its end screen and the replay viewer — at 1280×720 and
// 1920×1080, in English and Polish, at the normal and the largest text
// size, recording every line of text drawn and every text asked of the
// catalog. It fails on a missing translation, a line wider or taller
// than its box, a line off the screen, two lines overlapping, text of the
// play screens smaller than 22 pixels at 1920×1080 (a couch's distance),
// and a text drawn smaller at the largest text size than at the normal
// one. The frames are saved as screens-<screen>-<language>-<size>
// [-large].png (English at the normal text size at both sizes, Polish at
// the largest at 1280×720; every one with PYRAMID_SCREENSHOTS_ALL=1),
// and each one with a committed counterpart in testdata/screenshots is
// compared with it (internal/shots): a change nobody looked at fails.

var screensNative = shots.Native{Env: "PYRAMID_SCREENS_HOST", Report: "screens.json"}

// screensResult is what a native screen run reports.
type screensResult struct {
	Problems []string
	Shots    []string
	Lines    int // lines of text checked
	// Sizes are the sizes each text was drawn at, per screen and screen
	// size, per text size: "play 1920x1080 en" → text → sizes at 100%
	// and at 150%.
	Sizes map[string]map[string][2]float64 `json:",omitempty"`
}

// minCouchPixels is the smallest text of a play screen at 1920×1080 at
// the normal text size: about 22 pixels (SmallSize).
const minCouchPixels = 21.9

func TestScreens(t *testing.T) {
	golden := shots.Committed(t)
	out := shots.Dir(t)
	res := runScreensHost(t, screensNative, out)
	if res.Lines < 2000 {
		t.Errorf("only %d lines of text were checked: are the screens drawn?", res.Lines)
	}
	for _, p := range res.Problems {
		t.Error(p)
	}
	// the largest text size enlarges every text
	keys := make([]string, 0, len(res.Sizes))
	for k := range res.Sizes {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		for s, sz := range res.Sizes[k] {
			if sz[0] > 0 && sz[1] > 0 && sz[1] < sz[0]-0.5 {
				t.Errorf("%s: %q is %.1f px at the largest text size, smaller than %.1f px at the normal one", k, s, sz[1], sz[0])
			}
		}
	}
	if n := golden.Compare(t, out); n == 0 {
		t.Log("no screenshot of this test is committed yet")
	}
	drawn := map[string]bool{}
	for _, s := range res.Shots {
		drawn[s] = true
	}
	committed, _ := filepath.Glob(filepath.Join(mustCommittedDir(t), "screens-*.png"))
	for _, c := range committed {
		if name := filepath.Base(c); !strings.HasSuffix(name, ".diff.png") && !drawn[name] {
			t.Errorf("%s is committed but no longer drawn: remove it, or draw it again", name)
		}
	}
	t.Logf("%d screenshots in %s", len(res.Shots), out)
}

func mustCommittedDir(t *testing.T) string {
	dir, err := shots.CommittedDir()
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// runScreensHost runs a native screen run (n) writing in out, and reads
// its result.
func runScreensHost(t *testing.T, n shots.Native, out string) screensResult {
	t.Helper()
	var res screensResult
	n.Run(t, out, 8*time.Minute, &res)
	return res
}

// screenHost is a native run that draws screens, checks their text and
// saves them.
type screenHost struct {
	dir string
	res screensResult
	// key is the screen being checked for the sizes' comparison; large
	// says whether the text is at the largest size.
	key   string
	large bool
	couch bool // the play screens at 1920×1080 at the normal text size
	// screens are the images drawn on, one per size, cleared for each
	// check: a new texture of the screen's size for every check took
	// about as long as the drawing
	screens map[[2]int]*ebiten.Image
}

// screen is the image of a w×h screen, cleared.
func (h *screenHost) screen(w, ht float64) *ebiten.Image {
	k := [2]int{int(w), int(ht)}
	if h.screens == nil {
		h.screens = map[[2]int]*ebiten.Image{}
	}
	img := h.screens[k]
	if img == nil {
		img = ebiten.NewImage(k[0], k[1])
		h.screens[k] = img
	}
	img.Clear()
	return img
}

// hostMain runs a screen run (n) whose work is draw, writing its result
// to its directory.
func hostMain(n shots.Native, h *screenHost, dir string, draw func()) int {
	return n.Serve(dir, &h.res, func(err error) { h.res.Problems = append(h.res.Problems, err.Error()) }, draw)
}

func screensHostMain(dir string) int {
	h := &screensHost{screenHost: screenHost{dir: dir}}
	return hostMain(screensNative, &h.screenHost, dir, h.draw)
}

// screensHost draws every screen in every configuration.
type screensHost struct{ screenHost }

// draw draws every screen in every configuration.
func (h *screensHost) draw() {
	h.res.Sizes = map[string]map[string][2]float64{}
	defer i18n.Set(i18n.English)
	defer render.UsePalette(render.Standard)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Polish} {
		for _, large := range []bool{false, true} {
			st := settings.Defaults()
			st.Language, st.Speed, st.BotSpeed = lang, 3, 4
			if large {
				st.TextSize = len(settings.TextSizes) - 1
			}
			st.Mixer = &noDevice{} // the title and settings say there is no sound device
			i18n.Set(lang)
			for _, sz := range [][2]float64{{1280, 720}, {1920, 1080}} {
				h.large = large
				h.screens(&st, sz[0], sz[1])
			}
		}
	}
}

// shotName is a screenshot's name: screens-<screen>-<language>-<W>x<H>,
// with -large at the largest text size.
func shotName(screen string, st *settings.Settings, W, H float64) string {
	n := fmt.Sprintf("screens-%s-%s-%.0fx%.0f", screen, st.Language, W, H)
	if st.TextSize > 0 {
		n += "-large"
	}
	return n
}

// screens draws every screen at one size, language and text size.
func (h *screensHost) screens(st *settings.Settings, W, H float64) {
	f := layout.NewFrame(W, H)
	ctx := &scenes.Context{W: W, H: H, Frame: f, Fonts: render.NewFonts(f.U * st.TextScale()), Settings: st}
	*ctx.Focus() = input.NoFocus
	// the pointer rests on nothing, so that no hover text is drawn
	ctx.In = input.Frame{X: -100, Y: -100, Last: input.Mouse}
	// every configuration is checked; the frames kept are English at the
	// normal text size and Polish at the largest at 1280×720, and English
	// at 1920×1080 (all of them with $PYRAMID_SCREENSHOTS_ALL)
	save := st.Language == i18n.English && !h.large || st.Language == i18n.Polish && h.large && W == 1280 || os.Getenv("PYRAMID_SCREENSHOTS_ALL") != ""
	shot := func(screen string, s scenes.Scene) {
		h.key = fmt.Sprintf("%s %.0fx%.0f %s", screen, W, H, st.Language)
		h.couch = W == 1920 && !h.large && (strings.HasPrefix(screen, "play") || screen == "end" || screen == "pass" || screen == "ask" || screen == "replay")
		h.check(ctx, h.key, shotName(screen, st, W, H), save, s)
	}
	fail := func(what string, err error) {
		h.res.Problems = append(h.res.Problems, fmt.Sprintf("%.0fx%.0f %s: %s: %v", W, H, st.Language, what, err))
	}

	// the title's fullest menu (Continue, Saved games and Quit) with a note
	full := scenes.NewTitleNote("Przykładowa wiadomość o problemie z zapisem gry, na dwa wiersze albo i więcej, by sprawdzić zawijanie.")
	if g, err := session.New(session.Config{Game: horus.GameID, Setup: horus.SetupOf(horus.Options{Players: 6, Adventurers: [horus.MaxPlayers]horus.Adventurer{0, 1, 2, 3, 4, 5}}, nil), Seed: 1}); err == nil {
		full.Offer(g, true)
	} else {
		fail("title", err)
	}
	shot("title", full)
	ng := scenes.NewNewGame(horus.GameID)
	su := ng.Setup()
	su.Seats[0].Name = "Małgorzata Woźna"
	ng.SetSetup(su)
	shot("newgame", ng)
	// the settings' longest message: a damaged file that could not be
	// kept aside
	mem := storage.NewMemory()
	_ = mem.Write(settings.Key, []byte("{"))
	msg := st.Message
	st.Message = settings.Load(asideFails{mem}).Message
	shot("settings", scenes.NewSettingsScene(scenes.NewTitle()))
	st.Message = msg
	r := NewRules(scenes.NewTitle())
	r.Select(2)
	shot("rules", r)
	saved := scenes.NewSavedGamesScene(nil)
	saved.List([]saves.Source{{Game: horus.GameID}, {Game: horus.GameID}}, []string{
		i18n.F("%s — left %s", i18n.F("round %d", 4)+", Anna, Ben", "2030-01-02 18:30"),
		i18n.F("%s — left %s", i18n.F("round %d", 9)+", Zofia, Małgorzata Woźna", "2030-01-01 21:05")})
	shot("saved", saved)

	// a game in play: seat 0 the one person, in phase 3 of round 3 or
	// later with cards, the log well filled
	p, err := playedTo(ctx, 4, func(p *Play) bool {
		o := p.m.State.Observe(0)
		return p.m.State.Current() == 0 && o.Phase == horus.PhaseActions && o.Round >= 3 && o.Players[0].Count >= 3 && o.Players[0].Actions > 0
	})
	if err != nil {
		fail("play", err)
		return
	}
	defer p.Leave()
	shot("play", p)
	// a card explained under the pointer: the seat's first card
	if x, y, ok := h.cardSpot(ctx, p); ok {
		ctx.In.X, ctx.In.Y = x, y
		shot("play-tip", p)
		ctx.In.X, ctx.In.Y = -100, -100
	} else {
		fail("play-tip", errors.New("no card in the seat's card to point at"))
	}
	// zoomed in on the figure, the squares named
	p.cam.Target.Zoom = layout.ZoomLevels[3]
	p.cam.Follow(p.base.Lens(), p.lay.Square(p.obs.Players[0].Square))
	p.cam.Shown = p.cam.Target
	p.names = true
	shot("play-zoom", p)
	p.cam, p.names = scenes.FittedCamera(), false
	// the drawers
	p.drawer = drawer{kind: drawerLog, open: 1}
	shot("play-log", p)
	p.drawer = drawer{kind: drawerTable, open: 1}
	shot("play-table", p)
	p.drawer = drawer{}
	// the pause menu over the game
	m := scenes.NewManager(p)
	pause := *ctx
	pause.In = input.Frame{X: -100, Y: -100, Last: input.Gamepad, Intents: []input.Intent{{Kind: input.Start, Dev: input.Gamepad}}}
	if err := m.Update(&pause); err != nil {
		fail("pause", err)
	}
	shot("pause", managerScene{m})
	// the question before ending a turn with actions left
	p.askEnd(p.m.State.Current(), horus.Action{Kind: horus.ActEnd})
	shot("ask", p)
	p.ask = nil

	// phase 1 with a crowded choice
	if d, err := positionPlay(crowdedAdjust, st); err != nil {
		fail("play-phase1", err)
	} else {
		d.ensureLayout(ctx)
		shot("play-phase1", d)
		d.Leave()
	}

	// a card drawn, shown large in the middle of the board
	if rv, err := h.reveal(ctx); err != nil {
		fail("play-reveal", err)
	} else {
		shot("play-reveal", rv)
		rv.Leave()
	}

	// the pass-the-device cover in a game of two people
	if c, err := passCover(ctx); err != nil {
		fail("pass", err)
	} else {
		shot("pass", c)
		c.Leave()
	}

	// the end of the game, and its replay: a game of searches in the
	// first rounds, then everyone heading for the door with their finds,
	// in which someone carries cards out (the table shows them card by
	// card)
	e, err := endedWithFinds(ctx, 4, 6)
	if err != nil {
		fail("end", err)
		return
	}
	defer e.Leave()
	p = e
	shot("end", scenes.NewEnd(p.s, nil))
	stats := scenes.NewStatsScene(nil)
	if g, err := horus.Game.Summarize(p.s.Export()); err == nil {
		stats.Count(g)
	}
	shot("stats", stats)
	// six seats: the slimmest seats' cards, the longest score table
	six, err := playedToWith(ctx, 6, 3, func(p *Play) bool { return p.m.State.Round >= 4 })
	if err != nil {
		fail("six", err)
		return
	}
	defer six.Leave()
	for steps := 0; six.m.State.Current() != 0 && steps < 200; steps++ {
		if six.m.State.IsChance() {
			six.rollChance()
		} else if err := six.apply(headOut(six.m.State)); err != nil {
			break
		}
	}
	six.world.Skip()
	shot("play-six", six)
	sixEnd, err := endedWithFinds(ctx, 6, 3)
	if err != nil {
		fail("end-six", err)
		return
	}
	defer sixEnd.Leave()
	shot("end-six", scenes.NewEnd(sixEnd.s, nil))
	var names []string
	for _, seat := range p.s.Seats() {
		names = append(names, seat.Name)
	}
	rr, err := session.NewReplayer(p.s.Export(), names)
	if err != nil {
		fail("replay", err)
		return
	}
	rp, err := scenes.NewReplay(rr, i18n.T("The game just played"))
	if err != nil {
		fail("replay", err)
		return
	}
	rp.Seek(rr.Len() / 2)
	rp.Board().Skip()
	shot("replay", rp)
	shot("replays", scenes.NewSavesScene(nil))
}

// endedWithFinds is a finished game of n seats, from the first seed at
// or after seed in which someone escaped with cards that score: random
// steps to the fifth round, then everyone heading for the door
// (headOut).
func endedWithFinds(ctx *scenes.Context, n int, seed uint64) (*Play, error) {
	for ; seed < 40; seed++ {
		p, err := playedToWith(ctx, n, seed, func(p *Play) bool { return p.m.State.Round >= 5 })
		if err != nil {
			return nil, err
		}
		for steps := 0; p.m.State.Current() != horus.TerminalSeat && steps < 20000; steps++ {
			if p.m.State.IsChance() {
				p.rollChance()
			} else if err := p.apply(headOut(p.m.State)); err != nil {
				p.Leave()
				return nil, err
			}
		}
		scores := p.m.State.Scores()
		for _, sc := range scores[:n] {
			if sc.Fate == horus.Escaped && sc.Total > sc.Variety {
				p.world.Skip()
				return p, nil
			}
		}
		seed = p.s.Seed() // the next seed after the one played
		p.Leave()
	}
	return nil, errors.New("no game ended with someone carrying cards out")
}

// headOut is the step of a seat heading for the door: a move to the
// Entrance, else a move nearer the door (down the rows), else searching
// where it stands, else the last legal step (the end of the turn).
func headOut(s horus.State) horus.Action {
	legal := s.Legal(nil)
	best, score := legal[len(legal)-1], -1
	cur := s.Current()
	for _, a := range legal {
		k := -1
		switch {
		case a.Kind == horus.ActMove && horus.Square(a.A).Region() == horus.RegionEntrance:
			k = 100
		case a.Kind == horus.ActMove && cur >= 0 && horus.Square(a.A).Row() > s.Players[cur].Square.Row():
			k = 10
		case a.Kind == horus.ActSearch || a.Kind == horus.ActTake || a.Kind == horus.ActOpen:
			k = 5
		}
		if k > score {
			best, score = a, k
		}
	}
	return best
}

// managerScene draws a manager (its scene and what is over it: the pause
// menu) as a scene, for the checks.
type managerScene struct{ m *scenes.Manager }

func (s managerScene) Update(ctx *scenes.Context) error { return s.m.Update(ctx) }
func (s managerScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	s.m.Draw(dst, ctx)
}
func (s managerScene) Probe(ctx *scenes.Context) scenes.Probe { return s.m.Probe(ctx) }

// playedTo plays a four-player game (seat 0 a person, "Małgorzata
// Woźna", the others computers; every step chosen at random,
// adventurously) from the seed on until until is true, and returns it
// laid out for ctx with its animations done.
func playedTo(ctx *scenes.Context, seed uint64, until func(*Play) bool) (*Play, error) {
	return playedToWith(ctx, 4, seed, until)
}

// playedToWith is playedTo with n seats.
func playedToWith(ctx *scenes.Context, n int, seed uint64, until func(*Play) bool) (*Play, error) {
	for ; seed < 40; seed++ {
		cfg := GameConfig{Seed: seed, Seats: []SeatConfig{{Human: true, Adventurer: 0, Name: "Małgorzata Woźna"}}}
		for i := 1; i < n; i++ {
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
			if until(p) {
				p.world.Skip()
				return p, nil
			}
		}
		p.Leave()
	}
	return nil, errors.New("no game came to the position wanted")
}

// cardSpot is a point over the first card in seat 0's card, where it
// explains itself. Only the seats' cards are drawn at each point tried:
// they are what explains itself there.
func (h *screensHost) cardSpot(ctx *scenes.Context, p *Play) (float64, float64, bool) {
	screen := h.screen(ctx.W, ctx.H)
	p.Draw(screen, ctx) // laid out
	r := p.lay.Players[0]
	saved := ctx.In
	// the screen's clock (the water's glints, the door's light) as it
	// was: the shots after this one do not depend on the points tried
	defer func(ticks int) { ctx.In, p.ticks = saved, ticks }(p.ticks)
	for y := r.Y; y < r.Bottom(); y += 4 * p.lay.U {
		for x := r.X + 14*p.lay.U; x < r.X+60*p.lay.U; x += 4 * p.lay.U {
			ctx.In.X, ctx.In.Y = x, y
			p.explain.reset()
			p.drawPlayers(screen, ctx, p.head.cur)
			if p.explain.on && p.explain.card != horus.NoCard {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}

// reveal is a game at seat 0's search, its card shown large.
func (h *screensHost) reveal(ctx *scenes.Context) (*Play, error) {
	p, err := playedTo(ctx, 2, func(p *Play) bool {
		if p.m.State.Current() != 0 || p.m.State.Observe(0).Round < 2 {
			return false
		}
		for _, a := range p.m.State.Legal(nil) {
			if a.Kind == horus.ActSearch {
				return true
			}
		}
		return false
	})
	if err != nil {
		return nil, err
	}
	p.settings.Speed = 1 // normal: the card is shown
	for _, a := range p.m.State.Legal(nil) {
		if a.Kind == horus.ActSearch {
			p.world.Speed = p.stepFactor()
			if err := p.apply(a); err != nil {
				return nil, err
			}
			break
		}
	}
	for p.m.State.IsChance() {
		p.rollChance()
	}
	// on to the middle of the card's show
	for i := 0; i < 2000; i++ {
		for _, a := range p.world.Anims {
			if a.Kind == world.Deal && a.Started() && a.Raw() > 0.4 {
				p.settings.Speed = 3
				return p, nil
			}
		}
		p.world.Tick()
	}
	return nil, errors.New("no card was shown")
}

// passCover is a game of two people under Total Secrecy on the cover
// before the second one's turn.
func passCover(ctx *scenes.Context) (*Play, error) {
	cfg := GameConfig{Seed: 3, TotalSecrecy: true, Seats: []SeatConfig{
		{Human: true, Adventurer: 0, Name: "Anna"}, {Human: true, Adventurer: 5, Name: "Bartłomiej Żółtowski"}, {Level: "random", Adventurer: 2}}}
	p, err := NewPlay(cfg, ctx.Settings)
	if err != nil {
		return nil, err
	}
	p.ensureLayout(ctx)
	p.passFor, p.view = 1, -1
	p.resetWorld()
	return p, nil
}

// check draws one scene (twice: layouts settle on the first draw),
// records its text and notes every problem; with save it keeps the frame
// as shot.png.
func (h *screenHost) check(ctx *scenes.Context, what, shot string, save bool, s scenes.Scene) {
	screen := h.screen(ctx.W, ctx.H)
	s.Draw(screen, ctx)
	screen.Clear()
	stopMiss := i18n.Record()
	stopText := render.RecordDrawn()
	screen.Fill(render.Background)
	s.Draw(screen, ctx)
	if _, ok := s.(managerScene); !ok {
		scenes.DrawLegend(screen, ctx, s)
	}
	lines := stopText()
	for _, k := range stopMiss() {
		h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: no Polish for %q", what, k))
	}
	// lines under a panel drawn over them (a drawer, a tooltip, a question,
	// a menu, the legend) are hidden: they overlap nothing
	hidden := make([]bool, len(lines))
	for i, ln := range lines {
		for _, c := range lines[i+1:] {
			if c.Cover && inRect(ln.Box, c.Box) {
				hidden[i] = true
				break
			}
		}
	}
	const tol = 1.0 // a pixel of rounding
	for i, ln := range lines {
		if ln.Cover {
			continue
		}
		h.res.Lines++
		b := ln.Box
		if b.X < -tol || b.Y < -tol || b.Right() > ctx.W+tol || b.Bottom() > ctx.H+tol {
			h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: %q is off the screen at %+v", what, ln.Text, b))
		}
		if l := ln.Limit; l.W > 0 && (b.W > l.W+tol || b.H > l.H+tol) {
			h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: %q (%.0f×%.0f) does not fit its box %.0f×%.0f", what, ln.Text, b.W, b.H, l.W, l.H))
		}
		if hidden[i] {
			continue
		}
		if h.couch && ln.Size > 0 && ln.Size < minCouchPixels && strings.TrimSpace(ln.Text) != "" {
			h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: %q is %.1f px: smaller than %.0f px, too small to read from a couch", what, ln.Text, ln.Size, minCouchPixels))
		}
		for j, o := range lines[:i] {
			if !hidden[j] && !o.Cover && overlap(b, o.Box) > 2 && ln.Text != "" && o.Text != "" && !coveredBetween(lines[j+1:i], o.Box, b) {
				h.res.Problems = append(h.res.Problems, fmt.Sprintf("%s: %q overlaps %q", what, ln.Text, o.Text))
			}
		}
		if h.res.Sizes != nil && ln.Size > 0 {
			m := h.res.Sizes[h.key]
			if m == nil {
				m = map[string][2]float64{}
				h.res.Sizes[h.key] = m
			}
			sz := m[ln.Text]
			k := 0
			if h.large {
				k = 1
			}
			if sz[k] == 0 || ln.Size < sz[k] {
				sz[k] = ln.Size // the smallest it is drawn at
			}
			m[ln.Text] = sz
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

// coveredBetween reports whether a panel among between, drawn after the
// line at under and before the one at over, lies over under and holds
// over: the later line is on a panel drawn over the earlier one.
func coveredBetween(between []render.TextDrawn, under, over layout.Rect) bool {
	for _, c := range between {
		if c.Cover && inRect(over, c.Box) && c.Box.Overlaps(under) {
			return true
		}
	}
	return false
}

// inRect reports whether a lies inside b (a pixel of rounding allowed).
func inRect(a, b layout.Rect) bool {
	return a.X >= b.X-1 && a.Y >= b.Y-1 && a.Right() <= b.Right()+1 && a.Bottom() <= b.Bottom()+1
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
