package session

import (
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
)

// parseStep reads a step of a file. It refuses a player's action when no
// seat is to act (chance's turn, or the game over) before the engine looks
// at it, in the player's language: a save must say in words why it does
// not replay, and never crash the game (FuzzLoad).
func parseStep(st *horus.State, text string) (horus.Action, error) {
	if st.Current() < 0 && !horus.IsChanceStep(text) {
		if st.IsOver() {
			return horus.Action{}, i18n.Errorf("the game is already over")
		}
		return horus.Action{}, i18n.Errorf("it is chance's turn (dice, a card or a block), not a player's")
	}
	return st.ParseStep(text)
}
