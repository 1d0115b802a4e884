package pengqueen

import (
	"github.com/pyramid-studio/pyramid/assets/sound"
	pq "github.com/pyramid-studio/pyramid/game/pengqueen"
)

// Cues appends to buf the sounds of one event of Pyramid of
// Pengqueen, in the order they are heard (the screen spaces them out with
// its animation: one footstep per square of the walk as the figure
// steps). They are worked out from the event's public fields only, so
// every seat hears the same thing whatever it may see (spec §9.3): a walk
// of k squares is k footsteps (k was announced), an arrow is one slide of
// a fixed length however far it goes, and no sound depends on a square,
// on a die face the Mummy cannot see or on a card in a hand. The Mummy's
// own steps are public and heard one by one.
func Cues(e pq.Event, buf []sound.Effect) []sound.Effect {
	switch e.Kind {
	case pq.EvMoved:
		if e.Face == pq.FaceArrow {
			return append(buf, sound.PenguinSlide)
		}
		for range e.Face.Steps() {
			buf = append(buf, sound.PenguinStep)
		}
	case pq.EvRolled:
		buf = append(buf, sound.HunterDice)
		for range e.Count {
			buf = append(buf, sound.DiceAside)
		}
	case pq.EvDiceBack:
		buf = append(buf, sound.DiceAside)
	case pq.EvMummyTurn:
		buf = append(buf, sound.MummySting)
	case pq.EvMummyDie:
		buf = append(buf, sound.MummyDieRoll)
	case pq.EvMummyStep:
		buf = append(buf, sound.MummyStep)
	case pq.EvCaught:
		buf = append(buf, sound.MagnetClack)
	case pq.EvShown:
		buf = append(buf, sound.CardShow)
	case pq.EvGameOver:
		if e.Seat == pq.MummySeat {
			buf = append(buf, sound.MummyGroan)
		} else {
			buf = append(buf, sound.Escape)
		}
	}
	return buf
}
