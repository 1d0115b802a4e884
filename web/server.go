// Package web holds the browser build: the page (index.html, pyramid.js,
// backup.js), its service worker (sw.js), the icons and the manifest,
// written into one folder by Site.Write (make web, through
// cmd/pyramid-site), and the static file handler that make serve and the
// browser end-to-end test serve that folder with.
package web

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// contentTypes are set explicitly rather than taken from the system's MIME
// table: WebAssembly.instantiateStreaming and strict browsers refuse a
// .wasm that is not application/wasm, and a minimal machine's table may
// not know it.
var contentTypes = map[string]string{
	".wasm": "application/wasm",
	".js":   "text/javascript; charset=utf-8",
	".html": "text/html; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".png":  "image/png",
	".json": "application/json",
	".svg":  "image/svg+xml",
	".ico":  "image/x-icon",
	// a web app manifest; browsers also take application/json
	".webmanifest": "application/manifest+json",
}

// encodings are the precompressed siblings make web writes, best first.
var encodings = []struct{ token, ext string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// Handler serves the files under dir. For a file f it sends f.br or f.gz
// instead, with the matching Content-Encoding, when the client accepts that
// encoding and the file exists: the game's .wasm shrinks to about a quarter
// that way, and nothing is compressed per request.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		if strings.HasSuffix(name, ".gz") || strings.HasSuffix(name, ".br") || strings.Contains(name, "/.") {
			// The compressed copies are an encoding of another file,
			// not files of their own; a dot file (make web's
			// intermediate game, temporary files) is no file of the site.
			http.NotFound(w, r)
			return
		}
		full := filepath.Join(dir, filepath.FromSlash(name))
		st, err := os.Stat(full)
		if err != nil || st.IsDir() {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		ct, ok := contentTypes[path.Ext(name)]
		if !ok {
			ct = mime.TypeByExtension(path.Ext(name))
		}
		if ct != "" {
			h.Set("Content-Type", ct)
		}
		// A file named for its contents (pyramid-<hash>.wasm) never
		// changes: browsers keep it for good, and a second visit, or the
		// service worker copying it, does not download it again. Anything
		// else (the page, which names this build's files, the service
		// worker, the icons) is asked for again each time, so a rebuilt
		// game is never taken from a stale cache.
		if hashedName.MatchString(name) {
			h.Set("Cache-Control", "public, max-age=31536000, immutable")
		} else {
			h.Set("Cache-Control", "no-cache")
		}
		h.Set("Vary", "Accept-Encoding")
		serve, enc := full, ""
		for _, e := range encodings {
			if acceptsEncoding(r.Header.Get("Accept-Encoding"), e.token) {
				if cst, err := os.Stat(full + e.ext); err == nil && !cst.IsDir() {
					serve, enc = full+e.ext, e.token
					break
				}
			}
		}
		f, err := os.Open(serve)
		if err != nil {
			http.Error(w, "cannot read "+name, http.StatusInternalServerError)
			return
		}
		defer f.Close()
		fst, err := f.Stat()
		if err != nil {
			http.Error(w, "cannot read "+name, http.StatusInternalServerError)
			return
		}
		if enc != "" {
			h.Set("Content-Encoding", enc)
			// The page shows loading progress against the decoded size,
			// which Content-Length (the encoded size) does not give.
			h.Set("X-Decoded-Length", strconv.FormatInt(st.Size(), 10))
		}
		http.ServeContent(w, r, name, fst.ModTime(), f)
	})
}

// acceptsEncoding reports whether an Accept-Encoding header allows token:
// named (or matched by "*") with a q-value above zero.
func acceptsEncoding(header, token string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		fields := strings.Split(part, ";")
		name := strings.ToLower(strings.TrimSpace(fields[0]))
		q := 1.0
		for _, p := range fields[1:] {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				} else {
					q = 0
				}
			}
		}
		switch name {
		case token:
			return q > 0
		case "*":
			star = q > 0
		}
	}
	return star
}
