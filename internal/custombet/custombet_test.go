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
		{pricing.MarketExactGoals, "", true},
		{pricing.MarketHomeTotal, "total=1.5", true},
		{pricing.MarketTotalCorners, "total=9.5", true},
		{pricing.MarketCornerHandicap, "hcp=-1.5", true},
		{pricing.MarketAwayCards, "total=1.5", true},
		{pricing.MarketHalfTotalCorners, "total=4.5", false}, // the first half's
		{pricing.MarketCornerRace, "cornernr=5", false},      // the order of the corners
		{pricing.MarketBookingPoints, "total=35.5", false},
		{pricing.MarketHalfTimeFullTime, "", false},
		{pricing.MarketAnytimeScorer, "", false},
	} {
		if _, ok := defs[key(tc.id, tc.spec)]; ok != tc.want {
			t.Errorf("market %d %q eligible = %v, want %v", tc.id, tc.spec, ok, tc.want)
		}
	}
}

func TestCorrelatedOutcomesAreNotTheProduct(t *testing.T) {
	defs := Defs("Home", "Away")
	d := pricing.Goals(0, 0, 1.6, 1.0)
	legs, err := Rules(defs, []Selection{{pricing.Market1x2, "", "1"}, {pricing.MarketTotal, "total=2.5", "over"}})
	if err != nil {
		t.Fatal(err)
	}
	rules := ruleOf(legs)
	joint := Joint(d, rules)
	home, over := Joint(d, rules[:1]), Joint(d, rules[1:])
	if !(joint > home*over) {
		t.Errorf("a home win and over 2.5 go together: joint %.4f, product %.4f", joint, home*over)
	}
	// Exact on a tiny case: P(home wins and both score) from the cells.
	legs, _ = Rules(defs, []Selection{{pricing.Market1x2, "", "1"}, {pricing.MarketBothTeamsScore, "", "yes"}})
	rules = ruleOf(legs)
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
	legs, _ := Rules(defs, []Selection{{pricing.Market1x2, "", "1"}, {pricing.MarketCorrectScore, "", "0:2"}})
	if _, err := Odds(map[pricing.Scope]pricing.Dist{pricing.ScopeMatch: pricing.Goals(0, 0, 1.5, 1.2)}, legs); !errors.Is(err, ErrImpossible) {
		t.Errorf("a home win 0:2: %v", err)
	}
	legs, _ = Rules(defs, []Selection{{pricing.Market1x2, "", "1"}, {pricing.MarketTotalCorners, "total=9.5", "over"}})
	if _, err := Odds(map[pricing.Scope]pricing.Dist{pricing.ScopeMatch: pricing.Goals(0, 0, 1.5, 1.2)}, legs); !errors.Is(err, ErrMarket) {
		t.Errorf("corners without their distribution: %v", err)
	}
}

func ruleOf(legs []Leg) []pricing.Rule {
	out := make([]pricing.Rule, len(legs))
	for i, l := range legs {
		out[i] = l.Rule
	}
	return out
}

// Corners and cards are independent of the goals and of each other: a builder of a goals, a
// corners and a cards outcome is priced at the product of the three, each on its own distribution;
// two corners outcomes together are priced jointly on the corners'.
func TestCornersAndCardsAreIndependentOfGoals(t *testing.T) {
	defs := Defs("Home", "Away")
	dists := map[pricing.Scope]pricing.Dist{pricing.ScopeMatch: pricing.Goals(0, 0, 1.5, 1.1), pricing.ScopeCorners: pricing.Counts(0, 0, 5.5, 4.5),
		pricing.ScopeCards: pricing.Counts(0, 0, 2, 2)}
	prob := func(sels ...Selection) float64 {
		legs, err := Rules(defs, append(sels, Selection{pricing.Market1x2, "", "1"}))
		if err != nil {
			t.Fatal(err)
		}
		odds, err := Odds(dists, legs)
		if err != nil {
			t.Fatal(err)
		}
		return 1000 / float64(odds) / (1 + Margin)
	}
	home := Joint(dists[pricing.ScopeMatch], ruleOf(mustRules(t, defs, Selection{pricing.Market1x2, "", "1"})))
	over := Joint(dists[pricing.ScopeCorners], ruleOf(mustRules(t, defs, Selection{pricing.MarketTotalCorners, "total=9.5", "over"})))
	cards := Joint(dists[pricing.ScopeCards], ruleOf(mustRules(t, defs, Selection{pricing.MarketTotalCards, "total=3.5", "under"})))
	if got := prob(Selection{pricing.MarketTotalCorners, "total=9.5", "over"}, Selection{pricing.MarketTotalCards, "total=3.5", "under"}); math.Abs(got-home*over*cards) > 0.01*got {
		t.Errorf("home, over 9.5 corners, under 3.5 cards: %.4f, want the product %.4f", got, home*over*cards)
	}
	// More corners for home and over 9.5 go together on the corners' distribution.
	hcp := Joint(dists[pricing.ScopeCorners], ruleOf(mustRules(t, defs, Selection{pricing.MarketCornerHandicap, "hcp=-1.5", "1"})))
	both := Joint(dists[pricing.ScopeCorners], ruleOf(mustRules(t, defs, Selection{pricing.MarketCornerHandicap, "hcp=-1.5", "1"}, Selection{pricing.MarketTotalCorners, "total=9.5", "over"})))
	if !(both > hcp*over) {
		t.Errorf("corner handicap and total: joint %.4f, product %.4f", both, hcp*over)
	}
}

// mustRules is Rules without the builder's bounds, for one or two selections.
func mustRules(t *testing.T, defs map[[2]string]pricing.MarketDef, sels ...Selection) []Leg {
	t.Helper()
	var out []Leg
	for _, s := range sels {
		d, ok := defs[key(s.MarketID, s.Specifier)]
		if !ok {
			t.Fatalf("market %d %q not eligible", s.MarketID, s.Specifier)
		}
		for _, o := range d.Outcomes {
			if o.ID == s.OutcomeID {
				out = append(out, Leg{d.Scope, o.Rule})
			}
		}
	}
	return out
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
	corners := Market{Line: 9.5}
	for _, c := range pricing.Counts(2, 1, 4.8, 3.6) {
		switch {
		case c.Home > c.Away:
			corners.Home += c.P
		case c.Home == c.Away:
			corners.Draw += c.P
		default:
			corners.Away += c.P
		}
		if float64(c.Home+c.Away) > 9.5 {
			corners.Over += c.P
		}
	}
	if lh, la := FitCounts(2, 1, corners, 0.25); math.Abs(lh-4.8) > 0.05 || math.Abs(la-3.6) > 0.05 {
		t.Errorf("FitCounts = %.2f, %.2f; want 4.80, 3.60", lh, la)
	}
	if p := Implied(2000, 4000, 4000); math.Abs(p[0]-0.5) > 1e-9 || math.Abs(p[1]-0.25) > 1e-9 {
		t.Errorf("Implied = %v", p)
	}
}
