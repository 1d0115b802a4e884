// Package scenario is Pyramid of Pengqueen's scenario format: a
// hand-written position of the pyramid (the Mummy, the hunter pieces, the
// cards dealt and shown, the life tokens, the dice set aside, whose turn),
// the steps to play from it and what must hold afterwards, in a small
// line-based text (docs/pengqueen-scenarios.md). Scenarios prove the rules
// one by one: each file in game/pengqueen/testdata/scenarios is named after
// the rule of the rulebook or the ruling of the spec it proves, and quotes
// it. Positions are built through the engine's exported API (NewState, the
// deal played as chance steps, then the State's public fields and
// Sight.At) and checked by State.Check, so the format lives beside the
// engine, not inside it. It follows Run Run Run!'s format
// (game/runrunrun/scenario).
package scenario

import (
	"fmt"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/internal/scenariotext"
)

// A Scenario is a hand-written position, the steps to play from it and
// what must hold afterwards.
type Scenario struct {
	Name   string
	start  pq.State // the position, before its automatic steps have run
	seed   uint64   // the generator of "do chance" steps
	script scenariotext.Script[pq.State, pq.Event]
}

// Error is a problem in a scenario file, at a line (0: the whole file).
type Error = scenariotext.Error

// Parse reads a scenario file. Every error names the line and the field
// at fault; nothing in data can make it panic.
func Parse(name string, data []byte) (Scenario, error) {
	b := &builder{name: name, turn: -1, mummy: pq.NoSquare}
	b.script.Name = name
	grammar := words
	grammar.Seat, grammar.Position, grammar.Expect, grammar.Field = b.seat, b.position, b.parseExpect, b.field
	for p := range b.pieces {
		b.pieces[p].at = pq.NoSquare
	}
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
var words = scenariotext.Grammar[pq.State, pq.Event]{Doc: "docs/pengqueen-scenarios.md", DoExample: "\"do move 3 L11\" or \"do white 4\"", ChanceWords: chanceWords}

// chanceWords are the words of chance steps that take one outcome each:
// "do white 3 arrow mummy" stands for three dice.
var chanceWords = map[string]bool{"white": true, "black": true}

func (b *builder) errf(format string, args ...any) error {
	return &Error{Name: b.name, Line: b.line, Msg: fmt.Sprintf(format, args...)}
}

// Run plays the steps from the scenario's position. Expectations written
// between steps are checked on the way; those after the last step are
// left to Check. The error names the line of the step or expectation that
// failed.
func (sc Scenario) Run() (pq.State, []pq.Event, error) {
	s := sc.start
	var evs []pq.Event
	// "do chance" draws from a match's generator seeded by the file.
	m, err := pq.NewMatch(s.Opt, sc.seed)
	if err != nil {
		return s, evs, &Error{Name: sc.Name, Msg: err.Error()}
	}
	evs, err = engine.WithChance(func(s *pq.State) pq.Action {
		m.State = *s
		return m.ChanceOutcome()
	}).Run(sc.script, &s, evs)
	return s, evs, err
}

// engine plays the steps on Pyramid of Pengqueen's engine.
var engine = scenariotext.NewEngine[pq.Action, pq.Event](seatName, whoActs)

// Check verifies the expectations written after the last step against the
// state and events Run returned.
func (sc Scenario) Check(s pq.State, evs []pq.Event) error { return sc.script.Check(s, evs) }

// Steps is the number of steps the scenario plays.
func (sc Scenario) Steps() int { return sc.script.Steps() }

// Checks is the number of expectations the scenario makes.
func (sc Scenario) Checks() int { return sc.script.Checks() }

// whoActs names who acts now, and what the game waits for, for messages.
func whoActs(s *pq.State) string {
	switch c := s.Current(); c {
	case pq.ChanceSeat:
		return "chance's turn (" + s.Phase.String() + ")"
	case pq.TerminalSeat:
		return "the end of the game"
	default:
		return seatName(s, c) + "'s turn (" + s.Phase.String() + ")"
	}
}

// seatName names a seat as files do: mummy, the colour of a hunter seat's
// piece, or hunter for the 2-player hunter with two pieces.
func seatName(s *pq.State, seat int) string {
	switch {
	case seat == pq.MummySeat:
		return "mummy"
	case s.NumPieces() != s.NumSeats()-1:
		return "hunter"
	case seat > 0 && seat <= s.NumPieces():
		return s.Opt.Colours[seat-1].String()
	}
	return fmt.Sprintf("seat %d", seat)
}
