#!/usr/bin/env bash
# Flake hunter: runs one end-to-end spec N times while a CPU burner keeps every core busy, and
# prints how many runs passed. A spec that fails one run in twenty blocks a landing, so every spec
# added or changed goes through this before it is submitted (README 'Tests').
#   scripts/e2e-stress.sh tests/x.spec.ts 10
set -uo pipefail
spec=${1:?usage: $0 SPEC [N] (SPEC relative to e2e/, e.g. tests/auth.spec.ts)}
runs=${2:-10}
cd "$(dirname "$0")/../e2e"
# A folder of this invocation's own: two stress runs at once must not share their artifacts.
out="test-results/stress/$(basename "$spec" .ts)-$$"
mkdir -p "$out"
# The scale-out specs run on their own stack (playwright.scale.config.ts).
config=playwright.config.ts
case $spec in scale/*) config=playwright.scale.config.ts ;; esac

# One busy loop per core, at the tests' priority, ended with this script.
burners=()
for _ in $(seq "$(nproc)"); do
  (while :; do :; done) &
  burners+=($!)
done
trap 'kill "${burners[@]}" 2>/dev/null' EXIT

passed=0
for i in $(seq "$runs"); do
  # Each run records traces (the suite records them only for CI's retries) and keeps a failed
  # run's in test-results/stress/<spec>-<pid>/run-N.
  if E2E_WORKERS=${E2E_WORKERS:-1} npx playwright test -c "$config" "$spec" --retries=0 --trace=retain-on-failure --output="$out/run-$i" >"$out/run-$i.log" 2>&1; then
    passed=$((passed + 1))
    echo "run $i: passed"
  else
    echo "run $i: FAILED ($(tail -n 1 "$out/run-$i.log"))"
    sed -n '/^Why each failed/,$p' "$out/run-$i.log"
  fi
done
echo "e2e-stress: $spec passed $passed of $runs runs beside $(nproc) CPU burners"
[ "$passed" -eq "$runs" ]
