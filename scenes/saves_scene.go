package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// maxListed is how many games the replays screen shows at once; the list
// scrolls through the rest.
const maxListed = 8

// SavesScene lists the games that can be watched: the last finished
// game, the game in progress and the game records in the records folder.
// The list scrolls with the mouse wheel, PgUp/PgDn (a controller's
// triggers) and the Newer and Older buttons, which the focus reaches too.
type SavesScene struct {
	saves   *Saves
	sources []replaySource
	first   int     // the first source on show
	wheel   float64 // wheel notches not yet turned into rows (a touchpad sends fractions)
	message string
	bs      buttons
}

// NewSavesScene lists what saves holds.
func NewSavesScene(saves *Saves) *SavesScene {
	return &SavesScene{saves: saves, sources: saves.replaySources()}
}

func (s *SavesScene) open(ctx *Context, src replaySource) {
	data, err := src.read()
	if err != nil {
		s.message = i18n.F("%s cannot be read: %v", src.Label, err)
		return
	}
	r, err := openReplayData(data, src.Label)
	if err != nil {
		s.message = err.Error()
		return
	}
	ctx.Go(NewReplay(r, ctx.Settings, src.Label))
}

func (s *SavesScene) layout(ctx *Context) {
	f := ctx.Frame
	s.bs = s.bs[:0]
	for i, src := range s.shown() {
		src := src
		s.bs = append(s.bs, button{r: f.R(120, 150+float64(i)*54, 640, 44), label: src.Label, on: func(ctx *Context) { s.open(ctx, src) }})
	}
	if len(s.sources) > maxListed {
		s.bs = append(s.bs,
			button{r: f.R(780, 150, 180, 44), label: i18n.T("Newer"), on: func(*Context) { s.scroll(-maxListed) }, disabled: s.first == 0},
			button{r: f.R(780, 150+(maxListed-1)*54, 180, 44), label: i18n.T("Older"), on: func(*Context) { s.scroll(maxListed) }, disabled: s.first+maxListed >= len(s.sources)})
	}
	s.bs = append(s.bs, button{r: f.R(80, 640, 180, 48), label: i18n.T("Back"), on: func(ctx *Context) { ctx.Go(NewTitle()) }})
}

// shown are the sources on show.
func (s *SavesScene) shown() []replaySource {
	return s.sources[s.first:min(len(s.sources), s.first+maxListed)]
}

// scroll moves the list by d rows (negative: towards the newest).
func (s *SavesScene) scroll(d int) {
	s.first = max(0, min(s.first+d, len(s.sources)-maxListed))
}

// Update handles the list.
func (s *SavesScene) Update(ctx *Context) error {
	if ctx.In.Has(input.Back) {
		ctx.Go(NewTitle())
		return nil
	}
	for _, in := range ctx.In.Intents {
		switch in.Kind {
		case input.Scroll: // up (positive) towards the newest
			s.wheel -= in.DY
			rows := int(s.wheel)
			s.wheel -= float64(rows)
			s.scroll(rows)
		case input.PageUp:
			s.scroll(-maxListed)
		case input.PageDown:
			s.scroll(maxListed)
		}
	}
	s.layout(ctx)
	s.bs.update(ctx)
	return nil
}

// where tells where the records come from: a folder on the desktop, the
// page's own storage in the browser (which has no folder to drop files
// in).
func (s *SavesScene) where() string {
	switch {
	case s.saves == nil:
		return i18n.T("Games are not being saved on this computer.")
	case s.saves.inBrowser():
		return i18n.T("Game records you export from the end screen are kept in this browser's storage and listed here; clearing the site's data deletes them.")
	}
	return i18n.F("Put game records (for instance from pyramid-sim --record-dir) in %s to watch them here.", s.saves.Dir+"/"+RecordsFolder)
}

// Draw shows the list.
func (s *SavesScene) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	f := ctx.Frame
	render.TextMid(dst, i18n.T("Replays"), ctx.Fonts.Head, f.R(80, 24, 1100, 40), render.Gold, render.Left)
	drawParagraph(dst, s.where(), ctx.Fonts.Small, f.R(80, 84, 1120, 56), render.InkDim)
	if len(s.sources) == 0 {
		render.TextMid(dst, i18n.T("No game to watch yet: finish a game, or export one from the end screen."), ctx.Fonts.Body, f.R(120, 160, 1080, 30), render.Ink, render.Left)
	}
	if n := len(s.sources); n > maxListed {
		if more := n - s.first - len(s.shown()); more > 0 {
			render.TextMid(dst, i18n.N(more, "and %d older record", "and %d older records", more), ctx.Fonts.Small, f.R(120, 150+maxListed*54, 640, 20), render.InkDim, render.Left)
		}
		render.TextMid(dst, i18n.T("Wheel, PgUp/PgDn or LT/RT: scroll"), ctx.Fonts.Small, f.R(780, 204, 300, 24), render.InkFaint, render.Left)
	}
	if s.message != "" {
		drawParagraph(dst, s.message, ctx.Fonts.Small, f.R(300, 636, 900, 60), render.Danger)
	}

	s.bs.draw(dst, ctx, ctx.Fonts.Bold)
}

// Probe lists the games.
func (s *SavesScene) Probe(ctx *Context) Probe {
	s.layout(ctx)
	return Probe{Scene: "replays", Seat: -2, View: -1, Targets: s.bs.probe(ctx)}
}
