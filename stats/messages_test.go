package stats

import (
	"testing"

	"github.com/pyramid-studio/pyramid/i18n"
)

// TestLoadErrorIsInTheLanguageShown: the statistics scene and the end
// screen show a LoadError as it is, so it is worded in the current
// language, details of our own included.
func TestLoadErrorIsInTheLanguageShown(t *testing.T) {
	defer i18n.Set(i18n.Current())
	_, derr := Decode([]byte(`{"format":"x","version":1}`))
	le := &LoadError{KeptAs: "stats.bad-1.json", Err: derr}
	i18n.Set(i18n.English)
	if got, want := le.Error(), `The statistics could not be read (not a statistics file (format "x")); they start again from zero. The old file has been kept as stats.bad-1.json.`; got != want {
		t.Errorf("English: %q, want %q", got, want)
	}
	i18n.Set(i18n.Polish)
	stop := i18n.Record()
	if got, want := le.Error(), `Nie udało się odczytać statystyk (to nie jest plik statystyk (format "x")); liczą się od nowa, od zera. Stary plik zachowano jako stats.bad-1.json.`; got != want {
		t.Errorf("Polish: %q, want %q", got, want)
	}
	if m := stop(); len(m) != 0 {
		t.Errorf("no Polish for %q", m)
	}
}
