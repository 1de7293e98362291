package store

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/pgtest"
)

// Two instances on one PostgreSQL database: a batch one applies moves the other's version, so
// that neither serves a cached read the other's feed made stale. Until it listens, a store's
// version moves on every read.
func TestVersionFollowsOtherInstances(t *testing.T) {
	url := pgtest.Database(t)
	a, b := openURL(t, url), openURL(t, url)
	if a.Version() == a.Version() {
		t.Fatal("not listening yet, the version stood still")
	}
	following(t, a)
	deadline := time.Now().Add(10 * time.Second)
	before := a.Version()
	if a.Version() != before {
		t.Fatal("listening, the version moved without a batch")
	}
	if err := b.Apply(context.Background(), catalogue.Batch{Sports: fixture().Sports}); err != nil {
		t.Fatal(err)
	}
	for a.Version() == before {
		if time.Now().After(deadline) {
			t.Fatal("another instance's batch did not move the version")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// following has s follow the catalogue until the test ends, once it listens.
func following(t *testing.T, s *Store) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go s.FollowCatalogue(ctx, slog.New(slog.DiscardHandler))
	deadline := time.Now().Add(10 * time.Second)
	for s.deaf.Load() {
		if time.Now().After(deadline) {
			t.Fatal("the store did not start listening")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// SQLite serves one instance: its version moves with its own batches only.
func TestVersionOnSQLite(t *testing.T) {
	s := open(t, allEngines[0])
	s.FollowCatalogue(context.Background(), slog.New(slog.DiscardHandler)) // returns at once
	before := s.Version()
	if s.Version() != before {
		t.Fatal("the version moved without a batch")
	}
	if err := s.Apply(context.Background(), catalogue.Batch{Sports: fixture().Sports}); err != nil || s.Version() == before {
		t.Fatalf("a batch did not move the version: %v", err)
	}
}
