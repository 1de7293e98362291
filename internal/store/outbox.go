package store

import (
	"context"
	"fmt"
	"time"
)

// OutboxMessage is a mail or SMS as sent.
type OutboxMessage struct {
	ID        int64
	Channel   string // "mail" or "sms"
	Recipient string
	Subject   string
	Body      string
	CreatedAt time.Time
}

// AddOutbox stores a sent message.
func (s *Store) AddOutbox(ctx context.Context, m OutboxMessage) error {
	if _, err := s.write.ExecContext(ctx, `INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES (?,?,?,?,?)`,
		m.Channel, m.Recipient, m.Subject, m.Body, m.CreatedAt.UnixMilli()); err != nil {
		return fmt.Errorf("add to outbox: %w", err)
	}
	return nil
}

// Outbox lists the latest sent messages, newest first, optionally to one recipient.
func (s *Store) Outbox(ctx context.Context, recipient string, limit int) ([]OutboxMessage, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT id, channel, recipient, subject, body, created_at FROM outbox
		WHERE ? = '' OR recipient = ? ORDER BY id DESC LIMIT ?`, recipient, recipient, limit)
	if err != nil {
		return nil, fmt.Errorf("list outbox: %w", err)
	}
	defer rows.Close()
	out := []OutboxMessage{}
	for rows.Next() {
		var m OutboxMessage
		var created int64
		if err := rows.Scan(&m.ID, &m.Channel, &m.Recipient, &m.Subject, &m.Body, &created); err != nil {
			return nil, fmt.Errorf("scan outbox: %w", err)
		}
		m.CreatedAt = time.UnixMilli(created).UTC()
		out = append(out, m)
	}
	return out, rows.Err()
}
