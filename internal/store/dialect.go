package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// The store runs on SQLite (the embedded default) and on PostgreSQL. Every SQL text is written once,
// with ? placeholders, in the subset both engines accept: INSERT ... RETURNING for new ids,
// ON CONFLICT upserts with excluded, 0/1 integer flags (PostgreSQL's schema keeps them SMALLINT, and
// the driver below sends Go booleans as 0 and 1), byte-order collation on the text columns that
// lists order by. This file holds the rest: the few fragments that differ, side by side, the
// connection setup of each engine, and the PostgreSQL driver wrapper that numbers placeholders.
//
// Concurrency. On SQLite every write transaction runs on one connection and begins with BEGIN
// IMMEDIATE, so writers take turns (the callers' functions one after the other, several to a
// transaction: see commit.go). On PostgreSQL transactions run on a pool at READ COMMITTED,
// in parallel, and the money paths lock the rows they decide on (FOR NO KEY UPDATE, the lock an
// UPDATE takes), in the order player, deposit, account, bet, so that two of them do not deadlock
// (but two settlements at once may, since one settlement takes several accounts one after the
// other; PostgreSQL then fails one of them):
//   - a placement locks the player first (Tx.RequestPlaced), so that the request id check, the
//     limits and the balance are decided by one placement at a time per player: a request id
//     places once and a balance never goes below zero, however many requests race;
//   - a balance changes only under a lock on its account (Tx.ActiveAccount, Tx.Account, post);
//   - a bet is read for a change (Tx.Bet) under a lock on its account, and closes only from the
//     open status (Tx.CloseBet's UPDATE ... WHERE status = waiting_results): a bet is paid once;
//   - a deposit settles only from an open status (Tx.SetDepositStatus's UPDATE ... WHERE status
//     IN (created, pending)), which waits for a concurrent answer and then finds it settled:
//     racing provider callbacks credit once.
//
// Each statement of a READ COMMITTED transaction sees what was committed when it began, so reads
// after a lock see the state the lock holder left. Reads that must agree with each other (a count
// and its page) run in a REPEATABLE READ snapshot instead.

// dialect is what differs between the engines.
type dialect struct {
	name string
	// migrations is the folder of the engine's migration files, with the same version numbers.
	migrations string
	// readTx begins a read snapshot: a SQLite read transaction under WAL already sees one state;
	// PostgreSQL's default takes a new snapshot per statement.
	readTx *sql.TxOptions
	// forUpdate ends a SELECT of rows that the transaction decides on, locking them until it ends.
	// SQLite has no row locks (nor the syntax): its writers take turns already.
	forUpdate string
	// lockMigrations, run first in each migration transaction, keeps two processes starting at
	// once from applying the same migration twice (SQLite: BEGIN IMMEDIATE does).
	lockMigrations string
	// notifyCatalogue, run at the end of a catalogue batch's transaction, tells the other instances
	// of it when it commits (notify.go); empty on SQLite, which serves one instance.
	notifyCatalogue string
	// writingWith: a WITH clause may hold an INSERT or UPDATE (PostgreSQL), so that writes that go
	// together take one round trip.
	writingWith bool
	// lastInsertID: an INSERT's result holds the new row's id (SQLite), which is cheaper than
	// RETURNING there (a bet's INSERT took 5.7 us with RETURNING, 1.7 us without). PostgreSQL's
	// driver has no such result.
	lastInsertID bool
	// greatest and least are the scalar maximum and minimum of their arguments.
	greatest, least string
	// contains is the condition that the parameter is a substring of column, every character
	// literal (LIKE would need escapes, and stopped at a NUL on SQLite).
	contains func(column string) string
	// jsonItems is a table, named alias with one column value, of the strings of a JSON array.
	jsonItems func(array, alias string) string
	// marketsByKeys joins markets to a JSON parameter [[matchId, marketId, specifier], ...].
	marketsByKeys string
}

var sqliteDialect = &dialect{
	name:         "sqlite",
	migrations:   "migrations/sqlite",
	lastInsertID: true,
	greatest:     "MAX",
	least:        "MIN",
	contains:     func(column string) string { return `instr(` + column + `, ?) > 0` },
	jsonItems:    func(array, alias string) string { return `json_each(` + array + `) AS ` + alias },
	marketsByKeys: `json_each(?) AS k
	JOIN markets ON markets.match_id = json_extract(k.value, '$[0]') AND markets.market_id = json_extract(k.value, '$[1]')
		AND markets.specifier = json_extract(k.value, '$[2]')`,
}

var postgresDialect = &dialect{
	name:            "postgres",
	migrations:      "migrations/postgres",
	readTx:          &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true},
	forUpdate:       ` FOR NO KEY UPDATE`,
	writingWith:     true,
	lockMigrations:  `SELECT pg_advisory_xact_lock(` + strconv.FormatInt(migrationLockKey, 10) + `)`,
	notifyCatalogue: `SELECT pg_notify('` + catalogueChannel + `', '')`,
	greatest:        "GREATEST",
	least:           "LEAST",
	contains:        func(column string) string { return `strpos(` + column + `, ?) > 0` },
	jsonItems: func(array, alias string) string {
		return `jsonb_array_elements_text(CAST(` + array + ` AS jsonb)) AS ` + alias + `(value)`
	},
	marketsByKeys: `jsonb_array_elements(CAST(? AS jsonb)) AS k(value)
	JOIN markets ON markets.match_id = CAST(k.value->>0 AS bigint) AND markets.market_id = CAST(k.value->>1 AS bigint)
		AND markets.specifier = k.value->>2`,
}

// migrationLockKey is the advisory lock of migrations on PostgreSQL ("sbmigr" in ASCII).
const migrationLockKey = 0x73626d69677272

// txn is a write transaction and the dialect of its engine. It offers only statements: the
// transaction is ended by whoever began it (inTx, or the writer for a batch of callers).
type txn struct {
	tx *sql.Tx
	d  *dialect
	// shared marks a transaction that carries the functions of several callers (SQLite's group
	// commit, commit.go). Its statements run without their caller's cancellation: SQLite undoes
	// the whole transaction when one of its write statements is interrupted, the other callers'
	// work with it, and the statements after it would run outside any transaction.
	shared bool
	c      *caches // the store's read caches
	// onEnd are the forgets of read caches (readcache.go) to run again once the transaction has
	// ended.
	onEnd []func()
}

// forget runs f, which drops read-cache entries the transaction changes, now and again once the
// transaction has ended (committed or not).
func (tx *txn) forget(f func()) {
	f()
	tx.onEnd = append(tx.onEnd, f)
}

// ended runs the forgets of the transaction, which has ended.
func (tx *txn) ended() {
	for _, f := range tx.onEnd {
		f()
	}
	tx.onEnd = nil
}

// ctx is the context the transaction's statements run with.
func (tx *txn) ctx(ctx context.Context) context.Context {
	if tx.shared {
		return context.WithoutCancel(ctx)
	}
	return ctx
}

func (tx *txn) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	return tx.tx.ExecContext(tx.ctx(ctx), query, args...)
}

func (tx *txn) QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	return tx.tx.QueryContext(tx.ctx(ctx), query, args...)
}

func (tx *txn) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	return tx.tx.QueryRowContext(tx.ctx(ctx), query, args...)
}

// PrepareContext prepares a statement for the transaction, whose runs take the transaction's
// contexts too.
func (tx *txn) PrepareContext(ctx context.Context, query string) (*txStmt, error) {
	st, err := tx.tx.PrepareContext(tx.ctx(ctx), query)
	if err != nil {
		return nil, err
	}
	return &txStmt{st: st, tx: tx}, nil
}

// txStmt is a statement prepared in a txn.
type txStmt struct {
	st *sql.Stmt
	tx *txn
}

func (s *txStmt) ExecContext(ctx context.Context, args ...any) (sql.Result, error) {
	return s.st.ExecContext(s.tx.ctx(ctx), args...)
}

func (s *txStmt) Close() error { return s.st.Close() }

// insertID runs query, an INSERT of one row into a table whose key is the column id, and returns
// the new row's id.
func (tx *txn) insertID(ctx context.Context, query string, args ...any) (int64, error) {
	var id int64
	if !tx.d.lastInsertID {
		err := tx.QueryRowContext(ctx, query+` RETURNING id`, args...).Scan(&id)
		return id, err
	}
	res, err := tx.ExecContext(ctx, query, args...)
	if err == nil {
		id, err = res.LastInsertId()
	}
	return id, err
}

// lock locks the rows that query (a SELECT) selects until the transaction ends. On SQLite it does
// nothing: writers take turns already.
func (tx *txn) lock(ctx context.Context, query string, args ...any) error {
	if tx.d.forUpdate == "" {
		return nil
	}
	_, err := tx.ExecContext(ctx, query+tx.d.forUpdate, args...)
	return err
}

// storable reports whether text can be stored on both engines: PostgreSQL's text holds neither a
// NUL nor invalid UTF-8, and refuses a query that binds them. A lookup by text that is not
// storable finds nothing, so such lookups answer not found without asking.
func storable(text string) bool {
	return utf8.ValidString(text) && !strings.ContainsRune(text, 0)
}

// isPostgresURL reports whether a DATABASE_URL names a PostgreSQL database rather than a SQLite
// file.
func isPostgresURL(s string) bool {
	s = strings.ToLower(s)
	return strings.HasPrefix(s, "postgres://") || strings.HasPrefix(s, "postgresql://")
}

// Redacted is a DATABASE_URL fit for logs and errors: a PostgreSQL URL's password is masked.
func Redacted(databaseURL string) string {
	if !isPostgresURL(databaseURL) {
		return databaseURL
	}
	u, err := url.Parse(databaseURL)
	if err != nil {
		return "(a PostgreSQL URL that does not parse)"
	}
	if q := u.Query(); q.Has("password") {
		q.Set("password", "xxxxx")
		u.RawQuery = q.Encode()
	}
	return u.Redacted()
}

// Connection settings of PostgreSQL. A connect_timeout in the URL overrides connectTimeout.
const (
	pgConns        = 20
	connectTimeout = 5 * time.Second
)

// openPostgres opens a pool on a PostgreSQL database and checks that it answers within the
// connect timeout, so that a server out of reach stops the start with an error instead of a hang.
func openPostgres(ctx context.Context, databaseURL string) (*sql.DB, *pgx.ConnConfig, error) {
	cfg, err := pgx.ParseConfig(databaseURL)
	if err != nil {
		return nil, nil, fmt.Errorf("PostgreSQL URL: %w", err)
	}
	if cfg.ConnectTimeout == 0 {
		cfg.ConnectTimeout = connectTimeout
	}
	db := sql.OpenDB(pgConnector{stdlib.GetConnector(*cfg)})
	db.SetMaxOpenConns(pgConns)
	db.SetMaxIdleConns(pgConns)
	// A connect attempt may try several addresses, each within the timeout: bound them together.
	pingCtx, cancel := context.WithTimeout(ctx, cfg.ConnectTimeout)
	defer cancel()
	if err := db.PingContext(pingCtx); err != nil {
		db.Close()
		return nil, nil, fmt.Errorf("connect to PostgreSQL at %s:%d within %s: %w", cfg.Host, cfg.Port, cfg.ConnectTimeout, err)
	}
	return db, cfg, nil
}

// pgConnector makes pgx connections that take the store's SQL: ? placeholders and Go booleans.
type pgConnector struct{ driver.Connector }

func (c pgConnector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.Connector.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return pgConn{conn.(*stdlib.Conn)}, nil
}

// pgConn is a pgx connection that numbers placeholders in every query it is given; everything
// else (transactions, pings, session resets) is pgx's.
type pgConn struct{ *stdlib.Conn }

func (c pgConn) Prepare(query string) (driver.Stmt, error) { return c.Conn.Prepare(rebind(query)) }

func (c pgConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	return c.Conn.PrepareContext(ctx, rebind(query))
}

func (c pgConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	return c.Conn.ExecContext(ctx, rebind(query), args)
}

func (c pgConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	return c.Conn.QueryContext(ctx, rebind(query), args)
}

// CheckNamedValue sends a Go boolean as 0 or 1, the store's flag values on both engines; pgx takes
// every other value as it is.
func (c pgConn) CheckNamedValue(nv *driver.NamedValue) error {
	if b, ok := nv.Value.(bool); ok {
		nv.Value = int64(0)
		if b {
			nv.Value = int64(1)
		}
	}
	return nil
}

// rebind numbers the ? placeholders of a query for PostgreSQL ($1, $2, ...), leaving string
// literals, quoted identifiers and comments as they are.
func rebind(query string) string {
	if !strings.Contains(query, "?") {
		return query
	}
	var b strings.Builder
	b.Grow(len(query) + 16)
	n := 0
	for i := 0; i < len(query); i++ {
		end := -1 // the end of a literal, identifier or comment starting at i
		switch c := query[i]; {
		case c == '\'' || c == '"':
			// A doubled quote inside reads as the end of one literal and the start of the next.
			if j := strings.IndexByte(query[i+1:], c); j >= 0 {
				end = i + 1 + j + 1
			}
		case strings.HasPrefix(query[i:], "--"):
			if j := strings.IndexByte(query[i:], '\n'); j >= 0 {
				end = i + j + 1
			}
		case strings.HasPrefix(query[i:], "/*"):
			if j := strings.Index(query[i+2:], "*/"); j >= 0 {
				end = i + 2 + j + 2
			}
		case c == '?':
			n++
			b.WriteByte('$')
			b.WriteString(strconv.Itoa(n))
			continue
		default:
			b.WriteByte(c)
			continue
		}
		if end < 0 {
			end = len(query) // unterminated: the rest is copied as it is
		}
		b.WriteString(query[i:end])
		i = end - 1
	}
	return b.String()
}
