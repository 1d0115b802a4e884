package runrunrun

import (
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// The board's animations: the events of a step, as the view's seat sees
// them, become a queue of animations played one after another, each
// telling one or more events that happen together (the dice of one roll
// tumble together; every mummy shuffles one room at once). The picture
// (picture.go) reaches an animation's events when it ends; until then
// the board draws the animation over the picture as it stood.

// animKind is what an animation shows.
type animKind uint8

const (
	aQuiet   animKind = iota // nothing to see: the picture reaches the event at once
	aTurn                    // a new turn: the camera turns to the cat
	aLay                     // a room card slides from the hand, turns to fit and lands
	aWalk                    // a cat walks to another room
	aTorch                   // a torch flies from the supply and the room warms up
	aGutter                  // no torch is left: the supply gutters, a heart instead
	aDraw                    // room cards fly from the deck into a hand
	aDiscard                 // cards leave a hand for the discard pile
	aDice                    // dice tumble: the mummy dice or the combat dice
	aShuffle                 // mummies shuffle one room on towards the Crypt
	aHeart                   // a heart thumps onto the mummy deck
	aRise                    // a mummy wakes: its card flips and it rises from a room
	aSnuff                   // the Snuffing Mummy puts out torches
	aAttack                  // a mummy strikes the cats in its room
	aAmulet                  // an Amulet wards an attack off
	aDamage                  // hearts pop off a mummy
	aUnravel                 // a destroyed mummy unravels into bandages
	aToken                   // a sarcophagus token is drawn, used or passed
	aPassage                 // a secret passage opens through a wall
	aMech                    // a triangle's symbols link with light: a mechanism works
	aExit                    // the Exit slides in with a rumble
	aLord                    // the Lord rises on the Exit
	aMark                    // a paw marker is put down
	aRegroup                 // the team gathers for a Regroup
	aPool                    // cards laid, revealed, pulled or shared in a Regroup
	aEnd                     // the team wins or loses
)

// anim is one animation: its events, its length at normal speed in
// ticks (60 a second), and how far it has got (t, 0 to 1).
type anim struct {
	kind    animKind
	evs     []rrr.Event
	ticks   float64
	t       float64
	started bool
	sounded bool // the sound timed within it has been played
}

// lengths are the animations' lengths at normal speed, in ticks.
var lengths = [...]float64{
	aQuiet: 0, aTurn: 18, aLay: 46, aWalk: 26, aTorch: 26, aGutter: 34, aDraw: 14, aDiscard: 14,
	aDice: 44, aShuffle: 28, aHeart: 18, aRise: 60, aSnuff: 30, aAttack: 30, aAmulet: 26,
	aDamage: 22, aUnravel: 48, aToken: 26, aPassage: 30, aMech: 50, aExit: 70, aLord: 64,
	aMark: 18, aRegroup: 24, aPool: 18, aEnd: 60,
}

// kindOf is the animation an event calls for.
func kindOf(e rrr.Event) animKind {
	switch e.Kind {
	case rrr.EvTurn:
		return aTurn
	case rrr.EvCardPlaced:
		return aLay
	case rrr.EvCatMoved, rrr.EvJoined:
		return aWalk
	case rrr.EvTorchSpent:
		if e.At != rrr.NoCoord {
			return aTorch
		}
		return aQuiet
	case rrr.EvNoTorch:
		return aGutter
	case rrr.EvCardDrawn, rrr.EvCardGiven:
		return aDraw
	case rrr.EvCardDiscarded, rrr.EvCardLost:
		return aDiscard
	case rrr.EvDieRolled:
		return aDice
	case rrr.EvMummyMoved:
		return aShuffle
	case rrr.EvHeartAdded:
		return aHeart
	case rrr.EvMummyAwoke, rrr.EvMummyPlaced:
		return aRise
	case rrr.EvTorchesSnuffed:
		return aSnuff
	case rrr.EvMummyAttacked:
		return aAttack
	case rrr.EvAmuletUsed:
		return aAmulet
	case rrr.EvDamageDealt:
		return aDamage
	case rrr.EvMummyDestroyed:
		return aUnravel
	case rrr.EvTokenDrawn, rrr.EvTokenUsed, rrr.EvTokenPassed:
		return aToken
	case rrr.EvPassage:
		return aPassage
	case rrr.EvMechanism:
		return aMech
	case rrr.EvExitOpened:
		return aExit
	case rrr.EvLordRevealed:
		return aLord
	case rrr.EvMarked:
		return aMark
	case rrr.EvRegroup:
		return aRegroup
	case rrr.EvCardsLaid, rrr.EvCardsRevealed, rrr.EvCardPulled:
		return aPool
	case rrr.EvGameWon, rrr.EvGameLost:
		return aEnd
	}
	return aQuiet
}

// together reports whether event e joins animation a, which shows what
// happens at once: the dice of one roll, every mummy's step of one pass
// (a mummy stepping twice starts another), the cards of one draw, a
// mummy waking and rising.
func together(a *anim, e rrr.Event) bool {
	k := kindOf(e)
	last := a.evs[len(a.evs)-1]
	switch {
	case a.kind == aRise:
		return last.Kind == rrr.EvMummyAwoke && e.Kind == rrr.EvMummyPlaced
	case k != a.kind:
		return false
	case k == aDice:
		return dieKind(last) == dieKind(e)
	case k == aShuffle:
		for _, o := range a.evs {
			if o.Figure == e.Figure {
				return false
			}
		}
		return true
	case k == aDraw, k == aDiscard:
		return last.Seat == e.Seat && len(a.evs) < 6
	}
	return false
}

// dieKind tells a mummy die's face from a combat die's.
func dieKind(e rrr.Event) bool {
	f := rrr.Face(e.Value)
	return f == rrr.FaceMummy || f == rrr.FaceBlank
}

// animQueue is the animations still to play, the one playing first.
type animQueue struct {
	q []anim
}

// add queues the animations of a step's events.
func (aq *animQueue) add(evs []rrr.Event, pic *rrr.Observation) {
	for _, e := range evs {
		if n := len(aq.q); n > 0 && !aq.q[n-1].started && together(&aq.q[n-1], e) {
			aq.q[n-1].evs = append(aq.q[n-1].evs, e)
			continue
		}
		k := kindOf(e)
		aq.q = append(aq.q, anim{kind: k, evs: []rrr.Event{e}, ticks: lengths[k]})
	}
	for i := range aq.q {
		a := &aq.q[i]
		switch a.kind {
		case aDraw, aDiscard:
			a.ticks = lengths[a.kind] + 6*float64(len(a.evs)-1) // the cards one after another
		case aTurn:
			if s := int(a.evs[0].Seat); s >= 0 && s < rrr.MaxSeats && pic.NumSeats() == 1 {
				a.ticks = 6 // a lone cat's turns follow each other quickly
			}
		}
	}
}

func (aq *animQueue) busy() bool   { return len(aq.q) > 0 }
func (aq *animQueue) front() *anim { return &aq.q[0] }
func (aq *animQueue) clear()       { aq.q = aq.q[:0] }

// pop takes the animation in front off the queue.
func (aq *animQueue) pop() anim {
	a := aq.q[0]
	aq.q = append(aq.q[:0], aq.q[1:]...)
	return a
}

// pending counts the events the animations have not reached.
func (aq *animQueue) pending() int {
	n := 0
	for _, a := range aq.q {
		n += len(a.evs)
	}
	return n
}

// playing is the animation under way, or nil.
func (aq *animQueue) playing() *anim {
	if len(aq.q) == 0 {
		return nil
	}
	return &aq.q[0]
}
