package pricing

import (
	"math"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// overround is the sum of implied probabilities of a market's prices.
func overround(odds []catalogue.Odds) float64 {
	s := 0.0
	for _, o := range odds {
		s += 1000 / float64(o)
	}
	return s
}

func checkMarkets(t *testing.T, name string, d Dist, defs []MarketDef) {
	t.Helper()
	for _, m := range defs {
		odds, _, ok := Price(d, m, 0.06)
		for _, o := range odds {
			if o < catalogue.MinOdds || o > MaxOdds {
				t.Errorf("%s %s: odds %d out of range", name, m.Name, o)
			}
		}
		if !ok {
			continue
		}
		// Offered markets carry a margin: a little over 1, never under, never absurd. Capped
		// long shots (correct score) can only add to the sum.
		if r := overround(odds) / FairSum(m); r < 1.0 || r > 1.2 {
			t.Errorf("%s %s: overround %.3f", name, m.Name, r)
		}
	}
}

func TestMarginsAcrossStates(t *testing.T) {
	for _, st := range []struct {
		name   string
		h, a   int
		lh, la float64
	}{{"prematch even", 0, 0, 1.35, 1.35}, {"prematch favourite", 0, 0, 2.1, 0.7}, {"live 1-0", 1, 0, 0.8, 0.6}, {"late 2-2", 2, 2, 0.2, 0.2}} {
		checkMarkets(t, st.name, Goals(st.h, st.a, st.lh, st.la), GoalMarkets("H", "A", []float64{0.5, 1.5, 2.5, 3.5, 4.5, 5.5}, []float64{-1.5, -0.5, 0.5, 1.5}, true))
	}
	checkMarkets(t, "basketball", Points(50, 48, 60, 58, 130), PointsMarkets("H", "A", []float64{210.5, 214.5, 218.5}, []float64{-4.5, -2.5, -0.5}))
	for _, p := range []float64{0.3, 0.5, 0.62} {
		checkMarkets(t, "sets", Sets(5, 1, 0, p, p), SetMarkets("H", "A", 5, "Set"))
		checkMarkets(t, "sets bo3", Sets(3, 0, 0, p, p), SetMarkets("H", "A", 3, "Map"))
	}
}

func TestDistributionsSumToOne(t *testing.T) {
	for name, d := range map[string]Dist{"goals": Goals(1, 0, 1.2, 0.9), "points": Points(10, 12, 90, 85, 200), "sets": Sets(5, 2, 1, 0.4, 0.55)} {
		s := 0.0
		for _, c := range d {
			s += c.P
		}
		if math.Abs(s-1) > 1e-9 {
			t.Errorf("%s sums to %v", name, s)
		}
	}
}

func TestHomeOddsFallWhenHomeScores(t *testing.T) {
	m := GoalMarkets("H", "A", nil, nil, false)[0]
	before, _, _ := Price(Goals(0, 0, 1, 1), m, 0.06)
	after, _, _ := Price(Goals(1, 0, 1, 1), m, 0.06)
	if !(after[0] < before[0] && after[2] > before[2]) {
		t.Fatalf("1x2 before %v after %v", before, after)
	}
}

func TestNearCertainMarketsAreNotOffered(t *testing.T) {
	over05 := total(MarketTotal, "Total", 0.5, 1, GroupTotals, false)
	if _, _, ok := Price(Goals(1, 0, 0.5, 0.5), over05, 0.06); ok {
		t.Fatal("over 0.5 with a goal scored is certain and must be taken off")
	}
}

func TestSetWin(t *testing.T) {
	if p := SetWin(SetRules{Target: 4, WinByTwo: true}, 0, 0, 0.5); math.Abs(p-0.5) > 1e-12 {
		t.Fatalf("even game: %v", p)
	}
	if p := SetWin(SetRules{Target: 11, WinByTwo: true}, 10, 10, 0.6); math.Abs(p-0.36/(0.36+0.16)) > 1e-12 {
		t.Fatalf("deuce: %v", p)
	}
	if SetWin(SetRules{Target: 6, WinByTwo: true, Cap: 7}, 6, 4, 0.1) != 1 || SetWin(SetRules{Target: 6, WinByTwo: true, Cap: 7}, 6, 7, 0.9) != 0 {
		t.Fatal("a won set is certain")
	}
}

func TestSettle(t *testing.T) {
	ms := GoalMarkets("H", "A", []float64{2.5}, []float64{-1.5, 1.5}, true)
	ms = append(ms, total(MarketTotal, "Total", 2, 1, GroupTotals, false))
	find := func(id int64, spec string) MarketDef {
		for _, m := range ms {
			if m.MarketID == id && m.Specifier == spec {
				return m
			}
		}
		t.Fatalf("no market %d %s", id, spec)
		return MarketDef{}
	}
	W, L, V := catalogue.ResultWin, catalogue.ResultLose, catalogue.ResultVoid
	cases := []struct {
		name string
		m    MarketDef
		h, a int
		want []catalogue.OutcomeResult
	}{
		{"1x2 home", find(Market1x2, ""), 2, 1, []catalogue.OutcomeResult{W, L, L}},
		{"1x2 draw", find(Market1x2, ""), 1, 1, []catalogue.OutcomeResult{L, W, L}},
		{"double chance away win", find(MarketDoubleChance, ""), 0, 2, []catalogue.OutcomeResult{L, W, W}},
		{"over 2.5", find(MarketTotal, "total=2.5"), 2, 1, []catalogue.OutcomeResult{W, L}},
		{"total 2 push is void", find(MarketTotal, "total=2"), 1, 1, []catalogue.OutcomeResult{V, V}},
		{"handicap -1.5 covered", find(MarketHandicap, "hcp=-1.5"), 3, 1, []catalogue.OutcomeResult{W, L}},
		{"handicap +1.5 home loses by one", find(MarketHandicap, "hcp=+1.5"), 0, 1, []catalogue.OutcomeResult{W, L}},
		{"both teams to score", find(MarketBothTeamsScore, ""), 1, 0, []catalogue.OutcomeResult{L, W}},
	}
	for _, c := range cases {
		got := Settle(c.m, c.h, c.a)
		for i := range c.want {
			if got[i] != c.want[i] {
				t.Errorf("%s: %v, want %v", c.name, got, c.want)
				break
			}
		}
	}
	cs := Settle(find(MarketCorrectScore, ""), 5, 0)
	if cs[len(cs)-1] != W {
		t.Error("5:0 settles 'any other'")
	}
}
