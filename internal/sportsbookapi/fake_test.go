package sportsbookapi

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/bets"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/cataloguei18n"
	"github.com/opensportsbook/sportsbook/internal/custombet"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/store"
)

var errBoom = errors.New("disk on fire")

// loadNames is the Catalogue the server answers names in the request's language with.
func loadNames(t testing.TB) *cataloguei18n.Catalogue {
	t.Helper()
	names, err := cataloguei18n.Load()
	if err != nil {
		t.Fatal(err)
	}
	return names
}

// fakeReader is an in-memory catalogue.Reader that records the last filter and page it was asked
// for, so scenarios can assert that each query parameter reached the reader.
type fakeReader struct {
	mu       sync.Mutex
	fail     bool // every call fails with errBoom
	calls    int
	filter   any
	page     catalogue.PageRequest
	matchID  int64
	sports   []catalogue.Sport
	cats     []catalogue.Category
	tourns   []catalogue.Tournament
	matches  []catalogue.MatchView
	markets  []catalogue.Market
	groups   []catalogue.MarketGroup
	counters catalogue.Counters
}

func (f *fakeReader) record(filter any, p catalogue.PageRequest) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls++
	f.filter, f.page = filter, p
	if f.fail {
		return errBoom
	}
	return nil
}

func (f *fakeReader) ListSports(ctx context.Context, sf catalogue.SportFilter, p catalogue.PageRequest) ([]catalogue.Sport, catalogue.Pagination, error) {
	if err := f.record(sf, p); err != nil {
		return nil, catalogue.Pagination{}, err
	}
	return f.sports, catalogue.NewPagination(p, len(f.sports)), nil
}

func (f *fakeReader) ListCategories(ctx context.Context, sf catalogue.SportFilter, p catalogue.PageRequest) ([]catalogue.Category, catalogue.Pagination, error) {
	if err := f.record(sf, p); err != nil {
		return nil, catalogue.Pagination{}, err
	}
	return f.cats, catalogue.NewPagination(p, len(f.cats)), nil
}

func (f *fakeReader) GetCategory(ctx context.Context, id int64) (catalogue.Category, error) {
	if err := f.record(id, catalogue.PageRequest{}); err != nil {
		return catalogue.Category{}, err
	}
	for _, c := range f.cats {
		if c.ID == id {
			return c, nil
		}
	}
	return catalogue.Category{}, catalogue.ErrNotFound
}

func (f *fakeReader) ListTournaments(ctx context.Context, sf catalogue.SportFilter, p catalogue.PageRequest) ([]catalogue.Tournament, catalogue.Pagination, error) {
	if err := f.record(sf, p); err != nil {
		return nil, catalogue.Pagination{}, err
	}
	return f.tourns, catalogue.NewPagination(p, len(f.tourns)), nil
}

func (f *fakeReader) GetTournament(ctx context.Context, id int64) (catalogue.Tournament, error) {
	if err := f.record(id, catalogue.PageRequest{}); err != nil {
		return catalogue.Tournament{}, err
	}
	for _, t := range f.tourns {
		if t.ID == id {
			return t, nil
		}
	}
	return catalogue.Tournament{}, catalogue.ErrNotFound
}

func (f *fakeReader) ListMatches(ctx context.Context, mf catalogue.MatchFilter, p catalogue.PageRequest) ([]catalogue.MatchView, catalogue.Pagination, error) {
	if err := f.record(mf, p); err != nil {
		return nil, catalogue.Pagination{}, err
	}
	return f.matches, catalogue.NewPagination(p, len(f.matches)), nil
}

func (f *fakeReader) GetMatch(ctx context.Context, id int64) (catalogue.MatchView, error) {
	f.mu.Lock()
	fail := f.fail
	f.mu.Unlock()
	if fail {
		return catalogue.MatchView{}, errBoom
	}
	for _, m := range f.matches {
		if m.ID == id {
			return m, nil
		}
	}
	return catalogue.MatchView{}, catalogue.ErrNotFound
}

// MatchStatistics has match 7 with a foul and a corner recorded, match 9 with its football
// statistics empty; no other match.
func (f *fakeReader) MatchStatistics(ctx context.Context, matchID int64) (matchstats.Statistics, error) {
	if err := f.record(nil, catalogue.PageRequest{}); err != nil {
		return matchstats.Statistics{}, err
	}
	st := matchstats.Empty(matchID, "football")
	switch matchID {
	case 7:
		at := 2400
		st.Record(matchstats.Foul, matchstats.Home, 1, &at)
		st.Record(matchstats.Corner, matchstats.Away, 1, &at)
	case 9:
	default:
		return st, catalogue.ErrNotFound
	}
	return st, nil
}

func (f *fakeReader) MarketGroups(context.Context) ([]catalogue.MarketGroup, error) {
	if err := f.record(nil, catalogue.PageRequest{}); err != nil {
		return nil, err
	}
	return f.groups, nil
}

func (f *fakeReader) ListMarkets(ctx context.Context, matchID int64, mf catalogue.MarketFilter, p catalogue.PageRequest) ([]catalogue.Market, []catalogue.MarketGroup, catalogue.Pagination, error) {
	if err := f.record(mf, p); err != nil {
		return nil, nil, catalogue.Pagination{}, err
	}
	f.mu.Lock()
	f.matchID = matchID
	f.mu.Unlock()
	found := false
	for _, m := range f.matches {
		found = found || m.ID == matchID
	}
	if !found {
		return nil, nil, catalogue.Pagination{}, catalogue.ErrNotFound
	}
	return f.markets, f.groups, catalogue.NewPagination(p, len(f.markets)), nil
}

func (f *fakeReader) Counters(ctx context.Context, cf catalogue.CountersFilter) (catalogue.Counters, error) {
	if err := f.record(cf, catalogue.PageRequest{}); err != nil {
		return catalogue.Counters{}, err
	}
	return f.counters, nil
}

func (f *fakeReader) Search(ctx context.Context, q catalogue.SearchQuery) (catalogue.SearchResult, error) {
	if err := f.record(q, catalogue.PageRequest{}); err != nil {
		return catalogue.SearchResult{}, err
	}
	return catalogue.SearchResult{Matches: f.matches, Tournaments: f.tourns}, nil
}

type fakeTokens struct {
	fail   bool
	userID *string
}

func (t *fakeTokens) ConnectionToken(ctx context.Context, userID string) (string, error) {
	t.userID = &userID
	if t.fail {
		return "", errBoom
	}
	if userID == "" {
		return "tok.for.anon", nil
	}
	return "tok.for." + userID, nil
}

func (t *fakeTokens) SubscriptionToken(ctx context.Context, userID, channel string) (string, error) {
	if t.fail {
		return "", errBoom
	}
	return "sub." + userID + "." + channel, nil
}

// fakePlayers accepts the bearer token "good" as player 42; "db-down" finds the sessions out of
// reach.
type fakePlayers struct{}

func (fakePlayers) Authenticate(ctx context.Context, token string) (auth.Claims, error) {
	switch token {
	case "good":
		return auth.Claims{PlayerID: 42, Session: "s-1"}, nil
	case "db-down":
		return auth.Claims{PlayerID: 42, Session: "s-1"}, fmt.Errorf("session holder: %w", store.ErrUnavailable)
	}
	return auth.Claims{}, auth.ErrInvalidBearer
}

// fakeBets keeps one player's settings in memory; it places nothing and lists no bets, keeping
// the filter it was asked for, and the sports of bets are football's.
type fakeBets struct {
	ps     store.PlayerSettings
	seen   []int64           // the bet ids MarkSeen was given
	listed *store.BetFilter  // the filter List was given
	cashed *apigen.PlacedBet // what CashOut answers; nil: it fails
}

func (f *fakeBets) MarkSeen(_ context.Context, _ int64, ids []int64) error {
	f.seen = append(f.seen, ids...)
	return nil
}

func (f *fakeBets) Place(context.Context, int64, apigen.PlaceBetsRequest) ([]apigen.PlacedBet, error) {
	return nil, errBoom
}

func (f *fakeBets) List(_ context.Context, _ int64, bf store.BetFilter, p catalogue.PageRequest) ([]apigen.PlacedBet, catalogue.Pagination, error) {
	f.listed = &bf
	return []apigen.PlacedBet{}, catalogue.NewPagination(p, 0), nil
}

func (f *fakeBets) Sports(context.Context, int64) ([]apigen.SportRef, error) {
	return []apigen.SportRef{{Id: 1, Key: "football", Name: "Football", Type: apigen.SportTypeSport}}, nil
}

func (f *fakeBets) CashOut(context.Context, int64, int64, int64) (apigen.PlacedBet, error) {
	if f.cashed != nil {
		return *f.cashed, nil
	}
	return apigen.PlacedBet{}, errBoom
}

func (f *fakeBets) Share(context.Context, []apigen.BetRequest) (apigen.ShareCode, error) {
	return apigen.ShareCode{Code: "ABCDEFGH", Link: "/?betcode=ABCDEFGH"}, nil
}

func (f *fakeBets) Shared(_ context.Context, code string) ([]apigen.BetRequest, error) {
	if code != "ABCDEFGH" {
		return nil, store.ErrNoShareCode
	}
	return []apigen.BetRequest{}, nil
}

func (f *fakeBets) MaxStakes(context.Context, int64, apigen.MaxStakeRequest) ([]int64, error) {
	return []int64{1000}, nil
}

func (f *fakeBets) CustomMarkets(context.Context, int64) ([]apigen.Market, error) {
	return nil, bets.ErrNoBuilder
}

func (f *fakeBets) CustomOdds(context.Context, int64, []custombet.Selection) (int64, error) {
	return 4250, nil
}

func (f *fakeBets) PlayerSettings(context.Context, int64) (store.PlayerSettings, error) {
	return f.ps, nil
}

func (f *fakeBets) SavePlayerSettings(_ context.Context, _ int64, ps store.PlayerSettings) error {
	f.ps = ps
	return nil
}

func newFixture() *fakeReader {
	start := time.Date(2026, 5, 1, 16, 0, 0, 0, time.UTC)
	return &fakeReader{
		sports: []catalogue.Sport{
			{ID: 1, URNID: "sr:sport:1", Key: "football", Name: "Football", Priority: 1, Type: catalogue.SportTypeSport, Provider: "sim"},
			{ID: 9, URNID: "sr:sport:9", Key: "cs2", Name: "CS2", Priority: 9, Type: catalogue.SportTypeCybersport, Provider: "sim"},
		},
		cats:   []catalogue.Category{{ID: 2, Slug: "england", Name: "England", CountryCode: "GB", SportID: 1}},
		tourns: []catalogue.Tournament{{ID: 3, URNID: "sr:tournament:3", Slug: "premier-league", Name: "Premier League", CategoryID: 2, SportID: 1}},
		matches: []catalogue.MatchView{{
			Match: catalogue.Match{ID: 7, URNID: "sr:match:7", Slug: "arsenal-chelsea-7", Type: catalogue.MatchTypeMatch,
				NameA: "Arsenal", NameB: "Chelsea", StartTime: start, Provider: "sim"},
			Sport:      catalogue.Sport{ID: 1, Key: "football", Name: "Football", Type: catalogue.SportTypeSport},
			Category:   catalogue.Category{ID: 2, Slug: "england", Name: "England", CountryCode: "GB"},
			Tournament: catalogue.Tournament{ID: 3, Slug: "premier-league", Name: "Premier League"},
		}},
		markets: []catalogue.Market{{MatchID: 7, MarketID: 1, Name: "1x2", Status: catalogue.MarketStatusAllowed, GroupKeys: []string{"A"},
			Outcomes: []catalogue.Outcome{{ID: "1", Name: "Arsenal", Active: true, Odds: 1850}}}},
		groups:   []catalogue.MarketGroup{{ID: 1, Key: "A", Name: "All"}},
		counters: catalogue.Counters{Live: 3, Sports: []catalogue.Count{{ID: 1, MatchesCount: 10, LiveCount: 3}}},
	}
}
