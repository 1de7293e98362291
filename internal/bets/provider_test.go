package bets

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/cataloguei18n"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/operator"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// The operator switches the provider off: provider_status_changed goes to every locale's updates
// channel, and a bet on it is refused (OUTCOME_NOT_AVAILABLE naming the provider) with no money
// moved; switched on again, the same bet is placed. The test-providers cookie's statuses, in the
// request's context, win over the operator's.
// simStore opens a store holding batch (catalogueBatch, its provider "sim", and the matches
// more copies of its match 7 with these ids) and a player with €50.00.
func simStore(t *testing.T, more ...int64) (*store.Store, store.Player) {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "b.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	batch := catalogueBatch()
	batch.Sports[0].Provider, batch.Markets[0].Provider = "sim", "sim"
	for _, id := range more {
		m, mk := batch.Matches[0], batch.Markets[0]
		m.ID, m.Slug, mk.MatchID = id, fmt.Sprintf("a-b-%d", id), id
		batch.Matches, batch.Markets = append(batch.Matches, m), append(batch.Markets, mk)
	}
	if err := st.Apply(ctx, batch); err != nil {
		t.Fatal(err)
	}
	p, err := st.CreatePlayer(ctx, store.NewPlayer{Email: "p@example.com", PasswordHash: "h", Language: "en", Country: "GB", Currency: "EUR"}, now)
	if err != nil {
		t.Fatal(err)
	}
	acc, _ := st.AccountByCurrency(ctx, p.ID, "EUR")
	if _, err := st.Post(ctx, acc.ID, wallet.KindDeposit, 5000, "test", now); err != nil {
		t.Fatal(err)
	}
	return st, p
}

// eurBalance is the player's EUR balance now.
func eurBalance(st *store.Store, p store.Player) int64 {
	a, _ := st.AccountByCurrency(context.Background(), p.ID, "EUR")
	return a.Balance.Total
}

func TestProviderSwitchRefusesPlacement(t *testing.T) {
	ctx := context.Background()
	st, p := simStore(t)
	pub := &recorder{}
	ops := &operator.Service{Store: st, Publisher: pub, Locales: []string{"en", "pt-BR", "fr"}, Now: func() time.Time { return now }}
	s := telling(t, st, &recorder{})
	place := func(ctx context.Context, id string) error {
		req := apigen.PlaceBetsRequest{Bets: []apigen.BetRequest{{Type: apigen.Single, Stake: apigen.Stake{Value: 1000, Currency: "EUR"},
			Selections: []apigen.BetSelectionRequest{{MatchId: 7, MarketId: 1, OutcomeId: "1", Odds: 2500}}}}}
		req.Meta.RequestId = id
		_, err := s.Place(ctx, p.ID, req)
		return err
	}
	// withCookie is a request context carrying the test-providers cookie, as operator.Forced makes it.
	withCookie := func(value string) context.Context {
		var got context.Context
		r := httptest.NewRequest("POST", "/", nil)
		r.AddCookie(&http.Cookie{Name: operator.CookieName, Value: value})
		operator.Forced(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) { got = r.Context() })).ServeHTTP(httptest.NewRecorder(), r)
		return got
	}

	if _, err := ops.SetProvider(ctx, "nope", false); !errors.Is(err, operator.ErrUnknown) {
		t.Fatalf("an unknown provider: %v", err)
	}
	statuses, err := ops.SetProvider(ctx, "sim", false)
	if err != nil || statuses["sim"] {
		t.Fatalf("SetProvider(sim, off) = %v, %v", statuses, err)
	}
	want := `{"event_name":"provider_status_changed","message":{"provider_statuses":{"sim":false}}}`
	if len(pub.msgs) != 3 || pub.msgs[0] != "public:en.updates "+want || pub.msgs[1] != "public:pt.updates "+want || pub.msgs[2] != "public:fr.updates "+want {
		t.Fatalf("published %q", pub.msgs)
	}

	var r *Refused
	err = place(ctx, "request-off")
	if !errors.As(err, &r) || r.Body.Code != "OUTCOME_NOT_AVAILABLE" || r.Body.Details == nil || (*r.Body.Details)["provider"] != "sim" {
		t.Fatalf("a bet on a provider switched off: %v (%+v)", err, r)
	}
	if got := eurBalance(st, p); got != 5000 {
		t.Fatalf("balance %d after a refused bet, want 5000", got)
	}
	// A tester's cookie forcing it on places; forcing it off refuses while it is on for everyone.
	if err := place(withCookie("sim:on"), "request-forced-on"); err != nil {
		t.Fatalf("forced on by the cookie: %v", err)
	}
	if _, err := ops.SetProvider(ctx, "sim", true); err != nil {
		t.Fatal(err)
	}
	if len(pub.msgs) != 6 || !strings.Contains(pub.msgs[5], `{"sim":true}`) {
		t.Fatalf("published %q", pub.msgs)
	}
	if err := place(withCookie("sim:off"), "request-forced-off"); !errors.As(err, &r) || r.Body.Code != "OUTCOME_NOT_AVAILABLE" {
		t.Fatalf("forced off by the cookie: %v", err)
	}
	if err := place(ctx, "request-on"); err != nil {
		t.Fatalf("a bet on the provider switched on again: %v", err)
	}
	if got := eurBalance(st, p); got != 3000 {
		t.Fatalf("balance %d after two bets of 10.00, want 3000", got)
	}
}

// The operator switches the provider of a bet's selection off: its cash-out is withdrawn
// (bet_cashout_changed without a value, none in the bet list) and a cash-out at the value shown
// before is refused with CASHOUT_UNAVAILABLE naming the provider, the bet open and the balance
// untouched; a bet on another provider keeps its offer. Switched on again, the offer comes back
// and the cash-out goes through. On both engines (OpenBetsOnProvider).
func TestProviderSwitchWithdrawsCashout(t *testing.T) {
	onEngines(t, testProviderSwitchWithdrawsCashout)
}

func testProviderSwitchWithdrawsCashout(t *testing.T, s *Service, bus *events.Bus) {
	ctx := context.Background()
	names, err := cataloguei18n.Load()
	if err != nil {
		t.Fatal(err)
	}
	pub := &recorder{}
	s.Publisher, s.Names = pub, names
	s.TellPlayers(bus)
	ops := &operator.Service{Store: s.Store, Publisher: &recorder{}, Events: bus, Locales: []string{"en"}, Now: func() time.Time { return now }}
	// Match 1001's market 1 comes from the provider "sim"; match 1002's from none named.
	simMarket := moneyMarket(1001, 1, "", catalogue.MarketStatusAllowed)
	simMarket.Provider = "sim"
	if err := s.Store.Apply(ctx, catalogue.Batch{Sports: []catalogue.Sport{{ID: 1, Key: "football", Name: "Football",
		Type: catalogue.SportTypeSport, Provider: "sim"}}, Markets: []catalogue.Market{simMarket}}); err != nil {
		t.Fatal(err)
	}
	p := bettor(t, s, 10_000)
	placed, err := s.Place(ctx, p, request("provider-cashout", single(1001, "1", 1850, 1_000), single(1002, "1", 1850, 1_000)))
	if err != nil {
		t.Fatal(err)
	}
	onSim, other := placed[0].BetId, placed[1].BetId
	offers := func() map[int64]int64 {
		t.Helper()
		listed, _, err := s.List(ctx, p, store.BetFilter{Status: "open"}, all)
		if err != nil {
			t.Fatal(err)
		}
		out := map[int64]int64{}
		for _, b := range listed {
			if b.CashoutAmount != nil {
				out[b.BetId] = *b.CashoutAmount
			}
		}
		return out
	}
	// cashoutChanged are the bet_cashout_changed messages published from index from on.
	cashoutChanged := func(from int) []string {
		pub.mu.Lock()
		defer pub.mu.Unlock()
		var out []string
		for _, m := range pub.msgs[from:] {
			if strings.Contains(m, `"event_name":"bet_cashout_changed"`) {
				out = append(out, m)
			}
		}
		return out
	}
	if got := offers(); got[onSim] != 950 || got[other] != 950 {
		t.Fatalf("offers before the switch: %v", got)
	}

	sent := len(pub.msgs)
	if _, err := ops.SetProvider(ctx, "sim", false); err != nil {
		t.Fatal(err)
	}
	msgs := cashoutChanged(sent)
	if len(msgs) != 1 || !strings.Contains(msgs[0], fmt.Sprintf(`"betId":%d,`, onSim)) || strings.Contains(msgs[0], "cashoutAmount") {
		t.Fatalf("switched off, bet_cashout_changed: %v", msgs)
	}
	if got := offers(); len(got) != 1 || got[other] != 950 {
		t.Fatalf("offers with the provider off: %v", got)
	}
	_, err = s.CashOut(ctx, p, onSim, 950)
	var r *Refused
	if !errors.As(err, &r) || r.Body.Code != "CASHOUT_UNAVAILABLE" || r.Body.Details == nil || (*r.Body.Details)["provider"] != "sim" {
		t.Fatalf("a cash-out with the provider off: %v (%+v)", err, r)
	}
	if got := balance(t, s, p); got != 8_000 {
		t.Fatalf("balance %d after a refused cash-out, want 8000", got)
	}
	if open, _, _ := s.List(ctx, p, store.BetFilter{Status: "open"}, all); len(open) != 2 {
		t.Fatalf("%d bets open after a refused cash-out, want 2", len(open))
	}

	sent = len(pub.msgs)
	if _, err := ops.SetProvider(ctx, "sim", true); err != nil {
		t.Fatal(err)
	}
	msgs = cashoutChanged(sent)
	if len(msgs) != 1 || !strings.Contains(msgs[0], fmt.Sprintf(`"betId":%d,`, onSim)) || !strings.Contains(msgs[0], `"cashoutAmount":950`) {
		t.Fatalf("switched on, bet_cashout_changed: %v", msgs)
	}
	if got := offers(); got[onSim] != 950 {
		t.Fatalf("offers with the provider on again: %v", got)
	}
	if b, err := s.CashOut(ctx, p, onSim, 950); err != nil || b.Status != apigen.BetStatusCashedOut {
		t.Fatalf("a cash-out with the provider on again: %+v %v", b, err)
	}
	if got := balance(t, s, p); got != 8_950 {
		t.Fatalf("balance %d after the cash-out, want 8950", got)
	}
}

// The operator keeps a provider out of system bets (spec section 5: "a system with a particular
// provider is not allowed"): a system bet with its selections is refused (SYSTEM_NOT_ALLOWED naming
// the provider) with no money moved, a combo of the same selections is placed, and allowed again,
// the system bet is placed.
func TestSystemBetsOfAProviderTheOperatorForbids(t *testing.T) {
	ctx := context.Background()
	st, p := simStore(t, 8, 9)
	ops := &operator.Service{Store: st, Publisher: &recorder{}, Locales: []string{"en"}, Now: func() time.Time { return now }}
	s := telling(t, st, &recorder{})
	sys := "2/3"
	place := func(typ apigen.BetType, id string) error {
		b := apigen.BetRequest{Type: typ, Stake: apigen.Stake{Value: 100, Currency: "EUR"}}
		if typ == apigen.System {
			b.SystemId = &sys
		}
		for _, m := range []int64{7, 8, 9} {
			b.Selections = append(b.Selections, apigen.BetSelectionRequest{MatchId: m, MarketId: 1, OutcomeId: "1", Odds: 2500})
		}
		req := apigen.PlaceBetsRequest{Bets: []apigen.BetRequest{b}}
		req.Meta.RequestId = id
		_, err := s.Place(ctx, p.ID, req)
		return err
	}

	if _, err := ops.SetSystemBets(ctx, "sim", false); err != nil {
		t.Fatal(err)
	}
	var r *Refused
	if err := place(apigen.System, "system-off"); !errors.As(err, &r) || r.Body.Code != "SYSTEM_NOT_ALLOWED" ||
		r.Body.Details == nil || (*r.Body.Details)["provider"] != "sim" {
		t.Fatalf("a system bet on a provider kept out of them: %v (%+v)", err, r)
	}
	if got := eurBalance(st, p); got != 5000 {
		t.Fatalf("balance %d after a refused bet, want 5000", got)
	}
	if err := place(apigen.Combo, "combo-off"); err != nil {
		t.Fatalf("a combo of the same selections: %v", err)
	}
	if _, err := ops.SetSystemBets(ctx, "sim", true); err != nil {
		t.Fatal(err)
	}
	if err := place(apigen.System, "system-on"); err != nil {
		t.Fatalf("a system bet once allowed again: %v", err)
	}
	if got := eurBalance(st, p); got != 5000-100-300 {
		t.Fatalf("balance %d, want %d (a combo of 1.00 and a 2/3 system of 3 lines of 1.00)", got, 5000-100-300)
	}
}
