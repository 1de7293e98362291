package feed

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// syncRecorder keeps the batches Run applies, for a test that reads them while Run goes on.
type syncRecorder struct {
	mu      sync.Mutex
	batches []catalogue.Batch
}

func (r *syncRecorder) Apply(_ context.Context, b catalogue.Batch) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.batches = append(r.batches, b)
	return nil
}

func (r *syncRecorder) all() []catalogue.Batch {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]catalogue.Batch(nil), r.batches...)
}

// A test sets an outcome's odds through the running feed: the change is written as a batch at
// once, and the simulator plays that match no more, so the price stays what the test set.
func TestSetOddsHoldsTheMatch(t *testing.T) {
	r := &syncRecorder{}
	clock := start
	var mu sync.Mutex
	s := New(Config{Seed: 3, Speed: 60, Matches: 30, Tick: time.Hour, Now: func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		clock = clock.Add(time.Second)
		return clock
	}}, r)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Run(ctx) }()

	// The first batch is the catalogue; pick a live match's open main market.
	var target catalogue.Market
	for target.MatchID == 0 {
		for _, b := range r.all() {
			live := map[int64]bool{}
			for _, m := range b.Matches {
				live[m.ID] = m.Status == catalogue.MatchStatusLive
			}
			for _, m := range b.Markets {
				if live[m.MatchID] && m.Status == catalogue.MarketStatusAllowed && len(m.Outcomes) > 1 {
					target = m
					break
				}
			}
		}
		if target.MatchID == 0 {
			time.Sleep(time.Millisecond) // the first batch is being applied
		}
	}
	if err := s.SetOdds(ctx, target.MatchID, target.Key(), target.Outcomes[1].ID, 7777); err != nil {
		t.Fatal(err)
	}
	var set catalogue.Market
	for _, b := range r.all() {
		for _, m := range b.Markets {
			if m.MatchID == target.MatchID && m.Key() == target.Key() && m.Outcomes[1].Odds == 7777 {
				set = m
			}
		}
	}
	if set.Status != catalogue.MarketStatusAllowed || !set.Outcomes[1].Active || set.Outcomes[0].Odds != target.Outcomes[0].Odds {
		t.Fatalf("after SetOdds the feed wrote %+v", set)
	}
	for _, bad := range []struct {
		match   int64
		key     catalogue.MarketKey
		outcome string
		odds    catalogue.Odds
	}{
		{999, target.Key(), "1", 2000},
		{target.MatchID, catalogue.MarketKey{MarketID: 99999}, "1", 2000},
		{target.MatchID, target.Key(), "no-such-outcome", 2000},
	} {
		if err := s.SetOdds(ctx, bad.match, bad.key, bad.outcome, bad.odds); !errors.Is(err, ErrNotFound) {
			t.Errorf("SetOdds(%d, %+v, %q): %v, want ErrNotFound", bad.match, bad.key, bad.outcome, err)
		}
	}
	if err := s.SetOdds(ctx, target.MatchID, target.Key(), target.Outcomes[0].ID, 40001); err == nil {
		t.Error("odds over 40 accepted")
	}

	// Suspended and opened again, with the prices the test set.
	for _, open := range []bool{false, true} {
		if err := s.SetMarketOpen(ctx, target.MatchID, target.Key(), open); err != nil {
			t.Fatal(err)
		}
		// The held match is written by commands only: its latest market is the command's.
		var last catalogue.Market
		for _, b := range r.all() {
			for _, m := range b.Markets {
				if m.MatchID == target.MatchID && m.Key() == target.Key() {
					last = m
				}
			}
		}
		want := catalogue.MarketStatusSuspended
		if open {
			want = catalogue.MarketStatusAllowed
		}
		if last.Status != want || last.Outcomes[1].Odds != 7777 {
			t.Fatalf("SetMarketOpen(%v) wrote %+v", open, last)
		}
	}
	if err := s.SetMarketOpen(ctx, target.MatchID, catalogue.MarketKey{MarketID: 99999}, false); !errors.Is(err, ErrNotFound) {
		t.Errorf("suspending an unknown market: %v", err)
	}

	// Finishing another match plays it out at once and settles every market it offered.
	var other int64
	for _, b := range r.all() {
		for _, m := range b.Matches {
			if other == 0 && m.ID != target.MatchID && m.Status == catalogue.MatchStatusPrematch && m.Type == catalogue.MatchTypeMatch {
				other = m.ID
			}
		}
	}
	if err := s.Finish(ctx, other); err != nil {
		t.Fatal(err)
	}
	finished, settled := false, map[catalogue.MarketKey]bool{}
	for _, b := range r.all() {
		for _, m := range b.Matches {
			if m.ID == other {
				finished = m.Status == catalogue.MatchStatusFinished
			}
		}
		for _, m := range b.Markets {
			if m.MatchID == other {
				settled[m.Key()] = m.Status == catalogue.MarketStatusSettled
			}
		}
	}
	if !finished || len(settled) == 0 {
		t.Fatalf("match %d finished %v with %d markets", other, finished, len(settled))
	}
	for k, ok := range settled {
		if !ok {
			t.Errorf("market %+v of the finished match is not settled", k)
		}
	}
	if err := s.Finish(ctx, other); !errors.Is(err, ErrNotFound) {
		t.Errorf("finishing a finished match: %v", err)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}

	// Held: an hour of play later, the simulator has written nothing for that match.
	later := s.Step(clock.Add(time.Hour))
	for _, m := range later.Markets {
		if m.MatchID == target.MatchID {
			t.Fatalf("the simulator moved a held match's market: %+v", m)
		}
	}
	for _, m := range later.Matches {
		if m.ID == target.MatchID {
			t.Fatalf("the simulator played a held match: %+v", m)
		}
	}
}
