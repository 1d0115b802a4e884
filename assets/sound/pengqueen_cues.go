package sound

import pq "github.com/pyramid-studio/pyramid/game/pengqueen"

// PengqueenCues appends to buf the sounds of one event of Pyramid of
// Pengqueen, in the order they are heard (the screen spaces them out with
// its animation: one footstep per square of the walk as the figure
// steps). They are worked out from the event's public fields only, so
// every seat hears the same thing whatever it may see (spec §9.3): a walk
// of k squares is k footsteps (k was announced), an arrow is one slide of
// a fixed length however far it goes, and no sound depends on a square,
// on a die face the Mummy cannot see or on a card in a hand. The Mummy's
// own steps are public and heard one by one.
func PengqueenCues(e pq.Event, buf []Effect) []Effect {
	switch e.Kind {
	case pq.EvMoved:
		if e.Face == pq.FaceArrow {
			return append(buf, PenguinSlide)
		}
		for range e.Face.Steps() {
			buf = append(buf, PenguinStep)
		}
	case pq.EvRolled:
		buf = append(buf, HunterDice)
		for range e.Count {
			buf = append(buf, DiceAside)
		}
	case pq.EvDiceBack:
		buf = append(buf, DiceAside)
	case pq.EvMummyTurn:
		buf = append(buf, MummySting)
	case pq.EvMummyDie:
		buf = append(buf, MummyDieRoll)
	case pq.EvMummyStep:
		buf = append(buf, MummyStep)
	case pq.EvCaught:
		buf = append(buf, MagnetClack)
	case pq.EvShown:
		buf = append(buf, CardShow)
	case pq.EvGameOver:
		if e.Seat == pq.MummySeat {
			buf = append(buf, MummyGroan)
		} else {
			buf = append(buf, Escape)
		}
	}
	return buf
}
