package sportsbookapi

import (
	"context"
	"errors"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/jackpots"
)

// JackpotService answers the jackpot calls; jackpots.Service implements it.
type JackpotService interface {
	List(ctx context.Context, currency, lang string) ([]apigen.Jackpot, error)
	Get(ctx context.Context, id, lang string) (apigen.Jackpot, error)
	ForBets(bets []apigen.BetRequest) apigen.JackpotsForBets
	Hits(ctx context.Context, q jackpots.HitQuery) ([]apigen.JackpotHit, error)
	MarkSeen(ctx context.Context, playerID int64, hitIDs []int64) error
}

// defaultHitsLimit is the page size of jackpot hits (spec section 10).
const defaultHitsLimit = 10

var errNoJackpots = errors.New("no jackpot service")

// ListJackpots serves GET /jackpots.
func (s *Server) ListJackpots(ctx context.Context, req apigen.ListJackpotsRequestObject) (apigen.ListJackpotsResponseObject, error) {
	if s.jackpots == nil {
		return apigen.ListJackpots200JSONResponse{Items: []apigen.Jackpot{}}, nil
	}
	currency := ""
	if req.Params.Currency != nil {
		currency = *req.Params.Currency
	}
	list, err := s.jackpots.List(ctx, currency, language(ctx, req.Params.Locale))
	if err != nil {
		return nil, internalError("list jackpots", err)
	}
	return apigen.ListJackpots200JSONResponse{Items: list}, nil
}

// GetJackpot serves GET /jackpots/{id}.
func (s *Server) GetJackpot(ctx context.Context, req apigen.GetJackpotRequestObject) (apigen.GetJackpotResponseObject, error) {
	if s.jackpots == nil {
		return nil, notFound()
	}
	j, err := s.jackpots.Get(ctx, req.Id, language(ctx, req.Params.Locale))
	switch {
	case errors.Is(err, jackpots.ErrNotFound):
		return nil, notFound()
	case err != nil:
		return nil, internalError("get jackpot", err)
	}
	return apigen.GetJackpot200JSONResponse(j), nil
}

// JackpotsForBets serves POST /jackpots.
func (s *Server) JackpotsForBets(ctx context.Context, req apigen.JackpotsForBetsRequestObject) (apigen.JackpotsForBetsResponseObject, error) {
	if req.Body == nil || len(req.Body.Bets) == 0 || len(req.Body.Bets) > 50 {
		return nil, badParameter("bets")
	}
	if s.jackpots == nil {
		out := apigen.JackpotsForBets{Bets: make([]apigen.BetJackpots, len(req.Body.Bets))}
		for i := range out.Bets {
			out.Bets[i].Jackpots = []apigen.JackpotRef{}
		}
		return apigen.JackpotsForBets200JSONResponse(out), nil
	}
	return apigen.JackpotsForBets200JSONResponse(s.jackpots.ForBets(req.Body.Bets)), nil
}

// ListJackpotHits serves GET /jackpot-hits. for_user and unseen are the signed-in player's own
// hits, so they need the bearer token.
func (s *Server) ListJackpotHits(ctx context.Context, req apigen.ListJackpotHitsRequestObject) (apigen.ListJackpotHitsResponseObject, error) {
	p := req.Params
	q := jackpots.HitQuery{Limit: defaultHitsLimit, Viewer: playerID(ctx), OwnOnly: p.ForUser != nil && *p.ForUser,
		Unseen: p.Unseen != nil && *p.Unseen, Language: language(ctx, p.Locale)}
	if (q.OwnOnly || q.Unseen) && q.Viewer == 0 {
		return nil, unauthorized()
	}
	if p.JackpotId != nil {
		q.JackpotID = *p.JackpotId
	}
	if p.Limit != nil {
		if *p.Limit < 1 || *p.Limit > 100 {
			return nil, badParameter("limit")
		}
		q.Limit = *p.Limit
	}
	if p.Status != nil {
		for _, st := range *p.Status {
			if st != apigen.JackpotHitStatusApproved && st != apigen.JackpotHitStatusPaid {
				return nil, badParameter("status")
			}
			q.Statuses = append(q.Statuses, string(st))
		}
	}
	if s.jackpots == nil {
		return apigen.ListJackpotHits200JSONResponse{Items: []apigen.JackpotHit{}}, nil
	}
	hits, err := s.jackpots.Hits(ctx, q)
	if err != nil {
		return nil, internalError("list jackpot hits", err)
	}
	return apigen.ListJackpotHits200JSONResponse{Items: hits}, nil
}
