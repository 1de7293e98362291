package feed

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"math"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/pricing"
)

// Leftovers is what an earlier run of the feed left in the store.
type Leftovers interface {
	// LastMatchID is the highest match id stored, 0 when none.
	LastMatchID(ctx context.Context) (int64, error)
	// UnfinishedMatches are the stored matches that are neither finished nor dropped.
	UnfinishedMatches(ctx context.Context) ([]catalogue.Match, error)
	// MarketsOfMatches are every stored market of the matches with its outcomes, by match id.
	MarketsOfMatches(ctx context.Context, matchIDs []int64) (map[int64][]catalogue.Market, error)
	// StatisticsOfMatches are the matches' stored statistics, by match id; empty statistics when
	// none were stored.
	StatisticsOfMatches(ctx context.Context, matchIDs []int64) (map[int64]matchstats.Statistics, error)
}

// Resume takes over from an earlier run before the first Step. New matches are numbered after
// every stored one, so that an id never names two matches and a bet always settles on its own
// match's result. The matches the earlier run left unfinished play on from what the store holds
// (restore): a prematch match keeps its prices and starts at its start time, a live one goes on
// from its score and clock, and their markets settle on their own results as usual; the first
// batch lists them again, and the schedule only tops up to Config.Matches. An outright stays as
// stored (the simulator does not play outrights), and its league gets no second one.
//
// A match that cannot be rebuilt — a sport the simulator does not play, a status it never writes
// (closed), a market it does not offer, or scores that do not add up: data of another version or
// provider — is dropped by the first batch: not covered any more, its unsettled markets
// cancelled, which voids its bets and returns the stakes.
func (s *Simulator) Resume(ctx context.Context, from Leftovers) error {
	last, err := from.LastMatchID(ctx)
	if err != nil {
		return fmt.Errorf("feed: resume: %w", err)
	}
	s.nextID = max(s.nextID, last+1)
	left, err := from.UnfinishedMatches(ctx)
	if err != nil {
		return fmt.Errorf("feed: resume: %w", err)
	}
	var played []catalogue.Match // the matches the simulator plays: not outrights
	var ids []int64
	for _, m := range left {
		if m.Type == catalogue.MatchTypeOutright {
			s.outright[m.TournamentID] = true
			continue
		}
		played, ids = append(played, m), append(ids, m.ID)
	}
	markets, err := from.MarketsOfMatches(ctx, ids)
	if err != nil {
		return fmt.Errorf("feed: resume: %w", err)
	}
	stats, err := from.StatisticsOfMatches(ctx, ids)
	if err != nil {
		return fmt.Errorf("feed: resume: %w", err)
	}
	// Each match is rebuilt on its own, on every core: fitting a match's strength prices its
	// main market a few dozen times, and a takeover waits for hundreds of matches.
	rebuilt := make([]*match, len(played))
	failed := make([]error, len(played))
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				rebuilt[i], failed[i] = restore(played[i], markets[played[i].ID])
			}
		})
	}
	for i := range played {
		next <- i
	}
	close(next)
	wg.Wait()
	for i, m := range played {
		if failed[i] != nil {
			s.drop(m, markets[m.ID])
			continue
		}
		s.restoreStats(rebuilt[i], stats[m.ID])
		s.matches = append(s.matches, rebuilt[i])
	}
	return nil
}

// restoreStats takes a match's statistics back from what the store holds, so that they go on
// counting from where the earlier run left them (the store has them as its last batch wrote them).
func (s *Simulator) restoreStats(mt *match, stored matchstats.Statistics) {
	s.track(mt, mt.m.ID, mt.def)
	if mt.stats == nil {
		return
	}
	if stored.Sport == mt.def.key && len(stored.Totals) == len(mt.stats.Totals) {
		*mt.stats = stored
	}
	mt.sent = statsSent{seq: mt.stats.Seq, totals: slices.Clone(mt.stats.Totals)}
}

// drop has the first batch take off a match that cannot be played on: not covered, its unsettled
// markets cancelled.
func (s *Simulator) drop(m catalogue.Match, markets []catalogue.Market) {
	m.Status = catalogue.MatchStatusNotCovered
	s.dropped.Matches = append(s.dropped.Matches, m)
	for _, mk := range markets {
		if mk.Status == catalogue.MarketStatusSettled || mk.Status == catalogue.MarketStatusCancelled {
			continue
		}
		mk.Status = catalogue.MarketStatusCancelled
		s.dropped.Markets = append(s.dropped.Markets, mk)
	}
}

// pickUp carries a match an earlier run left open (Resume) over to now, and adds it (unless it
// is a prematch match as stored) and its changed markets to the first batch. A live match of a
// timed sport plays the time since its clock was last stamped (the store holds it as it stood
// then), as if the feed had never stopped: its clock reads what clients extrapolated. A set sport has no clock and goes on from its last
// point. A prematch match keeps the prices it had until it drifts or kicks off.
func (s *Simulator) pickUp(mt *match, now time.Time, b *catalogue.Batch) {
	before := mt.m.Status
	timed := mt.def.family != sets
	if before == catalogue.MatchStatusLive && timed && !mt.m.Clock.ClockUpdatedAt.IsZero() {
		if played := now.Sub(mt.m.Clock.ClockUpdatedAt).Seconds() * s.cfg.Speed; played > 0 {
			s.play(mt, played)
		}
	}
	if timed && before != catalogue.MatchStatusPrematch {
		mt.m.Clock.ClockUpdatedAt = now
	}
	if before == catalogue.MatchStatusPrematch && mt.m.Status == before {
		// As stored: it is not written or announced again (most of a takeover's matches, whose
		// first batch then takes a fraction of the time). Only markets the store lacks (a newer
		// version's book) go out.
		s.emitChanges(mt, b)
		return
	}
	switch mt.m.Status {
	case catalogue.MatchStatusFinished:
		s.settle(mt)
	case catalogue.MatchStatusLive, catalogue.MatchStatusStopped:
		s.price(mt, now)
	}
	if mt.m.Status != before {
		b.StatusChanged = append(b.StatusChanged, mt.m.ID)
	}
	b.Matches = append(b.Matches, snapshot(mt.m))
	s.emitChanges(mt, b)
}

// restore rebuilds the simulation state of a match from what the store holds: its status, score,
// period scores, clock and stage, and its markets with their statuses and last odds. What the
// store does not hold is taken as the simulator would have it: a break between periods began when
// the clock was last stamped (the match is written whenever its stage changes), stoppage time not
// announced yet is the mean, the point under way in a set sport starts afresh, and the home side's
// strength is the one that prices the main market as stored (fitStrength). It fails for a match
// the simulator cannot have written.
func restore(m catalogue.Match, stored []catalogue.Market) (*match, error) {
	i := slices.IndexFunc(sports, func(sp sportDef) bool { return sp.id == m.SportID })
	if i < 0 || m.Type != catalogue.MatchTypeMatch {
		return nil, fmt.Errorf("restore match %d: %s of sport %d is not simulated", m.ID, m.Type, m.SportID)
	}
	sp := &sports[i]
	mt := &match{m: snapshot(m), def: sp, emitted: map[catalogue.MarketKey]catalogue.Market{},
		closed: map[catalogue.MarketKey]bool{}, settled: map[catalogue.MarketKey]bool{}, quoted: map[catalogue.MarketKey][]catalogue.Odds{}}
	if sp.stoppage {
		mt.extra = slices.Repeat([]float64{meanStoppage}, sp.periods)
	}
	if sp.family == sets {
		mt.games = map[[2]int]int{}
	}
	if sp.family == goals && sp.overtime == noOvertime {
		mt.squads = squadsOf(mt.m)
	}
	if sp.family == points {
		mt.roster = rosterOf(mt.m)
	}
	var err error
	switch m.Status {
	case catalogue.MatchStatusPrematch:
		if len(m.PeriodScores) > 0 || m.TotalScore != (catalogue.Score{}) {
			err = fmt.Errorf("prematch with a score")
		}
	case catalogue.MatchStatusLive, catalogue.MatchStatusStopped:
		if sp.family == sets {
			err = mt.restoreSets(stored)
		} else {
			err = mt.restoreTimed()
		}
	default:
		err = fmt.Errorf("status %d is not one the simulator plays on", m.Status)
	}
	if err == nil {
		err = mt.restoreMarkets(stored)
	}
	if err != nil {
		return nil, fmt.Errorf("restore match %d: %w", m.ID, err)
	}
	mt.strength = mt.fitStrength()
	return mt, nil
}

// restoreTimed rebuilds where a live match of a goals or points sport stands: the period being
// played and the time played in it (from the clock), or the break before the next period.
func (mt *match) restoreTimed() error {
	sp, m := mt.def, &mt.m
	var total catalogue.Score
	for i, ps := range m.PeriodScores {
		if ps.Number != i+1 || ps.Type != "regular_period" && ps.Type != "overtime" {
			return fmt.Errorf("period score %d is %d %q", i+1, ps.Number, ps.Type)
		}
		total.Home, total.Away = total.Home+ps.Home, total.Away+ps.Away
	}
	if total != m.TotalScore {
		return fmt.Errorf("period scores add up to %v, not the score %v", total, m.TotalScore)
	}
	n := len(m.PeriodScores)
	switch m.Stage {
	case stageBreak, stageHalftime, stageAwaitingOvertime:
		// Between periods the next one has no score line yet.
		mt.period, mt.breakLeft = n, float64(sp.breakSeconds)
		if n >= sp.periods {
			mt.breakLeft = overtimeBreak
		}
	default:
		mt.period = n - 1
	}
	lastPeriod := sp.periods - 1
	switch sp.overtime {
	case suddenDeath:
		lastPeriod = sp.periods
	case fullPeriods:
		lastPeriod = math.MaxInt
	}
	if mt.period < 0 || mt.period > lastPeriod {
		return fmt.Errorf("%d periods at stage %q", n, m.Stage)
	}
	mt.periodsDone = mt.period
	if mt.breakLeft > 0 {
		return nil
	}
	if sp.stoppage && m.Clock.StoppageTime > 0 && mt.period < sp.periods {
		mt.extra[mt.period] = float64(m.Clock.StoppageTime)
	}
	mt.inPeriod = clamp(float64(m.Clock.MatchTime)-mt.clockBefore(mt.period), 0, mt.periodLength(mt.period))
	return nil
}

// restoreSets rebuilds where a live match of a set sport stands: sets done, the score of the set
// being played, and in tennis the point score of the game and who won each game offered.
func (mt *match) restoreSets(stored []catalogue.Market) error {
	sp, m := mt.def, &mt.m
	mt.setsDone = m.TotalScore.Home + m.TotalScore.Away
	if len(m.PeriodScores) != mt.setsDone+1 || max(m.TotalScore.Home, m.TotalScore.Away) > sp.bestOf/2 {
		return fmt.Errorf("%d set scores for a score of %v", len(m.PeriodScores), m.TotalScore)
	}
	cur := m.PeriodScores[mt.setsDone]
	mt.setPoints = [2]int{cur.Home, cur.Away}
	if !sp.hasInner {
		return nil
	}
	if mt.gameRules() == sp.tiebreak {
		mt.gamePoints = [2]int{m.GameScore.Home, m.GameScore.Away}
	} else {
		h, okH := gamePoints(m.GameScore.Home)
		a, okA := gamePoints(m.GameScore.Away)
		if !okH || !okA {
			return fmt.Errorf("game score %v", m.GameScore)
		}
		mt.gamePoints = [2]int{h, a}
	}
	for _, mk := range stored {
		if mk.MarketID != pricing.MarketGameWinner || mk.Status != catalogue.MarketStatusSettled {
			continue
		}
		spec := specParts(mk.Specifier)
		set, errS := strconv.Atoi(spec["setnr"])
		game, errG := strconv.Atoi(spec["gamenr"])
		if errS != nil || errG != nil {
			return fmt.Errorf("game market %q", mk.Specifier)
		}
		for _, o := range mk.Outcomes {
			if winner := slices.Index([]string{"1", "2"}, o.ID) + 1; o.Result == catalogue.ResultWin && winner > 0 {
				mt.games[[2]int{set, game}] = winner // as playPoints keeps it: 1 home, 2 away
			}
		}
	}
	return nil
}

// gamePoints reads back a tennis game score as shown (tennisPoints): 0, 15, 30, 40, and 50 for
// advantage, as points won (deuce as 3:3, advantage as 4:3).
func gamePoints(shown int) (int, bool) {
	i := slices.Index([]int{0, 15, 30, 40, 50}, shown)
	return i, i >= 0
}

// restoreMarkets takes the stored markets back as the simulator's: each one's definition, and as
// emitted, quoted, closed or settled by its stored status. Every stored market must be one the
// simulator offers.
func (mt *match) restoreMarkets(stored []catalogue.Market) error {
	byKey := make(map[catalogue.MarketKey]catalogue.Market, len(stored))
	for _, mk := range stored {
		byKey[mk.Key()] = mk
	}
	for _, def := range mt.offered(stored) {
		key := marketKey(def)
		mk, ok := byKey[key]
		if !ok {
			continue
		}
		delete(byKey, key)
		if mk.Status == catalogue.MarketStatusCancelled || mk.Status == catalogue.MarketStatusHandedOver {
			continue // closed for good by someone else: nothing left to price or settle
		}
		odds, err := oddsOf(def, mk)
		if err != nil {
			return err
		}
		mt.markets = append(mt.markets, def)
		mt.emitted[key] = mk
		switch mk.Status {
		case catalogue.MarketStatusSettled:
			mt.settled[key] = true
		case catalogue.MarketStatusDeactivated:
			mt.closed[key] = true
			mt.quoted[key] = odds
		default:
			mt.quoted[key] = odds
		}
	}
	if len(byKey) > 0 {
		k := slices.SortedFunc(maps.Keys(byKey), compareKeys)[0]
		return fmt.Errorf("market %d %q is not one the simulator offers", k.MarketID, k.Specifier)
	}
	return nil
}

// compareKeys orders market keys as the store lists them: by market id, then specifier.
func compareKeys(a, b catalogue.MarketKey) int {
	return cmp.Or(cmp.Compare(a.MarketID, b.MarketID), strings.Compare(a.Specifier, b.Specifier))
}

// oddsOf are a stored market's odds in the order of its definition's outcomes.
func oddsOf(def pricing.MarketDef, mk catalogue.Market) ([]catalogue.Odds, error) {
	if len(mk.Outcomes) != len(def.Outcomes) {
		return nil, fmt.Errorf("market %d %q has %d outcomes, not %d", mk.MarketID, mk.Specifier, len(mk.Outcomes), len(def.Outcomes))
	}
	odds := make([]catalogue.Odds, len(def.Outcomes))
	for i, o := range def.Outcomes {
		j := slices.IndexFunc(mk.Outcomes, func(s catalogue.Outcome) bool { return s.ID == o.ID })
		if j < 0 {
			return nil, fmt.Errorf("market %d %q has no outcome %q", mk.MarketID, mk.Specifier, o.ID)
		}
		odds[i] = mk.Outcomes[j].Odds
	}
	return odds, nil
}

// offered is every market the match may have offered, for stored markets to be looked up by key:
// the lines drawn per match (a basketball total, a tennis games line) are read from the stored
// markets' specifiers, and the games offered from the stored game markets.
func (mt *match) offered(stored []catalogue.Market) []pricing.MarketDef {
	sp, home, away := mt.def, mt.m.NameA, mt.m.NameB
	// lines are the lines of a market type, of the period the prefix names ("quarternr=2"): the
	// line is the specifier's last part.
	lines := func(id int64, prefix, key string) []float64 {
		var out []float64
		for _, mk := range stored {
			before, line, _ := strings.Cut(mk.Specifier, key+"=")
			v, err := strconv.ParseFloat(line, 64)
			if mk.MarketID == id && err == nil && strings.TrimSuffix(before, "|") == prefix {
				out = append(out, v)
			}
		}
		// In ascending order, as the simulator draws them: a line's priority ranks by its place.
		slices.Sort(out)
		return out
	}
	var defs []pricing.MarketDef
	switch {
	case sp.family == goals && sp.overtime == suddenDeath:
		defs = pricing.IceHockey(home, away)
		for n := 2; n <= sp.periods; n++ {
			defs = append(defs, pricing.HockeyPeriod(n, home, away)...)
		}
	case sp.family == goals:
		defs = append(pricing.Football(home, away), pricing.FootballProps(home, away, scorers(mt.squads))...)
	case sp.family == points:
		defs = pricing.Basketball(home, away, lines(pricing.MarketPointsTotal, "", "total"), lines(pricing.MarketSpread, "", "hcp"),
			lines(pricing.MarketQuarterTotal, "quarternr=1", "total"))
		for n := 2; n <= sp.periods; n++ {
			defs = append(defs, pricing.BasketballQuarter(n, home, away, lines(pricing.MarketQuarterTotal, fmt.Sprintf("quarternr=%d", n), "total"))...)
		}
		for n := 1; n <= sp.periods; n++ {
			defs = append(defs, pricing.BasketballQuarterHandicaps(n, home, away, lines(pricing.MarketQuarterHcp, fmt.Sprintf("quarternr=%d", n), "hcp"))...)
		}
		defs = append(defs, mt.storedPlayerMarkets(stored)...)
		for n := 1; n <= 2; n++ {
			prefix := fmt.Sprintf("halfnr=%d", n)
			defs = append(defs, pricing.BasketballHalf(n, home, away, lines(pricing.MarketBasketHalfTotal, prefix, "total"), lines(pricing.MarketBasketHalfHcp, prefix, "hcp"))...)
		}
	case sp.hasInner:
		defs = append(pricing.Tennis(home, away, sp.bestOf, lines(pricing.MarketTotalGames, "", "total"), lines(pricing.MarketGameHandicap, "", "hcp")),
			pricing.TennisMore(home, away, sp.bestOf, lines(pricing.MarketHomeGames, "", "total"), lines(pricing.MarketAwayGames, "", "total"))...)
		for n := 2; n <= sp.bestOf; n++ {
			defs = append(defs, pricing.PeriodWinner(pricing.MarketSetWinner, n, sp.unit, home, away))
			defs = append(defs, pricing.TennisSet(n, home, away)...)
		}
		for _, mk := range stored {
			spec := specParts(mk.Specifier)
			set, errS := strconv.Atoi(spec["setnr"])
			game, errG := strconv.Atoi(spec["gamenr"])
			if mk.MarketID == pricing.MarketGameWinner && errS == nil && errG == nil {
				defs = append(defs, pricing.NextGame(set, game, home, away))
			}
		}
	default:
		defs = pricing.SetSport(home, away, sp.bestOf, sp.unit)
		id := pricing.MarketSetWinner
		if sp.unit == "map" {
			id = pricing.MarketMapWinner
		}
		for n := 2; n <= sp.bestOf; n++ {
			defs = append(defs, pricing.PeriodWinner(id, n, sp.unit, home, away))
		}
	}
	return defs
}

// specParts splits a specifier ("setnr=1|gamenr=5") into its named parts.
func specParts(spec string) map[string]string {
	parts := map[string]string{}
	for _, p := range strings.Split(spec, "|") {
		if k, v, ok := strings.Cut(p, "="); ok {
			parts[k] = v
		}
	}
	return parts
}

// fitStrength is the home side's strength that prices a market closest to the odds it was last
// quoted at: the one number of the simulation the store does not hold, read back from what it
// showed. It reads the open market of highest priority without a line (the main market, or ice
// hockey's winner once regular time is over); clamped prices (1.01, 40.00) say little and are
// left out. 0 when every such market is suspended (its prices may be from before a goal) or
// clamped.
func (mt *match) fitStrength() float64 {
	var def pricing.MarketDef
	var odds []catalogue.Odds
	for _, d := range mt.markets {
		k := marketKey(d)
		if !d.HasLine && mt.emitted[k].Status == catalogue.MarketStatusAllowed && slices.ContainsFunc(mt.quoted[k], unclamped) &&
			(odds == nil || d.Priority > def.Priority) {
			def, odds = d, mt.quoted[k]
		}
	}
	if odds == nil {
		return 0
	}
	margin := liveMargin
	if mt.m.Status == catalogue.MatchStatusPrematch {
		margin = prematchMargin
	}
	loss := func(x float64) float64 {
		mt.strength, mt.probs = x, nil
		_, p, _ := pricing.Price(mt.dist(def, map[distKey]pricing.Dist{}), def, margin)
		if p == nil {
			return math.Inf(1)
		}
		l := 0.0
		for j, o := range odds {
			if unclamped(o) {
				// Odds as priced, before rounding and clamping, against the quote, in log terms.
				d := math.Log(float64(o)/catalogue.OddsScale) + math.Log(max(p[j], 1e-9)*(1+margin))
				l += d * d
			}
		}
		return l
	}
	// A golden-section search: the main market's prices move one way with the strength.
	const invPhi = 0.6180339887498949
	lo, hi := -maxStrength, maxStrength
	a, b := hi-invPhi*(hi-lo), lo+invPhi*(hi-lo)
	la, lb := loss(a), loss(b)
	for range 16 { // the bracket shrinks to a few thousandths: finer than the prices tell
		if la < lb {
			hi, b, lb = b, a, la
			a = hi - invPhi*(hi-lo)
			la = loss(a)
		} else {
			lo, a, la = a, b, lb
			b = lo + invPhi*(hi-lo)
			lb = loss(b)
		}
	}
	mt.probs = nil
	return (lo + hi) / 2
}

// maxStrength bounds a fitted strength: strengths are drawn with a deviation of 0.45 (newMatch)
// and drift little.
const maxStrength = 2.5

func unclamped(o catalogue.Odds) bool { return o > catalogue.MinOdds && o < catalogue.MaxOdds }
