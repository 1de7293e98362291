package pricing

import (
	"fmt"
	"math"
	"strconv"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// Market type ids (the spec's marketId); names follow the usual feed conventions.
const (
	Market1x2            int64 = 1
	MarketDoubleChance   int64 = 10
	MarketHandicap       int64 = 16
	MarketTotal          int64 = 18
	MarketBothTeamsScore int64 = 29
	MarketCorrectScore   int64 = 45
	MarketHalf1x2        int64 = 60
	MarketHalfTotal      int64 = 68
	MarketWinner         int64 = 186
	MarketSetHandicap    int64 = 187
	MarketTotalSets      int64 = 189
	MarketSetScore       int64 = 181
	MarketMoneyline      int64 = 219
	MarketSpread         int64 = 223
	MarketPointsTotal    int64 = 225
	MarketOutrightWinner int64 = 534
)

// Market group keys besides the default "A".
const (
	GroupMain         = "main"
	GroupTotals       = "totals"
	GroupHandicaps    = "handicaps"
	GroupPeriods      = "periods"
	GroupCorrectScore = "correct_score"
)

// Rule settles an outcome on a final score.
type Rule func(home, away int) catalogue.OutcomeResult

// OutcomeDef is an outcome and the rule that settles it.
type OutcomeDef struct {
	ID   string
	Name string
	Rule Rule
}

// MarketDef is a market of a match: its identity, presentation and outcomes.
type MarketDef struct {
	MarketID  int64
	Specifier string
	Name      string
	Priority  int // higher is shown first; the main market is highest
	Group     string
	HalfTime  bool // settles on the first-half score instead of the final score
	Line      float64
	Outcomes  []OutcomeDef
}

// MaxOdds caps every price (500.00).
const MaxOdds catalogue.Odds = 500000

// lopsided is the probability beyond which a market is no longer offered: the favourite is
// clamped to 1.01 below it, and beyond it the book would no longer carry a margin.
const lopsided = 0.985

// Impossible is the probability under which an outcome is no longer offered (shown locked): a
// correct score the match has already passed, say.
const Impossible = 0.0005

func result(win bool) catalogue.OutcomeResult {
	if win {
		return catalogue.ResultWin
	}
	return catalogue.ResultLose
}

// Price prices a market on a distribution with a bookmaker margin (0.06 is 6%), and returns each
// outcome's probability. ok is false when the market should not be offered (an outcome is near
// certain, or every outcome is void).
func Price(d Dist, m MarketDef, margin float64) (odds []catalogue.Odds, probs []float64, ok bool) {
	probs = make([]float64, len(m.Outcomes))
	for i, o := range m.Outcomes {
		var win, void float64
		for _, c := range d {
			switch o.Rule(c.Home, c.Away) {
			case catalogue.ResultWin:
				win += c.P
			case catalogue.ResultVoid:
				void += c.P
			}
		}
		if void > 0.999 {
			return nil, nil, false
		}
		probs[i] = win / (1 - void) // a push refunds the stake, so it is priced out
	}
	odds = make([]catalogue.Odds, len(probs))
	ok = true
	for i, p := range probs {
		if p > lopsided {
			ok = false
		}
		odds[i] = toOdds(p, margin)
	}
	return odds, probs, ok
}

// toOdds converts a probability to odds with the margin, rounded down to 0.01 and clamped.
func toOdds(p, margin float64) catalogue.Odds {
	if p <= 0 {
		return MaxOdds
	}
	raw := 1 / (p * (1 + margin))
	o := catalogue.Odds(math.Floor(raw*100)) * 10
	return min(max(o, catalogue.MinOdds), MaxOdds)
}

// FairSum is how many outcomes of the market win on any final score: 1 for a partition of the
// results, 2 for double chance, whose outcomes overlap. Margins are measured against it.
func FairSum(m MarketDef) float64 {
	if m.MarketID == MarketDoubleChance {
		return 2
	}
	return 1
}

// Settle returns each outcome's result on the final (or, for half-time markets, first-half) score.
func Settle(m MarketDef, home, away int) []catalogue.OutcomeResult {
	out := make([]catalogue.OutcomeResult, len(m.Outcomes))
	for i, o := range m.Outcomes {
		out[i] = o.Rule(home, away)
	}
	return out
}

func line(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

func signed(x float64) string {
	if x > 0 {
		return "+" + line(x)
	}
	return line(x)
}

func threeWay(id int64, name string, priority int, group string, half bool, home, away string) MarketDef {
	return MarketDef{MarketID: id, Name: name, Priority: priority, Group: group, HalfTime: half, Outcomes: []OutcomeDef{
		{"1", home, func(h, a int) catalogue.OutcomeResult { return result(h > a) }},
		{"X", "Draw", func(h, a int) catalogue.OutcomeResult { return result(h == a) }},
		{"2", away, func(h, a int) catalogue.OutcomeResult { return result(h < a) }},
	}}
}

func twoWay(id int64, name string, priority int, group, home, away string) MarketDef {
	return MarketDef{MarketID: id, Name: name, Priority: priority, Group: group, Outcomes: []OutcomeDef{
		{"1", home, func(h, a int) catalogue.OutcomeResult {
			if h == a {
				return catalogue.ResultVoid
			}
			return result(h > a)
		}},
		{"2", away, func(h, a int) catalogue.OutcomeResult {
			if h == a {
				return catalogue.ResultVoid
			}
			return result(h < a)
		}},
	}}
}

func total(id int64, name string, l float64, priority int, group string, half bool) MarketDef {
	return MarketDef{MarketID: id, Specifier: "total=" + line(l), Name: fmt.Sprintf("%s %s", name, line(l)), Priority: priority, Group: group, HalfTime: half, Line: l,
		Outcomes: []OutcomeDef{
			{"over", "Over " + line(l), func(h, a int) catalogue.OutcomeResult { return overUnder(float64(h+a), l, true) }},
			{"under", "Under " + line(l), func(h, a int) catalogue.OutcomeResult { return overUnder(float64(h+a), l, false) }},
		}}
}

func overUnder(v, l float64, over bool) catalogue.OutcomeResult {
	if v == l {
		return catalogue.ResultVoid
	}
	return result((v > l) == over)
}

// handicap is a two-way handicap on the home side: home wins when home + l beats away.
func handicap(id int64, name string, l float64, priority int, home, away string) MarketDef {
	return MarketDef{MarketID: id, Specifier: "hcp=" + signed(l), Name: fmt.Sprintf("%s %s", name, signed(l)), Priority: priority, Group: GroupHandicaps, Line: l,
		Outcomes: []OutcomeDef{
			{"1", fmt.Sprintf("%s (%s)", home, signed(l)), func(h, a int) catalogue.OutcomeResult { return overUnder(float64(h)+l, float64(a), true) }},
			{"2", fmt.Sprintf("%s (%s)", away, signed(-l)), func(h, a int) catalogue.OutcomeResult { return overUnder(float64(h)+l, float64(a), false) }},
		}}
}

func correctScore(id int64, name string, maxGoals int, priority int) MarketDef {
	m := MarketDef{MarketID: id, Name: name, Priority: priority, Group: GroupCorrectScore}
	for i := 0; i <= maxGoals; i++ {
		for j := 0; j <= maxGoals; j++ {
			m.Outcomes = append(m.Outcomes, OutcomeDef{fmt.Sprintf("%d:%d", i, j), fmt.Sprintf("%d:%d", i, j),
				func(h, a int) catalogue.OutcomeResult { return result(h == i && a == j) }})
		}
	}
	m.Outcomes = append(m.Outcomes, OutcomeDef{"other", "Any other", func(h, a int) catalogue.OutcomeResult { return result(h > maxGoals || a > maxGoals) }})
	return m
}

// GoalMarkets are the markets of a goal sport. totalLines and hcpLines are the lines offered.
func GoalMarkets(home, away string, totalLines, hcpLines []float64, halves bool) []MarketDef {
	ms := []MarketDef{
		threeWay(Market1x2, "1x2", 1000, GroupMain, false, home, away),
		{MarketID: MarketDoubleChance, Name: "Double chance", Priority: 900, Group: GroupMain, Outcomes: []OutcomeDef{
			{"1X", home + " or draw", func(h, a int) catalogue.OutcomeResult { return result(h >= a) }},
			{"12", home + " or " + away, func(h, a int) catalogue.OutcomeResult { return result(h != a) }},
			{"X2", "Draw or " + away, func(h, a int) catalogue.OutcomeResult { return result(h <= a) }},
		}},
		{MarketID: MarketBothTeamsScore, Name: "Both teams to score", Priority: 500, Group: GroupMain, Outcomes: []OutcomeDef{
			{"yes", "Yes", func(h, a int) catalogue.OutcomeResult { return result(h > 0 && a > 0) }},
			{"no", "No", func(h, a int) catalogue.OutcomeResult { return result(h == 0 || a == 0) }},
		}},
		correctScore(MarketCorrectScore, "Correct score", 4, 90),
	}
	for i, l := range totalLines {
		ms = append(ms, total(MarketTotal, "Total", l, 800-10*abs(i-len(totalLines)/2), GroupTotals, false))
	}
	for i, l := range hcpLines {
		ms = append(ms, handicap(MarketHandicap, "Handicap", l, 600-10*abs(i-len(hcpLines)/2), home, away))
	}
	if halves {
		ms = append(ms, threeWay(MarketHalf1x2, "1st half - 1x2", 400, GroupPeriods, true, home, away),
			total(MarketHalfTotal, "1st half - total", 0.5, 350, GroupPeriods, true),
			total(MarketHalfTotal, "1st half - total", 1.5, 340, GroupPeriods, true))
	}
	return ms
}

// PointsMarkets are the markets of a points sport around its expected total and margin lines.
func PointsMarkets(home, away string, totalLines, spreadLines []float64) []MarketDef {
	ms := []MarketDef{twoWay(MarketMoneyline, "Winner (incl. overtime)", 1000, GroupMain, home, away)}
	for i, l := range spreadLines {
		ms = append(ms, handicap(MarketSpread, "Spread", l, 900-10*abs(i-len(spreadLines)/2), home, away))
	}
	for i, l := range totalLines {
		ms = append(ms, total(MarketPointsTotal, "Total points", l, 800-10*abs(i-len(totalLines)/2), GroupTotals, false))
	}
	return ms
}

// SetMarkets are the markets of a best-of-n sport scored in sets (or maps).
func SetMarkets(home, away string, bestOf int, unit string) []MarketDef {
	ms := []MarketDef{twoWay(MarketWinner, "Winner", 1000, GroupMain, home, away)}
	need := bestOf/2 + 1
	for l := 1.5; l < float64(need); l++ {
		ms = append(ms, handicap(MarketSetHandicap, unit+" handicap", -l, 800, home, away), handicap(MarketSetHandicap, unit+" handicap", l, 790, home, away))
	}
	for l := float64(need) - 0.5; l < float64(bestOf); l++ {
		ms = append(ms, total(MarketTotalSets, "Total "+unit+"s", l, 700, GroupTotals, false))
	}
	cs := MarketDef{MarketID: MarketSetScore, Name: "Correct score (" + unit + "s)", Priority: 300, Group: GroupCorrectScore}
	for loser := 0; loser < need; loser++ {
		for _, homeWins := range []bool{true, false} {
			h, a := need, loser
			if !homeWins {
				h, a = loser, need
			}
			cs.Outcomes = append(cs.Outcomes, OutcomeDef{fmt.Sprintf("%d:%d", h, a), fmt.Sprintf("%d:%d", h, a),
				func(x, y int) catalogue.OutcomeResult { return result(x == h && y == a) }})
		}
	}
	return append(ms, cs)
}

// OutrightMarket is a league-winner market over the competitors, priced from their chances
// (which need not sum to 1).
func OutrightMarket(competitors []string, chances []float64, margin float64) (MarketDef, []catalogue.Odds) {
	m := MarketDef{MarketID: MarketOutrightWinner, Name: "Winner", Priority: 1000, Group: GroupMain}
	sum := 0.0
	for _, c := range chances {
		sum += c
	}
	odds := make([]catalogue.Odds, len(competitors))
	for i, c := range competitors {
		m.Outcomes = append(m.Outcomes, OutcomeDef{ID: strconv.Itoa(i + 1), Name: c, Rule: func(int, int) catalogue.OutcomeResult { return catalogue.ResultNone }})
		odds[i] = toOdds(chances[i]/sum, margin)
	}
	return m, odds
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
