package horus

import (
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// TestTitleBackAsksBeforeQuitting: Back (Esc, a controller's B) on the
// title only asks "Quit the game?"; pressing it again, or confirming
// before moving the focus, stays; only Quit in the question (chosen with
// the focus or clicked) ends the program.
func TestTitleBackAsksBeforeQuitting(t *testing.T) {
	defer func(q bool) { scenes.QuitOffered = q }(scenes.QuitOffered)
	scenes.QuitOffered = true
	st := settings.Defaults()
	run := func(m *scenes.Manager, dev input.Device, in ...input.Intent) {
		t.Helper()
		for i := range in {
			in[i].Dev = dev
		}
		ctx := sceneCtx(nil, &st, in...)
		ctx.In.Last = dev
		if err := m.Update(ctx); err != nil {
			t.Fatal(err)
		}
	}
	intent := func(k input.Kind) input.Intent { return input.Intent{Kind: k} }
	title := func(m *scenes.Manager) *scenes.Title { return m.Current().(*scenes.Title) }

	// a couch player pressing B again and again never quits
	m := scenes.NewManager(scenes.NewTitle())
	for i := 0; i < 7; i++ {
		run(m, input.Gamepad, intent(input.Back))
		if m.Quitting() {
			t.Fatalf("B pressed %d times quit the game", i+1)
		}
		if want := i%2 == 0; asking(title(m)) != want {
			t.Fatalf("after %d presses of B the question is shown: %v", i+1, asking(title(m)))
		}
	}
	// the question offers Quit and Cancel, the focus on Cancel
	m = scenes.NewManager(scenes.NewTitle())
	run(m, input.Gamepad, intent(input.Back))
	pr := m.Probe(sceneCtx(nil, &st))
	if !hasTarget(pr, "Quit") || !hasTarget(pr, "Cancel") || len(pr.Targets) != 2 {
		t.Fatalf("the question offers %+v", pr.Targets)
	}
	for _, tg := range pr.Targets {
		if tg.Focused != (tg.Label == "Cancel") {
			t.Errorf("%q focused: %v; the focus belongs on Cancel", tg.Label, tg.Focused)
		}
	}
	// A right away confirms Cancel
	run(m, input.Gamepad, intent(input.Confirm))
	if m.Quitting() || asking(title(m)) {
		t.Fatalf("A on the question's Cancel: quitting %v, still asking %v", m.Quitting(), asking(title(m)))
	}
	// B, left to Quit, A: the program ends
	run(m, input.Gamepad, intent(input.Back))
	run(m, input.Gamepad, intent(input.Left))
	if m.Quitting() {
		t.Fatal("moving the focus quit")
	}
	run(m, input.Gamepad, intent(input.Confirm))
	if !m.Quitting() {
		t.Fatal("A on Quit did not quit")
	}
	// Esc, then a click on Quit
	m = scenes.NewManager(scenes.NewTitle())
	run(m, input.Keyboard, intent(input.Back))
	clickOn(t, m, nil, &st, "Quit")
	if !m.Quitting() {
		t.Fatal("clicking Quit in the question did not quit")
	}
	// Esc, Enter: stays, and the menu is back
	m = scenes.NewManager(scenes.NewTitle())
	run(m, input.Keyboard, intent(input.Back))
	run(m, input.Keyboard, intent(input.Confirm))
	if m.Quitting() || asking(title(m)) || !hasTarget(m.Probe(sceneCtx(nil, &st)), "New game") {
		t.Errorf("Esc, Enter: quitting %v, asking %v", m.Quitting(), asking(title(m)))
	}
}

// TestPassCoverBackQuitsToTitle: on the pass-the-device cover one Back
// arms the quit (the legend says a second one leaves), a second one
// within the time goes to the title; a Back after the time only arms it
// again, and confirming still shows the next player's view.
func TestPassCoverBackQuitsToTitle(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	cover := func() (*Play, *scenes.Manager) {
		p := hotSeat(t, true)
		p.passFor, p.view = 0, -1
		p.resetWorld()
		return p, scenes.NewManager(p)
	}
	fonts := render.NewFonts(1)
	run := func(m *scenes.Manager, in ...input.Intent) *scenes.Context {
		t.Helper()
		for i := range in {
			in[i].Dev = input.Keyboard
		}
		ctx := sceneCtx(nil, &settings.Settings{Speed: 3}, in...)
		ctx.Fonts, ctx.In.Last = fonts, input.Keyboard
		if err := m.Update(ctx); err != nil {
			t.Fatal(err)
		}
		return ctx
	}
	back := input.Intent{Kind: input.Back}

	p, m := cover()
	pctx := sceneCtx(nil, p.settings)
	pctx.Fonts = fonts
	if pr := p.Probe(pctx); pr.Scene != "pass" {
		t.Fatalf("the scene shows %q, want the cover", pr.Scene)
	}
	ctx := run(m, back)
	if m.Current() != p || p.passFor != 0 || p.quitArm == 0 {
		t.Fatalf("one Back on the cover: scene %T, cover for %d, armed %d", m.Current(), p.passFor, p.quitArm)
	}
	_, keys := p.Legend(ctx)
	if len(keys) == 0 || !strings.Contains(keys[0].Does, "quit to the title") {
		t.Errorf("the armed cover's legend says %+v", keys)
	}
	run(m, back)
	if _, ok := m.Current().(*scenes.Title); !ok {
		t.Fatalf("two Backs on the cover lead to %T, want the title", m.Current())
	}

	p, m = cover()
	run(m, back)
	for i := 0; i < quitConfirmTicks; i++ {
		run(m)
	}
	run(m, back)
	if m.Current() != p || p.quitArm == 0 {
		t.Fatalf("a Back long after the first left the cover (%T) or did not arm (%d)", m.Current(), p.quitArm)
	}
	run(m, input.Intent{Kind: input.Confirm})
	if m.Current() != p || p.passFor >= 0 || p.view != 0 {
		t.Errorf("confirming the armed cover: scene %T, cover for %d, view %d", m.Current(), p.passFor, p.view)
	}
}

// TestPassCoverQuitButtonQuitsToTitle: a mouse-only player leaves from the
// cover with its own "Quit to title" button, clicked twice like the
// board's.
func TestPassCoverQuitButtonQuitsToTitle(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	p := hotSeat(t, true)
	p.passFor, p.view = 0, -1
	p.resetWorld()
	m := scenes.NewManager(p)
	fonts := render.NewFonts(1)
	lctx := sceneCtx(nil, p.settings)
	lctx.Fonts = fonts
	p.ensureLayout(lctx) // the clicks' screen size
	click := func() {
		t.Helper()
		x, y := p.passQuitButton().Center()
		ctx := sceneCtx(nil, &settings.Settings{Speed: 3}, input.Intent{Kind: input.Click, X: x, Y: y})
		ctx.Fonts = fonts
		if err := m.Update(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if p.passQuitButton().Overlaps(p.passButton()) {
		t.Fatalf("the cover's quit button %+v covers its confirm button %+v", p.passQuitButton(), p.passButton())
	}
	click()
	if m.Current() != p || p.passFor != 0 || p.quitArm == 0 {
		t.Fatalf("one click on quit: scene %T, cover for %d, armed %d", m.Current(), p.passFor, p.quitArm)
	}
	click()
	if _, ok := m.Current().(*scenes.Title); !ok {
		t.Fatalf("two clicks on the cover's quit lead to %T, want the title", m.Current())
	}
}
