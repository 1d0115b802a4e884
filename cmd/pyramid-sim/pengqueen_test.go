package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
	"github.com/pyramid-studio/pyramid/game/table"
)

// pqLine is a game line of Pyramid of Pengqueen: the tool's fields and
// the game's result.
type pqLine struct {
	gameResult
	pqResult
}

// pqLines reads the game lines of a run (the summary line aside).
func pqLines(t *testing.T, out string) []pqLine {
	t.Helper()
	var lines []pqLine
	for _, text := range strings.Split(strings.TrimSpace(out), "\n") {
		if strings.HasPrefix(text, `{"summary"`) {
			continue
		}
		var l pqLine
		if err := json.Unmarshal([]byte(text), &l.gameResult); err != nil {
			t.Fatalf("%q is not a game line: %v", text, err)
		}
		if err := json.Unmarshal([]byte(text), &l.pqResult); err != nil {
			t.Fatalf("%q has no result: %v", text, err)
		}
		lines = append(lines, l)
	}
	return lines
}

// TestPengqueenPlayIsDeterministic: play --game pengqueen (issue 15: "seat
// 0 the Mummy and the rest hunters in seat order, one JSON line per game
// ("game": "pengqueen", the winner as "winner": {"side": "mummy" or
// "hunters", "seat": N}, rounds, tokens taken, treasures shown per hunter,
// the final "hash"), reproducible for the same arguments").
func TestPengqueenPlayIsDeterministic(t *testing.T) {
	args := []string{"play", "--game", "pengqueen", "--seed", "5", "--seats", "medium,easy,medium", "--games", "3", "--timing=false"}
	code, a, stderr := runTool(args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if _, b, _ := runTool(args...); a != b {
		t.Fatalf("the same arguments printed different output:\n%s\n%s", a, b)
	}
	lines := pqLines(t, a)
	if len(lines) != 3 || strings.Count(a, "\n") != 4 {
		t.Fatalf("want 3 game lines and a summary:\n%s", a)
	}
	sides := map[string]int{}
	for k, l := range lines {
		if l.Game != "pengqueen" || l.Seed != uint64(5+k) || l.Rounds < 1 || !table.ValidHash(l.Hash) || len(l.Seats) != 3 || len(l.Shown) != 2 {
			t.Errorf("game %d: incomplete line %+v", k, l)
		}
		switch w := l.Winner; {
		case w.Side.String() == "mummy" && w.Seat == 0 && l.Reason == "tokens" && l.Tokens == pq.MummyWinsAt(3):
		case w.Side.String() == "hunters" && (w.Seat == 1 || w.Seat == 2) && l.Reason == "last-card" && l.Shown[w.Seat-1] == 5 && l.Tokens < pq.MummyWinsAt(3):
		default:
			t.Errorf("game %d: winner %+v, reason %q, tokens %d, treasures shown %v", k, w, l.Reason, l.Tokens, l.Shown)
		}
		sides[l.Winner.Side.String()]++
		var seats [3]pqSeat
		var bots [3]struct{ Bot string }
		for i, raw := range l.Seats {
			if json.Unmarshal(raw, &seats[i]) != nil || json.Unmarshal(raw, &bots[i]) != nil {
				t.Fatalf("seat %d: %s", i, raw)
			}
		}
		if seats[0].Role != "mummy" || seats[1].Role != "hunter" || seats[2].Role != "hunter" ||
			bots[0].Bot != "medium" || bots[1].Bot != "easy" || bots[2].Bot != "medium" ||
			len(seats[1].Colours) != 1 || seats[1].Colours[0] == seats[2].Colours[0] ||
			seats[1].Shown != l.Shown[0] || seats[2].Shown != l.Shown[1] || seats[0].Tokens != l.Tokens {
			t.Errorf("game %d: seats %+v, bots %+v", k, seats, bots)
		}
	}
	_, single, _ := runTool("play", "--game", "pengqueen", "--seed", "6", "--seats", "medium,easy,medium")
	if strings.TrimSpace(single) != strings.Split(a, "\n")[1] {
		t.Errorf("game 1 of the run differs from seed 6 alone:\n%s\n%s", strings.Split(a, "\n")[1], single)
	}
	var sum summaryLine
	if err := json.Unmarshal([]byte(strings.Split(strings.TrimSpace(a), "\n")[3]), &sum); err != nil || sum.Summary.Games != 3 {
		t.Fatalf("bad summary: %v\n%s", err, a)
	}
	for _, s := range sum.Summary.Seats {
		if s.Fates["mummy"] != sides["mummy"] || s.Fates["hunters"] != sides["hunters"] {
			t.Errorf("seat %d: fates %v; the games were won by %v", s.Seat, s.Fates, sides)
		}
	}
}

// TestPengqueenTwoPlayers: the 2-player game's one hunter seat plays two
// pieces.
func TestPengqueenTwoPlayers(t *testing.T) {
	code, out, stderr := runTool("play", "--game", "pengqueen", "--seed", "3", "--seats", "easy,easy")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	l := pqLines(t, out)[0]
	var hunter pqSeat
	if err := json.Unmarshal(l.Seats[1], &hunter); err != nil || len(hunter.Colours) != 2 || len(l.Shown) != 1 {
		t.Fatalf("the 2-player hunter: %+v (%v)\n%s", hunter, err, out)
	}
}

// TestPengqueenRecordAndReplay: the records play writes replay to the hash
// and result it printed, a damaged step is named, and a record of the game
// is not replayed as another.
func TestPengqueenRecordAndReplay(t *testing.T) {
	dir := t.TempDir()
	code, out, stderr := runTool("play", "--game", "pengqueen", "--seed", "11", "--seats", "easy,medium,easy,medium", "--games", "2", "--timing=false", "--record-dir", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, l := range pqLines(t, out) {
		code, out, stderr := runTool("replay", l.Record)
		if code != 0 {
			t.Fatalf("replay %s: exit %d: %s", l.Record, code, stderr)
		}
		var r struct {
			Game      string `json:"game"`
			Hash      string `json:"hash"`
			HashCheck string `json:"hash_check"`
			State     pqView `json:"state"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("replay output: %v\n%s", err, out)
		}
		st := r.State
		if r.Game != "pengqueen" || r.Hash != l.Hash || st.Hash != l.Hash || r.HashCheck != "matches the record" {
			t.Fatalf("seed %d: the replay ends at %s (%s), play said %s", l.Seed, r.Hash, r.HashCheck, l.Hash)
		}
		if !st.Over || st.Result.Winner != l.Winner || st.Result.Tokens != l.Tokens || st.Round != l.Rounds || len(st.Pieces) != 3 {
			t.Fatalf("seed %d: the replay shows %+v, play said %+v", l.Seed, st, l.pqResult)
		}
		if _, _, stderr := runTool("replay", "--game", "horus", l.Record); !strings.Contains(stderr, `not of "horus"`) {
			t.Fatalf("a record of Pyramid of Pengqueen replayed as Horus: %s", stderr)
		}
		data, err := os.ReadFile(l.Record)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := table.DecodeRecord(data)
		if err != nil {
			t.Fatal(err)
		}
		rec.Steps[len(rec.Steps)/2] = "fly away"
		enc, _ := rec.Encode()
		bad := filepath.Join(t.TempDir(), "bad.json")
		if err := os.WriteFile(bad, enc, 0o644); err != nil {
			t.Fatal(err)
		}
		want := "step " + itoa(uint64(len(rec.Steps)/2+1)) + ` "fly away"`
		if code, out, stderr := runTool("replay", bad); code == 0 || out != "" || !strings.Contains(stderr, want) {
			t.Fatalf("a damaged record: exit %d, stdout %q, stderr %q does not name %s", code, out, stderr, want)
		}
	}
}

// TestPengqueenCommandLines: bad seats are refused in words and the bench
// plays straight on the engine.
func TestPengqueenCommandLines(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "--game", "pengqueen", "--seats", "easy"}, "1 seats"},
		{[]string{"play", "--game", "pengqueen", "--seats", "easy,easy,easy,easy,easy,easy"}, "6 seats"},
		{[]string{"play", "--game", "pengqueen", "--seats", "easy,expert"}, `unknown computer level "expert"`},
	} {
		code, out, stderr := runTool(c.args...)
		if code == 0 || out != "" || !strings.Contains(stderr, c.want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q does not say %q", c.args, code, out, stderr, c.want)
		}
	}
	code, out, stderr := runTool("bench", "--game", "pengqueen", "--seconds", "0.2")
	if code != 0 || !strings.Contains(out, "games/s") || strings.Contains(out, "through the game contract") {
		t.Fatalf("bench: exit %d: %s %s", code, out, stderr)
	}
}

// TestPengqueenScenario: scenario --game pengqueen plays a file of
// game/pengqueen/testdata/scenarios and prints the position and the
// events in words, marking what the Mummy may not see; a bad file names
// its line, a failed expectation exits non-zero.
func TestPengqueenScenario(t *testing.T) {
	file := "../../game/pengqueen/testdata/scenarios/example-blue-rerolls-and-shows-the-jewel.txt"
	code, out, stderr := runTool("scenario", "--game", "pengqueen", file)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var res pqScenarioResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out)
	}
	if res.Steps != 13 || res.Expectations != "all hold" || res.State.Aside != 0 || res.State.Mummy != "V9" || res.State.Pieces[0].At != "A11" {
		t.Fatalf("unexpected result: %+v", res)
	}
	texts := map[string]string{}
	secret := map[string]bool{}
	for _, e := range res.Events {
		texts[e.Kind] = e.Text
		secret[e.Kind] = secret[e.Kind] || e.Secret
	}
	if !strings.Contains(texts["shown"], "Red Jewel") || !strings.Contains(texts["reset"], "the Mummy moves up to 3") || !strings.Contains(texts["moved"], "moved 4") {
		t.Fatalf("events lack the card shown, the reset or the move in words: %v", texts)
	}
	if !secret["die"] || !secret["moved"] || secret["shown"] || secret["reset"] {
		t.Fatalf("secret marks the dice and the move's squares only: %v", secret)
	}

	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, c := range map[string]struct{ text, want string }{
		"unknown line":  {"players 3\nfly to the moon\n", ":2:"},
		"illegal step":  {strings.Replace(string(data), "move 4 A11", "move 4 B11", 1), ":31:"},
		"failed expect": {strings.Replace(string(data), "expect rolling 5", "expect rolling 4", 1), "expectations fail"},
		"binary":        {"\x00\xff\xfe players", ":1:"},
	} {
		p := filepath.Join(dir, strings.ReplaceAll(name, " ", "-")+".txt")
		if err := os.WriteFile(p, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		code, _, stderr := runTool("scenario", "--game", "pengqueen", p)
		if code == 0 || !strings.Contains(stderr, c.want) {
			t.Errorf("%s: exit %d, stderr %q does not say %q", name, code, stderr, c.want)
		}
	}
}
