// Package wire is the one conversion from catalogue values to the contract's types (apigen). The
// HTTP API and the realtime publisher both call it, so a match looks the same whether it arrives in
// a list, on its own page or on a channel.
//
// Conventions: arrays are never null (an empty list is []), times are UTC, and optional fields of
// the contract are left out when the catalogue value is empty, so payloads stay small.
package wire

import (
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// Sport converts a sport.
func Sport(s catalogue.Sport) apigen.Sport {
	return apigen.Sport{
		Id:       s.ID,
		UrnId:    s.URNID,
		Key:      s.Key,
		Name:     s.Name,
		Priority: s.Priority,
		Type:     apigen.SportType(s.Type),
		Provider: s.Provider,
	}
}

// Sports converts a list of sports; the result is never nil.
func Sports(in []catalogue.Sport) []apigen.Sport {
	out := make([]apigen.Sport, 0, len(in))
	for _, s := range in {
		out = append(out, Sport(s))
	}
	return out
}

// SportRef converts a sport to the reference a match or a list of choices names it by.
func SportRef(s catalogue.Sport) apigen.SportRef {
	return apigen.SportRef{Id: s.ID, Key: s.Key, Name: s.Name, Type: apigen.SportType(s.Type)}
}

// Category converts a category.
func Category(c catalogue.Category) apigen.Category {
	return apigen.Category{
		Id:          c.ID,
		Slug:        c.Slug,
		Name:        c.Name,
		Priority:    c.Priority,
		CountryCode: c.CountryCode,
		SportId:     c.SportID,
	}
}

// Categories converts a list of categories; the result is never nil.
func Categories(in []catalogue.Category) []apigen.Category {
	out := make([]apigen.Category, 0, len(in))
	for _, c := range in {
		out = append(out, Category(c))
	}
	return out
}

// Tournament converts a tournament (league).
func Tournament(t catalogue.Tournament) apigen.Tournament {
	return apigen.Tournament{
		Id:                           t.ID,
		UrnId:                        t.URNID,
		Slug:                         t.Slug,
		Name:                         t.Name,
		Priority:                     t.Priority,
		CategoryId:                   t.CategoryID,
		SportId:                      t.SportID,
		MainMarketOutcomesCount:      t.MainMarketOutcomesCount,
		SecondaryMarketOutcomesCount: t.SecondaryMarketOutcomesCount,
	}
}

// Tournaments converts a list of tournaments; the result is never nil.
func Tournaments(in []catalogue.Tournament) []apigen.Tournament {
	out := make([]apigen.Tournament, 0, len(in))
	for _, t := range in {
		out = append(out, Tournament(t))
	}
	return out
}

// MarketGroup converts a market group.
func MarketGroup(g catalogue.MarketGroup) apigen.MarketGroup {
	return apigen.MarketGroup{Id: g.ID, Key: g.Key, Name: g.Name, Priority: g.Priority}
}

// MarketGroups converts a list of market groups; the result is never nil.
func MarketGroups(in []catalogue.MarketGroup) []apigen.MarketGroup {
	out := make([]apigen.MarketGroup, 0, len(in))
	for _, g := range in {
		out = append(out, MarketGroup(g))
	}
	return out
}

// Pagination converts a pagination.
func Pagination(p catalogue.Pagination) apigen.Pagination {
	return apigen.Pagination{Total: p.Total, Page: p.Page, Limit: p.Limit, LastPage: p.LastPage}
}

// Counters converts the counters; the lists are never nil.
func Counters(c catalogue.Counters) apigen.Counters {
	return apigen.Counters{
		Live:        c.Live,
		Sports:      counts(c.Sports),
		Categories:  counts(c.Categories),
		Tournaments: counts(c.Tournaments),
	}
}

func counts(in []catalogue.Count) []apigen.CountItem {
	out := make([]apigen.CountItem, 0, len(in))
	for _, c := range in {
		out = append(out, apigen.CountItem{
			Id:             c.ID,
			MatchesCount:   c.MatchesCount,
			OutrightsCount: c.OutrightsCount,
			LiveCount:      c.LiveCount,
		})
	}
	return out
}

// Outcome converts an outcome. The settlement result stays server-side: the contract does not
// carry it.
func Outcome(o catalogue.Outcome) apigen.Outcome {
	return apigen.Outcome{Id: o.ID, Name: o.Name, Active: o.Active, Odds: int64(o.Odds)}
}

// Market converts a market of the match whose URN id is matchURNID (the catalogue market does not
// carry it, the contract does).
func Market(m catalogue.Market, matchURNID string) apigen.Market {
	outcomes := make([]apigen.Outcome, 0, len(m.Outcomes))
	for _, o := range m.Outcomes {
		outcomes = append(outcomes, Outcome(o))
	}
	groups := make([]string, 0, len(m.GroupKeys)+1)
	groups = append(groups, m.GroupKeys...)
	if len(groups) == 0 {
		// Every market belongs to the default group (spec section 9), even if a producer forgot.
		groups = append(groups, catalogue.DefaultMarketGroupKey)
	}
	return apigen.Market{
		MatchId:      m.MatchID,
		MatchUrnId:   matchURNID,
		MarketId:     m.MarketID,
		Name:         m.Name,
		Status:       apigen.MarketStatus(m.Status),
		Specifier:    m.Specifier,
		Outcomes:     outcomes,
		MarketGroups: groups,
		Priority:     m.Priority,
		MostBalanced: m.MostBalanced,
		NextBetStop:  timePtr(m.NextBetStop),
		Provider:     m.Provider,
	}
}

// MarketPrices converts a market's prices and state, without its words (a match channel's news
// of a market it has sent whole).
func MarketPrices(m catalogue.Market) apigen.MarketPrices {
	outcomes := make([]apigen.OutcomePrice, 0, len(m.Outcomes))
	for _, o := range m.Outcomes {
		outcomes = append(outcomes, apigen.OutcomePrice{Id: o.ID, Active: o.Active, Odds: int64(o.Odds)})
	}
	return apigen.MarketPrices{
		MatchId:      m.MatchID,
		MarketId:     m.MarketID,
		Status:       apigen.MarketStatus(m.Status),
		Specifier:    m.Specifier,
		Outcomes:     outcomes,
		Priority:     m.Priority,
		MostBalanced: m.MostBalanced,
		NextBetStop:  timePtr(m.NextBetStop),
	}
}

// Markets converts markets of one match; the result is never nil.
func Markets(in []catalogue.Market, matchURNID string) []apigen.Market {
	out := make([]apigen.Market, 0, len(in))
	for _, m := range in {
		out = append(out, Market(m, matchURNID))
	}
	return out
}

// Match converts a match view: the match with its sport, category, league and main markets.
//
// Live data (clock, scores, serving side) is sent once the match has left prematch, because a
// prematch 0:0 would read as a live score; the clock only when the feed has set it.
func Match(v catalogue.MatchView) apigen.Match {
	out := apigen.Match{
		MatchId:  v.ID,
		UrnId:    v.URNID,
		Slug:     v.Slug,
		Type:     apigen.MatchType(v.Type),
		Sport:    SportRef(v.Sport),
		Category: CategoryRef(v.Category),
		League: apigen.TournamentRef{
			Id:   v.Tournament.ID,
			Slug: v.Tournament.Slug,
			Name: v.Tournament.Name,
		},
		NameA:                   v.NameA,
		NameB:                   v.NameB,
		LogoA:                   NonEmpty(v.LogoA),
		LogoB:                   NonEmpty(v.LogoB),
		Stadium:                 NonEmpty(v.Stadium),
		City:                    NonEmpty(v.City),
		Status:                  apigen.MatchStatus(v.Status),
		Stage:                   v.Stage,
		StartTime:               v.StartTime.UTC(),
		EndDate:                 timePtr(v.EndDate),
		AvailableMarketsCount:   v.AvailableMarketsCount,
		MainMarketOutcomesCount: v.MainMarketOutcomesCount,
		TopMarketsCount:         v.TopMarketsCount,
		HasVideo:                v.HasVideo,
		Provider:                v.Provider,
		HasProviderStats:        v.HasProviderStats,
	}
	if len(v.Competitors) > 0 {
		c := append([]string(nil), v.Competitors...)
		out.Competitors = &c
	}
	if v.MaxPeriodNumber > 0 {
		n := v.MaxPeriodNumber
		out.MaxPeriodNumber = &n
	}
	if v.Status != catalogue.MatchStatusPrematch && v.Type != catalogue.MatchTypeOutright {
		total := apigen.Score{Home: v.TotalScore.Home, Away: v.TotalScore.Away}
		game := apigen.Score{Home: v.GameScore.Home, Away: v.GameScore.Away}
		periods := make([]apigen.PeriodScore, 0, len(v.PeriodScores))
		for _, p := range v.PeriodScores {
			periods = append(periods, apigen.PeriodScore{Home: p.Home, Away: p.Away, Name: p.Name, Number: p.Number, Type: p.Type})
		}
		server := v.CurrentServer
		out.TotalScore, out.GameScore, out.PeriodScores, out.CurrentServer = &total, &game, &periods, &server
	}
	if !v.Clock.ClockUpdatedAt.IsZero() {
		out.Clock = &apigen.Clock{
			MatchTime:      v.Clock.MatchTime,
			StoppageTime:   v.Clock.StoppageTime,
			RemainingTime:  v.Clock.RemainingTime,
			Stopped:        v.Clock.Stopped,
			ClockUpdatedAt: v.Clock.ClockUpdatedAt.UTC(),
		}
	}
	if v.MainMarket != nil {
		m := Market(*v.MainMarket, v.URNID)
		out.MainMarket = &m
	}
	if v.SecondaryMarket != nil {
		m := Market(*v.SecondaryMarket, v.URNID)
		out.SecondaryMarket = &m
	}
	if v.ExtraMarket != nil {
		m := Market(*v.ExtraMarket, v.URNID)
		out.ExtraMarket = &m
	}
	return out
}

// Matches converts a list of match views; the result is never nil.
func Matches(in []catalogue.MatchView) []apigen.Match {
	out := make([]apigen.Match, 0, len(in))
	for _, v := range in {
		out = append(out, Match(v))
	}
	return out
}

// CategoryRef is a category as a match or a search names it.
func CategoryRef(c catalogue.Category) apigen.CategoryRef {
	return apigen.CategoryRef{Id: c.ID, Slug: c.Slug, Name: c.Name, CountryCode: c.CountryCode}
}

// SearchResult converts a search result; the lists are never nil.
func SearchResult(r catalogue.SearchResult) apigen.SearchResult {
	cats := make([]apigen.CategoryRef, 0, len(r.Categories))
	for _, c := range r.Categories {
		cats = append(cats, CategoryRef(c))
	}
	return apigen.SearchResult{Matches: Matches(r.Matches), Tournaments: Tournaments(r.Tournaments), Categories: cats}
}

// NonEmpty is s, or nil (absent from the answer) when it is "".
func NonEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func timePtr(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	u := t.UTC()
	return &u
}
