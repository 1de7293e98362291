package feed

import (
	"context"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/crests"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/pricing"
)

var start = time.Date(2026, 11, 22, 18, 0, 0, 0, time.UTC)

func run(seed int64, speed float64, steps int) []catalogue.Batch {
	s := New(Config{Seed: seed, Speed: speed}, nil)
	out := []catalogue.Batch{s.Step(start)}
	for i := 1; i <= steps; i++ {
		out = append(out, s.Step(start.Add(time.Duration(i)*time.Second)))
	}
	return out
}

func TestDeterministic(t *testing.T) {
	a, b := run(7, 10, 20), run(7, 10, 20)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("the same seed and clock must give the same batches")
	}
	if reflect.DeepEqual(a[0].Matches, run(8, 10, 0)[0].Matches) {
		t.Fatal("another seed must give another schedule")
	}
}

func TestCatalogueShape(t *testing.T) {
	b := run(1, 1, 0)[0]
	if len(b.Sports) < 8 || len(b.Categories) < 15 || len(b.Tournaments) < 40 {
		t.Fatalf("sports %d, categories %d, leagues %d", len(b.Sports), len(b.Categories), len(b.Tournaments))
	}
	cyber := 0
	for _, s := range b.Sports {
		if s.Type == catalogue.SportTypeCybersport {
			cyber++
		}
	}
	if cyber < 2 {
		t.Fatalf("%d cybersports", cyber)
	}
	matches, live, outrights := 0, 0, 0
	for _, m := range b.Matches {
		switch {
		case m.Type == catalogue.MatchTypeOutright:
			outrights++
		case m.StartTime.Before(start.Add(-2*time.Hour-time.Minute)) || m.StartTime.After(start.Add(7*24*time.Hour)):
			t.Errorf("match %d starts at %v, outside -2h..+7d", m.ID, m.StartTime)
		}
		if m.Type == catalogue.MatchTypeMatch {
			matches++
			if m.Status == catalogue.MatchStatusLive {
				live++
			}
		}
	}
	if matches < 300 || outrights < 3 {
		t.Fatalf("%d matches, %d outrights", matches, outrights)
	}
	if share := float64(live) / float64(matches); share < 0.10 || share > 0.20 {
		t.Fatalf("live share %.2f", share)
	}
}

func TestSlugsAreUniqueWithinASport(t *testing.T) {
	b := run(1, 1, 0)[0]
	seen := map[[2]string]string{}
	sportOf := map[int64]string{}
	for _, s := range b.Sports {
		sportOf[s.ID] = s.Key
	}
	check := func(sportID int64, slug, what string) {
		k := [2]string{sportOf[sportID], slug}
		if prev, ok := seen[k]; ok {
			t.Errorf("%s slug %q of %s collides with a %s", what, slug, k[0], prev)
		}
		seen[k] = what
	}
	for _, c := range b.Categories {
		check(c.SportID, c.Slug, "category")
	}
	for _, l := range b.Tournaments {
		check(l.SportID, l.Slug, "tournament")
	}
	for _, m := range b.Matches {
		check(m.SportID, m.Slug, "match")
		if !strings.HasSuffix(m.Slug, fmt.Sprintf("-%d", m.ID)) {
			t.Errorf("match slug %q does not end in its id %d", m.Slug, m.ID)
		}
	}
}

func TestEveryOfferedMarketHasAMargin(t *testing.T) {
	for _, b := range run(3, 20, 40) {
		for _, m := range b.Markets {
			// The upper bound leaves out prices at the cap, which only add to the margin.
			sum, uncapped := 0.0, 0.0
			for _, o := range m.Outcomes {
				if o.Odds < catalogue.MinOdds || o.Odds > catalogue.MaxOdds {
					t.Fatalf("market %d/%s of %d: odds %d outside 1.01..40", m.MarketID, m.Specifier, m.MatchID, o.Odds)
				}
				sum += 1000 / float64(o.Odds)
				if o.Odds < catalogue.MaxOdds {
					uncapped += 1000 / float64(o.Odds)
				}
			}
			switch m.MarketID {
			case pricing.MarketDoubleChance, pricing.MarketHalfDoubleChance:
				sum, uncapped = sum/2, uncapped/2
			case pricing.MarketAnytimeScorer:
				continue // its outcomes are not a split of the results: each has its margin (pricing's tests)
			}
			if m.Status == catalogue.MarketStatusAllowed && m.MarketID != pricing.MarketOutrightWinner && (sum < 1.0 || uncapped > 1.25) {
				t.Fatalf("market %s of %d: overround %.3f (%.3f without capped prices)", m.Name, m.MatchID, sum, uncapped)
			}
		}
	}
}

// A fast match runs to the end: every market it ever offered settles with a result for every
// outcome, the main market's result agrees with the score, and suspended markets reopen on the way.
func TestMatchesFinishAndSettle(t *testing.T) {
	s := New(Config{Seed: 5, Speed: 600, Matches: 160}, nil)
	first := s.Step(start)
	type key struct {
		match int64
		catalogue.MarketKey
	}
	offered := map[int64][]key{}
	settledKeys := map[key]bool{}
	matches := map[int64]catalogue.Match{}
	sportOf := map[int64]string{}
	for _, sp := range first.Sports {
		sportOf[sp.ID] = sp.Key
	}
	suspended := map[key]bool{}
	reopened, midMatch, winners := 0, 0, 0
	record := func(b catalogue.Batch) {
		for _, m := range b.Matches {
			if prev, ok := matches[m.ID]; ok && prev.Status != m.Status && !slices.Contains(b.StatusChanged, m.ID) {
				t.Fatalf("match %d went from status %d to %d without StatusChanged", m.ID, prev.Status, m.Status)
			}
			matches[m.ID] = m
		}
		for _, m := range b.Markets {
			k := key{m.MatchID, m.Key()}
			if !slices.Contains(offered[m.MatchID], k) {
				offered[m.MatchID] = append(offered[m.MatchID], k)
			}
			switch m.Status {
			case catalogue.MarketStatusSuspended:
				suspended[k] = true
			case catalogue.MarketStatusAllowed:
				if suspended[k] {
					reopened++
					delete(suspended, k)
				}
			case catalogue.MarketStatusSettled:
				settledKeys[k] = true
				for _, o := range m.Outcomes {
					switch o.Result {
					case catalogue.ResultWin, catalogue.ResultLose, catalogue.ResultVoid, catalogue.ResultHalfWin, catalogue.ResultHalfLose:
					default:
						t.Fatalf("settled market %s of %d: outcome %s has result %q", m.Name, m.MatchID, o.ID, o.Result)
					}
				}
				final := matches[m.MatchID]
				if final.Status == catalogue.MatchStatusLive {
					midMatch++
				}
				if m.Specifier == "" && (m.MarketID == pricing.MarketWinner || m.MarketID == pricing.MarketMoneyline || m.MarketID == pricing.MarketWinnerOTPens) {
					// A winner market follows the final score.
					winners++
					want := "2"
					if final.TotalScore.Home > final.TotalScore.Away {
						want = "1"
					}
					for _, o := range m.Outcomes {
						if (o.ID == want) != (o.Result == catalogue.ResultWin) {
							t.Fatalf("match %d ended %v: winner market outcome %s settled %s", m.MatchID, final.TotalScore, o.ID, o.Result)
						}
					}
				}
			}
		}
	}
	record(first)
	for i := 1; i <= 120; i++ {
		record(s.Step(start.Add(time.Duration(i) * time.Second)))
	}
	finished, halves := 0, 0
	for id, m := range matches {
		if m.Status != catalogue.MatchStatusFinished || m.Type != catalogue.MatchTypeMatch {
			continue
		}
		finished++
		for _, k := range offered[id] {
			if !settledKeys[k] {
				t.Fatalf("%s match %d (%s) finished but market %d %q never settled", sportOf[m.SportID], id, m.Stage, k.MarketID, k.Specifier)
			}
		}
		sum := catalogue.Score{}
		for _, p := range m.PeriodScores {
			sum.Home, sum.Away = sum.Home+p.Home, sum.Away+p.Away
		}
		if sportOf[m.SportID] == "football" {
			halves++
			if sum != m.TotalScore || len(m.PeriodScores) != 2 {
				t.Fatalf("football match %d: periods %v do not add up to %v", id, m.PeriodScores, m.TotalScore)
			}
		}
	}
	if finished < 30 || halves == 0 {
		t.Fatalf("only %d matches finished (%d football)", finished, halves)
	}
	if reopened == 0 {
		t.Fatal("no suspended market reopened")
	}
	if midMatch == 0 {
		t.Fatal("no period or game market settled while its match was still live")
	}
	if winners < 10 {
		t.Fatalf("only %d winner markets checked", winners)
	}
}

// After twenty minutes of fast play (ten generations of matches) the schedule still has 10-20% of its matches live, spans -2h..+7d
// and has at least 300 open matches.
func TestLiveShareHoldsAfterWarmUp(t *testing.T) {
	s := New(Config{Seed: 11, Speed: 60}, nil)
	s.Step(start)
	now := start
	for i := 1; i <= 40; i++ {
		now = start.Add(time.Duration(i) * 30 * time.Second)
		s.Step(now)
	}
	// Then a few ordinary one-second ticks: a coarse step leaves the fixtures it scheduled
	// waiting until the next one.
	for range 15 {
		now = now.Add(time.Second)
		s.Step(now)
	}
	live := 0
	for _, m := range s.matches {
		if m.m.Status == catalogue.MatchStatusLive || m.m.Status == catalogue.MatchStatusStopped {
			live++
		}
		if m.m.StartTime.Before(now.Add(-2*time.Hour)) || m.m.StartTime.After(now.Add(7*24*time.Hour)) {
			t.Fatalf("match %d starts at %v, outside now-2h..now+7d", m.m.ID, m.m.StartTime)
		}
	}
	if len(s.matches) < 300 {
		t.Fatalf("%d open matches", len(s.matches))
	}
	if share := float64(live) / float64(len(s.matches)); share < 0.10 || share > 0.20 {
		t.Fatalf("live share %.2f after warm-up", share)
	}
}

// Live matches show a coherent state: clocks for timed sports (stoppage time in football, a
// count-down in basketball), tennis game scores and server, stages, period scores that add up.
func TestLiveState(t *testing.T) {
	s := New(Config{Seed: 4, Speed: 30, Matches: 160}, nil)
	first := s.Step(start)
	sportOf := map[int64]string{}
	for _, sp := range first.Sports {
		sportOf[sp.ID] = sp.Key
	}
	seen := map[string]bool{}
	for i := 1; i <= 150; i++ {
		now := start.Add(time.Duration(i) * time.Second)
		b := s.Step(now)
		for _, m := range b.Matches {
			if m.Status != catalogue.MatchStatusLive {
				continue
			}
			if m.Stage == "" {
				t.Fatalf("live match %d without stage", m.ID)
			}
			switch key := sportOf[m.SportID]; key {
			case "football", "ice-hockey", "basketball":
				if !m.Clock.ClockUpdatedAt.Equal(now) {
					t.Fatalf("%s clock updated at %v, now %v", key, m.Clock.ClockUpdatedAt, now)
				}
				if key == "football" && m.Clock.StoppageTime > 0 {
					seen["stoppage"] = true
				}
				if key == "basketball" && m.Clock.RemainingTime > 0 {
					seen["countdown"] = true
				}
				if m.Clock.Stopped {
					seen["break"] = true
				}
			case "tennis":
				okPoints := map[int]bool{0: true, 15: true, 30: true, 40: true, 50: true}
				if !(okPoints[m.GameScore.Home] && okPoints[m.GameScore.Away]) && m.Stage != "" && m.GameScore.Home < 15 && m.GameScore.Away < 15 {
					seen["tiebreak"] = true
				}
				if m.CurrentServer != 1 && m.CurrentServer != 2 {
					t.Fatalf("tennis match %d: server %d", m.ID, m.CurrentServer)
				}
				seen["tennis"] = true
			}
			sum := catalogue.Score{}
			for _, p := range m.PeriodScores {
				sum.Home, sum.Away = sum.Home+p.Home, sum.Away+p.Away
			}
			if sportOf[m.SportID] == "football" && sum != m.TotalScore {
				t.Fatalf("football match %d: periods %v do not add up to %v", m.ID, m.PeriodScores, m.TotalScore)
			}
		}
	}
	for _, want := range []string{"stoppage", "countdown", "break", "tennis"} {
		if !seen[want] {
			t.Errorf("never saw %s", want)
		}
	}
}

// Every market belongs to group A and to groups the catalogue declares; outcome ids are unique;
// the match's highest priority market is its main one; each line type has one balanced line.
func TestMarketShape(t *testing.T) {
	b := run(2, 1, 0)[0]
	groups := map[string]bool{}
	for _, g := range b.MarketGroups {
		groups[g.Key] = true
	}
	top := map[int64]catalogue.Market{}
	balanced := map[[2]int64]int{}
	for _, m := range b.Markets {
		if !slices.Contains(m.GroupKeys, catalogue.DefaultMarketGroupKey) {
			t.Fatalf("market %s without group A", m.Name)
		}
		for _, g := range m.GroupKeys {
			if !groups[g] {
				t.Fatalf("market %s in undeclared group %q", m.Name, g)
			}
		}
		ids := map[string]bool{}
		for _, o := range m.Outcomes {
			if ids[o.ID] {
				t.Fatalf("market %s: outcome id %s twice", m.Name, o.ID)
			}
			ids[o.ID] = true
		}
		if pricing.MarketTypeNames[m.MarketID] == "" {
			t.Fatalf("market type %d not in the table", m.MarketID)
		}
		if m.Status.Listed() && m.Priority > top[m.MatchID].Priority {
			top[m.MatchID] = m
		}
		// A period's lines and a player's are balanced apart from the others of their type.
		if m.MostBalanced && m.Status == catalogue.MarketStatusAllowed && !strings.Contains(m.Specifier, "nr=") && !strings.HasPrefix(m.Specifier, "player=") {
			balanced[[2]int64{m.MatchID, m.MarketID}]++
		}
	}
	for id, m := range top {
		switch m.MarketID {
		case pricing.Market1x2, pricing.MarketWinner, pricing.MarketMoneyline, pricing.MarketOutrightWinner:
		default:
			t.Fatalf("match %d: top market is %s", id, m.Name)
		}
	}
	for k, n := range balanced {
		if n != 1 {
			t.Fatalf("match %d market type %d: %d balanced lines", k[0], k[1], n)
		}
	}
	if len(balanced) < 300 {
		t.Fatalf("only %d balanced line types", len(balanced))
	}
}

type recorder struct{ batches []catalogue.Batch }

func (r *recorder) Apply(_ context.Context, b catalogue.Batch) error {
	r.batches = append(r.batches, b)
	return nil
}

func TestRunStopsWithTheContext(t *testing.T) {
	r := &recorder{}
	ctx, cancel := context.WithCancel(context.Background())
	s := New(Config{Seed: 1, Tick: time.Millisecond, Matches: 20}, r)
	go func() { time.Sleep(30 * time.Millisecond); cancel() }()
	if err := s.Run(ctx); err != nil {
		t.Fatal(err)
	}
	if len(r.batches) == 0 || len(r.batches[0].Sports) == 0 {
		t.Fatal("the first batch is the catalogue")
	}
}

func BenchmarkStep(b *testing.B) {
	s := New(Config{Seed: 1, Speed: 10}, nil)
	now := start
	s.Step(now)
	for b.Loop() {
		now = now.Add(time.Second)
		s.Step(now)
	}
}

// Lists show each sport's extra market (catalogue.ExtraMarketType): every sport the feed plays
// offers that market type, so no sport's rows go without it.
func TestEverySportOffersItsExtraListMarket(t *testing.T) {
	b := run(3, 1, 1)[0]
	sportOf := map[int64]string{}
	for _, sp := range b.Sports {
		sportOf[sp.ID] = sp.Key
	}
	matchSport := map[int64]string{}
	for _, m := range b.Matches {
		if m.Type == catalogue.MatchTypeMatch {
			matchSport[m.ID] = sportOf[m.SportID]
		}
	}
	offered := map[string]bool{}
	for _, m := range b.Markets {
		key, ok := matchSport[m.MatchID]
		if want, has := catalogue.ExtraMarketType(key); ok && has && m.MarketID == want && m.Status.Listed() {
			offered[key] = true
		}
	}
	for _, sp := range b.Sports {
		if _, has := catalogue.ExtraMarketType(sp.Key); !has {
			t.Errorf("sport %s has no extra list market type", sp.Key)
		} else if !offered[sp.Key] {
			t.Errorf("sport %s: no match offers its extra list market", sp.Key)
		}
	}
}

// Live matches record statistics as they play, and a football side's shots on target are never
// fewer than its goals; goals on the timeline are the score.
func TestStatisticsFollowTheScore(t *testing.T) {
	score := map[int64]catalogue.Match{}
	stats := map[int64]matchstats.Update{}
	for _, b := range run(5, 60, 90) {
		for _, m := range b.Matches {
			score[m.ID] = m
		}
		for _, u := range b.Statistics {
			stats[u.MatchID] = u
		}
	}
	sports := map[string]int{}
	for id, u := range stats {
		sports[u.Sport]++
		if u.Sport != "football" {
			continue
		}
		m := score[id]
		on := [2]int{}
		for _, x := range u.Totals {
			if x.Kind == matchstats.ShotsOnTarget {
				on = [2]int{x.Home, x.Away}
			}
		}
		goals := [2]int{}
		for _, e := range u.Timeline {
			if e.Kind == matchstats.Goal {
				goals[e.Side]++
			}
		}
		if goals != [2]int{m.TotalScore.Home, m.TotalScore.Away} || on[0] < goals[0] || on[1] < goals[1] {
			t.Errorf("match %d: score %v, goals on the timeline %v, shots on target %v", id, m.TotalScore, goals, on)
		}
	}
	for _, sport := range []string{"football", "tennis", "basketball", "ice-hockey"} {
		if sports[sport] == 0 {
			t.Errorf("no %s match recorded statistics", sport)
		}
	}
}

func TestHasVideo(t *testing.T) {
	for _, tt := range []struct {
		priority, draw int
		want           bool
	}{
		{100, 3, true}, {90, 1, true}, {89, 0, true}, {89, 1, false}, {30, 3, false}, {30, 0, true},
	} {
		if got := hasVideo(leagueDef{priority: tt.priority}, tt.draw); got != tt.want {
			t.Errorf("priority %d draw %d: %v", tt.priority, tt.draw, got)
		}
	}
}

// Top leagues are streamed, others now and then: a believable share of the catalogue, live
// matches among them.
func TestVideoShare(t *testing.T) {
	b := run(1, 1, 0)[0]
	priority := map[int64]int{}
	for _, l := range b.Tournaments {
		priority[l.ID] = l.Priority
	}
	matches, video, liveVideo := 0, 0, 0
	for _, m := range b.Matches {
		if m.Type != catalogue.MatchTypeMatch {
			continue
		}
		matches++
		if m.HasVideo {
			video++
			if m.Status == catalogue.MatchStatusLive {
				liveVideo++
			}
		} else if priority[m.TournamentID] >= topLeaguePriority {
			t.Errorf("match %d of a top league without video", m.ID)
		}
	}
	if share := float64(video) / float64(matches); share < 0.35 || share > 0.7 || liveVideo < 5 {
		t.Fatalf("video share %.2f (%d of %d), %d live", share, video, matches, liveVideo)
	}
}

// Teams wear crests, the operator's image where it has one for the team, else the drawn one;
// players (tennis, table tennis) and outrights none.
func TestCrests(t *testing.T) {
	s := New(Config{Seed: 3, Crest: func(team string) string {
		if strings.HasSuffix(team, " FC") {
			return "/media/crests/" + slugify(team) + ".png"
		}
		return ""
	}}, nil)
	own := 0
	for _, m := range s.Step(start).Matches {
		sport := sportKeyOf(m.SportID)
		for _, c := range []struct{ team, logo string }{{m.NameA, m.LogoA}, {m.NameB, m.LogoB}} {
			var want string
			switch {
			case m.Type == catalogue.MatchTypeOutright, sport == "tennis", sport == "table-tennis":
			case strings.HasSuffix(c.team, " FC"):
				want = "/media/crests/" + slugify(c.team) + ".png"
				own++
			default:
				want = crests.For(c.team).URL()
			}
			if c.logo != want {
				t.Errorf("%s %s (%s): logo %q, want %q", sport, c.team, m.Type, c.logo, want)
			}
		}
	}
	if own == 0 {
		t.Error("no team with the operator's image")
	}
}

func sportKeyOf(id int64) string {
	for _, sp := range sports {
		if sp.id == id {
			return sp.key
		}
	}
	return ""
}
