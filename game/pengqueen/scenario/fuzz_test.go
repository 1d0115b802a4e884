package scenario

import (
	"testing"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/internal/scenariotext/scenariotest"
)

// The fuzz target: `go test -fuzz FuzzScenario ./game/pengqueen/scenario`.
// The scenario files are its seed corpus, run with every `go test`.

// FuzzScenario feeds arbitrary text to the scenario loader and runs what
// loads: malformed input must come back as an error naming the file,
// never a panic (scenariotest.Fuzz).
func FuzzScenario(f *testing.F) {
	scenariotest.Fuzz(f, Parse, "players 2\ntokens red 1\npiece red K11\nmummy K10\nturn mummy\ndo black 1\ndo mummy: step south\nexpect winner mummy\n", (*pq.State).Check)
}
