package session

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	horusbot "github.com/pyramid-studio/pyramid/bot/horus"
	"github.com/pyramid-studio/pyramid/game/horus"
)

// TestWatchSixComputers plays a game of six computer seats (two of each
// level) the way the desktop game does (BotMove: a fresh computer player
// for every decision, shown what its seat has seen from the record), writes the
// game log in words to the file PYRAMID_WATCH names, and fails on any
// move back onto a square the mover stood on earlier in the same turn
// without having gained anything in between by a medium or hard seat
// (counted by horusbot.BackAndForth). It
// only runs when PYRAMID_WATCH is set (a hard decision in a six-seat game
// takes a quarter of a second):
//
//	PYRAMID_WATCH=/tmp/six.log go test ./session/ -run TestWatchSixComputers -v
func TestWatchSixComputers(t *testing.T) {
	path := os.Getenv("PYRAMID_WATCH")
	if path == "" {
		t.Log("set PYRAMID_WATCH=<log file> to watch six computers play")
		return
	}
	levels := []string{"hard", "medium", "easy", "hard", "medium", "easy"}
	opt := horus.Options{Players: 6, Adventurers: horus.DrawAdventurers(6, 19)}
	seats := make([]Seat, 6)
	for i := range seats {
		seats[i] = Seat{Name: fmt.Sprintf("%s %d", levels[i], i+1), Kind: levels[i]}
	}
	s, err := New(horusConfig(opt, 19, seats))
	if err != nil {
		t.Fatal(err)
	}
	for limit := 0; !s.Over(); limit++ {
		if limit > 50000 {
			t.Fatal("the game does not end")
		}
		if st := state(s); st.IsChance() {
			if _, err := s.StepChance(); err != nil {
				t.Fatal(err)
			}
			continue
		}
		think, err := s.BotMove()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Apply(think(context.Background())); err != nil {
			t.Fatal(err)
		}
	}
	back, err := horusbot.BackAndForth(horus.MatchOf(s.Match()).Record)
	if err != nil {
		t.Fatal(err)
	}
	log := s.Log(-1)
	if err := os.WriteFile(path, []byte(strings.Join(log, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d steps, %d log lines in %s; back-and-forth moves by seat: %v", s.Steps(), len(log), path, back)
	for p, n := range back {
		if n > 0 && levels[p] != "easy" {
			t.Errorf("%s walked back for nothing %d times", seats[p].Name, n)
		}
	}
}
