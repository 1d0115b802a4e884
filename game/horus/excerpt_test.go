package horus

import (
	"strings"
	"testing"
)

// huge is a word far longer than anything a file of the game holds, and
// quoted is what an error must never contain: a long run of it. A message
// may name the bad input, but only an excerpt of it.
var (
	huge   = strings.Repeat("x", 2_000)
	quoted = strings.Repeat("x", 200)
)

// checkShort fails if err quotes more than an excerpt of huge.
func checkShort(t *testing.T, what string, err error) {
	t.Helper()
	if err != nil && strings.Contains(err.Error(), quoted) {
		t.Errorf("%s: the error quotes the whole input (%d bytes): %.120s…", what, len(err.Error()), err.Error())
	}
}

// stepTemplates are steps with the huge word in every place a word can
// stand: a command, a square, a card, a die, an ability, a mummy, a facing,
// a number.
var stepTemplates = []string{
	"W", "move W", "jump W", "open W", "take W", "search W", "end W", "reroll W", "reroll red W",
	"discard W", "use W", "use antidote W", "use medikit W", "use bag W", "use crowbar W",
	"ability W", "ability shoot W", "ability stamina W",
	"roll W", "block W", "draw W", "deal W", "place W south", "place A3 W", "roll 4 W", "chance W",
}

// TestErrorsQuoteOnlyAnExcerptOfTheInput: a step, a record field or a
// scenario line of any length is refused with a message of a line or two
// (a 50 MB step made a 157 MB message, and a 1 MB one froze the title).
func TestErrorsQuoteOnlyAnExcerptOfTheInput(t *testing.T) {
	m := sampleMatch(t, 14)
	rec := m.Record
	opt, err := rec.Setup.Options()
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewState(opt)
	if err != nil {
		t.Fatal(err)
	}
	for i, step := range rec.Steps {
		if i%7 == 0 || s.IsChance() && i%3 == 0 {
			for _, tpl := range stepTemplates {
				_, err := s.ParseStep(strings.ReplaceAll(tpl, "W", huge))
				checkShort(t, "step "+tpl, err)
			}
			words := strings.Fields(step)
			for j := range words {
				w := append([]string(nil), words...)
				w[j] = w[j] + huge
				_, err := s.ParseStep(strings.Join(w, " "))
				checkShort(t, "step "+step, err)
			}
		}
		a, err := s.ParseStep(step)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}

	// a record: a huge step replays to a short StepError, and a huge value
	// in any field decodes to a short error
	bad := tableRecord(m)
	bad.Steps[len(bad.Steps)/2] = "move " + huge
	_, err = replay(bad)
	checkShort(t, "a replayed step", err)
	good, err := tableRecord(m).Encode()
	if err != nil {
		t.Fatal(err)
	}
	edits := [][2]string{
		{`"pyramid-record"`, `"` + huge + `"`},
		{`"final_hash": "`, `"final_hash": "` + huge},
		{`"adventurers": [`, `"adventurers": ["` + huge + `", `},
		{`"seats": [`, `"seats": ["` + huge + `", `},
		{`"seed"`, `"` + huge + `": 1, "seed"`},
		{`"seed": 14`, `"seed": 1` + huge},
		{`"seed": 14`, `"seed": "` + huge + `"`},
		{`"first_keeper": 1`, `"first_keeper": 1` + huge},
		{`"format"`, huge + `"format"`},
	}
	for _, e := range edits {
		if !strings.Contains(string(good), e[0]) {
			t.Fatalf("the record has no %s", e[0])
		}
		_, err := decodeAndReplay([]byte(strings.Replace(string(good), e[0], e[1], 1)))
		if err == nil {
			t.Errorf("a huge %s decodes", e[0])
		}
		checkShort(t, "a record with a huge "+e[0], err)
	}
}
