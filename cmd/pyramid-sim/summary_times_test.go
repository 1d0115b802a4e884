package main

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
)

func TestDecisionTimesReport(t *testing.T) {
	var d decisionTimes
	for i := 1; i <= 20; i++ {
		d.addBoth("hard", time.Duration(i)*time.Millisecond, time.Duration(i)*time.Millisecond)
	}
	d.addBoth("easy", 2*time.Millisecond, 2*time.Millisecond)
	r := d.report()
	if len(r) != 2 || r[0].Level != "easy" || r[1].Level != "hard" {
		t.Fatalf("levels %+v", r)
	}
	if h := r[1]; h.Decisions != 20 || h.MeanMS != 10.5 || h.P95MS != 19 {
		t.Fatalf("hard: %+v, want 20 decisions, mean 10.5 ms, p95 19 ms", h)
	}
	if e := r[0]; e.Decisions != 1 || e.MeanMS != 2 || e.P95MS != 2 {
		t.Fatalf("easy: %+v", e)
	}
}

// TestSummaryNeverShowsTimes: the summary printed on stdout holds nothing
// that varies between runs, clocked or not.
func TestSummaryNeverShowsTimes(t *testing.T) {
	var s summary
	c := playConfig{game: horus.Game, seats: []string{"easy", "random"}, values: map[string]string{}}
	res, m, err := playGame(c, table.ComputerOf(horus.GameID), 1, nil)
	if err != nil || len(res.Seats) != 2 {
		t.Fatal(err)
	}
	s.add(c, m)
	s.times = &decisionTimes{}
	s.times.addBoth("easy", time.Millisecond, time.Millisecond)
	data, err := json.Marshal(s.report())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), "decision_times") || strings.Contains(string(data), "_ms") {
		t.Fatalf("the summary carries times: %s", data)
	}
}

// TestPlaySummaryHasDecisionTimes: a run of several games prints, after the
// game lines, a summary with every seat's win rate and interval, mean score
// and fates on stdout, and each level's mean and 95th-percentile decision
// time, measured while the games were played, as one JSON line on stderr.
// The games and the summary are the same as without the clock.
func TestPlaySummaryHasDecisionTimes(t *testing.T) {
	args := []string{"play", "--seed", "7", "--seats", "medium,random", "--games", "2"}
	code, out, stderr := runTool(args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 {
		t.Fatalf("want 2 game lines and a summary, got:\n%s", out)
	}
	var sum summaryLine
	if err := json.Unmarshal([]byte(lines[2]), &sum); err != nil {
		t.Fatalf("bad summary line %q: %v", lines[2], err)
	}
	if len(sum.Summary.Seats) != 2 {
		t.Fatalf("summary seats %+v", sum.Summary.Seats)
	}
	for _, s := range sum.Summary.Seats {
		if s.WinRateCI[0] > s.WinRate || s.WinRate > s.WinRateCI[1] || len(s.Fates) != 4 {
			t.Errorf("seat %d: %+v", s.Seat, s)
		}
	}
	errLines := strings.Split(strings.TrimSpace(stderr), "\n")
	if len(errLines) != 1 {
		t.Fatalf("want one line of decision times on stderr, got:\n%s", stderr)
	}
	var tl timesLine
	dec := json.NewDecoder(strings.NewReader(errLines[0]))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&tl); err != nil {
		t.Fatalf("stderr %q is not a line of decision times: %v", stderr, err)
	}
	got := map[string]levelTimes{}
	for _, lt := range tl.DecisionTimes {
		got[lt.Level] = lt
	}
	for _, level := range []string{"medium", "random"} {
		lt, ok := got[level]
		if !ok || lt.Decisions == 0 || lt.Clock == "" {
			t.Fatalf("decision times of %s: %+v (stderr %s)", level, lt, stderr)
		}
		if lt.MeanMS < 0 || lt.P95MS < 0 || lt.WallMeanMS <= 0 || lt.WallP95MS <= 0 {
			t.Errorf("decision times of %s: %+v", level, lt)
		}
	}
	if m := got["medium"]; m.MeanMS <= 0 || m.P95MS <= 0 {
		t.Errorf("medium searches yet its decisions took no time: %+v", m)
	}
	for _, key := range []string{`"mean_ms"`, `"p95_ms"`, `"wall_mean_ms"`, `"wall_p95_ms"`, `"decisions"`} {
		if !strings.Contains(errLines[0], key) {
			t.Errorf("the decision times lack %s: %s", key, errLines[0])
		}
	}
	// Clocking changes nothing on stdout; unclocked, stderr stays empty.
	code, plain, plainErr := runTool(append(args, "--timing=false")...)
	if code != 0 || plain != out {
		t.Errorf("the clocked run printed other output than the plain one:\n%s\n%s", out, plain)
	}
	if plainErr != "" {
		t.Errorf("--timing=false still prints on stderr: %s", plainErr)
	}
	// One game has no summary, and so no times.
	if _, _, one := runTool("play", "--seed", "7", "--seats", "random,random"); one != "" {
		t.Errorf("a single game printed on stderr: %s", one)
	}
}

// TestOnlyRealChoicesAreClocked: a decision is clocked only where the seat
// has a choice; a single legal step is played at once, unclocked.
func TestOnlyRealChoicesAreClocked(t *testing.T) {
	single := 0
	for seed := uint64(1); seed <= 200 && (single == 0 || seed <= 5); seed++ {
		var d decisionTimes
		c := playConfig{game: horus.Game, seats: []string{"easy", "random", "random", "random"}, values: map[string]string{}}
		_, m, err := playGame(c, table.ComputerOf(horus.GameID), seed, &d)
		if err != nil {
			t.Fatal(err)
		}
		rec := m.Record()
		rec.Steps, rec.FinalHash = []string{}, ""
		r, err := horus.Game.Open(rec)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]int{}
		for _, step := range m.Record().Steps {
			if seat := r.Actor(); seat >= 0 {
				if len(r.Legal()) > 1 {
					want[c.seats[seat]]++
				} else {
					single++
				}
			}
			if _, err := r.Apply(step); err != nil {
				t.Fatal(err)
			}
		}
		for level, n := range want {
			if got := len(d.byLevel[level]); got != n {
				t.Errorf("seed %d, %s: %d decisions clocked, %d with a choice", seed, level, got, n)
			}
		}
	}
	if single == 0 {
		t.Error("no decision with a single legal step: the test proves little")
	}
}
