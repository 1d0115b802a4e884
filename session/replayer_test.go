package session

import (
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
			want, err := horus.Game.Open(part)
			if err != nil {
				t.Fatal(err)
			}
			if replayState(r, i) != horus.MatchOf(want).State {
				t.Fatalf("StateAt(%d) is not the position after %d steps", i, i)
			}
		}
		for r.Forward() {
			if len(r.Events()) == 0 && r.Step(r.Pos()) == "" {
				t.Fatalf("step %d has no notation", r.Pos())
			}
		}
		if r.Pos() != r.Len() || replayState(r, r.Pos()) != state(s) {
			t.Fatal("stepping forward does not end at the final position")
		}
		end := len(r.Log(0))
		if !r.Back() || r.Pos() != r.Len()-1 || len(r.Log(0)) >= end {
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
