package store

import (
	"context"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/pgtest"
)

// SQLite's one instance holds the feed lease at once and never loses it.
func TestFeedLeaseOnSQLite(t *testing.T) {
	s := allEngines[0].empty(t)
	lost, release, err := s.AcquireFeedLease(context.Background())
	if err != nil || lost != nil {
		t.Fatalf("lease: lost %v, %v", lost, err)
	}
	release()
}

// On PostgreSQL one instance holds the feed lease at a time; another takes it once it is released,
// or once the holder's session is gone, which the holder learns within seconds.
func TestFeedLeaseOnPostgreSQL(t *testing.T) {
	ctx := context.Background()
	url := pgtest.Database(t)
	a, b := openURL(t, url), openURL(t, url)
	_, releaseA, err := a.AcquireFeedLease(ctx)
	if err != nil {
		t.Fatal(err)
	}
	short, cancel := context.WithTimeout(ctx, 300*time.Millisecond)
	_, _, err = b.AcquireFeedLease(short)
	cancel()
	if err == nil {
		t.Fatal("a second instance took the lease while the first held it")
	}
	releaseA()
	wait, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	lostB, releaseB, err := b.AcquireFeedLease(wait)
	if err != nil {
		t.Fatalf("the lease once released: %v", err)
	}
	defer releaseB()
	// The server ends the holder's session, as when its instance is cut off.
	if _, err := a.write.ExecContext(ctx, `SELECT pg_terminate_backend(pid) FROM pg_locks
		WHERE locktype = 'advisory' AND granted AND ((classid::bigint << 32) | objid::bigint) = ?`, int64(feedLeaseKey)); err != nil {
		t.Fatal(err)
	}
	select {
	case <-lostB:
	case <-time.After(10 * leaseCheck):
		t.Fatal("the holder did not learn that its lease was gone")
	}
	if _, releaseA, err = a.AcquireFeedLease(wait); err != nil {
		t.Fatalf("the lease of a dead session: %v", err)
	}
	releaseA()
}
