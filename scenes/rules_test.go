package scenes

import (
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/render"
)

// TestRulesScreenScrollsALongSection: the shell's rules screen (each
// game gives its sections) pages a section longer than its box down to
// its last line and back, with the wheel, PgUp/PgDn, Home/End and the
// scroll bar; choosing another section shows its top; Back returns.
func TestRulesScreenScrollsALongSection(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("A line of the rules that goes on and on. ", 200)
	back := NewTitle()
	r := NewRules([]RuleSection{{Title: "Goal", Text: "Short."}, {Title: "Long", Text: long}}, back)
	st := settings.Defaults()
	ctx := func(in ...input.Intent) *Context {
		c := sceneCtx(nil, &st, in...)
		c.Fonts = render.NewFonts(c.Frame.U)
		return c
	}
	key := func(k input.Kind) input.Intent { return input.Intent{Kind: k, Dev: input.Keyboard} }
	r.Select(1)
	last := r.pageFor(ctx()).maxScroll()
	if last == 0 {
		t.Fatal("the long section fits its box: the test proves nothing")
	}
	steps := 0
	for r.Scrolled() < last && steps < 100 {
		before := r.Scrolled()
		if err := r.Update(ctx(key(input.PageDown))); err != nil {
			t.Fatal(err)
		}
		if r.Scrolled() == before {
			t.Fatalf("PgDn stuck at line %d of %d", before, last)
		}
		steps++
	}
	_ = r.Update(ctx(key(input.Home)))
	if r.Scrolled() != 0 {
		t.Errorf("Home: line %d", r.Scrolled())
	}
	_ = r.Update(ctx(key(input.End)))
	if r.Scrolled() != last {
		t.Errorf("End: line %d, want %d", r.Scrolled(), last)
	}
	_ = r.Update(ctx(input.Intent{Kind: input.Scroll, DY: 1, Dev: input.Mouse}))
	if r.Scrolled() != last-3 {
		t.Errorf("a notch of the wheel up from the end: line %d, want %d", r.Scrolled(), last-3)
	}
	bar := rulesLayout(layout.NewFrame(1280, 720), 2).bar
	_ = r.Update(ctx(input.Intent{Kind: input.Click, X: bar.X + bar.W/2, Y: bar.Y + 1, Dev: input.Mouse}))
	if r.Scrolled() >= last-3 {
		t.Errorf("a click high on the scroll bar did not page up: line %d", r.Scrolled())
	}
	pl := r.Places(ctx())
	x, y := pl.List[0].Center()
	_ = r.Update(ctx(input.Intent{Kind: input.Click, X: x, Y: y, Dev: input.Mouse}))
	if r.Selected() != 0 || r.Scrolled() != 0 {
		t.Errorf("after choosing the first section: section %d at line %d", r.Selected(), r.Scrolled())
	}
	m := NewManager(r)
	_ = m.Update(ctx(key(input.Back)))
	if m.Current() != back {
		t.Error("Back did not return to the screen the rules were opened from")
	}
}
