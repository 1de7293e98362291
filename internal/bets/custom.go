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
	"github.com/opensportsbook/sportsbook/internal/pricing"
	"github.com/opensportsbook/sportsbook/internal/wire"
)

// ErrNoBuilder is returned for a match the builder cannot price: unknown, not football, not
// open for bets, or without the 1x2 and total prices the model is fitted to.
var ErrNoBuilder = errors.New("bets: no bet builder for this match")

// builder is a match's builder: the eligible definitions, its listed markets, and the score
// distribution fitted to them.
type builder struct {
	defs    map[[2]string]pricing.MarketDef
	urn     string
	markets []catalogue.Market
	dist    pricing.Dist
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
	b := builder{defs: custombet.Defs(v.NameA, v.NameB), urn: v.URNID}
	fit := custombet.Market{}
	var have1x2, haveTotal bool
	balance := math.Inf(1)
	for _, m := range all {
		if m.Status != catalogue.MarketStatusAllowed {
			continue
		}
		def, ok := b.defs[[2]string{itoa(m.MarketID), m.Specifier}]
		if !ok {
			continue
		}
		b.markets = append(b.markets, m)
		odds := make([]int64, len(m.Outcomes))
		for i, o := range m.Outcomes {
			odds[i] = int64(o.Odds)
		}
		switch {
		case m.MarketID == pricing.Market1x2 && len(odds) == 3:
			p := custombet.Implied(odds...)
			fit.Home, fit.Draw, fit.Away, have1x2 = p[0], p[1], p[2], true
		case m.MarketID == pricing.MarketTotal && len(odds) == 2:
			p := custombet.Implied(odds...)
			if d := math.Abs(p[0] - 0.5); d < balance { // the most balanced line tells the most
				balance, fit.Line, fit.Over, haveTotal = d, def.Line, p[0], true
			}
		}
	}
	if !have1x2 || !haveTotal {
		return builder{}, ErrNoBuilder
	}
	lh, la := custombet.Fit(v.TotalScore.Home, v.TotalScore.Away, fit)
	b.dist = pricing.Goals(v.TotalScore.Home, v.TotalScore.Away, lh, la)
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
	rules, err := custombet.Rules(b.defs, sels)
	if err == nil {
		var odds int64
		if odds, err = custombet.Odds(b.dist, rules); err == nil {
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
