package main

import (
	"net"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/redistest"
)

// With REDIS_URL the instance stays ready when Redis goes, saying so: a Redis that every instance
// shares must not take them all out of the load balancer, bets and all.
func TestReadinessReportsRedis(t *testing.T) {
	redis := redistest.Start(t)
	h := realHandler(t, map[string]string{"REDIS_URL": redis.URL})
	get := func(path string) (int, string) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		return rec.Code, strings.TrimSpace(rec.Body.String())
	}
	if code, body := get("/readyz"); code != 200 || body != "ok" {
		t.Fatalf("Redis up: %d %q", code, body)
	}
	redis.Stop()
	if code, body := get("/readyz"); code != 200 || body != "ok; realtime unavailable" {
		t.Fatalf("Redis down: %d %q", code, body)
	}
	if code, _ := get("/livez"); code != 200 {
		t.Errorf("livez with Redis down: %d", code)
	}
}

// A Redis that does not answer stops the start at once, saying so, with a non-zero exit.
func TestUnreachableRedisStopsTheStart(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	_ = ln.Close() // nothing listens there now
	env := map[string]string{"ADDR": "127.0.0.1:0", "DATABASE_URL": filepath.Join(t.TempDir(), "x.db"), "FEED_ENABLED": "false",
		"REDIS_URL": "redis://" + addr + "/0"}
	var out, errOut strings.Builder
	start := time.Now()
	code := run(nil, func(k string) string { return env[k] }, &out, &errOut)
	if elapsed := time.Since(start); elapsed > 5*time.Second {
		t.Errorf("took %v to give up", elapsed)
	}
	if code != 1 || !strings.Contains(errOut.String(), "connecting to Redis at redis://"+addr) || strings.Contains(out.String(), "listening") {
		t.Fatalf("code %d, stdout %q, stderr %q", code, out.String(), errOut.String())
	}
}
