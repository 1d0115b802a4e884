package horus

import (
	"fmt"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// The rules screen, measured without a window: every section's text,
// wrapped as the screen wraps it, either fits its box or scrolls to its
// last line, at 1280×720 and 1920×1080, in every language and at every
// text size; labels and titles fit without being shrunk; and the
// scrolling answers the wheel, PgUp/PgDn (a controller's LT/RT),
// Home/End and clicks on the scroll bar. (TestLargePolishScreensFit
// draws the same screens in a window and checks every line drawn.)

// rulesCtx is a w×h context at the given text size (percent), with
// intents.
func rulesCtx(w, h float64, size int, in ...input.Intent) *scenes.Context {
	fr := layout.NewFrame(w, h)
	st := settings.Defaults()
	return &scenes.Context{W: w, H: h, Frame: fr, Fonts: render.NewFonts(fr.U * float64(size) / 100), Settings: &st, In: input.Frame{Intents: in, X: -100, Y: -100}}
}

func inside(in, out layout.Rect) bool {
	const tol = 0.5
	return in.X >= out.X-tol && in.Y >= out.Y-tol && in.Right() <= out.Right()+tol && in.Bottom() <= out.Bottom()+tol
}

func TestRulesSectionsFitOrScroll(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	defer i18n.Set(i18n.English)
	scrolled := map[string]bool{}
	for _, sz := range [][2]float64{{1280, 720}, {1920, 1080}} {
		for _, lang := range i18n.Langs {
			i18n.Set(lang)
			for _, size := range settings.TextSizes {
				what := fmt.Sprintf("%.0fx%.0f %s %d%%", sz[0], sz[1], lang, size)
				ctx := rulesCtx(sz[0], sz[1], size)
				f, u := ctx.Fonts, ctx.Frame.U
				g := NewRules(nil).Places(ctx)
				screen := layout.Rect{W: sz[0], H: sz[1]}

				// the screen's parts: on the screen, apart
				parts := append([]layout.Rect{g.Back, g.Title, g.Body, g.Bar}, g.List...)
				for i, a := range parts {
					if !inside(a, screen) {
						t.Errorf("%s: part %d %+v is off the screen", what, i, a)
					}
				}
				for i, a := range g.List {
					if a.Overlaps(g.Back) || a.Overlaps(g.Body) || i > 0 && a.Overlaps(g.List[i-1]) {
						t.Errorf("%s: the button of section %d overlaps another part", what, i)
					}
				}
				if g.Body.Overlaps(g.Title) || g.Body.Overlaps(g.Bar) {
					t.Errorf("%s: the panel's parts overlap", what)
				}
				if w := render.Width(i18n.T("A summary in our own words; the printed rulebook is the authority."), f.Small); w > g.Body.W {
					t.Errorf("%s: the footnote (%.0f) is wider than its line (%.0f)", what, w, g.Body.W)
				}

				for i, s := range ruleSections {
					stop := i18n.Record()
					title, text := i18n.T(s.Title), i18n.T(s.Text)
					if miss := stop(); len(miss) > 0 {
						t.Errorf("%s: section %q has no translation", what, s.Title)
					}
					// a label and a title are never shrunk to fit
					m := f.Bold.Metrics()
					if w := render.Width(title, f.Bold); w > g.List[i].W-12*u || m.HAscent+m.HDescent > g.List[i].H {
						t.Errorf("%s: the label %q (%.0f wide) does not fit its button %.0f×%.0f", what, title, w, g.List[i].W-12*u, g.List[i].H)
					}
					if w := render.Width(title, f.Head); w > g.Title.W {
						t.Errorf("%s: the title %q (%.0f wide) does not fit beside the scroll hint (%.0f)", what, title, w, g.Title.W)
					}
					lines := render.Wrap(text, f.Body, g.Body.W)
					for _, ln := range lines {
						if w := render.Width(ln, f.Body); w > g.Body.W+0.5 {
							t.Errorf("%s: section %q: the line %q (%.0f) is wider than the text (%.0f)", what, s.Title, ln, w, g.Body.W)
						}
					}
					// page down from the top: it comes to the last page
					r := NewRules(nil)
					r.Select(i)
					last := r.MaxScroll(ctx)
					rows := len(lines) - last
					for step := 0; step <= len(lines); step++ {
						before := r.Scrolled()
						if err := r.Update(rulesCtx(sz[0], sz[1], size, input.Intent{Kind: input.PageDown, Dev: input.Keyboard})); err != nil {
							t.Fatal(err)
						}
						if r.Scrolled() > before+rows-1 {
							t.Errorf("%s: section %q: PgDn skips lines (%d to %d, %d shown)", what, s.Title, before, r.Scrolled(), rows)
						}
						if r.Scrolled() == before {
							break
						}
					}
					if r.Scrolled() != last {
						t.Errorf("%s: section %q stops at line %d, not its last page (%d)", what, s.Title, r.Scrolled(), last)
					}
					if last > 0 {
						scrolled[fmt.Sprintf("%s %s %d%%", lang, s.Title, size)] = true
					}
				}
			}
		}
	}
	for k := range scrolled {
		t.Logf("scrolls: %s", k)
	}
}

// TestRulesScrolling: Horus's longest section, in Polish at the largest
// text size, scrolls on the screen's keys, and the legend names them
// while it scrolls (the shell's TestRulesScreenScrollsALongSection tests
// every way of scrolling).
func TestRulesScrolling(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	defer i18n.Set(i18n.English)
	i18n.Set(i18n.Polish)
	const W, H, size = 1280, 720, 150
	key := func(k input.Kind) input.Intent { return input.Intent{Kind: k, Dev: input.Keyboard} }
	r := NewRules(nil)
	long, best := 0, 0
	for i := range ruleSections {
		r.Select(i)
		if n := r.MaxScroll(rulesCtx(W, H, size)); n > best {
			long, best = i, n
		}
	}
	if best == 0 {
		t.Fatal("no section scrolls at 150%: the scrolling is tested on none")
	}
	r.Select(long)
	update := func(in ...input.Intent) *scenes.Context {
		t.Helper()
		ctx := rulesCtx(W, H, size, in...)
		if err := r.Update(ctx); err != nil {
			t.Fatal(err)
		}
		return ctx
	}
	update(key(input.End))
	if r.Scrolled() != best {
		t.Errorf("End: line %d, want %d", r.Scrolled(), best)
	}
	update(input.Intent{Kind: input.PageUp, Dev: input.Gamepad}) // LT
	if r.Scrolled() == best {
		t.Error("a controller's LT (PageUp) does not scroll")
	}
	ctx := update()
	ctx.In.Last = input.Keyboard
	if _, keys := r.Legend(ctx); !hasLegend(keys, i18n.T("scroll")) {
		t.Errorf("the legend of a long section has no scrolling keys: %v", keys)
	}
	r.Select(0) // the goal: short at any size
	ctx = update()
	ctx.In.Last = input.Keyboard
	if _, keys := r.Legend(ctx); hasLegend(keys, i18n.T("scroll")) {
		t.Errorf("the legend of a section that fits offers scrolling: %v", keys)
	}
	// without fonts (a context from a test that draws nothing) nothing scrolls
	r = NewRules(nil)
	if err := r.Update(&scenes.Context{W: W, H: H, Frame: layout.NewFrame(W, H), In: input.Frame{Intents: []input.Intent{key(input.End)}}}); err != nil || r.Scrolled() != 0 {
		t.Errorf("without fonts: line %d, %v", r.Scrolled(), err)
	}
}

func hasLegend(keys []scenes.LegendKey, does string) bool {
	for _, k := range keys {
		if k.Does == does {
			return true
		}
	}
	return false
}

// TestRulesLegendFitsOneRow: the legend bar of a scrolling section, with
// its scrolling keys, fits its one row in every language and text size,
// so the scrolling keys are never the entry left out.
func TestRulesLegendFitsOneRow(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	defer i18n.Set(i18n.English)
	for _, lang := range i18n.Langs {
		i18n.Set(lang)
		for _, size := range settings.TextSizes {
			for _, dev := range []input.Device{input.Keyboard, input.Gamepad} {
				ctx := rulesCtx(1280, 720, size)
				ctx.In.Last = dev
				r := NewRules(nil)
				for i := range ruleSections { // a section that scrolls
					if r.Select(i); r.MaxScroll(ctx) > 0 {
						break
					}
				}
				where, keys := r.Legend(ctx)
				if r.MaxScroll(ctx) > 0 && !hasLegend(keys, i18n.T("scroll")) {
					t.Errorf("%s %d%% device %d: no scrolling keys in the legend", lang, size, dev)
				}
				u, f := ctx.Frame.U, ctx.Fonts
				w := 10 * u // as drawLegend lays the entries out
				for _, k := range keys {
					w += render.Width(k.Key, f.Tiny) + 12*u + 5*u + render.Width(k.Does, f.Small) + 16*u
				}
				if w-16*u > where.W {
					t.Errorf("%s %d%% device %d: the legend needs %.0f of %.0f", lang, size, dev, w-16*u, where.W)
				}
			}
		}
	}
}
