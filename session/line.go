package session

import (
	"context"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// A line is a game written out beforehand, step by step: a tutorial's
// scripted game (scenes/tutorial.go), which must unfold the same every
// time it is played. A session following a line (Follow) plays chance's
// outcomes and the computers' steps from it instead of the generator and
// the computer players, takes from a person only the line's step, and
// plays nothing at or past its hold (Hold), so that a guide can stop the
// game where the player should read before it goes on.
type line struct {
	steps []string // every step from where the line starts, in the game's notation
	base  int      // the session's step count when the line started
	hold  int      // no step at this index of the line or after it is played
}

// ErrOffLine is the reason a person's step is refused in a game that
// follows a line: it is not the step the line plays next.
var ErrOffLine = i18n.Errorf("not now: the guide shows the step to play next")

// ErrHeld is the reason nothing is played while a line holds the game.
var ErrHeld = i18n.Errorf("the game waits for the guide")

// Staged is a game set up by hand rather than from a set-up and a seed (a
// tutorial's position: table.Match from the game's own position, such as
// horus.MatchAt): no record leads to it, so it is never saved, filed or
// counted (no store: Finish refuses it, and an End screen opened without
// a place to save files nothing). seats say who plays each seat.
func Staged(m table.Match, seats []Seat) (*Session, error) {
	seats, err := checkSeats(append([]Seat(nil), seats...), m)
	if err != nil {
		return nil, err
	}
	s := &Session{m: m, seats: seats}
	s.undo.reset(i18n.Errorf("the game has just begun"))
	return s, nil
}

// Follow makes the session play along steps from where it stands, with
// no hold: chance and the computers play the line's steps, and a person
// may play only the line's step. Undo is refused while it follows one: a
// step taken back would leave the line.
func (s *Session) Follow(steps []string) {
	s.line = &line{steps: append([]string(nil), steps...), base: s.steps, hold: len(steps)}
}

// Following reports whether the session follows a line.
func (s *Session) Following() bool { return s.line != nil }

// LineAt is how many steps of the line have been played (0 when the
// session follows none).
func (s *Session) LineAt() int {
	if s.line == nil {
		return 0
	}
	return s.steps - s.line.base
}

// LineStep is the line's next step, or "" at its end (or with no line).
func (s *Session) LineStep() string {
	if s.line == nil {
		return ""
	}
	if i := s.LineAt(); i >= 0 && i < len(s.line.steps) {
		return s.line.steps[i]
	}
	return ""
}

// Hold stops play before step at of the line: until the hold moves on,
// StepChance, BotMove and Apply refuse to play it (ErrHeld), and Held
// tells a play screen to wait. at past the line's end holds nothing.
func (s *Session) Hold(at int) {
	if s.line != nil {
		s.line.hold = at
	}
}

// Held reports whether the line holds the game at its next step.
func (s *Session) Held() bool {
	return s.line != nil && s.LineAt() >= s.line.hold && s.LineStep() != ""
}

// lineCheck is why step may not be played now in a game that follows a
// line (nil when it may, or when there is no line).
func (s *Session) lineCheck(step string) error {
	if s.line == nil || s.LineStep() == "" {
		return nil // past its end, the game goes on as any other
	}
	if s.Held() {
		return ErrHeld
	}
	if step != s.LineStep() {
		return ErrOffLine
	}
	return nil
}

// lineMove is the computer's step from the line, or nil when the session
// follows none (or has played it out).
func (s *Session) lineMove() (func(context.Context) string, error) {
	step := s.LineStep()
	if step == "" {
		return nil, nil
	}
	if s.Held() {
		return nil, ErrHeld
	}
	return func(context.Context) string { return step }, nil
}
