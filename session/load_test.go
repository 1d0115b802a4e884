package session

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/storage"
)

// savedGame plays part of a game into st and returns the save's bytes.
func savedGame(t *testing.T, st storage.Store, steps int) []byte {
	t.Helper()
	cfg := testConfig(21)
	cfg.Store = st
	s := newSession(t, cfg)
	for i := 0; i < steps && !s.Over(); i++ {
		advance(t, s)
	}
	data, err := st.Read(AutosaveKey)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// edit changes one field of a save's JSON.
func edit(t *testing.T, data []byte, change func(map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	change(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestBadSavesAreKeptAsideWithAClearMessage(t *testing.T) {
	good := savedGame(t, storage.NewMemory(), 40)
	record := func(m map[string]any) map[string]any { return m["record"].(map[string]any) }
	cases := []struct {
		name    string
		data    []byte
		problem Problem
		says    string
	}{
		{"empty", nil, Corrupt, "empty"},
		{"truncated", good[:len(good)/2], Corrupt, "cut short"},
		{"garbage", []byte("\x00\xffPK\x03\x04 not json"), Corrupt, "damaged"},
		{"foreign json", []byte(`{"name": "my shopping list", "items": [1, 2]}`), Foreign, "not a saved game"},
		{"json array", []byte(`[1, 2, 3]`), Foreign, "expected an object, not a list"},
		{"format of another type", []byte(`{"format": 3}`), Foreign, `"format": expected a text, not a number`},
		{"game record", []byte(`{"format": "pyramid-record", "version": 1}`), Foreign, "Import"},
		{"future version", edit(t, good, func(m map[string]any) { m["version"] = 7 }), FutureVersion, "newer version"},
		{"unknown field", edit(t, good, func(m map[string]any) { m["cheat"] = true }), Invalid, "cheat"},
		{"illegal step", edit(t, good, func(m map[string]any) {
			steps := record(m)["steps"].([]any)
			steps[len(steps)-1] = "move A1"
		}), Invalid, "step"},
		{"bad generator", edit(t, good, func(m map[string]any) { m["generator"] = "bm90IGEgZ2VuZXJhdG9y" }), Invalid, "generator"},
		{"unknown bot", edit(t, good, func(m map[string]any) {
			m["seats"].([]any)[0].(map[string]any)["kind"] = "grandmaster"
		}), Invalid, "grandmaster"},
		{"undo floor", edit(t, good, func(m map[string]any) { m["undo_floor"] = 100000 }), Invalid, "undo_floor"},
		{"bad redo", edit(t, good, func(m map[string]any) { m["redo"] = []string{"roll 6"} }), Invalid, "redo"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := storage.NewMemory()
			if err := st.Write(AutosaveKey, c.data); err != nil {
				t.Fatal(err)
			}
			s, err := Resume(st)
			var le *LoadError
			if s != nil || !errors.As(err, &le) {
				t.Fatalf("Resume = %v, %v; want a *LoadError", s, err)
			}
			if le.Problem != c.problem || !strings.Contains(err.Error(), c.says) {
				t.Fatalf("got problem %d %q; want problem %d saying %q", le.Problem, err, c.problem, c.says)
			}
			kept, rerr := st.Read(le.KeptAs)
			if rerr != nil || !bytes.Equal(kept, c.data) || !strings.HasPrefix(le.KeptAs, "autosave.bad-") {
				t.Fatalf("the bad file was not kept intact aside (kept as %q: %v)", le.KeptAs, rerr)
			}
			if !strings.Contains(err.Error(), le.KeptAs) {
				t.Fatalf("the message does not say where the file went: %q", err)
			}
			if HasSave(st, AutosaveKey) {
				t.Fatal("the bad save is still where Continue would find it")
			}
			// the game still starts, and its autosave does not touch the kept file
			cfg := testConfig(2)
			cfg.Store = st
			if _, err := New(cfg); err != nil {
				t.Fatal(err)
			}
			if again, _ := st.Read(le.KeptAs); !bytes.Equal(again, c.data) {
				t.Fatal("a new game overwrote the kept-aside file")
			}
		})
	}
}

func TestNoSave(t *testing.T) {
	if _, err := Resume(storage.NewMemory()); !errors.Is(err, ErrNoSave) {
		t.Fatalf("Resume with nothing saved = %v, want ErrNoSave", err)
	}
}

// A save round-trips: decoding and encoding again gives the same game,
// undo window and redo list included.
func TestSaveRoundTripKeepsUndoAndRedo(t *testing.T) {
	for seed := uint64(1); seed <= 60; seed++ {
		s := newSession(t, allHuman(seed, 2))
		toFirstDecision(t, s)
		for i := 0; i < 3 && s.HumanToAct(); i++ {
			if _, err := s.Apply(humanChoice(state(s))); err != nil {
				t.Fatal(err)
			}
		}
		if s.CanUndo() != nil {
			continue
		}
		if err := s.Undo(); err != nil {
			t.Fatal(err)
		}
		data, err := s.Encode()
		if err != nil {
			t.Fatal(err)
		}
		back, err := Decode(data)
		if err != nil {
			t.Fatal(err)
		}
		if state(back) != state(s) || back.undo.floor != s.undo.floor || len(back.undo.snaps) != len(s.undo.snaps) ||
			strings.Join(back.RedoSteps(), ",") != strings.Join(s.RedoSteps(), ",") {
			t.Fatalf("seed %d: the loaded game differs: floor %d/%d, window %d/%d, redo %v/%v", seed,
				back.undo.floor, s.undo.floor, len(back.undo.snaps), len(s.undo.snaps), back.RedoSteps(), s.RedoSteps())
		}
		if _, err := back.Redo(); err != nil {
			t.Fatalf("redo after loading: %v", err)
		}
		return
	}
	t.Fatal("no game offered an undo in its first turn")
}

// A save whose steps all replay but end elsewhere than it says (the rules
// changed in an update) still loads — the game is not lost — with a notice.
func TestSaveFromAnotherEngineLoadsWithANotice(t *testing.T) {
	good := savedGame(t, storage.NewMemory(), 40)
	if s, err := Decode(good); err != nil || s.Notice() != "" {
		t.Fatalf("a fresh save: %v, notice %q", err, s.Notice())
	}
	other := edit(t, good, func(m map[string]any) {
		m["record"].(map[string]any)["final_hash"] = "0123456789abcdef"
	})
	s, err := Decode(other)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s.Notice(), "another version") || s.Steps() == 0 {
		t.Fatalf("notice %q after %d steps", s.Notice(), s.Steps())
	}
}
