package bets

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/bonuses"
	"github.com/opensportsbook/sportsbook/internal/bonusrules"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/custombet"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// placement is a placement request as the rules read it: the contract's bets, with the player's
// accept mode and limits.
type placement struct {
	playerID  int64
	currency  string
	requestID string
	quick     bool
	bets      []betting.BetRequest
	bonuses   []*apigen.BetBonus // each bet's bonus, nil for none
	accept    betting.AcceptMode
	limits    []limits.Limit
}

// bonusKinds are the kinds of the bets' bonuses, "" for none.
func (pl placement) bonusKinds() []string {
	out := make([]string, len(pl.bonuses))
	for i, b := range pl.bonuses {
		if b != nil {
			out[i] = string(b.Type)
		}
	}
	return out
}

// Place places the bets of a request for a player: all of them or, refused, none. A refusal is a
// *Refused (raised as events.BetsRefused), a malformed request an *Invalid.
func (s *Service) Place(ctx context.Context, playerID int64, req apigen.PlaceBetsRequest) ([]apigen.PlacedBet, error) {
	received := s.Now()
	out, err := s.place(ctx, playerID, req, received)
	if r := (*Refused)(nil); errors.As(err, &r) {
		s.Events.Publish(ctx, events.BetsRefused{PlayerID: playerID, Code: r.Body.Code, Received: received})
	}
	return out, err
}

func (s *Service) place(ctx context.Context, playerID int64, req apigen.PlaceBetsRequest, received time.Time) ([]apigen.PlacedBet, error) {
	if !validRequestID(req.Meta.RequestId) {
		return nil, &Invalid{Field: "meta.request_id"}
	}
	if len(req.Bets) == 0 || len(req.Bets) > 50 {
		return nil, &Invalid{Field: "bets"}
	}
	currency := req.Bets[0].Stake.Currency
	cur, err := wallet.Lookup(currency)
	if err != nil {
		return nil, &Invalid{Field: "stake.currency"}
	}
	// A request placed before answers its bets, whatever the prices do now: the transaction finds
	// its request id first and changes nothing (below). Only a custom bet is priced before the
	// transaction, so a request with one looks first, lest a moved price refuse a retry.
	if slices.ContainsFunc(req.Bets, func(b apigen.BetRequest) bool { return b.Type == apigen.CustomBet }) {
		if prior, err := s.Store.RequestBets(ctx, playerID, req.Meta.RequestId); err != nil || len(prior) > 0 {
			return contracts(prior), err
		}
	}
	pl := placement{playerID: playerID, currency: cur.Code, requestID: req.Meta.RequestId, accept: betting.AcceptNone,
		quick: req.Meta.Quick != nil && *req.Meta.Quick}
	ps, err := s.Store.GetPlayerSettings(ctx, playerID)
	if err != nil {
		return nil, err
	}
	if ps.AcceptMode != "" {
		pl.accept = betting.AcceptMode(ps.AcceptMode)
	}
	for i, b := range req.Bets {
		if b.Stake.Currency != currency {
			return nil, &Invalid{Field: fmt.Sprintf("bets[%d].stake.currency", i)}
		}
		br := betting.BetRequest{Type: string(b.Type), Stake: b.Stake.Value, Subunits: cur.Subunits}
		if b.SystemId != nil {
			br.SystemID = *b.SystemId
		}
		for _, sel := range b.Selections {
			br.Selections = append(br.Selections, betting.SelectionRequest{MatchID: sel.MatchId, MarketID: sel.MarketId,
				Specifier: sel.Specifier, OutcomeID: sel.OutcomeId, Odds: sel.Odds})
		}
		if b.Type == apigen.CustomBet {
			if br.CustomOdds, err = s.customOddsNow(ctx, b, pl.accept); err != nil {
				return nil, refusedAt(i, err)
			}
		}
		pl.bets = append(pl.bets, br)
		pl.bonuses = append(pl.bonuses, b.Bonus)
	}
	if pl.limits, err = s.Store.Limits(ctx, playerID, received); err != nil {
		return nil, err
	}
	placed, raised, err := s.commit(ctx, pl, received)
	if err != nil {
		return nil, err
	}
	if placed.Bets == nil {
		// Placed before, or by a request that raced this one.
		prior, err := s.Store.RequestBets(ctx, playerID, req.Meta.RequestId)
		return contracts(prior), err
	}
	s.Events.Publish(ctx, raised...)
	return contracts(placed.Bets), nil
}

// validRequestID reports whether a request id is 8 to 64 visible ASCII characters: a client's
// idempotency key (a UUID or the like), stored and compared as it is by either engine (PostgreSQL
// refuses a NUL in text).
func validRequestID(id string) bool {
	if len(id) < 8 || len(id) > 64 {
		return false
	}
	for i := range len(id) {
		if id[i] <= ' ' || id[i] > '~' {
			return false
		}
	}
	return true
}

// commit places every bet of a request in one transaction, or none: each is priced against the
// catalogue as it is inside the transaction, checked against the limits and the balance, then
// written and its stake debited. A request id placed before changes nothing and comes back as
// an event without bets. raised are the events to publish once it committed.
func (s *Service) commit(ctx context.Context, pl placement, received time.Time) (placed events.BetsPlaced, raised []any, err error) {
	// Stored times are milliseconds: the bets answered now read as they will read later.
	now := time.UnixMilli(received.UnixMilli()).UTC()
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		placed = events.BetsPlaced{PlayerID: pl.playerID, Received: received}
		var issued []store.PlayerBonus // by the bets' bonuses (a lootbox's prize)
		seen, acc, err := tx.StartPlacement(ctx, pl.playerID, pl.requestID, pl.currency)
		if err == nil && seen {
			return nil
		}
		if errors.Is(err, store.ErrNoAccount) {
			return refusal(betting.Refuse(betting.NoAccount, nil))
		}
		if err != nil {
			return err
		}
		if i := bonusrules.ExtraFreebet(pl.bonusKinds(), s.MultipleFreebets != nil && s.MultipleFreebets()); i >= 0 {
			return refusedAt(i, betting.Refuse(betting.MultipleFreebets, nil))
		}
		// The operator's provider statuses as this transaction reads them (a switch committed
		// before it refuses it), with the test-providers cookie's when it is honoured.
		providers, err := providerStatuses(ctx, tx)
		if err != nil {
			return err
		}
		// Which providers the operator keeps out of system bets: read only for a request holding
		// one, so that other placements make no extra query (PostgreSQL reads switches each time).
		var systemBets map[string]bool
		if slices.ContainsFunc(pl.bets, func(b betting.BetRequest) bool { return b.Type == betting.TypeSystem }) {
			if systemBets, err = tx.Switches(ctx, store.SwitchSystemBets); err != nil {
				return err
			}
		}
		var readErr error
		state := func(sel betting.SelectionRequest) catalogue.OutcomeState {
			st, err := tx.OutcomeState(ctx, sel.MatchID, sel.MarketID, sel.Specifier, sel.OutcomeID)
			readErr = errors.Join(readErr, err)
			if on, ok := providers[st.Provider]; ok && !on {
				st.ProviderOff = true
			}
			if on, ok := systemBets[st.Provider]; ok && !on {
				st.NoSystem = true
			}
			return st
		}
		var staked int64 // by earlier bets of this request, for the limits
		for i, req := range pl.bets {
			priced, refusal := betting.Price(req, state, pl.accept)
			if readErr != nil {
				return readErr
			}
			if refusal != nil {
				return refusedAt(i, refusal)
			}
			applied, err := s.applyBonus(ctx, tx, pl, i, priced, now)
			if err != nil {
				return refusedAt(i, err)
			}
			issued = append(issued, applied.Issued...)
			b := newBet(pl, acc, priced, now)
			b.Bonus, b.PotentialWin = applied.Bonus, applied.PotentialWin
			if !applied.CashStake {
				// A freebet: the operator's stake, neither debited nor counted against the limits.
				if b.ID, err = tx.InsertBet(ctx, b, i); err != nil {
					return err
				}
				placed.Bets = append(placed.Bets, b)
				continue
			}
			if err := checkStakeLimits(ctx, tx, pl, priced.TotalStake, staked, now); err != nil {
				return refusedAt(i, err)
			}
			staked += priced.TotalStake
			if b.ID, err = tx.InsertBet(ctx, b, i); err != nil {
				return err
			}
			before := acc
			acc, err = tx.PostFrom(ctx, acc, wallet.KindBetStake, -priced.TotalStake, betRef(b.ID), now)
			if errors.Is(err, wallet.ErrInsufficient) {
				return refusedAt(i, betting.Refuse(betting.InsufficientBalance,
					map[string]any{"available": before.Balance.AvailableToBet()}))
			}
			if err != nil {
				return err
			}
			placed.Bets = append(placed.Bets, b)
		}
		placed.Account = acc
		raised, err = s.Events.Raise(ctx, tx, append([]any{placed}, events.BonusesIssued(issued)...)...)
		return err
	})
	return placed, raised, err
}

// applyBonus applies the index-th bet's bonus as priced (bonuses.Service.Place): a bet with a
// bonus and no bonus service is refused; a bet without one may open a lootbox.
func (s *Service) applyBonus(ctx context.Context, tx *store.Tx, pl placement, index int, priced betting.Priced, now time.Time) (bonuses.Applied, error) {
	if s.Bonuses == nil {
		if pl.bonuses[index] != nil {
			return bonuses.Applied{}, betting.Refuse(betting.BonusNotFound, nil)
		}
		return bonuses.Applied{CashStake: true, PotentialWin: priced.PotentialWin}, nil
	}
	return s.Bonuses.Place(ctx, tx, pl.playerID, pl.bonuses[index], priced, pl.currency, now)
}

// newBet is a priced bet as it is placed: open, staked from acc.
func newBet(pl placement, acc store.Account, p betting.Priced, now time.Time) store.Bet {
	b := store.Bet{PlayerID: pl.playerID, AccountID: acc.ID, Currency: acc.Currency, RequestID: pl.requestID, Type: p.Type,
		Status: store.BetWaitingResults, Result: store.ResultNoResults, Stake: p.TotalStake, LineStake: p.LineStake,
		SystemSize: p.SystemSize, Odds: p.Odds, PotentialWin: p.PotentialWin, Quick: pl.quick, CreatedAt: now,
		PayoutStatus: store.PayoutInitial, Seen: true}
	for _, sel := range p.Selections {
		b.Selections = append(b.Selections, store.BetSelection{MatchID: sel.MatchID, MarketID: sel.MarketID, Specifier: sel.Specifier,
			OutcomeID: sel.OutcomeID, Odds: sel.Odds, MatchName: sel.MatchName, MarketName: sel.MarketName, OutcomeName: sel.OutcomeName})
	}
	return b
}

// betRef is the ledger reference of a bet's money movements.
func betRef(id int64) string { return "bet:" + strconv.FormatInt(id, 10) }

// stakeLimitRefusals are the refusal codes of the stake limits.
var stakeLimitRefusals = map[error]string{
	limits.ErrBetLimit:   betting.LimitBetExceeded,
	limits.ErrWagerLimit: betting.LimitWagerExceeded,
	limits.ErrLossLimit:  betting.LimitLossExceeded,
}

// checkStakeLimits applies the bet, wager and loss limits to a stake, counting what the player
// staked and was paid in each limit's period, plus staked by earlier bets of the same request. A
// limit reached is a *betting.Refusal.
func checkStakeLimits(ctx context.Context, tx *store.Tx, pl placement, stake, staked int64, now time.Time) error {
	var readErr error
	err := limits.CheckStake(pl.limits, pl.currency, stake, func(l limits.Limit) limits.Usage {
		wagered, paid, err := tx.StakeUsage(ctx, pl.playerID, pl.currency, limits.PeriodStart(l.Period, now))
		readErr = errors.Join(readErr, err)
		return limits.StakeUsage(wagered+staked, paid)
	}, now)
	if readErr != nil {
		return fmt.Errorf("bet usage: %w", readErr)
	}
	if code, ok := stakeLimitRefusals[err]; ok {
		return betting.Refuse(code, nil)
	}
	return err
}

func contracts(bets []store.Bet) []apigen.PlacedBet {
	out := make([]apigen.PlacedBet, len(bets))
	for i, b := range bets {
		out[i] = Contract(b)
	}
	return out
}

// customOddsNow prices a custom bet now and checks the price against the one the player saw
// under their accept mode; the builder's refusals come back as they are.
func (s *Service) customOddsNow(ctx context.Context, b apigen.BetRequest, mode betting.AcceptMode) (int64, error) {
	if b.CustomOdds == nil || len(b.Selections) == 0 {
		return 0, customRefused()
	}
	sels := make([]custombet.Selection, len(b.Selections))
	for i, sel := range b.Selections {
		if sel.MatchId != b.Selections[0].MatchId {
			return 0, customRefused()
		}
		sels[i] = custombet.Selection{MarketID: sel.MarketId, Specifier: sel.Specifier, OutcomeID: sel.OutcomeId}
	}
	odds, err := s.CustomOdds(ctx, b.Selections[0].MatchId, sels)
	if errors.Is(err, ErrNoBuilder) {
		return 0, customRefused()
	}
	if err != nil {
		return 0, err
	}
	if !betting.OddsAccepted(mode, *b.CustomOdds, odds) {
		r := customRefused()
		r.Body.Details = &map[string]any{"odds": odds}
		return 0, r
	}
	return odds, nil
}

// refusedAt names the index-th bet of the request as the refused one (errors_by_bet); err is a
// *Refused or a *betting.Refusal, anything else comes back as it is.
func refusedAt(index int, err error) error {
	var r *Refused
	var br *betting.Refusal
	switch {
	case errors.As(err, &r):
	case errors.As(err, &br):
		r = refusal(br)
	default:
		return err
	}
	return r.at(index)
}

// at names the index-th bet of the request as the refused one (errors_by_bet).
func (r *Refused) at(index int) *Refused {
	r.Body.ErrorsByBet = &[]struct {
		Code    string `json:"code"`
		Index   int    `json:"index"`
		Message string `json:"message"`
	}{{Code: r.Body.Code, Index: index, Message: r.Body.Message}}
	return r
}

// refusal is a rule's refusal in the contract's BetError.
func refusal(r *betting.Refusal) *Refused {
	body := apigen.BetError{Code: r.Code, Message: r.Message}
	if r.Details != nil {
		d := map[string]any(r.Details)
		body.Details = &d
	}
	return &Refused{Body: body}
}
