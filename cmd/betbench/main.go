// Command betbench measures bet placement on SQLite: bets per second and latency percentiles with
// a number of concurrent bettors, each placing singles and combos through the bets service (the
// same transaction the API runs) against a fresh database in a temporary folder. `make bench`
// runs it; it prints figures and never fails on them.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bets"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

func main() {
	bettors := flag.Int("c", 50, "concurrent bettors")
	duration := flag.Duration("d", 10*time.Second, "how long to run")
	flag.Parse()
	if err := run(*bettors, *duration); err != nil {
		fmt.Fprintln(os.Stderr, "betbench:", err)
		os.Exit(1)
	}
}

const matches = 100

func catalogueBatch(now time.Time) catalogue.Batch {
	b := catalogue.Batch{
		Sports:      []catalogue.Sport{{ID: 1, Key: "football", Name: "Football", Type: catalogue.SportTypeSport}},
		Categories:  []catalogue.Category{{ID: 1, Slug: "c", Name: "C", SportID: 1}},
		Tournaments: []catalogue.Tournament{{ID: 1, Slug: "t", Name: "T", CategoryID: 1, SportID: 1}},
	}
	for i := int64(1); i <= matches; i++ {
		b.Matches = append(b.Matches, catalogue.Match{ID: i, Slug: fmt.Sprintf("m-%d", i), Type: catalogue.MatchTypeMatch, SportID: 1,
			CategoryID: 1, TournamentID: 1, NameA: "Home", NameB: "Away", Status: catalogue.MatchStatusPrematch, StartTime: now.Add(time.Hour)})
		b.Markets = append(b.Markets, catalogue.Market{MatchID: i, MarketID: 1, Name: "1x2", Status: catalogue.MarketStatusAllowed,
			GroupKeys: []string{"A"}, Outcomes: []catalogue.Outcome{{ID: "1", Name: "1", Active: true, Odds: 1900}, {ID: "2", Name: "2", Active: true, Odds: 2000}}})
	}
	return b
}

func run(bettors int, duration time.Duration) error {
	ctx := context.Background()
	dir, err := os.MkdirTemp("", "betbench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	st, err := store.Open(ctx, filepath.Join(dir, "bench.db"))
	if err != nil {
		return err
	}
	defer st.Close()
	now := time.Now()
	if err := st.Apply(ctx, catalogueBatch(now)); err != nil {
		return err
	}
	svc := &bets.Service{Store: st, Logger: slog.New(slog.DiscardHandler), Now: time.Now}
	players := make([]int64, bettors)
	for i := range players {
		p, err := st.CreatePlayer(ctx, store.NewPlayer{Email: fmt.Sprintf("b%d@bench.test", i), PasswordHash: "x", Language: "en", Country: "DE", Currency: "EUR"}, now)
		if err != nil {
			return err
		}
		acc, _ := st.AccountByCurrency(ctx, p.ID, "EUR")
		if _, err := st.Post(ctx, acc.ID, wallet.KindDeposit, 1_000_000_000, "bench", now); err != nil {
			return err
		}
		players[i] = p.ID
	}

	deadline := time.Now().Add(duration)
	var mu sync.Mutex
	var lat []time.Duration
	var failures int
	var wg sync.WaitGroup
	start := time.Now()
	for w, pid := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []time.Duration
			bad := 0
			for n := 0; time.Now().Before(deadline); n++ {
				m := int64((w*7+n)%matches) + 1
				sels := []apigen.BetSelectionRequest{{MatchId: m, MarketId: 1, OutcomeId: "1", Odds: 1900}}
				typ := apigen.Single
				if n%3 == 0 { // every third bet a double
					sels = append(sels, apigen.BetSelectionRequest{MatchId: m%matches + 1, MarketId: 1, OutcomeId: "2", Odds: 2000})
					typ = apigen.Combo
				}
				req := apigen.PlaceBetsRequest{Bets: []apigen.BetRequest{{Type: typ, Stake: apigen.Stake{Value: 100, Currency: "EUR"}, Selections: sels}}}
				req.Meta.RequestId = fmt.Sprintf("bench-%d-%d", w, n)
				t0 := time.Now()
				if _, err := svc.Place(ctx, pid, req); err != nil {
					bad++
					continue
				}
				mine = append(mine, time.Since(t0))
			}
			mu.Lock()
			lat = append(lat, mine...)
			failures += bad
			mu.Unlock()
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	if len(lat) == 0 {
		return fmt.Errorf("no bet placed (%d failures)", failures)
	}
	slices.Sort(lat)
	pct := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
	fmt.Printf("bets placed: %d in %s with %d bettors (%d refused)\n", len(lat), elapsed.Round(time.Millisecond), bettors, failures)
	fmt.Printf("bets/s: %.0f\n", float64(len(lat))/elapsed.Seconds())
	fmt.Printf("latency p50: %s  p99: %s  max: %s\n", pct(0.50).Round(time.Microsecond), pct(0.99).Round(time.Microsecond), lat[len(lat)-1].Round(time.Microsecond))
	return nil
}
