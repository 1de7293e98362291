package sportsbookapi

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// Handlers return the refusals of internal/apierror's catalogue; the strict server's response
// error handler writes them, so that every error takes one path to the wire.

func badParameter(name string) *apierror.Error { return apierror.Parameter(name) }

func badSearchQuery() *apierror.Error {
	return apierror.New(apierror.InvalidSearchQuery).With(map[string]any{"parameter": "q", "min": minQueryLen, "max": maxQueryLen})
}

func unauthorized() *apierror.Error { return apierror.New(apierror.Unauthorized) }

func forbidden() *apierror.Error { return apierror.New(apierror.Forbidden) }

func notFound() *apierror.Error { return apierror.New(apierror.NotFound) }

// internalError is a failure of ours in op: a 500 (503 while the database is unreachable) whose
// cause goes to the log only.
func internalError(op string, err error) error { return fmt.Errorf("%s: %w", op, err) }

// readerError maps an error of the catalogue reader: ErrNotFound is the caller's 404, anything else
// is ours.
func readerError(op string, err error) error {
	if errors.Is(err, catalogue.ErrNotFound) {
		return notFound()
	}
	return internalError(op, err)
}

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
		responseError(w, r, badSearchQuery())
		return
	}
	if name == "" {
		name = "unknown"
	}
	responseError(w, r, badParameter(name))
}

// requestBodyError handles a request body the generated code could not decode.
func requestBodyError(w http.ResponseWriter, r *http.Request, err error) {
	responseError(w, r, badParameter("body"))
}

// responseError handles errors that handlers return, and failures to write a response; ours are
// logged through slog's default logger.
func responseError(w http.ResponseWriter, r *http.Request, err error) {
	apierror.Write(w, r, nil, err)
}

var errNoTokenIssuer = errors.New("no realtime token issuer configured")
