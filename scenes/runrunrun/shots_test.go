package runrunrun

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/shots"
	"github.com/pyramid-studio/pyramid/render"
	rrrender "github.com/pyramid-studio/pyramid/render/runrunrun"
	"github.com/pyramid-studio/pyramid/scenes"
	// the collection's first game, so that the title offers a choice and
	// shows Run Run Run!'s card
	_ "github.com/pyramid-studio/pyramid/scenes/horus"
)

// The screenshots: a native run (a window on Xvfb when there is no
// display) draws every screen of the game — the title's card, the new
// game, the rules, an early maze, a card chosen and turned on its cell, a
// room being laid, a grown maze with mummies, a fight and its dice, a
// Regroup, the Exit with its Lord, the cover, the end screen and the
// statistics — in English at 1280×720 and 1920×1080 and in Polish at the
// largest text size, while recording each line of text drawn and each
// text asked of the catalog. It fails when a text has no Polish
// translation, a line spills out of its box or off the screen, or two
// lines overlap; the frames are saved as runrunrun-*.png in
// $PYRAMID_SCREENSHOTS (the committed set: ../../testdata/screenshots)
// or a temporary directory.

var native = shots.Native{Env: "PYRAMID_RRR_SHOTS_HOST", Report: "rrr-shots.json"}

const shotsSaveEnv = "PYRAMID_RRR_SHOTS_SAVE" // "1": save the PNGs

func TestMain(m *testing.M) {
	if dir := native.Dir(); dir != "" {
		os.Exit(shotsHostMain(dir))
	}
	if out := os.Getenv(frameHostEnv); out != "" {
		os.Exit(frameHostMain(out))
	}
	os.Exit(m.Run())
}

// shotsResult is what the native run reports.
type shotsResult struct {
	Problems []string
	Shots    []string
	Lines    int
}

func TestScreensFitAndAreSaved(t *testing.T) {
	out, save := os.Getenv("PYRAMID_SCREENSHOTS"), "1"
	if out == "" {
		save = "" // the screens are checked, not saved
	}
	out = shots.Dir(t)
	var res shotsResult
	native.Run(t, out, 6*time.Minute, &res, shotsSaveEnv+"="+save)
	if res.Lines < 1000 {
		t.Errorf("only %d lines of text were checked: are the screens drawn?", res.Lines)
	}
	for _, p := range res.Problems {
		t.Error(p)
	}
	for _, s := range res.Shots {
		t.Logf("screenshot %s", filepath.Join(out, s))
	}
}

type shotsHost struct {
	dir  string
	res  shotsResult
	arts map[[2]float64]*rrrender.Art // shared by the games drawn, by screen size
}

// leave leaves a game drawn with the shared art, keeping the art.
func (h *shotsHost) leave(p *Play) {
	p.art = nil
	p.Leave()
}

func shotsHostMain(dir string) int {
	h := &shotsHost{dir: dir}
	return native.Serve(dir, &h.res, func(err error) { h.res.Problems = append(h.res.Problems, err.Error()) }, h.drawAll)
}

// drawAll draws every screen in both languages at its sizes.
func (h *shotsHost) drawAll() {
	defer i18n.Set(i18n.English)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Polish} {
		st := settings.Defaults()
		st.Language = lang
		if lang == i18n.Polish {
			st.TextSize = len(settings.TextSizes) - 1
		}
		i18n.Set(lang)
		for _, sz := range [][2]float64{{1280, 720}, {1920, 1080}} {
			h.screens(&st, sz[0], sz[1])
		}
	}
}

// fail notes a problem.
func (h *shotsHost) fail(what string, err error) {
	h.res.Problems = append(h.res.Problems, what+": "+err.Error())
}

// screens draws every screen at one size in the settings' language.
func (h *shotsHost) screens(st *settings.Settings, W, H float64) {
	ctx := newCtx(W, H, st)
	*ctx.Focus() = input.Focus{}
	ctx.In = input.Frame{X: -100, Y: -100, Last: input.Mouse}
	lang := "en"
	if st.Language == i18n.Polish {
		lang = "pl-large"
	}
	name := func(s string) string { return fmt.Sprintf("runrunrun-%s-%s-%.0fx%.0f", s, lang, W, H) }

	// the title, on Run Run Run!'s card
	title := scenes.NewTitle()
	for i := 0; i < 3 && !strings.Contains(h.text(ctx, title), i18n.T(rrr.GameName.English)); i++ {
		h.clickLabel(ctx, title, i18n.T("Another game"))
	}
	h.check(ctx, name("title"), title)
	ng := scenes.NewNewGame(rrr.GameID)
	su := ng.Setup()
	if len(su.Seats) > 0 {
		su.Seats[0].Name = "Małgorzata"
	}
	ng.SetSetup(su)
	h.check(ctx, name("newgame"), ng)
	r := NewRules(scenes.NewTitle())
	for i := range rulePages {
		r.sel = i
		shot := ""
		if i == 2 || i == 9 {
			shot = name(fmt.Sprintf("rules-%d", i))
		}
		h.checkAs(ctx, fmt.Sprintf("%s rules %d", lang, i), shot, r)
	}
	r.Leave()

	two := []seatSpec{{kind: table.Human, name: "Anna"}, {kind: "hard"}}
	// an early maze, Anna to explore
	p, err := h.game(two, nil, 3, st, func(s *rrr.State) bool { return s.Current() == 0 && s.Rooms() >= 3 && canExplore(s) })
	if err != nil {
		h.fail(name("early"), err)
		return
	}
	h.check(ctx, name("early"), p)
	// a card chosen: where it fits
	p.ch = noChoice(p.s.Steps())
	p.ch.card = firstExplorable(p.state())
	p.builtFor = -1
	ctx.In.X, ctx.In.Y = -100, -100
	h.check(ctx, name("hand"), p)
	// the card on a cell where it fits several ways, turned
	if at, ok := cellWithTurns(p.state(), p.ch.card); ok {
		p.ch.cell, p.ch.turn = at, 1
		p.builtFor = -1
		h.check(ctx, name("turn"), p)
		// and laid: the card on its way from the hand
		p.build(0)
		for _, o := range p.q.offers {
			if o.primary && o.do == doStep {
				st.Speed = 1
				p.play(st0(p).Notation(o.act))
				for i := 0; i < 14; i++ {
					p.Tick(1, nil)
				}
				h.check(ctx, name("laying"), p)
				break
			}
		}
	}
	h.leave(p)
	st.Speed = settings.Defaults().Speed

	// a grown maze with mummies
	three := []seatSpec{{kind: table.Human, name: "Anna"}, {kind: "medium"}, {kind: "hard"}}
	p, err = h.game(three, nil, 5, st, func(s *rrr.State) bool {
		return s.Current() == 0 && s.Rooms() >= 14 && awake(s) >= 2 && canExplore(s)
	})
	if err != nil {
		h.fail(name("grown"), err)
	} else {
		h.check(ctx, name("grown"), p)
		h.leave(p)
	}
	// a fight: cards chosen for dice
	p, err = h.game(three, nil, 7, st, func(s *rrr.State) bool { return s.Current() == 0 && nodeOf(s.Legal(nil)) == nFight })
	if err != nil {
		h.fail(name("fight"), err)
	} else {
		hand := p.state().Hands[0]
		p.ch = noChoice(p.s.Steps())
		p.ch.cards = []rrr.Card{hand.Nth(hand.Len() - 1)}
		p.builtFor = -1
		h.check(ctx, name("fight"), p)
		p.roll()
		p.Skip()
		p.rollChance() // the combat dice, thrown
		for i := 0; i < 18; i++ {
			p.Tick(1, nil)
		}
		h.check(ctx, name("dice"), p)
		h.leave(p)
	}
	// a Regroup: cards to lay face down
	p, err = h.game(three, nil, 11, st, func(s *rrr.State) bool { return s.Current() == 0 && nodeOf(s.Legal(nil)) == nLay })
	if err != nil {
		h.fail(name("regroup"), err)
	} else {
		p.ch = noChoice(p.s.Steps())
		p.ch.cards = []rrr.Card{p.state().Hands[0].Nth(0)}
		p.builtFor = -1
		h.check(ctx, name("regroup"), p)
		h.leave(p)
	}
	// the Exit with its Lord
	p, err = h.game(three, nil, 13, st, func(s *rrr.State) bool {
		return s.Current() == 0 && s.ExitOpen() && s.Figures[rrr.LordIndex].Place == rrr.InMaze && nodeOf(s.Legal(nil)) == nPlayer
	})
	if err != nil {
		h.fail(name("exit"), err)
	} else {
		// the player has looked over to the Exit and its Lord
		h.text(ctx, p)
		view := newGeom(ctx, false).maze
		p.cam.cur, p.cam.free = rrrender.Focus(p.pic.Cells[p.pic.ExitCell].At, view, view.H/9), true
		h.check(ctx, name("exit"), p)
		h.leave(p)
	}
	// the cover between two people
	people := []seatSpec{{kind: table.Human, name: "Anna"}, {kind: table.Human, name: "Bartek"}}
	p, err = h.game(people, nil, 17, st, func(s *rrr.State) bool { return s.Current() == 1 && s.Rooms() >= 2 })
	if err != nil {
		h.fail(name("cover"), err)
	} else {
		p.passFor = 1
		p.setView(table.Onlooker)
		h.check(ctx, name("cover"), p)
		h.leave(p)
	}
	// the end of a game, and its statistics
	p, err = h.game(three, nil, 19, st, func(s *rrr.State) bool { return s.Over })
	if err != nil {
		h.fail(name("end"), err)
		return
	}
	h.leave(p)
	h.check(ctx, name("end"), scenes.NewEnd(p.s, nil))
	// the replay viewer of the finished game, halfway, as Anna saw it
	if r, err := p.s.Replayer(); err != nil {
		h.fail(name("replay"), err)
	} else if rp, err := scenes.NewReplay(r, "game-20261128-seed19.json"); err != nil {
		h.fail(name("replay"), err)
	} else {
		rp.SetView(0)
		rp.Seek(r.Len() / 2)
		rp.Board().Skip()
		h.check(ctx, name("replay"), rp)
	}
	ss := scenes.NewStatsScene(nil)
	if sum, err := rrr.Game.Summarize(p.s.Export()); err == nil {
		ss.Count(sum)
	}
	for v := range ss.Views() {
		ss.SetView(v)
		shot := ""
		if v == 1 {
			shot = name("stats")
		}
		h.checkAs(ctx, fmt.Sprintf("%s stats %d", lang, v), shot, ss)
	}
}

// st0 is p's state (a name short enough for a loop).
func st0(p *Play) *rrr.State { return p.state() }

// game plays a game of seats from seed with medium computers in every
// seat until done, and shows it from the view of the seat to act.
func (h *shotsHost) game(seats []seatSpec, values map[string]string, seed uint64, st *settings.Settings, done func(*rrr.State) bool) (*Play, error) {
	for try := uint64(0); try < 12; try++ {
		p, err := NewPlay(setupOf(seats, values), seed+try*101, st, nil)
		if err != nil {
			return nil, err
		}
		ok, err := playUntil(p, "medium", 4000, done)
		if err != nil {
			h.leave(p)
			return nil, err
		}
		if ok {
			if cur := p.s.Current(); cur >= 0 {
				p.setView(cur)
			}
			p.Skip()
			return p, nil
		}
		h.leave(p)
	}
	return nil, errors.New("no game got there")
}

// canExplore reports whether the seat to act may explore now.
func canExplore(s *rrr.State) bool {
	for _, a := range s.Legal(nil) {
		if a.Kind == rrr.ActExplore {
			return true
		}
	}
	return false
}

// firstExplorable is the lowest card of the hand that can be laid.
func firstExplorable(s *rrr.State) rrr.Card {
	for _, a := range s.Legal(nil) {
		if a.Kind == rrr.ActExplore {
			return rrr.Card(a.X)
		}
	}
	return rrr.NoCard
}

// cellWithTurns is a cell where card c fits more than one way (else any
// cell it fits).
func cellWithTurns(s *rrr.State, c rrr.Card) (rrr.Coord, bool) {
	legal := s.Legal(nil)
	var any rrr.Coord = rrr.NoCoord
	for _, a := range legal {
		if a.Kind != rrr.ActExplore || !twin(rrr.Card(a.X), c) {
			continue
		}
		if len(turnsAt(legal, c, a.At)) > 1 {
			return a.At, true
		}
		any = a.At
	}
	return any, any != rrr.NoCoord
}

// awake counts the mummies and the Lord in the maze.
func awake(s *rrr.State) int {
	n := 0
	for _, f := range s.Figures {
		if f.Place == rrr.InMaze {
			n++
		}
	}
	return n
}

// text is every line a scene draws, joined.
func (h *shotsHost) text(ctx *scenes.Context, s scenes.Scene) string {
	screen := ebiten.NewImage(int(ctx.W), int(ctx.H))
	defer screen.Deallocate()
	stop := render.RecordText()
	s.Draw(screen, ctx)
	var out []string
	for _, ln := range stop() {
		out = append(out, ln.Text)
	}
	return strings.Join(out, "\n")
}

// clickLabel clicks the target of a scene's probe with label.
func (h *shotsHost) clickLabel(ctx *scenes.Context, s scenes.Scene, label string) {
	for _, t := range s.Probe(ctx).Targets {
		if t.Label == label {
			x, y := t.Rect.Center()
			in := ctx.In
			ctx.In = input.Frame{X: x, Y: y, Intents: []input.Intent{{Kind: input.Click, X: x, Y: y}}}
			_ = s.Update(ctx)
			ctx.In = in
			return
		}
	}
}

// check draws a scene, checks its text and saves it as name.png.
func (h *shotsHost) check(ctx *scenes.Context, name string, s scenes.Scene) {
	h.checkAs(ctx, name, name, s)
}

// checkAs draws one scene (twice: layouts settle on the first draw),
// records its text and notes every problem; shot names the PNG ("" for
// none).
func (h *shotsHost) checkAs(ctx *scenes.Context, what, shot string, s scenes.Scene) {
	if p, ok := s.(*Play); ok { // one art for every game drawn at this size
		sz := [2]float64{ctx.W, ctx.H}
		if h.arts == nil {
			h.arts = map[[2]float64]*rrrender.Art{}
		}
		if h.arts[sz] == nil {
			h.arts[sz] = rrrender.NewArt()
		}
		if p.art != h.arts[sz] {
			p.art, p.artAt = h.arts[sz], sz
			p.art.Warm(p.pic.Opt, rrrender.DefaultSizes(ctx.H))
		}
	}
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
	const tol = 1.0
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
	if shot == "" || os.Getenv(shotsSaveEnv) == "" || !kept(shot) {
		return
	}
	full := image.NewRGBA(image.Rect(0, 0, int(ctx.W), int(ctx.H)))
	screen.ReadPixels(full.Pix)
	if err := savePNG(filepath.Join(h.dir, shot+".png"), full); err != nil {
		h.res.Problems = append(h.res.Problems, err.Error())
	}
	h.res.Shots = append(h.res.Shots, shot+".png")
}

// kept reports whether a screen is one of the committed set: the
// issue's four (an early maze, a grown one with mummies, a fight, the
// Exit with its Lord) and the dice, a card laid, the cover and the end at
// both sizes; the other screens at 1280×720; and the Polish at the
// largest text size of the busiest ones.
func kept(shot string) bool {
	both := []string{"early", "grown", "fight", "dice", "exit", "laying", "cover", "end"}
	small := []string{"title", "newgame", "rules-2", "rules-9", "hand", "turn", "regroup", "stats", "replay"}
	polish := []string{"early", "fight", "exit", "cover", "end", "newgame", "rules-2", "regroup"}
	for _, k := range both {
		if strings.HasPrefix(shot, "runrunrun-"+k+"-en-") {
			return true
		}
	}
	for _, k := range small {
		if shot == "runrunrun-"+k+"-en-1280x720" {
			return true
		}
	}
	for _, k := range polish {
		if shot == "runrunrun-"+k+"-pl-large-1280x720" {
			return true
		}
	}
	return false
}

// overlap is the smaller side of the intersection of two boxes.
func overlap(a, b layout.Rect) float64 {
	w := min(a.Right(), b.Right()) - max(a.X, b.X)
	h := min(a.Bottom(), b.Bottom()) - max(a.Y, b.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return min(w, h)
}

func savePNG(path string, im image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(f, im); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
