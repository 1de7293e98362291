package outbox

import (
	"context"
	"errors"
	"log/slog"
	"sync"
)

// Queue hands messages to another Sender on a goroutine of its own, so that a request that mails
// something (a reset link for a registered email) answers as fast as one that mails nothing (an
// unknown email): a slow mail server must not tell a guesser who is registered. A message that
// fails is logged; the player can ask for it again.
type Queue struct {
	next   Sender
	logger *slog.Logger
	ch     chan Message
	wg     sync.WaitGroup
	once   sync.Once
}

// ErrQueueFull is returned when more messages wait than the queue holds.
var ErrQueueFull = errors.New("outbox: too many messages waiting to be sent")

// NewQueue starts a queue of at most size waiting messages in front of next.
func NewQueue(next Sender, size int, logger *slog.Logger) *Queue {
	q := &Queue{next: next, logger: logger, ch: make(chan Message, size)}
	q.wg.Add(1)
	go func() {
		defer q.wg.Done()
		for m := range q.ch {
			// The request that queued the message is over; its sending is not.
			if err := q.next.Send(context.Background(), m); err != nil {
				q.logger.Error("outbox: sending failed", "channel", m.Channel, "to", m.Recipient, "subject", m.Subject, "err", err)
			}
		}
	}()
	return q
}

// Send implements Sender: it queues m and returns at once.
func (q *Queue) Send(ctx context.Context, m Message) error {
	select {
	case q.ch <- m:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	default:
		return ErrQueueFull
	}
}

// Close sends what is queued, waiting at most until ctx ends, then stops; no Send may follow.
func (q *Queue) Close(ctx context.Context) {
	q.once.Do(func() { close(q.ch) })
	done := make(chan struct{})
	go func() { q.wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-ctx.Done():
		q.logger.Warn("outbox: stopped with mail still unsent", "waiting", len(q.ch))
	}
}
