package horus

import (
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// TestHintLineReadsNaturally: the offer is named once, then the why, in
// English and in Polish, with rooms and cards named in the language.
func TestHintLineReadsNaturally(t *testing.T) {
	defer i18n.Set(i18n.English)
	move := func(q string) string { return i18n.F("move to %s", q) }
	cases := []struct {
		offer  func(string) string // the offer's name in the language in use
		reason table.Reason
		en, pl string
	}{
		{i18n.T, table.Reason{Code: horus.ReasonSearch},
			"Hint: Search — this room's deck still pays more than the wounds it may hold",
			"Podpowiedź: Przeszukaj — talia tej komnaty wciąż daje więcej, niż grozi ranami"},
		{func(string) string { return move("C9") }, table.Reason{Code: horus.ReasonToSearch, Args: []string{"0", "3"}},
			"Hint: move to C9 — toward the Cobra Nest to search (3 steps)",
			"Podpowiedź: idź na C9 — w stronę: Gniazdo Kobr, by przeszukać (kroki: 3)"},
		{func(string) string { return move("D13") }, table.Reason{Code: horus.ReasonLeaveRisk, Args: []string{"40", "2"}},
			"Hint: move to D13 — 40% chance the blocks seal you in if you stay another round (2 steps to the door)",
			"Podpowiedź: idź na D13 — 40% szans, że bloki cię zamurują, jeśli zostaniesz kolejną rundę (kroki do drzwi: 2)"},
		{func(string) string { return i18n.T("End turn") }, table.Reason{}, "Hint: End turn", "Podpowiedź: Koniec tury"},
	}
	for _, c := range cases {
		i18n.Set(i18n.English)
		if got := hintLine(c.offer("Search"), horus.Game.Explain(c.reason, nil)); got != c.en {
			t.Errorf("English: %q, want %q", got, c.en)
		}
		i18n.Set(i18n.Polish)
		stop := i18n.Record()
		got := hintLine(c.offer("Search"), horus.Game.Explain(c.reason, nil))
		if missed := stop(); got != c.pl || len(missed) > 0 {
			t.Errorf("Polish: %q (missing %q), want %q", got, missed, c.pl)
		}
	}
}
