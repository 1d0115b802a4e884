package session

import (
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/storage"
)

// TestBadSavesGetAShortClearAnswer: whatever a damaged save or record
// holds, the message quotes at most an excerpt of it, and a value of the
// wrong kind is named in words — the line, the field and what it must be —
// never with Go's names for the program's structs and types.
func TestBadSavesGetAShortClearAnswer(t *testing.T) {
	good := savedGame(t, storage.NewMemory(), 30)
	huge := strings.Repeat("x", 20_000)
	quoted := strings.Repeat("x", 200)
	record := func(m map[string]any) map[string]any { return m["record"].(map[string]any) }
	seat := func(m map[string]any) map[string]any { return m["seats"].([]any)[0].(map[string]any) }
	cases := map[string][]byte{
		"format":     edit(t, good, func(m map[string]any) { m["format"] = huge }),
		"field":      edit(t, good, func(m map[string]any) { m[huge] = 1 }),
		"seat name":  edit(t, good, func(m map[string]any) { seat(m)["name"] = huge }),
		"seat kind":  edit(t, good, func(m map[string]any) { seat(m)["kind"] = huge }),
		"redo":       edit(t, good, func(m map[string]any) { m["redo"] = []string{"move " + huge} }),
		"generator":  edit(t, good, func(m map[string]any) { m["generator"] = huge }),
		"step":       edit(t, good, func(m map[string]any) { s := record(m)["steps"].([]any); s[len(s)-1] = "move " + huge }),
		"adventurer": edit(t, good, func(m map[string]any) { record(m)["setup"].(map[string]any)["adventurers"].([]any)[0] = huge }),
		"hash":       edit(t, good, func(m map[string]any) { record(m)["final_hash"] = huge }),
		"number":     []byte(strings.Replace(string(good), `"undo_floor": `, `"undo_floor": 1`+strings.Repeat("0", 20_000)+`, "x": `, 1)),
	}
	for name, data := range cases {
		_, err := Decode(data)
		if err == nil {
			t.Errorf("%s: a huge value decodes", name)
			continue
		}
		if strings.Contains(err.Error(), quoted) {
			t.Errorf("%s: the message quotes the whole input (%d bytes): %.200s", name, len(err.Error()), err)
		}
		if _, err := Import(data, nil); err != nil && strings.Contains(err.Error(), quoted) {
			t.Errorf("%s: Import's message quotes the whole input (%d bytes)", name, len(err.Error()))
		}
		if _, err := OpenReplay(data); err != nil && strings.Contains(err.Error(), quoted) {
			t.Errorf("%s: OpenReplay's message quotes the whole input (%d bytes)", name, len(err.Error()))
		}
	}

	worded := map[string]struct {
		data []byte
		says string
	}{
		"seats not a list":   {edit(t, good, func(m map[string]any) { m["seats"] = "ann" }), `"seats": expected a list of objects, not a text`},
		"undo floor a text":  {edit(t, good, func(m map[string]any) { m["undo_floor"] = "three" }), `"undo_floor": expected a whole number, not a text`},
		"record seats":       {edit(t, good, func(m map[string]any) { record(m)["seats"] = "human" }), `"seats": expected a list of texts, not a text`},
		"format not a text":  {[]byte("{\n  \"format\": 3\n}"), `line 2: "format": expected a text, not a number`},
		"not an object":      {[]byte(`[1, 2, 3]`), "expected an object, not a list"},
		"redo not a list":    {edit(t, good, func(m map[string]any) { m["redo"] = map[string]any{} }), `"redo": expected a list of texts, not an object`},
		"unknown field name": {edit(t, good, func(m map[string]any) { m["cheat"] = true }), `unknown field "cheat"`},
	}
	for name, c := range worded {
		_, err := Decode(c.data)
		if err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v; want it to say %s", name, err, c.says)
			continue
		}
		for _, insides := range []string{"Go struct", "Go value", "[]", "unmarshal", "session.", "game."} {
			if strings.Contains(err.Error(), insides) {
				t.Errorf("%s: the message shows the program's insides (%s): %v", name, insides, err)
			}
		}
	}
}
