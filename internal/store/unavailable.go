package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"io"
	"net"
	"strings"
	"syscall"

	"github.com/jackc/pgx/v5/pgconn"
)

// ErrUnavailable marks an error of a database that did not serve the store at all (as opposed to
// one that answered no): the callers answer "try again later" rather than "our fault".
var ErrUnavailable = errors.New("store: database unavailable")

// Unavailable reports whether err means the database cannot be reached: marked ErrUnavailable
// (a deadline that passed while waiting for a connection), a closed pool or connection, a
// connection refused or failing to dial, or one that went away under the store: PostgreSQL
// shutting down or starting up (SQLSTATE class 57P: a restart ends every session), a connection
// error (class 08), a connection reset, broken or ended mid-answer.
func Unavailable(err error) bool {
	if err == nil {
		return false
	}
	var op *net.OpError
	var pg *pgconn.PgError
	switch {
	case errors.Is(err, ErrUnavailable), errors.Is(err, sql.ErrConnDone), errors.Is(err, driver.ErrBadConn),
		errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.EPIPE),
		errors.Is(err, io.ErrUnexpectedEOF):
		return true
	case errors.As(err, &op) && op.Op == "dial":
		return true
	case errors.As(err, &pg):
		return strings.HasPrefix(pg.Code, "57P") || strings.HasPrefix(pg.Code, "08")
	}
	// database/sql does not export the error of a closed pool.
	return strings.Contains(err.Error(), "sql: database is closed")
}

// unavailable marks err with ErrUnavailable when it is a deadline that passed before the database
// gave the store a connection to begin with.
func unavailable(err error) error {
	if errors.Is(err, context.DeadlineExceeded) {
		return errors.Join(ErrUnavailable, err)
	}
	return err
}
