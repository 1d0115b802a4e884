package scenario

import (
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/internal/scenariotext/scenariotest"
)

// The fuzz target: `go test -fuzz FuzzScenario ./game/horus/scenario`. Its
// seed corpus lives in testdata/fuzz/FuzzScenario/ and runs with every
// `go test`.

// FuzzScenario feeds arbitrary text to the scenario loader and runs what
// loads: malformed input must come back as an error naming the file,
// never a panic (scenariotest.Fuzz).
func FuzzScenario(f *testing.F) {
	scenariotest.Fuzz(f, Parse, "players gore sarti\nat gore D11\ndo block 13\n", func(s *horus.State) error { _ = s.View(); return nil })
}
