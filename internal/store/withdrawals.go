package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
)

// PaymentMethod is a card a player saved at the payment provider (migration 0024).
type PaymentMethod struct {
	ID       int64
	PlayerID int64
	Kind     string // "card"
	// Label is what the player reads, e.g. "Visa •••• 4242".
	Label string
	// ProviderRef is the provider's opaque reference of the saved card, never a card number.
	ProviderRef string
	CreatedAt   time.Time
}

// MethodCard is the one kind of payment method the provider saves.
const MethodCard = "card"

// MaxPaymentMethods bounds a player's saved methods and the list that answers them.
const MaxPaymentMethods = 20

// Withdrawal statuses: pending until approved (paid) or rejected, or cancelled by the player.
const (
	WithdrawalPending   = "pending"
	WithdrawalPaid      = "paid"
	WithdrawalRejected  = "rejected"
	WithdrawalCancelled = "cancelled"
)

// Withdrawal is money a player asked to be paid out to one of their methods.
type Withdrawal struct {
	ID          int64
	PlayerID    int64
	AccountID   int64
	MethodID    int64
	MethodLabel string
	Amount      int64
	Currency    string
	Status      string
	Reason      string // why the operator rejected it; "" otherwise
	CreatedAt   time.Time
	DecidedAt   time.Time // zero while pending
}

// Errors of the payment methods and withdrawals.
var (
	// ErrNoMethod is a method that is not the player's, or was removed.
	ErrNoMethod = errors.New("store: no such payment method")
	// ErrNoWithdrawal is a withdrawal that does not exist (or is not the player's).
	ErrNoWithdrawal = errors.New("store: no such withdrawal")
	// ErrWithdrawalDecided is a status change on a withdrawal no longer pending: it changed nothing.
	ErrWithdrawalDecided = errors.New("store: withdrawal no longer pending")
)

const methodColumns = `id, player_id, kind, label, provider_ref, created_at`

func scanMethod(row interface{ Scan(...any) error }) (PaymentMethod, error) {
	var m PaymentMethod
	var created int64
	err := row.Scan(&m.ID, &m.PlayerID, &m.Kind, &m.Label, &m.ProviderRef, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return m, ErrNoMethod
	}
	if err != nil {
		return m, fmt.Errorf("scan payment method: %w", err)
	}
	m.CreatedAt = time.UnixMilli(created).UTC()
	return m, nil
}

// PaymentMethods are a player's saved methods (not removed), oldest first, at most
// MaxPaymentMethods.
func (s *Store) PaymentMethods(ctx context.Context, playerID int64) ([]PaymentMethod, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT `+methodColumns+` FROM payment_methods
		WHERE player_id = ? AND removed_at IS NULL ORDER BY id LIMIT ?`, playerID, MaxPaymentMethods)
	if err != nil {
		return nil, fmt.Errorf("list payment methods: %w", err)
	}
	return collect(rows, scanMethod)
}

// PaymentMethod reads one of a player's saved methods in the transaction; ErrNoMethod when it is
// another player's, removed, or does not exist.
func (tx *Tx) PaymentMethod(ctx context.Context, playerID, id int64) (PaymentMethod, error) {
	return scanMethod(tx.tx.QueryRowContext(ctx, `SELECT `+methodColumns+` FROM payment_methods
		WHERE id = ? AND player_id = ? AND removed_at IS NULL`, id, playerID))
}

// SavePaymentMethod keeps a card the provider saved for a player: the player's method of the same
// label when they have one (the test provider has one test card), else a new one. It never keeps
// more than MaxPaymentMethods: beyond, the player's newest method is answered instead.
func (tx *Tx) SavePaymentMethod(ctx context.Context, playerID int64, kind, label, providerRef string, now time.Time) (PaymentMethod, error) {
	m, err := scanMethod(tx.tx.QueryRowContext(ctx, `SELECT `+methodColumns+` FROM payment_methods
		WHERE player_id = ? AND label = ? AND removed_at IS NULL ORDER BY id LIMIT 1`, playerID, label))
	if !errors.Is(err, ErrNoMethod) {
		return m, err
	}
	var n int
	if err := tx.tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM payment_methods WHERE player_id = ? AND removed_at IS NULL`,
		playerID).Scan(&n); err != nil {
		return m, fmt.Errorf("count payment methods: %w", err)
	}
	if n >= MaxPaymentMethods {
		return scanMethod(tx.tx.QueryRowContext(ctx, `SELECT `+methodColumns+` FROM payment_methods
			WHERE player_id = ? AND removed_at IS NULL ORDER BY id DESC LIMIT 1`, playerID))
	}
	return scanMethod(tx.tx.QueryRowContext(ctx, `INSERT INTO payment_methods (player_id, kind, label, provider_ref, created_at)
		VALUES (?,?,?,?,?) RETURNING `+methodColumns, playerID, kind, label, providerRef, now.UnixMilli()))
}

// SetDepositMethod records which method paid a deposit, in the transaction.
func (tx *Tx) SetDepositMethod(ctx context.Context, depositID, methodID int64) error {
	if _, err := tx.tx.ExecContext(ctx, `UPDATE deposits SET method_id = ? WHERE id = ?`, methodID, depositID); err != nil {
		return fmt.Errorf("set deposit method: %w", err)
	}
	return nil
}

// RemovePaymentMethod removes one of a player's methods (ErrNoMethod when it is not theirs or
// already removed). Its row stays for the deposits and withdrawals that name it.
func (s *Store) RemovePaymentMethod(ctx context.Context, playerID, id int64, now time.Time) error {
	return s.inTx(ctx, func(tx *txn) error {
		res, err := tx.ExecContext(ctx, `UPDATE payment_methods SET removed_at = ? WHERE id = ? AND player_id = ? AND removed_at IS NULL`,
			now.UnixMilli(), id, playerID)
		if err != nil {
			return fmt.Errorf("remove payment method: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return errors.Join(ErrNoMethod, err)
		}
		return nil
	})
}

const withdrawalColumns = `w.id, w.player_id, w.account_id, w.method_id, m.label, w.amount, w.currency, w.status, w.reason, w.created_at, w.decided_at`

const withdrawalFrom = ` FROM withdrawals w JOIN payment_methods m ON m.id = w.method_id`

func scanWithdrawal(row interface{ Scan(...any) error }) (Withdrawal, error) {
	var w Withdrawal
	var created int64
	var decided sql.NullInt64
	var reason sql.NullString
	err := row.Scan(&w.ID, &w.PlayerID, &w.AccountID, &w.MethodID, &w.MethodLabel, &w.Amount, &w.Currency, &w.Status, &reason, &created, &decided)
	if errors.Is(err, sql.ErrNoRows) {
		return w, ErrNoWithdrawal
	}
	if err != nil {
		return w, fmt.Errorf("scan withdrawal: %w", err)
	}
	w.Reason = reason.String
	w.CreatedAt = time.UnixMilli(created).UTC()
	if decided.Valid {
		w.DecidedAt = time.UnixMilli(decided.Int64).UTC()
	}
	return w, nil
}

// CreateWithdrawal records a withdrawal of w's player, account, method, amount, currency and
// status (pending, or paid when approved at once) in the transaction. The caller debits the
// account in the same transaction.
func (tx *Tx) CreateWithdrawal(ctx context.Context, w Withdrawal) (Withdrawal, error) {
	var decided any
	if w.Status != WithdrawalPending {
		decided = w.CreatedAt.UnixMilli()
	}
	var id int64
	err := tx.tx.QueryRowContext(ctx, `INSERT INTO withdrawals (player_id, account_id, method_id, amount, currency, status, created_at, decided_at)
		VALUES (?,?,?,?,?,?,?,?) RETURNING id`, w.PlayerID, w.AccountID, w.MethodID, w.Amount, w.Currency, w.Status,
		w.CreatedAt.UnixMilli(), decided).Scan(&id)
	if err != nil {
		return Withdrawal{}, fmt.Errorf("insert withdrawal: %w", err)
	}
	return tx.Withdrawal(ctx, id)
}

// Withdrawal reads a withdrawal in the transaction; ErrNoWithdrawal when none.
func (tx *Tx) Withdrawal(ctx context.Context, id int64) (Withdrawal, error) {
	return scanWithdrawal(tx.tx.QueryRowContext(ctx, `SELECT `+withdrawalColumns+withdrawalFrom+` WHERE w.id = ?`, id))
}

// DecideWithdrawal moves a pending withdrawal to status (paid, rejected or cancelled), with the
// operator's reason for a rejection, in the transaction. Only a pending one moves: otherwise
// ErrWithdrawalDecided, and nothing changed, so that of an approval racing a cancellation one
// wins and the money moves once. playerID > 0 also requires the withdrawal to be that player's
// (ErrNoWithdrawal otherwise).
func (tx *Tx) DecideWithdrawal(ctx context.Context, id, playerID int64, status, reason string, now time.Time) (Withdrawal, error) {
	var why any
	if reason != "" {
		why = reason
	}
	res, err := tx.tx.ExecContext(ctx, `UPDATE withdrawals SET status = ?, reason = ?, decided_at = ?
		WHERE id = ? AND status = ? AND (? = 0 OR player_id = ?)`, status, why, now.UnixMilli(), id, WithdrawalPending, playerID, playerID)
	if err != nil {
		return Withdrawal{}, fmt.Errorf("decide withdrawal: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return Withdrawal{}, fmt.Errorf("decide withdrawal: %w", err)
	}
	w, err := tx.Withdrawal(ctx, id)
	switch {
	case err != nil:
		return w, err
	case playerID > 0 && w.PlayerID != playerID:
		return Withdrawal{}, ErrNoWithdrawal
	case n != 1:
		return w, ErrWithdrawalDecided
	}
	return w, nil
}

// Withdrawals are a page of a player's withdrawals, newest first.
func (s *Store) Withdrawals(ctx context.Context, playerID int64, p catalogue.PageRequest) ([]Withdrawal, catalogue.Pagination, error) {
	return s.withdrawals(ctx, `w.player_id = ?`, playerID, p)
}

// PendingWithdrawals are a page of every player's pending withdrawals, oldest first (the
// operator's queue).
func (s *Store) PendingWithdrawals(ctx context.Context, p catalogue.PageRequest) ([]Withdrawal, catalogue.Pagination, error) {
	return s.withdrawals(ctx, `w.status = ?`, WithdrawalPending, p)
}

func (s *Store) withdrawals(ctx context.Context, where string, arg any, p catalogue.PageRequest) ([]Withdrawal, catalogue.Pagination, error) {
	p = normalPage(p)
	var total int
	if err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM withdrawals w WHERE `+where, arg).Scan(&total); err != nil {
		return nil, catalogue.Pagination{}, fmt.Errorf("count withdrawals: %w", err)
	}
	order := ` ORDER BY w.id DESC`
	if where == `w.status = ?` {
		order = ` ORDER BY w.id`
	}
	rows, err := s.read.QueryContext(ctx, `SELECT `+withdrawalColumns+withdrawalFrom+` WHERE `+where+order+` LIMIT ? OFFSET ?`,
		arg, p.Limit, p.Offset())
	if err != nil {
		return nil, catalogue.Pagination{}, fmt.Errorf("list withdrawals: %w", err)
	}
	out, err := collect(rows, scanWithdrawal)
	return out, catalogue.NewPagination(p, total), err
}
