package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/opensportsbook/sportsbook/internal/wallet"
)

// Write transactions on SQLite are committed in batches (commit.go); these tests hold the batch to
// what one transaction per caller promised.

var sqliteEngine = allEngines[0]

// errTakenBack is a function's error, which rolls back its writes.
var errTakenBack = errors.New("taken back")

// account is a new player's EUR account, empty.
func account(t *testing.T, s *Store, email string) Account {
	t.Helper()
	acc, err := s.AccountByCurrency(context.Background(), newPlayer(t, s, email).ID, "EUR")
	if err != nil {
		t.Fatal(err)
	}
	return acc
}

// commitAll runs a batch as the writer does, the functions left over by a broken transaction in
// the next one.
func commitAll(s *Store, batch []*txRequest) {
	for rest := batch; len(rest) > 0; {
		rest = s.writer.commit(rest)
	}
}

func balanceOf(t *testing.T, s *Store, accountID int64) int64 {
	t.Helper()
	var balance int64
	if err := s.read.QueryRowContext(context.Background(), `SELECT balance FROM accounts WHERE id = ?`, accountID).Scan(&balance); err != nil {
		t.Fatal(err)
	}
	return balance
}

// Many callers at once, every third failing after its write: each failure takes back its own
// write only, and every success is kept.
func TestConcurrentTransactionsFailAlone(t *testing.T) {
	engines(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		s := e.empty(t)
		acc := account(t, s, "many@example.com")
		var want int64
		for i := range 300 {
			if i%3 != 0 {
				want += int64(i + 1)
			}
		}
		concurrently(t, 300, func(i int) error {
			err := s.InTx(ctx, func(tx *Tx) error {
				if _, err := tx.Post(ctx, acc.ID, wallet.KindDeposit, int64(i+1), fmt.Sprint(i), p0); err != nil {
					return err
				}
				if i%3 == 0 {
					return errTakenBack
				}
				return nil
			})
			if i%3 == 0 && err != errTakenBack { // a refusal comes back as it is
				return fmt.Errorf("caller %d: %v, want its own refusal", i, err)
			}
			if i%3 != 0 && err != nil {
				return fmt.Errorf("caller %d: %w", i, err)
			}
			return nil
		})
		if got := balanceOf(t, s, acc.ID); got != want {
			t.Errorf("balance %d, want %d: the successes and nothing else", got, want)
		}
		checkLedger(t, s, acc.PlayerID)
	})
}

// One batch as the writer runs it: among functions that succeed, a refusal, a panic, a caller gone
// before its turn and one that gives up during its function. Only the successes are written, each
// caller gets its own answer, and none before the batch committed.
func TestBatchAnswersEveryCallerAtCommit(t *testing.T) {
	ctx := context.Background()
	s := sqliteEngine.empty(t)
	acc := account(t, s, "batch@example.com")
	deposit := func(amount int64) func(*txn) error {
		return func(tx *txn) error {
			_, err := post(ctx, tx, acc.ID, wallet.KindDeposit, amount, "batch", p0)
			return err
		}
	}
	gone, cancelGone := context.WithCancel(ctx)
	cancelGone()
	givesUp, giveUp := context.WithCancel(ctx)
	defer giveUp()
	var batch []*txRequest
	var answeredEarly []int
	add := func(ctx context.Context, fn func(*txn) error) {
		batch = append(batch, &txRequest{ctx: ctx, fn: fn, done: make(chan error, 1)})
	}
	add(ctx, deposit(1))
	add(ctx, func(tx *txn) error { return errors.Join(deposit(10)(tx), errTakenBack) })
	add(ctx, func(tx *txn) error {
		_ = deposit(100)(tx)
		panic("a bug")
	})
	add(gone, deposit(1_000))
	// A statement after the cancel runs to its end (interrupting it would undo the whole batch);
	// the caller's write goes back when its function returns.
	add(givesUp, func(tx *txn) error {
		giveUp()
		return deposit(10_000)(tx)
	})
	add(ctx, func(tx *txn) error {
		for i, r := range batch[:3] {
			if len(r.done) > 0 {
				answeredEarly = append(answeredEarly, i)
			}
		}
		return deposit(100_000)(tx)
	})
	commitAll(s, batch)
	if len(answeredEarly) > 0 {
		t.Errorf("callers %v answered before the commit", answeredEarly)
	}
	answers := make([]error, len(batch))
	for i, r := range batch {
		answers[i] = <-r.done
	}
	if answers[0] != nil || !errors.Is(answers[1], errTakenBack) || answers[2] == nil || !strings.Contains(answers[2].Error(), "panicked: a bug") ||
		!errors.Is(answers[3], context.Canceled) || !errors.Is(answers[4], context.Canceled) || answers[5] != nil {
		t.Errorf("answers %v", answers)
	}
	if got := balanceOf(t, s, acc.ID); got != 100_001 {
		t.Errorf("balance %d, want 100001: the two successes", got)
	}
	checkLedger(t, s, acc.PlayerID)
	// The writer goes on.
	if err := s.InTx(ctx, func(tx *Tx) error { return deposit(5)(tx.tx) }); err != nil || balanceOf(t, s, acc.ID) != 100_006 {
		t.Fatalf("a write after the batch: %v", err)
	}
}

// A caller that gives up while its statement runs does not interrupt it: SQLite would undo the
// whole transaction, the other callers' writes with it.
func TestGivingUpDoesNotInterruptTheBatch(t *testing.T) {
	ctx := context.Background()
	s := sqliteEngine.empty(t)
	acc := account(t, s, "interrupt@example.com")
	deposit := func(amount int64) func(*txn) error {
		return func(tx *txn) error {
			_, err := post(ctx, tx, acc.ID, wallet.KindDeposit, amount, "batch", p0)
			return err
		}
	}
	givesUp, giveUp := context.WithCancel(ctx)
	defer giveUp()
	// A write that takes a while (it counts to two million first), cancelled as it runs.
	slowWrite := func(tx *txn) error {
		time.AfterFunc(20*time.Millisecond, giveUp)
		_, err := tx.ExecContext(givesUp, `UPDATE accounts SET locked = locked WHERE id = ? AND
			(WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 2000000) SELECT COUNT(*) FROM n) > 0`, acc.ID)
		return err
	}
	var batch []*txRequest
	for _, r := range []struct {
		ctx context.Context
		fn  func(*txn) error
	}{{ctx, deposit(1)}, {givesUp, slowWrite}, {ctx, deposit(10)}} {
		batch = append(batch, &txRequest{ctx: r.ctx, fn: r.fn, done: make(chan error, 1)})
	}
	commitAll(s, batch)
	answers := []error{<-batch[0].done, <-batch[1].done, <-batch[2].done}
	if answers[0] != nil || !errors.Is(answers[1], context.Canceled) || answers[2] != nil {
		t.Errorf("answers %v; want nil, the cancel, nil", answers)
	}
	if got := balanceOf(t, s, acc.ID); got != 11 {
		t.Errorf("balance %d, want 11: the other callers' writes", got)
	}
}

// A COMMIT that fails answers every caller of its batch with its error, and nothing of the batch
// is written; the next batch commits.
func TestFailedCommitFailsTheWholeBatch(t *testing.T) {
	ctx := context.Background()
	s := sqliteEngine.empty(t)
	acc := account(t, s, "commit@example.com")
	ok := func(tx *txn) error {
		_, err := post(ctx, tx, acc.ID, wallet.KindDeposit, 7, "kept?", p0)
		return err
	}
	// A ledger entry of no account, checked only at COMMIT.
	breaksCommit := func(tx *txn) error {
		if _, err := tx.ExecContext(ctx, `PRAGMA defer_foreign_keys = ON`); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO ledger (account_id, kind, amount, balance_after, created_at) VALUES (?, 'deposit', 1, 1, 0)`, acc.ID+1000)
		return err
	}
	var batch []*txRequest
	for _, fn := range []func(*txn) error{ok, breaksCommit, ok} {
		batch = append(batch, &txRequest{ctx: ctx, fn: fn, done: make(chan error, 1)})
	}
	commitAll(s, batch)
	for i, r := range batch {
		if err := <-r.done; err == nil || !strings.Contains(err.Error(), "commit: ") {
			t.Errorf("caller %d: %v, want the COMMIT's error", i, err)
		}
	}
	if got := balanceOf(t, s, acc.ID); got != 0 {
		t.Errorf("balance %d after a failed commit", got)
	}
	if err := s.InTx(ctx, func(tx *Tx) error { return ok(tx.tx) }); err != nil || balanceOf(t, s, acc.ID) != 7 {
		t.Fatalf("a write after the failed commit: %v", err)
	}
}

// Close lets the transaction under way commit before it closes the database; a write asked for
// afterwards is refused as unavailable.
func TestCloseWaitsForTheWriter(t *testing.T) {
	ctx := context.Background()
	path := sqliteEngine.newURL(t)
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	acc := account(t, s, "close@example.com")
	type closing struct {
		err     error
		balance int64 // as a new reader sees it once Close returned
	}
	closed := make(chan closing, 1)
	err = s.InTx(ctx, func(tx *Tx) error {
		go func() {
			c := closing{err: s.Close()}
			c.balance, c.err = storedBalance(path, acc.ID, c.err)
			closed <- c
		}()
		<-s.writer.stop // Close has begun, and must not end before this transaction
		select {
		case c := <-closed:
			return fmt.Errorf("Close returned (%v) while a transaction ran", c.err)
		case <-time.After(100 * time.Millisecond):
		}
		_, err := tx.Post(ctx, acc.ID, wallet.KindDeposit, 500, "last", p0)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if c := <-closed; c.err != nil || c.balance != 500 {
		t.Errorf("once Close returned: balance %d (%v), want the last write's 500", c.balance, c.err)
	}
	if err := s.InTx(ctx, func(*Tx) error { return nil }); !Unavailable(err) {
		t.Errorf("a write after Close: %v", err)
	}
}

// storedBalance reads an account's balance from the database file with a connection of its own.
func storedBalance(path string, accountID int64, err error) (int64, error) {
	if err != nil {
		return 0, err
	}
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		return 0, err
	}
	defer db.Close()
	var balance int64
	err = db.QueryRow(`SELECT balance FROM accounts WHERE id = ?`, accountID).Scan(&balance)
	return balance, err
}

// An acknowledged write survives a power loss, not only a killed process: the write connection
// syncs the WAL to disk at every COMMIT (synchronous FULL; NORMAL syncs at checkpoints only).
func TestSQLiteCommitsAreSynced(t *testing.T) {
	s := sqliteEngine.empty(t)
	var synchronous int
	var mode string
	if err := s.write.QueryRowContext(context.Background(), `PRAGMA synchronous`).Scan(&synchronous); err != nil {
		t.Fatal(err)
	}
	if err := s.write.QueryRowContext(context.Background(), `PRAGMA journal_mode`).Scan(&mode); err != nil {
		t.Fatal(err)
	}
	if synchronous != 2 || mode != "wal" {
		t.Errorf("write connection: synchronous %d, journal_mode %q; want 2 (FULL) and wal", synchronous, mode)
	}
}

// The writer checkpoints beside itself: committed writes reach the database file without anybody
// asking (a connection that ignores the WAL sees them).
func TestCheckpointsFollowCommits(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "checkpoint.db")
	s := openURL(t, path)
	newPlayer(t, s, "checkpointed@example.com")
	fileOnly, err := sql.Open("sqlite", "file:"+path+"?immutable=1")
	if err != nil {
		t.Fatal(err)
	}
	defer fileOnly.Close()
	fileOnly.SetMaxIdleConns(0) // a new connection each time: an immutable one caches the file
	for deadline := time.Now().Add(10 * time.Second); ; {
		var n int
		err := fileOnly.QueryRowContext(ctx, `SELECT COUNT(*) FROM players WHERE email = 'checkpointed@example.com'`).Scan(&n)
		if err == nil && n == 1 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the player is not in the database file 10s after its commit (%d, %v)", n, err)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
