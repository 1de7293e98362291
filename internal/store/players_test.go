package store

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// playerStore opens a store on a fresh database of the engine, without the catalogue fixture.
func playerStore(t *testing.T, e engine) *Store {
	t.Helper()
	return e.empty(t)
}

var p0 = time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)

func newPlayer(t *testing.T, s *Store, email string) Player {
	t.Helper()
	p, err := s.CreatePlayer(context.Background(), NewPlayer{Email: email, PasswordHash: "h", Language: "en", Country: "DE", Currency: "EUR"}, p0)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// checkLedger asserts the invariant of the wallet: every account's balance is its ledger's sum.
func checkLedger(t *testing.T, s *Store, playerID int64) {
	t.Helper()
	accs, err := s.Accounts(context.Background(), playerID)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range accs {
		sum, err := s.LedgerSum(context.Background(), a.ID)
		if err != nil {
			t.Fatal(err)
		}
		if sum != a.Balance.Total {
			t.Fatalf("%s account: balance %d, ledger sum %d", a.Currency, a.Balance.Total, sum)
		}
	}
}

func TestPlayerSignUpTokensAndLock(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := playerStore(t, e)
		p := newPlayer(t, s, "a@example.com")
		if p.Confirmed() || p.Locked() || p.Currency != "EUR" {
			t.Fatalf("new player %+v", p)
		}
		if _, err := s.CreatePlayer(ctx, NewPlayer{Email: "a@example.com", PasswordHash: "h", Language: "en", Country: "DE", Currency: "EUR"}, p0); !errors.Is(err, ErrEmailTaken) {
			t.Fatalf("duplicate email: %v", err)
		}
		accs, _ := s.Accounts(ctx, p.ID)
		if len(accs) != 1 || accs[0].Currency != "EUR" {
			t.Fatalf("sign-up opens one account in the chosen currency: %+v", accs)
		}

		if err := s.CreateToken(ctx, p.ID, TokenConfirmation, "old", p0.Add(time.Hour), p0); err != nil {
			t.Fatal(err)
		}
		if err := s.CreateToken(ctx, p.ID, TokenConfirmation, "new", p0.Add(time.Hour), p0); err != nil {
			t.Fatal(err)
		}
		if _, err := s.RedeemToken(ctx, TokenConfirmation, "old", "", p0); !errors.Is(err, ErrTokenInvalid) {
			t.Errorf("a superseded token still works: %v", err)
		}
		if _, err := s.RedeemToken(ctx, TokenUnlock, "new", "", p0); !errors.Is(err, ErrTokenInvalid) {
			t.Errorf("a token works for another purpose: %v", err)
		}
		if _, err := s.RedeemToken(ctx, TokenConfirmation, "new", "", p0.Add(2*time.Hour)); !errors.Is(err, ErrTokenInvalid) {
			t.Errorf("an expired token works: %v", err)
		}
		got, err := s.RedeemToken(ctx, TokenConfirmation, "new", "", p0)
		if err != nil || !got.Confirmed() {
			t.Fatalf("confirm: %+v %v", got, err)
		}
		if _, err := s.RedeemToken(ctx, TokenConfirmation, "new", "", p0); !errors.Is(err, ErrTokenInvalid) {
			t.Errorf("a token works twice: %v", err)
		}

		lockAt3 := func(n int) bool { return n >= 3 }
		for i := 1; i <= 3; i++ {
			n, locked, err := s.RecordFailedSignIn(ctx, p.ID, lockAt3, p0)
			if err != nil || n != i || locked != (i == 3) {
				t.Fatalf("failure %d: %d %v %v", i, n, locked, err)
			}
		}
		if p, _ = s.PlayerByID(ctx, p.ID); !p.Locked() {
			t.Fatal("not locked")
		}
		if err := s.CreateToken(ctx, p.ID, TokenReset, "reset", p0.Add(time.Hour), p0); err != nil {
			t.Fatal(err)
		}
		if err := s.CreateWebSession(ctx, "sess", p.ID, p0, p0.Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		p, err = s.RedeemToken(ctx, TokenReset, "reset", "new-hash", p0)
		if err != nil || p.Locked() || p.FailedSignIns != 0 || p.PasswordHash != "new-hash" {
			t.Fatalf("reset: %+v %v", p, err)
		}
		if _, err := s.WebSessionPlayer(ctx, "sess", p0); !errors.Is(err, ErrNoSession) {
			t.Errorf("a password reset ends the sessions: %v", err)
		}
	})
}

func TestLedgerSumEqualsBalance(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := playerStore(t, e)
		p := newPlayer(t, s, "b@example.com")
		eur, _ := s.AccountByCurrency(ctx, p.ID, "EUR")
		btc, err := s.CreateAccount(ctx, p.ID, "BTC", p0)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.CreateAccount(ctx, p.ID, "BTC", p0); !errors.Is(err, ErrAccountExists) {
			t.Fatalf("second BTC account: %v", err)
		}
		steps := []struct {
			account int64
			kind    wallet.Kind
			amount  int64
			err     error
		}{
			{eur.ID, wallet.KindDeposit, 10000, nil},
			{eur.ID, wallet.KindBetStake, -2500, nil},
			{eur.ID, wallet.KindPayout, 4750, nil},
			{eur.ID, wallet.KindBetStake, -20000, wallet.ErrInsufficient},
			{btc.ID, wallet.KindDeposit, 150_000_000, nil},
			{btc.ID, wallet.KindCashout, 1, nil},
			{eur.ID, wallet.KindBetStake, 0, wallet.ErrNonPositive},
		}
		for i, st := range steps {
			if _, err := s.Post(ctx, st.account, st.kind, st.amount, "test", p0); !errors.Is(err, st.err) {
				t.Fatalf("step %d: %v, want %v", i, err, st.err)
			}
			checkLedger(t, s, p.ID)
		}
		eur, _ = s.AccountByCurrency(ctx, p.ID, "EUR")
		if eur.Balance.Total != 12250 {
			t.Errorf("EUR balance %d", eur.Balance.Total)
		}
		entries, pg, err := s.Ledger(ctx, p.ID, LedgerFilter{Currency: "EUR"}, pageOf(1, 2))
		if err != nil || len(entries) != 2 || pg.Total != 3 || entries[0].Kind != wallet.KindPayout || entries[0].BalanceAfter != 12250 {
			t.Errorf("ledger page: %+v %+v %v", entries, pg, err)
		}
	})
}

func TestDepositSettlesOnce(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := playerStore(t, e)
		p := newPlayer(t, s, "c@example.com")
		eur, _ := s.AccountByCurrency(ctx, p.ID, "EUR")
		var d Deposit
		err := s.InTx(ctx, func(tx *Tx) error {
			var err error
			if d, err = tx.CreateDeposit(ctx, eur.ID, 5000, "pay", "/profile/wallet/deposit", p0); err != nil {
				return err
			}
			return tx.SetDepositStatus(ctx, d.ID, DepositPending, p0)
		})
		if err != nil || d.Status != DepositCreated || d.Currency != "EUR" {
			t.Fatalf("create: %+v %v", d, err)
		}
		if got, err := s.DepositByPayHash(ctx, "pay"); err != nil || got.ID != d.ID || got.Status != DepositPending {
			t.Fatalf("by pay hash: %+v %v", got, err)
		}
		// Provider answers race, each crediting the account as the cashier does: the deposit takes
		// one, and the account is credited once.
		var wg sync.WaitGroup
		errs := make(chan error, 16)
		for range 16 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs <- s.InTx(ctx, func(tx *Tx) error {
					if err := tx.SetDepositStatus(ctx, d.ID, DepositSuccess, p0); err != nil {
						return err
					}
					_, err := tx.Post(ctx, d.AccountID, wallet.KindDeposit, d.Amount, "deposit", p0)
					return err
				})
			}()
		}
		wg.Wait()
		close(errs)
		ok := 0
		for err := range errs {
			switch {
			case err == nil:
				ok++
			case !errors.Is(err, ErrDepositSettled):
				t.Fatal(err)
			}
		}
		eur, _ = s.AccountByCurrency(ctx, p.ID, "EUR")
		if ok != 1 || eur.Balance.Total != 5000 {
			t.Fatalf("settled %d times, balance %d", ok, eur.Balance.Total)
		}
		checkLedger(t, s, p.ID)
		if sum, _ := s.DepositedSince(ctx, p.ID, "EUR", p0.Add(-time.Hour)); sum != 5000 {
			t.Errorf("DepositedSince = %d", sum)
		}
	})
}

func TestSessionsAndLimits(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := playerStore(t, e)
		p := newPlayer(t, s, "d@example.com")
		a, err := s.OpenSportsbookSession(ctx, p.ID, "token-a", 30*time.Minute, p0)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := s.OpenSportsbookSession(ctx, p.ID, "token-b", 30*time.Minute, p0.Add(10*time.Minute))
		if a.ID != b.ID || b.TokenID != "token-a" {
			t.Fatalf("a session seen recently is resumed with its token id: %+v", b)
		}
		if got, err := s.SportsbookSessionByTokenID(ctx, "token-a"); err != nil || got.ID != a.ID {
			t.Fatalf("by token id: %+v %v", got, err)
		}
		if _, err := s.SportsbookSessionByTokenID(ctx, "token-b"); !errors.Is(err, ErrNoSession) {
			t.Fatalf("unknown token id: %v", err)
		}
		if err := s.TrackActivity(ctx, a.ID, 90*time.Second, p0.Add(11*time.Minute)); err != nil {
			t.Fatal(err)
		}
		if err := s.TrackActivity(ctx, a.ID, 90*time.Second, p0.Add(12*time.Minute)); err != nil {
			t.Fatal(err)
		}
		if m, _ := s.ActiveMinutes(ctx, p.ID, p0); m != 2 {
			t.Errorf("active minutes %d, want 2 (1.5 capped + 1)", m)
		}
		if m, _ := s.SessionMinutes(ctx, p.ID, p0, p0.Add(20*time.Minute)); m != 20 {
			t.Errorf("session minutes %d", m)
		}
		c, _ := s.OpenSportsbookSession(ctx, p.ID, "token-c", 30*time.Minute, p0.Add(2*time.Hour))
		if c.ID == a.ID || c.TokenID != "token-c" {
			t.Fatalf("an idle session is not resumed: %+v", c)
		}
		if m, _ := s.SessionMinutes(ctx, p.ID, p0, p0.Add(2*time.Hour+5*time.Minute)); m != 17 {
			t.Errorf("session minutes %d: the idle session ends at its last sign of life (12 min) plus 5", m)
		}

		dep := limits.Limit{Type: limits.Deposit, Amount: 1000, Currency: "EUR", Period: limits.Day}
		first, err := s.SetLimit(ctx, p.ID, dep, 0, limits.Plan{}, p0)
		if err != nil || first.Status(p0) != limits.Active {
			t.Fatalf("set: %+v %v", first, err)
		}
		looser := dep
		looser.Amount = 5000
		plan, _ := limits.PlanSet(looser, first, true, p0)
		second, err := s.SetLimit(ctx, p.ID, looser, first.ID, plan, p0)
		if err != nil || second.Status(p0) != limits.Unconfirmed {
			t.Fatalf("looser: %+v %v", second, err)
		}
		ls, _ := s.Limits(ctx, p.ID, p0)
		if l, ok := limits.Find(ls, limits.Deposit, p0); !ok || l.Amount != 1000 {
			t.Errorf("the old limit applies for a day: %+v", l)
		}
		if l, ok := limits.Find(ls, limits.Deposit, p0.Add(limits.CoolDown)); !ok || l.Amount != 5000 {
			t.Errorf("the looser limit applies after a day: %+v", l)
		}
		cancelled, err := s.RemoveLimit(ctx, p.ID, second.ID, p0.Add(limits.CoolDown), p0)
		if err != nil || cancelled.Status(p0) != limits.Disabled {
			t.Errorf("removing a limit not yet in force cancels it: %+v %v", cancelled, err)
		}
		ls, _ = s.Limits(ctx, p.ID, p0)
		if l, ok := limits.Find(ls, limits.Deposit, p0.Add(2*limits.CoolDown)); !ok || l.Amount != 1000 {
			t.Errorf("the limit it was to replace stays: %+v", l)
		}
		removed, err := s.RemoveLimit(ctx, p.ID, first.ID, p0.Add(limits.CoolDown), p0)
		if err != nil || removed.Status(p0) != limits.UnconfirmedDisabled || removed.Status(p0.Add(limits.CoolDown)) != limits.ConfirmedDisabled {
			t.Errorf("remove: %+v %v", removed, err)
		}
	})
}

func pageOf(page, limit int) catalogue.PageRequest {
	return catalogue.PageRequest{Page: page, Limit: limit}
}

// A database that cannot serve the store, closed or keeping every connection past the deadline,
// is told apart from one that answers no.
func TestUnavailable(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := playerStore(t, e)
		if _, err := s.PlayerByID(ctx, 999); Unavailable(err) || !errors.Is(err, ErrNoPlayer) {
			t.Fatalf("a missing player: %v", err)
		}

		if e.name == "sqlite" {
			// The one write connection is busy: a write whose deadline passes waiting for it.
			held, release := make(chan struct{}), make(chan struct{})
			go func() {
				_ = s.InTx(ctx, func(*Tx) error { close(held); <-release; return nil })
			}()
			<-held
			short, cancel := context.WithTimeout(ctx, 20*time.Millisecond)
			err := s.InTx(short, func(*Tx) error { return nil })
			cancel()
			close(release)
			if !Unavailable(err) {
				t.Errorf("a deadline waiting for the connection: %v", err)
			}
		}

		s.Close()
		if _, err := s.PlayerByID(ctx, 1); !Unavailable(err) {
			t.Errorf("a read of a closed store: %v", err)
		}
		if err := s.InTx(ctx, func(*Tx) error { return nil }); !Unavailable(err) {
			t.Errorf("a write to a closed store: %v", err)
		}
		if Unavailable(nil) || Unavailable(ErrEmailTaken) || Unavailable(context.Canceled) {
			t.Error("errors of a database that answered are not unavailability")
		}
	})
}
