package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/scenes"
)

// lateMixer is the client's settings.Mixer. Opening the audio context and
// making the sounds are not done before the first frame: the game starts
// silent and the real sound.Mixer (which opens the one audio context) is
// made on a goroutine once the first frames have been drawn (see runner).
// It makes no sound until a game is chosen: then the game's own set is
// made (Prepare; synthesizing every game's sounds is the costliest part of
// starting, about 2.5 s of CPU natively, more in a browser). Until the
// Mixer exists, effects are dropped, and the settings, the sets asked for
// and whether the ambient loop should be playing are remembered and
// handed to it.
//
// Before that, the goroutine checks that there is a sound device at all
// (sound.CheckDevice): without one, an audio context would end the game
// loop on its next tick. With no device the Mixer is never made, the game
// plays silently for the whole run, and Device says why.
type lateMixer struct {
	mu       sync.Mutex
	m        *sound.Mixer   // nil until made
	device   error          // why there is no sound (nil: a device was found, or not yet checked)
	settings sound.Settings // the latest settings
	ambient  bool           // the ambient loop should be playing
	sets     []sound.Set    // asked for before the Mixer was made
	started  bool
	ready    chan struct{} // closed once m is set or device says why it never will be
	log      io.Writer     // where the missing device is reported, once
}

func newLateMixer(s sound.Settings) *lateMixer {
	return &lateMixer{settings: s, ready: make(chan struct{}), log: os.Stderr}
}

// start checks for a sound device with check and then makes the Mixer
// with make, on a goroutine of its own, after delay; only the first call
// does anything. When check fails the Mixer is not made: the failure is
// kept for Device and written to the log.
func (l *lateMixer) start(check func() error, make func(sound.Settings) *sound.Mixer, delay time.Duration) {
	l.mu.Lock()
	if l.started {
		l.mu.Unlock()
		return
	}
	l.started = true
	s := l.settings
	l.mu.Unlock()
	go func() {
		if delay > 0 {
			time.Sleep(delay)
		}
		if err := check(); err != nil {
			l.mu.Lock()
			defer l.mu.Unlock()
			l.device = err
			fmt.Fprintln(l.log, "pyramid:", err) // "no sound device: …"; the screens say the rest
			close(l.ready)
			return
		}
		m := make(s)
		l.mu.Lock()
		defer l.mu.Unlock()
		m.ApplySettings(l.settings) // changed while it was being made
		for _, set := range l.sets {
			m.Prepare(set)
		}
		l.sets = nil
		if l.ambient {
			m.StartAmbient()
		}
		l.m = m
		close(l.ready)
		mark("sound")
	}()
}

// Device is nil while the sounds play or are being made, and once the
// check found no sound device, why not.
func (l *lateMixer) Device() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.device
}

// Play plays e once the Mixer exists; before that it is dropped.
func (l *lateMixer) Play(e sound.Effect) {
	l.mu.Lock()
	m := l.m
	l.mu.Unlock()
	if m != nil {
		m.Play(e)
	}
}

// Prepare makes the sounds of set (a game was chosen), now or as soon as
// the Mixer exists, in the background.
func (l *lateMixer) Prepare(set sound.Set) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.m != nil {
		l.m.Prepare(set)
		return
	}
	l.sets = append(l.sets, set)
}

// StartAmbient starts the loop, now or as soon as the Mixer exists.
func (l *lateMixer) StartAmbient() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.ambient = true
	if l.m != nil {
		l.m.StartAmbient()
	}
}

// StopAmbient stops the loop.
func (l *lateMixer) StopAmbient() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.ambient = false
	if l.m != nil {
		l.m.StopAmbient()
	}
}

// ApplySettings takes new volumes and mute, now or for the Mixer to come.
func (l *lateMixer) ApplySettings(s sound.Settings) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.settings = s
	if l.m != nil {
		l.m.ApplySettings(s)
	}
}

// runner is the ebiten.Game that RunGame runs: the game, with its start
// made light. Once mixerAfterFrames frames have been drawn, the sounds
// start being made. While the browser's start screen covers the game
// (covers: pageCovers), the game is drawn once and then kept as it is: nobody
// can see it, and every frame of a title redrawn at 1280×720 cost a
// GPU-less browser (software WebGL) about 0.15 s, which the page's start
// and the WebAssembly compiler's second pass need more. The first frame
// after the cover goes is drawn anew.
type runner struct {
	*game
	sound  *lateMixer  // nil: no sound (PYRAMID_NO_SOUND)
	covers func() bool // whether the page covers the game; nil: never
	// collectAfterStart turns the garbage collector on, at Go's default,
	// once the first frames are drawn: the browser's page starts the
	// game without it (GOGC=off, web/pyramid.js).
	collectAfterStart bool
	drawn             int  // frames drawn, counted up to mixerAfterFrames
	kept              bool // the screen is kept as drawn (not cleared) while covered
	play              bool // a frame of the play screen has been drawn
}

// Draw draws the game (or, under the page's cover, keeps what it drew)
// and starts making the sounds once enough frames have been drawn.
func (r *runner) Draw(screen *ebiten.Image) {
	switch covered := r.drawn > 0 && r.covers != nil && r.covers(); {
	case covered && !r.kept:
		r.kept = true
		ebiten.SetScreenClearedEveryFrame(false)
	case !covered && r.kept:
		r.kept = false
		ebiten.SetScreenClearedEveryFrame(true)
	}
	if !r.kept {
		r.game.Draw(screen)
		if r.drawn == 0 {
			mark("full") // the title, whole, for the browser test to time
		}
		// The play screen's first frame, for the browser test to time
		// how soon after Start game the board reaches the screen.
		if _, ok := r.mgr.Current().(scenes.PlayScreen); ok && !r.play {
			r.play = true
			mark("play")
		}
	}
	if r.drawn >= mixerAfterFrames {
		return
	}
	r.drawn++
	if r.drawn == 1 {
		mark("drawn")
	}
	if r.drawn == mixerAfterFrames && r.sound != nil {
		r.sound.start(sound.CheckDevice, makeMixer, 0)
	}
	if r.drawn == mixerAfterFrames && r.collectAfterStart {
		debug.SetGCPercent(100)
	}
}
