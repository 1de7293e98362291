// Package favourites is the favourites service (spec sections 3 and 7): the matches, tournaments
// (leagues) and sports a signed-in player starred. It decides what may be starred (an entity the
// catalogue has, of a known type) and how the favourite-match list is filtered; the store keeps
// the rows. Its refusals are apierror codes, and a refused call writes nothing.
package favourites

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// Type is what a favourite stars. The wire names are the catalogue's collection names in the
// contract (/matches, /tournaments, /sports), so a client that knows one knows the other; a league
// is a tournament there.
type Type string

// The types.
const (
	Matches     Type = store.FavouriteMatches
	Tournaments Type = store.FavouriteTournaments
	Sports      Type = store.FavouriteSports
)

// ParseType is the type of a wire name; FAVOURITE_TYPE_UNKNOWN for any other.
func ParseType(wire string) (Type, error) {
	switch t := Type(wire); t {
	case Matches, Tournaments, Sports:
		return t, nil
	}
	return "", apierror.New(apierror.FavouriteTypeUnknown).With(map[string]any{"type": wire})
}

// Filter narrows a favourite-match list: match statuses (none: any), and bettable (prematch or
// live). They mean nothing for tournaments and sports, which refuse them.
type Filter struct {
	Statuses []catalogue.MatchStatus
	Bettable bool
}

// statuses are the match statuses a filter keeps: nil keeps any, and none is true when no status
// passes (match_status=4 with bettable=true), so the answer is empty without asking the store.
func (f Filter) statuses() (keep []catalogue.MatchStatus, none bool) {
	if !f.Bettable {
		return f.Statuses, false
	}
	keep = catalogue.BettableMatchStatuses()
	if len(f.Statuses) > 0 {
		keep = slices.DeleteFunc(keep, func(s catalogue.MatchStatus) bool { return !slices.Contains(f.Statuses, s) })
	}
	return keep, len(keep) == 0
}

// Store keeps the favourites; *store.Store implements it.
type Store interface {
	AddFavourite(ctx context.Context, playerID int64, kind string, id int64, at time.Time) error
	RemoveFavourite(ctx context.Context, playerID int64, kind string, id int64) error
	FavouriteIDs(ctx context.Context, playerID int64, kind string, statuses []catalogue.MatchStatus) ([]int64, error)
}

// Service is the favourites service.
type Service struct {
	store     Store
	catalogue catalogue.Reader
	now       func() time.Time
}

// New returns the service over the store and the catalogue the ids must exist in.
func New(st Store, cat catalogue.Reader) *Service {
	return &Service{store: st, catalogue: cat, now: time.Now}
}

// IDs lists the ids a player starred of one type, the latest starred first.
func (s *Service) IDs(ctx context.Context, playerID int64, t Type, f Filter) ([]int64, error) {
	if t != Matches {
		if len(f.Statuses) > 0 {
			return nil, apierror.Parameter("match_status")
		}
		if f.Bettable {
			return nil, apierror.Parameter("bettable")
		}
	}
	statuses, none := f.statuses()
	if none {
		return []int64{}, nil
	}
	ids, err := s.store.FavouriteIDs(ctx, playerID, string(t), statuses)
	if err != nil {
		return nil, fmt.Errorf("favourites: %w", err)
	}
	return ids, nil
}

// Add stars an entity of the catalogue. Starring it again is no error and changes nothing (a
// client that retries, or two tabs, must not see a refusal for what they wanted).
func (s *Service) Add(ctx context.Context, playerID int64, t Type, id int64) error {
	if err := s.exists(ctx, t, id); err != nil {
		return err
	}
	if err := s.store.AddFavourite(ctx, playerID, string(t), id, s.now()); err != nil {
		return fmt.Errorf("favourites: %w", err)
	}
	return nil
}

// Remove unstars an entity of the catalogue. Removing one that is not starred is no error either:
// the player's wish, not starred, holds.
func (s *Service) Remove(ctx context.Context, playerID int64, t Type, id int64) error {
	if err := s.exists(ctx, t, id); err != nil {
		return err
	}
	if err := s.store.RemoveFavourite(ctx, playerID, string(t), id); err != nil {
		return fmt.Errorf("favourites: %w", err)
	}
	return nil
}

// exists refuses an id that is malformed (INVALID_PARAMETER) or that the catalogue does not have
// (FAVOURITE_UNKNOWN).
func (s *Service) exists(ctx context.Context, t Type, id int64) error {
	if id < 1 {
		return apierror.Parameter("id")
	}
	var err error
	switch t {
	case Matches:
		_, err = s.catalogue.GetMatch(ctx, id)
	case Tournaments:
		_, err = s.catalogue.GetTournament(ctx, id)
	case Sports:
		var sports []catalogue.Sport
		sports, _, err = s.catalogue.ListSports(ctx, catalogue.SportFilter{SportID: id}, catalogue.PageRequest{Page: 1, Limit: 1})
		if err == nil && len(sports) == 0 {
			err = catalogue.ErrNotFound
		}
	default:
		return apierror.New(apierror.FavouriteTypeUnknown).With(map[string]any{"type": string(t)})
	}
	if errors.Is(err, catalogue.ErrNotFound) {
		return apierror.New(apierror.FavouriteUnknown).With(map[string]any{"type": string(t), "id": id})
	}
	if err != nil {
		return fmt.Errorf("favourites: look up %s %d: %w", t, id, err)
	}
	return nil
}
