// Package history holds the pure rules of a player's history lists, the bets and the ledger's
// transactions: the time window a list is narrowed to. No I/O; the APIs read their query
// parameters into it and the store narrows its queries by it.
package history

import (
	"errors"
	"time"
)

// Window is the time window [From, To) of a list: From inclusive, To exclusive, so that days laid
// end to end (a player's "last 7 days" ends where "today" ends) never count a row twice. A zero
// end is open.
type Window struct {
	From, To time.Time
}

// ErrEmptyWindow refuses a window whose start is not before its end: it could hold nothing, and
// the caller mixed its ends up.
var ErrEmptyWindow = errors.New("history: the window does not start before it ends")

// NewWindow reads a window's optional ends (nil: open). Instants are compared, whatever their
// zones.
func NewWindow(from, to *time.Time) (Window, error) {
	var w Window
	if from != nil {
		w.From = *from
	}
	if to != nil {
		w.To = *to
	}
	if !w.From.IsZero() && !w.To.IsZero() && !w.From.Before(w.To) {
		return Window{}, ErrEmptyWindow
	}
	return w, nil
}
