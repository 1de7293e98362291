package store

import (
	"context"
	"fmt"
	"time"
)

// ChatPost is one chat message to keep, and the posting rate it must keep to: at most Max
// messages by the player on the match within Window before At.
type ChatPost struct {
	MatchID, PlayerID int64
	Text              string
	At                time.Time
	Max               int
	Window            time.Duration
}

// PostChatMessage keeps a chat message unless the player already posted Max messages on the match
// within the window; then it writes nothing and answers, with id 0, how long until the oldest of
// them leaves the window. The count and the insert are decided under a lock on the player (on
// PostgreSQL; SQLite's writers take turns), so the rate holds however many requests race on
// however many instances.
func (s *Store) PostChatMessage(ctx context.Context, p ChatPost) (id int64, retryAfter time.Duration, err error) {
	if p.Max < 1 || p.Window <= 0 {
		return 0, 0, fmt.Errorf("post chat message: a rate of %d per %s allows nothing", p.Max, p.Window)
	}
	err = s.inTx(ctx, func(tx *txn) error {
		if err := tx.lock(ctx, `SELECT id FROM players WHERE id = ?`, p.PlayerID); err != nil {
			return err
		}
		since := p.At.Add(-p.Window).UnixMilli()
		rows, err := tx.QueryContext(ctx, `SELECT created_at FROM chat_messages WHERE player_id = ? AND match_id = ? AND created_at > ?
			ORDER BY created_at`, p.PlayerID, p.MatchID, since)
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
			// The oldest message that keeps the count at Max leaves the window first.
			oldest := times[len(times)-p.Max]
			retryAfter = time.UnixMilli(oldest).Add(p.Window).Sub(p.At)
			return nil
		}
		return tx.QueryRowContext(ctx, `INSERT INTO chat_messages (match_id, player_id, text, created_at) VALUES (?,?,?,?) RETURNING id`,
			p.MatchID, p.PlayerID, p.Text, p.At.UnixMilli()).Scan(&id)
	})
	if err != nil {
		return 0, 0, fmt.Errorf("post chat message on match %d: %w", p.MatchID, err)
	}
	return id, retryAfter, nil
}
