package session

import (
	"strconv"
	"strings"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
)

func TestReplayerStepsBothWays(t *testing.T) {
	s := newSession(t, testConfig(3))
	playOut(t, s)
	rec := s.Export()
	data, _ := rec.Encode()
	save, _ := s.Encode()
	for _, src := range [][]byte{data, save} {
		r, err := OpenReplay(src)
		if err != nil {
			t.Fatal(err)
		}
		if r.Len() != len(rec.Steps) || r.Pos() != 0 {
			t.Fatalf("replayer of %d steps at %d, want %d at 0", r.Len(), r.Pos(), len(rec.Steps))
		}
		for i := 0; i <= r.Len(); i += 1 + r.Len()/7 {
			part := rec
			part.Steps, part.FinalHash = rec.Steps[:i], ""
			want, err := horus.Replay(part)
			if err != nil {
				t.Fatal(err)
			}
			if r.StateAt(i) != want {
				t.Fatalf("StateAt(%d) is not the position after %d steps", i, i)
			}
		}
		for r.Forward() {
			if len(r.Events()) == 0 && r.Step(r.Pos()) == "" {
				t.Fatalf("step %d has no notation", r.Pos())
			}
		}
		if r.Pos() != r.Len() || r.State() != s.State() {
			t.Fatal("stepping forward does not end at the final position")
		}
		end := len(r.Log(SeeAll))
		if !r.Back() || r.Pos() != r.Len()-1 || len(r.Log(SeeAll)) >= end {
			t.Fatal("one step back does not go back")
		}
		r.Seek(-5)
		if r.Pos() != 0 || r.Back() || len(r.Log(-1)) != 0 {
			t.Fatal("Seek does not clamp to the start")
		}
		r.Seek(1 << 20)
		if r.Pos() != r.Len() {
			t.Fatal("Seek does not clamp to the end")
		}
	}
	if _, err := OpenReplay([]byte(`{"format":"pyramid-save","version":1}`)); err == nil {
		t.Fatal("an empty save opened in the replay viewer")
	}
}

// TestStepSeenByHidesWhatTheViewerMayNotSee: the replay viewer's line for
// a step, as a viewer sees it, writes "?" for exactly the cards and block
// numbers the step's events hide from that viewer: the sarcophagi's deals
// from everyone, a card drawn under Total Secrecy from all but its drawer;
// public steps and SeeAll read as the record.
func TestStepSeenByHidesWhatTheViewerMayNotSee(t *testing.T) {
	cfg := testConfig(3)
	cfg.Options.TotalSecrecy = true
	s := newSession(t, cfg)
	playOut(t, s)
	r, err := s.Replayer()
	if err != nil {
		t.Fatal(err)
	}
	masked := map[string]int{}
	for i := 1; i <= r.Len(); i++ {
		step := r.Step(i)
		if r.StepSeenBy(i, SeeAll) != step {
			t.Fatalf("step %d %q is changed for SeeAll", i, step)
		}
		for viewer := -1; viewer < int(cfg.Options.Players); viewer++ {
			hidden := map[string]bool{} // the words that would tell what the viewer may not see
			for _, e := range r.events[i-1] {
				if v := e.SeenBy(viewer); v.Card != e.Card {
					hidden[e.Card.String()] = true
				} else if v.Value != e.Value {
					hidden[strconv.Itoa(int(e.Value))] = true
				}
			}
			got := r.StepSeenBy(i, viewer)
			if len(hidden) == 0 && got != step {
				t.Fatalf("step %d %q is shown to %d as %q, though it hides nothing", i, step, viewer, got)
			}
			want := strings.Fields(step)
			for k, w := range want {
				if hidden[w] {
					want[k] = "?"
				}
			}
			if got != strings.Join(want, " ") {
				t.Fatalf("step %d %q is shown to %d as %q", i, step, viewer, got)
			}
			if got != step {
				masked[want[0]]++
			}
		}
	}
	if masked["deal"] == 0 || masked["draw"] == 0 {
		t.Errorf("the game hid no deal or no draw: %v", masked)
	}
}
