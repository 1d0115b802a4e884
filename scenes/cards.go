package scenes

import (
	"bytes"
	"embed"
	"image/jpeg"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/render"
)

// cardFiles are the title's cards of every game as pictures, for the
// games played in another module of the browser's build, whose art is
// not linked here (Away). Each is its game's own Card, drawn at 480×320
// pixels by cmd/pyramid's TestAwayCardsAreTheGamesCards, which also
// checks they are still what the game draws.
//
//go:embed cards/*.jpg
var cardFiles embed.FS

// awayCards are the cards decoded, by game (nil: none, or undecodable).
var awayCards = map[string]*ebiten.Image{}

// drawAwayCard draws the card of the game with id, which is played in
// another module, scaled into r; a game without a picture gets a plain
// panel.
func drawAwayCard(dst *ebiten.Image, id string, r layout.Rect) {
	im, seen := awayCards[id]
	if !seen {
		if data, err := cardFiles.ReadFile("cards/" + id + ".jpg"); err == nil {
			if pic, err := jpeg.Decode(bytes.NewReader(data)); err == nil {
				im = ebiten.NewImageFromImage(pic)
			}
		}
		awayCards[id] = im
	}
	if im == nil {
		render.Fill(dst, r, render.PanelFill)
		return
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	b := im.Bounds()
	op.GeoM.Scale(r.W/float64(b.Dx()), r.H/float64(b.Dy()))
	op.GeoM.Translate(r.X, r.Y)
	dst.DrawImage(im, op)
}
