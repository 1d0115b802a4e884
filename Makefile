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
	$(GO) test -run '^$' -bench . -benchmem ./game/... ./session/ ./cmd/pyramid-sim/
	GOMAXPROCS=1 $(GO) test -run '^$' -bench Decision -benchtime 40x ./bot/horus/
	GOMAXPROCS=1 $(GO) test -run '^$' -bench Decision -benchtime 1x ./bot/pengqueen/ ./bot/runrunrun/
	$(GO) test -run '^$' -bench Frame -benchtime 600x ./cmd/pyramid/
	$(GO) test -run '^$' -bench PlayFrame -benchtime 1x ./scenes/runrunrun/
	$(GO) run ./cmd/pyramid-sim bench
	PYRAMID_BROTLI_Q=11 $(GO) test -run '^$' -bench 'BrowserFirstFrame' -benchtime 5x -timeout 60m ./web/e2e/
	$(GO) test -run '^$' -bench 'BrowserStartGame' -benchtime 3x ./web/e2e/

sim:
	$(GO) run ./cmd/pyramid-sim play --seed 1 --seats random,random,random,random --games 5

# The browser build (docs/web.md). make web writes a folder ready to host:
# the page in every language, its scripts, Go's wasm_exec.js and the game
# under names that carry their contents' hash, the service worker, the web
# app manifest and icons, with gzip and brotli copies (brotli only if the
# CLI is installed: make deps installs it). cmd/pyramid-site writes it.
WEB_OUT ?= out/web
BROTLI_Q ?= 11

# The browser's modules: one per game, each the shell and that game
# (-tags web_<game>; cmd/pyramid/games.go says how the tags choose).
WEB_GAMES = horus pengqueen runrunrun
# Our packages are built without inlining for the browser: 4.7% less
# download, but the computers decide about twice as slowly there
# (docs/web.md, "Against the hello world", with the middle way's flags:
# Horus's module 3,287,993 B of brotli 11 with them, 3,247,171 B with
# these; a first visit's download 1.312x the hello world's, measured by
# PYRAMID_BROTLI_Q=11 go test -run '^$' -bench BrowserFirstFrame
# -benchtime 5x ./web/e2e/, 29 November, load average 4-12).
WEB_GCFLAGS = -gcflags='github.com/pyramid-studio/pyramid/...=-l'

web:
	@mkdir -p $(WEB_OUT)
	for g in $(WEB_GAMES); do \
		GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" $(WEB_GCFLAGS) -tags web_$$g -o $(WEB_OUT)/.game-$$g.wasm ./cmd/pyramid || exit 1; \
	done
	$(GO) run ./cmd/pyramid-site $(foreach g,$(WEB_GAMES),-game $(g)=$(WEB_OUT)/.game-$(g).wasm) \
		-wasm-exec "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" \
		-out $(WEB_OUT) -brotli $(BROTLI_Q); status=$$?; rm -f $(WEB_OUT)/.game-*.wasm; exit $$status
	@ls -l $(WEB_OUT)

serve: web
	$(GO) run ./cmd/pyramid-serve -dir $(WEB_OUT)

# The browser end-to-end test alone (make test runs it within ./...).
test-web: deps
	$(GO) test -count=1 -v ./web/...

# The engine's tests, and the storage package's (localStorage), compiled to
# WebAssembly and run under Node.
test-wasm:
	GOOS=js GOARCH=wasm $(GO) test -count=1 -timeout 30m -exec="$$($(GO) env GOROOT)/lib/wasm/go_js_wasm_exec" ./game/... ./storage/
