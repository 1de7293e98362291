package platformapi

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/cashier"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// The demo player that `make run` creates, so that a new user can bet at once. The password is
// public on purpose: turn DEMO_PLAYER off on a real site.
const (
	DemoEmail    = "demo@sportsbook.test"
	DemoPassword = "demo-bets-2026"
)

// demoBalances are the demo player's accounts and opening balances, in minor units.
var demoBalances = []struct {
	currency string
	amount   int64
}{{"EUR", 100_000}, {"BTC", 5_000_000}}

// EnsureDemoPlayer creates the demo player, confirmed, with a EUR and a BTC account and a bonus
// balance on each and the provider's test card saved (so that the quick deposit and a withdrawal
// can be tried at once), unless it exists, its password hashed at the given cost. It reports
// whether it created it.
func EnsureDemoPlayer(ctx context.Context, st *store.Store, hashing auth.Hashing, now time.Time) (bool, error) {
	if _, err := st.PlayerByEmail(ctx, DemoEmail); err == nil {
		return false, nil
	} else if !errors.Is(err, store.ErrNoPlayer) {
		return false, err
	}
	hash, err := hashing.Hash(DemoPassword)
	if err != nil {
		return false, err
	}
	p, err := st.CreatePlayer(ctx, store.NewPlayer{Email: DemoEmail, PasswordHash: hash, Nickname: "Demo", FirstName: "Demo",
		LastName: "Player", Language: "en", Country: "DE", Currency: "EUR", Confirmed: true, StatusGroups: []string{"spi_test"}}, now)
	if err != nil {
		return false, fmt.Errorf("creating the demo player: %w", err)
	}
	for _, b := range demoBalances {
		acc, err := st.AccountByCurrency(ctx, p.ID, b.currency)
		if errors.Is(err, store.ErrNoAccount) {
			acc, err = st.CreateAccount(ctx, p.ID, b.currency, now)
		}
		if err == nil {
			_, err = st.Post(ctx, acc.ID, wallet.KindBonus, b.amount, "demo balance", now)
		}
		if err != nil {
			return false, fmt.Errorf("funding the demo player's %s account: %w", b.currency, err)
		}
	}
	err = st.InTx(ctx, func(tx *store.Tx) error {
		_, err := tx.SavePaymentMethod(ctx, p.ID, store.MethodCard, cashier.TestCardLabel, fmt.Sprintf("sim_card_demo_%d", p.ID), now)
		return err
	})
	if err != nil {
		return false, fmt.Errorf("saving the demo player's card: %w", err)
	}
	return true, nil
}
