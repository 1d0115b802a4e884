package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestScenarios plays every file of testdata/scenarios: each one proves a
// rule of the rulebook or a ruling of the spec (see docs/rules-coverage.md).
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
			if len(sc.script.Items) == 0 {
				t.Fatal("the scenario checks nothing")
			}
			start := sc.start
			start.Start(nil)
			if err := start.Check(); err != nil {
				t.Fatalf("the position breaks an invariant of the engine: %v", err)
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
			// its line, in notation, played from its position, ends there too
			line, err := sc.Line()
			if err != nil {
				t.Fatal(err)
			}
			p := sc.Position()
			for _, step := range line {
				a, err := p.ParseStep(step)
				if err == nil {
					err = p.Apply(a)
				}
				if err != nil {
					t.Fatalf("line step %q: %v", step, err)
				}
			}
			if p != s {
				t.Fatal("the scenario's line ends elsewhere than its run")
			}
		})
	}
}

// TestRulesCoverageIsComplete: docs/rules-coverage.md names every scenario
// file, and every file or pattern it names exists.
func TestRulesCoverageIsComplete(t *testing.T) {
	doc, err := os.ReadFile("../../../docs/rules-coverage.md")
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("../testdata/scenarios/*.txt")
	named := map[string]bool{}
	parts := strings.Split(string(doc), "`")
	for i := 1; i < len(parts); i += 2 {
		ref := parts[i]
		if !strings.HasSuffix(ref, ".txt") || strings.Contains(ref, "/") {
			continue
		}
		matched := false
		for _, f := range files {
			if ok, _ := filepath.Match(ref, filepath.Base(f)); ok {
				matched = true
			}
		}
		if !matched {
			t.Errorf("docs/rules-coverage.md names %s, which is not in testdata/scenarios", ref)
		}
		named[ref] = true
	}
	for _, f := range files {
		if !named[filepath.Base(f)] {
			t.Errorf("%s is not listed by name in docs/rules-coverage.md", filepath.Base(f))
		}
	}
}

// TestScenarioDocExample plays the example of docs/scenarios.md, so the
// documentation cannot drift from the format.
func TestScenarioDocExample(t *testing.T) {
	doc, err := os.ReadFile("../../../docs/scenarios.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "## Example\n\n```\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatal("docs/scenarios.md has no example block")
	}
	sc, err := Parse("docs/scenarios.md", []byte(example))
	if err != nil {
		t.Fatal(err)
	}
	s, evs, err := sc.Run()
	if err == nil {
		err = sc.Check(s, evs)
	}
	if err != nil {
		t.Fatal(err)
	}
}
