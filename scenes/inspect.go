package scenes

import (
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/session"
)

// What the shell's screens hold, and the states a player reaches only
// after many steps, for the tests of a game's screens package
// (scenes/horus), which play the shell with their game: a test inside
// this package cannot, as it cannot import a game's screens.

// Offer has the title offer resume to Continue (nil: nothing) and, when
// filed, the Saved games, as if it had found them beside the saves.
func (t *Title) Offer(resume *session.Session, filed bool) {
	t.checked, t.resume, t.filed = true, resume, filed
}

// List lists sources under labels instead of what was found.
func (s *SavesScene) List(sources []saves.Source, labels []string) {
	s.sources, s.labels = sources, labels
}

// Result is the game's part of the end screen.
func (e *End) Result() Result { return e.result }

// Count adds a finished game to the statistics shown and starts at its
// line, as the end screen's Statistics does.
func (s *StatsScene) Count(sum table.Summary) {
	s.st.Add(sum)
	s.thisGame(sum)
}

// This is the game just played (nil: none), View the view on show (an
// index into Views), and Page the game's own page.
func (s *StatsScene) This() *table.Summary { return s.game }
func (s *StatsScene) View() int            { return s.view }
func (s *StatsScene) SetView(v int)        { s.view = v }
func (s *StatsScene) Page() StatsPage      { return s.page }
