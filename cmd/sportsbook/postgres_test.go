package main

import (
	"net"
	"strings"
	"sync"
	"testing"
	"time"
)

// A PostgreSQL server that does not answer stops the start within the connect timeout (5 s when
// the URL sets none), with an exit code, an error that names it, and no password in the log.
func TestUnreachablePostgreSQLStopsTheStart(t *testing.T) {
	// A server that takes connections and never says a word, as one behind a dead route would.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
	})
	env := map[string]string{"ADDR": "127.0.0.1:0", "FEED_ENABLED": "false",
		"DATABASE_URL": "postgres://app:hunter2@" + ln.Addr().String() + "/sportsbook"}
	var out, errOut strings.Builder
	start := time.Now()
	code := run(nil, func(k string) string { return env[k] }, &out, &errOut)
	took := time.Since(start)
	log := errOut.String()
	if code == 0 || took > 15*time.Second {
		t.Fatalf("exit code %d after %s; log:\n%s", code, took, log)
	}
	if !strings.Contains(log, "connect to PostgreSQL at 127.0.0.1") || !strings.Contains(log, "within 5s") || strings.Contains(log, "hunter2") {
		t.Fatalf("the log should name the unreachable server and keep the password out:\n%s", log)
	}
}
