package feed

import (
	"math"
	"slices"
	"strconv"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/pricing"
)

// quote is a market's current status and prices.
type quote struct {
	status catalogue.MarketStatus
	odds   []catalogue.Odds
	open   []bool // outcomes still possible; an impossible one is shown locked
}

// playingDone is the playing time (breaks excluded) already played, in seconds.
func (mt *match) playingDone() float64 {
	sp := mt.def
	block := float64(sp.periodSeconds + sp.breakSeconds)
	full := math.Floor(mt.played / block)
	return math.Min(full*float64(sp.periodSeconds)+math.Min(mt.played-full*block, float64(sp.periodSeconds)), float64(sp.periods*sp.periodSeconds))
}

// dists are the distributions of the final score and, for half-time markets, of the first-half
// score (nil once the first half is over).
func (mt *match) dists() (final, half pricing.Dist) {
	sp := mt.def
	h, a := mt.m.TotalScore.Home, mt.m.TotalScore.Away
	switch sp.family {
	case goals:
		rh, ra := mt.rates()
		left := float64(sp.periods*sp.periodSeconds) - mt.playingDone()
		final = pricing.Goals(h, a, rh*left, ra*left)
		if firstLeft := float64(sp.periodSeconds) - mt.playingDone(); firstLeft > 0 {
			half = pricing.Goals(h, a, rh*firstLeft, ra*firstLeft)
		}
	case points:
		rh, ra := mt.rates()
		left := float64(sp.periods*sp.periodSeconds) - mt.playingDone()
		mh, ma := math.Max(0, rh*left), math.Max(0, ra*left)
		final = pricing.Points(h, a, mh, ma, 2.2*(mh+ma)/2+1)
	case sets:
		p := mt.pointProb()
		var pCurrent, pSet float64
		if sp.hasInner {
			pg := pricing.SetWin(sp.inner, 0, 0, p)
			pNow := pricing.SetWin(sp.inner, mt.gamePoints[0], mt.gamePoints[1], p)
			pCurrent = pNow*pricing.SetWin(sp.set, mt.setPoints[0]+1, mt.setPoints[1], pg) + (1-pNow)*pricing.SetWin(sp.set, mt.setPoints[0], mt.setPoints[1]+1, pg)
			pSet = pricing.SetWin(sp.set, 0, 0, pg)
		} else {
			pCurrent = pricing.SetWin(sp.set, mt.setPoints[0], mt.setPoints[1], p)
			pSet = pricing.SetWin(sp.set, 0, 0, p)
		}
		final = pricing.Sets(sp.bestOf, h, a, pCurrent, pSet)
	}
	return final, half
}

// price re-prices every open market of a match.
func (s *Simulator) price(mt *match, now time.Time) {
	final, half := mt.dists()
	margin := prematchMargin
	if mt.m.Status != catalogue.MatchStatusPrematch {
		margin = liveMargin
	}
	suspended := mt.suspended(now)
	mt.quotedSuspended = suspended
	quotes := make([]quote, len(mt.markets))
	for i, def := range mt.markets {
		key := catalogue.MarketKey{MarketID: def.MarketID, Specifier: def.Specifier}
		d := final
		if def.HalfTime {
			d = half
		}
		if mt.closed[key] || d == nil {
			mt.closed[key] = true
			quotes[i] = quote{status: catalogue.MarketStatusDeactivated, odds: storedOdds(mt.emitted[key], def)}
			continue
		}
		odds, probs, ok := pricing.Price(d, def, margin)
		switch {
		case !ok:
			// A line that no longer makes sense is taken off for good.
			mt.closed[key] = true
			quotes[i] = quote{status: catalogue.MarketStatusDeactivated, odds: storedOdds(mt.emitted[key], def)}
		case suspended && len(mt.emitted[key].Outcomes) > 0:
			quotes[i] = quote{status: catalogue.MarketStatusSuspended, odds: storedOdds(mt.emitted[key], def)}
		default:
			open := make([]bool, len(probs))
			for k, p := range probs {
				open[k] = p >= pricing.Impossible
			}
			quotes[i] = quote{status: catalogue.MarketStatusAllowed, odds: odds, open: open}
		}
	}
	mt.store(quotes)
}

// storedOdds returns a market's last emitted odds, or 1.01 for each outcome of def when it has
// none yet: a market first seen suspended or closed still needs prices to show.
func storedOdds(m catalogue.Market, def pricing.MarketDef) []catalogue.Odds {
	out := make([]catalogue.Odds, len(def.Outcomes))
	for i := range out {
		out[i] = catalogue.MinOdds
		if i < len(m.Outcomes) {
			out[i] = m.Outcomes[i].Odds
		}
	}
	return out
}

// store turns quotes into pending catalogue markets, marking the most balanced line of each type.
func (mt *match) store(quotes []quote) {
	balanced := map[int64]int{}
	best := map[int64]float64{}
	for i, def := range mt.markets {
		q := quotes[i]
		if def.Specifier == "" || q.status != catalogue.MarketStatusAllowed || len(q.odds) != 2 {
			continue
		}
		gap := math.Abs(float64(q.odds[0] - q.odds[1]))
		if b, ok := best[def.MarketID]; !ok || gap < b {
			best[def.MarketID], balanced[def.MarketID] = gap, i
		}
	}
	mt.pending = mt.pending[:0]
	for i, def := range mt.markets {
		m := catalogue.Market{MatchID: mt.m.ID, MarketID: def.MarketID, Specifier: def.Specifier, Name: def.Name, Status: quotes[i].status,
			Priority: def.Priority, GroupKeys: []string{catalogue.DefaultMarketGroupKey, def.Group}, Provider: "sim"}
		if j, ok := balanced[def.MarketID]; ok && j == i {
			m.MostBalanced = true
		}
		for k, o := range def.Outcomes {
			m.Outcomes = append(m.Outcomes, catalogue.Outcome{ID: o.ID, Name: o.Name, Active: quotes[i].status == catalogue.MarketStatusAllowed && quotes[i].open[k], Odds: quotes[i].odds[k]})
		}
		mt.pending = append(mt.pending, m)
	}
}

// settle gives every market its result on the final score (half-time markets on the first
// period's score) and the settled status.
func (s *Simulator) settle(mt *match) {
	h, a := mt.m.TotalScore.Home, mt.m.TotalScore.Away
	var hh, ha int
	if len(mt.m.PeriodScores) > 0 {
		hh, ha = mt.m.PeriodScores[0].Home, mt.m.PeriodScores[0].Away
	}
	mt.pending = mt.pending[:0]
	for _, def := range mt.markets {
		key := catalogue.MarketKey{MarketID: def.MarketID, Specifier: def.Specifier}
		results := pricing.Settle(def, h, a)
		if def.HalfTime {
			results = pricing.Settle(def, hh, ha)
		}
		odds := storedOdds(mt.emitted[key], def)
		m := catalogue.Market{MatchID: mt.m.ID, MarketID: def.MarketID, Specifier: def.Specifier, Name: def.Name, Status: catalogue.MarketStatusSettled,
			Priority: def.Priority, GroupKeys: []string{catalogue.DefaultMarketGroupKey, def.Group}, Provider: "sim"}
		for k, o := range def.Outcomes {
			m.Outcomes = append(m.Outcomes, catalogue.Outcome{ID: o.ID, Name: o.Name, Odds: odds[k], Result: results[k]})
		}
		mt.pending = append(mt.pending, m)
	}
}

// emitChanges adds to the batch the pending markets that differ from what was last emitted.
func (s *Simulator) emitChanges(mt *match, b *catalogue.Batch) {
	for _, m := range mt.pending {
		if prev, ok := mt.emitted[m.Key()]; ok && sameMarket(prev, m) {
			continue
		}
		mt.emitted[m.Key()] = m
		b.Markets = append(b.Markets, m)
	}
}

// emitAll adds the match and all its markets to the batch.
func (s *Simulator) emitAll(mt *match, b *catalogue.Batch) {
	if len(mt.pending) == 0 && mt.m.Status == catalogue.MatchStatusPrematch {
		s.price(mt, s.last)
	}
	b.Matches = append(b.Matches, snapshot(mt.m))
	s.emitChanges(mt, b)
}

func sameMarket(a, b catalogue.Market) bool {
	return a.Status == b.Status && a.MostBalanced == b.MostBalanced && slices.Equal(a.Outcomes, b.Outcomes)
}

// addOutright adds a league-winner outright, priced from the clubs' invented strengths.
func (s *Simulator) addOutright(sp *sportDef, leagueIndex int, now time.Time, b *catalogue.Batch) {
	l := sp.leagues[leagueIndex]
	id := s.nextID
	s.nextID++
	var teams []string
	var chances []float64
	for len(teams) < 12 {
		t := s.teamName(sp, l)
		if !slices.Contains(teams, t) {
			teams = append(teams, t)
			chances = append(chances, math.Exp(s.rng.NormFloat64()*1.1))
		}
	}
	def, odds := pricing.OutrightMarket(teams, chances, 0.12)
	season := strconv.Itoa(now.Year()) + "/" + strconv.Itoa(now.Year()%100+1)
	c := countries[l.country]
	b.Matches = append(b.Matches, catalogue.Match{
		ID: id, URNID: "sr:simple_tournament:" + strconv.FormatInt(id, 10), Slug: slugify(l.name) + "-winner-" + strconv.FormatInt(id, 10), Type: catalogue.MatchTypeOutright,
		SportID: sp.id, CategoryID: categoryID(sp, c.slug), TournamentID: tournamentID(sp, leagueIndex), NameA: l.name + " " + season + " – Winner",
		Competitors: teams, Status: catalogue.MatchStatusPrematch, StartTime: roundUp(now.Add(24*time.Hour), time.Hour),
		EndDate: roundUp(now.Add(200*24*time.Hour), 24*time.Hour), Provider: "sim",
	})
	m := catalogue.Market{MatchID: id, MarketID: def.MarketID, Name: def.Name, Status: catalogue.MarketStatusAllowed, Priority: def.Priority,
		GroupKeys: []string{catalogue.DefaultMarketGroupKey, def.Group}, Provider: "sim"}
	for i, o := range def.Outcomes {
		m.Outcomes = append(m.Outcomes, catalogue.Outcome{ID: o.ID, Name: o.Name, Active: true, Odds: odds[i]})
	}
	b.Markets = append(b.Markets, m)
}
