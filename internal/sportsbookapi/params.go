package sportsbookapi

import (
	"strconv"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// page validates page and limit: defaults 1 and catalogue.DefaultLimit, limit at most
// catalogue.MaxLimit.
func page(p, l *int) (catalogue.PageRequest, error) {
	out := catalogue.PageRequest{Page: 1, Limit: catalogue.DefaultLimit}
	if p != nil {
		if *p < 1 {
			return out, badParameter("page")
		}
		out.Page = *p
	}
	if l != nil {
		if *l < 1 || *l > catalogue.MaxLimit {
			return out, badParameter("limit")
		}
		out.Limit = *l
	}
	return out, nil
}

// str returns the trimmed value of an optional string parameter, "" when absent.
func str(p *string) string {
	if p == nil {
		return ""
	}
	return strings.TrimSpace(*p)
}

// positiveID validates an optional id parameter: ids are positive.
func positiveID(name string, p *int64) (int64, error) {
	if p == nil {
		return 0, nil
	}
	if *p < 1 {
		return 0, badParameter(name)
	}
	return *p, nil
}

// maxListItems caps every comma-separated list parameter (id, market_id, match_status, sort_by).
// Each item becomes an SQL variable, and a list of tens of thousands failed the query (SQLite
// allows 32766 variables) with a 500; 200 is far above any list a client needs (the SPA sends no
// id lists, at most the six match statuses, and a bet has at most 20 selections).
const maxListItems = 200

// splitList splits a comma-separated list parameter, refusing one of more than maxListItems items
// before splitting it.
func splitList(name, v string) ([]string, error) {
	if strings.Count(v, ",") >= maxListItems {
		return nil, badParameter(name)
	}
	return strings.Split(v, ","), nil
}

// idList parses a comma-separated list of positive int64 ids; "" is no filter.
func idList(name, v string) ([]int64, error) {
	if v == "" {
		return nil, nil
	}
	parts, err := splitList(name, v)
	if err != nil {
		return nil, err
	}
	out := make([]int64, 0, len(parts))
	for _, part := range parts {
		n, err := strconv.ParseInt(strings.TrimSpace(part), 10, 64)
		if err != nil || n < 1 {
			return nil, badParameter(name)
		}
		out = append(out, n)
	}
	return out, nil
}

// statusList parses comma-separated match status numbers 0..5; "" is no filter.
func statusList(name, v string) ([]catalogue.MatchStatus, error) {
	if v == "" {
		return nil, nil
	}
	parts, err := splitList(name, v)
	if err != nil {
		return nil, err
	}
	out := make([]catalogue.MatchStatus, 0, len(parts))
	for _, part := range parts {
		n, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil || n < int(catalogue.MatchStatusPrematch) || n > int(catalogue.MatchStatusNotCovered) {
			return nil, badParameter(name)
		}
		out = append(out, catalogue.MatchStatus(n))
	}
	return out, nil
}

// sportType validates a sport type; "" is no filter.
func sportType(name, v string) (catalogue.SportType, error) {
	switch catalogue.SportType(v) {
	case "":
		return "", nil
	case catalogue.SportTypeSport, catalogue.SportTypeCybersport:
		return catalogue.SportType(v), nil
	}
	return "", badParameter(name)
}

func optSportType(p *apigen.SportTypeQuery) (catalogue.SportType, error) {
	if p == nil {
		return "", nil
	}
	return sportType("sport_type", string(*p))
}

// sortFields is the contract's whitelist of sort_by fields.
var sortFields = map[string]bool{
	"sport_id": true, "sport_priority": true, "category_id": true, "category_priority": true,
	"tournament_id": true, "tournament_priority": true, "start_time": true, "bets_count": true,
}

// sortKeys parses sort_by: comma-separated field:direction pairs; a missing direction is asc.
func sortKeys(v string) ([]catalogue.SortKey, error) {
	if v == "" {
		return nil, nil
	}
	parts, err := splitList("sort_by", v)
	if err != nil {
		return nil, err
	}
	out := make([]catalogue.SortKey, 0, len(parts))
	seen := map[string]bool{}
	for _, part := range parts {
		field, dir, _ := strings.Cut(strings.TrimSpace(part), ":")
		if !sortFields[field] || seen[field] {
			return nil, badParameter("sort_by")
		}
		seen[field] = true
		switch dir {
		case "", "asc":
			out = append(out, catalogue.SortKey{Field: field})
		case "desc":
			out = append(out, catalogue.SortKey{Field: field, Desc: true})
		default:
			return nil, badParameter("sort_by")
		}
	}
	return out, nil
}

// timeRange validates that from is not after to (either may be zero).
func timeRange(from, to time.Time, toName string) error {
	if !from.IsZero() && !to.IsZero() && from.After(to) {
		return badParameter(toName)
	}
	return nil
}

// rfc3339 parses an optional RFC 3339 time; "" is the zero time.
func rfc3339(name, v string) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	t, err := time.Parse(time.RFC3339, v)
	if err != nil {
		return time.Time{}, badParameter(name)
	}
	return t, nil
}

func optTime(p *time.Time) time.Time {
	if p == nil {
		return time.Time{}
	}
	return *p
}

func isTrue(p *bool) bool { return p != nil && *p }
