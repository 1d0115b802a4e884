package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// The pause menu is the shell's, so that every game's play screen has
// the same one: Esc or a controller's B (when the screen has nothing of
// its own to close), a controller's Start, or the screen's own menu
// button open it over the game, which stops where it is. It offers
// Resume, the settings, the game's rules, the game's own entries (Horus:
// the squares' names) and "Save and quit to title" (games are saved after
// every step, so this is one choice, not a question). The settings and
// the rules are visited: their Back returns to the game with the menu
// still open, and the game is not left meanwhile (its computer players
// keep what they were thinking).
//
// A controller's Start is also the intent that takes a seat on the
// new-game screen (input.Start): that screen is no Pausable, so there it
// joins, and in a game it pauses — a controller that has not joined yet
// is bound by its first other press at its seat's turn.

// Pausable is a play screen the pause menu opens over.
type Pausable interface {
	Scene
	// BackPauses reports whether Back now opens the pause menu: false
	// while the screen uses Back itself (a question put, a drawer open,
	// a name being typed).
	BackPauses() bool
	// GameID is the game played, whose rules the menu offers.
	GameID() string
	// PauseItems are the game's own entries in the menu.
	PauseItems() []PauseItem
}

// PauseItem is one of a game's own entries in the pause menu: its label
// (as it reads now: "Square names: shown") and what choosing it does.
type PauseItem struct {
	Label string
	On    func(ctx *Context)
}

// pauseMenu is the menu open over the scene over.
type pauseMenu struct {
	over  Pausable
	bs    Buttons
	focus input.Focus
}

// Pause opens the pause menu over the current scene, if it is a play
// screen (its menu button).
func (c *Context) Pause() {
	m := c.manager()
	if p, ok := m.cur.(Pausable); ok {
		m.pause = &pauseMenu{over: p, focus: input.Focus{At: 0}}
	}
}

// Paused reports whether the pause menu is open over the current scene.
func (c *Context) Paused() bool {
	m := c.manager()
	return m.pause != nil && m.pause.over == m.cur
}

// Visit switches to s while keeping the current scene to come back to:
// it is not left, and s returns to it with Go (the pause menu's settings
// and rules).
func (c *Context) Visit(s Scene) {
	m := c.manager()
	m.next, m.kept = s, m.cur
}

// pauseKeys opens the pause menu on Back or Start over a play screen
// that lets it; it reports whether it did (the scene then sits out the
// tick).
func (m *Manager) pauseKeys(ctx *Context) bool {
	p, ok := m.cur.(Pausable)
	if !ok || m.pause != nil && m.pause.over == m.cur {
		return false
	}
	if ctx.In.Has(input.Start) || ctx.In.Has(input.Back) && p.BackPauses() {
		m.pause = &pauseMenu{over: p, focus: input.Focus{At: 0}}
		return true
	}
	return false
}

// layout lays the menu's buttons out in a column in the middle.
func (pm *pauseMenu) layout(ctx *Context) {
	f := ctx.Frame
	type item struct {
		label  string
		on     func(ctx *Context)
		chosen bool
	}
	items := []item{{i18n.T("Resume"), pm.resume, true}, {i18n.T("Settings"), pm.settings, false}, {i18n.T("Rules"), pm.rules, false}}
	for _, it := range pm.over.PauseItems() {
		items = append(items, item{it.Label, it.On, false})
	}
	items = append(items, item{i18n.T("Save and quit to title"), pm.quit, false})
	pm.bs = pm.bs[:0]
	h := 48.0
	y := 360 - float64(len(items))*(h+10)/2 + 30
	for _, it := range items {
		pm.bs = append(pm.bs, Button{Rect: f.R(440, y, 400, h), Label: it.label, On: it.on, Chosen: it.chosen})
		y += h + 10
	}
}

// box is the menu's panel around its title and buttons.
func (pm *pauseMenu) box(ctx *Context) layout.Rect {
	f := ctx.Frame
	first, last := pm.bs[0].Rect, pm.bs[len(pm.bs)-1].Rect
	return layout.Rect{X: first.X - 40*f.U, Y: first.Y - 80*f.U, W: first.W + 80*f.U, H: last.Bottom() - first.Y + 110*f.U}
}

func (pm *pauseMenu) resume(ctx *Context) { ctx.manager().pause = nil }

func (pm *pauseMenu) settings(ctx *Context) { ctx.Visit(NewSettingsScene(pm.over)) }

func (pm *pauseMenu) rules(ctx *Context) {
	if sc, ok := ScreensOf(pm.over.GameID()); ok {
		ctx.Visit(sc.Rules(pm.over))
	}
}

// quit leaves the game for the title; it was saved after its last step.
func (pm *pauseMenu) quit(ctx *Context) {
	ctx.manager().pause = nil
	ctx.Go(NewTitleNote(i18n.T("The game is saved: Continue on the title plays on from here.")))
}

// update runs the menu: the focus (arrows, d-pad, Tab, shoulders), a
// click or Confirm chooses; Back or Start resumes.
func (pm *pauseMenu) update(ctx *Context) {
	pm.layout(ctx)
	ts := pm.bs.targets()
	if pm.focus.Navigate(&ctx.In, ts, 0) {
		return
	}
	switch x, y, ok := ctx.In.Clicked(); {
	case ctx.In.Has(input.Back) || ctx.In.Has(input.Start):
		pm.resume(ctx)
	case ctx.In.Has(input.Confirm) && pm.focus.Valid(ts):
		pm.bs[pm.focus.At].On(ctx)
	case ok:
		if i := ctx.In.Hit(ts, x, y); i >= 0 && pm.bs[i].On != nil {
			pm.bs[i].On(ctx)
		} else if !pm.box(ctx).Contains(x, y) {
			pm.resume(ctx) // a click beside the menu goes back to the game
		}
	}
}

// draw dims the game and draws the menu over it.
func (pm *pauseMenu) draw(dst *ebiten.Image, ctx *Context) {
	pm.layout(ctx)
	f := ctx.Frame
	render.Fill(dst, layout.Rect{W: ctx.W, H: ctx.H}, render.WithAlpha(render.Background, 0.72))
	render.Covered(layout.Rect{W: ctx.W, H: ctx.H}) // dimmed: the menu is what is read
	box := pm.box(ctx)
	render.Panel(dst, box, render.PanelFill, render.Gold, f.U)
	render.TextMid(dst, i18n.T("Paused"), ctx.Fonts.Head, layout.Rect{X: box.X, Y: box.Y + 16*f.U, W: box.W, H: 44 * f.U}, render.Gold, render.Center)
	for i, b := range pm.bs {
		st := render.Normal
		switch {
		case b.Rect.Contains(ctx.In.X, ctx.In.Y):
			st = render.Hot
		case b.Chosen:
			st = render.Chosen
		}
		render.Button(dst, b.Rect, b.Label, ctx.Fonts.Bold, st, f.U)
		if i == pm.focus.At && ctx.In.Navigating() {
			DrawFocusRing(dst, b.Rect, f.U)
		}
	}
}

// probe describes the menu for the tests.
func (pm *pauseMenu) probe(ctx *Context) Probe {
	pm.layout(ctx)
	pr := Probe{Scene: "pause", Seat: -2, View: -1}
	for i, b := range pm.bs {
		pr.Targets = append(pr.Targets, ProbeTarget{Label: b.Label, Rect: b.Rect, Focused: i == pm.focus.At})
	}
	return pr
}

// pauseLegend is the menu's keys.
func pauseLegend(ctx *Context) []LegendKey {
	if ctx.In.Last == input.Gamepad {
		ok, back := ConfirmBack(ctx.Settings)
		return []LegendKey{{i18n.T("D-pad"), i18n.T("move")}, {ok, i18n.T("choose")}, {back + " / " + i18n.T("Start"), i18n.T("resume")}}
	}
	return []LegendKey{{i18n.T("Arrows"), i18n.T("move")}, {i18n.T("Enter"), i18n.T("choose")}, {i18n.T("Esc"), i18n.T("resume")}}
}
