package main

import (
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/render"
	"github.com/pyramid-studio/pyramid/storage"
)

// TestLateMixerCatchesUp: the client starts silent; the sound.Mixer is made
// once, off the frame, and takes over the settings changed and the
// ambient loop asked for while it was being made.
func TestLateMixerCatchesUp(t *testing.T) {
	l := newLateMixer(sound.Settings{EffectsVolume: 0.5, MusicVolume: 0.5})
	l.Play(sound.Dice) // no Mixer yet: dropped, not a crash
	l.StartAmbient()
	var made atomic.Int32
	release := make(chan struct{})
	var given sound.Settings
	mk := func(s sound.Settings) *sound.Mixer {
		made.Add(1)
		given = s
		<-release
		return sound.NewMixerPaced(s, func() {})
	}
	found := func() error { return nil } // a sound device is there
	l.start(found, mk, 0)
	l.start(found, mk, 0) // only the first start counts
	want := sound.Settings{EffectsVolume: 0.25, MusicVolume: 0.75, Muted: true}
	l.ApplySettings(want) // while the Mixer is being made
	l.StopAmbient()
	l.StartAmbient()
	l.Prepare(sound.Set{Effects: []sound.Effect{sound.Footstep}}) // a game chosen meanwhile
	close(release)
	select {
	case <-l.ready:
	case <-time.After(30 * time.Second):
		t.Fatal("the Mixer was never made")
	}
	if n := made.Load(); n != 1 {
		t.Fatalf("the Mixer was made %d times", n)
	}
	if given.EffectsVolume != 0.5 {
		t.Errorf("the Mixer was made with %+v, not the settings at the start", given)
	}
	l.mu.Lock()
	m, ambient := l.m, l.ambient
	l.mu.Unlock()
	if m == nil || !ambient {
		t.Fatalf("after making: mixer %v, ambient %v", m, ambient)
	}
	if got := m.Settings(); got != want {
		t.Errorf("the Mixer has %+v, not the settings applied meanwhile %+v", got, want)
	}
	m.Wait()
	if !m.Has(sound.Footstep) || m.Has(sound.Dice) {
		t.Errorf("the set asked for before the Mixer was made: footstep made %v, dice (never asked for) made %v", m.Has(sound.Footstep), m.Has(sound.Dice))
	}
	l.Prepare(sound.Set{Effects: []sound.Effect{sound.Dice}})
	m.Wait()
	if !m.Has(sound.Dice) {
		t.Error("a set asked for once the Mixer exists is not made")
	}
	l.ApplySettings(sound.Settings{EffectsVolume: 1, MusicVolume: 1})
	if got := m.Settings(); got.Muted || got.EffectsVolume != 1 {
		t.Errorf("settings after the Mixer exists do not reach it: %+v", got)
	}
	l.Play(sound.Dice)
	if err := m.Err(); err != nil {
		t.Errorf("playing through the made Mixer: %v", err)
	}
	if err := l.Device(); err != nil {
		t.Errorf("with a sound device, Device() = %v", err)
	}
}

// TestLateMixerWithoutADevice: when the check finds no sound device, no
// Mixer (and so no audio context, which would end the game loop) is
// made; the game goes on silently, Device says why, and the log says so
// once.
func TestLateMixerWithoutADevice(t *testing.T) {
	l := newLateMixer(sound.DefaultSettings())
	var log strings.Builder
	l.log = &log
	none := fmt.Errorf("%w: no PulseAudio, no ALSA", sound.ErrNoDevice)
	var made atomic.Int32
	mk := func(s sound.Settings) *sound.Mixer { made.Add(1); return sound.NewMixerPaced(s, func() {}) }
	if l.Device() != nil {
		t.Fatal("Device() reports a failure before the check")
	}
	l.start(func() error { return none }, mk, 0)
	l.start(func() error { return none }, mk, 0)
	select {
	case <-l.ready:
	case <-time.After(30 * time.Second):
		t.Fatal("the check never finished")
	}
	if n := made.Load(); n != 0 {
		t.Errorf("the Mixer was made %d times without a sound device", n)
	}
	if err := l.Device(); !errors.Is(err, sound.ErrNoDevice) {
		t.Errorf("Device() = %v, want the missing device", err)
	}
	// everything the scenes do stays harmless
	l.StartAmbient()
	l.Play(sound.Dice)
	l.ApplySettings(sound.Settings{EffectsVolume: 1})
	l.StopAmbient()
	if got := strings.Count(log.String(), "no sound device"); got != 1 {
		t.Errorf("the log names the missing device %d times, want once: %q", got, log.String())
	}
}

// TestSoundWaitsForTheFirstFrame: nothing is synthesized before the game
// has drawn; the first Draw starts it, in the background.
func TestSoundWaitsForTheFirstFrame(t *testing.T) {
	t.Setenv(storage.DirEnv, t.TempDir())
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	g := &runner{game: newGame(""), sound: newLateMixer(sound.DefaultSettings())}
	g.settings.Mixer = g.sound
	if g.sound.started {
		t.Fatal("the sounds are being made before any frame")
	}
	screen := ebiten.NewImage(128, 72)
	g.LayoutF(128, 72)
	start := time.Now()
	for i := 0; i < mixerAfterFrames; i++ {
		if g.sound.started {
			t.Fatalf("the sounds are being made after %d frames, before %d", i, mixerAfterFrames)
		}
		g.Draw(screen)
	}
	if !g.sound.started {
		t.Fatalf("%d frames did not start making the sounds", mixerAfterFrames)
	}
	if d := time.Since(start); d > 300*time.Millisecond {
		t.Errorf("the first frames took %v: the sounds are not made in the background", d)
	}
	g.Draw(screen)
	select {
	case <-g.sound.ready:
	case <-time.After(30 * time.Second):
		t.Fatal("the Mixer was never made")
	}
}

// TestThePageCoverKeepsTheFirstFrame: under the browser's start screen the
// title is drawn once and then kept (not cleared, not drawn again); the
// first frame after the cover goes is drawn anew, cleared as usual.
func TestThePageCoverKeepsTheFirstFrame(t *testing.T) {
	t.Setenv(storage.DirEnv, t.TempDir())
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	covered := true
	g := &runner{game: newGame(""), covers: func() bool { return covered }}
	defer ebiten.SetScreenClearedEveryFrame(true)
	screen := ebiten.NewImage(128, 72)
	g.LayoutF(128, 72)
	texts := func() int {
		stop := render.RecordText()
		g.Draw(screen)
		return len(stop())
	}
	if n := texts(); n == 0 {
		t.Fatal("the first frame under the cover drew no text: the title must be drawn once")
	}
	for i := 0; i < 3; i++ {
		if n := texts(); n != 0 {
			t.Fatalf("frame %d under the cover drew %d texts, want the first frame kept", i+2, n)
		}
		if ebiten.IsScreenClearedEveryFrame() {
			t.Fatal("the screen is cleared under the cover: the kept title would be lost")
		}
	}
	covered = false
	if n := texts(); n == 0 {
		t.Fatal("the first frame after the cover drew nothing")
	}
	if !ebiten.IsScreenClearedEveryFrame() {
		t.Error("the screen is no longer cleared each frame after the cover went")
	}
}

// The browser's page starts the game with the garbage collector off
// (GOGC=off); the runner turns it on once the first frames are drawn, and
// not before.
func TestTheCollectorIsTurnedOnAfterTheStart(t *testing.T) {
	t.Setenv(storage.DirEnv, t.TempDir())
	if err := render.LoadFonts(); err != nil {
		t.Fatal(err)
	}
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	g := &runner{game: newGame(""), collectAfterStart: true}
	screen := ebiten.NewImage(128, 72)
	g.LayoutF(128, 72)
	for i := 1; i < mixerAfterFrames; i++ {
		g.Draw(screen)
		if p := debug.SetGCPercent(-1); p != -1 {
			t.Fatalf("the collector was turned on (%d%%) after %d frames, before the first %d", p, i, mixerAfterFrames)
		}
	}
	g.Draw(screen)
	if p := debug.SetGCPercent(-1); p != 100 {
		t.Fatalf("after %d frames the collector is at %d%%, want Go's default 100%%", mixerAfterFrames, p)
	}
}
