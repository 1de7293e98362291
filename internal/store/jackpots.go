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
// records it; approved is a hit waiting for a payout, which this server never leaves one in.
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

// FundJackpot stores what a placement did to jackpot levels that this transaction locked and read
// (LockJackpotLevels): the pools and drop points of the levels that changed, as they end (their
// contributions added and any hit's reseed done), and the bets' contributions. The lock keeps the
// pools read equal to the pools stored, so a level is written once however many bets and hits
// moved it, and the contributions in one statement (a bet on three levels ran six statements
// before). ErrNoJackpotLevel when a level is not stored: the transaction must not commit then.
func (tx *Tx) FundJackpot(ctx context.Context, levels []JackpotLevel, contributions []JackpotContribution) error {
	if tx.tx.d.writingWith && len(levels) > 0 && len(contributions) > 0 {
		return fundJackpotWith(ctx, tx.tx, levels, contributions)
	}
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
	if len(contributions) > 0 {
		args := make([]any, 0, 4*len(contributions))
		for _, c := range contributions {
			args = append(args, c.BetID, c.JackpotID, c.Level, c.Amount)
		}
		if _, err := tx.tx.ExecContext(ctx, `INSERT INTO jackpot_contributions (bet_id, jackpot_id, level, amount) VALUES (?,?,?,?)`+
			strings.Repeat(`, (?,?,?,?)`, len(contributions)-1), args...); err != nil {
			return fmt.Errorf("record jackpot contributions: %w", err)
		}
	}
	return nil
}

// fundJackpotWith is FundJackpot in one statement (PostgreSQL): the levels stay locked until the
// placement commits, and every placement that funds the jackpot waits for them, so each round
// trip saved while they are held is one more placement a second.
func fundJackpotWith(ctx context.Context, tx *txn, levels []JackpotLevel, contributions []JackpotContribution) error {
	args := make([]any, 0, 4*len(contributions)+4*len(levels))
	for _, c := range contributions {
		args = append(args, c.BetID, c.JackpotID, c.Level, c.Amount)
	}
	var q strings.Builder
	q.WriteString(`WITH c AS (INSERT INTO jackpot_contributions (bet_id, jackpot_id, level, amount) VALUES (?,?,?,?)`)
	q.WriteString(strings.Repeat(`, (?,?,?,?)`, len(contributions)-1))
	// PostgreSQL names the columns of a VALUES list column1, column2, ...
	q.WriteString(`) UPDATE jackpot_levels SET pool = v.column3, drop_at = v.column4 FROM (VALUES `)
	for i, l := range levels {
		if i > 0 {
			q.WriteString(`, `)
		}
		q.WriteString(`(CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS BIGINT), CAST(? AS BIGINT))`)
		args = append(args, l.JackpotID, l.Level, l.Pool, l.DropAt)
	}
	q.WriteString(`) AS v WHERE jackpot_levels.jackpot_id = v.column1 AND jackpot_levels.level = v.column2`)
	res, err := tx.ExecContext(ctx, q.String(), args...)
	if err != nil {
		return fmt.Errorf("fund jackpot: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil || n != int64(len(levels)) {
		return errors.Join(ErrNoJackpotLevel, err)
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

// MarkBetsUsedInJackpot records that bets contributed to a jackpot.
func (tx *Tx) MarkBetsUsedInJackpot(ctx context.Context, betIDs []int64) error {
	if len(betIDs) == 0 {
		return nil
	}
	list, args := in(betIDs)
	if _, err := tx.tx.ExecContext(ctx, `UPDATE bets SET used_in_jackpot = 1 WHERE id IN `+list, args...); err != nil {
		return fmt.Errorf("mark bets used in jackpot: %w", err)
	}
	return nil
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
