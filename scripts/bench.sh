#!/usr/bin/env bash
# Starts the built binary on loopback with a fresh database, then prints the HTTP and front-end
# figures of `make bench`, and bet placement again with the binary on a throwaway PostgreSQL
# server. Figures only: nothing here fails on time.
#
# The realtime section holds WSBENCH_N WebSocket clients (default 10000; WSBENCH_N=19000 for more,
# WSBENCH_RATE background odds changes a second, default 1000); the file-descriptor limit is
# raised to the hard limit first (the server and wsbench each hold one socket a client).
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${BENCH_PORT:-18081}
BASE="http://127.0.0.1:$PORT"
DATA=$(mktemp -d)
PIDS=()
cleanup() {
	for ((i = ${#PIDS[@]} - 1; i >= 0; i--)); do kill "${PIDS[i]}" 2>/dev/null || true; wait "${PIDS[i]}" 2>/dev/null || true; done
	rm -rf "$DATA"
}
trap cleanup EXIT

# serve DATABASE_URL PORT LOG [FEED_CONTROL] starts the binary and waits until it answers. The bet bench signs in
# 50 players from this one address within seconds: lift the per-IP sign-in limit (default 20 a
# minute) for this throwaway server only; the bettors confirm their accounts through the loopback
# outbox.
serve() {
	ADDR="127.0.0.1:$2" DATABASE_URL="$1" FEED_SEED=1 FEED_CONTROL="${4:-false}" JWT_SECRET="$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')" \
		SIGN_IN_ATTEMPTS_PER_MINUTE=100000 DEV_OUTBOX=true \
		./bin/sportsbook >"$3" 2>&1 &
	PIDS+=($!)
	for _ in $(seq 1 100); do curl -fs "http://127.0.0.1:$2/healthz" >/dev/null && break; sleep 0.2; done
	# Let the feed publish its first catalogue (one transaction: a match listed means all of it).
	for _ in $(seq 1 150); do curl -fs "http://127.0.0.1:$2/api/sportsbook/matches?limit=1" | grep -q '"total":[1-9]' && break; sleep 0.2; done
}

serve "$DATA/sportsbook.db" "$PORT" "$DATA/server.log"
echo "== HTTP: live matches list"
go run ./cmd/httpbench -url "$BASE/api/sportsbook/matches?match_status=1" -c 16 -d 10s
echo "== Bet placement: 50 concurrent bettors on SQLite, through the HTTP API"
go run ./cmd/betbench -url "$BASE" -c 50 -d 10s
echo "== Front end"
(cd e2e && node bench/lighthouse.mjs "$BASE")
# The same build again, printing each chunk's gzip size and whom it belongs to (web/scripts/chunk-report.mjs).
(cd web && CHUNK_REPORT=1 npx vite build --logLevel warn)

# Realtime capacity on a server of its own, with the feed's test control on (wsbench sets its
# marker prices and the background load of odds changes through it); the other servers stopped
# first, so that it has the machine to itself.
kill "${PIDS[0]}" && wait "${PIDS[0]}" 2>/dev/null || true
WSBENCH_N=${WSBENCH_N:-10000}
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt $((WSBENCH_N + 1000)) ]; then
	echo "(the file-descriptor limit $(ulimit -n) holds fewer than $WSBENCH_N clients: WSBENCH_N=$(($(ulimit -n) - 1000)))"
	WSBENCH_N=$(($(ulimit -n) - 1000))
fi
rm -f "$DATA"/ws.db*
serve "$DATA/ws.db" "$((PORT + 2))" "$DATA/server-ws.log" true
echo "== Feed to paint: a price set through the feed control until Chromium paints it on /live, 200 times, beside 1,000 other changes a second"
(cd e2e && node bench/feed-to-paint.mjs "http://127.0.0.1:$((PORT + 2))")
echo "== Realtime: $WSBENCH_N WebSocket clients (updates channel + 3 match channels each), odds changes through the feed control"
uptime
go run ./cmd/wsbench -url "http://127.0.0.1:$((PORT + 2))" -pid "${PIDS[-1]}" -n "$WSBENCH_N" -rate "${WSBENCH_RATE:-1000}" -d 15s
kill "${PIDS[-1]}" && wait "${PIDS[-1]}" 2>/dev/null || true

# The same placement bench on PostgreSQL: a throwaway server (cmd/pgtmp, as the Go tests start
# theirs) that flushes every commit to disk as a real one does, as SQLite's commits are synced; the
# SQLite instance stopped first (above) so that both runs have the machine to themselves.
go build -o "$DATA/pgtmp" ./cmd/pgtmp
"$DATA/pgtmp" -durable >"$DATA/pg.url" 2>"$DATA/pg.log" &
PIDS+=($!)
for _ in $(seq 1 150); do [ -s "$DATA/pg.url" ] && break; sleep 0.2; done
serve "$(head -1 "$DATA/pg.url")" "$((PORT + 1))" "$DATA/server-pg.log"
echo "== Bet placement: 50 concurrent bettors on PostgreSQL, through the HTTP API"
go run ./cmd/betbench -url "http://127.0.0.1:$((PORT + 1))" -c 50 -d 10s
