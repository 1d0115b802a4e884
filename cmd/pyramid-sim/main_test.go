package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
)

// horusSeat is one seat of a game line of The Pyramid of Horus.
type horusSeat struct {
	Bot string `json:"bot"`
	horus.SeatResult
}

// horusSeats reads the seats of a game line of Horus.
func horusSeats(t *testing.T, g gameResult) []horusSeat {
	t.Helper()
	out := make([]horusSeat, len(g.Seats))
	for i, raw := range g.Seats {
		if err := json.Unmarshal(raw, &out[i]); err != nil {
			t.Fatalf("seat %d: %v", i, err)
		}
	}
	return out
}

// horusState is the state a replay of Horus prints.
type horusState struct {
	File      string     `json:"file"`
	Game      string     `json:"game"`
	Hash      string     `json:"hash"`
	HashCheck string     `json:"hash_check"`
	State     horus.View `json:"state"`
}

// runTool runs the tool in-process and returns its exit code and streams.
func runTool(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(args, &out, &errb)
	return code, out.String(), errb.String()
}

// TestPlayIsDeterministic: with the default flags (decision times on), the
// same arguments print the same bytes on stdout; the times go to stderr.
func TestPlayIsDeterministic(t *testing.T) {
	args := []string{"play", "--seed", "42", "--seats", "random,random,random,random", "--games", "4"}
	code, a, stderr := runTool(args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	_, b, _ := runTool(args...)
	if a != b {
		t.Fatalf("the same arguments printed different output:\n%s\n%s", a, b)
	}
	if strings.Contains(a, "decision_times") || strings.Contains(a, "_ms") {
		t.Fatalf("stdout carries decision times, which vary from run to run:\n%s", a)
	}
	lines := strings.Split(strings.TrimSpace(a), "\n")
	if len(lines) != 5 {
		t.Fatalf("want 4 game lines and a summary, got %d lines:\n%s", len(lines), a)
	}
	for k, line := range lines[:4] {
		var g gameResult
		if err := json.Unmarshal([]byte(line), &g); err != nil {
			t.Fatalf("line %d is not a game result: %v", k+1, err)
		}
		if g.Seed != uint64(42+k) {
			t.Errorf("game %d has seed %d, want %d", k, g.Seed, 42+k)
		}
		if g.Game != "horus" || len(g.Seats) != 4 || g.Rounds < 1 || len(g.Hash) != 16 {
			t.Errorf("game %d: incomplete result %+v", k, g)
		}
		seen := map[string]bool{}
		for _, s := range horusSeats(t, g) {
			if seen[s.Adventurer] {
				t.Errorf("game %d: %s plays twice", k, s.Adventurer)
			}
			seen[s.Adventurer] = true
			if s.Fate == "inside" {
				t.Errorf("game %d: seat %d is still inside at the end", k, s.Seat)
			}
			if s.Total != s.Treasures+s.Idols+s.Chests+s.Variety {
				t.Errorf("game %d seat %d: total %d is not the sum of its parts", k, s.Seat, s.Total)
			}
		}
	}
	// Game k of a run is the game of seed N+k on its own.
	_, single, _ := runTool("play", "--seed", "44", "--seats", "random,random,random,random")
	if strings.TrimSpace(single) != lines[2] {
		t.Errorf("game 2 of the run differs from seed 44 alone:\n%s\n%s", lines[2], single)
	}
	var sum summaryLine
	if err := json.Unmarshal([]byte(lines[4]), &sum); err != nil || sum.Summary.Games != 4 || len(sum.Summary.Seats) != 4 {
		t.Fatalf("bad summary line %q: %v", lines[4], err)
	}
	for _, s := range sum.Summary.Seats {
		if s.WinRateCI[0] > s.WinRate || s.WinRate > s.WinRateCI[1] {
			t.Errorf("seat %d: win rate %v outside its interval %v", s.Seat, s.WinRate, s.WinRateCI)
		}
		n := 0
		for _, c := range s.Fates {
			n += c
		}
		if n != 4 {
			t.Errorf("seat %d: fates %v do not add up to 4 games", s.Seat, s.Fates)
		}
	}
	_, other, _ := runTool("play", "--seed", "43", "--seats", "random,random,random,random", "--games", "4")
	if other == a {
		t.Error("a different seed printed the same games")
	}
}

func TestPlayOptionsAndPlayerCounts(t *testing.T) {
	for _, seats := range []string{"random,random", "random,random,random,random,random,random"} {
		code, out, stderr := runTool("play", "--seed", "5", "--seats", seats, "--alternate-mummies", "--total-secrecy")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", seats, code, stderr)
		}
		var g gameResult
		if err := json.Unmarshal([]byte(out), &g); err != nil || len(g.Seats) != strings.Count(seats, ",")+1 {
			t.Fatalf("%s: bad output %q (%v)", seats, out, err)
		}
	}
}

func TestBadCommandLines(t *testing.T) {
	cases := []struct {
		args []string
		want string // in stderr
	}{
		{nil, "usage"},
		{[]string{"fly"}, `unknown command "fly"`},
		{[]string{"play"}, "--seats is required"},
		{[]string{"play", "--seats", "random"}, "1 seats"},
		{[]string{"play", "--seats", "random,random,random,random,random,random,random"}, "7 seats"},
		{[]string{"play", "--seats", "random,genius"}, `unknown computer level "genius"`},
		{[]string{"play", "--seats", "random,random", "--games", "0"}, "--games must be at least 1"},
		{[]string{"play", "--seats", "random,random", "--seed", "minus-one"}, "invalid value"},
		{[]string{"play", "--seats", "random,random", "--colour", "red"}, "flag provided but not defined"},
		{[]string{"play", "--seats", "random,random", "extra"}, `unexpected argument "extra"`},
		{[]string{"replay"}, "give one record file"},
		{[]string{"replay", "a.json", "b.json"}, "give one record file"},
		{[]string{"replay", "/no/such/record.json"}, "no such file"},
		{[]string{"bench", "--seconds", "-1"}, "--seconds must be"},
		{[]string{"scenario"}, "give one scenario file"},
		{[]string{"scenario", "/no/such/scenario.txt"}, "no such file"},
	}
	for _, c := range cases {
		code, out, stderr := runTool(c.args...)
		if code == 0 {
			t.Errorf("%q: exit 0, want an error", c.args)
		}
		if !strings.Contains(stderr, c.want) {
			t.Errorf("%q: stderr %q does not say %q", c.args, stderr, c.want)
		}
		if out != "" {
			t.Errorf("%q: printed %q on stdout", c.args, out)
		}
	}
}

func TestRecordDirAndReplay(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "records")
	code, out, stderr := runTool("play", "--seed", "9", "--seats", "random,random,random", "--games", "2", "--record-dir", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	sc := bufio.NewScanner(strings.NewReader(out))
	var results []gameResult
	for sc.Scan() {
		var g gameResult
		if json.Unmarshal(sc.Bytes(), &g) == nil && g.Hash != "" {
			results = append(results, g)
		}
	}
	if len(results) != 2 {
		t.Fatalf("want 2 games, got %d:\n%s", len(results), out)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Fatalf("want 2 record files (and no temporary files) in %s, got %v", dir, entries)
	}
	for _, g := range results {
		if g.Record != filepath.Join(dir, "game-"+itoa(g.Seed)+".json") {
			t.Fatalf("record path %q", g.Record)
		}
		code, out, stderr := runTool("replay", g.Record)
		if code != 0 {
			t.Fatalf("replay %s: exit %d: %s", g.Record, code, stderr)
		}
		var r horusState
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("replay output is not JSON: %v\n%s", err, out)
		}
		if r.Game != "horus" || r.Hash != g.Hash || r.State.Hash != g.Hash || !r.State.Over || r.HashCheck != "matches the record" {
			t.Fatalf("replay of seed %d ends in %s (over %v, %s), play said %s", g.Seed, r.Hash, r.State.Over, r.HashCheck, g.Hash)
		}
		if len(r.State.Results) != 3 {
			t.Fatalf("replay shows %d results", len(r.State.Results))
		}
		seats := horusSeats(t, g)
		for i, s := range r.State.Results {
			if s != seats[i].SeatResult {
				t.Fatalf("replay result %+v, play said %+v", s, seats[i].SeatResult)
			}
		}
		if _, _, stderr := runTool("replay", "--game", "pengqueen", g.Record); !strings.Contains(stderr, `not of "pengqueen"`) {
			t.Fatalf("a record of Horus replayed as another game: %s", stderr)
		}
	}

	// A corrupted step: the replay fails and names it.
	data, err := os.ReadFile(results[0].Record)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := table.DecodeRecord(data)
	if err != nil || rec.Game != "horus" {
		t.Fatalf("the record of %s names the game %q (%v)", results[0].Record, rec.Game, err)
	}
	bad := -1
	for i, st := range rec.Steps {
		if strings.HasPrefix(st, "move ") {
			rec.Steps[i] = "take A1" // A1 has an idol alcove, no sarcophagus
			bad = i + 1
			break
		}
	}
	if bad < 0 {
		t.Fatal("the game has no move to corrupt")
	}
	corrupt := filepath.Join(t.TempDir(), "corrupt.json")
	enc, _ := rec.Encode()
	os.WriteFile(corrupt, enc, 0o644)
	code, out, stderr = runTool("replay", corrupt)
	if code == 0 || out != "" {
		t.Fatalf("a corrupted record replayed: exit %d, %s", code, out)
	}
	if want := "step " + itoa(uint64(bad)) + ` "take A1"`; !strings.Contains(stderr, want) {
		t.Fatalf("stderr %q does not name %s", stderr, want)
	}

	// A record whose final hash does not match.
	rec, _ = table.DecodeRecord(data)
	rec.FinalHash = "0123456789abcdef"
	enc, _ = rec.Encode()
	os.WriteFile(corrupt, enc, 0o644)
	if code, _, stderr := runTool("replay", corrupt); code == 0 || !strings.Contains(stderr, "0123456789abcdef") {
		t.Fatalf("a wrong final hash passed: exit %d, %s", code, stderr)
	}

	// Garbage and truncated files.
	for name, content := range map[string]string{"garbage": "\x00\x01pyramid", "truncated": string(data[:len(data)/2]), "empty": ""} {
		p := filepath.Join(t.TempDir(), name+".json")
		os.WriteFile(p, []byte(content), 0o644)
		code, out, stderr := runTool("replay", p)
		if code == 0 || out != "" || !strings.Contains(stderr, p) {
			t.Errorf("%s record: exit %d, stdout %q, stderr %q", name, code, out, stderr)
		}
	}
}

func TestRecordDirThatCannotBeMade(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, []byte("x"), 0o644)
	code, out, stderr := runTool("play", "--seats", "random,random", "--record-dir", filepath.Join(file, "sub"))
	if code == 0 || out != "" || !strings.Contains(stderr, "--record-dir") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, stderr)
	}
}

// TestGamesListsEveryGame: one line per registered game, its id first.
func TestGamesListsEveryGame(t *testing.T) {
	code, out, stderr := runTool("games")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != len(table.Games()) || !strings.HasPrefix(lines[0], "horus\t2-6 seats\t") {
		t.Fatalf("games printed %q", out)
	}
	if code, _, stderr := runTool("play", "--game", "chess", "--seats", "random,random"); code != exitUsage || !strings.Contains(stderr, `no game "chess"`) {
		t.Fatalf("an unknown --game: exit %d, %s", code, stderr)
	}
}

// TestGameFlagDefaultsToHorus: --game horus and no --game print the same
// games (the commands of before the collection keep working).
func TestGameFlagDefaultsToHorus(t *testing.T) {
	_, plain, _ := runTool("play", "--seed", "3", "--seats", "easy,random,random", "--games", "2", "--timing=false")
	_, named, _ := runTool("play", "--game", "horus", "--seed", "3", "--seats", "easy,random,random", "--games", "2", "--timing=false")
	_, eq, _ := runTool("play", "--game=horus", "--seed", "3", "--seats", "easy,random,random", "--games", "2", "--timing=false")
	if plain == "" || plain != named || plain != eq {
		t.Fatalf("--game horus plays other games:\n%s\n%s\n%s", plain, named, eq)
	}
}

func TestBench(t *testing.T) {
	code, out, stderr := runTool("bench", "--seconds", "0.2")
	if code != 0 || !strings.Contains(out, "games/s") {
		t.Fatalf("exit %d: %s %s", code, out, stderr)
	}
}

func TestWilson(t *testing.T) {
	for _, c := range []struct {
		k, n   int
		lo, hi float64
	}{{0, 10, 0, 0.2775}, {10, 10, 0.7225, 1}, {50, 100, 0.4038, 0.5962}} {
		lo, hi := wilson(c.k, c.n)
		if round4(lo) != c.lo || round4(hi) != c.hi {
			t.Errorf("wilson(%d, %d) = %.4f..%.4f, want %.4f..%.4f", c.k, c.n, lo, hi, c.lo, c.hi)
		}
	}
}

func itoa(n uint64) string { return strconv.FormatUint(n, 10) }

// A scenario in the format of game/horus/testdata/scenarios (see docs/scenarios.md).
const jumpScenario = `# a block falls on Gore, who jumps
players gore sarti
round 3
phase block
keeper gore
at gore D11
at sarti F9

do block 36
do gore: jump C11
expect at gore C11
`

func TestScenario(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	code, out, stderr := runTool("scenario", write("jump.txt", jumpScenario))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var res scenarioResult
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out)
	}
	if res.Steps != 2 || res.Expectations != "all hold" || res.State.Players[0].Square != "C11" {
		t.Fatalf("unexpected result: %+v", res)
	}
	kinds := map[string]bool{}
	for _, e := range res.Events {
		kinds[e.Kind] = true
	}
	if !kinds["block-fell"] || !kinds["jumped"] || !kinds["wound"] {
		t.Fatalf("events %v lack the block, the jump or the wound", kinds)
	}

	bad := map[string]struct{ text, want string }{
		"unknown line":    {"players gore sarti\nfly to the moon\n", ":2:"},
		"bad adventurer":  {"players gore indiana\n", ":1:"},
		"illegal step":    {strings.Replace(jumpScenario, "jump C11", "jump A1", 1), ":10:"},
		"failed expect":   {strings.Replace(jumpScenario, "expect at gore C11", "expect at gore C10", 1), "expectations fail"},
		"binary garbage":  {"\x00\xff\xfe players", ":1:"},
		"unclosed quotes": {"players gore sarti\nexpect illegal \"jump\n", ":2:"},
	}
	for name, c := range bad {
		code, _, stderr := runTool("scenario", write(strings.ReplaceAll(name, " ", "-")+".txt", c.text))
		if code == 0 || !strings.Contains(stderr, c.want) {
			t.Errorf("%s: exit %d, stderr %q does not say %q", name, code, stderr, c.want)
		}
	}
}
