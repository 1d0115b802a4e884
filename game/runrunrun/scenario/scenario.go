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
	"strings"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
	"github.com/pyramid-studio/pyramid/internal/scenariotext"
)

// A Scenario is a hand-written position, the steps to play from it and
// what must hold afterwards.
type Scenario struct {
	Name  string
	start rrr.State // the position, before its automatic steps have run
	seed  uint64    // the generator of "do chance" steps
	items []item    // steps and expectations, in file order
}

// item is one "do" step or one "expect" line.
type item struct {
	line   int
	text   string // the line as written, for messages
	step   string // the step in notation; empty for an expectation
	actor  int    // seat that must act for the step, -1 if not said
	expect expectFn
}

// Error is a problem in a scenario file, at a line (0: the whole file).
type Error = scenariotext.Error

// Parse reads a scenario file. Every error names the line and the field
// at fault; nothing in data can make it panic.
func Parse(name string, data []byte) (Scenario, error) {
	b := &builder{name: name, turn: -1}
	for i, raw := range strings.Split(string(data), "\n") {
		b.line = i + 1
		line := scenariotext.StripComment(raw)
		f, err := scenariotext.SplitFields(line)
		if err != nil {
			return Scenario{}, b.errf("%v", err)
		}
		if len(f) == 0 {
			continue
		}
		if err := b.lineFields(f, excerpt.Cut(strings.TrimSpace(line))); err != nil {
			return Scenario{}, err
		}
	}
	b.line = 0
	if err := b.finish(); err != nil {
		return Scenario{}, err
	}
	return Scenario{Name: name, start: b.s, seed: b.seed, items: b.items}, nil
}

// lineFields dispatches one line: a set-up or position field, a step or
// an expectation.
func (b *builder) lineFields(f []string, text string) error {
	key := strings.ToLower(excerpt.Cut(f[0]))
	args := f[1:]
	for _, a := range args {
		if _, q := scenariotext.Quoted(a); q && key != "expect" {
			return b.errf("%s: quotes are only for the step of expect legal and expect illegal", key)
		}
	}
	switch key {
	case "do":
		return b.doLine(args, text)
	case "expect":
		if len(args) == 0 {
			return b.errf("expect: say what to check (see docs/runrunrun-scenarios.md)")
		}
		if err := b.position(); err != nil {
			return err
		}
		what := strings.ToLower(excerpt.Cut(args[0]))
		fn, err := b.parseExpect(what, args[1:])
		if err != nil {
			return b.errf("expect %s: %v", what, err)
		}
		b.items = append(b.items, item{line: b.line, text: text, actor: -1, expect: fn})
		return nil
	}
	if len(b.items) > 0 {
		return b.errf("%s: the position must be described before the first do or expect line", key)
	}
	if err := b.field(key, args); err != nil {
		return b.errf("%s: %v", key, err)
	}
	return nil
}

// chanceWords are the words of chance steps that take one outcome each:
// "do roll hit paw hex" stands for three rolls.
var chanceWords = map[string]bool{"draw": true, "roll": true, "lose": true, "pull": true}

// doLine reads "do [CAT:] STEP".
func (b *builder) doLine(args []string, text string) error {
	if err := b.position(); err != nil {
		return err
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
		return b.errf("do: name the step, e.g. \"do explore R12 0,-2 rot3\" or \"do roll hit\"")
	}
	if strings.ToLower(args[0]) == "chance" {
		n := 1
		if len(args) > 2 {
			return b.errf("do chance: write do chance [N]")
		}
		if len(args) == 2 {
			var err error
			if n, err = scenariotext.Number(args[1], 1, 99, "number of chance steps"); err != nil {
				return b.errf("do chance: %v", err)
			}
		}
		for range n {
			b.items = append(b.items, item{line: b.line, text: text, step: "chance", actor: actor})
		}
		return nil
	}
	if chanceWords[strings.ToLower(args[0])] && len(args) > 2 {
		for _, v := range args[1:] {
			b.items = append(b.items, item{line: b.line, text: text, step: args[0] + " " + v, actor: actor})
		}
		return nil
	}
	b.items = append(b.items, item{line: b.line, text: text, step: strings.Join(args, " "), actor: actor})
	return nil
}

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
	// "do chance" draws from a match's generator seeded by the file, as a
	// game would: the same file always plays the same outcomes.
	m, err := rrr.NewMatch(s.Opt, sc.seed)
	if err != nil {
		return s, evs, &Error{Name: sc.Name, Msg: err.Error()}
	}
	last := sc.lastStep()
	for i, it := range sc.items {
		if it.step == "" {
			if i < last {
				if err := it.expect(&s, evs); err != nil {
					return s, evs, &Error{Name: sc.Name, Line: it.line, Msg: fmt.Sprintf("%s: %v", it.text, err)}
				}
			}
			continue
		}
		if it.actor >= 0 && s.Current() != it.actor {
			return s, evs, &Error{Name: sc.Name, Line: it.line, Msg: fmt.Sprintf("%s: %s should act, but it is %s", it.text, s.Opt.Cats[it.actor], whoActs(&s))}
		}
		var a rrr.Action
		var err error
		if it.step == "chance" {
			m.State = s
			if a = m.ChanceOutcome(); a == (rrr.Action{}) {
				err = fmt.Errorf("nothing is left to chance now")
			}
		} else {
			a, err = s.ParseStep(it.step)
		}
		if err == nil {
			evs, err = s.ApplyEvents(a, evs)
		}
		if err != nil {
			return s, evs, &Error{Name: sc.Name, Line: it.line, Msg: fmt.Sprintf("step %s: %v (it is %s)", excerpt.Quote(it.step), err, whoActs(&s))}
		}
	}
	return s, evs, nil
}

// Check verifies the expectations written after the last step against the
// state and events Run returned.
func (sc Scenario) Check(s rrr.State, evs []rrr.Event) error {
	var errs []string
	for _, it := range sc.items[sc.lastStep()+1:] {
		if err := it.expect(&s, evs); err != nil {
			errs = append(errs, (&Error{Name: sc.Name, Line: it.line, Msg: fmt.Sprintf("%s: %v", it.text, err)}).Error())
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("%s", strings.Join(errs, "\n"))
	}
	return nil
}

// lastStep is the index of the last step item, -1 if there is none.
func (sc Scenario) lastStep() int {
	last := -1
	for i, it := range sc.items {
		if it.step != "" {
			last = i
		}
	}
	return last
}

// Steps is the number of steps the scenario plays.
func (sc Scenario) Steps() int {
	n := 0
	for _, it := range sc.items {
		if it.step != "" {
			n++
		}
	}
	return n
}

// Checks is the number of expectations the scenario makes.
func (sc Scenario) Checks() int { return len(sc.items) - sc.Steps() }

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
