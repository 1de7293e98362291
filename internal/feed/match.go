package feed

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/pricing"
)

// match is the simulator's state of one open match.
type match struct {
	m        catalogue.Match
	def      *sportDef
	strength float64 // home team's edge in log units; it drifts to move the odds
	played   float64 // in-play seconds since the start, breaks included
	markets  []pricing.MarketDef
	emitted  map[catalogue.MarketKey]catalogue.Market
	closed   map[catalogue.MarketKey]bool // markets taken off; they never come back
	pending  []catalogue.Market           // markets as last priced or settled, not yet compared

	suspendedUntil  time.Time
	stoppedUntil    time.Time
	quotedSuspended bool // whether the last prices were quoted suspended

	// sets sports: sets won are m.TotalScore; points of the current set and game.
	setPoints, gamePoints [2]int
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
	mt := &match{def: sp, strength: s.rng.NormFloat64() * 0.45, emitted: map[catalogue.MarketKey]catalogue.Market{}, closed: map[catalogue.MarketKey]bool{}}
	mt.m = catalogue.Match{
		ID: id, URNID: fmt.Sprintf("sr:match:%d", id), Slug: fmt.Sprintf("%s-%s-%d", slugify(home), slugify(away), id), Type: catalogue.MatchTypeMatch,
		SportID: sp.id, CategoryID: categoryID(sp, c.slug), TournamentID: tournamentID(sp, li), NameA: home, NameB: away,
		Stadium: home + " Arena", City: cityOf(home, l.country), Status: catalogue.MatchStatusPrematch, StartTime: start.UTC(),
		HasVideo: s.rng.IntN(4) == 0, Provider: "sim", HasProviderStats: true, MaxPeriodNumber: sp.periods,
	}
	if sp.family == sets {
		mt.m.MaxPeriodNumber = sp.bestOf
	}
	switch sp.family {
	case goals:
		mt.markets = pricing.GoalMarkets(home, away, sp.totalLines, sp.hcpLines, sp.halves)
	case points:
		total := math.Round(sp.scorePerMatch*(1+s.rng.NormFloat64()*0.03)) + 0.5
		spread := math.Round(mt.expectedMargin()) + 0.5
		mt.markets = pricing.PointsMarkets(home, away, []float64{total - 8, total - 4, total, total + 4, total + 8},
			[]float64{-spread - 4, -spread - 2, -spread, -spread + 2, -spread + 4})
	case sets:
		mt.markets = pricing.SetMarkets(home, away, sp.bestOf, sp.unit)
	}
	return mt
}

func (s *Simulator) teamName(sp *sportDef, l leagueDef) string {
	if sp.key == "tennis" || sp.key == "table-tennis" {
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

// advance moves one match on by dt of wall time.
func (s *Simulator) advance(mt *match, now time.Time, dt time.Duration, b *catalogue.Batch) {
	if mt.m.Type == catalogue.MatchTypeOutright {
		return
	}
	before := snapshot(mt.m)
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
		mt.m.Status = catalogue.MatchStatusLive
		mt.played = now.Sub(mt.m.StartTime).Seconds() * s.cfg.Speed
	case catalogue.MatchStatusStopped:
		if now.Before(mt.stoppedUntil) {
			return
		}
		mt.m.Status = catalogue.MatchStatusLive
	case catalogue.MatchStatusLive:
		playedDt := dt.Seconds() * s.cfg.Speed
		goalsBefore := mt.m.TotalScore
		s.play(mt, playedDt)
		if mt.m.TotalScore != goalsBefore && mt.def.family == goals {
			mt.suspendedUntil = now.Add(goalSuspension)
		} else if mt.def.family == goals && s.rng.Float64() < 0.02*playedDt/30 {
			mt.suspendedUntil = now.Add(dangerSuspension) // a dangerous attack
		}
		if mt.m.Status == catalogue.MatchStatusLive && s.rng.Float64() < 0.0015 {
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
	case mt.m.TotalScore != before.TotalScore || mt.m.Status != before.Status || mt.suspended(now) != mt.quotedSuspended ||
		s.rng.Float64() < repriceChance:
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

// play simulates dt seconds of in-play time.
func (s *Simulator) play(mt *match, dt float64) {
	sp := mt.def
	if mt.m.Status == catalogue.MatchStatusPrematch {
		mt.m.Status = catalogue.MatchStatusLive
	}
	if sp.family == sets {
		s.playPoints(mt, dt)
		return
	}
	start := mt.played
	mt.played += dt
	block := float64(sp.periodSeconds + sp.breakSeconds)
	length := sp.inPlayLength()
	// Scoring happens only in playing time.
	playing := 0.0
	for t := start; t < math.Min(mt.played, length); t += 1 {
		if math.Mod(t, block) < float64(sp.periodSeconds) {
			playing += math.Min(1, math.Min(mt.played, length)-t)
		}
	}
	rh, ra := mt.rates()
	switch sp.family {
	case goals:
		if s.rng.Float64() < rh*playing {
			mt.score(0)
		}
		if s.rng.Float64() < ra*playing {
			mt.score(1)
		}
	case points:
		mt.m.TotalScore.Home += 2 * s.poisson(rh*playing/2)
		mt.m.TotalScore.Away += 2 * s.poisson(ra*playing/2)
	}
	period := int(math.Min(mt.played, length-1) / block)
	inPeriod := math.Min(mt.played, length) - float64(period)*block
	mt.m.Clock.MatchTime = period*sp.periodSeconds + int(math.Min(inPeriod, float64(sp.periodSeconds)))
	mt.m.Clock.Stopped = inPeriod >= float64(sp.periodSeconds)
	if sp.family == points {
		mt.m.Clock.RemainingTime = sp.periodSeconds - int(math.Min(inPeriod, float64(sp.periodSeconds)))
	}
	mt.m.Stage = periodStage(sp, period, mt.m.Clock.Stopped)
	mt.syncPeriods(period)
	if mt.played >= length {
		if sp.family == points && mt.m.TotalScore.Home == mt.m.TotalScore.Away {
			// Overtime, summarised: somebody wins it.
			mt.m.TotalScore.Home += 2 * (1 - s.rng.IntN(2))
			mt.m.TotalScore.Away += 2 * boolInt(mt.m.TotalScore.Home == mt.m.TotalScore.Away)
		}
		mt.m.Status = catalogue.MatchStatusFinished
		mt.m.Stage = "Ended"
		mt.m.Clock.Stopped = true
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
	per := sp.scorePerMatch / 2 / float64(sp.periods*sp.periodSeconds)
	if sp.family == points {
		m := mt.expectedMargin() / float64(sp.periods*sp.periodSeconds)
		return per + m/2, per - m/2
	}
	return per * math.Exp(mt.strength/2) * 1.08, per * math.Exp(-mt.strength/2) / 1.08
}

func (mt *match) score(side int) {
	if side == 0 {
		mt.m.TotalScore.Home++
	} else {
		mt.m.TotalScore.Away++
	}
	block := float64(mt.def.periodSeconds + mt.def.breakSeconds)
	mt.syncPeriods(int(mt.played / block))
}

// syncPeriods keeps one PeriodScore per started period, the current one holding what was scored
// since the previous ones.
func (mt *match) syncPeriods(period int) {
	period = min(period, mt.def.periods-1)
	for len(mt.m.PeriodScores) <= period {
		n := len(mt.m.PeriodScores) + 1
		mt.m.PeriodScores = append(mt.m.PeriodScores, catalogue.PeriodScore{Number: n, Name: ordinal(n) + " " + mt.def.periodName, Type: "regular_period"})
	}
	h, a := mt.m.TotalScore.Home, mt.m.TotalScore.Away
	for i := 0; i < period; i++ {
		h -= mt.m.PeriodScores[i].Home
		a -= mt.m.PeriodScores[i].Away
	}
	mt.m.PeriodScores[period].Home, mt.m.PeriodScores[period].Away = h, a
}

func periodStage(sp *sportDef, period int, paused bool) string {
	if paused {
		if sp.periods == 2 {
			return "Halftime"
		}
		return "Break"
	}
	return ordinal(period+1) + " " + sp.periodName
}

func ordinal(n int) string {
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

// playPoints plays points of a set sport: a point every pointSeconds of in-play time.
func (s *Simulator) playPoints(mt *match, dt float64) {
	sp := mt.def
	before := int(mt.played / sp.pointSeconds)
	mt.played += dt
	n := int(mt.played/sp.pointSeconds) - before
	p := mt.pointProb()
	for i := 0; i < n && mt.m.Status != catalogue.MatchStatusFinished; i++ {
		side := 1
		if s.rng.Float64() < p {
			side = 0
		}
		if sp.hasInner {
			mt.gamePoints[side]++
			if !won(sp.inner, mt.gamePoints[side], mt.gamePoints[1-side]) {
				continue
			}
			mt.gamePoints = [2]int{}
			mt.m.CurrentServer = 3 - max(mt.m.CurrentServer, 1)
		}
		mt.setPoints[side]++
		if won(sp.set, mt.setPoints[side], mt.setPoints[1-side]) {
			mt.m.PeriodScores = append(mt.m.PeriodScores, catalogue.PeriodScore{Home: mt.setPoints[0], Away: mt.setPoints[1],
				Number: len(mt.m.PeriodScores) + 1, Name: ordinal(len(mt.m.PeriodScores)+1) + " " + lower(sp.unit), Type: "regular_period"})
			mt.setPoints = [2]int{}
			if side == 0 {
				mt.m.TotalScore.Home++
			} else {
				mt.m.TotalScore.Away++
			}
			if max(mt.m.TotalScore.Home, mt.m.TotalScore.Away) == sp.bestOf/2+1 {
				mt.m.Status = catalogue.MatchStatusFinished
			}
		}
	}
	done := mt.m.TotalScore.Home + mt.m.TotalScore.Away
	mt.m.Stage = ordinal(done+1) + " " + lower(sp.unit)
	if mt.m.Status == catalogue.MatchStatusFinished {
		mt.m.Stage = "Ended"
	}
	mt.m.GameScore = catalogue.Score{Home: mt.setPoints[0], Away: mt.setPoints[1]}
	if sp.hasInner {
		mt.m.GameScore = catalogue.Score{Home: tennisPoints(mt.gamePoints[0], mt.gamePoints[1]), Away: tennisPoints(mt.gamePoints[1], mt.gamePoints[0])}
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

func lower(s string) string {
	if s == "" {
		return s
	}
	return string(s[0]+'a'-'A') + s[1:]
}

func won(r pricing.SetRules, own, other int) bool {
	return own >= r.Target && (!r.WinByTwo || own-other >= 2 || (r.Cap > 0 && own >= r.Cap))
}

func (mt *match) pointProb() float64 {
	return clamp(0.5+mt.def.pointEdge*mt.strength, 0.2, 0.8)
}

func (s *Simulator) poisson(lambda float64) int {
	l, k, p := math.Exp(-lambda), 0, 1.0
	for {
		p *= s.rng.Float64()
		if p <= l {
			return k
		}
		k++
	}
}
