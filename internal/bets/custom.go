package bets

import (
	"context"
	"errors"
	"math"
	"strconv"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/custombet"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/pricing"
	"github.com/opensportsbook/sportsbook/internal/wire"
)

// ErrNoBuilder is returned for a match the builder cannot price: unknown, not football, not
// open for bets, or without the 1x2 and total prices the model is fitted to.
var ErrNoBuilder = errors.New("bets: no bet builder for this match")

// builder is a match's builder: the eligible definitions, its listed markets, and the
// distributions of its goals, corners and cards fitted to them.
type builder struct {
	defs    map[[2]string]pricing.MarketDef
	urn     string
	markets []catalogue.Market
	dists   map[pricing.Scope]pricing.Dist
}

// fits are what a builder reads of each scope's listed prices (its 1x2 and its total), and how
// a scope's distribution is fitted to them.
var fits = map[pricing.Scope]struct {
	oneXTwo, total int64
	fit            func(home, away int, m custombet.Market) pricing.Dist
}{
	pricing.ScopeMatch: {pricing.Market1x2, pricing.MarketTotal, func(h, a int, m custombet.Market) pricing.Dist {
		lh, la := custombet.Fit(h, a, m)
		return pricing.Goals(h, a, lh, la)
	}},
	// Some ten corners and four cards a match: grids to 10 and 4 a side.
	pricing.ScopeCorners: {pricing.MarketCorners1x2, pricing.MarketTotalCorners, func(h, a int, m custombet.Market) pricing.Dist {
		lh, la := custombet.FitCounts(h, a, m, 0.25)
		return pricing.Counts(h, a, lh, la)
	}},
	pricing.ScopeCards: {pricing.MarketCards1x2, pricing.MarketTotalCards, func(h, a int, m custombet.Market) pricing.Dist {
		lh, la := custombet.FitCounts(h, a, m, 0.1)
		return pricing.Counts(h, a, lh, la)
	}},
}

func (s *Service) builder(ctx context.Context, matchID int64) (builder, error) {
	v, err := s.Store.GetMatch(ctx, matchID)
	if errors.Is(err, catalogue.ErrNotFound) {
		return builder{}, ErrNoBuilder
	}
	if err != nil {
		return builder{}, err
	}
	if v.Sport.Key != custombet.SportKey || v.Type != catalogue.MatchTypeMatch || !v.Status.Bettable() {
		return builder{}, ErrNoBuilder
	}
	all, _, _, err := s.Store.ListMarkets(ctx, matchID, catalogue.MarketFilter{}, catalogue.PageRequest{Page: 1, Limit: catalogue.MaxLimit})
	if err != nil {
		return builder{}, err
	}
	b := builder{defs: custombet.Defs(v.NameA, v.NameB), urn: v.URNID, dists: map[pricing.Scope]pricing.Dist{}}
	type reading struct {
		m                  custombet.Market
		have1x2, haveTotal bool
		balance            float64
	}
	read := map[pricing.Scope]*reading{}
	for scope := range fits {
		read[scope] = &reading{balance: math.Inf(1)}
	}
	var listed []catalogue.Market
	for _, m := range all {
		if m.Status != catalogue.MarketStatusAllowed {
			continue
		}
		def, ok := b.defs[[2]string{itoa(m.MarketID), m.Specifier}]
		if !ok {
			continue
		}
		listed = append(listed, m)
		odds := make([]int64, len(m.Outcomes))
		for i, o := range m.Outcomes {
			odds[i] = int64(o.Odds)
		}
		f, r := fits[def.Scope], read[def.Scope]
		switch {
		case m.MarketID == f.oneXTwo && len(odds) == 3:
			p := custombet.Implied(odds...)
			r.m.Home, r.m.Draw, r.m.Away, r.have1x2 = p[0], p[1], p[2], true
		case m.MarketID == f.total && len(odds) == 2:
			p := custombet.Implied(odds...)
			if d := math.Abs(p[0] - 0.5); d < r.balance { // the most balanced line tells the most
				r.balance, r.m.Line, r.m.Over, r.haveTotal = d, def.Line, p[0], true
			}
		}
	}
	if r := read[pricing.ScopeMatch]; !r.have1x2 || !r.haveTotal {
		return builder{}, ErrNoBuilder
	}
	// Each scope is fitted from where it stands (the score, the corners and cards so far); a
	// scope without both its prices listed is left out.
	counts := map[pricing.Scope]catalogue.Score{pricing.ScopeMatch: v.TotalScore}
	st, err := s.Store.MatchStatistics(ctx, matchID)
	if err != nil {
		return builder{}, err
	}
	countsInto := map[matchstats.Kind]pricing.Scope{matchstats.Corners: pricing.ScopeCorners, matchstats.YellowCards: pricing.ScopeCards, matchstats.RedCards: pricing.ScopeCards}
	for _, t := range st.Totals {
		if scope, ok := countsInto[t.Kind]; ok {
			c := counts[scope]
			counts[scope] = catalogue.Score{Home: c.Home + t.Home, Away: c.Away + t.Away}
		}
	}
	for scope, f := range fits {
		if r := read[scope]; r.have1x2 && r.haveTotal {
			b.dists[scope] = f.fit(counts[scope].Home, counts[scope].Away, r.m)
		}
	}
	for _, m := range listed {
		if _, ok := b.dists[b.defs[[2]string{itoa(m.MarketID), m.Specifier}].Scope]; ok {
			b.markets = append(b.markets, m)
		}
	}
	return b, nil
}

// CustomMarkets lists the markets of a match a builder can combine.
func (s *Service) CustomMarkets(ctx context.Context, matchID int64) ([]apigen.Market, error) {
	b, err := s.builder(ctx, matchID)
	if err != nil {
		return nil, err
	}
	return wire.Markets(b.markets, b.urn), nil
}

// CustomOdds prices outcomes of one match together. A refusal is a *Refused
// (INVALID_ODDS_CUSTOM_BET).
func (s *Service) CustomOdds(ctx context.Context, matchID int64, sels []custombet.Selection) (int64, error) {
	b, err := s.builder(ctx, matchID)
	if err != nil {
		return 0, err
	}
	for _, sel := range sels {
		if !listedActive(b.markets, sel) {
			return 0, customRefused()
		}
	}
	legs, err := custombet.Rules(b.defs, sels)
	if err == nil {
		var odds int64
		if odds, err = custombet.Odds(b.dists, legs); err == nil {
			return odds, nil
		}
	}
	return 0, customRefused()
}

func listedActive(ms []catalogue.Market, sel custombet.Selection) bool {
	for _, m := range ms {
		if m.MarketID == sel.MarketID && m.Specifier == sel.Specifier {
			for _, o := range m.Outcomes {
				if o.ID == sel.OutcomeID {
					return o.Active
				}
			}
		}
	}
	return false
}

// CustomBetOff refuses the index-th bet of a request, a custom bet, on a site whose bet builder is
// off (INVALID_ODDS_CUSTOM_BET).
func CustomBetOff(index int) *Refused { return customRefused().at(index) }

func customRefused() *Refused {
	return refusal(betting.Refuse(betting.InvalidOddsCustomBet, nil))
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
