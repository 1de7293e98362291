package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Jackpot hit statuses (spec section 3, Jackpot hit): a hit is paid in the transaction that
// records it (the funder's); approved is a hit waiting for a payout, which this server never
// leaves one in.
const (
	JackpotHitApproved = "approved"
	JackpotHitPaid     = "paid"
)

// JackpotLevel is the state of one level of a jackpot: its pool (the seed included) and the pool
// that hits it, its drop point.
type JackpotLevel struct {
	JackpotID, Level string
	Currency         string
	Pool, DropAt     int64
}

// JackpotHit is a level paid out to the player whose bet took its pool to the drop point.
type JackpotHit struct {
	ID               int64
	JackpotID, Level string
	Amount           int64
	Currency         string
	PlayerID, BetID  int64
	CreatedAt        time.Time
	Status           string
	Seen             bool
}

// ErrNoJackpotLevel is a jackpot level the store does not hold.
var ErrNoJackpotLevel = errors.New("store: no such jackpot level")

// SeedJackpotLevel writes a level with its seed pool and drop point unless it exists already:
// levels are seeded from the files at every start, and a running pool is never reset.
func (s *Store) SeedJackpotLevel(ctx context.Context, l JackpotLevel) error {
	return s.inTx(ctx, func(tx *txn) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO jackpot_levels (jackpot_id, level, currency, pool, drop_at) VALUES (?,?,?,?,?)
			ON CONFLICT (jackpot_id, level) DO NOTHING`, l.JackpotID, l.Level, l.Currency, l.Pool, l.DropAt)
		if err != nil {
			return fmt.Errorf("seed jackpot level %s/%s: %w", l.JackpotID, l.Level, err)
		}
		return nil
	})
}

const jackpotLevelColumns = `jackpot_id, level, currency, pool, drop_at`

func scanJackpotLevel(r interface{ Scan(...any) error }) (JackpotLevel, error) {
	var l JackpotLevel
	err := r.Scan(&l.JackpotID, &l.Level, &l.Currency, &l.Pool, &l.DropAt)
	return l, err
}

// JackpotLevels reads the state of every level, by jackpot and level.
func (s *Store) JackpotLevels(ctx context.Context) ([]JackpotLevel, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT `+jackpotLevelColumns+` FROM jackpot_levels ORDER BY jackpot_id, level`)
	if err != nil {
		return nil, fmt.Errorf("jackpot levels: %w", err)
	}
	return collect(rows, scanJackpotLevel)
}

// LockJackpotLevels reads the levels of a jackpot for a change, locking them until the
// transaction ends: a placement takes them after its player and account (dialect.go's order),
// so that two bets reaching one drop point at once hit the level once.
func (tx *Tx) LockJackpotLevels(ctx context.Context, jackpotID string) ([]JackpotLevel, error) {
	rows, err := tx.tx.QueryContext(ctx, `SELECT `+jackpotLevelColumns+` FROM jackpot_levels WHERE jackpot_id = ? ORDER BY level`+tx.tx.d.forUpdate, jackpotID)
	if err != nil {
		return nil, fmt.Errorf("lock jackpot levels: %w", err)
	}
	return collect(rows, scanJackpotLevel)
}

// JackpotContribution is a bet's share of a jackpot level's pool.
type JackpotContribution struct {
	BetID            int64
	JackpotID, Level string
	Amount           int64
}

// QueueJackpotContributions marks the bets used in a jackpot and queues their contributions for
// the jackpot's funder, inside the placement: a placement takes no jackpot lock, so placements
// never wait for one another on a jackpot's levels (they did, one at a time, on PostgreSQL).
func (tx *Tx) QueueJackpotContributions(ctx context.Context, betIDs []int64, contributions []JackpotContribution) error {
	if len(betIDs) == 0 {
		return nil
	}
	list, ids := in(betIDs)
	mark := `UPDATE bets SET used_in_jackpot = 1 WHERE id IN ` + list
	queue := `INSERT INTO jackpot_queue (bet_id, jackpot_id, level, amount) VALUES (?,?,?,?)` + strings.Repeat(`, (?,?,?,?)`, max(len(contributions)-1, 0))
	values := make([]any, 0, 4*len(contributions)+len(ids))
	for _, c := range contributions {
		values = append(values, c.BetID, c.JackpotID, c.Level, c.Amount)
	}
	var err error
	switch {
	case len(contributions) == 0:
		_, err = tx.tx.ExecContext(ctx, mark, ids...)
	case tx.tx.d.writingWith: // one round trip
		_, err = tx.tx.ExecContext(ctx, `WITH q AS (`+queue+`) `+mark, append(values, ids...)...)
	default:
		if _, err = tx.tx.ExecContext(ctx, mark, ids...); err == nil {
			_, err = tx.tx.ExecContext(ctx, queue, values...)
		}
	}
	if err != nil {
		return fmt.Errorf("queue jackpot contributions: %w", err)
	}
	return nil
}

// QueuedContribution is a contribution waiting for its jackpot's funder, with the player and the
// account that its bet's hit would pay.
type QueuedContribution struct {
	ID int64 // its place in the queue
	JackpotContribution
	PlayerID, AccountID int64
}

// QueuedJackpotContributions reads the oldest contributions to a jackpot that wait for its funder,
// at most limit of them. Read them after LockJackpotLevels: the lock makes two funders take turns,
// and the second then reads what the first left.
func (tx *Tx) QueuedJackpotContributions(ctx context.Context, jackpotID string, limit int) ([]QueuedContribution, error) {
	rows, err := tx.tx.QueryContext(ctx, `SELECT q.id, q.bet_id, q.jackpot_id, q.level, q.amount, b.player_id, b.account_id
		FROM jackpot_queue q JOIN bets b ON b.id = q.bet_id WHERE q.jackpot_id = ? ORDER BY q.id LIMIT `+strconv.Itoa(max(limit, 1)), jackpotID)
	if err != nil {
		return nil, fmt.Errorf("queued jackpot contributions: %w", err)
	}
	return collect(rows, func(r interface{ Scan(...any) error }) (QueuedContribution, error) {
		var c QueuedContribution
		err := r.Scan(&c.ID, &c.BetID, &c.JackpotID, &c.Level, &c.Amount, &c.PlayerID, &c.AccountID)
		return c, err
	})
}

// FundJackpot stores what a funder did with queued contributions (QueuedJackpotContributions) to
// the levels this transaction locked (LockJackpotLevels): the pools and drop points of the levels
// that changed, as they end (the contributions added and any hit's reseed done), and the
// contributions moved from the queue to jackpot_contributions. ErrNoJackpotLevel when a level is
// not stored: the transaction must not commit then.
func (tx *Tx) FundJackpot(ctx context.Context, levels []JackpotLevel, queued []int64) error {
	// A statement per level: on SQLite an UPDATE of several rows at once (FROM a VALUES list, or
	// CASE) took longer than one UPDATE per row.
	for _, l := range levels {
		res, err := tx.tx.ExecContext(ctx, `UPDATE jackpot_levels SET pool = ?, drop_at = ? WHERE jackpot_id = ? AND level = ?`,
			l.Pool, l.DropAt, l.JackpotID, l.Level)
		if err != nil {
			return fmt.Errorf("fund jackpot level: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return errors.Join(ErrNoJackpotLevel, err)
		}
	}
	if len(queued) == 0 {
		return nil
	}
	list, args := in(queued)
	if _, err := tx.tx.ExecContext(ctx, `INSERT INTO jackpot_contributions (bet_id, jackpot_id, level, amount)
		SELECT bet_id, jackpot_id, level, amount FROM jackpot_queue WHERE id IN `+list, args...); err != nil {
		return fmt.Errorf("record jackpot contributions: %w", err)
	}
	res, err := tx.tx.ExecContext(ctx, `DELETE FROM jackpot_queue WHERE id IN `+list, args...)
	if err != nil {
		return fmt.Errorf("dequeue jackpot contributions: %w", err)
	}
	// Another funder took them since they were read: the level lock was not held.
	if n, err := res.RowsAffected(); err != nil || n != int64(len(queued)) {
		return errors.Join(errors.New("store: jackpot contributions funded twice"), err)
	}
	return nil
}

// InsertJackpotHit records a hit (h.ID is ignored) and returns its id.
func (tx *Tx) InsertJackpotHit(ctx context.Context, h JackpotHit) (int64, error) {
	var id int64
	err := tx.tx.QueryRowContext(ctx, `INSERT INTO jackpot_hits (jackpot_id, level, amount, currency, player_id, bet_id, created_at, status, seen)
		VALUES (?,?,?,?,?,?,?,?,?) RETURNING id`, h.JackpotID, h.Level, h.Amount, h.Currency, h.PlayerID, h.BetID,
		h.CreatedAt.UnixMilli(), h.Status, h.Seen).Scan(&id)
	if err != nil {
		return 0, fmt.Errorf("insert jackpot hit: %w", err)
	}
	return id, nil
}

// SetJackpotDropAt moves a level's drop point (the test control's way to make the next
// qualifying bet hit).
func (s *Store) SetJackpotDropAt(ctx context.Context, jackpotID, level string, dropAt int64) error {
	if !storable(jackpotID) || !storable(level) {
		return ErrNoJackpotLevel
	}
	return s.inTx(ctx, func(tx *txn) error {
		res, err := tx.ExecContext(ctx, `UPDATE jackpot_levels SET drop_at = ? WHERE jackpot_id = ? AND level = ?`, dropAt, jackpotID, level)
		if err != nil {
			return fmt.Errorf("set jackpot drop point: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errors.Join(ErrNoJackpotLevel, err)
		}
		return nil
	})
}

// JackpotHitFilter narrows the hits listed: by jackpot (empty: all), status (none: all), player
// (0: all players), unseen only, and at most Limit of them, newest first.
type JackpotHitFilter struct {
	JackpotID string
	Statuses  []string
	PlayerID  int64
	Unseen    bool
	Limit     int
}

// JackpotHits lists hits, newest first.
func (s *Store) JackpotHits(ctx context.Context, f JackpotHitFilter) ([]JackpotHit, error) {
	var conds []string
	var args []any
	if f.JackpotID != "" {
		if !storable(f.JackpotID) {
			return nil, nil
		}
		conds, args = append(conds, `jackpot_id = ?`), append(args, f.JackpotID)
	}
	if len(f.Statuses) > 0 {
		conds = append(conds, `status IN (?`+strings.Repeat(",?", len(f.Statuses)-1)+`)`)
		for _, st := range f.Statuses {
			args = append(args, st)
		}
	}
	if f.PlayerID != 0 {
		conds, args = append(conds, `player_id = ?`), append(args, f.PlayerID)
	}
	if f.Unseen {
		conds = append(conds, `seen = 0`)
	}
	where := ""
	if len(conds) > 0 {
		where = ` WHERE ` + strings.Join(conds, ` AND `)
	}
	rows, err := s.read.QueryContext(ctx, `SELECT id, jackpot_id, level, amount, currency, player_id, bet_id, created_at, status, seen
		FROM jackpot_hits`+where+` ORDER BY id DESC LIMIT `+strconv.Itoa(max(f.Limit, 1)), args...)
	if err != nil {
		return nil, fmt.Errorf("jackpot hits: %w", err)
	}
	return collect(rows, func(r interface{ Scan(...any) error }) (JackpotHit, error) {
		var h JackpotHit
		var created int64
		err := r.Scan(&h.ID, &h.JackpotID, &h.Level, &h.Amount, &h.Currency, &h.PlayerID, &h.BetID, &created, &h.Status, &h.Seen)
		h.CreatedAt = time.UnixMilli(created).UTC()
		return h, err
	})
}

// JackpotHitTotals is what each jackpot has paid out, the sum of its hits.
func (s *Store) JackpotHitTotals(ctx context.Context) (map[string]int64, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT jackpot_id, SUM(amount) FROM jackpot_hits GROUP BY jackpot_id`)
	if err != nil {
		return nil, fmt.Errorf("jackpot hit totals: %w", err)
	}
	defer rows.Close()
	out := map[string]int64{}
	for rows.Next() {
		var id string
		var sum sql.NullInt64
		if err := rows.Scan(&id, &sum); err != nil {
			return nil, fmt.Errorf("scan jackpot hit total: %w", err)
		}
		out[id] = sum.Int64
	}
	return out, rows.Err()
}

// MarkJackpotHitsSeen marks a player's hits seen; the ids of other players' hits change nothing.
func (s *Store) MarkJackpotHitsSeen(ctx context.Context, playerID int64, ids []int64) error {
	return s.markSeen(ctx, "jackpot_hits", playerID, ids)
}
