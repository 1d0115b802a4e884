// Package scenariotext is the machinery the games' scenario files share:
// the error that names the file and the line (every game); lines cut into
// fields (comments after '#', one field per double-quoted string), whole
// numbers in a range and a field count (Horus's older format cuts
// comments its own way); and the Script of steps and expectations that an
// Engine plays and checks the same way for every game (script.go), with
// the reading of lines (Grammar), "do" lines and the expectations Pyramid
// of Pengqueen and Run Run Run! word alike. It is generic over a game's
// State, Action and Event and imports no game; each game's scenario
// package keeps its own words for positions and expectations, and its
// engine's calls.
package scenariotext

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// Error is a problem in a scenario file: its name, the line (0 for the
// file as a whole) and what is wrong.
type Error struct {
	Name string
	Line int
	Msg  string
}

func (e *Error) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s: %s", e.Name, e.Msg)
	}
	return fmt.Sprintf("%s:%d: %s", e.Name, e.Line, e.Msg)
}

// StripComment cuts a comment: a '#' at the start of the line or after a
// space.
func StripComment(line string) string {
	for i := 0; i < len(line); i++ {
		if line[i] == '#' && (i == 0 || line[i-1] == ' ' || line[i-1] == '\t') {
			return line[:i]
		}
	}
	return line
}

// SplitFields splits on white space; a double-quoted string is one field,
// kept with its opening quote so that it can be told from a bare word. A
// quote also ends a bare word.
func SplitFields(line string) ([]string, error) { return splitFields(line, true) }

// SplitFieldsQuoteInWord is SplitFields as Horus's older format cuts: a
// quote inside a bare word is part of the word.
func SplitFieldsQuoteInWord(line string) ([]string, error) { return splitFields(line, false) }

func splitFields(line string, quoteEndsWord bool) ([]string, error) {
	var out []string
	for i := 0; i < len(line); {
		switch c := line[i]; {
		case c == ' ' || c == '\t' || c == '\r':
			i++
		case c == '"':
			j := strings.IndexByte(line[i+1:], '"')
			if j < 0 {
				return nil, fmt.Errorf("a quote is not closed")
			}
			out = append(out, "\""+line[i+1:i+1+j])
			i += j + 2
		default:
			j := i
			for j < len(line) && line[j] != ' ' && line[j] != '\t' && line[j] != '\r' && (line[j] != '"' || !quoteEndsWord) {
				j++
			}
			out = append(out, line[i:j])
			i = j
		}
	}
	return out, nil
}

// Quoted reports whether a field was written in quotes, and its text.
func Quoted(f string) (string, bool) {
	if strings.HasPrefix(f, "\"") {
		return f[1:], true
	}
	return f, false
}

// Need checks the number of arguments of a field.
func Need(args []string, lo, hi int, usage string) error {
	if len(args) < lo || hi >= 0 && len(args) > hi {
		return fmt.Errorf("write %s", usage)
	}
	return nil
}

// Number reads a whole number between lo and hi.
func Number(w string, lo, hi int, what string) (int, error) {
	n, err := strconv.Atoi(w)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%s is not a %s (%d to %d)", excerpt.Quote(w), what, lo, hi)
	}
	return n, nil
}

// Given is the line each field of a file was given on.
type Given map[string]int

// Once refuses a field given twice: a second line would silently
// override the first.
func (g *Given) Once(key string, line int) error {
	if *g == nil {
		*g = Given{}
	}
	if l, ok := (*g)[key]; ok {
		return fmt.Errorf("%q is already given on line %d; give it once", key, l)
	}
	(*g)[key] = line
	return nil
}

// Seed reads "seed N": the seed of the generator that decides a file's
// "do chance" steps.
func Seed(args []string) (uint64, error) {
	if err := Need(args, 1, 1, "seed N"); err != nil {
		return 0, err
	}
	n, err := strconv.ParseUint(args[0], 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%s is not a seed (a whole number from 0)", excerpt.Quote(args[0]))
	}
	return n, nil
}
