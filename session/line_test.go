package session

import (
	"errors"
	"testing"

	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/game/table"
)

// lineGame is a finished game of two seats (a person and a random
// computer) played from seed: its steps, its set-up and its final hash.
func lineGame(t *testing.T, seed uint64) ([]string, Config, string) {
	t.Helper()
	opt := horus.Options{Players: 2, Adventurers: horus.DrawAdventurers(2, seed)}
	cfg := horus.SetupOf(opt, []string{Human, "random"})
	s := newSession(t, Config{Game: horus.GameID, Setup: cfg, Seed: seed})
	playOut(t, s)
	return s.Export().Steps, Config{Game: horus.GameID, Setup: cfg}, s.Match().Hash()
}

// TestAStagedSessionFollowsItsLine: a session that follows a line plays
// chance's outcomes and the computer's steps from the line, not from its
// own generator (seeded otherwise here) or its computer player, and so
// ends exactly where the game the line was written from ended.
func TestAStagedSessionFollowsItsLine(t *testing.T) {
	steps, cfg, final := lineGame(t, 11)
	m, err := horus.Game.New(cfg.Setup, 99) // another seed: its own chance would differ
	if err != nil {
		t.Fatal(err)
	}
	s, err := Staged(m, []Seat{{Kind: Human}, {Kind: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	s.Follow(steps)
	for !s.Over() {
		follow(t, s)
	}
	if s.LineAt() != len(steps) || s.Match().Hash() != final {
		t.Fatalf("the staged game ended after %d of %d steps in %s, the line's game in %s", s.LineAt(), len(steps), s.Match().Hash(), final)
	}
	if err := s.Save(); err == nil {
		t.Error("a staged game has a place to be saved")
	}
	if _, err := s.Finish(); err == nil {
		t.Error("a staged game was filed and counted")
	}
}

// TestALineRefusesOtherStepsAndHolds: a person's step other than the
// line's is refused and changes nothing; at the hold nothing is played,
// neither chance nor a computer nor the person, until the hold moves on;
// and the line's steps cannot be undone.
func TestALineRefusesOtherStepsAndHolds(t *testing.T) {
	steps, cfg, _ := lineGame(t, 5)
	m, err := horus.Game.New(cfg.Setup, 5)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Staged(m, []Seat{{Kind: Human}, {Kind: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	s.Follow(steps)
	// play up to the person's first decision with more than one choice
	for !(s.HumanToAct() && len(s.Match().Legal()) > 1) {
		follow(t, s)
	}
	at, hash := s.LineAt(), s.Match().Hash()
	for _, other := range s.Match().Legal() {
		if other == s.LineStep() {
			continue
		}
		if _, err := s.Apply(other); !errors.Is(err, ErrOffLine) {
			t.Fatalf("%q off the line: %v", other, err)
		}
	}
	if s.LineAt() != at || s.Match().Hash() != hash {
		t.Fatal("a refused step changed the game")
	}
	s.Hold(at)
	if !s.Held() {
		t.Fatal("the game is not held at the hold")
	}
	if _, err := s.Apply(s.LineStep()); !errors.Is(err, ErrHeld) {
		t.Fatalf("the person's step at the hold: %v", err)
	}
	s.Hold(at + 1)
	if _, err := s.Apply(s.LineStep()); err != nil {
		t.Fatal(err)
	}
	if err := s.CanUndo(); err == nil {
		t.Error("a step of the line can be undone")
	}
	// chance and the computer wait at a hold too
	for s.HumanToAct() {
		follow(t, s)
	}
	s.Hold(s.LineAt())
	if s.Current() == table.Chance {
		if _, err := s.StepChance(); !errors.Is(err, ErrHeld) {
			t.Fatalf("chance at the hold: %v", err)
		}
	} else if _, err := s.BotMove(); !errors.Is(err, ErrHeld) {
		t.Fatalf("the computer at the hold: %v", err)
	}
	s.Hold(len(steps))
	for !s.Over() {
		follow(t, s)
	}
}

// follow plays one step of a game that follows a line: the person plays
// the line's step, chance and the computer theirs (which the line gives).
func follow(t *testing.T, s *Session) {
	t.Helper()
	if s.HumanToAct() {
		if _, err := s.Apply(s.LineStep()); err != nil {
			t.Fatalf("line step %d %q: %v", s.LineAt(), s.LineStep(), err)
		}
		return
	}
	advance(t, s)
}
