package store

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/pgtest"
)

// Every field written by Apply reads back unchanged.
func TestApplyRoundTrip(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		b := fixture()
		m := catalogue.Match{ID: 2001, URNID: "sr:match:2001", Slug: "1-fc-koln-bayern-2001", Type: catalogue.MatchTypeMatch, SportID: 1, CategoryID: 11,
			TournamentID: 101, NameA: "1. FC Köln", NameB: "Bayern", LogoA: "/logos/koln.svg", LogoB: "/logos/bayern.svg", Stadium: "RheinEnergieStadion",
			City: "Köln", Status: catalogue.MatchStatusLive, Stage: "2nd half", StartTime: t0.Add(-70 * time.Minute),
			Clock:         catalogue.Clock{MatchTime: 4200, StoppageTime: 120, RemainingTime: 0, Stopped: true, ClockUpdatedAt: t0.Add(time.Second)},
			TotalScore:    catalogue.Score{Home: 2, Away: 1},
			GameScore:     catalogue.Score{Home: 15, Away: 30},
			PeriodScores:  []catalogue.PeriodScore{{Home: 1, Away: 1, Name: "1st half", Number: 1, Type: "regular_period"}, {Home: 1, Name: "2nd half", Number: 2, Type: "regular_period"}},
			CurrentServer: 2, MaxPeriodNumber: 2, HasVideo: true, Provider: "sim", HasProviderStats: true}
		o := catalogue.Match{ID: 2002, URNID: "sr:match:2002", Slug: "laliga-winner-2002", Type: catalogue.MatchTypeOutright, SportID: 1, CategoryID: 11,
			TournamentID: 101, NameA: "LaLiga – Winner", Competitors: []string{"Barcelona", "Real Madrid"}, Status: catalogue.MatchStatusPrematch,
			StartTime: t0, EndDate: t0.Add(180 * 24 * time.Hour), Provider: "sim"}
		mk := catalogue.Market{MatchID: 2001, MarketID: 18, Specifier: "total=2.5", Name: "Total", Status: catalogue.MarketStatusSuspended, Priority: 900,
			GroupKeys: []string{"A", "totals"}, MostBalanced: true, NextBetStop: t0.Add(time.Hour), Provider: "sim",
			Outcomes: []catalogue.Outcome{{ID: "over", Name: "Over 2.5", Active: true, Odds: 1910}, {ID: "under", Name: "Under 2.5", Active: false, Odds: 1890, Result: catalogue.ResultHalfLose}}}
		if err := s.Apply(ctx, catalogue.Batch{Matches: []catalogue.Match{m, o}, Markets: []catalogue.Market{mk}}); err != nil {
			t.Fatal(err)
		}
		for _, want := range []catalogue.Match{m, o} {
			got, err := s.GetMatch(ctx, want.ID)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got.Match, want) {
				t.Errorf("match %d:\n got %+v\nwant %+v", want.ID, got.Match, want)
			}
			if got.Sport != b.Sports[0] || got.Category != b.Categories[1] || got.Tournament != b.Tournaments[1] {
				t.Errorf("match %d refs: %+v %+v %+v", want.ID, got.Sport, got.Category, got.Tournament)
			}
		}
		v, _ := s.GetMatch(ctx, 2001)
		if v.MainMarket == nil || !reflect.DeepEqual(*v.MainMarket, mk) {
			t.Errorf("main market:\n got %+v\nwant %+v", v.MainMarket, mk)
		}
		markets, _, _, err := s.ListMarkets(ctx, 2001, catalogue.MarketFilter{}, all)
		if err != nil || len(markets) != 1 || !reflect.DeepEqual(markets[0], mk) {
			t.Errorf("listed market:\n got %+v (%v)\nwant %+v", markets, err, mk)
		}
		sports, _, _ := s.ListSports(ctx, catalogue.SportFilter{}, all)
		if !reflect.DeepEqual(sports, b.Sports) {
			t.Errorf("sports: %+v", sports)
		}
		cats, _, _ := s.ListCategories(ctx, catalogue.SportFilter{}, all)
		if !reflect.DeepEqual(cats, b.Categories) {
			t.Errorf("categories: %+v", cats)
		}
		trs, _, _ := s.ListTournaments(ctx, catalogue.SportFilter{}, all)
		if !reflect.DeepEqual(trs, b.Tournaments) {
			t.Errorf("tournaments: %+v", trs)
		}
		// An upsert replaces the entity: a renamed sport and category read back renamed.
		sp, cat := b.Sports[1], b.Categories[2]
		sp.Name, sp.Priority, cat.Name = "Counter-Strike 2", 200, "World"
		if err := s.Apply(ctx, catalogue.Batch{Sports: []catalogue.Sport{sp}, Categories: []catalogue.Category{cat}}); err != nil {
			t.Fatal(err)
		}
		if got, _ := s.GetSportByKey(ctx, "cs2"); got != sp {
			t.Errorf("updated sport: %+v", got)
		}
		if got, _ := s.GetCategory(ctx, cat.ID); got != cat {
			t.Errorf("updated category: %+v", got)
		}
		if sports, _, _ := s.ListSports(ctx, catalogue.SportFilter{}, all); sports[0].Key != "cs2" {
			t.Errorf("a higher priority comes first: %+v", sports)
		}
	})
}

// The main market is the listed market of highest priority, the secondary the next one, the extra
// the best of the sport's extra type (both teams to score in football); counts follow every change
// of status.
func TestMainMarketFollowsStatusChanges(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		type want struct {
			main, secondary, extra string
			available, top         int
		}
		key := func(m *catalogue.Market) string {
			if m == nil {
				return "-"
			}
			return fmt.Sprintf("%d/%s", m.MarketID, m.Specifier)
		}
		steps := []struct {
			name    string
			markets []catalogue.Market
			want    want
		}{
			{"initial", nil, want{"1/", "18/total=2.5", "-", 3, 2}},
			{"suspended main stays main", []catalogue.Market{market(1001, 1, "", 1000, catalogue.MarketStatusSuspended)}, want{"1/", "18/total=2.5", "-", 3, 2}},
			{"deactivated main gives way", []catalogue.Market{market(1001, 1, "", 1000, catalogue.MarketStatusDeactivated)}, want{"18/total=2.5", "18/total=3.5", "-", 2, 1}},
			{"ties go to the lower market id", []catalogue.Market{market(1001, 16, "hcp=-1", 500, catalogue.MarketStatusAllowed)}, want{"16/hcp=-1", "18/total=2.5", "-", 3, 2}},
			{"back again", []catalogue.Market{market(1001, 1, "", 1000, catalogue.MarketStatusAllowed)}, want{"1/", "16/hcp=-1", "-", 4, 3}},
			{"both teams to score is football's extra", []catalogue.Market{market(1001, 29, "", 600, catalogue.MarketStatusAllowed)}, want{"1/", "29/", "-", 5, 4}},
			{"extra once the secondary ranks above it", []catalogue.Market{market(1001, 16, "hcp=-1", 700, catalogue.MarketStatusAllowed)}, want{"1/", "16/hcp=-1", "29/", 5, 4}},
			{"a suspended extra stays", []catalogue.Market{market(1001, 29, "", 600, catalogue.MarketStatusSuspended)}, want{"1/", "16/hcp=-1", "29/", 5, 4}},
			{"all gone", []catalogue.Market{
				market(1001, 29, "", 600, catalogue.MarketStatusSettled),
				market(1001, 1, "", 1000, catalogue.MarketStatusSettled), market(1001, 16, "hcp=-1", 500, catalogue.MarketStatusCancelled),
				market(1001, 18, "total=2.5", 500, catalogue.MarketStatusHandedOver), market(1001, 18, "total=3.5", 90, catalogue.MarketStatusSettled),
			}, want{"-", "-", "-", 0, 0}},
		}
		for _, st := range steps {
			if err := s.Apply(ctx, catalogue.Batch{Markets: st.markets}); err != nil {
				t.Fatal(err)
			}
			v, err := s.GetMatch(ctx, 1001)
			if err != nil {
				t.Fatal(err)
			}
			got := want{key(v.MainMarket), key(v.SecondaryMarket), key(v.ExtraMarket), v.AvailableMarketsCount, v.TopMarketsCount}
			if got != st.want {
				t.Errorf("%s: got %+v, want %+v", st.name, got, st.want)
			}
			list, _, _ := s.ListMatches(ctx, catalogue.MatchFilter{IDs: []int64{1001}}, all)
			if len(list) != 1 || key(list[0].MainMarket) != st.want.main || key(list[0].ExtraMarket) != st.want.extra || list[0].AvailableMarketsCount != st.want.available {
				t.Errorf("%s: list view differs from the match view", st.name)
			}
			markets, _, pg, _ := s.ListMarkets(ctx, 1001, catalogue.MarketFilter{}, all)
			if pg.Total != st.want.available || len(markets) != st.want.available {
				t.Errorf("%s: %d markets listed (total %d), want %d", st.name, len(markets), pg.Total, st.want.available)
			}
		}
		v, _ := s.GetMatch(ctx, 1001)
		if v.MainMarketOutcomesCount != 0 {
			t.Errorf("no main market, yet %d outcomes", v.MainMarketOutcomesCount)
		}
		// A match without any market has no main market and zero counts.
		v, _ = s.GetMatch(ctx, 1006)
		if v.MainMarket != nil || v.SecondaryMarket != nil || v.AvailableMarketsCount != 0 {
			t.Errorf("outright without markets: %+v", v)
		}
	})
}

func TestListMarketsFiltersAndPages(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		cases := []struct {
			name  string
			f     catalogue.MarketFilter
			p     catalogue.PageRequest
			want  string
			total int
		}{
			{"all by priority", catalogue.MarketFilter{}, all, "[1/ 18/total=2.5 18/total=3.5]", 3},
			{"group", catalogue.MarketFilter{GroupKey: "totals"}, all, "[18/total=2.5 18/total=3.5]", 2},
			{"group of a not-listed market only", catalogue.MarketFilter{GroupKey: "halves"}, all, "[]", 0},
			{"unknown group", catalogue.MarketFilter{GroupKey: "tot"}, all, "[]", 0},
			{"market ids", catalogue.MarketFilter{MarketIDs: []int64{18, 60}}, all, "[18/total=2.5 18/total=3.5]", 2},
			{"group and ids", catalogue.MarketFilter{GroupKey: "A", MarketIDs: []int64{1}}, all, "[1/]", 1},
			{"second page", catalogue.MarketFilter{}, catalogue.PageRequest{Page: 2, Limit: 2}, "[18/total=3.5]", 3},
		}
		for _, c := range cases {
			markets, groups, pg, err := s.ListMarkets(ctx, 1001, c.f, c.p)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			keys := []string{}
			for _, m := range markets {
				keys = append(keys, fmt.Sprintf("%d/%s", m.MarketID, m.Specifier))
			}
			if fmt.Sprint(keys) != c.want || pg.Total != c.total || pg.LastPage != max(1, (c.total+c.p.Limit-1)/c.p.Limit) {
				t.Errorf("%s: got %v %+v, want %s total %d", c.name, keys, pg, c.want, c.total)
			}
			if len(groups) != 2 {
				t.Errorf("%s: groups do not depend on the filter: %+v", c.name, groups)
			}
		}
	})
}

func TestMarketGroupsListsEveryGroupByPriority(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		groups, err := s.MarketGroups(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		// halves holds no listed market of any match, and is still a group of the catalogue.
		if got := fmt.Sprint(groups); got != "[{1 A All 1000} {2 totals Totals 500} {3 halves Halves 100}]" {
			t.Errorf("groups = %s", got)
		}
	})
}

func TestListPagination(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		cases := []struct {
			p        catalogue.PageRequest
			want     string
			lastPage int
		}{
			{catalogue.PageRequest{Page: 1, Limit: 2}, "[england spain]", 2},
			{catalogue.PageRequest{Page: 2, Limit: 2}, "[international]", 2},
			{catalogue.PageRequest{Page: 3, Limit: 2}, "[]", 2},
			{catalogue.PageRequest{Page: 1, Limit: 500}, "[england spain international]", 1},
		}
		for _, c := range cases {
			cats, pg, err := s.ListCategories(ctx, catalogue.SportFilter{}, c.p)
			if err != nil {
				t.Fatal(err)
			}
			slugs := []string{}
			for _, x := range cats {
				slugs = append(slugs, x.Slug)
			}
			if fmt.Sprint(slugs) != c.want || pg != (catalogue.Pagination{Total: 3, Page: c.p.Page, Limit: c.p.Limit, LastPage: c.lastPage}) {
				t.Errorf("%+v: got %v %+v", c.p, slugs, pg)
			}
		}
		got, pg, err := s.ListMatches(ctx, catalogue.MatchFilter{}, catalogue.PageRequest{Page: 9, Limit: 4})
		if err != nil || len(got) != 0 || pg != (catalogue.Pagination{Total: 6, Page: 9, Limit: 4, LastPage: 2}) {
			t.Errorf("past the last page: %v %+v %v", ids(got), pg, err)
		}
		none, pg, err := s.ListMatches(ctx, catalogue.MatchFilter{SportKey: "curling"}, all)
		if err != nil || none == nil || len(none) != 0 || pg.LastPage != 1 || pg.Total != 0 {
			t.Errorf("empty list: %v %+v %v", none, pg, err)
		}
		trs, pg, err := s.ListTournaments(ctx, catalogue.SportFilter{SportID: 1}, catalogue.PageRequest{Page: 2, Limit: 1})
		if err != nil || len(trs) != 1 || trs[0].Slug != "laliga" || pg.Total != 2 || pg.LastPage != 2 {
			t.Errorf("tournaments page 2: %+v %+v %v", trs, pg, err)
		}
	})
}

func TestCountersTable(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		cases := []struct {
			name                            string
			f                               catalogue.CountersFilter
			live                            int
			sports, categories, tournaments []catalogue.Count
		}{
			{"everything bettable", catalogue.CountersFilter{}, 2,
				[]catalogue.Count{{ID: 1, MatchesCount: 3, OutrightsCount: 1, LiveCount: 2}, {ID: 2, MatchesCount: 1}},
				[]catalogue.Count{{ID: 10, MatchesCount: 2, OutrightsCount: 1, LiveCount: 1}, {ID: 11, MatchesCount: 1, LiveCount: 1}, {ID: 20, MatchesCount: 1}},
				[]catalogue.Count{{ID: 100, MatchesCount: 2, OutrightsCount: 1, LiveCount: 1}, {ID: 101, MatchesCount: 1, LiveCount: 1}, {ID: 200, MatchesCount: 1}}},
			{"live only", catalogue.CountersFilter{Statuses: []catalogue.MatchStatus{1}}, 2,
				[]catalogue.Count{{ID: 1, MatchesCount: 2, LiveCount: 2}},
				[]catalogue.Count{{ID: 10, MatchesCount: 1, LiveCount: 1}, {ID: 11, MatchesCount: 1, LiveCount: 1}},
				[]catalogue.Count{{ID: 100, MatchesCount: 1, LiveCount: 1}, {ID: 101, MatchesCount: 1, LiveCount: 1}}},
			{"finished never counts", catalogue.CountersFilter{Statuses: []catalogue.MatchStatus{4}}, 0, []catalogue.Count{}, []catalogue.Count{}, []catalogue.Count{}},
			{"sport key", catalogue.CountersFilter{SportKey: "cs2"}, 0,
				[]catalogue.Count{{ID: 2, MatchesCount: 1}}, []catalogue.Count{{ID: 20, MatchesCount: 1}}, []catalogue.Count{{ID: 200, MatchesCount: 1}}},
			{"sport type", catalogue.CountersFilter{SportType: catalogue.SportTypeSport, StartFrom: t0}, 0,
				[]catalogue.Count{{ID: 1, MatchesCount: 1, OutrightsCount: 1}},
				[]catalogue.Count{{ID: 10, MatchesCount: 1, OutrightsCount: 1}},
				[]catalogue.Count{{ID: 100, MatchesCount: 1, OutrightsCount: 1}}},
			{"start window", catalogue.CountersFilter{StartFrom: t0.Add(-time.Hour), StartTo: t0.Add(90 * time.Minute)}, 2,
				[]catalogue.Count{{ID: 1, MatchesCount: 2, LiveCount: 2}, {ID: 2, MatchesCount: 1}},
				[]catalogue.Count{{ID: 10, MatchesCount: 1, LiveCount: 1}, {ID: 11, MatchesCount: 1, LiveCount: 1}, {ID: 20, MatchesCount: 1}},
				[]catalogue.Count{{ID: 100, MatchesCount: 1, LiveCount: 1}, {ID: 101, MatchesCount: 1, LiveCount: 1}, {ID: 200, MatchesCount: 1}}},
		}
		for _, c := range cases {
			got, err := s.Counters(ctx, c.f)
			if err != nil {
				t.Fatal(err)
			}
			if got.Live != c.live || !reflect.DeepEqual(got.Sports, c.sports) || !reflect.DeepEqual(got.Categories, c.categories) || !reflect.DeepEqual(got.Tournaments, c.tournaments) {
				t.Errorf("%s:\n got %+v\nwant live %d %+v %+v %+v", c.name, got, c.live, c.sports, c.categories, c.tournaments)
			}
		}
		// A live outright counts as live under its sport, but not in the Live total of matches.
		o := fixture().Matches[5]
		o.Status = catalogue.MatchStatusLive
		if err := s.Apply(ctx, catalogue.Batch{Matches: []catalogue.Match{o}}); err != nil {
			t.Fatal(err)
		}
		got, _ := s.Counters(ctx, catalogue.CountersFilter{})
		if got.Live != 2 || got.Sports[0].LiveCount != 3 {
			t.Errorf("live outright: %+v", got)
		}
	})
}

func TestSearchTable(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		extra := fixture().Matches[0]
		extra.ID, extra.Slug, extra.NameA, extra.NameB = 3001, "koln-bayern-3001", "1. FC Köln", "Bayern München"
		if err := s.Apply(ctx, catalogue.Batch{Matches: []catalogue.Match{extra}}); err != nil {
			t.Fatal(err)
		}
		cases := []struct {
			name        string
			q           catalogue.SearchQuery
			matches     string
			tournaments int
		}{
			{"upper case finds lower case", catalogue.SearchQuery{Text: "ARSEN"}, "[1001]", 0},
			{"away name", catalogue.SearchQuery{Text: "sevil"}, "[1002]", 0},
			{"non-ASCII case folding", catalogue.SearchQuery{Text: "KÖLN"}, "[3001]", 0},
			{"not across the two names", catalogue.SearchQuery{Text: "arsenal chelsea"}, "[]", 0},
			{"league name", catalogue.SearchQuery{Text: "premier"}, "[1001 3001 1003 1006]", 1},
			{"only events' names", catalogue.SearchQuery{Text: "premier", OnlyEventsName: true}, "[1006]", 0},
			{"sport type", catalogue.SearchQuery{Text: "major", SportType: catalogue.SportTypeCybersport}, "[1004]", 1},
			{"sport type excludes", catalogue.SearchQuery{Text: "major", SportType: catalogue.SportTypeSport}, "[]", 0},
			{"bettable by default", catalogue.SearchQuery{Text: "leeds"}, "[]", 0},
			{"statuses", catalogue.SearchQuery{Text: "league", Statuses: []catalogue.MatchStatus{4, 1}}, "[1005 1001 3001]", 1},
			{"wildcards are literal", catalogue.SearchQuery{Text: "%_%"}, "[]", 0},
			{"underscore is literal", catalogue.SearchQuery{Text: "a_s"}, "[]", 0},
			{"escape character is literal", catalogue.SearchQuery{Text: `\%`}, "[]", 0},
			// LIKE stopped at a NUL: these were the patterns "%" (everything) and "%e" (names ending in e).
			{"NUL finds nothing", catalogue.SearchQuery{Text: "\x00\x00\x00"}, "[]", 0},
			{"NUL after text finds nothing", catalogue.SearchQuery{Text: "e\x00"}, "[]", 0},
		}
		for _, c := range cases {
			r, err := s.Search(ctx, c.q)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			if fmt.Sprint(ids(r.Matches)) != c.matches || len(r.Tournaments) != c.tournaments {
				t.Errorf("%s: got %v and %d leagues, want %s and %d", c.name, ids(r.Matches), len(r.Tournaments), c.matches, c.tournaments)
			}
			// Each league found comes with its category, its country's name.
			for _, tr := range r.Tournaments {
				if !slices.ContainsFunc(r.Categories, func(cat catalogue.Category) bool { return cat.ID == tr.CategoryID && cat.Name != "" }) {
					t.Errorf("%s: league %s without its category in %+v", c.name, tr.Slug, r.Categories)
				}
			}
			if len(r.Tournaments) == 0 && len(r.Categories) != 0 {
				t.Errorf("%s: categories %+v without a league", c.name, r.Categories)
			}
		}
		if r, _ := s.Search(ctx, catalogue.SearchQuery{Text: "arsenal"}); r.Matches[0].MainMarket == nil {
			t.Error("search results carry their main market")
		}
	})
}

func TestSearchLimits(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		var b catalogue.Batch
		for i := range 30 {
			b.Tournaments = append(b.Tournaments, catalogue.Tournament{ID: int64(500 + i), Slug: fmt.Sprintf("cup-%d", i), Name: fmt.Sprintf("Zeta Cup %d", i),
				Priority: i, CategoryID: 10, SportID: 1})
		}
		for i := range 70 {
			b.Matches = append(b.Matches, catalogue.Match{ID: int64(5000 + i), Slug: fmt.Sprintf("zeta-%d", i), Type: catalogue.MatchTypeMatch, SportID: 1,
				CategoryID: 10, TournamentID: 500, NameA: "Zeta", NameB: fmt.Sprint(i), StartTime: t0.Add(time.Duration(70-i) * time.Minute)})
		}
		if err := s.Apply(ctx, b); err != nil {
			t.Fatal(err)
		}
		r, err := s.Search(ctx, catalogue.SearchQuery{Text: "zeta"})
		if err != nil || len(r.Matches) != 50 || len(r.Tournaments) != 20 {
			t.Fatalf("limits: %d matches, %d leagues, %v", len(r.Matches), len(r.Tournaments), err)
		}
		if len(r.Categories) != 1 || r.Categories[0].ID != 10 {
			t.Errorf("20 leagues of one category: categories %+v", r.Categories)
		}
		if r.Matches[0].ID != 5069 || r.Tournaments[0].Slug != "cup-29" {
			t.Errorf("order: first match %d, first league %s", r.Matches[0].ID, r.Tournaments[0].Slug)
		}
	})
}

func TestResolveSlugNames(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		cases := []struct {
			sport, slug string
			want        catalogue.SlugTarget
		}{
			{"football", "spain", catalogue.SlugTarget{Kind: catalogue.SlugCategory, ID: 11, Name: "Spain"}},
			{"football", "laliga", catalogue.SlugTarget{Kind: catalogue.SlugTournament, ID: 101, Name: "LaLiga"}},
			{"football", "arsenal-chelsea-1001", catalogue.SlugTarget{Kind: catalogue.SlugMatch, ID: 1001, Name: "arsenal – chelsea", Status: catalogue.MatchStatusLive}},
			{"football", "leeds-wolves-1005", catalogue.SlugTarget{Kind: catalogue.SlugMatch, ID: 1005, Name: "leeds – wolves", Status: catalogue.MatchStatusFinished}},
			{"football", "premier-league-winner-1006", catalogue.SlugTarget{Kind: catalogue.SlugMatch, ID: 1006, Name: "Premier League – Winner"}},
			{"cs2", "major", catalogue.SlugTarget{Kind: catalogue.SlugTournament, ID: 200, Name: "CS Major"}},
		}
		for _, c := range cases {
			got, err := s.ResolveSlug(ctx, c.sport, c.slug)
			if err != nil || got != c.want {
				t.Errorf("ResolveSlug(%s, %s) = %+v, %v; want %+v", c.sport, c.slug, got, err, c.want)
			}
		}
		if _, err := s.ResolveSlug(ctx, "cs2", "spain"); !errors.Is(err, catalogue.ErrNotFound) {
			t.Errorf("a slug of another sport: %v", err)
		}
		if _, err := s.GetSportByKey(ctx, "curling"); !errors.Is(err, catalogue.ErrNotFound) {
			t.Errorf("unknown sport: %v", err)
		}
		// An empty key names no sport; it once read as no filter and found football.
		if sp, err := s.GetSportByKey(ctx, ""); !errors.Is(err, catalogue.ErrNotFound) {
			t.Errorf(`GetSportByKey("") = %q, %v; want ErrNotFound`, sp.Key, err)
		}
		if got, err := s.ResolveSlug(ctx, "", "england"); !errors.Is(err, catalogue.ErrNotFound) {
			t.Errorf(`ResolveSlug("", "england") = %+v, %v; want ErrNotFound`, got, err)
		}
	})
}

// Opening a database at version 1 upgrades it, and the upgrade fills the new summary columns.
func TestMigrationUpgradesExistingData(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		url := e.newURL(t)
		s, err := Open(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(ctx, fixture()); err != nil {
			t.Fatal(err)
		}
		// Take the database back to version 1, as an older binary left it.
		err = s.inTx(ctx, func(tx *txn) error {
			for _, q := range []string{`DROP INDEX markets_listed_rank`, `ALTER TABLE tournaments DROP COLUMN search_name`} {
				if _, err := tx.ExecContext(ctx, q); err != nil {
					return err
				}
			}
			for _, c := range []string{"available_markets_count", "top_markets_count", "main_market_id", "main_specifier", "secondary_market_id", "secondary_specifier", "search_name"} {
				if _, err := tx.ExecContext(ctx, `ALTER TABLE matches DROP COLUMN `+c); err != nil {
					return err
				}
			}
			_, err := tx.ExecContext(ctx, `DELETE FROM schema_migrations WHERE version = 2`)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		s.Close()
		s = openURL(t, url)
		v, err := s.GetMatch(ctx, 1001)
		if err != nil || v.MainMarket == nil || v.MainMarket.MarketID != 1 || v.SecondaryMarket.Specifier != "total=2.5" || v.AvailableMarketsCount != 3 || v.TopMarketsCount != 2 {
			t.Fatalf("after the upgrade: %+v %v", v, err)
		}
		if r, err := s.Search(ctx, catalogue.SearchQuery{Text: "ARSENAL"}); err != nil || len(r.Matches) != 1 || len(r.Tournaments) != 0 {
			t.Fatalf("search after the upgrade: %+v %v", r, err)
		}
	})
}

// Several instances share one PostgreSQL database: stores opened at once apply the migrations
// once, and their goroutines write and read at once without an error.
func TestConcurrentStoresOnOnePostgreSQLDatabase(t *testing.T) {
	ctx := context.Background()
	url := pgtest.Database(t)
	stores := make([]*Store, 3)
	concurrently(t, len(stores), func(i int) error {
		s, err := Open(ctx, url)
		stores[i] = s
		return err
	})
	for _, s := range stores {
		t.Cleanup(func() { s.Close() })
	}
	if err := stores[0].Apply(ctx, fixture()); err != nil {
		t.Fatal(err)
	}
	concurrently(t, 60, func(i int) error {
		var b catalogue.Batch
		for _, id := range []int64{1001, 1002, 1003} {
			m := market(id, 1, "", 1000, catalogue.MarketStatusAllowed)
			m.Outcomes[0].Odds = catalogue.Odds(1100 + i)
			b.Markets = append(b.Markets, m)
		}
		s := stores[i%len(stores)]
		err := s.Apply(ctx, b)
		_, readErr := s.Counters(ctx, catalogue.CountersFilter{})
		return errors.Join(err, readErr)
	})
	v, _ := stores[1].GetMatch(ctx, 1001)
	if odds := v.MainMarket.Outcomes[0].Odds; odds < 1100 || odds >= 1160 {
		t.Errorf("last written odds: %d", odds)
	}
}

// SQLite serves one instance: a second store on the file (another process, or this one) is
// refused with a clear error until the first closes.
func TestSecondStoreOnOneFileIsRefused(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "shared.db")
	first, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Open(ctx, path); !errors.Is(err, ErrInUse) || !strings.Contains(err.Error(), path) {
		t.Fatalf("a second store: %v", err)
	}
	if err := first.Close(); err != nil {
		t.Fatal(err)
	}
	again, err := Open(ctx, path)
	if err != nil {
		t.Fatalf("after the first closed: %v", err)
	}
	again.Close()
}

// A batch of more rows than one statement takes is written whole, and a market the batch holds
// twice is written as its last occurrence (one statement may not change a row twice).
func TestApplyWritesLargeBatches(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		var markets []catalogue.Market
		for i := range 3*rowChunk + 5 {
			markets = append(markets, market(1001, 500+int64(i), "", 10, catalogue.MarketStatusAllowed))
		}
		again := markets[7]
		again.Outcomes = []catalogue.Outcome{{ID: "x", Name: "Only", Active: true, Odds: 3000}}
		markets = append(markets, again)
		if err := s.Apply(ctx, catalogue.Batch{Markets: markets}); err != nil {
			t.Fatal(err)
		}
		byMatch, err := s.MarketsOfMatches(ctx, []int64{1001})
		if err != nil || len(byMatch[1001]) != 4+3*rowChunk+5 {
			t.Fatalf("stored %d markets (%v)", len(byMatch[1001]), err)
		}
		for _, m := range byMatch[1001] {
			want := 2
			if m.MarketID == again.MarketID {
				want = 1
			}
			if len(m.Outcomes) != want {
				t.Fatalf("market %d has %d outcomes, want %d", m.MarketID, len(m.Outcomes), want)
			}
		}
		v, err := s.GetMatch(ctx, 1001)
		if err != nil || v.AvailableMarketsCount != 3+3*rowChunk+5 {
			t.Errorf("the match's summary counts %d listed markets (%v)", v.AvailableMarketsCount, err)
		}
	})
}

func TestChunkSizes(t *testing.T) {
	for _, c := range []struct {
		rows int
		want []int
	}{
		{0, nil}, {1, []int{1}}, {3, []int{2, 1}}, {rowChunk, []int{rowChunk}},
		{2*rowChunk + 70, []int{rowChunk, rowChunk, 64, 4, 2}},
	} {
		if got := chunkSizes(c.rows); !slices.Equal(got, c.want) {
			t.Errorf("chunkSizes(%d) = %v, want %v", c.rows, got, c.want)
		}
	}
}

// A batch fails as a whole: nothing of it is written.
func TestApplyIsAtomic(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		m := fixture().Matches[0]
		m.NameA = "renamed"
		bad := market(9999, 1, "", 1000, catalogue.MarketStatusAllowed) // no such match
		err := s.Apply(ctx, catalogue.Batch{Matches: []catalogue.Match{m}, Markets: []catalogue.Market{bad}})
		if err == nil || !strings.Contains(err.Error(), "9999") {
			t.Fatalf("a market of an unknown match must fail the batch: %v", err)
		}
		if v, _ := s.GetMatch(ctx, m.ID); v.NameA != "arsenal" {
			t.Errorf("the failed batch was partly written: %q", v.NameA)
		}
		if err := s.Apply(ctx, catalogue.Batch{}); err != nil {
			t.Errorf("empty batch: %v", err)
		}
	})
}

// BenchmarkApply writes a feed-sized batch: 30 live matches with 10 changed markets each.
func BenchmarkApply(b *testing.B) {
	s, err := Open(context.Background(), filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	if err := s.Apply(context.Background(), benchCatalogue()); err != nil {
		b.Fatal(err)
	}
	var batch catalogue.Batch
	for i := range int64(30) {
		m := benchCatalogue().Matches[i*7]
		batch.Matches = append(batch.Matches, m)
		for k := range int64(10) {
			batch.Markets = append(batch.Markets, market(m.ID, k+1, "", int(1000-k), catalogue.MarketStatusAllowed))
		}
	}
	for b.Loop() {
		if err := s.Apply(context.Background(), batch); err != nil {
			b.Fatal(err)
		}
	}
}

// A market's outcomes are replaced as a whole: gone ones disappear, order follows the batch.
func TestApplyReplacesOutcomes(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		m := market(1001, 1, "", 1000, catalogue.MarketStatusAllowed)
		m.Outcomes = []catalogue.Outcome{{ID: "X", Name: "Draw", Active: true, Odds: 3300}, {ID: "2", Name: "Away", Active: false, Odds: 2100}, {ID: "3", Name: "Other", Active: true, Odds: 9000}}
		if err := s.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{m}}); err != nil {
			t.Fatal(err)
		}
		v, err := s.GetMatch(ctx, 1001)
		if err != nil || !reflect.DeepEqual(v.MainMarket.Outcomes, m.Outcomes) || v.MainMarketOutcomesCount != 3 {
			t.Fatalf("outcomes: %+v %v", v.MainMarket, err)
		}
	})
}

func TestOpenRefusesPathsThatAreNotFiles(t *testing.T) {
	for _, p := range []string{"", "file:", "data/x.db?mode=memory"} {
		if s, err := Open(context.Background(), p); err == nil {
			s.Close()
			t.Errorf("Open(%q) succeeded", p)
		}
	}
}

// A bet's selection names its match as the pages do: a match by its two sides, an outright by its
// one name (it used to read "Premier League – Winner – ", with nothing after the dash).
func TestSelectionNamesItsMatch(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := open(t, e)
		if err := s.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{market(1006, 40, "", 1000, catalogue.MarketStatusAllowed)}}); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			matchID, marketID int64
			want              string
		}{{1001, 1, "arsenal – chelsea"}, {1006, 40, "Premier League – Winner"}} {
			st, err := s.OutcomeState(ctx, c.matchID, c.marketID, "", "1")
			if err != nil || st.MatchName != c.want {
				t.Errorf("match %d: name %q, %v; want %q", c.matchID, st.MatchName, err, c.want)
			}
		}
	})
}
