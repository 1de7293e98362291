package cashier

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/players"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// Withdrawals (issue 27): a player asks for an amount to be paid out to a card they saved with a
// deposit. The amount leaves the balance when it is asked for, in one transaction with the
// withdrawal (ledger kind withdrawal, reference withdrawal:ID). An amount up to the operator's
// threshold in its currency (AutoApproveMax, WITHDRAWAL_AUTO_APPROVE_MAX) is paid at once; any
// other stays pending until the operator approves it (paid) or rejects it, or the player cancels
// it. A rejection or a cancellation credits the amount back, once (withdrawal_returned,
// withdrawal:ID:returned): the status moves only from pending (store.Tx.DecideWithdrawal), so of
// an approval racing a cancellation one wins and the money moves once.
//
// Responsible gambling: a self-excluded or cooling-off player may still withdraw (their money is
// never trapped by the exclusion), so these rules check no exclusion; a locked account may not.

// maxWithdrawal bounds one withdrawal, in minor units, as maxDeposit bounds a deposit.
const maxWithdrawal = maxDeposit

// maxReasonLength bounds the operator's reason for a rejection, in characters.
const maxReasonLength = 500

// AutoApproved says whether a withdrawal of amount in currency is paid without the operator:
// amounts up to the currency's threshold are (limits maps a currency to its threshold in minor
// units; a currency without one, or with 0, always waits for the operator).
func AutoApproved(amount int64, currency string, limits map[string]int64) bool {
	limit := limits[currency]
	return limit > 0 && amount > 0 && amount <= limit
}

// checkWithdrawal is the rules of a withdrawal's amount against the account's balance, before
// anything is written: WITHDRAWAL_AMOUNT for an amount out of bounds, INSUFFICIENT_FUNDS (with
// what can be withdrawn) above the withdrawable part of the balance.
func checkWithdrawal(amount int64, b wallet.Balance, currency string) error {
	if amount <= 0 || amount > maxWithdrawal {
		return apierror.New(apierror.WithdrawalAmount).With(map[string]any{"max": int64(maxWithdrawal), "currency": currency})
	}
	if w := b.Withdrawable(); amount > w {
		return apierror.New(apierror.InsufficientFunds).With(map[string]any{"withdrawable": w, "currency": currency})
	}
	return nil
}

// PaymentMethods are p's saved methods.
func (s *Service) PaymentMethods(ctx context.Context, p store.Player) ([]store.PaymentMethod, error) {
	return s.Store.PaymentMethods(ctx, p.ID)
}

// RemovePaymentMethod removes one of p's saved methods; METHOD_NOT_FOUND when it is not theirs or
// already removed. Pending withdrawals to it are still paid to it.
func (s *Service) RemovePaymentMethod(ctx context.Context, p store.Player, id int64) error {
	err := s.Store.RemovePaymentMethod(ctx, p.ID, id, s.Now())
	if errors.Is(err, store.ErrNoMethod) {
		return apierror.New(apierror.MethodNotFound)
	}
	return err
}

// RequestWithdrawal asks for amount in currency to be paid out to p's saved method methodID. The
// refusals, which change nothing: ACCOUNT_LOCKED, WITHDRAWAL_AMOUNT, UNKNOWN_CURRENCY,
// AUTH_FIELDS_MISSED (as a deposit: the payout needs the holder's name), NO_PAYMENT_METHOD (none
// saved), METHOD_NOT_FOUND (another player's or removed), NO_ACCOUNT, INSUFFICIENT_FUNDS.
func (s *Service) RequestWithdrawal(ctx context.Context, p store.Player, amount int64, currency string, methodID int64) (store.Withdrawal, error) {
	if p.Locked() {
		return store.Withdrawal{}, apierror.New(apierror.AccountLocked)
	}
	if amount <= 0 || amount > maxWithdrawal {
		return store.Withdrawal{}, checkWithdrawal(amount, wallet.Balance{}, currency)
	}
	c, err := Currency(currency)
	if err != nil {
		return store.Withdrawal{}, err
	}
	if missed := players.MissingFields(p); len(missed) > 0 {
		return store.Withdrawal{}, apierror.New(apierror.AuthFieldsMissed).With(map[string]any{"fields": missed})
	}
	methods, err := s.Store.PaymentMethods(ctx, p.ID)
	if err != nil {
		return store.Withdrawal{}, err
	}
	if len(methods) == 0 {
		return store.Withdrawal{}, apierror.New(apierror.NoPaymentMethod)
	}
	now := s.Now()
	status := store.WithdrawalPending
	if AutoApproved(amount, c.Code, s.AutoApproveMax) {
		status = store.WithdrawalPaid
	}
	var w store.Withdrawal
	var raised []any
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		// Read again in the transaction: a removal may have come in between.
		m, err := tx.PaymentMethod(ctx, p.ID, methodID)
		if errors.Is(err, store.ErrNoMethod) {
			return apierror.New(apierror.MethodNotFound)
		}
		if err != nil {
			return err
		}
		acc, err := tx.ActiveAccount(ctx, p.ID, c.Code)
		if errors.Is(err, store.ErrNoAccount) {
			return apierror.New(apierror.NoAccount)
		}
		if err != nil {
			return err
		}
		if err := checkWithdrawal(amount, acc.Balance, c.Code); err != nil {
			return err
		}
		w, err = tx.CreateWithdrawal(ctx, store.Withdrawal{PlayerID: p.ID, AccountID: acc.ID, MethodID: m.ID, Amount: amount,
			Currency: c.Code, Status: status, CreatedAt: now})
		if err != nil {
			return err
		}
		acc, err = tx.PostFrom(ctx, acc, wallet.KindWithdrawal, -amount, "withdrawal:"+strconv.FormatInt(w.ID, 10), now)
		if errors.Is(err, wallet.ErrInsufficient) {
			return apierror.New(apierror.InsufficientFunds).With(map[string]any{"withdrawable": acc.Balance.Withdrawable(), "currency": c.Code})
		}
		if err != nil {
			return err
		}
		raised, err = s.Events.Raise(ctx, tx, events.WithdrawalChanged{Withdrawal: w, Account: acc, Moved: true})
		return err
	})
	if err != nil {
		return store.Withdrawal{}, err
	}
	s.Events.Publish(ctx, raised...)
	return w, nil
}

// CancelWithdrawal cancels one of p's pending withdrawals and credits its amount back:
// WITHDRAWAL_NOT_FOUND when it is not theirs, WITHDRAWAL_NOT_PENDING once it was decided.
func (s *Service) CancelWithdrawal(ctx context.Context, p store.Player, id int64) (store.Withdrawal, error) {
	return s.decide(ctx, id, p.ID, store.WithdrawalCancelled, "")
}

// ApproveWithdrawal is the operator's approval of a pending withdrawal: it is paid (its money
// left the balance when it was asked for).
func (s *Service) ApproveWithdrawal(ctx context.Context, id int64) (store.Withdrawal, error) {
	return s.decide(ctx, id, 0, store.WithdrawalPaid, "")
}

// RejectWithdrawal is the operator's rejection of a pending withdrawal, with a reason the player
// reads (INVALID_PARAMETER reason when empty or above 500 characters); its amount is credited back.
func (s *Service) RejectWithdrawal(ctx context.Context, id int64, reason string) (store.Withdrawal, error) {
	reason = strings.TrimSpace(reason)
	if reason == "" || utf8.RuneCountInString(reason) > maxReasonLength || !utf8.ValidString(reason) {
		return store.Withdrawal{}, apierror.Parameter("reason")
	}
	return s.decide(ctx, id, 0, store.WithdrawalRejected, reason)
}

// decide moves a pending withdrawal to status in one transaction, crediting the amount back
// unless it is paid; playerID > 0 requires it to be that player's.
func (s *Service) decide(ctx context.Context, id, playerID int64, status, reason string) (store.Withdrawal, error) {
	now := s.Now()
	var w store.Withdrawal
	var raised []any
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		var err error
		w, err = tx.DecideWithdrawal(ctx, id, playerID, status, reason, now)
		switch {
		case errors.Is(err, store.ErrNoWithdrawal):
			return apierror.New(apierror.WithdrawalNotFound)
		case errors.Is(err, store.ErrWithdrawalDecided):
			return apierror.New(apierror.WithdrawalNotPending).With(map[string]any{"status": w.Status})
		case err != nil:
			return err
		}
		var acc store.Account
		moved := status != store.WithdrawalPaid
		if moved {
			acc, err = tx.Post(ctx, w.AccountID, wallet.KindWithdrawalReturned, w.Amount, "withdrawal:"+strconv.FormatInt(w.ID, 10)+":returned", now)
		} else {
			acc, err = tx.Account(ctx, w.AccountID)
		}
		if err != nil {
			return err
		}
		raised, err = s.Events.Raise(ctx, tx, events.WithdrawalChanged{Withdrawal: w, Account: acc, Moved: moved})
		return err
	})
	if err != nil {
		return store.Withdrawal{}, err
	}
	s.Events.Publish(ctx, raised...)
	return w, nil
}

// Withdrawals are a page of p's withdrawals, newest first.
func (s *Service) Withdrawals(ctx context.Context, p store.Player, page, limit *int) ([]store.Withdrawal, catalogue.Pagination, error) {
	pr, err := pageRequest(page, limit)
	if err != nil {
		return nil, catalogue.Pagination{}, err
	}
	return s.Store.Withdrawals(ctx, p.ID, pr)
}

// PendingWithdrawals are a page of every player's pending withdrawals, oldest first: the
// operator's queue.
func (s *Service) PendingWithdrawals(ctx context.Context, page, limit *int) ([]store.Withdrawal, catalogue.Pagination, error) {
	pr, err := pageRequest(page, limit)
	if err != nil {
		return nil, catalogue.Pagination{}, err
	}
	return s.Store.PendingWithdrawals(ctx, pr)
}

// pageRequest is a page and a limit as a request names them (nil: the first page, 20 a page);
// INVALID_PARAMETER page or limit out of bounds.
func pageRequest(page, limit *int) (catalogue.PageRequest, error) {
	pr := catalogue.PageRequest{Page: 1, Limit: defaultPageLimit}
	if page != nil {
		pr.Page = *page
	}
	if limit != nil {
		pr.Limit = *limit
	}
	switch {
	case pr.Page < 1:
		return pr, apierror.Parameter("page")
	case pr.Limit < 1 || pr.Limit > catalogue.MaxLimit:
		return pr, apierror.Parameter("limit")
	}
	return pr, nil
}

// WithdrawalView is a withdrawal as the contract answers it.
func WithdrawalView(w store.Withdrawal) platformgen.Withdrawal {
	c, _ := wallet.Lookup(w.Currency)
	out := platformgen.Withdrawal{Id: w.ID, Amount: w.Amount, Currency: w.Currency, Subunits: c.Subunits,
		Status: platformgen.WithdrawalStatus(w.Status), MethodId: w.MethodID, MethodLabel: w.MethodLabel, CreatedAt: w.CreatedAt}
	if w.Reason != "" {
		out.Reason = &w.Reason
	}
	if !w.DecidedAt.IsZero() {
		out.DecidedAt = &w.DecidedAt
	}
	return out
}

// MethodView is a saved payment method as the contract answers it.
func MethodView(m store.PaymentMethod) platformgen.PaymentMethod {
	return platformgen.PaymentMethod{Id: m.ID, Kind: platformgen.PaymentMethodKind(m.Kind), Label: m.Label, CreatedAt: m.CreatedAt}
}
