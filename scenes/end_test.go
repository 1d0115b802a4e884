package scenes

import (
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game"
)

func endWith(scores ...game.Score) *End {
	e := &End{}
	for i, s := range scores {
		e.cfg.Seats = append(e.cfg.Seats, SeatConfig{Adventurer: game.Adventurer(i)})
		e.scores[i] = s
	}
	return e
}

func TestVerdictNamesTheWinnerAndTheTieBreak(t *testing.T) {
	esc := func(total, idols int, horus, won bool) game.Score {
		return game.Score{Fate: game.Escaped, Total: total, Idols: idols, Horus: horus, Won: won}
	}
	cases := []struct {
		name      string
		e         *End
		head, why string
	}{
		{"plain", endWith(esc(20, 0, false, true), esc(10, 0, false, false)), "David Gore wins with 20 points", "richest"},
		{"horus", endWith(esc(20, 10, true, true), esc(20, 12, false, false)), "David Gore wins", "Horus idol breaks the tie"},
		{"idols", endWith(esc(20, 5, false, false), esc(20, 7, false, true)), "Rasputin wins", "higher value of idols (7)"},
		{"shared", endWith(esc(20, 0, false, true), esc(20, 0, false, true)), "David Gore and Rasputin share the victory", "could not part them"},
		{"mummies", endWith(game.Score{Fate: game.Crushed}, game.Score{Fate: game.Trapped}), "The mummies win", "No adventurer escaped"},
		{"richer but dead", endWith(game.Score{Fate: game.Mummified, Total: 0}, esc(3, 0, false, true)), "Rasputin wins with 3 points", "richest"},
	}
	for _, c := range cases {
		head, why := c.e.verdict()
		if !strings.Contains(head, c.head) || !strings.Contains(why, c.why) {
			t.Errorf("%s: got %q / %q", c.name, head, why)
		}
	}
}
