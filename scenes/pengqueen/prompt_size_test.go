package pengqueen

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// TestThePromptsButtonsAreFingerSized: at 1280×720, in English and in
// Polish, at the normal and the largest text size, every button the
// prompt offers (and the hand's Show my cards, and Skip) is at least 44
// px each way, a target a finger reaches, lies inside its panel, overlaps
// no other button, and holds its label at full size. The buttons are
// those of the turns of a game played through the screen, the Mummy's
// and the hunters', pages included.
func TestThePromptsButtonsAreFingerSized(t *testing.T) {
	defer i18n.Set(i18n.English)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Polish} {
		for _, size := range []int{0, len(settings.TextSizes) - 1} {
			i18n.Set(lang)
			st := instant()
			st.TextSize = size
			s := newSession(t, 4, table.Human, table.Human, table.Human)
			p, m := newTestPlay(t, s, st)
			ctx := testCtx(1280, 720, st)
			ctx.Fonts = render.NewFonts(ctx.Frame.U * st.TextScale())
			where := fmt.Sprintf("%s at %d%%", lang, settings.TextSizes[size])
			var pp person
			seen := map[string]bool{}
			checked := 0
			for i := 0; i < 100000 && !s.Over() && checked < 120; i++ {
				if _, ok := p.acting(); ok {
					p.buildTargets()
					checkButtons(t, p, where, seen)
					checked++
				} else if b := p.board(); b != nil && (b.Busy() || p.wait > 0) {
					checkRect(t, where, "Skip", p.skipButton(), p.lay.Prompt)
				}
				ctx.In.Intents = pp.intents(t, p, ctx, "easy", uint64(i))
				if err := m.Update(ctx); err != nil {
					t.Fatal(err)
				}
				runtime.Gosched()
			}
			for _, what := range []string{"Mummy", "hunter", "hand"} {
				if !seen[what] {
					t.Errorf("%s: no %s's buttons were met", where, what)
				}
			}
		}
	}
}

// checkButtons checks the buttons on offer now.
func checkButtons(t *testing.T, p *Play, where string, seen map[string]bool) {
	t.Helper()
	u := p.lay.U
	var rs []layout.Rect
	for _, tg := range p.prompt.targets {
		panel, face := p.lay.Prompt, p.buttonFace()
		switch tg.kind {
		case tHand:
			panel, face = p.lay.Strip, p.fonts.Bold
			seen["hand"] = true
		case tButton:
		default:
			continue
		}
		if p.view == 0 {
			seen["Mummy"] = true
		} else {
			seen["hunter"] = true
		}
		checkRect(t, where, tg.label, tg.r, panel)
		if w := render.Width(tg.label, face); w > tg.r.W-10*u || render.LineHeight(face) > tg.r.H {
			t.Fatalf("%s: %q (%.0f px wide) does not fit its button %+v", where, tg.label, w, tg.r)
		}
		for _, o := range rs {
			if o.Overlaps(tg.r) {
				t.Fatalf("%s: %q at %+v overlaps another button at %+v", where, tg.label, tg.r, o)
			}
		}
		rs = append(rs, tg.r)
	}
}

// checkRect checks one button: 44 px each way, inside its panel.
func checkRect(t *testing.T, where, label string, r, panel layout.Rect) {
	t.Helper()
	if r.W < 44 || r.H < 44 {
		t.Fatalf("%s: %q is %.0f×%.0f px, under 44", where, label, r.W, r.H)
	}
	if r.X < panel.X || r.Y < panel.Y || r.Right() > panel.Right()+0.5 || r.Bottom() > panel.Bottom()+0.5 {
		t.Fatalf("%s: %q at %+v leaves its panel %+v", where, label, r, panel)
	}
}
