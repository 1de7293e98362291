package pricing

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
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

// marginBeforeCap is the overround the margin alone gives: a price the cap lowered counts at the
// price it had before (capped long shots only add to the book's margin).
func marginBeforeCap(odds []catalogue.Odds, probs []float64, margin float64) float64 {
	s := 0.0
	for i, o := range odds {
		if o == catalogue.MaxOdds {
			s += probs[i] * (1 + margin)
		} else {
			s += 1000 / float64(o)
		}
	}
	return s
}

// checkMarkets prices every market on the distribution its scope picks and checks the prices: in
// range, and for offered markets a margin a little over 1.
func checkMarkets(t *testing.T, name string, defs []MarketDef, dist func(MarketDef) Dist) int {
	t.Helper()
	offered := 0
	for _, m := range defs {
		for _, margin := range []float64{0.055, 0.07} {
			odds, probs, ok := Price(dist(m), m, margin)
			for _, o := range odds {
				if o < catalogue.MinOdds || o > catalogue.MaxOdds || o%10 != 0 {
					t.Errorf("%s %s: odds %d out of range or off the 0.01 ladder", name, m.Name, o)
				}
			}
			if !ok {
				continue
			}
			offered++
			if r := overround(odds) / FairSum(m); r < 1.0 {
				t.Errorf("%s %s %s: overround %.3f", name, m.Name, m.Specifier, r)
			}
			if r := marginBeforeCap(odds, probs, margin) / FairSum(m); r < 1.0 || r > 1.2 {
				t.Errorf("%s %s %s: overround before the cap %.3f", name, m.Name, m.Specifier, r)
			}
		}
	}
	return offered
}

func TestMarginsEverySportManyStates(t *testing.T) {
	offered := 0
	for h := 0; h <= 3; h++ {
		for a := 0; a <= 3; a++ {
			for _, left := range []float64{1, 0.6, 0.3, 0.05} {
				for _, lh := range []float64{0.6, 1.4, 2.4} {
					lambdaH, lambdaA := lh*left, 1.3*left
					name := fmt.Sprintf("football %d:%d left %.2f", h, a, left)
					offered += checkMarkets(t, name, Football("H", "A"), func(m MarketDef) Dist {
						if m.Scope == ScopePeriod {
							return Goals(h/2, a/2, lambdaH*0.45, lambdaA*0.45)
						}
						return Goals(h, a, lambdaH, lambdaA)
					})
					regular := Goals(h, a, lambdaH*2, lambdaA*2)
					offered += checkMarkets(t, "hockey "+name, IceHockey("H", "A"), func(m MarketDef) Dist {
						switch m.Scope {
						case ScopeMatch:
							return WithOvertime(regular, 0.55)
						case ScopePeriod:
							return Goals(0, 0, lambdaH*0.7, lambdaA*0.7)
						}
						return regular
					})
				}
			}
		}
	}
	for _, st := range []struct{ h, a, mh, ma float64 }{{0, 0, 112, 108}, {50, 48, 60, 58}, {88, 70, 25, 24}, {100, 101, 2, 2}} {
		d := Points(int(st.h), int(st.a), st.mh, st.ma, 1.1*(st.mh+st.ma)+1)
		defs := append(Basketball("H", "A", []float64{212.5, 216.5, 220.5, 224.5, 228.5}, []float64{-8.5, -4.5, -0.5, 3.5}, []float64{52.5, 55.5, 58.5}),
			BasketballHalves("H", "A", []float64{106.5, 110.5, 114.5}, []float64{-4.5, -1.5, 1.5})...)
		offered += checkMarkets(t, "basketball", append(defs, BasketballQuarterHandicaps(1, "H", "A", []float64{-2.5, -0.5, 1.5})...),
			func(m MarketDef) Dist {
				switch m.Scope {
				case ScopePeriod:
					return Points(0, 0, 28, 27, 60)
				case ScopeHalf:
					return Points(0, 0, 56, 54, 120)
				}
				return d
			})
	}
	for _, pg := range []float64{0.3, 0.5, 0.7} {
		for _, st := range []TennisState{{BestOf: 3}, {BestOf: 3, SetsHome: 1, GamesDoneHome: 6, GamesDoneAway: 3, GamesHome: 2, GamesAway: 4}, {BestOf: 3, SetsAway: 1, GamesDoneHome: 6, GamesDoneAway: 7, GamesHome: 6, GamesAway: 6}} {
			st.PCurrentGame, st.PGame, st.PTiebreak = pg, pg, pg
			sets, games := TennisDist(st)
			defs := append(Tennis("H", "A", 3, []float64{19.5, 21.5, 23.5}, []float64{-3.5, -1.5, 1.5, 3.5}), TennisMore("H", "A", 3, []float64{10.5, 11.5}, []float64{9.5, 10.5})...)
			offered += checkMarkets(t, "tennis", defs, func(m MarketDef) Dist {
				switch m.Scope {
				case ScopeGames:
					return games
				case ScopePeriod:
					return SetGames(st.GamesHome, st.GamesAway, pg, pg, pg)
				case ScopeGame:
					return TwoWay(pg)
				}
				return sets
			})
		}
	}
	for _, p := range []float64{0.2, 0.45, 0.5, 0.62, 0.9} {
		for _, c := range []struct {
			bestOf int
			unit   string
		}{{5, "set"}, {3, "map"}} {
			d := Sets(c.bestOf, 1, 0, p, p, p)
			offered += checkMarkets(t, c.unit, SetSport("H", "A", c.bestOf, c.unit), func(m MarketDef) Dist {
				if m.Scope == ScopePeriod {
					return TwoWay(p)
				}
				return d
			})
		}
	}
	if offered < 1000 {
		t.Fatalf("only %d markets offered across the states", offered)
	}
}

func TestDistributionsSumToOne(t *testing.T) {
	sets, games := TennisDist(TennisState{BestOf: 3, SetsHome: 1, GamesDoneHome: 6, GamesDoneAway: 4, GamesHome: 3, GamesAway: 3, PCurrentGame: 0.6, PGame: 0.55, PTiebreak: 0.52})
	for name, d := range map[string]Dist{"goals": Goals(1, 0, 1.2, 0.9), "points": Points(10, 12, 90, 85, 200), "sets": Sets(5, 2, 1, 0.4, 0.55, 0.5),
		"tennis sets": sets, "tennis games": games, "overtime": WithOvertime(Goals(2, 2, 0.3, 0.3), 0.5)} {
		s := 0.0
		for _, c := range d {
			s += c.P
		}
		if math.Abs(s-1) > 1e-9 {
			t.Errorf("%s sums to %v", name, s)
		}
	}
	for _, c := range games {
		if c.Home+c.Away < 6+4+3+3+3 {
			t.Fatalf("a match at 6:4 3:3 cannot end with %d:%d games", c.Home, c.Away)
		}
	}
	for _, c := range WithOvertime(Goals(2, 2, 0.3, 0.3), 0.5) {
		if c.Home == c.Away {
			t.Fatal("overtime leaves no draw")
		}
	}
}

func TestEvenTennisIsEven(t *testing.T) {
	sets, games := TennisDist(TennisState{BestOf: 3, PCurrentGame: 0.5, PGame: 0.5, PTiebreak: 0.5})
	home := 0.0
	for _, c := range sets {
		if c.Home > c.Away {
			home += c.P
		}
	}
	if math.Abs(home-0.5) > 1e-9 {
		t.Fatalf("even players: home wins %v", home)
	}
	min := 100
	for _, c := range games {
		min = int(math.Min(float64(min), float64(c.Home+c.Away)))
	}
	if min != 12 {
		t.Fatalf("fewest games %d, want 12 (6:0 6:0)", min)
	}
}

func price(t *testing.T, d Dist, m MarketDef) []catalogue.Odds {
	t.Helper()
	odds, _, _ := Price(d, m, 0.06)
	return odds
}

func find(t *testing.T, ms []MarketDef, id int64, spec string) MarketDef {
	t.Helper()
	for _, m := range ms {
		if m.MarketID == id && m.Specifier == spec {
			return m
		}
	}
	t.Fatalf("no market %d %q", id, spec)
	return MarketDef{}
}

// Odds move the way the score says: the side that scores gets shorter, the other longer; overs
// shorten with goals; a draw gets likelier as a level match runs out of time.
func TestOddsMoveWithTheScore(t *testing.T) {
	fb := Football("H", "A")
	x12 := find(t, fb, Market1x2, "")
	for h := 0; h < 3; h++ {
		before := price(t, Goals(h, 1, 1, 1), x12)
		after := price(t, Goals(h+1, 1, 1, 1), x12)
		if !(after[0] < before[0] && after[2] > before[2]) {
			t.Fatalf("1x2 at %d:1 %v, at %d:1 %v", h, before, h+1, after)
		}
	}
	over := find(t, fb, MarketTotal, "total=2.5")
	if a, b := price(t, Goals(1, 0, 1, 1), over), price(t, Goals(0, 0, 1, 1), over); a[0] >= b[0] {
		t.Fatalf("over 2.5 at 1:0 %v not shorter than at 0:0 %v", a, b)
	}
	var last catalogue.Odds = catalogue.MaxOdds
	for _, left := range []float64{1.3, 0.9, 0.5, 0.2} {
		if o := price(t, Goals(0, 0, left, left), x12)[1]; o > last {
			t.Fatalf("draw lengthened to %d as time ran out", o)
		} else {
			last = o
		}
	}
	ml := Basketball("H", "A", nil, nil, nil)[0]
	if a, b := price(t, Points(80, 70, 20, 20, 45), ml), price(t, Points(70, 70, 20, 20, 45), ml); a[0] >= b[0] {
		t.Fatalf("moneyline up 10 %v not shorter than level %v", a, b)
	}
	win := Tennis("H", "A", 3, nil, nil)[0]
	sets0, _ := TennisDist(TennisState{BestOf: 3, PCurrentGame: 0.5, PGame: 0.5, PTiebreak: 0.5})
	sets1, _ := TennisDist(TennisState{BestOf: 3, SetsHome: 1, GamesDoneHome: 6, GamesDoneAway: 3, PCurrentGame: 0.5, PGame: 0.5, PTiebreak: 0.5})
	if a, b := price(t, sets1, win), price(t, sets0, win); a[0] >= b[0] {
		t.Fatalf("tennis winner after a set %v not shorter than before %v", a, b)
	}
}

func TestNearCertainMarketsAreNotOffered(t *testing.T) {
	over05 := find(t, Football("H", "A"), MarketTotal, "total=0.5")
	if _, _, ok := Price(Goals(1, 0, 0.5, 0.5), over05, 0.06); ok {
		t.Fatal("over 0.5 with a goal scored is certain and must be taken off")
	}
}

func TestQuarterLinesPriceToAFairBook(t *testing.T) {
	d := Goals(0, 0, 1.4, 1.1)
	for _, l := range []float64{-0.75, -0.25, 0.25, 0.75} {
		_, probs, ok := Price(d, Handicap(MarketHandicap, "", "Handicap", l, 1, "H", "A"), 0)
		if !ok || math.Abs(probs[0]+probs[1]-1) > 1e-9 {
			t.Fatalf("hcp %v: fair probabilities %v", l, probs)
		}
	}
	_, probs, _ := Price(d, Total(MarketTotal, "", "Total", 2.25, 1, GroupTotals), 0)
	if math.Abs(probs[0]+probs[1]-1) > 1e-9 {
		t.Fatalf("total 2.25: fair probabilities %v", probs)
	}
}

func TestToOdds(t *testing.T) {
	for _, c := range []struct {
		p, margin float64
		want      catalogue.Odds
	}{{0.5, 0, 2000}, {0.5, 0.06, 1880}, {0.999, 0.06, catalogue.MinOdds}, {0.0000001, 0.06, catalogue.MaxOdds}, {0, 0.06, catalogue.MaxOdds}, {0.25, 0, 4000}} {
		if got := ToOdds(c.p, c.margin); got != c.want {
			t.Errorf("ToOdds(%v, %v) = %d, want %d", c.p, c.margin, got, c.want)
		}
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

func TestResults(t *testing.T) {
	fb := Football("H", "A")
	hk := IceHockey("H", "A")
	tn := Tennis("H", "A", 3, []float64{21.5, 22}, []float64{-2.5})
	bh := BasketballHalves("H", "A", []float64{110.5}, []float64{-2.5})
	tm := append(TennisMore("H", "A", 3, []float64{18.5}, []float64{15.5}), TennisSet(2, "H", "A")...)
	vb := SetSport("H", "A", 5, "set")
	W, L, V, HW, HL := catalogue.ResultWin, catalogue.ResultLose, catalogue.ResultVoid, catalogue.ResultHalfWin, catalogue.ResultHalfLose
	reg := func(n, h, a int) catalogue.PeriodScore {
		return catalogue.PeriodScore{Number: n, Home: h, Away: a, Type: "regular_period"}
	}
	football := func(h1, a1, h2, a2 int) Final {
		return Final{Score: catalogue.Score{Home: h1 + h2, Away: a1 + a2}, Periods: []catalogue.PeriodScore{reg(1, h1, a1), reg(2, h2, a2)}}
	}
	// Ice hockey 2:2 after regulation, won in overtime: the final score counts the overtime goal.
	hockeyOT := Final{Score: catalogue.Score{Home: 3, Away: 2}, Periods: []catalogue.PeriodScore{reg(1, 1, 0), reg(2, 0, 1), reg(3, 1, 1), {Number: 4, Home: 1, Type: "overtime"}}}
	// Tennis 6:4 6:7 7:5 (34 games), home won game 3 of set 2.
	tennis := Final{Score: catalogue.Score{Home: 2, Away: 1}, Periods: []catalogue.PeriodScore{reg(1, 6, 4), reg(2, 6, 7), reg(3, 7, 5)}, Games: map[[2]int]int{{2, 3}: 1}}
	volley := Final{Score: catalogue.Score{Home: 3, Away: 0}, Periods: []catalogue.PeriodScore{reg(1, 25, 20), reg(2, 25, 23), reg(3, 27, 25)}}
	// Basketball 30:25 26:24 | 25:27 24:30: 56:49 at half-time, 49:57 after it, with overtime 12:8.
	basket := Final{Score: catalogue.Score{Home: 117, Away: 114}, Periods: []catalogue.PeriodScore{reg(1, 30, 25), reg(2, 26, 24), reg(3, 25, 27), reg(4, 24, 30),
		{Number: 5, Home: 12, Away: 8, Type: "overtime"}}}
	cases := []struct {
		name string
		m    MarketDef
		f    Final
		want []catalogue.OutcomeResult
	}{
		{"1x2 home", find(t, fb, Market1x2, ""), football(1, 0, 1, 1), []catalogue.OutcomeResult{W, L, L}},
		{"1x2 draw", find(t, fb, Market1x2, ""), football(0, 0, 1, 1), []catalogue.OutcomeResult{L, W, L}},
		{"double chance away win", find(t, fb, MarketDoubleChance, ""), football(0, 1, 0, 1), []catalogue.OutcomeResult{L, W, W}},
		{"draw no bet refunds a draw", find(t, fb, MarketDrawNoBet, ""), football(1, 1, 0, 0), []catalogue.OutcomeResult{V, V}},
		{"over 2.5", find(t, fb, MarketTotal, "total=2.5"), football(2, 0, 0, 1), []catalogue.OutcomeResult{W, L}},
		{"total 2 push is void", find(t, fb, MarketTotal, "total=2"), football(1, 0, 0, 1), []catalogue.OutcomeResult{V, V}},
		{"total 2.25 on 2 goals: half lose over", find(t, fb, MarketTotal, "total=2.25"), football(1, 1, 0, 0), []catalogue.OutcomeResult{HL, HW}},
		{"total 2.75 on 3 goals: half win over", find(t, fb, MarketTotal, "total=2.75"), football(1, 1, 1, 0), []catalogue.OutcomeResult{HW, HL}},
		{"handicap -1.5 covered", find(t, fb, MarketHandicap, "hcp=-1.5"), football(2, 0, 1, 1), []catalogue.OutcomeResult{W, L}},
		{"handicap +1.5 home loses by one", find(t, fb, MarketHandicap, "hcp=+1.5"), football(0, 1, 0, 0), []catalogue.OutcomeResult{W, L}},
		{"handicap -1 home wins by one is void", find(t, fb, MarketHandicap, "hcp=-1"), football(1, 0, 0, 0), []catalogue.OutcomeResult{V, V}},
		{"handicap 0 draw is void", find(t, fb, MarketHandicap, "hcp=0"), football(0, 0, 0, 0), []catalogue.OutcomeResult{V, V}},
		{"handicap -0.25 draw: half lose", find(t, fb, MarketHandicap, "hcp=-0.25"), football(1, 1, 0, 0), []catalogue.OutcomeResult{HL, HW}},
		{"handicap -0.75 win by one: half win", find(t, fb, MarketHandicap, "hcp=-0.75"), football(1, 0, 1, 1), []catalogue.OutcomeResult{HW, HL}},
		{"handicap +0.75 lose by one: half lose", find(t, fb, MarketHandicap, "hcp=+0.75"), football(0, 1, 0, 0), []catalogue.OutcomeResult{HL, HW}},
		{"handicap +0.25 draw: half win", find(t, fb, MarketHandicap, "hcp=+0.25"), football(0, 0, 0, 0), []catalogue.OutcomeResult{HW, HL}},
		{"both teams to score", find(t, fb, MarketBothTeamsScore, ""), football(1, 0, 0, 0), []catalogue.OutcomeResult{L, W}},
		{"1st half 1x2 on the half's score", find(t, fb, MarketHalf1x2, ""), football(0, 1, 3, 0), []catalogue.OutcomeResult{L, L, W}},
		{"1st half total", find(t, fb, MarketHalfTotal, "total=0.5"), football(0, 0, 3, 0), []catalogue.OutcomeResult{L, W}},
		{"hockey 1x2 is regular time: a draw", find(t, hk, Market1x2, ""), hockeyOT, []catalogue.OutcomeResult{L, W, L}},
		{"hockey winner counts overtime", find(t, hk, MarketWinnerOTPens, ""), hockeyOT, []catalogue.OutcomeResult{W, L}},
		{"hockey total regular 4.5", find(t, hk, MarketTotal, "total=4.5"), hockeyOT, []catalogue.OutcomeResult{L, W}},
		{"hockey 1st period", find(t, hk, MarketPeriod1x2, "periodnr=1"), hockeyOT, []catalogue.OutcomeResult{W, L, L}},
		{"tennis winner", find(t, tn, MarketWinner, ""), tennis, []catalogue.OutcomeResult{W, L}},
		{"tennis total games 21.5", find(t, tn, MarketTotalGames, "total=21.5"), tennis, []catalogue.OutcomeResult{W, L}},
		{"tennis game handicap -2.5 (19:16 games)", find(t, tn, MarketGameHandicap, "hcp=-2.5"), tennis, []catalogue.OutcomeResult{W, L}},
		{"tennis set handicap -1.5", find(t, tn, MarketSetHandicap, "hcp=-1.5"), tennis, []catalogue.OutcomeResult{L, W}},
		{"tennis set betting 2:1", find(t, tn, MarketSetBetting, ""), tennis, []catalogue.OutcomeResult{L, W, L, L}},
		{"tennis 1st set", find(t, tn, MarketSetWinner, "setnr=1"), tennis, []catalogue.OutcomeResult{W, L}},
		{"tennis next game", NextGame(2, 3, "H", "A"), tennis, []catalogue.OutcomeResult{W, L}},
		{"tennis game never played is void", NextGame(3, 13, "H", "A"), tennis, []catalogue.OutcomeResult{V, V}},
		{"volleyball total sets 3.5", find(t, vb, MarketTotalSets, "total=3.5"), volley, []catalogue.OutcomeResult{L, W}},
		{"basketball 1st half handicap -2.5", find(t, bh, MarketBasketHalfHcp, "halfnr=1|hcp=-2.5"), basket, []catalogue.OutcomeResult{W, L}},
		{"basketball 2nd half total 110.5", find(t, bh, MarketBasketHalfTotal, "halfnr=2|total=110.5"), basket, []catalogue.OutcomeResult{L, W}},
		{"basketball 2nd half 1x2", find(t, bh, MarketBasketHalf1x2, "halfnr=2"), basket, []catalogue.OutcomeResult{L, L, W}},
		{"basketball 2nd half not played is void", find(t, bh, MarketBasketHalf1x2, "halfnr=2"), Final{Periods: basket.Periods[:3]}, []catalogue.OutcomeResult{V, V, V}},
		{"tennis 2nd set total games 11.5", find(t, tm, MarketSetTotalGames, "setnr=2|total=11.5"), tennis, []catalogue.OutcomeResult{W, L}},
		{"tennis 2nd set game handicap -1.5", find(t, tm, MarketSetGameHcp, "setnr=2|hcp=-1.5"), tennis, []catalogue.OutcomeResult{L, W}},
		{"tennis 2nd set tie-break", find(t, tm, MarketSetTiebreak, "setnr=2"), tennis, []catalogue.OutcomeResult{W, L}},
		{"tennis 1st set no tie-break", find(t, TennisSet(1, "H", "A"), MarketSetTiebreak, "setnr=1"), tennis, []catalogue.OutcomeResult{L, W}},
		{"tennis home games 18.5", find(t, tm, MarketHomeGames, "total=18.5"), tennis, []catalogue.OutcomeResult{W, L}},
		{"tennis odd games (35)", find(t, tm, MarketGamesOddEven, ""), tennis, []catalogue.OutcomeResult{W, L}},
		{"tennis away to win a set", find(t, tm, MarketAwayToWinASet, ""), tennis, []catalogue.OutcomeResult{W, L}},
		{"volleyball 5th set never played is void", PeriodWinner(MarketSetWinner, 5, "set", "H", "A"), volley, []catalogue.OutcomeResult{V, V}},
	}
	for _, c := range cases {
		got := Results(c.m, c.f)
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	cs := Results(find(t, fb, MarketCorrectScore, ""), football(3, 0, 2, 0))
	if cs[len(cs)-1] != W {
		t.Error("5:0 settles 'any other'")
	}
}

// Every market type of the table is offered by some sport, and every offered market has a name.
func TestMarketTable(t *testing.T) {
	seen := map[int64]bool{}
	squads := [2][]Player{{{9, "Nine"}}, {{10, "Ten"}}}
	all := append(append(append(append(append(Football("H", "A"), FootballProps("H", "A", squads)...), IceHockey("H", "A")...), Basketball("H", "A", []float64{1.5}, []float64{1.5}, []float64{1.5})...),
		Tennis("H", "A", 3, []float64{1.5}, []float64{1.5})...), SetSport("H", "A", 5, "set")...)
	all = append(all, TennisMore("H", "A", 3, []float64{1.5}, []float64{1.5})...)
	all = append(append(all, BasketballHalves("H", "A", []float64{1.5}, []float64{1.5})...), BasketballQuarterHandicaps(1, "H", "A", []float64{1.5})...)
	for stat := range PlayerStats {
		all = append(all, PlayerLine(stat, 1, Player{Number: 7, Name: "Seven"}, 10.5))
	}
	all = append(append(all, SetSport("H", "A", 3, "map")...), NextGame(1, 1, "H", "A"), HockeyPeriod(2, "H", "A")[0], BasketballQuarter(2, "H", "A", nil)[0])
	for _, m := range all {
		seen[m.MarketID] = true
		if MarketTypeNames[m.MarketID] == "" {
			t.Errorf("market type %d (%s) is not in the table", m.MarketID, m.Name)
		}
		for _, o := range m.Outcomes {
			if o.ID == "" || o.Name == "" {
				t.Errorf("%s: outcome without id or name", m.Name)
			}
		}
	}
	for id, name := range MarketTypeNames {
		if !seen[id] && id != MarketOutrightWinner {
			t.Errorf("market type %d %q is offered by no sport", id, name)
		}
	}
	if LinePriority(900, 0) != 900 || LinePriority(900, 1) >= 900 || LinePriority(900, 3) >= TopPriority {
		t.Error("line priorities")
	}
}

// handicapVectors are testdata/vectors/handicap.json's lines, which the SPA's short labels
// (core/odds/labels.ts) and the painted ones (internal/firstpaint) are held to as well.
func handicapVectors(t *testing.T) []struct{ Hcp, Home, Away string } {
	t.Helper()
	b, err := os.ReadFile("../../testdata/vectors/handicap.json")
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Lines []struct{ Hcp, Home, Away string }
	}
	if err := json.Unmarshal(b, &v); err != nil || len(v.Lines) < 3 {
		t.Fatalf("handicap.json: %v, %d lines", err, len(v.Lines))
	}
	return v.Lines
}

// A handicap market's specifier, name and outcome names write its line as the vectors do: a level
// line reads 0 for both sides (the away side's was "(-0)").
func TestHandicapNames(t *testing.T) {
	for _, c := range handicapVectors(t) {
		line, err := strconv.ParseFloat(c.Hcp, 64)
		if err != nil {
			t.Fatal(err)
		}
		d := Handicap(MarketHandicap, "", "Handicap", line, 1, "H", "A")
		got := []string{d.Specifier, d.Name, d.Outcomes[0].Name, d.Outcomes[1].Name}
		want := []string{"hcp=" + c.Hcp, "Handicap " + c.Home, "H (" + c.Home + ")", "A (" + c.Away + ")"}
		if !slices.Equal(got, want) {
			t.Errorf("line %s: %q, want %q", c.Hcp, got, want)
		}
	}
}
