package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/pyramid-studio/pyramid/bot"
	"github.com/pyramid-studio/pyramid/game"
)

func TestDecisionTimesReport(t *testing.T) {
	var d decisionTimes
	for i := 1; i <= 20; i++ {
		d.add("hard", time.Duration(i)*time.Millisecond)
	}
	d.add("easy", 2*time.Millisecond)
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

func TestTimedBotCountsRealChoices(t *testing.T) {
	var d decisionTimes
	b, err := bot.New("easy", 1)
	if err != nil {
		t.Fatal(err)
	}
	tb := d.wrap("easy", b)
	s, err := game.NewState(game.Options{Players: 2, Adventurers: [game.MaxPlayers]game.Adventurer{0, 1}})
	if err != nil {
		t.Fatal(err)
	}
	for s.IsChance() {
		s.Apply(s.Legal(nil)[0])
	}
	legal := s.Legal(nil)
	a := tb.Choose(context.Background(), s.Observe(s.Current()), legal)
	if err := s.Apply(a); err != nil {
		t.Fatalf("timed bot chose %v: %v", a, err)
	}
	tb.Choose(context.Background(), s.Observe(s.Current()), legal[:1])
	want := 0
	if len(legal) > 1 {
		want = 1
	}
	if got := len(d.byLevel["easy"]); got != want {
		t.Fatalf("%d decisions clocked, want %d (the single-choice call does not count)", got, want)
	}
}

func TestSummaryShowsTimesOnlyWhenClocked(t *testing.T) {
	var s summary
	s.add(gameResult{Seats: []seatResult{{Bot: "easy"}, {Bot: "random"}}})
	if r := s.report(); r.Summary.DecisionTimes != nil {
		t.Fatalf("an unclocked run reports times: %+v", r.Summary.DecisionTimes)
	}
	s.times = &decisionTimes{}
	s.times.add("easy", time.Millisecond)
	if r := s.report(); len(r.Summary.DecisionTimes) != 1 || r.Summary.DecisionTimes[0].Level != "easy" {
		t.Fatalf("a clocked run reports %+v", r.Summary.DecisionTimes)
	}
}

// TestPlaySummaryHasDecisionTimes: a run of several games prints, after the
// game lines, a summary with every seat's win rate and interval, mean score
// and fates, and each level's mean and 95th-percentile decision time,
// measured while the games were played. The games themselves are the same
// as without the clock.
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
		if s.WinRateCI[0] > s.WinRate || s.WinRate > s.WinRateCI[1] || len(s.Fates) != len(fates) {
			t.Errorf("seat %d: %+v", s.Seat, s)
		}
	}
	got := map[string]levelTimes{}
	for _, lt := range sum.Summary.DecisionTimes {
		got[lt.Level] = lt
	}
	for _, level := range []string{"medium", "random"} {
		lt, ok := got[level]
		if !ok || lt.Decisions == 0 || lt.Clock == "" {
			t.Fatalf("decision times of %s: %+v (summary %s)", level, lt, lines[2])
		}
		if lt.MeanMS < 0 || lt.P95MS < 0 || lt.WallP95MS <= 0 {
			t.Errorf("decision times of %s: %+v", level, lt)
		}
	}
	if m := got["medium"]; m.MeanMS <= 0 || m.P95MS <= 0 {
		t.Errorf("medium searches yet its decisions took no time: %+v", m)
	}
	if !strings.Contains(lines[2], `"p95_ms"`) || !strings.Contains(lines[2], `"mean_ms"`) {
		t.Errorf("summary line has no decision times: %s", lines[2])
	}
	// Clocking changes nothing else.
	_, plain, _ := runTool(append(args, "--timing=false")...)
	pl := strings.Split(strings.TrimSpace(plain), "\n")
	if len(pl) != 3 || pl[0] != lines[0] || pl[1] != lines[1] {
		t.Errorf("the clocked games differ from the plain ones:\n%s\n%s", out, plain)
	}
	if strings.Contains(pl[2], "decision_times") {
		t.Errorf("--timing=false still prints times: %s", pl[2])
	}
}
