package apierror

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/store"
)

// Every code declared in catalogue.go has its status and message key, and no two codes share a
// name.
func TestEveryCodeIsCatalogued(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "catalogue.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[Code]string{}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, spec := range g.Specs {
			v := spec.(*ast.ValueSpec)
			lit, ok := v.Values[0].(*ast.BasicLit)
			if !ok {
				continue
			}
			code := Code(strings.Trim(lit.Value, `"`))
			if other, dup := seen[code]; dup {
				t.Errorf("%s and %s are both %s", other, v.Names[0], code)
			}
			seen[code] = v.Names[0].Name
			e, ok := catalogue[code]
			if !ok || e.status < 400 || e.message == "" {
				t.Errorf("%s (%s) is not in the catalogue: %+v", v.Names[0], code, e)
			}
		}
	}
	if len(seen) != len(catalogue) || len(seen) < 30 {
		t.Errorf("%d codes declared, %d catalogued", len(seen), len(catalogue))
	}
}

// The codes and statuses the front end branches on (web/src, e2e/tests) stay as they are.
func TestCodesTheClientReliesOn(t *testing.T) {
	for code, status := range map[Code]int{
		Unauthorized: 401, SessionLimitReached: 403, ActivityLimitReached: 401, AccountLocked: 423,
		ValidationFailed: 422, NotFound: 404, CountryBlocked: 403, EmailNotConfirmed: 403, SelfExcluded: 403, CoolingOff: 403,
		InvalidCredentials: 401, TooManyAttempts: 429, TokenInvalid: 422, PasswordWrong: 422, AuthFieldsMissed: 422,
		NoAccount: 422, CSRFTokenInvalid: 403, Internal: 500, ServiceUnavailable: 503, VideoNotAvailable: 404,
	} {
		if e := New(code); e.Status != status || e.Code != code {
			t.Errorf("%s: %+v, want status %d", code, e, status)
		}
	}
	if New(Internal).Message != "global-error.default.title" {
		t.Error("the internal error's key is the generic alert's, which the SPA translates")
	}
}

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	closed, err := store.Open(context.Background(), filepath.Join(dir, "closed.db"))
	if err != nil {
		t.Fatal(err)
	}
	closed.Close()
	_, unreachable := closed.PlayerByID(context.Background(), 1)

	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		name       string
		err        error
		status     int
		body       string
		retryAfter string
		logged     string // a substring of the log; "" for nothing at error level
	}{
		{"a refusal", New(NotFound), 404, `{"code":"NOT_FOUND","message":"error.not_found"}`, "", ""},
		{"details", Parameter("page"), 400, `{"code":"INVALID_PARAMETER","details":{"parameter":"page"},"message":"error.invalid_parameter"}`, "", ""},
		{"a wrapped refusal", fmt.Errorf("sign-in: %w", New(InvalidCredentials)), 401,
			`{"code":"INVALID_CREDENTIALS","message":"error.auth.invalid_credentials"}`, "", ""},
		{"429 with retry_after", New(TooManyAttempts).With(map[string]any{"retry_after": 7}), 429,
			`{"code":"TOO_MANY_ATTEMPTS","details":{"retry_after":7},"message":"error.auth.too_many_attempts"}`, "7", ""},
		{"429 without", New(TooManyAttempts), 429, `{"code":"TOO_MANY_ATTEMPTS","message":"error.auth.too_many_attempts"}`, "", ""},
		{"an unknown error", errors.New("disk on fire"), 500, `{"code":"INTERNAL_ERROR","message":"global-error.default.title"}`, "", "disk on fire"},
		{"a database that cannot be reached", fmt.Errorf("list sports: %w", unreachable), 503,
			`{"code":"SERVICE_UNAVAILABLE","message":"global-error.default.title"}`, "", "database is closed"},
		{"a deadline waiting for a connection", fmt.Errorf("begin: %w", errors.Join(store.ErrUnavailable, context.DeadlineExceeded)), 503,
			`{"code":"SERVICE_UNAVAILABLE","message":"global-error.default.title"}`, "", "deadline"},
		{"a cancelled request", fmt.Errorf("list: %w", context.Canceled), 500,
			`{"code":"INTERNAL_ERROR","message":"global-error.default.title"}`, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var log strings.Builder
			logger := slog.New(slog.NewTextHandler(&log, &slog.HandlerOptions{Level: slog.LevelError}))
			rec := httptest.NewRecorder()
			req := httptest.NewRequestWithContext(cancelled, http.MethodGet, "/api/x", nil)
			Write(rec, req, logger, tc.err)
			if rec.Code != tc.status || strings.TrimSpace(rec.Body.String()) != tc.body || rec.Header().Get("Content-Type") != "application/json" {
				t.Errorf("%d %s %q, want %d %s", rec.Code, rec.Body, rec.Header().Get("Content-Type"), tc.status, tc.body)
			}
			if got := rec.Header().Get("Retry-After"); got != tc.retryAfter {
				t.Errorf("Retry-After %q, want %q", got, tc.retryAfter)
			}
			if (tc.logged == "") != (log.Len() == 0) || !strings.Contains(log.String(), tc.logged) {
				t.Errorf("log %q, want %q", log.String(), tc.logged)
			}
			var b map[string]any
			if err := json.Unmarshal(rec.Body.Bytes(), &b); err != nil || strings.Contains(rec.Body.String(), "fire") {
				t.Errorf("body %s: %v", rec.Body, err)
			}
		})
	}
}

// With copies: an error shared by callers never takes another's details.
func TestWithCopies(t *testing.T) {
	base := New(NotFound)
	d := base.With(map[string]any{"id": 1})
	if base.Details != nil || d.Details["id"] != 1 || d.Code != NotFound {
		t.Errorf("base %+v, with %+v", base, d)
	}
}
