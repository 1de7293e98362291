package bets

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// MarketsChanged settles the bets of settled (or cancelled) markets, and sends
// bet_cashout_changed for open bets on the other markets whose cash-out value changed. It
// implements updates.BetHook.
func (s *Service) MarketsChanged(ctx context.Context, markets []catalogue.Market) error {
	received := s.Now()
	var done []store.MarketKey
	moved := map[int64]bool{}
	for _, m := range markets {
		if m.Status == catalogue.MarketStatusSettled || m.Status == catalogue.MarketStatusCancelled {
			done = append(done, store.MarketKey{MatchID: m.MatchID, MarketID: m.MarketID, Specifier: m.Specifier})
		} else {
			moved[m.MatchID] = true
		}
	}
	if err := s.settle(ctx, done, received); err != nil {
		return fmt.Errorf("settling bets: %w", err)
	}
	if len(moved) == 0 || s.Publisher == nil {
		return nil
	}
	open, err := s.Store.OpenBetsOn(ctx, slices.Sorted(maps.Keys(moved)))
	if err != nil {
		return err
	}
	return s.publishCashouts(ctx, open)
}

// SettleLeftovers settles the bets on markets that settled while no settlement ran (a crash
// between storing a batch and settling it). The server runs it at start.
func (s *Service) SettleLeftovers(ctx context.Context) error {
	keys, err := s.Store.UnsettledMarkets(ctx)
	if err != nil {
		return err
	}
	if err := s.settle(ctx, keys, s.Now()); err != nil {
		return fmt.Errorf("settling left-over bets: %w", err)
	}
	return nil
}

// settle records the results of closed markets on the open selections of bets, then settles every
// bet whose selections all have results, its payout credited, in one transaction. marketsAt is
// when the markets' results were learnt.
func (s *Service) settle(ctx context.Context, keys []store.MarketKey, marketsAt time.Time) error {
	if len(keys) == 0 {
		return nil
	}
	now := s.Now()
	var settled []any
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		settled = settled[:0]
		touched := map[int64]bool{}
		for _, k := range keys {
			status, outcomes, err := tx.MarketOutcomes(ctx, k)
			if errors.Is(err, catalogue.ErrNotFound) {
				continue
			}
			if err != nil {
				return err
			}
			for _, o := range outcomes {
				r := betting.SelectionResult(status, o.Result)
				if r == catalogue.ResultNone {
					continue
				}
				ids, err := tx.RecordSelectionResult(ctx, k, o.ID, r)
				if err != nil {
					return err
				}
				for _, id := range ids {
					touched[id] = true
				}
			}
		}
		for _, id := range slices.Sorted(maps.Keys(touched)) {
			raised, err := s.settleBet(ctx, tx, id, now, marketsAt)
			if err != nil {
				return err
			}
			settled = append(settled, raised...)
		}
		return nil
	})
	if err != nil {
		return err
	}
	s.Events.Publish(ctx, settled...)
	return nil
}

// settleBet settles an open bet when none of its selections is open, and raises its events (for the
// caller to publish once tx commits): none when the bet stays open.
func (s *Service) settleBet(ctx context.Context, tx *store.Tx, id int64, now, marketsAt time.Time) ([]any, error) {
	b, err := tx.Bet(ctx, id)
	if err != nil || b.Status != store.BetWaitingResults {
		return nil, err
	}
	legs := make([]betting.Leg, len(b.Selections))
	for i, sel := range b.Selections {
		if sel.Result == catalogue.ResultNone {
			return nil, nil
		}
		legs[i] = betting.Leg{Odds: sel.Odds, Result: sel.Result}
	}
	payout, result, err := betting.SettleBet(b.Type, b.LineStake, b.SystemSize, b.Odds, legs)
	if err != nil {
		return nil, fmt.Errorf("settle bet %d: %w", id, err)
	}
	var issued []store.PlayerBonus // by the bet's bonus (a freebet farmed, or given back)
	if b.Bonus.ID != 0 && s.Bonuses != nil {
		if payout, issued, err = s.Bonuses.Settle(ctx, tx, b, legs, payout, result, now); err != nil {
			return nil, fmt.Errorf("settle the bonus of bet %d: %w", id, err)
		}
	}
	// Unseen: the player learns of it from the bets list's mark (a settlement is news to them).
	closing := store.Closing{Status: store.BetDone, Result: result, Payout: payout, PayoutStatus: closingPayout(payout)}
	if err := tx.CloseBet(ctx, id, closing, now); errors.Is(err, store.ErrBetClosed) {
		return nil, nil // closed meanwhile (a cash-out, or another settlement)
	} else if err != nil {
		return nil, err
	}
	var acc store.Account
	if payout > 0 {
		acc, err = tx.Post(ctx, b.AccountID, wallet.KindPayout, payout, betRef(id), now)
		if err == nil {
			err = tx.PayoutPaid(ctx, id)
			closing.PayoutStatus = store.PayoutPaid
		}
	} else {
		acc, err = tx.Account(ctx, b.AccountID)
	}
	if err != nil {
		return nil, err
	}
	b.Status, b.Result, b.Payout, b.SettledAt = store.BetDone, result, payout, time.UnixMilli(now.UnixMilli()).UTC()
	b.PayoutStatus, b.Seen = closing.PayoutStatus, false
	settled := events.BetSettled{Bet: b, Account: acc, MarketsAt: marketsAt}
	return s.Events.Raise(ctx, tx, append([]any{settled}, events.BonusesIssued(issued)...)...)
}
