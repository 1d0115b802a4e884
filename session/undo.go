package session

import (
	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/i18n"
)

// The undo rule: a person may take back their own steps within their turn,
// but never past the last point where something new became known — a step
// whose events the game says reveal something (table.Event.Reveals: a die
// roll, a card drawn, dealt or revealed, a peek...) — or where another
// seat acted. Taking back a step that revealed something would let a
// player look and change their mind, so such a step is a commit point.

// undoState is the window of steps that may still be undone: all of
// them the same person's, none of them revealing anything.
type undoState struct {
	floor int           // steps before this index can never be undone
	seat  int           // the seat that played the steps from floor on
	snaps []table.Match // snaps[i] is the match before step floor+i
	// reason says why nothing before floor can be undone. It is an
	// i18n.Errorf, worded when CanUndo's error is shown, not when the
	// step was played: the player may have changed the language since.
	reason error
}

func (u *undoState) reset(reason error) {
	u.snaps, u.reason = nil, reason
}

// undoable reports whether a step by actor may be taken back, its events
// allowing: only a person's.
func (s *Session) undoable(actor int) bool {
	return s.line == nil && actor >= 0 && actor < len(s.seats) && s.seats[actor].IsHuman()
}

// noteStep updates the window after a step by actor with events evs;
// before is the match it was played from (nil for a step that was never
// undoable). The window always holds the last len(snaps) steps: floor +
// len(snaps) == s.steps.
func (s *Session) noteStep(before table.Match, actor int, evs []table.Event) {
	u := &s.undo
	n := s.steps
	if before == nil || revealing(evs) {
		u.floor = n
		u.reset(s.why(actor, evs))
		return
	}
	if len(u.snaps) > 0 && u.seat != actor {
		u.floor = n - 1
		u.reset(i18n.Errorf("the step before is %s's, and only your own steps can be undone", s.Name(u.seat)))
	}
	u.snaps = append(u.snaps, before)
	u.seat = actor
}

// revealing reports whether a step with these events made something newly
// known.
func revealing(evs []table.Event) bool {
	for _, e := range evs {
		if e.Reveals() {
			return true
		}
	}
	return false
}

// why says, for a later undo request, what a step fixed for good: what
// it revealed, in the game's words where it has them (table.Revealer).
func (s *Session) why(actor int, evs []table.Event) error {
	for _, e := range evs {
		if !e.Reveals() {
			continue
		}
		if r, ok := e.(table.Revealer); ok && r.Revealed() != "" {
			return i18n.Errorf(r.Revealed())
		}
		return i18n.Errorf("something new became known since")
	}
	if actor >= 0 {
		return i18n.Errorf("%s has played since", s.Name(actor))
	}
	return i18n.Errorf("chance has played since")
}

// CanUndo returns nil if the person to act may take back their last step,
// or the reason in words why not ("the dice have been rolled since", "it is
// not your turn"...). The reason's Error is in the language shown when it
// is called (i18n.Errorf).
func (s *Session) CanUndo() error {
	c := s.Current()
	switch {
	case c == table.Over:
		return i18n.Errorf("the game is over")
	case c == table.Chance:
		return i18n.Errorf("chance is being decided")
	case !s.seats[c].IsHuman():
		return i18n.Errorf("it is not your turn: %s is playing", s.Name(c))
	case s.line != nil:
		return i18n.Errorf("this game is played as written: its steps cannot be undone")
	case len(s.undo.snaps) == 0 && s.undo.reason != nil:
		return s.undo.reason
	case len(s.undo.snaps) == 0:
		return i18n.Errorf("there is nothing to undo")
	case s.undo.seat != c:
		return i18n.Errorf("the last step is %s's, and only your own steps can be undone", s.Name(s.undo.seat))
	}
	return nil
}

// Undo takes back the last step of the person to act. The match returns
// exactly to what it was before that step; the step goes on the redo list.
// An *AutosaveError means the undo stands but could not be saved.
func (s *Session) Undo() error {
	if err := s.CanUndo(); err != nil {
		return err
	}
	steps := s.m.Record().Steps
	k := len(s.undo.snaps) - 1
	s.redo = append(s.redo, steps[len(steps)-1])
	s.m = s.undo.snaps[k]
	s.undo.snaps = s.undo.snaps[:k]
	s.steps--
	s.trimLog(s.steps)
	return s.autosave()
}

// CanRedo returns nil if an undone step can be played again, or why not.
func (s *Session) CanRedo() error {
	if len(s.redo) == 0 {
		return i18n.Errorf("there is nothing to redo")
	}
	if c := s.Current(); c < 0 || !s.seats[c].IsHuman() {
		return i18n.Errorf("it is not your turn")
	}
	return nil
}

// Redo plays the last undone step again. Any other step clears the redo
// list.
func (s *Session) Redo() ([]table.Event, error) {
	if err := s.CanRedo(); err != nil {
		return nil, err
	}
	text := s.redo[len(s.redo)-1]
	evs, err := s.play(text)
	if err != nil && !isAutosave(err) {
		return nil, i18n.Errorf("cannot redo %q: %v", text, err)
	}
	s.redo = s.redo[:len(s.redo)-1]
	return evs, err
}

// RedoSteps lists the undone steps in notation, the next one to redo first.
func (s *Session) RedoSteps() []string {
	out := make([]string, 0, len(s.redo))
	for i := len(s.redo) - 1; i >= 0; i-- {
		out = append(out, s.redo[i])
	}
	return out
}

// trimLog drops the log of the steps after step n.
func (s *Session) trimLog(n int) {
	i := len(s.log)
	for i > 0 && s.log[i-1].Step > n {
		i--
	}
	s.log = s.log[:i]
}
