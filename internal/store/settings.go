package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"
)

// PlayerSettings are a player's own bet settings; empty strings and a nil Stakes mean the site's
// default.
type PlayerSettings struct {
	OddsType   string
	AcceptMode string
	Stakes     map[string][]int64
	Push       bool
}

// GetPlayerSettings reads a player's settings; the zero value when they saved none. It may answer
// from the read cache (readcache.go): settings this process saves read at once, another
// instance's within a second.
func (s *Store) GetPlayerSettings(ctx context.Context, playerID int64) (PlayerSettings, error) {
	ps, err := s.c.settings.get(playerID, time.Time{}, func() (PlayerSettings, error) { return s.readPlayerSettings(ctx, playerID) })
	if ps.Stakes != nil { // the caller's own copy
		stakes := make(map[string][]int64, len(ps.Stakes))
		for k, v := range ps.Stakes {
			stakes[k] = slices.Clone(v)
		}
		ps.Stakes = stakes
	}
	return ps, err
}

func (s *Store) readPlayerSettings(ctx context.Context, playerID int64) (PlayerSettings, error) {
	var ps PlayerSettings
	var stakes string
	err := s.read.QueryRowContext(ctx, `SELECT odds_type, accept_mode, stakes, push FROM player_settings WHERE player_id = ?`, playerID).
		Scan(&ps.OddsType, &ps.AcceptMode, &stakes, &ps.Push)
	if errors.Is(err, sql.ErrNoRows) {
		return PlayerSettings{}, nil
	}
	if err != nil {
		return ps, fmt.Errorf("read settings: %w", err)
	}
	if stakes != "" {
		if err := json.Unmarshal([]byte(stakes), &ps.Stakes); err != nil {
			return ps, fmt.Errorf("decode stakes: %w", err)
		}
	}
	return ps, nil
}

// SavePlayerSettings writes a player's settings.
func (s *Store) SavePlayerSettings(ctx context.Context, playerID int64, ps PlayerSettings) error {
	stakes := ""
	if ps.Stakes != nil {
		b, err := json.Marshal(ps.Stakes)
		if err != nil {
			return fmt.Errorf("encode stakes: %w", err)
		}
		stakes = string(b)
	}
	s.c.settings.forget(playerID)
	defer s.c.settings.forget(playerID)
	_, err := s.write.ExecContext(ctx, `INSERT INTO player_settings (player_id, odds_type, accept_mode, stakes, push) VALUES (?,?,?,?,?)
		ON CONFLICT (player_id) DO UPDATE SET odds_type = excluded.odds_type, accept_mode = excluded.accept_mode,
		stakes = excluded.stakes, push = excluded.push`, playerID, ps.OddsType, ps.AcceptMode, stakes, ps.Push)
	if err != nil {
		return fmt.Errorf("save settings: %w", err)
	}
	return nil
}
