package scenes_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// TestLogPanelShowsTheNewestAndScrollsBack: the log panel shows the
// newest lines at its foot, PgUp scrolls back a page (and says how many
// newer lines are below), PgDn comes back, and new lines (a new key) are
// told at once.
func TestLogPanelShowsTheNewestAndScrollsBack(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	st := settings.Defaults()
	f := layout.NewFrame(1280, 720)
	ctx := &scenes.Context{W: 1280, H: 720, Frame: f, Fonts: render.NewFonts(f.U), Settings: &st}
	r := f.R(900, 300, 370, 300)
	var lines []scenes.LogLine
	for i := range 60 {
		lines = append(lines, scenes.LogLine{Text: fmt.Sprintf("event %d", i), Ink: render.Ink})
	}
	var lp scenes.LogPanel
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	drawn := func(n int) []string {
		stop := render.RecordText()
		lp.Draw(screen, ctx, r, f.U, 0, n, func() []scenes.LogLine { return lines[:n] })
		var out []string
		for _, ln := range stop() {
			out = append(out, ln.Text)
		}
		return out
	}
	now := drawn(60)
	if !slices.Contains(now, "event 59") || slices.Contains(now, "event 0") {
		t.Fatalf("the newest line is not at the foot, or the oldest still shows: %v", now)
	}
	if !slices.Contains(now, "scroll up for earlier events") {
		t.Errorf("a full log does not say it scrolls: %v", now)
	}
	ctx.In = input.Frame{Intents: []input.Intent{{Kind: input.PageUp}}}
	lp.Update(ctx, r, f.U)
	back := drawn(60)
	if slices.Contains(back, "event 59") || lp.Scrolled() == 0 {
		t.Fatalf("PgUp did not scroll back: %v", back)
	}
	if !slices.ContainsFunc(back, func(s string) bool { return len(s) > 0 && s[0] >= '1' && s[0] <= '9' }) {
		t.Errorf("scrolled back, the log does not say how many newer lines are below: %v", back)
	}
	ctx.In = input.Frame{Intents: []input.Intent{{Kind: input.PageDown}}}
	lp.Update(ctx, r, f.U)
	if got := drawn(60); !slices.Contains(got, "event 59") {
		t.Fatalf("PgDn did not come back to the newest: %v", got)
	}
	if got := drawn(30); !slices.Contains(got, "event 29") || slices.Contains(got, "event 59") {
		t.Fatalf("a new key does not tell its own lines: %v", got)
	}
}

// TestLogPanelScrollsWithASwipeAndTheWheelOverIt: a finger dragged down
// over the log brings earlier lines into view, line by line with the
// finger; a drag begun elsewhere (on the board) and the wheel away from
// the panel leave it alone; the wheel over it scrolls it.
func TestLogPanelScrollsWithASwipeAndTheWheelOverIt(t *testing.T) {
	f := layout.NewFrame(1280, 720)
	ctx := &scenes.Context{W: 1280, H: 720, Frame: f}
	r := f.R(900, 300, 370, 300)
	var lp scenes.LogPanel
	update := func(ins ...input.Intent) int {
		ctx.In = input.Frame{Intents: ins}
		lp.Update(ctx, r, f.U)
		return lp.Scrolled()
	}
	swipe := func(x, y, dy float64) input.Intent {
		return input.Intent{Kind: input.Pan, X: x, Y: y, DY: dy, Dev: input.Touch}
	}
	if got := update(swipe(1000, 400, 10)); got != 0 {
		t.Errorf("10 px, less than a line, scrolled %d lines", got)
	}
	if got := update(swipe(1000, 400, 10)); got != 1 {
		t.Errorf("20 px in all, more than a line (15.5 px), scrolled %d lines, want 1", got)
	}
	if got := update(swipe(1000, 400, 15.5*4)); got != 5 {
		t.Errorf("four lines more scrolled to %d, want 5", got)
	}
	if got := update(swipe(500, 400, 200)); got != 5 {
		t.Errorf("a drag begun off the log scrolled it to %d", got)
	}
	if got := update(input.Intent{Kind: input.Scroll, X: 500, Y: 400, DY: 2}); got != 5 {
		t.Errorf("the wheel away from the log scrolled it to %d", got)
	}
	if got := update(input.Intent{Kind: input.Scroll, X: 1000, Y: 400, DY: -1}); got != 2 {
		t.Errorf("the wheel a notch down over the log scrolled to %d, want 2", got)
	}
	if got := update(swipe(1000, 400, -15.5*10)); got != 0 {
		t.Errorf("swiped up past the newest: %d, want 0", got)
	}
}
