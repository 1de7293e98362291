package store

import (
	"context"
	"fmt"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
)

// MatchStatistics are a match's statistics as the feed last wrote them (migration 0016), or the
// empty statistics of its sport when it has none yet (prematch). ErrNotFound when the match does
// not exist.
func (s *Store) MatchStatistics(ctx context.Context, matchID int64) (matchstats.Statistics, error) {
	byMatch, err := s.statistics(ctx, "matches.id = ?", matchID)
	st, found := byMatch[matchID]
	switch {
	case err != nil:
		return st, fmt.Errorf("statistics of match %d: %w", matchID, err)
	case !found:
		return st, fmt.Errorf("statistics of match %d: %w", matchID, catalogue.ErrNotFound)
	}
	return st, nil
}

// StatisticsOfMatches are the statistics of each stored match of matchIDs, by match id, as
// MatchStatistics reads them: what the feed resumes from, in one query.
func (s *Store) StatisticsOfMatches(ctx context.Context, matchIDs []int64) (map[int64]matchstats.Statistics, error) {
	if len(matchIDs) == 0 {
		return map[int64]matchstats.Statistics{}, nil
	}
	byMatch, err := s.statistics(ctx, "matches.id IN ("+sqlIDs(matchIDs)+")")
	if err != nil {
		return nil, fmt.Errorf("statistics of %d matches: %w", len(matchIDs), err)
	}
	return byMatch, nil
}

// statistics reads the statistics of the matches where selects, by match id.
func (s *Store) statistics(ctx context.Context, where string, args ...any) (map[int64]matchstats.Statistics, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT matches.id, sports.key, COALESCE(match_statistics.statistics, '') FROM matches
		JOIN sports ON sports.id = matches.sport_id
		LEFT JOIN match_statistics ON match_statistics.match_id = matches.id
		WHERE `+where, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	byMatch := map[int64]matchstats.Statistics{}
	for rows.Next() {
		var (
			id            int64
			sport, stored string
		)
		if err := rows.Scan(&id, &sport, &stored); err != nil {
			return nil, err
		}
		st := matchstats.Empty(id, sport)
		if stored != "" {
			st = matchstats.Statistics{}
			if err := unmarshal(stored, &st); err != nil {
				return nil, err
			}
		}
		byMatch[id] = st
	}
	return byMatch, rows.Err()
}
