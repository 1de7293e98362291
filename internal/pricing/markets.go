package pricing

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// Market type ids (the spec's marketId). One id is one kind of market; its lines and periods are
// told apart by the specifier.
const (
	Market1x2            int64 = 1   // 1x2 (regular time in ice hockey)
	MarketDoubleChance   int64 = 10  // Double chance
	MarketDrawNoBet      int64 = 11  // Draw no bet
	MarketHandicap       int64 = 16  // Handicap (asian, quarter lines included), "hcp=-0.75"
	MarketTotal          int64 = 18  // Total (quarter lines included), "total=2.5"
	MarketBothTeamsScore int64 = 29  // Both teams to score
	MarketCorrectScore   int64 = 45  // Correct score (up to 4:4, plus "other")
	MarketHalf1x2        int64 = 60  // 1st half - 1x2
	MarketHalfTotal      int64 = 68  // 1st half - total, "total=1.5"
	MarketWinner         int64 = 186 // Winner (tennis, volleyball, table tennis, e-sports)
	MarketGameHandicap   int64 = 187 // Game handicap (tennis), "hcp=-3.5"
	MarketSetHandicap    int64 = 188 // Set handicap, "hcp=-1.5"
	MarketTotalGames     int64 = 189 // Total games (tennis), "total=22.5"
	MarketTotalSets      int64 = 190 // Total sets, "total=3.5"
	MarketSetBetting     int64 = 199 // Correct score in sets
	MarketSetWinner      int64 = 202 // {n} set - winner, "setnr=2"
	MarketGameWinner     int64 = 210 // {n} set - game {g} - winner, "setnr=1|gamenr=5"
	MarketMoneyline      int64 = 219 // Winner (incl. overtime), basketball
	MarketSpread         int64 = 223 // Handicap (incl. overtime), basketball, "hcp=-4.5"
	MarketPointsTotal    int64 = 225 // Total (incl. overtime), basketball, "total=221.5"
	MarketQuarter1x2     int64 = 235 // {n} quarter - 1x2, "quarternr=1"
	MarketQuarterTotal   int64 = 236 // {n} quarter - total, "quarternr=1|total=54.5"
	MarketMapHandicap    int64 = 327 // Map handicap, "hcp=-1.5"
	MarketTotalMaps      int64 = 328 // Total maps, "total=2.5"
	MarketMapBetting     int64 = 329 // Correct score in maps
	MarketMapWinner      int64 = 330 // {n} map - winner, "mapnr=1"
	MarketWinnerOTPens   int64 = 406 // Winner (incl. overtime and penalties), ice hockey
	MarketPeriod1x2      int64 = 443 // {n} period - 1x2, "periodnr=1"
	MarketPeriodTotal    int64 = 446 // {n} period - total, "periodnr=1|total=1.5"
	MarketOutrightWinner int64 = 534 // Outright winner
)

// MarketTypeNames names every market type id, for documentation and tests.
var MarketTypeNames = map[int64]string{
	Market1x2: "1x2", MarketDoubleChance: "Double chance", MarketDrawNoBet: "Draw no bet", MarketHandicap: "Handicap",
	MarketTotal: "Total", MarketBothTeamsScore: "Both teams to score", MarketCorrectScore: "Correct score",
	MarketHalf1x2: "1st half - 1x2", MarketHalfTotal: "1st half - total", MarketWinner: "Winner",
	MarketGameHandicap: "Game handicap", MarketSetHandicap: "Set handicap", MarketTotalGames: "Total games",
	MarketTotalSets: "Total sets", MarketSetBetting: "Correct score (sets)", MarketSetWinner: "{n} set - winner",
	MarketGameWinner: "{n} set - game {g} - winner", MarketMoneyline: "Winner (incl. overtime)",
	MarketSpread: "Handicap (incl. overtime)", MarketPointsTotal: "Total (incl. overtime)",
	MarketQuarter1x2: "{n} quarter - 1x2", MarketQuarterTotal: "{n} quarter - total", MarketMapHandicap: "Map handicap",
	MarketTotalMaps: "Total maps", MarketMapBetting: "Correct score (maps)", MarketMapWinner: "{n} map - winner",
	MarketWinnerOTPens: "Winner (incl. overtime and penalties)", MarketPeriod1x2: "{n} period - 1x2",
	MarketPeriodTotal: "{n} period - total", MarketOutrightWinner: "Outright winner",
}

// Market group keys besides the default "A".
const (
	GroupMain         = "main"
	GroupTotals       = "totals"
	GroupHandicaps    = "handicaps"
	GroupPeriods      = "periods"
	GroupCorrectScore = "correct_score"
)

// Priorities: higher is shown first. The main market (1x2, winner) is highest, the secondary
// market (the balanced total line) next; markets from TopPriority up count as top markets.
const (
	PriorityMain      = 1000
	PrioritySecondary = 900
	TopPriority       = 100
)

// LinePriority is the priority of a line d steps away from the most balanced line of its type:
// the balanced line keeps the type's base priority, near lines a little less, and lines three or
// more steps away drop below TopPriority, so that only the lines a bettor looks for are top.
func LinePriority(base, d int) int {
	if d <= 2 {
		return base - 10*d
	}
	return max(1, TopPriority-10*d)
}

// Scope is the part of a match a market settles on.
type Scope int

// Scopes.
const (
	ScopeMatch       Scope = iota // the final score, overtime and shoot-out included
	ScopeRegular                  // regular time: the sum of the regular periods
	ScopePeriod                   // one period (half, quarter, set, map): MarketDef.Period
	ScopeGames                    // games won over the whole match (tennis): the sum of the set scores
	ScopeGame                     // one game of a set (tennis): set MarketDef.Period, game MarketDef.Game
	ScopeCorners                  // corners each side won (MarketDef.Period 1: in the first half)
	ScopeCards                    // cards each side got, a yellow and a red one each
	ScopeBookings                 // booking points of each side: YellowPoints a yellow, RedPoints a red
	ScopeCornerRace               // the race to MarketDef.Line corners: 1:0 home first, 0:1 away, 0:0 neither
	ScopeFirstScorer              // the first goal's scorer: (PlayerCode, 0), (0, 0) for no goal
	ScopeLastScorer               // the last goal's scorer, as ScopeFirstScorer
	ScopeScorer                   // each outcome on its own: its player's (OutcomeDef.Subject) goals, (goals, 0)
	ScopeHalves                   // the goals of each half: (first half, second half)
	ScopeHTFT                     // half-time and full-time results as one code (HTFT): (code, 0)
	ScopeHalf                     // half MarketDef.Period of a sport played in quarters: its two quarters
	ScopePlayer                   // a player's count: player MarketDef.Period (PlayerCode), count MarketDef.Game (PlayerStats)
)

// Rule settles an outcome on a score (of the market's scope).
type Rule func(home, away int) catalogue.OutcomeResult

// OutcomeDef is an outcome and the rule that settles it.
type OutcomeDef struct {
	ID   string
	Name string
	Rule Rule
}

// MarketDef is a market of a match: its identity, presentation, scope and outcomes.
type MarketDef struct {
	MarketID  int64
	Specifier string
	Name      string
	Priority  int // higher is shown first; for lines, the base that LinePriority lowers
	Group     string
	Scope     Scope
	Period    int     // ScopePeriod: period number from 1; ScopeGame: set number
	Game      int     // ScopeGame: game number within the set, from 1
	HasLine   bool    // one of several lines of its type (total or handicap)
	Line      float64 // the line when HasLine
	Outcomes  []OutcomeDef
	// Subjects are the players the outcomes are about (PlayerCode), in the outcomes' order, in a
	// market that names players; ScopeScorer settles each outcome on its own player's goals.
	Subjects []int
}

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

// Price prices a market on a distribution of its scope's score with a bookmaker margin (0.06 is
// 6%), and returns each outcome's effective probability (the inverse of its fair odds). ok is
// false when the market should not be offered (an outcome is near certain, or every outcome is
// near void).
//
// A void refunds the stake and a half win or half lose settles half the stake each way, so the
// fair odds o of an outcome solve E[return] = 1:
// pWin·o + pHalfWin·(o+1)/2 + pVoid + pHalfLose/2 = 1.
func Price(d Dist, m MarketDef, margin float64) (odds []catalogue.Odds, probs []float64, ok bool) {
	probs = make([]float64, len(m.Outcomes))
	for i, o := range m.Outcomes {
		p, staked := outcomeProb(d, o.Rule)
		if !staked {
			return nil, nil, false
		}
		probs[i] = p
	}
	odds = make([]catalogue.Odds, len(probs))
	ok = true
	for i, p := range probs {
		if p > lopsided {
			ok = false
		}
		odds[i] = ToOdds(p, margin)
	}
	return odds, probs, ok
}

// PriceEach prices a market whose outcomes each settle on their own distribution (ScopeScorer:
// a goalscorer's goals), which dist gives. Unlike a market that splits its results, one outcome
// near certain (a player who has scored) does not take the market off: it only locks itself
// (Open). ok is false when no outcome is open.
func PriceEach(dist func(i int) Dist, m MarketDef, margin float64) (odds []catalogue.Odds, probs []float64, ok bool) {
	probs = make([]float64, len(m.Outcomes))
	odds = make([]catalogue.Odds, len(m.Outcomes))
	for i, o := range m.Outcomes {
		p, staked := outcomeProb(dist(i), o.Rule)
		if !staked {
			return nil, nil, false
		}
		probs[i], odds[i] = p, ToOdds(p, margin)
		ok = ok || Open(p)
	}
	return odds, probs, ok
}

// Open reports whether an outcome of probability p is offered: neither as good as lost nor as
// good as won.
func Open(p float64) bool { return p >= Impossible && p <= lopsided }

// outcomeProb is the probability of an outcome's rule on d, counting a half win as half and
// leaving out the stake a void or a half result refunds; staked is false when nearly every
// outcome voids.
func outcomeProb(d Dist, rule Rule) (p float64, staked bool) {
	var win, halfWin, void, halfLose float64
	for _, c := range d {
		switch rule(c.Home, c.Away) {
		case catalogue.ResultWin:
			win += c.P
		case catalogue.ResultHalfWin:
			halfWin += c.P
		case catalogue.ResultVoid:
			void += c.P
		case catalogue.ResultHalfLose:
			halfLose += c.P
		}
	}
	left := 1 - void - (halfWin+halfLose)/2
	if left < 0.001 {
		return 0, false
	}
	return (win + halfWin/2) / left, true
}

// ToOdds converts a probability to odds with the margin, rounded down to 0.01 (the book never
// rounds in the bettor's favour) and clamped to [catalogue.MinOdds, catalogue.MaxOdds].
func ToOdds(p, margin float64) catalogue.Odds {
	if p <= 0 {
		return catalogue.MaxOdds
	}
	raw := 1 / (p * (1 + margin))
	o := catalogue.Odds(math.Floor(raw*100+1e-9)) * 10
	return catalogue.CapOdds(max(o, catalogue.MinOdds))
}

// FairSum is how many outcomes of the market win on any score: 1 for a partition of the results,
// 2 for double chance, whose outcomes overlap. Margins are measured against it.
func FairSum(m MarketDef) float64 {
	if m.MarketID == MarketDoubleChance || m.MarketID == MarketHalfDoubleChance {
		return 2
	}
	return 1
}

// Final is how a match ended (or stands), for settlement.
type Final struct {
	Score   catalogue.Score         // the final score, overtime and shoot-out included
	Periods []catalogue.PeriodScore // completed periods (sets, maps) in order, typed regular_period, overtime or penalties
	Games   map[[2]int]int          // tennis: (set, game) -> 1 when home won it, 2 when away did

	// Football's counts besides the score.
	Corners, FirstHalfCorners [2]int // corners of each side, of the match and of its first half
	Cards, Bookings           [2]int // cards (yellow and red) and booking points of each side
	CornerOrder               []int  // the side (0 home, 1 away) of each corner, in order
	// Players are each player's counts (PlayerStats' order) by PlayerCode, where the match keeps
	// them; a player not in it voids his markets.
	Players map[int][3]int
	// Scorers are the PlayerCode of each goal's scorer in order (0 for a goal whose scorer is not
	// known); nil when the record does not cover every goal, which voids the goalscorer markets.
	Scorers []int
}

// ScopeScore returns the score a market settles on, and false when its part of the match was
// never played (a fifth set in a match won 3:0).
func ScopeScore(m MarketDef, f Final) (home, away int, ok bool) {
	switch m.Scope {
	case ScopeRegular:
		for _, p := range f.Periods {
			if p.Type == "regular_period" {
				home, away = home+p.Home, away+p.Away
			}
		}
		return home, away, true
	case ScopePeriod:
		for _, p := range f.Periods {
			if p.Number == m.Period && p.Type == "regular_period" {
				return p.Home, p.Away, true
			}
		}
		return 0, 0, false
	case ScopeGames:
		for _, p := range f.Periods {
			home, away = home+p.Home, away+p.Away
		}
		return home, away, true
	case ScopeGame:
		switch f.Games[[2]int{m.Period, m.Game}] {
		case 1:
			return 1, 0, true
		case 2:
			return 0, 1, true
		}
		return 0, 0, false
	case ScopePlayer:
		c, ok := f.Players[m.Period]
		return c[m.Game], 0, ok
	case ScopeHalf:
		n := 0
		for _, p := range f.Periods {
			if p.Type == "regular_period" && (p.Number+1)/2 == m.Period {
				home, away, n = home+p.Home, away+p.Away, n+1
			}
		}
		return home, away, n == 2
	case ScopeCorners:
		if m.Period == 1 {
			return f.FirstHalfCorners[0], f.FirstHalfCorners[1], true
		}
		return f.Corners[0], f.Corners[1], true
	case ScopeCards:
		return f.Cards[0], f.Cards[1], true
	case ScopeBookings:
		return f.Bookings[0], f.Bookings[1], true
	case ScopeCornerRace:
		var n [2]int
		for _, side := range f.CornerOrder {
			if n[side]++; n[side] == int(m.Line) {
				return 1 - side, side, true
			}
		}
		return 0, 0, true
	case ScopeFirstScorer, ScopeLastScorer:
		if f.Scorers == nil {
			return 0, 0, false
		}
		if len(f.Scorers) == 0 {
			return 0, 0, true
		}
		code := f.Scorers[0]
		if m.Scope == ScopeLastScorer {
			code = f.Scorers[len(f.Scorers)-1]
		}
		return code, 0, code != 0
	case ScopeHalves, ScopeHTFT:
		var half [2]catalogue.Score
		n := 0
		for _, p := range f.Periods {
			if p.Type == "regular_period" && p.Number <= 2 {
				half[p.Number-1] = catalogue.Score{Home: p.Home, Away: p.Away}
				n++
			}
		}
		if n < 2 {
			return 0, 0, false
		}
		if m.Scope == ScopeHTFT {
			return HTFT(half[0], f.Score), 0, true
		}
		return half[0].Home + half[0].Away, half[1].Home + half[1].Away, true
	}
	return f.Score.Home, f.Score.Away, true
}

// scorerGoals is how many goals the player scored, false when the record does not tell.
func scorerGoals(f Final, code int) (int, bool) {
	if f.Scorers == nil || slices.Contains(f.Scorers, 0) {
		return 0, false
	}
	n := 0
	for _, c := range f.Scorers {
		if c == code {
			n++
		}
	}
	return n, true
}

// Results returns each outcome's result when the match ended as f; every outcome is void when the
// market's part of the match was never played.
func Results(m MarketDef, f Final) []catalogue.OutcomeResult {
	h, a, ok := ScopeScore(m, f)
	out := make([]catalogue.OutcomeResult, len(m.Outcomes))
	for i, o := range m.Outcomes {
		out[i] = catalogue.ResultVoid
		if m.Scope == ScopeScorer {
			if g, known := scorerGoals(f, m.Subjects[i]); known {
				out[i] = o.Rule(g, 0)
			}
			continue
		}
		if ok {
			out[i] = o.Rule(h, a)
		}
	}
	return out
}

// Settle returns each outcome's result on a score of the market's scope.
func Settle(m MarketDef, home, away int) []catalogue.OutcomeResult {
	out := make([]catalogue.OutcomeResult, len(m.Outcomes))
	for i, o := range m.Outcomes {
		out[i] = o.Rule(home, away)
	}
	return out
}

func fmtLine(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// SignedLine is a handicap line with its sign: "+1.5", "-1.5", and "0" for a level line, whose
// opposite (the away side's, -0) is no negative (testdata/vectors/handicap.json).
func SignedLine(x float64) string {
	switch {
	case x > 0:
		return "+" + fmtLine(x)
	case x == 0:
		return "0"
	}
	return fmtLine(x)
}

// join joins specifier parts with "|", skipping empty ones.
func join(parts ...string) string {
	s := ""
	for _, p := range parts {
		if p == "" {
			continue
		}
		if s != "" {
			s += "|"
		}
		s += p
	}
	return s
}

func threeWay(id int64, spec, name string, priority int, group, home, away string) MarketDef {
	return MarketDef{MarketID: id, Specifier: spec, Name: name, Priority: priority, Group: group, Outcomes: []OutcomeDef{
		{"1", home, func(h, a int) catalogue.OutcomeResult { return result(h > a) }},
		{"X", "Draw", func(h, a int) catalogue.OutcomeResult { return result(h == a) }},
		{"2", away, func(h, a int) catalogue.OutcomeResult { return result(h < a) }},
	}}
}

// twoWay is a winner market; a draw (which only draw no bet allows) voids it.
func twoWay(id int64, spec, name string, priority int, group, home, away string) MarketDef {
	return MarketDef{MarketID: id, Specifier: spec, Name: name, Priority: priority, Group: group, Outcomes: []OutcomeDef{
		{"1", home, func(h, a int) catalogue.OutcomeResult { return overUnder(float64(h), float64(a), true) }},
		{"2", away, func(h, a int) catalogue.OutcomeResult { return overUnder(float64(h), float64(a), false) }},
	}}
}

// overUnder settles "v over l" (or under): void on a push.
func overUnder(v, l float64, over bool) catalogue.OutcomeResult {
	if v == l {
		return catalogue.ResultVoid
	}
	return result((v > l) == over)
}

// quarter reports whether l is an asian quarter line (x.25 or x.75), which splits the stake over
// the two neighbouring lines.
func quarter(l float64) bool {
	f := math.Abs(l - math.Trunc(l))
	return math.Abs(f-0.25) < 1e-9 || math.Abs(f-0.75) < 1e-9
}

// split combines the results of the two halves of a quarter-line stake.
func split(r1, r2 catalogue.OutcomeResult) catalogue.OutcomeResult {
	if r1 == r2 {
		return r1
	}
	score := func(r catalogue.OutcomeResult) int {
		switch r {
		case catalogue.ResultWin:
			return 2
		case catalogue.ResultVoid:
			return 1
		}
		return 0
	}
	switch score(r1) + score(r2) {
	case 3:
		return catalogue.ResultHalfWin
	case 1:
		return catalogue.ResultHalfLose
	}
	return catalogue.ResultVoid // win and lose: no adjacent lines do that; refund if ever
}

// lineRule returns the rule "v over l" (or under) on any line, quarter lines included; f picks v
// from the score.
func lineRule(f func(h, a int) float64, l float64, over bool) Rule {
	if quarter(l) {
		return func(h, a int) catalogue.OutcomeResult {
			v := f(h, a)
			return split(overUnder(v, l-0.25, over), overUnder(v, l+0.25, over))
		}
	}
	return func(h, a int) catalogue.OutcomeResult { return overUnder(f(h, a), l, over) }
}

func sum(h, a int) float64    { return float64(h + a) }
func margin(h, a int) float64 { return float64(h - a) }

// Total is an over/under market on the scope's total score.
func Total(id int64, prefix, name string, l float64, priority int, group string) MarketDef {
	return MarketDef{MarketID: id, Specifier: join(prefix, "total="+fmtLine(l)), Name: name + " " + fmtLine(l), Priority: priority, Group: group,
		HasLine: true, Line: l,
		Outcomes: []OutcomeDef{
			{"over", "Over " + fmtLine(l), lineRule(sum, l, true)},
			{"under", "Under " + fmtLine(l), lineRule(sum, l, false)},
		}}
}

// Handicap is a two-way handicap on the home side: home wins when home + l beats away.
func Handicap(id int64, prefix, name string, l float64, priority int, home, away string) MarketDef {
	return MarketDef{MarketID: id, Specifier: join(prefix, "hcp="+SignedLine(l)), Name: name + " " + SignedLine(l), Priority: priority, Group: GroupHandicaps,
		HasLine: true, Line: l,
		Outcomes: []OutcomeDef{
			{"1", fmt.Sprintf("%s (%s)", home, SignedLine(l)), lineRule(margin, -l, true)},
			{"2", fmt.Sprintf("%s (%s)", away, SignedLine(-l)), lineRule(margin, -l, false)},
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

func scoped(m MarketDef, s Scope, period int) MarketDef {
	m.Scope, m.Period = s, period
	return m
}

// Football lines offered.
var (
	FootballTotalLines    = []float64{0.5, 1.5, 2, 2.25, 2.5, 2.75, 3, 3.5, 4.5, 5.5}
	FootballHandicapLines = []float64{-2.5, -1.5, -1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1, 1.5, 2.5}
	halfTotalLines        = []float64{0.5, 1.5, 2.5}
)

// Football is the market list of a football match: 1x2, double chance, draw no bet, totals and
// asian handicaps at several lines (quarter lines settle half win / half lose), both teams to
// score, correct score, and the first half's 1x2 and totals.
func Football(home, away string) []MarketDef {
	ms := []MarketDef{
		threeWay(Market1x2, "", "1x2", PriorityMain, GroupMain, home, away),
		{MarketID: MarketDoubleChance, Name: "Double chance", Priority: 850, Group: GroupMain, Outcomes: []OutcomeDef{
			{"1X", home + " or draw", func(h, a int) catalogue.OutcomeResult { return result(h >= a) }},
			{"12", home + " or " + away, func(h, a int) catalogue.OutcomeResult { return result(h != a) }},
			{"X2", "Draw or " + away, func(h, a int) catalogue.OutcomeResult { return result(h <= a) }},
		}},
		twoWay(MarketDrawNoBet, "", "Draw no bet", 700, GroupMain, home, away),
		bothScore(600),
		correctScore(MarketCorrectScore, "Correct score", 4, 90),
		scoped(threeWay(MarketHalf1x2, "", "1st half - 1x2", 400, GroupPeriods, home, away), ScopePeriod, 1),
	}
	for _, l := range FootballTotalLines {
		ms = append(ms, Total(MarketTotal, "", "Total", l, PrioritySecondary, GroupTotals))
	}
	for _, l := range FootballHandicapLines {
		ms = append(ms, Handicap(MarketHandicap, "", "Handicap", l, 800, home, away))
	}
	for _, l := range halfTotalLines {
		ms = append(ms, scoped(Total(MarketHalfTotal, "", "1st half - total", l, 350, GroupPeriods), ScopePeriod, 1))
	}
	return ms
}

func bothScore(priority int) MarketDef {
	return MarketDef{MarketID: MarketBothTeamsScore, Name: "Both teams to score", Priority: priority, Group: GroupMain, Outcomes: []OutcomeDef{
		{"yes", "Yes", func(h, a int) catalogue.OutcomeResult { return result(h > 0 && a > 0) }},
		{"no", "No", func(h, a int) catalogue.OutcomeResult { return result(h == 0 || a == 0) }},
	}}
}

// Ice hockey lines offered.
var (
	HockeyTotalLines    = []float64{3.5, 4.5, 5, 5.5, 6, 6.5, 7.5}
	HockeyHandicapLines = []float64{-2.5, -1.5, -1, 1, 1.5, 2.5}
	hockeyPeriodLines   = []float64{0.5, 1.5, 2.5}
)

// IceHockey is the market list of an ice hockey match: 1x2, totals, handicaps and both teams to
// score on regular time, the winner including overtime and penalties, and the first period.
func IceHockey(home, away string) []MarketDef {
	ms := []MarketDef{
		scoped(threeWay(Market1x2, "", "1x2", PriorityMain, GroupMain, home, away), ScopeRegular, 0),
		twoWay(MarketWinnerOTPens, "", "Winner (incl. overtime and penalties)", 850, GroupMain, home, away),
		scoped(bothScore(600), ScopeRegular, 0),
	}
	for _, l := range HockeyTotalLines {
		ms = append(ms, scoped(Total(MarketTotal, "", "Total", l, PrioritySecondary, GroupTotals), ScopeRegular, 0))
	}
	for _, l := range HockeyHandicapLines {
		ms = append(ms, scoped(Handicap(MarketHandicap, "", "Handicap", l, 800, home, away), ScopeRegular, 0))
	}
	return append(ms, HockeyPeriod(1, home, away)...)
}

// HockeyPeriod is the markets of period n: its 1x2 and totals.
func HockeyPeriod(n int, home, away string) []MarketDef {
	prefix, name := fmt.Sprintf("periodnr=%d", n), Ordinal(n)+" period"
	ms := []MarketDef{scoped(threeWay(MarketPeriod1x2, prefix, name+" - 1x2", 400, GroupPeriods, home, away), ScopePeriod, n)}
	for _, l := range hockeyPeriodLines {
		ms = append(ms, scoped(Total(MarketPeriodTotal, prefix, name+" - total", l, 350, GroupPeriods), ScopePeriod, n))
	}
	return ms
}

// Basketball is the market list of a basketball match: winner, handicaps and totals including
// overtime at the given lines, and the first quarter.
func Basketball(home, away string, totalLines, spreadLines, quarterLines []float64) []MarketDef {
	ms := []MarketDef{twoWay(MarketMoneyline, "", "Winner (incl. overtime)", PriorityMain, GroupMain, home, away)}
	for _, l := range totalLines {
		ms = append(ms, Total(MarketPointsTotal, "", "Total (incl. overtime)", l, PrioritySecondary, GroupTotals))
	}
	for _, l := range spreadLines {
		ms = append(ms, Handicap(MarketSpread, "", "Handicap (incl. overtime)", l, 850, home, away))
	}
	return append(ms, BasketballQuarter(1, home, away, quarterLines)...)
}

// BasketballQuarter is the markets of quarter n: its 1x2 and totals at the given lines.
func BasketballQuarter(n int, home, away string, lines []float64) []MarketDef {
	prefix, name := fmt.Sprintf("quarternr=%d", n), Ordinal(n)+" quarter"
	ms := []MarketDef{scoped(threeWay(MarketQuarter1x2, prefix, name+" - 1x2", 400, GroupPeriods, home, away), ScopePeriod, n)}
	for _, l := range lines {
		ms = append(ms, scoped(Total(MarketQuarterTotal, prefix, name+" - total", l, 350, GroupPeriods), ScopePeriod, n))
	}
	return ms
}

// Tennis is the market list of a tennis match: winner, total games and game handicap at the given
// lines, set handicap, set betting and the first set's winner.
func Tennis(home, away string, bestOf int, gameLines, gameHcpLines []float64) []MarketDef {
	ms := []MarketDef{twoWay(MarketWinner, "", "Winner", PriorityMain, GroupMain, home, away)}
	for _, l := range gameLines {
		ms = append(ms, scoped(Total(MarketTotalGames, "", "Total games", l, PrioritySecondary, GroupTotals), ScopeGames, 0))
	}
	for _, l := range gameHcpLines {
		ms = append(ms, scoped(Handicap(MarketGameHandicap, "", "Game handicap", l, 800, home, away), ScopeGames, 0))
	}
	for l := 1.5; l < float64(bestOf/2+1); l++ {
		ms = append(ms, Handicap(MarketSetHandicap, "", "Set handicap", -l, 750, home, away), Handicap(MarketSetHandicap, "", "Set handicap", l, 750, home, away))
	}
	ms = append(ms, setBetting(MarketSetBetting, "Correct score (sets)", bestOf))
	return append(ms, PeriodWinner(MarketSetWinner, 1, "set", home, away))
}

// PeriodWinner is the winner of set (or map) n.
func PeriodWinner(id int64, n int, unit, home, away string) MarketDef {
	key := "setnr"
	if unit == "map" {
		key = "mapnr"
	}
	return scoped(twoWay(id, fmt.Sprintf("%s=%d", key, n), fmt.Sprintf("%s %s - winner", Ordinal(n), unit), 400, GroupPeriods, home, away), ScopePeriod, n)
}

// NextGame is the winner of game g of set s (tennis), offered while the game before it is played.
func NextGame(set, game int, home, away string) MarketDef {
	m := twoWay(MarketGameWinner, fmt.Sprintf("setnr=%d|gamenr=%d", set, game), fmt.Sprintf("%s set - game %d - winner", Ordinal(set), game), 450, GroupMain, home, away)
	m.Scope, m.Period, m.Game = ScopeGame, set, game
	return m
}

// SetSport is the market list of a best-of-n sport scored in sets or maps (volleyball, table
// tennis, e-sports): winner, set (map) handicap, total sets (maps), correct score, first set (map).
func SetSport(home, away string, bestOf int, unit string) []MarketDef {
	hcpID, totalID, csID, winID, name := MarketSetHandicap, MarketTotalSets, MarketSetBetting, MarketSetWinner, "Set"
	if unit == "map" {
		hcpID, totalID, csID, winID, name = MarketMapHandicap, MarketTotalMaps, MarketMapBetting, MarketMapWinner, "Map"
	}
	ms := []MarketDef{twoWay(MarketWinner, "", "Winner", PriorityMain, GroupMain, home, away)}
	need := bestOf/2 + 1
	for l := float64(need) - 0.5; l < float64(bestOf); l++ {
		ms = append(ms, Total(totalID, "", "Total "+unit+"s", l, PrioritySecondary, GroupTotals))
	}
	for l := 1.5; l < float64(need); l++ {
		ms = append(ms, Handicap(hcpID, "", name+" handicap", -l, 850, home, away), Handicap(hcpID, "", name+" handicap", l, 850, home, away))
	}
	ms = append(ms, setBetting(csID, "Correct score ("+unit+"s)", bestOf))
	return append(ms, PeriodWinner(winID, 1, unit, home, away))
}

func setBetting(id int64, name string, bestOf int) MarketDef {
	need := bestOf/2 + 1
	cs := MarketDef{MarketID: id, Name: name, Priority: 300, Group: GroupCorrectScore}
	for _, homeWins := range []bool{true, false} {
		for loser := 0; loser < need; loser++ {
			h, a := need, loser
			if !homeWins {
				h, a = loser, need
			}
			cs.Outcomes = append(cs.Outcomes, OutcomeDef{fmt.Sprintf("%d:%d", h, a), fmt.Sprintf("%d:%d", h, a),
				func(x, y int) catalogue.OutcomeResult { return result(x == h && y == a) }})
		}
	}
	return cs
}

// OutrightMarket is a league-winner market over the competitors, priced from their chances
// (which need not sum to 1).
func OutrightMarket(competitors []string, chances []float64, margin float64) (MarketDef, []catalogue.Odds) {
	m := MarketDef{MarketID: MarketOutrightWinner, Name: "Winner", Priority: PriorityMain, Group: GroupMain}
	sum := 0.0
	for _, c := range chances {
		sum += c
	}
	odds := make([]catalogue.Odds, len(competitors))
	for i, c := range competitors {
		m.Outcomes = append(m.Outcomes, OutcomeDef{ID: strconv.Itoa(i + 1), Name: c, Rule: func(int, int) catalogue.OutcomeResult { return catalogue.ResultNone }})
		odds[i] = ToOdds(chances[i]/sum, margin)
	}
	return m, odds
}

// Ordinal writes 1st, 2nd, 3rd, 4th...
func Ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}
