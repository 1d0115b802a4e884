// Command pyramid is the desktop client: a full game of The Adventurers:
// The Pyramid of Horus on a sprite-drawn pyramid, against computer players
// or friends at the same screen.
package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/render"
)

func main() {
	// a copy of the game started to open the sound device (see
	// sound.CheckDevice) does only that
	sound.ServeDeviceProbe()
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "pyramid:", err)
		os.Exit(1)
	}
}

func run() error {
	if err := render.LoadFonts(); err != nil {
		return err
	}
	g := newGame(os.Getenv("PYRAMID_PROBE"))
	if os.Getenv("PYRAMID_TOUCH") != "" {
		// the page found a touch screen: the title speaks of taps before
		// the first one (the tap that started the game was the page's)
		g.reader.StartOnTouch()
	}
	if err := g.openFiles(os.Args[1:]); err != nil {
		return err
	}
	defer g.closeFiles()
	run := &runner{game: g, covers: pageCovers, collectAfterStart: startsWithoutGC}
	if os.Getenv("PYRAMID_NO_SOUND") == "" {
		// The sound device is checked, and the sounds (and the process's
		// one audio context) made, once the first frame is drawn: see
		// lateMixer. Without a device the game plays silently.
		run.sound = newLateMixer(g.settings.Sound)
		g.settings.Mixer = run.sound
	}
	g.retitle()
	ebiten.SetWindowSize(1280, 720)
	ebiten.SetWindowSizeLimits(640, 360, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	err := ebiten.RunGame(run)
	g.mgr.Leave() // stop computer players still thinking
	if err != nil && !errors.Is(err, ebiten.Termination) {
		return err
	}
	return nil
}
