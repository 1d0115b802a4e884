//go:build !js

package main

import (
	"github.com/pyramid-studio/pyramid/assets/sound"
	"github.com/pyramid-studio/pyramid/client/saves"
	"github.com/pyramid-studio/pyramid/client/settings"
	"github.com/pyramid-studio/pyramid/scenes"
	"github.com/pyramid-studio/pyramid/storage"
)

// openSaves opens the desktop's saves folder: $PYRAMID_CONFIG_DIR, or the
// user's configuration directory.
func openSaves() (*saves.Saves, error) {
	dir, err := saves.Dir()
	if err != nil {
		return nil, err
	}
	return saves.Open(dir)
}

// openSettingsStore opens the same folder for settings.json.
func openSettingsStore() (storage.Store, error) { return settings.OpenStore() }

// makeMixer synthesizes the sounds on every core at once (NewMixer); the
// desktop has threads, so the frames go on meanwhile.
func makeMixer(s sound.Settings) *sound.Mixer { return sound.NewMixer(s) }

// pageCovers: the desktop has no start screen over the game.
func pageCovers() bool { return false }

// startsWithoutGC: the desktop program starts with Go's own collector.
const startsWithoutGC = false

// mixerAfterFrames is how many frames are drawn before the sounds are made.
const mixerAfterFrames = 1

// mark is for the browser's page timings; the desktop has none.
func mark(string) {}

// firstScene is the title, with note for the player ("" for none): the
// desktop program plays every game.
func firstScene(note string) scenes.Scene { return scenes.NewTitleNote(note) }
