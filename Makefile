# Sportsbook — see README.md. Every target works from a fresh clone: it installs what is missing.
SHELL := /bin/bash
GO ?= go
ADDR ?= :8080
BIN := bin/sportsbook
# make run's operator API token: public, like the demo login, so the operator API can be tried
# locally (README 'Operator API'); `OPERATOR_TOKEN=... make run` uses another. A real site sets its own.
OPERATOR_TOKEN ?= demo-operator-token-not-for-production
CHROMIUM := /usr/bin/chromium
CHROMIUM_HEADLESS_SHELL := /usr/bin/chromium-headless-shell
REDIS_SERVER := /usr/bin/redis-server
HAPROXY := /usr/sbin/haproxy

.PHONY: run build web generate test test-go test-web test-e2e test-faults e2e-stress bench soak fuzz deps chromium redis postgresql haproxy clean

## run: build the SPA and the binary, then start on $(ADDR) with SQLite under ./data, the live feed,
## and the demo aids a real site never turns on: the demo player, the loopback-only mail outbox, the demo stream
## and a public operator token.
run: build
	ADDR=$(ADDR) OPERATOR_TOKEN=$(OPERATOR_TOKEN) DEMO_PLAYER=true DEV_OUTBOX=true DEMO_STREAM=true DEMO_VIRTUAL_WALLET=true CONTENT_DIR=content ./$(BIN)

## build: the SPA (embedded) and the binary.
build: web
	$(GO) build -o $(BIN) ./cmd/sportsbook

web: internal/web/dist/index.html

# The SPA is built again only when what it is built from changed: `make test` builds it once for
# the Go tests, the web checks and the browser tests.
WEB_SOURCES := web/index.html web/vite.config.ts web/tsconfig.json $(shell find web/src api testdata/vectors -type f)
internal/web/dist/index.html: web/node_modules/.package-lock.json $(WEB_SOURCES)
	cd web && npm run build

## generate: regenerate Go and TypeScript code from api/openapi.yaml and api/platform.yaml.
generate: web/node_modules/.package-lock.json
	cd internal/apigen && $(GO) generate ./...
	cd internal/platformgen && $(GO) generate ./...
	cd web && npm run generate

## test: every test — Go, Vitest, and Playwright end to end in headless Chromium. The Go tests
## and the web checks run side by side (each leaves part of the two cores idle), each one's output
## printed whole when it ends; then the browser tests, then the fault test.
test:
	$(MAKE) --no-print-directory -j2 --output-sync=target test-go test-web
	$(MAKE) --no-print-directory test-e2e
	$(MAKE) --no-print-directory test-faults

# The store tests run on SQLite and on a throwaway PostgreSQL server (internal/pgtest). The SPA is
# built first: the binary embeds it, and a build beside the Go compiler would change it under it.
test-go: redis postgresql web
	$(GO) vet ./...
	set -o pipefail; $(GO) test -json ./... | $(GO) run ./cmd/testtimes

# Then the first-route JS ceiling on the built SPA (web/scripts/first-route-size.mjs): the first
# screen's JavaScript, gzipped, may not grow past it unnoticed.
test-web: web/node_modules/.package-lock.json web
	cd web && npm run typecheck && npm run lint && npm test && node --test scripts/ && node scripts/first-route-size.mjs

# Then the scale-out test: two instances on PostgreSQL and Redis behind haproxy (cmd/scalestack).
test-e2e: build chromium redis postgresql haproxy e2e/node_modules/.package-lock.json
	$(GO) build -o bin/scalestack ./cmd/scalestack
	cd e2e && npx tsc --noEmit && npx playwright test && npx playwright test -c playwright.scale.config.ts

## test-faults: the fault test (cmd/faults, about 35 s): two instances on PostgreSQL and Redis
## behind haproxy under load; kills the feed's instance, restarts PostgreSQL, restarts Redis, then
## checks every acknowledged bet and balance in PostgreSQL. Fails naming each broken check.
test-faults: build redis postgresql haproxy
	$(GO) build -o bin/faults ./cmd/faults
	./bin/faults -bin $(BIN)

## e2e-stress: one end-to-end spec N times while a CPU burner keeps both cores busy; prints how
## many runs passed (make e2e-stress SPEC=tests/auth.spec.ts N=10; SPEC=scale/scale.spec.ts for
## the scale-out test). Every spec added or changed passes it before it is submitted.
SPEC ?=
N ?= 10
e2e-stress: build chromium redis postgresql haproxy e2e/node_modules/.package-lock.json
	$(GO) build -o bin/scalestack ./cmd/scalestack
	./scripts/e2e-stress.sh "$(SPEC)" "$(N)"

## bench: benchmarks; they print figures and never fail on time. The realtime section (cmd/wsbench)
## holds WSBENCH_N WebSocket clients, 10000 unless told (make bench WSBENCH_N=19000).
bench: build chromium postgresql e2e/node_modules/.package-lock.json
	$(GO) test -run '^$$' -bench . -benchmem ./...
	./scripts/bench.sh

## soak: the built server for MINUTES (make soak MINUTES=30) at FEED_SPEED 60 under a steady load
## of browsing, realtime clients and bets; prints its resident memory and live Go heap every 5 s and
## their slope after warm-up, in MB per simulated hour. Never fails on the figures.
MINUTES ?= 5
soak: build
	$(GO) run ./cmd/soak -bin $(BIN) -minutes $(MINUTES)

## fuzz: every Go fuzz target for FUZZTIME each (make fuzz FUZZTIME=30s); a failing input is left
## under the package's testdata/fuzz/ to commit with its fix.
FUZZTIME ?= 10m
fuzz: postgresql
	GO=$(GO) FUZZTIME=$(FUZZTIME) ./scripts/fuzz.sh

# Install from the lock file only when it changed since the last install. Not `npm ci`: npm
# 11.19 refuses lock files that it wrote itself ("Missing: ... from lock file" for optional
# platform packages); `npm install --no-save` installs the locked versions and never rewrites the
# lock.
NPM_INSTALL := npm install --no-save --no-audit --no-fund

web/node_modules/.package-lock.json: web/package-lock.json
	cd web && $(NPM_INSTALL)
	@touch $@

e2e/node_modules/.package-lock.json: e2e/package-lock.json
	cd e2e && $(NPM_INSTALL)
	@touch $@

# Debian's Chromium, the browser and its headless shell (e2e/chromium.ts says which test runs in
# which); no test tool may download a browser of its own.
chromium:
	$(call apt-install,test -x $(CHROMIUM) && test -x $(CHROMIUM_HEADLESS_SHELL),chromium chromium-headless-shell)

# Debian's redis-server, which the Go tests of the Redis broker (REDIS_URL) start on a free port
# of their own; no Redis service is started or needed.
redis:
	$(call apt-install,test -x $(REDIS_SERVER),redis-server)

# Debian's PostgreSQL server binaries: the store tests start a throwaway server of their own from
# them, as the postgres user the package creates.
postgresql:
	$(call apt-install,ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1,postgresql)

# Debian's haproxy, the load balancer in front of the two instances of the scale-out test.
haproxy:
	$(call apt-install,test -x $(HAPROXY),haproxy)

# apt-install runs the check $(1) and, when it fails, installs Debian's package $(2): as root, or
# through sudo. Every tool a test needs comes this way, so that a fresh machine needs no setup.
define apt-install
	@$(1) || { \
		echo "Installing Debian's $(2)..."; \
		if [ "$$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(2) >/dev/null; \
	}
endef

clean:
	rm -rf bin web/node_modules e2e/node_modules internal/web/dist/assets internal/web/dist/index.html
