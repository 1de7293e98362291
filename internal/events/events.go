// Package events carries the domain events later features hang on: a bet placed, settled or
// cashed out, a deposit succeeded, a player signed up. A service raises an event inside the
// transaction that makes the change: hooks run there, in that transaction, and an error of theirs
// rolls the change back (a jackpot contribution commits with its bet or not at all). Once the
// transaction commits, the service publishes the event to the subscribers (realtime publication,
// notifications, metrics); they cannot undo the change, so they return nothing.
//
// Hooks and subscribers are registered while the server is wired, before it serves; a Bus is not
// changed after that, so it needs no lock. A nil *Bus has no hooks and no subscribers.
package events

import (
	"context"
	"time"

	"github.com/opensportsbook/sportsbook/internal/store"
)

// BetsPlaced is a placement request committed: its bets, in the request's order, and the account
// they were staked from, after the stakes.
type BetsPlaced struct {
	PlayerID int64
	Bets     []store.Bet
	Account  store.Account
	// Received is when the request arrived, for the placement latency.
	Received time.Time
	// Issued are the bonuses the placement issued (a lootbox's prize).
	Issued []store.PlayerBonus
}

// BetsRefused is a placement request refused with a code (nothing was written).
type BetsRefused struct {
	PlayerID int64
	Code     string
	Received time.Time
}

// BetSettled is a bet closed on its selections' results, and its account after the payout.
type BetSettled struct {
	Bet     store.Bet
	Account store.Account
	// MarketsAt is when the settlement learnt of the markets that settled it, for the settlement lag.
	MarketsAt time.Time
	// Issued are the bonuses the settlement issued (a freebet farmed, or given back by a no-risk bet).
	Issued []store.PlayerBonus
}

// BetCashedOut is a bet closed by its player's cash-out, and its account after the credit.
type BetCashedOut struct {
	Bet     store.Bet
	Account store.Account
}

// DepositSucceeded is a deposit credited, and its account after the credit.
type DepositSucceeded struct {
	Deposit store.Deposit
	Account store.Account
}

// PlayerSignedUp is a new player, with the account opened for them.
type PlayerSignedUp struct {
	Player  store.Player
	Account store.Account
}

// Bus delivers events to the hooks and subscribers registered for their type.
type Bus struct {
	hooks []func(ctx context.Context, tx *store.Tx, e any) error
	subs  []func(ctx context.Context, e any)
}

// Hook registers fn to run inside the transaction of every event of type E.
func Hook[E any](b *Bus, fn func(ctx context.Context, tx *store.Tx, e E) error) {
	b.hooks = append(b.hooks, func(ctx context.Context, tx *store.Tx, e any) error {
		if v, ok := e.(E); ok {
			return fn(ctx, tx, v)
		}
		return nil
	})
}

// Subscribe registers fn to run after the commit of every event of type E.
func Subscribe[E any](b *Bus, fn func(ctx context.Context, e E)) {
	b.subs = append(b.subs, func(ctx context.Context, e any) {
		if v, ok := e.(E); ok {
			fn(ctx, v)
		}
	})
}

// Raise runs the hooks of e inside tx, in the order they were registered; the first error stops
// them and is returned for the caller to roll back.
func (b *Bus) Raise(ctx context.Context, tx *store.Tx, e any) error {
	if b == nil {
		return nil
	}
	for _, h := range b.hooks {
		if err := h(ctx, tx, e); err != nil {
			return err
		}
	}
	return nil
}

// Publish runs the subscribers of each event after its change committed, in order.
func (b *Bus) Publish(ctx context.Context, es ...any) {
	if b == nil {
		return
	}
	for _, e := range es {
		for _, s := range b.subs {
			s(ctx, e)
		}
	}
}
