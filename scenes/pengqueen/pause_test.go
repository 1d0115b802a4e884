package pengqueen

import (
	"regexp"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// press runs one tick of m with one intent from dev.
func press(t *testing.T, m *scenes.Manager, ctx *scenes.Context, dev input.Device, in input.Intent) {
	t.Helper()
	in.Dev = dev
	ctx.In.Last, ctx.In.Intents = dev, []input.Intent{in}
	if err := m.Update(ctx); err != nil {
		t.Fatal(err)
	}
	ctx.In.Intents = nil
}

// labels are the probe's targets' labels.
func labels(pr scenes.Probe) []string {
	var out []string
	for _, tg := range pr.Targets {
		out = append(out, tg.Label)
	}
	return out
}

// drawnText is every line of text m draws now.
func drawnText(m *scenes.Manager, ctx *scenes.Context) string {
	img := draw(m, ctx)
	defer img.Deallocate()
	stop := render.RecordText()
	m.Draw(img, ctx)
	var lines []string
	for _, ln := range stop() {
		lines = append(lines, ln.Text)
	}
	return strings.Join(lines, "\n")
}

// TestThePauseMenuIsTheShells: Esc, a controller's Start and the cover's
// Menu button open the shell's pause menu over the pass-the-device cover
// (Resume, Settings, Rules, Save and quit, nothing of either side's view:
// no square is named), Esc resumes on the cover; on the board the top
// bar's Menu button opens it, with "Show the whole maze" once the maze is
// zoomed, which shows it whole; with the Mummy's notes open Esc closes
// them instead; "Save and quit to title" goes to the title.
func TestThePauseMenuIsTheShells(t *testing.T) {
	s := newSession(t, 3, table.Human, table.Human)
	p, m := newTestPlay(t, s, instant())
	ctx := testCtx(1280, 720, instant())
	for i := 0; i < doorTicks+2; i++ {
		_ = m.Update(ctx)
	}
	if p.cover.passFor < 0 {
		t.Fatal("a game of a person on each side does not open behind the cover")
	}
	want := []string{"Resume", "Settings", "Rules", "Save and quit to title"}
	square := regexp.MustCompile(`\b[A-Y]1?[0-9]\b`)
	open := func(how string, dev input.Device, in input.Intent) {
		t.Helper()
		press(t, m, ctx, dev, in)
		pr := m.Probe(ctx)
		if pr.Scene != "pause" || m.Current() != p {
			t.Fatalf("%s on the cover shows %q (%T), want the pause menu over it", how, pr.Scene, m.Current())
		}
		if got := labels(pr); strings.Join(got, "|") != strings.Join(want, "|") {
			t.Fatalf("%s: the pause menu over the cover offers %q, want %q", how, got, want)
		}
		if text := drawnText(m, ctx); square.MatchString(text) {
			t.Fatalf("%s: the pause menu over the cover names a square:\n%s", how, text)
		}
		press(t, m, ctx, input.Keyboard, input.Intent{Kind: input.Back})
		if pr := m.Probe(ctx); pr.Scene != "pass" || p.cover.passFor < 0 {
			t.Fatalf("%s, then Esc: %q (cover for %d), want the cover again", how, pr.Scene, p.cover.passFor)
		}
	}
	open("Esc", input.Keyboard, input.Intent{Kind: input.Back})
	open("Start", input.Gamepad, input.Intent{Kind: input.Start})
	open("the cover's Menu button", input.Mouse, clickAt(p.coverMenu()))

	// lift the cover: the board, zoomed in with "+"
	seat := p.cover.passFor
	press(t, m, ctx, input.Keyboard, input.Intent{Kind: input.Confirm})
	for i := 0; i < doorTicks+2; i++ {
		_ = m.Update(ctx)
	}
	if p.cover.passFor >= 0 || p.view != seat {
		t.Fatalf("the cover did not lift onto seat %d (cover for %d, view %d)", seat, p.cover.passFor, p.view)
	}
	in, _ := p.lay.zoomButtons()
	press(t, m, ctx, input.Mouse, clickAt(in))
	b := p.board()
	if !b.cam.Zoomed() {
		t.Fatal("the + button did not zoom the maze")
	}
	press(t, m, ctx, input.Mouse, clickAt(p.lay.Menu))
	pr := m.Probe(ctx)
	if pr.Scene != "pause" || !hasLabel(pr, "Show the whole maze") {
		t.Fatalf("the top bar's Menu on the zoomed maze shows %q offering %q", pr.Scene, labels(pr))
	}
	clickLabel(t, m, ctx, "Show the whole maze")
	if b.cam.Target != layout.Fitted() {
		t.Fatalf("Show the whole maze left the camera at %+v", b.cam.Target)
	}
	if m.Probe(ctx).Scene == "pause" {
		press(t, m, ctx, input.Keyboard, input.Intent{Kind: input.Back})
	}

	// the Mummy's notes open (the screen's flag, whoever's view: the
	// mechanism is the same): Esc closes them, and does not pause
	p.toggleNotes()
	press(t, m, ctx, input.Keyboard, input.Intent{Kind: input.Back})
	if p.notes.on || m.Probe(ctx).Scene == "pause" {
		t.Fatalf("Esc with the notes open: notes on %v, scene %q", p.notes.on, m.Probe(ctx).Scene)
	}

	// Save and quit
	press(t, m, ctx, input.Keyboard, input.Intent{Kind: input.Back})
	clickLabel(t, m, ctx, "Save and quit to title")
	if _, ok := m.Current().(*scenes.Title); !ok {
		t.Fatalf("Save and quit to title leads to %T, want the title", m.Current())
	}
}

// hasLabel reports whether the probe offers a target labelled label.
func hasLabel(pr scenes.Probe, label string) bool {
	for _, tg := range pr.Targets {
		if tg.Label == label {
			return true
		}
	}
	return false
}

// clickLabel clicks the target labelled label.
func clickLabel(t *testing.T, m *scenes.Manager, ctx *scenes.Context, label string) {
	t.Helper()
	for _, tg := range m.Probe(ctx).Targets {
		if tg.Label == label {
			press(t, m, ctx, input.Mouse, clickAt(tg.Rect))
			return
		}
	}
	t.Fatalf("no %q among %q", label, labels(m.Probe(ctx)))
}
