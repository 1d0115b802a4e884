// Package scenariotest holds the tests every game's scenario package runs
// the same way: play every file of testdata/scenarios, play the example of
// the format's document, check that the rules-coverage document names
// every file, break an expectation or a step and see the line named, and
// fuzz the loader. Each game's tests keep what is their own: the bad files
// and messages, what the final position must pass.
package scenariotest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Dir is where a game's scenario files lie, seen from its scenario
// package.
const Dir = "../testdata/scenarios"

// Scenario is a parsed scenario file of a game with State S and Event E.
type Scenario[S, E any] interface {
	Run() (S, []E, error)
	Check(s S, evs []E) error
}

// Play parses a file, plays its steps and checks its expectations: the
// scenario and its final state, or the first thing wrong.
func Play[Sc Scenario[S, E], S, E any](parse func(name string, data []byte) (Sc, error), name string, data []byte) (Sc, S, error) {
	var s S
	sc, err := parse(name, data)
	if err != nil {
		return sc, s, err
	}
	s, evs, err := sc.Run()
	if err == nil {
		err = sc.Check(s, evs)
	}
	return sc, s, err
}

// EachFile runs test on every file of Dir, as a subtest named after it.
func EachFile(t *testing.T, test func(t *testing.T, name string, data []byte)) {
	t.Helper()
	files, err := filepath.Glob(Dir + "/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no scenario files found: %v", err)
	}
	for _, f := range files {
		name := filepath.Base(f)
		t.Run(strings.TrimSuffix(name, ".txt"), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			test(t, name, data)
		})
	}
}

// Checked is a Scenario that counts its expectations.
type Checked[S, E any] interface {
	Scenario[S, E]
	Checks() int
}

// EachFilePlays plays every file of Dir: each must check something, pass,
// and end in a position final accepts (the engine's Check).
func EachFilePlays[Sc Checked[S, E], S, E any](t *testing.T, parse func(name string, data []byte) (Sc, error), final func(s *S) error) {
	t.Helper()
	EachFile(t, func(t *testing.T, name string, data []byte) {
		sc, s, err := Play(parse, name, data)
		if err != nil {
			t.Fatal(err)
		}
		if sc.Checks() == 0 {
			t.Fatal("the scenario checks nothing")
		}
		if err := final(&s); err != nil {
			t.Fatalf("the final position breaks a rule: %v", err)
		}
	})
}

// DocExample plays the example of the format's document (doc, a path from
// the repository's root), so the documentation cannot drift from the
// format.
func DocExample[Sc Scenario[S, E], S, E any](t *testing.T, doc string, parse func(name string, data []byte) (Sc, error)) {
	t.Helper()
	text, err := os.ReadFile("../../../" + doc)
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(text), "## Example\n\n```\n")
	example, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatalf("%s has no example block", doc)
	}
	if _, _, err := Play(parse, doc, []byte(example)); err != nil {
		t.Fatal(err)
	}
}

// Change is a change to a scenario file and what its error must say (an
// alias of an unnamed struct, so that the games' tables of cases stay
// short, unkeyed).
type Change = struct{ From, To, Want string }

// BrokenExpectations applies each change to the file name of Dir and
// checks that parsing, playing or checking it fails with Want: an
// expectation that is false names its line, whether it is checked after
// the last step or between steps, and a step the rules refuse stops the
// run at its line. A From that is not in the file is itself a failure:
// the case would prove nothing.
func BrokenExpectations[Sc Scenario[S, E], S, E any](t *testing.T, name string, parse func(name string, data []byte) (Sc, error), changes []Change) {
	t.Helper()
	data, err := os.ReadFile(Dir + "/" + name)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range changes {
		text := strings.Replace(string(data), c.From, c.To, 1)
		if text == string(data) {
			t.Fatalf("%q is not in %s", c.From, name)
		}
		if _, _, err := Play(parse, name, []byte(text)); err == nil || !strings.Contains(err.Error(), c.Want) {
			t.Errorf("%q → %q: %v, want %q", c.From, c.To, err, c.Want)
		}
	}
}

// CoverageListsEveryFile checks that the rules-coverage document doc (a
// path from the repository's root) names every file of Dir in backquotes,
// and that every file or pattern (filepath.Match) it names exists.
func CoverageListsEveryFile(t *testing.T, doc string) {
	t.Helper()
	text, err := os.ReadFile("../../../" + doc)
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(Dir + "/*.txt")
	named := map[string]bool{}
	parts := strings.Split(string(text), "`")
	for i := 1; i < len(parts); i += 2 {
		ref := parts[i]
		if !strings.HasSuffix(ref, ".txt") || strings.Contains(ref, "/") {
			continue
		}
		matched := false
		for _, f := range files {
			if ok, _ := filepath.Match(ref, filepath.Base(f)); ok {
				matched = true
			}
		}
		if !matched {
			t.Errorf("%s names %s, which is not in testdata/scenarios", doc, ref)
		}
		named[ref] = true
	}
	for _, f := range files {
		if !named[filepath.Base(f)] {
			t.Errorf("%s is not listed by name in %s", filepath.Base(f), doc)
		}
	}
}

// Fuzz feeds arbitrary text to the scenario loader, with the files of Dir
// and seed as its corpus, and runs what loads: malformed input must come
// back as an error naming the file, never a panic. final checks the
// position a loaded file played to (the engine's Check).
func Fuzz[Sc Scenario[S, E], S, E any](f *testing.F, parse func(name string, data []byte) (Sc, error), seed string, final func(s *S) error) {
	files, _ := filepath.Glob(Dir + "/*.txt")
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(seed))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := parse("fuzz.txt", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.txt") {
				t.Fatalf("the error does not name the file: %v", err)
			}
			return
		}
		s, evs, err := sc.Run()
		if err != nil {
			return
		}
		_ = sc.Check(s, evs)
		if err := final(&s); err != nil {
			t.Fatalf("a loaded position played to a broken one: %v", err)
		}
	})
}

// Bad is the text of a file and what the error reading it must say (an
// unnamed struct, as Change).
type Bad = struct{ Text, Want string }

// BadFiles checks that parse refuses each text, read as bad.txt, with an
// error that says Want: a file that cannot be read, or describes a
// position that cannot happen, gets a short message with its line.
func BadFiles[Sc any](t *testing.T, parse func(name string, data []byte) (Sc, error), bad []Bad) {
	t.Helper()
	for _, c := range bad {
		if _, err := parse("bad.txt", []byte(c.Text)); err == nil || !strings.Contains(err.Error(), c.Want) {
			t.Errorf("%q: %v, want %q", c.Text, err, c.Want)
		}
	}
}
