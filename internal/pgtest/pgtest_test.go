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

// Restart stops the server and starts it again where its clients find it, with its data: a
// connection made before fails, a new one to the same URL reads what was committed.
func TestRestart(t *testing.T) {
	s, err := Start()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Stop()
	ctx := context.Background()
	u, err := s.CreateDatabase(ctx)
	if err != nil {
		t.Fatal(err)
	}
	before, err := pgx.Connect(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer before.Close(ctx)
	if _, err := before.Exec(ctx, `CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)`); err != nil {
		t.Fatal(err)
	}
	var downErr error
	if err := s.Restart(func() {
		c, err := pgx.Connect(ctx, u)
		if err == nil {
			c.Close(ctx)
		}
		downErr = err
	}); err != nil {
		t.Fatal(err)
	}
	if downErr == nil {
		t.Error("a connection succeeded while the server was down")
	}
	if err := before.Ping(ctx); err == nil {
		t.Error("a connection of before the restart still answers")
	}
	after, err := pgx.Connect(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer after.Close(ctx)
	var n int
	if err := after.QueryRow(ctx, `SELECT n FROM kept`).Scan(&n); err != nil || n != 7 {
		t.Fatalf("after the restart: n = %d, %v; want 7", n, err)
	}
	if _, err := s.CreateDatabase(ctx); err != nil {
		t.Fatalf("the admin connection after the restart: %v", err)
	}
}
