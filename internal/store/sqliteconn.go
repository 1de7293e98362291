package store

import (
	"container/list"
	"context"
	"database/sql"
	"database/sql/driver"
	"fmt"

	sqlite "modernc.org/sqlite"
)

// SQLite parses a statement's text every time it runs one that is not prepared, and the store
// runs the same few texts over and over: parsing took about half of a bet placement's time. So
// every SQLite connection of the store keeps its statements prepared, by text, the way pgx does
// on PostgreSQL: the callers' SQL stays as it is, and a text runs from its prepared statement
// from the second time on.

// connStmts bounds the statements a connection keeps; the least recently used goes first. The
// store runs a few dozen texts over and over; lists of ids make texts that come once.
const connStmts = 128

// openSQLiteDB opens a pool of SQLite connections on dsn that keep their statements prepared.
func openSQLiteDB(dsn string) (*sql.DB, error) {
	c, err := sqlite.NewConnector(dsn)
	if err != nil {
		return nil, err
	}
	return sql.OpenDB(stmtCachingConnector{c}), nil
}

// sqliteDriverConn is what the store needs of a modernc.org/sqlite connection, which has all of it.
type sqliteDriverConn interface {
	driver.Conn
	driver.ConnBeginTx
	driver.ConnPrepareContext
	driver.ExecerContext
	driver.QueryerContext
	driver.Pinger
	driver.SessionResetter
	driver.Validator
}

type stmtCachingConnector struct{ driver.Connector }

func (c stmtCachingConnector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.Connector.Connect(ctx)
	if err != nil {
		return nil, err
	}
	inner, ok := conn.(sqliteDriverConn)
	if !ok {
		return nil, fmt.Errorf("sqlite connection %T lacks a method the store needs", conn)
	}
	return &cachingConn{sqliteDriverConn: inner, stmts: map[string]*list.Element{}, lru: list.New()}, nil
}

// cachingConn is a SQLite connection that keeps its statements prepared by text. database/sql
// calls a connection from one goroutine at a time (rows are closed under the same lock), so its
// fields need no lock of their own.
type cachingConn struct {
	sqliteDriverConn
	stmts map[string]*list.Element // of lru, by text
	lru   *list.List               // of *cachedStmt, most recently used first
}

// cachedStmt is a prepared statement of a cachingConn; busy while rows read from it are open, so
// that a query run meanwhile with the same text prepares a statement of its own.
type cachedStmt struct {
	query string
	stmt  interface {
		driver.Stmt
		driver.StmtExecContext
		driver.StmtQueryContext
	}
	busy bool
}

// stmt is the connection's prepared statement of query, prepared now if it has none; nil (and no
// error) when it is busy, or when the driver's statement lacks the context methods.
func (c *cachingConn) stmt(ctx context.Context, query string) (*cachedStmt, error) {
	if e, ok := c.stmts[query]; ok {
		s := e.Value.(*cachedStmt)
		if s.busy {
			return nil, nil
		}
		c.lru.MoveToFront(e)
		return s, nil
	}
	ds, err := c.sqliteDriverConn.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	st, ok := ds.(interface {
		driver.Stmt
		driver.StmtExecContext
		driver.StmtQueryContext
	})
	if !ok {
		return nil, ds.Close()
	}
	if c.lru.Len() >= connStmts {
		c.evict()
	}
	s := &cachedStmt{query: query, stmt: st}
	c.stmts[query] = c.lru.PushFront(s)
	return s, nil
}

// evict closes the least recently used statement that no rows read from.
func (c *cachingConn) evict() {
	for e := c.lru.Back(); e != nil; e = e.Prev() {
		if s := e.Value.(*cachedStmt); !s.busy {
			c.lru.Remove(e)
			delete(c.stmts, s.query)
			_ = s.stmt.Close() // a statement that fails to finalize has nothing left to free
			return
		}
	}
}

func (c *cachingConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	s, err := c.stmt(ctx, query)
	if err != nil {
		return nil, err
	}
	if s == nil {
		return c.sqliteDriverConn.ExecContext(ctx, query, args)
	}
	return s.stmt.ExecContext(ctx, args)
}

func (c *cachingConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	s, err := c.stmt(ctx, query)
	if err != nil {
		return nil, err
	}
	if s == nil {
		return c.sqliteDriverConn.QueryContext(ctx, query, args)
	}
	rows, err := s.stmt.QueryContext(ctx, args)
	if err != nil {
		return nil, err
	}
	s.busy = true
	return &cachedRows{Rows: rows, s: s}, nil
}

// Close finalizes the connection's statements, then closes it.
func (c *cachingConn) Close() error {
	for e := c.lru.Front(); e != nil; e = e.Next() {
		_ = e.Value.(*cachedStmt).stmt.Close() // the connection's close frees what is left
	}
	c.stmts, c.lru = nil, list.New()
	return c.sqliteDriverConn.Close()
}

// cachedRows are rows read from a cached statement, which they free again when closed.
type cachedRows struct {
	driver.Rows
	s *cachedStmt
}

func (r *cachedRows) Close() error {
	err := r.Rows.Close()
	r.s.busy = false
	return err
}
