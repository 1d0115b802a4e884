package sound

import "strconv"

// Effect names one of the game's sound effects.
type Effect int

// The effects, one per thing that happens on the board: Horus's, then
// Run Run Run!'s.
const (
	Dice        Effect = iota // the Dice Keeper rolls: a rattle in the hand, bounces, and the dice settle
	Footstep                  // an adventurer moves one square
	MummyStep                 // a mummy walks one square: a heavy thud and a dragged foot
	MummyGroan                // a mummy turns round or touches someone
	StoneImpact               // a stone block falls: a heavy thud with rumble and debris
	CardDraw                  // a card is drawn: paper sliding off the deck
	CardFlip                  // a card is turned over and slapped down
	Sarcophagus               // a sarcophagus is opened: the stone lid grinds aside and settles
	Wound                     // someone is hurt: a hit and a falling dissonant sting
	Escape                    // someone steps out of the door: a short bright fanfare

	// Run Run Run! (runrunrun.go, runrunrun_stings.go)
	RoomLaid       // a room card is laid: a stone slab slides into place with a thud
	TorchLit       // a room is lit: a whoosh, the flame taking, crackles
	TorchGutter    // the last torch goes out: a sputtering hiss and a puff
	HeartThump     // a heart lands on the mummy deck: a heartbeat
	LidSlide       // a mummy wakes: a sarcophagus lid grinds aside, a breath
	MummyShuffle   // a mummy shuffles one room on: two wrapped feet dragged
	ClawSwipe      // a mummy strikes: a swish and three claws
	CardsTorn      // cards are lost to an attack: paper ripped, pieces fluttering
	CombatDice     // a fight's dice: bone dice thrown onto stone
	MummyDice      // the mummy dice: heavier stone dice
	MechanismGrind // a mechanism works: a ratchet, grinding wheels, a lock
	ExitRumble     // the Exit opens: a rumble, a boom, falling stones, daylight
	TeamWins       // the team escapes: a fanfare in D major
	TeamLoses      // the team loses: a falling sting over a gong

	// Pyramid of Pengqueen (pengqueen.go)
	PenguinStep  // a hunter walks one square: a webbed foot patting stone
	PenguinSlide // an arrow move: a belly slide ending in a bump, one fixed length
	HunterDice   // the hunters' five white dice thrown into the tray
	MummyDieRoll // the Mummy's black die
	DiceAside    // a mummy face set aside: a die knocked onto the stone shelf
	MagnetClack  // a catch: the magnets snapping together
	CardShow     // a treasure shown: a card slapped face up and a glint
	MummySting   // the Mummy's turn begins: a low gong and dark horns
	effectCount
)

// recipe is how one effect is made: its name, how many variants it has (so
// repeated footsteps or rolls are not identical), the peak level it is
// mastered to (the balance between effects), and the synthesis itself.
type recipe struct {
	name     string
	variants int
	peak     float64
	make     func(s *synth) *track
}

// recipes are the effects this build makes: Horus's here (they are the
// shell's too), each other game's in an init of its file, which a
// browser module without that game leaves out with its build tag
// (cmd/pyramid/games.go), so that its synthesis is not in the module.
var recipes = [effectCount]recipe{
	Dice:        {"dice", 3, 0.85, dice},
	Footstep:    {"footstep", 4, 0.50, footstep},
	MummyStep:   {"mummy step", 3, 0.65, mummyStep},
	MummyGroan:  {"mummy groan", 2, 0.70, mummyGroan},
	StoneImpact: {"stone impact", 2, 0.89, stoneImpact},
	CardDraw:    {"card draw", 3, 0.45, cardDraw},
	CardFlip:    {"card flip", 3, 0.60, cardFlip},
	Sarcophagus: {"sarcophagus", 1, 0.70, sarcophagus},
	Wound:       {"wound", 2, 0.75, wound},
	Escape:      {"escape", 1, 0.70, escape},
}

// seed is the fixed root of every random choice, so a build always makes the
// same sounds.
const seed = 0x505952414d4944 // "PYRAMID"

// Effects returns every effect, in declaration order.
func Effects() []Effect {
	all := make([]Effect, effectCount)
	for i := range all {
		all[i] = Effect(i)
	}
	return all
}

// valid reports whether e is an effect this build makes: one of another
// game, in a browser module without that game, has no name or variants
// and is never made or played.
func (e Effect) valid() bool { return e >= 0 && e < effectCount && recipes[e].make != nil }

// String returns the effect's name, or "Effect(n)" for an unknown value.
func (e Effect) String() string {
	if !e.valid() {
		return "Effect(" + strconv.Itoa(int(e)) + ")"
	}
	return recipes[e].name
}

// Variants returns how many different takes of the effect exist (0 for an
// unknown effect). A Mixer plays them in turn.
func (e Effect) Variants() int {
	if !e.valid() {
		return 0
	}
	return recipes[e].variants
}

// Synthesize returns the first variant of effect e as 16-bit little-endian
// stereo PCM at SampleRate, or nil for an unknown effect. It is pure: the
// same effect always gives the same bytes.
func Synthesize(e Effect) []byte {
	return SynthesizeVariant(e, 0)
}

// SynthesizeVariant returns variant v (taken modulo e.Variants()) of effect
// e, like Synthesize.
func SynthesizeVariant(e Effect, v int) []byte {
	return synthesize(e, v, SampleRate)
}

// synthesize renders at any sample rate, for a Mixer whose audio context was
// created by someone else at a rate other than SampleRate.
func synthesize(e Effect, v int, rate int) []byte {
	if !e.valid() {
		return nil
	}
	r := recipes[e]
	v = ((v % r.variants) + r.variants) % r.variants
	s := newSynth(float64(rate), seed+uint64(e)<<8+uint64(v))
	return master(r.make(s), s.rate, r.peak)
}
