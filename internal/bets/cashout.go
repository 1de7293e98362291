package bets

import (
	"context"
	"errors"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/playerevents"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// ErrNoBet is returned by CashOut for a bet that is not the player's.
var ErrNoBet = store.ErrNoBet

// outcomeStates reads outcomes as they are now: in a transaction (*store.Tx) or outside (*store.Store).
type outcomeStates interface {
	OutcomeState(ctx context.Context, matchID, marketID int64, specifier, outcomeID string) (catalogue.OutcomeState, error)
}

// cashoutValue is what an open bet can be cashed out for now; ok is false when it cannot be cashed
// out now: closed, a system bet, a leg lost, or an open leg whose outcome takes no bets now.
func cashoutValue(ctx context.Context, q outcomeStates, b store.Bet) (value int64, ok bool, err error) {
	if b.Status != store.BetWaitingResults || b.SystemSize > 0 {
		return 0, false, nil
	}
	legs := make([]betting.CashoutLeg, len(b.Selections))
	for i, sel := range b.Selections {
		legs[i].Placed = sel.Odds
		if sel.Result != catalogue.ResultNone {
			if sel.Result == catalogue.ResultLose {
				return 0, false, nil
			}
			legs[i].Result = sel.Result
			continue
		}
		st, err := q.OutcomeState(ctx, sel.MatchID, sel.MarketID, sel.Specifier, sel.OutcomeID)
		if err != nil || !st.OpenForBetting() {
			return 0, false, err
		}
		legs[i].Current = st.Odds
	}
	value, ok = betting.CashoutValue(b.LineStake, legs)
	return value, ok && value > 0, nil
}

// cashoutValues are what each open bet can be cashed out for now, by bet id; a bet that cannot be
// cashed out now is absent.
func (s *Service) cashoutValues(ctx context.Context, bets []store.Bet) (map[int64]int64, error) {
	out := map[int64]int64{}
	for _, b := range bets {
		v, ok, err := cashoutValue(ctx, s.Store, b)
		if err != nil {
			return nil, err
		}
		if ok {
			out[b.ID] = v
		}
	}
	return out, nil
}

// CashOut cashes out a player's open bet when its value now equals toCashout, the value they were
// shown: the bet closes as cashed_out and the value is credited, in one transaction. A refusal is
// a *Refused: CASHOUT_UNAVAILABLE, or CASHOUT_CHANGED with the value now in details.amount.
func (s *Service) CashOut(ctx context.Context, playerID, betID, toCashout int64) (apigen.PlacedBet, error) {
	now := time.UnixMilli(s.Now().UnixMilli()).UTC()
	var b store.Bet
	var raised []any
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		var err error
		b, err = tx.Bet(ctx, betID)
		if err == nil && b.PlayerID != playerID {
			err = ErrNoBet
		}
		if err != nil {
			return err
		}
		value, ok, err := cashoutValue(ctx, tx, b)
		switch {
		case err != nil:
			return err
		case !ok:
			return cashoutUnavailable()
		case value != toCashout:
			return &Refused{Body: apigen.BetError{Code: "CASHOUT_CHANGED", Message: "error.cashout.changed",
				Details: &map[string]any{"amount": value}}}
		}
		if err := tx.CloseBet(ctx, b.ID, store.BetCashedOut, store.ResultCashedOut, value, now); errors.Is(err, store.ErrBetClosed) {
			return cashoutUnavailable()
		} else if err != nil {
			return err
		}
		b.Status, b.Result, b.Payout, b.SettledAt = store.BetCashedOut, store.ResultCashedOut, value, now
		acc, err := tx.Post(ctx, b.AccountID, wallet.KindCashout, value, betRef(b.ID), now)
		if err != nil {
			return err
		}
		raised, err = s.Events.Raise(ctx, tx, events.BetCashedOut{Bet: b, Account: acc})
		return err
	})
	if err != nil {
		return apigen.PlacedBet{}, err
	}
	s.Events.Publish(ctx, raised...)
	return Contract(b), nil
}

func cashoutUnavailable() *Refused {
	return &Refused{Body: apigen.BetError{Code: "CASHOUT_UNAVAILABLE", Message: "error.cashout.unavailable"}}
}

// publishCashouts sends bet_cashout_changed for the open bets on matches whose value changed
// since it was last sent (a value that disappears is sent as a bet without cashoutAmount).
func (s *Service) publishCashouts(ctx context.Context, matchIDs []int64) error {
	open, err := s.Store.OpenBetsOn(ctx, matchIDs)
	if err != nil || len(open) == 0 {
		return err
	}
	values, err := s.cashoutValues(ctx, open)
	if err != nil {
		return err
	}
	for _, b := range open {
		v, ok := values[b.ID]
		if !s.remember(b.ID, v, ok) {
			continue
		}
		p, err := s.recipient(ctx, b.PlayerID)
		if err != nil {
			return err
		}
		out := Contract(b)
		if ok {
			out.CashoutAmount = &v
		}
		if err := playerevents.CashoutChanged(ctx, s.Publisher, s.Names, p, out); err != nil {
			s.Logger.WarnContext(ctx, "publishing bet_cashout_changed", "bet", b.ID, "err", err)
		}
	}
	return nil
}

// remember records the cash-out value last sent for a bet (-1: none) and reports whether it changed.
func (s *Service) remember(betID, value int64, ok bool) bool {
	if !ok {
		value = -1
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.sent == nil {
		s.sent = map[int64]int64{}
	}
	if last, seen := s.sent[betID]; seen && last == value {
		return false
	}
	s.sent[betID] = value
	return true
}

// forget drops a closed bet's last sent value.
func (s *Service) forget(betID int64) {
	s.mu.Lock()
	delete(s.sent, betID)
	s.mu.Unlock()
}
