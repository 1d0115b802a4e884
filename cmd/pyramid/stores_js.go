//go:build js && wasm

package main

import (
	"math"
	"os"
	"syscall/js"
	"time"

	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/storage"
)

func init() {
	// A page has nothing to quit to: the title offers no Quit.
	scenes.QuitOffered = false
}

// openSaves opens the page's localStorage (every key under "pyramid/",
// game records under "pyramid/records/"). Writes go straight to it: a
// setItem is quick and atomic, and a full storage is then reported by the
// very step that could not be saved.
func openSaves() (*saves.Saves, error) {
	l, err := storage.OpenLocal()
	if err != nil {
		return nil, err
	}
	r, err := l.Sub(saves.RecordsFolder)
	if err != nil {
		return nil, err
	}
	s := saves.New(l, r)
	s.Files = pageFiles{}
	// The page (web/pyramid.js) sets PYRAMID_OTHER_TAB when another tab
	// of the game was already open in this browser: that tab keeps the
	// game in progress, and this one keeps its games apart.
	if os.Getenv("PYRAMID_OTHER_TAB") != "" {
		s.InSecondTab()
	}
	return s, nil
}

// pageFiles moves game records between the player's files and the page's
// storage, which the player cannot open: an exported record is also
// downloaded, and the file chooser takes records in (saves.PlayerFiles).
type pageFiles struct{}

func (pageFiles) Download(name string, data []byte) error {
	return storage.Download(name, storage.JSONType, data)
}

func (pageFiles) Pick(got func(name string, data []byte, err error)) error {
	return storage.PickFiles(storage.JSONFiles, got)
}

// openSettingsStore keeps settings.json in the page's localStorage too.
func openSettingsStore() (storage.Store, error) {
	l, err := storage.OpenLocal()
	if err != nil {
		return nil, err // not a typed nil in the interface
	}
	return l, nil
}

// makeMixer synthesizes the sounds a piece at a time. WebAssembly has one
// thread and no preemption: a goroutine that computes holds the page until
// it blocks, so each piece (at most about 0.8 s, the ambient loop; most
// under 0.1 s) is followed by a sleep in which the browser draws frames and
// handles input.
func makeMixer(s sound.Settings) *sound.Mixer {
	return sound.NewMixerPaced(s, func() { time.Sleep(25 * time.Millisecond) })
}

// pageCovers is whether the page's start screen ("Tap or click to
// start", opaque) still covers the game: the page is ready, and the
// player has not started.
func pageCovers() bool {
	page := js.Global().Get("pyramidPage")
	return page.Type() == js.TypeObject && page.Get("state").String() == "ready"
}

// startsWithoutGC: the page starts the game with the garbage collector
// off (GOGC=off, web/pyramid.js), for the runner to turn on.
const startsWithoutGC = true

// mixerAfterFrames lets the title's first frames reach the screen before
// the sounds are made (while the page still asks for the start click,
// which sound has to wait for anyway).
const mixerAfterFrames = 10

// mark records a moment in the page's timings (window.pyramidPage.timings,
// milliseconds since navigation, as pyramid.js records its own): "drawn"
// when the first frame has been drawn, "sound" when the sounds are ready.
func mark(name string) {
	page := js.Global().Get("pyramidPage")
	if page.Type() != js.TypeObject {
		return
	}
	timings := page.Get("timings")
	if timings.Type() != js.TypeObject {
		return
	}
	now := js.Global().Get("performance").Call("now").Float()
	timings.Set(name, math.Round(now))
}
