package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// CastVote records a player's choice on a prediction, once: cast is false, and nothing is
// written, when the player had voted on it already (the primary key decides, so of two
// concurrent votes exactly one is stored).
func (s *Store) CastVote(ctx context.Context, predictionID, playerID int64, choice string, at time.Time) (cast bool, err error) {
	err = s.inTx(ctx, func(tx *txn) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO prediction_votes (prediction_id, player_id, choice, created_at) VALUES (?,?,?,?)
			ON CONFLICT (prediction_id, player_id) DO NOTHING`, predictionID, playerID, choice, at.UnixMilli())
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		cast = n == 1
		return err
	})
	if err != nil {
		return false, fmt.Errorf("cast vote on prediction %d: %w", predictionID, err)
	}
	return cast, nil
}

// PredictionVotes are the votes on a prediction by choice, and the player's own choice ("" when
// they have not voted, or playerID is 0: an anonymous caller).
func (s *Store) PredictionVotes(ctx context.Context, predictionID, playerID int64) (counts map[string]int, mine string, err error) {
	rows, err := s.read.QueryContext(ctx, `SELECT choice, COUNT(*) FROM prediction_votes WHERE prediction_id = ? GROUP BY choice`, predictionID)
	if err != nil {
		return nil, "", fmt.Errorf("count votes on prediction %d: %w", predictionID, err)
	}
	type count struct {
		choice string
		n      int
	}
	list, err := collect(rows, func(r interface{ Scan(...any) error }) (count, error) {
		var c count
		return c, r.Scan(&c.choice, &c.n)
	})
	if err != nil {
		return nil, "", fmt.Errorf("count votes on prediction %d: %w", predictionID, err)
	}
	counts = make(map[string]int, len(list))
	for _, c := range list {
		counts[c.choice] = c.n
	}
	if playerID == 0 {
		return counts, "", nil
	}
	err = s.read.QueryRowContext(ctx, `SELECT choice FROM prediction_votes WHERE prediction_id = ? AND player_id = ?`, predictionID, playerID).Scan(&mine)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return nil, "", fmt.Errorf("read the vote of player %d on prediction %d: %w", playerID, predictionID, err)
	}
	return counts, mine, nil
}
