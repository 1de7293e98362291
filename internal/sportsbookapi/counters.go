package sportsbookapi

import (
	"context"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/wire"
)

// GetCounters serves POST /counters. The body is optional and its empty values are ignored, as the
// client strips them anyway (spec section 7).
func (s *Server) GetCounters(ctx context.Context, req apigen.GetCountersRequestObject) (apigen.GetCountersResponseObject, error) {
	var b apigen.CountersFilter
	if req.Body != nil {
		b = *req.Body
	}
	var f catalogue.CountersFilter
	var err error
	if f.SportType, err = sportType("sport_type", str(b.SportType)); err != nil {
		return nil, err
	}
	f.SportKey = str(b.SportKey)
	if f.Statuses, err = statusList("match_status", str(b.MatchStatus)); err != nil {
		return nil, err
	}
	if f.StartFrom, err = rfc3339("start_from", str(b.StartFrom)); err != nil {
		return nil, err
	}
	if f.StartTo, err = rfc3339("start_to", str(b.StartTo)); err != nil {
		return nil, err
	}
	if err := timeRange(f.StartFrom, f.StartTo, "start_to"); err != nil {
		return nil, err
	}
	c, err := s.reader.Counters(ctx, f)
	if err != nil {
		return nil, readerError("counters", err)
	}
	return apigen.GetCounters200JSONResponse(wire.Counters(c)), nil
}
