package scenario

import (
	"strings"
	"testing"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/internal/scenariotext/scenariotest"
)

// TestScenarios plays every file of testdata/scenarios: each one proves a
// rule of the rulebook or a ruling of the spec, and is named after it (see
// docs/runrunrun-rules-coverage.md). The position must pass the engine's
// Check before and after the steps.
func TestScenarios(t *testing.T) {
	scenariotest.EachFilePlays(t, Parse, (*rrr.State).Check)
}

// TestABrokenExpectationFails: a scenario whose expectation is false
// fails, naming the line, whether it is checked after the last step
// (Check) or between steps (Run); a step the rules refuse stops the run at
// its line.
func TestABrokenExpectationFails(t *testing.T) {
	scenariotest.BrokenExpectations(t, "example-torch-triangle.txt", Parse, []scenariotest.Change{
		{"expect torches 4", "expect torches 5", "example-torch-triangle.txt:28: expect torches 5: torches is 4, expected 5"},
		{"expect torches 5", "expect torches 4", "example-torch-triangle.txt:19: expect torches 4: torches is 5, expected 4"},
		{"do cleo: explore R13 1,-3 rot2", "do cleo: explore R13 1,-3 rot0", "example-torch-triangle.txt:25: step \"explore R13 1,-3 rot0\""},
		{"do end", "do howard: end", "example-torch-triangle.txt:23: do: howard does not play in this game"},
	})
}

// TestBadFilesSayWhatAndWhere: a file that cannot be read, or describes
// a position that cannot happen, gets a short message with its line.
func TestBadFilesSayWhatAndWhere(t *testing.T) {
	scenariotest.BadFiles(t, Parse, []scenariotest.Bad{
		{"room R01 0,-1 rot0\n", "bad.txt:1: the first line must be \"cats\""},
		{"cats cleo cleo\n", "bad.txt:1: cats: cleo is named twice"},
		{"cats tom\n", "bad.txt:1: cats: \"tom\" is not a cat"},
		{"cats cleo\nhand cleo R01\ndifficulty easy\n", "bad.txt:3: difficulty: the game's options"},
		{"cats cleo\nroom R26 0,-1 rot7\n", "bad.txt:2: room: \"rot7\" is not a rotation"},
		{"cats cleo\nroom R26 0,0 rot0\n", "bad.txt:2: room: cell 0,0 is already taken"},
		{"cats cleo\nroom R26 0,-1 rot0\nhand cleo R26\n", "bad.txt:3: hand: R26 is already placed on line 2"},
		{"cats cleo\nhand cleo R01\nhand cleo R02\n", "bad.txt:3: hand: \"hand cleo\" is already given on line 2"},
		{"cats cleo\nhand cleo R01\ncat cleo 0,-3\n", "bad.txt:3: cat: no room is laid on 0,-3"},
		{"cats cleo\nroom R26 0,-1 rot1\nhand cleo R01\n", "bad.txt: the position cannot happen"},
		{"cats cleo\nroom R26 0,-1 rot0\n", "bad.txt: cleo holds no card"},
		{"cats cleo\nroom R26 0,-1 rot0\nmummy lord 0,-1\n", "bad.txt:3: mummy: the Lord appears only when the Exit opens"},
		{"cats cleo\nroom R26 0,-1 rot0\nmummy m1 0,-1 hearts 6\n", "bad.txt:3: mummy: \"6\" is not a number of hearts (1 to 5)"},
		{"cats cleo\ntokens cleo S16\n", "bad.txt:2: tokens: S16 is a Trap"},
		{"cats cleo\nroom R32 0,-1 rot0\nroom R31 0,-2 rot1\nroom R14 1,-2 rot3\nmechanism exit 0,-1 0,-2 1,-2\n", "bad.txt:5: mechanism: an exit mechanism needs three different symbols"},
		{"cats cleo\nhand cleo R01\nexpect torches five\n", "bad.txt:3: expect torches: \"five\" is not a number"},
		{"cats cleo\nhand cleo R01\nexpect event teleported\n", "bad.txt:3: expect event: \"teleported\" is not an event"},
		{"cats cleo\nhand cleo R01\nexpect legal \"end\n", "bad.txt:3: a quote is not closed"},
		{"cats cleo\nhand cleo R01\ndo end\nhand cleo R02\n", "bad.txt:4: hand: the position must be described before"},
		{"cats cleo\nhand cleo R01\nfrobnicate\n", "bad.txt:3: frobnicate: unknown field"},
	})
}

// TestScenarioDocExample plays the example of docs/runrunrun-scenarios.md,
// so the documentation cannot drift from the format.
func TestScenarioDocExample(t *testing.T) {
	scenariotest.DocExample(t, "docs/runrunrun-scenarios.md", Parse)
}

// TestRulesCoverageListsEveryScenario: docs/runrunrun-rules-coverage.md
// names every scenario file, and every file it names exists.
func TestRulesCoverageListsEveryScenario(t *testing.T) {
	scenariotest.CoverageListsEveryFile(t, "docs/runrunrun-rules-coverage.md")
}

// TestChanceStepsFollowTheSeed: "do chance" lets the file's seed draw the
// outcome, as a game's generator would: the same seed plays the same
// outcome, other seeds others; with nothing left to chance it is refused
// with the line.
func TestChanceStepsFollowTheSeed(t *testing.T) {
	drawn := map[string]bool{}
	for seed := range 6 {
		text := "cats cleo\nseed " + string(rune('0'+seed)) + "\nhand cleo R40 R48\ndo explore R40 0,-1 rot0\ndo chance\nexpect cards cleo 2\n"
		var first string
		for range 2 {
			_, s, err := scenariotest.Play(Parse, "seed.txt", []byte(text))
			if err != nil {
				t.Fatal(err)
			}
			hand := cardList(s.Hands[0])
			if first != "" && hand != first {
				t.Fatalf("seed %d drew %s, then %s", seed, first, hand)
			}
			first = hand
		}
		drawn[first] = true
	}
	if len(drawn) < 2 {
		t.Errorf("six seeds drew the same card: %v", drawn)
	}
	sc, err := Parse("seed.txt", []byte("cats cleo\nhand cleo R40 R48\ndo chance\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := sc.Run(); err == nil || !strings.Contains(err.Error(), "seed.txt:3: step \"chance\": nothing is left to chance now") {
		t.Errorf("a chance step at a player's decision: %v", err)
	}
}
