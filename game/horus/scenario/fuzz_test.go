package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The fuzz target: `go test -fuzz FuzzScenario ./game/horus/scenario`. Its
// seed corpus lives in testdata/fuzz/FuzzScenario/ and runs with every
// `go test`.

// FuzzScenario feeds arbitrary text to the scenario loader and runs what
// loads: malformed input must come back as an error naming the line, never
// a panic.
func FuzzScenario(f *testing.F) {
	files, _ := filepath.Glob("../testdata/scenarios/*.txt")
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("players gore sarti\nat gore D11\ndo block 13\n"))
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
		_ = s.View()
	})
}
