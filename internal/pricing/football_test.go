package pricing

import (
	"fmt"
	"math"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// testSquads are two small squads: home's 9 and 10, away's 9 and 11.
var testSquads = [2][]Player{{{9, "H9"}, {10, "H10"}}, {{9, "A9"}, {11, "A11"}}}

// propState is a state of a football match for pricing its deeper book: the counts so far and
// the means of what is still to come.
type propState struct {
	goals, half1 catalogue.Score // the score, and the first half's (done when left1 is 0)
	corners      [2]int
	cards        [2]int
	bookings     [2]int
	scorers      []int
	lh, la       float64 // goals to come in regular time
	left1        float64 // share of them in the first half
	cornerMean   float64 // per side, to come
	yellow, red  float64 // per side, to come
	playerGoals  map[int]int
}

// propDist is the distribution of a market's scope in the state, as the feed builds it.
func (st propState) dist(m MarketDef) Dist {
	first := Goals(st.half1.Home, st.half1.Away, st.lh*st.left1, st.la*st.left1)
	second := Goals(0, 0, st.lh*(1-st.left1), st.la*(1-st.left1))
	switch m.Scope {
	case ScopePeriod:
		if m.Period == 1 {
			return first
		}
		return second
	case ScopeCorners:
		return Counts(st.corners[0], st.corners[1], st.cornerMean, st.cornerMean*0.8)
	case ScopeCornerRace:
		return Race(int(m.Line), st.corners[0], st.corners[1], st.cornerMean, st.cornerMean*0.8)
	case ScopeCards:
		return Counts(st.cards[0], st.cards[1], st.yellow+st.red, st.yellow+st.red)
	case ScopeBookings:
		return Bookings(st.bookings[0]+st.bookings[1], 2*st.yellow, 2*st.red)
	case ScopeFirstScorer, ScopeLastScorer:
		last := 0
		if len(st.scorers) > 0 {
			last = st.scorers[len(st.scorers)-1]
		}
		return Scorers(st.rates(), last)
	case ScopeHalves:
		return HalfGoals(first, second)
	case ScopeHTFT:
		return HalfTimeFullTime(first, second)
	}
	return Goals(st.goals.Home, st.goals.Away, st.lh, st.la)
}

// rates share each side's goals between its two players, 60:40.
func (st propState) rates() map[int]float64 {
	return map[int]float64{PlayerCode(1, 9): st.lh * 0.6, PlayerCode(1, 10): st.lh * 0.4, PlayerCode(2, 9): st.la * 0.6, PlayerCode(2, 11): st.la * 0.4}
}

// Every market of the deeper book prices to a book with its margin, in many states of a match:
// its outcomes' probabilities split the results (sum to 1, 2 for double chance) and the prices
// sum to a little over 1. The anytime goalscorer's outcomes are not a split: each has the margin.
func TestDeeperFootballPricesToAFairBook(t *testing.T) {
	offered := 0
	for _, st := range []propState{
		{lh: 1.5, la: 1.1, left1: 0.5, cornerMean: 5, yellow: 1.9, red: 0.1},
		{goals: catalogue.Score{Home: 1}, half1: catalogue.Score{Home: 1}, corners: [2]int{3, 1}, cards: [2]int{1, 0}, bookings: [2]int{10, 0},
			scorers: []int{PlayerCode(1, 9)}, lh: 0.8, la: 0.6, left1: 0.2, cornerMean: 3, yellow: 1.1, red: 0.05},
		{goals: catalogue.Score{Home: 2, Away: 2}, half1: catalogue.Score{Home: 1, Away: 1}, corners: [2]int{6, 5}, cards: [2]int{2, 3}, bookings: [2]int{20, 55},
			scorers: []int{PlayerCode(1, 9), PlayerCode(2, 11), PlayerCode(2, 9), PlayerCode(1, 10)}, lh: 0.3, la: 0.2, cornerMean: 1, yellow: 0.4, red: 0.02},
	} {
		for _, m := range FootballProps("H", "A", testSquads) {
			for _, margin := range []float64{0.055, 0.07} {
				name := fmt.Sprintf("%s %s at %v", m.Name, m.Specifier, st.goals)
				if m.Scope == ScopeScorer {
					odds, probs, ok := PriceEach(func(i int) Dist {
						return Poisson1(st.playerGoals[m.Subjects[i]], st.rates()[m.Subjects[i]])
					}, m, margin)
					if !ok {
						t.Errorf("%s: not offered", name)
					}
					for i, o := range odds {
						if Open(probs[i]) && o > catalogue.MinOdds && o < catalogue.MaxOdds {
							if r := probs[i] * (1 + margin) * float64(o) / 1000; r > 1.0001 || r < 0.98 {
								t.Errorf("%s %s: price %d for p %.3f", name, m.Outcomes[i].Name, o, probs[i])
							}
						}
					}
					continue
				}
				odds, probs, ok := Price(st.dist(m), m, margin)
				sum := 0.0
				for _, p := range probs {
					sum += p
				}
				if math.Abs(sum-FairSum(m)) > 1e-6 && probs != nil {
					t.Errorf("%s: probabilities sum to %.6f", name, sum)
				}
				if !ok {
					continue
				}
				offered++
				if r := marginBeforeCap(odds, probs, margin) / FairSum(m); r < 1.0 || r > 1+margin+0.03 {
					t.Errorf("%s: overround before the cap %.3f", name, r)
				}
			}
		}
	}
	if offered < 150 {
		t.Fatalf("only %d markets offered across the states", offered)
	}
}

// A race to n: with one event to go for each side, home gets there first when the first event of
// the time left is home's.
func TestRace(t *testing.T) {
	d := Race(5, 4, 4, 1.5, 0.5)
	home := (1 - math.Exp(-2)) * 0.75
	if math.Abs(d[0].P-home) > 1e-9 || math.Abs(d[1].P-(1-math.Exp(-2))*0.25) > 1e-9 || math.Abs(d[2].P-math.Exp(-2)) > 1e-9 {
		t.Errorf("race to 5 from 4:4: %v, want home %.4f", d, home)
	}
	if d := Race(3, 3, 1, 1, 1); len(d) != 1 || d[0].Home != 1 {
		t.Errorf("a race home has won: %v", d)
	}
	// Far from the line and with little time left, neither gets there.
	if d := Race(7, 0, 0, 0.5, 0.5); d[2].P < 0.99 {
		t.Errorf("race to 7 with one corner to come: %v", d)
	}
}

// Booking points are 10 a yellow and 25 a red.
func TestBookings(t *testing.T) {
	if d := Bookings(25, 0, 0); len(d) != 1 || d[0].Home != 25 || d[0].Away != 0 {
		t.Errorf("no more cards: %v", d)
	}
	mean := 0.0
	for _, c := range Bookings(0, 3.8, 0.2) {
		mean += c.P * float64(c.Home+c.Away)
	}
	if want := 3.8*10 + 0.2*25; math.Abs(mean-want) > 0.01 {
		t.Errorf("mean booking points %.3f, want %.3f", mean, want)
	}
}

// The deeper book settles on what the match recorded: corners, cards, booking points, the race,
// the scorers, and how the goals fell.
func TestDeeperFootballResults(t *testing.T) {
	ms := FootballProps("H", "A", testSquads)
	W, L, V := catalogue.ResultWin, catalogue.ResultLose, catalogue.ResultVoid
	reg := func(n, h, a int) catalogue.PeriodScore {
		return catalogue.PeriodScore{Number: n, Home: h, Away: a, Type: "regular_period"}
	}
	// 0:1 at half-time, 2:1 at the end (home's 9 twice after away's 11); corners 6:4, 3:1 in the
	// first half, home first to 3 and to 5; two yellow cards for home, a yellow and a red for away.
	f := Final{Score: catalogue.Score{Home: 2, Away: 1}, Periods: []catalogue.PeriodScore{reg(1, 0, 1), reg(2, 2, 0)},
		Corners: [2]int{6, 4}, FirstHalfCorners: [2]int{3, 1}, CornerOrder: []int{0, 1, 0, 0, 1, 1, 1, 0, 0, 0},
		Cards: [2]int{2, 2}, Bookings: [2]int{20, 35}, Scorers: []int{PlayerCode(2, 11), PlayerCode(1, 9), PlayerCode(1, 9)}}
	goalless := Final{Score: catalogue.Score{}, Periods: []catalogue.PeriodScore{reg(1, 0, 0), reg(2, 0, 0)}, Scorers: []int{}}
	unknown := f
	unknown.Scorers = nil
	cases := []struct {
		name    string
		id      int64
		spec    string
		f       Final
		outcome string
		want    catalogue.OutcomeResult
	}{
		{"total corners 9.5 over", MarketTotalCorners, "total=9.5", f, "over", W},
		{"total corners 10.5 under", MarketTotalCorners, "total=10.5", f, "under", W},
		{"corner handicap -1.5 home", MarketCornerHandicap, "hcp=-1.5", f, "1", W},
		{"corner handicap -2.5 home", MarketCornerHandicap, "hcp=-2.5", f, "1", L},
		{"home corners 5.5 over", MarketHomeCorners, "total=5.5", f, "over", W},
		{"away corners 4.5 over", MarketAwayCorners, "total=4.5", f, "over", L},
		{"first half corners 3.5 over", MarketHalfTotalCorners, "total=3.5", f, "over", W},
		{"corners 1x2", MarketCorners1x2, "", f, "1", W},
		{"race to 3: home", MarketCornerRace, "cornernr=3", f, "1", W},
		{"race to 5: away got its 4th first, home its 5th", MarketCornerRace, "cornernr=5", f, "1", W},
		{"race to 7: neither", MarketCornerRace, "cornernr=7", f, "none", W},
		{"total cards 3.5 over", MarketTotalCards, "total=3.5", f, "over", W},
		{"cards 1x2 level", MarketCards1x2, "", f, "X", W},
		{"cards handicap +0.5 home", MarketCardsHandicap, "hcp=+0.5", f, "1", W},
		{"away cards 1.5 over", MarketAwayCards, "total=1.5", f, "over", W},
		{"booking points 55.5 under", MarketBookingPoints, "total=55.5", f, "under", W},
		{"booking points 45.5 over", MarketBookingPoints, "total=45.5", f, "over", W},
		{"first goalscorer", MarketFirstScorer, "", f, "2-11", W},
		{"first goalscorer not him", MarketFirstScorer, "", f, "1-9", L},
		{"last goalscorer", MarketLastScorer, "", f, "1-9", W},
		{"anytime goalscorer", MarketAnytimeScorer, "", f, "1-9", W},
		{"anytime goalscorer who did not score", MarketAnytimeScorer, "", f, "1-10", L},
		{"no goalscorer in a goalless match", MarketFirstScorer, "", goalless, "none", W},
		{"anytime in a goalless match", MarketAnytimeScorer, "", goalless, "2-9", L},
		{"scorers not recorded: void", MarketFirstScorer, "", unknown, "2-11", V},
		{"scorers not recorded: anytime void", MarketAnytimeScorer, "", unknown, "1-9", V},
		{"halftime/fulltime away/home", MarketHalfTimeFullTime, "", f, "2/1", W},
		{"halftime/fulltime home/home", MarketHalfTimeFullTime, "", f, "1/1", L},
		{"highest scoring half: 2nd", MarketHighestHalf, "", f, "2", W},
		{"winning margin home by 1", MarketWinningMargin, "", f, "1-1", W},
		{"winning margin draw", MarketWinningMargin, "", goalless, "X", W},
		{"exact goals 3", MarketExactGoals, "", f, "3", W},
		{"exact goals 0", MarketExactGoals, "", goalless, "0", W},
		{"odd", MarketOddEven, "", f, "odd", W},
		{"home total 1.5 over", MarketHomeTotal, "total=1.5", f, "over", W},
		{"away total 1.5 over", MarketAwayTotal, "total=1.5", f, "over", L},
		{"home clean sheet", MarketHomeCleanSheet, "", f, "no", W},
		{"home win to nil", MarketHomeWinToNil, "", goalless, "yes", L},
		{"2nd half 1x2", MarketSecondHalf1x2, "", f, "1", W},
		{"2nd half total 1.5 over", MarketSecondHalfTotal, "total=1.5", f, "over", W},
		{"1st half double chance X2", MarketHalfDoubleChance, "", f, "X2", W},
		{"1st half both score", MarketHalfBothScore, "", f, "no", W},
		{"2nd half both score", MarketSecondBothScore, "", f, "no", W},
		{"1st half handicap +1.5 home", MarketHalfHandicap, "hcp=+1.5", f, "1", W},
		{"1st half correct score", MarketHalfCorrectScore, "", f, "0:1", W},
	}
	for _, c := range cases {
		m := find(t, ms, c.id, c.spec)
		got := Results(m, c.f)
		i := -1
		for j, o := range m.Outcomes {
			if o.ID == c.outcome {
				i = j
			}
		}
		if i < 0 {
			t.Fatalf("%s: no outcome %q", c.name, c.outcome)
		}
		if got[i] != c.want {
			t.Errorf("%s: %v, want %v", c.name, got[i], c.want)
		}
	}
}
