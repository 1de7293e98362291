package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

var t0 = time.Date(2026, 11, 22, 18, 0, 0, 0, time.UTC)

func market(matchID, marketID int64, spec string, priority int, status catalogue.MarketStatus, groups ...string) catalogue.Market {
	return catalogue.Market{MatchID: matchID, MarketID: marketID, Specifier: spec, Name: fmt.Sprintf("m%d %s", marketID, spec), Status: status,
		Priority: priority, GroupKeys: append([]string{"A"}, groups...), Provider: "sim",
		Outcomes: []catalogue.Outcome{{ID: "1", Name: "Home", Active: true, Odds: 1850}, {ID: "2", Name: "Away", Active: true, Odds: 2050}}}
}

// fixture: football (priority 100) and cs2 (cybersport, 50); England and Spain; three leagues;
// five matches: two live, two prematch, one finished, and one outright.
func fixture() catalogue.Batch {
	b := catalogue.Batch{
		Sports: []catalogue.Sport{
			{ID: 1, URNID: "sr:sport:1", Key: "football", Name: "Football", Priority: 100, Type: catalogue.SportTypeSport, Provider: "sim"},
			{ID: 2, URNID: "sr:sport:2", Key: "cs2", Name: "CS2", Priority: 50, Type: catalogue.SportTypeCybersport, Provider: "sim"},
		},
		Categories: []catalogue.Category{
			{ID: 10, Slug: "england", Name: "England", Priority: 90, CountryCode: "GB", SportID: 1},
			{ID: 11, Slug: "spain", Name: "Spain", Priority: 80, CountryCode: "ES", SportID: 1},
			{ID: 20, Slug: "international", Name: "International", Priority: 10, SportID: 2},
		},
		Tournaments: []catalogue.Tournament{
			{ID: 100, URNID: "t:100", Slug: "premier-league", Name: "Premier League", Priority: 99, CategoryID: 10, SportID: 1, MainMarketOutcomesCount: 3},
			{ID: 101, URNID: "t:101", Slug: "laliga", Name: "LaLiga", Priority: 98, CategoryID: 11, SportID: 1, MainMarketOutcomesCount: 3},
			{ID: 200, URNID: "t:200", Slug: "major", Name: "CS Major", Priority: 5, CategoryID: 20, SportID: 2, MainMarketOutcomesCount: 2},
		},
		MarketGroups: []catalogue.MarketGroup{{ID: 1, Key: "A", Name: "All", Priority: 1000}, {ID: 2, Key: "totals", Name: "Totals", Priority: 500}, {ID: 3, Key: "halves", Name: "Halves", Priority: 100}},
	}
	add := func(id, tournament int64, status catalogue.MatchStatus, start time.Time, a, bname string, video bool) {
		tr := b.Tournaments[0]
		for _, x := range b.Tournaments {
			if x.ID == tournament {
				tr = x
			}
		}
		b.Matches = append(b.Matches, catalogue.Match{ID: id, URNID: fmt.Sprintf("sr:match:%d", id), Slug: fmt.Sprintf("%s-%s-%d", a, bname, id),
			Type: catalogue.MatchTypeMatch, SportID: tr.SportID, CategoryID: tr.CategoryID, TournamentID: tr.ID, NameA: a, NameB: bname,
			Status: status, StartTime: start, HasVideo: video, Provider: "sim",
			Clock: catalogue.Clock{MatchTime: 600, ClockUpdatedAt: t0}, TotalScore: catalogue.Score{Home: 1},
			PeriodScores: []catalogue.PeriodScore{{Home: 1, Name: "1st half", Number: 1, Type: "regular_period"}}})
		b.Markets = append(b.Markets, market(id, 1, "", 1000, catalogue.MarketStatusAllowed), market(id, 18, "total=2.5", 500, catalogue.MarketStatusAllowed, "totals"),
			market(id, 18, "total=3.5", 90, catalogue.MarketStatusSuspended, "totals"), market(id, 60, "", 50, catalogue.MarketStatusDeactivated, "halves"))
	}
	add(1001, 100, catalogue.MatchStatusLive, t0.Add(-30*time.Minute), "arsenal", "chelsea", true)
	add(1002, 101, catalogue.MatchStatusLive, t0.Add(-10*time.Minute), "betis", "sevilla", false)
	add(1003, 100, catalogue.MatchStatusPrematch, t0.Add(2*time.Hour), "everton", "fulham", false)
	add(1004, 200, catalogue.MatchStatusPrematch, t0.Add(1*time.Hour), "navi", "vitality", false)
	add(1005, 100, catalogue.MatchStatusFinished, t0.Add(-3*time.Hour), "leeds", "wolves", false)
	b.Matches = append(b.Matches, catalogue.Match{ID: 1006, URNID: "sr:match:1006", Slug: "premier-league-winner-1006", Type: catalogue.MatchTypeOutright,
		SportID: 1, CategoryID: 10, TournamentID: 100, NameA: "Premier League – Winner", Competitors: []string{"Arsenal", "Chelsea"},
		Status: catalogue.MatchStatusPrematch, StartTime: t0.Add(24 * time.Hour), EndDate: t0.Add(200 * 24 * time.Hour)})
	return b
}

// open opens a store on a fresh database of the engine, holding the fixture.
func open(t *testing.T, e engine) *Store {
	t.Helper()
	s := e.empty(t)
	if err := s.Apply(context.Background(), fixture()); err != nil {
		t.Fatal(err)
	}
	return s
}

var all = catalogue.PageRequest{Page: 1, Limit: 500}

func ids(views []catalogue.MatchView) []int64 {
	out := []int64{}
	for _, v := range views {
		out = append(out, v.ID)
	}
	return out
}

func TestMigrationsAreIdempotent(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		url := e.newURL(t)
		if e.name == "sqlite" {
			url = "file:" + url
		}
		for range 2 {
			s, err := Open(context.Background(), url)
			if err != nil {
				t.Fatal(err)
			}
			rows, err := s.read.Query(`SELECT version FROM schema_migrations ORDER BY version`)
			if err != nil {
				t.Fatal(err)
			}
			versions, err := collect(rows, func(r interface{ Scan(...any) error }) (int, error) {
				var v int
				return v, r.Scan(&v)
			})
			// The versions the files name: numbers are handed out ahead of merges, so a branch
			// may lack some in between.
			files, _ := fs.Glob(migrations, "migrations/"+e.name+"/*.sql")
			want := make([]int, len(files))
			for i, f := range files {
				want[i], _ = strconv.Atoi(strings.SplitN(path.Base(f), "_", 2)[0])
			}
			if err != nil || len(want) < 13 || !slices.Equal(versions, want) {
				t.Fatalf("schema_migrations = %v, %v", versions, err)
			}
			s.Close()
		}
	})
}

func TestListMatchesFilters(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		cases := []struct {
			name string
			f    catalogue.MatchFilter
			want []int64
		}{
			{"default order is start time", catalogue.MatchFilter{}, []int64{1005, 1001, 1002, 1004, 1003, 1006}},
			{"ids", catalogue.MatchFilter{IDs: []int64{1003, 1001}}, []int64{1001, 1003}},
			{"type outright", catalogue.MatchFilter{Type: catalogue.MatchTypeOutright}, []int64{1006}},
			{"sport key", catalogue.MatchFilter{SportKey: "cs2"}, []int64{1004}},
			{"sport type", catalogue.MatchFilter{SportType: catalogue.SportTypeCybersport}, []int64{1004}},
			{"category", catalogue.MatchFilter{CategoryID: 11}, []int64{1002}},
			{"tournament", catalogue.MatchFilter{TournamentID: 100, Type: catalogue.MatchTypeMatch}, []int64{1005, 1001, 1003}},
			{"live", catalogue.MatchFilter{Statuses: []catalogue.MatchStatus{1}}, []int64{1001, 1002}},
			{"statuses", catalogue.MatchFilter{Statuses: []catalogue.MatchStatus{0, 4}, Type: catalogue.MatchTypeMatch}, []int64{1005, 1004, 1003}},
			{"start window", catalogue.MatchFilter{StartFrom: t0, StartTo: t0.Add(90 * time.Minute)}, []int64{1004}},
			{"bettable", catalogue.MatchFilter{Bettable: true, Type: catalogue.MatchTypeMatch}, []int64{1001, 1002, 1004, 1003}},
			{"has video", catalogue.MatchFilter{HasVideo: true}, []int64{1001}},
			{"max per sport", catalogue.MatchFilter{MaxPerSport: 1, Bettable: true}, []int64{1001, 1004}},
			{"sort sport priority asc", catalogue.MatchFilter{Bettable: true, Type: catalogue.MatchTypeMatch, Sort: []catalogue.SortKey{{Field: "sport_priority"}, {Field: "start_time"}}}, []int64{1004, 1001, 1002, 1003}},
			{"sort start desc", catalogue.MatchFilter{Statuses: []catalogue.MatchStatus{1}, Sort: []catalogue.SortKey{{Field: "start_time", Desc: true}}}, []int64{1002, 1001}},
			{"sort category priority desc", catalogue.MatchFilter{Statuses: []catalogue.MatchStatus{1}, Sort: []catalogue.SortKey{{Field: "category_priority", Desc: true}}}, []int64{1001, 1002}},
			{"sort tournament id", catalogue.MatchFilter{Statuses: []catalogue.MatchStatus{1}, Sort: []catalogue.SortKey{{Field: "tournament_id", Desc: true}}}, []int64{1002, 1001}},
			{"sort tournament priority asc", catalogue.MatchFilter{Statuses: []catalogue.MatchStatus{1}, Sort: []catalogue.SortKey{{Field: "tournament_priority"}}}, []int64{1002, 1001}},
			{"sort category id desc", catalogue.MatchFilter{Statuses: []catalogue.MatchStatus{1}, Sort: []catalogue.SortKey{{Field: "category_id", Desc: true}}}, []int64{1002, 1001}},
			{"sort sport id desc then start", catalogue.MatchFilter{Bettable: true, Type: catalogue.MatchTypeMatch, Sort: []catalogue.SortKey{{Field: "sport_id", Desc: true}, {Field: "start_time"}}}, []int64{1004, 1001, 1002, 1003}},
			{"sort sport priority desc then tournament id", catalogue.MatchFilter{Bettable: true, Type: catalogue.MatchTypeMatch, Sort: []catalogue.SortKey{{Field: "sport_priority", Desc: true}, {Field: "tournament_id", Desc: true}}}, []int64{1002, 1001, 1003, 1004}},
			{"sort bets count, ties by id", catalogue.MatchFilter{Bettable: true, Sort: []catalogue.SortKey{{Field: "bets_count", Desc: true}}}, []int64{1001, 1002, 1003, 1004, 1006}},
			{"max per sport under a sort", catalogue.MatchFilter{MaxPerSport: 2, Bettable: true, Sort: []catalogue.SortKey{{Field: "start_time", Desc: true}}}, []int64{1006, 1003, 1004}},
			{"max per sport with other filters", catalogue.MatchFilter{MaxPerSport: 1, Statuses: []catalogue.MatchStatus{1}, SportKey: "football"}, []int64{1001}},
			{"sort by the rest", catalogue.MatchFilter{Statuses: []catalogue.MatchStatus{1}, Sort: []catalogue.SortKey{{Field: "sport_id"}, {Field: "category_id"}, {Field: "tournament_priority"}, {Field: "bets_count"}}}, []int64{1001, 1002}},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				got, pg, err := s.ListMatches(ctx, c.f, all)
				if err != nil {
					t.Fatal(err)
				}
				if fmt.Sprint(ids(got)) != fmt.Sprint(c.want) || pg.Total != len(c.want) {
					t.Fatalf("got %v (total %d), want %v", ids(got), pg.Total, c.want)
				}
			})
		}
		if _, _, err := s.ListMatches(ctx, catalogue.MatchFilter{Sort: []catalogue.SortKey{{Field: "name; DROP TABLE matches"}}}, all); err == nil {
			t.Fatal("an unknown sort field must be refused")
		}
	})
}

func TestPagination(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		got, pg, err := s.ListMatches(context.Background(), catalogue.MatchFilter{}, catalogue.PageRequest{Page: 2, Limit: 4})
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(ids(got)) != "[1003 1006]" || pg != (catalogue.Pagination{Total: 6, Page: 2, Limit: 4, LastPage: 2}) {
			t.Fatalf("got %v %+v", ids(got), pg)
		}
	})
}

func TestMatchViewHasMainMarketsAndCounts(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		v, err := s.GetMatch(context.Background(), 1001)
		if err != nil {
			t.Fatal(err)
		}
		if v.Sport.Key != "football" || v.Category.Slug != "england" || v.Tournament.Slug != "premier-league" {
			t.Fatalf("refs: %+v %+v %+v", v.Sport, v.Category, v.Tournament)
		}
		if v.MainMarket == nil || v.MainMarket.MarketID != 1 || len(v.MainMarket.Outcomes) != 2 || v.MainMarket.Outcomes[0].Odds != 1850 {
			t.Fatalf("main market: %+v", v.MainMarket)
		}
		if v.SecondaryMarket == nil || v.SecondaryMarket.Specifier != "total=2.5" {
			t.Fatalf("secondary market: %+v", v.SecondaryMarket)
		}
		// Four markets, one not listed; two have priority >= 100.
		if v.AvailableMarketsCount != 3 || v.TopMarketsCount != 2 || v.MainMarketOutcomesCount != 2 {
			t.Fatalf("counts: %d %d %d", v.AvailableMarketsCount, v.TopMarketsCount, v.MainMarketOutcomesCount)
		}
		if v.Clock.MatchTime != 600 || !v.Clock.ClockUpdatedAt.Equal(t0) || v.TotalScore.Home != 1 || len(v.PeriodScores) != 1 {
			t.Fatalf("live data: %+v %+v %+v", v.Clock, v.TotalScore, v.PeriodScores)
		}
		if _, err := s.GetMatch(context.Background(), 999); !errors.Is(err, catalogue.ErrNotFound) {
			t.Fatalf("unknown match: %v", err)
		}
	})
}

func TestListMarkets(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		markets, groups, pg, err := s.ListMarkets(ctx, 1001, catalogue.MarketFilter{}, all)
		if err != nil {
			t.Fatal(err)
		}
		if len(markets) != 3 || pg.Total != 3 || markets[0].MarketID != 1 || markets[2].Status != catalogue.MarketStatusSuspended || len(markets[1].Outcomes) != 2 {
			t.Fatalf("markets: %+v", markets)
		}
		// The halves group holds only a not-listed market, so it is not offered.
		if len(groups) != 2 || groups[0].Key != "A" || groups[1].Key != "totals" {
			t.Fatalf("groups: %+v", groups)
		}
		totals, _, _, err := s.ListMarkets(ctx, 1001, catalogue.MarketFilter{GroupKey: "totals"}, all)
		if err != nil || len(totals) != 2 {
			t.Fatalf("group filter: %d, %v", len(totals), err)
		}
		byID, _, _, err := s.ListMarkets(ctx, 1001, catalogue.MarketFilter{MarketIDs: []int64{1}}, all)
		if err != nil || len(byID) != 1 {
			t.Fatalf("market id filter: %d, %v", len(byID), err)
		}
		if _, _, _, err := s.ListMarkets(ctx, 999, catalogue.MarketFilter{}, all); !errors.Is(err, catalogue.ErrNotFound) {
			t.Fatalf("unknown match: %v", err)
		}
	})
}

func TestApplyReplacesAndRemovesMarkets(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		m := market(1001, 18, "total=2.5", 500, catalogue.MarketStatusSettled, "totals")
		m.Outcomes[0].Result = catalogue.ResultWin
		if err := s.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{m}}); err != nil {
			t.Fatal(err)
		}
		markets, _, _, err := s.ListMarkets(ctx, 1001, catalogue.MarketFilter{}, all)
		if err != nil || len(markets) != 2 {
			t.Fatalf("a settled market must leave the list: %d %v", len(markets), err)
		}
		byMatch, err := s.MarketsOfMatches(ctx, []int64{1001, 1002, 999})
		stored := byMatch[1001]
		if err != nil || len(stored) != 4 {
			t.Fatalf("every stored market, listed or not: %d %v", len(stored), err)
		}
		got := []string{}
		for _, m := range stored {
			got = append(got, fmt.Sprintf("%d/%s:%d:%s", m.MarketID, m.Specifier, m.Status, m.Outcomes[0].Result))
		}
		if fmt.Sprint(got) != "[1/:1: 18/total=2.5:-2:win 18/total=3.5:-1: 60/:0:]" {
			t.Fatalf("stored markets and results: %v", got)
		}
		// Another match's markets of the same keys keep their own outcomes.
		for _, m := range byMatch[1002] {
			if m.MatchID != 1002 || len(m.Outcomes) == 0 || m.Outcomes[0].Result != "" {
				t.Fatalf("match 1002's market %+v", m)
			}
		}
		if len(byMatch[1002]) != 4 {
			t.Fatalf("match 1002's markets: %d", len(byMatch[1002]))
		}
		if _, found := byMatch[999]; found {
			t.Fatal("an unknown match has no markets")
		}
	})
}

func TestListsAndLookups(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		sports, pg, err := s.ListSports(ctx, catalogue.SportFilter{}, all)
		if err != nil || len(sports) != 2 || sports[0].Key != "football" || pg.Total != 2 {
			t.Fatalf("sports by priority: %+v %v", sports, err)
		}
		if got, _, _ := s.ListSports(ctx, catalogue.SportFilter{SportType: catalogue.SportTypeCybersport}, all); len(got) != 1 || got[0].Key != "cs2" {
			t.Fatalf("sports by type: %+v", got)
		}
		cats, _, err := s.ListCategories(ctx, catalogue.SportFilter{SportKey: "football"}, all)
		if err != nil || len(cats) != 2 || cats[0].Slug != "england" {
			t.Fatalf("categories: %+v %v", cats, err)
		}
		trs, _, err := s.ListTournaments(ctx, catalogue.SportFilter{CategoryID: 11}, all)
		if err != nil || len(trs) != 1 || trs[0].Slug != "laliga" {
			t.Fatalf("tournaments: %+v %v", trs, err)
		}
		if c, err := s.GetCategory(ctx, 10); err != nil || c.Name != "England" {
			t.Fatalf("category: %+v %v", c, err)
		}
		if _, err := s.GetTournament(ctx, 7); !errors.Is(err, catalogue.ErrNotFound) {
			t.Fatalf("unknown tournament: %v", err)
		}
		slugs := []struct {
			sport, slug string
			kind        catalogue.SlugKind
			id          int64
			err         bool
		}{
			{"football", "england", catalogue.SlugCategory, 10, false},
			{"football", "premier-league", catalogue.SlugTournament, 100, false},
			{"football", "arsenal-chelsea-1001", catalogue.SlugMatch, 1001, false},
			{"cs2", "arsenal-chelsea-1001", "", 0, true},
			{"football", "nobody", "", 0, true},
			{"curling", "england", "", 0, true},
		}
		for _, c := range slugs {
			got, err := s.ResolveSlug(ctx, c.sport, c.slug)
			if c.err != (err != nil) || got.Kind != c.kind || got.ID != c.id {
				t.Errorf("ResolveSlug(%s, %s) = %+v, %v", c.sport, c.slug, got, err)
			}
			if c.err && !errors.Is(err, catalogue.ErrNotFound) {
				t.Errorf("ResolveSlug(%s, %s): want ErrNotFound, got %v", c.sport, c.slug, err)
			}
		}
	})
}

func TestCounters(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		c, err := s.Counters(context.Background(), catalogue.CountersFilter{})
		if err != nil {
			t.Fatal(err)
		}
		if c.Live != 2 || len(c.Sports) != 2 {
			t.Fatalf("counters: %+v", c)
		}
		football := c.Sports[0]
		if football != (catalogue.Count{ID: 1, MatchesCount: 3, OutrightsCount: 1, LiveCount: 2}) {
			t.Fatalf("football: %+v", football)
		}
		cs, err := s.Counters(context.Background(), catalogue.CountersFilter{SportType: catalogue.SportTypeCybersport})
		if err != nil || cs.Live != 0 || len(cs.Sports) != 1 || len(cs.Tournaments) != 1 {
			t.Fatalf("cybersport counters: %+v %v", cs, err)
		}
	})
}

func TestSearch(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		ctx := context.Background()
		r, err := s.Search(ctx, catalogue.SearchQuery{Text: "ARSEN"})
		if err != nil || fmt.Sprint(ids(r.Matches)) != "[1001]" {
			t.Fatalf("case-insensitive name: %v %v", ids(r.Matches), err)
		}
		r, _ = s.Search(ctx, catalogue.SearchQuery{Text: "premier"})
		if len(r.Matches) != 3 || len(r.Tournaments) != 1 {
			t.Fatalf("league name: %v %d", ids(r.Matches), len(r.Tournaments))
		}
		r, _ = s.Search(ctx, catalogue.SearchQuery{Text: "premier", OnlyEventsName: true})
		if len(r.Matches) != 1 || len(r.Tournaments) != 0 { // the outright is named after the league
			t.Fatalf("only events: %v %d", ids(r.Matches), len(r.Tournaments))
		}
		r, _ = s.Search(ctx, catalogue.SearchQuery{Text: "leeds"})
		if len(r.Matches) != 0 {
			t.Fatal("finished matches are not found by default")
		}
		r, _ = s.Search(ctx, catalogue.SearchQuery{Text: "leeds", Statuses: []catalogue.MatchStatus{4}})
		if len(r.Matches) != 1 {
			t.Fatal("statuses filter")
		}
		r, _ = s.Search(ctx, catalogue.SearchQuery{Text: "%_%"})
		if len(r.Matches) != 0 {
			t.Fatal("wildcards are literal")
		}
	})
}

func TestConcurrentWritersNeverSeeBusy(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		concurrently(t, 40, func(i int) error {
			m := market(1001, 1, "", 1000, catalogue.MarketStatusAllowed)
			m.Outcomes[0].Odds = catalogue.Odds(1500 + i*10)
			err := s.Apply(context.Background(), catalogue.Batch{Markets: []catalogue.Market{m}})
			_, _, readErr := s.ListMatches(context.Background(), catalogue.MatchFilter{Statuses: []catalogue.MatchStatus{1}}, all)
			return errors.Join(err, readErr)
		})
	})
}

// concurrently runs fn(0) … fn(n-1) at once and fails the test on any error.
func concurrently(t *testing.T, n int, fn func(i int) error) {
	t.Helper()
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- fn(i)
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
}

// benchCatalogue is the fixture's sports, categories and tournaments with 300 matches of 40
// listed markets each, one in seven live.
func benchCatalogue() catalogue.Batch {
	batch := fixture()
	batch.Matches, batch.Markets = nil, nil
	for i := range int64(300) {
		status := catalogue.MatchStatusPrematch
		if i%7 == 0 {
			status = catalogue.MatchStatusLive
		}
		tr := batch.Tournaments[i%int64(len(batch.Tournaments))]
		batch.Matches = append(batch.Matches, catalogue.Match{ID: i + 1, URNID: "x", Slug: fmt.Sprintf("a-b-%d", i+1), Type: catalogue.MatchTypeMatch,
			SportID: tr.SportID, CategoryID: tr.CategoryID, TournamentID: tr.ID, NameA: "A", NameB: "B", Status: status,
			StartTime: t0.Add(time.Duration(i) * time.Minute), Clock: catalogue.Clock{MatchTime: 600, ClockUpdatedAt: t0},
			PeriodScores: []catalogue.PeriodScore{{Home: 1, Name: "1st half", Number: 1, Type: "regular_period"}}})
		for k := range int64(40) {
			batch.Markets = append(batch.Markets, market(i+1, k+1, "", int(1000-k), catalogue.MarketStatusAllowed, "main"))
		}
	}
	return batch
}

// benchStore is a store holding benchCatalogue, closed when the benchmark ends.
func benchStore(b *testing.B) *Store {
	b.Helper()
	s, err := Open(context.Background(), filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	if err := s.Apply(context.Background(), benchCatalogue()); err != nil {
		b.Fatal(err)
	}
	return s
}

// BenchmarkListLiveMatches is the store's share of GET /matches?match_status=1: about 43 live
// matches of 300, each with its main and secondary market.
func BenchmarkListLiveMatches(b *testing.B) {
	s := benchStore(b)
	for b.Loop() {
		views, _, err := s.ListMatches(context.Background(), catalogue.MatchFilter{Statuses: []catalogue.MatchStatus{1}}, all)
		if err != nil || len(views) != 43 || views[0].SecondaryMarket == nil {
			b.Fatal(len(views), err)
		}
	}
}

// BenchmarkListLiveMatchesParallel is the same read from concurrent callers, as under HTTP load.
func BenchmarkListLiveMatchesParallel(b *testing.B) {
	s := benchStore(b)
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, _, err := s.ListMatches(context.Background(), catalogue.MatchFilter{Statuses: []catalogue.MatchStatus{1}}, all); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

func TestVersionCountsCommittedBatches(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		s := open(t, e)
		following(t, s)
		v := s.Version()
		if v == 0 {
			t.Fatal("the fixture batch must count")
		}
		if err := s.Apply(context.Background(), catalogue.Batch{}); err != nil || s.Version() != v {
			t.Fatalf("an empty batch changes nothing: %d → %d, %v", v, s.Version(), err)
		}
		if err := s.Apply(context.Background(), catalogue.Batch{Markets: []catalogue.Market{market(999999, 1, "", 1, 1)}}); err == nil || s.Version() != v {
			t.Fatalf("a failed batch must not count: %d → %d, %v", v, s.Version(), err)
		}
		// A committed batch counts (on PostgreSQL its notification may count it again).
		if err := s.Apply(context.Background(), catalogue.Batch{Markets: []catalogue.Market{market(1001, 1, "", 1000, 1)}}); err != nil || s.Version() <= v {
			t.Fatalf("a committed batch counts: %d → %d, %v", v, s.Version(), err)
		}
	})
}
