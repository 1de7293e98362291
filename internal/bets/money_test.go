package bets

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/pgtest"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// The money path through the service and a real store: placement, settlement and cash-out, each
// one transaction, raced where a real site races them.

// moneyMarket is a two-way market of a money fixture match; status and odds as given.
func moneyMarket(matchID, marketID int64, spec string, status catalogue.MarketStatus) catalogue.Market {
	return catalogue.Market{MatchID: matchID, MarketID: marketID, Specifier: spec, Name: fmt.Sprintf("m%d %s", marketID, spec), Status: status,
		GroupKeys: []string{"A"}, Outcomes: []catalogue.Outcome{{ID: "1", Name: "Home", Active: true, Odds: 1850}, {ID: "2", Name: "Away", Active: true, Odds: 2050}}}
}

// moneyFixture: matches 1001 and 1002 live, 1005 finished; each with 1 (1x2 style, allowed),
// 18 total=2.5 (allowed) and 18 total=3.5 (suspended).
func moneyFixture() catalogue.Batch {
	b := catalogue.Batch{
		Sports:      []catalogue.Sport{{ID: 1, Key: "football", Name: "Football", Type: catalogue.SportTypeSport}},
		Categories:  []catalogue.Category{{ID: 10, Slug: "england", Name: "England", SportID: 1}},
		Tournaments: []catalogue.Tournament{{ID: 100, Slug: "pl", Name: "PL", CategoryID: 10, SportID: 1}},
	}
	for _, m := range []struct {
		id     int64
		status catalogue.MatchStatus
	}{{1001, catalogue.MatchStatusLive}, {1002, catalogue.MatchStatusLive}, {1005, catalogue.MatchStatusFinished}} {
		b.Matches = append(b.Matches, catalogue.Match{ID: m.id, Slug: fmt.Sprintf("a-b-%d", m.id), Type: catalogue.MatchTypeMatch, SportID: 1,
			CategoryID: 10, TournamentID: 100, NameA: "arsenal", NameB: "chelsea", Status: m.status, StartTime: now})
		b.Markets = append(b.Markets, moneyMarket(m.id, 1, "", catalogue.MarketStatusAllowed),
			moneyMarket(m.id, 18, "total=2.5", catalogue.MarketStatusAllowed), moneyMarket(m.id, 18, "total=3.5", catalogue.MarketStatusSuspended))
	}
	return b
}

// TestMain stops the throwaway PostgreSQL server the tests start.
func TestMain(m *testing.M) { pgtest.Main(m) }

// engines are the databases the money tests run on: each gives the URL of a fresh one.
var engines = []struct {
	name string
	url  func(t testing.TB) string
}{
	{"sqlite", func(t testing.TB) string { return filepath.Join(t.TempDir(), "money.db") }},
	{"postgres", pgtest.Database},
}

// onEngines runs a money test on each engine, as a subtest named after it.
func onEngines(t *testing.T, test func(t *testing.T, s *Service, bus *events.Bus)) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			s, bus := moneyService(t, e.url(t))
			test(t, s, bus)
		})
	}
}

// moneyService is a service on a fresh store at url holding moneyFixture.
func moneyService(t testing.TB, url string) (*Service, *events.Bus) {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if err := st.Apply(ctx, moneyFixture()); err != nil {
		t.Fatal(err)
	}
	bus := &events.Bus{}
	return &Service{Store: st, Events: bus, Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return now }}, bus
}

var bettors atomic.Int64

// bettor is a new player with balance on a EUR account.
func bettor(t testing.TB, s *Service, balance int64) int64 {
	t.Helper()
	ctx := context.Background()
	p, err := s.Store.CreatePlayer(ctx, store.NewPlayer{Email: fmt.Sprintf("bettor%d@example.com", bettors.Add(1)), PasswordHash: "h",
		Language: "en", Country: "DE", Currency: "EUR"}, now)
	if err != nil {
		t.Fatal(err)
	}
	acc, _ := s.Store.AccountByCurrency(ctx, p.ID, "EUR")
	if balance > 0 {
		if _, err := s.Store.Post(ctx, acc.ID, wallet.KindDeposit, balance, "test", now); err != nil {
			t.Fatal(err)
		}
	}
	return p.ID
}

func sel(matchID, marketID int64, spec, outcome string, odds int64) apigen.BetSelectionRequest {
	return apigen.BetSelectionRequest{MatchId: matchID, MarketId: marketID, Specifier: spec, OutcomeId: outcome, Odds: odds}
}

func single(matchID int64, outcome string, odds, stake int64) apigen.BetRequest {
	return apigen.BetRequest{Type: apigen.Single, Stake: apigen.Stake{Value: stake, Currency: "EUR"},
		Selections: []apigen.BetSelectionRequest{sel(matchID, 1, "", outcome, odds)}}
}

func request(id string, bets ...apigen.BetRequest) apigen.PlaceBetsRequest {
	req := apigen.PlaceBetsRequest{Bets: bets}
	req.Meta.RequestId = id
	return req
}

// refusalOf is the code and bet index of a refused placement; "" when err is not a refusal.
func refusalOf(err error) (string, int) {
	var r *Refused
	if !errors.As(err, &r) {
		return "", -1
	}
	if r.Body.ErrorsByBet == nil {
		return r.Body.Code, -1
	}
	return r.Body.Code, (*r.Body.ErrorsByBet)[0].Index
}

func balance(t *testing.T, s *Service, playerID int64) int64 {
	t.Helper()
	acc, err := s.Store.AccountByCurrency(context.Background(), playerID, "EUR")
	if err != nil {
		t.Fatal(err)
	}
	return acc.Balance.Total
}

// checkLedger fails unless every account's balance is the sum of its ledger.
func checkLedger(t *testing.T, s *Service, playerID int64) {
	t.Helper()
	accs, err := s.Store.Accounts(context.Background(), playerID)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range accs {
		sum, err := s.Store.LedgerSum(context.Background(), a.ID)
		if err != nil || sum != a.Balance.Total {
			t.Fatalf("%s account: balance %d, ledger sum %d (%v)", a.Currency, a.Balance.Total, sum, err)
		}
	}
}

// concurrently runs fn(0) … fn(n-1) at once and fails the test on any error.
func concurrently(t *testing.T, n int, fn func(i int) error) {
	t.Helper()
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- fn(i)
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
}

var all = catalogue.PageRequest{Page: 1, Limit: 500}

func TestPlaceBetOnceByRequestID(t *testing.T) { onEngines(t, testPlaceBetOnceByRequestID) }

func testPlaceBetOnceByRequestID(t *testing.T, s *Service, bus *events.Bus) {
	ctx := context.Background()
	var placedEvents atomic.Int32
	events.Subscribe(bus, func(context.Context, events.BetsPlaced) { placedEvents.Add(1) })
	p := bettor(t, s, 10_000)
	var ids sync.Map
	concurrently(t, 200, func(int) error {
		bets, err := s.Place(ctx, p, request("request-0001", single(1001, "1", 1850, 500)))
		if err != nil || len(bets) != 1 {
			return fmt.Errorf("place: %v %v", bets, err)
		}
		ids.Store(bets[0].BetId, true)
		return nil
	})
	bets, pg, _ := s.List(ctx, p, store.BetFilter{Status: "", Result: ""}, all)
	if placedEvents.Load() != 1 || pg.Total != 1 || balance(t, s, p) != 9_500 {
		t.Fatalf("placed %d times, %d bets, balance %d", placedEvents.Load(), pg.Total, balance(t, s, p))
	}
	ids.Range(func(id, _ any) bool {
		if id != bets[0].BetId {
			t.Errorf("a repeated request answered bet %v, not %d", id, bets[0].BetId)
		}
		return true
	})
	if b := bets[0]; b.Status != apigen.BetStatusWaitingResults || b.WinAmount != 925 || b.Selections[0].MatchName != "arsenal – chelsea" {
		t.Errorf("bet %+v", b)
	}
	checkLedger(t, s, p)
}

func TestConcurrentBetsNeverOverdraw(t *testing.T) { onEngines(t, testConcurrentBetsNeverOverdraw) }

func testConcurrentBetsNeverOverdraw(t *testing.T, s *Service, _ *events.Bus) {
	ctx := context.Background()
	p := bettor(t, s, 500*100)
	var placed, refused atomic.Int32
	concurrently(t, 1000, func(i int) error {
		_, err := s.Place(ctx, p, request(fmt.Sprintf("request-%04d", i), single(1001, "1", 1850, 100)))
		switch code, _ := refusalOf(err); {
		case err == nil:
			placed.Add(1)
		case code == "INSUFFICIENT_BALANCE":
			refused.Add(1)
		default:
			return err
		}
		return nil
	})
	if placed.Load() != 500 || refused.Load() != 500 || balance(t, s, p) != 0 {
		t.Fatalf("placed %d, refused %d, balance %d", placed.Load(), refused.Load(), balance(t, s, p))
	}
	checkLedger(t, s, p)
}

func TestRefusedPlacementChangesNothing(t *testing.T) {
	onEngines(t, testRefusedPlacementChangesNothing)
}

func testRefusedPlacementChangesNothing(t *testing.T, s *Service, bus *events.Bus) {
	ctx := context.Background()
	var refusedCodes []string
	events.Subscribe(bus, func(_ context.Context, e events.BetsRefused) { refusedCodes = append(refusedCodes, e.Code) })
	p := bettor(t, s, 10_000)
	ok := single(1001, "1", 1850, 100)
	combo := func(sels ...apigen.BetSelectionRequest) apigen.BetRequest {
		return apigen.BetRequest{Type: apigen.Combo, Stake: apigen.Stake{Value: 100, Currency: "EUR"}, Selections: sels}
	}
	suspended := ok
	suspended.Selections = []apigen.BetSelectionRequest{sel(1002, 18, "total=3.5", "1", 1850)}
	for _, tc := range []struct {
		name  string
		bets  []apigen.BetRequest
		mode  betting.AcceptMode
		code  string
		index int
	}{
		{"suspended market", []apigen.BetRequest{ok, suspended}, betting.AcceptNone, "MARKET_SUSPENDED", 1},
		{"finished match", []apigen.BetRequest{single(1005, "1", 1850, 100)}, betting.AcceptNone, "MARKET_SUSPENDED", 0},
		{"unknown outcome", []apigen.BetRequest{single(1001, "X", 1850, 100)}, betting.AcceptNone, "OUTCOME_NOT_AVAILABLE", 0},
		{"odds changed", []apigen.BetRequest{single(1001, "1", 1900, 100)}, betting.AcceptNone, "INVALID_ODDS", 0},
		{"odds dropped, higher only", []apigen.BetRequest{single(1001, "1", 1900, 100)}, betting.AcceptHigher, "INVALID_ODDS", 0},
		{"stake too low", []apigen.BetRequest{single(1001, "1", 1850, 5)}, betting.AcceptNone, "STAKE_TOO_LOW", 0},
		{"balance", []apigen.BetRequest{ok, single(1002, "1", 1850, 9_950)}, betting.AcceptNone, "INSUFFICIENT_BALANCE", 1},
		{"two legs of one match", []apigen.BetRequest{combo(sel(1001, 1, "", "1", 1850), sel(1001, 18, "total=2.5", "1", 1850))},
			betting.AcceptNone, "SAME_MATCH_COMBO", 0},
	} {
		if err := s.SavePlayerSettings(ctx, p, store.PlayerSettings{AcceptMode: string(tc.mode)}); err != nil {
			t.Fatal(err)
		}
		_, err := s.Place(ctx, p, request("refused-"+strings.ReplaceAll(tc.name, " ", "-"), tc.bets...))
		if code, index := refusalOf(err); code != tc.code || index != tc.index {
			t.Errorf("%s: %v, want %s on bet %d", tc.name, err, tc.code, tc.index)
		}
	}
	if _, pg, _ := s.List(ctx, p, store.BetFilter{Status: "", Result: ""}, all); pg.Total != 0 || balance(t, s, p) != 10_000 {
		t.Fatalf("a refused placement wrote: %d bets, balance %d", pg.Total, balance(t, s, p))
	}
	if len(refusedCodes) != 8 || refusedCodes[0] != "MARKET_SUSPENDED" {
		t.Errorf("refusals raised %v", refusedCodes)
	}
	// A rise is taken with higher-only, at the current odds.
	if err := s.SavePlayerSettings(ctx, p, store.PlayerSettings{AcceptMode: string(betting.AcceptHigher)}); err != nil {
		t.Fatal(err)
	}
	bets, err := s.Place(ctx, p, request("rise-accepted", single(1001, "1", 1700, 100)))
	if err != nil || bets[0].Odds != 1850 {
		t.Errorf("rise: %+v %v", bets, err)
	}
}

func TestStakeLimitsApplyToBets(t *testing.T) { onEngines(t, testStakeLimitsApplyToBets) }

func testStakeLimitsApplyToBets(t *testing.T, s *Service, _ *events.Bus) {
	ctx := context.Background()
	p := bettor(t, s, 100_000)
	if _, err := s.Store.SetLimit(ctx, p, limits.Limit{Type: limits.Wager, Amount: 1_000, Currency: "EUR", Period: limits.Day}, 0, limits.Plan{}, now); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Place(ctx, p, request("limited-1", single(1001, "1", 1850, 600), single(1002, "1", 1850, 500))); !isRefusal(err, "LIMIT_WAGER_EXCEEDED") {
		t.Fatalf("wager limit over two bets of one request: %v", err)
	}
	if _, err := s.Place(ctx, p, request("limited-1", single(1001, "1", 1850, 600))); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Place(ctx, p, request("limited-2", single(1002, "1", 1850, 401))); !isRefusal(err, "LIMIT_WAGER_EXCEEDED") {
		t.Fatalf("wager limit across requests: %v", err)
	}
}

func isRefusal(err error, code string) bool {
	got, _ := refusalOf(err)
	return got == code
}

// settleMarket stores market 1 of a match as settled with results and tells the service.
func settleMarket(t *testing.T, s *Service, matchID int64, results map[string]catalogue.OutcomeResult) {
	t.Helper()
	m := moneyMarket(matchID, 1, "", catalogue.MarketStatusSettled)
	for i := range m.Outcomes {
		m.Outcomes[i].Result = results[m.Outcomes[i].ID]
	}
	if err := s.Store.Apply(context.Background(), catalogue.Batch{Markets: []catalogue.Market{m}}); err != nil {
		t.Fatal(err)
	}
	if err := s.MarketsChanged(context.Background(), []catalogue.Market{m}); err != nil {
		t.Fatal(err)
	}
}

func TestSettlementPaysThroughTheLedger(t *testing.T) {
	onEngines(t, testSettlementPaysThroughTheLedger)
}

func testSettlementPaysThroughTheLedger(t *testing.T, s *Service, bus *events.Bus) {
	ctx := context.Background()
	var settled []events.BetSettled
	events.Subscribe(bus, func(_ context.Context, e events.BetSettled) { settled = append(settled, e) })
	p := bettor(t, s, 10_000)
	combo := apigen.BetRequest{Type: apigen.Combo, Stake: apigen.Stake{Value: 1_000, Currency: "EUR"},
		Selections: []apigen.BetSelectionRequest{sel(1001, 1, "", "1", 1850), sel(1002, 1, "", "2", 2050)}}
	if _, err := s.Place(ctx, p, request("settle-0001", single(1001, "1", 1850, 1_000), single(1001, "2", 2050, 1_000), combo)); err != nil {
		t.Fatal(err)
	}
	// A batch stored without its settlement (a crash in between) is settled at the next start.
	m := moneyMarket(1001, 1, "", catalogue.MarketStatusSettled)
	m.Outcomes[0].Result, m.Outcomes[1].Result = catalogue.ResultWin, catalogue.ResultLose
	if err := s.Store.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{m}}); err != nil {
		t.Fatal(err)
	}
	if err := s.SettleLeftovers(ctx); err != nil {
		t.Fatal(err)
	}
	if len(settled) != 2 {
		t.Fatalf("two singles settle, the combo waits: %+v", settled)
	}
	if got := balance(t, s, p); got != 10_000-3_000+1_850 {
		t.Errorf("balance after singles %d", got)
	}
	settleMarket(t, s, 1002, map[string]catalogue.OutcomeResult{"2": catalogue.ResultVoid, "1": catalogue.ResultLose})
	if len(settled) != 3 || settled[2].Bet.Payout != 1_850 || settled[2].Bet.Result != betting.ResultWinEntire || settled[2].Account.Balance.Total != 10_000-3_000+3_700 {
		t.Fatalf("a void leg drops out of the combo: %+v", settled[2:])
	}
	settleMarket(t, s, 1002, map[string]catalogue.OutcomeResult{"2": catalogue.ResultVoid})
	if len(settled) != 3 {
		t.Errorf("a bet settles once: %+v", settled[3:])
	}
	checkLedger(t, s, p)
	if wagered, paid, err := s.Store.SessionTotals(ctx, p, "EUR", now); err != nil || wagered != 3_000 || paid != 3_700 {
		t.Errorf("SessionTotals = %d, %d, %v", wagered, paid, err)
	}
	open, _, _ := s.List(ctx, p, store.BetFilter{Status: "open", Result: ""}, all)
	won, _, _ := s.List(ctx, p, store.BetFilter{Status: "settled", Result: "win"}, all)
	lost, _, _ := s.List(ctx, p, store.BetFilter{Status: "", Result: "lose"}, all)
	if len(open) != 0 || len(won) != 2 || len(lost) != 1 {
		t.Errorf("filters: open %d, won %d, lost %d", len(open), len(won), len(lost))
	}
}

func TestCancelledMarketVoidsItsSelections(t *testing.T) {
	onEngines(t, testCancelledMarketVoidsItsSelections)
}

func testCancelledMarketVoidsItsSelections(t *testing.T, s *Service, _ *events.Bus) {
	ctx := context.Background()
	p := bettor(t, s, 10_000)
	if _, err := s.Place(ctx, p, request("cancel-0001", single(1001, "1", 1850, 1_000))); err != nil {
		t.Fatal(err)
	}
	m := moneyMarket(1001, 1, "", catalogue.MarketStatusCancelled)
	if err := s.Store.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{m}}); err != nil {
		t.Fatal(err)
	}
	if err := s.MarketsChanged(ctx, []catalogue.Market{m}); err != nil {
		t.Fatal(err)
	}
	bets, _, _ := s.List(ctx, p, store.BetFilter{Status: "settled", Result: "refund"}, all)
	if len(bets) != 1 || bets[0].Selections[0].Status != "void" || balance(t, s, p) != 10_000 {
		t.Fatalf("a cancelled market refunds: %+v, balance %d", bets, balance(t, s, p))
	}
}

func TestCashOut(t *testing.T) { onEngines(t, testCashOut) }

func testCashOut(t *testing.T, s *Service, bus *events.Bus) {
	ctx := context.Background()
	var cashedOut []events.BetCashedOut
	events.Subscribe(bus, func(_ context.Context, e events.BetCashedOut) { cashedOut = append(cashedOut, e) })
	p := bettor(t, s, 10_000)
	total := apigen.BetRequest{Type: apigen.Single, Stake: apigen.Stake{Value: 1_000, Currency: "EUR"},
		Selections: []apigen.BetSelectionRequest{sel(1002, 18, "total=2.5", "1", 1850)}}
	bets, err := s.Place(ctx, p, request("cashout-0001", single(1001, "1", 1850, 1_000), total))
	if err != nil {
		t.Fatal(err)
	}
	listed, _, _ := s.List(ctx, p, store.BetFilter{Status: "open", Result: ""}, all)
	// Odds unchanged: the fair value is the stake, less the 5% margin.
	for _, b := range listed {
		if b.CashoutAmount == nil || *b.CashoutAmount != 950 {
			t.Fatalf("value of bet %d: %v", b.BetId, b.CashoutAmount)
		}
	}
	if _, err := s.CashOut(ctx, p, bets[0].BetId, 951); !isRefusal(err, "CASHOUT_CHANGED") {
		t.Fatalf("a stale value: %v", err)
	}
	// The market of the second bet is suspended: no cash-out.
	if err := s.Store.Apply(ctx, catalogue.Batch{Markets: []catalogue.Market{moneyMarket(1002, 18, "total=2.5", catalogue.MarketStatusSuspended)}}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.CashOut(ctx, p, bets[1].BetId, 950); !isRefusal(err, "CASHOUT_UNAVAILABLE") {
		t.Fatalf("a suspended selection: %v", err)
	}
	listed, _, _ = s.List(ctx, p, store.BetFilter{Status: "open", Result: ""}, all)
	for _, b := range listed {
		if b.BetId == bets[1].BetId && b.CashoutAmount != nil {
			t.Error("no value is offered for a suspended selection")
		}
	}
	other := bettor(t, s, 1)
	if _, err := s.CashOut(ctx, other, bets[0].BetId, 950); !errors.Is(err, ErrNoBet) {
		t.Fatalf("another player's bet: %v", err)
	}
	// Cashed out once however many requests race.
	var done atomic.Int32
	concurrently(t, 20, func(int) error {
		b, err := s.CashOut(ctx, p, bets[0].BetId, 950)
		switch {
		case err == nil && b.Status == apigen.BetStatusCashedOut && b.WinAmount == 950:
			done.Add(1)
		case !isRefusal(err, "CASHOUT_UNAVAILABLE"):
			return fmt.Errorf("cash out: %+v %v", b, err)
		}
		return nil
	})
	if done.Load() != 1 || len(cashedOut) != 1 || balance(t, s, p) != 10_000-2_000+950 || cashedOut[0].Account.Balance.Total != 10_000-2_000+950 {
		t.Fatalf("cashed out %d times, balance %d", done.Load(), balance(t, s, p))
	}
	checkLedger(t, s, p)
}

// A bet still waiting on another match does not hold up the bets after it: settlement goes on
// to every bet the market touched.
func TestSettlementPassesOverBetsStillOpen(t *testing.T) {
	onEngines(t, testSettlementPassesOverBetsStillOpen)
}

func testSettlementPassesOverBetsStillOpen(t *testing.T, s *Service, _ *events.Bus) {
	ctx := context.Background()
	p := bettor(t, s, 10_000)
	combo := apigen.BetRequest{Type: apigen.Combo, Stake: apigen.Stake{Value: 1_000, Currency: "EUR"},
		Selections: []apigen.BetSelectionRequest{sel(1001, 1, "", "1", 1850), sel(1002, 1, "", "2", 2050)}}
	if _, err := s.Place(ctx, p, request("open-first-1", combo)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Place(ctx, p, request("open-first-2", single(1001, "1", 1850, 1_000))); err != nil {
		t.Fatal(err)
	}
	settleMarket(t, s, 1001, map[string]catalogue.OutcomeResult{"1": catalogue.ResultWin, "2": catalogue.ResultLose})
	if settled, _, _ := s.List(ctx, p, store.BetFilter{Status: "settled", Result: ""}, all); len(settled) != 1 || balance(t, s, p) != 10_000-2_000+1_850 {
		t.Fatalf("the single behind the open combo: %d settled, balance %d", len(settled), balance(t, s, p))
	}
}
