package web

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// site writes a small build: a page, a .wasm with both compressed copies,
// and a script with only a gzip copy. The copies hold marker text instead
// of real compressed data, so the test sees which file was sent.
func site(t *testing.T) string {
	dir := t.TempDir()
	files := map[string]string{
		"index.html":        "<!DOCTYPE html>page",
		"pyramid.wasm":      "\x00asm plain",
		"pyramid.wasm.gz":   "gzip copy",
		"pyramid.wasm.br":   "brotli copy",
		"wasm_exec.js":      "plain js",
		"wasm_exec.js.gz":   "gzip js",
		"sub/notes.txt":     "notes",
		"pyramid.data.json": "{}",
		// a build's files named by their contents, and what is not a
		// file of the site
		"pyramid-0123456789abcdef.wasm":    "\x00asm hashed",
		"pyramid-0123456789abcdef.wasm.br": "brotli hashed",
		"manifest.webmanifest":             "{}",
		"icon.svg":                         "<svg/>",
		"favicon.ico":                      "\x00\x00\x01\x00",
		".game.wasm":                       "\x00asm intermediate",
	}
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func get(t *testing.T, h http.Handler, method, path, acceptEncoding string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, path, nil)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func TestHandlerEncodings(t *testing.T) {
	h := Handler(site(t))
	cases := []struct {
		path, accept          string
		wantBody, wantEnc, ct string
	}{
		{"/pyramid.wasm", "gzip, deflate, br, zstd", "brotli copy", "br", "application/wasm"},
		{"/pyramid.wasm", "gzip", "gzip copy", "gzip", "application/wasm"},
		{"/pyramid.wasm", "br;q=0, gzip;q=0.5", "gzip copy", "gzip", "application/wasm"},
		{"/pyramid.wasm", "*", "brotli copy", "br", "application/wasm"},
		{"/pyramid.wasm", "*, br;q=0", "gzip copy", "gzip", "application/wasm"},
		{"/pyramid.wasm", "identity", "\x00asm plain", "", "application/wasm"},
		{"/pyramid.wasm", "", "\x00asm plain", "", "application/wasm"},
		{"/pyramid.wasm", "BR", "brotli copy", "br", "application/wasm"},
		{"/wasm_exec.js", "br, gzip", "gzip js", "gzip", "text/javascript; charset=utf-8"},
		{"/", "br", "<!DOCTYPE html>page", "", "text/html; charset=utf-8"},
		{"/pyramid-0123456789abcdef.wasm", "br", "brotli hashed", "br", "application/wasm"},
		{"/manifest.webmanifest", "br", "{}", "", "application/manifest+json"},
		{"/icon.svg", "", "<svg/>", "", "image/svg+xml"},
		{"/favicon.ico", "", "\x00\x00\x01\x00", "", "image/x-icon"},
		{"/index.html", "", "<!DOCTYPE html>page", "", "text/html; charset=utf-8"},
	}
	for _, c := range cases {
		res := get(t, h, http.MethodGet, c.path, c.accept)
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != http.StatusOK || string(body) != c.wantBody {
			t.Errorf("%s with Accept-Encoding %q: %d %q, want %q", c.path, c.accept, res.StatusCode, body, c.wantBody)
		}
		if got := res.Header.Get("Content-Encoding"); got != c.wantEnc {
			t.Errorf("%s with Accept-Encoding %q: Content-Encoding %q, want %q", c.path, c.accept, got, c.wantEnc)
		}
		if got := res.Header.Get("Content-Type"); got != c.ct {
			t.Errorf("%s: Content-Type %q, want %q", c.path, got, c.ct)
		}
		if got := res.Header.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("%s: Vary %q", c.path, got)
		}
	}
	// The decoded size is announced for a compressed response, for the
	// page's progress bar.
	res := get(t, h, http.MethodGet, "/pyramid.wasm", "br")
	if got := res.Header.Get("X-Decoded-Length"); got != "10" {
		t.Errorf("X-Decoded-Length %q, want 10", got)
	}
}

func TestHandlerRefuses(t *testing.T) {
	h := Handler(site(t))
	for _, c := range []struct {
		method, path string
		want         int
	}{
		{http.MethodGet, "/pyramid.wasm.gz", http.StatusNotFound},
		{http.MethodGet, "/pyramid.wasm.br", http.StatusNotFound},
		{http.MethodGet, "/missing.wasm", http.StatusNotFound},
		{http.MethodGet, "/sub", http.StatusNotFound},
		{http.MethodGet, "/../../etc/passwd", http.StatusNotFound},
		{http.MethodGet, "/sub/../../server.go", http.StatusNotFound},
		{http.MethodPost, "/index.html", http.StatusMethodNotAllowed},
		{http.MethodGet, "/sub/notes.txt", http.StatusOK},
		{http.MethodGet, "/.game.wasm", http.StatusNotFound},
		{http.MethodGet, "/sub/../.game.wasm", http.StatusNotFound},
	} {
		if res := get(t, h, c.method, c.path, "gzip, br"); res.StatusCode != c.want {
			t.Errorf("%s %s: %d, want %d", c.method, c.path, res.StatusCode, c.want)
		}
	}
	res := get(t, h, http.MethodHead, "/pyramid.wasm", "")
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Length") != "10" {
		t.Errorf("HEAD: %d, Content-Length %q", res.StatusCode, res.Header.Get("Content-Length"))
	}
}

func TestAcceptsEncoding(t *testing.T) {
	for _, c := range []struct {
		header, token string
		want          bool
	}{
		{"gzip, br", "br", true},
		{"gzip;q=1.0, br;q=0", "br", false},
		{"gzip;q=0.001", "gzip", true},
		{"gzip;q=bad", "gzip", false},
		{"deflate", "gzip", false},
		{"*;q=0", "gzip", false},
		{" Gzip ; Q=0.5 ", "gzip", true},
		{"", "gzip", false},
	} {
		if got := acceptsEncoding(c.header, c.token); got != c.want {
			t.Errorf("acceptsEncoding(%q, %q) = %v, want %v", c.header, c.token, got, c.want)
		}
	}
}

// TestHandlerCaching: a file named for its contents is kept for good by
// browsers (it never changes); everything else is asked for again each
// time, so the page of a new build, naming its new files, is never taken
// from a stale cache.
func TestHandlerCaching(t *testing.T) {
	h := Handler(site(t))
	for path, want := range map[string]string{
		"/pyramid-0123456789abcdef.wasm": "public, max-age=31536000, immutable",
		"/":                              "no-cache",
		"/index.html":                    "no-cache",
		"/pyramid.wasm":                  "no-cache",
		"/manifest.webmanifest":          "no-cache",
		"/favicon.ico":                   "no-cache",
	} {
		if got := get(t, h, http.MethodGet, path, "br").Header.Get("Cache-Control"); got != want {
			t.Errorf("%s: Cache-Control %q, want %q", path, got, want)
		}
	}
	// A browser that has the page asks whether it changed and is told it
	// did not, without the page again.
	first := get(t, h, http.MethodGet, "/index.html", "")
	req := httptest.NewRequest(http.MethodGet, "/index.html", nil)
	req.Header.Set("If-Modified-Since", first.Header.Get("Last-Modified"))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
		t.Errorf("a page asked for again unchanged: %d with %d bytes, want 304 and none", rec.Code, rec.Body.Len())
	}
}
