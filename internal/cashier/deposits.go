package cashier

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"time"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/auth"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/events"
	"github.com/opensportsbook/sportsbook/internal/limits"
	"github.com/opensportsbook/sportsbook/internal/platformgen"
	"github.com/opensportsbook/sportsbook/internal/players"
	"github.com/opensportsbook/sportsbook/internal/sitepath"
	"github.com/opensportsbook/sportsbook/internal/store"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// PaymentPath is where the simulated payment provider's page is served.
const PaymentPath = "/payment/sim"

// maxDeposit bounds one deposit, in minor units (a million in two-decimal currencies).
const maxDeposit = 100_000_000

// defaultReturnPath is where the provider page sends the browser back when the deposit named no
// acceptable path.
const defaultReturnPath = "/profile/wallet/deposit"

// quickOutcome is the simulated provider's answer to a quick deposit. In test mode (the spec's
// spi_test quick-deposit test, for members of the test group) it charges the test card, which
// like a payment sandbox declines an amount whose minor units end in 66 and leaves one ending in
// 77 pending, so that testers reach every answer; otherwise the saved card is charged outright.
func quickOutcome(amount int64, testMode bool) string {
	if !testMode {
		return store.DepositSuccess
	}
	switch amount % 100 {
	case 66:
		return store.DepositError
	case 77:
		return store.DepositPending
	}
	return store.DepositSuccess
}

// Deposit starts a deposit for p: a quick one is charged to a saved card at once (the test card
// in test mode, see quickOutcome; NO_PAYMENT_METHOD when p saved none), any
// other waits for the payer's answer on the provider page (its payment URL). The deposit, and a
// quick one's answer and credit, commit in one transaction, within the deposit limit.
func (s *Service) Deposit(ctx context.Context, p store.Player, req platformgen.DepositRequest) (platformgen.Deposit, error) {
	if req.Amount <= 0 || req.Amount > maxDeposit {
		return platformgen.Deposit{}, apierror.Fields(map[string]string{"amount": "error.validation.amount"})
	}
	c, err := Currency(req.Currency)
	if err != nil {
		return platformgen.Deposit{}, err
	}
	if missed := players.MissingFields(p); len(missed) > 0 {
		return platformgen.Deposit{}, apierror.New(apierror.AuthFieldsMissed).With(map[string]any{"fields": missed})
	}
	now := s.Now()
	ls, err := s.Store.Limits(ctx, p.ID, now)
	if err != nil {
		return platformgen.Deposit{}, err
	}
	tok, hash, err := auth.NewToken()
	if err != nil {
		return platformgen.Deposit{}, err
	}
	quick := req.Quick != nil && *req.Quick
	testMode, err := s.testMode(ctx, p)
	if err != nil {
		return platformgen.Deposit{}, err
	}
	// A quick deposit is charged to a saved card: none saved is NO_PAYMENT_METHOD (the first
	// deposit goes through the provider's page, which saves the card).
	var method store.PaymentMethod
	if quick {
		if method, err = s.quickMethod(ctx, p, req.MethodId); err != nil {
			return platformgen.Deposit{}, err
		}
	}
	var d store.Deposit
	var credited []any
	err = s.Store.InTx(ctx, func(tx *store.Tx) error {
		acc, err := tx.ActiveAccount(ctx, p.ID, c.Code)
		if errors.Is(err, store.ErrNoAccount) {
			return apierror.New(apierror.NoAccount)
		}
		if err != nil {
			return err
		}
		if err := checkDepositLimit(ctx, tx, ls, p.ID, c.Code, req.Amount, now); err != nil {
			return err
		}
		if d, err = tx.CreateDeposit(ctx, acc.ID, req.Amount, hash, returnPath(req.ReturnPath), now); err != nil {
			return err
		}
		if !quick {
			return nil
		}
		if _, err := tx.PaymentMethod(ctx, p.ID, method.ID); errors.Is(err, store.ErrNoMethod) {
			return apierror.New(apierror.MethodNotFound) // removed meanwhile
		} else if err != nil {
			return err
		}
		if err := tx.SetDepositMethod(ctx, d.ID, method.ID); err != nil {
			return err
		}
		d, credited, err = s.answer(ctx, tx, d.ID, quickOutcome(d.Amount, testMode), false)
		return err
	})
	if err != nil {
		return platformgen.Deposit{}, err
	}
	s.Events.Publish(ctx, credited...)
	out := platformgen.Deposit{Id: d.ID, Amount: d.Amount, Currency: d.Currency, Status: platformgen.DepositStatus(d.Status)}
	if !quick {
		payURL := PaymentPath + "?token=" + url.QueryEscape(tok)
		out.PaymentUrl = &payURL
	}
	return out, nil
}

// checkDepositLimit refuses a deposit beyond the player's deposit limit in its currency
// (LIMIT_DEPOSIT_EXCEEDED, with what remains), counting the deposits of its period as the
// transaction sees them.
func checkDepositLimit(ctx context.Context, tx *store.Tx, ls []limits.Limit, playerID int64, currency string, amount int64, now time.Time) error {
	l, ok := limits.Find(ls, limits.Deposit, now)
	if !ok || l.Currency != currency {
		return nil
	}
	used, err := tx.DepositedSince(ctx, playerID, currency, limits.PeriodStart(l.Period, now))
	if err != nil {
		return err
	}
	if errors.Is(limits.CheckDeposit(ls, currency, amount, limits.Usage{Deposited: used}, now), limits.ErrDepositLimit) {
		return apierror.New(apierror.LimitDepositExceeded).With(map[string]any{"remaining": limits.Remaining(l, used), "currency": currency})
	}
	return nil
}

// returnPath keeps a same-site path only, so that the provider page cannot be made to send the
// browser to another site.
func returnPath(p *string) string {
	if p == nil {
		return defaultReturnPath
	}
	u, ok := sitepath.Parse(*p)
	if !ok {
		return defaultReturnPath
	}
	return u.String()
}

// ReturnURL is where the provider page sends the browser after the payer's answer: the deposit's
// return path, parsed again (a stored path predates today's rules), with ?payment=status.
func ReturnURL(d store.Deposit, status string) string {
	u, ok := sitepath.Parse(d.ReturnPath)
	if !ok {
		u, _ = sitepath.Parse(defaultReturnPath)
	}
	q := u.Query()
	q.Set("payment", status)
	u.RawQuery, u.Fragment = q.Encode(), ""
	return u.String()
}

// ErrUnknownPayment is a provider page token that names no deposit.
var ErrUnknownPayment = errors.New("cashier: unknown payment")

// ErrBadAnswer is a provider answer other than success, error or pending.
var ErrBadAnswer = errors.New("cashier: unknown payment answer")

// Payment is the deposit of a provider page token; ErrUnknownPayment when there is none.
func (s *Service) Payment(ctx context.Context, token string) (store.Deposit, error) {
	if token == "" {
		return store.Deposit{}, ErrUnknownPayment
	}
	d, err := s.Store.DepositByPayHash(ctx, auth.HashToken(token))
	if errors.Is(err, catalogue.ErrNotFound) {
		return d, ErrUnknownPayment
	}
	return d, err
}

// quickMethod is the saved method a quick deposit is charged to: id when the request names one
// (METHOD_NOT_FOUND when it is not one of p's), else p's newest; NO_PAYMENT_METHOD when p saved
// none.
func (s *Service) quickMethod(ctx context.Context, p store.Player, id *int64) (store.PaymentMethod, error) {
	methods, err := s.Store.PaymentMethods(ctx, p.ID)
	if err != nil {
		return store.PaymentMethod{}, err
	}
	if len(methods) == 0 {
		return store.PaymentMethod{}, apierror.New(apierror.NoPaymentMethod)
	}
	if id == nil {
		return methods[len(methods)-1], nil
	}
	for _, m := range methods {
		if m.ID == *id {
			return m, nil
		}
	}
	return store.PaymentMethod{}, apierror.New(apierror.MethodNotFound)
}

// TestCardLabel is the label of the card the simulated provider saves: its test card.
const TestCardLabel = "Visa •••• 4242"

// AnswerPayment records the provider's answer (the payer's choice on its page) to a deposit:
// success credits the account, and with saveCard keeps the provider's test card as one of the
// player's payment methods (the player's card of that label when they saved it before) and
// records it as the deposit's method. A deposit takes one final answer: a later one is
// store.ErrDepositSettled, and changes nothing.
func (s *Service) AnswerPayment(ctx context.Context, depositID int64, status string, saveCard bool) error {
	if status != store.DepositSuccess && status != store.DepositError && status != store.DepositPending {
		return ErrBadAnswer
	}
	var credited []any
	err := s.Store.InTx(ctx, func(tx *store.Tx) error {
		var err error
		_, credited, err = s.answer(ctx, tx, depositID, status, saveCard)
		return err
	})
	if err != nil {
		return err
	}
	s.Events.Publish(ctx, credited...)
	return nil
}

// answer records a provider's answer on an open deposit in tx; success credits its account and
// raises events.DepositSucceeded, which it returns for publishing once tx commits.
func (s *Service) answer(ctx context.Context, tx *store.Tx, depositID int64, status string, saveCard bool) (store.Deposit, []any, error) {
	now := s.Now()
	if err := tx.SetDepositStatus(ctx, depositID, status, now); err != nil {
		return store.Deposit{}, nil, err
	}
	d, err := tx.Deposit(ctx, depositID)
	if err != nil || status != store.DepositSuccess {
		return d, nil, err
	}
	if saveCard && d.MethodID == 0 {
		// The provider's reference of the saved card: opaque and random, never the card number.
		_, ref, err := auth.NewToken()
		if err != nil {
			return d, nil, err
		}
		m, err := tx.SavePaymentMethod(ctx, d.PlayerID, store.MethodCard, TestCardLabel, "sim_card_"+ref[:24], now)
		if err != nil {
			return d, nil, err
		}
		if err := tx.SetDepositMethod(ctx, d.ID, m.ID); err != nil {
			return d, nil, err
		}
		d.MethodID = m.ID
	}
	acc, err := tx.Post(ctx, d.AccountID, wallet.KindDeposit, d.Amount, "deposit:"+strconv.FormatInt(d.ID, 10), now)
	if err != nil {
		return d, nil, err
	}
	raised, err := s.Events.Raise(ctx, tx, events.DepositSucceeded{Deposit: d, Account: acc})
	return d, raised, err
}

// testMode is whether p's quick deposits are charged in test mode: a member of the test group
// while the quick_deposit_test flag is on. Asked before the deposit's transaction opens.
func (s *Service) testMode(ctx context.Context, p store.Player) (bool, error) {
	if !players.InGroup(p, s.TestGroup) {
		return false, nil
	}
	if s.TestModeOn == nil {
		return true, nil
	}
	on, err := s.TestModeOn(ctx)
	if err != nil {
		return false, fmt.Errorf("cashier: the quick_deposit_test flag: %w", err)
	}
	return on, nil
}
