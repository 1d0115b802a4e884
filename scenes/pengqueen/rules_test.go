package pengqueen

import (
	"fmt"
	"testing"

	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// TestRulesFit: every section of the rules has its Polish, and its label,
// title and lines fit their places on the rules screen at 1280×720 and
// 1920×1080, in English and Polish, at every text size (a section longer
// than its box scrolls).
func TestRulesFit(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	defer i18n.Set(i18n.English)
	r := scenes.NewRules(ruleSections, nil)
	for _, sz := range [][2]float64{{1280, 720}, {1920, 1080}} {
		for _, lang := range i18n.Langs {
			i18n.Set(lang)
			for _, size := range settings.TextSizes {
				what := fmt.Sprintf("%.0fx%.0f %s %d%%", sz[0], sz[1], lang, size)
				ctx := testCtx(sz[0], sz[1], instant())
				ctx.Fonts = render.NewFonts(ctx.Frame.U * float64(size) / 100)
				pl := r.Places(ctx)
				f, u := ctx.Fonts, ctx.Frame.U
				if n := len(pl.List); pl.List[n-1].Bottom() > pl.Back.Y {
					t.Errorf("%s: the sections' buttons run into Back", what)
				}
				for i, s := range ruleSections {
					stop := i18n.Record()
					title, text := i18n.T(s.Title), i18n.T(s.Text)
					if miss := stop(); len(miss) > 0 {
						t.Errorf("%s: section %q has no translation", what, s.Title)
					}
					if w := render.Width(title, f.Bold); w > pl.List[i].W-12*u {
						t.Errorf("%s: the label %q (%.0f) is wider than its button (%.0f)", what, title, w, pl.List[i].W-12*u)
					}
					if w := render.Width(title, f.Head); w > pl.Title.W {
						t.Errorf("%s: the title %q (%.0f) does not fit beside the scroll hint (%.0f)", what, title, w, pl.Title.W)
					}
					for _, ln := range render.Wrap(text, f.Body, pl.Body.W) {
						if w := render.Width(ln, f.Body); w > pl.Body.W+0.5 {
							t.Errorf("%s: section %q: the line %q is wider than the text", what, s.Title, ln)
						}
					}
				}
			}
		}
	}
}
