package realtime

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/opensportsbook/sportsbook/internal/redistest"
)

// startRedisNode runs a realtime node on redisURL behind its own HTTP server, as one instance
// of a scaled-out site, and returns it with its websocket URL.
func startRedisNode(t *testing.T, redisURL string) (*Server, string) {
	t.Helper()
	s := newTestServer(t, Config{RedisURL: redisURL, DeltaCompression: true})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := s.Shutdown(context.Background()); err != nil {
			t.Error(err)
		}
	})
	mux := http.NewServeMux()
	mux.Handle("/connection/websocket", s.Handler())
	ts := httptest.NewServer(mux)
	t.Cleanup(ts.Close)
	return s, "ws" + strings.TrimPrefix(ts.URL, "http") + "/connection/websocket"
}

// Two instances on one Redis: a client of B receives what A publishes, and after a reconnect to
// B recovers what A published while it was away.
func TestRedisTwoNodesShareChannelsAndHistory(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	redis := redistest.Start(t)
	a, _ := startRedisNode(t, redis.URL)
	b, urlB := startRedisNode(t, redis.URL)
	channel := MatchChannel("en", 42)
	token, err := b.ConnectionToken(ctx, "")
	if err != nil {
		t.Fatal(err)
	}

	c := dial(ctx, t, urlB)
	if _, err := c.call(ctx, "connect", map[string]any{"token": token}); err != nil {
		t.Fatal(err)
	}
	raw, err := c.call(ctx, "subscribe", map[string]any{"channel": channel})
	if err != nil {
		t.Fatal(err)
	}
	var sub subscribeResult
	if err := json.Unmarshal(raw, &sub); err != nil {
		t.Fatal(err)
	}
	if !sub.Recoverable || sub.Epoch == "" {
		t.Fatalf("subscription on B not recoverable: %s", raw)
	}
	if err := a.Publish(ctx, channel, []byte(`{"n":1}`)); err != nil {
		t.Fatal(err)
	}
	p := c.nextPub(ctx, channel)
	if string(p.Data) != `{"n":1}` {
		t.Fatalf("B's client got %s, want A's publication", p.Data)
	}
	if err := c.conn.Close(websocket.StatusNormalClosure, ""); err != nil {
		t.Fatal(err)
	}

	for i := 2; i <= 3; i++ {
		if err := a.Publish(ctx, channel, fmt.Appendf(nil, `{"n":%d}`, i)); err != nil {
			t.Fatal(err)
		}
	}

	c2 := dial(ctx, t, urlB)
	defer func() { _ = c2.conn.CloseNow() }()
	if _, err := c2.call(ctx, "connect", map[string]any{"token": token}); err != nil {
		t.Fatal(err)
	}
	raw, err = c2.call(ctx, "subscribe", map[string]any{"channel": channel, "recover": true, "epoch": sub.Epoch, "offset": p.Offset})
	if err != nil {
		t.Fatal(err)
	}
	var rec subscribeResult
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	if !rec.Recovered || len(rec.Publications) != 2 {
		t.Fatalf("B did not recover A's publications: %s", raw)
	}
	for i, p := range rec.Publications {
		if want := fmt.Sprintf(`{"n":%d}`, i+2); string(p.Data) != want {
			t.Errorf("recovered %d: %s, want %s", i, p.Data, want)
		}
	}
	if err := a.Publish(ctx, channel, []byte(`{"n":4}`)); err != nil {
		t.Fatal(err)
	}
	if p := c2.nextPub(ctx, channel); string(p.Data) != `{"n":4}` {
		t.Errorf("live after recovery: %s", p.Data)
	}
}

// Readiness follows Redis: Ping answers nil while Redis does, an error soon after it goes away.
func TestRedisPing(t *testing.T) {
	redis := redistest.Start(t)
	s, _ := startRedisNode(t, redis.URL)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := s.Ping(ctx); err != nil {
		t.Fatalf("Ping with Redis up: %v", err)
	}
	redis.Stop()
	if err := s.Ping(ctx); err == nil {
		t.Fatal("Ping with Redis down: want an error")
	}
	if err := newTestServer(t, Config{}).Ping(ctx); err != nil {
		t.Errorf("Ping without Redis: %v", err)
	}
}

// A Redis that cannot be reached stops New within a few seconds, without showing the password.
func TestNewFailsWithoutRedis(t *testing.T) {
	refused := closedPort(t)
	silent := silentListener(t)
	for _, tc := range []struct{ name, url string }{
		{"connection refused", "redis://user:hunter2@" + refused + "/0"},
		{"no answer", "redis://user:hunter2@" + silent + "/0"},
		{"malformed database", "redis://127.0.0.1:6379/x"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			_, err := New(Config{Secret: []byte("x"), Locales: []string{"en"}, RedisURL: tc.url})
			if err == nil {
				t.Fatal("want an error")
			}
			if elapsed := time.Since(start); elapsed > 5*time.Second {
				t.Errorf("took %v", elapsed)
			}
			if msg := err.Error(); !strings.Contains(msg, "Redis") || strings.Contains(msg, "hunter2") {
				t.Errorf("error %q: want one that names Redis and hides the password", msg)
			}
		})
	}
}

// closedPort returns a loopback address nothing listens on.
func closedPort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	if err := ln.Close(); err != nil {
		t.Fatal(err)
	}
	return addr
}

// silentListener accepts connections and never answers, like a stalled Redis.
func silentListener(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() })
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			go func() { _, _ = io.Copy(io.Discard, conn); _ = conn.Close() }()
		}
	}()
	return ln.Addr().String()
}
