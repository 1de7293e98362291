package sportsbookapi

import (
	"context"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/auth"
)

// WithWatchersKey makes GET /watchersio/userid answer, with ids derived from key (a sub-key of
// the server's secret): without it the route answers 404.
func WithWatchersKey(key []byte) Option {
	return func(s *Server) { s.watchersKey = key }
}

// GetWatchersUserId serves GET /watchersio/userid.
func (s *Server) GetWatchersUserId(ctx context.Context, _ apigen.GetWatchersUserIdRequestObject) (apigen.GetWatchersUserIdResponseObject, error) {
	id := playerID(ctx)
	if id == 0 {
		return nil, unauthorized()
	}
	if len(s.watchersKey) == 0 {
		return nil, notFound()
	}
	return apigen.GetWatchersUserId200JSONResponse{UserId: auth.PlayerRef(s.watchersKey, id)}, nil
}

// MarkBetsSeen serves POST /bets/mark-as-seen.
func (s *Server) MarkBetsSeen(ctx context.Context, req apigen.MarkBetsSeenRequestObject) (apigen.MarkBetsSeenResponseObject, error) {
	id := playerID(ctx)
	if id == 0 {
		return nil, unauthorized()
	}
	if s.bets == nil {
		return nil, internalError("mark bets seen", errNoBets)
	}
	if req.Body == nil || len(req.Body.Ids) == 0 || len(req.Body.Ids) > maxSeenBets {
		return nil, badParameter("ids")
	}
	if err := s.bets.MarkSeen(ctx, id, req.Body.Ids); err != nil {
		return nil, internalError("mark bets seen", err)
	}
	return apigen.MarkBetsSeen204Response{}, nil
}

// maxSeenBets bounds the ids of one request (the contract's maxItems: a page of the history).
const maxSeenBets = 100
