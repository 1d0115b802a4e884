package pengqueen

import (
	"testing"

	"github.com/pyramid-studio/pyramid/i18n"
)

// TestTheScreensCountsAgreeWithTheirNouns: the counts the screen says
// with a noun (the Roll button, the banners of her walk) take the noun's
// number in English and in each Polish form, one (1), few (2), many (5).
func TestTheScreensCountsAgreeWithTheirNouns(t *testing.T) {
	defer i18n.Set(i18n.English)
	for _, c := range []struct {
		lang  i18n.Lang
		n     int
		words [3]string // the Roll button, her interrupting turn, her turn
	}{
		{i18n.English, 1, [3]string{"Roll the last die", "Reset! The Mummy interrupts: up to 1 step", "The Mummy's turn: up to 1 step"}},
		{i18n.English, 2, [3]string{"Roll 2 dice", "Reset! The Mummy interrupts: up to 2 steps", "The Mummy's turn: up to 2 steps"}},
		{i18n.English, 5, [3]string{"Roll 5 dice", "Reset! The Mummy interrupts: up to 5 steps", "The Mummy's turn: up to 5 steps"}},
		{i18n.Polish, 1, [3]string{"Rzuć ostatnią kością", "Reset! Mumia przerywa: do 1 kroku", "Tura Mumii: do 1 kroku"}},
		{i18n.Polish, 2, [3]string{"Rzuć 2 kośćmi", "Reset! Mumia przerywa: do 2 kroków", "Tura Mumii: do 2 kroków"}},
		{i18n.Polish, 5, [3]string{"Rzuć 5 kośćmi", "Reset! Mumia przerywa: do 5 kroków", "Tura Mumii: do 5 kroków"}},
	} {
		i18n.Set(c.lang)
		got := [3]string{rollLabel(c.n), walkBanner(true, c.n), walkBanner(false, c.n)}
		if got != c.words {
			t.Errorf("%v, %d: %q, want %q", c.lang, c.n, got, c.words)
		}
	}
}
