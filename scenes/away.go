package scenes

import (
	"image"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/render"
)

// In the browser each game is a module of its own (the shell and that
// game: cmd/pyramid/games.go), so the shell of one module offers games
// whose screens it does not have. They are "away": the page lists every
// module's game (SetCollection), the title offers them with the others,
// and choosing anything of one (a new game, its rules, its statistics,
// Continue of its game in progress, one of its saved games or replays)
// asks the page to load that game's module, which then opens exactly
// what was chosen (an Intent). Settings, saves and records are the
// page's localStorage, shared by every module.

// Intent is what a module opens at start instead of the title, asked for
// by the module that had it chosen: "<game>:<what>[:<name>]", what being
// one of new, rules, stats, continue, saved (name: the saved game's key)
// or replay (name: the replays list's label).
type Intent struct{ Game, What, Name string }

// The things an Intent opens.
const (
	OpenNew      = "new"
	OpenRules    = "rules"
	OpenStats    = "stats"
	OpenContinue = "continue"
	OpenSaved    = "saved"
	OpenReplay   = "replay"
)

// String is the intent as the page carries it.
func (in Intent) String() string {
	s := in.Game + ":" + in.What
	if in.Name != "" {
		s += ":" + in.Name
	}
	return s
}

// ParseIntent reads an intent the page carried; false for "" or one
// that is not well formed (the title then opens as always).
func ParseIntent(s string) (Intent, bool) {
	parts := strings.SplitN(s, ":", 3)
	if len(parts) < 2 || parts[0] == "" || parts[1] == "" {
		return Intent{}, false
	}
	in := Intent{Game: parts[0], What: parts[1]}
	if len(parts) == 3 {
		in.Name = parts[2]
	}
	return in, true
}

var collection struct {
	games    []table.Info                // every game of the collection, as the page lists them
	switchTo func(Intent) error          // asks the page to load the intent's game's module
	card     func(id string) image.Image // an away game's card, nil until the page has it
}

// SetCollection tells the shell of every game of the collection (the
// page's list of modules), how to have another module loaded, and where
// the away games' cards come from (the page decodes the pictures make
// web wrote: card returns nil until it has one). Games with screens here
// are played here; the others are away.
func SetCollection(games []table.Info, switchTo func(Intent) error, card func(id string) image.Image) {
	collection.games, collection.switchTo, collection.card = slices.Clone(games), switchTo, card
}

// awayCards are the away games' cards, uploaded once.
var awayCards = map[string]*ebiten.Image{}

// drawAwayCard draws the card of the game with id, played in another
// module, into r: its picture (the game's own Card, drawn at 480×320 by
// cmd/pyramid's TestAwayCardsAreTheGamesCards), or a plain panel while the
// page decodes it.
func drawAwayCard(dst *ebiten.Image, id string, r layout.Rect) {
	im := awayCards[id]
	if im == nil && collection.card != nil {
		if pic := collection.card(id); pic != nil {
			im = ebiten.NewImageFromImage(pic)
			awayCards[id] = im
		}
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

// Offered lists the games the title offers, in the collection's order:
// those played here and those away.
func Offered() []table.Info {
	var out []table.Info
	for _, g := range Playable() {
		out = append(out, g.Info())
	}
	for _, in := range collection.games {
		if !slices.ContainsFunc(out, func(o table.Info) bool { return o.ID == in.ID }) {
			out = append(out, in)
		}
	}
	slices.SortStableFunc(out, func(a, b table.Info) int { return a.Order - b.Order })
	return out
}

// isAway reports whether the game with id is played in another module.
func isAway(id string) bool {
	return !hasScreens(id) && collection.switchTo != nil &&
		slices.ContainsFunc(collection.games, func(in table.Info) bool { return in.ID == id })
}

// awayTitle is the name of the away game with id, translated; "" when it
// is not one.
func awayTitle(id string) string {
	for _, in := range collection.games {
		if in.ID == id && isAway(id) {
			return i18n.T(in.Title)
		}
	}
	return ""
}

// goAway asks the page to load the module of in's game, which opens in;
// the error says why it could not (the page is left as it was).
func goAway(in Intent) error {
	if !isAway(in.Game) {
		return i18n.Errorf("%s cannot be played in this version of Pyramid", in.Game)
	}
	return collection.switchTo(in)
}
