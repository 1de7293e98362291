package pricing

import (
	"fmt"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// A tennis match's deeper book: each set's games (its total, handicap, correct score and
// tie-break), each player's games, odd/even games, and each player to win a set.

// Market type ids of the deeper tennis book.
const (
	MarketHomeToWinASet   int64 = 191 // {home} to win a set
	MarketAwayToWinASet   int64 = 192 // {away} to win a set
	MarketGamesOddEven    int64 = 196 // Odd/even games
	MarketSetGameHcp      int64 = 203 // {n} set - game handicap, "setnr=1|hcp=-1.5"
	MarketSetTotalGames   int64 = 204 // {n} set - total games, "setnr=1|total=9.5"
	MarketHomeGames       int64 = 205 // Total games - {home}, "total=11.5"
	MarketAwayGames       int64 = 206 // Total games - {away}, "total=11.5"
	MarketSetCorrectScore int64 = 207 // {n} set - correct score, "setnr=1"
	MarketSetTiebreak     int64 = 208 // {n} set - tie-break, "setnr=1"
)

func init() {
	for id, name := range map[int64]string{
		MarketHomeToWinASet: "{home} to win a set", MarketAwayToWinASet: "{away} to win a set", MarketGamesOddEven: "Odd/even games",
		MarketSetGameHcp: "{n} set - game handicap", MarketSetTotalGames: "{n} set - total games", MarketHomeGames: "Total games - {home}",
		MarketAwayGames: "Total games - {away}", MarketSetCorrectScore: "{n} set - correct score", MarketSetTiebreak: "{n} set - tie-break",
	} {
		MarketTypeNames[id] = name
	}
}

// Lines of a tennis set's games.
var (
	SetGameLines    = []float64{7.5, 8.5, 9.5, 10.5, 11.5, 12.5}
	SetGameHcpLines = []float64{-3.5, -2.5, -1.5, 1.5, 2.5, 3.5}
)

// TennisMore are the markets of a tennis match besides Tennis's: total sets, each player's games
// at the given lines, odd/even games, each player to win a set, and the first set's games
// (TennisSet).
func TennisMore(home, away string, bestOf int, homeLines, awayLines []float64) []MarketDef {
	var ms []MarketDef
	for l := float64(bestOf/2+1) - 0.5; l < float64(bestOf); l++ {
		ms = append(ms, Total(MarketTotalSets, "", "Total sets", l, 700, GroupTotals))
	}
	for _, l := range homeLines {
		ms = append(ms, scoped(teamLine(MarketHomeGames, "Total games - "+home, l, 560, GroupTotals, 1), ScopeGames, 0))
	}
	for _, l := range awayLines {
		ms = append(ms, scoped(teamLine(MarketAwayGames, "Total games - "+away, l, 560, GroupTotals, 2), ScopeGames, 0))
	}
	odd := scoped(oddEven(), ScopeGames, 0)
	odd.MarketID, odd.Name = MarketGamesOddEven, "Odd/even games"
	ms = append(ms, odd,
		yesNo(MarketHomeToWinASet, home+" to win a set", 520, GroupMain, func(h, a int) bool { return h > 0 }),
		yesNo(MarketAwayToWinASet, away+" to win a set", 520, GroupMain, func(h, a int) bool { return a > 0 }))
	return append(ms, TennisSet(1, home, away)...)
}

// TennisSet are the markets on set n's games: total, handicap, correct score and tie-break.
func TennisSet(n int, home, away string) []MarketDef {
	prefix, name := fmt.Sprintf("setnr=%d", n), Ordinal(n)+" set"
	var ms []MarketDef
	for _, l := range SetGameLines {
		ms = append(ms, scoped(Total(MarketSetTotalGames, prefix, name+" - total games", l, 390, GroupPeriods), ScopePeriod, n))
	}
	for _, l := range SetGameHcpLines {
		h := scoped(Handicap(MarketSetGameHcp, prefix, name+" - game handicap", l, 380, home, away), ScopePeriod, n)
		h.Group = GroupPeriods
		ms = append(ms, h)
	}
	cs := MarketDef{MarketID: MarketSetCorrectScore, Specifier: prefix, Name: name + " - correct score", Priority: 200, Group: GroupCorrectScore,
		Scope: ScopePeriod, Period: n}
	for _, c := range SetGames(0, 0, 0.5, 0.5, 0.5) {
		h, a := c.Home, c.Away
		cs.Outcomes = append(cs.Outcomes, OutcomeDef{fmt.Sprintf("%d:%d", h, a), fmt.Sprintf("%d:%d", h, a),
			func(x, y int) catalogue.OutcomeResult { return result(x == h && y == a) }})
	}
	tb := scoped(yesNo(MarketSetTiebreak, name+" - tie-break", 370, GroupPeriods, func(h, a int) bool { return h+a == 13 }), ScopePeriod, n)
	tb.Specifier = prefix
	return append(ms, cs, tb)
}

// SetGames is the distribution of a tennis set's final games from (gh, ga): home wins the game
// being played with pFirst, later games with pGame and a tie-break at 6:6 with pTiebreak.
func SetGames(gh, ga int, pFirst, pGame, pTiebreak float64) Dist {
	return tennisSet(gh, ga, pFirst, pGame, pTiebreak)
}
