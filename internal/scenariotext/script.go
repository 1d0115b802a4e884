package scenariotext

import (
	"fmt"
	"strings"

	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// Lines reads a scenario file line by line: strip cuts the comment, split
// cuts the rest into fields, and fn gets each line that has any fields,
// with its number and its text cut short for messages. A field split
// refuses (a quote left open) is an error at its line. The games pass
// their own strip and split: Horus's older format cuts comments its own
// way.
func Lines(name string, data []byte, strip func(string) string, split func(string) ([]string, error), fn func(line int, f []string, text string) error) error {
	for i, raw := range strings.Split(string(data), "\n") {
		line := strip(raw)
		f, err := split(line)
		if err != nil {
			return &Error{Name: name, Line: i + 1, Msg: err.Error()}
		}
		if len(f) == 0 {
			continue
		}
		if err := fn(i+1, f, excerpt.Cut(strings.TrimSpace(line))); err != nil {
			return err
		}
	}
	return nil
}

// Item is one "do" step or one "expect" line of a scenario.
type Item[S, E any] struct {
	Line   int
	Text   string // the line as written, for messages
	Step   string // the step in notation; empty for an expectation
	Actor  int    // seat that must act for the step, -1 if not said
	Expect func(s *S, evs []E) error
}

// Script is a scenario's steps and expectations in file order, for the
// game's State S and Event E. Every game plays them the same way once its
// position is built, so that part lives here and each game's scenario
// package keeps only its own words.
type Script[S, E any] struct {
	Name  string
	Items []Item[S, E]
}

// AddStep adds a step in the game's notation; actor is the seat that must
// play it, -1 if the file does not say.
func (sc *Script[S, E]) AddStep(line int, text, step string, actor int) {
	sc.Items = append(sc.Items, Item[S, E]{Line: line, Text: text, Step: step, Actor: actor})
}

// AddExpect adds an expectation.
func (sc *Script[S, E]) AddExpect(line int, text string, fn func(s *S, evs []E) error) {
	sc.Items = append(sc.Items, Item[S, E]{Line: line, Text: text, Actor: -1, Expect: fn})
}

// Do reads the words of a "do" line into steps: "[SEAT:] STEP"; "chance
// [N]", N steps the game's generator decides; and a word of chanceWords
// followed by several outcomes ("roll hit paw hex"), one step each. seat
// reads a seat's name; example is a step or two for the message when none
// is named. The error is the line's message, without its place.
func (sc *Script[S, E]) Do(line int, text string, args []string, seat func(string) (int, error), chanceWords map[string]bool, example string) error {
	actor := -1
	if len(args) > 0 && strings.HasSuffix(args[0], ":") {
		p, err := seat(strings.TrimSuffix(args[0], ":"))
		if err != nil {
			return fmt.Errorf("do: %v", err)
		}
		actor, args = p, args[1:]
	}
	if len(args) == 0 {
		return fmt.Errorf("do: name the step, e.g. %s", example)
	}
	if strings.ToLower(args[0]) == "chance" {
		n := 1
		if len(args) > 2 {
			return fmt.Errorf("do chance: write do chance [N]")
		}
		if len(args) == 2 {
			var err error
			if n, err = Number(args[1], 1, 99, "number of chance steps"); err != nil {
				return fmt.Errorf("do chance: %v", err)
			}
		}
		for range n {
			sc.AddStep(line, text, "chance", actor)
		}
		return nil
	}
	if chanceWords[strings.ToLower(args[0])] && len(args) > 2 {
		for _, v := range args[1:] {
			sc.AddStep(line, text, args[0]+" "+v, actor)
		}
		return nil
	}
	sc.AddStep(line, text, strings.Join(args, " "), actor)
	return nil
}

// lastStep is the index of the last step item, -1 if there is none.
func (sc Script[S, E]) lastStep() int {
	last := -1
	for i, it := range sc.Items {
		if it.Step != "" {
			last = i
		}
	}
	return last
}

// Steps is the number of steps the scenario plays.
func (sc Script[S, E]) Steps() int {
	n := 0
	for _, it := range sc.Items {
		if it.Step != "" {
			n++
		}
	}
	return n
}

// Checks is the number of expectations the scenario makes.
func (sc Script[S, E]) Checks() int { return len(sc.Items) - sc.Steps() }

// Check verifies the expectations written after the last step against the
// state and events the steps ended with; it names every one that fails.
func (sc Script[S, E]) Check(s S, evs []E) error {
	var errs []string
	for _, it := range sc.Items[sc.lastStep()+1:] {
		if err := it.Expect(&s, evs); err != nil {
			errs = append(errs, sc.errAt(it, err).Error())
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("%s", strings.Join(errs, "\n"))
	}
	return nil
}

func (sc Script[S, E]) errAt(it Item[S, E], err error) *Error {
	return &Error{Name: sc.Name, Line: it.Line, Msg: fmt.Sprintf("%s: %v", it.Text, err)}
}

// Engine is how a script's steps are played on a game: the engine's calls
// (NewEngine takes them from the State's methods) and how its messages
// name who acts.
type Engine[S any, A comparable, E any] struct {
	Current     func(s *S) int
	ParseStep   func(s *S, step string) (A, error)
	ApplyEvents func(s *S, a A, evs []E) ([]E, error)
	// Chance, when not nil, decides a "chance" step: the outcome the
	// game's generator draws now, or why there is none (WithChance).
	Chance func(s *S) (A, error)
	// SeatName names a seat as the files do; WhoActs names who acts now
	// and what the game waits for.
	SeatName func(s *S, seat int) string
	WhoActs  func(s *S) string
}

// Stepper is a game's *State as an Engine plays it.
type Stepper[S any, A, E any] interface {
	*S
	Current() int
	ParseStep(step string) (A, error)
	ApplyEvents(a A, evs []E) ([]E, error)
}

// NewEngine is the Engine of a game whose *State is a Stepper:
// NewEngine[Action, Event](seatName, whoActs).
func NewEngine[A comparable, E any, S any, P Stepper[S, A, E]](seatName func(s *S, seat int) string, whoActs func(s *S) string) Engine[S, A, E] {
	return Engine[S, A, E]{
		Current:     func(s *S) int { return P(s).Current() },
		ParseStep:   func(s *S, step string) (A, error) { return P(s).ParseStep(step) },
		ApplyEvents: func(s *S, a A, evs []E) ([]E, error) { return P(s).ApplyEvents(a, evs) },
		SeatName:    seatName,
		WhoActs:     whoActs,
	}
}

// Run plays the script's steps on s, adding their events to evs.
// Expectations written between steps are checked on the way; those after
// the last step are left to Check. The error names the line of the step
// or expectation that failed.
func (g Engine[S, A, E]) Run(sc Script[S, E], s *S, evs []E) ([]E, error) {
	return g.play(sc, s, evs, true)
}

// Steps plays the script's steps on s without checking any expectation:
// a line of play written beforehand.
func (g Engine[S, A, E]) Steps(sc Script[S, E], s *S, evs []E) ([]E, error) {
	return g.play(sc, s, evs, false)
}

func (g Engine[S, A, E]) play(sc Script[S, E], s *S, evs []E, checks bool) ([]E, error) {
	last := sc.lastStep()
	for i, it := range sc.Items {
		if it.Step == "" {
			if checks && i < last {
				if err := it.Expect(s, evs); err != nil {
					return evs, sc.errAt(it, err)
				}
			}
			continue
		}
		if it.Actor >= 0 && g.Current(s) != it.Actor {
			return evs, sc.errAt(it, fmt.Errorf("%s should act, but it is %s", g.SeatName(s, it.Actor), g.WhoActs(s)))
		}
		var a A
		var err error
		if it.Step == "chance" && g.Chance != nil {
			a, err = g.Chance(s)
		} else {
			a, err = g.ParseStep(s, it.Step)
		}
		if err == nil {
			evs, err = g.ApplyEvents(s, a, evs)
		}
		if err != nil {
			return evs, &Error{Name: sc.Name, Line: it.Line, Msg: fmt.Sprintf("step %s: %v (it is %s)", excerpt.Quote(it.Step), err, g.WhoActs(s))}
		}
	}
	return evs, nil
}

// Expect is one parsed expectation: how the state or the events differ
// from what the scenario says.
type Expect[S, E any] func(s *S, evs []E) error

// NumberIs reads "expect KEY N": the number get reads off the state must
// be N, from lo to hi.
func NumberIs[S, E any](key, usage string, args []string, lo, hi int, get func(s *S) int) (Expect[S, E], error) {
	if err := Need(args, 1, 1, usage); err != nil {
		return nil, err
	}
	n, err := Number(args[0], lo, hi, "number")
	if err != nil {
		return nil, err
	}
	return func(s *S, _ []E) error {
		if got := get(s); got != n {
			return fmt.Errorf("%s is %d, expected %d", key, got, n)
		}
		return nil
	}, nil
}

// Legality reads `expect legal "STEP"` (legal set) and `expect illegal
// "STEP" [WORDS OF THE REASON...]`: the engine must take the step, or
// refuse it with a reason that says every word. parse and apply are the
// engine's ParseStep and Apply.
func Legality[S comparable, A, E any](legal bool, args []string, parse func(s *S, step string) (A, error), apply func(s *S, a A) error) (Expect[S, E], error) {
	if legal {
		if err := Need(args, 1, 1, "expect legal \"STEP\""); err != nil {
			return nil, err
		}
		step, _ := Quoted(args[0])
		return func(s *S, _ []E) error {
			if err := refusal(s, step, parse, apply); err != nil {
				return fmt.Errorf("%s is refused: %v", excerpt.Quote(step), err)
			}
			return nil
		}, nil
	}
	if err := Need(args, 1, -1, "expect illegal \"STEP\" [WORDS OF THE REASON...]"); err != nil {
		return nil, err
	}
	step, _ := Quoted(args[0])
	var words []string
	for _, w := range args[1:] {
		t, _ := Quoted(w)
		words = append(words, strings.ToLower(t))
	}
	return func(s *S, _ []E) error {
		err := refusal(s, step, parse, apply)
		if err == nil {
			return fmt.Errorf("%s is legal", excerpt.Quote(step))
		}
		for _, w := range words {
			if !strings.Contains(strings.ToLower(err.Error()), w) {
				return fmt.Errorf("%s is refused, but the reason (%v) does not say %q", excerpt.Quote(step), err, w)
			}
		}
		return nil
	}, nil
}

// refusal is why the step would be refused now, or nil when it is among
// the legal steps. Refusing changes nothing; the check works on a copy.
func refusal[S comparable, A any](s *S, step string, parse func(s *S, step string) (A, error), apply func(s *S, a A) error) error {
	c := *s
	a, err := parse(&c, step)
	if err != nil {
		return err
	}
	before := c
	if err := apply(&c, a); err != nil {
		if c != before {
			return fmt.Errorf("refusing the step changed the game")
		}
		return err
	}
	return nil
}

// EventCount says how n matching events differ from what "expect event"
// (want) or "expect no-event" asked: count < 0 asks for at least one.
// seen, when not nil, adds to the message what did happen.
func EventCount(want bool, count, n int, seen func() string) error {
	if seen == nil {
		seen = func() string { return "" }
	}
	switch {
	case !want && n > 0:
		return fmt.Errorf("%d such events happened", n)
	case want && count < 0 && n == 0:
		return fmt.Errorf("no such event happened%s", seen())
	case want && count >= 0 && n != count:
		return fmt.Errorf("%d such events happened, expected %d%s", n, count, seen())
	}
	return nil
}

// Grammar is a game's words for the lines of its scenario files, as
// Script.Line reads them (Pyramid of Pengqueen and Run Run Run!; Horus's
// older format reads its own).
type Grammar[S, E any] struct {
	Doc         string          // the format's document, for messages
	DoExample   string          // a step or two, for a do line that names none
	ChanceWords map[string]bool // the words of chance steps that take one outcome each
	Seat        func(name string) (int, error)
	// Position builds the game from its options before the first
	// step or expectation; an *Error it returns stands as it is.
	Position func() error
	Expect   func(what string, args []string) (func(s *S, evs []E) error, error)
	// Field reads a set-up or position line.
	Field func(key string, args []string) error
}

// Line reads one line of a file, cut into fields: a set-up or position
// field, a step or an expectation. Quotes are only for the steps that
// expect legal and expect illegal name, and the position comes before the
// first step or expectation.
func (sc *Script[S, E]) Line(g Grammar[S, E], line int, f []string, text string) error {
	errf := func(format string, args ...any) error {
		return &Error{Name: sc.Name, Line: line, Msg: fmt.Sprintf(format, args...)}
	}
	position := func() error {
		err := g.Position()
		if _, ok := err.(*Error); ok || err == nil {
			return err
		}
		return errf("%v", err)
	}
	key := strings.ToLower(excerpt.Cut(f[0]))
	args := f[1:]
	for _, a := range args {
		if _, q := Quoted(a); q && key != "expect" {
			return errf("%s: quotes are only for the step of expect legal and expect illegal", key)
		}
	}
	switch key {
	case "do":
		if err := position(); err != nil {
			return err
		}
		if err := sc.Do(line, text, args, g.Seat, g.ChanceWords, g.DoExample); err != nil {
			return errf("%v", err)
		}
		return nil
	case "expect":
		if len(args) == 0 {
			return errf("expect: say what to check (see %s)", g.Doc)
		}
		if err := position(); err != nil {
			return err
		}
		what := strings.ToLower(excerpt.Cut(args[0]))
		fn, err := g.Expect(what, args[1:])
		if err != nil {
			return errf("expect %s: %v", what, err)
		}
		sc.AddExpect(line, text, fn)
		return nil
	}
	if len(sc.Items) > 0 {
		return errf("%s: the position must be described before the first do or expect line", key)
	}
	if err := g.Field(key, args); err != nil {
		return errf("%s: %v", key, err)
	}
	return nil
}

// WithChance is the engine with "chance" steps drawn by draw, a match's
// generator: draw puts s in the match and draws the outcome of chance's
// turn, the zero action when nothing is left to chance. A file's seed
// seeds the match, as a game would: the same file always plays the same
// outcomes.
func (g Engine[S, A, E]) WithChance(draw func(s *S) A) Engine[S, A, E] {
	g.Chance = func(s *S) (A, error) {
		var none A
		a := draw(s)
		if a == none {
			return a, fmt.Errorf("nothing is left to chance now")
		}
		return a, nil
	}
	return g
}
