package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/render"
)

// SettingsScene changes the player's preferences; every change is saved
// at once (settings.json, written atomically) and heard at once.
type SettingsScene struct {
	back  Scene
	bs    buttons
	mHeld bool // M was down last tick
}

// NewSettingsScene opens the settings; Back returns to back.
func NewSettingsScene(back Scene) *SettingsScene { return &SettingsScene{back: back} }

// volumeStep is how much one click of − or + changes a volume.
const volumeStep = 0.1

func stepVolume(v, d float64) float64 {
	return max(0, min(1, math.Round((v+d)*10)/10))
}

func (s *SettingsScene) layout(ctx *Context) {
	f := ctx.Frame
	st := ctx.Settings
	s.bs = s.bs[:0]
	changed := func(fn func(*Settings)) func(*Context) {
		return func(ctx *Context) {
			fn(ctx.Settings)
			ctx.Settings.applySound()
			_ = ctx.Settings.Save() // a failure is shown from Settings.Message
		}
	}
	for i, sp := range Speeds {
		i := i
		s.bs = append(s.bs, button{r: f.R(360+float64(i)*150, 130, 140, 40), label: sp.Name, chosen: st.Speed == i,
			on: changed(func(st *Settings) { st.Speed = i })})
	}
	for i, sp := range Speeds {
		i := i
		s.bs = append(s.bs, button{r: f.R(360+float64(i)*150, 186, 140, 40), label: sp.Name + " ", chosen: st.BotSpeedIndex() == i,
			on: changed(func(st *Settings) { st.BotSpeed = i + 1 })})
	}
	s.bs = append(s.bs,
		button{r: f.R(360, 262, 60, 40), label: "−", on: changed(func(st *Settings) { st.Sound.EffectsVolume = stepVolume(st.Sound.EffectsVolume, -volumeStep) })},
		button{r: f.R(560, 262, 60, 40), label: "+", on: changed(func(st *Settings) { st.Sound.EffectsVolume = stepVolume(st.Sound.EffectsVolume, volumeStep) })},
		button{r: f.R(360, 318, 60, 40), label: "− ", on: changed(func(st *Settings) { st.Sound.MusicVolume = stepVolume(st.Sound.MusicVolume, -volumeStep) })},
		button{r: f.R(560, 318, 60, 40), label: "+ ", on: changed(func(st *Settings) { st.Sound.MusicVolume = stepVolume(st.Sound.MusicVolume, volumeStep) })},
	)
	mute := "Sound on"
	if st.Sound.Muted {
		mute = "Muted"
	}
	s.bs = append(s.bs, button{r: f.R(360, 374, 260, 40), label: mute + " (M)", chosen: st.Sound.Muted,
		on: changed(func(st *Settings) { st.Sound.Muted = !st.Sound.Muted })})
	fs := "Windowed"
	if ebiten.IsFullscreen() {
		fs = "Fullscreen"
	}
	s.bs = append(s.bs,
		button{r: f.R(360, 450, 290, 40), label: fs + " (F11)", on: func(*Context) { ToggleFullscreen() }},
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
	if ebiten.IsKeyPressed(ebiten.KeyM) && !s.mHeld {
		ctx.Settings.Sound.Muted = !ctx.Settings.Sound.Muted
		ctx.Settings.applySound()
		_ = ctx.Settings.Save()
	}
	s.mHeld = ebiten.IsKeyPressed(ebiten.KeyM)
	s.bs.update(ctx)
	return nil
}

// Draw shows the settings.
func (s *SettingsScene) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	f, fr := ctx.Fonts, ctx.Frame
	u := fr.U
	st := ctx.Settings
	render.Text(dst, "Settings", f.Head, fr.X0+80*u, fr.Y0+40*u, render.Gold, render.Left)
	render.Text(dst, "Animation speed", f.Bold, fr.X0+80*u, fr.Y0+100*u, render.Gold, render.Left)
	render.TextMid(dst, "Your turns", f.Bold, fr.R(80, 130, 260, 40), render.Ink, render.Left)
	render.TextMid(dst, "Computer turns", f.Bold, fr.R(80, 186, 260, 40), render.Ink, render.Left)
	render.Text(dst, "Sound", f.Bold, fr.X0+80*u, fr.Y0+236*u, render.Gold, render.Left)
	render.TextMid(dst, "Effects volume", f.Bold, fr.R(80, 262, 260, 40), render.Ink, render.Left)
	render.TextMid(dst, fmt.Sprintf("%d%%", int(math.Round(st.Sound.EffectsVolume*100))), f.Bold, fr.R(420, 262, 140, 40), render.Ink, render.Center)
	render.TextMid(dst, "Music volume", f.Bold, fr.R(80, 318, 260, 40), render.Ink, render.Left)
	render.TextMid(dst, fmt.Sprintf("%d%%", int(math.Round(st.Sound.MusicVolume*100))), f.Bold, fr.R(420, 318, 140, 40), render.Ink, render.Center)
	render.TextMid(dst, "Mute", f.Bold, fr.R(80, 374, 260, 40), render.Ink, render.Left)
	render.TextMid(dst, "Display", f.Bold, fr.R(80, 450, 260, 40), render.Ink, render.Left)
	render.Text(dst, "Speed sets how long moves, falling blocks and dice take, and the pause after a computer's move. Space or the Skip button ends an animation at once.", f.Small, fr.X0+80*u, fr.Y0+510*u, render.InkDim, render.Left)
	render.Text(dst, "The window can be resized freely; everything is redrawn at your screen's own resolution. Settings are remembered between runs.", f.Small, fr.X0+80*u, fr.Y0+532*u, render.InkDim, render.Left)
	if st.Message != "" {
		render.Text(dst, st.Message, f.Small, fr.X0+80*u, fr.Y0+566*u, render.Danger, render.Left)
	}
	s.bs.draw(dst, ctx, f.Bold)
}

// Probe lists the buttons.
func (s *SettingsScene) Probe(ctx *Context) Probe {
	s.layout(ctx)
	return Probe{Scene: "settings", Seat: -2, View: -1, Targets: s.bs.probe()}
}
