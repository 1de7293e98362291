package main

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/config"
	"github.com/opensportsbook/sportsbook/internal/feedcontrol"
	"github.com/opensportsbook/sportsbook/internal/metrics"
)

// metricsToken is a token of the shortest accepted length.
const metricsToken = "0123456789abcdef0123456789abcdef"

// /metrics answers this machine, or the token's bearer when there is one, and counts requests by
// the route pattern that served them, never by their path.
func TestMetricsEndpoint(t *testing.T) {
	for _, tc := range []struct {
		name, token, remote string
		header              map[string]string
		want                int
	}{
		{name: "loopback", remote: "127.0.0.1:4000", want: 200},
		{name: "another machine", remote: "198.51.100.4:4000", want: 404},
		{name: "through a proxy on this machine", remote: "127.0.0.1:4000",
			header: map[string]string{"X-Forwarded-For": "198.51.100.4"}, want: 404},
		{name: "token set: loopback without it", token: metricsToken, remote: "127.0.0.1:4000", want: 401},
		{name: "token set: a wrong one", token: metricsToken, remote: "198.51.100.4:4000",
			header: map[string]string{"Authorization": "Bearer " + strings.Repeat("x", len(metricsToken))}, want: 401},
		{name: "token set: the right one, from another machine", token: metricsToken, remote: "198.51.100.4:4000",
			header: map[string]string{"Authorization": "Bearer " + metricsToken}, want: 200},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg, err := config.Load(nil, func(k string) string { return map[string]string{"METRICS_TOKEN": tc.token}[k] })
			if err != nil {
				t.Fatal(err)
			}
			b := fakeBackend(false)
			b.metrics = metrics.New(metrics.Sources{})
			h, err := newRootHandler(cfg, b, slog.New(slog.DiscardHandler))
			if err != nil {
				t.Fatal(err)
			}
			for _, url := range []string{"/api/sportsbook/sports?limit=1", "/api/sportsbook/sports?limit=2", "/football"} {
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, httptest.NewRequest("GET", url, nil))
				if rec.Code != 200 {
					t.Fatalf("GET %s: %d", url, rec.Code)
				}
			}
			r := httptest.NewRequest("GET", "/metrics", nil)
			r.RemoteAddr = tc.remote
			for k, v := range tc.header {
				r.Header.Set(k, v)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, r)
			body := rec.Body.String()
			if rec.Code != tc.want {
				t.Fatalf("/metrics: %d, want %d: %.200s", rec.Code, tc.want, body)
			}
			if tc.want != 200 {
				if strings.Contains(body, "sportsbook_") {
					t.Error("metrics shown to a refused request")
				}
				return
			}
			for _, line := range []string{
				// The API's own router is a ServeMux too: its pattern is the more precise one.
				`sportsbook_http_requests_total{code="200",route="GET /api/sportsbook/sports"} 2`,
				`sportsbook_http_requests_total{code="200",route="/"} 1`,
				`sportsbook_http_request_duration_seconds_count{route="GET /api/sportsbook/sports"} 2`,
			} {
				if !strings.Contains(body, line+"\n") {
					t.Errorf("no %s in:\n%s", line, grepLines(body, "sportsbook_http_requests_total"))
				}
			}
			if strings.Contains(body, "limit=") || strings.Contains(body, "football") {
				t.Error("a request's path became a label")
			}
		})
	}
}

// The real backend's metrics read its store's pools and its realtime node.
func TestMetricsOfTheRealBackend(t *testing.T) {
	h := realHandler(t, nil)
	r := httptest.NewRequest("GET", "/metrics", nil)
	r.RemoteAddr = "127.0.0.1:4000"
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, r)
	if rec.Code != 200 {
		t.Fatalf("/metrics: %d", rec.Code)
	}
	for _, line := range []string{
		`sportsbook_db_max_open_connections{pool="write"} 1`,
		`sportsbook_db_open_connections{pool="read"} `,
		`sportsbook_realtime_clients 0`,
		`go_goroutines `,
	} {
		if !strings.Contains(rec.Body.String(), line) {
			t.Errorf("no %s", line)
		}
	}
}

// grepLines returns the lines of text that contain s, for failure messages.
func grepLines(text, s string) string {
	var out []string
	for line := range strings.Lines(text) {
		if strings.Contains(line, s) {
			out = append(out, line)
		}
	}
	return strings.Join(out, "")
}

// signalOn is a slog handler that closes ch when msg is logged, and drops every record.
type signalOn struct {
	msg  string
	ch   chan struct{}
	once sync.Once
}

func (h *signalOn) Enabled(context.Context, slog.Level) bool { return true }

func (h *signalOn) Handle(_ context.Context, r slog.Record) error {
	if r.Message == h.msg {
		h.once.Do(func() { close(h.ch) })
	}
	return nil
}

func (h *signalOn) WithAttrs([]slog.Attr) slog.Handler { return h }
func (h *signalOn) WithGroup(string) slog.Handler      { return h }

// A request still running when SIGTERM comes (a bet placement, say) finishes during the shutdown
// with its context intact, its write lands, and only then do the feed stop and the store close;
// meanwhile the server takes no new connection.
func TestShutdownFinishesInFlightRequests(t *testing.T) {
	cfg, err := config.Load([]string{"-ADDR=127.0.0.1:0", "-DATABASE_URL=" + filepath.Join(t.TempDir(), "x.db")}, func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var steps []string
	step := func(s string) {
		mu.Lock()
		defer mu.Unlock()
		steps = append(steps, s)
	}
	entered := make(chan struct{})
	draining := &signalOn{msg: drainingMessage, ch: make(chan struct{})}
	open := func(context.Context, config.Config, *slog.Logger) (*backend, error) {
		b := fakeBackend(false)
		// In place of a placement: it is running when the shutdown begins, then commits under
		// its request's context, as a placement's transaction does.
		b.control = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			close(entered)
			select {
			case <-draining.ch:
			case <-r.Context().Done():
			}
			if err := r.Context().Err(); err != nil {
				http.Error(w, "cancelled: "+err.Error(), http.StatusServiceUnavailable)
				return
			}
			step("placement committed")
			_, _ = io.WriteString(w, "placed")
		})
		b.runFeed = func(ctx context.Context) error { <-ctx.Done(); step("feed stopped"); return ctx.Err() }
		b.close = func() error { step("store closed"); return nil }
		return b, nil
	}
	pr, pw := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		done <- serve(ctx, cfg, slog.New(draining), pw, open)
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

	type answer struct {
		status int
		body   string
		err    error
	}
	answered := make(chan answer, 1)
	go func() {
		resp, err := http.Post(url+feedcontrol.Path+"place", "application/json", strings.NewReader("{}"))
		if err != nil {
			answered <- answer{err: err}
			return
		}
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		answered <- answer{resp.StatusCode, string(body), err}
	}()
	<-entered
	cancel() // SIGTERM

	<-draining.ch
	fresh := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	if resp, err := fresh.Get(url + "/livez"); err == nil {
		_ = resp.Body.Close()
		t.Error("a new connection was served during the shutdown")
	}
	select {
	case a := <-answered:
		if a.err != nil || a.status != 200 || a.body != "placed" {
			t.Fatalf("in-flight request: %d %q %v", a.status, a.body, a.err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the in-flight request got no answer")
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("serve: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not return")
	}
	mu.Lock()
	defer mu.Unlock()
	if want := []string{"placement committed", "feed stopped", "store closed"}; !slices.Equal(steps, want) {
		t.Errorf("steps %q, want %q", steps, want)
	}
}
