package bets

import (
	"context"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/comppoints"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/store"
)

// Settlement decides each bet's payout status (a win paid once credited, a loss declined), marks
// the bets unseen until their player views them, and credits the comp points of their stakes.
func TestSettlementPayoutSeenAndCompPoints(t *testing.T) {
	ctx := context.Background()
	st, p := storeWithPlayer(t, "en", "DE", 10_000)
	s := telling(t, st, &recorder{})
	comppoints.Register(s.Events)

	place := func(requestID, outcome string, odds, stake int64) apigen.PlacedBet {
		req := apigen.PlaceBetsRequest{Bets: []apigen.BetRequest{{Type: apigen.Single, Stake: apigen.Stake{Value: stake, Currency: "EUR"},
			Selections: []apigen.BetSelectionRequest{{MatchId: 7, MarketId: 1, OutcomeId: outcome, Odds: odds}}}}}
		req.Meta.RequestId = requestID
		placed, err := s.Place(ctx, p.ID, req)
		if err != nil {
			t.Fatal(err)
		}
		return placed[0]
	}
	won, lost := place("request-win", "1", 2500, 1_000), place("request-lose", "2", 1600, 2_550)
	if *won.PayoutStatus != apigen.PayoutStatusInitial || !*won.Seen {
		t.Fatalf("an open bet: payout %v, seen %v", *won.PayoutStatus, *won.Seen)
	}

	settleHomeWin(ctx, t, st, s)
	page := catalogue.PageRequest{Page: 1, Limit: 10}
	unseen, pg, err := s.List(ctx, p.ID, store.BetFilter{Unseen: true}, page)
	if err != nil || pg.Total != 2 {
		t.Fatalf("unseen after settlement: %+v %v", pg, err)
	}
	want := map[int64]apigen.PayoutStatus{won.BetId: apigen.PayoutStatusPaid, lost.BetId: apigen.PayoutStatusDeclined}
	for _, b := range unseen {
		if *b.PayoutStatus != want[b.BetId] || *b.Seen {
			t.Errorf("bet %d: payout %v, seen %v", b.BetId, *b.PayoutStatus, *b.Seen)
		}
	}
	// 10.00 and 25.50 EUR staked: 10 and 25 points.
	if got, _ := st.PlayerByID(ctx, p.ID); got.CompPoints != 35 {
		t.Errorf("comp points %d, want 35", got.CompPoints)
	}

	// Marking seen is idempotent, and another player's ids change nothing.
	other, _ := st.CreatePlayer(ctx, store.NewPlayer{Email: "o@example.com", PasswordHash: "h", Language: "en", Country: "DE", Currency: "EUR"}, now)
	for range 2 {
		if err := s.MarkSeen(ctx, other.ID, []int64{won.BetId}); err != nil {
			t.Fatal(err)
		}
		if _, pg, _ := s.List(ctx, p.ID, store.BetFilter{Unseen: true}, page); pg.Total != 2 {
			t.Fatalf("another player's mark: %d unseen", pg.Total)
		}
	}
	for range 2 {
		if err := s.MarkSeen(ctx, p.ID, []int64{won.BetId, lost.BetId}); err != nil {
			t.Fatal(err)
		}
		if _, pg, _ := s.List(ctx, p.ID, store.BetFilter{Unseen: true}, page); pg.Total != 0 {
			t.Fatalf("after marking seen: %d unseen", pg.Total)
		}
	}
}

// TestPlaceWithoutAccount checks that a stake in a currency the player holds no account in is
// refused NO_ACCOUNT, and that a request placed before still answers its bets.
func TestPlaceWithoutAccount(t *testing.T) {
	onEngines(t, func(t *testing.T, s *Service, _ *events.Bus) {
		ctx := context.Background()
		p := bettor(t, s, 10_000)
		usd := single(1001, "1", 1850, 100)
		usd.Stake.Currency = "USD"
		if _, err := s.Place(ctx, p, request("no-account-1", usd)); func() string { c, _ := refusalOf(err); return c }() != "NO_ACCOUNT" {
			t.Fatalf("a stake without an account: %v", err)
		}
		placed, err := s.Place(ctx, p, request("with-account-1", single(1001, "1", 1850, 100)))
		if err != nil || len(placed) != 1 {
			t.Fatalf("placing: %v", err)
		}
		again, err := s.Place(ctx, p, request("with-account-1", single(1001, "1", 1850, 100)))
		if err != nil || len(again) != 1 || again[0].BetId != placed[0].BetId {
			t.Fatalf("a retry: %+v %v", again, err)
		}
		if got := balance(t, s, p); got != 10_000-100 {
			t.Fatalf("balance %d, want one stake taken", got)
		}
	})
}
