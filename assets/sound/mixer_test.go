package sound

import (
	"bytes"
	"math"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// These tests drive a real Mixer on ebiten's real audio context. Without a
// game loop ebiten never opens the sound device (it does so on the first
// frame), so players stay queued as playing; that is enough to check which
// players exist and what volumes they carry, with or without a device.

var (
	synthOnce sync.Once
	synthed   *Mixer
)

// newTestMixer returns a fresh Mixer that shares one synthesis of the
// sounds, since synthesizing takes most of a second.
func newTestMixer(s Settings) *Mixer {
	synthOnce.Do(func() {
		synthed = NewMixer(DefaultSettings())
		synthed.Prepare(Everything())
		synthed.Wait()
	})
	return &Mixer{ctx: synthed.ctx, settings: s.Clamped(), effects: synthed.effects, ambientPCM: synthed.ambientPCM}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestContextIsSharedAndCreatedOnce(t *testing.T) {
	a, b := Context(), Context()
	if a == nil || a != b || a != audio.CurrentContext() {
		t.Fatalf("Context() gave %p then %p; ebiten's current context is %p", a, b, audio.CurrentContext())
	}
	if a.SampleRate() != SampleRate {
		t.Errorf("sample rate %d, want %d", a.SampleRate(), SampleRate)
	}
	if m := newTestMixer(DefaultSettings()); m.ctx != a {
		t.Error("the Mixer plays through another context")
	}
}

func TestPlayUsesTheEffectsVolume(t *testing.T) {
	m := newTestMixer(Settings{EffectsVolume: 0.8, MusicVolume: 0.5})
	m.Play(Dice)
	if len(m.voices) != 1 || !m.voices[0].IsPlaying() {
		t.Fatalf("after Play: %d voices", len(m.voices))
	}
	if v := m.voices[0].Volume(); !near(v, 0.64) {
		t.Errorf("voice volume %v, want 0.64 (0.8 squared)", v)
	}
	m.SetEffectsVolume(0.5)
	if v := m.voices[0].Volume(); !near(v, 0.25) {
		t.Errorf("after SetEffectsVolume(0.5) a sounding voice has volume %v, want 0.25", v)
	}
	m.SetEffectsVolume(3)
	if m.EffectsVolume() != 1 {
		t.Errorf("SetEffectsVolume(3) left %v, want 1", m.EffectsVolume())
	}
	m.SetEffectsVolume(math.NaN())
	if m.EffectsVolume() != 1 {
		t.Errorf("SetEffectsVolume(NaN) changed the volume to %v", m.EffectsVolume())
	}
	if m.Err() != nil {
		t.Errorf("Err() = %v", m.Err())
	}
}

func TestMuteSilencesAndRestores(t *testing.T) {
	m := newTestMixer(Settings{EffectsVolume: 1, MusicVolume: 1})
	m.StartAmbient()
	m.Play(Footstep)
	m.SetMuted(true)
	if !m.Muted() || m.voices[0].Volume() != 0 || m.ambient.Volume() != 0 {
		t.Errorf("muted: effect volume %v, ambient volume %v", m.voices[0].Volume(), m.ambient.Volume())
	}
	m.Play(Wound)
	if len(m.voices) != 1 {
		t.Errorf("Play while muted started a voice (%d voices)", len(m.voices))
	}
	if !m.ambient.IsPlaying() {
		t.Error("muting stopped the ambient loop instead of silencing it")
	}
	m.SetMuted(false)
	if m.voices[0].Volume() != 1 || m.ambient.Volume() != 1 {
		t.Errorf("unmuted: effect volume %v, ambient volume %v", m.voices[0].Volume(), m.ambient.Volume())
	}
}

func TestZeroVolumePlaysNothing(t *testing.T) {
	m := newTestMixer(Settings{EffectsVolume: 0, MusicVolume: 1})
	m.Play(StoneImpact)
	if len(m.voices) != 0 {
		t.Errorf("%d voices at zero volume", len(m.voices))
	}
}

func TestPlayTakesVariantsInTurn(t *testing.T) {
	m := newTestMixer(DefaultSettings())
	for i := range 2 * Footstep.Variants() {
		if m.next[Footstep] != i%Footstep.Variants() {
			t.Fatalf("play %d would use variant %d", i, m.next[Footstep])
		}
		m.Play(Footstep)
	}
	if m.next[Dice] != 0 {
		t.Error("playing footsteps moved the dice's turn")
	}
}

func TestVoicesAreCapped(t *testing.T) {
	m := newTestMixer(DefaultSettings())
	for range 3 * maxVoices {
		m.Play(MummyStep)
	}
	if len(m.voices) != maxVoices {
		t.Errorf("%d voices, want the cap %d", len(m.voices), maxVoices)
	}
	for _, p := range m.voices {
		if !p.IsPlaying() {
			t.Error("a kept voice is not playing")
		}
	}
}

func TestUnknownEffectIsIgnored(t *testing.T) {
	m := newTestMixer(DefaultSettings())
	m.Play(Effect(-1))
	m.Play(effectCount)
	if len(m.voices) != 0 {
		t.Errorf("%d voices for unknown effects", len(m.voices))
	}
}

func TestAmbientStartsStopsAndFollowsMusicVolume(t *testing.T) {
	m := newTestMixer(Settings{EffectsVolume: 1, MusicVolume: 0.5})
	m.StopAmbient() // before any start: nothing to stop, must not fail
	m.StartAmbient()
	if m.ambient == nil || !m.ambient.IsPlaying() {
		t.Fatal("StartAmbient did not start the loop")
	}
	if v := m.ambient.Volume(); !near(v, 0.25) {
		t.Errorf("ambient volume %v, want 0.25", v)
	}
	m.SetMusicVolume(0.9)
	if v := m.ambient.Volume(); !near(v, 0.81) {
		t.Errorf("after SetMusicVolume(0.9) ambient volume %v, want 0.81", v)
	}
	first := m.ambient
	m.StopAmbient()
	if first.IsPlaying() {
		t.Error("StopAmbient left the loop playing")
	}
	m.StartAmbient()
	if m.ambient != first || !first.IsPlaying() {
		t.Error("StartAmbient after a stop did not resume the same loop")
	}
}

func TestApplySettingsRoundTrip(t *testing.T) {
	m := newTestMixer(DefaultSettings())
	want := Settings{EffectsVolume: 0.4, MusicVolume: 0.1, Muted: true}
	m.ApplySettings(want)
	if got := m.Settings(); got != want {
		t.Errorf("Settings() = %+v after ApplySettings(%+v)", got, want)
	}
	if m.MusicVolume() != 0.1 || m.EffectsVolume() != 0.4 || !m.Muted() {
		t.Error("the getters disagree with Settings()")
	}
	m.ApplySettings(Settings{EffectsVolume: -1, MusicVolume: 2})
	if got := m.Settings(); got != (Settings{EffectsVolume: 0, MusicVolume: 1}) {
		t.Errorf("ApplySettings did not clamp: %+v", got)
	}
}

// TestMixerAdoptsAContextMadeElsewhere runs itself in a child process (an
// audio context lives for the whole process) where the game has already
// created a 44.1 kHz context: the Mixer must use it, without panicking, and
// synthesize at its rate so pitches stay right.
func TestMixerAdoptsAContextMadeElsewhere(t *testing.T) {
	const env = "PYRAMID_SOUND_FOREIGN_CONTEXT"
	if os.Getenv(env) == "1" {
		theirs := audio.NewContext(44100)
		m := NewMixer(DefaultSettings())
		m.Prepare(Everything())
		m.Wait()
		if m.ctx != theirs || Context() != theirs {
			t.Fatal("the Mixer did not adopt the existing context")
		}
		frames := len(m.ambientPCM) / BytesPerFrame
		if frames != AmbientSeconds*44100 {
			t.Fatalf("ambient has %d frames, want %d at 44.1 kHz", frames, AmbientSeconds*44100)
		}
		m.Play(Escape)
		if len(m.voices) != 1 {
			t.Fatal("no voice played")
		}
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestMixerAdoptsAContextMadeElsewhere$", "-test.v")
	cmd.Env = append(os.Environ(), env+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestMixerAdoptsAContextMadeElsewhere") {
		t.Fatalf("child process: %v\n%s", err, out)
	}
}

// TestMixerHoldsEverySound checks the parallel synthesis in NewMixer put
// each variant in its place.
func TestMixerHoldsEverySound(t *testing.T) {
	m := newTestMixer(DefaultSettings())
	eachVariant(t, func(t *testing.T, e Effect, v int, pcm []byte) {
		if len(m.effects[e]) != e.Variants() || !bytes.Equal(m.effects[e][v], pcm) {
			t.Error("the Mixer holds other PCM than Synthesize gives")
		}
	})
	if !bytes.Equal(m.ambientPCM, ambientPCM()) {
		t.Error("the Mixer's ambient loop differs from Ambient()")
	}
}

// TestMixerMakesASetWhenAskedFor: a new Mixer holds no sound and plays
// none; asked for one game's set it makes that set, and only that set,
// in the background, and plays it once made; the ambient loop asked to
// start before it is made is made and starts then.
func TestMixerMakesASetWhenAskedFor(t *testing.T) {
	m := NewMixer(DefaultSettings())
	m.Play(Dice)
	m.StartAmbient()
	if len(m.voices) != 0 || m.ambient != nil {
		t.Fatal("a Mixer that has made nothing played something")
	}
	m.Prepare(Set{Effects: []Effect{Dice, Footstep}})
	m.Prepare(Set{Effects: []Effect{Dice}}) // asked again: made once
	m.Wait()
	m.mu.Lock()
	made := 0
	for e := range m.effects {
		if m.effects[e] != nil {
			made++
		}
	}
	playing := m.ambient != nil && m.ambient.IsPlaying()
	m.mu.Unlock()
	if made != 2 || len(m.effects[Dice]) != Dice.Variants() || len(m.effects[Footstep]) != Footstep.Variants() {
		t.Errorf("asked for the dice and the footstep, the Mixer made %d effects", made)
	}
	if !bytes.Equal(m.effects[Footstep][1], SynthesizeVariant(Footstep, 1)) {
		t.Error("the footstep made differs from Synthesize's")
	}
	if !playing {
		t.Error("the ambient loop asked to start before it was made does not play once made")
	}
	m.Play(Dice)
	m.Play(Escape) // not asked for: not made, not played
	if len(m.voices) != 1 {
		t.Errorf("after playing the dice (made) and the escape (not made): %d voices, want 1", len(m.voices))
	}
}
