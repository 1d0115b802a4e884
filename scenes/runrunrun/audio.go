package runrunrun

import (
	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/client/settings"
	rrr "github.com/pyramid-studio/pyramid/game/runrunrun"
)

// The sounds of the board follow its animations: a room's thud when the
// card lands, the dice as they are thrown, a heartbeat as the heart
// lands. Each animation has at most one sound, timed within it (cue);
// at instant speed nothing is animated and nothing sounds.

// cue is an animation's sound and when it comes (0: as it starts, 1: as
// it ends).
type cue struct {
	effect sound.Effect
	at     float64
	ok     bool
}

// cueOf is animation a's sound.
func cueOf(a *anim) cue {
	e := a.evs[0]
	switch a.kind {
	case aLay:
		return cue{sound.RoomLaid, 0.62, true}
	case aWalk, aDraw, aDiscard, aPool:
		if a.kind == aWalk {
			return cue{sound.Footstep, 0.1, true}
		}
		return cue{sound.CardDraw, 0, true}
	case aTorch:
		return cue{sound.TorchLit, 0.55, true}
	case aGutter, aSnuff:
		return cue{sound.TorchGutter, 0.1, true}
	case aDice:
		if dieKind(e) {
			return cue{sound.MummyDice, 0, true}
		}
		return cue{sound.CombatDice, 0, true}
	case aShuffle:
		return cue{sound.MummyShuffle, 0.1, true}
	case aHeart:
		return cue{sound.HeartThump, 0.3, true}
	case aRise:
		return cue{sound.LidSlide, 0.05, true}
	case aAttack:
		return cue{sound.ClawSwipe, 0.15, true}
	case aDamage:
		return cue{sound.Wound, 0.1, true}
	case aUnravel:
		return cue{sound.MummyGroan, 0.1, true}
	case aToken:
		if e.Kind == rrr.EvTokenDrawn {
			return cue{sound.Sarcophagus, 0, true}
		}
		return cue{sound.CardFlip, 0, true}
	case aMech, aPassage:
		return cue{sound.MechanismGrind, 0.2, true}
	case aExit:
		return cue{sound.ExitRumble, 0, true}
	case aLord:
		return cue{sound.MummyGroan, 0.4, true}
	case aEnd:
		if e.Kind == rrr.EvGameWon {
			return cue{sound.TeamWins, 0, true}
		}
		return cue{sound.TeamLoses, 0, true}
	case aAmulet, aMark:
		return cue{sound.CardFlip, 0, true}
	}
	return cue{}
}

// audioHook plays the board's sounds on the mixer as the animations
// reach them, and the ambient loop while the play screen is open.
type audioHook struct {
	ambient bool
}

// start is an animation beginning.
func (h *audioHook) start(a *anim, m settings.Mixer) { h.during(a, m) }

// during plays a's sound once the animation has got to it.
func (h *audioHook) during(a *anim, m settings.Mixer) {
	c := cueOf(a)
	if !c.ok || a.sounded || a.t < c.at {
		return
	}
	a.sounded = true
	if m != nil {
		m.Play(c.effect)
	}
}

// startAmbient starts the ambient loop once for the play screen, and
// stopAmbient stops it when the screen is left.
func (h *audioHook) startAmbient(m settings.Mixer) {
	if m != nil && !h.ambient {
		m.StartAmbient()
		h.ambient = true
	}
}

func (h *audioHook) stopAmbient(m settings.Mixer) {
	if m != nil && h.ambient {
		m.StopAmbient()
		h.ambient = false
	}
}
