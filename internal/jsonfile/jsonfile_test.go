package jsonfile

import (
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/i18n"
)

// file is a small record-like file, as the game's JSON files are.
type file struct {
	Format string `json:"format"`
	Seed   uint64 `json:"seed"`
	Setup  struct {
		Adventurers []string `json:"adventurers"`
		FirstKeeper int      `json:"first_keeper"`
	} `json:"setup"`
	Seats []string                    `json:"seats"`
	Tally map[string]int              `json:"tally"`
	Kinds map[string]*struct{ N int } `json:"kinds"`
	On    bool                        `json:"on"`
}

// TestErrorsAreWordedForAPerson: what is wrong with a file is said with
// the line, the field and the kinds of value in words, never Go's names
// for its types or structs.
func TestErrorsAreWordedForAPerson(t *testing.T) {
	defer i18n.Set(i18n.Current())
	i18n.Set(i18n.English)
	cases := []struct{ data, want string }{
		{"", "the file is empty"},
		{"{\n\"seats\": [\"a\",", "the file ends in the middle, as if cut short"},
		{"{\n\"seats\" 1}", "line 2: this is not valid JSON (invalid character '1' after object key)"},
		{"{\n\"format\": \"x\",\n\"seats\": \"human\"}", `line 3: "seats": expected a list of texts, not a text`},
		{"{\"seats\": [1]}", `line 1: "seats": expected a text, not a number`},
		{"{\"seed\": -1}", `line 1: "seed": expected a whole number (0 or more), not the number -1`},
		{"{\"setup\": {\"first_keeper\": 1.5}}", `line 1: "setup.first_keeper": expected a whole number, not the number 1.5`},
		{"{\"setup\": {\"adventurers\": {}}}", `line 1: "setup.adventurers": expected a list of texts, not an object`},
		{"{\"tally\": {\"a\": \"x\"}}", `line 1: "tally": expected a whole number, not a text`},
		{"{\"kinds\": []}", `line 1: "kinds": expected an object, not a list`},
		{"{\"on\": 1}", `line 1: "on": expected true or false, not a number`},
		{"[1, 2]", "the whole file: expected an object, not a list"},
		{"{\n\n\"colour\": 1}", `line 3: unknown field "colour"`},
		{"{}\n{}", "line 2: something follows the end of the data"},
		{"{\"seed\": 1" + strings.Repeat("0", 100000) + "}", `line 1: "seed": expected a whole number (0 or more), not the number 1000000000000000000000000000000000000000…`},
	}
	for _, c := range cases {
		var f file
		err := Decode([]byte(c.data), &f)
		if err == nil || err.Error() != c.want {
			t.Errorf("%.40q: %v\n  want %s", c.data, err, c.want)
		}
		if err != nil && (strings.Contains(err.Error(), "Go ") || strings.Contains(err.Error(), "[]string") || strings.Contains(err.Error(), "json:")) {
			t.Errorf("%.40q: Go's insides in %q", c.data, err)
		}
	}
	var head struct {
		Format string `json:"format"`
	}
	if err := Peek([]byte(`{"format": "x", "other": 1}`), &head); err != nil || head.Format != "x" {
		t.Errorf("Peek refuses a field it does not read: %v", err)
	}
	if err := Peek([]byte(`{"format": 3}`), &head); err == nil || NotJSON(err) || err.Error() != `line 1: "format": expected a text, not a number` {
		t.Errorf("Peek of a number format: %v", err)
	}
	if err := Peek([]byte("\x00PK"), &head); !NotJSON(err) {
		t.Errorf("garbage is not JSON: %v", err)
	}
}

// TestErrorsSpeakPolish: every message and phrase has its translation.
func TestErrorsSpeakPolish(t *testing.T) {
	defer i18n.Set(i18n.Current())
	i18n.Set(i18n.Polish)
	stop := i18n.Record()
	var f file
	for _, data := range []string{"", "{", "{\"seats\" 1}", "{\"seats\": 1, \"on\": \"x\"}", "{\"seed\": -1}", "[true]", "{\"x\": 1}", "{} 1",
		"{\"seats\": [[1]]}", "{\"tally\": []}", "{\"setup\": {\"first_keeper\": false}}", "{\"format\": null, \"on\": []}", "{\"kinds\": {\"a\": []}}"} {
		_ = Decode([]byte(data), &f).Error()
	}
	got := Decode([]byte("{\n\"seats\": \"human\"}"), &f).Error()
	if want := `wiersz 2: "seats": oczekiwano listy tekstów, a nie tekstu`; got != want {
		t.Errorf("Polish: %q, want %q", got, want)
	}
	for _, p := range []phrase{aText, aWhole, aNatural, aNumber, aBool, anObject, aList, textList, wholeList, objectList, anotherValue, {text: "the number %s", arg: "1"}} {
		_ = p.String()
	}
	if m := stop(); len(m) != 0 {
		t.Errorf("no Polish for %q", m)
	}
}
