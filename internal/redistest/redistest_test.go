package redistest

import (
	"context"
	"testing"
	"time"
)

func TestStartAndStop(t *testing.T) {
	s := Start(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := ping(ctx, s.Addr); err != nil {
		t.Fatalf("ping %s: %v", s.URL, err)
	}
	s.Stop()
	if err := ping(ctx, s.Addr); err == nil {
		t.Fatal("redis-server still answers after Stop")
	}
	s.Stop() // again, as t.Cleanup will: no effect
}

// Restart brings the server back on the same address; nothing answers meanwhile.
func TestRestart(t *testing.T) {
	s := Start(t)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var downErr error
	if err := s.Restart(func() { downErr = ping(ctx, s.Addr) }); err != nil {
		t.Fatal(err)
	}
	if downErr == nil {
		t.Error("the address answered while the server was down")
	}
	if err := ping(ctx, s.Addr); err != nil {
		t.Fatalf("ping %s after the restart: %v", s.URL, err)
	}
}
