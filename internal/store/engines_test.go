package store

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/pgtest"
)

// The store tests are one conformance suite: each runs on SQLite and on PostgreSQL (a throwaway
// server that the first PostgreSQL test starts and TestMain stops).
func TestMain(m *testing.M) { pgtest.Main(m) }

// engine is a database engine of the suite; newURL makes the DATABASE_URL of a fresh, empty
// database, removed when the test ends.
type engine struct {
	name   string
	newURL func(t testing.TB) string
}

var allEngines = []engine{
	{"sqlite", func(t testing.TB) string { return filepath.Join(t.TempDir(), "sub", "test.db") }},
	{"postgres", pgtest.Database},
}

// engines runs fn on each engine, as a subtest named after it.
func engines(t *testing.T, fn func(t *testing.T, e engine)) {
	for _, e := range allEngines {
		t.Run(e.name, func(t *testing.T) { fn(t, e) })
	}
}

// openURL opens a store, closed when the test ends.
func openURL(t testing.TB, url string) *Store {
	t.Helper()
	s, err := Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// empty opens a store on a fresh database of the engine.
func (e engine) empty(t testing.TB) *Store {
	t.Helper()
	return openURL(t, e.newURL(t))
}
