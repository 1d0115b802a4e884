package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScenarios plays every file of testdata/scenarios: each one proves a
// rule of the rulebook or a ruling of the spec, and is named after it (see
// docs/pengqueen-rules-coverage.md). The position must pass the engine's
// Check before and after the steps.
func TestScenarios(t *testing.T) {
	files, err := filepath.Glob("../testdata/scenarios/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenario files found: %v", err)
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(strings.TrimSuffix(name, ".txt"), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			sc, err := Parse(name, data)
			if err != nil {
				t.Fatal(err)
			}
			if sc.Checks() == 0 {
				t.Fatal("the scenario checks nothing")
			}
			s, evs, err := sc.Run()
			if err != nil {
				t.Fatal(err)
			}
			if err := sc.Check(s, evs); err != nil {
				t.Fatal(err)
			}
			if err := s.Check(); err != nil {
				t.Fatalf("the final position breaks a rule: %v", err)
			}
		})
	}
}
