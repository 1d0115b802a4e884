package session

import (
	"slices"
	"testing"

	"github.com/pyramid-studio/pyramid/storage"
)

// Playing on from any position of an unfinished game gives a live game at
// exactly that position, with the same seats, whose chance goes on as the
// original game's did; it autosaves once attached, and Continue resumes it.
func TestPlayOnFromAnyPosition(t *testing.T) {
	orig := newSession(t, testConfig(18))
	for i := 0; i < 250 && !orig.Over(); i++ {
		advance(t, orig)
	}
	if orig.Over() {
		t.Fatal("the game ended too soon for the test")
	}
	save, err := orig.Encode()
	if err != nil {
		t.Fatal(err)
	}
	r, err := OpenReplay(save)
	if err != nil {
		t.Fatal(err)
	}
	if r.Finished() {
		t.Fatal("a game in progress counts as finished")
	}
	chances := 0
	for i := 0; i <= r.Len(); i += 1 + i%7 {
		s, err := r.PlayOn(i)
		if err != nil {
			t.Fatalf("PlayOn(%d): %v", i, err)
		}
		if state(s) != replayState(r, i) || s.Steps() != i || !slices.Equal(s.Seats(), orig.Seats()) || s.Notice() != "" {
			t.Fatalf("PlayOn(%d): %d steps, seats %v, notice %q", i, s.Steps(), s.Seats(), s.Notice())
		}
		if now := state(s); i < r.Len() && now.IsChance() {
			chances++
			if _, err := s.StepChance(); err != nil {
				t.Fatal(err)
			}
			if state(s) != replayState(r, i+1) {
				t.Fatalf("after PlayOn(%d) chance went another way than in the game", i)
			}
		}
	}
	if chances == 0 {
		t.Fatal("no chance step was checked")
	}

	st := storage.NewMemory()
	s, err := r.PlayOn(r.Len())
	if err != nil {
		t.Fatal(err)
	}
	if err := s.AttachStore(st, ""); err != nil {
		t.Fatal(err)
	}
	advance(t, s)
	for s.Rolling() { // a roll is saved once, at its last die
		advance(t, s)
	}
	back, err := Resume(st)
	if err != nil || state(back) != state(s) {
		t.Fatalf("Continue after playing on: %v", err)
	}
}

func TestAFinishedGameIsNotPlayedOn(t *testing.T) {
	s := newSession(t, testConfig(3))
	playOut(t, s)
	r, err := s.Replayer()
	if err != nil {
		t.Fatal(err)
	}
	if !r.Finished() {
		t.Fatal("a finished game does not count as finished")
	}
	for _, i := range []int{0, r.Len() / 2, r.Len()} {
		if _, err := r.PlayOn(i); err == nil {
			t.Fatalf("PlayOn(%d) of a finished game was accepted", i)
		}
	}
	rec, half := r.RecordAt(r.Len()/2), replayState(r, r.Len()/2)
	if len(rec.Steps) != r.Len()/2 || rec.FinalHash != half.HashString() || !slices.Equal(rec.Seats, s.Export().Seats) {
		t.Fatalf("RecordAt: %d steps, hash %q, seats %v", len(rec.Steps), rec.FinalHash, rec.Seats)
	}
}
