package sportsbookapi

import (
	"context"
	"errors"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bets"
	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/custombet"
	"github.com/opensportsbook/sportsbook/internal/history"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wire"
)

// BetService places and lists a player's bets; bets.Service implements it.
type BetService interface {
	Place(ctx context.Context, playerID int64, req apigen.PlaceBetsRequest) ([]apigen.PlacedBet, error)
	List(ctx context.Context, playerID int64, f store.BetFilter, p catalogue.PageRequest) ([]apigen.PlacedBet, catalogue.Pagination, error)
	Sports(ctx context.Context, playerID int64) ([]apigen.SportRef, error)
	CashOut(ctx context.Context, playerID, betID, toCashout int64) (apigen.PlacedBet, error)
	Share(ctx context.Context, bets []apigen.BetRequest) (apigen.ShareCode, error)
	Shared(ctx context.Context, code string) ([]apigen.BetRequest, error)
	MaxStakes(ctx context.Context, playerID int64, req apigen.MaxStakeRequest) ([]int64, error)
	CustomMarkets(ctx context.Context, matchID int64) ([]apigen.Market, error)
	CustomOdds(ctx context.Context, matchID int64, sels []custombet.Selection) (int64, error)
	PlayerSettings(ctx context.Context, playerID int64) (store.PlayerSettings, error)
	SavePlayerSettings(ctx context.Context, playerID int64, ps store.PlayerSettings) error
	MarkSeen(ctx context.Context, playerID int64, betIDs []int64) error
}

var errNoBets = errors.New("no bet service")

// PlaceBets serves POST /v3/bets.
func (s *Server) PlaceBets(ctx context.Context, req apigen.PlaceBetsRequestObject) (apigen.PlaceBetsResponseObject, error) {
	id := playerID(ctx)
	if id == 0 {
		return nil, unauthorized()
	}
	if s.bets == nil {
		return nil, internalError("place bets", errNoBets)
	}
	if req.Body == nil {
		return nil, badParameter("body")
	}
	if !s.settings.CustomBetEnabled {
		for i, b := range req.Body.Bets {
			if b.Type == apigen.CustomBet {
				return apigen.PlaceBets422JSONResponse(bets.CustomBetOff(i).Body), nil
			}
		}
	}
	placed, err := s.bets.Place(ctx, id, *req.Body)
	var refused *bets.Refused
	var invalid *bets.Invalid
	switch {
	case errors.As(err, &refused):
		return apigen.PlaceBets422JSONResponse(refused.Body), nil
	case errors.As(err, &invalid):
		return nil, badParameter(invalid.Field)
	case err != nil:
		return nil, internalError("place bets", err)
	}
	return apigen.PlaceBets201JSONResponse{Bets: placed}, nil
}

// ListBets serves GET /bets.
func (s *Server) ListBets(ctx context.Context, req apigen.ListBetsRequestObject) (apigen.ListBetsResponseObject, error) {
	id := playerID(ctx)
	if id == 0 {
		return nil, unauthorized()
	}
	if s.bets == nil {
		return nil, internalError("list bets", errNoBets)
	}
	p, err := page(req.Params.Page, req.Params.Limit)
	if err != nil {
		return nil, err
	}
	status, result := "all", "all"
	if req.Params.Status != nil {
		status = string(*req.Params.Status)
	}
	if req.Params.Result != nil {
		result = string(*req.Params.Result)
	}
	if status != "all" && status != "open" && status != "settled" {
		return nil, badParameter("status")
	}
	if result != "all" && result != "win" && result != "lose" && result != "refund" {
		return nil, badParameter("result")
	}
	f := store.BetFilter{Status: status, Result: result, Unseen: isTrue(req.Params.Unseen)}
	if f.MatchIDs, err = idList("match_id", str(req.Params.MatchId)); err != nil {
		return nil, err
	}
	if f.Placed, err = history.NewWindow(req.Params.From, req.Params.To); err != nil {
		return nil, badParameter("to")
	}
	if f.SportID, err = positiveID("sport_id", req.Params.SportId); err != nil {
		return nil, err
	}
	if req.Params.Type != nil {
		if f.Type = string(*req.Params.Type); !betting.KnownType(f.Type) {
			return nil, badParameter("type")
		}
	}
	list, pg, err := s.bets.List(ctx, id, f, p)
	if err != nil {
		return nil, internalError("list bets", err)
	}
	return apigen.ListBets200JSONResponse{Items: list, Pagination: wire.Pagination(pg)}, nil
}

// ListBetSports serves GET /bets/sports.
func (s *Server) ListBetSports(ctx context.Context, _ apigen.ListBetSportsRequestObject) (apigen.ListBetSportsResponseObject, error) {
	id := playerID(ctx)
	if id == 0 {
		return nil, unauthorized()
	}
	if s.bets == nil {
		return nil, internalError("list the sports of bets", errNoBets)
	}
	sports, err := s.bets.Sports(ctx, id)
	if err != nil {
		return nil, internalError("list the sports of bets", err)
	}
	return apigen.ListBetSports200JSONResponse{Sports: sports}, nil
}

// CashoutBet serves POST /bets/cashout.
func (s *Server) CashoutBet(ctx context.Context, req apigen.CashoutBetRequestObject) (apigen.CashoutBetResponseObject, error) {
	id := playerID(ctx)
	if id == 0 {
		return nil, unauthorized()
	}
	if s.bets == nil {
		return nil, internalError("cash out", errNoBets)
	}
	if req.Body == nil || req.Body.BetId <= 0 || req.Body.ToCashout <= 0 {
		return nil, badParameter("body")
	}
	bet, err := s.bets.CashOut(ctx, id, req.Body.BetId, req.Body.ToCashout)
	var refused *bets.Refused
	switch {
	case errors.As(err, &refused):
		return apigen.CashoutBet422JSONResponse(refused.Body), nil
	case errors.Is(err, bets.ErrNoBet):
		return nil, notFound()
	case err != nil:
		return nil, internalError("cash out", err)
	}
	return apigen.CashoutBet200JSONResponse(bet), nil
}

// CreateShareCode serves POST /bets/share-code.
func (s *Server) CreateShareCode(ctx context.Context, req apigen.CreateShareCodeRequestObject) (apigen.CreateShareCodeResponseObject, error) {
	if s.bets == nil {
		return nil, internalError("share", errNoBets)
	}
	if req.Body == nil || len(req.Body.Bets) == 0 || len(req.Body.Bets) > 50 {
		return nil, badParameter("bets")
	}
	code, err := s.bets.Share(ctx, req.Body.Bets)
	if err != nil {
		return nil, internalError("share", err)
	}
	return apigen.CreateShareCode201JSONResponse(code), nil
}

// GetShareCode serves GET /bets/share-code.
func (s *Server) GetShareCode(ctx context.Context, req apigen.GetShareCodeRequestObject) (apigen.GetShareCodeResponseObject, error) {
	if s.bets == nil {
		return nil, internalError("shared bets", errNoBets)
	}
	if n := len(req.Params.Code); n == 0 || n > 32 {
		return nil, badParameter("code")
	}
	bets, err := s.bets.Shared(ctx, req.Params.Code)
	if errors.Is(err, store.ErrNoShareCode) {
		return nil, notFound()
	}
	if err != nil {
		return nil, internalError("shared bets", err)
	}
	return apigen.GetShareCode200JSONResponse{Bets: bets}, nil
}

// MaxStake serves POST /bets/max-stake.
func (s *Server) MaxStake(ctx context.Context, req apigen.MaxStakeRequestObject) (apigen.MaxStakeResponseObject, error) {
	id := playerID(ctx)
	if id == 0 {
		return nil, unauthorized()
	}
	if s.bets == nil {
		return nil, internalError("max stake", errNoBets)
	}
	if req.Body == nil || len(req.Body.Bets) == 0 || len(req.Body.Bets) > 50 {
		return nil, badParameter("bets")
	}
	max, err := s.bets.MaxStakes(ctx, id, *req.Body)
	var invalid *bets.Invalid
	switch {
	case errors.As(err, &invalid):
		return nil, badParameter(invalid.Field)
	case err != nil:
		return nil, internalError("max stake", err)
	}
	return apigen.MaxStake200JSONResponse{MaxStakes: max}, nil
}

// ListCustomMarkets serves GET /bets/custom/markets/{matchId}.
func (s *Server) ListCustomMarkets(ctx context.Context, req apigen.ListCustomMarketsRequestObject) (apigen.ListCustomMarketsResponseObject, error) {
	if !s.settings.CustomBetEnabled {
		return nil, notFound()
	}
	if s.bets == nil {
		return nil, internalError("custom markets", errNoBets)
	}
	markets, err := s.bets.CustomMarkets(ctx, req.MatchId)
	switch {
	case errors.Is(err, bets.ErrNoBuilder):
		return nil, notFound()
	case err != nil:
		return nil, internalError("custom markets", err)
	}
	return apigen.ListCustomMarkets200JSONResponse{Markets: markets}, nil
}

// CustomOdds serves POST /bets/custom/odds.
func (s *Server) CustomOdds(ctx context.Context, req apigen.CustomOddsRequestObject) (apigen.CustomOddsResponseObject, error) {
	if !s.settings.CustomBetEnabled {
		return nil, notFound()
	}
	if s.bets == nil {
		return nil, internalError("custom odds", errNoBets)
	}
	if req.Body == nil || len(req.Body.Selections) < custombet.MinSelections || len(req.Body.Selections) > custombet.MaxSelections {
		return nil, badParameter("selections")
	}
	sels := make([]custombet.Selection, len(req.Body.Selections))
	for i, sel := range req.Body.Selections {
		sels[i] = custombet.Selection{MarketID: sel.MarketId, Specifier: sel.Specifier, OutcomeID: sel.OutcomeId}
	}
	odds, err := s.bets.CustomOdds(ctx, req.Body.MatchId, sels)
	var refused *bets.Refused
	switch {
	case errors.As(err, &refused):
		return apigen.CustomOdds422JSONResponse(refused.Body), nil
	case errors.Is(err, bets.ErrNoBuilder):
		return nil, notFound()
	case err != nil:
		return nil, internalError("custom odds", err)
	}
	return apigen.CustomOdds200JSONResponse{Odds: odds}, nil
}
