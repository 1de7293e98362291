package bets

import (
	"context"
	"errors"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/operator"
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

// cashoutOffer is what an open bet can be cashed out for now: ok is false when it cannot be cashed
// out now (closed, a system bet, a leg lost, or an open leg whose outcome takes no bets now or
// whose provider is off). ProviderOff names that provider when it is why.
type cashoutOffer struct {
	Value       int64
	OK          bool
	ProviderOff string
}

// cashoutValue is the cash-out offer of a bet, its open legs read from q and their providers'
// statuses from providers (absent: on).
func cashoutValue(ctx context.Context, q outcomeStates, providers map[string]bool, b store.Bet) (cashoutOffer, error) {
	var offer cashoutOffer
	if b.Status != store.BetWaitingResults || b.SystemSize > 0 {
		return offer, nil
	}
	legs := make([]betting.CashoutLeg, len(b.Selections))
	for i, sel := range b.Selections {
		legs[i].Placed = sel.Odds
		if sel.Result != catalogue.ResultNone {
			if sel.Result == catalogue.ResultLose {
				return offer, nil
			}
			legs[i].Result = sel.Result
			continue
		}
		st, err := q.OutcomeState(ctx, sel.MatchID, sel.MarketID, sel.Specifier, sel.OutcomeID)
		if err != nil || !st.OpenForBetting() {
			return offer, err
		}
		legs[i].Current = st.Odds
		if on, ok := providers[st.Provider]; ok && !on {
			legs[i].ProviderOff = true
			offer.ProviderOff = st.Provider
		}
	}
	offer.Value, offer.OK = betting.CashoutValue(b.LineStake, legs)
	offer.OK = offer.OK && offer.Value > 0
	return offer, nil
}

// cashoutValues are what each open bet can be cashed out for now, by bet id, with providers'
// statuses; a bet that cannot be cashed out now is absent.
func (s *Service) cashoutValues(ctx context.Context, providers map[string]bool, bets []store.Bet) (map[int64]int64, error) {
	out := map[int64]int64{}
	for _, b := range bets {
		offer, err := cashoutValue(ctx, s.Store, providers, b)
		if err != nil {
			return nil, err
		}
		if offer.OK {
			out[b.ID] = offer.Value
		}
	}
	return out, nil
}

// switches reads the operator's provider statuses: in a transaction (*store.Tx) or outside (*store.Store).
type switches interface {
	Switches(ctx context.Context, kind string) (map[string]bool, error)
}

// providerStatuses are the operator's provider statuses as q reads them, with the test-providers
// cookie's when the request carried one (operator.Apply): what placement and cash-out obey.
func providerStatuses(ctx context.Context, q switches) (map[string]bool, error) {
	stored, err := q.Switches(ctx, store.SwitchProvider)
	if err != nil {
		return nil, err
	}
	return operator.Apply(ctx, stored), nil
}

// CashOut cashes out a player's open bet when its value now equals toCashout, the value they were
// shown: the bet closes as cashed_out and the value is credited, in one transaction. A refusal is
// a *Refused: CASHOUT_UNAVAILABLE (naming in details.provider a provider switched off, when that
// is why), or CASHOUT_CHANGED with the value now in details.amount.
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
		// The statuses as this transaction reads them: a switch committed before it refuses it.
		providers, err := providerStatuses(ctx, tx)
		if err != nil {
			return err
		}
		offer, err := cashoutValue(ctx, tx, providers, b)
		value := offer.Value
		switch {
		case err != nil:
			return err
		case !offer.OK && offer.ProviderOff != "":
			// The catalogue's code for a cash-out not offered now; the provider tells why.
			refused := cashoutUnavailable()
			refused.Body.Details = &map[string]any{"provider": offer.ProviderOff}
			return refused
		case !offer.OK:
			return cashoutUnavailable()
		case value != toCashout:
			return refusal(betting.Refuse(betting.CashoutChanged, map[string]any{"amount": value}))
		}
		// Seen: the player closed it themselves.
		closing := store.Closing{Status: store.BetCashedOut, Result: store.ResultCashedOut, Payout: value, PayoutStatus: closingPayout(value), Seen: true}
		if err := tx.CloseBet(ctx, b.ID, closing, now); errors.Is(err, store.ErrBetClosed) {
			return cashoutUnavailable()
		} else if err != nil {
			return err
		}
		b.Status, b.Result, b.Payout, b.SettledAt = store.BetCashedOut, store.ResultCashedOut, value, now
		acc, err := tx.Post(ctx, b.AccountID, wallet.KindCashout, value, betRef(b.ID), now)
		if err != nil {
			return err
		}
		if err := tx.PayoutPaid(ctx, b.ID); err != nil {
			return err
		}
		b.PayoutStatus, b.Seen = store.PayoutPaid, true
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
	return refusal(betting.Refuse(betting.CashoutUnavailable, nil))
}

// publishCashouts sends bet_cashout_changed for the open bets whose value changed since it was
// last sent (a value that disappears is sent as a bet without cashoutAmount). The values are
// those of the provider statuses everyone sees: a player's channel is no request of theirs.
func (s *Service) publishCashouts(ctx context.Context, open []store.Bet) error {
	if len(open) == 0 {
		return nil
	}
	providers, err := s.Store.Switches(ctx, store.SwitchProvider)
	if err != nil {
		return err
	}
	values, err := s.cashoutValues(ctx, providers, open)
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

// providerSwitched sends bet_cashout_changed for the open bets on the provider's markets: a
// provider switched off takes their cash-out away, switched on offers it again.
func (s *Service) providerSwitched(ctx context.Context, e events.ProviderStatusChanged) error {
	open, err := s.Store.OpenBetsOnProvider(ctx, e.Provider)
	if err != nil {
		return err
	}
	return s.publishCashouts(ctx, open)
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
