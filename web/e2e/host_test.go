package e2e

import (
	"context"
	"errors"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/pyramid-studio/pyramid/web"
)

// host serves a build folder on one local address that it keeps: it can
// go down (the network is gone: the page must start from the service
// worker's copies), come up again on the same address (a service worker
// belongs to its origin, port included), and serve another folder (a new
// build deployed).
type host struct {
	t    testing.TB
	addr string
	dir  atomic.Pointer[string]
	wasm atomic.Int32 // requests for a .wasm
	// modules counts the requests for each .wasm, by path
	modules sync.Map

	mu  sync.Mutex
	srv *http.Server
}

func newHost(t testing.TB, dir string) *host {
	t.Helper()
	h := &host{t: t}
	h.dir.Store(&dir)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	h.addr = ln.Addr().String()
	h.start(ln)
	t.Cleanup(h.down)
	return h
}

func (h *host) url() string { return "http://" + h.addr + "/" }

func (h *host) start(ln net.Listener) {
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			h.wasm.Add(1)
			n, _ := h.modules.LoadOrStore(r.URL.Path, new(atomic.Int32))
			n.(*atomic.Int32).Add(1)
		}
		web.Handler(*h.dir.Load()).ServeHTTP(w, r)
	})}
	h.mu.Lock()
	h.srv = srv
	h.mu.Unlock()
	go srv.Serve(ln)
}

// down stops serving: connections are refused from now on.
func (h *host) down() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.srv != nil {
		h.srv.Close()
		h.srv = nil
	}
}

// up serves again on the same address.
func (h *host) up() {
	h.t.Helper()
	var ln net.Listener
	var err error
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if ln, err = net.Listen("tcp", h.addr); err == nil || time.Now().After(deadline) {
			break
		}
	}
	if err != nil {
		h.t.Fatalf("cannot listen on %s again: %v", h.addr, err)
	}
	h.start(ln)
}

// serve switches to another folder.
func (h *host) serve(dir string) { h.dir.Store(&dir) }

// evalAsync evaluates expr, awaiting the promise it gives, into v.
func (b *browser) evalAsync(expr string, v any) {
	b.t.Helper()
	b.run(chromedp.Evaluate(expr, v, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
		return p.WithAwaitPromise(true)
	}))
}

// failedResponses records every response of the tab with a status of 400
// or more (a missing icon, a missing favicon), as "status url".
func (b *browser) failedResponses() func() []string {
	b.t.Helper()
	var mu sync.Mutex
	var bad []string
	chromedp.ListenTarget(b.ctx, func(ev any) {
		if r, ok := ev.(*network.EventResponseReceived); ok && r.Response.Status >= 400 {
			mu.Lock()
			bad = append(bad, strings.TrimSpace(r.Response.StatusText+" "+r.Response.URL))
			mu.Unlock()
		}
	})
	b.run(network.Enable())
	return func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), bad...)
	}
}

// copySite makes a folder that serves as dir does, each file a link to
// dir's, for a test to spoil one of them.
func copySite(t testing.TB, dir string) string {
	t.Helper()
	out := t.TempDir()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		if err := os.Symlink(filepath.Join(dir, e.Name()), filepath.Join(out, e.Name())); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// rebuild writes, into a new folder, the build in dir with a game that
// differs from its own by a custom section (WebAssembly's place for data
// a module does not run): another build of the same game, as a new
// release would be, without compiling it again. It returns the build and
// its folder.
func rebuild(t testing.TB, dir, note string) (*web.Build, string) {
	t.Helper()
	name := "pyramid-test"
	payload := append([]byte{byte(len(name))}, name+note...)
	section := append([]byte{0}, uleb(len(payload))...)
	var games []web.Game
	for _, m := range builtModules(t, dir) {
		orig, err := os.ReadFile(filepath.Join(dir, m.Wasm))
		if err != nil {
			t.Fatal(err)
		}
		wasm := filepath.Join(t.TempDir(), m.ID+".wasm")
		if err := os.WriteFile(wasm, append(append(orig, section...), payload...), 0o644); err != nil {
			t.Fatal(err)
		}
		games = append(games, web.Game{Info: m.Info, Wasm: wasm})
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	b, err := web.Site{
		Games:    games,
		WasmExec: filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"),
		Out:      out,
		Brotli:   -1, // gzip is enough here
	}.Write()
	if err != nil {
		t.Fatal(err)
	}
	return b, out
}

func uleb(n int) []byte {
	var out []byte
	for {
		c := byte(n & 0x7f)
		n >>= 7
		if n != 0 {
			c |= 0x80
		}
		out = append(out, c)
		if n == 0 {
			return out
		}
	}
}

// waitEval waits until the boolean expression (awaited if a promise) is
// true, polling; it fails the test after limit with what last came back.
func (b *browser) waitEval(expr string, limit time.Duration) {
	b.t.Helper()
	deadline := time.Now().Add(limit)
	for {
		var ok bool
		err := chromedp.Run(b.ctx, chromedp.Evaluate(expr, &ok, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
			return p.WithAwaitPromise(true)
		}))
		if err == nil && ok {
			return
		}
		if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) || time.Now().After(deadline) {
			b.t.Fatalf("%s is not true after %v (%v)", expr, limit, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
