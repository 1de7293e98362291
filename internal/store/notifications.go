package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// Notification is an entry of a player's inbox: what happened (Type) to what (ObjectType and
// ObjectID: a bet, a deposit...), with the values its text names (Params), and whether the player
// has read it. Its title and body are rendered from these in the reader's language.
type Notification struct {
	ID         int64
	PlayerID   int64
	Type       string
	ObjectType string
	ObjectID   int64
	Params     map[string]string
	CreatedAt  time.Time
	Read       bool
}

// ErrNoNotification is a notification id the player has not got (unknown, or another player's).
var ErrNoNotification = errors.New("store: no such notification")

// InsertNotification writes a notification, unread (n.ID and n.Read are ignored), and returns it
// as stored.
func (s *Store) InsertNotification(ctx context.Context, n Notification) (Notification, error) {
	params, err := json.Marshal(n.Params)
	if err != nil {
		return Notification{}, fmt.Errorf("encode notification params: %w", err)
	}
	n.Read, n.CreatedAt = false, n.CreatedAt.Truncate(time.Millisecond).UTC()
	err = s.inTx(ctx, func(tx *txn) error {
		return tx.QueryRowContext(ctx, `INSERT INTO notifications (player_id, type, object_type, object_id, params, created_at)
			VALUES (?,?,?,?,?,?) RETURNING id`, n.PlayerID, n.Type, n.ObjectType, n.ObjectID, string(params), n.CreatedAt.UnixMilli()).Scan(&n.ID)
	})
	if err != nil {
		return Notification{}, fmt.Errorf("insert notification: %w", err)
	}
	return n, nil
}

const notificationColumns = `id, player_id, type, object_type, object_id, params, created_at, read`

func scanNotification(r interface{ Scan(...any) error }) (Notification, error) {
	var n Notification
	var params string
	var created int64
	var read int
	if err := r.Scan(&n.ID, &n.PlayerID, &n.Type, &n.ObjectType, &n.ObjectID, &params, &created, &read); err != nil {
		return n, err
	}
	n.CreatedAt, n.Read = time.UnixMilli(created).UTC(), read != 0
	if err := json.Unmarshal([]byte(params), &n.Params); err != nil {
		return n, fmt.Errorf("notification %d params: %w", n.ID, err)
	}
	return n, nil
}

// Notifications lists one page of a player's notifications, newest first.
func (s *Store) Notifications(ctx context.Context, playerID int64, p catalogue.PageRequest) ([]Notification, catalogue.Pagination, error) {
	var out []Notification
	var w where
	w.add(true, `player_id = ?`, playerID)
	pg, err := s.snapshotPage(ctx, `notifications`, w, `id DESC`, p, notificationColumns, func(rows *sql.Rows) error {
		n, err := scanNotification(rows)
		out = append(out, n)
		return err
	})
	if err != nil {
		return nil, catalogue.Pagination{}, fmt.Errorf("notifications: %w", err)
	}
	return out, pg, nil
}

// UnreadNotifications counts a player's unread notifications.
func (s *Store) UnreadNotifications(ctx context.Context, playerID int64) (int, error) {
	var n int
	if err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM notifications WHERE player_id = ? AND read = 0`, playerID).Scan(&n); err != nil {
		return 0, fmt.Errorf("count unread notifications: %w", err)
	}
	return n, nil
}

// MarkNotificationsRead marks the given notifications of a player read, all or none: when one id
// is not the player's (unknown, or another player's), it returns ErrNoNotification and changes
// nothing. Repeated ids count once; marking a read notification again is no change and no error.
func (s *Store) MarkNotificationsRead(ctx context.Context, playerID int64, ids []int64) error {
	ids = slices.Compact(slices.Sorted(slices.Values(ids)))
	if len(ids) == 0 {
		return nil
	}
	return s.inTx(ctx, func(tx *txn) error {
		var mine int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM notifications WHERE player_id = ? AND id IN (`+sqlIDs(ids)+`)`,
			playerID).Scan(&mine); err != nil {
			return fmt.Errorf("check notifications: %w", err)
		}
		if mine != len(ids) {
			return ErrNoNotification
		}
		if _, err := tx.ExecContext(ctx, `UPDATE notifications SET read = 1 WHERE player_id = ? AND read = 0 AND id IN (`+sqlIDs(ids)+`)`,
			playerID); err != nil {
			return fmt.Errorf("mark notifications read: %w", err)
		}
		return nil
	})
}

// MarkAllNotificationsRead marks every notification of a player read.
func (s *Store) MarkAllNotificationsRead(ctx context.Context, playerID int64) error {
	return s.inTx(ctx, func(tx *txn) error {
		if _, err := tx.ExecContext(ctx, `UPDATE notifications SET read = 1 WHERE player_id = ? AND read = 0`, playerID); err != nil {
			return fmt.Errorf("mark all notifications read: %w", err)
		}
		return nil
	})
}
