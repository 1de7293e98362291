package bets

import (
	"context"
	"fmt"
	"path/filepath"
	"sync/atomic"
	"testing"
)

// BenchmarkPlace places singles through the service on a real store from parallel bettors: the
// money path without HTTP, for profiling (go test -bench Place -cpuprofile).
func BenchmarkPlace(b *testing.B) {
	s, _ := moneyService(b, filepath.Join(b.TempDir(), "bench.db"))
	players := make([]int64, 64)
	for i := range players {
		players[i] = bettor(b, s, 1_000_000_000)
	}
	var next atomic.Int64
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		ctx := context.Background()
		p := players[next.Add(1)%int64(len(players))]
		for pb.Next() {
			n := next.Add(1)
			if _, err := s.Place(ctx, p, request(fmt.Sprintf("bench-%012d", n), single(1001+n%2, "1", 1850, 100))); err != nil {
				b.Fatal(err)
			}
		}
	})
}
