package horus

import (
	"github.com/pyramid-studio/pyramid/game/horus"
	"github.com/pyramid-studio/pyramid/i18n"
)

// The hint line: the offer the computer suggests, named as the prompt
// names it in the player's language, and why, as the game words the
// computer's reason (Game.Explain): "Hint: Search — this room's deck
// still pays more than the wounds it may hold".

// hintLine is the prompt's line for a hint: the offer, named as the
// player sees it, and why ("" when no reason is given).
func hintLine(offer, why string) string {
	if why != "" {
		return i18n.F("Hint: %s — %s", offer, why)
	}
	return i18n.F("Hint: %s", offer)
}

// offerName names a hinted offer: a button by its label, a square by
// where the move or jump goes.
func offerName(t target) string {
	switch t.act.Kind {
	case horus.ActMove:
		return i18n.F("move to %s", horus.Square(t.act.A))
	case horus.ActJump:
		return i18n.F("jump to %s", horus.Square(t.act.A))
	}
	return t.label
}
