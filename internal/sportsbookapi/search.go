package sportsbookapi

import (
	"context"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/wire"
)

// Search query length bounds, in characters after trimming (spec section 7).
const (
	minQueryLen = 3
	maxQueryLen = 50
)

// Search serves GET /search. A query with a control character (checked after trimming, like the
// length) is refused like one of the wrong length: no name holds one, and NULs once cut the store's
// LIKE pattern short, so that q=%00%00%00 listed the whole open catalogue.
func (s *Server) Search(ctx context.Context, req apigen.SearchRequestObject) (apigen.SearchResponseObject, error) {
	text := strings.TrimSpace(req.Params.Q)
	if n := utf8.RuneCountInString(text); n < minQueryLen || n > maxQueryLen || strings.ContainsFunc(text, unicode.IsControl) {
		return nil, badSearchQuery()
	}
	st, err := optSportType(req.Params.SportType)
	if err != nil {
		return nil, err
	}
	statuses, err := statusList("match_status", str(req.Params.MatchStatus))
	if err != nil {
		return nil, err
	}
	q := catalogue.SearchQuery{Text: text, SportType: st, Statuses: statuses, OnlyEventsName: isTrue(req.Params.OnlyEventsName)}
	res, err := s.reader.Search(ctx, q)
	if err != nil {
		return nil, readerError("search", err)
	}
	return apigen.Search200JSONResponse(wire.SearchResult(res)), nil
}
