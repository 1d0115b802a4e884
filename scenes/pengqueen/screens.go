// Package pengqueen is Pyramid of Pengqueen's screens: the play screen
// with its two views of the maze and the cover between them, its board
// view for the replay viewer, the result on the end screen, the rules,
// the statistics page and the card on the title. They plug into the
// shell (package scenes) through scenes.Register, are built on its turn
// controller, prompt pages, log panel and widgets, draw with the game's
// art (render/pengqueen) and read the engine (game/pengqueen) only
// through each seat's observation and the events it may see.
package pengqueen

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	// Pyramid of Pengqueen's computer players, which the new-game screen
	// offers (table.ComputerOf), come with its screens.
	_ "github.com/pyramid-studio/pyramid/bot/pengqueen"

	"github.com/pyramid-studio/pyramid/client/layout"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	pqart "github.com/pyramid-studio/pyramid/render/pengqueen"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/stats"
)

// pengqueenScreens are the game's screens as the shell finds them.
type pengqueenScreens struct{}

func init() { scenes.Register(pq.GameID, pengqueenScreens{}) }

// cardArt is the art the title's card is drawn with, kept for its size.
var cardArt struct {
	art  *pqart.Art
	size [2]float64
}

// Card draws the Pengqueen stalking a penguin in front of her maze at
// night, as big as the card allows: the figures read at a glance where
// the maze's squares would be specks.
func (pengqueenScreens) Card(dst *ebiten.Image, ctx *scenes.Context, r layout.Rect) {
	b := pqart.FitBoard(r)
	if cardArt.art == nil || cardArt.size != [2]float64{r.W, r.H} {
		if cardArt.art != nil {
			cardArt.art.Dispose()
		}
		cardArt.art = pqart.New(b, ctx.Fonts, render.Standard)
		cardArt.size = [2]float64{r.W, r.H}
	}
	a := cardArt.art
	pqart.DrawIn(dst, a.Backdrop(int(math.Round(r.W)), int(math.Round(r.H))), r, 1)
	pqart.DrawIn(dst, a.Maze(pqart.MummyView), b.Rect, 0.55)
	size := math.Round(r.H * 0.62)
	pqart.DrawIn(dst, a.Mummy(pqart.MummyWalk, pqart.FaceEast, 1, int(size)), layout.Rect{X: r.X + r.W*0.06, Y: r.Bottom() - size, W: size, H: size}, 1)
	small := math.Round(size * 0.72)
	pqart.DrawIn(dst, a.Hunter(pq.PieceBlue, pqart.Startled, pqart.FaceWest, 0, int(small)), layout.Rect{X: r.Right() - small - r.W*0.08, Y: r.Bottom() - small, W: small, H: small}, 1)
}

// Play is the play screen of a game in progress.
func (pengqueenScreens) Play(ctx *scenes.Context, g *session.Session) (scenes.Scene, error) {
	return newPlay(g, ctx.Settings, ctx.Saves), nil
}

// Board is the board view the replay viewer steps through.
func (pengqueenScreens) Board(seats []session.Seat) scenes.BoardView {
	return &Board{seats: seats, view: table.Onlooker, colours: pqart.ColoursOf(render.Standard)}
}

// Result is who won and why, every hand turned up, on the end screen.
func (pengqueenScreens) Result(m table.Match, seats []session.Seat) scenes.Result {
	return newResult(m, seats)
}

// Rules is our summary of the rulebook.
func (pengqueenScreens) Rules(back scenes.Scene) scenes.Scene {
	return scenes.NewRules(ruleSections, back)
}

// Stats is the sides' wins, by player count, and the seats'.
func (pengqueenScreens) Stats(g *stats.GameStats, this *table.Summary) scenes.StatsPage {
	return &pqStats{g: g, this: this}
}

// Progress is the round and the Mummy's torches.
func (pengqueenScreens) Progress(m table.Match) string {
	o := observe(m, table.Onlooker)
	return i18n.F("round %d, the Mummy has %d of %d torches", max(1, int(o.Round)), int(o.Tokens), pq.MummyWinsAt(int(o.Opt.Players)))
}

// The shell finds these screens' own keys and places for the legend.
var _ scenes.LegendScene = (*Play)(nil)
