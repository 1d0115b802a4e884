// Command pyramid-serve serves the browser build written by make web on
// localhost, for make serve: .wasm as application/wasm, and the gzip or
// brotli copy of a file when the browser accepts that encoding.
package main

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/pyramid-studio/pyramid/web"
)

func main() {
	dir := flag.String("dir", "out/web", "the folder make web wrote")
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on (port 0 picks a free one)")
	flag.Parse()
	if err := run(*dir, *addr); err != nil {
		fmt.Fprintln(os.Stderr, "pyramid-serve:", err)
		os.Exit(1)
	}
}

func run(dir, addr string) error {
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		return fmt.Errorf("%s has no index.html: run make web first (%w)", dir, err)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Printf("serving %s at http://%s/ (Ctrl-C stops)\n", dir, ln.Addr())
	srv := &http.Server{Handler: web.Handler(dir), ReadHeaderTimeout: 10 * time.Second}
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
