package session

// NextToAct is the seat that decides once the pending chance steps (dice,
// a card, a block) are played: Current when none is pending, and
// game.TerminalSeat when the game ends first. The chance steps are played
// on a copy of the position and of the generator, so the game is left as
// it was and goes on to exactly this seat. A client resuming at a chance
// step uses it to show the screen of the person who will act, behind the
// cover if need be, rather than one nobody at the table may see.
func (s *Session) NextToAct() int {
	m := *s.m // the State and the generator are values: this is a copy
	for m.State.IsChance() {
		if err := m.State.Apply(m.ChanceOutcome()); err != nil {
			break
		}
	}
	return m.State.Current()
}
