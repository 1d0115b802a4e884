package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The fuzz target: `go test -fuzz FuzzScenario ./game/pengqueen/scenario`.
// The scenario files are its seed corpus, run with every `go test`.

// FuzzScenario feeds arbitrary text to the scenario loader and runs what
// loads: malformed input must come back as an error naming the file,
// never a panic.
func FuzzScenario(f *testing.F) {
	files, _ := filepath.Glob("../testdata/scenarios/*.txt")
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("players 2\ntokens red 1\npiece red K11\nmummy K10\nturn mummy\ndo black 1\ndo mummy: step south\nexpect winner mummy\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := Parse("fuzz.txt", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.txt") {
				t.Fatalf("the error does not name the file: %v", err)
			}
			return
		}
		s, evs, err := sc.Run()
		if err != nil {
			return
		}
		_ = sc.Check(s, evs)
		if err := s.Check(); err != nil {
			t.Fatalf("a loaded position played to a broken one: %v", err)
		}
	})
}
