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
