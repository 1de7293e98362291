package store

import (
	"context"
	"database/sql"
	"fmt"
	"runtime/debug"
	"sync"
	"time"
)

// Group commit on SQLite. Every write transaction runs on the one write connection, and under
// synchronous FULL a COMMIT returns once the WAL is on disk: an fsync, which a power loss cannot
// undo. One transaction per caller would pay one fsync each, one caller after the other. Instead
// the callers of inTx hand their functions to one writer goroutine, which runs the functions
// waiting at that moment (up to maxBatch) in one transaction, each inside a savepoint of its own,
// and commits them together, with one fsync:
//   - a function's error rolls back its own savepoint only;
//   - every caller of the batch is answered once the COMMIT is done: with its function's error,
//     or nil; should the COMMIT fail, all of them get its error (nothing of the batch was
//     written), so that no answer rests on writes that were not kept;
//   - a caller whose context ends before its function starts, or before its savepoint is
//     released, gets the context's error, and nothing of it is written;
//   - the statements of a batch run without the callers' cancellation (see txn.shared): SQLite
//     undoes the whole transaction when a write statement in it is interrupted;
//   - a panic in a function is its caller's error; the writer goes on with the others.
//
// The functions of a batch run one after the other and see each other's writes, as transactions
// one after the other would. Nothing waits to fill a batch: under load, callers gather while the
// previous batch commits.
//
// Checkpoints (copying the WAL back into the database file, and an fsync of it) run beside the
// writer, on a connection of the read pool, rather than inside a COMMIT every thousand pages as
// SQLite does by default: such a COMMIT held up its whole batch for milliseconds.

// maxBatch bounds the functions one transaction carries, so that a batch's first caller is not
// kept waiting behind too many others.
const maxBatch = 64

// checkpointEvery is the least time between two checkpoints while writes go on.
const checkpointEvery = 100 * time.Millisecond

// errStoreClosed answers a write transaction asked for after Close.
var errStoreClosed = fmt.Errorf("store closed: %w", ErrUnavailable)

// txRequest is a function waiting for the writer, and where its answer goes.
type txRequest struct {
	ctx  context.Context
	fn   func(*txn) error
	done chan error // buffered: the writer never waits for a caller
}

// writer runs the write transactions of a SQLite store (see above).
type writer struct {
	db         *sql.DB // the write connection, without automatic checkpoints
	read       *sql.DB // runs the checkpoints
	d          *dialect
	c          *caches
	queue      chan *txRequest // unbuffered: the callers blocked on it are the queue
	checkpoint chan struct{}   // a commit since the last checkpoint; buffered 1
	stop       chan struct{}
	stopped    sync.WaitGroup
	once       sync.Once
}

func newWriter(db, read *sql.DB, d *dialect, c *caches) *writer {
	w := &writer{db: db, read: read, d: d, c: c, queue: make(chan *txRequest), checkpoint: make(chan struct{}, 1), stop: make(chan struct{})}
	w.stopped.Go(w.loop)
	w.stopped.Go(w.checkpoints)
	return w
}

// inTx runs fn in a transaction of the writer and returns its answer.
func (w *writer) inTx(ctx context.Context, fn func(*txn) error) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("begin: %w", unavailable(err))
	}
	r := &txRequest{ctx: ctx, fn: fn, done: make(chan error, 1)}
	select {
	case w.queue <- r:
	case <-ctx.Done():
		return fmt.Errorf("begin: %w", unavailable(ctx.Err()))
	case <-w.stop:
		return errStoreClosed
	}
	// Once taken, a function's answer is awaited whatever ctx does: it may be committing.
	return <-r.done
}

// close stops the writer once the batch under way is answered; callers still waiting get
// errStoreClosed.
func (w *writer) close() {
	w.once.Do(func() { close(w.stop) })
	w.stopped.Wait()
}

func (w *writer) loop() {
	batch := make([]*txRequest, 0, maxBatch)
	for {
		select {
		case r := <-w.queue:
			batch = append(batch[:0], r)
		case <-w.stop:
			return
		}
	gather:
		for len(batch) < maxBatch {
			select {
			case r := <-w.queue:
				batch = append(batch, r)
			default:
				break gather
			}
		}
		for rest := batch; len(rest) > 0; {
			rest = w.commit(rest)
		}
		clear(batch) // keep no caller's function alive until the next batch
		select {
		case w.checkpoint <- struct{}{}:
		default: // one is due already
		}
	}
}

// checkpoints checkpoints the WAL after commits, at most once per checkpointEvery. PASSIVE copies
// what no reader still needs without waiting for anybody; once all of it is copied, the next
// write transaction starts the WAL over. A checkpoint that fails is left to the next one (and
// SQLite checkpoints when the store closes).
func (w *writer) checkpoints() {
	for {
		select {
		case <-w.checkpoint:
		case <-w.stop:
			return
		}
		_, _ = w.read.ExecContext(context.Background(), `PRAGMA wal_checkpoint(PASSIVE)`)
		select {
		case <-time.After(checkpointEvery):
		case <-w.stop:
			return
		}
	}
}

// commit runs the functions of batch in one transaction and answers their callers. Should the
// transaction break off (SQLite undid it: the disk full or failing), the callers of the functions
// that ran get its error, and the functions that did not run yet are returned for the next one.
func (w *writer) commit(batch []*txRequest) (rest []*txRequest) {
	sqlTx, err := w.db.BeginTx(context.Background(), nil)
	if err != nil {
		for _, r := range batch {
			r.done <- fmt.Errorf("begin: %w", err)
		}
		return nil
	}
	tx := &txn{tx: sqlTx, d: w.d, c: w.c, shared: true}
	ran := make([]*txRequest, 0, len(batch))
	answers := make([]error, 0, len(batch)) // of ran
	for i, r := range batch {
		if err := r.ctx.Err(); err != nil {
			r.done <- fmt.Errorf("begin: %w", unavailable(err)) // it saw nothing: no need to wait
			continue
		}
		err, broken := run(tx, r)
		ran, answers = append(ran, r), append(answers, err)
		if broken != nil {
			_ = sqlTx.Rollback() // the transaction is gone already
			tx.ended()
			for _, o := range ran {
				o.done <- fmt.Errorf("transaction rolled back: %w", broken)
			}
			return batch[i+1:]
		}
	}
	err = sqlTx.Commit()
	tx.ended() // before any answer: a caller reads what it wrote
	if err != nil {
		err = fmt.Errorf("commit: %w", err)
		for _, r := range ran {
			r.done <- err
		}
		return nil
	}
	for i, r := range ran {
		r.done <- answers[i]
	}
	return nil
}

// run runs r's function inside a savepoint of tx, which its error rolls back. broken is set when
// the savepoint can be neither rolled back nor released: the transaction is gone.
func run(tx *txn, r *txRequest) (err, broken error) {
	ctx := context.Background()
	if _, err := tx.ExecContext(ctx, `SAVEPOINT fn`); err != nil {
		err = fmt.Errorf("savepoint: %w", err)
		return err, err
	}
	if err = call(r.fn, tx); err == nil {
		err = r.ctx.Err() // the caller gave up meanwhile: write nothing of it
	}
	if err != nil {
		if _, rbErr := tx.ExecContext(ctx, `ROLLBACK TO fn`); rbErr != nil {
			return err, fmt.Errorf("roll back to savepoint: %w", rbErr)
		}
	}
	if _, relErr := tx.ExecContext(ctx, `RELEASE fn`); relErr != nil {
		return err, fmt.Errorf("release savepoint: %w", relErr)
	}
	return err, nil
}

// call runs fn, turning a panic into an error.
func call(fn func(*txn) error, tx *txn) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = fmt.Errorf("store: write transaction function panicked: %v\n%s", v, debug.Stack())
		}
	}()
	return fn(tx)
}
