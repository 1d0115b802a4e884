// Package scenario is Run Run Run!'s scenario format: a hand-written
// position of the maze, the steps to play from it and what must hold
// afterwards, in a small line-based text (docs/runrunrun-scenarios.md).
// Scenarios prove the rules one by one: each file in
// game/runrunrun/testdata/scenarios is named after the rule of the
// rulebook or the ruling of the spec it proves, and quotes it. Positions
// are built through the engine's exported set-up (runrunrun.NewPosition,
// LayRoom, WorkedMechanism, SetNode and the State's fields) and checked by
// State.Check, so the format lives beside the engine, not inside it. It
// follows The Pyramid of Horus's format (game/horus/scenario).
package scenario

import (
	"fmt"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/internal/scenariotext"
)

// A Scenario is a hand-written position, the steps to play from it and
// what must hold afterwards.
type Scenario struct {
	Name   string
	start  rrr.State // the position, before its automatic steps have run
	seed   uint64    // the generator of "do chance" steps
	script scenariotext.Script[rrr.State, rrr.Event]
}

// Error is a problem in a scenario file, at a line (0: the whole file).
type Error = scenariotext.Error

// Parse reads a scenario file. Every error names the line and the field
// at fault; nothing in data can make it panic.
func Parse(name string, data []byte) (Scenario, error) {
	b := &builder{name: name, turn: -1}
	b.script.Name = name
	grammar := words
	grammar.Seat, grammar.Position, grammar.Expect, grammar.Field = b.seat, b.position, b.parseExpect, b.field
	err := scenariotext.Lines(name, data, scenariotext.StripComment, scenariotext.SplitFields, func(line int, f []string, text string) error {
		b.line = line
		return b.script.Line(grammar, line, f, text)
	})
	if err != nil {
		return Scenario{}, err
	}
	b.line = 0
	if err := b.finish(); err != nil {
		return Scenario{}, err
	}
	return Scenario{Name: name, start: b.s, seed: b.seed, script: b.script}, nil
}

// words are the format's own words for Script.Line; Parse adds the
// builder's hooks.
var words = scenariotext.Grammar[rrr.State, rrr.Event]{Doc: "docs/runrunrun-scenarios.md", DoExample: "\"do explore R12 0,-2 rot3\" or \"do roll hit\"", ChanceWords: chanceWords}

// chanceWords are the words of chance steps that take one outcome each:
// "do roll hit paw hex" stands for three rolls.
var chanceWords = map[string]bool{"draw": true, "roll": true, "lose": true, "pull": true}

func (b *builder) errf(format string, args ...any) error {
	return &Error{Name: b.name, Line: b.line, Msg: fmt.Sprintf(format, args...)}
}

// Run plays the steps from the scenario's position. Expectations written
// between steps are checked on the way; those after the last step are
// left to Check. The error names the line of the step or expectation that
// failed.
func (sc Scenario) Run() (rrr.State, []rrr.Event, error) {
	s := sc.start
	evs := s.Start(nil)
	// "do chance" draws from a match's generator seeded by the file.
	m, err := rrr.NewMatch(s.Opt, sc.seed)
	if err != nil {
		return s, evs, &Error{Name: sc.Name, Msg: err.Error()}
	}
	evs, err = engine.WithChance(func(s *rrr.State) rrr.Action {
		m.State = *s
		return m.ChanceOutcome()
	}).Run(sc.script, &s, evs)
	return s, evs, err
}

// engine plays the steps on Run Run Run!'s engine.
var engine = scenariotext.NewEngine[rrr.Action, rrr.Event](func(s *rrr.State, seat int) string { return s.Opt.Cats[seat].String() }, whoActs)

// Check verifies the expectations written after the last step against the
// state and events Run returned.
func (sc Scenario) Check(s rrr.State, evs []rrr.Event) error { return sc.script.Check(s, evs) }

// Steps is the number of steps the scenario plays.
func (sc Scenario) Steps() int { return sc.script.Steps() }

// Checks is the number of expectations the scenario makes.
func (sc Scenario) Checks() int { return sc.script.Checks() }

// whoActs names who acts now, and what the game waits for, for messages.
func whoActs(s *rrr.State) string {
	switch c := s.Current(); c {
	case rrr.ChanceSeat:
		return "chance's turn (" + s.Top().Kind.String() + ")"
	case rrr.TerminalSeat:
		return "the end of the game"
	default:
		return s.Opt.Cats[c].String() + "'s turn (" + s.Top().Kind.String() + ")"
	}
}
