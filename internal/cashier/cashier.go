// Package cashier is the cashier service: a player's accounts and current currency, deposits
// through the payment provider and the provider's answer, and the ledger. It owns these rules and
// their refusals (codes of internal/apierror), the deposit limit among them; the currency and
// balance arithmetic stays in internal/wallet. A deposit's credit commits in one transaction with
// the hooks of events.DepositSucceeded, whose subscribers run after (TellPlayers: balance_changed
// on the player's private channel).
package cashier

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/history"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/playerevents"
	"github.com/opensportsbook/sportsbook/internal/players"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// Service runs the cashier's flows.
type Service struct {
	Store     *store.Store
	Events    *events.Bus      // nil: no hooks, no subscribers
	Players   *players.Service // the profile a currency switch answers
	Publisher playerevents.Publisher
	Logger    *slog.Logger
	Now       func() time.Time
	// TestGroup is the status group whose members quick-deposit in test mode; "" nobody.
	TestGroup string
	// TestModeOn says whether quick-deposit test mode is on (the quick_deposit_test feature
	// flag); nil: always, for the test group.
	TestModeOn func(context.Context) (bool, error)
	// AutoApproveMax is the operator's threshold of each currency, in minor units: a withdrawal
	// up to it is paid without the operator (WITHDRAWAL_AUTO_APPROVE_MAX); nil or a missing
	// currency: every withdrawal waits for the operator.
	AutoApproveMax map[string]int64
}

// Currency is the wallet's currency of code; UNKNOWN_CURRENCY when there is none.
func Currency(code string) (wallet.Currency, error) {
	c, err := wallet.Lookup(code)
	if err != nil {
		return c, apierror.New(apierror.UnknownCurrency).With(map[string]any{"currency": code})
	}
	return c, nil
}

// account is the contract's Account; current is the player's current currency.
func account(a store.Account, current string) platformgen.Account {
	c, _ := wallet.Lookup(a.Currency)
	return platformgen.Account{Currency: a.Currency, Subunits: c.Subunits, Active: a.Active, Current: a.Currency == current,
		Balance: platformgen.Balance{Total: a.Balance.Total, Locked: a.Balance.Locked, AvailableToBet: a.Balance.AvailableToBet()}}
}

// Accounts are p's active accounts, the current one first.
func (s *Service) Accounts(ctx context.Context, p store.Player) ([]platformgen.Account, error) {
	accs, err := s.Store.Accounts(ctx, p.ID)
	if err != nil {
		return nil, err
	}
	out := make([]platformgen.Account, 0, len(accs))
	for _, a := range accs {
		if a.Currency == p.Currency {
			out = append([]platformgen.Account{account(a, p.Currency)}, out...)
		} else {
			out = append(out, account(a, p.Currency))
		}
	}
	return out, nil
}

// OpenAccount opens an account for p in a currency they have none in (ACCOUNT_EXISTS otherwise).
func (s *Service) OpenAccount(ctx context.Context, p store.Player, req platformgen.CreateAccountRequest) (platformgen.Account, error) {
	c, err := Currency(req.Currency)
	if err != nil {
		return platformgen.Account{}, err
	}
	a, err := s.Store.CreateAccount(ctx, p.ID, c.Code, s.Now())
	if errors.Is(err, store.ErrAccountExists) {
		return platformgen.Account{}, apierror.New(apierror.AccountExists)
	}
	if err != nil {
		return platformgen.Account{}, err
	}
	return account(a, p.Currency), nil
}

// SwitchCurrency makes one of p's accounts the current one (NO_ACCOUNT when they have none in
// the currency), and answers the profile.
func (s *Service) SwitchCurrency(ctx context.Context, p store.Player, req platformgen.CreateAccountRequest) (platformgen.Player, error) {
	c, err := Currency(req.Currency)
	if err != nil {
		return platformgen.Player{}, err
	}
	p, err = s.Store.UpdatePlayer(ctx, p.ID, store.PlayerUpdate{Currency: &c.Code})
	if errors.Is(err, store.ErrNoAccount) {
		return platformgen.Player{}, apierror.New(apierror.NoAccount)
	}
	if err != nil {
		return platformgen.Player{}, err
	}
	return s.Players.Profile(ctx, p)
}

// defaultPageLimit is the ledger's page size when the request names none.
const defaultPageLimit = 20

// Transactions is a page of p's ledger, newest first, optionally of one currency, of one kind
// and in a window of time.
func (s *Service) Transactions(ctx context.Context, p store.Player, params platformgen.ListTransactionsParams) (platformgen.TransactionList, error) {
	pr := catalogue.PageRequest{Page: 1, Limit: defaultPageLimit}
	if params.Page != nil {
		pr.Page = *params.Page
	}
	if params.Limit != nil {
		pr.Limit = *params.Limit
	}
	switch {
	case pr.Page < 1:
		return platformgen.TransactionList{}, apierror.Parameter("page")
	case pr.Limit < 1 || pr.Limit > catalogue.MaxLimit:
		return platformgen.TransactionList{}, apierror.Parameter("limit")
	}
	var f store.LedgerFilter
	if params.Currency != nil && *params.Currency != "" {
		c, err := Currency(*params.Currency)
		if err != nil {
			return platformgen.TransactionList{}, err
		}
		f.Currency = c.Code
	}
	if params.Kind != nil {
		if f.Kind = wallet.Kind(*params.Kind); !f.Kind.Known() {
			return platformgen.TransactionList{}, apierror.Parameter("kind")
		}
	}
	var err error
	if f.At, err = history.NewWindow(params.From, params.To); err != nil {
		return platformgen.TransactionList{}, apierror.Parameter("to")
	}
	entries, pg, err := s.Store.Ledger(ctx, p.ID, f, pr)
	if err != nil {
		return platformgen.TransactionList{}, err
	}
	out := platformgen.TransactionList{Items: make([]platformgen.Transaction, len(entries)),
		Pagination: platformgen.Pagination{Total: pg.Total, Page: pg.Page, Limit: pg.Limit, LastPage: pg.LastPage}}
	for i, e := range entries {
		c, _ := wallet.Lookup(e.Currency)
		out.Items[i] = platformgen.Transaction{Id: e.ID, Kind: platformgen.TransactionKind(e.Kind), Amount: e.Amount,
			Currency: e.Currency, Subunits: c.Subunits, BalanceAfter: e.BalanceAfter, Reference: &e.Reference, CreatedAt: e.CreatedAt}
	}
	return out, nil
}

// TellPlayers subscribes the players' private channels to the cashier's events: balance_changed
// once a deposit is credited, a withdrawal debited, or one credited back. A failure is logged, not
// returned: the money moved, and the client also reads the accounts on load.
func (s *Service) TellPlayers(bus *events.Bus) {
	events.Subscribe(bus, func(ctx context.Context, e events.DepositSucceeded) {
		s.balanceChanged(ctx, e.Deposit.PlayerID, e.Account)
	})
	events.Subscribe(bus, func(ctx context.Context, e events.WithdrawalChanged) {
		if e.Moved {
			s.balanceChanged(ctx, e.Withdrawal.PlayerID, e.Account)
		}
	})
}

func (s *Service) balanceChanged(ctx context.Context, playerID int64, acc store.Account) {
	lang, err := s.Store.PlayerLanguage(ctx, playerID)
	if err == nil {
		err = playerevents.BalanceChanged(ctx, s.Publisher, playerevents.Recipient{ID: playerID, Language: lang}, acc)
	}
	if err != nil {
		s.Logger.WarnContext(ctx, "publishing balance_changed", "player", playerID, "err", err)
	}
}
