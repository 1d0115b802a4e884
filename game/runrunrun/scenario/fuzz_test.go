package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The fuzz target: `go test -fuzz FuzzScenario ./game/runrunrun/scenario`.
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
	f.Add([]byte("cats cleo howard\nroom R26 0,-1 rot0\nhand cleo R01\nhand howard R02\nmummy m1 0,-1 hearts 2\nturn howard start\ndo roll mummy mummy blank\nexpect end crypt\n"))
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
