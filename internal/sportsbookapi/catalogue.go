package sportsbookapi

import (
	"context"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/wire"
)

// ListSports serves GET /sports.
func (s *Server) ListSports(ctx context.Context, req apigen.ListSportsRequestObject) (apigen.ListSportsResponseObject, error) {
	p, err := page(req.Params.Page, req.Params.Limit)
	if err != nil {
		return nil, err
	}
	st, err := optSportType(req.Params.SportType)
	if err != nil {
		return nil, err
	}
	sports, pg, err := s.reader.ListSports(ctx, catalogue.SportFilter{SportType: st}, p)
	if err != nil {
		return nil, readerError("list sports", err)
	}
	return apigen.ListSports200JSONResponse{Data: wire.Sports(sports), Pagination: wire.Pagination(pg)}, nil
}

// ListCategories serves GET /categories.
func (s *Server) ListCategories(ctx context.Context, req apigen.ListCategoriesRequestObject) (apigen.ListCategoriesResponseObject, error) {
	p, err := page(req.Params.Page, req.Params.Limit)
	if err != nil {
		return nil, err
	}
	sportID, err := positiveID("sport_id", req.Params.SportId)
	if err != nil {
		return nil, err
	}
	f := catalogue.SportFilter{SportKey: str(req.Params.SportKey), SportID: sportID}
	cats, pg, err := s.reader.ListCategories(ctx, f, p)
	if err != nil {
		return nil, readerError("list categories", err)
	}
	return apigen.ListCategories200JSONResponse{Data: wire.Categories(cats), Pagination: wire.Pagination(pg)}, nil
}

// GetCategory serves GET /categories/{id}.
func (s *Server) GetCategory(ctx context.Context, req apigen.GetCategoryRequestObject) (apigen.GetCategoryResponseObject, error) {
	if req.Id < 1 {
		return nil, notFound()
	}
	c, err := s.reader.GetCategory(ctx, req.Id)
	if err != nil {
		return nil, readerError("get category", err)
	}
	return apigen.GetCategory200JSONResponse(wire.Category(c)), nil
}

// ListTournaments serves GET /tournaments.
func (s *Server) ListTournaments(ctx context.Context, req apigen.ListTournamentsRequestObject) (apigen.ListTournamentsResponseObject, error) {
	p, err := page(req.Params.Page, req.Params.Limit)
	if err != nil {
		return nil, err
	}
	sportID, err := positiveID("sport_id", req.Params.SportId)
	if err != nil {
		return nil, err
	}
	categoryID, err := positiveID("category_id", req.Params.CategoryId)
	if err != nil {
		return nil, err
	}
	f := catalogue.SportFilter{SportKey: str(req.Params.SportKey), SportID: sportID, CategoryID: categoryID}
	ts, pg, err := s.reader.ListTournaments(ctx, f, p)
	if err != nil {
		return nil, readerError("list tournaments", err)
	}
	return apigen.ListTournaments200JSONResponse{Data: wire.Tournaments(ts), Pagination: wire.Pagination(pg)}, nil
}

// GetTournament serves GET /tournaments/{id}.
func (s *Server) GetTournament(ctx context.Context, req apigen.GetTournamentRequestObject) (apigen.GetTournamentResponseObject, error) {
	if req.Id < 1 {
		return nil, notFound()
	}
	t, err := s.reader.GetTournament(ctx, req.Id)
	if err != nil {
		return nil, readerError("get tournament", err)
	}
	return apigen.GetTournament200JSONResponse(wire.Tournament(t)), nil
}
