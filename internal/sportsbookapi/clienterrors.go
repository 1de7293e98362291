package sportsbookapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/auth"
)

// ClientErrorsPath is where the browser reports its errors when no error-reporting service is
// configured (spec section 8): main mounts it with MaxClientErrorBytes as its body bound.
const ClientErrorsPath = BasePath + "/client-errors"

// MaxClientErrorBytes bounds one report: the SPA truncates stacks and HTTP bodies well below it.
const MaxClientErrorBytes = 16 << 10

// Rates of reports, so that a broken page in a loop cannot flood the log: per connection address
// (behind a proxy every visitor shares the proxy's) and for the whole instance.
const (
	reportsPerAddress = 20
	reportsOverall    = 600
	reportsWindow     = time.Minute
)

// reportLimits are one instance's allowances of client error reports.
type reportLimits struct {
	perAddress, overall *auth.Limiter
	now                 func() time.Time
}

func newReportLimits() *reportLimits {
	return &reportLimits{
		perAddress: auth.NewLimiter(reportsPerAddress, reportsWindow),
		overall:    auth.NewLimiter(reportsOverall, reportsWindow),
		now:        time.Now,
	}
}

// allow counts a report from addr, refusing it (TOO_MANY_REPORTS with the seconds to wait)
// beyond its address's allowance or the instance's. A refused report is not counted overall.
func (l *reportLimits) allow(addr string) error {
	now := l.now()
	ok, retry := l.perAddress.Allow(addr, now)
	if ok {
		ok, retry = l.overall.Allow("", now)
	}
	if !ok {
		return apierror.New(apierror.TooManyReports).With(map[string]any{"retry_after": int(retry/time.Second) + 1})
	}
	return nil
}

// gateClientErrors refuses reports beyond their rate, and bodies that are not exactly the
// contract's report (an unknown field, a wrong type), naming the field, before the generated
// decoder, which would accept unknown fields and name nothing. Other requests pass untouched.
func (l *reportLimits) gateClientErrors(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != ClientErrorsPath || r.Method != http.MethodPost {
			next.ServeHTTP(w, r)
			return
		}
		host, _, err := net.SplitHostPort(r.RemoteAddr)
		if err != nil {
			host = r.RemoteAddr
		}
		if err := l.allow(host); err != nil {
			responseError(w, r, err)
			return
		}
		body, err := io.ReadAll(r.Body) // bounded by reqbound and emptyBodyAsObject
		if err != nil {
			responseError(w, r, badParameter("body"))
			return
		}
		if err := strictReport(body); err != nil {
			responseError(w, r, err)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		next.ServeHTTP(w, r)
	})
}

// strictReport decodes a report refusing unknown fields and wrong types, and names the field.
func strictReport(body []byte) error {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	var rep apigen.ReportClientErrorJSONBody
	err := dec.Decode(&rep)
	if err == nil && dec.More() {
		return badParameter("body") // a second value after the report
	}
	var typeErr *json.UnmarshalTypeError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &typeErr) && typeErr.Field != "":
		return badParameter(typeErr.Field)
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		// encoding/json has no error type for it; the message is stable since Go 1.10.
		return badParameter(strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`))
	default:
		return badParameter("body")
	}
}

// ReportClientError serves POST /client-errors: it logs the browser's report at WARN ("client
// error", on the request's log line context, so with its request id) and stores nothing.
func (s *Server) ReportClientError(ctx context.Context, req apigen.ReportClientErrorRequestObject) (apigen.ReportClientErrorResponseObject, error) {
	rep := req.Body
	if rep == nil {
		return nil, badParameter("body")
	}
	switch {
	case strings.TrimSpace(rep.Message) == "":
		return nil, badParameter("message")
	case !validKind(rep.Kind):
		return nil, badParameter("kind")
	case strings.TrimSpace(rep.PageUrl) == "":
		return nil, badParameter("page_url")
	case rep.Tags != nil && len(*rep.Tags) > 10:
		return nil, badParameter("tags")
	case rep.Http != nil && rep.Http.Url == "":
		return nil, badParameter("http.url")
	case rep.Http != nil && (rep.Http.Status < 0 || rep.Http.Status > 599):
		return nil, badParameter("http.status")
	}
	attrs := []slog.Attr{
		slog.String("message", rep.Message),
		slog.String("kind", string(rep.Kind)),
		slog.String("page_url", rep.PageUrl),
	}
	if rep.Stack != nil {
		attrs = append(attrs, slog.String("stack", *rep.Stack))
	}
	if rep.Release != nil {
		attrs = append(attrs, slog.String("release", *rep.Release))
	}
	if rep.Tags != nil {
		tags := make([]any, 0, len(*rep.Tags))
		for k, v := range *rep.Tags {
			tags = append(tags, slog.String(k, v))
		}
		attrs = append(attrs, slog.Group("tags", tags...))
	}
	if h := rep.Http; h != nil {
		call := []any{slog.String("url", h.Url), slog.Int("status", h.Status)}
		for _, f := range []struct {
			name string
			v    *string
		}{{"method", h.Method}, {"request_body", h.RequestBody}, {"response_body", h.ResponseBody}} {
			if f.v != nil {
				call = append(call, slog.String(f.name, *f.v))
			}
		}
		attrs = append(attrs, slog.Group("http", call...))
	}
	if id := playerID(ctx); id != 0 {
		attrs = append(attrs, slog.Int64("player_id", id))
	}
	slog.Default().LogAttrs(ctx, slog.LevelWarn, "client error", attrs...)
	return apigen.ReportClientError204Response{}, nil
}

func validKind(k apigen.ReportClientErrorJSONBodyKind) bool {
	switch k {
	case apigen.ReportClientErrorJSONBodyKindError, apigen.ReportClientErrorJSONBodyKindRejection, apigen.ReportClientErrorJSONBodyKindRoute,
		apigen.ReportClientErrorJSONBodyKindHttp, apigen.ReportClientErrorJSONBodyKindRealtime, apigen.ReportClientErrorJSONBodyKindCaught:
		return true
	}
	return false
}
