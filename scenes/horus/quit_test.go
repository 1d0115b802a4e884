package horus

import (
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

// TestPassCoverBackOpensThePauseMenu: on the pass-the-device cover Back
// opens the shell's pause menu over the cover (nothing of anyone's view
// behind it), Back again resumes on the cover, and the menu's "Save and
// quit to title" goes to the title; the cover's Menu button opens the
// same menu for the mouse.
func TestPassCoverBackOpensThePauseMenu(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	cover := func() (*Play, *scenes.Manager) {
		p := hotSeat(t, true)
		p.passFor, p.view = 0, -1
		p.resetWorld()
		return p, scenes.NewManager(p)
	}
	run := func(m *scenes.Manager, dev input.Device, in ...input.Intent) *scenes.Context {
		t.Helper()
		for i := range in {
			in[i].Dev = dev
		}
		ctx := sceneCtx(nil, &settings.Settings{Speed: 3}, in...)
		ctx.In.Last = dev
		if err := m.Update(ctx); err != nil {
			t.Fatal(err)
		}
		return ctx
	}
	back := input.Intent{Kind: input.Back}
	for _, dev := range []input.Device{input.Keyboard, input.Gamepad} {
		p, m := cover()
		ctx := run(m, dev, back)
		if pr := m.Probe(ctx); pr.Scene != "pause" || m.Current() != p || p.passFor != 0 || p.view != -1 {
			t.Fatalf("%v: Back on the cover shows %q (scene %T, cover for %d, view %d), want the pause menu over the cover", dev, pr.Scene, m.Current(), p.passFor, p.view)
		}
		if !hasTarget(m.Probe(ctx), "Save and quit to title") || !hasTarget(m.Probe(ctx), "Resume") {
			t.Errorf("%v: the pause menu offers %+v", dev, m.Probe(ctx).Targets)
		}
		run(m, dev, back)
		if pr := m.Probe(ctx); pr.Scene != "pass" {
			t.Fatalf("%v: Back in the pause menu shows %q, want the cover again", dev, pr.Scene)
		}
		run(m, dev, input.Intent{Kind: input.Confirm})
		if p.passFor >= 0 || p.view != 0 {
			t.Errorf("%v: confirming the cover after the menu: cover for %d, view %d", dev, p.passFor, p.view)
		}
	}
	// the mouse: the cover's Menu button, then Save and quit
	p, m := cover()
	lctx := sceneCtx(nil, p.settings)
	p.ensureLayout(lctx) // the clicks' screen size
	if p.passMenuButton().Overlaps(p.passButton()) {
		t.Fatalf("the cover's menu button %+v covers its confirm button %+v", p.passMenuButton(), p.passButton())
	}
	x, y := p.passMenuButton().Center()
	run(m, input.Mouse, input.Intent{Kind: input.Click, X: x, Y: y})
	if pr := m.Probe(lctx); pr.Scene != "pause" {
		t.Fatalf("the cover's Menu button shows %q, want the pause menu", pr.Scene)
	}
	clickOn(t, m, nil, p.settings, "Save and quit to title")
	if _, ok := m.Current().(*scenes.Title); !ok {
		t.Fatalf("Save and quit to title leads to %T, want the title", m.Current())
	}
}
