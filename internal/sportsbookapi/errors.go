package sportsbookapi

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// Stable error codes and message keys (spec section 8 style: a machine code plus a translatable
// key).
const (
	CodeInvalidParameter   = "INVALID_PARAMETER"
	CodeNotFound           = "NOT_FOUND"
	CodeInvalidSearchQuery = "INVALID_SEARCH_QUERY"
	CodeInternal           = "INTERNAL_ERROR"

	MessageInvalidParameter = "error.invalid_parameter"
	MessageNotFound         = "error.not_found"
	MessageSearchLength     = "error.search.query_length"
	MessageInternal         = "error.internal"
)

// apiError is an error that knows its HTTP answer. Handlers return it; the strict server's response
// error handler writes it, so every error takes one path to the wire.
type apiError struct {
	status int
	body   apigen.Error
	cause  error // the underlying error for the log; never sent
}

func (e *apiError) Error() string {
	if e.cause != nil {
		return e.body.Code + ": " + e.cause.Error()
	}
	return e.body.Code
}

func (e *apiError) Unwrap() error { return e.cause }

func badParameter(name string) *apiError {
	return &apiError{status: http.StatusBadRequest, body: apigen.Error{
		Code: CodeInvalidParameter, Message: MessageInvalidParameter,
		Details: &map[string]any{"parameter": name},
	}}
}

func badSearchQuery() *apiError {
	return &apiError{status: http.StatusBadRequest, body: apigen.Error{
		Code: CodeInvalidSearchQuery, Message: MessageSearchLength,
		Details: &map[string]any{"parameter": "q", "min": minQueryLen, "max": maxQueryLen},
	}}
}

func unauthorized() *apiError {
	return &apiError{status: http.StatusUnauthorized, body: apigen.Error{Code: "UNAUTHORIZED", Message: "error.unauthorized"}}
}

func forbidden() *apiError {
	return &apiError{status: http.StatusForbidden, body: apigen.Error{Code: "FORBIDDEN", Message: "error.forbidden"}}
}

func notFound() *apiError {
	return &apiError{status: http.StatusNotFound, body: apigen.Error{Code: CodeNotFound, Message: MessageNotFound}}
}

// readerError maps an error of the catalogue reader: ErrNotFound is the caller's 404, anything else
// is ours, a 500 whose cause goes to the log only.
func readerError(op string, err error) error {
	if errors.Is(err, catalogue.ErrNotFound) {
		return notFound()
	}
	return &apiError{status: http.StatusInternalServerError,
		body:  apigen.Error{Code: CodeInternal, Message: MessageInternal},
		cause: errorf(op, err)}
}

func errorf(op string, err error) error { return &opError{op: op, err: err} }

type opError struct {
	op  string
	err error
}

func (e *opError) Error() string { return e.op + ": " + e.err.Error() }
func (e *opError) Unwrap() error { return e.err }

// parameterError handles the generated wrapper's binding errors (page=abc, a missing q): always a
// 400 JSON answer naming the parameter.
func parameterError(w http.ResponseWriter, r *http.Request, err error) {
	name := ""
	var (
		format   *apigen.InvalidParamFormatError
		required *apigen.RequiredParamError
		unmarsh  *apigen.UnmarshalingParamError
		tooMany  *apigen.TooManyValuesForParamError
	)
	switch {
	case errors.As(err, &format):
		name = format.ParamName
	case errors.As(err, &required):
		name = required.ParamName
	case errors.As(err, &unmarsh):
		name = unmarsh.ParamName
	case errors.As(err, &tooMany):
		name = tooMany.ParamName
	}
	if name == "q" {
		// Only search has q; a missing or empty q is a too-short query for the user.
		writeError(w, r, badSearchQuery())
		return
	}
	if name == "" {
		name = "unknown"
	}
	writeError(w, r, badParameter(name))
}

// requestBodyError handles a request body the generated code could not decode.
func requestBodyError(w http.ResponseWriter, r *http.Request, err error) {
	writeError(w, r, badParameter("body"))
}

// responseError handles errors that handlers return, and failures to write a response.
func responseError(w http.ResponseWriter, r *http.Request, err error) {
	writeError(w, r, err)
}

// writeError writes err as the contract's Error JSON. Errors that are not apiErrors are unexpected:
// logged, and answered 500 without detail.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	var ae *apiError
	if !errors.As(err, &ae) {
		ae = &apiError{status: http.StatusInternalServerError,
			body: apigen.Error{Code: CodeInternal, Message: MessageInternal}, cause: err}
	}
	if ae.status >= 500 {
		if errors.Is(err, context.Canceled) {
			// The client went away; nobody reads this answer and nothing is wrong with us.
			slog.DebugContext(r.Context(), "sportsbook api: request cancelled", "path", r.URL.Path)
		} else {
			slog.ErrorContext(r.Context(), "sportsbook api: internal error", "method", r.Method, "path", r.URL.Path, "err", err)
		}
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(ae.status)
	_ = json.NewEncoder(w).Encode(ae.body)
}

var errNoTokenIssuer = errors.New("no realtime token issuer configured")
