package sportsbookapi

import (
	"context"
	"fmt"
	"strconv"

	"github.com/opensportsbook/sportsbook/internal/apigen"
)

// seenJackpotHit is the type of a jackpot hit's alert in POST /bonuses/mark-as-seen.
const seenJackpotHit = "jackpot_hit"

// MarkAsSeen serves POST /bonuses/mark-as-seen: the player's alerts, each by id and type, are
// marked seen so that they show once. The whole request is checked before anything is marked.
func (s *Server) MarkAsSeen(ctx context.Context, req apigen.MarkAsSeenRequestObject) (apigen.MarkAsSeenResponseObject, error) {
	id := playerID(ctx)
	if id == 0 {
		return nil, unauthorized()
	}
	if req.Body == nil || len(req.Body.Items) == 0 || len(req.Body.Items) > 100 {
		return nil, badParameter("items")
	}
	var hits []int64
	for i, item := range req.Body.Items {
		switch item.Type {
		case seenJackpotHit:
			n, err := strconv.ParseInt(item.Id, 10, 64)
			if err != nil || n < 1 {
				return nil, badParameter(fmt.Sprintf("items[%d].id", i))
			}
			hits = append(hits, n)
		default:
			return nil, badParameter(fmt.Sprintf("items[%d].type", i))
		}
	}
	if len(hits) > 0 && s.jackpots != nil {
		if err := s.jackpots.MarkSeen(ctx, id, hits); err != nil {
			return nil, internalError("mark jackpot hits seen", err)
		}
	}
	return apigen.MarkAsSeen204Response{}, nil
}
