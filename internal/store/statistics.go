package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
)

// MatchStatistics are a match's statistics as the feed last wrote them (migration 0016), or the
// empty statistics of its sport when it has none yet (prematch). ErrNotFound when the match does
// not exist.
func (s *Store) MatchStatistics(ctx context.Context, matchID int64) (matchstats.Statistics, error) {
	var st matchstats.Statistics
	err := s.snapshot(ctx, func(q readTx) error {
		var sport, stored string
		err := q.QueryRowContext(ctx, `SELECT sports.key, COALESCE(match_statistics.statistics, '') FROM matches
			JOIN sports ON sports.id = matches.sport_id
			LEFT JOIN match_statistics ON match_statistics.match_id = matches.id
			WHERE matches.id = ?`, matchID).Scan(&sport, &stored)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return catalogue.ErrNotFound
		case err != nil:
			return err
		case stored == "":
			st = matchstats.Empty(matchID, sport)
			return nil
		}
		return unmarshal(stored, &st)
	})
	if err != nil {
		return st, fmt.Errorf("statistics of match %d: %w", matchID, err)
	}
	return st, nil
}
