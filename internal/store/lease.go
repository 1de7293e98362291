package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"
	"sync"
	"time"
)

// Lease of the feed on PostgreSQL: a session advisory lock (key "sbfeed" in ASCII), checked every
// leaseCheck by a ping of its connection.
const (
	feedLeaseKey = 0x736266656564
	leaseCheck   = time.Second
)

// AcquireFeedLease takes the lease of the feed, which runs on one instance at a time
// (internal/feedlead). SQLite serves one instance (Open refuses a second process), so this one
// holds it at once, and never loses it. On PostgreSQL the lease is an advisory lock held by a
// connection of its own: AcquireFeedLease waits until no other instance holds it (or ctx ends),
// lost is closed when that connection fails (its session, and the lock with it, is gone or out
// of reach), and release ends the session, which frees the lock for the next instance.
func (s *Store) AcquireFeedLease(ctx context.Context) (lost <-chan struct{}, release func(), err error) {
	if s.d != postgresDialect {
		return nil, func() {}, nil
	}
	conn, err := s.write.Conn(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("feed lease: %w", unavailable(err))
	}
	if _, err := conn.ExecContext(ctx, `SELECT pg_advisory_lock(?)`, int64(feedLeaseKey)); err != nil {
		discard(conn)
		return nil, nil, fmt.Errorf("feed lease: %w", err)
	}
	lostc, done := make(chan struct{}), make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		t := time.NewTicker(leaseCheck)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				pingCtx, cancel := context.WithTimeout(context.Background(), 2*leaseCheck)
				err := conn.PingContext(pingCtx)
				cancel()
				if err != nil {
					close(lostc)
					return
				}
			}
		}
	})
	var once sync.Once
	return lostc, func() {
		once.Do(func() {
			close(done)
			wg.Wait()
			discard(conn)
		})
	}, nil
}

// discard closes a connection instead of returning it to the pool, ending its session (and the
// session's advisory locks) whatever state it is in.
func discard(conn *sql.Conn) {
	_ = conn.Raw(func(any) error { return driver.ErrBadConn })
	_ = conn.Close()
}
