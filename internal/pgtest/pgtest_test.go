package pgtest

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// A server starts, serves fresh databases, and leaves nothing behind when stopped.
func TestServerLifecycle(t *testing.T) {
	start := time.Now()
	s, err := Start()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("started in %s", time.Since(start))
	ctx := context.Background()
	for range 2 {
		start = time.Now()
		u, err := s.CreateDatabase(ctx)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("created %s in %s", u, time.Since(start))
		conn, err := pgx.Connect(ctx, u)
		if err != nil {
			t.Fatal(err)
		}
		var n int
		if err := conn.QueryRow(ctx, `SELECT count(*) FROM pg_tables WHERE schemaname = 'public'`).Scan(&n); err != nil || n != 0 {
			t.Fatalf("a new database holds %d tables: %v", n, err)
		}
		conn.Close(ctx)
		start = time.Now()
		if err := s.DropDatabase(ctx, u); err != nil {
			t.Fatal(err)
		}
		t.Logf("dropped in %s", time.Since(start))
	}
	if err := s.Stop(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(s.dir); !os.IsNotExist(err) {
		t.Fatalf("the server's folder is left behind: %v", err)
	}
}
