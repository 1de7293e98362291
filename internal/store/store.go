// Package store persists the catalogue, players, money and bets in SQLite (modernc.org/sqlite, no
// cgo; the default, a file) or PostgreSQL (pgx; a postgres:// URL), and serves the
// catalogue.Reader and catalogue.Router the API and the HTML shell read from, and the
// catalogue.Sink the feed writes to (Apply). One code serves both engines; dialect.go holds what
// differs, and how each keeps concurrent writers apart.
//
// On SQLite, writes go through one connection whose transactions start with BEGIN IMMEDIATE, so
// concurrent writers queue instead of failing with 'database is busy', and one writer commits the
// transactions of many callers together, each in a savepoint, with one fsync (commit.go); reads
// use a pool of their own under WAL and never wait for writers. Every SQLite connection keeps its
// statements prepared (sqliteconn.go). On PostgreSQL, reads and writes share one pool. A read
// that makes several queries (a match list, its count and its main markets) makes them in one
// read transaction, so it sees one state.
//
// Ordering and conventions callers rely on:
//   - Priority: a higher number is more important. Sports, categories and tournaments are listed
//     by priority descending, then name, then id; markets by priority descending, then market id
//     and specifier; market groups by priority descending, then id.
//   - Matches are listed by start time ascending, then id, unless sort keys are given; every order
//     ends with the id, so pages are stable. MaxPerSport keeps the first N of each sport under that
//     order. StartFrom and StartTo are both inclusive.
//   - A market is listed when its status is 1 (allowed) or -1 (suspended). Other markets stay
//     stored, with their outcome results, for settlement (MatchMarkets), but are left out of every
//     list and count.
//   - A match's main market is its listed market of highest priority (ties: lowest market id, then
//     specifier), its secondary market the next one. AvailableMarketsCount counts its listed
//     markets, TopMarketsCount those with priority >= TopMarketPriority (100). Apply keeps these in
//     a per-match summary, so reading a page of matches costs two queries whatever its size.
//   - Counters count bettable matches only (status 0 or 1); Live counts live matches of type match.
//     Entries are ordered by id and those with nothing to count are left out.
//   - Search without statuses finds bettable matches only. Names are compared lower-cased
//     (Unicode), as substrings.
//   - Not found is reported as an error wrapping catalogue.ErrNotFound.
//   - A PageRequest is normalized: Page below 1 is 1, Limit 0 or less is catalogue.DefaultLimit,
//     above catalogue.MaxLimit is MaxLimit. Empty lists are empty slices, never nil.
//   - ListMatches rejects a sort field outside the whitelist (sport_id, sport_priority,
//     category_id, category_priority, tournament_id, tournament_priority, start_time, bets_count)
//     with an error; callers validate sort_by first.
package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/limits"
)

//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var migrations embed.FS

// The store is what the API reads from and what the feed writes to.
var (
	_ catalogue.Reader = (*Store)(nil)
	_ catalogue.Router = (*Store)(nil)
	_ catalogue.Sink   = (*Store)(nil)
)

// readConns is the size of SQLite's read pool.
const readConns = 8

// ErrInUse is returned by Open when another process has the SQLite database file open.
var ErrInUse = errors.New("the SQLite database is in use by another process (SQLite serves one instance; several instances share PostgreSQL)")

// Store is the store on one database.
type Store struct {
	d      *dialect
	read   *sql.DB
	write  *sql.DB      // the same pool as read on PostgreSQL
	unlock func() error // releases the SQLite database file's process lock
	writer *writer      // runs the write transactions on SQLite (group commit); nil on PostgreSQL

	version atomic.Uint64   // batches committed since Open; see Version
	deaf    atomic.Bool     // PostgreSQL: not listening for other instances' batches (notify.go)
	pg      *pgx.ConnConfig // PostgreSQL: the connection settings, for the listener

	c *caches // what every placement reads (readcache.go)
}

// caches are the store's read caches (readcache.go).
type caches struct {
	sessions  *readCache[string, sessionHolder]
	settings  *readCache[int64, PlayerSettings]
	limits    *readCache[int64, []limits.Limit]
	languages *readCache[int64, string]
	switches  *readCache[string, map[string]bool] // by kind, read in write transactions
}

// newCaches makes the store's read caches, entries living ttl; exactTTL for those that must see
// every change at once (limits, switches), 0 where other instances write.
func newCaches(ttl, exactTTL time.Duration) *caches {
	return &caches{
		sessions:  newReadCache[string, sessionHolder](ttl, readCacheEntries),
		settings:  newReadCache[int64, PlayerSettings](ttl, readCacheEntries),
		limits:    newReadCache[int64, []limits.Limit](exactTTL, readCacheEntries),
		languages: newReadCache[int64, string](ttl, readCacheEntries),
		switches:  newReadCache[string, map[string]bool](exactTTL, readCacheEntries),
	}
}

// Version counts the catalogue batches committed since Open, by any instance on PostgreSQL.
// Anything read at one version stays true until the version changes, so callers may cache reads
// keyed by it.
func (s *Store) Version() uint64 {
	if s.deaf.Load() {
		return s.version.Add(1)
	}
	return s.version.Load()
}

// Open opens the database of a DATABASE_URL and applies pending migrations: a postgres:// or
// postgresql:// URL is a PostgreSQL database, anything else the path of a SQLite file (created
// when missing, with its folder; a leading "file:" is accepted and ignored).
func Open(ctx context.Context, databaseURL string) (*Store, error) {
	var s *Store
	if isPostgresURL(databaseURL) {
		db, cfg, err := openPostgres(ctx, databaseURL)
		if err != nil {
			return nil, err
		}
		s = &Store{d: postgresDialect, read: db, write: db, pg: cfg, c: newCaches(postgresCacheTTL, 0)}
		s.deaf.Store(true) // until FollowCatalogue listens
	} else {
		var err error
		if s, err = openSQLite(databaseURL); err != nil {
			return nil, err
		}
	}
	if err := s.migrate(ctx); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

func openSQLite(path string) (*Store, error) {
	path = strings.TrimPrefix(path, "file:")
	if path == "" || strings.ContainsAny(path, "?#") {
		// The path becomes a URI whose query carries the pragmas.
		return nil, fmt.Errorf("open %q: a database path must be non-empty and without '?' or '#'", path)
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("create database folder: %w", err)
		}
	}
	unlock, err := lockFile(path)
	if err != nil {
		return nil, err
	}
	// synchronous FULL: a COMMIT returns once the WAL is on disk, so that an acknowledged write
	// survives a power loss (NORMAL may lose the last ones); group commit pays that per batch.
	dsn := "file:" + path + "?_pragma=journal_mode(WAL)&_pragma=busy_timeout(5000)&_pragma=foreign_keys(1)&_pragma=synchronous(FULL)"
	// Writes: one connection, transactions opened with BEGIN IMMEDIATE. Its temporary files stay
	// in memory: the savepoints of group commit journal the pages they change in one. The writer
	// checkpoints beside it (commit.go).
	write, err := openSQLiteDB(dsn + "&_txlock=immediate&_pragma=temp_store(MEMORY)&_pragma=wal_autocheckpoint(0)")
	if err != nil {
		return nil, errors.Join(fmt.Errorf("open %s: %w", path, err), unlock())
	}
	write.SetMaxOpenConns(1)
	// Reads: a pool of read-only connections (query_only refuses a write by mistake).
	read, err := openSQLiteDB(dsn + "&_pragma=query_only(1)")
	if err != nil {
		return nil, errors.Join(fmt.Errorf("open %s: %w", path, err), write.Close(), unlock())
	}
	// Keep every read connection open: opening one re-applies the pragmas, and closing it drops
	// its prepared statements.
	read.SetMaxOpenConns(readConns)
	read.SetMaxIdleConns(readConns)
	c := newCaches(sqliteCacheTTL, sqliteCacheTTL)
	return &Store{d: sqliteDialect, read: read, write: write, unlock: unlock, writer: newWriter(write, read, sqliteDialect, c), c: c}, nil
}

// Close closes the connection pools, once the write transactions under way are answered.
func (s *Store) Close() error {
	if s.writer != nil {
		s.writer.close()
	}
	var errs []error
	errs = append(errs, s.read.Close())
	if s.write != s.read {
		errs = append(errs, s.write.Close())
	}
	if s.unlock != nil {
		errs = append(errs, s.unlock())
	}
	return errors.Join(errs...)
}

// Ping checks that the database answers.
func (s *Store) Ping(ctx context.Context) error {
	return s.read.PingContext(ctx)
}

// migrate applies, in version order and each in its own transaction, the migration files of the
// engine not yet recorded in schema_migrations.
func (s *Store) migrate(ctx context.Context) error {
	err := s.inTx(ctx, func(tx *txn) error {
		if err := s.lockMigrations(ctx, tx); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)`)
		return err
	})
	if err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	names, err := fs.Glob(migrations, s.d.migrations+"/*.sql")
	if err != nil {
		return fmt.Errorf("list migrations: %w", err)
	}
	sort.Strings(names)
	for _, name := range names {
		base := filepath.Base(name)
		version, err := strconv.Atoi(strings.SplitN(base, "_", 2)[0])
		if err != nil {
			return fmt.Errorf("migration %s: version prefix: %w", base, err)
		}
		body, err := migrations.ReadFile(name)
		if err != nil {
			return fmt.Errorf("read migration %s: %w", base, err)
		}
		err = s.inTx(ctx, func(tx *txn) error {
			if err := s.lockMigrations(ctx, tx); err != nil {
				return err
			}
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_migrations WHERE version = ?`, version).Scan(&n); err != nil {
				return err
			}
			if n > 0 {
				return nil
			}
			if _, err := tx.ExecContext(ctx, string(body)); err != nil {
				return err
			}
			_, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations (version) VALUES (?)`, version)
			return err
		})
		if err != nil {
			return fmt.Errorf("apply %s migration %s: %w", s.d.name, base, err)
		}
	}
	return nil
}

// lockMigrations holds off other processes migrating the same database until tx ends.
func (s *Store) lockMigrations(ctx context.Context, tx *txn) error {
	if s.d.lockMigrations == "" {
		return nil
	}
	if _, err := tx.ExecContext(ctx, s.d.lockMigrations); err != nil {
		return fmt.Errorf("lock migrations: %w", err)
	}
	return nil
}

// Tx is one write transaction, seen through the narrow reads and writes a service's rules run on.
// The services decide (prices, limits, refusals, settlement); a Tx only reads and writes rows. It
// is valid only inside the InTx call that made it.
type Tx struct {
	tx *txn
}

// InTx runs fn in one write transaction: committed when fn returns nil, rolled back otherwise, and
// fn's error is returned as it is (a service's refusal passes through unwrapped). nil means fn's
// writes are on disk. On SQLite, fn's statements run to their end whatever ctx does (it shares
// its transaction with other callers: see commit.go); a ctx done before fn returns still rolls
// fn back.
func (s *Store) InTx(ctx context.Context, fn func(*Tx) error) error {
	return s.inTx(ctx, func(tx *txn) error { return fn(&Tx{tx: tx}) })
}

// inTx runs fn in a write transaction, committing when fn returns nil: on SQLite a savepoint in
// a transaction (BEGIN IMMEDIATE) that commits a batch of callers together (commit.go); on
// PostgreSQL a transaction of its own at READ COMMITTED (see dialect.go).
func (s *Store) inTx(ctx context.Context, fn func(*txn) error) error {
	if s.writer != nil {
		return s.writer.inTx(ctx, fn)
	}
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", unavailable(err))
	}
	t := &txn{tx: tx, d: s.d, c: s.c}
	defer t.ended()
	if err := fn(t); err != nil {
		_ = tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}

// collect scans every row with scan into a non-nil slice.
func collect[T any](rows *sql.Rows, scan func(interface{ Scan(...any) error }) (T, error)) ([]T, error) {
	defer rows.Close()
	out := []T{}
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}
