package store

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// saveCard saves a card for a player.
func saveCard(t *testing.T, s *Store, playerID int64, label string) PaymentMethod {
	t.Helper()
	var m PaymentMethod
	err := s.InTx(context.Background(), func(tx *Tx) error {
		var err error
		m, err = tx.SavePaymentMethod(context.Background(), playerID, MethodCard, label, fmt.Sprintf("ref-%d-%s", playerID, label), p0)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// requestWithdrawal writes a pending withdrawal and its debit in one transaction, as the cashier does.
func requestWithdrawal(ctx context.Context, s *Store, p Player, m PaymentMethod, amount int64) (Withdrawal, error) {
	var w Withdrawal
	err := s.InTx(ctx, func(tx *Tx) error {
		acc, err := tx.ActiveAccount(ctx, p.ID, "EUR")
		if err != nil {
			return err
		}
		if w, err = tx.CreateWithdrawal(ctx, Withdrawal{PlayerID: p.ID, AccountID: acc.ID, MethodID: m.ID, Amount: amount, Currency: "EUR",
			Status: WithdrawalPending, CreatedAt: p0}); err != nil {
			return err
		}
		_, err = tx.PostFrom(ctx, acc, wallet.KindWithdrawal, -amount, fmt.Sprintf("withdrawal:%d", w.ID), p0)
		return err
	})
	return w, err
}

func TestPaymentMethodsAndWithdrawals(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := open(t, e)
		p := funded(t, s, 10_000)
		other := newPlayer(t, s, "other@example.com")
		m := saveCard(t, s, p.ID, "Visa •••• 4242")
		if again := saveCard(t, s, p.ID, "Visa •••• 4242"); again.ID != m.ID {
			t.Errorf("the same card saved twice: %d and %d", m.ID, again.ID)
		}
		theirs := saveCard(t, s, other.ID, "Visa •••• 4242")
		ms, err := s.PaymentMethods(ctx, p.ID)
		if err != nil || len(ms) != 1 || ms[0].ID != m.ID || ms[0].Label != "Visa •••• 4242" || ms[0].Kind != MethodCard {
			t.Fatalf("%+v %v", ms, err)
		}
		err = s.InTx(ctx, func(tx *Tx) error {
			_, err := tx.PaymentMethod(ctx, p.ID, theirs.ID)
			return err
		})
		if !errors.Is(err, ErrNoMethod) {
			t.Errorf("another's card: %v", err)
		}
		// A page of withdrawals, newest first; the operator's queue holds the pending ones, oldest first.
		for _, amount := range []int64{100, 200, 300} {
			if _, err := requestWithdrawal(ctx, s, p, m, amount); err != nil {
				t.Fatal(err)
			}
		}
		ws, pg, err := s.Withdrawals(ctx, p.ID, catalogue.PageRequest{Page: 1, Limit: 2})
		if err != nil || len(ws) != 2 || ws[0].Amount != 300 || pg.Total != 3 || pg.LastPage != 2 || ws[0].MethodLabel != m.Label {
			t.Fatalf("%+v %+v %v", ws, pg, err)
		}
		err = s.InTx(ctx, func(tx *Tx) error {
			w, err := tx.DecideWithdrawal(ctx, ws[1].ID, other.ID, WithdrawalCancelled, "", p0)
			if !errors.Is(err, ErrNoWithdrawal) {
				return fmt.Errorf("another player's cancel: %+v %v", w, err)
			}
			_, err = tx.DecideWithdrawal(ctx, ws[1].ID, 0, WithdrawalRejected, "why", p0)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		pending, _, err := s.PendingWithdrawals(ctx, catalogue.PageRequest{Page: 1, Limit: 10})
		if err != nil || len(pending) != 2 || pending[0].Amount != 100 || pending[1].Amount != 300 {
			t.Fatalf("pending %+v %v", pending, err)
		}
		if err := s.RemovePaymentMethod(ctx, p.ID, m.ID, p0); err != nil {
			t.Fatal(err)
		}
		if err := s.RemovePaymentMethod(ctx, p.ID, m.ID, p0); !errors.Is(err, ErrNoMethod) {
			t.Errorf("removed twice: %v", err)
		}
		if ms, _ := s.PaymentMethods(ctx, p.ID); len(ms) != 0 {
			t.Errorf("a removed card listed: %+v", ms)
		}
		// The withdrawals to a removed card still name it.
		if ws, _, _ := s.Withdrawals(ctx, p.ID, catalogue.PageRequest{Page: 1, Limit: 5}); len(ws) != 3 || ws[2].MethodLabel != m.Label {
			t.Errorf("after the removal %+v", ws)
		}
		checkLedger(t, s, p.ID)
	})
}

// An approval, a rejection and cancellations race on one pending withdrawal, as the cashier runs
// them: the status moves once, and the amount comes back at most once.
func TestRacingWithdrawalDecisionsMoveMoneyOnce(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := open(t, e)
		p := funded(t, s, 10_000)
		m := saveCard(t, s, p.ID, "Visa •••• 4242")
		w, err := requestWithdrawal(ctx, s, p, m, 4_000)
		if err != nil {
			t.Fatal(err)
		}
		var wins, returned atomic.Int32
		var winner atomic.Value
		concurrently(t, 60, func(i int) error {
			status, playerID := []string{WithdrawalPaid, WithdrawalRejected, WithdrawalCancelled}[i%3], int64(0)
			if status == WithdrawalCancelled {
				playerID = p.ID
			}
			return s.InTx(ctx, func(tx *Tx) error {
				got, err := tx.DecideWithdrawal(ctx, w.ID, playerID, status, "", p0)
				if errors.Is(err, ErrWithdrawalDecided) {
					return nil
				}
				if err != nil {
					return err
				}
				wins.Add(1)
				winner.Store(got.Status)
				if status == WithdrawalPaid {
					return nil
				}
				returned.Add(1)
				_, err = tx.Post(ctx, got.AccountID, wallet.KindWithdrawalReturned, got.Amount, fmt.Sprintf("withdrawal:%d:returned", got.ID), p0)
				return err
			})
		})
		if wins.Load() != 1 || returned.Load() > 1 {
			t.Fatalf("%d decisions won, %d returns", wins.Load(), returned.Load())
		}
		acc, _ := s.AccountByCurrency(ctx, p.ID, "EUR")
		want := int64(10_000)
		if winner.Load() == WithdrawalPaid {
			want = 6_000
		}
		if acc.Balance.Total != want {
			t.Errorf("%v won: balance %d, want %d", winner.Load(), acc.Balance.Total, want)
		}
		checkLedger(t, s, p.ID)
	})
}

// Withdrawals racing on one balance never take it below zero.
func TestRacingWithdrawalsNeverOverdraw(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := open(t, e)
		p := funded(t, s, 1_000)
		m := saveCard(t, s, p.ID, "Visa •••• 4242")
		var ok atomic.Int32
		concurrently(t, 30, func(int) error {
			_, err := requestWithdrawal(ctx, s, p, m, 300)
			if errors.Is(err, wallet.ErrInsufficient) {
				return nil
			}
			if err == nil {
				ok.Add(1)
			}
			return err
		})
		acc, _ := s.AccountByCurrency(ctx, p.ID, "EUR")
		if ok.Load() != 3 || acc.Balance.Total != 100 {
			t.Errorf("%d withdrawals, balance %d", ok.Load(), acc.Balance.Total)
		}
		if ws, pg, _ := s.Withdrawals(ctx, p.ID, catalogue.PageRequest{Page: 1, Limit: 50}); pg.Total != 3 || len(ws) != 3 {
			t.Errorf("%d withdrawals stored", pg.Total)
		}
		checkLedger(t, s, p.ID)
	})
}
