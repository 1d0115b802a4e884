package horus

import (
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/session"
)

func endWith(scores ...horus.Score) *horusResult {
	r := &horusResult{}
	for i, s := range scores {
		a := horus.Adventurer(i)
		r.seats = append(r.seats, session.Seat{Name: a.Name(), Kind: session.Human})
		r.advs = append(r.advs, a)
		r.scores[i] = s
	}
	return r
}

func TestVerdictNamesTheWinnerAndTheTieBreak(t *testing.T) {
	esc := func(total, idols int, hasHorus, won bool) horus.Score {
		return horus.Score{Fate: horus.Escaped, Total: total, Idols: idols, Horus: hasHorus, Won: won}
	}
	cases := []struct {
		name      string
		e         *horusResult
		head, why string
	}{
		{"plain", endWith(esc(20, 0, false, true), esc(10, 0, false, false)), "David Gore wins with 20 points", "richest"},
		{"horus", endWith(esc(20, 10, true, true), esc(20, 12, false, false)), "David Gore wins", "Horus idol breaks the tie"},
		{"idols", endWith(esc(20, 5, false, false), esc(20, 7, false, true)), "Rasputin wins", "higher value of idols (7)"},
		{"shared", endWith(esc(20, 0, false, true), esc(20, 0, false, true)), "David Gore and Rasputin share the victory", "could not part them"},
		{"mummies", endWith(horus.Score{Fate: horus.Crushed}, horus.Score{Fate: horus.Trapped}), "The mummies win", "No adventurer escaped"},
		{"richer but dead", endWith(horus.Score{Fate: horus.Mummified, Total: 0}, esc(3, 0, false, true)), "Rasputin wins with 3 points", "richest"},
	}
	for _, c := range cases {
		head, why := c.e.verdict()
		if !strings.Contains(head, c.head) || !strings.Contains(why, c.why) {
			t.Errorf("%s: got %q / %q", c.name, head, why)
		}
	}
}
