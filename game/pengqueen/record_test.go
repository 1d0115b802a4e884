package pengqueen

import (
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/table"
)

// playMatch plays a seeded match to its end with a random policy for the
// seats (chance from the match's own generator) and stamps the record.
func playMatch(t testing.TB, players int, seed uint64) *Match {
	m, err := NewMatch(Options{Players: uint8(players)}, seed)
	if err != nil {
		t.Fatal(err)
	}
	m.Record.Seats = make([]string, players)
	for i := range m.Record.Seats {
		m.Record.Seats[i] = "random"
	}
	rng := rand.New(rand.NewPCG(seed, 77))
	var buf [MaxLegal]Action
	for !m.State.Over {
		m.RollChance(nil)
		if m.State.Over {
			break
		}
		legal := m.State.Legal(buf[:0])
		if _, err := m.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
			t.Fatal(err)
		}
	}
	m.Finish()
	return m
}

// TestRecordRoundTrip: a record encodes to JSON with the game's id, decodes
// and replays to the very same final state, at every player count.
func TestRecordRoundTrip(t *testing.T) {
	for players := MinSeats; players <= MaxSeats; players++ {
		m := playMatch(t, players, uint64(players)*101)
		data, err := m.Record.Encode()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), `"game": "pengqueen"`) {
			t.Fatalf("the record does not name the game:\n%.200s", data)
		}
		r, err := DecodeRecord(data)
		if err != nil {
			t.Fatal(err)
		}
		s, err := Replay(r)
		if err != nil {
			t.Fatal(err)
		}
		if s != m.State || s.HashString() != m.Record.FinalHash {
			t.Errorf("%d players: the replay ends elsewhere", players)
		}
	}
}

// TestRecordRefusesBadInput: a wrong game, version, setup, step or hash is
// refused with a message saying which, and nothing panics.
func TestRecordRefusesBadInput(t *testing.T) {
	m := playMatch(t, 3, 9)
	good, _ := m.Record.Encode()
	for name, c := range map[string]struct{ from, to, want string }{
		"other game": {`"game": "pengqueen"`, `"game": "horus"`, "horus"},
		"newer":      {`"version": 1`, `"version": 9`, "version 9"},
		"players":    {`"players": 3`, `"players": 7`, "setup.players"},
		"colour":     {`"red"`, `"pink"`, "pink"},
		"field":      {`"seed"`, `"sead"`, "sead"},
		"hash":       {m.Record.FinalHash, "0123456789abcdef", "0123456789abcdef"},
		"not a hash": {m.Record.FinalHash, "xyz", "16 hex digits"},
		"seats":      {`"random",`, ``, "seats"},
		"format":     {`"pyramid-record"`, `"other"`, "format"},
		"step":       {`"roll"`, `"fly"`, "step 11"},
	} {
		data := []byte(strings.Replace(string(good), c.from, c.to, 1))
		r, err := DecodeRecord(data)
		if err == nil {
			_, err = Replay(r)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error naming %q", name, err, c.want)
		}
	}
	r, _ := DecodeRecord(good)
	r.Steps[5] = "black 3" // a chance step where a white die rolls, or a decision
	_, err := Replay(r)
	var se *table.StepError
	if !errors.As(err, &se) || se.Step != 6 {
		t.Errorf("a wrong step is reported as %v", err)
	}
	if _, err := DecodeRecord(good[:len(good)/2]); err == nil || !strings.Contains(err.Error(), "cut short") {
		t.Errorf("half a record: %v", err)
	}
	if _, err := DecodeRecord(nil); err == nil {
		t.Error("an empty record decodes")
	}
}

// TestOutcomeJSON: the outcome line the headless tool prints.
func TestOutcomeJSON(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	if o := s.Outcome(); o.Winner.Side != SideNone || o.Winner.Seat != -1 {
		t.Errorf("a game in play: %+v", o)
	}
	m := playMatch(t, 4, 5)
	o := m.State.Outcome()
	js := o.JSON()
	want := `{"winner":{"side":"` + o.Winner.Side.String() + `","seat":`
	if !strings.HasPrefix(js, want) || !strings.Contains(js, `"treasures_shown":[`) || len(o.Shown) != 3 {
		t.Errorf("outcome %s", js)
	}
}

// TestParseStepErrors: a mistyped step is refused in a player's words,
// quoting at most a short excerpt, and the chance word must be the one of
// the node.
func TestParseStepErrors(t *testing.T) {
	s := newGame(t, Options{Players: 3})
	for text, want := range map[string]string{
		"":                       "empty",
		"white 3":                "nothing is dealt or rolled",
		"move 5 K12":             "die face",
		"move 1 Z99":             "not a square",
		"show diamond":           "no treasure card",
		"step up":                "north",
		"dance":                  "not a step",
		strings.Repeat("x", 500): "…",
	} {
		_, err := s.ParseStep(text)
		if err == nil || !strings.Contains(err.Error(), want) || len(err.Error()) > 200 {
			t.Errorf("%.30q: %v, want it to say %q", text, err, want)
		}
	}
	do(t, s, "roll")
	if _, err := s.ParseStep("black 3"); err == nil || !strings.Contains(err.Error(), "white") {
		t.Errorf("black at a white die: %v", err)
	}
	if _, err := s.ParseStep("white 7"); err == nil {
		t.Error("white 7 parses")
	}
}

// TestSampleRecordReplays: the sample record (the fuzz corpus' seed, and
// the example of docs/pengqueen-notation.md) replays to its final hash.
func TestSampleRecordReplays(t *testing.T) {
	data, err := os.ReadFile("testdata/sample-record.json")
	if err != nil {
		t.Fatal(err)
	}
	r, err := DecodeRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	if r.FinalHash == "" {
		t.Fatal("the sample has no final hash to check")
	}
	if _, err := Replay(r); err != nil {
		t.Fatal(err)
	}
}
