package feed

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/pricing"
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

// A test scores through the running feed: the goal or point goes on the score and the period's
// (set's, game's) score as play would put it there, the markets are re-priced on it at once and
// open, and what ends the match settles it.
func TestScore(t *testing.T) {
	r := &syncRecorder{}
	clock := start
	var mu sync.Mutex
	s := New(Config{Seed: 6, Speed: 30, Matches: 160, Tick: time.Hour, Now: func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		clock = clock.Add(time.Second)
		return clock
	}}, r)
	_ = r.Apply(context.Background(), s.Step(start))
	// The matches the test scores in, in the states it needs, taken over before Run plays them.
	pick := func(sport string, status catalogue.MatchStatus) *match {
		t.Helper()
		for _, mt := range s.matches {
			if mt.def.key == sport && mt.m.Status == status && mt.breakLeft == 0 && !s.held[mt.m.ID] {
				s.held[mt.m.ID] = true
				return mt
			}
		}
		t.Fatalf("no %s match of status %d", sport, status)
		return nil
	}
	written := func(mt *match) {
		s.price(mt, start)
		b := catalogue.Batch{Matches: []catalogue.Match{snapshot(mt.m)}}
		s.emitChanges(mt, &b)
		_ = r.Apply(context.Background(), b)
	}
	football := pick("football", catalogue.MatchStatusLive)
	prematch := pick("football", catalogue.MatchStatusPrematch)
	halftime := pick("football", catalogue.MatchStatusPrematch)
	s.kickOff(halftime)
	s.toPeriod(halftime, 1)
	written(halftime)
	overtime := pick("ice-hockey", catalogue.MatchStatusPrematch)
	s.kickOff(overtime)
	overtime.addScore(1, 1)
	s.toPeriod(overtime, 3)
	overtime.breakLeft = 0
	overtime.startPeriod()
	overtime.updateClock()
	written(overtime)
	tennis := pick("tennis", catalogue.MatchStatusLive)

	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Run(ctx) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	}()
	// latest is what the feed last wrote of a match and its markets.
	latest := func(id int64) (catalogue.Match, map[catalogue.MarketKey]catalogue.Market) {
		var m catalogue.Match
		markets := map[catalogue.MarketKey]catalogue.Market{}
		for _, b := range r.all() {
			for _, x := range b.Matches {
				if x.ID == id {
					m = x
				}
			}
			for _, x := range b.Markets {
				if x.MatchID == id {
					markets[x.Key()] = x
				}
			}
		}
		return m, markets
	}
	main := catalogue.MarketKey{MarketID: 1}

	t.Run("a goal", func(t *testing.T) {
		before, beforeMarkets := latest(football.m.ID)
		if err := s.Score(ctx, football.m.ID, Home); err != nil {
			t.Fatal(err)
		}
		m, markets := latest(football.m.ID)
		n := len(m.PeriodScores) - 1
		if m.TotalScore != (catalogue.Score{Home: before.TotalScore.Home + 1, Away: before.TotalScore.Away}) ||
			m.PeriodScores[n].Home != before.PeriodScores[n].Home+1 || m.Status != catalogue.MatchStatusLive {
			t.Fatalf("after a home goal: %v %v, before %v %v", m.TotalScore, m.PeriodScores, before.TotalScore, before.PeriodScores)
		}
		// The home side is likelier to win now: its price drops (or stays at the floor).
		home := func(mk catalogue.Market) catalogue.Odds { return mk.Outcomes[0].Odds }
		if mk := markets[main]; mk.Status != catalogue.MarketStatusAllowed || home(mk) > home(beforeMarkets[main]) ||
			home(mk) == home(beforeMarkets[main]) && home(mk) > catalogue.MinOdds {
			t.Errorf("1x2 after a home goal %+v, before %+v", mk, beforeMarkets[main])
		}
		if err := s.Score(ctx, football.m.ID, Away); err != nil {
			t.Fatal(err)
		}
		if m, _ := latest(football.m.ID); m.TotalScore.Away != before.TotalScore.Away+1 {
			t.Errorf("after an away goal: %v", m.TotalScore)
		}
	})

	// stats is what the feed last wrote of a match's statistics.
	stats := func(id int64) matchstats.Update {
		var u matchstats.Update
		for _, b := range r.all() {
			for _, x := range b.Statistics {
				if x.MatchID == id {
					u = x
				}
			}
		}
		return u
	}
	count := func(u matchstats.Update, k matchstats.Kind) [2]int {
		for _, x := range u.Totals {
			if x.Kind == k {
				return [2]int{x.Home, x.Away}
			}
		}
		return [2]int{-1, -1}
	}

	t.Run("a goal is a shot on target", func(t *testing.T) {
		before := count(stats(football.m.ID), matchstats.ShotsOnTarget)
		if err := s.Score(ctx, football.m.ID, Away); err != nil {
			t.Fatal(err)
		}
		u := stats(football.m.ID)
		if got := count(u, matchstats.ShotsOnTarget); got != [2]int{before[0], before[1] + 1} {
			t.Errorf("shots on target %v after an away goal, before %v", got, before)
		}
		if u.Last == nil || u.Last.Kind != matchstats.Goal || u.Last.Side != matchstats.Away || len(u.New()) != 1 {
			t.Errorf("last event %+v, new %+v", u.Last, u.New())
		}
	})

	t.Run("a corner recorded by hand", func(t *testing.T) {
		before := count(stats(football.m.ID), matchstats.Corners)
		if err := s.RecordStatistic(ctx, football.m.ID, matchstats.Corner, Home); err != nil {
			t.Fatal(err)
		}
		u := stats(football.m.ID)
		m, _ := latest(football.m.ID)
		if got := count(u, matchstats.Corners); got != [2]int{before[0] + 1, before[1]} {
			t.Errorf("corners %v, before %v", got, before)
		}
		if e := u.Last; e == nil || e.Kind != matchstats.Corner || e.Side != matchstats.Home || e.MatchTime == nil || *e.MatchTime != m.Clock.MatchTime {
			t.Errorf("last event %+v at clock %d", e, m.Clock.MatchTime)
		}
		for _, c := range []struct {
			id   int64
			kind matchstats.Kind
			want error
		}{
			{football.m.ID, matchstats.Ace, ErrUnknownStatistic},
			{football.m.ID, matchstats.Goal, ErrUnknownStatistic},
			{halftime.m.ID, matchstats.Corner, ErrNotInPlay},
			{999, matchstats.Corner, ErrNotFound},
			{tennis.m.ID, matchstats.Corner, ErrUnknownStatistic},
		} {
			if err := s.RecordStatistic(ctx, c.id, c.kind, Away); !errors.Is(err, c.want) {
				t.Errorf("%s in match %d: %v, want %v", c.kind, c.id, err, c.want)
			}
		}
		if err := s.RecordStatistic(ctx, tennis.m.ID, matchstats.Ace, Away); err != nil {
			t.Errorf("an ace in tennis: %v", err)
		}
	})

	t.Run("not in play", func(t *testing.T) {
		for _, id := range []int64{prematch.m.ID, halftime.m.ID} {
			if err := s.Score(ctx, id, Home); !errors.Is(err, ErrNotInPlay) {
				t.Errorf("a goal in match %d: %v, want ErrNotInPlay", id, err)
			}
		}
		if err := s.Score(ctx, 999, Home); !errors.Is(err, ErrNotFound) {
			t.Errorf("a goal in no match: %v", err)
		}
		if err := s.Score(ctx, football.m.ID, 3); err == nil {
			t.Error("a third team scored")
		}
	})

	t.Run("the golden goal of overtime", func(t *testing.T) {
		if err := s.Score(ctx, overtime.m.ID, Away); err != nil {
			t.Fatal(err)
		}
		m, markets := latest(overtime.m.ID)
		if m.Status != catalogue.MatchStatusFinished || m.Stage != "Ended after overtime" || m.TotalScore != (catalogue.Score{Home: 1, Away: 2}) {
			t.Fatalf("after the overtime goal: %d %q %v", m.Status, m.Stage, m.TotalScore)
		}
		for k, mk := range markets {
			if mk.Status != catalogue.MarketStatusSettled {
				t.Errorf("market %+v is %d", k, mk.Status)
			}
		}
		if w := markets[catalogue.MarketKey{MarketID: pricing.MarketWinnerOTPens}]; w.Outcomes[1].Result != catalogue.ResultWin {
			t.Errorf("the winner market settled %+v", w.Outcomes)
		}
		if err := s.Score(ctx, overtime.m.ID, Home); !errors.Is(err, ErrNotFound) {
			t.Errorf("a goal after the end: %v", err)
		}
	})

	t.Run("points win a tennis game", func(t *testing.T) {
		before, _ := latest(tennis.m.ID)
		set := len(before.PeriodScores)
		game := before.PeriodScores[set-1].Home + before.PeriodScores[set-1].Away + 1
		for range 5 { // four points, or five from deuce
			if m, _ := latest(tennis.m.ID); m.PeriodScores[set-1].Home+m.PeriodScores[set-1].Away == game || len(m.PeriodScores) > set {
				break
			}
			if err := s.Score(ctx, tennis.m.ID, Home); err != nil {
				t.Fatal(err)
			}
		}
		_, markets := latest(tennis.m.ID)
		g := markets[catalogue.MarketKey{MarketID: pricing.MarketGameWinner, Specifier: fmt.Sprintf("setnr=%d|gamenr=%d", set, game)}]
		if g.Status != catalogue.MarketStatusSettled || g.Outcomes[0].Result != catalogue.ResultWin {
			t.Errorf("game %d of set %d: %+v", game, set, g)
		}
	})
}

// Commands that queue while one is stored go into its batch: one transaction and one round of
// publications for all of them. A command that fails adds nothing and gets its own error; a batch
// the sink refuses fails every command in it.
func TestCommandsThatWaitShareABatch(t *testing.T) {
	refused := errors.New("refused")
	market := func(id int64) func(*catalogue.Batch) error {
		return func(b *catalogue.Batch) error {
			b.Markets = append(b.Markets, catalogue.Market{MatchID: id})
			return nil
		}
	}
	for _, sinkErr := range []error{nil, refused} {
		r := &failingRecorder{err: sinkErr}
		s := New(Config{Seed: 1, Matches: 1}, r)
		s.commands = make(chan command, 8) // the commands below wait in it as senders would
		cmd := func(apply func(*catalogue.Batch) error) command {
			return command{apply: apply, done: make(chan error, 1)}
		}
		first := cmd(market(1))
		waiting := []command{
			cmd(market(2)),
			cmd(func(b *catalogue.Batch) error {
				b.Markets = append(b.Markets, catalogue.Market{MatchID: 99}) // dropped: the command failed
				return ErrNotFound
			}),
			cmd(market(3)),
		}
		for _, c := range waiting {
			s.commands <- c
		}
		s.run(context.Background(), first)

		if len(r.batches) != 1 {
			t.Fatalf("sink error %v: %d batches, want 1", sinkErr, len(r.batches))
		}
		var ids []int64
		for _, m := range r.batches[0].Markets {
			ids = append(ids, m.MatchID)
		}
		if fmt.Sprint(ids) != "[1 2 3]" {
			t.Errorf("sink error %v: the batch holds the markets of matches %v, want [1 2 3]", sinkErr, ids)
		}
		for i, c := range append([]command{first}, waiting...) {
			want := sinkErr
			if i == 2 {
				want = ErrNotFound
			}
			if err := <-c.done; !errors.Is(err, want) || (want == nil && err != nil) {
				t.Errorf("sink error %v: command %d got %v, want %v", sinkErr, i, err, want)
			}
		}
	}
}

// failingRecorder keeps the batches it is given and answers each with err.
type failingRecorder struct {
	batches []catalogue.Batch
	err     error
}

func (r *failingRecorder) Apply(_ context.Context, b catalogue.Batch) error {
	r.batches = append(r.batches, b)
	return r.err
}
