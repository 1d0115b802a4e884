//go:build !web_horus && !web_pengqueen

package sound

import "testing"

// Run Run Run!'s effects sit where their recipes say: stone, hearts and
// rumbles low; claws, paper, fire and dice high. (The checks every effect
// passes, lengths, levels, clean edges and tails, are in effects_test.go.)
func TestRunRunRunSpectra(t *testing.T) {
	cases := []struct {
		e        Effect
		min, max float64 // share of energy below 250 Hz
	}{
		{RoomLaid, 0.6, 1}, {HeartThump, 0.8, 1}, {ExitRumble, 0.75, 1}, {MummyShuffle, 0.25, 1},
		{ClawSwipe, 0, 0.1}, {CardsTorn, 0, 0.1}, {TorchLit, 0, 0.5}, {CombatDice, 0, 0.2},
		{TeamWins, 0, 0.15},
	}
	for _, c := range cases {
		for v := range c.e.Variants() {
			if f := lowFraction(samples(SynthesizeVariant(c.e, v)), 250); f < c.min || f > c.max {
				t.Errorf("%v/%d: %.3f of the energy below 250 Hz, want %.2f–%.2f", c.e, v, f, c.min, c.max)
			}
		}
	}
	// the mummy dice are heavier than the cats': more of them is low
	if lc, lm := lowFraction(samples(Synthesize(CombatDice)), 1000), lowFraction(samples(Synthesize(MummyDice)), 1000); lm <= lc {
		t.Errorf("mummy dice %.3f below 1 kHz, combat dice %.3f: the mummy dice should sound heavier", lm, lc)
	}
}

// The fanfare lands on a D major chord: D5, F♯5 and A5 stand 20 dB above
// the semitones round them.
func TestTeamWinsEndsOnDMajor(t *testing.T) {
	x := samples(Synthesize(TeamWins))
	chord := x[2*int(0.8*SampleRate) : 2*int(1.6*SampleRate)]
	for _, note := range []float64{587.33, 739.99, 880.00} {
		for _, off := range []float64{622.25, 698.46, 783.99, 830.61} {
			if power(chord, note) < 100*power(chord, off) {
				t.Errorf("the chord's %.0f Hz is not 20 dB above %.0f Hz", note, off)
			}
		}
	}
}

// The sting falls: it starts on A4 and settles on D4.
func TestTeamLosesFalls(t *testing.T) {
	x := samples(Synthesize(TeamLoses))
	first := x[2*int(0.02*SampleRate) : 2*int(0.2*SampleRate)]
	last := x[2*int(1.1*SampleRate) : 2*int(1.8*SampleRate)]
	if power(first, 440) < 10*power(first, 293.66) {
		t.Error("the sting does not start on A4")
	}
	if power(last, 293.66) < 10*power(last, 440) {
		t.Error("the sting does not settle on D4")
	}
}
