package scenes

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/i18n"
)

// TestHintReasonsMatchTheBot reads bot/hint.go and checks that every
// reason it can give ("<lead>: <why>") is in hintReasons and that the
// table holds nothing the bot no longer says: a reworded reason would
// otherwise be shown untranslated.
func TestHintReasonsMatchTheBot(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "../bot/hint.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var said []string
	ast.Inspect(f, func(n ast.Node) bool {
		if b, ok := n.(*ast.BasicLit); ok && b.Kind == token.STRING {
			s, _ := strconv.Unquote(b.Value)
			if _, why, ok := strings.Cut(s, ": "); ok {
				said = append(said, why)
			}
		}
		return true
	})
	if len(said) < 20 {
		t.Fatalf("found only %d reasons in bot/hint.go: is the scan still finding them?", len(said))
	}
	for _, why := range said {
		if !slices.Contains(hintReasons, why) {
			t.Errorf("bot/hint.go gives the reason %q, which hintReasons does not know", why)
		}
	}
	for _, why := range hintReasons {
		if !slices.Contains(said, why) {
			t.Errorf("hintReasons holds %q, which bot/hint.go no longer gives", why)
		}
	}
}

// TestHintLineReadsNaturally: the offer is named once, then the why, in
// English and in Polish, with rooms and cards named in the language.
func TestHintLineReadsNaturally(t *testing.T) {
	defer i18n.Set(i18n.English)
	move := func(q string) string { return i18n.F("move to %s", q) }
	cases := []struct {
		offer  func(string) string // the offer's name in the language in use
		reason string
		en, pl string
	}{
		{i18n.T, "search: this room's deck still pays more than the wounds it may hold",
			"Hint: Search — this room's deck still pays more than the wounds it may hold",
			"Podpowiedź: Przeszukaj — talia tej komnaty wciąż daje więcej, niż grozi ranami"},
		{func(string) string { return move("C9") }, "move C9: toward the Cobra Nest to search (3 steps)",
			"Hint: move to C9 — toward the Cobra Nest to search (3 steps)",
			"Podpowiedź: idź na C9 — w stronę: Gniazdo Kobr, by przeszukać (kroki: 3)"},
		{func(string) string { return move("D13") }, "leave now: 40% chance the blocks seal you in if you stay another round (2 steps to the door)",
			"Hint: move to D13 — 40% chance the blocks seal you in if you stay another round (2 steps to the door)",
			"Podpowiedź: idź na D13 — 40% szans, że bloki cię zamurują, jeśli zostaniesz kolejną rundę (kroki do drzwi: 2)"},
		{func(string) string { return i18n.T("End turn") }, "nothing to do", "Hint: End turn", "Podpowiedź: Koniec tury"},
	}
	for _, c := range cases {
		i18n.Set(i18n.English)
		if got := hintLine(c.offer("Search"), c.reason); got != c.en {
			t.Errorf("English: %q, want %q", got, c.en)
		}
		i18n.Set(i18n.Polish)
		stop := i18n.Record()
		got := hintLine(c.offer("Search"), c.reason)
		if missed := stop(); got != c.pl || len(missed) > 0 {
			t.Errorf("Polish: %q (missing %q), want %q", got, missed, c.pl)
		}
	}
}
