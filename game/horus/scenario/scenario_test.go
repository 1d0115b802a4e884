package scenario

import (
	"testing"

	"github.com/pyramid-studio/pyramid/internal/scenariotext/scenariotest"
)

// TestScenarios plays every file of testdata/scenarios: each one proves a
// rule of the rulebook or a ruling of the spec (see docs/rules-coverage.md).
func TestScenarios(t *testing.T) {
	scenariotest.EachFile(t, func(t *testing.T, name string, data []byte) {
		sc, err := Parse(name, data)
		if err != nil {
			t.Fatal(err)
		}
		if sc.Steps() == 0 && sc.Checks() == 0 {
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

// TestRulesCoverageIsComplete: docs/rules-coverage.md names every scenario
// file, and every file or pattern it names exists.
func TestRulesCoverageIsComplete(t *testing.T) {
	scenariotest.CoverageListsEveryFile(t, "docs/rules-coverage.md")
}

// TestScenarioDocExample plays the example of docs/scenarios.md, so the
// documentation cannot drift from the format.
func TestScenarioDocExample(t *testing.T) {
	scenariotest.DocExample(t, "docs/scenarios.md", Parse)
}
