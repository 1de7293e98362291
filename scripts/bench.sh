#!/usr/bin/env bash
# Starts the built binary on loopback with a fresh database, then prints the HTTP and front-end
# figures of `make bench`. Figures only: nothing here fails on time.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${BENCH_PORT:-18081}
BASE="http://127.0.0.1:$PORT"
DATA=$(mktemp -d)
# The bet bench signs in 50 players from this one address within seconds: lift the per-IP sign-in
# limit (default 20 a minute) for this throwaway server only; the bettors confirm their accounts
# through the loopback outbox.
ADDR="127.0.0.1:$PORT" DATABASE_URL="$DATA/sportsbook.db" FEED_SEED=1 JWT_SECRET="$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')" \
	SIGN_IN_ATTEMPTS_PER_MINUTE=100000 DEV_OUTBOX=true \
	./bin/sportsbook >"$DATA/server.log" 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null; wait $PID 2>/dev/null; rm -rf "$DATA"' EXIT
for _ in $(seq 1 100); do curl -fs "$BASE/healthz" >/dev/null && break; sleep 0.2; done
sleep 2 # let the feed publish its first catalogue

echo "== HTTP: live matches list"
go run ./cmd/httpbench -url "$BASE/api/sportsbook/matches?match_status=1" -c 16 -d 10s
echo "== Bet placement: 50 concurrent bettors on SQLite, through the HTTP API"
go run ./cmd/betbench -url "$BASE" -c 50 -d 10s
echo "== Front end"
(cd e2e && node bench/lighthouse.mjs "$BASE")
