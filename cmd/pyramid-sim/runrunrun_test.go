package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
	"github.com/pyramid-studio/pyramid/game/table"
)

// rrrLine is a game line of Run Run Run!: the tool's fields, the seats'
// and the team's.
type rrrLine struct {
	gameResult
	rrrTeamResult
}

// rrrLines reads the game lines of a run (the summary line aside).
func rrrLines(t *testing.T, out string) []rrrLine {
	t.Helper()
	var lines []rrrLine
	for _, text := range strings.Split(strings.TrimSpace(out), "\n") {
		if strings.HasPrefix(text, `{"summary"`) {
			continue
		}
		var l rrrLine
		if err := json.Unmarshal([]byte(text), &l.gameResult); err != nil {
			t.Fatalf("%q is not a game line: %v", text, err)
		}
		if err := json.Unmarshal([]byte(text), &l.rrrTeamResult); err != nil {
			t.Fatalf("%q has no team's result: %v", text, err)
		}
		lines = append(lines, l)
	}
	return lines
}

// TestRunRunRunPlayIsDeterministic: play --game runrunrun prints one line
// per game with the team's result (won, how it ended, rounds, torches,
// mummies destroyed, the hash), the same bytes for the same arguments,
// each game the game of its seed alone, and a summary whose seats' fates
// are how the team's games ended.
func TestRunRunRunPlayIsDeterministic(t *testing.T) {
	args := []string{"play", "--game", "runrunrun", "--seed", "7", "--seats", "medium,easy", "--difficulty", "hard", "--games", "3", "--timing=false"}
	code, a, stderr := runTool(args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if _, b, _ := runTool(args...); a != b {
		t.Fatalf("the same arguments printed different output:\n%s\n%s", a, b)
	}
	lines := rrrLines(t, a)
	if len(lines) != 3 || strings.Count(a, "\n") != 4 {
		t.Fatalf("want 3 game lines and a summary:\n%s", a)
	}
	wins := 0
	for k, l := range lines {
		if l.Game != "runrunrun" || l.Seed != uint64(7+k) || l.Rounds < 1 || !table.ValidHash(l.Hash) || len(l.Seats) != 2 {
			t.Errorf("game %d: incomplete line %+v", k, l)
		}
		if l.Won != (l.End == "exit") || l.End == "" || l.Difficulty != "hard" || l.Torches < 0 || l.MummiesDestroyed < 0 {
			t.Errorf("game %d: the team's result %+v", k, l.rrrTeamResult)
		}
		if l.Won && (!l.ExitOpened || l.MummiesDestroyed < 1) {
			t.Errorf("game %d: won without the Exit or the Lord destroyed: %+v", k, l.rrrTeamResult)
		}
		var seats [2]struct{ Bot, Cat string }
		for i, raw := range l.Seats {
			if err := json.Unmarshal(raw, &seats[i]); err != nil {
				t.Fatal(err)
			}
		}
		if seats[0].Bot != "medium" || seats[1].Bot != "easy" || seats[0].Cat == seats[1].Cat {
			t.Errorf("game %d: seats %+v", k, seats)
		}
		if l.Won {
			wins++
		}
	}
	_, single, _ := runTool("play", "--game", "runrunrun", "--seed", "8", "--seats", "medium,easy", "--difficulty", "hard")
	if strings.TrimSpace(single) != strings.Split(a, "\n")[1] {
		t.Errorf("game 1 of the run differs from seed 8 alone:\n%s\n%s", strings.Split(a, "\n")[1], single)
	}
	var sum summaryLine
	if err := json.Unmarshal([]byte(strings.Split(strings.TrimSpace(a), "\n")[3]), &sum); err != nil || sum.Summary.Games != 3 {
		t.Fatalf("bad summary: %v\n%s", err, a)
	}
	for _, s := range sum.Summary.Seats {
		if s.Wins != wins || s.Fates["exit"] != wins || s.Fates["exit"]+s.Fates["crypt"]+s.Fates["hand"] != 3 {
			t.Errorf("seat %d: %d wins, fates %v; the team won %d", s.Seat, s.Wins, s.Fates, wins)
		}
	}
	if _, other, _ := runTool("play", "--game", "runrunrun", "--seed", "8", "--seats", "medium,easy", "--difficulty", "hard", "--games", "3", "--timing=false"); other == a {
		t.Error("other seeds printed the same games")
	}
}

// TestRunRunRunRecordAndReplay: the records play writes replay to the
// hash and result it printed, the first player rotates with the seed, a
// damaged step is named, and a record of the game is not replayed as
// another.
func TestRunRunRunRecordAndReplay(t *testing.T) {
	dir := t.TempDir()
	code, out, stderr := runTool("play", "--game", "runrunrun", "--seed", "20", "--seats", "easy,easy,medium", "--games", "3", "--timing=false", "--record-dir", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	firsts := map[int]bool{}
	for _, l := range rrrLines(t, out) {
		code, out, stderr := runTool("replay", l.Record)
		if code != 0 {
			t.Fatalf("replay %s: exit %d: %s", l.Record, code, stderr)
		}
		var r struct {
			Game      string  `json:"game"`
			Hash      string  `json:"hash"`
			HashCheck string  `json:"hash_check"`
			State     rrrView `json:"state"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("replay output: %v\n%s", err, out)
		}
		st := r.State
		if r.Game != "runrunrun" || r.Hash != l.Hash || st.Hash != l.Hash || r.HashCheck != "matches the record" {
			t.Fatalf("seed %d: the replay ends at %s (%s), play said %s", l.Seed, r.Hash, r.HashCheck, l.Hash)
		}
		if !st.Over || st.rrrTeamResult != l.rrrTeamResult || st.Round != l.Rounds || len(st.Cats) != 3 || len(st.Figures) != 5 {
			t.Fatalf("seed %d: the replay shows %+v, play said %+v", l.Seed, st, l.rrrTeamResult)
		}
		data, err := os.ReadFile(l.Record)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := table.DecodeRecord(data)
		if err != nil {
			t.Fatal(err)
		}
		var setup rrr.RecordSetup
		if err := json.Unmarshal(rec.Setup, &setup); err != nil {
			t.Fatal(err)
		}
		if setup.First != int(l.Seed%3) {
			t.Errorf("seed %d: seat %d played first", l.Seed, setup.First)
		}
		firsts[setup.First] = true
		if _, _, stderr := runTool("replay", "--game", "horus", l.Record); !strings.Contains(stderr, `not of "horus"`) {
			t.Fatalf("a record of Run Run Run! replayed as Horus: %s", stderr)
		}

		// A damaged step: the replay fails and names it.
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
	if len(firsts) != 3 {
		t.Errorf("the first player did not rotate: %v", firsts)
	}
}

// TestRunRunRunCommandLines: the game's options and levels on the command
// line, and the bench straight on the engine.
func TestRunRunRunCommandLines(t *testing.T) {
	code, out, stderr := runTool("play", "--game", "runrunrun", "--seed", "2", "--seats", "easy", "--difficulty", "easy", "--lord", "stone", "--open-hands", "--first-player", "1")
	if code != 0 || len(rrrLines(t, out)) != 1 {
		t.Fatalf("exit %d: %s %s", code, out, stderr)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "--game", "runrunrun", "--seats", "easy,easy,easy,easy,easy"}, "5 seats"},
		{[]string{"play", "--game", "runrunrun", "--seats", "random,easy"}, `unknown computer level "random"`},
		{[]string{"play", "--game", "runrunrun", "--seats", "easy,easy", "--difficulty", "nightmare"}, `"nightmare" is not a choice`},
		{[]string{"play", "--game", "runrunrun", "--seats", "easy,easy", "--first-player", "3"}, "first player"},
	} {
		code, out, stderr := runTool(c.args...)
		if code == 0 || out != "" || !strings.Contains(stderr, c.want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q does not say %q", c.args, code, out, stderr, c.want)
		}
	}
	code, out, stderr = runTool("bench", "--game", "runrunrun", "--seconds", "0.2")
	if code != 0 || !strings.Contains(out, "games/s") || strings.Contains(out, "through the game contract") {
		t.Fatalf("bench: exit %d: %s %s", code, out, stderr)
	}
}

// TestRunRunRunScenario: scenario --game runrunrun plays a file of
// game/runrunrun/testdata/scenarios and prints the position and events;
// a bad file names its line, a failed expectation exits non-zero.
func TestRunRunRunScenario(t *testing.T) {
	file := "../../game/runrunrun/testdata/scenarios/example-torch-triangle.txt"
	code, out, stderr := runTool("scenario", "--game", "runrunrun", file)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var res rrrScenarioResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out)
	}
	if res.Steps != 6 || res.Expectations != "all hold" || res.State.Torches != 4 || res.State.Rooms != 4 {
		t.Fatalf("unexpected result: %+v", res)
	}
	kinds := map[string]bool{}
	for _, e := range res.Events {
		kinds[e.Kind] = e.Text != ""
	}
	if !kinds["mechanism"] || !kinds["torch-gained"] || !kinds["card-placed"] {
		t.Fatalf("events %v lack the mechanism, the torches or the card laid (or their words)", kinds)
	}

	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, c := range map[string]struct{ text, want string }{
		"unknown line":  {"cats cleo\nfly to the moon\n", ":2:"},
		"illegal step":  {strings.Replace(string(data), "rot2", "rot0", 1), ":25:"},
		"failed expect": {strings.Replace(string(data), "expect torches 4", "expect torches 3", 1), "expectations fail"},
		"binary":        {"\x00\xff\xfe cats", ":1:"},
	} {
		p := filepath.Join(dir, strings.ReplaceAll(name, " ", "-")+".txt")
		if err := os.WriteFile(p, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		code, _, stderr := runTool("scenario", "--game", "runrunrun", p)
		if code == 0 || !strings.Contains(stderr, c.want) {
			t.Errorf("%s: exit %d, stderr %q does not say %q", name, code, stderr, c.want)
		}
	}
}
