package runrunrun

import (
	"errors"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
)

// TestRecordRoundTrip: a game's record, written to a file in the
// collection's envelope and read back as the shell reads one
// (table.DecodeRecord, then Game.Open), opens at the same final state at
// every team size; the engine's own Replay agrees.
func TestRecordRoundTrip(t *testing.T) {
	for players := 1; players <= MaxSeats; players++ {
		for seed := uint64(1); seed <= 5; seed++ {
			opt := simOptions(players, seed)
			m, err := playHeuristic(opt, seed, 0.1, nil)
			if err != nil {
				t.Fatal(err)
			}
			if s, err := Replay(m.Record); err != nil || s != m.State {
				t.Fatalf("%d cats, seed %d: the engine's replay differs from the game (%v)", players, seed, err)
			}
			for range players {
				m.Record.Seats = append(m.Record.Seats, "test")
			}
			data, err := (&tableMatch{m: *m}).Record().Encode()
			if err != nil {
				t.Fatal(err)
			}
			r, err := table.DecodeRecord(data)
			if err != nil {
				t.Fatalf("%d cats, seed %d: %v", players, seed, err)
			}
			if r.Game != GameID || r.FinalHash != m.State.HashString() {
				t.Errorf("record header: game %q, final hash %q", r.Game, r.FinalHash)
			}
			o, err := Game.Open(r)
			if err != nil {
				t.Fatalf("%d cats, seed %d: %v", players, seed, err)
			}
			if MatchOf(o).State != m.State {
				t.Errorf("%d cats, seed %d: the record opens at another state", players, seed)
			}
		}
	}
}

// TestReplayNamesTheFirstBadStep: a damaged step stops the replay there.
func TestReplayNamesTheFirstBadStep(t *testing.T) {
	m, err := playHeuristic(simOptions(2, 3), 3, 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := m.Record
	r.Steps = append([]string(nil), r.Steps...)
	r.Steps[12] = "explore R99 0,0 rot9"
	_, err = Replay(r)
	var se *table.StepError
	if !errors.As(err, &se) || se.Step != 13 {
		t.Fatalf("error %v, want step 13", err)
	}
	r = m.Record
	r.FinalHash = "0123456789abcdef"
	if _, err := Replay(r); err == nil || !strings.Contains(err.Error(), "0123456789abcdef") {
		t.Errorf("a wrong final hash: %v", err)
	}
}

// TestBadRecordFilesAreRefusedInWords: a damaged record file is refused,
// as the shell reads it (table.DecodeRecord, then Game.Open), with words
// that say what is wrong.
func TestBadRecordFilesAreRefusedInWords(t *testing.T) {
	good := `{"format":"pyramid-record","version":1,"game":"runrunrun","seed":1,` +
		`"setup":{"cats":["cleo","spark"],"difficulty":"normal","first":0,"lord":"random"},"steps":[]}`
	open := func(data string) error {
		r, err := table.DecodeRecord([]byte(data))
		if err != nil {
			return err
		}
		_, err = Game.Open(r)
		return err
	}
	if err := open(good); err != nil {
		t.Fatalf("a good record: %v", err)
	}
	for _, c := range []struct{ data, want string }{
		{"", "empty"},
		{"{", "cut short"},
		{`{"format":"x"}`, "format"},
		{strings.Replace(good, `"version":1`, `"version":9`, 1), "version 9"},
		{strings.Replace(good, `"seed":1`, `"seed":1,"extra":2`, 1), "extra"},
		{strings.Replace(good, `"first":0`, `"first":0,"extra":2`, 1), "extra"},
		{strings.Replace(good, `"spark"`, `"garfield"`, 1), "garfield"},
		{strings.Replace(good, `"spark"`, `"cleo"`, 1), "two seats"},
		{strings.Replace(good, `"normal"`, `"nightmare"`, 1), "nightmare"},
		{strings.Replace(good, `"random"`, `"ra"`, 1), "ra"},
		{strings.Replace(good, `"first":0`, `"first":2`, 1), "first"},
		{strings.Replace(good, `"steps":[]`, `"steps":[],"final_hash":"xyz"`, 1), "xyz"},
		{strings.Replace(good, `"steps":[]`, `"steps":[],"seats":["human"]`, 1), "1 entries for 2 seats"},
		{strings.Replace(good, `"steps":[]`, `"steps":[],"seats":["human",""]`, 1), "seats[1]"},
		{strings.Replace(good, `"steps":[]`, `"steps":[],"names":["Ala"]`, 1), "1 entries for 2 seats"},
		{strings.Replace(good, `"steps":[]`, `"steps":[],"names":["Ala","`+strings.Repeat("x", 41)+`"]`, 1), "names[1]"},
		{strings.Replace(good, `"steps":[]`, `"steps":["draw R01","fly"]`, 1), `step 2 "fly"`},
	} {
		err := open(c.data)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.60s: error %v, want one mentioning %q", c.data, err, c.want)
		}
	}
}

// TestParseStepErrors: a step of the wrong kind for the node, or
// malformed, is refused with a short quote of the input.
func TestParseStepErrors(t *testing.T) {
	b := newFixture(t, 2)
	b.hand(0, "R40")
	b.hand(1, "R41")
	for _, c := range []struct{ text, want string }{
		{"", "empty"},
		{"roll mummy", "a player decides"},
		{"draw R01", "a player decides"},
		{"dance", "unknown step"},
		{"explore R65 0,-1 rot0", "not a room card"},
		{"explore R40 0;-1 rot0", "not a cell"},
		{"explore R40 0,-1 rot6", "not a rotation"},
		{"explore R40 0,-1 rot0 passage up", "not a side"},
		{"hurt garfield 1", "no cat called"},
		{"end now", "takes 0 word"},
		{"explore " + strings.Repeat("x", 200), "…"},
	} {
		_, err := b.s.ParseStep(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one with %q", c.text, err, c.want)
		}
		if err != nil && len(err.Error()) > 200 {
			t.Errorf("%q: the error quotes too much: %d characters", c.text, len(err.Error()))
		}
	}
	b.do("explore R40 0,-1 rot0")
	for _, c := range []struct{ text, want string }{
		{"end", "chance decides"},
		{"roll mummy", "must start with \"draw\""},
		{"draw R99", "not a room card"},
	} {
		_, err := b.s.ParseStep(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("at a draw, %q: error %v, want one with %q", c.text, err, c.want)
		}
	}
}
