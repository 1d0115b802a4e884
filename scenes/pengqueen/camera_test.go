package pengqueen

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/scenes"
)

// phone is the context of a phone held sideways as web/e2e emulates it:
// 844×390 CSS pixels at a device pixel ratio of 2, a touch screen.
func phone() *scenes.Context {
	ctx := testCtx(844*2, 390*2, instant())
	ctx.Scale = 2
	ctx.In.Touchscreen, ctx.In.Last, ctx.In.Reach = true, input.Touch, input.TouchReach*2
	return ctx
}

// touchPlay is a game where a person hunting chooses a die and its
// squares light up, on a phone.
func touchPlay(t *testing.T) (*Play, *scenes.Manager, *scenes.Context) {
	t.Helper()
	s := newSession(t, 8, "easy", table.Human, table.Human)
	advance(t, s, 800, func(o *pq.Observation) bool {
		return o.Round >= 2 && o.Current >= 1 && o.Phase == pq.PhaseChoose && len(movesByFace(s.Match().Legal())) > 0
	})
	p, m := newTestPlay(t, s, instant())
	ctx := phone()
	for i := 0; i < 20; i++ {
		_ = m.Update(ctx)
	}
	if _, ok := p.acting(); !ok {
		t.Fatal("nobody is deciding")
	}
	for f := range movesByFace(p.legal()) {
		p.prompt.face = f
		break
	}
	p.prompt.stale()
	return p, m, ctx
}

// tick runs one tick of the manager with the intents given (a finger).
func tick(m *scenes.Manager, ctx *scenes.Context, in ...input.Intent) {
	ctx.In.Intents = in
	_ = m.Update(ctx)
	ctx.In.Intents = nil
}

// zoomIn presses the "+" button until the maze is as close as it comes,
// and lets the camera settle.
func zoomIn(t *testing.T, p *Play, m *scenes.Manager, ctx *scenes.Context) {
	t.Helper()
	in, _ := p.lay.zoomButtons()
	x, y := in.Center()
	for range zoomLevels {
		tick(m, ctx, input.Intent{Kind: input.Click, X: x, Y: y, Dev: input.Touch})
	}
	// drawn while the camera eases between two levels (scenes.Layer)
	if b := p.board(); b.cam.Settled(b.lay.lens()) {
		t.Fatal("the camera settled at once: the drawing between levels is not exercised")
	}
	draw(m, ctx).Deallocate()
	for i := 0; i < 60; i++ {
		tick(m, ctx)
	}
	b := p.board()
	if z := b.cam.Shown.Zoom; z != zoomLevels[len(zoomLevels)-1] {
		t.Fatalf("the + button brought the maze to zoom %v, want %v", z, zoomLevels[len(zoomLevels)-1])
	}
}

// TestZoomedSquaresAreFingerSized: on an 844×390 phone the fitted maze's
// squares are under 44 CSS px; zoomed in with "+", a lit square is at
// least 44 CSS px, and a tap on it (however the camera panned) chooses
// it, without playing the move.
func TestZoomedSquaresAreFingerSized(t *testing.T) {
	p, m, ctx := touchPlay(t)
	if css := p.maze().Cell / ctx.Scale; css >= 44 {
		t.Fatalf("fitted, a square is %.1f CSS px: the test means a phone whose squares are small", css)
	}
	zoomIn(t, p, m, ctx)
	p.buildTargets()
	b := p.board()
	i := p.find(func(tg target) bool { return tg.kind == tSquare && b.lay.shows(tg.r) })
	if i < 0 {
		// pan the lit squares into view: follow the first
		j := p.find(func(tg target) bool { return tg.kind == tSquare })
		b.cam.Follow(b.lay.lens(), p.prompt.targets[j].r)
		for k := 0; k < 60; k++ {
			tick(m, ctx)
		}
		p.buildTargets()
		i = p.find(func(tg target) bool { return tg.kind == tSquare && b.lay.shows(tg.r) })
	}
	if i < 0 {
		t.Fatal("no lit square in the zoomed view")
	}
	sq := p.prompt.targets[i]
	if w, h := sq.r.W/ctx.Scale, sq.r.H/ctx.Scale; w < 44 || h < 44 {
		t.Fatalf("zoomed in, square %s is %.1f×%.1f CSS px, under 44", sq.sq, w, h)
	}
	steps := p.s.Steps()
	x, y := sq.r.Center()
	tick(m, ctx, input.Intent{Kind: input.Click, X: x, Y: y, Dev: input.Touch})
	if p.prompt.dest != sq.sq {
		t.Fatalf("a tap on the zoomed %s did not choose it (chose %v)", sq.sq, p.prompt.dest)
	}
	if p.s.Steps() != steps {
		t.Fatal("the first tap on a zoomed square played the move: it should only choose it")
	}
}

// TestADragPansWithoutChoosing: zoomed in, a finger dragged across the
// maze (the input's Pan; a drag never clicks) moves the maze under it
// and chooses no square; a square dragged out of the view is not hit.
func TestADragPansWithoutChoosing(t *testing.T) {
	p, m, ctx := touchPlay(t)
	zoomIn(t, p, m, ctx)
	b := p.board()
	before := b.lay.B
	x, y := p.lay.Area.Center()
	// a finger's drag as client/input tells it (it never clicks: a tap
	// is a finger lifted where it landed): Pans from where it began,
	// tick after tick
	for k := 0; k < 10; k++ {
		tick(m, ctx, input.Intent{Kind: input.Pan, X: x, Y: y, DX: -30, DY: -10, Dev: input.Touch, Age: k})
	}
	after := b.lay.B
	if dx := after.Rect.X - before.Rect.X; dx > -100 {
		t.Fatalf("a drag of 300 px to the left moved the maze %.1f px", dx)
	}
	if p.prompt.dest != pq.NoSquare {
		t.Fatalf("the drag chose %s", p.prompt.dest)
	}
	// a square no longer in the view is not hit, even by a tap on it
	p.buildTargets()
	for _, tg := range p.prompt.targets {
		if tg.kind == tSquare && !b.lay.shows(tg.r) {
			cx, cy := tg.r.Center()
			if got := p.hit(&ctx.In, cx, cy); got >= 0 && p.prompt.targets[got].sq == tg.sq {
				t.Fatalf("%s, out of the view, is still hit", tg.sq)
			}
		}
	}
}

// boardScene draws a board alone.
type boardScene struct{ b *Board }

func (s boardScene) Update(*scenes.Context) error                { return nil }
func (s boardScene) Draw(dst *ebiten.Image, ctx *scenes.Context) { s.b.Draw(dst, ctx) }
func (s boardScene) Probe(*scenes.Context) scenes.Probe          { return scenes.Probe{} }

// zoomedOn is a board of match m seen by view, laid out for ctx, its
// camera as close as it comes over square q and settled there.
func zoomedOn(m table.Match, view int, q pq.Square, ctx *scenes.Context) *Board {
	b := newBoard(m, nil, view)
	b.layout(ctx)
	lens := b.lay.lens()
	b.cam = scenes.FittedCamera()
	x, y := b.lay.Fit.Square(q).Center()
	b.cam.Target = b.cam.Target.ZoomAbout(lens, lens.Max(), x, y)
	b.cam.Shown = b.cam.Target
	b.lay.place(b.cam.Shown)
	return b
}
