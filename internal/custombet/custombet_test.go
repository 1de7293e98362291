package custombet

import (
	"errors"
	"math"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/pricing"
)

func TestEligibleMarkets(t *testing.T) {
	defs := Defs("Home", "Away")
	for _, tc := range []struct {
		id   int64
		spec string
		want bool
	}{
		{pricing.Market1x2, "", true},
		{pricing.MarketDoubleChance, "", true},
		{pricing.MarketBothTeamsScore, "", true},
		{pricing.MarketCorrectScore, "", true},
		{pricing.MarketTotal, "total=2.5", true},
		{pricing.MarketTotal, "total=2.25", false}, // quarter line: half results
		{pricing.MarketTotal, "total=3", false},    // whole line: a push
		{pricing.MarketHandicap, "hcp=-1.5", true},
		{pricing.MarketDrawNoBet, "", false},
		{pricing.MarketHalf1x2, "", false}, // another scope
	} {
		if _, ok := defs[key(tc.id, tc.spec)]; ok != tc.want {
			t.Errorf("market %d %q eligible = %v, want %v", tc.id, tc.spec, ok, tc.want)
		}
	}
}

func TestCorrelatedOutcomesAreNotTheProduct(t *testing.T) {
	defs := Defs("Home", "Away")
	d := pricing.Goals(0, 0, 1.6, 1.0)
	rules, err := Rules(defs, []Selection{{pricing.Market1x2, "", "1"}, {pricing.MarketTotal, "total=2.5", "over"}})
	if err != nil {
		t.Fatal(err)
	}
	joint := Joint(d, rules)
	home, over := Joint(d, rules[:1]), Joint(d, rules[1:])
	if !(joint > home*over) {
		t.Errorf("a home win and over 2.5 go together: joint %.4f, product %.4f", joint, home*over)
	}
	// Exact on a tiny case: P(home wins and both score) from the cells.
	rules, _ = Rules(defs, []Selection{{pricing.Market1x2, "", "1"}, {pricing.MarketBothTeamsScore, "", "yes"}})
	var want float64
	for _, c := range d {
		if c.Home > c.Away && c.Away > 0 {
			want += c.P
		}
	}
	if got := Joint(d, rules); math.Abs(got-want) > 1e-12 {
		t.Errorf("Joint = %v, want %v", got, want)
	}
}

func TestRulesRefusals(t *testing.T) {
	defs := Defs("Home", "Away")
	for name, sels := range map[string][]Selection{
		"one outcome":       {{pricing.Market1x2, "", "1"}},
		"two of one market": {{pricing.Market1x2, "", "1"}, {pricing.Market1x2, "", "2"}},
		"ineligible market": {{pricing.Market1x2, "", "1"}, {pricing.MarketDrawNoBet, "", "1"}},
		"unknown outcome":   {{pricing.Market1x2, "", "1"}, {pricing.MarketTotal, "total=2.5", "maybe"}},
		"seven outcomes":    make([]Selection, 7),
	} {
		if _, err := Rules(defs, sels); !errors.Is(err, ErrSelections) && !errors.Is(err, ErrMarket) {
			t.Errorf("%s: %v", name, err)
		}
	}
	rules, _ := Rules(defs, []Selection{{pricing.Market1x2, "", "1"}, {pricing.MarketCorrectScore, "", "0:2"}})
	if _, err := Odds(pricing.Goals(0, 0, 1.5, 1.2), rules); !errors.Is(err, ErrImpossible) {
		t.Errorf("a home win 0:2: %v", err)
	}
}

func TestFitRecoversTheRates(t *testing.T) {
	d := pricing.Goals(1, 0, 0.9, 0.6)
	m := Market{Line: 2.5}
	for _, c := range d {
		switch {
		case c.Home > c.Away:
			m.Home += c.P
		case c.Home == c.Away:
			m.Draw += c.P
		default:
			m.Away += c.P
		}
		if float64(c.Home+c.Away) > 2.5 {
			m.Over += c.P
		}
	}
	lh, la := Fit(1, 0, m)
	if math.Abs(lh-0.9) > 0.02 || math.Abs(la-0.6) > 0.02 {
		t.Errorf("Fit = %.2f, %.2f; want 0.90, 0.60", lh, la)
	}
	if p := Implied(2000, 4000, 4000); math.Abs(p[0]-0.5) > 1e-9 || math.Abs(p[1]-0.25) > 1e-9 {
		t.Errorf("Implied = %v", p)
	}
}
