package store

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// A zero or out-of-range PageRequest lists the first page of at most MaxLimit, never panics.
func TestPageRequestIsNormalized(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		cases := []struct {
			name string
			p    catalogue.PageRequest
			want catalogue.Pagination
		}{
			{"zero", catalogue.PageRequest{}, catalogue.Pagination{Total: 6, Page: 1, Limit: catalogue.DefaultLimit, LastPage: 1}},
			{"negative", catalogue.PageRequest{Page: -3, Limit: -1}, catalogue.Pagination{Total: 6, Page: 1, Limit: catalogue.DefaultLimit, LastPage: 1}},
			{"too large", catalogue.PageRequest{Page: 1, Limit: 10000}, catalogue.Pagination{Total: 6, Page: 1, Limit: catalogue.MaxLimit, LastPage: 1}},
			{"second page", catalogue.PageRequest{Page: 2, Limit: 4}, catalogue.Pagination{Total: 6, Page: 2, Limit: 4, LastPage: 2}},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				views, pg, err := s.ListMatches(ctx, catalogue.MatchFilter{}, c.p)
				if err != nil || pg != c.want {
					t.Fatalf("ListMatches pagination = %+v, %v; want %+v", pg, err, c.want)
				}
				if wantLen := min(c.want.Limit, c.want.Total-(c.want.Page-1)*c.want.Limit); len(views) != wantLen {
					t.Fatalf("%d matches, want %d", len(views), wantLen)
				}
				if _, pg, err := s.ListSports(ctx, catalogue.SportFilter{}, c.p); err != nil || pg.Total != 2 || pg.Limit != c.want.Limit {
					t.Fatalf("ListSports pagination = %+v, %v", pg, err)
				}
			})
		}
	})
}

// Empty lists are empty slices, not nil, so that they encode as [] rather than null.
func TestEmptyListsAreNotNil(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		none := catalogue.SportFilter{SportKey: "curling"}
		sports, _, err1 := s.ListSports(ctx, none, all)
		cats, _, err2 := s.ListCategories(ctx, none, all)
		tours, _, err3 := s.ListTournaments(ctx, none, all)
		views, _, err4 := s.ListMatches(ctx, catalogue.MatchFilter{SportKey: "curling"}, all)
		markets, groups, _, err5 := s.ListMarkets(ctx, 1006, catalogue.MarketFilter{}, all)
		if err := errors.Join(err1, err2, err3, err4, err5); err != nil {
			t.Fatal(err)
		}
		if sports == nil || cats == nil || tours == nil || views == nil || markets == nil || groups == nil {
			t.Fatalf("nil list: sports %v categories %v tournaments %v matches %v markets %v groups %v",
				sports == nil, cats == nil, tours == nil, views == nil, markets == nil, groups == nil)
		}
		if len(sports)+len(cats)+len(tours)+len(views)+len(markets)+len(groups) != 0 {
			t.Fatal("expected nothing")
		}
	})
}

// The filter columns of GET /matches are indexed: SQLite plans these reads on an index, not a
// scan of the matches table.
func TestMatchFiltersUseIndexes(t *testing.T) {
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "plan.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, q := range []string{
		`SELECT id FROM matches WHERE status IN (1) ORDER BY start_time`,
		`SELECT id FROM matches WHERE type = 'outright' AND status IN (0, 1)`,
		`SELECT id FROM matches WHERE has_video = 1 ORDER BY start_time`,
		`SELECT id FROM matches WHERE sport_id = 1 ORDER BY start_time`,
		`SELECT id FROM matches WHERE category_id = 1`,
		`SELECT id FROM matches WHERE tournament_id = 1`,
		`SELECT id FROM matches WHERE slug = 'x'`,
		`SELECT id FROM sports WHERE type = 'cybersport'`,
	} {
		if p := queryPlan(t, s, q); !strings.Contains(p, "USING INDEX") && !strings.Contains(p, "USING COVERING INDEX") {
			t.Errorf("%s: plan %q uses no index", q, p)
		}
	}
}

// A player's bets are read through an index in the order asked for, not by sorting all of them:
// a player's list, their usage since a time, and the bets of one request (a retry's answer).
func TestBetReadsUseIndexes(t *testing.T) {
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "plan.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for q, index := range map[string]string{
		`SELECT b.id FROM bets b WHERE b.player_id = 1 ` + newestFirst + ` LIMIT 20`:               "bets_player_created",
		`SELECT SUM(b.stake) FROM bets b WHERE b.player_id = 1 AND b.created_at >= 0`:              "bets_player_created",
		`SELECT b.id FROM bets b WHERE b.player_id = 1 AND b.request_id = 'r' ORDER BY b.position`: "bets_request_position",
		`SELECT COUNT(*) FROM bets WHERE player_id = 1 AND request_id = 'r' AND position = 0`:      "bets_request_position",
	} {
		if p := queryPlan(t, s, q); !strings.Contains(p, "INDEX "+index+" ") || strings.Contains(p, "TEMP B-TREE") {
			t.Errorf("%s: plan %q, want %s and no sort", q, p, index)
		}
	}
}

// queryPlan is SQLite's plan of q, its steps joined by "; ".
func queryPlan(t *testing.T, s *Store, q string) string {
	t.Helper()
	ctx := context.Background()
	conn, err := s.read.Conn(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	// EXPLAIN starts no read transaction, so it plans on the schema its connection read last,
	// which may be from before the migrations (a checkpoint ran on it between two): a real read
	// first brings the connection's schema up to date, as every real query does.
	var n int
	if err := conn.QueryRowContext(ctx, `SELECT COUNT(*) FROM sqlite_schema`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	rows, err := conn.QueryContext(ctx, `EXPLAIN QUERY PLAN `+q)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, detail)
	}
	return strings.Join(plan, "; ")
}

// ResolveSlug finds nothing for an unknown slug in a known sport, nor in an unknown sport.
func TestResolveSlugNotFound(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		for _, c := range [][2]string{{"football", "nowhere"}, {"curling", "england"}, {"football", ""}} {
			if got, err := s.ResolveSlug(context.Background(), c[0], c[1]); !errors.Is(err, catalogue.ErrNotFound) {
				t.Errorf("ResolveSlug(%q, %q) = %+v, %v; want ErrNotFound", c[0], c[1], got, err)
			}
		}
	})
}

// Markets of one type at equal priority rank by specifier: the main market is the first line.
func TestMainMarketTiesBySpecifier(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		err := s.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{
			market(1003, 1, "", 1000, catalogue.MarketStatusDeactivated),
			market(1003, 18, "total=3.5", 500, catalogue.MarketStatusAllowed),
			market(1003, 18, "total=2.5", 500, catalogue.MarketStatusAllowed),
		}})
		if err != nil {
			t.Fatal(err)
		}
		v, err := s.GetMatch(ctx, 1003)
		if err != nil || v.MainMarket == nil || v.SecondaryMarket == nil {
			t.Fatalf("%+v %v", v, err)
		}
		if v.MainMarket.Specifier != "total=2.5" || v.SecondaryMarket.Specifier != "total=3.5" || v.MainMarketOutcomesCount != 2 {
			t.Fatalf("main %q secondary %q outcomes %d", v.MainMarket.Specifier, v.SecondaryMarket.Specifier, v.MainMarketOutcomesCount)
		}
		markets, _, pg, err := s.ListMarkets(ctx, 1003, catalogue.MarketFilter{}, catalogue.PageRequest{})
		if err != nil || pg.Limit != catalogue.DefaultLimit || len(markets) != 2 || markets[0].Specifier != "total=2.5" {
			t.Fatalf("ListMarkets with a zero page: %+v %+v %v", markets, pg, err)
		}
	})
}
