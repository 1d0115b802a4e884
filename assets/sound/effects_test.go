package sound

import (
	"bytes"
	"math"
	"strconv"
	"sync"
	"testing"
)

// lsb is one step of 16-bit PCM as a fraction of full scale.
const lsb = 1.0 / 32768

// wantSeconds is the length each effect is designed to have: a recipe that
// grows or shrinks past it has changed character (or lost its tail room).
var wantSeconds = map[Effect][2]float64{
	Dice:        {0.9, 1.8},
	Footstep:    {0.2, 0.6},
	MummyStep:   {0.5, 1.3},
	MummyGroan:  {1.4, 2.8},
	StoneImpact: {1.5, 3.0},
	CardDraw:    {0.2, 0.6},
	CardFlip:    {0.15, 0.5},
	Sarcophagus: {2.5, 4.0},
	Wound:       {0.4, 1.2},
	Escape:      {1.2, 2.5},

	RoomLaid:       {0.5, 1.2},
	TorchLit:       {0.7, 1.4},
	TorchGutter:    {1.0, 1.8},
	HeartThump:     {0.4, 1.0},
	LidSlide:       {2.2, 3.4},
	MummyShuffle:   {0.6, 1.3},
	ClawSwipe:      {0.3, 0.8},
	CardsTorn:      {0.6, 1.2},
	CombatDice:     {0.9, 1.6},
	MummyDice:      {0.8, 1.4},
	MechanismGrind: {1.6, 2.6},
	ExitRumble:     {2.6, 3.8},
	TeamWins:       {2.0, 3.2},
	TeamLoses:      {2.6, 4.0},
	PenguinStep:    {0.15, 0.45},
	HunterDice:     {1.0, 1.9},
	MummyDieRoll:   {0.6, 1.3},
	DiceAside:      {0.3, 0.7},
	MagnetClack:    {0.2, 0.6},
	CardShow:       {0.6, 1.4},
	MummySting:     {1.8, 3.0},
}

var (
	variantsOnce sync.Once
	variantPCM   [effectCount][][]byte
)

// eachVariant runs f on the PCM of every variant of every effect,
// synthesized once for all the tests.
func eachVariant(t *testing.T, f func(t *testing.T, e Effect, v int, pcm []byte)) {
	t.Helper()
	variantsOnce.Do(func() {
		for _, e := range Effects() {
			for v := range e.Variants() {
				variantPCM[e] = append(variantPCM[e], SynthesizeVariant(e, v))
			}
		}
	})
	for _, e := range Effects() {
		for v, pcm := range variantPCM[e] {
			t.Run(e.String()+"/"+strconv.Itoa(v), func(t *testing.T) { f(t, e, v, pcm) })
		}
	}
}

// TestEveryEffectHasALengthRange: every effect this build makes (a
// browser module makes only its own game's) has its range above, or one
// its game's tests add (the penguin's slide: pengqueen_slide_test.go).
func TestEveryEffectHasALengthRange(t *testing.T) {
	made := 0
	for _, e := range Effects() {
		if !e.valid() {
			continue
		}
		made++
		if _, ok := wantSeconds[e]; !ok {
			t.Errorf("%v has no length range in wantSeconds", e)
		}
	}
	if made == 0 {
		t.Fatal("this build makes no effect")
	}
}

func TestEffectLevels(t *testing.T) {
	eachVariant(t, func(t *testing.T, e Effect, v int, pcm []byte) {
		if len(pcm) == 0 || len(pcm)%BytesPerFrame != 0 {
			t.Fatalf("%d bytes is not whole stereo 16-bit frames", len(pcm))
		}
		lv := Measure(pcm)
		if r := wantSeconds[e]; lv.Duration.Seconds() < r[0] || lv.Duration.Seconds() > r[1] {
			t.Errorf("lasts %v, want %.2f–%.2f s", lv.Duration, r[0], r[1])
		}
		if lv.RMS < 0.01 {
			t.Errorf("RMS %.4f (below -40 dBFS): nearly silent", lv.RMS)
		}
		want := recipes[e].peak
		if lv.Peak > want+lsb || lv.Peak < want-2*lsb || lv.Peak >= 0.95 {
			t.Errorf("peak %.4f, want the mastered %.2f (below full scale)", lv.Peak, want)
		}
		if lv.Edge > lsb {
			t.Errorf("first or last frame at %.5f of full scale: it would click", lv.Edge)
		}
	})
}

// TestEffectsDieAwayBeforeTheEnd checks that each effect has decayed
// before its last 50 ms: a sound cut short by its buffer would end on the
// fade-out instead, which is heard as a chopped tail.
func TestEffectsDieAwayBeforeTheEnd(t *testing.T) {
	eachVariant(t, func(t *testing.T, e Effect, v int, pcm []byte) {
		x := samples(pcm)
		tail := x[len(x)-2*SampleRate/20:]
		if r := rms(tail); r > 0.005 {
			t.Errorf("last 50 ms RMS %.4f (above -46 dBFS): the sound is cut off", r)
		}
	})
}

func TestEffectsHaveNoDCOffset(t *testing.T) {
	eachVariant(t, func(t *testing.T, e Effect, v int, pcm []byte) {
		x := samples(pcm)
		for ch := range 2 {
			var sum float64
			c := channel(x, ch)
			for _, s := range c {
				sum += s
			}
			if mean := sum / float64(len(c)); math.Abs(mean) > 0.002 {
				t.Errorf("channel %d has a DC offset of %.4f", ch, mean)
			}
		}
	})
}

func TestSynthesizeIsDeterministic(t *testing.T) {
	eachVariant(t, func(t *testing.T, e Effect, v int, pcm []byte) {
		if again := SynthesizeVariant(e, v); !bytes.Equal(pcm, again) {
			t.Error("a second synthesis gave different PCM")
		}
	})
	if !bytes.Equal(Synthesize(Dice), SynthesizeVariant(Dice, 0)) {
		t.Error("Synthesize is not variant 0")
	}
	if !bytes.Equal(SynthesizeVariant(Dice, Dice.Variants()+1), SynthesizeVariant(Dice, 1)) {
		t.Error("variants do not wrap round")
	}
	if !bytes.Equal(SynthesizeVariant(Dice, -1), SynthesizeVariant(Dice, Dice.Variants()-1)) {
		t.Error("negative variants do not wrap round")
	}
}

func TestVariantsAndEffectsDiffer(t *testing.T) {
	seen := map[string]string{}
	eachVariant(t, func(t *testing.T, e Effect, v int, pcm []byte) {
		name := t.Name()
		if other, dup := seen[string(pcm)]; dup {
			t.Errorf("identical to %s", other)
		}
		seen[string(pcm)] = name
	})
}

func TestUnknownEffects(t *testing.T) {
	for _, e := range []Effect{-1, effectCount, 99} {
		if pcm := Synthesize(e); pcm != nil {
			t.Errorf("Synthesize(%d) gave %d bytes, want nil", e, len(pcm))
		}
		if e.Variants() != 0 {
			t.Errorf("Effect(%d).Variants() = %d, want 0", e, e.Variants())
		}
	}
	if got := Effect(99).String(); got != "Effect(99)" {
		t.Errorf("String of an unknown effect = %q", got)
	}
	if got := CardFlip.String(); got != "card flip" {
		t.Errorf("CardFlip.String() = %q", got)
	}
}

// TestEffectSpectra checks that each effect sits where its recipe says:
// thuds, footsteps and the Mummy's gong below 250 Hz, paper, dice and the
// magnets' click above, and the fanfare on a C major chord.
func TestEffectSpectra(t *testing.T) {
	cases := []struct {
		e        Effect
		min, max float64 // share of energy below 250 Hz
	}{
		{StoneImpact, 0.8, 1}, {Footstep, 0.5, 1}, {MummyStep, 0.4, 1},
		{Dice, 0, 0.25}, {CardDraw, 0, 0.1}, {CardFlip, 0, 0.1}, {Escape, 0, 0.05},
		{PenguinStep, 0.5, 1}, {MummySting, 0.6, 1}, {HunterDice, 0, 0.25}, {MagnetClack, 0, 0.35}, {CardShow, 0, 0.1},
	}
	want := map[Effect][2]float64{}
	for _, c := range cases {
		want[c.e] = [2]float64{c.min, c.max}
	}
	eachVariant(t, func(t *testing.T, e Effect, v int, pcm []byte) {
		r, ok := want[e]
		if f := lowFraction(samples(pcm), 250); ok && (f < r[0] || f > r[1]) {
			t.Errorf("%.3f of the energy below 250 Hz, want %.2f–%.2f", f, r[0], r[1])
		}
	})

	x := samples(Synthesize(Escape))
	chord := x[2*int(0.5*SampleRate) : 2*int(1.2*SampleRate)]
	for _, note := range []float64{523.25, 659.26, 783.99} {
		for _, off := range []float64{554.37, 622.25, 739.99} { // the semitones between
			if power(chord, note) < 100*power(chord, off) {
				t.Errorf("escape chord: %.0f Hz is not 20 dB above %.0f Hz", note, off)
			}
		}
	}
}

func TestOtherSampleRatesKeepTheLength(t *testing.T) {
	for _, e := range []Effect{Dice, Escape} {
		at48 := len(synthesize(e, 0, SampleRate)) / BytesPerFrame
		at44 := len(synthesize(e, 0, 44100)) / BytesPerFrame
		if want := float64(at48) * 44100 / SampleRate; math.Abs(float64(at44)-want) > 2 {
			t.Errorf("%v: %d frames at 44.1 kHz, want %.0f", e, at44, want)
		}
	}
}

// TestMasterSilencesTheEdges feeds master a full-scale square wave, the
// worst case for clicks, and checks the edges are zero and ramp smoothly.
func TestMasterSilencesTheEdges(t *testing.T) {
	tr := newTrack(SampleRate / 10)
	for i := range tr.l {
		v := 1.0
		if i/100%2 == 1 {
			v = -1
		}
		tr.l[i], tr.r[i] = v, v
	}
	x := samples(master(tr, SampleRate, 0.5))
	if x[0] != 0 || x[len(x)-1] != 0 {
		t.Errorf("edges %.5f, %.5f: want 0", x[0], x[len(x)-1])
	}
	rampEnd := 2 * int(fadeInSeconds*SampleRate)
	for i := 2; i < rampEnd; i += 2 {
		if step := math.Abs(x[i] - x[i-2]); step > 0.5*math.Pi/(fadeInSeconds*SampleRate) {
			t.Fatalf("fade-in jumps by %.4f at frame %d", step, i/2)
		}
	}
	if p := peakOf(x); math.Abs(p-0.5) > lsb {
		t.Errorf("peak %.4f, want 0.5", p)
	}
}
