package outbox

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"testing"
)

// slowSender blocks every send until released, like a mail server that takes its time.
type slowSender struct {
	release chan struct{}
	mu      sync.Mutex
	got     []string
}

func (s *slowSender) Send(_ context.Context, m Message) error {
	<-s.release
	s.mu.Lock()
	defer s.mu.Unlock()
	s.got = append(s.got, m.Recipient)
	if m.Recipient == "bad@example.com" {
		return errors.New("mailbox unavailable")
	}
	return nil
}

func TestQueueAnswersWithoutWaitingForTheMailServer(t *testing.T) {
	slow := &slowSender{release: make(chan struct{})}
	q := NewQueue(slow, 3, slog.New(slog.DiscardHandler))
	ctx := context.Background()
	// Three fit the queue; at most one more is taken by the blocked sender, so of two more, one
	// at least finds the queue full.
	for _, to := range []string{"a@example.com", "bad@example.com", "c@example.com"} {
		if err := q.Send(ctx, Message{Channel: Mail, Recipient: to}); err != nil {
			t.Fatalf("queueing to %s: %v", to, err)
		}
	}
	full := false
	for range 2 {
		if errors.Is(q.Send(ctx, Message{Channel: Mail, Recipient: "d@example.com"}), ErrQueueFull) {
			full = true
		}
	}
	if !full {
		t.Error("a full queue takes more")
	}
	close(slow.release)
	q.Close(ctx)
	slow.mu.Lock()
	defer slow.mu.Unlock()
	if len(slow.got) < 3 || slow.got[0] != "a@example.com" || slow.got[1] != "bad@example.com" || slow.got[2] != "c@example.com" {
		t.Errorf("sent %v: every queued message is sent in order, a failure does not stop the others", slow.got)
	}
}
