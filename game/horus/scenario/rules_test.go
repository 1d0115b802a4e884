package scenario

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// scenario parses a scenario written in a test, failing the test on error.
func scenario(t *testing.T, text string) Scenario {
	t.Helper()
	sc, err := Parse(t.Name(), []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// runScenario plays a scenario and checks its final expectations.
func runScenario(t *testing.T, sc Scenario) horus.State {
	t.Helper()
	s, evs, err := sc.Run()
	if err != nil {
		t.Fatal(err)
	}
	if err := sc.Check(s, evs); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestWLLTable checks the whole table of the spec: 0-2 cards give WLL 1,
// 3-4 give 2, 5-6 give 3, 7-8 give 4, 9-10 give 5, 11-12 give 6, and the
// number of actions is the number of dice at or above it.
func TestWLLTable(t *testing.T) {
	hands := []string{"", "snake", "snake*2", "snake*3", "snake*3 scorpion", "snake*3 scorpion*2",
		"snake*3 scorpion*3", "snake*3 scorpion*4", "snake*3 scorpion*5", "snake*3 scorpion*6",
		"snake*3 scorpion*6 crocodile", "snake*3 scorpion*6 crocodile*2", "snake*3 scorpion*6 crocodile*3"}
	want := []int{1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6}
	for n, hand := range hands {
		cards := ""
		if hand != "" {
			cards = "cards rice " + hand
		}
		// with the dice 1, 2, 3, 4 and 5, WLL w leaves 6-w actions (none at 6)
		text := fmt.Sprintf("players rice gore\nround 3\nphase roll\nat rice B4\nat gore D12\n%s\ndo roll 1 2 3 4 5\nexpect wll rice %d\nexpect actions rice %d\nexpect count rice %d\n",
			cards, want[n], max(0, 5-want[n]+1), n)
		t.Run(fmt.Sprintf("%d cards", n), func(t *testing.T) { runScenario(t, scenario(t, text)) })
	}
}

// TestCrushWhenNoJump proves the rulebook's crushing: a block falling on an
// adventurer with no free square around him crushes him. Ruling 3 traps
// such an adventurer before it can happen in play (see
// testdata/scenarios/block-crush-no-jump.txt), so the position is made
// directly: David on B13 with blocks on B12 and C13.
func TestCrushWhenNoJump(t *testing.T) {
	sc := scenario(t, `players gore sarti
round 3
phase block
at gore B13
at sarti F9
do block 32
expect fate gore crushed
expect event crushed gore
expect fate sarti inside
expect no-event jumped
`)
	sc.start.Fallen |= 1<<3 | 1<<7
	runScenario(t, sc)
}

// TestMummyTouchAfterJump proves the fourth case of the Mummy's touch (an
// adventurer jumps off a falling block into a mummy's square). On the real
// board blocks fall only in the Cobra Nest and mummies never leave the
// corridor, so a mummy is put on a Nest square by hand to reach the code.
func TestMummyTouchAfterJump(t *testing.T) {
	sc := scenario(t, `players gore sarti
round 3
phase block
at gore D11
at sarti F9
do block 36
do gore: jump D10
expect holds gore block mummy
# still sharing the square when round 4 begins: touched again
expect round 4
expect wounds gore 3
`)
	d10, err := horus.ParseSquare("D10")
	if err != nil {
		t.Fatal(err)
	}
	sc.start.Mummies[0].Square = d10
	runScenario(t, sc)
	_, evs, _ := sc.Run()
	var seq []string
	for _, e := range evs {
		switch {
		case e.Kind == horus.EvJumped, e.Kind == horus.EvRound:
			seq = append(seq, e.Kind.String())
		case e.Kind == horus.EvWound:
			seq = append(seq, e.Card.Info().Kind.String())
		}
	}
	if got := strings.Join(seq, " "); got != "jumped block mummy round mummy" {
		t.Errorf("events %q, want the jump's Block and Mummy wounds before round 4 begins", got)
	}
}

// TestScenarioErrors: malformed files are refused with the line and the
// field at fault, never a panic.
func TestScenarioErrors(t *testing.T) {
	cases := []struct{ text, want string }{
		{"round 3\n", ":1: round: the first field must be \"players\""},
		{"players gore\n", ":1: players: a game has 2 to 6"},
		{"players gore gore\n", "chosen by two seats"},
		{"players gore bob\n", "unknown adventurer \"bob\""},
		{"players gore sarti\nat gore Z9\n", ":2: at: \"Z9\" is not a square"},
		{"players gore sarti\nat gore A8\n", ":2: at: A8 is not part of the pyramid"},
		{"players gore sarti\ncards gore sand4*3\n", ":2: cards: every sand4 card is already placed"},
		{"players gore sarti\ncards gore sand9\n", "\"sand9\" is not a card"},
		{"players gore sarti\ncards gore sand4\ndeck sand sand4 sand4\n", ":3: deck: every sand4 card is already placed (the last one on line 3)"},
		{"players gore sarti\ndeck sand water2\n", "water2 is not a card of the sand deck"},
		{"players gore sarti\nsarcophagus A2 thoth5\n", "holds a Anubis treasure, not thoth5"},
		{"players gore sarti\ncards gore snake*3 scorpion*6 crocodile*4\n", ":2: cards: gore holds 13 cards"},
		{"players gore sarti\ncards gore snake*3 scorpion*6\ncards sarti necklace1\ncards gore crocodile*4\n", ":4: cards: gore holds 13 cards; no one holds more than 12"},
		{"players gore sarti\nmummy imhotep A3 north\n", "A3 is not in the Thoth section"},
		{"players gore sarti\nmummy imhotep H3 east\n", "faces along it"},
		{"players gore sarti\nat gore D11\nblocks 36\n", ":2: at: gore stands on D11, where stone block 36 lies (blocks, line 3)"},
		{"players gore sarti\nround 2\n", ":2: round: gore is still on the Entrance (D14, where the seat starts) after round 1"},
		{"players gore sarti\nround 2\nat sarti D12\nat gore E14\n", ":4: at: gore is still on the Entrance (E14) after round 1 (round 2, line 2)"},
		{"players gore sarti\nat gore B13\nat sarti D12\nblocks 3\nblocks 7\n", ":2: at: gore has no way out from B13 and would be trapped (ruling 3) (blocks on lines 4, 5)"},
		{"players gore sarti\nbag gore sand4\n", "holds no empty Bag card"},
		{"players gore sarti\ncards gore bag\nbag gore idol-sobek\n", "only treasures go into a Bag"},
		{"players gore sarti\ndice 1 2 3\n", ":2: dice: expected"},
		{"players gore sarti\ndice 1 2 3 4 7\n", "\"7\" is not a die face"},
		{"players gore sarti\nphase lunch\n", "unknown phase \"lunch\""},
		{"players gore sarti\nlock\n", "lock: a lock attempt happens on a seat's turn"},
		{"players gore sarti\nfrobnicate 3\n", ":2: frobnicate: unknown field"},
		{"players gore sarti\ndo\n", ":2: do: name the step"},
		{"players gore sarti\nexpect\n", ":2: expect: say what to check"},
		{"players gore sarti\nexpect at gore\n", ":2: expect at: expected"},
		{"players gore sarti\nexpect wobble\n", "unknown expectation"},
		{"players gore sarti\nexpect illegal move A1\n", "write the step in quotes"},
		{"players gore sarti\nexpect illegal \"move A1\n", "a quote is not closed"},
		{"players gore sarti\nexpect event nonsense\n", "unknown event \"nonsense\""},
		{"players gore sarti\ndo move D13\nat gore D12\n", ":3: at: the position must be described before"},
		{"players gore sarti\nphase setup\nat gore D13\n", "starts the game from the box"},
		{"players gore sarti\nfate gore escaped\nkeeper gore\n", ":3: keeper: gore is out of the game (fate, line 2) and cannot be the Dice Keeper"},
		{"players gore sarti\nfate gore escaped\n", ":2: keeper: gore is out of the game (fate, line 2) and cannot be the Dice Keeper"},
		{"players gore sarti\ncards gore idol-sobek\nalcoves sobek\n", ":3: alcoves: the Sobek idol is placed on line 2, so its alcove is empty"},
		{"players gore sarti\nalcoves ra\n", "\"ra\" is not a god"},
		{"players gore sarti\nfate gore escaped\nat gore B4\n", ":3: at: gore has escaped (fate, line 2), so stands on an Entrance square"},
		{"players gore sarti\nblocks 14\nset-aside 14\n", ":3: set-aside: block 14 has already fallen (blocks, line 2)"},
		{"players gore sarti\nphase mummies\nturn gore\n", ":3: turn: seats take turns only in the adjust and actions phases, not mummies (phase, line 2)"},
		{"players gore sarti\nphase actions\nturn sarti\nfate sarti trapped\nat sarti B4\n", ":3: turn: sarti is out of the game (fate, line 4)"},
		{"players gore sarti\nphase actions\nacted sarti\nturn sarti\n", ":4: turn: sarti is listed as having acted (acted, line 3)"},
		{"players gore sarti\nlock\nphase actions\n", ":2: lock: a lock attempt happens on a seat's turn"},
		{"players gore sarti\nphase setup\nkeeper sarti\nround 3\n", ":4: phase setup (line 2) starts the game from the box"},
		// A field given twice would silently override the first: refused, naming both lines.
		{"players gore sarti\nat gore D12\nat sarti D13\nat gore D13\n", ":4: at: \"at gore\" is already given on line 2; give it once"},
		{"players gore sarti\nat 0 D12\nat gore D13\n", ":3: at: \"at gore\" is already given on line 2"},
		{"players gore sarti\nfate sarti escaped\nfate sarti trapped\n", ":3: fate: \"fate sarti\" is already given on line 2"},
		{"players gore sarti\nround 2\nround 3\n", ":3: round: \"round\" is already given on line 2"},
		{"players gore sarti\nphase roll\nphase block\n", ":3: phase: \"phase\" is already given on line 2"},
		{"players gore sarti\nkeeper gore\nkeeper sarti\n", ":3: keeper: \"keeper\" is already given on line 2"},
		{"players gore sarti\nactions gore 2\nactions gore 3\n", ":3: actions: \"actions gore\" is already given on line 2"},
		{"players gore sarti\nwll gore 2\nwll gore 3\n", ":3: wll: \"wll gore\" is already given on line 2"},
		{"players gore sarti\nchests gore 2\nchests gore 3\n", ":3: chests: \"chests gore\" is already given on line 2"},
		{"players gore sarti\ndice 1 2 3 4 5\ndice 6 6 6 6 6\n", ":3: dice: \"dice\" is already given on line 2"},
		{"players gore sarti\nmummy imhotep H5 south\nmummy imhotep H3 north\n", ":3: mummy: \"mummy imhotep\" is already given on line 2"},
		{"players gore sarti\nfate sarti mummified\nmummy sarti A3 north\nmummy sarti A4 north\n", ":4: mummy: \"mummy sarti\" is already given on line 3"},
		{"players gore sarti\noption total-secrecy\noption total-secrecy\n", ":3: option: \"option total-secrecy\" is already given on line 2"},
		{"players gore sarti\nblocks 3 7\nblocks 11 7\n", ":3: blocks: block 7 is already given on line 2"},
		{"players gore sarti\nset-aside 3\nset-aside 4\n", ":3: set-aside: \"set-aside\" is already given on line 2"},
		{"players gore sarti\nalcoves sobek\nalcoves none\n", ":3: alcoves: \"alcoves\" is already given on line 2"},
		{"players gore sarti\nsarcophagus A2 anubis9\nsarcophagus A2 empty\n", ":3: sarcophagus: the sarcophagus beside A2 is already given on line 2"},
		{"players gore sarti\ndeck sand sand4\ndeck sand empty\n", ":3: deck: the sand deck is already given on line 2"},
		{"players gore sarti\nplayers gore sarti\n", ":2: players: already given on line 1"},
	}
	for _, c := range cases {
		_, err := Parse("bad.txt", []byte(c.text))
		if err == nil {
			t.Errorf("%q: accepted, want an error with %q", c.text, c.want)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %q does not contain %q", c.text, err, c.want)
		}
	}
}

// TestScenarioRunNamesTheStep: a step that fails stops the run with the
// line and the reason; a failed expectation is reported by Check.
func TestScenarioRunNamesTheStep(t *testing.T) {
	sc := scenario(t, "players gore sarti\nphase actions\nturn gore\nactions gore 1\n\ndo gore: move D12\n")
	_, _, err := sc.Run()
	if err == nil || !strings.Contains(err.Error(), ":6: step \"move D12\"") || !strings.Contains(err.Error(), "not next to") {
		t.Fatalf("got %v", err)
	}
	sc = scenario(t, "players gore sarti\nphase actions\nturn gore\nactions gore 1\ndo sarti: move E13\n")
	if _, _, err := sc.Run(); err == nil || !strings.Contains(err.Error(), "sarti should act, but it is gore's turn") {
		t.Fatalf("got %v", err)
	}
	sc = scenario(t, "players gore sarti\nphase actions\nturn gore\nactions gore 1\ndo gore: move D13\nexpect at gore D12\nexpect fate gore escaped\n")
	s, evs, err := sc.Run()
	if err != nil {
		t.Fatal(err)
	}
	err = sc.Check(s, evs)
	if err == nil || !strings.Contains(err.Error(), ":6: expect at gore D12: gore is on D13") || !strings.Contains(err.Error(), ":7: expect fate gore escaped: gore is inside") {
		t.Fatalf("got %v", err)
	}
}

// TestScenarioDefaults: cards not placed go to their default places, and
// every card ends up in exactly one place.
func TestScenarioDefaults(t *testing.T) {
	sc := scenario(t, `players gore sarti
round 3
at gore B4
at sarti D12
cards gore sand4 anubis5 idol-thoth mummy
deck water water2 crocodile
sarcophagus H2 empty
`)
	s := sc.start
	if s.Decks[horus.OriginSand].Len() != 17 || s.Decks[horus.OriginWater].Len() != 2 || s.Decks[horus.OriginRubble].Len() != 18 {
		t.Errorf("deck sizes %d %d %d", s.Decks[0].Len(), s.Decks[1].Len(), s.Decks[2].Len())
	}
	if s.Discard.Len() != 17 {
		t.Errorf("the 16 water cards not listed and the Thoth card left over for want of a slot should be in the discard pile, it holds %d", s.Discard.Len())
	}
	if s.Alcoves != (1<<horus.NumGods-1)&^(1<<horus.GodThoth) {
		t.Errorf("alcoves %05b", s.Alcoves)
	}
	if got := s.Sarc[0].Info().Code; got != "anubis6" {
		t.Errorf("A2 holds %s, want the lowest Anubis card left, anubis6", got)
	}
	if s.Sarc[5] != horus.NoCard || s.Sarc[6].Info().Code != "thoth5" {
		t.Errorf("H2 %v H3 %v", s.Sarc[5], s.Sarc[6])
	}
	if s.Supply[0].Len() != 17 || s.Supply[1].Len() != 8 {
		t.Errorf("supplies %d %d", s.Supply[0].Len(), s.Supply[1].Len())
	}
	if !s.Public.Has(horus.IdolCard(horus.GodThoth)) || s.Public.Has(s.Sarc[1]) {
		t.Errorf("idols are public, closed sarcophagi are not")
	}
}
