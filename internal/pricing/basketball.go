package pricing

import "fmt"

// A basketball match's deeper book: the halves (1x2, handicaps, totals), each quarter's
// handicaps, and the players' points, rebounds and assists.

// Market type ids of the deeper basketball book.
const (
	MarketBasketHalf1x2   int64 = 229 // {n} half - 1x2, "halfnr=1"
	MarketBasketHalfHcp   int64 = 230 // {n} half - handicap, "halfnr=1|hcp=-2.5"
	MarketBasketHalfTotal int64 = 231 // {n} half - total, "halfnr=1|total=110.5"
	MarketQuarterHcp      int64 = 237 // {n} quarter - handicap, "quarternr=1|hcp=-1.5"
)

func init() {
	for id, name := range map[int64]string{
		MarketBasketHalf1x2: "{n} half - 1x2", MarketBasketHalfHcp: "{n} half - handicap", MarketBasketHalfTotal: "{n} half - total",
		MarketQuarterHcp: "{n} quarter - handicap",
	} {
		MarketTypeNames[id] = name
	}
}

// BasketballHalves are both halves' markets at the same lines (BasketballHalf).
func BasketballHalves(home, away string, totalLines, hcpLines []float64) []MarketDef {
	return append(BasketballHalf(1, home, away, totalLines, hcpLines), BasketballHalf(2, home, away, totalLines, hcpLines)...)
}

// BasketballHalf is half n's markets: 1x2, handicaps and totals at the given lines.
func BasketballHalf(n int, home, away string, totalLines, hcpLines []float64) []MarketDef {
	prefix, name := fmt.Sprintf("halfnr=%d", n), Ordinal(n)+" half"
	ms := []MarketDef{scoped(threeWay(MarketBasketHalf1x2, prefix, name+" - 1x2", 420-10*n, GroupPeriods, home, away), ScopeHalf, n)}
	for _, l := range hcpLines {
		h := scoped(Handicap(MarketBasketHalfHcp, prefix, name+" - handicap", l, 410-10*n, home, away), ScopeHalf, n)
		h.Group = GroupPeriods
		ms = append(ms, h)
	}
	for _, l := range totalLines {
		ms = append(ms, scoped(Total(MarketBasketHalfTotal, prefix, name+" - total", l, 405-10*n, GroupPeriods), ScopeHalf, n))
	}
	return ms
}

// BasketballQuarterHandicaps are quarter n's handicaps at the given lines.
func BasketballQuarterHandicaps(n int, home, away string, lines []float64) []MarketDef {
	prefix, name := fmt.Sprintf("quarternr=%d", n), Ordinal(n)+" quarter"
	var ms []MarketDef
	for _, l := range lines {
		h := scoped(Handicap(MarketQuarterHcp, prefix, name+" - handicap", l, 360, home, away), ScopePeriod, n)
		h.Group = GroupPeriods
		ms = append(ms, h)
	}
	return ms
}

// Player markets: a player's points, rebounds or assists over or under a line.
const (
	MarketPlayerPoints   int64 = 240 // Points - {player}, "player=1-7|total=18.5"
	MarketPlayerRebounds int64 = 241 // Rebounds - {player}, "player=1-7|total=6.5"
	MarketPlayerAssists  int64 = 242 // Assists - {player}, "player=1-7|total=4.5"
)

// PlayerStat is a count a player market is on: its market type and name.
type PlayerStat struct {
	ID   int64
	Name string
}

// PlayerStats are the counts player markets are on, in the order ScopePlayer's MarketDef.Game
// numbers them.
var PlayerStats = []PlayerStat{{MarketPlayerPoints, "Points"}, {MarketPlayerRebounds, "Rebounds"}, {MarketPlayerAssists, "Assists"}}

func init() {
	for _, s := range PlayerStats {
		MarketTypeNames[s.ID] = s.Name + " - {player}"
	}
}

// PlayerLine is an over/under on one count (stat, an index of PlayerStats) of a player (side 1
// home or 2 away, his shirt number).
func PlayerLine(stat, side int, p Player, l float64) MarketDef {
	s := PlayerStats[stat]
	m := Total(s.ID, fmt.Sprintf("player=%d-%d", side, p.Number), s.Name+" - "+p.Name, l, 150-10*stat, GroupPlayers)
	m.Scope, m.Period, m.Game = ScopePlayer, PlayerCode(side, p.Number), stat
	return m
}

// PlayerSpec reads a player market's specifier back: the side, the shirt number and the line.
func PlayerSpec(spec string) (side, number int, line float64, ok bool) {
	n, err := fmt.Sscanf(spec, "player=%d-%d|total=%g", &side, &number, &line)
	return side, number, line, err == nil && n == 3
}
