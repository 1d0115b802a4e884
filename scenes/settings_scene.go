package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/render"
)

// SettingsScene changes the session's preferences.
type SettingsScene struct {
	back Scene
	bs   buttons
}

// NewSettingsScene opens the settings; Back returns to back.
func NewSettingsScene(back Scene) *SettingsScene { return &SettingsScene{back: back} }

func (s *SettingsScene) layout(ctx *Context) {
	f := ctx.Frame
	s.bs = s.bs[:0]
	for i, sp := range Speeds {
		i := i
		s.bs = append(s.bs, button{r: f.R(360+float64(i)*150, 180, 140, 44), label: sp.Name, chosen: ctx.Settings.Speed == i,
			on: func(ctx *Context) { ctx.Settings.Speed = i }})
	}
	fs := "Windowed"
	if ebiten.IsFullscreen() {
		fs = "Fullscreen"
	}
	s.bs = append(s.bs,
		button{r: f.R(360, 260, 290, 44), label: fs + " (F11)", on: func(*Context) { ToggleFullscreen() }},
		button{r: f.R(80, 640, 180, 48), label: "Back", chosen: true, on: func(ctx *Context) { ctx.Go(s.back) }},
	)
}

// Update handles the buttons.
func (s *SettingsScene) Update(ctx *Context) error {
	s.layout(ctx)
	if ctx.In.Has(input.Back) || ctx.In.Has(input.Confirm) {
		ctx.Go(s.back)
		return nil
	}
	s.bs.update(ctx)
	return nil
}

// Draw shows the settings.
func (s *SettingsScene) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	f, fr := ctx.Fonts, ctx.Frame
	u := fr.U
	render.Text(dst, "Settings", f.Head, fr.X0+80*u, fr.Y0+40*u, render.Gold, render.Left)
	render.TextMid(dst, "Animation speed", f.Bold, fr.R(80, 180, 260, 44), render.Ink, render.Left)
	render.TextMid(dst, "Display", f.Bold, fr.R(80, 260, 260, 44), render.Ink, render.Left)
	render.Text(dst, "Speed sets how long moves, falling blocks and dice take, and how long the game pauses after a computer's move.", f.Small, fr.X0+80*u, fr.Y0+340*u, render.InkDim, render.Left)
	render.Text(dst, "The window can be resized freely; everything is redrawn at your screen's own resolution.", f.Small, fr.X0+80*u, fr.Y0+362*u, render.InkDim, render.Left)
	s.bs.draw(dst, ctx, f.Bold)
}

// Probe lists the buttons.
func (s *SettingsScene) Probe(ctx *Context) Probe {
	s.layout(ctx)
	return Probe{Scene: "settings", Seat: -2, View: -1, Targets: s.bs.probe()}
}
