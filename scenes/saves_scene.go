package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/render"
)

// maxListed is how many games the replays screen lists.
const maxListed = 8

// SavesScene lists the games that can be watched: the last finished
// game, the game in progress and the game records in the records folder.
type SavesScene struct {
	saves   *Saves
	sources []replaySource
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
		s.message = fmt.Sprintf("%s cannot be read: %v", src.Label, err)
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
	for i, src := range s.sources {
		if i >= maxListed {
			break
		}
		src := src
		s.bs = append(s.bs, button{r: f.R(120, 150+float64(i)*54, 640, 44), label: src.Label, on: func(ctx *Context) { s.open(ctx, src) }})
	}
	s.bs = append(s.bs, button{r: f.R(80, 640, 180, 48), label: "Back", on: func(ctx *Context) { ctx.Go(NewTitle()) }})
}

// Update handles the list.
func (s *SavesScene) Update(ctx *Context) error {
	s.layout(ctx)
	if ctx.In.Has(input.Back) {
		ctx.Go(NewTitle())
		return nil
	}
	s.bs.update(ctx)
	return nil
}

// Draw shows the list.
func (s *SavesScene) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	f := ctx.Frame
	u := f.U
	render.Text(dst, "Replays", ctx.Fonts.Head, f.X0+80*u, f.Y0+40*u, render.Gold, render.Left)
	where := "Games are not being saved on this computer."
	if s.saves != nil {
		where = "Put game records (for instance from pyramid-sim --record-dir) in " + s.saves.Dir + "/" + RecordsFolder + " to watch them here."
	}
	render.Text(dst, where, ctx.Fonts.Small, f.X0+80*u, f.Y0+100*u, render.InkDim, render.Left)
	if len(s.sources) == 0 {
		render.Text(dst, "No game to watch yet: finish a game, or export one from the end screen.", ctx.Fonts.Body, f.X0+120*u, f.Y0+170*u, render.Ink, render.Left)
	}
	if len(s.sources) > maxListed {
		render.Text(dst, fmt.Sprintf("and %d older records", len(s.sources)-maxListed), ctx.Fonts.Small, f.X0+120*u, f.Y0+(150+maxListed*54)*u, render.InkDim, render.Left)
	}
	if s.message != "" {
		for i, ln := range render.Wrap(s.message, ctx.Fonts.Small, 1000*u) {
			if i < 3 {
				render.Text(dst, ln, ctx.Fonts.Small, f.X0+300*u, f.Y0+(640+float64(i)*16)*u, render.Danger, render.Left)
			}
		}
	}
	s.bs.draw(dst, ctx, ctx.Fonts.Bold)
}

// Probe lists the games.
func (s *SavesScene) Probe(ctx *Context) Probe {
	s.layout(ctx)
	return Probe{Scene: "replays", Seat: -2, View: -1, Targets: s.bs.probe()}
}
