package feed_test

import (
	"context"
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

// A restart never lets a bet settle on another match's result: the new run numbers its matches
// after every stored one, and drops the matches the earlier run left unfinished, voiding their
// bets (the stakes come back). The earlier run ends without a word, as a killed process would:
// all it leaves is what it stored.
func TestRestartNeverSettlesABetOnAnotherMatch(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "restart.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	t0 := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	svc := &bets.Service{Store: st, Publisher: nopPublisher{}, Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return t0 }}
	pipe := updates.New(st, st, nopPublisher{}, []string{"en"}).WithBets(svc)
	run := func(sim *feed.Simulator, at time.Time) catalogue.Batch {
		t.Helper()
		b := sim.Step(at)
		if err := pipe.Apply(ctx, b); err != nil {
			t.Fatal(err)
		}
		return b
	}
	cfg := feed.Config{Seed: 7, Speed: 30, Matches: 60}
	first := feed.New(cfg, pipe)
	if err := first.Resume(ctx, st); err != nil {
		t.Fatal(err)
	}
	run(first, t0)
	run(first, t0.Add(10*time.Second))

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

	// The next run, with the same seed, as after a restart.
	second := feed.New(cfg, pipe)
	if err := second.Resume(ctx, st); err != nil {
		t.Fatal(err)
	}
	b := run(second, t0.Add(time.Minute))
	for _, m := range b.Matches {
		if m.ID <= last && m.Status != catalogue.MatchStatusNotCovered {
			t.Fatalf("the new run gives id %d, an earlier run's, to %s – %s", m.ID, m.NameA, m.NameB)
		}
	}
	for id := range placed {
		v, err := st.GetMatch(ctx, id)
		if err != nil || v.Match.Status != catalogue.MatchStatusNotCovered {
			t.Errorf("match %d after the restart: %v, %v", id, v.Match.Status, err)
		}
		// Every market is closed for good: settled ones keep their results, the rest are cancelled.
		markets, err := st.MatchMarkets(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		for _, mk := range markets {
			if mk.Status != catalogue.MarketStatusCancelled && mk.Status != catalogue.MarketStatusSettled {
				t.Errorf("match %d market %d %q is %d after the restart", id, mk.MarketID, mk.Specifier, mk.Status)
			}
		}
	}
	list, _, err := svc.List(ctx, p.ID, "settled", "", catalogue.PageRequest{Page: 1, Limit: 10})
	if err != nil || len(list) != 2 {
		t.Fatalf("settled bets %+v, %v: want both", list, err)
	}
	for _, bet := range list {
		if bet.Result != apigen.BetResultRefundEntire {
			t.Errorf("bet %d settled %q, want refunded (void)", bet.BetId, bet.Result)
		}
	}
	if acc, _ := st.AccountByCurrency(ctx, p.ID, "EUR"); acc.Balance.Total != 10_000 {
		t.Errorf("balance %d after the void bets, want the 10,000 deposited", acc.Balance.Total)
	}
	if open, err := st.UnfinishedMatches(ctx); err != nil || len(open) == 0 || open[0].ID <= last {
		t.Errorf("unfinished after the restart: %d matches from id %v, %v", len(open), firstID(open), err)
	}
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

func firstID(ms []catalogue.Match) any {
	if len(ms) == 0 {
		return nil
	}
	return ms[0].ID
}
