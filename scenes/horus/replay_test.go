package horus

import (
	"strings"

	"github.com/pyramid-studio/pyramid/scenes"

	"context"
	"testing"

	"github.com/pyramid-studio/pyramid/client/input"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/session"
)

// finishedRecord plays a whole game of computers through a session.
func finishedRecord(t *testing.T, seed uint64) table.Record {
	t.Helper()
	opt := horus.Options{Players: 3, Adventurers: horus.DrawAdventurers(3, seed), TotalSecrecy: true}
	s, err := session.New(session.Config{Game: horus.GameID, Setup: horus.SetupOf(opt, []string{"random", "random", "random"}), Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	for !s.Over() {
		if st := stateOf(s); st.IsChance() {
			_, err = s.StepChance()
		} else {
			think, berr := s.BotMove()
			if berr != nil {
				t.Fatal(berr)
			}
			_, err = s.Apply(think(context.Background()))
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return s.Export()
}

// replayTo is the position after the first n steps of rec, as the game
// opens it.
func replayTo(t *testing.T, rec table.Record, n int) horus.State {
	t.Helper()
	rec.Steps, rec.FinalHash = rec.Steps[:n], ""
	m, err := horus.Game.Open(rec)
	if err != nil {
		t.Fatal(err)
	}
	return horus.MatchOf(m).State
}

func TestReplayViewerStepsToTheStatesOfGameReplay(t *testing.T) {
	rec := finishedRecord(t, 41)
	r, err := session.NewReplayer(rec, nil)
	if err != nil {
		t.Fatal(err)
	}
	st := settings.Defaults()
	rp, err := scenes.NewReplay(r, "test")
	if err != nil {
		t.Fatal(err)
	}
	m := scenes.NewManager(rp)
	key := func(k input.Kind) {
		t.Helper()
		if err := m.Update(sceneCtx(nil, &st, input.Intent{Kind: k})); err != nil {
			t.Fatal(err)
		}
	}
	n := len(rec.Steps)
	if n < 50 {
		t.Fatalf("a game of only %d steps", n)
	}
	if horus.MatchOf(rp.Match()).State != replayTo(t, rec, 0) {
		t.Fatal("the viewer does not start at the set-up")
	}
	for i := 1; i <= n; i++ {
		key(input.Right)
		if rp.Pos() != i {
			t.Fatalf("after %d presses of Right the viewer is at step %d", i, rp.Pos())
		}
		if i%5 == 0 || i == n {
			if horus.MatchOf(rp.Match()).State != replayTo(t, rec, i) {
				t.Fatalf("step %d: the viewer's position differs from the game's", i)
			}
		}
	}
	end, err := horus.Game.Open(rec)
	if err != nil || horus.MatchOf(rp.Match()).State != horus.MatchOf(end).State || end.Actor() != table.Over {
		t.Fatalf("the end of the replay is not the end of the game (%v)", err)
	}
	key(input.Right) // nothing beyond the end
	if rp.Pos() != n {
		t.Fatalf("Right at the end moved to %d", rp.Pos())
	}
	for i := n - 1; i >= n-40; i-- {
		key(input.Left)
		if rp.Pos() != i || horus.MatchOf(rp.Match()).State != replayTo(t, rec, i) {
			t.Fatalf("back at step %d: wrong position (%d)", i, rp.Pos())
		}
	}
	key(input.Home)
	if rp.Pos() != 0 || horus.MatchOf(rp.Match()).State != replayTo(t, rec, 0) {
		t.Fatal("Home does not go to the start")
	}
	// the log shown is the replayer's events up to the position
	key(input.End)
	if rp.Pos() != n || len(rp.Shown()) == 0 {
		t.Fatalf("End: at %d with %d log events", rp.Pos(), len(rp.Shown()))
	}
	total := 0
	for i := 1; i <= n; i++ {
		total += len(r.EventsOf(i))
	}
	if len(rp.Shown()) != total {
		t.Fatalf("the log holds %d events, the game %d", len(rp.Shown()), total)
	}
	// playing at the fastest speed reaches the end on its own
	key(input.Home)
	for !strings.HasPrefix(probeTargetLabel(rp, "Speed "), "Speed x16") {
		x, y := probeTargetRect(rp, "Speed ").Center()
		if err := m.Update(sceneCtx(nil, &st, input.Intent{Kind: input.Click, X: x, Y: y})); err != nil {
			t.Fatal(err)
		}
	}
	key(input.Confirm)
	for i := 0; i < 4*n && rp.Pos() < n; i++ {
		key(input.Point)
	}
	if rp.Pos() != n || probeTargetLabel(rp, "Pause") != "" {
		t.Fatalf("playing stopped at %d of %d", rp.Pos(), n)
	}
}

func TestRecordFromTheSimulatorOpens(t *testing.T) {
	sc, err := scenes.OpenRecordFile("../../client/saves/testdata/sim-record.json")
	if err != nil {
		t.Fatal(err)
	}
	rp := sc.(*scenes.Replay)
	if rp.Replayer().Len() != 88 {
		t.Fatalf("the record has %d steps, pyramid-sim said 88", rp.Replayer().Len())
	}
	if _, err := scenes.OpenRecordFile("testdata/no-such-file.json"); err == nil {
		t.Fatal("a missing file opened")
	}
}
