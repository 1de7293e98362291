package catalogue

import (
	"context"
	"errors"
	"time"

	"github.com/opensportsbook/sportsbook/internal/matchstats"
)

// ErrNotFound is returned by a Reader when the asked-for entity does not exist.
var ErrNotFound = errors.New("not found")

// DefaultLimit is the page size of every list unless asked otherwise (spec section 9).
const DefaultLimit = 500

// MaxLimit is the largest page a caller may ask for.
const MaxLimit = 500

// PageRequest asks for one page of a list. Page counts from 1.
type PageRequest struct {
	Page  int
	Limit int
}

// Pagination describes the page returned (spec section 3, Pagination).
type Pagination struct {
	Total    int
	Page     int
	Limit    int
	LastPage int
}

// NewPagination computes the pagination of a page of a list of total items. LastPage is at least 1.
func NewPagination(p PageRequest, total int) Pagination {
	last := (total + p.Limit - 1) / p.Limit
	if last < 1 {
		last = 1
	}
	return Pagination{Total: total, Page: p.Page, Limit: p.Limit, LastPage: last}
}

// Offset is the number of items before the page.
func (p PageRequest) Offset() int { return (p.Page - 1) * p.Limit }

// SortKey is one ordering of a match list.
type SortKey struct {
	Field string // sport_id, sport_priority, category_id, category_priority, tournament_id, tournament_priority, start_time, bets_count
	Desc  bool
}

// SportFilter narrows sports, categories and tournaments lists. Zero values mean no filter.
type SportFilter struct {
	SportType  SportType
	SportKey   string
	SportID    int64
	CategoryID int64
}

// MatchFilter narrows a match list (spec section 7, GET /matches). Zero values mean no filter.
type MatchFilter struct {
	IDs          []int64
	Type         MatchType
	SportKey     string
	SportType    SportType
	CategoryID   int64
	TournamentID int64
	Statuses     []MatchStatus
	StartFrom    time.Time
	StartTo      time.Time
	Bettable     bool // only prematch and live
	MaxPerSport  int  // at most this many per sport, keeping the first by the sort order
	HasVideo     bool
	FavouriteOf  int64     // only the matches this player starred; 0 no filter
	Sort         []SortKey // default start_time ascending, then id
}

// MarketFilter narrows a match's market list. Zero values mean no filter.
type MarketFilter struct {
	GroupKey  string
	MarketIDs []int64
}

// CountersFilter narrows counters (spec section 7, POST /counters). Zero values mean no filter.
type CountersFilter struct {
	SportType SportType
	SportKey  string
	Statuses  []MatchStatus
	StartFrom time.Time
	StartTo   time.Time
}

// Count is the number of bettable matches and outrights under one sport, category or tournament.
type Count struct {
	ID             int64
	MatchesCount   int
	OutrightsCount int
	LiveCount      int
}

// Counters are the spec's counters: live, per sport, per category and per tournament.
type Counters struct {
	Live        int
	Sports      []Count
	Categories  []Count
	Tournaments []Count
}

// SearchQuery is a validated search (spec section 7, GET /search).
type SearchQuery struct {
	Text           string // 3 to 50 characters, already checked
	SportType      SportType
	Statuses       []MatchStatus
	OnlyEventsName bool // match competitor names only, not league names
}

// SearchResult holds what a search found; at most 50 matches and 20 tournaments, and the
// categories of those tournaments (a league is named with its country: two "Premier League"s are
// England's and Kazakhstan's).
type SearchResult struct {
	Matches     []MatchView
	Tournaments []Tournament
	Categories  []Category
}

// MatchView is a match as lists and pages show it: with its sport, category and tournament, its
// main, secondary and extra market and its market counts.
type MatchView struct {
	Match
	Sport                   Sport
	Category                Category
	Tournament              Tournament
	MainMarket              *Market // nil when the match has no listed main market
	SecondaryMarket         *Market
	ExtraMarket             *Market // the sport's extra list market (ExtraMarketType); nil when none is listed
	AvailableMarketsCount   int     // listed markets
	MainMarketOutcomesCount int
	TopMarketsCount         int
}

// Reader is the read side of the catalogue that the API serves from. The store implements it.
type Reader interface {
	ListSports(ctx context.Context, f SportFilter, p PageRequest) ([]Sport, Pagination, error)
	ListCategories(ctx context.Context, f SportFilter, p PageRequest) ([]Category, Pagination, error)
	GetCategory(ctx context.Context, id int64) (Category, error)
	ListTournaments(ctx context.Context, f SportFilter, p PageRequest) ([]Tournament, Pagination, error)
	GetTournament(ctx context.Context, id int64) (Tournament, error)
	ListMatches(ctx context.Context, f MatchFilter, p PageRequest) ([]MatchView, Pagination, error)
	GetMatch(ctx context.Context, id int64) (MatchView, error)
	// ListMarkets returns the listed markets of a match and the groups holding at least one of
	// them; ErrNotFound when the match does not exist.
	ListMarkets(ctx context.Context, matchID int64, f MarketFilter, p PageRequest) ([]Market, []MarketGroup, Pagination, error)
	// MarketGroups are every market group of the catalogue, by priority (highest first).
	MarketGroups(ctx context.Context) ([]MarketGroup, error)
	Counters(ctx context.Context, f CountersFilter) (Counters, error)
	Search(ctx context.Context, q SearchQuery) (SearchResult, error)
	// MatchStatistics are a match's statistics, its sport's empty ones before any is recorded;
	// ErrNotFound when the match does not exist.
	MatchStatistics(ctx context.Context, matchID int64) (matchstats.Statistics, error)
}

// SlugKind says what the second path segment of /{sport}/{slug} names.
type SlugKind string

// Slug kinds. Category, tournament and match slugs never collide within a sport: match slugs end
// in "-{matchId}".
const (
	SlugCategory   SlugKind = "category"
	SlugTournament SlugKind = "tournament"
	SlugMatch      SlugKind = "match"
)

// SlugTarget is what /{sport}/{slug} resolves to.
type SlugTarget struct {
	Kind SlugKind
	ID   int64
	Name string // for the page title: category or tournament name, or "NameA – NameB"
	// Status is a match's status (zero for a category or a tournament): the page of a match the
	// feed no longer covers is gone for good.
	Status MatchStatus
}

// Router resolves page paths to catalogue entities, for the server-rendered HTML shell.
type Router interface {
	GetSportByKey(ctx context.Context, key string) (Sport, error)
	ResolveSlug(ctx context.Context, sportKey, slug string) (SlugTarget, error)
}
