package main

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
)

// game is the ebiten.Game: it reads input into intents, runs the scene
// manager at the fixed tick rate and draws at device resolution.
type game struct {
	mgr      *scenes.Manager
	settings settings.Settings
	reader   input.Reader
	pads     input.Seats // controllers bound to seats, kept from the new-game screen into play
	in       input.Frame
	fonts    render.Fonts
	fontsU   float64
	w, h     float64
	scale    float64 // screen pixels a window pixel (the device scale), for the input's slop
	probe    *prober
	saves    *saves.Saves // games, records and statistics (saves.go)
	perf     perf
	titled   i18n.Lang // the language the window's title is in ("" before the first)
}

func newGame(probePath string) *game {
	g := &game{mgr: scenes.NewManager(scenes.NewTitle()), settings: loadSettings(), w: 1280, h: 720}
	g.settings.Apply()

	if probePath != "" {
		g.probe = &prober{path: probePath}
	}
	return g
}

// context is what the scenes see this tick.
func (g *game) context() *scenes.Context {
	f := layout.NewFrame(g.w, g.h)
	if u := f.U * max(g.settings.TextScale(), readableScale(f.U/max(1, g.scale))); u != g.fontsU {
		g.fonts, g.fontsU = render.NewFonts(u), u
	}
	return &scenes.Context{W: g.w, H: g.h, Scale: g.scale, Frame: f, Fonts: g.fonts, In: g.in, Settings: &g.settings, Saves: g.saves, Pads: &g.pads}
}

// minTextCSS is the size, in window pixels (CSS pixels in a browser),
// below which the smallest text is hard to read at arm's length.
const minTextCSS = 11

// readableScale is the least of the text sizes on offer at which the
// smallest text (render.SmallSize) is minTextCSS window pixels, given
// cssU window pixels per design unit; the largest when none is. On a
// phone (844×390: 0.54 window pixels a unit) the text is at least 150%,
// on a tablet (1024×768) 125%, on a desktop as chosen: the settings'
// size is the least, and the screens are checked to fit up to 150%.
func readableScale(cssU float64) float64 {
	s := 1.0
	for _, p := range settings.TextSizes {
		if s = float64(p) / 100; render.SmallSize*cssU*s >= minTextCSS {
			break
		}
	}
	return s
}

// Update runs one tick of logic.
func (g *game) Update() error {
	start := time.Now()
	g.reader.SwapConfirm, g.pads.Shared = g.settings.SwapConfirm, g.settings.SharedPads
	g.reader.Scale = g.scale
	g.in = g.reader.Read()
	if g.in.Has(input.Fullscreen) {
		g.settings.ToggleFullscreen()
	}
	ctx := g.context()
	ctx.Dropped = ebiten.DroppedFiles() // game records dropped on the window are imported
	if err := g.mgr.Update(ctx); err != nil {
		return err
	}
	g.retitle()
	if g.mgr.Quitting() {
		g.mgr.Leave()
		return ebiten.Termination
	}
	_, playing := g.mgr.Current().(scenes.PlayScreen)
	g.perf.update(time.Since(start), playing)
	if g.probe != nil {
		g.probe.write(g.mgr.Probe(g.context()), &g.perf)
	}
	return nil
}

// retitle names the window after the collection (not any one of its
// games) in the current language. The language can
// change on the settings screen at any tick, and the title is outside
// every scene, so it is checked here; it is set only when the language
// changed, as setting it costs a call into the windowing system.
func (g *game) retitle() {
	if l := i18n.Current(); l != g.titled {
		g.titled = l
		ebiten.SetWindowTitle(windowTitle())
	}
}

// Draw only draws.
func (g *game) Draw(screen *ebiten.Image) {
	start := time.Now()
	g.mgr.Draw(screen, g.context())
	_, playing := g.mgr.Current().(scenes.PlayScreen)
	g.perf.draw(time.Since(start), playing)
}

// LayoutF makes the screen as large as the window in device pixels, so
// everything is drawn sharp on HiDPI screens.
func (g *game) LayoutF(w, h float64) (float64, float64) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil && m.DeviceScaleFactor() > 0 {
		s = m.DeviceScaleFactor()
	}
	g.w, g.h, g.scale = max(1, w*s), max(1, h*s), s
	return g.w, g.h
}

// Layout is required by ebiten.Game; LayoutF is used instead.
func (g *game) Layout(w, h int) (int, int) {
	fw, fh := g.LayoutF(float64(w), float64(h))
	return int(fw), int(fh)
}

// loadSettings reads the remembered settings ($PYRAMID_CONFIG_DIR or the
// desktop's configuration directory; the page's localStorage in the
// browser); any problem gives the defaults and a message on the settings
// screen.
func loadSettings() settings.Settings {
	st, err := openSettingsStore()
	if err != nil {
		return settings.Unremembered(err)
	}
	return settings.Load(st)
}

// windowTitle is the collection's name, as the window and the browser's
// tab show it.
func windowTitle() string { return i18n.T("Pyramid") }
