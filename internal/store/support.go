package store

import (
	"context"
	"fmt"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// SupportMessage is one message of a player's support conversation: the player's, or the
// operator's answer.
type SupportMessage struct {
	ID           int64
	PlayerID     int64
	FromOperator bool
	Text         string
	At           time.Time
}

// SupportPost is a support message to keep and the bounds it keeps to. A player's message (not
// FromOperator) keeps to the rate: at most Max of the player's own messages within Window before
// At. Every post then leaves the player's conversation its newest Keep messages, and removes
// every conversation's messages from before Since, so that nothing grows without end.
type SupportPost struct {
	PlayerID     int64
	FromOperator bool
	Text         string
	At           time.Time
	Max          int
	Window       time.Duration
	Keep         int
	Since        time.Time
}

// SupportConversationSummary is a conversation as the operator's list shows it: the player and
// the conversation's newest message.
type SupportConversationSummary struct {
	PlayerID int64
	Email    string
	Nickname string
	Last     SupportMessage
}

// PostSupportMessage keeps a support message. A player's message over the rate writes nothing
// and answers a zero message with how long until the oldest counted one leaves the window. An
// operator's answer needs a conversation (a message of the player's kept): otherwise it is
// catalogue.ErrNotFound. The rate is decided under a lock on the player (on PostgreSQL; SQLite's
// writers take turns), so that it holds however many requests race.
func (s *Store) PostSupportMessage(ctx context.Context, p SupportPost) (m SupportMessage, retryAfter time.Duration, err error) {
	if p.Keep < 1 || (!p.FromOperator && (p.Max < 1 || p.Window <= 0)) {
		return m, 0, fmt.Errorf("post support message: bounds keep %d, rate %d per %s allow nothing", p.Keep, p.Max, p.Window)
	}
	err = s.inTx(ctx, func(tx *txn) error {
		if err := tx.lock(ctx, `SELECT id FROM players WHERE id = ?`, p.PlayerID); err != nil {
			return err
		}
		if p.FromOperator {
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM support_messages WHERE player_id = ? AND from_operator = 0`, p.PlayerID).Scan(&n); err != nil {
				return err
			}
			if n == 0 {
				return fmt.Errorf("support conversation of player %d: %w", p.PlayerID, catalogue.ErrNotFound)
			}
		} else {
			rows, err := tx.QueryContext(ctx, `SELECT created_at FROM support_messages WHERE player_id = ? AND from_operator = 0 AND created_at > ?
				ORDER BY created_at`, p.PlayerID, p.At.Add(-p.Window).UnixMilli())
			if err != nil {
				return err
			}
			times, err := collect(rows, func(r interface{ Scan(...any) error }) (int64, error) {
				var t int64
				return t, r.Scan(&t)
			})
			if err != nil {
				return err
			}
			if len(times) >= p.Max {
				retryAfter = time.UnixMilli(times[len(times)-p.Max]).Add(p.Window).Sub(p.At)
				return nil
			}
		}
		from := 0
		if p.FromOperator {
			from = 1
		}
		if err := tx.QueryRowContext(ctx, `INSERT INTO support_messages (player_id, from_operator, text, created_at) VALUES (?,?,?,?) RETURNING id`,
			p.PlayerID, from, p.Text, p.At.UnixMilli()).Scan(&m.ID); err != nil {
			return err
		}
		m = SupportMessage{ID: m.ID, PlayerID: p.PlayerID, FromOperator: p.FromOperator, Text: p.Text, At: time.UnixMilli(p.At.UnixMilli()).UTC()}
		if _, err := tx.ExecContext(ctx, `DELETE FROM support_messages WHERE player_id = ? AND id <=
			(SELECT id FROM support_messages WHERE player_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`, p.PlayerID, p.PlayerID, p.Keep); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `DELETE FROM support_messages WHERE created_at < ?`, p.Since.UnixMilli())
		return err
	})
	if err != nil {
		return SupportMessage{}, 0, fmt.Errorf("post support message of player %d: %w", p.PlayerID, err)
	}
	return m, retryAfter, nil
}

// SupportConversation is a player's conversation, oldest first, and the newest operator answer
// the player has read (0: none).
func (s *Store) SupportConversation(ctx context.Context, playerID int64) ([]SupportMessage, int64, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT id, player_id, from_operator, text, created_at FROM support_messages
		WHERE player_id = ? ORDER BY id`, playerID)
	if err != nil {
		return nil, 0, fmt.Errorf("support conversation of player %d: %w", playerID, err)
	}
	msgs, err := collect(rows, scanSupportMessage)
	if err != nil {
		return nil, 0, fmt.Errorf("support conversation of player %d: %w", playerID, err)
	}
	var seen int64
	if err := s.read.QueryRowContext(ctx, `SELECT COALESCE(MAX(seen_id), 0) FROM support_reads WHERE player_id = ?`, playerID).Scan(&seen); err != nil {
		return nil, 0, fmt.Errorf("support reads of player %d: %w", playerID, err)
	}
	return msgs, seen, nil
}

// MarkSupportRead records that the player has read the answers up to the message upTo; the mark
// never moves back.
func (s *Store) MarkSupportRead(ctx context.Context, playerID, upTo int64) error {
	_, err := s.write.ExecContext(ctx, `INSERT INTO support_reads (player_id, seen_id) VALUES (?, ?)
		ON CONFLICT (player_id) DO UPDATE SET seen_id = CASE WHEN excluded.seen_id > support_reads.seen_id THEN excluded.seen_id ELSE support_reads.seen_id END`,
		playerID, upTo)
	if err != nil {
		return fmt.Errorf("mark support read of player %d: %w", playerID, err)
	}
	return nil
}

// OpenSupportConversations are the conversations waiting for an answer (their newest message is
// the player's), the longest waiting first, at most limit.
func (s *Store) OpenSupportConversations(ctx context.Context, limit int) ([]SupportConversationSummary, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT m.id, m.player_id, m.from_operator, m.text, m.created_at, p.email, COALESCE(p.nickname, '')
		FROM support_messages m JOIN players p ON p.id = m.player_id
		WHERE m.from_operator = 0 AND m.id = (SELECT MAX(id) FROM support_messages WHERE player_id = m.player_id)
		ORDER BY m.id LIMIT ?`, limit)
	if err != nil {
		return nil, fmt.Errorf("open support conversations: %w", err)
	}
	out, err := collect(rows, func(r interface{ Scan(...any) error }) (SupportConversationSummary, error) {
		var c SupportConversationSummary
		var from int
		var at int64
		err := r.Scan(&c.Last.ID, &c.Last.PlayerID, &from, &c.Last.Text, &at, &c.Email, &c.Nickname)
		c.PlayerID, c.Last.FromOperator, c.Last.At = c.Last.PlayerID, from == 1, time.UnixMilli(at).UTC()
		return c, err
	})
	if err != nil {
		return nil, fmt.Errorf("open support conversations: %w", err)
	}
	return out, nil
}

func scanSupportMessage(r interface{ Scan(...any) error }) (SupportMessage, error) {
	var m SupportMessage
	var from int
	var at int64
	err := r.Scan(&m.ID, &m.PlayerID, &from, &m.Text, &at)
	m.FromOperator, m.At = from == 1, time.UnixMilli(at).UTC()
	return m, err
}
