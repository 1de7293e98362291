package sportsbookapi

import (
	"context"
	"errors"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/favourites"
)

// FavouriteService keeps a player's favourite matches, tournaments and sports; favourites.Service
// implements it. Its refusals are *apierror.Error values (FAVOURITE_TYPE_UNKNOWN,
// FAVOURITE_UNKNOWN, INVALID_PARAMETER).
type FavouriteService interface {
	IDs(ctx context.Context, playerID int64, t favourites.Type, f favourites.Filter) ([]int64, error)
	Add(ctx context.Context, playerID int64, t favourites.Type, id int64) error
	Remove(ctx context.Context, playerID int64, t favourites.Type, id int64) error
}

// WithFavourites keeps the players' favourites with f; without it favourite calls fail and a
// favourite list is empty.
func WithFavourites(f FavouriteService) Option { return func(s *Server) { s.favourites = f } }

var errNoFavourites = errors.New("no favourites service")

// favouriteCall is the signed-in player and the type of a favourites call, or the error to answer.
func (s *Server) favouriteCall(ctx context.Context, wire apigen.FavouriteType) (int64, favourites.Type, error) {
	id := playerID(ctx)
	if id == 0 {
		return 0, "", unauthorized()
	}
	if s.favourites == nil {
		return 0, "", internalError("favourites", errNoFavourites)
	}
	t, err := favourites.ParseType(string(wire))
	return id, t, err
}

// ListFavourites serves GET /favourites/{type}.
func (s *Server) ListFavourites(ctx context.Context, req apigen.ListFavouritesRequestObject) (apigen.ListFavouritesResponseObject, error) {
	player, t, err := s.favouriteCall(ctx, req.Type)
	if err != nil {
		return nil, err
	}
	f := favourites.Filter{Bettable: isTrue(req.Params.Bettable)}
	if f.Statuses, err = statusList("match_status", str(req.Params.MatchStatus)); err != nil {
		return nil, err
	}
	ids, err := s.favourites.IDs(ctx, player, t, f)
	if err != nil {
		return nil, err
	}
	return apigen.ListFavourites200JSONResponse{Type: apigen.FavouriteType(t), Ids: ids}, nil
}

// AddFavourite serves POST /favourites/{type}/{id}.
func (s *Server) AddFavourite(ctx context.Context, req apigen.AddFavouriteRequestObject) (apigen.AddFavouriteResponseObject, error) {
	player, t, err := s.favouriteCall(ctx, req.Type)
	if err != nil {
		return nil, err
	}
	if err := s.favourites.Add(ctx, player, t, req.Id); err != nil {
		return nil, err
	}
	return apigen.AddFavourite204Response{}, nil
}

// RemoveFavourite serves DELETE /favourites/{type}/{id}.
func (s *Server) RemoveFavourite(ctx context.Context, req apigen.RemoveFavouriteRequestObject) (apigen.RemoveFavouriteResponseObject, error) {
	player, t, err := s.favouriteCall(ctx, req.Type)
	if err != nil {
		return nil, err
	}
	if err := s.favourites.Remove(ctx, player, t, req.Id); err != nil {
		return nil, err
	}
	return apigen.RemoveFavourite204Response{}, nil
}
