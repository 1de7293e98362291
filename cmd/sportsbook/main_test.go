package main

import (
	"bufio"
	"context"
	"errors"
	"io"
	"log/slog"
	"maps"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/cataloguei18n"
	"github.com/opensportsbook/sportsbook/internal/config"
)

// fakeCatalogue is a tiny catalogue.Reader and catalogue.Router: one sport.
type fakeCatalogue struct {
	catalogue.Reader // other methods panic (nil); the shell skips requests that panic
	down             bool
}

func (f fakeCatalogue) ListSports(ctx context.Context, sf catalogue.SportFilter, p catalogue.PageRequest) ([]catalogue.Sport, catalogue.Pagination, error) {
	if f.down {
		return nil, catalogue.Pagination{}, errors.New("database is locked")
	}
	return []catalogue.Sport{{ID: 1, Key: "football", Name: "Football", Type: catalogue.SportTypeSport}}, catalogue.NewPagination(p, 1), nil
}

func (f fakeCatalogue) GetSportByKey(ctx context.Context, key string) (catalogue.Sport, error) {
	if key == "football" {
		return catalogue.Sport{ID: 1, Key: "football", Name: "Football"}, nil
	}
	return catalogue.Sport{}, catalogue.ErrNotFound
}

func (f fakeCatalogue) ResolveSlug(ctx context.Context, sportKey, slug string) (catalogue.SlugTarget, error) {
	return catalogue.SlugTarget{}, catalogue.ErrNotFound
}

type fakeTokens struct{}

func (fakeTokens) ConnectionToken(ctx context.Context, userID string) (string, error) {
	return "token", nil
}

func (fakeTokens) SubscriptionToken(ctx context.Context, userID, channel string) (string, error) {
	return "sub", nil
}

func fakeBackend(down bool) *backend {
	c := fakeCatalogue{down: down}
	return &backend{
		reader: c, router: c, tokens: fakeTokens{},
		realtime: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { _, _ = io.WriteString(w, "realtime") }),
		close:    func() error { return nil },
	}
}

func TestRoutes(t *testing.T) {
	cfg, err := config.Load(nil, func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, method, url string
		down              bool
		wantStatus        int
		wantType          string
		wantBody          string
	}{
		{"healthz", "GET", "/healthz", false, 200, "text/plain; charset=utf-8", "ok"},
		{"healthz store down", "GET", "/healthz", true, 503, "text/plain; charset=utf-8", "store unavailable"},
		{"ready", "GET", "/readyz", false, 200, "text/plain; charset=utf-8", "ok"},
		{"not ready: store down", "GET", "/readyz", true, 503, "text/plain; charset=utf-8", "store unavailable"},
		{"alive with the store down", "GET", "/livez", true, 200, "text/plain; charset=utf-8", "ok"},
		{"api", "GET", "/api/sportsbook/sports?limit=1", false, 200, "application/json", `"key":"football"`},
		{"api bad input", "GET", "/api/sportsbook/sports?page=abc", false, 400, "application/json", `"INVALID_PARAMETER"`},
		{"api base", "GET", "/api/sportsbook", false, 404, "application/json", `"NOT_FOUND"`},
		{"token", "POST", "/api/sportsbook/websocket/token", false, 200, "application/json", `{"token":"token"}`},
		{"other api", "GET", "/api/platform/player", false, 404, "application/json", `"NOT_FOUND"`},
		{"realtime", "GET", "/connection/websocket", false, 200, "", "realtime"},
		{"page", "GET", "/football", false, 200, "text/html; charset=utf-8", "<title>Football – Sportsbook</title>"},
		{"page 404", "GET", "/curling", false, 404, "text/html; charset=utf-8", `data-page="notFound"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, err := newRootHandler(cfg, fakeBackend(tt.down), slog.New(slog.NewTextHandler(io.Discard, nil)))
			if err != nil {
				t.Fatal(err)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, httptest.NewRequest(tt.method, tt.url, nil))
			if rec.Code != tt.wantStatus {
				t.Fatalf("status %d, want %d: %s", rec.Code, tt.wantStatus, rec.Body)
			}
			if tt.wantType != "" && rec.Header().Get("Content-Type") != tt.wantType {
				t.Errorf("Content-Type %q", rec.Header().Get("Content-Type"))
			}
			if !strings.Contains(rec.Body.String(), tt.wantBody) {
				t.Errorf("body lacks %s: %s", tt.wantBody, rec.Body)
			}
			if rec.Header().Get("X-Request-Id") == "" {
				t.Error("no request id answered")
			}
		})
	}
}

// The backend's Catalogue reaches the API and the pages: both name the sport in the reader's
// language.
func TestCatalogueNamesInTheReadersLanguage(t *testing.T) {
	cfg, err := config.Load(nil, func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	b := fakeBackend(false)
	if b.names, err = cataloguei18n.Load(); err != nil {
		t.Fatal(err)
	}
	h, err := newRootHandler(cfg, b, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ url, want string }{
		{"/api/sportsbook/sports", `"name":"Fußball"`},
		{"/de/football", "<title>Fußball – Sportsbook</title>"},
	} {
		req := httptest.NewRequest("GET", c.url, nil)
		req.Header.Set("Accept-Language", "de")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), c.want) {
			t.Errorf("%s: %d, lacks %s: %s", c.url, rec.Code, c.want, rec.Body)
		}
	}
}

// TestServeStartsAndShutsDown runs the real server on a free port with a fake backend, calls it,
// then cancels the context as SIGTERM would and expects a clean return.
func TestServeStartsAndShutsDown(t *testing.T) {
	cfg, err := config.Load([]string{"-ADDR=127.0.0.1:0", "-DATABASE_URL=" + filepath.Join(t.TempDir(), "data", "x.db")}, func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	closed := make(chan struct{})
	feedStopped := make(chan struct{})
	open := func(ctx context.Context, c config.Config, l *slog.Logger) (*backend, error) {
		b := fakeBackend(false)
		b.close = func() error { close(closed); return nil }
		b.runFeed = func(ctx context.Context) error { <-ctx.Done(); close(feedStopped); return ctx.Err() }
		return b, nil
	}
	pr, pw := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		done <- serve(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), pw, open)
		_ = pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	go func() { _, _ = io.Copy(io.Discard, pr) }()
	url, ok := strings.CutPrefix(strings.TrimSpace(line), "Sportsbook listening on ")
	if !ok {
		t.Fatalf("start line %q", line)
	}
	resp, err := http.Get(url + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	_ = resp.Body.Close()
	if resp.StatusCode != 200 || strings.TrimSpace(string(body)) != "ok" {
		t.Fatalf("healthz %d %q", resp.StatusCode, body)
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("serve did not return after cancellation")
	}
	for name, ch := range map[string]chan struct{}{"store closed": closed, "feed stopped": feedStopped} {
		select {
		case <-ch:
		default:
			t.Errorf("%s: no", name)
		}
	}
}

func TestListenURL(t *testing.T) {
	tests := []struct{ addr, want string }{
		{"[::]:8080", "http://localhost:8080"},
		{"0.0.0.0:9090", "http://localhost:9090"},
		{"127.0.0.1:8080", "http://127.0.0.1:8080"},
		{"[::1]:8080", "http://[::1]:8080"},
	}
	for _, tt := range tests {
		a, err := net.ResolveTCPAddr("tcp", tt.addr)
		if err != nil {
			t.Fatal(err)
		}
		if got := listenURL(a); got != tt.want {
			t.Errorf("listenURL(%s) = %s, want %s", tt.addr, got, tt.want)
		}
	}
}

func TestConfigHelpAndBadConfig(t *testing.T) {
	var out, errOut strings.Builder
	if code := run([]string{"-config-help"}, func(string) string { return "" }, &out, &errOut); code != 0 || !strings.Contains(out.String(), "| `ADDR` |") {
		t.Fatalf("config-help: code %d, out %q", code, out.String())
	}
	out.Reset()
	if code := run(nil, func(k string) string {
		if k == "FEED_SPEED" {
			return "fast"
		}
		return ""
	}, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "FEED_SPEED") {
		t.Fatalf("bad config: code %d, stderr %q", code, errOut.String())
	}
}

// Every response carries the security headers; HTML pages get the page policy, which only this
// site and the configured parent origins may frame.
func TestSecurityHeaders(t *testing.T) {
	for _, tc := range []struct {
		name, ancestors, wantFA, wantXFO string
	}{
		{name: "standalone", wantFA: "frame-ancestors 'self'", wantXFO: "SAMEORIGIN"},
		{name: "embedded", ancestors: "https://casino.example.com", wantFA: "frame-ancestors 'self' https://casino.example.com"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := config.Load(nil, func(k string) string {
				return map[string]string{"FRAME_ANCESTORS": tc.ancestors}[k]
			})
			if err != nil {
				t.Fatal(err)
			}
			h, err := newRootHandler(cfg, fakeBackend(false), slog.New(slog.DiscardHandler))
			if err != nil {
				t.Fatal(err)
			}
			for _, url := range []string{"/football", "/curling", "/api/sportsbook/sports", "/api/nothing", "/healthz", "/fr/"} {
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, httptest.NewRequest("GET", url, nil))
				got := rec.Header()
				if got.Get("X-Content-Type-Options") != "nosniff" || got.Get("Referrer-Policy") == "" {
					t.Errorf("%s: nosniff %q, referrer %q", url, got.Get("X-Content-Type-Options"), got.Get("Referrer-Policy"))
				}
				csp := got.Get("Content-Security-Policy")
				if strings.HasPrefix(got.Get("Content-Type"), "text/html") && rec.Code != 301 {
					if !strings.HasSuffix(csp, tc.wantFA) || !strings.Contains(csp, "script-src 'self'") || got.Get("X-Frame-Options") != tc.wantXFO {
						t.Errorf("%s: page CSP %q, X-Frame-Options %q", url, csp, got.Get("X-Frame-Options"))
					}
				} else if !strings.Contains(csp, "default-src 'none'") || !strings.Contains(csp, "frame-ancestors 'none'") {
					t.Errorf("%s (%d %s): CSP %q", url, rec.Code, got.Get("Content-Type"), csp)
				}
			}
		})
	}
}

// realHandler is the root handler of the real backend on a fresh SQLite database, without the
// feed, configured by env on top of that; the backend closes when the test ends.
func realHandler(t *testing.T, env map[string]string) http.Handler {
	t.Helper()
	all := map[string]string{"DATABASE_URL": filepath.Join(t.TempDir(), "x.db"), "FEED_ENABLED": "false"}
	maps.Copy(all, env)
	cfg, err := config.Load(nil, func(k string) string { return all[k] })
	if err != nil {
		t.Fatal(err)
	}
	b, err := openBackend(context.Background(), cfg, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := b.close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	h, err := newRootHandler(cfg, b, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// With the default settings the outbox, whose mail holds password-reset links, is not served at
// all; the demo path turns it on for loopback clients only. The real backend on a real database.
func TestOutboxIsOffByDefault(t *testing.T) {
	for _, tc := range []struct {
		name   string
		env    map[string]string
		remote string
		want   int
	}{
		{name: "default settings", remote: "127.0.0.1:4000", want: 404},
		{name: "demo, loopback", env: map[string]string{"DEV_OUTBOX": "true"}, remote: "127.0.0.1:4000", want: 200},
		{name: "demo, another machine", env: map[string]string{"DEV_OUTBOX": "true"}, remote: "198.51.100.4:4000", want: 404},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := realHandler(t, tc.env)
			for _, url := range []string{"/dev/outbox", "/dev/outbox?format=json"} {
				r := httptest.NewRequest("GET", url, nil)
				r.RemoteAddr = tc.remote
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, r)
				if rec.Code != tc.want || (tc.want == 404 && strings.Contains(rec.Body.String(), "Outbox")) {
					t.Errorf("%s: %d, want %d", url, rec.Code, tc.want)
				}
			}
		})
	}
}

// Each route takes a body of its own size at most: larger ones are refused with the error
// envelope before any handler reads them.
func TestBodySizeLimits(t *testing.T) {
	cfg, err := config.Load(nil, func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	h, err := newRootHandler(cfg, fakeBackend(false), slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		url  string
		size int
		want int
	}{
		{"/api/sportsbook/websocket/token", maxAPIBody + 1, 413},
		{"/api/sportsbook/websocket/token", 10, 200},
		{"/api/other", maxOtherBody + 1, 413},
		{"/", maxOtherBody + 1, 413},
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("POST", tc.url, strings.NewReader(`{"a":"`+strings.Repeat("x", tc.size-8)+`"}`)))
		if rec.Code != tc.want || (tc.want == 413 && !strings.Contains(rec.Body.String(), `"code":"REQUEST_TOO_LARGE"`)) {
			t.Errorf("POST %s with %d bytes: %d %s", tc.url, tc.size, rec.Code, rec.Body)
		}
	}
}

// A secret that can be guessed offline from one token stops the start, without printing it.
func TestShortSecretStopsTheStart(t *testing.T) {
	var out, errOut strings.Builder
	secret := strings.Repeat("k", 31)
	code := run(nil, func(k string) string {
		if k == "JWT_SECRET" {
			return secret
		}
		return ""
	}, &out, &errOut)
	if code != 2 || !strings.Contains(errOut.String(), "JWT_SECRET") || !strings.Contains(errOut.String(), "at least 32 bytes") ||
		strings.Contains(errOut.String(), secret) {
		t.Fatalf("code %d, stderr %q", code, errOut.String())
	}
}
