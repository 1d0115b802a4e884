package storage

import (
	"errors"
	"io/fs"
	"os"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/i18n"
)

// TestErrorsSpeakThePlayersLanguageAndKeepTheirCause: a failed write is
// worded in the language chosen when it is shown, and errors.Is still
// finds what went wrong underneath.
func TestErrorsSpeakThePlayersLanguageAndKeepTheirCause(t *testing.T) {
	defer i18n.Set(i18n.Current())
	dir := t.TempDir()
	st, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	werr := st.Write("autosave.json", []byte("{}"))
	if !errors.Is(werr, fs.ErrNotExist) {
		t.Fatalf("a write into a vanished directory gave %v; want it to wrap fs.ErrNotExist", werr)
	}
	i18n.Set(i18n.English)
	if got := werr.Error(); !strings.HasPrefix(got, "cannot save autosave.json: ") {
		t.Errorf("in English: %q", got)
	}
	i18n.Set(i18n.Polish)
	if got := werr.Error(); !strings.HasPrefix(got, "nie można zapisać autosave.json: ") {
		t.Errorf("the same error in Polish: %q", got)
	}
	full := i18n.Wrapf(ErrFull, "cannot save %s: %v", "stats.json", ErrFull)
	if !errors.Is(full, ErrFull) {
		t.Errorf("%v does not wrap ErrFull", full)
	}
	if got, want := full.Error(), "nie można zapisać stats.json: pamięć przeglądarki dla tej strony jest pełna"; got != want {
		t.Errorf("a full store in Polish: %q, want %q", got, want)
	}
}
