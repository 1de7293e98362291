package feed

import (
	"math"
	"slices"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/pricing"
)

// rosterPlayer is a basketball player the feed keeps, and his shares of his side's points,
// rebounds and assists relative to his teammates'.
type rosterPlayer struct {
	pricing.Player
	shares [3]float64 // in PlayerStats' order
}

// roles are a basketball roster's shares, starters first: point guard, shooting guard, small
// forward, power forward, centre, and three from the bench.
var roles = [][3]float64{
	{1.2, 0.5, 2.2}, {1.3, 0.6, 1.0}, {1.1, 0.9, 0.8}, {1.0, 1.4, 0.6}, {0.9, 1.8, 0.5},
	{0.6, 0.4, 0.7}, {0.5, 0.6, 0.3}, {0.4, 0.8, 0.2},
}

// starters are the players each side's player markets are offered on.
const starters = 5

// jerseys are the numbers a roster's players wear.
var jerseys = []int{0, 1, 2, 3, 4, 5, 7, 8, 10, 11, 12, 13, 15, 21, 22, 23, 24, 25, 30, 32, 33, 34, 35, 41, 44, 55}

// The share of made baskets that are assisted, and how many made field goals a point brings:
// about five sixths of the points come from field goals worth 2.3 on average (matchstats.Baskets).
const (
	assistRate = 0.6
	fgPerPoint = 0.36
)

// rosterOf are the two rosters of a basketball match (players named by nameDrawer).
func rosterOf(m catalogue.Match) [2][]rosterPlayer {
	rng, name := nameDrawer(m)
	var out [2][]rosterPlayer
	for side := range out {
		perm := rng.Perm(len(jerseys))
		for i, r := range roles {
			out[side] = append(out[side], rosterPlayer{pricing.Player{Number: jerseys[perm[i]], Name: name()}, r})
		}
	}
	return out
}

// share is a player's share of his side's count (stat, PlayerStats' index).
func (r rosterPlayer) share(roster []rosterPlayer, stat int) float64 {
	sum := 0.0
	for _, p := range roster {
		sum += p.shares[stat]
	}
	return r.shares[stat] / sum
}

// pick draws a player of a roster by his share of a count, leaving out number skip (an
// assist's scorer).
func (mt *match) pick(roster []rosterPlayer, stat, skip int) int {
	sum := 0.0
	for _, p := range roster {
		if p.Number != skip {
			sum += p.shares[stat]
		}
	}
	r := mt.statsRng.Float64() * sum
	for _, p := range roster {
		if p.Number == skip {
			continue
		}
		if r -= p.shares[stat]; r < 0 {
			return p.Number
		}
	}
	return roster[len(roster)-1].Number
}

// countsNow are a basketball match's totals before play adds to them (creditPlayers), nil for a
// match without a roster.
func (mt *match) countsNow() []matchstats.Total {
	if mt.stats == nil || mt.roster[0] == nil {
		return nil
	}
	return slices.Clone(mt.stats.Totals)
}

// creditPlayers gives the players what their sides made since the totals were before: each
// basket's points to a scorer drawn by his share, an assist on most field goals to a teammate,
// each rebound to a rebounder; drawn from the statistics' random source.
func (mt *match) creditPlayers(before []matchstats.Total) {
	if before == nil {
		return
	}
	for i, t := range mt.stats.Totals {
		points := map[matchstats.Kind]int{matchstats.TwoPointers: 2, matchstats.ThreePointers: 3, matchstats.FreeThrows: 1}[t.Kind]
		for side, n := range [2]int{t.Home - before[i].Home, t.Away - before[i].Away} {
			roster := mt.roster[side]
			for range n {
				if t.Kind == matchstats.Rebounds {
					mt.stats.Player(matchstats.Side(side), mt.pick(roster, 1, -1)).Rebounds++
					continue
				}
				if points == 0 {
					continue
				}
				scorer := mt.pick(roster, 0, -1)
				mt.stats.Player(matchstats.Side(side), scorer).Points += points
				if points > 1 && mt.statsRng.Float64() < assistRate {
					mt.stats.Player(matchstats.Side(side), mt.pick(roster, 2, scorer)).Assists++
				}
			}
		}
	}
}

// playerCounts fills in the players' counts the statistics keep.
func (mt *match) playerCounts(f *pricing.Final) {
	if mt.stats == nil || mt.roster[0] == nil {
		return
	}
	f.Players = map[int][3]int{}
	for _, p := range mt.stats.Players {
		f.Players[pricing.PlayerCode(int(p.Side)+1, p.Number)] = [3]int{p.Points, p.Rebounds, p.Assists}
	}
}

// playerMeans are a starter's expected counts in the playing time left (PlayerStats' order).
func (mt *match) playerMeans(side int, p rosterPlayer, left float64) [3]float64 {
	rh, ra := mt.rates()
	team := []float64{rh, ra}[side] * left
	roster := mt.roster[side]
	rebounds := matchstats.Rate(mt.def.key, matchstats.Rebound, matchstats.Side(side), mt.strength) * left
	return [3]float64{team * p.share(roster, 0), rebounds * p.share(roster, 1), team * fgPerPoint * assistRate * p.share(roster, 2)}
}

// playerMarkets are the starters' points, rebounds and assists at lines around what they are
// expected to make in the match.
func (mt *match) playerMarkets() []pricing.MarketDef {
	var ms []pricing.MarketDef
	for side, roster := range mt.roster {
		for _, p := range roster[:starters] {
			for stat, mean := range mt.playerMeans(side, p, mt.regularLeft()) {
				ms = append(ms, pricing.PlayerLine(stat, side+1, p.Player, math.Floor(mean)+0.5))
			}
		}
	}
	return ms
}

// playerDist is the distribution of a player's count (ScopePlayer): what he has, and what he is
// expected to make in the time left; points come in baskets of one to three, so they spread more.
func (mt *match) playerDist(def pricing.MarketDef) pricing.Dist {
	side, number := def.Period/100-1, def.Period%100
	var f pricing.Final
	mt.playerCounts(&f)
	now := f.Players[def.Period][def.Game]
	i := slices.IndexFunc(mt.roster[side], func(p rosterPlayer) bool { return p.Number == number })
	if i < 0 {
		return pricing.Dist{{Home: now, P: 1}}
	}
	mean := mt.playerMeans(side, mt.roster[side][i], mt.regularLeft())[def.Game]
	if def.Game == 0 {
		return pricing.Points(now, 0, mean, 0, 2.2*mean+1)
	}
	return pricing.Poisson1(now, mean)
}

// storedPlayerMarkets are the player markets among stored ones, rebuilt from their specifiers
// (the lines were drawn for the match).
func (mt *match) storedPlayerMarkets(stored []catalogue.Market) []pricing.MarketDef {
	var out []pricing.MarketDef
	for _, mk := range stored {
		stat := slices.IndexFunc(pricing.PlayerStats, func(s pricing.PlayerStat) bool { return s.ID == mk.MarketID })
		side, number, line, ok := pricing.PlayerSpec(mk.Specifier)
		if stat < 0 || !ok || side < 1 || side > 2 {
			continue
		}
		if i := slices.IndexFunc(mt.roster[side-1], func(p rosterPlayer) bool { return p.Number == number }); i >= 0 {
			out = append(out, pricing.PlayerLine(stat, side, mt.roster[side-1][i].Player, line))
		}
	}
	return out
}
