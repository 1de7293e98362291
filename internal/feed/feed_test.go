package feed

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
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
	a, b := run(7, 10, 30), run(7, 10, 30)
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
	}
}

func TestEveryOfferedMarketHasAMargin(t *testing.T) {
	for _, b := range run(3, 20, 40) {
		for _, m := range b.Markets {
			sum := 0.0
			for _, o := range m.Outcomes {
				if o.Odds < catalogue.MinOdds {
					t.Fatalf("market %d/%s of %d: odds %d below 1.01", m.MarketID, m.Specifier, m.MatchID, o.Odds)
				}
				sum += 1000 / float64(o.Odds)
			}
			if m.MarketID == pricing.MarketDoubleChance {
				sum /= 2
			}
			if m.Status == catalogue.MarketStatusAllowed && m.MarketID != pricing.MarketOutrightWinner && (sum < 1.0 || sum > 1.25) {
				t.Fatalf("market %s of %d: overround %.3f", m.Name, m.MatchID, sum)
			}
		}
	}
}

// A fast match runs to the end: every market settles with a result, and suspended markets
// reopen on the way.
func TestMatchesFinishAndSettle(t *testing.T) {
	s := New(Config{Seed: 5, Speed: 600}, nil)
	s.Step(start)
	finished := map[int64]bool{}
	settled := map[int64]int{}
	suspendedThenOpen := false
	suspended := map[catalogue.MarketKey]bool{}
	for i := 1; i <= 120; i++ {
		b := s.Step(start.Add(time.Duration(i) * time.Second))
		for _, m := range b.Matches {
			if m.Status == catalogue.MatchStatusFinished {
				finished[m.ID] = true
			}
		}
		for _, m := range b.Markets {
			k := catalogue.MarketKey{MarketID: m.MatchID*1000 + m.MarketID, Specifier: m.Specifier}
			switch m.Status {
			case catalogue.MarketStatusSuspended:
				suspended[k] = true
			case catalogue.MarketStatusAllowed:
				if suspended[k] {
					suspendedThenOpen = true
				}
			case catalogue.MarketStatusSettled:
				for _, o := range m.Outcomes {
					if o.Result == catalogue.ResultNone {
						t.Fatalf("settled market %s of %d has an outcome without result", m.Name, m.MatchID)
					}
				}
				settled[m.MatchID]++
			}
		}
	}
	if len(finished) < 20 {
		t.Fatalf("only %d matches finished", len(finished))
	}
	for id := range finished {
		if settled[id] == 0 {
			t.Fatalf("match %d finished without settled markets", id)
		}
	}
	if !suspendedThenOpen {
		t.Fatal("no suspended market reopened")
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
