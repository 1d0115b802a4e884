package session

import (
	"strings"

	"github.com/pyramid-studio/pyramid/game"
	"github.com/pyramid-studio/pyramid/i18n"
)

// parseStep reads a step of a file. It refuses a player's action when no
// seat is to act (chance's turn, or the game over) before the engine looks
// at it: game.State.ParseAction indexes the acting seat's hand and would
// panic on such a step (found by FuzzLoad), and a save must never crash
// the game.
func parseStep(st *game.State, text string) (game.Action, error) {
	if st.Current() < 0 && !isChanceStep(text) {
		if st.IsOver() {
			return game.Action{}, i18n.Errorf("the game is already over")
		}
		return game.Action{}, i18n.Errorf("it is chance's turn (dice, a card or a block), not a player's")
	}
	return st.ParseStep(text)
}

// isChanceStep reports whether a step's notation is a chance outcome's.
func isChanceStep(text string) bool {
	w, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(text)), " ")
	switch w {
	case "roll", "draw", "deal", "place", "block":
		return true
	}
	return false
}
