//go:build !web_horus && !web_pengqueen && !web_runrunrun

package main

// The games this program plays: each game's screens package registers
// its screens with the shell in its init, and brings its engine and its
// computer players, which register themselves with game/table.
//
// The build tags choose them, and this is their one description:
//
//   - no web_* tag (the desktop, the tests, a plain GOOS=js build): every
//     game of the collection, this file;
//   - web_<game> (web_horus, web_pengqueen, web_runrunrun): that game
//     alone, games_<game>.go. make web builds one WebAssembly module per
//     game with it (docs/web.md, "One module per game"); the shell there
//     offers the other games too, from the page's list of modules, and
//     asks the page to load another game's module when one of its things
//     is chosen (scenes.Away, cmd/pyramid/modules_js.go).
//
// A new game adds its import here and a games_<game>.go of its own, its
// tag to the list above, and its id to the Makefile's WEB_GAMES.
import (
	_ "github.com/pyramid-studio/pyramid/scenes/horus"
	_ "github.com/pyramid-studio/pyramid/scenes/pengqueen"
	_ "github.com/pyramid-studio/pyramid/scenes/runrunrun"
)
