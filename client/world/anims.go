package world

import (
	"math"

	"github.com/pyramid-studio/pyramid/game/horus"
)

// Sound is an effect the world asks for when an animation starts (or, for
// a falling block, when it lands). The client maps it to assets/sound;
// the world itself plays nothing and imports no audio.
type Sound uint8

const (
	NoSound Sound = iota
	SoundDice
	SoundFootstep
	SoundMummyStep
	SoundMummyGroan
	SoundStoneImpact
	SoundCardDraw
	SoundCardFlip
	SoundSarcophagus
	SoundWound
	SoundEscape
	NumSounds
)

var soundNames = [...]string{"none", "dice", "footstep", "mummy-step", "mummy-groan", "stone-impact", "card-draw", "card-flip", "sarcophagus", "wound", "escape"}

func (s Sound) String() string {
	if int(s) < len(soundNames) {
		return soundNames[s]
	}
	return "sound?"
}

// cue is a sound that becomes due in at ticks.
type cue struct {
	s  Sound
	at int
}

// Step is one movement of the last batch, for Trail.
type Step struct {
	From, To horus.Square // From is NoSquare for a falling block
	Mummy    bool
	Block    bool
}

// cueAt asks for sound s at tick at from now (at once when at is 0).
func (w *World) cueAt(s Sound, at int) {
	if s == NoSound {
		return
	}
	if at <= 0 {
		w.due = append(w.due, s)
		return
	}
	w.cues = append(w.cues, cue{s, at})
}

// play queues an animation and its sound, which sounds when the
// animation starts (offset: that fraction into the animation).
func (w *World) play(a Anim, dur int, s Sound, offset float64) {
	start, length := w.animate(a, dur)
	w.cueAt(s, start+int(float64(length)*offset))
}

func (w *World) tickCues() {
	out := w.cues[:0]
	for _, c := range w.cues {
		c.at--
		if c.at <= 0 {
			w.due = append(w.due, c.s)
		} else {
			out = append(out, c)
		}
	}
	w.cues = out
}

// TakeSounds returns the sounds due now, each at most once, and forgets
// them (a burst of events at instant speed asks for one dice sound, not
// fifty).
func (w *World) TakeSounds(buf []Sound) []Sound {
	var seen [NumSounds]bool
	for _, s := range w.due {
		if s < NumSounds && !seen[s] {
			seen[s] = true
			buf = append(buf, s)
		}
	}
	w.due = w.due[:0]
	return buf
}

// Skip ends every animation at once: the world shows its components as
// they are (which is what the engine's state says), and the sounds of the
// skipped animations are dropped. The last move's trail stays.
func (w *World) Skip() {
	w.marks = w.marks[:0]
	w.Anims = w.Anims[:0]
	w.cues = w.cues[:0]
	w.due = w.due[:0]
	w.clock = 0
	w.inRoll = false
}

// Pending is how many of the events given to ApplyAll the animations have
// not reached yet: an event is reached once the blocking animations queued
// up to it and with it have played (the dice of a roll once they have
// landed, a block once it is down). At instant speed every event is
// reached at once.
func (w *World) Pending() int { return len(w.marks) }

// reach forgets the marks of the events reached by now.
func (w *World) reach() {
	n := 0
	for n < len(w.marks) && w.marks[n] <= w.now {
		n++
	}
	w.marks = append(w.marks[:0], w.marks[n:]...)
}

// Animating reports whether any animation, blocking or not, is playing.
func (w *World) Animating() bool { return len(w.Anims) > 0 }

// Morphing reports whether mummy m is still the adventurer it was made
// from, turning: the mummy is drawn by the Morph animation until it ends.
func (w *World) Morphing(m int) bool {
	for _, a := range w.Anims {
		if a.Kind == Morph && a.Mummy == m && !a.T.Done() {
			return true
		}
	}
	return false
}

// Started reports whether an animation has begun (its delay is over).
func (a Anim) Started() bool { return a.T.T >= a.T.Delay }

// Land is how far a falling block's landing has gone: 0 while it is still
// in the air, then 0..1 over the shake and the dust.
func (a Anim) Land() float64 {
	if a.Kind != Fall || a.T.Dur <= 0 {
		return 0
	}
	x := float64(a.T.T-a.T.Delay) / float64(a.T.Dur)
	if x <= 1-LandFraction {
		return 0
	}
	return min(1, (x-(1-LandFraction))/LandFraction)
}

// Drop is how far a falling block has fallen: 0 high above, 1 landed.
func (a Anim) Drop() float64 {
	if a.T.Dur <= 0 {
		return 1
	}
	x := float64(a.T.T-a.T.Delay) / float64(a.T.Dur) / (1 - LandFraction)
	x = max(0, min(1, x))
	return x * x // accelerating, as things fall
}

// Raw is the animation's linear progress in [0,1] (0 before it starts).
func (a Anim) Raw() float64 {
	if a.T.Dur <= 0 || a.T.Done() {
		return 1
	}
	return max(0, float64(a.T.T-a.T.Delay)/float64(a.T.Dur))
}

// Shake is the board's offset in design units now: a decaying jolt after a
// block lands.
func (w *World) Shake() (dx, dy float64) {
	for _, a := range w.Anims {
		if a.Kind != Fall || !a.Started() {
			continue
		}
		l := a.Land()
		if l <= 0 || l >= 1 {
			continue
		}
		amp := 5 * (1 - l) * (1 - l)
		ph := l * 7 * math.Pi
		dx += amp * math.Sin(ph)
		dy += amp * 0.6 * math.Sin(ph*1.7+1)
	}
	return dx, dy
}

// At is the square entity e is shown on now. The world's components hold
// where the whole batch of events leaves it, but while its animations play
// it stands where they put it: on the square a step leaves until the step
// is over (the caller places it in between by the step's tween), or on the
// square where it turns, falls over, stands up or changes (a mummy turning
// at a wall is seen at that wall, not on the square its next step will
// reach).
func (w *World) At(e Entity) horus.Square {
	a, ok := w.Current(e)
	if !ok {
		return w.Square[e]
	}
	switch a.Kind {
	case Slide, Hop:
		return a.From
	case Turn, Topple, Rise, Morph, Crush, Exit, Seal, Chest:
		if a.To.Valid() {
			return a.To
		}
	}
	return w.Square[e]
}

// Landed is the set of fallen blocks as shown now (bit n: block n). A
// block still in the air is not down yet, so the region it cuts off from
// the Entrance is shown only once it has landed.
func (w *World) Landed() uint64 {
	var m uint64
	for i, k := range w.keys {
		e := Entity(i)
		if !w.alive[i] || k.Kind != Block || !w.Down[e] {
			continue
		}
		if a, ok := w.Current(e); ok && a.Kind == Fall && a.Land() == 0 {
			continue
		}
		m |= 1 << uint(k.A)
	}
	return m
}
