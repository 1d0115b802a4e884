package horus

import (
	"slices"

	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/client/world"
)

// effectOf maps the world's sound requests to the synthesized effects.
var effectOf = [world.NumSounds]sound.Effect{
	world.SoundDice:        sound.Dice,
	world.SoundFootstep:    sound.Footstep,
	world.SoundMummyStep:   sound.MummyStep,
	world.SoundMummyGroan:  sound.MummyGroan,
	world.SoundStoneImpact: sound.StoneImpact,
	world.SoundCardDraw:    sound.CardDraw,
	world.SoundCardFlip:    sound.CardFlip,
	world.SoundSarcophagus: sound.Sarcophagus,
	world.SoundWound:       sound.Wound,
	world.SoundEscape:      sound.Escape,
}

// EffectOf is the effect played for a world sound (false for NoSound).
func EffectOf(s world.Sound) (sound.Effect, bool) {
	if s == world.NoSound || s >= world.NumSounds {
		return 0, false
	}
	return effectOf[s], true
}

// Sounds are the sounds Horus's screens play, made when the game is
// chosen (scenes.Sounder): the effects the world's sounds map to, and the
// ambient loop of the play screen.
func (horusScreens) Sounds() sound.Set {
	set := sound.Set{Ambient: true}
	for s := world.NoSound + 1; s < world.NumSounds; s++ {
		if e, ok := EffectOf(s); ok && !slices.Contains(set.Effects, e) {
			set.Effects = append(set.Effects, e)
		}
	}
	return set
}

// audioHook plays the sounds the world asks for as its animations start.
// Sounds come from the engine's events through the world, so they follow
// the animations: a block's impact when it lands, the dice when they roll;
// at instant speed each effect sounds at most once per tick.
type audioHook struct {
	buf     []world.Sound
	ambient bool
}

// pump plays the world's due sounds on m (nil: silent, but the world's
// queue is still emptied).
func (h *audioHook) pump(w *world.World, m settings.Mixer) {
	h.buf = w.TakeSounds(h.buf[:0])
	if m == nil {
		return
	}
	for _, s := range h.buf {
		if e, ok := EffectOf(s); ok {
			m.Play(e)
		}
	}
}

// startAmbient starts the ambient loop once for the play screen.
func (h *audioHook) startAmbient(m settings.Mixer) {
	if m != nil && !h.ambient {
		m.StartAmbient()
		h.ambient = true
	}
}

// stopAmbient stops the loop when the play screen is left.
func (h *audioHook) stopAmbient(m settings.Mixer) {
	if m != nil && h.ambient {
		m.StopAmbient()
		h.ambient = false
	}
}
