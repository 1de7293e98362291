package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"net"
	"strings"
	"syscall"
)

// ErrUnavailable marks an error of a database that did not serve the store at all (as opposed to
// one that answered no): the callers answer "try again later" rather than "our fault".
var ErrUnavailable = errors.New("store: database unavailable")

// Unavailable reports whether err means the database cannot be reached: marked ErrUnavailable
// (a deadline that passed while waiting for a connection), a closed pool or connection, a
// connection refused or failing to dial.
func Unavailable(err error) bool {
	if err == nil {
		return false
	}
	var op *net.OpError
	switch {
	case errors.Is(err, ErrUnavailable), errors.Is(err, sql.ErrConnDone), errors.Is(err, driver.ErrBadConn),
		errors.Is(err, syscall.ECONNREFUSED):
		return true
	case errors.As(err, &op) && op.Op == "dial":
		return true
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
