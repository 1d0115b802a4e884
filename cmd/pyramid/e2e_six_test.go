package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	horusbot "github.com/pyramid-studio/pyramid/bot/horus"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/session"
)

// TestWatchSixComputersInTheClient: the desktop client itself plays a
// game of six computer seats of The Pyramid of Horus (two hard, two
// medium, two easy) to its end screen, headless under the vmhost driver,
// its computer players deciding as they do for a person watching (a fresh
// player for every decision, shown what its seat has seen, off the UI
// thread). The finished game's record, filed by the client, and its log
// in words are written to the folder PYRAMID_WATCH_CLIENT names; the test
// fails on any move back onto a square the mover stood on earlier in the
// same turn without having gained anything in between by a hard or medium
// seat (horusbot.BackAndForth). A hard decision at six seats takes a
// quarter of a second, so it only runs when asked:
//
//	PYRAMID_WATCH_CLIENT=/tmp/six go test ./cmd/pyramid/ -run TestWatchSixComputersInTheClient -v -timeout 0
func TestWatchSixComputersInTheClient(t *testing.T) {
	out := os.Getenv("PYRAMID_WATCH_CLIENT")
	if out == "" {
		t.Log("set PYRAMID_WATCH_CLIENT=<folder> to watch six computers play in the client")
		return
	}
	res := runHost(t, "six", []byte(`{"speed": "Fast", "computerSpeed": "Fast"}`))
	t.Logf("scenes %v; %d rounds, %d ticks; winner %q; log %s", res.Scenes, res.Rounds, res.Ticks, res.Winner, res.Watch)
	if res.Watch == "" {
		t.Fatal("the finished game's log was not written")
	}
	if len(res.Back) != len(sixLevels) {
		t.Fatalf("back-and-forth counted for %d seats, want %d", len(res.Back), len(sixLevels))
	}
	t.Logf("back-and-forth moves by seat (%v): %v", sixLevels, res.Back)
	for p, n := range res.Back {
		if n > 0 && sixLevels[p] != "easy" {
			t.Errorf("seat %d (%s) walked back for nothing %d times", p+1, sixLevels[p], n)
		}
	}
}

// sixLevels are the seats of the watched game.
var sixLevels = []string{"hard", "medium", "easy", "hard", "medium", "easy"}

// sixScript sets up six computer seats on the new-game screen, starts the
// game, lets the computers play it to the end screen, then writes the
// record the client filed and its log (watchLog).
func (h *host) sixScript(v *vm) error {
	if err := v.run(30); err != nil {
		return err
	}
	p, err := v.expect("title")
	if err != nil {
		return err
	}
	if err := v.clickLabel(p, "New game"); err != nil {
		return err
	}
	if p, err = v.expect("newgame"); err != nil {
		return err
	}
	for countLabels(p, "Human")+countLabels(p, "Computer") < len(sixLevels) {
		if err := v.clickLabel(p, "+"); err != nil {
			return err
		}
		if p, err = v.read(); err != nil {
			return err
		}
	}
	if countLabels(p, "Human") > 0 {
		if err := v.clickLabel(p, "Human"); err != nil {
			return err
		}
	}
	for seat, want := range sixLevels {
		for tries := 0; ; tries++ {
			if p, err = v.read(); err != nil {
				return err
			}
			t, ok := nthTarget(p, "Level: ", seat)
			if !ok {
				return fmt.Errorf("new game: no level for seat %d among %v", seat+1, labels(p))
			}
			if t.Label == "Level: "+want {
				break
			}
			if tries > 8 {
				return fmt.Errorf("new game: seat %d never offered the %s level", seat+1, want)
			}
			x, y := probeRectCenter(t)
			if err := v.click(x, y); err != nil {
				return err
			}
		}
	}
	if _, err := v.snap("six-newgame-1280x720.png"); err != nil {
		return err
	}
	if err := v.clickLabel(p, "Start game"); err != nil {
		return err
	}
	if _, err := v.expect("play"); err != nil {
		return err
	}
	for i := 0; v.ticks < 2_000_000; i++ {
		if err := v.run(30); err != nil {
			return err
		}
		if p, err = v.read(); err != nil {
			return err
		}
		h.seen(p.Scene)
		if p.Scene == "play" && p.Round >= 5 && !slices.Contains(h.res.Screenshots, "six-play-1280x720.png") {
			if _, err := v.snap("six-play-1280x720.png"); err != nil {
				return err
			}
		}
		if p.Scene == "end" {
			if err := v.run(20); err != nil {
				return err
			}
			if _, err := v.snap("six-end-1280x720.png"); err != nil {
				return err
			}
			h.res.Winner, h.res.Rounds = p.Winner, p.Round
			return h.watchLog()
		}
	}
	return fmt.Errorf("the game of six computers did not end within %d ticks", v.ticks)
}

// nthTarget is the n-th target (from 0) whose label starts with prefix.
func nthTarget(p probe, prefix string, n int) (probeTarget, bool) {
	for _, t := range p.Targets {
		if strings.HasPrefix(t.Label, prefix) {
			if n == 0 {
				return t, true
			}
			n--
		}
	}
	return probeTarget{}, false
}

// watchLog copies the record the client filed at the game's end into
// $PYRAMID_WATCH_CLIENT, writes its log in words beside it (the public
// view, as the replay viewer shows it) and counts the seats'
// back-and-forth moves.
func (h *host) watchLog() error {
	out := os.Getenv("PYRAMID_WATCH_CLIENT")
	dir := filepath.Join(os.Getenv("PYRAMID_CONFIG_DIR"), "records")
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(files) == 0 {
		return fmt.Errorf("the client filed no record in %s", dir)
	}
	slices.Sort(files)
	data, err := os.ReadFile(files[len(files)-1])
	if err != nil {
		return err
	}
	r, err := session.OpenReplay(data)
	if err != nil {
		return err
	}
	r.Seek(r.Len())
	hm := horus.MatchOf(r.Match())
	if hm == nil {
		return fmt.Errorf("the record filed is not a game of The Pyramid of Horus")
	}
	if h.res.Back, err = horusbot.BackAndForth(hm.Record); err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(out, "six-computers.json"), data, 0o644); err != nil {
		return err
	}
	var log strings.Builder
	for p, name := range sixLevels {
		fmt.Fprintf(&log, "seat %d: %s; back-and-forth moves: %d\n", p+1, name, h.res.Back[p])
	}
	log.WriteString("\n" + strings.Join(r.Log(-1), "\n") + "\n")
	h.res.Watch = filepath.Join(out, "six-computers.log")
	return os.WriteFile(h.res.Watch, []byte(log.String()), 0o644)
}
