package profiling

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
)

func TestCheckAddr(t *testing.T) {
	tests := []struct {
		addr string
		ok   bool
	}{
		{"127.0.0.1:6060", true},
		{"[::1]:6060", true},
		{"localhost:6060", true},
		{"127.0.0.1:0", true},
		{":6060", false}, // every interface
		{"0.0.0.0:6060", false},
		{"[::]:6060", false},
		{"192.168.1.5:6060", false},
		{"example.com:6060", false},
		{"127.0.0.1", false}, // no port
	}
	for _, tt := range tests {
		if err := CheckAddr(tt.addr); (err == nil) != tt.ok {
			t.Errorf("CheckAddr(%q) = %v, want ok %v", tt.addr, err, tt.ok)
		}
	}
}

func TestListenRefusesNonLoopback(t *testing.T) {
	ln, err := Listen("0.0.0.0:0")
	if err == nil {
		ln.Close()
		t.Fatal("listening on every interface was accepted")
	}
	if !strings.Contains(err.Error(), "not a loopback address") {
		t.Fatalf("error %q does not say why", err)
	}
}

func TestServeProfiles(t *testing.T) {
	ln, err := Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go Serve(ctx, ln, slog.New(slog.DiscardHandler))
	res, err := http.Get("http://" + ln.Addr().String() + "/debug/pprof/heap?debug=1")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK || !strings.Contains(string(body), "heap profile") {
		t.Fatalf("status %d, body %.200s", res.StatusCode, body)
	}
}
