package scenario

import (
	"strings"
	"testing"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/internal/scenariotext/scenariotest"
)

// TestScenarios plays every file of testdata/scenarios: each one proves a
// rule of the rulebook or a ruling of the spec, and is named after it (see
// docs/pengqueen-rules-coverage.md). The position must pass the engine's
// Check before and after the steps.
func TestScenarios(t *testing.T) {
	scenariotest.EachFilePlays(t, Parse, (*pq.State).Check)
}

// TestABrokenExpectationFails: a scenario whose expectation is false
// fails, naming the line, whether it is checked after the last step
// (Check) or between steps (Run); a step the rules refuse stops the run at
// its line, and so does a step by the wrong seat.
func TestABrokenExpectationFails(t *testing.T) {
	const name = "example-blue-rerolls-and-shows-the-jewel.txt"
	scenariotest.BrokenExpectations(t, name, Parse, []scenariotest.Change{
		{"expect rolling 5", "expect rolling 4", name + ":48: expect rolling 4: rolling is 5, expected 4"},
		{"expect aside 3 ", "expect aside 2 ", name + ":26: expect aside 2"},
		{"expect steps 3", "expect steps 4", name + ":39: expect steps 4: steps is 3, expected 4"},
		{"expect no-event mummy-die", "expect event mummy-die", name + ":41: expect event mummy-die: no such event happened"},
		{"expect illegal \"move 2 C11\"", "expect legal \"move 2 C11\"", name + ":30: expect legal \"move 2 C11\": \"move 2 C11\" is refused"},
		{"do blue: move 4 A11", "do blue: move 4 B11", name + ":31: step \"move 4 B11\""},
		{"do red: reset", "do blue: reset", name + ":37: do blue: reset: blue should act, but it is red's turn (turn)"},
		{"do mummy: step west", "do mummy: step east", name + ":42: step \"step east\""},
	})
}

// TestBadFilesSayWhatAndWhere: a file that cannot be read, or describes
// a position that cannot happen, gets a short message with its line.
func TestBadFilesSayWhatAndWhere(t *testing.T) {
	scenariotest.BadFiles(t, Parse, []scenariotest.Bad{
		{"mummy K11\n", "bad.txt:1: mummy: the first line must be \"players N\""},
		{"do roll\n", "bad.txt:1: the first line must be \"players N\""},
		{"# nothing\n", "bad.txt: the first line must be \"players N\""},
		{"players 6\n", "bad.txt:1: players: \"6\" is not a number of players (2 to 5)"},
		{"players 3\ncolours red red\n", "bad.txt:2: colours: red is named twice"},
		{"players 3\ncolours red\n", "bad.txt:2: colours: write colours and the 2 pieces' colours"},
		{"players 3\ncolours red pink\n", "bad.txt:2: colours: \"pink\" is not a piece's colour"},
		{"players 3\nmummy K11\nseed 4\n", "bad.txt:3: seed: the game's options"},
		{"players 3\nmummy K13\n", "bad.txt:2: mummy: the Mummy may never enter the entrance"},
		{"players 3\nmummy Z99\n", "bad.txt:2: mummy: \"Z99\" is not a square"},
		{"players 3\nmummy K11\nmummy K12\n", "bad.txt:3: mummy: \"mummy\" is already given on line 2"},
		{"players 3\npiece blue K11\n", "bad.txt:2: piece: no blue piece plays in this game"},
		{"players 3\npiece red A1\n", "bad.txt:2: piece: \"A1\" is not a square of the maze"},
		{"players 3\npiece red K11 hiding\n", "bad.txt:2: piece: write piece COLOUR SQUARE [hidden]"},
		{"players 3\npiece red K11\nmummy K11\n", "bad.txt: the position cannot happen: piece 0 shares K11 with the Mummy"},
		{"players 3\npiece red K11\npiece green K11\n", "bad.txt: the position cannot happen: two pieces on K11"},
		{"players 3\nhand red crown\nhand green crown\n", "bad.txt:3: hand: crown is already placed on line 2"},
		{"players 3\nhand red crown sceptre\n", "bad.txt: the cards: seat 1 cannot be dealt"},
		{"players 3\nhand mummy crown\n", "bad.txt:2: hand: the Mummy holds no treasure cards"},
		{"players 3\nhand red tiara\n", "bad.txt:2: hand: \"tiara\" is not a treasure card"},
		{"players 3\ntokens red 0\n", "bad.txt:2: tokens: \"0\" is not a number of life tokens left (1 to 3)"},
		{"players 3\ntokens red 1\nout red\n", "bad.txt:3: out: \"tokens red\" is already given on line 2"},
		{"players 3\ntokens red 1\ntokens green 1\n", "bad.txt: the position cannot happen: the Mummy has 4 of 4 tokens"},
		{"players 3\nout red\nturn red\n", "bad.txt: turn: the red piece is out of the game"},
		{"players 3\naside 6\n", "bad.txt:2: aside: \"6\" is not a number of white dice set aside (0 to 5)"},
		{"players 3\nturn teal\n", "bad.txt:2: turn: \"teal\" is not a piece's colour"},
		{"players 3\nexpect aside five\n", "bad.txt:2: expect aside: \"five\" is not a number"},
		{"players 3\nexpect event teleported\n", "bad.txt:2: expect event: \"teleported\" is not an event"},
		{"players 3\nexpect event moved sideways\n", "bad.txt:2: expect event: \"sideways\" is not a filter"},
		{"players 3\nexpect no-event moved count 2\n", "bad.txt:2: expect no-event: no-event takes no count"},
		{"players 3\nexpect sees mummy crowns\n", "bad.txt:2: expect sees: \"crowns\" is not a piece's colour, a card or dice"},
		{"players 3\nexpect legal \"roll\n", "bad.txt:2: a quote is not closed"},
		{"players 3\nexpect\n", "bad.txt:2: expect: say what to check"},
		{"players 3\ndo roll\nmummy K11\n", "bad.txt:3: mummy: the position must be described before"},
		{"players 3\ndo\n", "bad.txt:2: do: name the step"},
		{"players 3\ndo chance 0\n", "bad.txt:2: do chance: \"0\" is not a number of chance steps"},
		{"players 3\ndo hunter: roll\n", "bad.txt:2: do: name a hunter seat by its piece's colour"},
		{"players 3\nmummy \"K11\"\n", "bad.txt:2: mummy: quotes are only for the step"},
		{"players 3\nfrobnicate\n", "bad.txt:2: frobnicate: unknown field"},
	})
}

// TestScenarioDocExample plays the example of docs/pengqueen-scenarios.md,
// so the documentation cannot drift from the format.
func TestScenarioDocExample(t *testing.T) {
	scenariotest.DocExample(t, "docs/pengqueen-scenarios.md", Parse)
}

// TestRulesCoverageListsEveryScenario: docs/pengqueen-rules-coverage.md
// names every scenario file, and every file it names exists.
func TestRulesCoverageListsEveryScenario(t *testing.T) {
	scenariotest.CoverageListsEveryFile(t, "docs/pengqueen-rules-coverage.md")
}

// TestChanceStepsFollowTheSeed: "do chance" lets the file's seed draw the
// outcome, as a game's generator would: the same seed plays the same
// outcome, other seeds others; with nothing left to chance it is refused
// with the line.
func TestChanceStepsFollowTheSeed(t *testing.T) {
	rolled := map[string]bool{}
	for seed := range 8 {
		text := "players 3\nseed " + string(rune('0'+seed)) + "\ndo red: roll\ndo chance 5\nexpect rolling 0\n"
		var first string
		for range 2 {
			_, s, err := scenariotest.Play(Parse, "seed.txt", []byte(text))
			if err != nil {
				t.Fatal(err)
			}
			faces := ""
			for _, f := range s.Faces {
				faces += f.String() + " "
			}
			if first != "" && faces != first {
				t.Fatalf("seed %d rolled %s, then %s", seed, first, faces)
			}
			first = faces
		}
		rolled[first] = true
	}
	if len(rolled) < 2 {
		t.Errorf("eight seeds rolled the same dice: %v", rolled)
	}
	sc, err := Parse("seed.txt", []byte("players 3\ndo chance\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := sc.Run(); err == nil || !strings.Contains(err.Error(), "seed.txt:2: step \"chance\": nothing is left to chance now") {
		t.Errorf("a chance step at a player's decision: %v", err)
	}
}
