// Command betbench measures bet placement through the HTTP API of a running sportsbook: bets per
// second and latency percentiles with a number of concurrent bettors. Each bettor is set up as a
// browser would set up a player (sign-up, mailed confirmation, sign-in, names, quick deposit,
// sportsbook session, odds-accept mode any), then places singles and doubles on prematch matches
// with POST /api/sportsbook/v3/bets until the time is up. `make bench` runs it against the binary
// on loopback with a fresh SQLite database; it prints figures and never fails on them, only when
// the setup fails or no bet is placed at all.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"net/http"
	"os"
	"os/signal"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bench"
)

const (
	// stake is 1.00 EUR per bet, well inside the 0.10 to 10,000.00 bounds.
	stake = 100
	// matchesToRead bounds the prematch list the bettors spread their bets over.
	matchesToRead = 100
)

func main() {
	target := flag.String("url", "http://127.0.0.1:8080", "base URL of the running sportsbook (must be on loopback)")
	bettors := flag.Int("c", 50, "concurrent bettors")
	duration := flag.Duration("d", 10*time.Second, "how long the bettors place bets")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	err := run(ctx, os.Stdout, *target, *bettors, *duration)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "betbench:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, w io.Writer, target string, n int, duration time.Duration) error {
	base, err := bench.LoopbackURL(target)
	if err != nil {
		return err
	}
	if n < 1 || duration <= 0 {
		return errors.New("-c and -d must be above 0")
	}
	// One keep-alive connection per bettor, as that many browsers would hold.
	transport := &http.Transport{MaxIdleConns: n + 1, MaxIdleConnsPerHost: n + 1}
	defer transport.CloseIdleConnections()
	// The run id keeps emails and request ids unique when the bench runs again on one server.
	runID := time.Now().UnixNano()

	setupStart := time.Now()
	bettors, err := bench.SetUpAll(ctx, base, transport, n, fmt.Sprintf("bench-%x", runID))
	if err != nil {
		return err
	}
	setupTime := time.Since(setupStart)
	matches, err := bench.BettableMatches(ctx, bettors[0], matchesToRead)
	if err != nil {
		return err
	}
	if len(matches) == 0 {
		return errors.New("no prematch match with an open main market: is the feed running?")
	}
	fmt.Fprintf(w, "bettors: %d, set up through the platform API in %s\n", n, setupTime.Round(time.Millisecond))
	fmt.Fprintf(w, "matches: %d prematch with an open main market\n", len(matches))

	t := measure(ctx, bettors, matches, duration, runID)
	t.report(w, n)
	if t.placed == 0 {
		return errors.New("no bet placed")
	}
	return nil
}

// tally is what bettors saw: placed bets and their latencies, refusals by status and code, and
// errors (transport failures and 5xx).
type tally struct {
	placed, singles, doubles int
	latencies                []time.Duration
	refusals                 map[string]int
	errors                   int
	firstError               error
	elapsed                  time.Duration
}

func (t *tally) add(o tally) {
	t.placed += o.placed
	t.singles += o.singles
	t.doubles += o.doubles
	t.latencies = append(t.latencies, o.latencies...)
	for k, v := range o.refusals {
		t.refusals[k] += v
	}
	t.errors += o.errors
	if t.firstError == nil {
		t.firstError = o.firstError
	}
}

// measure lets every bettor place bets one after another until duration has passed. A request
// under way at the deadline is let finish, so that none is cut off on the server, and counts.
func measure(ctx context.Context, bettors []*bench.Bettor, matches [][]apigen.BetSelectionRequest, duration time.Duration, runID int64) tally {
	tallies := make([]tally, len(bettors))
	start := time.Now()
	deadline := start.Add(duration)
	var wg sync.WaitGroup
	for i, b := range bettors {
		wg.Go(func() { tallies[i] = placeUntil(ctx, b, i, matches, deadline, runID) })
	}
	wg.Wait()
	total := tally{refusals: map[string]int{}, elapsed: time.Since(start)}
	for _, t := range tallies {
		total.add(t)
	}
	return total
}

// placeUntil is one bettor's loop.
func placeUntil(ctx context.Context, b *bench.Bettor, i int, matches [][]apigen.BetSelectionRequest, deadline time.Time, runID int64) tally {
	t := tally{refusals: map[string]int{}}
	for k := 0; ctx.Err() == nil && time.Now().Before(deadline); k++ {
		bet := betFor(matches, i, k)
		req := apigen.PlaceBetsRequest{Bets: []apigen.BetRequest{bet}}
		req.Meta.RequestId = fmt.Sprintf("bench-%x-%d-%d", runID, i, k)
		t0 := time.Now()
		status, data, err := b.Send(ctx, http.MethodPost, bench.SportsbookBase+"/v3/bets", b.AuthHeader(), req)
		d := time.Since(t0)
		switch {
		case err != nil:
			if ctx.Err() != nil { // interrupted: not the server's failure
				return t
			}
			t.errors++
			t.firstError = firstOf(t.firstError, err)
		case status == http.StatusCreated: // the handler's answer for placed bets
			t.placed++
			t.latencies = append(t.latencies, d)
			if bet.Type == apigen.Combo {
				t.doubles++
			} else {
				t.singles++
			}
		case status >= 400 && status < 500:
			e := bench.NewStatusError(http.MethodPost, "/v3/bets", status, data)
			key := fmt.Sprintf("%d %s", status, e.Code)
			if e.Code == "" {
				key = fmt.Sprintf("%d (no code)", status)
			}
			t.refusals[key]++
		default:
			t.errors++
			t.firstError = firstOf(t.firstError, bench.NewStatusError(http.MethodPost, "/v3/bets", status, data))
		}
	}
	return t
}

// firstOf keeps the first error seen.
func firstOf(first, err error) error {
	if first != nil {
		return first
	}
	return err
}

// betFor is bettor i's k-th bet: a single on one of the listed outcomes, and every third bet a
// double with a second match (a combo on one match would be refused as SAME_MATCH_COMBO). Bettors
// start at different matches so that they do not all bet on the same one.
func betFor(matches [][]apigen.BetSelectionRequest, i, k int) apigen.BetRequest {
	m := (i*7 + k) % len(matches)
	sels := []apigen.BetSelectionRequest{matches[m][k%len(matches[m])]}
	typ := apigen.Single
	if k%3 == 2 && len(matches) > 1 {
		next := matches[(m+1)%len(matches)]
		sels = append(sels, next[(k/3)%len(next)])
		typ = apigen.Combo
	}
	return apigen.BetRequest{Type: typ, Stake: apigen.Stake{Value: stake, Currency: bench.Currency}, Selections: sels}
}

// report prints the figures; none of them is judged.
func (t *tally) report(w io.Writer, bettors int) {
	fmt.Fprintf(w, "bets placed: %d in %s with %d bettors (%d singles, %d doubles)\n",
		t.placed, t.elapsed.Round(time.Millisecond), bettors, t.singles, t.doubles)
	fmt.Fprintf(w, "bets/s: %.0f\n", float64(t.placed)/t.elapsed.Seconds())
	if len(t.latencies) > 0 {
		slices.Sort(t.latencies)
		r := func(d time.Duration) time.Duration { return d.Round(10 * time.Microsecond) }
		fmt.Fprintf(w, "latency of a placement p50: %s  p99: %s  max: %s\n",
			r(bench.Percentile(t.latencies, 0.50)), r(bench.Percentile(t.latencies, 0.99)), r(t.latencies[len(t.latencies)-1]))
	}
	refused := 0
	for _, v := range t.refusals {
		refused += v
	}
	if refused == 0 {
		fmt.Fprintln(w, "refusals: 0")
	} else {
		// Most frequent first, then by name, so that runs compare line by line.
		keys := slices.SortedFunc(maps.Keys(t.refusals), func(a, b string) int {
			if d := t.refusals[b] - t.refusals[a]; d != 0 {
				return d
			}
			return strings.Compare(a, b)
		})
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = fmt.Sprintf("%s: %d", k, t.refusals[k])
		}
		fmt.Fprintf(w, "refusals: %d (%s)\n", refused, strings.Join(parts, ", "))
	}
	if t.errors == 0 {
		fmt.Fprintln(w, "errors: 0")
	} else {
		fmt.Fprintf(w, "errors: %d (first: %v)\n", t.errors, t.firstError)
	}
}
