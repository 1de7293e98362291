package store

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// bettor is a player of the catalogue fixture's store with balance on a EUR account.
func bettor(t *testing.T, s *Store, balance int64) Player {
	t.Helper()
	p := newPlayer(t, s, fmt.Sprintf("bettor%d@example.com", balance))
	acc, _ := s.AccountByCurrency(context.Background(), p.ID, "EUR")
	if balance > 0 {
		if _, err := s.Post(context.Background(), acc.ID, wallet.KindDeposit, balance, "test", p0); err != nil {
			t.Fatal(err)
		}
	}
	return p
}

func single(matchID int64, outcome string, odds, stake int64) betting.BetRequest {
	return betting.BetRequest{Type: betting.TypeSingle, Stake: stake, Subunits: 2,
		Selections: []betting.SelectionRequest{{MatchID: matchID, MarketID: 1, OutcomeID: outcome, Odds: odds}}}
}

func placement(p Player, id string, bets ...betting.BetRequest) BetPlacement {
	return BetPlacement{PlayerID: p.ID, Currency: "EUR", RequestID: id, Bets: bets, Accept: betting.AcceptNone}
}

func refusal(err error) string {
	var r *BetRefusal
	if errors.As(err, &r) {
		return r.Refusal.Code
	}
	return ""
}

func TestPlaceBetOnceByRequestID(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	p := bettor(t, s, 10_000)
	var fresh atomic.Int32
	concurrently(t, 200, func(int) error {
		bets, _, repeated, err := s.PlaceBets(ctx, placement(p, "request-0001", single(1001, "1", 1850, 500)), p0)
		if err != nil || len(bets) != 1 {
			return fmt.Errorf("place: %v %v", bets, err)
		}
		if !repeated {
			fresh.Add(1)
		}
		return nil
	})
	acc, _ := s.AccountByCurrency(ctx, p.ID, "EUR")
	bets, pg, _ := s.ListBets(ctx, p.ID, BetFilter{}, all)
	if fresh.Load() != 1 || pg.Total != 1 || acc.Balance.Total != 9_500 {
		t.Fatalf("placed %d times, %d bets, balance %d", fresh.Load(), pg.Total, acc.Balance.Total)
	}
	if b := bets[0]; b.Status != BetWaitingResults || b.Result != ResultNoResults || b.PotentialWin != 925 || b.Selections[0].MatchName != "arsenal – chelsea" {
		t.Errorf("bet %+v", b)
	}
	checkLedger(t, s, p.ID)
}

func TestConcurrentBetsNeverOverdraw(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	p := bettor(t, s, 500*100)
	var placed, refused atomic.Int32
	concurrently(t, 1000, func(i int) error {
		_, _, _, err := s.PlaceBets(ctx, placement(p, fmt.Sprintf("request-%04d", i), single(1001, "1", 1850, 100)), p0)
		switch {
		case err == nil:
			placed.Add(1)
		case refusal(err) == "INSUFFICIENT_BALANCE":
			refused.Add(1)
		default:
			return err
		}
		return nil
	})
	acc, _ := s.AccountByCurrency(ctx, p.ID, "EUR")
	if placed.Load() != 500 || refused.Load() != 500 || acc.Balance.Total != 0 {
		t.Fatalf("placed %d, refused %d, balance %d", placed.Load(), refused.Load(), acc.Balance.Total)
	}
	checkLedger(t, s, p.ID)
}

func TestRefusedPlacementChangesNothing(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	p := bettor(t, s, 10_000)
	ok := single(1001, "1", 1850, 100)
	for _, tc := range []struct {
		name  string
		bets  []betting.BetRequest
		mode  betting.AcceptMode
		code  string
		index int
	}{
		{"suspended market", []betting.BetRequest{ok, {Type: betting.TypeSingle, Stake: 100, Subunits: 2,
			Selections: []betting.SelectionRequest{{MatchID: 1002, MarketID: 18, Specifier: "total=3.5", OutcomeID: "1", Odds: 1850}}}}, betting.AcceptNone, "MARKET_SUSPENDED", 1},
		{"finished match", []betting.BetRequest{single(1005, "1", 1850, 100)}, betting.AcceptNone, "MARKET_SUSPENDED", 0},
		{"unknown outcome", []betting.BetRequest{single(1001, "X", 1850, 100)}, betting.AcceptNone, "OUTCOME_NOT_AVAILABLE", 0},
		{"odds changed", []betting.BetRequest{single(1001, "1", 1900, 100)}, betting.AcceptNone, "INVALID_ODDS", 0},
		{"odds dropped, higher only", []betting.BetRequest{single(1001, "1", 1900, 100)}, betting.AcceptHigher, "INVALID_ODDS", 0},
		{"stake too low", []betting.BetRequest{single(1001, "1", 1850, 5)}, betting.AcceptNone, "STAKE_TOO_LOW", 0},
		{"balance", []betting.BetRequest{ok, single(1002, "1", 1850, 9_950)}, betting.AcceptNone, "INSUFFICIENT_BALANCE", 1},
		{"two legs of one match", []betting.BetRequest{{Type: betting.TypeCombo, Stake: 100, Subunits: 2, Selections: []betting.SelectionRequest{
			{MatchID: 1001, MarketID: 1, OutcomeID: "1", Odds: 1850}, {MatchID: 1001, MarketID: 18, Specifier: "total=2.5", OutcomeID: "1", Odds: 1850}}}},
			betting.AcceptNone, "SAME_MATCH_COMBO", 0},
	} {
		pl := placement(p, "refused-"+tc.name, tc.bets...)
		pl.Accept = tc.mode
		_, _, _, err := s.PlaceBets(ctx, pl, p0)
		var r *BetRefusal
		if !errors.As(err, &r) || r.Refusal.Code != tc.code || r.Index != tc.index {
			t.Errorf("%s: %v, want %s on bet %d", tc.name, err, tc.code, tc.index)
		}
	}
	acc, _ := s.AccountByCurrency(ctx, p.ID, "EUR")
	if _, pg, _ := s.ListBets(ctx, p.ID, BetFilter{}, all); pg.Total != 0 || acc.Balance.Total != 10_000 {
		t.Fatalf("a refused placement wrote: %d bets, balance %d", pg.Total, acc.Balance.Total)
	}
	// A rise is taken with higher-only and any, at the current odds.
	pl := placement(p, "rise-accepted", single(1001, "1", 1700, 100))
	pl.Accept = betting.AcceptHigher
	bets, _, _, err := s.PlaceBets(ctx, pl, p0)
	if err != nil || bets[0].Odds != 1850 {
		t.Errorf("rise: %+v %v", bets, err)
	}
}

func TestStakeLimitsApplyToBets(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	p := bettor(t, s, 100_000)
	pl := placement(p, "limited-1", single(1001, "1", 1850, 600), single(1002, "1", 1850, 500))
	pl.Limits = []limits.Limit{{Type: limits.Wager, Amount: 1_000, Currency: "EUR", Period: limits.Day}}
	if _, _, _, err := s.PlaceBets(ctx, pl, p0); refusal(err) != "LIMIT_WAGER_EXCEEDED" {
		t.Fatalf("wager limit over two bets of one request: %v", err)
	}
	pl.Bets = pl.Bets[:1]
	if _, _, _, err := s.PlaceBets(ctx, pl, p0); err != nil {
		t.Fatal(err)
	}
	pl.RequestID, pl.Bets = "limited-2", []betting.BetRequest{single(1002, "1", 1850, 401)}
	if _, _, _, err := s.PlaceBets(ctx, pl, p0); refusal(err) != "LIMIT_WAGER_EXCEEDED" {
		t.Fatalf("wager limit across requests: %v", err)
	}
}

func TestSettleMarketsPaysThroughTheLedger(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	p := bettor(t, s, 10_000)
	combo := betting.BetRequest{Type: betting.TypeCombo, Stake: 1_000, Subunits: 2, Selections: []betting.SelectionRequest{
		{MatchID: 1001, MarketID: 1, OutcomeID: "1", Odds: 1850}, {MatchID: 1002, MarketID: 1, OutcomeID: "2", Odds: 2050}}}
	if _, _, _, err := s.PlaceBets(ctx, placement(p, "settle-0001", single(1001, "1", 1850, 1_000), single(1001, "2", 2050, 1_000), combo), p0); err != nil {
		t.Fatal(err)
	}
	settle := func(matchID int64, results map[string]catalogue.OutcomeResult) []SettledBet {
		m := market(matchID, 1, "", 1000, catalogue.MarketStatusSettled)
		for i := range m.Outcomes {
			m.Outcomes[i].Result = results[m.Outcomes[i].ID]
		}
		if err := s.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{m}}); err != nil {
			t.Fatal(err)
		}
		out, err := s.SettleMarkets(ctx, []MarketKey{{MatchID: matchID, MarketID: 1}}, p0)
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	// A batch stored without its settlement (a crash in between) is found again.
	m := market(1001, 1, "", 1000, catalogue.MarketStatusSettled)
	if err := s.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{m}}); err != nil {
		t.Fatal(err)
	}
	if keys, err := s.UnsettledMarkets(ctx); err != nil || len(keys) != 1 || keys[0] != (MarketKey{MatchID: 1001, MarketID: 1}) {
		t.Fatalf("UnsettledMarkets = %v, %v", keys, err)
	}
	got := settle(1001, map[string]catalogue.OutcomeResult{"1": catalogue.ResultWin, "2": catalogue.ResultLose})
	if len(got) != 2 {
		t.Fatalf("two singles settle, the combo waits: %+v", got)
	}
	acc, _ := s.AccountByCurrency(ctx, p.ID, "EUR")
	if acc.Balance.Total != 10_000-3_000+1_850 {
		t.Errorf("balance after singles %d", acc.Balance.Total)
	}
	got = settle(1002, map[string]catalogue.OutcomeResult{"2": catalogue.ResultVoid, "1": catalogue.ResultLose})
	if len(got) != 1 || got[0].Bet.Payout != 1_850 || got[0].Bet.Result != betting.ResultWinEntire {
		t.Fatalf("a void leg drops out of the combo: %+v", got)
	}
	if again := settle(1002, map[string]catalogue.OutcomeResult{"2": catalogue.ResultVoid}); len(again) != 0 {
		t.Errorf("a bet settles once: %+v", again)
	}
	checkLedger(t, s, p.ID)
	open, pg, _ := s.ListBets(ctx, p.ID, BetFilter{Status: "open"}, all)
	won, _, _ := s.ListBets(ctx, p.ID, BetFilter{Status: "settled", Result: "win"}, all)
	lost, _, _ := s.ListBets(ctx, p.ID, BetFilter{Result: "lose"}, all)
	if len(open) != 0 || pg.Total != 0 || len(won) != 2 || len(lost) != 1 {
		t.Errorf("filters: open %d, won %d, lost %d", len(open), len(won), len(lost))
	}
	if wagered, paid, err := s.SessionTotals(ctx, p.ID, "EUR", p0); err != nil || wagered != 3_000 || paid != 3_700 {
		t.Errorf("SessionTotals = %d, %d, %v", wagered, paid, err)
	}
}

func TestCashOut(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	p := bettor(t, s, 10_000)
	bets, _, _, err := s.PlaceBets(ctx, placement(p, "cashout-0001", single(1001, "1", 1850, 1_000),
		betting.BetRequest{Type: betting.TypeSingle, Stake: 1_000, Subunits: 2, Selections: []betting.SelectionRequest{
			{MatchID: 1002, MarketID: 18, Specifier: "total=2.5", OutcomeID: "1", Odds: 1850}}}), p0)
	if err != nil {
		t.Fatal(err)
	}
	values := s.CashoutValues(ctx, bets)
	// Odds unchanged: the fair value is the stake, less the 5% margin.
	if values[bets[0].ID] != 950 || values[bets[1].ID] != 950 {
		t.Fatalf("values %v", values)
	}
	if _, _, err := s.CashOut(ctx, p.ID, bets[0].ID, 951, p0); refusal(err) != "CASHOUT_CHANGED" {
		t.Fatalf("a stale value: %v", err)
	}
	// The market of the second bet is suspended: no cash-out.
	m := market(1002, 18, "total=2.5", 500, catalogue.MarketStatusSuspended)
	if err := s.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{m}}); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.CashOut(ctx, p.ID, bets[1].ID, 950, p0); refusal(err) != "CASHOUT_UNAVAILABLE" {
		t.Fatalf("a suspended selection: %v", err)
	}
	if _, ok := s.CashoutValues(ctx, bets)[bets[1].ID]; ok {
		t.Error("no value is offered for a suspended selection")
	}
	other := bettor(t, s, 1)
	if _, _, err := s.CashOut(ctx, other.ID, bets[0].ID, 950, p0); !errors.Is(err, ErrNoBet) {
		t.Fatalf("another player's bet: %v", err)
	}
	b, acc, err := s.CashOut(ctx, p.ID, bets[0].ID, 950, p0)
	if err != nil || b.Status != BetCashedOut || b.Payout != 950 || acc.Balance.Total != 10_000-2_000+950 {
		t.Fatalf("cash out: %+v %+v %v", b, acc, err)
	}
	if _, _, err := s.CashOut(ctx, p.ID, bets[0].ID, 950, p0); refusal(err) != "CASHOUT_UNAVAILABLE" {
		t.Fatalf("twice: %v", err)
	}
	checkLedger(t, s, p.ID)
}
