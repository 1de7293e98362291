package realtime

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

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

	deliverAndRecover(ctx, t, a, urlB, token, channel)
}

// Two instances on one Redis share a chat: a reader on B gets what A publishes live, and one who
// subscribes on B later reads it from the history.
func TestRedisTwoNodesShareChatHistory(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	redis := redistest.Start(t)
	a, _ := startRedisNode(t, redis.URL)
	b, urlB := startRedisNode(t, redis.URL)
	token, err := b.ConnectionToken(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	chatHistory(ctx, t, a, urlB, token, ChatChannel(42))
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
