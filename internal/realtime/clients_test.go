package realtime

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// Clients counts connections once they have connected with a valid token, not mere sockets.
func TestClientsCountsConnectedClients(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s := newTestServer(t, Config{})
	if err := s.Run(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = s.Shutdown(context.Background()) }()
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	url := "ws" + strings.TrimPrefix(ts.URL, "http")

	c := dial(ctx, t, url)
	defer func() { _ = c.conn.CloseNow() }()
	if n := s.Clients(); n != 0 {
		t.Fatalf("%d clients before connect", n)
	}
	token, err := s.ConnectionToken(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.call(ctx, "connect", map[string]any{"token": token}); err != nil {
		t.Fatal(err)
	}
	if n := s.Clients(); n != 1 {
		t.Fatalf("%d clients after connect, want 1", n)
	}
}
