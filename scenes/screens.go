package scenes

import (
	"fmt"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/client/layout"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/session"
	"github.com/pyramid-studio/pyramid/stats"
)

// Screens are a game's own screens, built on the shell's shared parts: its
// play screen, its board view, its part of the end screen, its rules, its
// statistics page and its art on the title. (Its new-game screen is the
// shell's NewGame, drawn from its table.Form, with its SetupArt if it has
// any.) A game's screens package (scenes/horus) registers them in its init with Register, as the game
// itself is registered with table.Register, and the programs import that
// package; the shell finds them by the game's id and never names a game.
// A game registered in game/table without screens is offered nowhere.
type Screens interface {
	// Card draws the game's art on the title's game choice into r.
	Card(dst *ebiten.Image, ctx *Context, r layout.Rect)
	// Play is the play screen of a game in progress (g.Game() is this
	// game): a new game, one continued or played on from a replay.
	Play(ctx *Context, g *session.Session) (Scene, error)
	// Board is the game's board view of a match played by seats, which
	// the replay viewer steps through.
	Board(seats []session.Seat) BoardView
	// Result is the game's part of the end screen of a finished match
	// played by seats: who won and why, and the scores.
	Result(m table.Match, seats []session.Seat) Result
	// Rules is the rules screen; its Back goes to back.
	Rules(back Scene) Scene
	// Stats is the game's own page of the statistics: what its facts say
	// of the games counted (g), and of the game just played (this; nil
	// when the statistics were opened from the title).
	Stats(g *stats.GameStats, this *table.Summary) StatsPage
	// Progress says how far a match has got, for Continue and the saved
	// games ("round 3"); "" says nothing.
	Progress(m table.Match) string
}

// Sounder is a game's Screens that names the sounds its screens play, so
// that they are made (synthesized) when the game is chosen rather than
// every game's at start. A game's screens without it have every sound
// made for them.
type Sounder interface{ Sounds() sound.Set }

// prepareSounds has the sounds of the game with id made: it was chosen
// (a new game, a game continued, a replay). Asking again costs nothing.
func prepareSounds(ctx *Context, id string) {
	if ctx.Settings == nil {
		return
	}
	set := sound.Everything()
	if sc, ok := ScreensOf(id); ok {
		if s, ok := sc.(Sounder); ok {
			set = s.Sounds()
		}
	}
	ctx.Settings.PrepareSounds(set)
}

// PlayScreen is a game's play screen, as the programs tell it from the
// shell's screens (its frame times are measured apart): a scene that
// says how many steps its game has played.
type PlayScreen interface {
	Scene
	Steps() int
}

// Result is a game's part of the end screen.
type Result interface {
	// Headline is the verdict in a line ("Anna wins with 23 points").
	Headline() string
	// Draw draws the verdict, why, and the scores into r.
	Draw(dst *ebiten.Image, ctx *Context, r layout.Rect)
}

// StatsPage is a game's own page of the statistics, in one or more views
// (the statistics screen offers them beside its shared totals).
type StatsPage interface {
	// Views name the page's views ("Adventurers", "Routes").
	Views() []string
	// Draw draws view v (an index into Views) into r.
	Draw(dst *ebiten.Image, ctx *Context, v int, r layout.Rect)
}

var screens struct {
	sync.RWMutex
	byID map[string]Screens
}

// Register adds the screens of the game with id (table.Info.ID). It
// panics if the id has screens already: a programming error found at
// start.
func Register(id string, s Screens) {
	screens.Lock()
	defer screens.Unlock()
	if screens.byID == nil {
		screens.byID = map[string]Screens{}
	}
	if _, dup := screens.byID[id]; dup || id == "" {
		panic(fmt.Sprintf("scenes: screens of %q registered twice or without an id", id))
	}
	screens.byID[id] = s
}

// ScreensOf returns the screens of the game with id, or false when it has
// none (a game of another version of Pyramid, or one not built yet).
func ScreensOf(id string) (Screens, bool) {
	screens.RLock()
	defer screens.RUnlock()
	s, ok := screens.byID[id]
	return s, ok
}

// hasScreens reports whether the game with id has screens here.
func hasScreens(id string) bool { _, ok := ScreensOf(id); return ok }

// Playable lists the games that can be played here, in the collection's
// order: those registered in game/table that have screens.
func Playable() []table.Game {
	var out []table.Game
	for _, g := range table.Games() {
		if _, ok := ScreensOf(g.Info().ID); ok {
			out = append(out, g)
		}
	}
	return out
}
