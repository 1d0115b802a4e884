package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// huge is a word far longer than anything a scenario holds, and quoted is
// what an error must never contain: a long run of it. A message may name
// the bad input, but only an excerpt of it.
var (
	huge   = strings.Repeat("x", 2_000)
	quoted = strings.Repeat("x", 200)
)

// checkShort fails if err quotes more than an excerpt of huge.
func checkShort(t *testing.T, what string, err error) {
	t.Helper()
	if err != nil && strings.Contains(err.Error(), quoted) {
		t.Errorf("%s: the error quotes the whole input (%d bytes): %.120s…", what, len(err.Error()), err.Error())
	}
}

// TestErrorsQuoteOnlyAnExcerptOfTheInput: a scenario line of any length is
// refused with a message of a line or two.
func TestErrorsQuoteOnlyAnExcerptOfTheInput(t *testing.T) {
	// a scenario: every word of every line of every scenario made huge
	files, err := filepath.Glob("../testdata/scenarios/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenarios: %v", err)
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		for i, line := range lines {
			words := strings.Fields(stripComment(line))
			for j := range words {
				w := append([]string(nil), words...)
				w[j] += huge
				edited := append([]string(nil), lines...)
				edited[i] = strings.Join(w, " ")
				sc, err := Parse(filepath.Base(f), []byte(strings.Join(edited, "\n")))
				if err == nil {
					var st horus.State
					var evs []horus.Event
					st, evs, err = sc.Run()
					if err == nil {
						err = sc.Check(st, evs)
					}
				}
				checkShort(t, filepath.Base(f)+": "+line, err)
			}
		}
	}
}
