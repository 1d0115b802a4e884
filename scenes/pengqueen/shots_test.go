package pengqueen

import (
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
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/shots"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
	// the title as the program shows it, with the collection's other game
	_ "github.com/pyramid-studio/pyramid/scenes/horus"
	"github.com/pyramid-studio/pyramid/session"
)

// The screens of Pyramid of Pengqueen, drawn by a native run (a window
// on Xvfb when there is no display) at 1280×720 and 1920×1080, in English
// and in Polish at the largest text size, and saved as pengqueen-*.png in
// $PYRAMID_SCREENSHOTS (the committed set: ../../testdata/screenshots;
// regenerate with PYRAMID_SCREENSHOTS=$PWD/testdata/screenshots go test
// -run TestScreenshots ./scenes/pengqueen/) or a temporary directory.
// Every shot must draw, and none may draw text off the screen or two
// lines of text over each other.

var native = shots.Native{Env: "PYRAMID_PENGQUEEN_SHOTS_HOST", Report: "pengqueen-shots.json"}

func TestMain(m *testing.M) {
	if dir := native.Dir(); dir != "" {
		os.Exit(shotsHostMain(dir))
	}
	os.Exit(m.Run())
}

// shotReport is what the native run reports.
type shotReport struct {
	Shots    []string
	Problems []string
}

func TestScreenshots(t *testing.T) {
	t.Parallel() // runs beside the other long tests once the ones that switch the language are done
	out := shots.Dir(t)
	var rep shotReport
	native.Run(t, out, 5*time.Minute, &rep)
	for _, p := range rep.Problems {
		t.Error(p)
	}
	want := 0
	for _, sp := range shotList {
		want += len(sp.sizes())
	}
	if len(rep.Shots) != want {
		t.Errorf("%d screens drawn, want %d", len(rep.Shots), want)
	}
	for _, s := range rep.Shots {
		t.Logf("screenshot %s", filepath.Join(out, s))
	}
}

// shotSpec is one screen to draw: its name, its language and text size,
// and how to bring it on screen (make returns the manager showing it).
type shotSpec struct {
	name  string
	pl    bool // Polish at the largest text size
	phone bool // on a phone (844×390 CSS px at twice the pixels) alone
	make  func(t testing.TB, st *settings.Settings, ctx *scenes.Context) *scenes.Manager
}

// sizes are the screen sizes a spec is shot at, in pixels.
func (sp shotSpec) sizes() [][2]float64 {
	if sp.phone {
		return [][2]float64{{844 * 2, 390 * 2}}
	}
	return [][2]float64{{1280, 720}, {1920, 1080}}
}

// shotList is every screen shot, each at both sizes.
var shotList = []shotSpec{
	{name: "hunters", make: shotHunters},
	{name: "hunters", pl: true, make: shotHunters},
	{name: "hand", make: shotHand},
	{name: "keys", pl: true, make: shotKeys},
	{name: "mummy", make: shotMummy},
	{name: "mummy", pl: true, make: shotMummy},
	{name: "zoomed-phone", phone: true, make: shotZoomed},
	{name: "mummy-zoomed-phone", phone: true, make: shotMummyZoomed},
	{name: "catchup", make: shotCatchUp},
	{name: "cover", make: shotCover},
	{name: "cover", pl: true, make: shotCover},
	{name: "capture", make: shotCapture},
	{name: "ending", make: shotEnding},
	{name: "end", make: shotEnd},
	{name: "end", pl: true, make: shotEnd},
	{name: "title", make: shotTitle},
	{name: "rules", make: shotRules},
	{name: "rules", pl: true, make: shotRules},
	{name: "newgame", make: shotNewGame},
	{name: "newgame", pl: true, make: shotNewGame},
}

// shotHost is the screenshot run.
type shotHost struct {
	dir string
	rep shotReport
	// screens are the images drawn on, one per size, cleared for each
	// shot: a new texture of the screen's size for every shot took as
	// long as the drawing
	screens map[[2]int]*ebiten.Image
}

func shotsHostMain(dir string) int {
	h := &shotHost{dir: dir}
	return native.Serve(dir, &h.rep, func(err error) { h.rep.Problems = append(h.rep.Problems, err.Error()) }, h.shootAll)
}

// hostT is the testing.TB of the native run: a failure is a problem
// reported, and ends the shot.
type hostT struct {
	testing.TB
	h    *shotHost
	name string
}

type hostFail struct{}

func (t hostT) Helper() {}
func (t hostT) Fatal(args ...any) {
	t.h.rep.Problems = append(t.h.rep.Problems, t.name+": "+fmt.Sprint(args...))
	panic(hostFail{})
}
func (t hostT) Fatalf(format string, args ...any) { t.Fatal(fmt.Sprintf(format, args...)) }
func (t hostT) Errorf(format string, args ...any) {
	t.h.rep.Problems = append(t.h.rep.Problems, t.name+": "+fmt.Sprintf(format, args...))
}
func (t hostT) Cleanup(func()) {}

// shootAll draws every shot at its sizes.
func (h *shotHost) shootAll() {
	defer i18n.Set(i18n.English)
	for _, sp := range shotList {
		for _, sz := range sp.sizes() {
			h.shoot(sp, sz[0], sz[1])
		}
	}
}

// shoot draws one screen and saves it.
func (h *shotHost) shoot(sp shotSpec, w, ht float64) {
	name := fmt.Sprintf("pengqueen-%s-%.0fx%.0f", sp.name, w, ht)
	if sp.pl {
		name = fmt.Sprintf("pengqueen-%s-pl-large-%.0fx%.0f", sp.name, w, ht)
	}
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(hostFail); !ok {
				h.rep.Problems = append(h.rep.Problems, fmt.Sprintf("%s: %v", name, r))
			}
		}
	}()
	st := settings.Defaults()
	st.Speed, st.BotSpeed = 3, 3
	lang, size := i18n.English, 100
	if sp.pl {
		lang, st.TextSize = i18n.Polish, len(settings.TextSizes)-1
		size = settings.TextSizes[st.TextSize]
	}
	st.Language = lang
	i18n.Set(lang)
	ctx := testCtx(w, ht, &st)
	ctx.Fonts = render.NewFonts(ctx.Frame.U * float64(size) / 100)
	if sp.phone {
		ctx.Scale = 2
		ctx.In.Touchscreen = true
	}
	m := sp.make(hostT{h: h, name: name}, &st, ctx)
	defer m.Leave() // the screen's art goes with it
	img := h.screen(int(w), int(ht))
	m.Draw(img, ctx) // once to paint the sprites (their own text is no line of the screen)
	stop := render.RecordText()
	m.Draw(img, ctx)
	drawn := stop()
	h.checkText(name, drawn, w, ht)
	f, err := os.Create(filepath.Join(h.dir, name+".png"))
	if err != nil {
		h.rep.Problems = append(h.rep.Problems, err.Error())
		return
	}
	defer f.Close()
	// the pixels read back at once: png reading them one At at a time
	// through the GPU image took most of the run
	pix := image.NewRGBA(image.Rect(0, 0, int(w), int(ht)))
	img.ReadPixels(pix.Pix)
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if os.Getenv("PYRAMID_SCREENSHOTS") != "" {
		enc.CompressionLevel = png.BestCompression // the committed set
	}
	if err := enc.Encode(f, pix); err != nil {
		h.rep.Problems = append(h.rep.Problems, err.Error())
		return
	}
	h.rep.Shots = append(h.rep.Shots, name+".png")
}

// screen is the image of a w×h shot, cleared.
func (h *shotHost) screen(w, ht int) *ebiten.Image {
	if h.screens == nil {
		h.screens = map[[2]int]*ebiten.Image{}
	}
	img := h.screens[[2]int{w, ht}]
	if img == nil {
		img = ebiten.NewImage(w, ht)
		h.screens[[2]int{w, ht}] = img
	}
	img.Clear()
	return img
}

// checkText reports text drawn off the screen, or over other text.
func (h *shotHost) checkText(name string, drawn []render.TextDrawn, w, ht float64) {
	screen := layout.Rect{W: w, H: ht}
	for i, a := range drawn {
		r := a.Box
		if r.X < screen.X-1 || r.Y < screen.Y-1 || r.Right() > screen.Right()+1 || r.Bottom() > screen.Bottom()+1 {
			h.rep.Problems = append(h.rep.Problems, fmt.Sprintf("%s: %q is drawn off the screen at %+v", name, a.Text, r))
		}
		for _, b := range drawn[:i] {
			if overlapsText(r, b.Box) {
				h.rep.Problems = append(h.rep.Problems, fmt.Sprintf("%s: %q and %q overlap", name, a.Text, b.Text))
			}
		}
	}
}

// overlapsText reports whether two lines of text overlap by more than
// their letters' margins.
func overlapsText(a, b layout.Rect) bool {
	const slack = 3
	return a.X+slack < b.Right() && b.X+slack < a.Right() && a.Y+slack < b.Bottom() && b.Y+slack < a.Bottom()
}

// midGame is a game of a human Mummy and three hunters (the first a
// person, two computers) played on by easy computers until stop.
func midGame(t testing.TB, stop func(o *pq.Observation) bool) *Play {
	s := newSession(t, 11, table.Human, table.Human, "easy", "medium")
	if !advance(t, s, 3000, stop) {
		t.Fatal("the game never came to the position wanted")
	}
	p := newPlay(s, &settings.Settings{}, nil)
	return p
}

// uncover lifts the cover onto seat's view, as the person's answer does.
func uncover(p *Play, seat int) {
	p.cover.passFor = -1
	p.show(seat)
}

// settle ticks m until nothing moves.
func settle(m *scenes.Manager, ctx *scenes.Context) {
	for i := 0; i < 400; i++ {
		_ = m.Update(ctx)
		if p, ok := m.Current().(*Play); ok {
			if b := p.board(); b == nil || !b.Busy() && p.wait == 0 {
				return
			}
		}
	}
}

func shotHunters(t testing.TB, st *settings.Settings, ctx *scenes.Context) *scenes.Manager {
	p := midGame(t, func(o *pq.Observation) bool {
		return o.Round >= 5 && o.Current == 1 && o.Phase == pq.PhaseChoose
	})
	p.settings = st
	uncover(p, 1)
	m := scenes.NewManager(p)
	settle(m, ctx)
	// the lowest face that moves, so that every run shows the same
	moves := movesByFace(p.legal())
	for f := pq.Face1; f <= pq.FaceArrow; f++ {
		if ms := moves[f]; len(ms) > 0 {
			p.prompt.face, p.prompt.dest = f, ms[len(ms)-1].to
			break
		}
	}
	p.prompt.stale()
	ctx.In.X, ctx.In.Y = p.lay.B.Square(p.prompt.dest).Center()
	_ = m.Update(ctx)
	return m
}

// shotKeys is the hunters' view played with the keyboard: the focus on a
// die, the legend of the keys at the foot of the log.
func shotKeys(t testing.TB, st *settings.Settings, ctx *scenes.Context) *scenes.Manager {
	m := shotHunters(t, st, ctx)
	p := m.Current().(*Play)
	ctx.In.Last = input.Keyboard
	ctx.In.Intents = []input.Intent{{Kind: input.Right, Dev: input.Keyboard}}
	_ = m.Update(ctx)
	ctx.In.Intents = nil
	if !p.prompt.focus.Valid(p.inputTargets()) {
		t.Fatal("the arrow put the focus on nothing")
	}
	return m
}

func shotHand(t testing.TB, st *settings.Settings, ctx *scenes.Context) *scenes.Manager {
	p := midGame(t, func(o *pq.Observation) bool {
		return o.Round >= 3 && o.Current == 1 && o.Phase == pq.PhaseShow
	})
	p.settings = st
	uncover(p, 1)
	m := scenes.NewManager(p)
	settle(m, ctx)
	p.hand.toggle(1)
	p.prompt.stale()
	_ = m.Update(ctx)
	return m
}

func shotMummy(t testing.TB, st *settings.Settings, ctx *scenes.Context) *scenes.Manager {
	p := midGame(t, func(o *pq.Observation) bool {
		return o.Round >= 5 && o.Current == pq.MummySeat && o.Phase == pq.PhaseMummy && o.PathLen >= 2
	})
	p.settings = st
	uncover(p, pq.MummySeat)
	p.notes.toggle(pq.SquareAt(4, 8))
	p.notes.toggle(pq.SquareAt(16, 6))
	p.syncNotes()
	m := scenes.NewManager(p)
	settle(m, ctx)
	p.hint.sight, p.hint.at = true, p.s.Steps()
	_ = m.Update(ctx)
	return m
}

// shotCatchUp is the Mummy's view opening on what the hunters announced
// while she looked away, told line by line.
func shotCatchUp(t testing.TB, st *settings.Settings, ctx *scenes.Context) *scenes.Manager {
	s := newSession(t, 11, table.Human, table.Human, "easy", "medium")
	advance(t, s, 3000, func(o *pq.Observation) bool {
		return o.Round >= 4 && o.Current == 1 && o.Phase == pq.PhaseTurn && o.Aside == 0
	})
	normal := *st
	normal.Speed, normal.BotSpeed = 1, 1
	p := newPlay(s, &normal, nil)
	m := scenes.NewManager(p)
	for i := 0; i < 400 && !(s.Current() == pq.MummySeat); i++ {
		if s.Current() == table.Chance {
			_, err := s.StepChance()
			if err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := p.apply(botStep(t, s, "easy", uint64(i))); err != nil {
			t.Fatal(err)
		}
	}
	uncover(p, pq.MummySeat)
	b := p.board()
	for i := 0; i < 60 && b.Busy(); i++ {
		b.Tick(0.45, nil)
	}
	return m
}

func shotCover(t testing.TB, st *settings.Settings, ctx *scenes.Context) *scenes.Manager {
	p := midGame(t, func(o *pq.Observation) bool {
		return o.Round >= 2 && o.Current == pq.MummySeat && o.Phase == pq.PhaseMummy
	})
	p.settings = st
	m := scenes.NewManager(p)
	for i := 0; i < doorTicks+12; i++ {
		_ = m.Update(ctx)
	}
	if p.cover.passFor != pq.MummySeat {
		t.Fatalf("no cover before the Mummy's turn (it waits for %d)", p.cover.passFor)
	}
	return m
}

// catchSeed is the first seed of a game with a catch found so far.
var catchSeed uint64 = 1

// catchingGame is a game of a computer Mummy and two people where the
// Mummy's next step catches a hunter, and that step.
func catchingGame(t testing.TB) (*session.Session, string) {
	for seed := catchSeed; seed < 60; seed++ {
		s := newSession(t, seed, "easy", table.Human, table.Human)
		var catching string
		found := advance(t, s, 6000, func(o *pq.Observation) bool {
			if o.Current != pq.MummySeat || o.Phase != pq.PhaseMummy || o.Round < 2 {
				return false
			}
			for _, step := range s.Match().Legal() {
				evs, err := s.Match().Clone().Apply(step)
				if err != nil {
					continue
				}
				for _, e := range evs {
					if te, ok := e.(pq.TableEvent); ok && te.Kind == pq.EvCaught {
						catching = step
						return true
					}
				}
			}
			return false
		})
		if found {
			catchSeed = seed // the next size starts there
			return s, catching
		}
	}
	t.Fatal("no catch in 60 games")
	return nil, ""
}

// shotCapture films the Mummy pouncing on a hunter in the hunters' view:
// a computer Mummy and people hunting.
func shotCapture(t testing.TB, st *settings.Settings, ctx *scenes.Context) *scenes.Manager {
	s, catching := catchingGame(t)
	fast := *st
	fast.Speed, fast.BotSpeed = 1, 1
	p := newPlay(s, &fast, nil)
	uncover(p, 1)
	m := scenes.NewManager(p)
	settle(m, ctx)
	if err := p.apply(catching); err != nil {
		t.Fatal(err)
	}
	b := p.board()
	for i := 0; i < 400 && (b.active() == nil || b.active().ev.Kind != pq.EvCaught || b.active().t < 0.55); i++ {
		b.Tick(1, nil)
	}
	return m
}

// shotEnding films the last step of a game of people: the end's
// animation half way.
func shotEnding(t testing.TB, st *settings.Settings, ctx *scenes.Context) *scenes.Manager {
	s := newSession(t, 9, table.Human, table.Human, "easy", "easy")
	var last string
	if !advance(t, s, 20000, func(o *pq.Observation) bool {
		for _, step := range s.Match().Legal() {
			evs, err := s.Match().Clone().Apply(step)
			if err != nil {
				continue
			}
			for _, e := range evs {
				if te, ok := e.(pq.TableEvent); ok && te.Kind == pq.EvGameOver {
					last = step
					return true
				}
			}
		}
		return false
	}) {
		t.Fatal("no last step found")
	}
	fast := *st
	fast.Speed, fast.BotSpeed = 1, 1
	p := newPlay(s, &fast, nil)
	seat := s.Current()
	uncover(p, seat)
	m := scenes.NewManager(p)
	settle(m, ctx)
	if err := p.apply(last); err != nil {
		t.Fatal(err)
	}
	b := p.board()
	for i := 0; i < 2000 && (b.active() == nil || b.active().ev.Kind != pq.EvGameOver || b.active().t < 0.5); i++ {
		b.Tick(1, nil)
	}
	return m
}

func shotEnd(t testing.TB, st *settings.Settings, ctx *scenes.Context) *scenes.Manager {
	s := newSession(t, 9, table.Human, table.Human, "easy", "easy")
	advance(t, s, 20000, func(o *pq.Observation) bool { return false })
	if !s.Over() {
		t.Fatal("the game did not end")
	}
	return scenes.NewManager(scenes.NewEnd(s, nil))
}

// shotTitle is the title offering Pyramid of Pengqueen: its card, how
// many play, its pitch (Another game chose it).
func shotTitle(t testing.TB, st *settings.Settings, ctx *scenes.Context) *scenes.Manager {
	ctx.Settings = st
	m := scenes.NewManager(scenes.NewTitle())
	for i := 0; i < 5; i++ {
		_ = m.Update(ctx)
		pr := m.Probe(ctx)
		if strings.Contains(pr.Prompt+pr.Message, "Pengqueen") {
			break
		}
		for _, tg := range pr.Targets {
			if tg.Label == "Another game" {
				ctx.In.Intents = []input.Intent{clickAt(tg.Rect)}
			}
		}
		_ = m.Update(ctx)
		ctx.In.Intents = nil
	}
	return m
}

func shotRules(t testing.TB, st *settings.Settings, ctx *scenes.Context) *scenes.Manager {
	sc, _ := scenes.ScreensOf(pq.GameID)
	r := sc.Rules(scenes.NewTitle()).(*scenes.Rules)
	r.Select(3)
	return scenes.NewManager(r)
}

func shotNewGame(t testing.TB, st *settings.Settings, ctx *scenes.Context) *scenes.Manager {
	ctx.Settings = st
	m := scenes.NewManager(scenes.NewNewGame(pq.GameID))
	_ = m.Update(ctx)
	return m
}

// shotZoomed is the hunters' view on a phone, zoomed in as far as it
// comes on the lit squares of a move, one of them chosen.
func shotZoomed(t testing.TB, st *settings.Settings, ctx *scenes.Context) *scenes.Manager {
	m := shotHunters(t, st, ctx)
	p := m.Current().(*Play)
	b := p.board()
	lens := b.lay.lens()
	x, y := p.maze().Square(p.prompt.dest).Center()
	b.cam.Target = b.cam.Target.ZoomAbout(lens, lens.Max(), x, y)
	b.cam.Shown = b.cam.Target
	b.lay.place(b.cam.Shown)
	ctx.In.X, ctx.In.Y = input.Away, input.Away
	_ = m.Update(ctx)
	if css := p.maze().Cell / ctx.Scale; css < 44 {
		t.Fatalf("zoomed in on a phone, a square is %.1f CSS px, under 44", css)
	}
	return m
}

// shotMummyZoomed is the Mummy's view on a phone zoomed in on a hunter
// she cannot see. It checks that the zoomed view still hides: her maze
// there is the public view's pixel for pixel (her notes and sight
// aside), and the hunters' view of the same spot differs (their
// penguins are drawn: the check can see a difference).
func shotMummyZoomed(t testing.TB, st *settings.Settings, ctx *scenes.Context) *scenes.Manager {
	p := midGame(t, func(o *pq.Observation) bool {
		return o.Round >= 5 && o.Current == pq.MummySeat && o.Phase == pq.PhaseMummy && o.PathLen >= 2
	})
	p.settings = st
	full := observe(p.s.Match(), 1)
	q := pq.NoSquare
	for i := 0; i < pq.MaxPieces && q == pq.NoSquare; i++ {
		if sq := full.Pieces[i].Square; sq.Valid() && sq != pq.Entrance() {
			q = sq
		}
	}
	if q == pq.NoSquare {
		t.Fatal("no hunter inside the maze")
	}
	pixels := func(b *Board) []byte {
		b.assists = pq.Assists{} // no sight: her maze is then the public one
		img := ebiten.NewImage(int(ctx.W), int(ctx.H))
		defer img.Deallocate()
		b.Draw(img, ctx)
		defer b.shelf.art.Dispose()
		r := b.lay.Area.Pixels()
		sub := image.NewRGBA(r)
		img.SubImage(r).(*ebiten.Image).ReadPixels(sub.Pix)
		return sub.Pix
	}
	mummy := pixels(zoomedOn(p.s.Match(), pq.MummySeat, q, ctx))
	if n := changed(mummy, pixels(zoomedOn(p.s.Match(), table.Onlooker, q, ctx))); n > 0 {
		t.Errorf("zoomed in on the hunter on %s, the Mummy's maze shows more than the public view (%d pixels differ)", q, n)
	}
	if n := changed(mummy, pixels(zoomedOn(p.s.Match(), 1, q, ctx))); n == 0 {
		t.Errorf("zoomed in on the hunter on %s, the hunters' maze is the Mummy's: the check sees nothing", q)
	}
	uncover(p, pq.MummySeat)
	m := scenes.NewManager(p)
	settle(m, ctx)
	b := p.board()
	lens := b.lay.lens()
	x, y := p.maze().Square(q).Center()
	b.cam.Target = b.cam.Target.ZoomAbout(lens, lens.Max(), x, y)
	b.cam.Shown = b.cam.Target
	b.lay.place(b.cam.Shown)
	_ = m.Update(ctx)
	return m
}

// changed counts the pixels of two same-sized RGBA pictures whose colour
// differs by more than the GPU's blending does between two drawings of
// the same thing (a few levels: shots.PixelTolerance's reasoning).
func changed(a, b []byte) int {
	n := 0
	for i := 0; i+3 < len(a) && i+3 < len(b); i += 4 {
		for c := 0; c < 3; c++ {
			if d := int(a[i+c]) - int(b[i+c]); d > 16 || d < -16 {
				n++
				break
			}
		}
	}
	return n
}
