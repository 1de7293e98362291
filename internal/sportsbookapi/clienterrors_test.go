package sportsbookapi

import (
	"bytes"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/reqbound"
	"github.com/opensportsbook/sportsbook/internal/reqid"
)

// captureLog sends the default logger's lines, with their request ids, to a buffer for one test.
func captureLog(t *testing.T) *bytes.Buffer {
	t.Helper()
	var buf bytes.Buffer
	prev := slog.Default()
	slog.SetDefault(slog.New(reqid.Logs{Handler: slog.NewTextHandler(&buf, nil)}))
	t.Cleanup(func() { slog.SetDefault(prev) })
	return &buf
}

// clientErrorsHandler is the route as main mounts it: request ids, the 16 KiB body bound, the API.
func clientErrorsHandler(t *testing.T) http.Handler {
	t.Helper()
	api := New(newFixture(), loadNames(t), &fakeTokens{}, fakePlayers{}, &fakeBets{}, nil, DefaultSettings(), nil)
	return reqid.Wrap(reqbound.Wrap(api, reqbound.Limits{MaxBody: MaxClientErrorBytes, ReadTimeout: time.Second, WriteTimeout: time.Second}))
}

func postReport(h http.Handler, addr, body string, header map[string]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodPost, ClientErrorsPath, strings.NewReader(body))
	req.RemoteAddr = addr
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestReportClientError(t *testing.T) {
	const minimal = `{"message":"boom","kind":"error","page_url":"https://bets.example.com/live"}`
	for _, tc := range []struct {
		name       string
		body       string
		header     map[string]string
		wantStatus int
		wantBody   string   // in the answer
		wantLog    []string // in the log line; none: nothing logged
	}{
		{name: "an uncaught error", body: `{"message":"e2e boom","kind":"error","page_url":"https://bets.example.com/live","stack":"Error: e2e boom\n    at x (https://bets.example.com/assets/a.js:1:2)","release":"abc123","tags":{"feature":"share-restore"}}`,
			header:     map[string]string{reqid.Header: "req-7f3a"},
			wantStatus: 204,
			wantLog: []string{`level=WARN msg="client error" message="e2e boom" kind=error page_url=https://bets.example.com/live`,
				`stack="Error: e2e boom\n    at x (https://bets.example.com/assets/a.js:1:2)"`, "release=abc123", "tags.feature=share-restore", "request_id=req-7f3a"}},
		{name: "a failed HTTP call with its bodies", body: `{"message":"500 INTERNAL_ERROR","kind":"http","page_url":"https://bets.example.com/","http":{"url":"https://bets.example.com/api/sportsbook/v3/bets","method":"POST","status":500,"request_body":"{\"stake\":100}","response_body":"{\"code\":\"INTERNAL_ERROR\"}"}}`,
			wantStatus: 204,
			wantLog: []string{"kind=http", "http.url=https://bets.example.com/api/sportsbook/v3/bets", "http.status=500", "http.method=POST",
				`http.request_body="{\"stake\":100}"`, `http.response_body="{\"code\":\"INTERNAL_ERROR\"}"`}},
		{name: "a signed-in player's", body: minimal, header: map[string]string{"Authorization": "Bearer good"}, wantStatus: 204, wantLog: []string{"player_id=42"}},
		{name: "an unknown field", body: `{"message":"boom","kind":"error","page_url":"/","user":"x"}`, wantStatus: 400,
			wantBody: `{"code":"INVALID_PARAMETER","details":{"parameter":"user"},"message":"error.invalid_parameter"}`},
		{name: "an unknown field of the HTTP call", body: `{"message":"boom","kind":"http","page_url":"/","http":{"url":"/x","status":500,"cookies":"a"}}`, wantStatus: 400,
			wantBody: `"parameter":"cookies"`},
		{name: "a message that is a number", body: `{"message":42,"kind":"error","page_url":"/"}`, wantStatus: 400, wantBody: `"parameter":"message"`},
		{name: "a status that is a string", body: `{"message":"boom","kind":"http","page_url":"/","http":{"url":"/x","status":"500"}}`, wantStatus: 400,
			wantBody: `"parameter":"http.status"`},
		{name: "an empty message", body: `{"message":"  ","kind":"error","page_url":"/"}`, wantStatus: 400, wantBody: `"parameter":"message"`},
		{name: "no message", body: `{"kind":"error","page_url":"/"}`, wantStatus: 400, wantBody: `"parameter":"message"`},
		{name: "an unknown kind", body: `{"message":"boom","kind":"panic","page_url":"/"}`, wantStatus: 400, wantBody: `"parameter":"kind"`},
		{name: "no page", body: `{"message":"boom","kind":"error"}`, wantStatus: 400, wantBody: `"parameter":"page_url"`},
		{name: "an HTTP call without its URL", body: `{"message":"boom","kind":"http","page_url":"/","http":{"status":500}}`, wantStatus: 400,
			wantBody: `"parameter":"http.url"`},
		{name: "an HTTP status out of range", body: `{"message":"boom","kind":"http","page_url":"/","http":{"url":"/x","status":600}}`, wantStatus: 400,
			wantBody: `"parameter":"http.status"`},
		{name: "too many tags", body: `{"message":"boom","kind":"error","page_url":"/","tags":{"a":"1","b":"2","c":"3","d":"4","e":"5","f":"6","g":"7","h":"8","i":"9","j":"10","k":"11"}}`,
			wantStatus: 400, wantBody: `"parameter":"tags"`},
		{name: "not JSON", body: `boom`, wantStatus: 400, wantBody: `"parameter":"body"`},
		{name: "two reports in one body", body: minimal + minimal, wantStatus: 400, wantBody: `"parameter":"body"`},
		{name: "empty", body: ``, wantStatus: 400, wantBody: `"parameter":"message"`},
		{name: "over 16 KiB", body: `{"message":"boom","kind":"error","page_url":"/","stack":"` + strings.Repeat("x", MaxClientErrorBytes) + `"}`,
			wantStatus: 413, wantBody: `"REQUEST_TOO_LARGE"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			log := captureLog(t)
			rec := postReport(clientErrorsHandler(t), "192.0.2.1:5000", tc.body, tc.header)
			if rec.Code != tc.wantStatus || !strings.Contains(rec.Body.String(), tc.wantBody) {
				t.Fatalf("answer %d %s, want %d with %s", rec.Code, rec.Body.String(), tc.wantStatus, tc.wantBody)
			}
			if len(tc.wantLog) == 0 && strings.Contains(log.String(), "client error") {
				t.Errorf("logged a refused report: %s", log.String())
			}
			for _, want := range tc.wantLog {
				if !strings.Contains(log.String(), want) {
					t.Errorf("log %s\nwants %s", log.String(), want)
				}
			}
		})
	}
}

// A page in a loop gets 20 reports a minute logged, another address its own 20, and the
// instance at most 600 a minute from all; the next minute opens again.
func TestClientErrorReportsAreRateLimited(t *testing.T) {
	const report = `{"message":"loop","kind":"error","page_url":"/"}`
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	limits := newReportLimits()
	limits.now = func() time.Time { return now }
	h := limits.gateClientErrors(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) }))
	post := func(addr string) int { return postReport(h, addr, report, nil).Code }

	for i := range reportsPerAddress {
		if got := post("192.0.2.1:5000"); got != 204 {
			t.Fatalf("report %d answered %d", i+1, got)
		}
	}
	rec := postReport(h, "192.0.2.1:5001", report, nil) // another port, the same address
	if rec.Code != 429 || !strings.Contains(rec.Body.String(), `{"code":"TOO_MANY_REPORTS","details":{"retry_after":61},"message":"error.too_many_requests"}`) {
		t.Fatalf("report 21 answered %d %s, want 429 TOO_MANY_REPORTS", rec.Code, rec.Body.String())
	}
	if got := post("192.0.2.2:5000"); got != 204 {
		t.Fatalf("another address answered %d", got)
	}
	// The instance's cap: many addresses, each within its own allowance.
	sent := reportsPerAddress + 1
	for a := 3; sent < reportsOverall; a++ {
		for range reportsPerAddress {
			if sent == reportsOverall {
				break
			}
			if got := post(fmt.Sprintf("198.51.100.%d:1", a)); got != 204 {
				t.Fatalf("report %d overall answered %d", sent+1, got)
			}
			sent++
		}
	}
	if got := post("203.0.113.9:1"); got != 429 {
		t.Fatalf("report %d overall answered %d, want 429", sent+1, got)
	}
	now = now.Add(reportsWindow + time.Second)
	if got := post("192.0.2.1:5000"); got != 204 {
		t.Fatalf("a minute later answered %d", got)
	}
	// Other routes are not counted.
	other := httptest.NewRecorder()
	h.ServeHTTP(other, httptest.NewRequest(http.MethodPost, BasePath+"/counters", strings.NewReader(`{}`)))
	if other.Code != 204 {
		t.Fatalf("another route answered %d", other.Code)
	}
}
