package horus

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	// Horus's computer players, which the shell's new-game screen offers
	// (table.ComputerOf), come with its screens.
	_ "github.com/pyramid-studio/pyramid/bot/horus"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/stats"
)

// horusScreens are The Pyramid of Horus's screens as the shell finds them
// (Screens).
type horusScreens struct{}

func init() { scenes.Register(horus.GameID, horusScreens{}) }

// Card draws a stepped pyramid under the moon, the title's own backdrop
// in small.
func (horusScreens) Card(dst *ebiten.Image, ctx *scenes.Context, r layout.Rect) {
	w, h := math.Round(r.W), math.Round(r.H)
	render.MeshOf("card-horus", int(w), int(h), func(m *render.Mesh) { paintPyramid(m, w, h) }).Draw(dst, r.X, r.Y)
}

// Play is the play screen of a Horus game in progress.
func (horusScreens) Play(ctx *scenes.Context, g *session.Session) (scenes.Scene, error) {
	p, err := playSession(g, configOf(g), ctx.Settings, ctx.Saves)
	if err != nil {
		return nil, err
	}
	p.message = g.Notice()
	return p, nil
}

// Board is the play screen's board, table and seats, with no session.
func (horusScreens) Board(seats []session.Seat) scenes.BoardView {
	return &Board{seats: seats, view: -1}
}

// Result is the score table of the end screen.
func (horusScreens) Result(m table.Match, seats []session.Seat) scenes.Result {
	return newHorusResult(m, seats)
}

// Rules is our summary of the rulebook.
func (horusScreens) Rules(back scenes.Scene) scenes.Scene { return NewRules(back) }

// Stats is the adventurers' tallies and their routes through the rooms.
func (horusScreens) Stats(g *stats.GameStats, this *table.Summary) scenes.StatsPage {
	return &horusStats{g: g, this: this}
}

// Progress is the round the game has got to.
func (horusScreens) Progress(m table.Match) string {
	return i18n.F("round %d", max(1, int(horus.MatchOf(m).State.Round)))
}

// paintPyramid paints a night sky, a stepped pyramid in courses of stone
// with its shaded east face and its door, and the sand, into w×h.
func paintPyramid(c *render.Mesh, w, h float64) {
	for i := 0; i < 12; i++ {
		c.Fill(layout.Rect{Y: h * float64(i) / 12, W: w, H: h/12 + 1}, render.Mix(render.Background, render.Stone, float64(i)/20))
	}
	c.FillCircle(w*0.82, h*0.2, h*0.09, render.Mix(render.Ink, render.Gold, 0.3))
	base := h * 0.86
	render.SteppedPyramid(c, w*0.5, base, h*0.18, w*0.4, 10)
	c.Fill(layout.Rect{Y: base, W: w, H: h - base}, render.Mix(render.Background, render.Sand, 0.45))
}

// The shell finds these screens' own keys and places for the legend.
var (
	_ scenes.LegendScene = (*Play)(nil)
	_ scenes.LegendScene = (*Rules)(nil)
)
