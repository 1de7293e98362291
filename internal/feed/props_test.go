package feed

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/pricing"
)

// outcomeResult is the result of an outcome of a settled market among markets.
func outcomeResult(t *testing.T, markets []catalogue.Market, id int64, spec, outcome string) catalogue.OutcomeResult {
	t.Helper()
	for _, m := range markets {
		if m.MarketID != id || m.Specifier != spec {
			continue
		}
		if m.Status != catalogue.MarketStatusSettled {
			t.Fatalf("market %d %q is %d, not settled", id, spec, m.Status)
		}
		for _, o := range m.Outcomes {
			if o.ID == outcome {
				return o.Result
			}
		}
	}
	t.Fatalf("no outcome %q of market %d %q", outcome, id, spec)
	return catalogue.ResultNone
}

// Football matches played to the end: every goal has a scorer of the scoring side's squad, and the
// deeper book settles on what the statistics recorded: corners, cards, scorers.
func TestDeeperBookSettlesOnTheRecord(t *testing.T) {
	s := New(Config{Seed: 3}, nil)
	sp := sportOf(t, "football")
	goals := 0
	for range 12 {
		mt := s.newMatch(sp, start)
		s.price(mt, start)
		s.kickOff(mt)
		for mt.m.Status != catalogue.MatchStatusFinished {
			s.play(mt, 60)
		}
		s.settle(mt)
		settled := mt.pending
		var corners, cards [2]int
		scored := map[string]bool{}
		first := ""
		for _, e := range mt.stats.Timeline {
			switch e.Kind {
			case matchstats.Corner:
				corners[e.Side]++
			case matchstats.YellowCard, matchstats.RedCard:
				cards[e.Side]++
			case matchstats.Goal:
				goals++
				if !slices.ContainsFunc(mt.squads[e.Side], func(p squadPlayer) bool { return p.Number == e.Player && p.weight > 0 }) {
					t.Fatalf("match %d: a goal of side %d by number %d, no outfield player of its squad", mt.m.ID, e.Side, e.Player)
				}
				id := fmt.Sprintf("%d-%d", e.Side+1, e.Player)
				scored[id] = true
				if first == "" {
					first = id
				}
			}
		}
		if n := corners[0] + corners[1]; outcomeResult(t, settled, pricing.MarketTotalCorners, "total=9.5", "over") != result(n > 9) {
			t.Errorf("match %d: %d corners settle over 9.5 as %v", mt.m.ID, n, outcomeResult(t, settled, pricing.MarketTotalCorners, "total=9.5", "over"))
		}
		if n := cards[0] + cards[1]; outcomeResult(t, settled, pricing.MarketTotalCards, "total=3.5", "over") != result(n > 3) {
			t.Errorf("match %d: %d cards settle over 3.5 wrongly", mt.m.ID, n)
		}
		if first == "" {
			first = "none"
		}
		if outcomeResult(t, settled, pricing.MarketFirstScorer, "", first) != catalogue.ResultWin {
			t.Errorf("match %d: the first goalscorer %s did not win", mt.m.ID, first)
		}
		for _, p := range scorers(mt.squads)[0] {
			id := fmt.Sprintf("1-%d", p.Number)
			if got := outcomeResult(t, settled, pricing.MarketAnytimeScorer, "", id); got != result(scored[id]) {
				t.Errorf("match %d: anytime %s (scored %v) settled %v", mt.m.ID, id, scored[id], got)
			}
		}
	}
	if goals == 0 {
		t.Fatal("no goals in 12 matches")
	}
}

func result(win bool) catalogue.OutcomeResult {
	if win {
		return catalogue.ResultWin
	}
	return catalogue.ResultLose
}

// Basketball matches played to the end: the players' points add up to their side's score, their
// rebounds to its rebounds, and their player markets settle on their own counts.
func TestPlayersMakeTheScore(t *testing.T) {
	s := New(Config{Seed: 5}, nil)
	sp := sportOf(t, "basketball")
	for range 4 {
		mt := s.newMatch(sp, start)
		s.price(mt, start)
		s.kickOff(mt)
		for mt.m.Status != catalogue.MatchStatusFinished {
			s.play(mt, 60)
		}
		s.settle(mt)
		var points, rebounds [2]int
		for _, p := range mt.stats.Players {
			points[p.Side] += p.Points
			rebounds[p.Side] += p.Rebounds
		}
		if points != [2]int{mt.m.TotalScore.Home, mt.m.TotalScore.Away} {
			t.Errorf("match %d: players' points %v, score %v", mt.m.ID, points, mt.m.TotalScore)
		}
		for _, tot := range mt.stats.Totals {
			if tot.Kind == matchstats.Rebounds && rebounds != [2]int{tot.Home, tot.Away} {
				t.Errorf("match %d: players' rebounds %v, the sides' %v", mt.m.ID, rebounds, tot)
			}
		}
		checked := 0
		for _, m := range mt.pending {
			stat := slices.IndexFunc(pricing.PlayerStats, func(s pricing.PlayerStat) bool { return s.ID == m.MarketID })
			side, number, line, ok := pricing.PlayerSpec(m.Specifier)
			if stat < 0 || !ok {
				continue
			}
			p := mt.stats.Player(matchstats.Side(side-1), number)
			got := [3]int{p.Points, p.Rebounds, p.Assists}[stat]
			if m.Outcomes[0].Result != result(float64(got) > line) {
				t.Errorf("match %d: %s %s settled %v on %d", mt.m.ID, m.Name, m.Specifier, m.Outcomes[0].Result, got)
			}
			checked++
		}
		if checked != 2*starters*len(pricing.PlayerStats) {
			t.Errorf("match %d: %d player markets settled", mt.m.ID, checked)
		}
	}
}

// A corner moves the corners' prices at once, and a race someone has won settles before the
// match ends, as does the first goalscorer once the first goal is in.
func TestCornersMoveAndSettleEarly(t *testing.T) {
	s := New(Config{Seed: 4}, nil)
	mt := s.newMatch(sportOf(t, "football"), start)
	s.kickOff(mt)
	s.price(mt, start)
	s.emitChanges(mt, &catalogue.Batch{})
	key := catalogue.MarketKey{MarketID: pricing.MarketTotalCorners, Specifier: "total=9.5"}
	before := mt.emitted[key].Outcomes[0].Odds
	for range 3 {
		mt.stats.Record(matchstats.Corner, matchstats.Home, 1, nil)
	}
	s.price(mt, start)
	var b catalogue.Batch
	s.emitChanges(mt, &b)
	if after := mt.emitted[key].Outcomes[0].Odds; after >= before {
		t.Errorf("three corners leave over 9.5 at %d (was %d)", after, before)
	}
	race := catalogue.MarketKey{MarketID: pricing.MarketCornerRace, Specifier: "cornernr=3"}
	if m := mt.emitted[race]; m.Status != catalogue.MarketStatusSettled || m.Outcomes[0].Result != catalogue.ResultWin {
		t.Errorf("race to 3 after home's third corner: %d %v", m.Status, m.Outcomes)
	}
	mt.addScore(0, 1)
	mt.stats.Scored(matchstats.Away, 1, nil)
	mt.nameScorers(mt.stats.Seq - 1)
	s.price(mt, start)
	s.emitChanges(mt, &b)
	first := mt.emitted[catalogue.MarketKey{MarketID: pricing.MarketFirstScorer}]
	scorer := fmt.Sprintf("2-%d", mt.stats.Timeline[len(mt.stats.Timeline)-1].Player)
	for _, o := range first.Outcomes {
		if first.Status != catalogue.MarketStatusSettled || (o.Result == catalogue.ResultWin) != (o.ID == scorer) {
			t.Fatalf("first goalscorer after %s scored: %d %+v", scorer, first.Status, o)
		}
	}
	anytime := mt.emitted[catalogue.MarketKey{MarketID: pricing.MarketAnytimeScorer}]
	for _, o := range anytime.Outcomes {
		if (o.ID == scorer) == o.Active || anytime.Status != catalogue.MarketStatusAllowed {
			t.Errorf("anytime goalscorer after %s scored: %d, %s active %v", scorer, anytime.Status, o.ID, o.Active)
		}
	}
}

// The deeper book survives a restart: the squads are made up again the same, and the corners,
// cards and scorers the store holds with the statistics price and settle the markets as before.
func TestDeeperBookResumes(t *testing.T) {
	ctx := context.Background()
	store := &leftovers{matches: map[int64]catalogue.Match{}, markets: map[int64]map[catalogue.MarketKey]catalogue.Market{}, stats: map[int64]matchstats.Statistics{}}
	cfg := Config{Seed: 11, Speed: 60, Matches: 80}
	first := New(cfg, store)
	for i := range 30 {
		_ = store.Apply(ctx, first.Step(start.Add(time.Duration(i)*time.Second)))
	}
	second := New(cfg, store)
	if err := second.Resume(ctx, store); err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, was := range first.matches {
		if was.squads[0] == nil || was.m.Status != catalogue.MatchStatusLive || len(was.stats.Timeline) == 0 {
			continue
		}
		i := slices.IndexFunc(second.matches, func(m *match) bool { return m.m.ID == was.m.ID })
		if i < 0 {
			t.Errorf("live football match %d not played on", was.m.ID)
			continue
		}
		now := second.matches[i]
		if !reflect.DeepEqual(now.squads, was.squads) {
			t.Errorf("match %d: squads made up otherwise after the restart", was.m.ID)
		}
		if a, b := was.final(), now.final(); !reflect.DeepEqual(a.Scorers, b.Scorers) || a.Corners != b.Corners || a.Cards != b.Cards ||
			a.Bookings != b.Bookings || !slices.Equal(a.CornerOrder, b.CornerOrder) {
			t.Errorf("match %d: counts %+v after the restart, %+v before", was.m.ID, b, a)
		}
		if !slices.ContainsFunc(now.markets, func(d pricing.MarketDef) bool { return d.MarketID == pricing.MarketAnytimeScorer }) {
			t.Errorf("match %d: no goalscorer market after the restart", was.m.ID)
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("no live football match with statistics to check")
	}
	// A basketball match's players count on from what the store holds, under the same names.
	players := 0
	for _, was := range first.matches {
		if was.roster[0] == nil || was.m.Status != catalogue.MatchStatusLive {
			continue
		}
		i := slices.IndexFunc(second.matches, func(m *match) bool { return m.m.ID == was.m.ID })
		if i < 0 {
			t.Errorf("live basketball match %d not played on", was.m.ID)
			continue
		}
		now := second.matches[i]
		if a, b := was.final(), now.final(); !reflect.DeepEqual(now.roster, was.roster) || !reflect.DeepEqual(a.Players, b.Players) {
			t.Errorf("match %d: players %v after the restart, %v before", was.m.ID, b.Players, a.Players)
		}
		if !slices.ContainsFunc(now.markets, func(d pricing.MarketDef) bool { return d.MarketID == pricing.MarketPlayerPoints }) {
			t.Errorf("match %d: no player market after the restart", was.m.ID)
		}
		players++
	}
	if players == 0 {
		t.Fatal("no live basketball match to check")
	}
}
