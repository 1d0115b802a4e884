package scenes

import (
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/i18n"
)

// press clicks the new-game screen's first button labelled label and
// reports whether there was one to click.
func press(t *testing.T, s *NewGame, st *settings.Settings, label string) bool {
	t.Helper()
	for _, tg := range s.Probe(sceneCtx(nil, st)).Targets {
		if tg.Label == label {
			x, y := tg.Rect.Center()
			if err := s.Update(sceneCtx(nil, st, input.Intent{Kind: input.Click, X: x, Y: y})); err != nil {
				t.Fatal(err)
			}
			return true
		}
	}
	return false
}

// TestNewGameKeepsTheSeatsInTheGamesRange: the set-up screen drawn from a
// game's table.Info offers as many seats as the game takes and no more or
// fewer — Run Run Run! down to one seat (one person, several cats may
// follow), Pengqueen never below a Mummy and a hunter.
func TestNewGameKeepsTheSeatsInTheGamesRange(t *testing.T) {
	st := settings.Defaults()
	for _, g := range []struct {
		id       string
		min, max int
	}{{runrunrun.GameID, runrunrun.MinSeats, runrunrun.MaxSeats}, {pengqueen.GameID, pengqueen.MinSeats, pengqueen.MaxSeats}} {
		s := NewNewGame(g.id)
		for i := 0; i < 8; i++ {
			press(t, s, &st, "-")
		}
		if n := len(s.Setup().Seats); n != g.min {
			t.Errorf("%s: pressing - again and again leaves %d seats, want %d", g.id, n, g.min)
		}
		for i := 0; i < 8; i++ {
			press(t, s, &st, "+")
		}
		if n := len(s.Setup().Seats); n != g.max {
			t.Errorf("%s: pressing + again and again gives %d seats, want %d", g.id, n, g.max)
		}
		if s.Err() != "" {
			t.Errorf("%s: %s", g.id, s.Err())
		}
	}
}

// TestNewGameShowsEachSeatsRole: Pengqueen's first seat is the Mummy,
// the others hunters, in the player's language; Horus-like games with no
// roles show none.
func TestNewGameShowsEachSeatsRole(t *testing.T) {
	s := NewNewGame(pengqueen.GameID)
	n := len(s.Setup().Seats)
	if s.roleOf(0, n) != "Mummy" || s.roleOf(1, n) != "Hunter" || s.roleOf(n-1, n) != "Hunter" {
		t.Errorf("Pengqueen's seats show %q, %q ... %q; want the Mummy, then hunters", s.roleOf(0, n), s.roleOf(1, n), s.roleOf(n-1, n))
	}
	defer i18n.Set(i18n.English)
	i18n.Set(i18n.Polish)
	if got := s.roleOf(0, n); got != i18n.T("Mummy") || got == "Mummy" {
		t.Errorf("in Polish the Mummy's seat shows %q", got)
	}
	if r := NewNewGame(runrunrun.GameID).roleOf(0, 1); r != "" {
		t.Errorf("Run Run Run!'s seat shows the role %q; every cat plays the same part", r)
	}
}

// TestNewGameOfAnUnknownGameStartsNothing: a game this version does not
// have is said so, and Start game is not offered.
func TestNewGameOfAnUnknownGameStartsNothing(t *testing.T) {
	st := settings.Defaults()
	s := NewNewGame("chess")
	if s.Err() == "" {
		t.Error("no word about the missing game")
	}
	if press(t, s, &st, "Start game") && s.Err() == "" {
		t.Error("Start game did something")
	}
}
