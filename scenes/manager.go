// Package scenes holds the screens of the desktop client (title, new game,
// play, end of game, rules, settings) and the manager that switches
// between them. Following Ebitengine's conventions (as in its blocks
// example), Update runs the logic at the fixed tick rate and Draw only
// draws; one Manager owns the current scene and fades between scenes.
package scenes

import (
	"io/fs"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// Context is what every scene gets each tick.
type Context struct {
	W, H float64 // screen size in device pixels
	// Scale is how many device pixels make a window pixel (a CSS pixel
	// in a browser); 0 counts as 1.
	Scale    float64
	Frame    layout.Frame
	Fonts    render.Fonts
	In       input.Frame
	Settings *settings.Settings
	Saves    *saves.Saves // where games, records and statistics are kept; nil: nowhere
	// Pads binds controllers to seats (nil: any controller acts for
	// anyone); it outlives scenes, from the new-game screen into play.
	Pads *input.Seats
	// Dropped holds the files dropped on the window this tick
	// (ebiten.DroppedFiles); nil: none. The Manager imports the game
	// records among them (imports.go).
	Dropped fs.FS
	mgr     *Manager
}

// Go switches to another scene at the end of this tick.
func (c *Context) Go(s Scene) { c.manager().next = s }

// Quit asks the game to end cleanly.
func (c *Context) Quit() { c.manager().quit = true }

// manager is the Manager running the scene; a scene driven without one
// (a test ticking a screen alone) gets one of its own.
func (c *Context) manager() *Manager {
	if c.mgr == nil {
		c.mgr = NewManager(nil)
	}
	return c.mgr
}

// Scene is one screen.
type Scene interface {
	Update(ctx *Context) error
	Draw(dst *ebiten.Image, ctx *Context)
	// Probe tells headless tests what the screen offers; see probe.go.
	Probe(ctx *Context) Probe
}

// Leaver is a scene that must release something (computer players'
// goroutines) when it is left.
type Leaver interface{ Leave() }

// Manager owns the current scene and fades into the next.
type Manager struct {
	cur, next Scene
	fade      int
	quit      bool
	focus     input.Focus // the menu focus of the current scene (controls.go)
	// note says what became of files dropped on the window or chosen in
	// the browser's file chooser, over any screen, for noteLeft ticks.
	note     string
	noteLeft int
	noteBad  bool // some file was not imported: the note is in red
	// pause is the pause menu, open over the play screen it names
	// (pause.go); kept is a scene visited away from (the menu's settings
	// and rules), which is not left and is come back to.
	pause *pauseMenu
	kept  Scene
	// toast says in a word what a key did that shows nowhere else (M:
	// the sound off or on), for toastLeft ticks.
	toast     string
	toastLeft int
}

const fadeTicks = 10

// NewManager starts at a scene.
func NewManager(first Scene) *Manager { return &Manager{cur: first, focus: input.NoFocus} }

// Current is the active scene.
func (m *Manager) Current() Scene { return m.cur }

// Quitting reports whether a scene asked to quit.
func (m *Manager) Quitting() bool { return m.quit }

// Update runs the current scene and switches scenes when asked.
func (m *Manager) Update(ctx *Context) error {
	ctx.mgr = m
	if m.fade > 0 {
		m.fade--
	}
	if m.noteLeft > 0 {
		m.noteLeft--
	}
	if m.toastLeft > 0 {
		m.toastLeft--
	}
	m.importFiles(ctx)
	if Portrait(ctx) { // the screen waits for landscape (portrait.go)
		return nil
	}
	m.muteKey(ctx)
	switch {
	case m.pause != nil && m.pause.over == m.cur:
		m.pause.update(ctx) // the game stops where it is
	case m.pauseKeys(ctx):
	default:
		if err := m.cur.Update(ctx); err != nil {
			return err
		}
	}
	for _, pad := range ctx.In.Lost {
		ctx.Pads.Drop(pad) // a seat whose controller is gone takes any other
	}
	if m.next != nil {
		m.switchScene()
	}
	return nil
}

// switchScene goes to the next scene, leaving the current one unless it
// is kept to come back to (Visit); a kept scene not come back to is left
// too, and the pause menu goes with the scene it was over.
func (m *Manager) switchScene() {
	leave := func(s Scene) {
		if l, ok := s.(Leaver); ok {
			l.Leave()
		}
	}
	switch {
	case m.cur == m.kept: // visiting from it
	case m.next == m.kept: // back to it
		leave(m.cur)
		m.kept = nil
	default:
		leave(m.cur)
		if m.kept != nil {
			leave(m.kept)
			m.kept = nil
		}
	}
	if m.pause != nil && m.pause.over != m.next && m.pause.over != m.kept {
		m.pause = nil
	}
	m.cur, m.next = m.next, nil
	m.fade = fadeTicks
	m.focus = input.NoFocus
}

// typer is a scene that may be taking typed text (a player's name), when
// letters are letters and not shortcuts.
type typer interface{ Typing() bool }

// muteKey turns the sound off or on again on M, on every screen, so a
// player need not go to the settings to silence the game; it is saved
// like the setting. A scene taking text keeps the letter.
func (m *Manager) muteKey(ctx *Context) {
	if !ctx.In.Has(input.Mute) || ctx.Settings == nil {
		return
	}
	if t, ok := m.cur.(typer); ok && t.Typing() {
		return
	}
	ctx.Settings.Sound.Muted = !ctx.Settings.Sound.Muted
	ctx.Settings.ApplySound()
	_ = ctx.Settings.Save() // a failure is shown from Settings.Message
	m.toast = i18n.T("Sound on")
	if ctx.Settings.Sound.Muted {
		m.toast = i18n.T("Sound off (M turns it on)")
	}
	m.toastLeft = toastTicks
}

// toastTicks is how long the toast stays up: two seconds.
const toastTicks = 120

// drawToast shows the toast at the top of the screen while it lasts,
// fading out at the end.
func (m *Manager) drawToast(dst *ebiten.Image, ctx *Context) {
	if m.toastLeft <= 0 || m.toast == "" {
		return
	}
	f := ctx.Frame
	a := min(1, float64(m.toastLeft)/20)
	w := render.Width(m.toast, ctx.Fonts.Bold) + 48*f.U
	r := layout.Rect{X: ctx.W/2 - w/2, Y: f.Y0 + 52*f.U, W: w, H: 40 * f.U}
	render.Panel(dst, r, render.WithAlpha(render.PanelFill, 0.95*a), render.WithAlpha(render.Gold, a), f.U)
	render.TextMid(dst, m.toast, ctx.Fonts.Bold, r, render.WithAlpha(render.Ink, a), render.Center)
}

// Probe describes the current scene for tests, with its focus (the
// pause menu's when it is open) and the target the pointer rests on.
func (m *Manager) Probe(ctx *Context) Probe {
	ctx.mgr = m
	var pr Probe
	if m.pause != nil && m.pause.over == m.cur {
		pr = m.pause.probe(ctx)
	} else {
		pr = m.cur.Probe(ctx)
	}
	ts := make([]input.Target, len(pr.Targets))
	for i, tg := range pr.Targets {
		ts[i] = input.Target{Rect: tg.Rect, ID: i, Enabled: true}
	}
	if i := ctx.In.Hit(ts, ctx.In.X, ctx.In.Y); i >= 0 {
		pr.Pointed = pr.Targets[i].Label
	}
	return pr
}

// Leave releases the current scene, and one kept to come back to (on
// quitting).
func (m *Manager) Leave() {
	for _, s := range []Scene{m.cur, m.kept} {
		if l, ok := s.(Leaver); ok {
			l.Leave()
		}
	}
}

// Draw draws the current scene, faded in after a switch.
func (m *Manager) Draw(dst *ebiten.Image, ctx *Context) {
	ctx.mgr = m // the screen draws its focus from the manager
	if Portrait(ctx) {
		drawTurnDevice(dst, ctx)
		return
	}
	dst.Fill(render.Background)
	m.cur.Draw(dst, ctx)
	if m.pause != nil && m.pause.over == m.cur {
		m.pause.draw(dst, ctx)
		drawLegendKeys(dst, ctx, LegendBar(ctx), pauseLegend(ctx))
	} else {
		DrawLegend(dst, ctx, m.cur)
	}
	if m.fade > 0 {
		a := float64(m.fade) / fadeTicks
		render.Fill(dst, layout.Rect{W: ctx.W, H: ctx.H}, render.WithAlpha(render.Background, a))
	}
	m.drawNote(dst, ctx)
	m.drawToast(dst, ctx)
}
