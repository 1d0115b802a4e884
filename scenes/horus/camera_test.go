package horus

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// cameraPlay is a play screen at seat 0's turn in phase 3, laid out at
// 1280×720, and a tick function sending it intents from dev.
func cameraPlay(t *testing.T) (*Play, func(dev input.Device, in ...input.Intent)) {
	t.Helper()
	p := newTestPlay(t, 5, 1280, 720, false)
	r := rand.New(rand.NewPCG(5, 5))
	for toHuman(p, r) && p.m.State.Phase != horus.PhaseActions {
		_ = p.apply(adventurous(p.m.State.Legal(nil), r))
	}
	if p.m.State.Current() != 0 {
		t.Fatal("the game never came to seat 0's turn in phase 3")
	}
	p.world.Skip()
	tick := func(dev input.Device, in ...input.Intent) {
		t.Helper()
		for i := range in {
			in[i].Dev = dev
		}
		ctx := sceneCtx(nil, p.settings, in...)
		ctx.In.Last, ctx.In.X, ctx.In.Y = dev, -100, -100
		for _, i := range in {
			if i.Kind == input.Click { // the pointer is where it clicks
				ctx.In.X, ctx.In.Y = i.X, i.Y
			}
		}
		if err := p.Update(ctx); err != nil {
			t.Fatal(err)
		}
	}
	return p, tick
}

// settleCamera lets the camera ease to its target.
func settleCamera(p *Play) {
	for i := 0; i < 120; i++ {
		p.tickView()
	}
}

// TestTheWheelZoomsAboutThePointer: a notch of the wheel over the board
// zooms in a level about the pointer (the square under it stays under
// it), a notch back zooms out; the wheel beside the board does nothing
// to it.
func TestTheWheelZoomsAboutThePointer(t *testing.T) {
	p, tick := cameraPlay(t)
	q := horus.Square(9*horus.Cols + 3)
	x, y := p.lay.Square(q).Center()
	tick(input.Mouse, input.Intent{Kind: input.Scroll, DY: 1, X: x, Y: y})
	settleCamera(p)
	if z := p.cam.Shown.Zoom; z != layout.ZoomLevels[1] {
		t.Fatalf("one notch in: zoom %v, want %v", z, layout.ZoomLevels[1])
	}
	if got, ok := p.lay.SquareAt(x, y); !ok || got != q {
		t.Errorf("after zooming in about %s the pointer is over %s", q, got)
	}
	if sq := p.lay.Square(q); sq.W <= p.base.Square(q).W {
		t.Errorf("the square did not grow: %.1f wide, fitted %.1f", sq.W, p.base.Square(q).W)
	}
	tick(input.Mouse, input.Intent{Kind: input.Scroll, DY: -1, X: x, Y: y})
	settleCamera(p)
	if z := p.cam.Shown.Zoom; z != 1 {
		t.Errorf("one notch out: zoom %v, want 1", z)
	}
	px, py := p.lay.Prompt.Center()
	tick(input.Mouse, input.Intent{Kind: input.Scroll, DY: 1, X: px, Y: py})
	settleCamera(p)
	if z := p.cam.Shown.Zoom; z != 1 {
		t.Errorf("the wheel over the prompt zoomed the board to %v", z)
	}
}

// TestTheBoardPansByHandAndStick: zoomed in, a drag begun on the board
// moves it with the hand, a drag begun elsewhere does not, and a
// controller's right stick pans it wherever the pointer is; a pinch
// zooms about the fingers and settles on a level; + and - step levels.
func TestTheBoardPansByHandAndStick(t *testing.T) {
	p, tick := cameraPlay(t)
	cx, cy := p.lay.View.Center()
	tick(input.Keyboard, input.Intent{Kind: input.Zoom, Factor: input.ZoomStep, X: -100, Y: -100})
	tick(input.Keyboard, input.Intent{Kind: input.Zoom, Factor: input.ZoomStep, X: -100, Y: -100})
	settleCamera(p)
	if z := p.cam.Shown.Zoom; z != layout.ZoomLevels[2] {
		t.Fatalf("+ twice: zoom %v, want %v", z, layout.ZoomLevels[2])
	}
	before := p.lay.Board
	tick(input.Mouse, input.Intent{Kind: input.Pan, X: cx, Y: cy, DX: 25, DY: -15})
	if dx, dy := p.lay.Board.X-before.X, p.lay.Board.Y-before.Y; math.Abs(dx-25) > 0.5 || math.Abs(dy+15) > 0.5 {
		t.Errorf("a drag of 25,-15 moved the board %.1f,%.1f", dx, dy)
	}
	before = p.lay.Board
	px, py := p.lay.Prompt.Center()
	tick(input.Mouse, input.Intent{Kind: input.Pan, X: px, Y: py, DX: 25})
	if p.lay.Board != before {
		t.Errorf("a drag begun on the prompt moved the board")
	}
	tick(input.Gamepad, input.Intent{Kind: input.Pan, X: px, Y: py, DX: -10})
	if dx := p.lay.Board.X - before.X; math.Abs(dx+10) > 0.5 {
		t.Errorf("the right stick moved the board %.1f, want -10", dx)
	}
	// a pinch follows the fingers, then settles on a level
	tick(input.Touch, input.Intent{Kind: input.Zoom, Factor: 1.1, X: cx, Y: cy})
	if z := p.cam.Shown.Zoom; math.Abs(z-layout.ZoomLevels[2]*1.1) > 1e-6 {
		t.Errorf("a pinch of 1.1: zoom %v, want %v", z, layout.ZoomLevels[2]*1.1)
	}
	for i := 0; i < scenes.PinchSettle+1; i++ {
		tick(input.Touch)
	}
	settleCamera(p)
	if z := p.cam.Shown.Zoom; z != p.base.Lens().Level(z) {
		t.Errorf("a pinch ended between levels: zoom %v", z)
	}
	tick(input.Keyboard, input.Intent{Kind: input.Zoom, Factor: 1 / input.ZoomStep, X: -100, Y: -100})
	settleCamera(p)
	if z := p.cam.Shown.Zoom; z >= layout.ZoomLevels[3] {
		t.Errorf("- did not zoom out: %v", z)
	}
}

// TestAClickOnAZoomedSquareMoves: zoomed in, a click on a glowing square
// plays the move to it (the targets follow the camera), and a click on a
// square hidden outside the view plays nothing.
func TestAClickOnAZoomedSquareMoves(t *testing.T) {
	p, tick := cameraPlay(t)
	q := p.m.State.Players[0].Square
	x, y := p.lay.Square(q).Center()
	tick(input.Mouse, input.Intent{Kind: input.Scroll, DY: 1, X: x, Y: y})
	tick(input.Mouse, input.Intent{Kind: input.Scroll, DY: 1, X: x, Y: y})
	tick(input.Mouse, input.Intent{Kind: input.Scroll, DY: 1, X: x, Y: y})
	settleCamera(p)
	p.buildTargets(0)
	// a square outside the view, under the panels beside it, is not hit
	for _, tg := range p.targets {
		if cx, cy := tg.r.Center(); tg.kind == tSquare && !p.lay.View.Contains(cx, cy) && cx > 0 && cy > 0 && cx < 1280 && cy < 720 {
			before := p.steps()
			tick(input.Mouse, input.Intent{Kind: input.Click, X: cx, Y: cy})
			if p.steps() != before {
				t.Fatalf("a click outside the view, over %s's hidden square, played %s", tg.act, p.m.State.Players[0].Square)
			}
			break
		}
	}
	var move *target
	for i, tg := range p.targets {
		if tg.kind == tSquare && tg.act.Kind == horus.ActMove && p.lay.View.Contains(tg.r.Center()) {
			move = &p.targets[i]
			break
		}
	}
	if move == nil {
		t.Fatal("no move in the zoomed view")
	}
	want := horus.Square(move.act.A)
	mx, my := move.r.Center()
	tick(input.Mouse, input.Intent{Kind: input.Click, X: mx, Y: my})
	if got := p.m.State.Players[0].Square; got != want {
		t.Errorf("a click on %s in the zoomed view left the figure on %s", want, got)
	}
}

// TestSquareNamesShowOnDemand: N, or a click on the view's "A1" button,
// shows every square's name on the board, as the log names them; again
// hides them. Without them no name is drawn.
func TestSquareNamesShowOnDemand(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	p, tick := cameraPlay(t)
	f := layout.NewFrame(1280, 720)
	ctx := &scenes.Context{W: 1280, H: 720, Frame: f, Fonts: render.NewFonts(f.U), Settings: p.settings}
	has := func(name string) bool {
		for _, s := range drawnText(p, ctx) {
			if s == name {
				return true
			}
		}
		return false
	}
	if has("C9") || has("H14") {
		t.Fatal("square names are drawn before they are asked for")
	}
	tick(input.Keyboard, input.Intent{Kind: input.Labels})
	if !p.names || !has("C9") || !has("A1") || !has("D14") {
		t.Fatalf("N: names shown %v", p.names)
	}
	x, y := p.lay.Names.Center()
	tick(input.Mouse, input.Intent{Kind: input.Click, X: x, Y: y})
	if p.names || has("C9") {
		t.Error("a click on the names' button did not hide them")
	}
}

// TestTheFocusBringsItsSquareIntoView: zoomed in on the back of the
// pyramid, moving the keyboard's focus to a target outside the view
// pans the camera until the target is in it.
func TestTheFocusBringsItsSquareIntoView(t *testing.T) {
	p, tick := cameraPlay(t)
	v := p.lay.View
	// zoomed in as far as it goes on the back wall, away from the figure
	tick(input.Mouse, input.Intent{Kind: input.Scroll, DY: 1, X: v.X + v.W/2, Y: v.Y + 2})
	for i := 0; i < 5; i++ {
		tick(input.Mouse, input.Intent{Kind: input.Scroll, DY: 1, X: v.X + v.W/2, Y: v.Y + 2})
	}
	settleCamera(p)
	fig := p.lay.Square(p.m.State.Players[0].Square)
	if v.Contains(fig.Center()) {
		t.Skip("the figure is in the zoomed view already: nothing to follow")
	}
	for i := 0; i < 12; i++ {
		tick(input.Keyboard, input.Intent{Kind: input.Next})
		settleCamera(p)
		if on := p.ctl.focus.At; on >= 0 && on < len(p.targets) && p.targets[on].kind == tSquare {
			key := p.targets[on].key()
			p.buildTargets(0) // where the camera shows it now
			var r layout.Rect
			for _, tg := range p.targets {
				if tg.key() == key {
					r = tg.r
				}
			}
			if !v.Contains(r.Center()) {
				t.Fatalf("the focus is on %s at %+v, outside the view %+v", p.targets[on].act, r, v)
			}
			return
		}
	}
	t.Error("the focus never came to a square")
}

// TestEveryElementIsOnTheScreen: the parts a guided game may point at
// (Element) are where they are drawn, on the screen; an offer is found by
// its step in notation.
func TestEveryElementIsOnTheScreen(t *testing.T) {
	p, _ := cameraPlay(t)
	screen := layout.Rect{W: 1280, H: 720}
	for _, name := range []string{"topbar", "menu", "board", "names", "dice", "die:4", "decks", "deck:2", "blocks", "table",
		"prompt", "log", "log-button", "seat:0", "seat:3", "square:D12", "square:A1", "sarcophagus:0", "alcove:horus", "action:end"} {
		r, ok := p.Element(name)
		if !ok {
			t.Errorf("%s: not found", name)
			continue
		}
		if r.W <= 0 || r.H <= 0 || r.X < screen.X || r.Y < screen.Y || r.Right() > screen.Right()+0.5 || r.Bottom() > screen.Bottom()+0.5 {
			t.Errorf("%s: %+v is not on the screen", name, r)
		}
	}
	if r, _ := p.Element("square:D12"); func() bool { q, ok := p.lay.SquareAt(r.Center()); return !ok || q.String() != "D12" }() {
		t.Error("square:D12 is not where D12 is hit")
	}
	for _, bad := range []string{"seat:9", "die:x", "square:Z99", "nothing", "action:move Z9"} {
		if _, ok := p.Element(bad); ok {
			t.Errorf("%s: found", bad)
		}
	}
}
