package main

import (
	"context"
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
