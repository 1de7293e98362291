package bets

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/pgtest"
)

// benchBettors is how many bettors place at once, as in make bench's HTTP run.
const benchBettors = 50

// BenchmarkPlace places singles through the service on a real store, benchBettors bettors at
// once, each one bet after the other: the money path without HTTP, for profiling (go test -bench
// Place -cpuprofile). On SQLite and on a PostgreSQL server that flushes its commits to disk as a
// real site's does, since both must survive a power loss. Beside ns/op it reports bets/s and the
// latency of a placement (p50, p99).
func BenchmarkPlace(b *testing.B) {
	b.Run("sqlite", func(b *testing.B) { benchPlace(b, filepath.Join(b.TempDir(), "bench.db")) })
	var pg *pgtest.Server
	defer func() {
		if pg != nil {
			if err := pg.Stop(); err != nil {
				b.Error(err)
			}
		}
	}()
	b.Run("postgres", func(b *testing.B) {
		if pg == nil {
			srv, err := pgtest.StartDurable()
			if err != nil {
				b.Fatal(err)
			}
			pg = srv
		}
		url, err := pg.CreateDatabase(context.Background())
		if err != nil {
			b.Fatal(err)
		}
		benchPlace(b, url)
	})
}

func benchPlace(b *testing.B, url string) {
	s, _ := moneyService(b, url)
	players := make([]int64, benchBettors)
	for i := range players {
		players[i] = bettor(b, s, 1_000_000_000)
	}
	var left atomic.Int64
	left.Store(int64(b.N))
	latencies := make([][]time.Duration, benchBettors)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	var wg sync.WaitGroup
	for i, p := range players {
		wg.Go(func() {
			for n := left.Add(-1); n >= 0; n = left.Add(-1) {
				t0 := time.Now()
				_, err := s.Place(ctx, p, request(fmt.Sprintf("bench-%012d", n), single(1001+n%2, "1", 1850, 100)))
				latencies[i] = append(latencies[i], time.Since(t0))
				if err != nil {
					b.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	b.StopTimer()
	sorted := slices.Sorted(slices.Values(slices.Concat(latencies...)))
	ms := func(p float64) float64 {
		return float64(sorted[min(len(sorted)-1, int(p*float64(len(sorted))))]) / float64(time.Millisecond)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "bets/s")
	b.ReportMetric(ms(0.50), "p50-ms")
	b.ReportMetric(ms(0.99), "p99-ms")
}
