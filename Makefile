# Pyramid: `make run` starts the game, `make test` runs every test. Both do
# their own set-up on a fresh Debian machine.
GO ?= go
export GOFLAGS := -mod=mod

.PHONY: run test test-engine bench deps sim vet fmt

deps:
	@bash .ci/install-deps

run: deps
	$(GO) run ./cmd/pyramid

test: deps vet
	$(GO) test -count=1 -timeout 15m ./...

test-engine:
	$(GO) test -count=1 ./game/...

vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./game/... ./cmd/...
	$(GO) run ./cmd/pyramid-sim bench

sim:
	$(GO) run ./cmd/pyramid-sim play --seed 1 --seats random,random,random,random --games 5
