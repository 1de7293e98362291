package wire

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

var (
	start   = time.Date(2026, 5, 1, 18, 0, 0, 0, time.FixedZone("CEST", 2*3600))
	updated = time.Date(2026, 5, 1, 16, 30, 0, 0, time.UTC)
)

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func market1x2() catalogue.Market {
	return catalogue.Market{
		MatchID: 7, MarketID: 1, Name: "1x2", Status: catalogue.MarketStatusSuspended, Priority: 1,
		GroupKeys: []string{"A", "main"}, MostBalanced: true, Provider: "sim",
		Outcomes: []catalogue.Outcome{
			{ID: "1", Name: "Arsenal", Active: true, Odds: 1850, Result: catalogue.ResultWin},
			{ID: "X", Name: "Draw", Active: false, Odds: 3400},
		},
	}
}

func TestMarket(t *testing.T) {
	tests := []struct {
		name string
		in   catalogue.Market
		want string
	}{
		{
			name: "full market, result not exposed",
			in:   func() catalogue.Market { m := market1x2(); m.NextBetStop = updated; return m }(),
			want: `{"marketGroups":["A","main"],"marketId":1,"matchId":7,"matchUrnId":"sr:match:7","mostBalanced":true,"name":"1x2","nextBetStop":"2026-05-01T16:30:00Z","outcomes":[{"active":true,"id":"1","name":"Arsenal","odds":1850},{"active":false,"id":"X","name":"Draw","odds":3400}],"priority":1,"provider":"sim","specifier":"","status":-1}`,
		},
		{
			name: "no outcomes and no groups: empty list and the default group",
			in:   catalogue.Market{MatchID: 7, MarketID: 18, Specifier: "total=2.5", Name: "Total", Status: catalogue.MarketStatusAllowed},
			want: `{"marketGroups":["A"],"marketId":18,"matchId":7,"matchUrnId":"sr:match:7","mostBalanced":false,"name":"Total","outcomes":[],"priority":0,"provider":"","specifier":"total=2.5","status":1}`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := mustJSON(t, Market(tt.in, "sr:match:7")); got != tt.want {
				t.Fatalf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestMatch(t *testing.T) {
	base := catalogue.MatchView{
		Match: catalogue.Match{
			ID: 7, URNID: "sr:match:7", Slug: "arsenal-chelsea-7", Type: catalogue.MatchTypeMatch,
			NameA: "Arsenal", NameB: "Chelsea", Status: catalogue.MatchStatusPrematch, StartTime: start,
			Provider: "sim", HasVideo: true,
		},
		Sport:                 catalogue.Sport{ID: 1, Key: "football", Name: "Football", Type: catalogue.SportTypeSport},
		Category:              catalogue.Category{ID: 2, Slug: "england", Name: "England", CountryCode: "GB"},
		Tournament:            catalogue.Tournament{ID: 3, Slug: "premier-league", Name: "Premier League"},
		AvailableMarketsCount: 40, MainMarketOutcomesCount: 3, TopMarketsCount: 5,
	}
	live := base
	live.Status = catalogue.MatchStatusLive
	live.Stage = "1st half"
	live.TotalScore = catalogue.Score{Home: 1}
	live.PeriodScores = []catalogue.PeriodScore{{Home: 1, Name: "1st half", Number: 1, Type: "regular_period"}}
	live.Clock = catalogue.Clock{MatchTime: 1260, ClockUpdatedAt: updated}
	live.Stadium = "Emirates"
	m := market1x2()
	live.MainMarket = &m

	outright := base
	outright.Type = catalogue.MatchTypeOutright
	outright.NameA, outright.NameB = "Premier League winner", ""
	outright.Competitors = []string{"Arsenal", "Chelsea"}
	outright.EndDate = updated
	outright.Status = catalogue.MatchStatusLive

	tests := []struct {
		name string
		in   catalogue.MatchView
		want string
	}{
		{
			name: "prematch: no scores, no clock, UTC start",
			in:   base,
			want: `{"availableMarketsCount":40,"category":{"countryCode":"GB","id":2,"name":"England","slug":"england"},"hasProviderStats":false,"hasVideo":true,"league":{"id":3,"name":"Premier League","slug":"premier-league"},"mainMarketOutcomesCount":3,"matchId":7,"nameA":"Arsenal","nameB":"Chelsea","provider":"sim","slug":"arsenal-chelsea-7","sport":{"id":1,"key":"football","name":"Football","type":"sport"},"stage":"","startTime":"2026-05-01T16:00:00Z","status":0,"topMarketsCount":5,"type":"match","urnId":"sr:match:7"}`,
		},
		{
			name: "live: scores, clock, main market with the match urn",
			in:   live,
			want: `{"availableMarketsCount":40,"category":{"countryCode":"GB","id":2,"name":"England","slug":"england"},"clock":{"clockUpdatedAt":"2026-05-01T16:30:00Z","matchTime":1260,"remainingTime":0,"stoppageTime":0,"stopped":false},"currentServer":0,"gameScore":{"away":0,"home":0},"hasProviderStats":false,"hasVideo":true,"league":{"id":3,"name":"Premier League","slug":"premier-league"},"mainMarket":{"marketGroups":["A","main"],"marketId":1,"matchId":7,"matchUrnId":"sr:match:7","mostBalanced":true,"name":"1x2","outcomes":[{"active":true,"id":"1","name":"Arsenal","odds":1850},{"active":false,"id":"X","name":"Draw","odds":3400}],"priority":1,"provider":"sim","specifier":"","status":-1},"mainMarketOutcomesCount":3,"matchId":7,"nameA":"Arsenal","nameB":"Chelsea","periodScores":[{"away":0,"home":1,"name":"1st half","number":1,"type":"regular_period"}],"provider":"sim","slug":"arsenal-chelsea-7","sport":{"id":1,"key":"football","name":"Football","type":"sport"},"stadium":"Emirates","stage":"1st half","startTime":"2026-05-01T16:00:00Z","status":1,"topMarketsCount":5,"totalScore":{"away":0,"home":1},"type":"match","urnId":"sr:match:7"}`,
		},
		{
			name: "outright: competitors and end date, never scores",
			in:   outright,
			want: `{"availableMarketsCount":40,"category":{"countryCode":"GB","id":2,"name":"England","slug":"england"},"competitors":["Arsenal","Chelsea"],"endDate":"2026-05-01T16:30:00Z","hasProviderStats":false,"hasVideo":true,"league":{"id":3,"name":"Premier League","slug":"premier-league"},"mainMarketOutcomesCount":3,"matchId":7,"nameA":"Premier League winner","nameB":"","provider":"sim","slug":"arsenal-chelsea-7","sport":{"id":1,"key":"football","name":"Football","type":"sport"},"stage":"","startTime":"2026-05-01T16:00:00Z","status":1,"topMarketsCount":5,"type":"outright","urnId":"sr:match:7"}`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := mustJSON(t, Match(tt.in)); got != tt.want {
				t.Fatalf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}

func TestListsAreNeverNull(t *testing.T) {
	tests := []struct {
		name string
		got  any
		want string
	}{
		{"sports", Sports(nil), `[]`},
		{"categories", Categories(nil), `[]`},
		{"tournaments", Tournaments(nil), `[]`},
		{"groups", MarketGroups(nil), `[]`},
		{"matches", Matches(nil), `[]`},
		{"markets", Markets(nil, ""), `[]`},
		{"counters", Counters(catalogue.Counters{}), `{"categories":[],"live":0,"sports":[],"tournaments":[]}`},
		{"search", SearchResult(catalogue.SearchResult{}), `{"categories":[],"matches":[],"tournaments":[]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := mustJSON(t, tt.got); got != tt.want {
				t.Fatalf("got %s want %s", got, tt.want)
			}
		})
	}
}

func TestScalars(t *testing.T) {
	tests := []struct {
		name string
		got  any
		want string
	}{
		{"sport", Sport(catalogue.Sport{ID: 5, URNID: "sr:sport:5", Key: "tennis", Name: "Tennis", Priority: 2, Type: catalogue.SportTypeSport, Provider: "sim"}),
			`{"id":5,"key":"tennis","name":"Tennis","priority":2,"provider":"sim","type":"sport","urnId":"sr:sport:5"}`},
		{"category", Category(catalogue.Category{ID: 2, Slug: "international", Name: "International", Priority: 9, SportID: 1}),
			`{"countryCode":"","id":2,"name":"International","priority":9,"slug":"international","sportId":1}`},
		{"tournament", Tournament(catalogue.Tournament{ID: 3, URNID: "sr:tournament:3", Slug: "atp", Name: "ATP", Priority: 1, CategoryID: 2, SportID: 5, MainMarketOutcomesCount: 2, SecondaryMarketOutcomesCount: 2}),
			`{"categoryId":2,"id":3,"mainMarketOutcomesCount":2,"name":"ATP","priority":1,"secondaryMarketOutcomesCount":2,"slug":"atp","sportId":5,"urnId":"sr:tournament:3"}`},
		{"group", MarketGroup(catalogue.MarketGroup{ID: 1, Key: "A", Name: "All", Priority: 0}), `{"id":1,"key":"A","name":"All","priority":0}`},
		{"pagination", Pagination(catalogue.Pagination{Total: 1001, Page: 2, Limit: 500, LastPage: 3}), `{"lastPage":3,"limit":500,"page":2,"total":1001}`},
		{"counters", Counters(catalogue.Counters{Live: 4, Sports: []catalogue.Count{{ID: 1, MatchesCount: 10, OutrightsCount: 1, LiveCount: 4}}}),
			`{"categories":[],"live":4,"sports":[{"id":1,"liveCount":4,"matchesCount":10,"outrightsCount":1}],"tournaments":[]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := mustJSON(t, tt.got); got != tt.want {
				t.Fatalf("got  %s\nwant %s", got, tt.want)
			}
		})
	}
}
