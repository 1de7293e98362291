// Package custombet prices a bet builder (custom bet): several outcomes of one football match
// priced together on one distribution of the final score, so that correlated outcomes (a win and
// over 2.5 goals, say) are priced as what they are together, not as the product of their prices.
//
// The distribution is the one the feed prices with: the current score plus independent Poisson
// goals in the time left. Its two rates are fitted to the match's own listed prices (the 1x2 and
// the most balanced total, de-margined), so the builder agrees with the markets next to it. Each
// outcome's rule is the pricing package's, the same rule that settles it.
//
// Only markets whose outcomes settle win or lose on the full-time score take part (1x2, double
// chance, both teams to score, correct score, team totals, exact goals, odd/even, winning margin,
// clean sheets and wins to nil, and totals and handicaps on half lines): a void or half result
// inside a builder has no clear meaning.
//
// The match's corners and cards take part too (their totals, handicaps, each side's total and
// the 1x2 on who has more, on half lines): the feed plays them as processes of their own, so the
// model treats them as independent of the goals and of each other. Each has its own distribution,
// fitted the same way to its own listed 1x2 and most balanced total, and the outcomes of each
// are priced together on it; the builder's probability is the product over the three. Left out,
// because the model does not cover them: the goalscorers (who scores is tied to how many goals
// come, player by player), the halves, half-time/full-time, the first half's corners, the race
// to n corners (the order of the corners) and the booking points.
package custombet

import (
	"errors"
	"math"
	"slices"
	"strconv"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/pricing"
)

// Margin is the bookmaker's margin on a builder; above a single market's, for the model's risk.
const Margin = 0.08

// MinSelections and MaxSelections bound a builder.
const (
	MinSelections = 2
	MaxSelections = 6
)

// SportKey is the only sport the builder prices.
const SportKey = "football"

// Defs are the football market definitions a builder may use, by market id and specifier.
func Defs(home, away string) map[[2]string]pricing.MarketDef {
	out := map[[2]string]pricing.MarketDef{}
	defs := append(pricing.Football(home, away), pricing.FootballGoals(home, away)...)
	defs = append(append(defs, pricing.FootballCorners(home, away)...), pricing.FootballCards(home, away)...)
	for _, d := range defs {
		if eligible(d) {
			out[key(d.MarketID, d.Specifier)] = d
		}
	}
	return out
}

// Scopes are the parts of a match a builder prices, each on its own distribution: the goals
// (ScopeMatch), the corners and the cards.
var Scopes = []pricing.Scope{pricing.ScopeMatch, pricing.ScopeCorners, pricing.ScopeCards}

func key(marketID int64, specifier string) [2]string {
	return [2]string{strconv.FormatInt(marketID, 10), specifier}
}

// eligible keeps the markets of the whole match's goals, corners and cards that settle win or
// lose only.
func eligible(d pricing.MarketDef) bool {
	if !slices.Contains(Scopes, d.Scope) || d.Period != 0 || d.MarketID == pricing.MarketDrawNoBet {
		return false
	}
	if d.HasLine {
		twice := d.Line * 2
		return math.Abs(twice-math.Round(twice)) < 1e-9 && int(math.Round(twice))%2 != 0 // x.5 lines
	}
	return true
}

// Selection is an outcome of a builder.
type Selection struct {
	MarketID  int64
	Specifier string
	OutcomeID string
}

// Errors of Odds.
var (
	ErrSelections = errors.New("custombet: a builder needs 2 to 6 outcomes of different markets")
	ErrMarket     = errors.New("custombet: a market cannot be used in a builder")
	ErrImpossible = errors.New("custombet: these outcomes cannot happen together")
)

// Leg is a selection's settlement rule and the part of the match it settles on.
type Leg struct {
	Scope pricing.Scope
	Rule  pricing.Rule
}

// Rules returns the settlement rules of the selections, refusing ineligible markets and two
// outcomes of one market.
func Rules(defs map[[2]string]pricing.MarketDef, sels []Selection) ([]Leg, error) {
	if len(sels) < MinSelections || len(sels) > MaxSelections {
		return nil, ErrSelections
	}
	seen := map[[2]string]bool{}
	rules := make([]Leg, 0, len(sels))
	for _, s := range sels {
		k := key(s.MarketID, s.Specifier)
		def, ok := defs[k]
		if !ok {
			return nil, ErrMarket
		}
		if seen[k] {
			return nil, ErrSelections
		}
		seen[k] = true
		var rule pricing.Rule
		for _, o := range def.Outcomes {
			if o.ID == s.OutcomeID {
				rule = o.Rule
			}
		}
		if rule == nil {
			return nil, ErrMarket
		}
		rules = append(rules, Leg{def.Scope, rule})
	}
	return rules, nil
}

// Joint is the probability that every rule wins on d.
func Joint(d pricing.Dist, rules []pricing.Rule) float64 {
	var p float64
	for _, c := range d {
		all := true
		for _, r := range rules {
			if r(c.Home, c.Away) != catalogue.ResultWin {
				all = false
				break
			}
		}
		if all {
			p += c.P
		}
	}
	return p
}

// Market is what the fit reads of the match's listed prices: the de-margined probabilities of the
// 1x2 (home, draw, away) and of over on a total line.
type Market struct {
	Home, Draw, Away float64
	Line, Over       float64
}

// Implied de-margins a market's odds (thousandths) into probabilities summing to 1.
func Implied(odds ...int64) []float64 {
	var sum float64
	out := make([]float64, len(odds))
	for i, o := range odds {
		if o > 0 {
			out[i] = 1000 / float64(o)
			sum += out[i]
		}
	}
	for i := range out {
		if sum > 0 {
			out[i] /= sum
		}
	}
	return out
}

// Fit finds the remaining-goal rates whose distribution (from the current score) best matches
// the market: the least squared error over a grid of rates, refined once around the best cell.
func Fit(home, away int, m Market) (lambdaHome, lambdaAway float64) {
	return fit(home, away, m, pricing.Goals, 0.1)
}

// FitCounts is Fit for the counts a match has many more of than goals (corners, cards), on their
// distribution (pricing.Counts), over a grid of rates step apart.
func FitCounts(home, away int, m Market, step float64) (lambdaHome, lambdaAway float64) {
	return fit(home, away, m, pricing.Counts, step)
}

func fit(home, away int, m Market, dist func(h, a int, lh, la float64) pricing.Dist, step float64) (lambdaHome, lambdaAway float64) {
	loss := func(lh, la float64) float64 {
		d := dist(home, away, lh, la)
		var ph, pd, pa, po float64
		for _, c := range d {
			switch {
			case c.Home > c.Away:
				ph += c.P
			case c.Home == c.Away:
				pd += c.P
			default:
				pa += c.P
			}
			if float64(c.Home+c.Away) > m.Line {
				po += c.P
			}
		}
		return sq(ph-m.Home) + sq(pd-m.Draw) + sq(pa-m.Away) + sq(po-m.Over)
	}
	best := math.Inf(1)
	search := func(fromH, fromA, step float64, n int) {
		ch, ca := lambdaHome, lambdaAway
		for i := 0; i <= n; i++ {
			for j := 0; j <= n; j++ {
				lh, la := fromH+float64(i)*step, fromA+float64(j)*step
				if lh < 0 || la < 0 {
					continue
				}
				if l := loss(lh, la); l < best {
					best, ch, ca = l, lh, la
				}
			}
		}
		lambdaHome, lambdaAway = ch, ca
	}
	search(0, 0, step, 40)
	search(lambdaHome-step, lambdaAway-step, step/10, 20)
	return lambdaHome, lambdaAway
}

func sq(x float64) float64 { return x * x }

// Odds prices the legs on the distributions of their scopes (Scopes), taken as independent: the
// product of each scope's joint probability, with the builder's margin, in thousandths, rounded
// down to 0.01 like every price. ErrMarket when a leg's scope has no distribution.
func Odds(dists map[pricing.Scope]pricing.Dist, legs []Leg) (int64, error) {
	p := 1.0
	for _, scope := range Scopes {
		var rules []pricing.Rule
		for _, l := range legs {
			if l.Scope == scope {
				rules = append(rules, l.Rule)
			}
		}
		if len(rules) == 0 {
			continue
		}
		d, ok := dists[scope]
		if !ok {
			return 0, ErrMarket
		}
		p *= Joint(d, rules)
	}
	if p < pricing.Impossible {
		return 0, ErrImpossible
	}
	return int64(pricing.ToOdds(p, Margin)), nil
}
