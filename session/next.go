package session

import "github.com/pyramid-studio/pyramid/game/table"

// NextToAct is the seat that decides once the pending chance steps (dice,
// a card, a block) are played: Current when none is pending, and
// table.Over when the game ends first. The chance steps are played on a
// copy of the match, generator included, so the game is left as it was
// and goes on to exactly this seat. A client resuming at a chance step
// uses it to show the screen of the person who will act, behind the cover
// if need be, rather than one nobody at the table may see.
func (s *Session) NextToAct() int {
	m := s.m.Clone()
	for m.Actor() == table.Chance {
		if _, err := m.Apply(m.ChanceStep()); err != nil {
			break
		}
	}
	return m.Actor()
}
