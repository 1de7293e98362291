package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/limits"
)

const limitColumns = `id, type, amount, currency, period, minutes, until_at, created_at, confirm_until, disable_at, replaced_at`

func scanLimit(row interface{ Scan(...any) error }) (limits.Limit, error) {
	var l limits.Limit
	var created int64
	var until, confirm, disable, replaced sql.NullInt64
	err := row.Scan(&l.ID, &l.Type, &l.Amount, &l.Currency, &l.Period, &l.Minutes, &until, &created, &confirm, &disable, &replaced)
	if errors.Is(err, sql.ErrNoRows) {
		return l, fmt.Errorf("limit: %w", catalogue.ErrNotFound)
	}
	if err != nil {
		return l, fmt.Errorf("scan limit: %w", err)
	}
	l.CreatedAt = time.UnixMilli(created).UTC()
	l.Until, l.ConfirmUntil, l.DisableAt, l.ReplacedAt = fromMs(until), fromMs(confirm), fromMs(disable), fromMs(replaced)
	return l, nil
}

// Limits lists a player's limits, newest first, leaving out those replaced or removed more than
// a week ago.
// It may answer from the read cache (readcache.go) on SQLite, where this process makes every
// change; on PostgreSQL it always reads.
func (s *Store) Limits(ctx context.Context, playerID int64, now time.Time) ([]limits.Limit, error) {
	ls, err := s.c.limits.get(playerID, now, func() ([]limits.Limit, error) { return limitsOf(ctx, s.read, playerID, now) })
	return slices.Clone(ls), err
}

// Limits is Store.Limits in the transaction.
func (tx *Tx) Limits(ctx context.Context, playerID int64, now time.Time) ([]limits.Limit, error) {
	return limitsOf(ctx, tx.tx, playerID, now)
}

func limitsOf(ctx context.Context, q querier, playerID int64, now time.Time) ([]limits.Limit, error) {
	old := now.Add(-7 * 24 * time.Hour).UnixMilli()
	rows, err := q.QueryContext(ctx, `SELECT `+limitColumns+` FROM user_limits WHERE player_id = ?
		AND COALESCE(replaced_at, ?) >= ? AND COALESCE(disable_at, ?) >= ? ORDER BY id DESC`, playerID, old, old, old, old)
	if err != nil {
		return nil, fmt.Errorf("list limits: %w", err)
	}
	return collect(rows, scanLimit)
}

// SetLimit stores a new limit and, following plan, schedules the end of the limit it replaces
// (replace, when replaceID is not 0). It returns the stored limit.
func (s *Store) SetLimit(ctx context.Context, playerID int64, l limits.Limit, replaceID int64, plan limits.Plan, now time.Time) (limits.Limit, error) {
	var out limits.Limit
	err := s.InTx(ctx, func(tx *Tx) error {
		var err error
		out, err = tx.SetLimit(ctx, playerID, l, replaceID, plan, now)
		return err
	})
	return out, err
}

// SetLimit is Store.SetLimit in the transaction.
func (tx *Tx) SetLimit(ctx context.Context, playerID int64, l limits.Limit, replaceID int64, plan limits.Plan, now time.Time) (limits.Limit, error) {
	tx.tx.forget(func() { tx.tx.c.limits.forget(playerID) })
	// A pending (unconfirmed) limit of the type is superseded by the new one.
	if _, err := tx.tx.ExecContext(ctx, `UPDATE user_limits SET replaced_at = ? WHERE player_id = ? AND type = ?
		AND confirm_until > ? AND replaced_at IS NULL`, now.UnixMilli(), playerID, string(l.Type), now.UnixMilli()); err != nil {
		return limits.Limit{}, fmt.Errorf("supersede pending limit: %w", err)
	}
	if replaceID != 0 {
		if _, err := tx.tx.ExecContext(ctx, `UPDATE user_limits SET replaced_at = ? WHERE id = ? AND player_id = ?`,
			plan.ReplaceOldAt.UnixMilli(), replaceID, playerID); err != nil {
			return limits.Limit{}, fmt.Errorf("replace limit: %w", err)
		}
	}
	var id int64
	if err := tx.tx.QueryRowContext(ctx, `INSERT INTO user_limits (player_id, type, amount, currency, period, minutes, until_at, created_at, confirm_until)
		VALUES (?,?,?,?,?,?,?,?,?) RETURNING id`, playerID, string(l.Type), l.Amount, l.Currency, string(l.Period), l.Minutes, ms(l.Until),
		now.UnixMilli(), ms(plan.ConfirmUntil)).Scan(&id); err != nil {
		return limits.Limit{}, fmt.Errorf("insert limit: %w", err)
	}
	return scanLimit(tx.tx.QueryRowContext(ctx, `SELECT `+limitColumns+` FROM user_limits WHERE id = ? AND player_id = ?`, id, playerID))
}

func (s *Store) limit(ctx context.Context, playerID, id int64) (limits.Limit, error) {
	return scanLimit(s.read.QueryRowContext(ctx, `SELECT `+limitColumns+` FROM user_limits WHERE id = ? AND player_id = ?`, id, playerID))
}

// Limit reads one of a player's limits (ErrNotFound-wrapping error for another player's).
func (s *Store) Limit(ctx context.Context, playerID, id int64) (limits.Limit, error) {
	return s.limit(ctx, playerID, id)
}

// RemoveLimit schedules a limit's end at disableAt. A limit that has not taken effect yet (a
// looser one waiting for its day) is cancelled at once instead, and the limit it was to replace
// stays.
func (s *Store) RemoveLimit(ctx context.Context, playerID, id int64, disableAt, now time.Time) (limits.Limit, error) {
	err := s.inTx(ctx, func(tx *txn) error {
		tx.forget(func() { tx.c.limits.forget(playerID) })
		l, err := scanLimit(tx.QueryRowContext(ctx, `SELECT `+limitColumns+` FROM user_limits WHERE id = ? AND player_id = ?`, id, playerID))
		if err != nil {
			return err
		}
		if l.Status(now) == limits.Unconfirmed {
			if _, err := tx.ExecContext(ctx, `UPDATE user_limits SET replaced_at = NULL WHERE player_id = ? AND type = ? AND replaced_at = ?`,
				playerID, string(l.Type), l.ConfirmUntil.UnixMilli()); err != nil {
				return fmt.Errorf("restore replaced limit: %w", err)
			}
			_, err = tx.ExecContext(ctx, `UPDATE user_limits SET replaced_at = ? WHERE id = ?`, now.UnixMilli(), id)
		} else {
			_, err = tx.ExecContext(ctx, `UPDATE user_limits SET disable_at = COALESCE(disable_at, ?) WHERE id = ?`, disableAt.UnixMilli(), id)
		}
		if err != nil {
			return fmt.Errorf("remove limit: %w", err)
		}
		return nil
	})
	if err != nil {
		return limits.Limit{}, err
	}
	return s.limit(ctx, playerID, id)
}
