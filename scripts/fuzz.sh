#!/usr/bin/env bash
# Runs every Go fuzz target (func Fuzz* in a _test.go file) for FUZZTIME each, one after another,
# and prints a summary line per target. Exits non-zero when a target found a failing input (or
# did not build or run); Go writes that input under the package's testdata/fuzz/FuzzName/, where
# it belongs in the commit that fixes the bug: from then on `go test` replays it as a seed.
#
#   FUZZTIME=30s scripts/fuzz.sh         (default 10m per target; or `make fuzz FUZZTIME=30s`)
#   FUZZMINIMIZETIME=60s scripts/fuzz.sh (default 10s: a short run is not spent minimizing)
set -euo pipefail

cd "$(dirname "$0")/.."
GO=${GO:-go}
FUZZTIME=${FUZZTIME:-10m}
FUZZMINIMIZETIME=${FUZZMINIMIZETIME:-10s}

# `go test -list` prints a package's matching names, then "ok  <package>  <time>".
targets=()
names=()
while read -r first second _; do
	case "$first" in
	Fuzz*) names+=("$first") ;;
	ok)
		for name in "${names[@]}"; do
			targets+=("$second $name")
		done
		names=()
		;;
	esac
done < <("$GO" test -list '^Fuzz' ./...)
if [ ${#targets[@]} -eq 0 ]; then
	echo "fuzz: no fuzz targets found" >&2
	exit 1
fi
echo "fuzz: ${#targets[@]} targets, $FUZZTIME each"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
summary=()
failed=0
for target in "${targets[@]}"; do
	read -r pkg name <<<"$target"
	echo "fuzz: $name ($pkg)"
	status=0
	"$GO" test -run '^$' -fuzz "^${name}\$" -fuzztime "$FUZZTIME" -fuzzminimizetime "$FUZZMINIMIZETIME" "$pkg" >"$log" 2>&1 || status=$?
	execs=$(grep -o 'execs: [0-9]*' "$log" | tail -n 1 || true)
	if [ "$status" -eq 0 ]; then
		summary+=("ok      $name  $pkg  (${execs:-no execs})")
	elif input=$(grep -m1 -o 'Failing input written to [^ ]*' "$log"); then
		cat "$log"
		dir=$("$GO" list -f '{{.Dir}}' "$pkg")
		summary+=("CRASH   $name  $pkg  failing input: ${dir#"$PWD"/}/${input##* } (commit it with the fix as a regression seed)")
		failed=1
	elif seed=$(grep -m1 -o 'failure while testing seed corpus entry: [^ ]*' "$log"); then
		cat "$log"
		summary+=("CRASH   $name  $pkg  seed ${seed##* } fails (an f.Add seed or a committed testdata/fuzz input)")
		failed=1
	elif grep -q 'context deadline exceeded' "$log"; then
		# Go 1.26's coordinator can report its own -fuzztime deadline as a failure, with no input
		# written (go.dev/issue/75804, fixed in Go 1.27): nothing was found.
		summary+=("ok      $name  $pkg  (${execs:-no execs}; ended with Go's fuzztime race, go.dev/issue/75804, no input)")
	else
		cat "$log"
		summary+=("ERROR   $name  $pkg  exit $status without a failing input: see the output above")
		failed=1
	fi
done

echo
echo "fuzz summary ($FUZZTIME per target):"
printf '  %s\n' "${summary[@]}"
exit "$failed"
