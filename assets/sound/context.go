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
