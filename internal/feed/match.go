package feed

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/crests"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/pricing"
)

// match is the simulator's state of one open match.
type match struct {
	m        catalogue.Match
	def      *sportDef
	strength float64 // home team's edge in log units; it drifts to move the odds

	// Timed sports (goals, points): the period being played (0-based; overtime periods follow
	// the regular ones), seconds played in it, and the break left before it starts.
	period      int
	inPeriod    float64
	breakLeft   float64
	periodsDone int       // periods completed, for settling period markets
	extra       []float64 // football: stoppage time of each half, announced near its end

	// Set sports: points of the current set and game, sets completed, tennis game winners.
	setPoints, gamePoints [2]int
	setsDone              int
	games                 map[[2]int]int
	pointClock            float64   // in-play seconds towards the next point
	probs                 *setProbs // the current pricing's win probabilities; nil until needed

	markets []pricing.MarketDef
	emitted map[catalogue.MarketKey]catalogue.Market
	closed  map[catalogue.MarketKey]bool             // markets taken off; they never come back, but settle
	settled map[catalogue.MarketKey]bool             // markets already settled (a finished period or game)
	quoted  map[catalogue.MarketKey][]catalogue.Odds // last odds quoted, shown while suspended or closed
	pending []catalogue.Market                       // markets as last priced or settled, not yet compared

	suspendedUntil  time.Time
	stoppedUntil    time.Time
	quotedSuspended bool // whether the last prices were quoted suspended

	// stats are the match's statistics (nil for a sport without), played from their own random
	// source so that they leave the simulation's draws as they were; sent is what the last batch
	// carried of them.
	stats    *matchstats.Statistics
	statsRng *rand.Rand
	sent     statsSent

	// squads are a football match's two squads (squadsOf), who score its goals; nil otherwise.
	squads [2][]squadPlayer
	// roster are a basketball match's two rosters (rosterOf), who make its baskets, rebounds and
	// assists; nil otherwise.
	roster [2][]rosterPlayer
}

// statsSent is what a batch last carried of a match's statistics.
type statsSent struct {
	seq    int
	totals []matchstats.Total
}

func (s *Simulator) newMatch(sp *sportDef, start time.Time) *match {
	id := s.nextID
	s.nextID++
	li := s.rng.IntN(len(sp.leagues))
	l := sp.leagues[li]
	home, away := s.teamName(sp, l), s.teamName(sp, l)
	for away == home {
		away = s.teamName(sp, l)
	}
	c := countries[l.country]
	mt := &match{def: sp, strength: s.rng.NormFloat64() * 0.45, emitted: map[catalogue.MarketKey]catalogue.Market{},
		closed: map[catalogue.MarketKey]bool{}, settled: map[catalogue.MarketKey]bool{}, quoted: map[catalogue.MarketKey][]catalogue.Odds{}}
	s.track(mt, id, sp)
	mt.m = catalogue.Match{
		ID: id, URNID: fmt.Sprintf("sr:match:%d", id), Slug: fmt.Sprintf("%s-%s-%d", slugify(home), slugify(away), id), Type: catalogue.MatchTypeMatch,
		SportID: sp.id, CategoryID: categoryID(sp, c.slug), TournamentID: tournamentID(sp, li), NameA: home, NameB: away,
		Stadium: home + " Arena", City: cityOf(home, l.country), Status: catalogue.MatchStatusPrematch, StartTime: start.UTC(),
		HasVideo: hasVideo(l, s.rng.IntN(4)), Provider: "sim", HasProviderStats: true, MaxPeriodNumber: sp.periods,
	}
	if sp.teams() {
		mt.m.LogoA, mt.m.LogoB = s.crest(home), s.crest(away)
	}
	if sp.stoppage {
		for range sp.periods {
			mt.extra = append(mt.extra, float64(60*(1+s.rng.IntN(5))))
		}
	}
	switch sp.family {
	case goals:
		if sp.overtime == suddenDeath {
			mt.markets = pricing.IceHockey(home, away)
		} else {
			mt.squads = squadsOf(mt.m)
			mt.markets = append(pricing.Football(home, away), pricing.FootballProps(home, away, scorers(mt.squads))...)
		}
	case points:
		total := math.Round(sp.scorePerMatch*(1+s.rng.NormFloat64()*0.03)) + 0.5
		spread := math.Round(mt.expectedMargin()) + 0.5
		q := math.Round(total/4) + 0.5
		half, halfSpread := math.Round(total/2)+0.5, math.Round(mt.expectedMargin()/2)+0.5
		mt.markets = pricing.Basketball(home, away, []float64{total - 12, total - 8, total - 4, total, total + 4, total + 8, total + 12},
			[]float64{-spread - 6, -spread - 3, -spread, -spread + 3, -spread + 6}, []float64{q - 3, q, q + 3})
		mt.markets = append(mt.markets, pricing.BasketballQuarterHandicaps(1, home, away, mt.quarterSpreads())...)
		mt.markets = append(mt.markets, pricing.BasketballHalves(home, away, []float64{half - 4, half, half + 4},
			[]float64{-halfSpread - 3, -halfSpread, -halfSpread + 3})...)
		mt.roster = rosterOf(mt.m)
		for side, roster := range mt.roster {
			for _, p := range roster {
				mt.stats.Player(matchstats.Side(side), p.Number) // counted from zero, so his markets settle
			}
		}
		mt.markets = append(mt.markets, mt.playerMarkets()...)
	case sets:
		mt.m.MaxPeriodNumber = sp.bestOf
		mt.games = map[[2]int]int{}
		if sp.hasInner {
			// A one-sided match has fewer games.
			base := 22.5 - math.Round(math.Abs(mt.strength)*4)
			hcp := math.Round(math.Abs(mt.strength)*6) + 0.5
			if mt.strength < 0 {
				hcp = -hcp
			}
			// Each player's games: half the total, shifted by half the margin the handicap expects.
			hg, ag := math.Floor((base+hcp)/2)+0.5, math.Floor((base-hcp)/2)+0.5
			mt.markets = append(pricing.Tennis(home, away, sp.bestOf, []float64{base - 3, base - 2, base - 1, base, base + 1, base + 2, base + 3},
				[]float64{-hcp - 4, -hcp - 2, -hcp, -hcp + 2, -hcp + 4}),
				pricing.TennisMore(home, away, sp.bestOf, []float64{hg - 1, hg, hg + 1}, []float64{ag - 1, ag, ag + 1})...)
		} else {
			mt.markets = pricing.SetSport(home, away, sp.bestOf, sp.unit)
		}
	}
	return mt
}

// topLeaguePriority is the league priority from which every match is streamed.
const topLeaguePriority = 90

// hasVideo decides whether a match carries video, as a stream provider's rights would: every
// match of a top league (priority 90 or more: the Premier League, the NBA, the ATP Finals...),
// and one in four of the others (draw is uniform over 0 to 3), about half of all matches.
func hasVideo(l leagueDef, draw int) bool {
	return l.priority >= topLeaguePriority || draw == 0
}

// teams reports whether the sport's competitors are teams, which wear crests, rather than players.
func (sp *sportDef) teams() bool { return sp.key != "tennis" && sp.key != "table-tennis" }

// crest is a team's logo: the operator's image for it, else its drawn crest.
func (s *Simulator) crest(team string) string {
	if s.cfg.Crest != nil {
		if url := s.cfg.Crest(team); url != "" {
			return url
		}
	}
	return crests.For(team).URL()
}

func (s *Simulator) teamName(sp *sportDef, l leagueDef) string {
	if !sp.teams() {
		return firstInitials[s.rng.IntN(len(firstInitials))] + " " + surnames[s.rng.IntN(len(surnames))]
	}
	cs := cities[l.country]
	name := cs[s.rng.IntN(len(cs))]
	if sx := suffixes[sp.key]; len(sx) > 0 && sx[0] != "" {
		name += " " + sx[s.rng.IntN(len(sx))]
	}
	return name
}

func cityOf(team, country string) string {
	for _, c := range cities[country] {
		if strings.HasPrefix(team, c) {
			return c
		}
	}
	return ""
}

// snapshot copies a match with its own slices, so that later play does not change a batch
// already handed out.
func snapshot(m catalogue.Match) catalogue.Match {
	m.PeriodScores = slices.Clone(m.PeriodScores)
	m.Competitors = slices.Clone(m.Competitors)
	return m
}

// expectedMargin is the home side's expected winning margin in a points sport.
func (mt *match) expectedMargin() float64 { return mt.strength * 9 }

// quarterSpreads are the handicap lines of a basketball quarter: around a quarter of the
// expected margin.
func (mt *match) quarterSpreads() []float64 {
	qs := math.Round(mt.expectedMargin()/4) + 0.5
	return []float64{-qs - 2, -qs, -qs + 2}
}

// advance moves one match on by dt of wall time.
func (s *Simulator) advance(mt *match, now time.Time, dt time.Duration, b *catalogue.Batch) {
	before := snapshot(mt.m)
	event := false
	counted := mt.countedEvents()
	switch mt.m.Status {
	case catalogue.MatchStatusPrematch:
		if now.Before(mt.m.StartTime) {
			// Prematch odds drift now and then, as money comes in.
			if s.rng.IntN(40) == 0 {
				mt.strength += s.rng.NormFloat64() * 0.04
				s.price(mt, now)
				s.emitChanges(mt, b)
			}
			return
		}
		s.kickOff(mt)
		s.play(mt, now.Sub(mt.m.StartTime).Seconds()*s.cfg.Speed)
	case catalogue.MatchStatusStopped:
		if now.Before(mt.stoppedUntil) {
			return
		}
		mt.m.Status = catalogue.MatchStatusLive
	case catalogue.MatchStatusLive:
		playedDt := dt.Seconds() * s.cfg.Speed
		event = s.play(mt, playedDt)
		if event && mt.def.family == goals {
			mt.suspendedUntil = now.Add(goalSuspension)
		} else if mt.def.family == goals && mt.breakLeft == 0 && s.rng.Float64() < 0.02*playedDt/30 {
			mt.suspendedUntil = now.Add(dangerSuspension) // a dangerous attack
		}
		if mt.m.Status == catalogue.MatchStatusLive && mt.breakLeft == 0 && s.rng.Float64() < 0.0015 {
			// A short interruption (injury, weather, a video review): play and betting stop.
			mt.m.Status = catalogue.MatchStatusStopped
			mt.stoppedUntil = now.Add(5 * time.Second)
			mt.suspendedUntil = mt.stoppedUntil
		}
		mt.strength += s.rng.NormFloat64() * 0.015
	}
	if mt.def.family != sets {
		mt.m.Clock.ClockUpdatedAt = now
		mt.m.Clock.Stopped = mt.m.Clock.Stopped || mt.m.Status == catalogue.MatchStatusStopped
	}
	switch {
	case mt.m.Status == catalogue.MatchStatusFinished:
		s.settle(mt)
	case event || mt.m.TotalScore != before.TotalScore || mt.m.Status != before.Status || mt.suspended(now) != mt.quotedSuspended ||
		len(mt.m.PeriodScores) != len(before.PeriodScores) || mt.countedEvents() != counted || s.rng.Float64() < repriceChance:
		s.price(mt, now)
	}
	if mt.m.Status != before.Status {
		b.StatusChanged = append(b.StatusChanged, mt.m.ID)
	}
	// Clients run the clock themselves from its last reading, so a match is sent again only when
	// something besides the running clock changed.
	if !sameButClock(before, mt.m) {
		b.Matches = append(b.Matches, snapshot(mt.m))
	}
	s.emitChanges(mt, b)
}

// repriceChance is the chance per tick that a live match is re-priced without an event: real feeds
// move a match's odds every few seconds, not every second, and every move costs every client a
// render.
const repriceChance = 1.0 / 3

// suspended reports whether betting on the match is suspended at now.
func (mt *match) suspended(now time.Time) bool {
	return now.Before(mt.suspendedUntil) || mt.m.Status == catalogue.MatchStatusStopped
}

// sameButClock reports whether two states of a match differ at most in the running clock's
// reading (match time and remaining time moving on while the clock runs).
func sameButClock(a, b catalogue.Match) bool {
	if a.Clock.Stopped != b.Clock.Stopped || a.Clock.StoppageTime != b.Clock.StoppageTime {
		return false
	}
	a.Clock, b.Clock = catalogue.Clock{}, catalogue.Clock{}
	return reflect.DeepEqual(a, b)
}

// kickOff starts a match: live, first period (set) open, its first period score at 0:0.
func (s *Simulator) kickOff(mt *match) {
	mt.m.Status = catalogue.MatchStatusLive
	sp := mt.def
	if sp.family == sets {
		mt.startSet()
		return
	}
	mt.startPeriod()
}

// play simulates dt seconds of in-play time and reports whether anything was scored.
func (s *Simulator) play(mt *match, dt float64) bool {
	if mt.def.family == sets {
		return s.playPoints(mt, dt)
	}
	return s.playTimed(mt, dt)
}

// periodLength is the in-play length of period p, stoppage time included.
func (mt *match) periodLength(p int) float64 {
	sp := mt.def
	if p >= sp.periods {
		return float64(sp.otSeconds)
	}
	l := float64(sp.periodSeconds)
	if p < len(mt.extra) {
		l += mt.extra[p]
	}
	return l
}

// expectedPeriodLength is a period's length as the pricing sees it: stoppage time is known once
// announced (in the period's last minute), and expected before.
func (mt *match) expectedPeriodLength(p int) float64 {
	sp := mt.def
	if p >= sp.periods {
		return float64(sp.otSeconds)
	}
	if sp.stoppage {
		if p == mt.period && mt.breakLeft == 0 && mt.inPeriod >= float64(sp.periodSeconds-60) {
			return mt.periodLength(p)
		}
		return float64(sp.periodSeconds) + meanStoppage
	}
	return float64(sp.periodSeconds)
}

// meanStoppage is the expected stoppage time of a half (uniform 1..5 minutes).
const meanStoppage = 180

func (s *Simulator) playTimed(mt *match, dt float64) bool {
	sp := mt.def
	scored := false
	for dt > 1e-9 && mt.m.Status != catalogue.MatchStatusFinished {
		if mt.breakLeft > 0 {
			use := math.Min(dt, mt.breakLeft)
			mt.breakLeft -= use
			dt -= use
			if mt.breakLeft <= 1e-9 {
				mt.breakLeft = 0
				mt.startPeriod()
			}
			continue
		}
		length := mt.periodLength(mt.period)
		use := math.Min(dt, length-mt.inPeriod)
		rh, ra := mt.rates()
		var gh, ga int
		switch sp.family {
		case goals:
			gh, ga = s.poisson(rh*use), s.poisson(ra*use)
			if mt.period >= sp.periods && gh+ga > 0 {
				// Sudden death: the first goal ends the match.
				gh, ga = boolInt(s.rng.Float64() < rh/(rh+ra)), 0
				ga = 1 - gh
				use = length - mt.inPeriod
			}
		case points:
			gh, ga = 2*s.poisson(rh*use/2), 2*s.poisson(ra*use/2)
		}
		mt.addScore(gh, ga)
		scored = scored || gh+ga > 0
		if mt.stats != nil {
			from := mt.clockBefore(mt.period) + mt.inPeriod
			seq, counts := mt.stats.Seq, mt.countsNow()
			mt.stats.Play(mt.statsRng, matchstats.Span{Period: mt.period + 1, From: from, To: from + use, Scored: [2]int{gh, ga}, Edge: mt.strength})
			mt.nameScorers(seq)
			mt.creditPlayers(counts)
		}
		mt.inPeriod += use
		dt -= use
		if mt.inPeriod >= length-1e-9 {
			s.endPeriod(mt)
		}
	}
	mt.updateClock()
	return scored
}

// startPeriod opens the current period and its score line, and offers the next period's markets.
func (mt *match) startPeriod() {
	sp := mt.def
	mt.inPeriod = 0
	n := mt.period + 1
	typ, name := "regular_period", sp.periodLabel(n)
	if mt.period >= sp.periods {
		typ, name = "overtime", stageOvertime
	}
	mt.m.PeriodScores = append(mt.m.PeriodScores, catalogue.PeriodScore{Number: n, Name: name, Type: typ})
	if next := n + 1; next <= sp.periods {
		switch {
		case sp.family == points:
			q := math.Round(sp.scorePerMatch/4) + 0.5
			mt.markets = append(mt.markets, pricing.BasketballQuarter(next, mt.m.NameA, mt.m.NameB, []float64{q - 3, q, q + 3})...)
			mt.markets = append(mt.markets, pricing.BasketballQuarterHandicaps(next, mt.m.NameA, mt.m.NameB, mt.quarterSpreads())...)
		case sp.overtime == suddenDeath:
			mt.markets = append(mt.markets, pricing.HockeyPeriod(next, mt.m.NameA, mt.m.NameB)...)
		}
	}
}

func (mt *match) addScore(h, a int) {
	mt.m.TotalScore.Home += h
	mt.m.TotalScore.Away += a
	last := &mt.m.PeriodScores[len(mt.m.PeriodScores)-1]
	last.Home += h
	last.Away += a
}

// endPeriod closes the current period: a break before the next, overtime when regular time ends
// level and the sport has it, a shoot-out after a goalless ice hockey overtime, or the end.
func (s *Simulator) endPeriod(mt *match) {
	sp := mt.def
	mt.periodsDone = mt.period + 1
	level := mt.m.TotalScore.Home == mt.m.TotalScore.Away
	switch {
	case mt.period+1 < sp.periods:
		mt.period++
		mt.breakLeft = float64(sp.breakSeconds)
	case level && sp.overtime == fullPeriods || level && sp.overtime == suddenDeath && mt.period+1 == sp.periods:
		mt.period++
		mt.breakLeft = overtimeBreak
	case level && sp.overtime == suddenDeath:
		// Shoot-out: the winner is credited one goal, as the league tables do.
		rh, ra := mt.rates()
		home := s.rng.Float64() < 0.5+0.5*(rh-ra)/(rh+ra)
		ps := catalogue.PeriodScore{Number: mt.period + 2, Name: periodPenalties, Type: "penalties"}
		if home {
			ps.Home, mt.m.TotalScore.Home = 1, mt.m.TotalScore.Home+1
		} else {
			ps.Away, mt.m.TotalScore.Away = 1, mt.m.TotalScore.Away+1
		}
		mt.m.PeriodScores = append(mt.m.PeriodScores, ps)
		mt.finish(stageEndedAfterPenalties)
	case mt.period >= sp.periods:
		mt.finish(stageEndedAfterOvertime)
	default:
		mt.finish(stageEnded)
	}
}

func (mt *match) finish(stage string) {
	mt.m.Status = catalogue.MatchStatusFinished
	mt.m.Stage = stage
	mt.m.Clock.Stopped = true
	mt.m.Clock.RemainingTime = 0
	mt.breakLeft = 0
}

// The stages shown between the periods of a timed sport; a restart reads them back (restore).
const (
	stageBreak            = "Break"
	stageHalftime         = "Halftime"
	stageAwaitingOvertime = "Awaiting overtime"
)

// The other stages and period names besides the periods' own (sportDef.periodLabel). Every one
// is in Vocabulary, so that it is translated.
const (
	stageOvertime            = "Overtime"
	stageEnded               = "Ended"
	stageEndedAfterOvertime  = "Ended after overtime"
	stageEndedAfterPenalties = "Ended after penalties"
	periodPenalties          = "Penalties"
)

// overtimeBreak is the in-play length of the break before overtime.
const overtimeBreak = 120

// clockBefore is the clock's reading when period p starts.
func (mt *match) clockBefore(p int) float64 {
	sp := mt.def
	elapsed := 0.0
	for i := range p {
		if sp.stoppage {
			elapsed += float64(sp.periodSeconds) // a football clock restarts each half at 45:00, 90:00
		} else {
			elapsed += mt.periodLength(i)
		}
	}
	return elapsed
}

// updateClock sets the clock and stage from the period state.
func (mt *match) updateClock() {
	sp := mt.def
	if mt.m.Status == catalogue.MatchStatusFinished {
		return
	}
	elapsed := mt.clockBefore(mt.period)
	c := &mt.m.Clock
	c.StoppageTime = 0
	if mt.breakLeft > 0 {
		c.MatchTime, c.RemainingTime, c.Stopped = int(elapsed), 0, true
		mt.m.Stage = stageBreak
		switch {
		case sp.periods == 2 && mt.period == 1:
			mt.m.Stage = stageHalftime
		case mt.period >= sp.periods:
			mt.m.Stage = stageAwaitingOvertime
		}
		return
	}
	c.Stopped = false
	c.MatchTime = int(elapsed + mt.inPeriod)
	if sp.countdown {
		c.RemainingTime = int(math.Ceil(mt.periodLength(mt.period) - mt.inPeriod))
	}
	if sp.stoppage && mt.inPeriod >= float64(sp.periodSeconds-60) {
		c.StoppageTime = int(mt.extra[mt.period])
	}
	mt.m.Stage = sp.periodLabel(mt.period + 1)
	if mt.period >= sp.periods {
		mt.m.Stage = stageOvertime
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// rates are each side's scoring rate per second of playing time.
func (mt *match) rates() (float64, float64) {
	sp := mt.def
	playing := float64(sp.periods * sp.periodSeconds)
	if sp.stoppage {
		playing += float64(sp.periods) * meanStoppage
	}
	per := sp.scorePerMatch / 2 / playing
	if sp.family == points {
		m := mt.expectedMargin() / playing
		return per + m/2, per - m/2
	}
	return per * math.Exp(mt.strength/2) * 1.08, per * math.Exp(-mt.strength/2) / 1.08
}

// startSet opens a new set (map): its score line, the set winner market of the next one, and the
// first game's market in tennis.
func (mt *match) startSet() {
	sp := mt.def
	n := mt.setsDone + 1
	mt.m.PeriodScores = append(mt.m.PeriodScores, catalogue.PeriodScore{Number: n, Name: sp.periodLabel(n), Type: "regular_period"})
	if n+1 <= sp.bestOf {
		id := pricing.MarketSetWinner
		if sp.unit == "map" {
			id = pricing.MarketMapWinner
		}
		mt.markets = append(mt.markets, pricing.PeriodWinner(id, n+1, sp.unit, mt.m.NameA, mt.m.NameB))
		if sp.hasInner {
			mt.markets = append(mt.markets, pricing.TennisSet(n+1, mt.m.NameA, mt.m.NameB)...)
		}
	}
	if sp.hasInner {
		mt.startGame()
	}
}

// startGame offers the winner market of the tennis game about to be played.
func (mt *match) startGame() {
	set := mt.setsDone + 1
	game := mt.setPoints[0] + mt.setPoints[1] + 1
	mt.markets = append(mt.markets, pricing.NextGame(set, game, mt.m.NameA, mt.m.NameB))
}

// setRules are the rules of the set being played.
func (mt *match) setRules() pricing.SetRules {
	sp := mt.def
	if sp.hasLast && mt.setsDone == sp.bestOf-1 {
		return sp.last
	}
	return sp.set
}

// gameRules are the rules of the tennis game being played: a tie-break at 6:6.
func (mt *match) gameRules() pricing.SetRules {
	if mt.setPoints[0] == 6 && mt.setPoints[1] == 6 {
		return mt.def.tiebreak
	}
	return mt.def.inner
}

// playPoints plays points of a set sport: a point every pointSeconds of in-play time. It reports
// whether a game, set or map was won.
func (s *Simulator) playPoints(mt *match, dt float64) bool {
	sp := mt.def
	mt.pointClock += dt
	p := mt.pointProb()
	event := false
	for mt.pointClock >= sp.pointSeconds && mt.m.Status != catalogue.MatchStatusFinished {
		mt.pointClock -= sp.pointSeconds
		side := 1
		if s.rng.Float64() < p {
			side = 0
		}
		event = mt.point(side) || event
	}
	mt.showPoints()
	return event
}

// point gives a point of a set sport to side (winPoint) and records its statistics.
func (mt *match) point(side int) bool {
	sp := mt.def
	p := matchstats.Point{Set: mt.setsDone + 1, InSet: mt.setPoints[0] + mt.setPoints[1], Winner: matchstats.Side(side),
		Server: matchstats.Side(max(mt.m.CurrentServer, 1) - 1)}
	tiebreak := sp.hasInner && mt.gameRules() == sp.tiebreak
	games, sets := p.InSet, mt.setsDone
	event := mt.winPoint(side)
	p.Game = sp.hasInner && !tiebreak && (mt.setPoints[0]+mt.setPoints[1] != games || mt.setsDone != sets)
	if mt.stats != nil {
		mt.stats.Score(mt.statsRng, p)
	}
	return event
}

// winPoint gives a point of a set sport to side (0 home, 1 away) and reports whether it won a
// game, a set or a map; the set (map) that decides the match finishes it.
func (mt *match) winPoint(side int) bool {
	sp := mt.def
	event := false
	if sp.hasInner {
		mt.gamePoints[side]++
		if !won(mt.gameRules(), mt.gamePoints[side], mt.gamePoints[1-side]) {
			return false
		}
		set, game := mt.setsDone+1, mt.setPoints[0]+mt.setPoints[1]+1
		mt.games[[2]int{set, game}] = side + 1
		mt.gamePoints = [2]int{}
		mt.m.CurrentServer = 3 - max(mt.m.CurrentServer, 1)
		event = true
	}
	mt.setPoints[side]++
	cur := &mt.m.PeriodScores[len(mt.m.PeriodScores)-1]
	cur.Home, cur.Away = mt.setPoints[0], mt.setPoints[1]
	if !won(mt.setRules(), mt.setPoints[side], mt.setPoints[1-side]) {
		if sp.hasInner {
			mt.startGame()
		}
		return event
	}
	mt.setPoints = [2]int{}
	mt.setsDone++
	if side == 0 {
		mt.m.TotalScore.Home++
	} else {
		mt.m.TotalScore.Away++
	}
	if max(mt.m.TotalScore.Home, mt.m.TotalScore.Away) == sp.bestOf/2+1 {
		mt.finish(stageEnded)
		return true
	}
	mt.startSet()
	return true
}

// showPoints sets what a set sport shows of where it stands: the stage, the server and the
// point score of the game.
func (mt *match) showPoints() {
	sp := mt.def
	if mt.m.Status != catalogue.MatchStatusFinished {
		mt.m.Stage = sp.periodLabel(mt.setsDone + 1)
		if sp.hasInner && mt.m.CurrentServer == 0 {
			mt.m.CurrentServer = 1
		}
	}
	mt.m.GameScore = catalogue.Score{}
	if sp.hasInner && mt.m.Status != catalogue.MatchStatusFinished {
		if mt.gameRules() == sp.tiebreak {
			mt.m.GameScore = catalogue.Score{Home: mt.gamePoints[0], Away: mt.gamePoints[1]}
		} else {
			mt.m.GameScore = catalogue.Score{Home: tennisPoints(mt.gamePoints[0], mt.gamePoints[1]), Away: tennisPoints(mt.gamePoints[1], mt.gamePoints[0])}
		}
	}
	// Set sports have no match clock: the stage and the point score say where the match is.
	mt.m.Clock = catalogue.Clock{}
}

// tennisPoints shows a game score the usual way: 0, 15, 30, 40, and 50 for advantage.
func tennisPoints(own, other int) int {
	switch {
	case own >= 3 && other >= 3 && own > other:
		return 50
	case own >= 3:
		return 40
	}
	return []int{0, 15, 30}[own]
}

func won(r pricing.SetRules, own, other int) bool {
	return own >= r.Target && (!r.WinByTwo || own-other >= 2 || (r.Cap > 0 && own >= r.Cap))
}

func (mt *match) pointProb() float64 {
	return clamp(0.5+mt.def.pointEdge*mt.strength, 0.2, 0.8)
}

func (s *Simulator) poisson(lambda float64) int {
	if lambda <= 0 {
		return 0
	}
	l, k, p := math.Exp(-lambda), 0, 1.0
	for {
		p *= s.rng.Float64()
		if p <= l {
			return k
		}
		k++
	}
}
