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

	"github.com/opensportsbook/sportsbook/internal/limits"
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

// WithdrawalChanged is a withdrawal requested or decided (paid, rejected, cancelled), and its
// account after the money moved: the debit of a request, the credit of a rejection or a
// cancellation. Moved is false for an approval of a pending withdrawal, which moves no money (it
// left the balance when it was requested).
type WithdrawalChanged struct {
	Withdrawal store.Withdrawal
	Account    store.Account
	Moved      bool
}

// PlayerSignedUp is a new player, with the account opened for them.
type PlayerSignedUp struct {
	Player  store.Player
	Account store.Account
}

// BonusIssued is a bonus given to a player, whatever gave it: a trigger (sign-up, deposit, settled
// bet), a promo code, the operator, a lootbox's prize, a farmed freebet, a no-risk stake given back
// or a tournament's prize.
type BonusIssued struct {
	Bonus store.PlayerBonus
}

// BonusesIssued is an event BonusIssued per bonus, for a hook or a service to raise.
func BonusesIssued(bs []store.PlayerBonus) []any {
	out := make([]any, 0, len(bs))
	for _, b := range bs {
		out = append(out, BonusIssued{Bonus: b})
	}
	return out
}

// LimitReached is a responsible-gambling limit used up that ended the player's play: a session or
// time limit ended their open sportsbook session, an activity limit signed them out.
type LimitReached struct {
	PlayerID int64
	Limit    limits.Limit
}

// ProviderStatusChanged is a provider the operator switched on or off (internal/operator). It is
// not a change of a transaction: it is only published, once the switch is stored.
type ProviderStatusChanged struct {
	Provider string
	On       bool
}

// Bus delivers events to the hooks and subscribers registered for their type.
type Bus struct {
	hooks []func(ctx context.Context, tx *store.Tx, e any) ([]any, error)
	subs  []func(ctx context.Context, e any)
}

// Hook registers fn to run inside the transaction of every event of type E. The events fn returns
// are what it raised in turn (the bonus a deposit issued): they are raised in the same transaction
// and published with the event that caused them.
func Hook[E any](b *Bus, fn func(ctx context.Context, tx *store.Tx, e E) ([]any, error)) {
	b.hooks = append(b.hooks, func(ctx context.Context, tx *store.Tx, e any) ([]any, error) {
		if v, ok := e.(E); ok {
			return fn(ctx, tx, v)
		}
		return nil, nil
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

// Raise runs the hooks of each event inside tx, in the order they were registered, and raises the
// events they return in turn. It returns the events, each followed by those its hooks raised, for
// the caller to Publish once tx commits; the first error stops and is returned for the caller to
// roll back.
func (b *Bus) Raise(ctx context.Context, tx *store.Tx, es ...any) ([]any, error) {
	var out []any
	for _, e := range es {
		out = append(out, e)
		if b == nil {
			continue
		}
		for _, h := range b.hooks {
			raised, err := h(ctx, tx, e)
			if err != nil {
				return nil, err
			}
			more, err := b.Raise(ctx, tx, raised...)
			if err != nil {
				return nil, err
			}
			out = append(out, more...)
		}
	}
	return out, nil
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
