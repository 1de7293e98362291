package cashier

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

func TestAutoApproved(t *testing.T) {
	limits := map[string]int64{"EUR": 10_000, "BTC": 100_000}
	for _, tc := range []struct {
		amount   int64
		currency string
		want     bool
	}{
		{1, "EUR", true}, {10_000, "EUR", true}, {10_001, "EUR", false},
		{100_000, "BTC", true}, {100_001, "BTC", false},
		{1, "GBP", false}, // no threshold: the operator decides
		{0, "EUR", false}, {-5, "EUR", false},
	} {
		if got := AutoApproved(tc.amount, tc.currency, limits); got != tc.want {
			t.Errorf("%d %s: %v, want %v", tc.amount, tc.currency, got, tc.want)
		}
	}
	if AutoApproved(1, "EUR", nil) {
		t.Error("without thresholds every withdrawal waits for the operator")
	}
}

func TestCheckWithdrawal(t *testing.T) {
	for _, tc := range []struct {
		amount int64
		b      wallet.Balance
		want   apierror.Code
		left   int64 // details.withdrawable of INSUFFICIENT_FUNDS
	}{
		{500, wallet.Balance{Total: 500}, "", 0},
		{501, wallet.Balance{Total: 500}, apierror.InsufficientFunds, 500},
		{300, wallet.Balance{Total: 500, Locked: 200}, "", 0},
		{301, wallet.Balance{Total: 500, Locked: 200}, apierror.InsufficientFunds, 300}, // locked by open bets
		{1, wallet.Balance{Total: 100, Locked: 300}, apierror.InsufficientFunds, 0},
		{0, wallet.Balance{Total: 500}, apierror.WithdrawalAmount, 0},
		{-1, wallet.Balance{Total: 500}, apierror.WithdrawalAmount, 0},
		{maxWithdrawal + 1, wallet.Balance{Total: maxWithdrawal * 2}, apierror.WithdrawalAmount, 0},
	} {
		err := checkWithdrawal(tc.amount, tc.b, "EUR")
		if apierror.CodeOf(err) != tc.want {
			t.Errorf("%d of %+v: %v, want %q", tc.amount, tc.b, err, tc.want)
		}
		var e *apierror.Error
		if tc.want == apierror.InsufficientFunds && (!errors.As(err, &e) || e.Details["withdrawable"] != tc.left) {
			t.Errorf("%d of %+v: details %v", tc.amount, tc.b, err)
		}
	}
}

// fund credits the fixture's EUR account as a deposit would.
func (f *fixture) fund(t *testing.T, amount int64) {
	t.Helper()
	acc, err := f.st.AccountByCurrency(context.Background(), f.p.ID, "EUR")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.st.Post(context.Background(), acc.ID, wallet.KindDeposit, amount, "test", t0); err != nil {
		t.Fatal(err)
	}
}

// ledgerKinds are the kinds and references of the player's ledger, oldest first.
func (f *fixture) ledgerKinds(t *testing.T) []string {
	t.Helper()
	es, _, err := f.st.Ledger(context.Background(), f.p.ID, store.LedgerFilter{}, catalogue.PageRequest{Page: 1, Limit: 50})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for i := len(es) - 1; i >= 0; i-- {
		out = append(out, string(es[i].Kind)+" "+es[i].Reference)
	}
	return out
}

// Each refusal changes nothing: no withdrawal, no ledger entry, no publication.
func TestWithdrawalRefusals(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name     string
		setup    func(*testing.T, *fixture)
		amount   int64
		currency string
		method   func(*fixture) int64
		want     apierror.Code
	}{
		{"nothing", nil, 0, "EUR", nil, apierror.WithdrawalAmount},
		{"a negative amount", nil, -100, "EUR", nil, apierror.WithdrawalAmount},
		{"too much at once", nil, maxWithdrawal + 1, "EUR", nil, apierror.WithdrawalAmount},
		{"an unknown currency", nil, 100, "XYZ", nil, apierror.UnknownCurrency},
		{"no account in the currency", nil, 100, "GBP", nil, apierror.NoAccount},
		{"above the balance", nil, 1_001, "EUR", nil, apierror.InsufficientFunds},
		{"no names", func(t *testing.T, f *fixture) {
			empty := ""
			p, err := f.st.UpdatePlayer(ctx, f.p.ID, store.PlayerUpdate{FirstName: &empty})
			if err != nil {
				t.Fatal(err)
			}
			f.p = p
		}, 100, "EUR", nil, apierror.AuthFieldsMissed},
		{"a locked account", func(t *testing.T, f *fixture) { f.p.LockedAt = t0 }, 100, "EUR", nil, apierror.AccountLocked},
		{"no saved card", func(t *testing.T, f *fixture) {
			if err := f.st.RemovePaymentMethod(ctx, f.p.ID, f.card.ID, t0); err != nil {
				t.Fatal(err)
			}
		}, 100, "EUR", nil, apierror.NoPaymentMethod},
		{"another player's card", func(t *testing.T, f *fixture) {
			other, err := f.st.CreatePlayer(ctx, store.NewPlayer{Email: "gus@example.com", PasswordHash: "h", FirstName: "Gus", LastName: "Ng",
				Language: "en", Country: "DE", Currency: "EUR"}, t0)
			if err != nil {
				t.Fatal(err)
			}
			err = f.st.InTx(ctx, func(tx *store.Tx) error {
				f.card, err = tx.SavePaymentMethod(ctx, other.ID, store.MethodCard, TestCardLabel, "sim_card_other", t0)
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
		}, 100, "EUR", nil, apierror.MethodNotFound},
		{"a removed card", func(t *testing.T, f *fixture) {
			err := f.st.InTx(ctx, func(tx *store.Tx) error {
				_, err := tx.SavePaymentMethod(ctx, f.p.ID, store.MethodCard, "Mastercard •••• 4444", "sim_card_second", t0)
				return err
			})
			if err == nil {
				err = f.st.RemovePaymentMethod(ctx, f.p.ID, f.card.ID, t0)
			}
			if err != nil {
				t.Fatal(err)
			}
		}, 100, "EUR", nil, apierror.MethodNotFound},
		{"no such card", nil, 100, "EUR", func(*fixture) int64 { return 999 }, apierror.MethodNotFound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.fund(t, 1_000)
			f.pub.msgs = nil
			if tc.setup != nil {
				tc.setup(t, f)
			}
			method := f.card.ID
			if tc.method != nil {
				method = tc.method(f)
			}
			_, err := f.svc.RequestWithdrawal(ctx, f.p, tc.amount, tc.currency, method)
			if apierror.CodeOf(err) != tc.want {
				t.Fatalf("%v, want %s", err, tc.want)
			}
			ws, _, lerr := f.st.Withdrawals(ctx, f.p.ID, catalogue.PageRequest{Page: 1, Limit: 10})
			if lerr != nil || len(ws) != 0 || f.balance(t) != 1_000 || len(f.pub.msgs) != 0 {
				t.Errorf("a refusal changed something: %v %v, balance %d, published %v", ws, lerr, f.balance(t), f.pub.msgs)
			}
		})
	}
}

// Each transition with its money: the request debits at once; paid keeps it out; rejected and
// cancelled credit it back once; the ledger sums to the balance throughout (fixture.balance).
func TestWithdrawalTransitions(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name    string
		amount  int64
		status  string // right after the request
		decide  func(*fixture, int64) (store.Withdrawal, error)
		final   string
		balance int64
		ledger  []string
		notify  bool // a paid or rejected withdrawal is the player's notification (notifications' tests)
	}{
		{"auto-approved", 5_000, store.WithdrawalPaid, nil, store.WithdrawalPaid, 5_000,
			[]string{"deposit test", "withdrawal withdrawal:1"}, true},
		{"approved by the operator", 6_000, store.WithdrawalPending,
			func(f *fixture, id int64) (store.Withdrawal, error) { return f.svc.ApproveWithdrawal(ctx, id) },
			store.WithdrawalPaid, 4_000, []string{"deposit test", "withdrawal withdrawal:1"}, true},
		{"rejected by the operator", 6_000, store.WithdrawalPending,
			func(f *fixture, id int64) (store.Withdrawal, error) {
				return f.svc.RejectWithdrawal(ctx, id, "  documents needed ")
			},
			store.WithdrawalRejected, 10_000, []string{"deposit test", "withdrawal withdrawal:1", "withdrawal_returned withdrawal:1:returned"}, true},
		{"cancelled by the player", 6_000, store.WithdrawalPending,
			func(f *fixture, id int64) (store.Withdrawal, error) { return f.svc.CancelWithdrawal(ctx, f.p, id) },
			store.WithdrawalCancelled, 10_000, []string{"deposit test", "withdrawal withdrawal:1", "withdrawal_returned withdrawal:1:returned"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			f.svc.AutoApproveMax = map[string]int64{"EUR": 5_000}
			f.fund(t, 10_000)
			f.pub.msgs = nil
			var heard []events.WithdrawalChanged
			events.Subscribe(f.bus, func(_ context.Context, e events.WithdrawalChanged) { heard = append(heard, e) })
			w, err := f.svc.RequestWithdrawal(ctx, f.p, tc.amount, "eur", f.card.ID)
			if err != nil || w.Status != tc.status || w.Amount != tc.amount || w.Currency != "EUR" || w.MethodLabel != TestCardLabel {
				t.Fatalf("%+v %v", w, err)
			}
			if f.balance(t) != 10_000-tc.amount || len(f.pub.msgs) != 1 || !strings.Contains(f.pub.msgs[0], `"balance_changed"`) {
				t.Fatalf("after the request: balance %d, published %v", f.balance(t), f.pub.msgs)
			}
			if tc.decide != nil {
				if w, err = tc.decide(f, w.ID); err != nil || w.Status != tc.final || w.DecidedAt.IsZero() {
					t.Fatalf("decided %+v %v", w, err)
				}
			}
			if f.balance(t) != tc.balance {
				t.Errorf("balance %d, want %d", f.balance(t), tc.balance)
			}
			if got := f.ledgerKinds(t); strings.Join(got, "|") != strings.Join(tc.ledger, "|") {
				t.Errorf("ledger %q, want %q", got, tc.ledger)
			}
			moved := tc.balance == 10_000 // a credit back is the second balance_changed
			if want := map[bool]int{true: 2, false: 1}[moved]; len(f.pub.msgs) != want {
				t.Errorf("published %v", f.pub.msgs)
			}
			last := heard[len(heard)-1]
			if last.Withdrawal.Status != tc.final || last.Moved != (moved || tc.decide == nil) {
				t.Errorf("heard %+v", heard)
			}
			if tc.final == store.WithdrawalRejected && w.Reason != "documents needed" {
				t.Errorf("reason %q", w.Reason)
			}
			// A decided withdrawal moves no more: every later decision is WITHDRAWAL_NOT_PENDING.
			for _, again := range []func() (store.Withdrawal, error){
				func() (store.Withdrawal, error) { return f.svc.CancelWithdrawal(ctx, f.p, w.ID) },
				func() (store.Withdrawal, error) { return f.svc.ApproveWithdrawal(ctx, w.ID) },
				func() (store.Withdrawal, error) { return f.svc.RejectWithdrawal(ctx, w.ID, "late") },
			} {
				if _, err := again(); apierror.CodeOf(err) != apierror.WithdrawalNotPending {
					t.Errorf("a second decision: %v", err)
				}
			}
			if f.balance(t) != tc.balance {
				t.Errorf("balance %d after the late decisions", f.balance(t))
			}
		})
	}
}

func TestWithdrawalDecisionRefusals(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	f.fund(t, 1_000)
	w, err := f.svc.RequestWithdrawal(ctx, f.p, 700, "EUR", f.card.ID)
	if err != nil || w.Status != store.WithdrawalPending {
		t.Fatalf("%+v %v", w, err)
	}
	other := f.p
	other.ID = f.p.ID + 100
	if _, err := f.svc.CancelWithdrawal(ctx, other, w.ID); apierror.CodeOf(err) != apierror.WithdrawalNotFound {
		t.Errorf("another player's cancel: %v", err)
	}
	if _, err := f.svc.ApproveWithdrawal(ctx, w.ID+1); apierror.CodeOf(err) != apierror.WithdrawalNotFound {
		t.Errorf("no such withdrawal: %v", err)
	}
	for _, reason := range []string{"", "   ", strings.Repeat("x", maxReasonLength+1)} {
		if _, err := f.svc.RejectWithdrawal(ctx, w.ID, reason); apierror.CodeOf(err) != apierror.InvalidParameter {
			t.Errorf("reason %q: %v", reason, err)
		}
	}
	if f.balance(t) != 300 {
		t.Errorf("balance %d", f.balance(t))
	}
	// A self-excluded player keeps a session's right to withdraw: nothing here looks at exclusions,
	// and the request above was a pending withdrawal like any other. A second one above the rest is
	// refused with what is left.
	_, err = f.svc.RequestWithdrawal(ctx, f.p, 301, "EUR", f.card.ID)
	var e *apierror.Error
	if !errors.As(err, &e) || e.Code != apierror.InsufficientFunds || e.Details["withdrawable"] != int64(300) {
		t.Errorf("%v", err)
	}
}

// An approval, a rejection and the player's cancellations race on one pending withdrawal: one
// wins, and the money moves once (the debit stays, or comes back once).
func TestRacingWithdrawalDecisionsMoveMoneyOnce(t *testing.T) {
	ctx := context.Background()
	for round := range 5 {
		f := newFixture(t)
		f.fund(t, 10_000)
		w, err := f.svc.RequestWithdrawal(ctx, f.p, 4_000, "EUR", f.card.ID)
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		results := make(chan store.Withdrawal, 12)
		for i := range 12 {
			wg.Go(func() {
				var got store.Withdrawal
				var err error
				switch (i + round) % 3 {
				case 0:
					got, err = f.svc.ApproveWithdrawal(ctx, w.ID)
				case 1:
					got, err = f.svc.RejectWithdrawal(ctx, w.ID, "no")
				default:
					got, err = f.svc.CancelWithdrawal(ctx, f.p, w.ID)
				}
				if err == nil {
					results <- got
				} else if apierror.CodeOf(err) != apierror.WithdrawalNotPending {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		close(results)
		var won []store.Withdrawal
		for r := range results {
			won = append(won, r)
		}
		if len(won) != 1 {
			t.Fatalf("%d decisions won", len(won))
		}
		want := int64(10_000)
		if won[0].Status == store.WithdrawalPaid {
			want = 6_000
		}
		if f.balance(t) != want {
			t.Fatalf("%s: balance %d, want %d", won[0].Status, f.balance(t), want)
		}
	}
}

// A successful deposit through the provider's page saves its card once (ticked), records it as
// the deposit's method, and a quick deposit is charged to it.
func TestProviderPageSavesTheCard(t *testing.T) {
	ctx := context.Background()
	f := newFixture(t)
	if err := f.st.RemovePaymentMethod(ctx, f.p.ID, f.card.ID, t0); err != nil {
		t.Fatal(err)
	}
	pay := func(save bool, status string) platformgen.Deposit {
		d, err := f.svc.Deposit(ctx, f.p, platformgen.DepositRequest{Amount: 1_000, Currency: "EUR"})
		if err == nil {
			err = f.svc.AnswerPayment(ctx, d.Id, status, save)
		}
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	methods := func() []store.PaymentMethod {
		ms, err := f.svc.PaymentMethods(ctx, f.p)
		if err != nil {
			t.Fatal(err)
		}
		return ms
	}
	pay(true, store.DepositError)
	pay(false, store.DepositSuccess)
	if ms := methods(); len(ms) != 0 {
		t.Fatalf("a declined payment or an unticked box saved %v", ms)
	}
	d := pay(true, store.DepositSuccess)
	pay(true, store.DepositSuccess)
	ms := methods()
	if len(ms) != 1 || ms[0].Label != TestCardLabel || !strings.HasPrefix(ms[0].ProviderRef, "sim_card_") {
		t.Fatalf("methods %+v", ms)
	}
	err := f.st.InTx(ctx, func(tx *store.Tx) error {
		got, err := tx.Deposit(ctx, d.Id)
		if err == nil && got.MethodID != ms[0].ID {
			err = errors.New("the deposit names no method")
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	q, err := f.svc.Deposit(ctx, f.p, quick(2_000))
	if err != nil || q.Status != "success" {
		t.Fatalf("%+v %v", q, err)
	}
	if err := f.svc.RemovePaymentMethod(ctx, f.p, ms[0].ID); err != nil {
		t.Fatal(err)
	}
	if err := f.svc.RemovePaymentMethod(ctx, f.p, ms[0].ID); apierror.CodeOf(err) != apierror.MethodNotFound {
		t.Errorf("removed twice: %v", err)
	}
	if f.balance(t) != 5_000 { // three successful payments and the quick deposit
		t.Errorf("balance %d", f.balance(t))
	}
}
