// Package apierror is the one error envelope of both HTTP APIs, the platform's and the
// sportsbook's: an error that knows its answer (HTTP status, stable code, translatable message
// key, details), the catalogue of codes (catalogue.go), and Write, the one function that puts an
// error on the wire. Services return these errors for their refusals; any other error is ours, a
// logged 500 (or a 503 while the database cannot be reached) that tells the client nothing more.
package apierror

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/opensportsbook/sportsbook/internal/store"
)

// Error is an answer of the catalogue.
type Error struct {
	Status  int
	Code    Code
	Message string         // the translatable message key
	Details map[string]any // sent to the client; nil: none
	Cause   error          // for the log only, never sent
}

func (e *Error) Error() string {
	if e.Cause != nil {
		return string(e.Code) + ": " + e.Cause.Error()
	}
	return string(e.Code)
}

func (e *Error) Unwrap() error { return e.Cause }

// New returns the catalogue's error for code. A code missing from the catalogue (a test rules it
// out) answers as an internal error would, under its own code.
func New(code Code) *Error {
	en, ok := catalogue[code]
	if !ok {
		en = catalogue[Internal]
	}
	return &Error{Status: en.status, Code: code, Message: en.message}
}

// With returns a copy of e with details, so that shared errors are never changed.
func (e *Error) With(details map[string]any) *Error {
	c := *e
	c.Details = details
	return &c
}

// Parameter is the 400 answer to a query parameter or body that cannot be read, naming it.
func Parameter(name string) *Error {
	return New(InvalidParameter).With(map[string]any{"parameter": name})
}

// Fields is the 422 answer to invalid fields, each with its message key.
func Fields(fields map[string]string) *Error {
	return New(ValidationFailed).With(map[string]any{"fields": fields})
}

// body is the contract's Error of both APIs, in the field order of the generated types.
type body struct {
	Code    Code           `json:"code"`
	Details map[string]any `json:"details,omitempty"`
	Message string         `json:"message"`
}

// Write writes err as the error envelope. An *Error below 500 answers as itself; anything else is
// logged with its cause and answers the catalogue's SERVICE_UNAVAILABLE when the database cannot
// be reached, else INTERNAL_ERROR (or the 5xx *Error it is), with nothing of the cause. A 429
// whose details name retry_after carries it as Retry-After. A nil logger is slog's default.
func Write(w http.ResponseWriter, r *http.Request, logger *slog.Logger, err error) {
	e := answer(err)
	if e.Status >= 500 {
		if logger == nil {
			logger = slog.Default()
		}
		if errors.Is(err, context.Canceled) {
			// The client went away; nobody reads this answer and nothing is wrong with us.
			logger.DebugContext(r.Context(), "api: request cancelled", "method", r.Method, "path", r.URL.Path)
		} else {
			logger.ErrorContext(r.Context(), "api: error", "status", e.Status, "code", e.Code, "method", r.Method,
				"path", r.URL.Path, "err", err)
		}
	}
	if sec, ok := e.Details["retry_after"].(int); ok && e.Status == http.StatusTooManyRequests {
		w.Header().Set("Retry-After", fmt.Sprint(sec))
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(e.Status)
	_ = json.NewEncoder(w).Encode(body{Code: e.Code, Details: e.Details, Message: e.Message})
}

// CodeOf is the code a client gets for err (see Write); "" for nil.
func CodeOf(err error) Code {
	if err == nil {
		return ""
	}
	return answer(err).Code
}

// answer is the error the client gets for err.
func answer(err error) *Error {
	var e *Error
	found := errors.As(err, &e)
	switch {
	case found && e.Status < 500:
		return e
	case store.Unavailable(err):
		return New(ServiceUnavailable)
	case found:
		return e
	}
	return New(Internal)
}
