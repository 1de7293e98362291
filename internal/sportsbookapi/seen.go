package sportsbookapi

import (
	"context"
	"fmt"
	"strconv"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bonuses"
)

// seenJackpotHit is the type of a jackpot hit's alert in POST /bonuses/mark-as-seen.
const seenJackpotHit = "jackpot_hit"

// MarkAsSeen serves POST /bonuses/mark-as-seen: the player's alerts (a bonus, by its kind, or a
// jackpot hit), each by id and type, are
// marked seen so that they show once. The whole request is checked before anything is marked.
func (s *Server) MarkAsSeen(ctx context.Context, req apigen.MarkAsSeenRequestObject) (apigen.MarkAsSeenResponseObject, error) {
	id := playerID(ctx)
	if id == 0 {
		return nil, unauthorized()
	}
	if req.Body == nil || len(req.Body.Items) == 0 || len(req.Body.Items) > 100 {
		return nil, badParameter("items")
	}
	var hits, issued []int64
	for i, item := range req.Body.Items {
		n, err := strconv.ParseInt(item.Id, 10, 64)
		if err != nil || n < 1 {
			return nil, badParameter(fmt.Sprintf("items[%d].id", i))
		}
		if item.Type == seenJackpotHit {
			hits = append(hits, n)
		} else if _, ok := bonuses.KindOf(item.Type); ok {
			issued = append(issued, n)
		} else {
			return nil, badParameter(fmt.Sprintf("items[%d].type", i))
		}
	}
	if len(issued) > 0 && s.bonuses != nil {
		if err := s.bonuses.MarkSeen(ctx, id, issued); err != nil {
			return nil, internalError("mark bonuses seen", err)
		}
	}
	if len(hits) > 0 && s.jackpots != nil {
		if err := s.jackpots.MarkSeen(ctx, id, hits); err != nil {
			return nil, internalError("mark jackpot hits seen", err)
		}
	}
	return apigen.MarkAsSeen204Response{}, nil
}
