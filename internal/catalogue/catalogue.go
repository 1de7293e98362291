// Package catalogue holds the sportsbook's catalogue entities (spec section 3) and the pure rules
// about them: sports, categories, tournaments (leagues), matches, markets and outcomes.
//
// It does no I/O. The feed produces these values, the store persists them, the API serves them.
package catalogue

import (
	"slices"
	"time"
)

// Odds are decimal odds in fixed point: thousandths, so 1.85 is 1850.
type Odds int64

// OddsScale is the fixed-point scale of Odds.
const OddsScale = 1000

// MinOdds is the lowest price the feed ever offers (1.01).
const MinOdds Odds = 1010

// MaxOdds is the highest price an outcome is offered and taken at: odds over 40 are capped
// (spec section 5). Combined prices (a combo's product, a bet builder's price) are not outcome
// prices and are not capped.
const MaxOdds Odds = 40000

// CapOdds is o capped at MaxOdds.
func CapOdds(o Odds) Odds { return min(o, MaxOdds) }

// SportType separates ordinary sports from e-sports (spec: sport_type, key sportType).
type SportType string

// Sport types.
const (
	SportTypeSport      SportType = "sport"
	SportTypeCybersport SportType = "cybersport"
)

// Sport is a sport such as football (spec section 3, Sport).
type Sport struct {
	ID       int64
	URNID    string
	Key      string // URL slug, e.g. "football"
	Name     string
	Priority int
	Type     SportType
	Provider string
}

// Category is a country or region within a sport (spec section 3, Category).
type Category struct {
	ID          int64
	Slug        string
	Name        string
	Priority    int
	CountryCode string // ISO 3166 alpha-2, or "" for international
	SportID     int64
}

// Tournament is a league (spec section 3, League).
type Tournament struct {
	ID                           int64
	URNID                        string
	Slug                         string
	Name                         string
	Priority                     int
	CategoryID                   int64
	SportID                      int64
	MainMarketOutcomesCount      int
	SecondaryMarketOutcomesCount int
}

// MatchStatus is the match status number of spec section 4.
type MatchStatus int

// Match statuses (spec section 4, Match status numbers).
const (
	MatchStatusPrematch   MatchStatus = 0
	MatchStatusLive       MatchStatus = 1
	MatchStatusStopped    MatchStatus = 2
	MatchStatusClosed     MatchStatus = 3
	MatchStatusFinished   MatchStatus = 4
	MatchStatusNotCovered MatchStatus = 5
)

// bettableMatch are the match statuses that take bets: prematch and live.
var bettableMatch = [...]MatchStatus{MatchStatusPrematch, MatchStatusLive}

// BettableMatchStatuses are the match statuses that take bets, for queries that filter on them.
func BettableMatchStatuses() []MatchStatus { return slices.Clone(bettableMatch[:]) }

// Bettable reports whether bets may be taken on a match in this status.
func (s MatchStatus) Bettable() bool { return slices.Contains(bettableMatch[:], s) }

// MatchType distinguishes ordinary matches from outrights.
type MatchType string

// Match types.
const (
	MatchTypeMatch    MatchType = "match"
	MatchTypeOutright MatchType = "outright"
)

// Clock is a live match clock (spec section 3, Match clock).
type Clock struct {
	MatchTime      int       // seconds played in the current period's reckoning
	StoppageTime   int       // seconds of stoppage time announced
	RemainingTime  int       // seconds left in the period, for sports that count down
	Stopped        bool      // the clock is not running
	ClockUpdatedAt time.Time // when the values above were true; clients extrapolate from here
}

// Score is a home/away pair.
type Score struct {
	Home int
	Away int
}

// PeriodScore is the score of one period (spec section 3, period score).
type PeriodScore struct {
	Home   int
	Away   int
	Name   string // e.g. "1st half", "1st set"
	Number int
	Type   string // "regular_period", "overtime", "penalties"
}

// Match is a match or an outright (spec section 3, Match and Outright).
type Match struct {
	ID               int64
	URNID            string
	Slug             string
	Type             MatchType
	SportID          int64
	CategoryID       int64
	TournamentID     int64
	NameA            string // home competitor; for outrights, the outright's name
	NameB            string // away competitor; empty for outrights
	LogoA            string
	LogoB            string
	Competitors      []string // outrights only
	Stadium          string
	City             string
	Status           MatchStatus
	Stage            string // e.g. "1st half", "halftime", "2nd set"
	StartTime        time.Time
	EndDate          time.Time // outrights only; zero otherwise
	Clock            Clock
	TotalScore       Score
	GameScore        Score // tennis points in the current game; zero elsewhere
	PeriodScores     []PeriodScore
	CurrentServer    int // 0 none, 1 home, 2 away
	MaxPeriodNumber  int
	HasVideo         bool
	Provider         string
	HasProviderStats bool
}

// MarketStatus is the odds market status of spec section 4.
type MarketStatus int

// Market statuses (spec section 4, 'odds market allowed values').
const (
	MarketStatusAllowed     MarketStatus = 1
	MarketStatusSuspended   MarketStatus = -1
	MarketStatusDeactivated MarketStatus = 0
	MarketStatusSettled     MarketStatus = -2
	MarketStatusCancelled   MarketStatus = -3
	MarketStatusHandedOver  MarketStatus = -4
)

// listedMarket are the market statuses that lists show: a not-allowed value removes the market
// from lists (spec section 4).
var listedMarket = [...]MarketStatus{MarketStatusAllowed, MarketStatusSuspended}

// ListedMarketStatuses are the market statuses lists show, for queries that filter on them.
func ListedMarketStatuses() []MarketStatus { return slices.Clone(listedMarket[:]) }

// Listed reports whether a market in this status is shown at all.
func (s MarketStatus) Listed() bool { return slices.Contains(listedMarket[:], s) }

// OutcomeResult is how an outcome settled when its match finished.
type OutcomeResult string

// Outcome results. Empty means not settled yet.
const (
	ResultNone     OutcomeResult = ""
	ResultWin      OutcomeResult = "win"
	ResultLose     OutcomeResult = "lose"
	ResultVoid     OutcomeResult = "void"
	ResultHalfWin  OutcomeResult = "half_win"
	ResultHalfLose OutcomeResult = "half_lose"
)

// Outcome is one priced result within a market (spec section 3, outcome).
type Outcome struct {
	ID     string // stable within its market, e.g. "1", "X", "2", "over", "under", "2:1"
	Name   string
	Active bool
	Odds   Odds
	Result OutcomeResult
}

// DefaultMarketGroupKey is the group every market belongs to (spec section 9).
const DefaultMarketGroupKey = "A"

// OutcomeState is what the catalogue says now about one outcome, as placement and cash-out read
// it: whether it exists, the statuses around it, its odds and the names a bet records.
type OutcomeState struct {
	Found        bool
	MatchStatus  MatchStatus
	MarketStatus MarketStatus
	Active       bool
	Odds         int64
	MatchName    string
	MarketName   string
	OutcomeName  string
	// Provider is the market's provider; ProviderOff is set by the bet service when the operator
	// switched that provider off (internal/operator), which takes no bet on it.
	Provider    string
	ProviderOff bool
	// NoSystem is set by the bet service when the operator does not allow the provider's
	// selections in a system bet (internal/operator SystemBets).
	NoSystem bool
}

// OpenForBetting reports whether a bet may be taken on the outcome now, or cashed out on it: its
// match is bettable, its market allowed (not only listed: a suspended market takes no bets) and
// the outcome active.
func (s OutcomeState) OpenForBetting() bool {
	return s.Found && s.MatchStatus.Bettable() && s.MarketStatus == MarketStatusAllowed && s.Active
}

// MarketGroup is a tab of markets on the match page (spec section 3, market group).
type MarketGroup struct {
	ID       int64
	Key      string // "A" is the default group holding every market
	Name     string
	Priority int
}

// Market is one market of a match; the pair (MarketID, Specifier) identifies it within the match
// (spec section 3, Market).
type Market struct {
	MatchID      int64
	MarketID     int64  // market type, e.g. 1 for 1x2, 18 for total
	Specifier    string // e.g. "total=2.5", "hcp=-1.5"; empty when the type has one line
	Name         string
	Status       MarketStatus
	Priority     int
	GroupKeys    []string  // market group keys; always includes DefaultMarketGroupKey
	MostBalanced bool      // the line of its type whose prices are closest to even
	NextBetStop  time.Time // zero when unknown
	Provider     string
	Outcomes     []Outcome
}

// Key returns the market's identity within its match.
func (m Market) Key() MarketKey { return MarketKey{MarketID: m.MarketID, Specifier: m.Specifier} }

// MarketKey identifies a market within a match.
type MarketKey struct {
	MarketID  int64
	Specifier string
}
