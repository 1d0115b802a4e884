// Command pyramid-site writes the browser build's folder for make web
// (docs/web.md): from the game compiled to WebAssembly and Go's
// wasm_exec.js, the page in every language the game speaks, its scripts
// and the game under names that carry their contents' hash, the service
// worker that lets the game start offline, the web app manifest, the
// icons, and gzip and brotli copies.
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/pyramid-studio/pyramid/web"
)

func main() {
	s := web.Site{Log: os.Stderr}
	flag.StringVar(&s.Wasm, "wasm", "", "the game compiled to WebAssembly")
	flag.StringVar(&s.WasmExec, "wasm-exec", "", "wasm_exec.js of the Go that compiled it ($(go env GOROOT)/lib/wasm/wasm_exec.js)")
	flag.StringVar(&s.Out, "out", "out/web", "the folder to write")
	flag.IntVar(&s.Brotli, "brotli", 11, "brotli quality of the .br copies, 0 to 11 (-1: none)")
	flag.Parse()
	if s.Wasm == "" || s.WasmExec == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: pyramid-site -wasm FILE -wasm-exec FILE [-out DIR] [-brotli Q]")
		os.Exit(2)
	}
	b, err := s.Write()
	if err != nil {
		fmt.Fprintln(os.Stderr, "pyramid-site:", err)
		os.Exit(1)
	}
	fmt.Printf("wrote %s: build %s, %s (%d bytes) and %d other files\n", s.Out, b.ID, b.Wasm, b.WasmBytes, len(b.Files)-1)
}
