package sportsbookapi

import (
	"context"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/wire"
)

// ListMatches serves GET /matches with every query parameter of the contract.
func (s *Server) ListMatches(ctx context.Context, req apigen.ListMatchesRequestObject) (apigen.ListMatchesResponseObject, error) {
	q := req.Params
	p, err := page(q.Page, q.Limit)
	if err != nil {
		return nil, err
	}
	f, err := matchFilter(q)
	if err != nil {
		return nil, err
	}
	if isTrue(q.Favourite) {
		// An anonymous caller has no favourites: an empty list rather than a 401 (the contract),
		// so a page that lists favourites needs no branch for visitors and never signs anyone out.
		if f.FavouriteOf = playerID(ctx); f.FavouriteOf == 0 {
			return apigen.ListMatches200JSONResponse{Data: []apigen.Match{}, Pagination: wire.Pagination(catalogue.NewPagination(p, 0))}, nil
		}
	}
	ms, pg, err := s.reader.ListMatches(ctx, f, p)
	if err != nil {
		return nil, readerError("list matches", err)
	}
	return apigen.ListMatches200JSONResponse{Data: wire.Matches(ms), Pagination: wire.Pagination(pg)}, nil
}

// matchFilter validates the filter parameters of GET /matches.
func matchFilter(q apigen.ListMatchesParams) (catalogue.MatchFilter, error) {
	var f catalogue.MatchFilter
	var err error
	if f.IDs, err = idList("id", str(q.Id)); err != nil {
		return f, err
	}
	if q.Type != nil {
		switch t := catalogue.MatchType(*q.Type); t {
		case catalogue.MatchTypeMatch, catalogue.MatchTypeOutright:
			f.Type = t
		case "":
		default:
			return f, badParameter("type")
		}
	}
	f.SportKey = str(q.SportKey)
	if f.SportType, err = optSportType(q.SportType); err != nil {
		return f, err
	}
	if f.CategoryID, err = positiveID("category_id", q.CategoryId); err != nil {
		return f, err
	}
	if f.TournamentID, err = positiveID("tournament_id", q.TournamentId); err != nil {
		return f, err
	}
	if f.Statuses, err = statusList("match_status", str(q.MatchStatus)); err != nil {
		return f, err
	}
	if f.Sort, err = sortKeys(str(q.SortBy)); err != nil {
		return f, err
	}
	f.StartFrom, f.StartTo = optTime(q.StartFrom), optTime(q.StartTo)
	if err := timeRange(f.StartFrom, f.StartTo, "start_to"); err != nil {
		return f, err
	}
	f.Bettable = isTrue(q.Bettable)
	if q.MaxPerSport != nil {
		if *q.MaxPerSport < 1 {
			return f, badParameter("max_per_sport")
		}
		f.MaxPerSport = *q.MaxPerSport
	}
	f.HasVideo = isTrue(q.HasVideo)
	return f, nil
}

// GetMatch serves GET /matches/{id}.
func (s *Server) GetMatch(ctx context.Context, req apigen.GetMatchRequestObject) (apigen.GetMatchResponseObject, error) {
	if req.Id < 1 {
		return nil, notFound()
	}
	m, err := s.reader.GetMatch(ctx, req.Id)
	if err != nil {
		return nil, readerError("get match", err)
	}
	return apigen.GetMatch200JSONResponse(wire.Match(m)), nil
}

// ListMatchMarkets serves GET /matches/{id}/markets.
func (s *Server) ListMatchMarkets(ctx context.Context, req apigen.ListMatchMarketsRequestObject) (apigen.ListMatchMarketsResponseObject, error) {
	p, err := page(req.Params.Page, req.Params.Limit)
	if err != nil {
		return nil, err
	}
	ids, err := idList("market_id", str(req.Params.MarketId))
	if err != nil {
		return nil, err
	}
	if req.Id < 1 {
		return nil, notFound()
	}
	f := catalogue.MarketFilter{GroupKey: str(req.Params.GroupKey), MarketIDs: ids}
	markets, groups, pg, err := s.reader.ListMarkets(ctx, req.Id, f, p)
	if err != nil {
		return nil, readerError("list markets", err)
	}
	// The markets carry the match's URN id; the reader returns markets alone, so ask for the match
	// only when there is something to label.
	urn := ""
	if len(markets) > 0 {
		m, err := s.reader.GetMatch(ctx, req.Id)
		if err != nil {
			return nil, readerError("get match for markets", err)
		}
		urn = m.URNID
	}
	return apigen.ListMatchMarkets200JSONResponse{
		Data:         wire.Markets(markets, urn),
		MarketGroups: wire.MarketGroups(groups),
		Pagination:   wire.Pagination(pg),
	}, nil
}

// GetMatchStatistics serves GET /matches/{id}/{statistic type}. The statistic types are
// `statistics` (totals per side by kind, and the last event) and `timeline` (the key events);
// another type is a 404, as an unknown match is.
func (s *Server) GetMatchStatistics(ctx context.Context, req apigen.GetMatchStatisticsRequestObject) (apigen.GetMatchStatisticsResponseObject, error) {
	convert, ok := statisticTypes[apigen.MatchStatisticsType(req.StatisticType)]
	if !ok || req.Id < 1 {
		return nil, notFound()
	}
	st, err := s.reader.MatchStatistics(ctx, req.Id)
	if err != nil {
		return nil, readerError("match statistics", err)
	}
	return apigen.GetMatchStatistics200JSONResponse(convert(st)), nil
}

// statisticTypes are the statistic types GET /matches/{id}/{statistic type} answers.
var statisticTypes = map[apigen.MatchStatisticsType]func(matchstats.Statistics) apigen.MatchStatistics{
	apigen.Statistics: wire.StatisticTotals,
	apigen.Timeline:   wire.StatisticTimeline,
}
