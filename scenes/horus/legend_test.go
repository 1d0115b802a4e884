package horus

import (
	"fmt"
	"slices"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// TestPlayLegendNamesEveryKeyAndFits: the play screen's legend names the
// keys that skip, redo, mute, go fullscreen and open the menu (Space,
// Ctrl+Y, M, F11, Esc; a controller's A, Select and Start), in English
// and Polish at every text size and with 2 to 6 seats at 1280×720 and
// 1920×1080; every entry lies inside the legend's place in the log's
// ticker (none is left out), and each text has a Polish translation.
func TestPlayLegendNamesEveryKeyAndFits(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	defer i18n.Set(i18n.English)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Polish} {
		for _, scale := range []float64{1, 1.25, 1.5} {
			for _, dev := range []input.Device{input.Keyboard, input.Gamepad} {
				for _, seats := range []int{2, 4, 6} {
					for _, sz := range [][2]float64{{1280, 720}, {1920, 1080}} {
						what := fmt.Sprintf("%s %.0f%% device %d, %d seats at %v", lang, scale*100, dev, seats, sz)
						i18n.Set(lang)
						stop := i18n.Record()
						lay := layout.NewPlay(sz[0], sz[1], seats)
						fonts := render.NewFonts(lay.U * scale)
						ctx := &scenes.Context{W: sz[0], H: sz[1], Frame: lay.Frame, Fonts: fonts, In: input.Frame{Last: dev}}
						p := &Play{Board: &Board{lay: lay}, passFor: -1}
						where, keys := p.Legend(ctx)
						want := []string{i18n.T("Space"), i18n.T("Ctrl+Y"), "M", "F11", i18n.T("Esc")}
						if dev == input.Gamepad {
							want = []string{i18n.T("Select"), "A", i18n.T("Start")}
						}
						for _, k := range want {
							if !slices.ContainsFunc(keys, func(lk scenes.LegendKey) bool { return lk.Key == k }) {
								t.Errorf("%s: the legend lacks %s", what, k)
							}
						}
						if dev == input.Gamepad && !slices.Contains(keys, scenes.LegendKey{Key: "A", Does: i18n.T("choose, skip")}) {
							t.Errorf("%s: the legend does not say that A skips", what)
						}
						row := scenes.LegendRowHeight(fonts, lay.U)
						top := where.Y + (where.H-row*float64(int(where.H/row)))/2
						spots, _ := scenes.LegendFlow(keys, fonts, lay.U, layout.Rect{X: where.X, Y: top, W: where.W, H: where.H})
						for i, sp := range spots {
							if sp.Chip.X < where.X || sp.Words.Right() > where.Right()+0.5 || sp.Words.Y < where.Y-0.5 || sp.Words.Bottom() > where.Bottom()+0.5 {
								t.Errorf("%s: %q %+v is outside the legend %+v", what, keys[i].Key, sp.Words, where)
							}
						}
						if where.Y < lay.Ticker.Y || where.Bottom() > lay.Ticker.Bottom() || where.X < lay.Ticker.X || where.Right() > lay.Ticker.Right() {
							t.Errorf("%s: the legend %+v leaves the ticker %+v", what, where, lay.Ticker)
						}
						if miss := stop(); lang == i18n.Polish && len(miss) > 0 {
							t.Errorf("%s: no Polish for %q", what, miss)
						}
					}
				}
			}
		}
	}
}

// TestMenuLegendNamesFullscreen: the menus' keyboard legend names F11,
// and fits its bar at 150% in Polish.
func TestMenuLegendNamesFullscreen(t *testing.T) {
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	defer i18n.Set(i18n.English)
	i18n.Set(i18n.Polish)
	f := layout.NewFrame(1280, 720)
	fonts := render.NewFonts(f.U * 1.5)
	ctx := &scenes.Context{W: 1280, H: 720, Frame: f, Fonts: fonts, In: input.Frame{Last: input.Keyboard}}
	keys := scenes.BaseLegend(ctx)
	if !slices.ContainsFunc(keys, func(k scenes.LegendKey) bool { return k.Key == "F11" }) {
		t.Errorf("the menus' legend lacks F11: %+v", keys)
	}
	if _, rows := scenes.LegendFlow(keys, fonts, f.U, layout.Rect{W: 1280}); rows != 1 {
		t.Errorf("the menus' legend takes %d rows of its one-row bar", rows)
	}
}
