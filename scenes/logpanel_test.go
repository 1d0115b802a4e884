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
