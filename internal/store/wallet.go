package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/history"
	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// Account is a player's account in one currency.
type Account struct {
	ID       int64
	PlayerID int64
	Currency string
	Active   bool
	Balance  wallet.Balance
}

// LedgerEntry is one movement of an account.
type LedgerEntry struct {
	ID           int64
	Currency     string
	Kind         wallet.Kind
	Amount       int64
	BalanceAfter int64
	Reference    string
	CreatedAt    time.Time
}

// Deposit statuses.
const (
	DepositCreated = "created"
	DepositPending = "pending"
	DepositSuccess = "success"
	DepositError   = "error"
)

// Deposit is a deposit through the payment provider.
type Deposit struct {
	ID         int64
	PlayerID   int64
	AccountID  int64
	Currency   string
	Amount     int64
	Status     string
	ReturnPath string
	// MethodID is the saved payment method that paid it (0: none yet, or a card not saved).
	MethodID  int64
	CreatedAt time.Time
}

// ErrDepositSettled is returned for an answer on a deposit that already succeeded or failed.
var ErrDepositSettled = errors.New("store: deposit already settled")

func createAccount(ctx context.Context, tx *txn, playerID int64, currency string, now time.Time) (int64, error) {
	var id int64
	err := tx.QueryRowContext(ctx, `INSERT INTO accounts (player_id, currency, created_at) VALUES (?,?,?)
		ON CONFLICT (player_id, currency) DO NOTHING RETURNING id`, playerID, currency, now.UnixMilli()).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, ErrAccountExists
	}
	if err != nil {
		return 0, fmt.Errorf("insert account: %w", err)
	}
	return id, nil
}

// CreateAccount opens an account; ErrAccountExists when the player has one in that currency.
func (s *Store) CreateAccount(ctx context.Context, playerID int64, currency string, now time.Time) (Account, error) {
	var id int64
	err := s.inTx(ctx, func(tx *txn) error {
		var err error
		id, err = createAccount(ctx, tx, playerID, currency, now)
		return err
	})
	if err != nil {
		return Account{}, err
	}
	return Account{ID: id, PlayerID: playerID, Currency: currency, Active: true}, nil
}

const accountColumns = `id, player_id, currency, active, balance, locked`

func scanAccount(row interface{ Scan(...any) error }) (Account, error) {
	var a Account
	err := row.Scan(&a.ID, &a.PlayerID, &a.Currency, &a.Active, &a.Balance.Total, &a.Balance.Locked)
	if errors.Is(err, sql.ErrNoRows) {
		return a, ErrNoAccount
	}
	if err != nil {
		return a, fmt.Errorf("scan account: %w", err)
	}
	return a, nil
}

// Accounts lists a player's active accounts by currency.
func (s *Store) Accounts(ctx context.Context, playerID int64) ([]Account, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT `+accountColumns+` FROM accounts WHERE player_id = ? AND active = 1 ORDER BY id`, playerID)
	if err != nil {
		return nil, fmt.Errorf("list accounts: %w", err)
	}
	return collect(rows, scanAccount)
}

// AccountByCurrency returns a player's active account in currency; ErrNoAccount when none.
func (s *Store) AccountByCurrency(ctx context.Context, playerID int64, currency string) (Account, error) {
	return scanAccount(s.read.QueryRowContext(ctx, `SELECT `+accountColumns+` FROM accounts
		WHERE player_id = ? AND currency = ? AND active = 1`, playerID, currency))
}

// ActiveAccount reads a player's active account in currency, locked until the transaction ends;
// ErrNoAccount when none.
func (tx *Tx) ActiveAccount(ctx context.Context, playerID int64, currency string) (Account, error) {
	return scanAccount(tx.tx.QueryRowContext(ctx, `SELECT `+accountColumns+` FROM accounts
		WHERE player_id = ? AND currency = ? AND active = 1`+tx.tx.d.forUpdate, playerID, currency))
}

// Account reads an account by id, locked until the transaction ends; ErrNoAccount when none.
func (tx *Tx) Account(ctx context.Context, id int64) (Account, error) {
	return scanAccount(tx.tx.QueryRowContext(ctx, `SELECT `+accountColumns+` FROM accounts WHERE id = ?`+tx.tx.d.forUpdate, id))
}

// Post writes one ledger movement (credits positive) on an account in the transaction and returns
// the account after it; wallet.ErrInsufficient for a debit beyond what is available to bet.
func (tx *Tx) Post(ctx context.Context, accountID int64, kind wallet.Kind, amount int64, ref string, now time.Time) (Account, error) {
	return post(ctx, tx.tx, accountID, kind, amount, ref, now)
}

// PostFrom is Post on an account as this transaction last read it (ActiveAccount, Account) or
// wrote it (Post, PostFrom): it decides on acc's balance without reading the account again, and
// writes the new balance only if the row still holds acc's balance (otherwise, and before refusing
// a debit, it reads the account again as Post does). A placement saves a query a bet this way.
func (tx *Tx) PostFrom(ctx context.Context, acc Account, kind wallet.Kind, amount int64, ref string, now time.Time) (Account, error) {
	b, err := wallet.Apply(acc.Balance, amount)
	if err != nil {
		return post(ctx, tx.tx, acc.ID, kind, amount, ref, now)
	}
	query := `UPDATE accounts SET balance = ? WHERE id = ? AND balance = ? AND locked = ?`
	args := []any{b.Total, acc.ID, acc.Balance.Total, acc.Balance.Locked}
	withLedger := tx.tx.d.writingWith
	if withLedger {
		// The balance and its ledger entry in one round trip: the entry only when the balance moved.
		query = `WITH u AS (` + query + ` RETURNING id) INSERT INTO ledger (account_id, kind, amount, balance_after,
			reference, created_at) SELECT id, CAST(? AS TEXT), CAST(? AS BIGINT), CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS BIGINT) FROM u`
		args = append(args, string(kind), amount, b.Total, ref, now.UnixMilli())
	}
	res, err := tx.tx.ExecContext(ctx, query, args...)
	if err != nil {
		return acc, fmt.Errorf("update balance: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return post(ctx, tx.tx, acc.ID, kind, amount, ref, now)
	}
	if !withLedger {
		if err := insertLedger(ctx, tx.tx, acc.ID, kind, amount, b.Total, ref, now); err != nil {
			return acc, err
		}
	}
	acc.Balance = b
	return acc, nil
}

// insertLedger records one ledger movement.
func insertLedger(ctx context.Context, tx *txn, accountID int64, kind wallet.Kind, amount, balanceAfter int64, ref string, now time.Time) error {
	if _, err := tx.ExecContext(ctx, `INSERT INTO ledger (account_id, kind, amount, balance_after, reference, created_at)
		VALUES (?,?,?,?,?,?)`, accountID, string(kind), amount, balanceAfter, ref, now.UnixMilli()); err != nil {
		return fmt.Errorf("insert ledger entry: %w", err)
	}
	return nil
}

// post writes one ledger movement and the account's new balance in tx, refusing (with
// wallet.ErrInsufficient) a debit beyond what is available to bet. The account row stays locked
// until tx ends, so that no concurrent transaction moves the balance it decided on.
func post(ctx context.Context, tx *txn, accountID int64, kind wallet.Kind, amount int64, ref string, now time.Time) (Account, error) {
	a, err := scanAccount(tx.QueryRowContext(ctx, `SELECT `+accountColumns+` FROM accounts WHERE id = ?`+tx.d.forUpdate, accountID))
	if err != nil {
		return a, err
	}
	b, err := wallet.Apply(a.Balance, amount)
	if err != nil {
		return a, err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE accounts SET balance = ? WHERE id = ?`, b.Total, accountID); err != nil {
		return a, fmt.Errorf("update balance: %w", err)
	}
	if err := insertLedger(ctx, tx, accountID, kind, amount, b.Total, ref, now); err != nil {
		return a, err
	}
	a.Balance = b
	return a, nil
}

// Post writes one ledger movement (credits positive) on an account and returns it after.
func (s *Store) Post(ctx context.Context, accountID int64, kind wallet.Kind, amount int64, ref string, now time.Time) (Account, error) {
	var a Account
	err := s.inTx(ctx, func(tx *txn) error {
		var err error
		a, err = post(ctx, tx, accountID, kind, amount, ref, now)
		return err
	})
	return a, err
}

// LedgerSum is the sum of an account's ledger; it must always equal the account's balance.
func (s *Store) LedgerSum(ctx context.Context, accountID int64) (int64, error) {
	var sum int64
	err := s.read.QueryRowContext(ctx, `SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE account_id = ?`, accountID).Scan(&sum)
	if err != nil {
		return 0, fmt.Errorf("sum ledger: %w", err)
	}
	return sum, nil
}

// LedgerFilter narrows a player's ledger: Currency ("": every account's), Kind ("": every
// kind) and At, the window the movements were made in.
type LedgerFilter struct {
	Currency string
	Kind     wallet.Kind
	At       history.Window
}

// Ledger lists a player's movements, newest first.
func (s *Store) Ledger(ctx context.Context, playerID int64, f LedgerFilter, p catalogue.PageRequest) ([]LedgerEntry, catalogue.Pagination, error) {
	p = normalPage(p)
	w := where{conds: []string{"a.player_id = ?"}, args: []any{playerID}}
	w.add(f.Currency != "", "a.currency = ?", f.Currency)
	w.add(f.Kind != "", "l.kind = ?", string(f.Kind))
	w.window("l.created_at", f.At)
	q := `FROM ledger l JOIN accounts a ON a.id = l.account_id` + w.sql()
	var total int
	if err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) `+q, w.args...).Scan(&total); err != nil {
		return nil, catalogue.Pagination{}, fmt.Errorf("count ledger: %w", err)
	}
	rows, err := s.read.QueryContext(ctx, `SELECT l.id, a.currency, l.kind, l.amount, l.balance_after, l.reference, l.created_at `+q+
		` ORDER BY l.id DESC LIMIT ? OFFSET ?`, append(w.args, p.Limit, p.Offset())...)
	if err != nil {
		return nil, catalogue.Pagination{}, fmt.Errorf("list ledger: %w", err)
	}
	entries, err := collect(rows, func(r interface{ Scan(...any) error }) (LedgerEntry, error) {
		var e LedgerEntry
		var created int64
		err := r.Scan(&e.ID, &e.Currency, &e.Kind, &e.Amount, &e.BalanceAfter, &e.Reference, &created)
		e.CreatedAt = time.UnixMilli(created).UTC()
		return e, err
	})
	if err != nil {
		return nil, catalogue.Pagination{}, fmt.Errorf("list ledger: %w", err)
	}
	return entries, catalogue.NewPagination(p, total), nil
}

const depositColumns = `d.id, d.player_id, d.account_id, a.currency, d.amount, d.status, d.return_path, d.method_id, d.created_at`

func scanDeposit(row interface{ Scan(...any) error }) (Deposit, error) {
	var d Deposit
	var created int64
	var method sql.NullInt64
	err := row.Scan(&d.ID, &d.PlayerID, &d.AccountID, &d.Currency, &d.Amount, &d.Status, &d.ReturnPath, &method, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return d, fmt.Errorf("deposit: %w", catalogue.ErrNotFound)
	}
	if err != nil {
		return d, fmt.Errorf("scan deposit: %w", err)
	}
	d.MethodID = method.Int64
	d.CreatedAt = time.UnixMilli(created).UTC()
	return d, nil
}

// CreateDeposit records a deposit awaiting the provider, in the transaction; payHash is the hash
// of the provider page's token. ErrNoAccount when the account does not exist.
func (tx *Tx) CreateDeposit(ctx context.Context, accountID, amount int64, payHash, returnPath string, now time.Time) (Deposit, error) {
	var id int64
	err := tx.tx.QueryRowContext(ctx, `INSERT INTO deposits (player_id, account_id, amount, status, pay_hash, return_path, created_at, updated_at)
		SELECT player_id, id, ?, ?, ?, ?, ?, ? FROM accounts WHERE id = ? RETURNING id`,
		amount, DepositCreated, payHash, returnPath, now.UnixMilli(), now.UnixMilli(), accountID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return Deposit{}, ErrNoAccount
	}
	if err != nil {
		return Deposit{}, fmt.Errorf("insert deposit: %w", err)
	}
	return tx.Deposit(ctx, id)
}

// Deposit reads a deposit in the transaction.
func (tx *Tx) Deposit(ctx context.Context, id int64) (Deposit, error) {
	return scanDeposit(tx.tx.QueryRowContext(ctx, `SELECT `+depositColumns+` FROM deposits d JOIN accounts a ON a.id = d.account_id WHERE d.id = ?`, id))
}

// DepositByPayHash reads the deposit of a provider page token hash.
func (s *Store) DepositByPayHash(ctx context.Context, hash string) (Deposit, error) {
	return scanDeposit(s.read.QueryRowContext(ctx, `SELECT `+depositColumns+` FROM deposits d JOIN accounts a ON a.id = d.account_id WHERE d.pay_hash = ?`, hash))
}

// SetDepositStatus records a provider's answer on a deposit still open (created or pending), in
// the transaction; ErrDepositSettled once it succeeded or failed, so that a deposit settles once
// however callbacks race.
func (tx *Tx) SetDepositStatus(ctx context.Context, id int64, status string, now time.Time) error {
	res, err := tx.tx.ExecContext(ctx, `UPDATE deposits SET status = ?, updated_at = ? WHERE id = ? AND status IN (?, ?)`,
		status, now.UnixMilli(), id, DepositCreated, DepositPending)
	if err != nil {
		return fmt.Errorf("update deposit: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return errors.Join(ErrDepositSettled, err)
	}
	return nil
}

// DepositedSince sums a player's successful and pending deposits in currency since from: a
// pending deposit may still succeed, so it counts against a deposit limit.
func (s *Store) DepositedSince(ctx context.Context, playerID int64, currency string, from time.Time) (int64, error) {
	return depositedSince(ctx, s.read, playerID, currency, from)
}

// DepositedSince is Store.DepositedSince in the transaction.
func (tx *Tx) DepositedSince(ctx context.Context, playerID int64, currency string, from time.Time) (int64, error) {
	return depositedSince(ctx, tx.tx, playerID, currency, from)
}

func depositedSince(ctx context.Context, q querier, playerID int64, currency string, from time.Time) (int64, error) {
	var sum int64
	err := q.QueryRowContext(ctx, `SELECT COALESCE(SUM(d.amount), 0) FROM deposits d JOIN accounts a ON a.id = d.account_id
		WHERE d.player_id = ? AND a.currency = ? AND d.status IN (?, ?) AND d.created_at >= ?`,
		playerID, currency, DepositSuccess, DepositPending, from.UnixMilli()).Scan(&sum)
	if err != nil {
		return 0, fmt.Errorf("sum deposits: %w", err)
	}
	return sum, nil
}
