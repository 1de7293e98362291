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
	"github.com/opensportsbook/sportsbook/internal/matchstats"
	"github.com/opensportsbook/sportsbook/internal/pricing"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/updates"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// Bets on the deeper book settle end to end on what the simulated match recorded: a bet on a
// corners total and one on an anytime goalscorer of a football match, placed before kick-off,
// settle when the feed plays the match out, by the corners and goals its statistics hold.
func TestDeeperBookBetsSettle(t *testing.T) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "deeper.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	t0 := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	svc := &bets.Service{Store: st, Publisher: nopPublisher{}, Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return t0 }}
	pipe := updates.New(st, st, nopPublisher{}, nil, []string{"en"}).WithBets(svc)
	sim := feed.New(feed.Config{Seed: 9, Speed: 30, Matches: 40, Tick: time.Hour, Now: func() time.Time { return t0 }}, pipe)
	runCtx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- sim.Run(runCtx) }()
	<-sim.Ready()

	views, _, err := st.ListMatches(ctx, catalogue.MatchFilter{Statuses: []catalogue.MatchStatus{catalogue.MatchStatusPrematch}, Type: catalogue.MatchTypeMatch, SportKey: "football"},
		catalogue.PageRequest{Page: 1, Limit: 1})
	if err != nil || len(views) == 0 {
		t.Fatalf("no prematch football match: %v", err)
	}
	matchID := views[0].Match.ID
	p, err := st.CreatePlayer(ctx, store.NewPlayer{Email: "d@example.com", PasswordHash: "h", Language: "en", Country: "DE", Currency: "EUR"}, t0)
	if err != nil {
		t.Fatal(err)
	}
	acc, _ := st.AccountByCurrency(ctx, p.ID, "EUR")
	if _, err := st.Post(ctx, acc.ID, wallet.KindDeposit, 10_000, "test", t0); err != nil {
		t.Fatal(err)
	}
	markets, _, _, err := st.ListMarkets(ctx, matchID, catalogue.MarketFilter{}, catalogue.PageRequest{Page: 1, Limit: 500})
	if err != nil {
		t.Fatal(err)
	}
	type pick struct {
		key     catalogue.MarketKey
		outcome string
	}
	picks := []pick{{catalogue.MarketKey{MarketID: pricing.MarketTotalCorners, Specifier: "total=9.5"}, "over"}}
	for _, mk := range markets {
		if mk.MarketID == pricing.MarketAnytimeScorer {
			picks = append(picks, pick{mk.Key(), mk.Outcomes[len(mk.Outcomes)-1].ID}) // a forward of the away side
		}
	}
	if len(picks) != 2 {
		t.Fatalf("match %d lists no anytime goalscorer market", matchID)
	}
	for i, pk := range picks {
		var odds catalogue.Odds
		for _, mk := range markets {
			if mk.Key() == pk.key {
				for _, o := range mk.Outcomes {
					if o.ID == pk.outcome {
						odds = o.Odds
					}
				}
			}
		}
		req := apigen.PlaceBetsRequest{Bets: []apigen.BetRequest{{Type: apigen.Single, Stake: apigen.Stake{Value: 1000, Currency: "EUR"},
			Selections: []apigen.BetSelectionRequest{{MatchId: matchID, MarketId: pk.key.MarketID, Specifier: pk.key.Specifier, OutcomeId: pk.outcome, Odds: int64(odds)}}}}}
		req.Meta.RequestId = "deeper-" + pk.outcome + string(rune('a'+i))
		if _, err := svc.Place(ctx, p.ID, req); err != nil {
			t.Fatalf("placing on %v %s at %d: %v", pk.key, pk.outcome, odds, err)
		}
	}

	if err := sim.Finish(ctx, matchID); err != nil {
		t.Fatal(err)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}

	stats, err := st.MatchStatistics(ctx, matchID)
	if err != nil {
		t.Fatal(err)
	}
	corners, scored := 0, false
	for _, e := range stats.Timeline {
		switch {
		case e.Kind == matchstats.Corner:
			corners++
		case e.Kind == matchstats.Goal && e.Side == matchstats.Away && picks[1].outcome == fmt.Sprintf("2-%d", e.Player):
			scored = true
		}
	}
	want := map[string]apigen.BetResult{"over": lost(corners <= 9), picks[1].outcome: lost(!scored)}
	list, _, err := svc.List(ctx, p.ID, store.BetFilter{Status: "settled"}, catalogue.PageRequest{Page: 1, Limit: 10})
	if err != nil || len(list) != 2 {
		t.Fatalf("settled bets %+v, %v: want both", list, err)
	}
	balance := int64(10_000 - 2*1000)
	for _, bet := range list {
		sel := bet.Selections[0]
		if bet.Result != want[sel.OutcomeId] {
			t.Errorf("bet on %s settled %q, want %q (%d corners, scored %v)", sel.OutcomeId, bet.Result, want[sel.OutcomeId], corners, scored)
		}
		if bet.Result == apigen.BetResultWinEntire {
			balance += bet.WinAmount
		}
	}
	if acc, _ := st.AccountByCurrency(ctx, p.ID, "EUR"); acc.Balance.Total != balance {
		t.Errorf("balance %d after the bets settled, want %d", acc.Balance.Total, balance)
	}
}

func lost(l bool) apigen.BetResult {
	if l {
		return apigen.BetResultLoseEntire
	}
	return apigen.BetResultWinEntire
}
