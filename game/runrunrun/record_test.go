package runrunrun

import (
	"errors"
	"strings"
	"testing"
)

// TestRecordRoundTrip: a game's record, written as JSON and read back,
// replays to the same final state at every team size.
func TestRecordRoundTrip(t *testing.T) {
	for players := 1; players <= MaxSeats; players++ {
		for seed := uint64(1); seed <= 5; seed++ {
			opt := simOptions(players, seed)
			m, err := playHeuristic(opt, seed, 0.1, nil)
			if err != nil {
				t.Fatal(err)
			}
			m.Record.FinalHash = m.State.HashString()
			m.Record.Seats = make([]string, players)
			for i := range m.Record.Seats {
				m.Record.Seats[i] = "test"
			}
			data, err := m.Record.Encode()
			if err != nil {
				t.Fatal(err)
			}
			r, err := DecodeRecord(data)
			if err != nil {
				t.Fatalf("%d cats, seed %d: %v", players, seed, err)
			}
			if r.Game != GameID || r.Setup.Difficulty != opt.Difficulty.String() {
				t.Errorf("record header %+v", r.Setup)
			}
			s, err := Replay(r)
			if err != nil {
				t.Fatalf("%d cats, seed %d: %v", players, seed, err)
			}
			if s != m.State {
				t.Errorf("%d cats, seed %d: the replay differs from the game", players, seed)
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
	var se *StepError
	if !errors.As(err, &se) || se.Step != 13 {
		t.Fatalf("error %v, want step 13", err)
	}
	r = m.Record
	r.FinalHash = "0123456789abcdef"
	if _, err := Replay(r); err == nil || !strings.Contains(err.Error(), "0123456789abcdef") {
		t.Errorf("a wrong final hash: %v", err)
	}
}

// TestDecodeRecordRefusesBadFiles: clear words for what is wrong.
func TestDecodeRecordRefusesBadFiles(t *testing.T) {
	good := `{"format":"pyramid-record","version":1,"game":"runrunrun","seed":1,` +
		`"setup":{"cats":["cleo","spark"],"difficulty":"normal","first":0,"lord":"random"},"steps":[]}`
	if _, err := DecodeRecord([]byte(good)); err != nil {
		t.Fatalf("a good record: %v", err)
	}
	for _, c := range []struct{ data, want string }{
		{"", "empty"},
		{"{", "ends in the middle"},
		{`{"format":"x"}`, "format"},
		{strings.Replace(good, `"version":1`, `"version":9`, 1), "version 9"},
		{strings.Replace(good, `"runrunrun"`, `"horus"`, 1), "horus"},
		{strings.Replace(good, `"seed":1`, `"seed":1,"extra":2`, 1), "extra"},
		{strings.Replace(good, `"spark"`, `"garfield"`, 1), "garfield"},
		{strings.Replace(good, `"spark"`, `"cleo"`, 1), "two seats"},
		{strings.Replace(good, `"normal"`, `"nightmare"`, 1), "nightmare"},
		{strings.Replace(good, `"random"`, `"ra"`, 1), "ra"},
		{strings.Replace(good, `"first":0`, `"first":2`, 1), "first"},
		{strings.Replace(good, `"steps":[]`, `"steps":[],"final_hash":"xyz"`, 1), "xyz"},
	} {
		_, err := DecodeRecord([]byte(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.40s: error %v, want one mentioning %q", c.data, err, c.want)
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
