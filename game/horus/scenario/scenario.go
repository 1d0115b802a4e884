// Package scenario is The Pyramid of Horus's scenario format: a
// hand-written position, the steps to play from it and what must hold
// afterwards, in a small line-based text (docs/scenarios.md). Scenarios are
// how the rules are proven one by one: each file in
// game/horus/testdata/scenarios names a rule of the rulebook or a ruling of
// the spec. The format builds positions from the engine's exported State,
// so it lives beside the engine rather than inside it.
package scenario

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/scenariotext"
)

// A Scenario is a hand-written position, the steps to play from it and what
// must hold afterwards.
type Scenario struct {
	Name   string
	start  horus.State // the position, before its automatic steps have run
	script scenariotext.Script[horus.State, horus.Event]
}

// Error names the file, line and field that are wrong (the error every
// game's scenario files share).
type Error = scenariotext.Error

// Parse reads a scenario file. Every error names the line and the
// field at fault; nothing in data can make it panic.
func Parse(name string, data []byte) (Scenario, error) {
	b := newBuilder(name)
	b.script.Name = name
	err := scenariotext.Lines(name, data, stripComment, scenariotext.SplitFieldsQuoteInWord, func(line int, f []string, text string) error {
		b.line = line
		return b.lineFields(f, text)
	})
	if err != nil {
		return Scenario{}, err
	}
	b.line = 0
	if err := b.finish(); err != nil {
		return Scenario{}, err
	}
	return Scenario{Name: name, start: b.s, script: b.script}, nil
}

// stripComment cuts a comment: a '#' at the start of the line or after a
// space, and followed by a space or the end ("#17" stays a card number).
func stripComment(line string) string {
	for i := 0; i < len(line); i++ {
		if line[i] != '#' || (i > 0 && line[i-1] != ' ' && line[i-1] != '\t') {
			continue
		}
		if i+1 == len(line) || line[i+1] == ' ' || line[i+1] == '\t' || line[i+1] == '#' {
			return line[:i]
		}
	}
	return line
}

// lineFields dispatches one line: a setup field, a step or an expectation.
func (b *builder) lineFields(f []string, text string) error {
	key := strings.ToLower(strings.TrimSuffix(excerpt.Cut(f[0]), ":"))
	args := f[1:]
	switch key {
	case "do":
		return b.doLine(args, text)
	case "expect":
		if len(args) == 0 {
			return b.errf("expect: say what to check (see docs/scenarios.md)")
		}
		fn, err := b.parseExpect(strings.ToLower(args[0]), args[1:])
		if err != nil {
			return b.errf("expect %s: %v", excerpt.Cut(strings.ToLower(args[0])), err)
		}
		b.script.AddExpect(b.line, text, fn)
		return nil
	}
	if len(b.script.Items) > 0 {
		return b.errf("%s: the position must be described before the first do/expect line", key)
	}
	if key != "players" && !b.havePlayers {
		return b.errf("%s: the first field must be \"players\" (the adventurers, seat by seat)", key)
	}
	if err := b.setupField(key, args); err != nil {
		return b.errf("%s: %v", key, err)
	}
	return nil
}

// doLine reads "do [SEAT:] STEP"; "roll a b c" stands for several rolls.
// Horus has no "do chance": its files say every die and card.
func (b *builder) doLine(args []string, text string) error {
	if !b.havePlayers {
		return b.errf("do: the position (players first) must come before the steps")
	}
	actor := -1
	if len(args) > 0 && strings.HasSuffix(args[0], ":") {
		p, err := b.seat(strings.TrimSuffix(args[0], ":"))
		if err != nil {
			return b.errf("do: %v", err)
		}
		actor, args = p, args[1:]
	}
	if len(args) == 0 {
		return b.errf("do: name the step, e.g. \"do move D13\" or \"do roll 4\"")
	}
	if strings.ToLower(args[0]) == "roll" && len(args) > 2 {
		for _, v := range args[1:] {
			if _, err := strconv.Atoi(v); err != nil {
				return b.errf("do roll: %s is not a die face", excerpt.Quote(v))
			}
			b.script.AddStep(b.line, text, "roll "+v, actor)
		}
		return nil
	}
	for _, a := range args {
		if _, q := scenariotext.Quoted(a); q {
			return b.errf("do: a step is written without quotes")
		}
	}
	b.script.AddStep(b.line, text, strings.Join(args, " "), actor)
	return nil
}

func (b *builder) errf(format string, args ...any) error {
	return &Error{Name: b.name, Line: b.line, Msg: fmt.Sprintf(format, args...)}
}

// engine plays the steps on The Pyramid of Horus's engine.
var engine = scenariotext.NewEngine[horus.Action, horus.Event](func(s *horus.State, seat int) string { return s.Players[seat].Adventurer.String() }, whoActs)

// Run plays the steps from the scenario's position. Expectations written
// between steps are checked on the way; those after the last step are left
// to Check. The error names the line of the step or expectation that failed.
func (sc Scenario) Run() (horus.State, []horus.Event, error) {
	s := sc.start
	evs := s.Start(nil)
	evs, err := engine.Run(sc.script, &s, evs)
	return s, evs, err
}

// Check verifies the expectations written after the last step against the
// state and events Run returned.
func (sc Scenario) Check(s horus.State, evs []horus.Event) error { return sc.script.Check(s, evs) }

// Steps is the number of steps the scenario plays.
func (sc Scenario) Steps() int { return sc.script.Steps() }

// Checks is the number of expectations the scenario makes.
func (sc Scenario) Checks() int { return sc.script.Checks() }

// whoActs names the seat to act (or chance / game over) for messages.
func whoActs(s *horus.State) string {
	switch c := s.Current(); c {
	case horus.ChanceSeat:
		return "chance's turn (" + chanceName(s) + ")"
	case horus.TerminalSeat:
		return "the end of the game"
	default:
		return s.Players[c].Adventurer.String() + "'s turn"
	}
}

// chanceName says what chance is deciding, as the notation words it.
func chanceName(s *horus.State) string {
	if w := s.ChanceWord(); w != "" {
		return w
	}
	return "nothing"
}

// Position is the scenario's position once its automatic steps have run
// (turns that end by themselves, the start of its phase): where its first
// step is played, as Run plays it.
func (sc Scenario) Position() horus.State {
	s := sc.start
	s.Start(nil)
	return s
}

// Line is the scenario's steps in the engine's notation, as a record
// writes them ("move A7", "roll 5", "draw sand5"), played from Position:
// a game written out beforehand, which a tutorial follows
// (session.Follow). A step the rules refuse is an error naming its line;
// the expectations are not checked (Run does that).
func (sc Scenario) Line() ([]string, error) {
	s := sc.Position()
	var out []string
	g := engine
	g.ApplyEvents = func(s *horus.State, a horus.Action, evs []horus.Event) ([]horus.Event, error) {
		out = append(out, s.Notation(a))
		return evs, s.Apply(a)
	}
	if _, err := g.Steps(sc.script, &s, nil); err != nil {
		return nil, err
	}
	return out, nil
}
