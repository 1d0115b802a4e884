package sound

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

var (
	contextOnce sync.Once
	context     *audio.Context
)

// Context returns the process's one ebiten audio context: the one someone
// already created, or else a new one at SampleRate, created once.
// audio.NewContext panics when called a second time, so any other code that
// plays sound must take the context from here instead of creating its own.
//
// Once a context exists, ebiten opens the sound device on the game loop's
// next tick, and a device that fails to open ends the game loop with that
// error. A game that may run on a machine without sound calls CheckDevice
// first (off the frames: it takes a moment) and makes no context when it
// fails.
func Context() *audio.Context {
	contextOnce.Do(func() {
		if c := audio.CurrentContext(); c != nil {
			context = c
			return
		}
		context = audio.NewContext(SampleRate)
	})
	return context
}
