package cashier

import (
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/store"
)

var t0 = time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)

type published struct {
	mu   sync.Mutex
	msgs []string
}

func (p *published) Publish(_ context.Context, ch string, data []byte) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.msgs = append(p.msgs, ch+" "+string(data))
	return nil
}

type fixture struct {
	st  *store.Store
	svc *Service
	bus *events.Bus
	pub *published
	p   store.Player
	// card is the player's saved card (saved without a deposit, so that balances start at 0).
	card store.PaymentMethod
}

// newFixture is the cashier of a player with names and a EUR account, telling players on pub.
func newFixture(t *testing.T) *fixture {
	t.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(t.TempDir(), "cashier.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	f := &fixture{st: st, bus: &events.Bus{}, pub: &published{}}
	f.svc = &Service{Store: st, Events: f.bus, Publisher: f.pub, Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return t0 },
		TestGroup: "spi_test"}
	f.svc.TellPlayers(f.bus)
	f.p, err = st.CreatePlayer(ctx, store.NewPlayer{Email: "fay@example.com", PasswordHash: "h", FirstName: "Fay", LastName: "Lee",
		Language: "de", Country: "DE", Currency: "EUR", StatusGroups: []string{"spi_test"}}, t0)
	if err != nil {
		t.Fatal(err)
	}
	err = st.InTx(ctx, func(tx *store.Tx) error {
		f.card, err = tx.SavePaymentMethod(ctx, f.p.ID, store.MethodCard, TestCardLabel, "sim_card_fixture", t0)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func (f *fixture) balance(t *testing.T) int64 {
	t.Helper()
	acc, err := f.st.AccountByCurrency(context.Background(), f.p.ID, "EUR")
	if err != nil {
		t.Fatal(err)
	}
	if sum, _ := f.st.LedgerSum(context.Background(), acc.ID); sum != acc.Balance.Total {
		t.Fatalf("balance %d, ledger %d", acc.Balance.Total, sum)
	}
	return acc.Balance.Total
}

func quick(amount int64) platformgen.DepositRequest {
	q := true
	return platformgen.DepositRequest{Amount: amount, Currency: "EUR", Quick: &q}
}

// A quick deposit takes the card's answer at once: a member of the test group gets the test
// card's sandbox answers, anyone else a charge; only a success credits the account, raises
// DepositSucceeded and tells the player their balance.
func TestQuickDeposits(t *testing.T) {
	for _, tc := range []struct {
		amount  int64
		tester  bool
		flagOff bool // the quick_deposit_test flag
		status  platformgen.DepositStatus
		balance int64
	}{
		{1000, true, false, "success", 1000}, {1066, true, false, "error", 0}, {1077, true, false, "pending", 0},
		{1066, false, false, "success", 1066}, {1077, false, false, "success", 1077},
		{1066, true, true, "success", 1066},
	} {
		f := newFixture(t)
		if !tc.tester {
			f.p.StatusGroups = nil
		}
		if tc.flagOff {
			f.svc.TestModeOn = func(context.Context) (bool, error) { return false, nil }
		}
		var hooked, heard int
		events.Hook(f.bus, func(context.Context, *store.Tx, events.DepositSucceeded) ([]any, error) { hooked++; return nil, nil })
		events.Subscribe(f.bus, func(context.Context, events.DepositSucceeded) { heard++ })
		d, err := f.svc.Deposit(context.Background(), f.p, quick(tc.amount))
		if err != nil || d.Status != tc.status || d.PaymentUrl != nil || f.balance(t) != tc.balance {
			t.Fatalf("%d: %+v %v, balance %d", tc.amount, d, err, f.balance(t))
		}
		credited := tc.status == "success"
		if (hooked == 1) != credited || (heard == 1) != credited || (len(f.pub.msgs) == 1) != credited {
			t.Errorf("%d: hooked %d, heard %d, published %v", tc.amount, hooked, heard, f.pub.msgs)
		}
		if credited && (!strings.HasPrefix(f.pub.msgs[0], "$private:de.platform_user.") || !strings.Contains(f.pub.msgs[0], `"balance_changed"`)) {
			t.Errorf("published %v", f.pub.msgs)
		}
	}
}

func TestDepositRefusals(t *testing.T) {
	ctx := context.Background()
	yes, othersCard := true, int64(999)
	for _, tc := range []struct {
		name  string
		setup func(*testing.T, *fixture)
		req   platformgen.DepositRequest
		want  apierror.Code
	}{
		{"nothing", nil, quick(0), apierror.ValidationFailed},
		{"too much", nil, quick(maxDeposit + 1), apierror.ValidationFailed},
		{"an unknown currency", nil, platformgen.DepositRequest{Amount: 100, Currency: "XYZ"}, apierror.UnknownCurrency},
		{"no account in the currency", nil, platformgen.DepositRequest{Amount: 100, Currency: "GBP"}, apierror.NoAccount},
		{"no names", func(t *testing.T, f *fixture) {
			empty := ""
			p, err := f.st.UpdatePlayer(ctx, f.p.ID, store.PlayerUpdate{LastName: &empty})
			if err != nil {
				t.Fatal(err)
			}
			f.p = p
		}, quick(100), apierror.AuthFieldsMissed},
		{"beyond the deposit limit", func(t *testing.T, f *fixture) {
			if _, err := f.st.SetLimit(ctx, f.p.ID, limits.Limit{Type: limits.Deposit, Amount: 1500, Currency: "EUR", Period: limits.Day},
				0, limits.Plan{}, t0); err != nil {
				t.Fatal(err)
			}
			if _, err := f.svc.Deposit(ctx, f.p, quick(1077)); err != nil {
				t.Fatal(err) // pending: it counts against the limit, since it may still succeed
			}
		}, quick(600), apierror.LimitDepositExceeded},
		{"a quick deposit without a saved card", func(t *testing.T, f *fixture) {
			if err := f.st.RemovePaymentMethod(ctx, f.p.ID, f.card.ID, t0); err != nil {
				t.Fatal(err)
			}
		}, quick(100), apierror.NoPaymentMethod},
		{"a quick deposit with another's card", nil, platformgen.DepositRequest{Amount: 100, Currency: "EUR", Quick: &yes, MethodId: &othersCard},
			apierror.MethodNotFound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t)
			if tc.setup != nil {
				tc.setup(t, f)
			}
			_, err := f.svc.Deposit(ctx, f.p, tc.req)
			if apierror.CodeOf(err) != tc.want {
				t.Fatalf("%v, want %s", err, tc.want)
			}
			var e *apierror.Error
			if tc.want == apierror.LimitDepositExceeded && (!errors.As(err, &e) || e.Details["remaining"] != int64(423)) {
				t.Errorf("details %v", err)
			}
			if f.balance(t) != 0 || len(f.pub.msgs) != 0 {
				t.Errorf("a refused deposit moved money: %v", f.pub.msgs)
			}
		})
	}
}

// Provider answers that race credit a deposit once; the later ones change nothing.
func TestRacingPaymentAnswersCreditOnce(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	var heard int
	events.Subscribe(f.bus, func(context.Context, events.DepositSucceeded) { heard++ })
	d, err := f.svc.Deposit(ctx, f.p, platformgen.DepositRequest{Amount: 5000, Currency: "EUR"})
	if err != nil || d.PaymentUrl == nil || d.Status != "created" {
		t.Fatalf("%+v %v", d, err)
	}
	if err := f.svc.AnswerPayment(ctx, d.Id, store.DepositPending, true); err != nil {
		t.Fatal(err)
	}
	errs := make(chan error, 4)
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() { errs <- f.svc.AnswerPayment(ctx, d.Id, store.DepositSuccess, true) })
	}
	wg.Wait()
	close(errs)
	ok := 0
	for err := range errs {
		switch {
		case err == nil:
			ok++
		case !errors.Is(err, store.ErrDepositSettled):
			t.Fatal(err)
		}
	}
	if ok != 1 || heard != 1 || f.balance(t) != 5000 {
		t.Fatalf("credited %d times, heard %d, balance %d", ok, heard, f.balance(t))
	}
	if err := f.svc.AnswerPayment(ctx, d.Id, store.DepositError, true); !errors.Is(err, store.ErrDepositSettled) {
		t.Errorf("an answer after success: %v", err)
	}
	if err := f.svc.AnswerPayment(ctx, d.Id, "refund", true); !errors.Is(err, ErrBadAnswer) {
		t.Errorf("an unknown answer: %v", err)
	}
}

// A hook's error rolls the credit back: the deposit stays open, and the next answer credits it.
func TestDepositHookRollsBack(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	refuse := true
	events.Hook(f.bus, func(context.Context, *store.Tx, events.DepositSucceeded) ([]any, error) {
		if refuse {
			return nil, errors.New("hook refuses")
		}
		return nil, nil
	})
	d, err := f.svc.Deposit(ctx, f.p, platformgen.DepositRequest{Amount: 700, Currency: "EUR"})
	if err != nil {
		t.Fatal(err)
	}
	if err := f.svc.AnswerPayment(ctx, d.Id, store.DepositSuccess, true); err == nil || f.balance(t) != 0 || len(f.pub.msgs) != 0 {
		t.Fatalf("a refused credit: %v, balance %d, published %v", err, f.balance(t), f.pub.msgs)
	}
	refuse = false
	if err := f.svc.AnswerPayment(ctx, d.Id, store.DepositSuccess, true); err != nil || f.balance(t) != 700 {
		t.Fatalf("the next answer: %v, balance %d", err, f.balance(t))
	}
}

func TestReturnURLStaysOnTheSite(t *testing.T) {
	for _, tc := range []struct{ path, want string }{
		{"//attacker.invalid/", "/profile/wallet/deposit?payment=success"},
		{"/\t/attacker.invalid/", "/profile/wallet/deposit?payment=success"},
		{"https://attacker.invalid/", "/profile/wallet/deposit?payment=success"},
		{"/de/profile/wallet/deposit?tab=card#top", "/de/profile/wallet/deposit?payment=success&tab=card"},
	} {
		path := tc.path
		if got := ReturnURL(store.Deposit{ReturnPath: returnPath(&path)}, store.DepositSuccess); got != tc.want {
			t.Errorf("%q: %q, want %q", tc.path, got, tc.want)
		}
	}
}
