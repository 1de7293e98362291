package feed

import (
	"math"
	"slices"
	"strconv"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/pricing"
)

// distKey identifies the distribution a market is priced on.
type distKey struct {
	scope        pricing.Scope
	period, game int
}

// regularScore is the score of the regular periods only.
func (mt *match) regularScore() (int, int) {
	h, a := 0, 0
	for _, p := range mt.m.PeriodScores {
		if p.Type == "regular_period" {
			h, a = h+p.Home, a+p.Away
		}
	}
	return h, a
}

// regularLeft is the playing time left in regular time, in seconds.
func (mt *match) regularLeft() float64 {
	sp := mt.def
	if mt.m.Status == catalogue.MatchStatusPrematch {
		left := 0.0
		for p := range sp.periods {
			left += mt.expectedPeriodLength(p)
		}
		return left
	}
	left := 0.0
	for p := mt.period; p < sp.periods; p++ {
		left += mt.expectedPeriodLength(p)
	}
	if mt.period < sp.periods && mt.breakLeft == 0 {
		left -= mt.inPeriod
	}
	return math.Max(0, left)
}

// scopeDone reports whether the part of the match a market settles on is over (a period, a set,
// a tennis game), so that it can settle before the match ends.
func (mt *match) scopeDone(def pricing.MarketDef) bool {
	switch def.Scope {
	case pricing.ScopePeriod:
		if mt.def.family == sets {
			return def.Period <= mt.setsDone
		}
		return def.Period <= mt.periodsDone
	case pricing.ScopeGame:
		_, ok := mt.games[[2]int{def.Period, def.Game}]
		return ok
	case pricing.ScopeHalf:
		return 2*def.Period <= mt.periodsDone
	case pricing.ScopeRegular:
		// Ice hockey's regular-time markets settle when overtime begins.
		return mt.def.family != sets && mt.periodsDone >= mt.def.periods
	}
	return mt.propDone(def)
}

// final is the match as far as it has been played, for settlement: only completed periods.
func (mt *match) final() pricing.Final {
	done := mt.periodsDone
	if mt.def.family == sets {
		done = mt.setsDone
	}
	if mt.m.Status == catalogue.MatchStatusFinished {
		done = len(mt.m.PeriodScores)
	}
	f := pricing.Final{Score: mt.m.TotalScore, Periods: mt.m.PeriodScores[:min(done, len(mt.m.PeriodScores))], Games: mt.games}
	mt.counted(&f)
	mt.playerCounts(&f)
	return f
}

// dist is the distribution of the score a market settles on, from the match's state.
func (mt *match) dist(def pricing.MarketDef, cache map[distKey]pricing.Dist) pricing.Dist {
	k := distKey{def.Scope, def.Period, def.Game}
	if def.Scope == pricing.ScopeMatch || def.Scope == pricing.ScopeRegular || def.Scope == pricing.ScopeGames {
		k.period, k.game = 0, 0
	}
	if mt.def.family == points && totalOnly(def) {
		k.game = -1 // the cache's slot for the projection on the total
	}
	if def.Scope == pricing.ScopeCornerRace {
		k.game = int(def.Line)
	}
	if d, ok := cache[k]; ok {
		return d
	}
	if def.Scope == pricing.ScopePlayer {
		k.period, k.game = def.Period, def.Game
		d := mt.playerDist(def)
		cache[k] = d
		return d
	}
	if propScope(def.Scope) {
		d := mt.propDist(def)
		cache[k] = d
		return d
	}
	if k.game == -1 {
		k.game = 0
		mt.dist(pricing.MarketDef{Scope: def.Scope, Period: def.Period}, cache)
		return cache[distKey{def.Scope, k.period, -1}]
	}
	var d pricing.Dist
	switch mt.def.family {
	case sets:
		d = mt.setDist(def, cache)
	case points:
		// A points distribution has some ten thousand cells; its markets only look at the total
		// or at the margin, so they are priced on those projections.
		full := mt.timedDist(def)
		d = full.Diffs()
		cache[distKey{def.Scope, k.period, -1}] = full.Sums()
	default:
		d = mt.timedDist(def)
	}
	cache[k] = d
	return d
}

// halfState is where half n of a sport played in quarters stands: its score so far and the
// playing time left in it.
func (mt *match) halfState(n int) (home, away int, left float64) {
	for q := 2*n - 2; q < 2*n; q++ {
		switch {
		case mt.m.Status == catalogue.MatchStatusPrematch || q > mt.period || q == mt.period && mt.breakLeft > 0:
			left += mt.expectedPeriodLength(q)
		case q < len(mt.m.PeriodScores):
			ps := mt.m.PeriodScores[q]
			home, away = home+ps.Home, away+ps.Away
			if q == mt.period {
				left += math.Max(0, mt.expectedPeriodLength(q)-mt.inPeriod)
			}
		}
	}
	return home, away, left
}

// totalOnly reports whether a market looks only at the total score.
func totalOnly(def pricing.MarketDef) bool {
	return def.MarketID == pricing.MarketPointsTotal || def.MarketID == pricing.MarketQuarterTotal || def.MarketID == pricing.MarketBasketHalfTotal
}

func (mt *match) timedDist(def pricing.MarketDef) pricing.Dist {
	sp := mt.def
	rh, ra := mt.rates()
	pHome := rh / (rh + ra)
	if sp.family == points {
		pHome = clamp(0.5+mt.expectedMargin()/30, 0.05, 0.95)
	}
	score := func(h, a int, left float64) pricing.Dist {
		if sp.family == goals {
			return pricing.Goals(h, a, rh*left, ra*left)
		}
		mh, ma := math.Max(0, rh*left), math.Max(0, ra*left)
		return pricing.Points(h, a, mh, ma, 1.1*(mh+ma)+1)
	}
	switch def.Scope {
	case pricing.ScopePeriod:
		idx := def.Period - 1
		if idx == mt.period && mt.breakLeft == 0 && mt.m.Status != catalogue.MatchStatusPrematch && idx < len(mt.m.PeriodScores) {
			ps := mt.m.PeriodScores[idx]
			return score(ps.Home, ps.Away, math.Max(0, mt.expectedPeriodLength(idx)-mt.inPeriod))
		}
		return score(0, 0, mt.expectedPeriodLength(idx))
	case pricing.ScopeRegular:
		h, a := mt.regularScore()
		return score(h, a, mt.regularLeft())
	case pricing.ScopeHalf:
		h, a, left := mt.halfState(def.Period)
		return score(h, a, left)
	}
	// The final score, overtime included.
	if sp.overtime == noOvertime {
		h, a := mt.regularScore()
		return score(h, a, mt.regularLeft())
	}
	if mt.period >= sp.periods && mt.m.Status != catalogue.MatchStatusPrematch {
		left := float64(sp.otSeconds)
		if mt.breakLeft == 0 {
			left -= mt.inPeriod
		}
		if sp.family == goals {
			// Sudden death: one more goal (or the shoot-out's) decides.
			return pricing.WithOvertime(pricing.Goals(mt.m.TotalScore.Home, mt.m.TotalScore.Away, 0, 0), pHome)
		}
		return pricing.WithOvertime(score(mt.m.TotalScore.Home, mt.m.TotalScore.Away, math.Max(0, left)), pHome)
	}
	h, a := mt.regularScore()
	return pricing.WithOvertime(score(h, a, mt.regularLeft()), pHome)
}

// setProbs are the win probabilities a set sport's markets are priced from, for one pricing.
type setProbs struct {
	pg, ptb, pNow  float64 // tennis: a fresh game, a tie-break, the game being played
	pCurrent       float64 // the set being played (tennis: from its game score)
	pSet, pLast    float64 // a later set; a deciding last set
	live           bool
	current, games int // the set being played; its game number (tennis)
}

func (mt *match) setProbabilities() setProbs {
	sp := mt.def
	p := mt.pointProb()
	r := setProbs{live: mt.m.Status != catalogue.MatchStatusPrematch, current: mt.setsDone + 1, games: mt.setPoints[0] + mt.setPoints[1] + 1}
	if sp.hasInner {
		r.pg = pricing.SetWin(sp.inner, 0, 0, p)
		r.ptb = pricing.SetWin(sp.tiebreak, 0, 0, p)
		r.pNow = r.pg
		if r.live {
			r.pNow = pricing.SetWin(mt.gameRules(), mt.gamePoints[0], mt.gamePoints[1], p)
		}
		r.pSet = pricing.TennisSetWin(0, 0, r.pg, r.pg, r.ptb)
		r.pLast, r.pCurrent = r.pSet, r.pSet
		if r.live {
			r.pCurrent = pricing.TennisSetWin(mt.setPoints[0], mt.setPoints[1], r.pNow, r.pg, r.ptb)
		}
		return r
	}
	r.pSet = pricing.SetWin(sp.set, 0, 0, p)
	r.pLast = r.pSet
	if sp.hasLast {
		r.pLast = pricing.SetWin(sp.last, 0, 0, p)
	}
	r.pCurrent = r.pSet
	if sp.bestOf == 1 {
		r.pCurrent = r.pLast
	}
	if r.live {
		r.pCurrent = pricing.SetWin(mt.setRules(), mt.setPoints[0], mt.setPoints[1], p)
	}
	return r
}

// setDist prices a set sport; cache holds what one pricing has worked out already.
func (mt *match) setDist(def pricing.MarketDef, cache map[distKey]pricing.Dist) pricing.Dist {
	sp := mt.def
	if mt.probs == nil {
		r := mt.setProbabilities()
		mt.probs = &r
	}
	r := *mt.probs
	switch def.Scope {
	case pricing.ScopeGame:
		if r.live && def.Period == r.current && def.Game == r.games {
			return pricing.TwoWay(r.pNow)
		}
		return pricing.TwoWay(r.pg)
	case pricing.ScopePeriod:
		switch {
		case sp.hasInner && r.live && def.Period == r.current:
			// A tennis set's games: its winner and the markets on its games price on them.
			return pricing.SetGames(mt.setPoints[0], mt.setPoints[1], r.pNow, r.pg, r.ptb)
		case sp.hasInner:
			return pricing.SetGames(0, 0, r.pg, r.pg, r.ptb)
		case r.live && def.Period == r.current:
			return pricing.TwoWay(r.pCurrent)
		case sp.hasLast && def.Period == sp.bestOf:
			return pricing.TwoWay(r.pLast)
		}
		return pricing.TwoWay(r.pSet)
	}
	if !sp.hasInner {
		return pricing.Sets(sp.bestOf, mt.m.TotalScore.Home, mt.m.TotalScore.Away, r.pCurrent, r.pSet, r.pLast)
	}
	st := pricing.TennisState{BestOf: sp.bestOf, SetsHome: mt.m.TotalScore.Home, SetsAway: mt.m.TotalScore.Away,
		GamesHome: mt.setPoints[0], GamesAway: mt.setPoints[1], PCurrentGame: r.pNow, PGame: r.pg, PTiebreak: r.ptb}
	for _, ps := range mt.m.PeriodScores[:mt.setsDone] {
		st.GamesDoneHome += ps.Home
		st.GamesDoneAway += ps.Away
	}
	setsDist, gamesDist := pricing.TennisDist(st)
	// One chain gives both: keep the other for the markets that need it.
	cache[distKey{scope: pricing.ScopeMatch}] = setsDist
	cache[distKey{scope: pricing.ScopeGames}] = gamesDist
	if def.Scope == pricing.ScopeGames {
		return gamesDist
	}
	return setsDist
}

// price re-prices every open market of a match, settles the markets whose period or game is over,
// and leaves the result in mt.pending.
func (s *Simulator) price(mt *match, now time.Time) {
	margin := prematchMargin
	if mt.m.Status != catalogue.MatchStatusPrematch {
		margin = liveMargin
	}
	suspended := mt.suspended(now)
	mt.quotedSuspended = suspended
	// Markets settled and already sent are done with; dropping them keeps a long tennis match
	// from re-checking every game it has played.
	mt.markets = slices.DeleteFunc(mt.markets, func(def pricing.MarketDef) bool {
		k := marketKey(def)
		return mt.settled[k] && mt.emitted[k].Status == catalogue.MarketStatusSettled
	})
	cache := map[distKey]pricing.Dist{}
	mt.probs = nil // worked out again, once, for this pricing
	final := mt.final()
	mt.pending = mt.pending[:0]
	probs := make([][]float64, len(mt.markets))
	for i, def := range mt.markets {
		key := marketKey(def)
		m := mt.marketOf(def)
		switch {
		case mt.settled[key] || mt.scopeDone(def):
			mt.settled[key] = true
			m = mt.settledMarket(def, final)
		case mt.closed[key]:
			m.Status = catalogue.MarketStatusDeactivated
			m.Outcomes = mt.lastOutcomes(def, false)
		default:
			var odds []catalogue.Odds
			var p []float64
			var ok bool
			if def.Scope == pricing.ScopeScorer {
				rates := mt.scorerRates(mt.regularLeft())
				odds, p, ok = pricing.PriceEach(func(i int) pricing.Dist { return mt.scorerDist(def.Subjects[i], final, rates) }, def, margin)
			} else {
				odds, p, ok = pricing.Price(mt.dist(def, cache), def, margin)
			}
			switch {
			case !ok && def.Priority == pricing.PriorityMain:
				// The main market stays listed, locked at its clamped prices, while one side is
				// near certain: the match row keeps its main market, and it reopens if the match
				// turns.
				mt.quoted[key] = odds
				m.Status = catalogue.MarketStatusSuspended
				m.Outcomes = mt.lastOutcomes(def, false)
			case !ok:
				// A line that no longer makes sense is taken off; it settles with the match.
				mt.closed[key] = true
				m.Status = catalogue.MarketStatusDeactivated
				m.Outcomes = mt.lastOutcomes(def, false)
			case suspended && len(mt.quoted[key]) > 0:
				m.Status = catalogue.MarketStatusSuspended
				m.Outcomes = mt.lastOutcomes(def, false)
			default:
				probs[i] = p
				mt.quoted[key] = odds
				m.Status = catalogue.MarketStatusAllowed
				for k, o := range def.Outcomes {
					m.Outcomes = append(m.Outcomes, catalogue.Outcome{ID: o.ID, Name: o.Name, Active: pricing.Open(p[k]), Odds: odds[k]})
				}
			}
		}
		mt.pending = append(mt.pending, m)
	}
	mt.balanceLines(probs)
}

func marketKey(def pricing.MarketDef) catalogue.MarketKey {
	return catalogue.MarketKey{MarketID: def.MarketID, Specifier: def.Specifier}
}

// marketOf is a market's catalogue entry without status and outcomes.
func (mt *match) marketOf(def pricing.MarketDef) catalogue.Market {
	prio := def.Priority
	if prev, ok := mt.emitted[marketKey(def)]; ok {
		prio = prev.Priority
	}
	return catalogue.Market{MatchID: mt.m.ID, MarketID: def.MarketID, Specifier: def.Specifier, Name: def.Name, Priority: prio,
		GroupKeys: []string{catalogue.DefaultMarketGroupKey, def.Group}, Provider: "sim"}
}

// lastOutcomes are a market's outcomes at their last quoted prices (1.01 when never quoted: a
// market first seen suspended or closed still needs prices to show).
func (mt *match) lastOutcomes(def pricing.MarketDef, active bool) []catalogue.Outcome {
	prev := mt.quoted[marketKey(def)]
	out := make([]catalogue.Outcome, len(def.Outcomes))
	for i, o := range def.Outcomes {
		out[i] = catalogue.Outcome{ID: o.ID, Name: o.Name, Active: active, Odds: catalogue.MinOdds}
		if i < len(prev) {
			out[i].Odds = prev[i]
		}
	}
	return out
}

// settledMarket is a market settled on how the match went: status settled, every outcome's result.
func (mt *match) settledMarket(def pricing.MarketDef, final pricing.Final) catalogue.Market {
	m := mt.marketOf(def)
	m.Status = catalogue.MarketStatusSettled
	m.Outcomes = mt.lastOutcomes(def, false)
	for i, r := range pricing.Results(def, final) {
		m.Outcomes[i].Result = r
	}
	return m
}

// balanceLines marks the most balanced open line of each line type (the one whose prices are
// closest to even) and ranks the other lines by their distance from it: the balanced line keeps
// its type's priority, so the balanced total becomes the match's secondary market.
func (mt *match) balanceLines(probs [][]float64) {
	type group struct {
		id     int64
		period int
	}
	members := map[group][]int{}
	var order []group
	for i, def := range mt.markets {
		if !def.HasLine || mt.pending[i].Status != catalogue.MarketStatusAllowed || len(probs[i]) != 2 {
			continue
		}
		g := group{def.MarketID, def.Period}
		if _, ok := members[g]; !ok {
			order = append(order, g)
		}
		members[g] = append(members[g], i)
	}
	for _, g := range order {
		idx := members[g]
		best := 0
		for r, i := range idx {
			if math.Abs(probs[i][0]-0.5) < math.Abs(probs[idx[best]][0]-0.5) {
				best = r
			}
		}
		for r, i := range idx {
			mt.pending[i].MostBalanced = r == best
			mt.pending[i].Priority = pricing.LinePriority(mt.markets[i].Priority, abs(r-best))
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// settle settles every market not settled yet on the final score, with the settled status.
func (s *Simulator) settle(mt *match) {
	final := mt.final()
	mt.pending = mt.pending[:0]
	for _, def := range mt.markets {
		key := marketKey(def)
		if mt.settled[key] && mt.emitted[key].Status == catalogue.MarketStatusSettled {
			continue
		}
		mt.settled[key] = true
		mt.pending = append(mt.pending, mt.settledMarket(def, final))
	}
	mt.quoted = nil // a finished match is priced no more
}

// emitChanges adds to the batch the pending markets that differ from what was last emitted, and
// the match's statistics when they changed.
func (s *Simulator) emitChanges(mt *match, b *catalogue.Batch) {
	for _, m := range mt.pending {
		if prev, ok := mt.emitted[m.Key()]; ok && sameMarket(prev, m) {
			continue
		}
		mt.emitted[m.Key()] = m
		b.Markets = append(b.Markets, m)
	}
	mt.pending = mt.pending[:0]
	if st := mt.stats; st != nil && (st.Seq != mt.sent.seq || !slices.Equal(st.Totals, mt.sent.totals)) {
		b.Statistics = append(b.Statistics, matchstats.Update{Statistics: st.Clone(), Since: mt.sent.seq})
		mt.sent = statsSent{seq: st.Seq, totals: slices.Clone(st.Totals)}
	}
}

// emitAll adds the match and all its markets to the batch.
func (s *Simulator) emitAll(mt *match, b *catalogue.Batch) {
	if len(mt.pending) == 0 && len(mt.emitted) == 0 {
		s.price(mt, s.last)
	}
	b.Matches = append(b.Matches, snapshot(mt.m))
	s.emitChanges(mt, b)
}

func sameMarket(a, b catalogue.Market) bool {
	return a.Status == b.Status && a.MostBalanced == b.MostBalanced && a.Priority == b.Priority && slices.Equal(a.Outcomes, b.Outcomes)
}

// outrightName names a league's outright of a season ("2026/27").
func outrightName(l leagueDef, season string) string { return l.name + " " + season + " – Winner" }

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
		SportID: sp.id, CategoryID: categoryID(sp, c.slug), TournamentID: tournamentID(sp, leagueIndex), NameA: outrightName(l, season),
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
