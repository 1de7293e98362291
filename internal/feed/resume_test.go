package feed

import (
	"context"
	"maps"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/pricing"
)

// sportOf is the simulated sport of the key.
func sportOf(t *testing.T, key string) *sportDef {
	t.Helper()
	i := slices.IndexFunc(sports, func(sp sportDef) bool { return sp.key == key })
	if i < 0 {
		t.Fatalf("no sport %q", key)
	}
	return &sports[i]
}

// storedOf is what the store holds of a match the simulator has just priced and written: the
// match, and every market as last emitted, in the store's order.
func storedOf(s *Simulator, mt *match, now time.Time) (catalogue.Match, []catalogue.Market) {
	if mt.m.Status != catalogue.MatchStatusFinished {
		s.price(mt, now)
	}
	s.emitChanges(mt, &catalogue.Batch{})
	markets := slices.SortedFunc(maps.Values(mt.emitted), func(a, b catalogue.Market) int { return compareKeys(a.Key(), b.Key()) })
	return snapshot(mt.m), markets
}

// toPeriod plays a timed match's clock on to the start of period p (0-based), breaks skipped.
func (s *Simulator) toPeriod(mt *match, p int) {
	for mt.period < p && mt.m.Status == catalogue.MatchStatusLive {
		mt.inPeriod = mt.periodLength(mt.period)
		s.endPeriod(mt)
		if mt.period == p {
			return
		}
		mt.breakLeft = 0
		mt.startPeriod()
	}
}

// rally gives a set sport's points in order: 'h' to home, 'a' to away.
func rally(mt *match, seq string) {
	for _, c := range seq {
		mt.winPoint(strings.IndexRune("ha", c))
	}
	mt.showPoints()
}

// A match the store holds is rebuilt as the simulator had it: where play stands (the period and
// its time, or the break before the next; sets, games and points), its markets with their
// statuses, and a strength that prices its main market as quoted.
func TestRestoreRebuildsTheSimulatorsState(t *testing.T) {
	now := start.Add(time.Hour)
	for _, tc := range []struct {
		name, sport string
		setup       func(s *Simulator, mt *match)
	}{
		{"football prematch", "football", func(*Simulator, *match) {}},
		{"football first half", "football", func(s *Simulator, mt *match) {
			s.kickOff(mt)
			mt.addScore(1, 0)
			mt.inPeriod = 1800
			mt.updateClock()
		}},
		{"football at halftime", "football", func(s *Simulator, mt *match) {
			s.kickOff(mt)
			mt.addScore(0, 1)
			s.toPeriod(mt, 1)
			mt.updateClock()
		}},
		{"football in stoppage time", "football", func(s *Simulator, mt *match) {
			s.kickOff(mt)
			s.toPeriod(mt, 1)
			mt.breakLeft = 0
			mt.startPeriod()
			mt.addScore(2, 2)
			mt.inPeriod = 2700 + 30
			mt.updateClock()
		}},
		{"ice hockey awaiting overtime", "ice-hockey", func(s *Simulator, mt *match) {
			s.kickOff(mt)
			mt.addScore(2, 2)
			s.toPeriod(mt, 3)
			mt.updateClock()
		}},
		{"ice hockey in overtime", "ice-hockey", func(s *Simulator, mt *match) {
			s.kickOff(mt)
			mt.addScore(1, 1)
			s.toPeriod(mt, 3)
			mt.breakLeft = 0
			mt.startPeriod()
			mt.inPeriod = 100
			mt.updateClock()
		}},
		{"basketball third quarter", "basketball", func(s *Simulator, mt *match) {
			s.kickOff(mt)
			mt.addScore(30, 24)
			s.toPeriod(mt, 2)
			mt.breakLeft = 0
			mt.startPeriod()
			mt.addScore(50, 48)
			mt.inPeriod = 300
			mt.updateClock()
		}},
		{"basketball stopped", "basketball", func(s *Simulator, mt *match) {
			s.kickOff(mt)
			mt.addScore(10, 12)
			mt.inPeriod = 400
			mt.updateClock()
			s.price(mt, s.last)
			mt.m.Status = catalogue.MatchStatusStopped
			mt.m.Clock.Stopped = true
		}},
		{"tennis prematch", "tennis", func(*Simulator, *match) {}},
		{"tennis advantage", "tennis", func(s *Simulator, mt *match) {
			s.kickOff(mt)
			rally(mt, "hhhhaaahaaah")
		}},
		{"tennis tie-break of the second set", "tennis", func(s *Simulator, mt *match) {
			s.kickOff(mt)
			rally(mt, strings.Repeat("h", 4*6)+strings.Repeat("a", 4*4)) // 6:4 to home, every game offered
			for range 6 {
				rally(mt, "hhhhaaaa")
			}
			rally(mt, "hhhaa")
		}},
		{"volleyball second set", "volleyball", func(s *Simulator, mt *match) {
			s.kickOff(mt)
			rally(mt, strings.Repeat("h", 25)+strings.Repeat("a", 10)+strings.Repeat("h", 12))
		}},
		{"dota 2 second map", "dota2", func(s *Simulator, mt *match) {
			s.kickOff(mt)
			rally(mt, strings.Repeat("a", 40)+strings.Repeat("h", 7))
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := New(Config{Seed: 11}, nil)
			s.last = now
			mt := s.newMatch(sportOf(t, tc.sport), now.Add(-time.Hour))
			mt.strength = 0.3
			tc.setup(s, mt)
			if mt.def.family != sets && mt.m.Status != catalogue.MatchStatusPrematch {
				mt.m.Clock.ClockUpdatedAt = now
			}
			m, markets := storedOf(s, mt, now)
			r, err := restore(m, markets)
			if err != nil {
				t.Fatal(err)
			}
			if !sameButClock(r.m, mt.m) || r.m.Clock != mt.m.Clock {
				t.Errorf("match %+v, want %+v", r.m, mt.m)
			}
			// Time played in a period counts while it is played; in a break the period to come has none.
			if r.period != mt.period || r.periodsDone != mt.periodsDone || r.breakLeft != mt.breakLeft || mt.breakLeft == 0 && math.Abs(r.inPeriod-mt.inPeriod) > 1 {
				t.Errorf("period %d done %d break %v in %v, want %d %d %v %v", r.period, r.periodsDone, r.breakLeft, r.inPeriod,
					mt.period, mt.periodsDone, mt.breakLeft, mt.inPeriod)
			}
			if mt.def.stoppage && mt.m.Clock.StoppageTime > 0 && r.extra[r.period] != mt.extra[mt.period] {
				t.Errorf("stoppage time %v, announced %v", r.extra[r.period], mt.extra[mt.period])
			}
			if r.setsDone != mt.setsDone || r.setPoints != mt.setPoints || r.gamePoints != mt.gamePoints || !maps.Equal(r.games, mt.games) {
				t.Errorf("sets %d %v points %v games %v, want %d %v %v %v", r.setsDone, r.setPoints, r.gamePoints, r.games,
					mt.setsDone, mt.setPoints, mt.gamePoints, mt.games)
			}
			keys := func(defs []pricing.MarketDef) []catalogue.MarketKey {
				out := make([]catalogue.MarketKey, len(defs))
				for i, d := range defs {
					out[i] = marketKey(d)
				}
				return slices.SortedFunc(slices.Values(out), compareKeys)
			}
			if got, want := keys(r.markets), keys(mt.markets); !slices.Equal(got, want) {
				t.Errorf("markets %v, want %v", got, want)
			}
			if !maps.Equal(r.settled, mt.settled) || !maps.Equal(r.closed, mt.closed) {
				t.Errorf("settled %v closed %v, want %v %v", r.settled, r.closed, mt.settled, mt.closed)
			}
			// A suspended market's prices are not read back (they may be from before a goal).
			want := mt.strength
			if mt.suspended(now) {
				want = 0
			}
			if math.Abs(r.strength-want) > 0.05 {
				t.Errorf("strength %.3f, want %.3f", r.strength, want)
			}

			// Nothing moved: priced again, the rebuilt match quotes what the store holds.
			r.strength = mt.strength
			var b catalogue.Batch
			if r.m.Status != catalogue.MatchStatusFinished {
				s.price(r, now)
			}
			s.emitChanges(r, &b)
			if len(b.Markets) > 0 {
				t.Errorf("priced again, %d markets change, the first %+v", len(b.Markets), b.Markets[0])
			}
		})
	}
}

// A match the simulator cannot have written is not rebuilt: it is dropped.
func TestRestoreRefusesWhatTheSimulatorDidNotWrite(t *testing.T) {
	now := start.Add(time.Hour)
	live := func(key string, setup func(s *Simulator, mt *match)) (catalogue.Match, []catalogue.Market) {
		s := New(Config{Seed: 12}, nil)
		s.last = now
		mt := s.newMatch(sportOf(t, key), now.Add(-time.Hour))
		s.kickOff(mt)
		setup(s, mt)
		return storedOf(s, mt, now)
	}
	nothing := func(*Simulator, *match) {}
	for _, tc := range []struct {
		name  string
		match func() (catalogue.Match, []catalogue.Market)
		want  string
	}{
		{"a sport the simulator does not play", func() (catalogue.Match, []catalogue.Market) {
			m, mk := live("football", nothing)
			m.SportID = 99
			return m, mk
		}, "not simulated"},
		{"an outright", func() (catalogue.Match, []catalogue.Market) {
			m, mk := live("football", nothing)
			m.Type = catalogue.MatchTypeOutright
			return m, mk
		}, "not simulated"},
		{"closed", func() (catalogue.Match, []catalogue.Market) {
			m, mk := live("football", nothing)
			m.Status = catalogue.MatchStatusClosed
			return m, mk
		}, "status 3"},
		{"a prematch match with a score", func() (catalogue.Match, []catalogue.Market) {
			m, mk := live("football", func(_ *Simulator, mt *match) { mt.addScore(1, 0) })
			m.Status = catalogue.MatchStatusPrematch
			return m, mk
		}, "prematch with a score"},
		{"a market the simulator does not offer", func() (catalogue.Match, []catalogue.Market) {
			m, mk := live("football", nothing)
			return m, append(mk, catalogue.Market{MatchID: m.ID, MarketID: 999, Specifier: "x=1", Status: catalogue.MarketStatusAllowed})
		}, `market 999 "x=1"`},
		{"a line the simulator does not offer", func() (catalogue.Match, []catalogue.Market) {
			m, mk := live("football", nothing)
			return m, append(mk, catalogue.Market{MatchID: m.ID, MarketID: pricing.MarketTotal, Specifier: "total=9.5", Status: catalogue.MarketStatusAllowed})
		}, `market 18 "total=9.5"`},
		{"an outcome missing", func() (catalogue.Match, []catalogue.Market) {
			m, mk := live("football", nothing)
			mk[0].Outcomes = mk[0].Outcomes[1:]
			return m, mk
		}, "outcomes"},
		{"scores that do not add up", func() (catalogue.Match, []catalogue.Market) {
			m, mk := live("ice-hockey", nothing)
			m.TotalScore.Home++
			return m, mk
		}, "add up"},
		{"football in overtime", func() (catalogue.Match, []catalogue.Market) {
			m, mk := live("football", func(s *Simulator, mt *match) { s.toPeriod(mt, 1); mt.breakLeft = 0; mt.startPeriod() })
			m.PeriodScores = append(m.PeriodScores, catalogue.PeriodScore{Number: 3, Type: "overtime"})
			return m, mk
		}, "3 periods"},
		{"a tennis game score that cannot be", func() (catalogue.Match, []catalogue.Market) {
			m, mk := live("tennis", func(_ *Simulator, mt *match) { rally(mt, "") })
			m.GameScore.Home = 20
			return m, mk
		}, "game score"},
		{"more sets than the score says", func() (catalogue.Match, []catalogue.Market) {
			m, mk := live("volleyball", func(_ *Simulator, mt *match) { rally(mt, strings.Repeat("h", 25)) })
			m.TotalScore = catalogue.Score{}
			return m, mk
		}, "set scores"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, markets := tc.match()
			_, err := restore(m, markets)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("restore: %v, want an error saying %q", err, tc.want)
			}
		})
	}
}

// Every match a run has open can be rebuilt from what it wrote, whatever its sport and state.
func TestRestoreEveryOpenMatch(t *testing.T) {
	s := New(Config{Seed: 5, Speed: 30, Matches: 160}, nil)
	s.Step(start)
	for i := 1; i <= 40; i++ {
		s.Step(start.Add(time.Duration(i) * time.Second))
	}
	for _, mt := range s.matches {
		m, markets := storedOf(s, mt, s.last)
		r, err := restore(m, markets)
		if err != nil {
			t.Errorf("%s match %d at %q: %v", mt.def.key, mt.m.ID, mt.m.Stage, err)
			continue
		}
		// A break is taken to begin when the clock was stamped, and a deuce as 3:3.
		if r.period != mt.period || r.breakLeft > 0 != (mt.breakLeft > 0) || mt.breakLeft == 0 && math.Abs(r.inPeriod-mt.inPeriod) > 1 ||
			r.setsDone != mt.setsDone || r.setPoints != mt.setPoints || r.gamePoints[0]-r.gamePoints[1] != mt.gamePoints[0]-mt.gamePoints[1] {
			t.Errorf("%s match %d at %q: period %d in %v sets %d %v points %v, want %d %v %d %v %v", mt.def.key, mt.m.ID, mt.m.Stage,
				r.period, r.inPeriod, r.setsDone, r.setPoints, r.gamePoints, mt.period, mt.inPeriod, mt.setsDone, mt.setPoints, mt.gamePoints)
		}
		if mt.m.Status == catalogue.MatchStatusPrematch && math.Abs(r.strength-mt.strength) > 0.05 {
			t.Errorf("%s match %d prematch: strength %.3f, want %.3f", mt.def.key, mt.m.ID, r.strength, mt.strength)
		}
	}
}

// leftovers is an earlier run's store: the last of every match and market its batches wrote.
type leftovers struct {
	matches map[int64]catalogue.Match
	markets map[int64]map[catalogue.MarketKey]catalogue.Market
	stats   map[int64]matchstats.Statistics
}

func (l *leftovers) Apply(_ context.Context, b catalogue.Batch) error {
	for _, m := range b.Matches {
		l.matches[m.ID] = snapshot(m)
	}
	for _, mk := range b.Markets {
		if l.markets[mk.MatchID] == nil {
			l.markets[mk.MatchID] = map[catalogue.MarketKey]catalogue.Market{}
		}
		mk.Outcomes = slices.Clone(mk.Outcomes)
		l.markets[mk.MatchID][mk.Key()] = mk
	}
	for _, u := range b.Statistics {
		l.stats[u.MatchID] = u.Clone()
	}
	return nil
}

func (l *leftovers) StatisticsOfMatches(_ context.Context, ids []int64) (map[int64]matchstats.Statistics, error) {
	byMatch := map[int64]matchstats.Statistics{}
	for _, id := range ids {
		byMatch[id] = l.stats[id]
	}
	return byMatch, nil
}

func (l *leftovers) LastMatchID(context.Context) (int64, error) {
	return slices.Max(slices.Collect(maps.Keys(l.matches))), nil
}

func (l *leftovers) UnfinishedMatches(context.Context) ([]catalogue.Match, error) {
	var out []catalogue.Match
	for _, id := range slices.Sorted(maps.Keys(l.matches)) {
		if m := l.matches[id]; m.Status != catalogue.MatchStatusFinished && m.Status != catalogue.MatchStatusNotCovered {
			out = append(out, m)
		}
	}
	return out, nil
}

func (l *leftovers) MarketsOfMatches(_ context.Context, ids []int64) (map[int64][]catalogue.Market, error) {
	byMatch := map[int64][]catalogue.Market{}
	for _, id := range ids {
		byMatch[id] = slices.Collect(maps.Values(l.markets[id]))
	}
	return byMatch, nil
}

// After a restart the earlier run's open matches play on under their ids: a prematch match as it
// was, a set sport from its last point, a timed sport's live match from its clock as last stamped
// to now (clients extrapolated the clock that far); a prematch match as stored is not written again. The schedule is topped up with new ids only,
// outrights are not doubled, and a match that cannot be rebuilt is dropped with its open markets
// cancelled.
func TestResumePlaysOn(t *testing.T) {
	ctx := context.Background()
	store := &leftovers{matches: map[int64]catalogue.Match{}, markets: map[int64]map[catalogue.MarketKey]catalogue.Market{}, stats: map[int64]matchstats.Statistics{}}
	cfg := Config{Seed: 8, Speed: 30, Matches: 80}
	first := New(cfg, store)
	for i := range 20 {
		_ = store.Apply(ctx, first.Step(start.Add(time.Duration(i)*time.Second)))
	}
	open, _ := store.UnfinishedMatches(ctx)
	var broken int64
	for _, m := range open {
		if m.Type == catalogue.MatchTypeMatch {
			broken = m.ID
			m.SportID = 99 // another provider's
			store.matches[m.ID] = m
			break
		}
	}
	last, _ := store.LastMatchID(ctx)

	second := New(cfg, store)
	if err := second.Resume(ctx, store); err != nil {
		t.Fatal(err)
	}
	now := start.Add(25 * time.Second)
	b := second.Step(now)
	got := map[int64]catalogue.Match{}
	for _, m := range b.Matches {
		got[m.ID] = m
	}
	// Statistics count on from what the store holds: nothing recorded is lost or counted twice.
	counted := 0
	for _, u := range b.Statistics {
		before, ok := store.stats[u.MatchID]
		if !ok {
			continue
		}
		counted++
		if u.Since != before.Seq || u.Seq < before.Seq || !slices.Equal(u.Timeline[:len(before.Timeline)], before.Timeline) {
			t.Errorf("match %d: statistics since %d (%d events, %d on the timeline), stored %d (%d on the timeline)",
				u.MatchID, u.Since, u.Seq, len(u.Timeline), before.Seq, len(before.Timeline))
		}
	}
	if counted == 0 {
		t.Error("no stored statistics counted on")
	}
	repriced := map[int64]bool{}
	for _, mk := range b.Markets {
		repriced[mk.MatchID] = true
		if mk.MatchID == broken && mk.Status != catalogue.MarketStatusCancelled {
			t.Errorf("market %d %q of the dropped match is %d", mk.MarketID, mk.Specifier, mk.Status)
		}
	}
	kept, timed := 0, 0
	for _, m := range open {
		g, ok := got[m.ID]
		played := m.Status == catalogue.MatchStatusLive && !m.Clock.ClockUpdatedAt.IsZero()
		switch {
		case m.ID == broken:
			if g.Status != catalogue.MatchStatusNotCovered || !repriced[m.ID] {
				t.Errorf("the match that cannot be rebuilt is %d, its markets cancelled %v", g.Status, repriced[m.ID])
			}
		case m.Type == catalogue.MatchTypeOutright:
			if ok {
				t.Errorf("outright %d written again", m.ID)
			}
		case m.Status == catalogue.MatchStatusPrematch:
			kept++
			if ok {
				t.Errorf("prematch match %d written again as it was stored", m.ID)
			}
			if !slices.ContainsFunc(second.matches, func(mt *match) bool { return mt.m.ID == m.ID }) {
				t.Errorf("prematch match %d is not played on", m.ID)
			}
			if repriced[m.ID] {
				t.Errorf("prematch match %d re-priced at once", m.ID)
			}
		case !ok:
			t.Errorf("match %d is not played on", m.ID)
		case !played:
			kept++
			if g.Status != m.Status || g.TotalScore != m.TotalScore || !slices.Equal(g.PeriodScores, m.PeriodScores) || g.GameScore != m.GameScore {
				t.Errorf("match %d %v %v %v, now %v %v %v", m.ID, m.Status, m.TotalScore, m.PeriodScores, g.Status, g.TotalScore, g.PeriodScores)
			}
			if m.Status == catalogue.MatchStatusPrematch && repriced[m.ID] {
				t.Errorf("prematch match %d re-priced at once", m.ID)
			}
		default:
			kept++
			timed++
			if g.TotalScore.Home < m.TotalScore.Home || g.TotalScore.Away < m.TotalScore.Away || len(g.PeriodScores) < len(m.PeriodScores) {
				t.Errorf("match %d went back from %v %v to %v %v", m.ID, m.TotalScore, m.PeriodScores, g.TotalScore, g.PeriodScores)
			}
			if g.Status != catalogue.MatchStatusFinished && !g.Clock.ClockUpdatedAt.Equal(now) {
				t.Errorf("match %d clock stamped %v, not now", m.ID, g.Clock.ClockUpdatedAt)
			}
			// Within a period the clock reads what it read, and the play since.
			want := m.Clock.MatchTime + int(now.Sub(m.Clock.ClockUpdatedAt).Seconds()*cfg.Speed)
			if g.Stage == m.Stage && !m.Clock.Stopped && g.Clock.StoppageTime == 0 && abs(g.Clock.MatchTime-want) > 1 {
				t.Errorf("match %d clock %d, want %d", m.ID, g.Clock.MatchTime, want)
			}
		}
	}
	if timed == 0 {
		t.Error("no live match of a timed sport to play on")
	}
	fresh := 0
	for _, m := range b.Matches {
		if m.ID > last {
			fresh++
			if m.Type == catalogue.MatchTypeOutright {
				t.Errorf("a second outright %d", m.ID)
			}
		}
	}
	if finished := len(b.StatusChanged); kept+fresh-finished != cfg.Matches {
		t.Errorf("%d matches played on (%d finished since) and %d new, want %d open", kept, finished, fresh, cfg.Matches)
	}
}
