package pricing

import (
	"fmt"
	"math"
	"slices"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// A football match's deeper book: corners, cards, goalscorers and the markets on how the goals
// fall (half-time/full-time, winning margin, exact goals, team totals, odd/even, the halves).
// Corners and cards are counts of their own, each side's an independent Poisson process over the
// match's clock like its goals; a goalscorer's goals are his share of his side's.

// Market type ids of the deeper football book.
const (
	MarketWinningMargin    int64 = 15  // Winning margin
	MarketHomeTotal        int64 = 19  // {home} total goals, "total=1.5"
	MarketAwayTotal        int64 = 20  // {away} total goals, "total=1.5"
	MarketExactGoals       int64 = 21  // Exact goals
	MarketOddEven          int64 = 26  // Odd/even
	MarketHomeCleanSheet   int64 = 31  // Clean sheet - {home}
	MarketAwayCleanSheet   int64 = 32  // Clean sheet - {away}
	MarketHomeWinToNil     int64 = 33  // Win to nil - {home}
	MarketAwayWinToNil     int64 = 34  // Win to nil - {away}
	MarketFirstScorer      int64 = 38  // First goalscorer
	MarketLastScorer       int64 = 39  // Last goalscorer
	MarketAnytimeScorer    int64 = 40  // Anytime goalscorer
	MarketHalfTimeFullTime int64 = 47  // Halftime/fulltime
	MarketHighestHalf      int64 = 52  // Highest scoring half
	MarketHalfDoubleChance int64 = 63  // 1st half - double chance
	MarketHalfHandicap     int64 = 66  // 1st half - handicap, "hcp=-0.5"
	MarketHalfBothScore    int64 = 75  // 1st half - both teams to score
	MarketHalfCorrectScore int64 = 81  // 1st half - correct score
	MarketSecondHalf1x2    int64 = 83  // 2nd half - 1x2
	MarketSecondHalfTotal  int64 = 90  // 2nd half - total, "total=1.5"
	MarketSecondBothScore  int64 = 95  // 2nd half - both teams to score
	MarketCards1x2         int64 = 136 // Cards 1x2 (most cards)
	MarketCardsHandicap    int64 = 137 // Cards handicap, "hcp=-0.5"
	MarketTotalCards       int64 = 138 // Total cards (yellow and red), "total=3.5"
	MarketBookingPoints    int64 = 139 // Total booking points (yellow 10, red 25), "total=35.5"
	MarketHomeCards        int64 = 141 // Total cards - {home}, "total=1.5"
	MarketAwayCards        int64 = 142 // Total cards - {away}, "total=1.5"
	MarketCorners1x2       int64 = 162 // Corners 1x2 (most corners)
	MarketCornerHandicap   int64 = 165 // Corner handicap, "hcp=-1.5"
	MarketTotalCorners     int64 = 166 // Total corners, "total=9.5"
	MarketHomeCorners      int64 = 167 // Total corners - {home}, "total=4.5"
	MarketAwayCorners      int64 = 168 // Total corners - {away}, "total=4.5"
	MarketCornerRace       int64 = 169 // Race to {g} corners, "cornernr=5"
	MarketHalfTotalCorners int64 = 177 // 1st half - total corners, "total=4.5"
)

func init() {
	for id, name := range map[int64]string{
		MarketWinningMargin: "Winning margin", MarketHomeTotal: "Total goals - {home}", MarketAwayTotal: "Total goals - {away}",
		MarketExactGoals: "Exact goals", MarketOddEven: "Odd/even", MarketHomeCleanSheet: "Clean sheet - {home}",
		MarketAwayCleanSheet: "Clean sheet - {away}", MarketHomeWinToNil: "Win to nil - {home}", MarketAwayWinToNil: "Win to nil - {away}",
		MarketFirstScorer: "First goalscorer", MarketLastScorer: "Last goalscorer", MarketAnytimeScorer: "Anytime goalscorer",
		MarketHalfTimeFullTime: "Halftime/fulltime", MarketHighestHalf: "Highest scoring half", MarketHalfDoubleChance: "1st half - double chance",
		MarketHalfHandicap: "1st half - handicap", MarketHalfBothScore: "1st half - both teams to score", MarketHalfCorrectScore: "1st half - correct score",
		MarketSecondHalf1x2: "2nd half - 1x2", MarketSecondHalfTotal: "2nd half - total", MarketSecondBothScore: "2nd half - both teams to score",
		MarketCards1x2: "Cards 1x2", MarketCardsHandicap: "Cards handicap", MarketTotalCards: "Total cards", MarketBookingPoints: "Total booking points",
		MarketHomeCards: "Total cards - {home}", MarketAwayCards: "Total cards - {away}", MarketCorners1x2: "Corners 1x2",
		MarketCornerHandicap: "Corner handicap", MarketTotalCorners: "Total corners", MarketHomeCorners: "Total corners - {home}",
		MarketAwayCorners: "Total corners - {away}", MarketCornerRace: "Race to {g} corners", MarketHalfTotalCorners: "1st half - total corners",
	} {
		MarketTypeNames[id] = name
	}
}

// Market group keys of the deeper book.
const (
	GroupCorners = "corners"
	GroupCards   = "cards"
	GroupScorers = "scorers"
	GroupPlayers = "players"
)

// Booking points: a yellow card counts 10, a red 25.
const (
	YellowPoints = 10
	RedPoints    = 25
)

// Player is a member of a squad, as a player market names him.
type Player struct {
	Number int // shirt number, unique in the squad
	Name   string
}

// PlayerCode identifies a player of a match: side 1 (home) or 2 (away) times 100 plus his shirt
// number; 0 is nobody (no goal).
func PlayerCode(side, number int) int { return side*100 + number }

// Lines of the deeper football book.
var (
	CornerTotalLines     = []float64{6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 12.5, 13.5, 14.5}
	CornerHandicapLines  = []float64{-3.5, -2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5}
	TeamCornerLines      = []float64{2.5, 3.5, 4.5, 5.5, 6.5}
	HalfCornerLines      = []float64{3.5, 4.5, 5.5}
	CornerRaces          = []int{3, 5, 7}
	CardTotalLines       = []float64{1.5, 2.5, 3.5, 4.5, 5.5, 6.5}
	CardHandicapLines    = []float64{-1.5, -0.5, 0.5, 1.5}
	TeamCardLines        = []float64{0.5, 1.5, 2.5}
	BookingPointLines    = []float64{25.5, 35.5, 45.5, 55.5, 65.5}
	TeamGoalLines        = []float64{0.5, 1.5, 2.5, 3.5}
	SecondHalfTotalLines = []float64{0.5, 1.5, 2.5}
	HalfHandicapLines    = []float64{-1.5, -0.5, 0.5, 1.5}
)

// teamLine is an over/under on one side's count (goals, corners, cards) of the scope.
func teamLine(id int64, name string, l float64, priority int, group string, side int) MarketDef {
	pick := func(h, a int) float64 {
		if side == 1 {
			return float64(h)
		}
		return float64(a)
	}
	return MarketDef{MarketID: id, Specifier: "total=" + fmtLine(l), Name: name + " " + fmtLine(l), Priority: priority, Group: group,
		HasLine: true, Line: l,
		Outcomes: []OutcomeDef{
			{"over", "Over " + fmtLine(l), lineRule(pick, l, true)},
			{"under", "Under " + fmtLine(l), lineRule(pick, l, false)},
		}}
}

func yesNo(id int64, name string, priority int, group string, yes func(h, a int) bool) MarketDef {
	return MarketDef{MarketID: id, Name: name, Priority: priority, Group: group, Outcomes: []OutcomeDef{
		{"yes", "Yes", func(h, a int) catalogue.OutcomeResult { return result(yes(h, a)) }},
		{"no", "No", func(h, a int) catalogue.OutcomeResult { return result(!yes(h, a)) }},
	}}
}

// FootballProps are the deeper football book's markets: the goals' markets beyond the main ones,
// the halves, corners, cards and the goalscorers of both squads.
func FootballProps(home, away string, squads [2][]Player) []MarketDef {
	ms := FootballGoals(home, away)
	ms = append(ms, FootballCorners(home, away)...)
	ms = append(ms, FootballCards(home, away)...)
	return append(ms, Goalscorers(home, away, squads)...)
}

// FootballGoals are the markets on how the goals fall: team totals, clean sheets and wins to nil,
// exact goals, odd/even, winning margin, half-time/full-time, and the halves.
func FootballGoals(home, away string) []MarketDef {
	var ms []MarketDef
	for _, l := range TeamGoalLines {
		ms = append(ms, teamLine(MarketHomeTotal, "Total goals - "+home, l, 380, GroupTotals, 1),
			teamLine(MarketAwayTotal, "Total goals - "+away, l, 380, GroupTotals, 2))
	}
	ms = append(ms,
		yesNo(MarketHomeCleanSheet, "Clean sheet - "+home, 320, GroupMain, func(h, a int) bool { return a == 0 }),
		yesNo(MarketAwayCleanSheet, "Clean sheet - "+away, 320, GroupMain, func(h, a int) bool { return h == 0 }),
		yesNo(MarketHomeWinToNil, "Win to nil - "+home, 310, GroupMain, func(h, a int) bool { return h > 0 && a == 0 }),
		yesNo(MarketAwayWinToNil, "Win to nil - "+away, 310, GroupMain, func(h, a int) bool { return a > 0 && h == 0 }),
		exactGoals(), oddEven(), winningMargin(home, away), halfTimeFullTime(home, away),
		scoped(halves(), ScopeHalves, 0),
		scoped(threeWay(MarketSecondHalf1x2, "", "2nd half - 1x2", 390, GroupPeriods, home, away), ScopePeriod, 2),
		scoped(doubleChance(MarketHalfDoubleChance, "1st half - double chance", 380, GroupPeriods, home, away), ScopePeriod, 1),
		scoped(bothScoreAs(MarketHalfBothScore, "1st half - both teams to score", 370, GroupPeriods), ScopePeriod, 1),
		scoped(bothScoreAs(MarketSecondBothScore, "2nd half - both teams to score", 365, GroupPeriods), ScopePeriod, 2),
	)
	cs := scoped(correctScore(MarketHalfCorrectScore, "1st half - correct score", 2, 80), ScopePeriod, 1)
	ms = append(ms, cs)
	for _, l := range SecondHalfTotalLines {
		ms = append(ms, scoped(Total(MarketSecondHalfTotal, "", "2nd half - total", l, 345, GroupPeriods), ScopePeriod, 2))
	}
	for _, l := range HalfHandicapLines {
		h := scoped(Handicap(MarketHalfHandicap, "", "1st half - handicap", l, 340, home, away), ScopePeriod, 1)
		h.Group = GroupPeriods
		ms = append(ms, h)
	}
	return ms
}

func doubleChance(id int64, name string, priority int, group, home, away string) MarketDef {
	return MarketDef{MarketID: id, Name: name, Priority: priority, Group: group, Outcomes: []OutcomeDef{
		{"1X", home + " or draw", func(h, a int) catalogue.OutcomeResult { return result(h >= a) }},
		{"12", home + " or " + away, func(h, a int) catalogue.OutcomeResult { return result(h != a) }},
		{"X2", "Draw or " + away, func(h, a int) catalogue.OutcomeResult { return result(h <= a) }},
	}}
}

func bothScoreAs(id int64, name string, priority int, group string) MarketDef {
	m := bothScore(priority)
	m.MarketID, m.Name, m.Group = id, name, group
	return m
}

func exactGoals() MarketDef {
	m := MarketDef{MarketID: MarketExactGoals, Name: "Exact goals", Priority: 330, Group: GroupTotals}
	for k := 0; k <= 5; k++ {
		name := fmt.Sprintf("%d goals", k)
		if k == 1 {
			name = "1 goal"
		}
		m.Outcomes = append(m.Outcomes, OutcomeDef{fmt.Sprint(k), name, func(h, a int) catalogue.OutcomeResult { return result(h+a == k) }})
	}
	m.Outcomes = append(m.Outcomes, OutcomeDef{"6+", "6+ goals", func(h, a int) catalogue.OutcomeResult { return result(h+a >= 6) }})
	return m
}

func oddEven() MarketDef {
	return MarketDef{MarketID: MarketOddEven, Name: "Odd/even", Priority: 300, Group: GroupTotals, Outcomes: []OutcomeDef{
		{"odd", "Odd", func(h, a int) catalogue.OutcomeResult { return result((h+a)%2 == 1) }},
		{"even", "Even", func(h, a int) catalogue.OutcomeResult { return result((h+a)%2 == 0) }},
	}}
}

func winningMargin(home, away string) MarketDef {
	m := MarketDef{MarketID: MarketWinningMargin, Name: "Winning margin", Priority: 335, Group: GroupMain}
	for _, side := range []struct {
		id, team string
		sign     int
	}{{"1", home, 1}, {"2", away, -1}} {
		for k := 1; k <= 3; k++ {
			name, win := fmt.Sprintf("%s by %d", side.team, k), func(h, a int) catalogue.OutcomeResult { return result((h-a)*side.sign == k) }
			if k == 3 {
				name, win = side.team+" by 3+", func(h, a int) catalogue.OutcomeResult { return result((h-a)*side.sign >= 3) }
			}
			m.Outcomes = append(m.Outcomes, OutcomeDef{fmt.Sprintf("%s-%d", side.id, k), name, win})
		}
		if side.sign == 1 {
			m.Outcomes = append(m.Outcomes, OutcomeDef{"X", "Draw", func(h, a int) catalogue.OutcomeResult { return result(h == a) }})
		}
	}
	return m
}

// HTFT codes a half-time and a full-time result as the score of ScopeHTFT: 3 times the half's
// result plus the match's, a result being 0 home ahead, 1 level, 2 away ahead.
func HTFT(ht, ft catalogue.Score) int {
	return 3*outcomeOf(ht.Home, ht.Away) + outcomeOf(ft.Home, ft.Away)
}

func outcomeOf(h, a int) int {
	switch {
	case h > a:
		return 0
	case h == a:
		return 1
	}
	return 2
}

func halfTimeFullTime(home, away string) MarketDef {
	m := MarketDef{MarketID: MarketHalfTimeFullTime, Name: "Halftime/fulltime", Priority: 360, Group: GroupMain, Scope: ScopeHTFT}
	ids, names := []string{"1", "X", "2"}, []string{home, "Draw", away}
	for i := range 3 {
		for j := range 3 {
			code := 3*i + j
			m.Outcomes = append(m.Outcomes, OutcomeDef{ids[i] + "/" + ids[j], names[i] + "/" + names[j],
				func(h, _ int) catalogue.OutcomeResult { return result(h == code) }})
		}
	}
	return m
}

func halves() MarketDef {
	return MarketDef{MarketID: MarketHighestHalf, Name: "Highest scoring half", Priority: 355, Group: GroupPeriods, Outcomes: []OutcomeDef{
		{"1", "1st half", func(h, a int) catalogue.OutcomeResult { return result(h > a) }},
		{"X", "Equal", func(h, a int) catalogue.OutcomeResult { return result(h == a) }},
		{"2", "2nd half", func(h, a int) catalogue.OutcomeResult { return result(h < a) }},
	}}
}

// countBook is what the corners' and the cards' books share: a count per side (its scope), with
// lines on the total, the handicap and each side's total, the handicap and team totals priced a
// step and two below the total.
type countBook struct {
	scope                       Scope
	group                       string
	priority                    int
	total, handicap, home, away int64
	totalName, handicapName     string
	totals, handicaps, teams    []float64
}

// countLines are a count's total, handicap and team-total lines, in that order.
func countLines(b countBook, home, away string) []MarketDef {
	var ms []MarketDef
	for _, l := range b.totals {
		ms = append(ms, scoped(Total(b.total, "", b.totalName, l, b.priority, b.group), b.scope, 0))
	}
	for _, l := range b.handicaps {
		h := scoped(Handicap(b.handicap, "", b.handicapName, l, b.priority-10, home, away), b.scope, 0)
		h.Group = b.group
		ms = append(ms, h)
	}
	for _, l := range b.teams {
		ms = append(ms, scoped(teamLine(b.home, b.totalName+" - "+home, l, b.priority-20, b.group, 1), b.scope, 0),
			scoped(teamLine(b.away, b.totalName+" - "+away, l, b.priority-20, b.group, 2), b.scope, 0))
	}
	return ms
}

// FootballCorners are the corners' markets: totals, handicaps, each side's total, most corners,
// the first half's total and the races to 3, 5 and 7.
func FootballCorners(home, away string) []MarketDef {
	ms := countLines(countBook{ScopeCorners, GroupCorners, 260, MarketTotalCorners, MarketCornerHandicap, MarketHomeCorners, MarketAwayCorners,
		"Total corners", "Corner handicap", CornerTotalLines, CornerHandicapLines, TeamCornerLines}, home, away)
	for _, l := range HalfCornerLines {
		ms = append(ms, scoped(Total(MarketHalfTotalCorners, "", "1st half - total corners", l, 230, GroupCorners), ScopeCorners, 1))
	}
	ms = append(ms, scoped(threeWay(MarketCorners1x2, "", "Corners 1x2", 255, GroupCorners, home, away), ScopeCorners, 0))
	for _, n := range CornerRaces {
		ms = append(ms, CornerRace(n, home, away))
	}
	return ms
}

// CornerRace is the race to n corners: who gets there first, or neither.
func CornerRace(n int, home, away string) MarketDef {
	return MarketDef{MarketID: MarketCornerRace, Specifier: fmt.Sprintf("cornernr=%d", n), Name: fmt.Sprintf("Race to %d corners", n),
		Priority: 220, Group: GroupCorners, Scope: ScopeCornerRace, Line: float64(n), Outcomes: []OutcomeDef{
			{"1", home, func(h, a int) catalogue.OutcomeResult { return result(h > a) }},
			{"none", "Neither", func(h, a int) catalogue.OutcomeResult { return result(h == a) }},
			{"2", away, func(h, a int) catalogue.OutcomeResult { return result(h < a) }},
		}}
}

// FootballCards are the cards' markets (a yellow and a red each count one card) and the booking
// points' totals (yellow 10, red 25).
func FootballCards(home, away string) []MarketDef {
	ms := countLines(countBook{ScopeCards, GroupCards, 200, MarketTotalCards, MarketCardsHandicap, MarketHomeCards, MarketAwayCards,
		"Total cards", "Cards handicap", CardTotalLines, CardHandicapLines, TeamCardLines}, home, away)
	for _, l := range BookingPointLines {
		ms = append(ms, scoped(Total(MarketBookingPoints, "", "Total booking points", l, 170, GroupCards), ScopeBookings, 0))
	}
	return append(ms, scoped(threeWay(MarketCards1x2, "", "Cards 1x2", 195, GroupCards, home, away), ScopeCards, 0))
}

// Goalscorers are the first, last and anytime goalscorer markets over both squads; first and last
// have "No goalscorer" for a goalless match. An outcome's id is its player's code, "1-9" for the
// home side's number 9.
func Goalscorers(home, away string, squads [2][]Player) []MarketDef {
	first := MarketDef{MarketID: MarketFirstScorer, Name: "First goalscorer", Priority: 285, Group: GroupScorers, Scope: ScopeFirstScorer}
	last := MarketDef{MarketID: MarketLastScorer, Name: "Last goalscorer", Priority: 280, Group: GroupScorers, Scope: ScopeLastScorer}
	anytime := MarketDef{MarketID: MarketAnytimeScorer, Name: "Anytime goalscorer", Priority: 290, Group: GroupScorers, Scope: ScopeScorer}
	for side, squad := range squads {
		for _, p := range squad {
			code := PlayerCode(side+1, p.Number)
			id := fmt.Sprintf("%d-%d", side+1, p.Number)
			is := func(h, _ int) catalogue.OutcomeResult { return result(h == code) }
			first.Outcomes = append(first.Outcomes, OutcomeDef{id, p.Name, is})
			last.Outcomes = append(last.Outcomes, OutcomeDef{id, p.Name, is})
			anytime.Outcomes = append(anytime.Outcomes, OutcomeDef{id, p.Name, func(h, _ int) catalogue.OutcomeResult { return result(h > 0) }})
			for _, m := range []*MarketDef{&first, &last, &anytime} {
				m.Subjects = append(m.Subjects, code)
			}
		}
	}
	none := OutcomeDef{"none", "No goalscorer", func(h, _ int) catalogue.OutcomeResult { return result(h == 0) }}
	first.Outcomes, first.Subjects = append(first.Outcomes, none), append(first.Subjects, 0)
	last.Outcomes, last.Subjects = append(last.Outcomes, none), append(last.Subjects, 0)
	return []MarketDef{anytime, first, last}
}

// Counts is the distribution of two counts (corners, cards): the current ones plus independent
// Poisson counts with means lambdaHome and lambdaAway, with tails long enough for their means.
func Counts(home, away int, lambdaHome, lambdaAway float64) Dist {
	ph, pa := poissonPMF(lambdaHome, tail(lambdaHome)), poissonPMF(lambdaAway, tail(lambdaAway))
	d := make(Dist, 0, len(ph)*len(pa))
	for i, x := range ph {
		for j, y := range pa {
			if p := x * y; p > 1e-9 {
				d = append(d, Cell{home + i, away + j, p})
			}
		}
	}
	return d.normalised()
}

// tail is how far a Poisson pmf of mean lambda is kept: beyond it the mass is below 1e-7.
func tail(lambda float64) int { return int(math.Ceil(lambda+8*math.Sqrt(lambda))) + 8 }

// Bookings is the distribution of the match's booking points (both sides'), as cells (total, 0):
// the points so far plus yellow and red cards at independent Poisson counts with the given means
// (both sides together). Its markets are totals, which need no more than the sum.
func Bookings(points int, yellow, red float64) Dist {
	probs := map[[2]int]float64{}
	for i, py := range poissonPMF(yellow, tail(yellow)) {
		for j, pr := range poissonPMF(red, tail(red)) {
			if p := py * pr; p > 1e-10 {
				probs[[2]int{points + YellowPoints*i + RedPoints*j, 0}] += p
			}
		}
	}
	return sortedDist(probs)
}

// Race is the distribution of a race to n: home got there first 1:0, away 0:1, neither 0:0, from
// the counts each side has and independent Poisson counts with means lambdaHome and lambdaAway
// in the time left. Given how many events come, each is home's with lambdaHome/(both), so home
// wins when its k-th event comes before away's l-th, and there are that many events.
func Race(n, home, away int, lambdaHome, lambdaAway float64) Dist {
	switch {
	case home >= n:
		return Dist{{1, 0, 1}}
	case away >= n:
		return Dist{{0, 1, 1}}
	}
	lambda := lambdaHome + lambdaAway
	if lambda <= 0 {
		return Dist{{0, 0, 1}}
	}
	p := lambdaHome / lambda
	k, l := n-home, n-away
	// atLeast[m] is P(at least m events).
	pmf := poissonPMF(lambda, k+l+tail(lambda))
	atLeast := make([]float64, len(pmf)+1)
	for m := len(pmf) - 1; m >= 0; m-- {
		atLeast[m] = atLeast[m+1] + pmf[m]
	}
	first := func(k, l int, p float64) float64 {
		// The k-th of one side's events comes as event k+j, j of the other's before it (j < l).
		w := 0.0
		for j := range l {
			w += binom(k+j-1, j) * math.Pow(p, float64(k)) * math.Pow(1-p, float64(j)) * atLeast[k+j]
		}
		return w
	}
	ph, pa := first(k, l, p), first(l, k, 1-p)
	return Dist{{1, 0, ph}, {0, 1, pa}, {0, 0, math.Max(0, 1-ph-pa)}}.normalised()
}

func binom(n, k int) float64 {
	r := 1.0
	for i := 1; i <= k; i++ {
		r = r * float64(n-k+i) / float64(i)
	}
	return r
}

// Scorers is the distribution of who scores the first goal of the time left (ScopeFirstScorer),
// or the last goal of the match (ScopeLastScorer, last being who scored the last goal so far, 0
// for nobody): each player scores at his own Poisson rate, with the given means in the time left.
// Cells are (player code, 0); (0, 0) is no goal.
func Scorers(rates map[int]float64, last int) Dist {
	total := 0.0
	codes := slices.Sorted(func(yield func(int) bool) {
		for c := range rates {
			if !yield(c) {
				return
			}
		}
	})
	for _, c := range codes {
		total += rates[c]
	}
	none := math.Exp(-total)
	d := Dist{{last, 0, none}}
	for _, c := range codes {
		if rates[c] > 0 {
			d = append(d, Cell{c, 0, (1 - none) * rates[c] / total})
		}
	}
	return d
}

// Poisson1 is the distribution of one count (a player's goals): the current count plus a Poisson
// count of mean lambda, as cells (count, 0).
func Poisson1(current int, lambda float64) Dist {
	pmf := poissonPMF(lambda, tail(lambda))
	d := make(Dist, 0, len(pmf))
	for k, p := range pmf {
		if p > 1e-10 {
			d = append(d, Cell{current + k, 0, p})
		}
	}
	return d.normalised()
}

// HalfTimeFullTime is the distribution of ScopeHTFT's code from the distributions of the first
// half's score and of the second half's goals (from 0:0), which are independent.
func HalfTimeFullTime(first, second Dist) Dist {
	var acc [9]float64
	for _, h := range first {
		for _, s := range second {
			acc[HTFT(catalogue.Score{Home: h.Home, Away: h.Away}, catalogue.Score{Home: h.Home + s.Home, Away: h.Away + s.Away})] += h.P * s.P
		}
	}
	d := make(Dist, 0, 9)
	for code, p := range acc {
		if p > 0 {
			d = append(d, Cell{code, 0, p})
		}
	}
	return d.normalised()
}

// HalfGoals is the distribution of ScopeHalves' score, the goals of each half, from the
// distributions of the two halves' scores, which are independent.
func HalfGoals(first, second Dist) Dist {
	probs := map[[2]int]float64{}
	for _, x := range first.Sums() {
		for _, y := range second.Sums() {
			probs[[2]int{x.Home, y.Home}] += x.P * y.P
		}
	}
	return sortedDist(probs)
}
