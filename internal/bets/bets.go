// Package bets is the service behind the sportsbook API's bet calls: it turns the contract's
// placement request into the store's one-transaction placement (with the player's limits and
// accept mode), converts placed bets to the contract, settles bets when the feed settles markets,
// and tells the player on their private channel (bet_changed, balance_changed).
package bets

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/custombet"
	"github.com/opensportsbook/sportsbook/internal/playerevents"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// Service places, lists and settles bets.
type Service struct {
	Store     *store.Store
	Publisher playerevents.Publisher
	Logger    *slog.Logger
	Now       func() time.Time

	mu   sync.Mutex
	sent map[int64]int64 // cash-out value last sent per open bet
}

// Refused is a refused placement, answered 422 with the contract's BetError.
type Refused struct{ Body apigen.BetError }

func (e *Refused) Error() string { return "bets: refused: " + e.Body.Code }

// Invalid is a malformed placement request, answered 400.
type Invalid struct{ Field string }

func (e *Invalid) Error() string { return "bets: invalid " + e.Field }

// Place places the bets of a request for a player.
func (s *Service) Place(ctx context.Context, playerID int64, req apigen.PlaceBetsRequest) ([]apigen.PlacedBet, error) {
	if n := len(req.Meta.RequestId); n < 8 || n > 64 {
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
	// A request placed before answers its bets, whatever the prices do now (the store checks this
	// again inside its transaction, for requests that race).
	if prior, err := s.Store.RequestBets(ctx, playerID, req.Meta.RequestId); err != nil || len(prior) > 0 {
		return contracts(prior), err
	}
	pl := store.BetPlacement{PlayerID: playerID, Currency: cur.Code, RequestID: req.Meta.RequestId, Accept: betting.AcceptNone,
		Quick: req.Meta.Quick != nil && *req.Meta.Quick}
	ps, err := s.Store.GetPlayerSettings(ctx, playerID)
	if err != nil {
		return nil, err
	}
	if ps.AcceptMode != "" {
		pl.Accept = betting.AcceptMode(ps.AcceptMode)
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
			if br.CustomOdds, err = s.customOddsNow(ctx, b, pl.Accept); err != nil {
				return nil, refusedAt(i, err)
			}
		}
		pl.Bets = append(pl.Bets, br)
	}
	now := s.Now()
	if pl.Limits, err = s.Store.Limits(ctx, playerID, now); err != nil {
		return nil, err
	}
	placed, acc, repeated, err := s.Store.PlaceBets(ctx, pl, now)
	var r *store.BetRefusal
	switch {
	case errors.As(err, &r):
		return nil, refused(r)
	case errors.Is(err, store.ErrNoAccount):
		return nil, &Refused{Body: apigen.BetError{Code: "NO_ACCOUNT", Message: "error.wallet.no_account"}}
	case err != nil:
		return nil, err
	}
	if !repeated {
		s.tell(ctx, playerID, acc, nil)
	}
	return contracts(placed), nil
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

// refusedAt marks a refusal as the index-th bet's.
func refusedAt(index int, err error) error {
	var r *Refused
	if !errors.As(err, &r) {
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

func refused(r *store.BetRefusal) *Refused {
	body := apigen.BetError{Code: r.Refusal.Code, Message: r.Refusal.Message}
	if r.Refusal.Details != nil {
		d := map[string]any(r.Refusal.Details)
		body.Details = &d
	}
	return (&Refused{Body: body}).at(r.Index)
}

// List lists a player's bets.
func (s *Service) List(ctx context.Context, playerID int64, status, result string, p catalogue.PageRequest) ([]apigen.PlacedBet, catalogue.Pagination, error) {
	bets, pg, err := s.Store.ListBets(ctx, playerID, store.BetFilter{Status: status, Result: result}, p)
	if err != nil {
		return nil, pg, err
	}
	values := s.Store.CashoutValues(ctx, bets)
	out := make([]apigen.PlacedBet, len(bets))
	for i, b := range bets {
		out[i] = Contract(b)
		if v, ok := values[b.ID]; ok {
			out[i].CashoutAmount = &v
		}
	}
	return out, pg, nil
}

// ErrNoBet is returned by CashOut for a bet that is not the player's.
var ErrNoBet = store.ErrNoBet

// CashOut cashes out a player's bet at the value they were shown, and tells them.
func (s *Service) CashOut(ctx context.Context, playerID, betID, toCashout int64) (apigen.PlacedBet, error) {
	b, acc, err := s.Store.CashOut(ctx, playerID, betID, toCashout, s.Now())
	var r *store.BetRefusal
	if errors.As(err, &r) {
		body := apigen.BetError{Code: r.Refusal.Code, Message: r.Refusal.Message}
		if r.Refusal.Details != nil {
			d := map[string]any(r.Refusal.Details)
			body.Details = &d
		}
		return apigen.PlacedBet{}, &Refused{Body: body}
	}
	if err != nil {
		return apigen.PlacedBet{}, err
	}
	out := Contract(b)
	s.tell(ctx, playerID, acc, &out)
	s.forget(b.ID)
	return out, nil
}

// PlayerSettings reads the player's own bet settings.
func (s *Service) PlayerSettings(ctx context.Context, playerID int64) (store.PlayerSettings, error) {
	return s.Store.GetPlayerSettings(ctx, playerID)
}

// SavePlayerSettings writes the player's own bet settings.
func (s *Service) SavePlayerSettings(ctx context.Context, playerID int64, ps store.PlayerSettings) error {
	return s.Store.SavePlayerSettings(ctx, playerID, ps)
}

// MarketsChanged settles the bets of settled (or cancelled) markets and tells their players, and
// sends bet_cashout_changed for open bets on the other markets whose cash-out value changed. It
// implements updates.BetHook.
func (s *Service) MarketsChanged(ctx context.Context, markets []catalogue.Market) error {
	var done []store.MarketKey
	moved := map[int64]bool{}
	for _, m := range markets {
		if m.Status == catalogue.MarketStatusSettled || m.Status == catalogue.MarketStatusCancelled {
			done = append(done, store.MarketKey{MatchID: m.MatchID, MarketID: m.MarketID, Specifier: m.Specifier})
		} else {
			moved[m.MatchID] = true
		}
	}
	if len(done) > 0 {
		settled, err := s.Store.SettleMarkets(ctx, done, s.Now())
		if err != nil {
			return fmt.Errorf("settling bets: %w", err)
		}
		for _, sb := range settled {
			b := Contract(sb.Bet)
			s.tell(ctx, sb.Bet.PlayerID, sb.Account, &b)
			s.forget(sb.Bet.ID)
		}
	}
	if len(moved) == 0 || s.Publisher == nil {
		return nil
	}
	return s.publishCashouts(ctx, slices.Collect(maps.Keys(moved)))
}

// SettleLeftovers settles the bets on markets that settled while no settlement ran (a crash
// between storing a batch and settling it). The server runs it at start.
func (s *Service) SettleLeftovers(ctx context.Context) error {
	keys, err := s.Store.UnsettledMarkets(ctx)
	if err != nil || len(keys) == 0 {
		return err
	}
	settled, err := s.Store.SettleMarkets(ctx, keys, s.Now())
	if err != nil {
		return fmt.Errorf("settling left-over bets: %w", err)
	}
	for _, sb := range settled {
		b := Contract(sb.Bet)
		s.tell(ctx, sb.Bet.PlayerID, sb.Account, &b)
	}
	return nil
}

// publishCashouts sends bet_cashout_changed for the open bets on matches whose value changed
// since it was last sent (a value that disappears is sent as a bet without cashoutAmount).
func (s *Service) publishCashouts(ctx context.Context, matchIDs []int64) error {
	open, err := s.Store.OpenBetsOn(ctx, matchIDs)
	if err != nil || len(open) == 0 {
		return err
	}
	values := s.Store.CashoutValues(ctx, open)
	for _, b := range open {
		v, ok := values[b.ID]
		if !s.remember(b.ID, v, ok) {
			continue
		}
		p, err := s.Store.PlayerByID(ctx, b.PlayerID)
		if err != nil {
			return err
		}
		out := Contract(b)
		if ok {
			out.CashoutAmount = &v
		}
		if err := playerevents.CashoutChanged(ctx, s.Publisher, p, out); err != nil {
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

// tell publishes a bet change (when bet is set) and the account's balance to the player.
func (s *Service) tell(ctx context.Context, playerID int64, acc store.Account, bet *apigen.PlacedBet) {
	if s.Publisher == nil {
		return
	}
	p, err := s.Store.PlayerByID(ctx, playerID)
	if err == nil && bet != nil {
		err = playerevents.BetChanged(ctx, s.Publisher, p, *bet)
	}
	if err == nil {
		err = playerevents.BalanceChanged(ctx, s.Publisher, p, acc)
	}
	if err != nil {
		s.Logger.WarnContext(ctx, "telling a player of a bet", "player", playerID, "err", err)
	}
}

// Contract converts a stored bet to the contract's PlacedBet.
func Contract(b store.Bet) apigen.PlacedBet {
	c, _ := wallet.Lookup(b.Currency)
	out := apigen.PlacedBet{BetId: b.ID, Type: apigen.BetType(b.Type), Ref: "SB-" + strconv.FormatInt(b.ID, 10),
		Status: apigen.BetStatus(b.Status), Stake: b.Stake, Currency: b.Currency, Subunits: c.Subunits, Odds: b.Odds,
		WinAmount: b.PotentialWin, CreatedAt: b.CreatedAt, Result: apigen.BetResult(b.Result)}
	if b.Status != store.BetWaitingResults {
		out.WinAmount = b.Payout
	}
	if b.SystemSize > 0 {
		n := len(b.Selections)
		out.SystemType = &struct {
			Id         string `json:"id"`
			TotalCount int    `json:"totalCount"`
			WinCount   int    `json:"winCount"`
		}{Id: fmt.Sprintf("%d/%d", b.SystemSize, n), TotalCount: n, WinCount: b.SystemSize}
	}
	out.Selections = make([]apigen.PlacedSelection, len(b.Selections))
	for i, sel := range b.Selections {
		status := string(sel.Result)
		if status == "" {
			status = "open"
		}
		out.Selections[i] = apigen.PlacedSelection{MatchId: sel.MatchID, MarketId: sel.MarketID, Specifier: sel.Specifier,
			OutcomeId: sel.OutcomeID, Odds: sel.Odds, MatchName: sel.MatchName, MarketName: sel.MarketName,
			OutcomeName: sel.OutcomeName, Status: status}
	}
	return out
}
