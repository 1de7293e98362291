package feed_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/bets"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/feed"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/updates"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

type nopPublisher struct{}

func (nopPublisher) Publish(context.Context, string, []byte) error { return nil }

// A restart never lets a bet settle on another match's result, and never voids a bet for it: the
// new run numbers its matches after every stored one, and plays on the matches the earlier run
// left unfinished from what it stored, so a bet on a live match and one on a match still to start
// settle on their own matches' results. The earlier run ends without a word, as a killed process
// would: all it leaves is what it stored.
func TestRestartSettlesBetsOnTheirOwnMatches(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "restart.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	t0 := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	svc := &bets.Service{Store: st, Publisher: nopPublisher{}, Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return t0 }}
	pipe := updates.New(st, st, nopPublisher{}, nil, []string{"en"}).WithBets(svc)
	cfg := feed.Config{Seed: 7, Speed: 30, Matches: 60}
	first := feed.New(cfg, pipe)
	if err := first.Resume(ctx, st); err != nil {
		t.Fatal(err)
	}
	for _, at := range []time.Time{t0, t0.Add(10 * time.Second)} {
		if err := pipe.Apply(ctx, first.Step(at)); err != nil {
			t.Fatal(err)
		}
	}

	p, err := st.CreatePlayer(ctx, store.NewPlayer{Email: "r@example.com", PasswordHash: "h", Language: "en", Country: "DE", Currency: "EUR"}, t0)
	if err != nil {
		t.Fatal(err)
	}
	acc, _ := st.AccountByCurrency(ctx, p.ID, "EUR")
	if _, err := st.Post(ctx, acc.ID, wallet.KindDeposit, 10_000, "test", t0); err != nil {
		t.Fatal(err)
	}
	// A bet on a live match and one on a match still to start, at their current prices.
	placed := map[int64]bool{}
	for _, status := range []catalogue.MatchStatus{catalogue.MatchStatusLive, catalogue.MatchStatusPrematch} {
		views, _, err := st.ListMatches(ctx, catalogue.MatchFilter{Statuses: []catalogue.MatchStatus{status}, Type: catalogue.MatchTypeMatch},
			catalogue.PageRequest{Page: 1, Limit: 50})
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range views {
			if betOn(ctx, t, svc, st, p.ID, v.Match.ID, len(placed)) {
				placed[v.Match.ID] = true
				break
			}
		}
	}
	if len(placed) != 2 {
		t.Fatalf("placed bets on %d matches, want a live and a prematch one", len(placed))
	}
	last, err := st.LastMatchID(ctx)
	if err != nil {
		t.Fatal(err)
	}
	left, err := st.UnfinishedMatches(ctx)
	if err != nil {
		t.Fatal(err)
	}
	earlier := map[int64]catalogue.Match{}
	for _, m := range left {
		earlier[m.ID] = m
	}

	// The next run, with the same seed, as after a restart at once; the test finishes the two
	// matches through the feed's control rather than waiting for them to be played out.
	r := &firstBatch{sink: pipe, applied: make(chan catalogue.Batch, 1)}
	second := feed.New(feed.Config{Seed: cfg.Seed, Speed: cfg.Speed, Matches: cfg.Matches, Tick: time.Hour,
		Now: func() time.Time { return t0.Add(10 * time.Second) }}, r)
	if err := second.Resume(ctx, st); err != nil {
		t.Fatal(err)
	}
	runCtx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- second.Run(runCtx) }()
	b := <-r.applied
	for _, m := range b.Matches {
		was, ok := earlier[m.ID]
		switch {
		case m.ID > last:
		case !ok || m.NameA != was.NameA || m.NameB != was.NameB || m.StartTime != was.StartTime:
			t.Errorf("the new run gives id %d to %s – %s, the earlier run's %s – %s", m.ID, m.NameA, m.NameB, was.NameA, was.NameB)
		case m.Status == catalogue.MatchStatusNotCovered:
			t.Errorf("the new run drops match %d %s – %s", m.ID, m.NameA, m.NameB)
		case was.Status == catalogue.MatchStatusPrematch && m.Status != was.Status:
			t.Errorf("prematch match %d is %d after the restart", m.ID, m.Status)
		}
	}
	for id := range placed {
		// A live match may have played out in the time since its clock was last stamped.
		err := second.Finish(ctx, id)
		if v, _ := st.GetMatch(ctx, id); err != nil && !(errors.Is(err, feed.ErrNotFound) && v.Match.Status == catalogue.MatchStatusFinished) {
			t.Fatalf("finishing match %d: %v", id, err)
		}
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}

	list, _, err := svc.List(ctx, p.ID, store.BetFilter{Status: "settled", Result: ""}, catalogue.PageRequest{Page: 1, Limit: 10})
	if err != nil || len(list) != 2 {
		t.Fatalf("settled bets %+v, %v: want both", list, err)
	}
	balance := int64(10_000 - 2*1000)
	for _, bet := range list {
		sel := bet.Selections[0]
		byMatch, err := st.MarketsOfMatches(ctx, []int64{sel.MatchId})
		if err != nil {
			t.Fatal(err)
		}
		markets := byMatch[sel.MatchId]
		var result catalogue.OutcomeResult
		for _, mk := range markets {
			for _, o := range mk.Outcomes {
				if mk.MarketID == sel.MarketId && mk.Specifier == sel.Specifier && o.ID == sel.OutcomeId {
					result = o.Result
				}
			}
		}
		want := map[catalogue.OutcomeResult]apigen.BetResult{catalogue.ResultWin: apigen.BetResultWinEntire, catalogue.ResultLose: apigen.BetResultLoseEntire}[result]
		if want == "" || bet.Result != want || sel.Status != string(result) {
			t.Errorf("bet %d on match %d settled %q (selection %q), its outcome %q", bet.BetId, sel.MatchId, bet.Result, sel.Status, result)
		}
		if bet.Result == apigen.BetResultWinEntire {
			balance += bet.WinAmount
		}
		if v, err := st.GetMatch(ctx, sel.MatchId); err != nil || v.Match.Status != catalogue.MatchStatusFinished {
			t.Errorf("match %d after the restart: %v, %v", sel.MatchId, v.Match.Status, err)
		}
	}
	if acc, _ := st.AccountByCurrency(ctx, p.ID, "EUR"); acc.Balance.Total != balance {
		t.Errorf("balance %d after the bets settled, want %d", acc.Balance.Total, balance)
	}
}

// firstBatch passes batches on to sink and hands the first one to the test once it is applied.
type firstBatch struct {
	sink    catalogue.Sink
	applied chan catalogue.Batch
}

func (f *firstBatch) Apply(ctx context.Context, b catalogue.Batch) error {
	err := f.sink.Apply(ctx, b)
	select {
	case f.applied <- b:
	default:
	}
	return err
}

// betOn places a single of 1,000 on the first open outcome of match at its current odds; false
// when the match has none.
func betOn(ctx context.Context, t *testing.T, svc *bets.Service, st *store.Store, playerID, matchID int64, n int) bool {
	t.Helper()
	markets, _, _, err := st.ListMarkets(ctx, matchID, catalogue.MarketFilter{}, catalogue.PageRequest{Page: 1, Limit: 50})
	if err != nil {
		t.Fatal(err)
	}
	for _, mk := range markets {
		if mk.Status != catalogue.MarketStatusAllowed {
			continue
		}
		for _, o := range mk.Outcomes {
			if !o.Active || o.Odds <= 1000 {
				continue
			}
			req := apigen.PlaceBetsRequest{Bets: []apigen.BetRequest{{Type: apigen.Single, Stake: apigen.Stake{Value: 1000, Currency: "EUR"},
				Selections: []apigen.BetSelectionRequest{{MatchId: matchID, MarketId: mk.MarketID, Specifier: mk.Specifier, OutcomeId: o.ID, Odds: int64(o.Odds)}}}}}
			req.Meta.RequestId = fmt.Sprintf("restart-bet-%d", n)
			if _, err := svc.Place(ctx, playerID, req); err != nil {
				t.Fatalf("placing on match %d: %v", matchID, err)
			}
			return true
		}
	}
	return false
}
