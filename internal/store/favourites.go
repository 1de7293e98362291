package store

import (
	"context"
	"fmt"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// Favourite types, as stored and as the API names them (GET /favourites/{type}): the catalogue's
// own collection names.
const (
	FavouriteMatches     = "matches"
	FavouriteTournaments = "tournaments"
	FavouriteSports      = "sports"
)

// AddFavourite stars a catalogue entity for a player. Starring it again changes nothing (the
// first star's time stays), so a retried request is harmless.
func (s *Store) AddFavourite(ctx context.Context, playerID int64, kind string, id int64, at time.Time) error {
	err := s.inTx(ctx, func(tx *txn) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO favourites (player_id, type, entity_id, created_at) VALUES (?,?,?,?)
			ON CONFLICT (player_id, type, entity_id) DO NOTHING`, playerID, kind, id, at.UnixMilli())
		return err
	})
	if err != nil {
		return fmt.Errorf("add favourite %s %d: %w", kind, id, err)
	}
	return nil
}

// RemoveFavourite unstars an entity; removing one that is not starred changes nothing.
func (s *Store) RemoveFavourite(ctx context.Context, playerID int64, kind string, id int64) error {
	err := s.inTx(ctx, func(tx *txn) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM favourites WHERE player_id = ? AND type = ? AND entity_id = ?`, playerID, kind, id)
		return err
	})
	if err != nil {
		return fmt.Errorf("remove favourite %s %d: %w", kind, id, err)
	}
	return nil
}

// FavouriteIDs lists the ids a player starred of one type, the latest starred first. Statuses,
// when given, keep the favourite matches in one of them (they mean nothing for other types).
func (s *Store) FavouriteIDs(ctx context.Context, playerID int64, kind string, statuses []catalogue.MatchStatus) ([]int64, error) {
	w := where{}
	w.add(true, "favourites.player_id = ?", playerID)
	w.add(true, "favourites.type = ?", kind)
	from := " FROM favourites"
	if len(statuses) > 0 {
		from += " JOIN matches ON matches.id = favourites.entity_id"
		list, args := in(statusList(statuses))
		w.add(true, "matches.status IN "+list, args...)
	}
	rows, err := s.read.QueryContext(ctx, `SELECT favourites.entity_id`+from+w.sql()+` ORDER BY favourites.created_at DESC, favourites.entity_id DESC`, w.args...)
	if err != nil {
		return nil, fmt.Errorf("list favourites: %w", err)
	}
	ids, err := collect(rows, func(r interface{ Scan(...any) error }) (int64, error) {
		var id int64
		return id, r.Scan(&id)
	})
	if err != nil {
		return nil, fmt.Errorf("list favourites: %w", err)
	}
	return ids, nil
}
