package horus

import (
	"context"
	"os"
	"strconv"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// TestNoBackAndForth: the search levels never walk back onto a square they
// stood on earlier in the same turn without gaining anything in between
// (counted by BackAndForth from the games' records). Hard and medium play
// together, and against easy players, each seat keeping one bot that
// watches the game (as the headless tool plays); then as the desktop game
// plays (TestNoBackAndForthRecalled). The rule does not depend on the
// budget (no candidate of the search walks back, Memory.Revisit), so
// these games run on small budgets. At the levels' own budgets the count
// runs by hand over N two-player games of hard against medium (the seats
// alternating), so every game is a game of each level; it prints the
// games' win rates too:
//
//	GOMAXPROCS=1 PYRAMID_BACKFORTH=1000 go test ./bot/horus/ -run 'TestNoBackAndForth$' -v -timeout 0
func TestNoBackAndForth(t *testing.T) {
	tables := []lineup{
		{hero: "hard", foe: "medium", players: 4, games: 20, heroIters: 24, foeIters: 12},
		{hero: "medium", foe: "easy", players: 3, games: 20, heroIters: 12},
		{hero: "hard", foe: "easy", players: 5, games: 20, heroIters: 24},
	}
	full, _ := strconv.Atoi(os.Getenv("PYRAMID_BACKFORTH"))
	if full > 0 {
		tables = []lineup{{hero: "hard", foe: "medium", players: 2, games: full}}
	}
	easyBack := 0
	for i, tb := range tables {
		r := play(t, tb, uint64(900+i))
		if tb.foe == "easy" {
			easyBack += r.foeBack
		}
		t.Logf("%v: %d games, back-and-forth moves: hero %d, foes %d; %v", tb, r.games, r.back, r.foeBack, r)
		if r.games != tb.games {
			t.Errorf("%v: played %d games, want %d", tb, r.games, tb.games)
		}
		if r.back != 0 {
			t.Errorf("%v: %s walked back for nothing %d times in %d games", tb, tb.hero, r.back, r.games)
		}
		if tb.foe != "easy" && r.foeBack != 0 {
			t.Errorf("%v: %s walked back for nothing %d times in %d games", tb, tb.foe, r.foeBack, r.games)
		}
	}
	// The count sees such moves where they happen: the easy level's
	// slips (an unconsidered step now and then) make some.
	if full == 0 && easyBack == 0 {
		t.Error("the easy players never walked back: the count cannot see such moves")
	}
}

// TestNoBackAndForthRecalled: the same with a fresh bot for every decision
// that is shown what its seat has seen from the record (Recall), as
// Computer.Think plays for the desktop game.
func TestNoBackAndForthRecalled(t *testing.T) {
	levels := []string{"hard", "medium", "easy", "hard"}
	for g := range 3 {
		seed := uint64(950 + g)
		m, err := horus.NewMatch(options(seed, len(levels)), seed)
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; !m.State.IsOver(); steps++ {
			if steps > 200000 {
				t.Fatalf("seed %d: the game did not end", seed)
			}
			if m.State.IsChance() {
				if _, err := m.Apply(m.ChanceOutcome(), nil); err != nil {
					t.Fatal(err)
				}
				continue
			}
			seat := m.State.Current()
			legal := m.State.Legal(nil)
			b := small(levels[seat], seed+uint64(steps))
			if r, ok := b.(Rememberer); ok {
				mem, err := Recall(m.Record, seat)
				if err != nil {
					t.Fatal(err)
				}
				r.Remember(mem)
			}
			a := b.Choose(context.Background(), m.State.Observe(seat), legal)
			if _, err := m.Apply(a, nil); err != nil {
				t.Fatalf("seed %d: seat %d chose %v: %v", seed, seat, a, err)
			}
		}
		back := backAndForth(t, m.Record)
		t.Logf("seed %d: %d steps, back-and-forth moves by seat (%v): %v", seed, len(m.Record.Steps), levels, back)
		for p, n := range back {
			if n != 0 && levels[p] != "easy" {
				t.Errorf("seed %d: %s walked back for nothing %d times", seed, levels[p], n)
			}
		}
	}
}
