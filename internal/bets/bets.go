// Package bets is the bet service: it owns the rules of placing, settling and cashing out bets
// and their refusal codes, and runs each of them in one store transaction (store.InTx), raising
// the domain events (events.BetsPlaced, BetSettled, BetCashedOut) inside it and publishing them
// once it commits. It converts bets to the contract, and tells players on their private channel
// (bet_changed, balance_changed, bet_cashout_changed) by subscribing to its own events.
package bets

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/betting"
	"github.com/opensportsbook/sportsbook/internal/bonuses"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/cataloguei18n"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/playerevents"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
	"github.com/opensportsbook/sportsbook/internal/wire"
)

// Service places, lists, settles and cashes out bets.
type Service struct {
	Store     *store.Store
	Events    *events.Bus // nil: no hooks, no subscribers
	Publisher playerevents.Publisher
	Names     *cataloguei18n.Catalogue // the selections' names published to a player, in their language
	Bonuses   BonusRules               // nil: bets take no bonus
	// MultipleFreebets says whether a placement may use several freebets, one per bet (site.yaml's
	// multiActiveFreebetsAllowed, read at each placement); nil: one at most.
	MultipleFreebets func() bool
	Logger           *slog.Logger
	Now              func() time.Time

	mu   sync.Mutex
	sent map[int64]int64 // cash-out value last sent per open bet
}

// BonusRules applies a bet's bonus inside placement and settlement; bonuses.Service implements it.
type BonusRules interface {
	Place(ctx context.Context, tx *store.Tx, playerID int64, bonus *apigen.BetBonus, p betting.Priced, currency string, now time.Time) (bonuses.Applied, error)
	Settle(ctx context.Context, tx *store.Tx, b store.Bet, legs []betting.Leg, payout int64, result string, now time.Time) (int64, []store.PlayerBonus, error)
}

// Refused is a refused placement, answered 422 with the contract's BetError.
type Refused struct{ Body apigen.BetError }

func (e *Refused) Error() string { return "bets: refused: " + e.Body.Code }

// Invalid is a malformed placement request, answered 400.
type Invalid struct{ Field string }

func (e *Invalid) Error() string { return "bets: invalid " + e.Field }

// List lists a player's bets.
func (s *Service) List(ctx context.Context, playerID int64, f store.BetFilter, p catalogue.PageRequest) ([]apigen.PlacedBet, catalogue.Pagination, error) {
	bets, pg, err := s.Store.ListBets(ctx, playerID, f, p)
	if err != nil {
		return nil, pg, err
	}
	providers, err := providerStatuses(ctx, s.Store)
	if err != nil {
		return nil, pg, err
	}
	values, err := s.cashoutValues(ctx, providers, bets)
	if err != nil {
		return nil, pg, err
	}
	out := make([]apigen.PlacedBet, len(bets))
	for i, b := range bets {
		out[i] = Contract(b)
		if v, ok := values[b.ID]; ok {
			out[i].CashoutAmount = &v
		}
	}
	return out, pg, nil
}

// Sports are the sports of the player's bets, the choices of the bet history's sport filter.
func (s *Service) Sports(ctx context.Context, playerID int64) ([]apigen.SportRef, error) {
	sports, err := s.Store.BetSports(ctx, playerID)
	if err != nil {
		return nil, err
	}
	out := make([]apigen.SportRef, len(sports))
	for i, sp := range sports {
		out[i] = wire.SportRef(sp)
	}
	return out, nil
}

// MarkSeen marks the player's settled bets seen (spec section 4: only those not seen yet).
func (s *Service) MarkSeen(ctx context.Context, playerID int64, betIDs []int64) error {
	return s.Store.MarkBetsSeen(ctx, playerID, betIDs)
}

// PlayerSettings reads the player's own bet settings.
func (s *Service) PlayerSettings(ctx context.Context, playerID int64) (store.PlayerSettings, error) {
	return s.Store.GetPlayerSettings(ctx, playerID)
}

// SavePlayerSettings writes the player's own bet settings.
func (s *Service) SavePlayerSettings(ctx context.Context, playerID int64, ps store.PlayerSettings) error {
	return s.Store.SavePlayerSettings(ctx, playerID, ps)
}

// TellPlayers subscribes the players' private channels to the bet events: bet_changed and
// balance_changed as bets are placed (a page of the player that did not place them lists them
// too), settled and cashed out. A settled or cashed-out bet also
// leaves the cash-out values being watched. A provider switched off or on sends
// bet_cashout_changed for the open bets on it.
func (s *Service) TellPlayers(bus *events.Bus) {
	events.Subscribe(bus, func(ctx context.Context, e events.BetsPlaced) {
		s.tell(ctx, e.PlayerID, e.Account, contracts(e.Bets)...)
	})
	events.Subscribe(bus, func(ctx context.Context, e events.BetSettled) {
		s.tell(ctx, e.Bet.PlayerID, e.Account, Contract(e.Bet))
		s.forget(e.Bet.ID)
	})
	events.Subscribe(bus, func(ctx context.Context, e events.BetCashedOut) {
		s.tell(ctx, e.Bet.PlayerID, e.Account, Contract(e.Bet))
		s.forget(e.Bet.ID)
	})
	events.Subscribe(bus, func(ctx context.Context, e events.ProviderStatusChanged) {
		if s.Publisher == nil {
			return
		}
		if err := s.providerSwitched(ctx, e); err != nil {
			s.Logger.WarnContext(ctx, "telling players of a provider's cash-outs", "provider", e.Provider, "err", err)
		}
	})
}

// tell publishes the bets as they are now (bet_changed, so that every page of the player lists
// them) and then the account's balance to the player.
func (s *Service) tell(ctx context.Context, playerID int64, acc store.Account, bets ...apigen.PlacedBet) {
	if s.Publisher == nil {
		return
	}
	p, err := s.recipient(ctx, playerID)
	for _, b := range bets {
		if err == nil {
			err = playerevents.BetChanged(ctx, s.Publisher, s.Names, p, b)
		}
	}
	if err == nil {
		err = playerevents.BalanceChanged(ctx, s.Publisher, p, acc)
	}
	if err != nil {
		s.Logger.WarnContext(ctx, "telling a player of a bet", "player", playerID, "err", err)
	}
}

// recipient reads what a publication to a player's private channel needs.
func (s *Service) recipient(ctx context.Context, playerID int64) (playerevents.Recipient, error) {
	lang, err := s.Store.PlayerLanguage(ctx, playerID)
	return playerevents.Recipient{ID: playerID, Language: lang}, err
}

// Contract converts a stored bet to the contract's PlacedBet.
func Contract(b store.Bet) apigen.PlacedBet {
	c, _ := wallet.Lookup(b.Currency)
	payout := apigen.PayoutStatus(b.PayoutStatus)
	out := apigen.PlacedBet{BetId: b.ID, Type: apigen.BetType(b.Type), Ref: "SB-" + strconv.FormatInt(b.ID, 10),
		Status: apigen.BetStatus(b.Status), Stake: b.Stake, Currency: b.Currency, Subunits: c.Subunits, Odds: b.Odds,
		WinAmount: b.PotentialWin, CreatedAt: b.CreatedAt, Result: apigen.BetResult(b.Result), UsedInJackpot: &b.UsedInJackpot,
		PayoutStatus: &payout, Seen: &b.Seen}
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
	if b.Bonus.ID != 0 {
		out.Bonus = &apigen.BetBonus{Id: strconv.FormatInt(b.Bonus.ID, 10), Type: apigen.BonusKind(b.Bonus.Type), Odds: &b.Bonus.Odds}
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
