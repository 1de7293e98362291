package store

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"syscall"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
)

// What a PostgreSQL restart does to the store's calls is unavailability (503, try again), not
// an error of ours (500): the sessions it ends, a server shutting down or starting up, a
// connection broken or reset under a query. An answer of the database is not.
func TestUnavailableErrors(t *testing.T) {
	wrap := func(err error) error { return fmt.Errorf("place bets: list limits: %w", err) }
	tests := []struct {
		name string
		err  error
		want bool
	}{
		{"terminated by a fast shutdown", &pgconn.PgError{Severity: "FATAL", Code: "57P01", Message: "terminating connection due to administrator command"}, true},
		{"shutting down", &pgconn.PgError{Severity: "FATAL", Code: "57P03", Message: "the database system is shutting down"}, true},
		{"crash shutdown", &pgconn.PgError{Code: "57P02"}, true},
		{"connection failure", &pgconn.PgError{Code: "08006"}, true},
		{"broken pipe", &net.OpError{Op: "write", Net: "unix", Err: os.NewSyscallError("write", syscall.EPIPE)}, true},
		{"reset", &net.OpError{Op: "read", Net: "tcp", Err: os.NewSyscallError("read", syscall.ECONNRESET)}, true},
		{"ended mid-answer", io.ErrUnexpectedEOF, true},
		{"socket gone", &net.OpError{Op: "dial", Net: "unix", Err: os.NewSyscallError("connect", syscall.ENOENT)}, true},
		{"unique violation", &pgconn.PgError{Code: "23505"}, false},
		{"serialization failure", &pgconn.PgError{Code: "40001"}, false},
		{"not found", ErrNoPlayer, false},
		{"cancelled", context.Canceled, false},
		{"other", errors.New("boom"), false},
	}
	for _, tt := range tests {
		if got := Unavailable(wrap(tt.err)); got != tt.want {
			t.Errorf("%s: Unavailable(%v) = %v, want %v", tt.name, tt.err, got, tt.want)
		}
	}
}
