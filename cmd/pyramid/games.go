package main

// The games this program plays: each game's screens package registers
// its screens with the shell in its init, and brings its engine and its
// computer players, which register themselves with game/table.
import (
	_ "github.com/pyramid-studio/pyramid/scenes/horus"
	_ "github.com/pyramid-studio/pyramid/scenes/pengqueen"
	_ "github.com/pyramid-studio/pyramid/scenes/runrunrun"
)
