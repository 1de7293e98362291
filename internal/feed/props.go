package feed

import (
	"math"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/pricing"
)

// A football match's deeper book is priced and settled from what its statistics recorded: the
// corners and cards (played at matchstats.Rate, the rates its markets are priced at) and the
// goals with their scorers (nameScorers).

// counted fills in a football match's counts besides the score, from its statistics.
func (mt *match) counted(f *pricing.Final) {
	st := mt.stats
	if st == nil || mt.squads[0] == nil {
		return
	}
	goals := 0
	f.Scorers = []int{}
	for _, e := range st.Timeline {
		side := int(e.Side)
		switch e.Kind {
		case matchstats.Corner:
			f.Corners[side]++
			f.CornerOrder = append(f.CornerOrder, side)
			if e.Period == 1 {
				f.FirstHalfCorners[side]++
			}
		case matchstats.YellowCard:
			f.Cards[side]++
			f.Bookings[side] += pricing.YellowPoints
		case matchstats.RedCard:
			f.Cards[side]++
			f.Bookings[side] += pricing.RedPoints
		case matchstats.Goal:
			goals++
			code := 0
			if e.Player != 0 {
				code = pricing.PlayerCode(side+1, e.Player)
			}
			f.Scorers = append(f.Scorers, code)
		}
	}
	if goals != mt.m.TotalScore.Home+mt.m.TotalScore.Away {
		f.Scorers = nil // the record misses goals (statistics lost in a restart): scorers unknown
	}
}

// countedEvents is how many key events a football match's statistics hold (goals, corners, cards):
// a new one moves the deeper book's prices at once, as a goal moves the main ones.
func (mt *match) countedEvents() int {
	if mt.stats == nil || mt.squads[0] == nil {
		return 0
	}
	return len(mt.stats.Timeline)
}

// propDone reports whether the part of a football match a market of the deeper book settles on
// is over before the match ends: a race someone has won, the first goal, the first half's corners.
func (mt *match) propDone(def pricing.MarketDef) bool {
	switch def.Scope {
	case pricing.ScopeCorners:
		return def.Period == 1 && mt.periodsDone >= 1
	case pricing.ScopeCornerRace, pricing.ScopeFirstScorer:
		var f pricing.Final
		mt.counted(&f)
		if def.Scope == pricing.ScopeFirstScorer {
			return len(f.Scorers) > 0
		}
		return max(f.Corners[0], f.Corners[1]) >= int(def.Line)
	}
	return false
}

// rate is a side's expected events of a kind per second of play at the match's strength.
func (mt *match) rate(kind matchstats.Kind, side matchstats.Side) float64 {
	return matchstats.Rate(mt.def.key, kind, side, mt.strength)
}

// firstHalfLeft is the playing time left in the first half.
func (mt *match) firstHalfLeft() float64 {
	switch {
	case mt.m.Status == catalogue.MatchStatusPrematch:
		return mt.expectedPeriodLength(0)
	case mt.period > 0:
		return 0
	}
	return math.Max(0, mt.expectedPeriodLength(0)-mt.inPeriod)
}

// propScope reports whether a scope is one of the deeper football book's, priced by propDist.
func propScope(s pricing.Scope) bool { return s >= pricing.ScopeCorners && s <= pricing.ScopeHTFT }

// propDist is the distribution a market of the deeper book is priced on (ScopeScorer's is
// scorerDist, one per outcome).
func (mt *match) propDist(def pricing.MarketDef) pricing.Dist {
	var f pricing.Final
	mt.counted(&f)
	left := mt.regularLeft()
	home, away := matchstats.Home, matchstats.Away
	switch def.Scope {
	case pricing.ScopeCorners:
		now := f.Corners
		if def.Period == 1 {
			now, left = f.FirstHalfCorners, mt.firstHalfLeft()
		}
		return pricing.Counts(now[0], now[1], mt.rate(matchstats.Corner, home)*left, mt.rate(matchstats.Corner, away)*left)
	case pricing.ScopeCornerRace:
		return pricing.Race(int(def.Line), f.Corners[0], f.Corners[1], mt.rate(matchstats.Corner, home)*left, mt.rate(matchstats.Corner, away)*left)
	case pricing.ScopeCards:
		return pricing.Counts(f.Cards[0], f.Cards[1], (mt.rate(matchstats.YellowCard, home)+mt.rate(matchstats.RedCard, home))*left,
			(mt.rate(matchstats.YellowCard, away)+mt.rate(matchstats.RedCard, away))*left)
	case pricing.ScopeBookings:
		return pricing.Bookings(f.Bookings[0]+f.Bookings[1], (mt.rate(matchstats.YellowCard, home)+mt.rate(matchstats.YellowCard, away))*left,
			(mt.rate(matchstats.RedCard, home)+mt.rate(matchstats.RedCard, away))*left)
	case pricing.ScopeFirstScorer, pricing.ScopeLastScorer:
		last := 0
		if n := len(f.Scorers); n > 0 {
			last = f.Scorers[n-1]
		}
		return pricing.Scorers(mt.scorerRates(left), last)
	case pricing.ScopeHalves:
		return pricing.HalfGoals(mt.halfDist(1), mt.timedDist(pricing.MarketDef{Scope: pricing.ScopePeriod, Period: 2}))
	case pricing.ScopeHTFT:
		return pricing.HalfTimeFullTime(mt.halfDist(1), mt.timedDist(pricing.MarketDef{Scope: pricing.ScopePeriod, Period: 2}))
	}
	return nil
}

// halfDist is the distribution of half n's score: as it ended once it is over.
func (mt *match) halfDist(n int) pricing.Dist {
	if n <= mt.periodsDone && n <= len(mt.m.PeriodScores) {
		ps := mt.m.PeriodScores[n-1]
		return pricing.Dist{{Home: ps.Home, Away: ps.Away, P: 1}}
	}
	return mt.timedDist(pricing.MarketDef{Scope: pricing.ScopePeriod, Period: n})
}

// scorerRates are each outfield player's expected goals in the given playing time, by player code.
func (mt *match) scorerRates(left float64) map[int]float64 {
	rh, ra := mt.rates()
	out := map[int]float64{}
	for side, squad := range mt.squads {
		r := []float64{rh, ra}[side] * left
		for _, p := range squad {
			if p.weight > 0 {
				out[pricing.PlayerCode(side+1, p.Number)] = r * share(squad, p.Number)
			}
		}
	}
	return out
}

// scorerDist is the distribution of a player's goals in the match (ScopeScorer), by player code.
func (mt *match) scorerDist(code int, f pricing.Final, rates map[int]float64) pricing.Dist {
	scored := 0
	for _, c := range f.Scorers {
		if c == code {
			scored++
		}
	}
	return pricing.Poisson1(scored, rates[code])
}
