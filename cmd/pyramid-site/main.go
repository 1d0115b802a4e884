// Command pyramid-site writes the browser build's folder for make web
// (docs/web.md): from each game's module (the shell and that game,
// compiled to WebAssembly) and Go's wasm_exec.js, the page in every
// language the game speaks, its scripts and the modules under names that
// carry their contents' hash, the service worker that lets the games
// start offline, the web app manifest, the icons, and gzip and brotli
// copies.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	// the games, for what the page and the other modules say of each
	// (table.Info); only their descriptions are used here
	_ "github.com/pyramid-studio/pyramid/game/horus"
	_ "github.com/pyramid-studio/pyramid/game/pengqueen"
	_ "github.com/pyramid-studio/pyramid/game/runrunrun"

	"github.com/pyramid-studio/pyramid/game/table"
	"github.com/pyramid-studio/pyramid/web"
)

// games is the -game flag: id=file, once per module, in the page's order.
type games []web.Game

func (g *games) String() string { return fmt.Sprint(len(*g), " games") }

func (g *games) Set(v string) error {
	id, file, ok := strings.Cut(v, "=")
	if !ok || file == "" {
		return fmt.Errorf("%q is not id=file", v)
	}
	game, found := table.Lookup(id)
	if !found {
		return fmt.Errorf("%q is not a game of the collection", id)
	}
	*g = append(*g, web.Game{Info: game.Info(), Wasm: file})
	return nil
}

func main() {
	s := web.Site{Log: os.Stderr}
	flag.Var((*games)(&s.Games), "game", "a game's module: `id=file`, the game's id and the shell with that game compiled to WebAssembly (once per game)")
	flag.StringVar(&s.WasmExec, "wasm-exec", "", "wasm_exec.js of the Go that compiled them ($(go env GOROOT)/lib/wasm/wasm_exec.js)")
	flag.StringVar(&s.Out, "out", "out/web", "the folder to write")
	flag.IntVar(&s.Brotli, "brotli", 11, "brotli quality of the .br copies, 0 to 11 (-1: none)")
	flag.Parse()
	if len(s.Games) == 0 || s.WasmExec == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: pyramid-site -game ID=FILE [-game ID=FILE...] -wasm-exec FILE [-out DIR] [-brotli Q]")
		os.Exit(2)
	}
	b, err := s.Write()
	if err != nil {
		fmt.Fprintln(os.Stderr, "pyramid-site:", err)
		os.Exit(1)
	}
	fmt.Printf("wrote %s: build %s, %d other files\n", s.Out, b.ID, len(b.Files)-len(b.Modules))
	for _, m := range b.Modules {
		fmt.Printf("  %s: %s (%d bytes)\n", m.ID, m.Wasm, m.WasmBytes)
	}
}
