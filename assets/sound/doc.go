// Package sound makes every sound of the game from code and plays it.
//
// Nothing is loaded from disk: each effect and the pyramid's ambient loop
// are synthesized at start-up from oscillators, noise, filters and
// envelopes, with a fixed seed so that every run makes the same bytes and
// the tests can hold the sounds to measurable limits. Synthesize gives the
// raw PCM (16-bit little-endian stereo, the format of ebiten's audio
// package); a Mixer plays it through the one ebiten audio context of the
// process, with separate effect and music volumes and a mute switch that a
// settings screen can persist as a Settings value. docs/sound.md describes
// each sound.
package sound
