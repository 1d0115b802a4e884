package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/i18n"

	"github.com/pyramid-studio/pyramid/render"
)

// SettingsScene changes the player's preferences; every change is saved
// at once (settings.json, written atomically) and heard at once.
type SettingsScene struct {
	back Scene
	bs   Buttons
	at   settingsRows
}

// settingsRows is where the screen's rows go, in design units: as
// designed for a mouse, or a finger's height each on a phone (the notes
// shorter, Back beside the heading).
type settingsRows struct {
	row           [6]float64 // speeds (yours, computers'), then the two columns' four rows
	h             float64    // a row's height
	speedHead     float64    // "Animation speed"
	soundHead     float64    // "Sound" and "Display and language"
	notes, notesH float64
	back          layout.Rect // in design units
}

// rowsFor lays the rows out for ctx.
func rowsFor(ctx *Context) settingsRows {
	fr := ctx.FingerRow()
	if fr <= 48 { // as designed (a tablet's finger fits a row of 41 units)
		return settingsRows{row: [6]float64{130, 186, 262, 318, 374, 430}, h: max(40, fr), speedHead: 92, soundHead: 228,
			notes: 486, notesH: 144, back: layout.Rect{X: 80, Y: 640, W: 180, H: 48}}
	}
	p := fr + 6
	a := settingsRows{h: fr, speedHead: 62, soundHead: 90 + 2*p, back: layout.Rect{X: 1020, Y: 8, W: 180, H: fr}}
	a.row[0], a.row[1] = 90, 90+p
	for i := 2; i < 6; i++ {
		a.row[i] = a.soundHead + 28 + float64(i-2)*p
	}
	a.notes = a.row[5] + p
	a.notesH = max(0, 716-a.notes)
	return a
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
	s.at = rowsFor(ctx)
	a := s.at
	s.bs = s.bs[:0]
	changed := func(fn func(*settings.Settings)) func(*Context) {
		return func(ctx *Context) {
			fn(ctx.Settings)
			ctx.Settings.ApplySound()
			_ = ctx.Settings.Save() // a failure is shown from Settings.Message
		}
	}
	for i, sp := range settings.Speeds {
		i := i
		s.bs = append(s.bs, Button{Rect: f.R(360+float64(i)*150, a.row[0], 140, a.h), Label: i18n.T(sp.Name), Chosen: st.Speed == i,
			On: changed(func(st *settings.Settings) { st.Speed = i })})
	}
	for i, sp := range settings.Speeds {
		i := i
		s.bs = append(s.bs, Button{Rect: f.R(360+float64(i)*150, a.row[1], 140, a.h), Label: i18n.T(sp.Name) + " ", Chosen: st.BotSpeedIndex() == i,
			On: changed(func(st *settings.Settings) { st.BotSpeed = i + 1 })})
	}
	// display and language, right of the sound rows; a change is applied
	// at once (language and palette redraw every screen, text size resizes
	// the fonts on the next tick)
	applied := func(fn func(*settings.Settings)) func(*Context) {
		return changed(func(st *settings.Settings) { fn(st); st.Apply() })
	}
	for i, l := range i18n.Langs {
		s.bs = append(s.bs, Button{Rect: f.R(880+float64(i)*164, a.row[2], 156, a.h), Label: l.Name(), Chosen: st.Language == l,
			On: applied(func(st *settings.Settings) { st.Language = l })})
	}
	for i, pc := range settings.TextSizes {
		s.bs = append(s.bs, Button{Rect: f.R(880+float64(i)*109, a.row[3], 102, a.h), Label: fmt.Sprintf("%d%%", pc), Chosen: st.TextSize == i,
			On: changed(func(st *settings.Settings) { st.TextSize = i })})
	}
	for i, pal := range render.Palettes {
		s.bs = append(s.bs, Button{Rect: f.R(880+float64(i)*164, a.row[4], 156, a.h), Label: paletteName(pal), Chosen: st.Palette == pal,
			On: applied(func(st *settings.Settings) { st.Palette = pal })})
	}
	s.bs = append(s.bs,
		Button{Rect: f.R(360, a.row[2], 60, a.h), Label: "−", On: changed(func(st *settings.Settings) { st.Sound.EffectsVolume = stepVolume(st.Sound.EffectsVolume, -volumeStep) })},
		Button{Rect: f.R(560, a.row[2], 60, a.h), Label: "+", On: changed(func(st *settings.Settings) { st.Sound.EffectsVolume = stepVolume(st.Sound.EffectsVolume, volumeStep) })},
		Button{Rect: f.R(360, a.row[3], 60, a.h), Label: "− ", On: changed(func(st *settings.Settings) { st.Sound.MusicVolume = stepVolume(st.Sound.MusicVolume, -volumeStep) })},
		Button{Rect: f.R(560, a.row[3], 60, a.h), Label: "+ ", On: changed(func(st *settings.Settings) { st.Sound.MusicVolume = stepVolume(st.Sound.MusicVolume, volumeStep) })},
	)
	mute := i18n.T("Sound on")
	if st.Sound.Muted {
		mute = i18n.T("Muted")
	}
	s.bs = append(s.bs, Button{Rect: f.R(360, a.row[4], 260, a.h), Label: mute + " (M)", Chosen: st.Sound.Muted,
		On: changed(func(st *settings.Settings) { st.Sound.Muted = !st.Sound.Muted })})
	fs := i18n.T("Windowed")
	if ebiten.IsFullscreen() {
		fs = i18n.T("Fullscreen")
	}
	s.bs = append(s.bs, s.controllerButtons(ctx, changed)...)
	s.bs = append(s.bs,
		Button{Rect: f.R(880, a.row[5], 320, a.h), Label: fs + " (F11)", On: func(ctx *Context) { ctx.Settings.ToggleFullscreen() }},
		Button{Rect: f.R(a.back.X, a.back.Y, a.back.W, a.back.H), Label: i18n.T("Back"), Chosen: true, On: func(ctx *Context) { ctx.Go(s.back) }},
	)
}

// controllerButtons are the controllers' row: which face button
// confirms, and whether each seat has its own controller.
func (s *SettingsScene) controllerButtons(ctx *Context, changed func(func(*settings.Settings)) func(*Context)) []Button {
	f, st, a := ctx.Frame, ctx.Settings, s.at
	ok, back := ConfirmBack(st)
	share := i18n.T("One per seat")
	if st.SharedPads {
		share = i18n.T("Pass one around")
	}
	return []Button{
		{Rect: f.R(240, a.row[5], 185, a.h), Label: i18n.F("%s confirms, %s back", ok, back), Chosen: st.SwapConfirm,
			On: changed(func(st *settings.Settings) { st.SwapConfirm = !st.SwapConfirm })},
		{Rect: f.R(435, a.row[5], 185, a.h), Label: share, Chosen: st.SharedPads,
			On: changed(func(st *settings.Settings) { st.SharedPads = !st.SharedPads })},
	}
}

// paletteName names a palette on the settings screen.
func paletteName(p render.Palette) string {
	if p == render.ColourBlind {
		return i18n.T("Colour-blind safe")
	}
	return i18n.T("Standard")
}

// Update handles the buttons.
func (s *SettingsScene) Update(ctx *Context) error {
	s.layout(ctx)
	if s.bs.Update(ctx) {
		return nil
	}
	if ctx.In.Has(input.Back) || ctx.In.Has(input.Confirm) {
		ctx.Go(s.back)
	}
	return nil
}

// Draw shows the settings.
func (s *SettingsScene) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	f, fr, a := ctx.Fonts, ctx.Frame, s.at
	st := ctx.Settings
	render.TextMid(dst, i18n.T("Settings"), f.Head, fr.R(80, 24, 600, 40), render.Gold, render.Left)
	render.TextMid(dst, i18n.T("Animation speed"), f.Bold, fr.R(80, a.speedHead, 600, 28), render.Gold, render.Left)
	render.TextMid(dst, i18n.T("Your turns"), f.Bold, fr.R(80, a.row[0], 270, a.h), render.Ink, render.Left)
	render.TextMid(dst, i18n.T("Computer turns"), f.Bold, fr.R(80, a.row[1], 270, a.h), render.Ink, render.Left)
	render.TextMid(dst, i18n.T("Sound"), f.Bold, fr.R(80, a.soundHead, 270, 28), render.Gold, render.Left)
	if n := st.SoundNotice(); n != "" {
		// beside the heading, in the room the heading leaves
		x := fr.X0 + 80*fr.U + render.Width(i18n.T("Sound"), f.Bold) + 16*fr.U
		render.TextMid(dst, n, f.Small, layout.Rect{X: x, Y: fr.Y0 + a.soundHead*fr.U, W: fr.X0 + 620*fr.U - x, H: 28 * fr.U}, render.InkDim, render.Left)
	}
	render.TextMid(dst, i18n.T("Effects volume"), f.Bold, fr.R(80, a.row[2], 270, a.h), render.Ink, render.Left)
	render.TextMid(dst, fmt.Sprintf("%d%%", int(math.Round(st.Sound.EffectsVolume*100))), f.Bold, fr.R(420, a.row[2], 140, a.h), render.Ink, render.Center)
	render.TextMid(dst, i18n.T("Music volume"), f.Bold, fr.R(80, a.row[3], 270, a.h), render.Ink, render.Left)
	render.TextMid(dst, fmt.Sprintf("%d%%", int(math.Round(st.Sound.MusicVolume*100))), f.Bold, fr.R(420, a.row[3], 140, a.h), render.Ink, render.Center)
	render.TextMid(dst, i18n.T("Mute"), f.Bold, fr.R(80, a.row[4], 270, a.h), render.Ink, render.Left)
	render.TextMid(dst, i18n.T("Controllers"), f.Bold, fr.R(80, a.row[5], 150, a.h), render.Ink, render.Left)
	render.TextMid(dst, i18n.T("Display and language"), f.Bold, fr.R(700, a.soundHead, 500, 28), render.Gold, render.Left)
	render.TextMid(dst, i18n.T("Language"), f.Bold, fr.R(700, a.row[2], 170, a.h), render.Ink, render.Left)
	render.TextMid(dst, i18n.T("Text size"), f.Bold, fr.R(700, a.row[3], 170, a.h), render.Ink, render.Left)
	render.TextMid(dst, i18n.T("Colours"), f.Bold, fr.R(700, a.row[4], 170, a.h), render.Ink, render.Left)
	render.TextMid(dst, i18n.T("Screen"), f.Bold, fr.R(700, a.row[5], 170, a.h), render.Ink, render.Left)
	notes := i18n.T("Speed sets how long moves, falling blocks and dice take, and the pause after a computer's move. Space or the Skip button ends an animation at once.") + "\n" +
		i18n.T("The colour-blind safe palette uses Okabe and Ito's colours; players, dice and gods also carry letters and shapes in every palette.") + "\n" +
		i18n.T("The window can be resized freely; everything is redrawn at your screen's own resolution. Settings are remembered between runs.")
	box := fr.R(80, a.notes, 1120, a.notesH)
	if st.Message != "" {
		// a problem with the stored settings comes first and brighter, so
		// that it is never the part cut off when large text fills the box
		lh := render.LineHeight(f.Small)
		n := min(len(render.Wrap(st.Message, f.Small, box.W)), max(1, int(box.H/lh)))
		DrawParagraph(dst, st.Message, f.Small, layout.Rect{X: box.X, Y: box.Y, W: box.W, H: float64(n) * lh}, render.Ink)
		box.Y, box.H = box.Y+float64(n)*lh, box.H-float64(n)*lh
		if box.H < lh {
			notes = ""
		}
	}
	if notes != "" {
		DrawParagraph(dst, notes, f.Small, box, render.InkDim)
	}
	s.bs.Draw(dst, ctx, f.Bold)
}
