# Pyramid: `make run` starts the game, `make test` runs every test. Both do
# their own set-up on a fresh Debian machine.
GO ?= go
export GOFLAGS := -mod=mod

.PHONY: run test test-engine bench deps sim vet fmt web serve test-wasm test-web

deps:
	@bash .ci/install-deps

# go run prints nothing while it compiles. The first build (an empty Go
# build cache: a fresh clone, a new Go version) compiles the standard
# library and Ebitengine, C parts included, for minutes, so when anything
# outside this module needs compiling, run says so first.
STALE_DEPS := {{if .Stale}}{{with .Module}}{{if not .Main}}x{{end}}{{else}}x{{end}}{{end}}

run: deps
	@if $(GO) list -deps -f '$(STALE_DEPS)' ./cmd/pyramid | grep -q x; then \
		echo "Building Pyramid: the first build takes one to three minutes; later starts take seconds."; fi
	$(GO) run ./cmd/pyramid

test: deps vet test-wasm
	$(GO) test -count=1 -timeout 15m ./...

test-engine:
	$(GO) test -count=1 ./game/...

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./game/... ./session/ ./cmd/pyramid-sim/
	$(GO) test -run '^$$' -bench Decision -benchtime 40x ./bot/horus/
	$(GO) test -run '^$$' -bench Frame -benchtime 600x ./cmd/pyramid/
	$(GO) run ./cmd/pyramid-sim bench
	$(GO) test -run '^$$' -bench 'Browser(FirstFrame|StartGame)' -benchtime 3x ./web/e2e/

sim:
	$(GO) run ./cmd/pyramid-sim play --seed 1 --seats random,random,random,random --games 5

# The browser build (docs/web.md). make web writes a folder ready to host:
# the page, its script, Go's wasm_exec.js and pyramid.wasm with gzip and
# brotli copies (brotli only if the CLI is installed: make deps installs it).
WEB_OUT ?= out/web
BROTLI_Q ?= 11

web:
	@mkdir -p $(WEB_OUT)
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" -o $(WEB_OUT)/pyramid.wasm ./cmd/pyramid
	cp "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" web/pyramid.js $(WEB_OUT)/
	sed "s/@WASM_BYTES@/$$(wc -c < $(WEB_OUT)/pyramid.wasm | tr -d ' ')/" web/index.html > $(WEB_OUT)/index.html
	gzip -9 -n -f -k $(WEB_OUT)/pyramid.wasm
	@rm -f $(WEB_OUT)/pyramid.wasm.br
	@if command -v brotli >/dev/null 2>&1; then brotli -f -q $(BROTLI_Q) $(WEB_OUT)/pyramid.wasm; \
	else echo "brotli is not installed: only pyramid.wasm.gz was written"; fi
	@ls -l $(WEB_OUT)

serve: web
	$(GO) run ./cmd/pyramid-serve -dir $(WEB_OUT)

# The browser end-to-end test alone (make test runs it within ./...).
test-web: deps
	$(GO) test -count=1 -v ./web/...

# The engine's tests, and the storage package's (localStorage), compiled to
# WebAssembly and run under Node.
test-wasm:
	GOOS=js GOARCH=wasm $(GO) test -count=1 -exec="$$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec" ./game/... ./storage/
