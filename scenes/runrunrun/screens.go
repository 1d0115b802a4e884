// Package runrunrun is the screens of Run Run Run! (Kotkrywcy), the
// co-operative escape for 1 to 4 cats, built on the shell (scenes): the
// play screen around the board view (Board: the growing maze through a
// camera, the table, the team and the hand, animated event by event),
// the prompt that turns the engine's legal steps into cards to choose,
// cells to click and buttons, the end screen's result, the rules, the
// statistics page and the title card. They are registered with the shell
// in init; the art is render/runrunrun's, the sounds assets/sound's.
package runrunrun

import (
	"github.com/hajimehoshi/ebiten/v2"

	// Run Run Run!'s computer teammates, which the shell's new-game
	// screen offers (table.ComputerOf), come with its screens.
	_ "github.com/pyramid-studio/pyramid/bot/runrunrun"

	"github.com/pyramid-studio/pyramid/client/layout"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
	rrrender "github.com/pyramid-studio/pyramid/render/runrunrun"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/stats"
)

// screens are Run Run Run!'s screens as the shell finds them.
type screens struct{}

func init() { scenes.Register(rrr.GameID, screens{}) }

// cardArt draws the title's card and the new-game screen's cats: the
// shell draws them from one goroutine, every frame, from art painted
// once.
var cardArt *rrrender.Art

func sharedArt() *rrrender.Art {
	if cardArt == nil {
		cardArt = rrrender.NewArt()
	}
	return cardArt
}

// Card draws a corner of the maze: the Crypt, rooms leading away from
// it, a cat with its torch and a mummy on its way.
func (screens) Card(dst *ebiten.Image, ctx *scenes.Context, r layout.Rect) {
	a := sharedArt()
	sub := clip(dst, r)
	render.Fill(sub, r, render.Background)
	rooms := []struct {
		at   rrr.Coord
		card rrr.Card
		rot  uint8
	}{{rrr.Coord{Q: 0, R: -1}, 25, 0}, {rrr.Coord{Q: 0, R: -2}, 39, 0}, {rrr.Coord{Q: 1, R: -3}, 48, 5}, {rrr.Coord{Q: -1, R: -1}, 13, 4},
		{rrr.Coord{Q: 1, R: -2}, 30, 1}, {rrr.Coord{Q: -2, R: -1}, 18, 2}, {rrr.Coord{Q: 2, R: -3}, 33, 4}}
	// the camera that shows them all, with a little room around
	x0, y0, x1, y1 := 0.0, 0.0, 0.0, 0.0
	for _, rm := range rooms {
		x, y := rrrender.CellCenter(rm.at)
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	z := min(r.W/(x1-x0+2.4), r.H/(y1-y0+2.3))
	cam := rrrender.Camera{View: r, X: (x0 + x1) / 2, Y: (y0 + y1) / 2, Zoom: z}
	a.DrawBackdrop(sub, cam)
	x, y := cam.At(rrr.Coord{})
	a.DrawCrypt(sub, x, y, z, rrrender.RoomLook{Warmth: 1})
	for _, rm := range rooms {
		x, y := cam.At(rm.at)
		a.DrawRoom(sub, rm.card, rm.rot, x, y, z, rrrender.RoomLook{Warmth: 1, Time: 0.4})
	}
	x, y = cam.At(rrr.Coord{Q: 0, R: -2})
	a.DrawCat(sub, 3, 3, rrrender.CatStand, x-z*0.2, y+z*0.45, z*1.1, false, 1)
	x, y = cam.At(rrr.Coord{Q: 1, R: -3})
	a.DrawFigure(sub, 0, 0, 1, x, y+z*0.45, z*1.2, true, 1)
	render.Stroke(dst, r, max(1, ctx.Frame.U), render.PanelLine)
}

// Play is the play screen of a game in progress.
func (screens) Play(ctx *scenes.Context, g *session.Session) (scenes.Scene, error) {
	p := newPlay(g, ctx.Settings, ctx.Saves)
	p.Notice(g.Notice())
	return p, nil
}

// Board is the board view the replay viewer steps through.
func (screens) Board(seats []session.Seat) scenes.BoardView { return newBoard(seats, true) }

// Result is the end screen's verdict, figures, team and maze.
func (screens) Result(m table.Match, seats []session.Seat) scenes.Result { return newResult(m, seats) }

// Rules is our summary of the rulebook, page by page with pictures.
func (screens) Rules(back scenes.Scene) scenes.Scene { return NewRules(back) }

// Stats is the team's results by difficulty and team size.
func (screens) Stats(g *stats.GameStats, this *table.Summary) scenes.StatsPage {
	return &statsPage{g: g, this: this}
}

// Progress is the round the game has got to and how far the escape is.
func (screens) Progress(m table.Match) string {
	st := &rrr.MatchOf(m).State
	if st.ExitOpen() {
		return i18n.F("round %d, the Exit is open", max(1, int(st.Round)))
	}
	return i18n.F("round %d, %d of 3 exit mechanisms", max(1, int(st.Round)), st.ExitMechs)
}

// catOf is the cat seat chose in set-up s (the Form's per-seat option),
// or false before one is chosen (dealt at random).
func catOf(s table.Setup, seat int) (rrr.Cat, bool) {
	if seat < 0 || seat >= len(s.Seats) {
		return 0, false
	}
	return rrr.ParseCat(s.Seats[seat].Values[rrr.FieldCat])
}

// SeatToken is the seat's cat standing, in the seat's colour.
func (screens) SeatToken(ctx *scenes.Context, s table.Setup, seat, size int) *ebiten.Image {
	c, ok := catOf(s, seat)
	if !ok || seat >= rrr.MaxSeats {
		return nil
	}
	k := tokenKey{c, seat, size}
	if im, ok := tokens[k]; ok {
		return im
	}
	im := ebiten.NewImage(size, size)
	sz := float64(size)
	sharedArt().DrawCat(im, c, seat, rrrender.CatStand, sz/2, sz*0.97, sz*0.95, false, 1)
	if tokens == nil || len(tokens) > 64 {
		tokens = map[tokenKey]*ebiten.Image{}
	}
	tokens[k] = im
	return im
}

// tokens are the new-game screen's cats, drawn once per cat, seat and
// size.
var tokens map[tokenKey]*ebiten.Image

type tokenKey struct {
	cat        rrr.Cat
	seat, size int
}

// SeatChoice is the cat's name, which the seat goes by until a name is
// typed, and its ability.
func (screens) SeatChoice(s table.Setup, seat int) (title, line string) {
	c, ok := catOf(s, seat)
	if !ok {
		return i18n.T("A cat dealt at random"), i18n.T("each cat has its own ability")
	}
	return i18n.T(c.Info().Short.English), abilityWords(c.Info().Ability)
}

// abilityWords says what a cat does for each question mark it rolls.
func abilityWords(a rrr.Ability) string {
	switch a {
	case rrr.AbilityDraw:
		return i18n.T("per question mark: draws a room card")
	case rrr.AbilityToken:
		return i18n.T("per question mark: draws a sarcophagus token")
	case rrr.AbilityDamage:
		return i18n.T("per question mark: one more damage")
	}
	return i18n.T("per question mark: one more torch")
}

var (
	_ scenes.SetupArt    = screens{}
	_ scenes.LegendScene = (*Rules)(nil)
	_ scenes.Leaver      = (*Rules)(nil)
)
