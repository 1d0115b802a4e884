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
				g := rulesLayout(ctx.Frame)
				screen := layout.Rect{W: sz[0], H: sz[1]}

				// the screen's parts: on the screen, apart, in the panel
				parts := append([]layout.Rect{g.heading, g.back, g.box}, g.list...)
				for i, a := range parts {
					if !inside(a, screen) {
						t.Errorf("%s: part %d %+v is off the screen", what, i, a)
					}
					for _, b := range parts[:i] {
						if i > 0 && a.Overlaps(b) {
							t.Errorf("%s: %+v overlaps %+v", what, a, b)
						}
					}
				}
				for _, a := range []layout.Rect{g.title, g.body, g.bar, g.foot} {
					if !inside(a, g.box) {
						t.Errorf("%s: %+v is not inside the panel %+v", what, a, g.box)
					}
				}
				if g.body.Overlaps(g.title) || g.body.Overlaps(g.foot) || g.body.Overlaps(g.bar) || g.short.Overlaps(g.hint) {
					t.Errorf("%s: the panel's parts overlap", what)
				}
				if w := render.Width(i18n.T("A summary in our own words; the printed rulebook is the authority."), f.Small); w > g.foot.W {
					t.Errorf("%s: the footnote (%.0f) is wider than its line (%.0f)", what, w, g.foot.W)
				}
				for _, keys := range []string{i18n.T("wheel or PgDn"), i18n.T("RT")} {
					if w := render.Width(i18n.F("More below (%s)", keys), f.Small); w > g.hint.W {
						t.Errorf("%s: the scroll hint (%.0f) is wider than its place (%.0f)", what, w, g.hint.W)
					}
				}

				for i, s := range ruleSections {
					stop := i18n.Record()
					title, text := i18n.T(s.title), i18n.T(s.text)
					if miss := stop(); len(miss) > 0 {
						t.Errorf("%s: section %q has no translation", what, s.title)
					}
					// a label and a title are never shrunk to fit
					m := f.Bold.Metrics()
					if w := render.Width(title, f.Bold); w > g.list[i].W-12*u || m.HAscent+m.HDescent > g.list[i].H {
						t.Errorf("%s: the label %q (%.0f wide) does not fit its button %.0f×%.0f", what, title, w, g.list[i].W-12*u, g.list[i].H)
					}
					if w := render.Width(title, f.Head); w > g.short.W {
						t.Errorf("%s: the title %q (%.0f wide) does not fit beside the scroll hint (%.0f)", what, title, w, g.short.W)
					}

					p := wrapRules(text, f.Body, g.body)
					if len(p.lines) == 0 || float64(p.rows)*p.lh > g.body.H+0.5 {
						t.Errorf("%s: section %q: %d lines of %.1f in a body %.0f high", what, s.title, p.rows, p.lh, g.body.H)
					}
					for _, ln := range p.lines {
						if w := render.Width(ln, f.Body); w > g.body.W+0.5 {
							t.Errorf("%s: section %q: the line %q (%.0f) is wider than the text (%.0f)", what, s.title, ln, w, g.body.W)
						}
					}

					// page down from the top: every line is shown on the way
					// and the last page ends on the last line
					r := NewRules(nil)
					r.sel = i
					seen := make([]bool, len(p.lines))
					for step := 0; ; step++ {
						for k := r.scroll; k < r.scroll+p.rows && k < len(seen); k++ {
							seen[k] = true
						}
						before := r.scroll
						if err := r.Update(rulesCtx(sz[0], sz[1], size, input.Intent{Kind: input.PageDown, Dev: input.Keyboard})); err != nil {
							t.Fatal(err)
						}
						if r.scroll == before || step > len(p.lines) {
							break
						}
					}
					for k, ok := range seen {
						if !ok {
							t.Errorf("%s: section %q: line %d (%q) is never shown", what, s.title, k, p.lines[k])
						}
					}
					if r.scroll != p.maxScroll() || r.scroll+p.rows < len(p.lines) {
						t.Errorf("%s: section %q stops at line %d of %d (%d shown)", what, s.title, r.scroll, len(p.lines), p.rows)
					}
					if p.maxScroll() > 0 {
						scrolled[fmt.Sprintf("%s %s %d%%", lang, s.title, size)] = true
					}
				}
			}
		}
	}
	for k := range scrolled {
		t.Logf("scrolls: %s", k)
	}
}

func TestRulesScrolling(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	defer i18n.Set(i18n.English)
	i18n.Set(i18n.Polish)
	const W, H, size = 1280, 720, 150
	key := func(k input.Kind) input.Intent { return input.Intent{Kind: k, Dev: input.Keyboard} }
	r := NewRules(nil)
	// the section that scrolls furthest in Polish at the largest text size
	best := 0
	for i := range ruleSections {
		r.sel = i
		if n := r.pageFor(rulesCtx(W, H, size)).maxScroll(); n > best {
			best = n
		}
	}
	if best == 0 {
		t.Skip("no section scrolls at 150% any more; the scrolling is tested on none")
	}
	for i := range ruleSections {
		r.sel = i
		if r.pageFor(rulesCtx(W, H, size)).maxScroll() == best {
			break
		}
	}
	long := r.sel
	update := func(in ...input.Intent) *scenes.Context {
		t.Helper()
		ctx := rulesCtx(W, H, size, in...)
		if err := r.Update(ctx); err != nil {
			t.Fatal(err)
		}
		return ctx
	}
	last := r.pageFor(rulesCtx(W, H, size)).maxScroll()

	update(input.Intent{Kind: input.Scroll, DY: -1}) // one notch down
	if want := min(3, last); r.scroll != want {
		t.Errorf("a notch of the wheel down: line %d, want %d", r.scroll, want)
	}
	update(input.Intent{Kind: input.Scroll, DY: 5})
	if r.scroll != 0 {
		t.Errorf("wheel up past the top: line %d, want 0", r.scroll)
	}
	update(key(input.End))
	if r.scroll != last {
		t.Errorf("End: line %d, want %d", r.scroll, last)
	}
	update(key(input.PageDown))
	if r.scroll != last {
		t.Errorf("PgDn at the end: line %d, want %d", r.scroll, last)
	}
	update(key(input.Home))
	if r.scroll != 0 {
		t.Errorf("Home: line %d, want 0", r.scroll)
	}
	update(input.Intent{Kind: input.PageDown, Dev: input.Gamepad}) // RT
	if r.scroll == 0 {
		t.Error("a controller's RT (PageDown) does not scroll")
	}
	update(input.Intent{Kind: input.PageUp, Dev: input.Gamepad}) // LT
	if r.scroll != 0 {
		t.Errorf("a controller's LT (PageUp): line %d, want 0", r.scroll)
	}

	// a click on the scroll bar below its thumb pages down, above it up
	g := rulesLayout(layout.NewFrame(W, H))
	x := g.bar.X + g.bar.W/2
	update(input.Intent{Kind: input.Click, X: x, Y: g.bar.Bottom() - 1})
	if r.scroll == 0 {
		t.Error("a click low on the scroll bar does not scroll down")
	}
	update(input.Intent{Kind: input.Click, X: x, Y: g.bar.Y + 1})
	if r.scroll != 0 {
		t.Errorf("a click high on the scroll bar: line %d, want 0", r.scroll)
	}

	// the legend names the scrolling keys while the section scrolls
	ctx := update(key(input.End))
	ctx.In.Last = input.Keyboard
	if _, keys := r.Legend(ctx); !hasLegend(keys, i18n.T("scroll")) {
		t.Errorf("the legend of a long section has no scrolling keys: %v", keys)
	}

	// choosing another section starts it at its top
	other := (long + 1) % len(ruleSections)
	bx, by := g.list[other].Center()
	update(input.Intent{Kind: input.Click, X: bx, Y: by})
	if r.sel != other || r.scroll != 0 {
		t.Errorf("after choosing section %d: section %d at line %d, want its top", other, r.sel, r.scroll)
	}
	r.sel = 0 // the goal: short at any size
	ctx = update()
	ctx.In.Last = input.Keyboard
	if _, keys := r.Legend(ctx); hasLegend(keys, i18n.T("scroll")) {
		t.Errorf("the legend of a section that fits offers scrolling: %v", keys)
	}

	// without fonts (a context from a test that draws nothing) nothing scrolls
	r = NewRules(nil)
	if err := r.Update(&scenes.Context{W: W, H: H, Frame: layout.NewFrame(W, H), In: input.Frame{Intents: []input.Intent{key(input.End)}}}); err != nil || r.scroll != 0 {
		t.Errorf("without fonts: line %d, %v", r.scroll, err)
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
				for r.sel = range ruleSections { // the section that scrolls furthest
					if p := r.pageFor(ctx); p.maxScroll() > 0 {
						break
					}
				}
				where, keys := r.Legend(ctx)
				if p := r.pageFor(ctx); p.maxScroll() > 0 && !hasLegend(keys, i18n.T("scroll")) {
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
