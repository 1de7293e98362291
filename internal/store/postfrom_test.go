package store

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// TestPostFrom checks a debit from the account as the transaction read it: the same as Post when
// nothing moved the balance since, and Post's answer when something did.
func TestPostFrom(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := playerStore(t, e)
		p := newPlayer(t, s, "post@example.com")
		acc, err := s.AccountByCurrency(ctx, p.ID, "EUR")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Post(ctx, acc.ID, wallet.KindDeposit, 1000, "dep:1", p0); err != nil {
			t.Fatal(err)
		}
		err = s.InTx(ctx, func(tx *Tx) error {
			read, err := tx.ActiveAccount(ctx, p.ID, "EUR")
			if err != nil {
				return err
			}
			after, err := tx.PostFrom(ctx, read, wallet.KindBetStake, -300, "bet:1", p0)
			if err != nil || after.Balance.Total != 700 {
				return fmt.Errorf("debit from a fresh read: %+v %v", after.Balance, err)
			}
			// read is stale now (1000): the debit must count the one before.
			after, err = tx.PostFrom(ctx, read, wallet.KindBetStake, -300, "bet:2", p0)
			if err != nil || after.Balance.Total != 400 {
				return fmt.Errorf("debit from a stale read: %+v %v", after.Balance, err)
			}
			// Stale and seemingly enough (1000 > 500), but only 400 is there.
			if _, err := tx.PostFrom(ctx, read, wallet.KindBetStake, -500, "bet:3", p0); !errors.Is(err, wallet.ErrInsufficient) {
				return fmt.Errorf("overdraw from a stale read: %v", err)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if a, _ := s.AccountByCurrency(ctx, p.ID, "EUR"); a.Balance.Total != 400 {
			t.Fatalf("balance %d, want 400", a.Balance.Total)
		}
		checkLedger(t, s, p.ID)
	})
}
