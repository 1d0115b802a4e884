package scenario

import (
	"testing"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/internal/scenariotext/scenariotest"
)

// The fuzz target: `go test -fuzz FuzzScenario ./game/runrunrun/scenario`.
// The scenario files are its seed corpus, run with every `go test`.

// FuzzScenario feeds arbitrary text to the scenario loader and runs what
// loads: malformed input must come back as an error naming the file,
// never a panic (scenariotest.Fuzz).
func FuzzScenario(f *testing.F) {
	scenariotest.Fuzz(f, Parse, "cats cleo howard\nroom R26 0,-1 rot0\nhand cleo R01\nhand howard R02\nmummy m1 0,-1 hearts 2\nturn howard start\ndo roll mummy mummy blank\nexpect end crypt\n", (*rrr.State).Check)
}
